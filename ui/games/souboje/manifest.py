"""Souboje at the table: turning cards, or auto-play at a speed."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games.actions import Action
from ui.table.controls import UI, Control, hint_line, human_to_move, tr, ui_action
from ui.table.manifest import TableHooks
from ui.table.phase import TablePhase

if TYPE_CHECKING:  # the table imports its controls: only the checker reads this one back
    from ui.scenes.table import TableScene

SPEEDS = (("pomalu", "slow", 1.2), ("normálně", "normal", 0.6), ("rychle", "fast", 0.2))


class SoubojeTurner(Control["TableScene"]):
    """No choices in Souboje: any key or click turns a card; "Auto-play" turns them on a timer (the table's dt)."""

    def __init__(self) -> None:
        self.auto = False
        self.speed = 1
        self.timer = 0.0

    @property
    def interval(self) -> float:
        return SPEEDS[self.speed][2]

    def menu(self, scene: TableScene, actions: list[Action]) -> list[Action]:
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
        if scene.phase != TablePhase.PLAY or not scene.session.is_human(scene.viewer):
            return actions
        return [*turn, toggle, speed]  # the toggles stay while the other seat turns, so they do not flicker

    def intercept(self, scene: TableScene, action: Action) -> bool:
        if action.kind != UI:
            return False
        if (action.arg or "").startswith("auto:"):
            self.toggle(scene)
        elif (action.arg or "").startswith("speed:"):
            self.cycle(scene)
        return True

    def toggle(self, scene: TableScene) -> None:
        self.auto = not self.auto
        self.timer = 0.0
        scene._build_action_buttons()

    def cycle(self, scene: TableScene) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        scene._build_action_buttons()

    def turn(self, scene: TableScene) -> bool:
        if not human_to_move(scene):
            return False
        legal = scene.match.legal_actions()
        if len(legal) != 1:
            return False
        scene.anim.finish()
        return bool(scene.act(legal[0]))

    def handle(self, scene: TableScene, event: pygame.event.Event) -> bool:
        if scene.phase != TablePhase.PLAY:
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
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and not self.auto \
                and scene.area.collidepoint(event.pos):
            return self.turn(scene)
        return False

    def update(self, scene: TableScene, dt: float) -> None:
        if not self.auto or not human_to_move(scene) or scene.anim.busy or scene.pause > 0:
            self.timer = 0.0
            return
        self.timer += dt
        if self.timer >= self.interval:
            self.timer = 0.0
            self.turn(scene)


    def draw(self, scene: TableScene, surface: pygame.Surface) -> None:
        if scene.phase != TablePhase.PLAY or not scene.session.is_human(scene.viewer):
            return
        lang = scene.lang
        if self.auto:
            cs, en, _ = SPEEDS[self.speed]
            line = tr(lang, f"Hraje se automaticky ({cs}); A vypne", f"Auto-play ({en}); A stops it")
        elif human_to_move(scene):
            line = tr(lang, "Otoč kartu: klikni nebo stiskni klávesu", "Turn a card: click or press a key")
        else:
            return
        hint_line(scene, surface, line)


#: what the table reads of this game (ui/table/manifest.py)
TABLE_HOOKS = TableHooks(
    control=SoubojeTurner,
)
