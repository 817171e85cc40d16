"""Hot seat in the menu: a name for each human seat, typed where the seat's name stands.

With one human the table calls him by the player's name (Settings); with two or more, each human seat gets a
text field in place of its label, so the curtain can say whom to pass the game to ('Předej hru Evě'). The names
are kept with the game's setup (`setup["names"]`, eight strings, '' for the seat's own name).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NotRequired, TypedDict

import pygame
import pygame_gui

from games.game import Game
from ui.i18n import seat_name
from ui.scenes import common as c
from ui.table.session import HUMAN, OptionValue

NAME_LIMIT = 24  # what Settings.load accepts for a name (common._name)


class Setup(TypedDict):
    """A game's setup in the menu, as the settings keep it."""

    players: int
    seats: list[str]  # eight: a player's name (HUMAN or a bot's), the first `players` used
    options: dict[str, OptionValue]  # a rule book's option values (OptionSpec.default)
    names: NotRequired[list[str]]  # eight typed names, '' for the seat's own


class TableArgs(TypedDict):
    """What the menu starts a table with (ui/scenes/menu_setup.py `SetupPanel.table_args`)."""

    game: Game
    seats: list[str]
    options: dict[str, OptionValue]
    names: list[str | None]  # each seat's typed name, None where the seat keeps its own


def typed_names(setup: Mapping[str, object]) -> list[str]:
    """The setup's eight typed names, '' where none was typed (an older setup has none; a settings file's
    setup is read before it is checked, hence a Mapping)."""
    raw = setup.get("names", [])
    names = [n if isinstance(n, str) and c.SETTING_RANGES["player_name"][0](n) else "" for n in
             (raw if isinstance(raw, list) else [])][:8]
    return names + [""] * (8 - len(names))


def table_names(setup: Setup, players: int, lang: str, player_name: str = "") -> list[str | None]:
    """The name each seat of the table gets from the setup: a human seat's typed name, the only human's the
    player's own (Settings); None where the seat keeps its own name ('Hráč 2')."""
    seats = setup["seats"][:players]
    typed = typed_names(setup)
    humans = [s for s, who in enumerate(seats) if who == HUMAN]
    out: list[str | None] = [None] * players
    if len(humans) == 1:
        out[humans[0]] = player_name.strip() or None
    else:
        for s in humans:
            out[s] = typed[s].strip() or None
    return out


class SeatNameFields:
    """The menu's name fields for a hot-seat setup; `SetupPanel` builds them beside the seat drop-downs."""

    manager: pygame_gui.UIManager | None
    lang: str
    name_entries: dict[int, pygame_gui.elements.UITextEntryLine]

    def setup(self) -> Setup:
        raise NotImplementedError

    def remember(self, save: bool = True) -> None:
        raise NotImplementedError

    def _kill_name_entries(self) -> None:
        for entry in getattr(self, "name_entries", {}).values():
            entry.kill()
        self.name_entries = {}

    def _build_name_entries(self, players: int, left: int, top: int, row: int, gap: int, width: int,
                            number_w: int) -> None:
        """A text field after each human seat's number, when two or more humans share the screen."""
        self._kill_name_entries()
        setup = self.setup()
        seats = setup["seats"][:players]
        if seats.count(HUMAN) < 2:
            return
        typed = typed_names(setup)
        for s, who in enumerate(seats):
            if who != HUMAN:
                continue
            rect = pygame.Rect(left + number_w, top + s * (row + gap), width - number_w, row)
            entry = pygame_gui.elements.UITextEntryLine(rect, self.manager, initial_text=typed[s],
                                                        placeholder_text=seat_name(s, self.lang))
            entry.set_text_length_limit(NAME_LIMIT)
            self.name_entries[s] = entry

    def typing(self) -> bool:
        """A name field has the keyboard: the menu's letter keys (L, R) must not act."""
        return any(entry.is_focused for entry in getattr(self, "name_entries", {}).values())

    def name_event(self, event: pygame.event.Event) -> bool:
        """A name typed into a field is kept in the setup; True if the event was a field's."""
        if event.type not in (pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_TEXT_ENTRY_FINISHED):
            return False
        for s, entry in getattr(self, "name_entries", {}).items():
            if event.ui_element is entry:
                text = entry.get_text()
                if c.SETTING_RANGES["player_name"][0](text):
                    names = typed_names(self.setup())
                    names[s] = text
                    self.setup()["names"] = names
                    self.remember(save=False)  # kept for the menu's next visit, as every change of the setup
                if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
                    entry.unfocus()
                return True
        return False
