"""Scenes headless: every scene renders, every game's table renders and plays to the end through
synthetic mouse and keyboard events, and random events never raise."""

from __future__ import annotations

import os
import random
import warnings
from collections.abc import Iterable, Mapping
from typing import Protocol, runtime_checkable

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame
import pygame_gui

from games.game import Game
from games.registry import all_games, game_ids, get_game
from tests.table_play import layout_of
from ui.scene import Scene
from ui.scenes.common import Settings
from ui.scenes.table import TableScene

SIZE = (1280, 800)


@pytest.fixture(autouse=True)
def _display(ui_display):  # the shared headless display (tests/conftest.py), for every test here
    return ui_display


def fast_settings(lang: str = "en") -> Settings:
    return Settings(lang=lang, anim_speed=20.0, ai_pause=0.0)


def pump(scene: Scene, events: list[pygame.event.Event], dt: float = 0.05) -> None:
    """Feed events through the pygame queue, so widget events (button pressed) follow as in the app."""
    for event in events:
        pygame.event.post(event)
    for _ in range(3):
        for event in pygame.event.get():
            scene.process_event(event)
            if scene.next_scene is not None and not isinstance(scene.next_scene, str):
                return
    scene.update(dt)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def key(k: int, mod: int = 0) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)]


def not_blank(surface: pygame.Surface) -> bool:
    small = pygame.transform.scale(surface, (32, 20))
    colours = {small.get_at((x, y))[:3] for x in range(32) for y in range(20)}
    return len(colours) > 5


# -- every scene renders ------------------------------------------------------------------------------------
@pytest.mark.parametrize("scene", ["menu", "rules", "settings", "decks"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 560), (1920, 1080)])
def test_scene_renders(scene: str, size: tuple[int, int], _display) -> None:
    from cli.shot import build_scene
    from games.errors import InvalidInput

    surface = pygame.display.set_mode(size)
    try:
        obj = build_scene(scene, size, Settings(lang="cs"))
    except InvalidInput:
        pytest.skip("the deck browser has not landed")
    obj.update(0.0)
    obj.draw(surface)
    assert not_blank(surface)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_rule_book_loads_each_font_once(size: tuple[int, int], _display) -> None:
    """At some sizes its heading's face is already the theme's: loading it again made pygame_gui warn."""
    from cli.shot import build_scene

    pygame.display.set_mode(size)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        build_scene("rules", size, Settings(lang="en"))


def widgets_inside(manager: pygame_gui.UIManager, size: tuple[int, int]) -> None:
    window = pygame.Rect((0, 0), size)
    for element in manager.get_sprite_group().sprites():
        rect = getattr(element, "rect", None)
        if rect is not None and element.visible and rect.width and isinstance(element, pygame_gui.elements.UIButton):
            assert window.contains(rect), (element.text, rect)


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("moves", [0, 7])
def test_table_renders_for_every_game(game_id: str, moves: int, _display) -> None:
    from cli.shot import build_scene
    from ui.scenes.table import TableScene

    scene = build_scene("table", SIZE, Settings(lang="en"), game=game_id, moves=moves)
    assert isinstance(scene, TableScene)
    scene.update(0.0)
    scene.draw(_display)
    assert not_blank(_display)
    window = pygame.Rect((0, 0), SIZE)
    assert scene.layout is not None
    for box in scene.layout.zones.values():
        for rect, _ in box.places:
            assert window.contains(rect), (game_id, box.name, rect)
    assert scene.manager is not None
    widgets_inside(scene.manager, SIZE)


@pytest.mark.parametrize("size", [(800, 560), (1920, 1080)])
def test_table_scales_with_the_window(size: tuple[int, int]) -> None:
    from cli.shot import build_scene
    from ui.scenes.table import TableScene

    surface = pygame.display.set_mode(size)
    scene = build_scene("table", size, Settings(lang="cs"), game="cerny-petr", players=6, moves=4)
    assert isinstance(scene, TableScene)
    scene.draw(surface)
    assert scene.layout is not None
    hand = scene.layout.zones[f"hand:{scene.viewer}"]
    assert hand.card_size[1] > size[1] * 0.12
    for box in scene.layout.zones.values():
        for rect, _ in box.places:
            assert pygame.Rect((0, 0), size).contains(rect)
    assert scene.manager is not None
    widgets_inside(scene.manager, size)


