"""The table's input: clicks on cards, the buttons, and the keys.

Every path ends in one of the scene's moves (`act`, `hint`, `undo`, `_continue`) or a scene switch
(the rule book, the menu); a game's own control sees each event first.
"""

from __future__ import annotations

import pygame
import pygame_gui

from ui.scene import REPLAY_DEAL, REVIEW_DEAL
from ui.table import cursor
from ui.table.phase import TablePhase
from ui.table.view import TableView

#: the keys that sweep a finished trick off the felt
SWEEP_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
#: seconds the end of a deal (or of the match) must have been up, and Enter and Space at rest, before either
#: goes on: a player drawing card after card with Enter, or holding it down, must not run through the
#: summary into the next deal (or a new match) unread
DELIBERATE = 0.5


class TableInput(TableView):
    """What a click, a button or a key at the table does."""

    def process_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None
        self.manager.process_events(event)
        rested = self.key_rest
        if event.type == pygame.KEYDOWN and event.key in SWEEP_KEYS:
            self.key_rest = 0.0  # a key held down repeats: each repeat is a press, and none rested
        if self.control is not None and event.type != pygame_gui.UI_BUTTON_PRESSED and \
                self.control.handle(self, event):
            return
        if self.show_last and self._closes_review(event):
            self.show_last = False  # a click or Enter/Esc closes the look back at the last trick, nothing more
            return
        if self.held is not None and event.type == pygame.MOUSEBUTTONDOWN:
            self.sweep()  # a click sweeps a finished trick at once, and goes on to do what it does
        elif self.held is not None and event.type == pygame.KEYDOWN and event.key in SWEEP_KEYS:
            self.sweep()  # Enter sweeps it, and plays nothing: the player has not looked at the hand yet
            return
        # The mouse acts on release (ui/table/drag.py): a press only picks a card up, so a drag can start.
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.drag.press(self, event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.drag.motion(self, event.pos, bool(getattr(event, "buttons", (1,))[0]))
            over = self.layout is not None and self.layout.hit(event.pos, self.targets) is not None
            cursor.point(over or self.drag.place is not None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag.place is not None:
                self.drag.release(self, event.pos)
            elif self.phase == TablePhase.CURTAIN:
                self._continue()
        elif event.type == pygame.KEYDOWN:
            self._key(event, rested)

    def _closes_review(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return bool(event.key in (*SWEEP_KEYS, pygame.K_ESCAPE))
        button = self.buttons.get("last_trick")
        return event.type == pygame.MOUSEBUTTONDOWN and not (button is not None and button.rect.collidepoint(event.pos))

    def _button(self, element: object) -> None:
        for button, action in self.action_buttons:
            if button is element:
                self.act(action)
                return
        for key, button in list(self.buttons.items()):
            if button is element:
                self._command(key)
                return

    def _command(self, key: str) -> None:
        if key == "hint":
            self.hint()
        elif key == "undo":
            self.undo()
        elif key in ("rules", "summary_rules"):
            self.open_rules()
        elif key == "last_trick":
            self.toggle_last()
        elif key in ("menu", "to_menu"):
            self.next_scene = "menu"
        elif key in ("continue", "new_match", "curtain"):
            self._continue()
        elif key == "replay_deal":
            self.next_scene = REPLAY_DEAL  # the app builds it: the replay holds a table, which imports this module
        elif key == "review_deal":
            self.next_scene = REVIEW_DEAL  # the app builds it, as the replay

    def open_rules(self) -> None:
        from ui.scenes.rules import RulesScene

        self.next_scene = RulesScene(self.settings, game_id=self.game.id, size=self.size)

    def choose(self, place: tuple[str, int]) -> None:
        """A click (or Enter) on a playable card: play it, or offer its actions if it has several."""
        actions = self.choices.get(place) or [self.targets[place]]
        if len(actions) == 1 or self.selected == place:
            self.anim.finish()
            self.selected = None
            self.act(actions[0])
        else:
            self.selected = place
            self._build_action_buttons()

    def _key(self, event: pygame.event.Event, rested: float = float("inf")) -> None:
        """A key at the table; `rested` is how long Enter and Space had been untouched before this key."""
        key = event.key
        if key == pygame.K_F1:
            self.open_rules()
        elif key == pygame.K_ESCAPE:
            if self.drag.place is not None:  # a card in the air goes back where it was
                self.drag.cancel()
            elif self.selected is not None:
                self.selected = None
                self._build_action_buttons()
            else:
                self.next_scene = "menu"
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.phase in (TablePhase.SUMMARY, TablePhase.MATCH_OVER):
                up = self.phase_age if self.aged_phase == self.phase else 0.0
                if min(up, rested) >= DELIBERATE:
                    self._continue()
            elif self.phase == TablePhase.CURTAIN:
                self._continue()
            elif self.targets:
                self.choose(list(self.targets)[self.focus % len(self.targets)])
        elif key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB) and self.targets:
            self.focus = (self.focus + 1) % len(self.targets)
        elif key in (pygame.K_LEFT, pygame.K_UP) and self.targets:
            self.focus = (self.focus - 1) % len(self.targets)
        elif key == pygame.K_r and "replay_deal" in self.buttons:  # only while the summary offers it
            self._command("replay_deal")
        elif key == pygame.K_v and "review_deal" in self.buttons:
            self._command("review_deal")
        elif key == pygame.K_h:
            self.hint()
        elif key == pygame.K_l:
            self.toggle_last()
        elif key == pygame.K_u or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            self.undo()
        elif pygame.K_1 <= key <= pygame.K_9:
            i = key - pygame.K_1
            if self.phase == TablePhase.PLAY and i < len(self.action_buttons):
                self.act(self.action_buttons[i][1])
