"""Game-specific controls at the table: the Ospalec lay-down race, Souboje auto-play, Kvarteto's two-step ask.

The table is generic: it offers every legal action as a card click or a button. Three games are
played better with their own control, and each lives here as a `Control` the table asks at five
hooks (all optional, all no-ops in the base class):

- `menu(scene, actions)`: the buttons to show instead of the legal actions. It may return
  *pseudo-actions* (kind "ui") that only this control understands;
- `intercept(scene, action)`: a pressed button or digit key carrying a pseudo-action; True if handled;
- `handle(scene, event)`: a pygame event before the table's own handling; True if consumed;
- `update(scene, dt)`: every frame, with the table's clock (dt) - timers run on it, never on the wall clock;
- `draw(scene, surface)`: an overlay over the table, every frame.

A control decides no rule: whatever it does ends in `scene.act(legal action)`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from games.actions import Action
from ui.scenes import common as c

UI = "ui"  # the kind of the pseudo-actions a control puts on buttons


def _tr(lang: str, cs: str, en: str) -> str:
    return cs if lang == "cs" else en


def ui_action(arg: str, cs: str, en: str) -> Action:
    return Action(UI, arg=arg, label_cs=cs, label_en=en)


def human_to_move(scene: Any) -> bool:
    """The viewer is to move now, in play (not in a summary, a curtain or an animation's end)."""
    mover = scene.match.current_player
    return scene.phase == "play" and not scene.match.is_over and mover is not None and mover == scene.viewer \
        and scene.session.is_human(mover)


def hint_line(scene: Any, surface: pygame.Surface, line: str) -> None:
    """A control's one-line prompt, just above the viewer's own hand (the top of the felt holds other hands)."""
    k = scene.k
    img = c.fit_text(line, int(15 * k), scene.area.width - 40, c.GOLD, True)
    own = scene.layout.zones.get(f"hand:{scene.viewer}") if scene.layout is not None else None
    bottom = own.rect.top - int(14 * k) if own is not None else scene.area.bottom - int(60 * k)
    rect = img.get_rect(midbottom=(scene.area.centerx, bottom))
    c.draw_panel(surface, rect.inflate(20, 6), c.PANEL, radius=10, alpha=215)
    surface.blit(img, rect)


class Control:
    def menu(self, scene: Any, actions: list[Action]) -> list[Action]:
        return actions

    def intercept(self, scene: Any, action: Action) -> bool:
        return False

    def handle(self, scene: Any, event: pygame.event.Event) -> bool:
        return False

    def update(self, scene: Any, dt: float) -> None:
        return None

    def draw(self, scene: Any, surface: pygame.Surface) -> None:
        return None


# -- Ospalec: the lay-down race -------------------------------------------------------------------------------------
class OspalecRace(Control):
    """One big "Lay down!" button; the human's time runs on the table's clock from the moment the race is shown.

    Computer players who react before the human in the engine's queue have their (secret) times already;
    at the table the race is real-time, so they are shown laying down as the clock passes their times.
    """

    def __init__(self) -> None:
        self.clock: float | None = None  # seconds since the human's race control appeared
        self.result: float | None = None  # the human's measured time, once clicked

    def active(self, scene: Any) -> bool:
        if not human_to_move(scene):
            return False
        legal = scene.match.legal_actions()
        return bool(legal) and all(a.kind == "react" for a in legal)

    def menu(self, scene: Any, actions: list[Action]) -> list[Action]:
        if actions and all(a.kind == "react" for a in actions):
            return []  # the big button replaces the ~20 "after x.y s" buttons
        return actions

    def update(self, scene: Any, dt: float) -> None:
        if self.active(scene):
            self.clock = 0.0 if self.clock is None else self.clock + dt
        else:
            self.clock = None

    def button_rect(self, scene: Any) -> pygame.Rect:
        area = scene.area
        rect = pygame.Rect(0, 0, int(area.width * 0.42), int(area.height * 0.17))
        rect.center = (area.centerx, area.centery)
        return rect

    def lay_down(self, scene: Any) -> bool:
        if not self.active(scene):
            return False
        seconds = self.clock or 0.0
        from games.ospalec import reaction_action

        action = reaction_action(scene.match.state, seconds)
        self.result = seconds
        self.clock = None
        if scene.act(action):
            scene._say(_tr(scene.lang, f"Vyloženo za {seconds:.1f} s".replace(".", ","),
                           f"Laid down after {seconds:.1f} s"), 4.0)
            return True
        return False

    def handle(self, scene: Any, event: pygame.event.Event) -> bool:
        if not self.active(scene):
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.lay_down(scene)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 \
                and self.button_rect(scene).collidepoint(event.pos):
            return self.lay_down(scene)
        return False

    def laid_down(self, scene: Any) -> list[tuple[int, float | None]]:
        """Who is down so far as the race looks at the table: the suit-holders, then the computer players
        whose time the clock has passed (in the order of their times)."""
        state = scene.match.state
        clock = self.clock or 0.0
        down: list[tuple[int, float | None]] = [(s, None) for s in getattr(state, "order", [])]
        others = sorted((tenths, seat) for seat, tenths in getattr(state, "reactions", {}).items()
                        if not scene.session.is_human(seat) and tenths / 10 <= clock)
        return down + [(seat, tenths / 10) for tenths, seat in others]

    def draw(self, scene: Any, surface: pygame.Surface) -> None:
        if self.clock is None or not self.active(scene):
            return
        k, lang = scene.k, scene.lang
        rect = self.button_rect(scene)
        glow = 40 + int(30 * abs(((self.clock * 2) % 2) - 1))
        c.draw_panel(surface, rect.inflate(int(24 * k), int(24 * k)), (glow, 20, 10), radius=24, alpha=200)
        pygame.draw.rect(surface, (196, 40, 30), rect, border_radius=20)
        pygame.draw.rect(surface, c.GOLD, rect, width=max(3, int(4 * k)), border_radius=20)
        label = c.fit_text(_tr(lang, "Vyložit!", "Lay down!"), int(52 * k), rect.width - 20, c.TEXT, True)
        surface.blit(label, label.get_rect(center=(rect.centerx, rect.centery - int(10 * k))))
        hint = c.fit_text(_tr(lang, "mezerník / Enter / klik", "Space / Enter / click"), int(15 * k),
                          rect.width - 20, c.TEXT)
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom - int(8 * k))))
        clock = c.text(f"{self.clock:.1f} s", int(26 * k), c.GOLD, True)
        surface.blit(clock, clock.get_rect(midbottom=(rect.centerx, rect.top - int(16 * k))))
        y = rect.bottom + int(18 * k)
        for seat, secs in self.laid_down(scene):
            name = scene.names[seat]
            line = _tr(lang, f"{name} složil celou barvu", f"{name} laid down a whole suit") if secs is None else \
                _tr(lang, f"{name} složil ({secs:.1f} s)".replace(".", ","), f"{name} laid down ({secs:.1f} s)")
            img = c.fit_text(line, int(17 * k), rect.width + 80, c.TEXT, True)
            box = img.get_rect(midtop=(rect.centerx, y))
            c.draw_panel(surface, box.inflate(16, 6), c.PANEL, radius=10, alpha=215)
            surface.blit(img, box)
            y += box.height + int(10 * k)