# -- whole games through events ---------------------------------------------------------------------------------
def short_options(game: Game) -> dict[str, int]:
    """The shortest match the rule book allows: fewest deals, lowest target."""
    options: dict[str, int] = {}
    for name, spec in game.rulebook.options.items():
        if name in ("deals", "target", "game_to", "rounds", "points_to_win"):
            if spec.type == "int" and spec.minimum is not None:
                options[name] = int(spec.minimum)
            elif spec.type == "choice" and all(isinstance(v, int) for v in spec.values):
                options[name] = min(spec.values)
    try:
        game.config(options)
    except Exception:
        return {}
    return options


def target_point(scene: TableScene, target: tuple[str, int]) -> tuple[int, int]:
    """A point on the visible strip of a card (fans overlap: the next card covers the rest)."""
    box = layout_of(scene).zones[target[0]]
    rect = box.places[target[1]][0]
    if target[1] + 1 < len(box.places) and box.style != "pile":
        nxt = box.places[target[1] + 1][0]
        return ((rect.left + max(rect.left + 2, min(nxt.left, rect.right))) // 2, rect.centery)
    return rect.center


class CellGeometry(Protocol):
    @property
    def cells(self) -> Mapping[str, pygame.Rect]: ...


@runtime_checkable
class PlacedControl(Protocol):
    """A game's own control that draws its legal choices as places to click (Bridž's bidding box)."""

    def geometry(self, scene: TableScene) -> CellGeometry | None: ...

    def legal(self, scene: TableScene) -> Iterable[str]: ...


def control_places(scene: TableScene) -> list[tuple[str, pygame.Rect]]:
    """The legal choices a game's own control draws as places to click (Bridž's bidding box: each call's cell)."""
    control = scene.control
    geometry = control.geometry(scene) if isinstance(control, PlacedControl) else None
    if geometry is None:
        return []
    return [(call, geometry.cells[call]) for call in control.legal(scene) if call in geometry.cells]


def human_move(scene: TableScene, rng: random.Random, use_keys: bool) -> None:
    places = control_places(scene) if not scene.targets and not scene.action_buttons else []
    if places:  # by the mouse, as the box's keys are Bridž's own (tests/games/bridz/test_bridz_table.py)
        _, rect = rng.choice(places)
        pump(scene, click(rect.center))
    elif scene.targets and (not scene.action_buttons or rng.random() < 0.7):
        if use_keys:
            steps = rng.randrange(len(scene.targets))
            events = []
            for _ in range(steps):
                events += key(pygame.K_RIGHT)
            pump(scene, [*events, *key(pygame.K_RETURN)])
        else:
            target = rng.choice(list(scene.targets))
            pump(scene, click(target_point(scene, target)))
    elif scene.action_buttons:
        i = rng.randrange(len(scene.action_buttons))
        if use_keys and i < 9:
            pump(scene, key(pygame.K_1 + i))
        else:
            pump(scene, click(scene.action_buttons[i][0].rect.center))


def play_to_end(scene: TableScene, seed: int, use_keys: bool, limit: int = 20000) -> int:
    rng = random.Random(seed)
    moves_before = 0
    for _ in range(limit):
        if scene.phase == "match_over":
            return moves_before
        if scene.phase == "summary":
            if use_keys:
                pump(scene, [], dt=0.6)  # read first: the summary waits for a deliberate key (ui/table/input.py)
                pump(scene, key(pygame.K_RETURN))
            else:
                pump(scene, click(scene.buttons["continue"].rect.center))
            continue
        if scene.phase == "curtain":
            pump(scene, key(pygame.K_RETURN) if use_keys else click((10, 10)))
            continue
        if scene.phase == "play" and scene.session.human_turn and not scene.anim.busy and \
                scene.match.current_player == scene.viewer:
            before = len(scene.match.actions)
            human_move(scene, rng, use_keys)
            moves_before += len(scene.match.actions) > before
        pump(scene, [], dt=0.2)
    raise AssertionError(f"{scene.game.id}: the match did not end in {limit} frames (phase {scene.phase})")


def test_cerny_petr_match_from_the_menu_by_mouse_and_keys(_display) -> None:
    """Menu -> Enter -> a whole Černý Petr match of 2 deals, every human draw a mouse click."""
    from ui.app import App
    from ui.scenes.menu import MenuScene
    from ui.scenes.table import TableScene

    app = App(fast_settings("cs"), SIZE)
    menu = app.scenes.current
    assert isinstance(menu, MenuScene)
    menu.select("cerny-petr")
    setup = menu.setup()
    setup["seats"] = ["human", "random", "random", "random", "random", "random", "random", "random"]
    setup["options"] = {"deals": 2}
    menu._build_setup()
    app.frame(_display, 0.016, key(pygame.K_RETURN))
    table = app.scenes.current
    assert isinstance(table, TableScene) and table.game.id == "cerny-petr"
    assert table.session.seats == ["human", "random", "random", "random"]
    human_moves = play_to_end(table, seed=3, use_keys=False)
    assert table.match.is_over and table.match.context.deal_index == 2
    assert human_moves > 0
    assert sum(table.match.scores()) == 2  # one black mark per deal
    table.draw(_display)
    assert not_blank(_display)
    app.frame(_display, 0.016, key(pygame.K_ESCAPE))
    assert type(app.scenes.current).__name__ == "MenuScene"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_plays_to_the_end_by_events(game_id: str) -> None:
    from ui.scenes.table import TableScene

    game = get_game(game_id)
    config = game.config(short_options(game))
    n = game.player_counts(config)[0]
    scene = TableScene(game, ["human"] + ["random"] * (n - 1), short_options(game), seed=11,
                       settings=fast_settings(), size=SIZE)
    play_to_end(scene, seed=5, use_keys=game_ids().index(game_id) % 2 == 0)
    assert scene.match.is_over
    scene.close()


def test_hot_seat_passes_the_screen(_display) -> None:
    from ui.scenes.table import TableScene

    scene = TableScene(get_game("cerny-petr"), ["human", "human", "random"], {"deals": 1}, seed=2,
                       settings=fast_settings(), size=SIZE)
    seen_curtain = False
    for _ in range(400):
        if scene.phase == "curtain":
            seen_curtain = True
            scene.draw(_display)
            waiting = scene.match.current_player
            pump(scene, key(pygame.K_RETURN))
            assert scene.viewer == waiting and scene.phase == "play"
            break
        if scene.phase == "play" and scene.session.human_turn and scene.targets:
            pump(scene, key(pygame.K_RETURN))
        pump(scene, [], dt=0.2)
    assert seen_curtain


def test_undo_returns_to_the_humans_last_decision() -> None:
    from games.match import Match
    from ui.scenes.table import TableScene

    scene = TableScene(get_game("cerny-petr"), ["human", "random", "random"], {"deals": 1}, seed=8,
                       settings=fast_settings(), size=SIZE)
    moved = False
    for _ in range(300):  # until the human has moved once and it is the human's turn again
        ready = scene.session.human_turn and scene.targets and not scene.anim.busy
        if ready and moved:
            break
        if ready:
            pump(scene, key(pygame.K_RETURN))
            moved = True
        pump(scene, [], dt=0.2)
    codes = list(scene.match.actions)
    movers = []
    replay = Match(scene.game, 3, {"deals": 1}, 8)
    for code in codes:
        movers.append(replay.current_player)
        replay.apply_code(code)
    last_human = max(i for i, m in enumerate(movers) if m == 0)
    pump(scene, key(pygame.K_u))
    assert scene.match.actions == codes[:last_human]
    assert scene.match.current_player == 0
    fresh = Match(scene.game, 3, {"deals": 1}, 8)
    for code in codes[:last_human]:
        fresh.apply_code(code)
    assert fresh.state == scene.match.state


def test_hint_names_a_legal_action() -> None:
    from ui.scenes.table import TableScene

    scene = TableScene(get_game("cerny-petr"), ["human", "random", "random"], {"deals": 1}, seed=5,
                       settings=fast_settings(), size=SIZE)
    for _ in range(200):
        if scene.session.human_turn and scene.targets and not scene.anim.busy:
            break
        pump(scene, [], dt=0.2)
    legal = [a.label("en") for a in scene.match.legal_actions()]
    pump(scene, key(pygame.K_h))
    for _ in range(300):
        if scene.toast.startswith("Hint"):
            break
        pygame.time.wait(20)
        pump(scene, [], dt=0.02)
    assert any(label in scene.toast for label in legal), scene.toast


def test_f1_opens_the_rules_of_the_game_and_back_returns(_display) -> None:
    from ui.app import App
    from ui.scenes.rules import RulesScene
    from ui.scenes.table import TableScene

    app = App(fast_settings(), SIZE)
    app.scenes.go(TableScene(get_game("cerny-petr"), ["human", "random", "random"], None, 1, fast_settings(), SIZE))
    app.frame(_display, 0.016, key(pygame.K_F1))
    rules = app.scenes.current
    assert isinstance(rules, RulesScene) and rules.selected == "cerny-petr"
    app.frame(_display, 0.016, key(pygame.K_ESCAPE))
    assert isinstance(app.scenes.current, TableScene)


def test_rules_search_finds_by_alias_and_by_word() -> None:
    from ui.scenes.rules import search

    assert search("old maid", "en")[0].id == "cerny-petr"
    assert search("cerny petr", "cs")[0].id == "cerny-petr"
    assert any(b.id == "cerny-petr" for b in search("dvojice", "cs"))
    assert search("zzzzqqq", "en") == []


def test_typing_in_the_rule_book_searches(_display) -> None:
    from ui.scenes.rules import RulesScene

    scene = RulesScene(fast_settings(), size=SIZE)
    assert scene.entry is not None
    scene.entry.set_text("old maid")
    pump(scene, [pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=scene.entry, text="old maid")])
    for _ in range(10):
        scene.update(0.05)
    assert scene.selected == "cerny-petr" and scene.results[0].id == "cerny-petr"


