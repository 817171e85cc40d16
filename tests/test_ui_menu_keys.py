"""The menu's setup panel by keyboard alone: Tab into the panel, ↑/↓ to a row, ←/→ to change it, Enter to play."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

from tests.test_ui_scenes import fast_settings, key, pump

SIZE = (1280, 800)


@pytest.fixture(autouse=True)
def _display(ui_display):  # the shared headless display (tests/conftest.py), for every test here
    return ui_display


def keys(*codes: int) -> list[pygame.event.Event]:
    return [e for k in codes for e in key(k)]


def test_seats_and_options_set_by_keys_reach_the_table() -> None:
    from ui.scenes.menu import MenuScene
    from ui.scenes.table import TableScene

    menu = MenuScene(fast_settings(), SIZE, selected="cerny-petr")
    assert menu.setup()["players"] == 4 and menu.setup()["seats"][:2] == ["human", "ismcts:normal"]
    pump(menu, keys(pygame.K_TAB))
    assert menu.focused_row() == ("players", None)
    pump(menu, keys(pygame.K_DOWN, pygame.K_RIGHT))  # seat 1: human -> random
    assert menu.focused_row() == ("seat", 0)
    pump(menu, keys(pygame.K_DOWN, pygame.K_LEFT))  # seat 2: normal -> easy
    pump(menu, keys(pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT, pygame.K_LEFT, pygame.K_LEFT))  # seat 4 -> human
    pump(menu, keys(pygame.K_DOWN, pygame.K_RIGHT))  # pack: picture pack -> German pack
    assert menu.focused_row() == ("option", "pack")
    deals = menu.option_drops["deals"][1]  # 1..50 offered in steps: 1, 5, 7, 13, ...
    want = deals[deals.index(5) + 2]
    pump(menu, keys(pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT))  # deals: two steps up from 5
    assert want == 13 and menu.option_drops["deals"][0].selected_option[0] == "13"
    pump(menu, keys(pygame.K_UP, pygame.K_UP, pygame.K_UP, pygame.K_UP))  # back up to seat 2
    assert menu.focused_row() == ("seat", 1)
    pump(menu, keys(pygame.K_UP, pygame.K_UP, pygame.K_UP))  # seat 1, players, then wrap round to Play
    assert menu.focused_row() == ("play", None)
    pump(menu, keys(pygame.K_RETURN))
    table = menu.next_scene
    assert isinstance(table, TableScene)
    assert table.session.seats == ["random", "ismcts:easy", "ismcts:normal", "human"]
    assert table.match.config.pack == "german-32" and table.match.config.deals == 13
    table.close()


def test_tab_returns_to_the_game_list_and_arrows_choose_games_again() -> None:
    from ui.scenes.menu import MenuScene

    menu = MenuScene(fast_settings("cs"), SIZE, selected="cerny-petr")
    ids = [g.id for g in menu.games]
    pump(menu, keys(pygame.K_TAB, pygame.K_DOWN))
    assert menu.selected == "cerny-petr" and menu.focused_row() == ("seat", 0)
    pump(menu, keys(pygame.K_TAB, pygame.K_DOWN))
    assert menu.focused_row() is None and menu.selected == ids[(ids.index("cerny-petr") + 1) % len(ids)]


def test_an_option_value_the_rule_book_refuses_is_skipped() -> None:
    """Cycling never leaves a combination the game's config rejects in the setup."""
    from ui.scenes.menu import MenuScene

    menu = MenuScene(fast_settings(), SIZE, selected="cerny-petr")
    pump(menu, keys(pygame.K_TAB))
    rows = menu.panel_rows()
    for i, row in enumerate(rows):
        if row[0] == "option":
            menu.focus_row = i
            for _ in range(3):
                pump(menu, keys(pygame.K_RIGHT))
                menu.game.config(menu.setup()["options"])  # raises if the menu kept a refused combination