# -- Souboje: turning cards, or auto-play at a speed ------------------------------------------------------------------
SPEEDS = (("pomalu", "slow", 1.2), ("normálně", "normal", 0.6), ("rychle", "fast", 0.2))


class SoubojeTurner(Control):
    """No choices in Souboje: any key or click turns a card; "Auto-play" turns them on a timer (the table's dt)."""

    def __init__(self) -> None:
        self.auto = False
        self.speed = 1
        self.timer = 0.0

    @property
    def interval(self) -> float:
        return SPEEDS[self.speed][2]

    def menu(self, scene: Any, actions: list[Action]) -> list[Action]:
        lang = scene.lang
        cs, en, _ = SPEEDS[self.speed]
        toggle = ui_action("auto:" + ("off" if self.auto else "on"),
                           "Automaticky: " + ("zapnuto" if self.auto else "vypnuto") + " (A)",
                           "Auto-play: " + ("on" if self.auto else "off") + " (A)")
        speed = ui_action(f"speed:{self.speed}", f"Rychlost: {cs} (S)", f"Speed: {en} (S)")
        del lang
        turn = [a for a in actions if a.kind != UI]
        if self.auto:
            turn = []  # the timer turns; a manual button would only race it
        if scene.phase != "play" or not scene.session.is_human(scene.viewer):
            return actions
        return [*turn, toggle, speed]  # the toggles stay while the other seat turns, so they do not flicker

    def intercept(self, scene: Any, action: Action) -> bool:
        if action.kind != UI:
            return False
        if (action.arg or "").startswith("auto:"):
            self.toggle(scene)
        elif (action.arg or "").startswith("speed:"):
            self.cycle(scene)
        return True

    def toggle(self, scene: Any) -> None:
        self.auto = not self.auto
        self.timer = 0.0
        scene._build_action_buttons()

    def cycle(self, scene: Any) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        scene._build_action_buttons()

    def turn(self, scene: Any) -> bool:
        if not human_to_move(scene):
            return False
        legal = scene.match.legal_actions()
        if len(legal) != 1:
            return False
        scene.anim.finish()
        return bool(scene.act(legal[0]))

    def handle(self, scene: Any, event: pygame.event.Event) -> bool:
        if scene.phase != "play":
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_a:
                self.toggle(scene)
                return True
            if event.key == pygame.K_s:
                self.cycle(scene)
                return True
            passes = (pygame.K_ESCAPE, pygame.K_F1, pygame.K_h, pygame.K_u, pygame.K_z, pygame.K_LCTRL,
                      pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT, pygame.K_RALT)
            if event.key in passes or pygame.K_1 <= event.key <= pygame.K_9 or self.auto:
                return False
            return self.turn(scene)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and not self.auto \
                and scene.area.collidepoint(event.pos):
            return self.turn(scene)
        return False

    def update(self, scene: Any, dt: float) -> None:
        if not self.auto or not human_to_move(scene) or scene.anim.busy or scene.pause > 0:
            self.timer = 0.0
            return
        self.timer += dt
        if self.timer >= self.interval:
            self.timer = 0.0
            self.turn(scene)


    def draw(self, scene: Any, surface: pygame.Surface) -> None:
        if scene.phase != "play" or not scene.session.is_human(scene.viewer):
            return
        lang = scene.lang
        if self.auto:
            cs, en, _ = SPEEDS[self.speed]
            line = _tr(lang, f"Hraje se automaticky ({cs}); A vypne", f"Auto-play ({en}); A stops it")
        elif human_to_move(scene):
            line = _tr(lang, "Otočte kartu: klikněte nebo stiskněte klávesu", "Turn a card: click or press a key")
        else:
            return
        hint_line(scene, surface, line)