# -- fuzz -------------------------------------------------------------------------------------------------------
KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB,
        pygame.K_h, pygame.K_u, pygame.K_1, pygame.K_2, pygame.K_5, pygame.K_9, pygame.K_a, pygame.K_PAGEDOWN,
        pygame.K_BACKSPACE]


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    r = rng.random()
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    if r < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    if r < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3, 4, 5)))
    if r < 0.75:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if r < 0.8:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False, precise_x=0.0,
                                  precise_y=0.0)
    k = rng.choice(KEYS)
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=chr(k) if k < 128 else "", scancode=0)


def fuzz(scene: Scene, surface: pygame.Surface, n: int, seed: int) -> None:
    rng = random.Random(seed)
    size = surface.get_size()
    for i in range(n):
        pygame.event.post(random_event(rng, size))
        for event in pygame.event.get():
            scene.process_event(event)
        scene.next_scene = None  # stay in the scene under test
        if i % 500 == 499:
            size = rng.choice([(1280, 800), (900, 600), (1600, 900)])
            surface = pygame.display.set_mode(size)
            scene.resize(size)
        scene.update(rng.choice((0.0, 0.016, 0.1, 0.5)))
        if i % 10 == 0:
            scene.draw(surface)


@pytest.mark.parametrize("scene_name", ["menu", "rules", "settings"])
def test_fuzz_scene(scene_name: str, _display) -> None:
    from cli.shot import build_scene

    scene = build_scene(scene_name, SIZE, fast_settings())
    fuzz(scene, _display, 2000, seed=len(scene_name))


