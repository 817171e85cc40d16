"""Ospalec at the table: the lay-down race."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

import pygame

from games.actions import Action
from games.state import Observation
from ui.scenes import common as c
from ui.table.controls import Control, human_to_move, tr
from ui.table.manifest import TableHooks

if TYPE_CHECKING:  # the table imports its controls: only the checker reads this one back
    from ui.scenes.table import TableScene


class OspalecRace(Control["TableScene"]):
    """One big "Lay down!" button; the human's time runs on the table's clock from the moment the race is shown.

    Computer players who react before the human in the engine's queue have their (secret) times already;
    at the table the race is real-time, so they are shown laying down as the clock passes their times.
    """

    def __init__(self) -> None:
        self.clock: float | None = None  # seconds since the human's race control appeared
        self.result: float | None = None  # the human's measured time, once clicked

    def active(self, scene: TableScene) -> bool:
        if not human_to_move(scene):
            return False
        legal = scene.match.legal_actions()
        return bool(legal) and all(a.kind == "react" for a in legal)

    def menu(self, scene: TableScene, actions: list[Action]) -> list[Action]:
        if actions and all(a.kind == "react" for a in actions):
            return []  # the big button replaces the ~20 "after x.y s" buttons
        return actions

    def update(self, scene: TableScene, dt: float) -> None:
        if self.active(scene):
            self.clock = 0.0 if self.clock is None else self.clock + dt
        else:
            self.clock = None

    def button_rect(self, scene: TableScene) -> pygame.Rect:
        area = scene.area
        rect = pygame.Rect(0, 0, int(area.width * 0.42), int(area.height * 0.17))
        rect.center = (area.centerx, area.centery)
        return rect

    def lay_down(self, scene: TableScene) -> bool:
        if not self.active(scene):
            return False
        seconds = self.clock or 0.0
        from games.ospalec.rules import OspalecState, reaction_action

        # the table's deal is this game's (over the network a RemoteState, answering as one)
        action = reaction_action(cast(OspalecState, scene.match.state), seconds)
        self.result = seconds
        self.clock = None
        if scene.act(action):
            scene._say(tr(scene.lang, f"Vyloženo za {seconds:.1f} s".replace(".", ","),
                           f"Laid down after {seconds:.1f} s"), 4.0)
            return True
        return False

    def handle(self, scene: TableScene, event: pygame.event.Event) -> bool:
        if not self.active(scene):
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.lay_down(scene)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 \
                and self.button_rect(scene).collidepoint(event.pos):
            return self.lay_down(scene)
        return False

    def laid_down(self, scene: TableScene) -> list[tuple[int, float | None]]:
        """Who is down so far as the race looks at the table: the suit-holders, then the computer players
        whose time the clock has passed (in the order of their times)."""
        state = scene.match.state
        clock = self.clock or 0.0
        down: list[tuple[int, float | None]] = [(s, None) for s in getattr(state, "order", [])]
        others = sorted((tenths, seat) for seat, tenths in getattr(state, "reactions", {}).items()
                        if not scene.session.is_human(seat) and tenths / 10 <= clock)
        return down + [(seat, tenths / 10) for tenths, seat in others]

    def draw(self, scene: TableScene, surface: pygame.Surface) -> None:
        if self.clock is None or not self.active(scene):
            return
        k, lang = scene.k, scene.lang
        rect = self.button_rect(scene)
        glow = 40 + int(30 * abs(((self.clock * 2) % 2) - 1))
        c.draw_panel(surface, rect.inflate(int(24 * k), int(24 * k)), (glow, 20, 10), radius=24, alpha=200)
        pygame.draw.rect(surface, (196, 40, 30), rect, border_radius=20)
        pygame.draw.rect(surface, c.GOLD, rect, width=max(3, int(4 * k)), border_radius=20)
        label = c.fit_text(tr(lang, "Vyložit!", "Lay down!"), int(52 * k), rect.width - 20, c.TEXT, True)
        surface.blit(label, label.get_rect(center=(rect.centerx, rect.centery - int(10 * k))))
        hint = c.fit_text(tr(lang, "mezerník / Enter / klik", "Space / Enter / click"), int(15 * k),
                          rect.width - 20, c.TEXT)
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom - int(8 * k))))
        clock = c.text(f"{self.clock:.1f} s", int(26 * k), c.GOLD, True)
        surface.blit(clock, clock.get_rect(midbottom=(rect.centerx, rect.top - int(16 * k))))
        y = rect.bottom + int(18 * k)
        for seat, secs in self.laid_down(scene):
            name = scene.names[seat]
            line = tr(lang, f"{name} složil celou barvu", f"{name} laid down a whole suit") if secs is None else \
                tr(lang, f"{name} složil ({secs:.1f} s)".replace(".", ","), f"{name} laid down ({secs:.1f} s)")
            img = c.fit_text(line, int(17 * k), rect.width + 80, c.TEXT, True)
            box = img.get_rect(midtop=(rect.centerx, y))
            c.draw_panel(surface, box.inflate(16, 6), c.PANEL, radius=10, alpha=215)
            surface.blit(img, box)
            y += box.height + int(10 * k)


def drop_zones(obs: Observation, action: Action) -> Sequence[str] | None:
    """A card passed goes to the next player's hand; a card given goes back to the one who passed."""
    hands = sum(1 for z in obs.zones if z.name.startswith("hand:"))
    if action.kind == "pass":
        return [f"hand:{(obs.seat + 1) % hands}", "centre"]
    if action.kind == "give":
        return [f"hand:{(obs.seat - 1) % hands}", "centre"]
    return None


#: what the table reads of this game (ui/table/manifest.py)
TABLE_HOOKS = TableHooks(
    control=OspalecRace,
    drop=drop_zones,
)