@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("game", ["boston", "bridz", "cvik", "cribbage"])
def test_every_option_reads_whole_above_the_play_button(game: str, lang: str, size: tuple[int, int]) -> None:
    """Boston's sixteen options once ran under the Play button; Bridge's were cut to "Doubled under…" at 800x560.
    Beside the seats or on a page of their own, every option's name and every value reads whole."""
    from ui import tooltip
    from ui.layout_audit import audit
    from ui.layout_record import record
    from ui.scenes.menu import MenuScene

    menu = MenuScene(fast_settings(lang), size, selected=game)
    pump(menu, [])
    if menu.options_paged:
        assert menu.option_drops == {} and ("page", None) in menu.panel_rows()
        menu.toggle_options_page()
        pump(menu, [])
        assert all(not button.visible for button, _ in menu.game_buttons)  # the page lies over the game list
    play = pygame.Rect(menu.widgets["play"].rect)
    drops = [pygame.Rect(drop.rect) for drop, _, _ in menu.option_drops.values()]
    assert len(drops) == len(menu.game.rulebook.options) and all(d.bottom <= play.top for d in drops)
    labels = list(menu.option_labels.values())
    assert not any(a.colliderect(b) for i, a in enumerate(labels + drops) for b in (labels + drops)[i + 1:])
    surface = pygame.Surface(size)
    tooltip.clear()
    menu.draw(surface)
    for name, (drop, _, _) in menu.option_drops.items():
        assert tooltip.covering(menu.option_labels[name]) is None, f"{name}'s name is cut"
        shown = drop.selected_option
        assert not isinstance(shown, tuple) or shown[0] == shown[1], f"{name}'s value is cut: {shown}"
    # and high enough: at 1920x1080 Bridge's rows were squeezed to 22 px, cutting every value through the middle
    assert [str(f) for f in audit(record(menu, size)[0]) if f.kind == "label_past_button"] == []


def test_the_options_page_by_keys_and_back() -> None:
    """Tab to the panel, Enter on the page's button, a value changed by arrows, Esc back: the change is kept."""
    from ui.scenes.menu import MenuScene

    menu = MenuScene(fast_settings(), (800, 560), selected="bridz")
    pump(menu, keys(pygame.K_TAB))
    assert menu.options_paged
    menu.focus_row = menu.panel_rows().index(("page", None))
    pump(menu, keys(pygame.K_RETURN))
    assert menu.options_page and menu.focused_row() == ("option", next(iter(menu.game.rulebook.options)))
    before = dict(menu.setup()["options"])
    pump(menu, keys(pygame.K_RIGHT))
    assert menu.setup()["options"] != before
    pump(menu, keys(pygame.K_ESCAPE))
    assert not menu.options_page and menu.next_scene is None  # Esc left the page, not the app
    assert menu.table_args()["options"] == menu.setup()["options"] != before


def test_the_game_list_says_the_player_counts_its_rules_allow_with_czech_plurals() -> None:
    """Černý Petr takes two players only by an option: its button says 3–8, as its rule book does; a range reads
    by its upper end ("2–4 hráči", "3–8 hráčů")."""
    from ui.scenes.menu import MenuScene

    menu = MenuScene(fast_settings("cs"), SIZE, selected="cerny-petr")
    labels = {gid: button.text for button, gid in menu.game_buttons}
    assert "3–8 hráčů" in labels["cerny-petr"]
    assert "2–4 hráči" in labels["cribbage"] and "4 hráči" in labels["bridz"]


def test_enter_plays_after_esc_leaves_the_options_page() -> None:
    """Out of the options page by Esc, the next Enter plays (as the Play button says), not the page again."""
    from ui.scenes.menu import MenuScene
    from ui.scenes.table import TableScene

    menu = MenuScene(fast_settings(), (800, 560), selected="bridz")
    assert menu.options_paged
    menu.toggle_options_page()
    pump(menu, keys(pygame.K_ESCAPE))
    assert not menu.options_page and menu.focused_row() == ("play", None)
    pump(menu, keys(pygame.K_RETURN))
    assert not menu.options_page and isinstance(menu.next_scene, TableScene)
    menu.next_scene.close()


@pytest.mark.parametrize("game_id", ["bridz", "cvik"])
def test_the_terminal_seats_the_player_where_the_window_does(game_id: str, monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """Bridž puts the player South (seat 3), as bridge programs do, in the window's setup and in `play --text`
    alike; the terminal sat him North. Another game keeps the first seat in both."""
    from cli.main import build_parser
    from cli.play import run
    from ui.scenes.menu import MenuScene
    from ui.table.session import HUMAN

    def quit_at_once(_: str) -> str:
        raise EOFError

    window = MenuScene(fast_settings(), SIZE, selected=game_id).table_args()["seats"].index(HUMAN)
    assert window == (2 if game_id == "bridz" else 0)
    monkeypatch.setattr("builtins.input", quit_at_once)
    args = build_parser().parse_args(["play", game_id, "--text", "--no-save", "--seed", "3", "--lang", "en"])
    assert run(args) == 0
    said = capsys.readouterr().out.splitlines()[1]  # "You are Thomas (South); the computer plays the others"
    assert said.startswith("You are ") and ("(South)" in said) == (game_id == "bridz"), said