@pytest.mark.parametrize("game_id", ["cerny-petr", *[g for g in game_ids() if g != "cerny-petr"][:3]])
def test_fuzz_table(game_id: str, _display) -> None:
    from ui.scenes.table import TableScene

    game = get_game(game_id)
    n = game.player_counts(game.config())[0]
    scene = TableScene(game, ["human", "human"][: min(2, n)] + ["random"] * (n - min(2, n)), None, seed=3,
                       settings=fast_settings(), size=SIZE)
    fuzz(scene, _display, 2500, seed=7)
    scene.close()


def test_fuzz_whole_app(_display) -> None:
    from ui.app import App

    app = App(fast_settings(), SIZE)
    rng = random.Random(1)
    surface = _display
    for i in range(1500):
        event = random_event(rng, SIZE)
        if event.type == pygame.KEYDOWN and rng.random() < 0.05:
            event = pygame.event.Event(pygame.KEYDOWN, key=rng.choice((pygame.K_ESCAPE, pygame.K_F1)), mod=0,
                                       unicode="", scancode=0)
        app.frame(surface, 0.05, [event])
        if app.quit:
            app.scenes.quit = False
            app.scenes.go("menu")
        if i % 50 == 0:
            app.draw(surface)
    for scene in app.scenes.stack:
        if hasattr(scene, "close"):
            scene.close()


