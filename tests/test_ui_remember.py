"""What the window remembers and asks: the menu's game and its setup across screens and restarts,
every new setting round-tripping through the settings file (a bad value falls back and is named), the quit
dialog, and the smallest window."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

from ui.scenes import common as c


@pytest.fixture(autouse=True)
def _display(ui_display: pygame.Surface) -> pygame.Surface:  # headless, own settings folder (tests/conftest.py)
    return ui_display


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


# Any: the app's current scene is read as the scene each step has reached (the menu, a table, a dialog)
def new_app(size: tuple[int, int] = (1280, 800)) -> Any:
    from ui.app import App

    return App(c.Settings.load(), size)  # the same settings folder each time: a restart


# -- the menu remembers ------------------------------------------------------------------------------------------
def test_the_menu_keeps_its_game_after_settings() -> None:
    app = new_app()
    menu = app.scenes.current
    first = menu.selected
    app.handle(key(pygame.K_DOWN))
    chosen = app.scenes.current.selected
    assert chosen != first
    app.scenes.go("settings")
    app.handle(key(pygame.K_ESCAPE))  # Settings: back to the menu
    assert type(app.scenes.current).__name__ == "MenuScene"
    assert app.scenes.current.selected == chosen


def test_game_pack_options_and_seats_come_back_after_a_restart() -> None:
    app = new_app()
    menu = app.scenes.current
    menu.select("cvik")
    setup = menu.setup()
    setup["players"] = 3
    setup["seats"][1] = "ismcts:hard"
    setup["options"] = {"pack": "german-32", "stake": 9}
    menu._build_setup()
    menu.play()  # the choice is kept as the table starts
    assert menu.next_scene is not None
    menu.next_scene.close()
    app.close()

    again = new_app().scenes.current
    assert again.selected == "cvik"
    args = again.table_args()
    assert args["options"] == {"pack": "german-32", "stake": 9}
    assert args["seats"] == ["human", "ismcts:hard", setup["seats"][2]]


def test_a_setup_this_version_refuses_falls_back_per_game() -> None:
    settings = c.Settings.load()
    settings.last_game = "no-such-game"
    settings.setups = {"cvik": {"players": 3, "seats": ["human", "alien:bot"], "options": {"stake": "lots"}},
                       "no-such-game": {"players": 2}}
    settings.save()
    menu = new_app().scenes.current
    assert menu.selected == menu.games[0].id  # an unknown game: the first of the list
    menu.select("cvik")
    args = menu.table_args()
    assert args["options"] == {} and "alien:bot" not in args["seats"]


def test_setup_edits_are_kept_when_another_screen_comes_back_to_the_menu() -> None:
    app = new_app()
    menu = app.scenes.current
    menu.select("cvik")
    menu.setup()["players"] = 5
    menu._build_setup()
    app.scenes.go("stats")
    app.scenes.go("menu")
    assert app.scenes.current.table_args()["seats"].__len__() == 5


# -- quitting asks -----------------------------------------------------------------------------------------------
def test_esc_in_the_menu_asks_before_quitting() -> None:
    from ui.scenes.confirm import ConfirmQuit

    app = new_app()
    app.handle(key(pygame.K_ESCAPE))
    assert not app.quit and isinstance(app.scenes.current, ConfirmQuit)
    surface = pygame.Surface(app.size)
    app.draw(surface)
    app.handle(key(pygame.K_ESCAPE))  # Stay
    assert not app.quit and type(app.scenes.current).__name__ == "MenuScene"
    app.handle(key(pygame.K_ESCAPE))
    app.handle(key(pygame.K_RETURN))  # Quit
    assert app.quit


def test_closing_the_window_at_a_table_asks_and_says_the_game_is_saved() -> None:
    from ui.scenes.confirm import ConfirmQuit

    app = new_app()
    menu = app.scenes.current
    menu.select("cvik")
    menu.play()
    app.scenes._follow()
    table = app.scenes.current
    app.handle(pygame.event.Event(pygame.QUIT))
    dialog = app.scenes.current
    assert isinstance(dialog, ConfirmQuit) and dialog.in_game and dialog.under is table and not app.quit
    app.handle(key(pygame.K_ESCAPE))
    assert app.scenes.current is table
    app.handle(pygame.event.Event(pygame.QUIT))
    app.handle(pygame.event.Event(pygame.QUIT))  # closed again while asking: that is an answer
    assert app.quit
    table.close()


# -- the window --------------------------------------------------------------------------------------------------
def test_a_too_small_window_is_taken_as_the_minimum() -> None:
    app = new_app()
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=640, h=480, size=(640, 480)))
    assert app.size == c.MIN_SIZE and app.scenes.current.size == c.MIN_SIZE
    app.close()
    assert (c.Settings.load().width, c.Settings.load().height) == c.MIN_SIZE


def test_f11_switches_full_screen_in_the_settings() -> None:
    app = new_app()
    app.handle(key(pygame.K_F11))
    assert app.settings.fullscreen and c.Settings.load().fullscreen
    app.handle(key(pygame.K_F11))
    assert not c.Settings.load().fullscreen


# -- the new settings --------------------------------------------------------------------------------------------
NEW = {  # setting: (a good value other than the default, a bad value)
    "card_back": ("ornament", "paisley"),
    "felt": ("blue", 3),
    "card_size": ("large", "huge"),
    "fullscreen": (True, "yes"),
    "player_name": ("Eliška", "x" * 60),
    "last_game": ("bridz", "../../etc"),
    "setups": ({"cvik": {"players": 3, "seats": ["human"], "options": {"stake": 9}}}, {"cvik": {"players": 99}}),
}


@pytest.mark.parametrize("name", sorted(NEW))
def test_each_new_setting_round_trips(tmp_path: Path, name: str) -> None:
    good, _ = NEW[name]
    path = tmp_path / "settings.json"
    settings = c.Settings()
    setattr(settings, name, good)
    assert settings.save(path)
    loaded = c.Settings.load(path)
    assert loaded.problem is None and getattr(loaded, name) == good


@pytest.mark.parametrize("name", sorted(NEW))
def test_a_bad_new_setting_falls_back_and_is_named(tmp_path: Path, name: str) -> None:
    _, bad = NEW[name]
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"lang": "en", name: bad}), encoding="utf-8")
    loaded = c.Settings.load(path)
    assert getattr(loaded, name) == getattr(c.Settings(), name)
    assert loaded.lang == "en"  # the other fields are still read
    assert loaded.problem is not None
    for lang in ("en", "cs"):
        assert f"'{name}'" in loaded.problem.text(lang)


# -- a small window ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id, players", [("bridz", 4), ("cvik", 4), ("alager", 8), ("cribbage", 2)])
def test_at_800x560_the_panel_narrows_and_the_hand_stays_readable(game_id: str, players: int) -> None:
    from games.registry import get_game
    from ui.scenes.table import TableScene
    from ui.table.layout import MIN_HAND_WIDTH

    seats = ["human"] + ["random"] * (players - 1)
    for size in (c.MIN_SIZE, (1280, 800)):
        for card_size in c.CARD_SIZES:
            settings = c.Settings(lang="en", card_size=card_size)
            table = TableScene(get_game(game_id), seats, None, 5, settings, size, animate=False, autosave=False)
            assert table.layout is not None
            hand = table.layout.zones["hand:0"]
            assert hand.places and hand.card_size[0] >= MIN_HAND_WIDTH, (size, card_size, hand.card_size)
            assert hand.rect.right <= table.area.right  # the fan fits the felt
            if size == c.MIN_SIZE:
                assert table.panel.width < 300 and table.area.width >= 540
            table.close()


def test_the_card_size_setting_scales_the_cards() -> None:
    from games.registry import get_game
    from ui.scenes.table import TableScene

    widths = []
    for card_size in ("small", "normal", "large"):
        table = TableScene(get_game("cvik"), ["human", "random", "random"], None, 5, c.Settings(card_size=card_size),
                           (1920, 1080), animate=False, autosave=False)
        assert table.layout is not None
        widths.append(table.layout.card_size[0])
        table.close()
    assert widths[0] < widths[1] < widths[2]


def test_the_table_shows_the_chosen_back_felt_and_name() -> None:
    from games.registry import get_game
    from ui.scenes.table import TableScene

    pictures = {}
    for back, felt in (("pack", "green"), ("ornament", "blue"), ("plain", "red"), ("lattice", "grey")):
        settings = c.Settings(lang="en", card_back=back, felt=felt, player_name="Eliška")
        table = TableScene(get_game("cvik"), ["human", "random", "random"], None, 5, settings, (1280, 800),
                           animate=False, autosave=False)
        assert table.names[0] == "Eliška" and "Eliška" in table.seat_label(0)
        surface = pygame.Surface((1280, 800))
        table.draw(surface)
        assert table.layout is not None
        hidden = table.layout.zones["hand:1"].places[0][0]  # an opponent's card: its back
        pictures[back] = (pygame.image.tobytes(surface.subsurface(hidden), "RGB"), surface.get_at((40, 400)))
        table.close()
    assert len({p[0] for p in pictures.values()}) == 4  # four different backs
    assert len({tuple(p[1]) for p in pictures.values()}) == 4  # four felts


@pytest.mark.parametrize("size", [c.MIN_SIZE, (1280, 800), (1920, 1080)])
def test_the_settings_screen_offers_every_new_setting_and_keeps_it(size: tuple[int, int]) -> None:
    import pygame_gui

    from ui.scenes.settings import SettingsScene

    scene = SettingsScene(c.Settings.load(), size)
    for key_name, value in (("card_back", "lattice"), ("felt", "brown"), ("card_size", "small"),
                            ("fullscreen", True)):
        drop, values, labels = scene.drops[key_name]
        event = pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=drop,
                                   text=labels[values.index(value)], selected_option_id=labels[values.index(value)])
        scene.process_event(event)
        assert getattr(c.Settings.load(), key_name) == value
    assert scene.name is not None
    scene.name.set_text("Eliška")
    scene.process_event(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=scene.name, text="Eliška"))
    assert c.Settings.load().player_name == "Eliška"
    assert scene.back is not None and scene.name.rect.bottom < scene.back.rect.top  # every row above Back
    assert scene.box.bottom <= size[1]
    scene.draw(pygame.Surface(size))


def test_the_menu_calls_the_human_seat_by_the_players_name() -> None:
    settings = c.Settings.load()
    settings.player_name = "Eliška"
    settings.save()
    menu = new_app().scenes.current
    menu.select("cvik")
    assert menu.seat_title(0) == "Eliška" and menu.seat_title(1) != "Eliška"
    menu.setup()["seats"][1] = "human"  # two people at one screen: each seat keeps its own name
    assert menu.seat_title(0) != "Eliška"
    menu.draw(pygame.Surface(menu.size))
