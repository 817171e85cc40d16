"""Hot seat from the menu to a resumed save: a name field for each human seat when two or more humans play, the
names at the table and on the curtain, kept in the settings and in the save, and back on resume."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from pygame_gui.core import UIElement

from games.registry import get_game
from sessions.autosave import names_of, seats_record
from tests.test_ui_scenes import fast_settings, key, pump
from ui.scene import Scene
from ui.scenes.menu import MenuScene
from ui.scenes.seat_names import typed_names
from ui.scenes.table import TableScene

SIZE = (1280, 800)


@pytest.fixture(autouse=True)
def _display(ui_display: pygame.Surface) -> pygame.Surface:
    return ui_display


def menu_with(seats: list[str], lang: str = "cs") -> MenuScene:
    menu = MenuScene(fast_settings(lang), SIZE, selected="cvik")
    setup = menu.setup()
    setup["players"] = len(seats)
    setup["seats"][:len(seats)] = seats
    menu._build_setup()
    return menu


def type_into(scene: Scene, entry: UIElement, text: str) -> None:
    """Click into a field and type `text`, then Enter, as a person does (through pygame's queue)."""
    pump(scene, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=entry.rect.center, button=1),
                 pygame.event.Event(pygame.MOUSEBUTTONUP, pos=entry.rect.center, button=1)])
    for letter in text:
        pump(scene, [pygame.event.Event(pygame.TEXTINPUT, text=letter),
                     pygame.event.Event(pygame.KEYDOWN, key=ord(letter.lower()) if letter.isascii() else 0, mod=0,
                                        unicode=letter, scancode=0)])
    pump(scene, key(pygame.K_RETURN))


def test_a_name_field_for_each_human_only_when_two_share_the_screen() -> None:
    menu = menu_with(["human", "random", "random", "random"])
    assert menu.name_entries == {}
    menu._dropdown(menu.seat_drops[2], menu.seat_choices[0])  # a second human sits down
    assert sorted(menu.name_entries) == [0, 2]
    assert all(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in menu.name_entries.values())


def test_typed_names_reach_the_table_and_its_curtain_and_letters_stay_the_names() -> None:
    menu = menu_with(["human", "random", "human", "random"])
    type_into(menu, menu.name_entries[0], "Eval")  # an L typed into a name must not switch the language
    type_into(menu, menu.name_entries[2], "Tomáš")
    assert menu.lang == "cs"
    assert menu.setup()["names"][:3] == ["Eval", "", "Tomáš"]
    remembered = menu.settings.setups["cvik"]
    # remembered for the next visit
    assert isinstance(remembered, dict) and typed_names(remembered)[:3] == ["Eval", "", "Tomáš"]
    pump(menu, key(pygame.K_RETURN))  # the typing is done: Enter plays
    table = menu.next_scene
    assert isinstance(table, TableScene)
    assert table.names[0] == "Eval" and table.names[2] == "Tomáš" and table.names[1] not in ("", None)
    for _ in range(40):
        if table.phase == "curtain":
            break
        pump(table, [], dt=0.2)
    assert table.phase == "curtain"
    table.close()


def test_remembered_names_are_checked() -> None:
    from ui.scenes.common import Settings
    from ui.scenes.menu_setup import remembered_setups

    settings = Settings(setups={"cvik": {"players": 4, "seats": ["human", "random", "human", "random"],
                                         "names": ["Eva", "", "Tomáš"]}})
    assert remembered_setups([get_game("cvik")], settings)["cvik"]["names"] == ["Eva", "", "Tomáš"] + [""] * 5
    from ui.scenes import common as c

    assert not c.SETTING_RANGES["setups"][0]({"cvik": {"names": ["x" * 25]}})  # too long for a plate
    assert not c.SETTING_RANGES["setups"][0]({"cvik": {"names": [3]}})


def test_a_save_keeps_the_names_and_a_resumed_hot_seat_match_covers_first() -> None:
    from ui.scenes.resume import resume_table

    assert seats_record(["human", "random", "human"], ["Eva", "", "Tomáš"]) == [
        {"player": "human", "name": "Eva"}, {"player": "random"}, {"player": "human", "name": "Tomáš"}]
    assert names_of({"seats": [{"player": "human", "name": "Eva"}, {"player": "random", "name": 7},
                               {"player": "human", "name": "\x00"}]}) == ["Eva", "", ""]
    settings = fast_settings("cs")
    table = TableScene(get_game("cvik"), ["human", "random", "human", "random"], {}, seed=7, settings=settings,
                       size=SIZE, seat_names=["Eva", None, "Tomáš", None])
    for _ in range(200):
        if len(table.match.actions) >= 3:
            break
        if table.phase == "curtain":
            pump(table, key(pygame.K_RETURN))
        elif table.phase == "play" and table.action_buttons and table.match.current_player == table.viewer:
            table.act(table.action_buttons[0][1])
        pump(table, [], dt=0.2)
    assert table.saver is not None
    save_id, moves = table.saver.save_id, len(table.match.actions)
    assert moves >= 3
    table.close()
    if table.saver.lock is not None:
        table.saver.lock.release()
    again = resume_table(save_id, settings, SIZE)
    assert len(again.match.actions) == moves
    assert again.names[0] == "Eva" and again.names[2] == "Tomáš"
    assert again.masked  # whoever sat down to it, nobody's hand shows before the curtain
    assert all(card is None for s in (0, 2) for card in again.obs.zone(f"hand:{s}").cards)
    again.close()


def test_a_settings_files_names_that_are_not_a_list_are_no_names() -> None:
    """A hand-edited settings file may hold one name where eight belong: no names, not its letters one a seat."""
    from ui.scenes.seat_names import typed_names

    assert typed_names({"names": "Eva"}) == [""] * 8
    assert typed_names({"names": ["Eva", 3]}) == ["Eva"] + [""] * 7