def test_all_games_listed_in_menu() -> None:
    from ui.scenes.menu import MenuScene

    menu = MenuScene(fast_settings(), SIZE)
    assert [gid for _, gid in menu.game_buttons] == [g.id for g in all_games()]


def test_a_card_with_several_actions_offers_them_as_buttons() -> None:
    """Kolovrat: a card may be laid on the table or capture; a click selects it, its actions become buttons."""
    from cli.shot import build_scene
    from ui.scenes.table import TableScene

    if "kolovrat" not in game_ids():
        pytest.skip("kolovrat has not landed")
    scene = None
    for moves in range(0, 40):
        candidate = build_scene("table", SIZE, fast_settings(), game="kolovrat", moves=moves)
        assert isinstance(candidate, TableScene)
        if any(len(acts) > 1 for acts in candidate.choices.values()):
            scene = candidate
            break
    assert scene is not None
    place = next(p for p, acts in scene.choices.items() if len(acts) > 1)
    offered = [a.code for a in scene.choices[place]]
    before = len(scene.match.actions)
    pump(scene, click(target_point(scene, place)))
    assert scene.selected == place and len(scene.match.actions) == before
    assert [a.code for _, a in scene.action_buttons[: len(offered)]] == offered
    pump(scene, key(pygame.K_2))
    assert scene.match.actions[before] == offered[1]


def test_menu_keys_change_players_and_language() -> None:
    from ui.scenes.menu import MenuScene

    menu = MenuScene(fast_settings("cs"), SIZE, selected="cerny-petr")
    start = menu.setup()["players"]
    pump(menu, key(pygame.K_RIGHT))
    assert menu.setup()["players"] == start + 1 and len(menu.seat_drops) == start + 1
    pump(menu, key(pygame.K_LEFT))
    pump(menu, key(pygame.K_LEFT))
    assert menu.setup()["players"] == start - 1
    pump(menu, key(pygame.K_l))
    button = menu.widgets["lang"]
    assert isinstance(button, pygame_gui.elements.UIButton)
    assert menu.lang == "en" and button.text == "English"


def test_a_hinted_button_is_lit_and_the_advice_stays_until_the_move() -> None:
    from ui.scenes.table import TableScene

    scene = TableScene(get_game("cvik"), ["human", "random", "random"], {}, seed=3,
                       settings=fast_settings(), size=SIZE)
    for _ in range(300):
        if scene.session.human_turn and scene.action_buttons and not scene.anim.busy:
            break
        pump(scene, [], dt=0.2)
    assert scene.action_buttons, "no decision by button came up"
    pump(scene, key(pygame.K_h))
    for _ in range(300):
        if scene.hinted is not None:
            break
        pygame.time.wait(20)
        pump(scene, [], dt=0.02)
    lit = [action for button, action in scene.action_buttons if button.is_selected]
    assert lit == [scene.hinted]
    advice = scene.toast
    pump(scene, [], dt=5.0)  # longer than the old 3 s toast
    assert scene.toast == advice
    hinted = scene.hinted
    assert hinted is not None
    assert scene.act(hinted)
    assert scene.hinted is None and scene.toast != advice