# -- Kvarteto: whom to ask, then for which card ------------------------------------------------------------------------
class KvartetoAsk(Control):
    """Asking in two steps: first the player (a seat plate click, a button or a digit), then the card.

    The cards are shown on the felt in rows, one row per quartet the asker holds a card of (at most
    three missing cards each): a click on a card asks for it; from the keyboard a digit picks the
    row and a second digit the card in it. Backspace (or Esc, or the Back button) steps back.
    """

    def __init__(self) -> None:
        self.target: int | None = None
        self.row: int | None = None  # the quartet row picked by a digit, waiting for the card's digit

    @staticmethod
    def targets(actions: list[Action]) -> list[int]:
        seen: list[int] = []
        for a in actions:
            if a.kind == "ask" and a.number is not None and a.number not in seen:
                seen.append(a.number)
        return seen

    def asks(self, scene: Any) -> list[Action]:
        # All the asks, also those the table made card clicks (a card shown to all, seen in a hand).
        return [a for a in scene.obs.legal_actions if a.kind == "ask"] if human_to_move(scene) else []

    def rows(self, scene: Any) -> list[tuple[str, list[Action]]]:
        """(quartet name, the asks for its cards) for the chosen player, in the pack's order."""
        if self.target is None:
            return []
        state = scene.match.state
        order = {card: i for i, card in enumerate(state.pack.cards)}
        suits = {s.code: s for s in state.pack.suits}
        groups: dict[str, list[Action]] = {}
        for a in sorted((a for a in self.asks(scene) if a.number == self.target), key=lambda a: order.get(a.card, 0)):
            assert a.card is not None
            groups.setdefault(state.quartet(a.card), []).append(a)
        return [(suits[key].names.get(scene.lang) if key in suits else key, acts) for key, acts in groups.items()]

    def menu(self, scene: Any, actions: list[Action]) -> list[Action]:
        asks = self.asks(scene)
        if not asks or any(a.kind != "ask" for a in actions):
            self.target = self.row = None
            return actions
        targets = self.targets(asks)
        if self.target not in targets:
            self.target = self.row = None
        if self.target is None:
            return [ui_action(f"seat:{s}", f"Zeptat se: {scene.names[s]}", f"Ask {scene.names[s]}") for s in targets]
        return []  # the cards and the way back are on the felt (see draw), where digits pick rows, then cards

    def choose_seat(self, scene: Any, seat: int) -> bool:
        if seat not in self.targets(self.asks(scene)):
            return False
        self.target, self.row = seat, None
        scene._build_action_buttons()
        return True

    def back(self, scene: Any) -> bool:
        if self.row is not None:
            self.row = None
        elif self.target is not None:
            self.target = None
            scene._build_action_buttons()
        else:
            return False
        return True

    def intercept(self, scene: Any, action: Action) -> bool:
        if action.kind != UI:
            return False
        arg = action.arg or ""
        if arg.startswith("seat:"):
            self.choose_seat(scene, int(arg.split(":")[1]))
        elif arg == "back":
            self.back(scene)
        return True

    def back_rect(self, scene: Any) -> pygame.Rect | None:
        rows = self.chip_rects(scene)
        if not rows:
            return None
        last = rows[-1][0]
        rect = pygame.Rect(0, 0, int(220 * scene.k), last.height)
        rect.midtop = (last.centerx, last.bottom + int(30 * scene.k))
        return rect

    def chip_rects(self, scene: Any) -> list[tuple[pygame.Rect, pygame.Rect, list[tuple[pygame.Rect, Action]]]]:
        """Per quartet row: the row's rect, its name's rect and (card rect, ask) for its cards."""
        rows = self.rows(scene)
        if not rows:
            return []
        k, area = scene.k, scene.area
        row_h = min(int(40 * k), (area.height - int(260 * k)) // max(1, len(rows)))
        gap = int(6 * k)
        width = int(area.width * 0.84)
        top = area.centery - ((len(rows) + 1) * (row_h + gap)) // 2 + row_h // 2  # room for the title above
        left = area.centerx - width // 2
        name_w = int(width * 0.3)
        chip_w = (width - name_w - 4 * gap) // 3
        out = []
        for r, (_, acts) in enumerate(rows):
            y = top + r * (row_h + gap)
            row = pygame.Rect(left, y, width, row_h)
            name = pygame.Rect(left, y, name_w, row_h)
            chips = [(pygame.Rect(left + name_w + gap + i * (chip_w + gap), y, chip_w, row_h), a)
                     for i, a in enumerate(acts)]
            out.append((row, name, chips))
        return out

    def ask(self, scene: Any, action: Action) -> bool:
        self.target = self.row = None
        return bool(scene.act(action))

    def handle(self, scene: Any, event: pygame.event.Event) -> bool:
        if not human_to_move(scene):
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_BACKSPACE, pygame.K_ESCAPE):
                return self.back(scene)
            if self.target is not None and pygame.K_1 <= event.key <= pygame.K_9:
                digit = event.key - pygame.K_1
                rows = self.rows(scene)
                if self.row is None:
                    if digit < len(rows):
                        self.row = digit
                        if len(rows[digit][1]) == 1:  # one card in the row: no second digit needed
                            return self.ask(scene, rows[digit][1][0])
                    return True
                acts = rows[self.row][1] if self.row < len(rows) else []
                if digit < len(acts):
                    return self.ask(scene, acts[digit])
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and scene.layout is not None:
            for _, _, chips in self.chip_rects(scene):
                for rect, action in chips:
                    if rect.collidepoint(event.pos):
                        return self.ask(scene, action)
            back = self.back_rect(scene)
            if back is not None and back.collidepoint(event.pos):
                return self.back(scene)
            for seat, box in scene.layout.seats.items():
                zone = scene.layout.zones.get(f"hand:{seat}")
                hit = box.label.collidepoint(event.pos) or (zone is not None and zone.rect.collidepoint(event.pos))
                if hit and seat != scene.viewer and scene.layout.hit(event.pos, scene.targets) is None:
                    return self.choose_seat(scene, seat)
        return False

    def draw(self, scene: Any, surface: pygame.Surface) -> None:
        if not human_to_move(scene) or scene.layout is None:
            return
        k, lang = scene.k, scene.lang
        for seat in self.targets(self.asks(scene)):
            box = scene.layout.seats.get(seat)
            if box is None:
                continue
            colour = c.SELECTED if seat == self.target else c.HIGHLIGHT
            pygame.draw.rect(surface, colour, box.label.inflate(6, 6), width=max(2, int(3 * k)), border_radius=10)
        if self.target is None:
            line = _tr(lang, "Koho se zeptat? Klikněte na hráče nebo stiskněte číslo.",
                       "Whom to ask? Click a player or press a digit.")
        else:
            name = scene.names[self.target]
            line = _tr(lang, f"Kterou kartu chcete od hráče {name}? Číslo řady, pak karty.",
                       f"Which card to ask {name} for? Row digit, then card digit.")
        rows = self.chip_rects(scene)
        if not rows:
            hint_line(scene, surface, line)
            return
        back = self.back_rect(scene)
        assert back is not None
        whole = rows[0][0].unionall([back] + [r for r, _, _ in rows]).inflate(int(24 * k), int(24 * k))
        title = c.fit_text(line, int(16 * k), whole.width - int(24 * k), c.GOLD, True)
        whole.top -= title.get_height() + int(12 * k)
        whole.height += title.get_height() + int(12 * k)
        c.draw_panel(surface, whole, c.PANEL, radius=14, alpha=235)
        pygame.draw.rect(surface, c.GOLD, whole, width=2, border_radius=14)
        surface.blit(title, title.get_rect(midtop=(whole.centerx, whole.top + int(12 * k))))
        names = [n for n, _ in self.rows(scene)]
        px = max(11, int(15 * k))
        for r, (_row, name_rect, chips) in enumerate(rows):
            picked = self.row == r
            label = c.fit_text(f"{r + 1}. {names[r]}", px, name_rect.width - 8, c.SELECTED if picked else c.GOLD, True)
            surface.blit(label, label.get_rect(midleft=(name_rect.left + 6, name_rect.centery)))
            for i, (chip, action) in enumerate(chips):
                pygame.draw.rect(surface, (50, 90, 70) if picked else c.PANEL_LIGHT, chip, border_radius=8)
                pygame.draw.rect(surface, c.SELECTED if picked else c.HIGHLIGHT, chip, width=2, border_radius=8)
                assert action.card is not None
                text = f"{i + 1}. {action.card.name(lang)}" if picked else action.card.name(lang)
                img = c.fit_text(text, px, chip.width - 12, c.TEXT)
                surface.blit(img, img.get_rect(center=chip.center))
        pygame.draw.rect(surface, c.PANEL_LIGHT, back, border_radius=8)
        pygame.draw.rect(surface, c.TEXT_DIM, back, width=2, border_radius=8)
        img = c.fit_text(_tr(lang, "Zpět (Backspace)", "Back (Backspace)"), px, back.width - 12, c.TEXT)
        surface.blit(img, img.get_rect(center=back.center))


CONTROLS: dict[str, Callable[[], Control]] = {
    "ospalec": OspalecRace,
    "souboje": SoubojeTurner,
    "kvarteto": KvartetoAsk,
}


def control_for(game_id: str) -> Control | None:
    """A fresh control for one table (it keeps per-table state: the race clock, auto-play, the chosen player)."""
    factory = CONTROLS.get(game_id)
    return factory() if factory is not None else None
