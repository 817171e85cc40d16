"""The rule book's search reads the options too, and marks what it found in the text."""

from __future__ import annotations

import pygame
import pygame_gui

from tests.test_ui_scenes import fast_settings, pump


def test_a_word_of_an_option_finds_its_game() -> None:
    from ui.scenes.rules import search

    assert "cribbage" in [b.id for b in search("muggins", "en")]
    assert "cribbage" in [b.id for b in search("přehlédnuté body", "cs")]


def test_hits_are_marked_as_the_search_finds_them() -> None:
    from ui.scenes.rules import MARK, marked

    assert marked("Hraje Černý-Petr <hned>.", "cerny petr") == \
        "Hraje " + MARK.format("Černý-Petr") + " &lt;hned&gt;."
    assert marked("a pair, a PAIR", "pair") == f"a {MARK.format('pair')}, a {MARK.format('PAIR')}"
    assert marked("no hit", "") == "no hit"


def test_the_rule_text_shows_the_hits_of_the_search(ui_display) -> None:
    from ui.scenes.rules import MARK, RulesScene

    scene = RulesScene(fast_settings("en"), size=(1280, 800))
    assert scene.entry is not None
    scene.entry.set_text("muggins")
    pump(scene, [pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=scene.entry, text="muggins")])
    for _ in range(10):
        scene.update(0.05)
    assert scene.selected == "cribbage"
    assert scene.box is not None and MARK.format("Muggins") in scene.box.html_text
    assert scene.box.scroll_bar is not None
    assert scene.box.scroll_bar.start_percentage > 0.5  # scrolled down to the option, near the end
    scene.set_query("")  # the marks go with the search
    assert scene.box is not None and MARK.split("{")[0] not in scene.box.html_text
