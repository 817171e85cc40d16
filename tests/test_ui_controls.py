"""The game-specific table controls (ui/table/controls.py), headless: the Ospalec race button with a
measured time, Souboje auto-play on the table's clock, Kvarteto's two-step ask; each under random events."""

from __future__ import annotations

import os
import random
import re
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

from games.registry import get_game
from ui.scenes.common import Settings

SIZE = (1280, 800)


@pytest.fixture(autouse=True)
def _display(ui_display):  # the shared headless display (tests/conftest.py), for every test here
    return ui_display


def table(game_id: str, seats: list[str], seed: int, options: dict[str, Any] | None = None) -> Any:
    from ui.scenes.table import TableScene

    settings = Settings(lang="en", anim_speed=20.0, ai_pause=0.0)
    return TableScene(get_game(game_id), seats, options or {"deals": 1}, seed=seed, settings=settings, size=SIZE,
                      animate=False, autosave=False)


def pump(scene: Any, events: list[pygame.event.Event], dt: float = 0.05) -> None:
    for event in events:
        pygame.event.post(event)
    for _ in range(3):
        for event in pygame.event.get():
            scene.process_event(event)
    scene.update(dt)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def key(k: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)]


def run_ai(scene: Any, until: Any, steps: int = 4000) -> None:
    """Let the table's own loop (AI in its thread) run until `until(scene)`."""
    for _ in range(steps):
        if until(scene):
            return
        scene.update(0.05)
        if scene.phase in ("summary", "match_over"):
            return
        pygame.time.wait(1)
    raise AssertionError("the table did not get there")


# -- Ospalec ---------------------------------------------------------------------------------------------------------
def to_human_race(scene: Any) -> bool:
    """Play the deal (the human's passes by the normal AI) until seat 0 must lay down; False if it never must."""
    from ai import PlayerView, make_player

    helper = make_player("ospalec:normal", "ospalec", 5)
    match = scene.session.match
    while not match.is_over:
        state = match.state
        if state.phase == "race" and state.actor == 0:
            scene._refresh(animate=False)
            return True
        if match.current_player == 0:
            scene.session.apply(helper.choose(PlayerView(state, 0, random.Random(len(match.actions)))))
        else:
            scene.session.ai_move_now()
    return False


def test_ospalec_race_by_the_big_button_with_the_measured_time() -> None:
    for seed in range(12):
        scene = table("ospalec", ["human", "ospalec:normal", "ospalec:normal", "ospalec:normal"], seed)
        scene.ai_enabled = False
        if to_human_race(scene):
            break
    else:
        pytest.fail("no seed put the human into a race")
    state = scene.match.state
    assert scene.action_buttons == []  # the ~29 "after x.y s" buttons are replaced by the big one
    for _ in range(8):  # the race shows on the first frame, then 7 frames of 0.1 s pass
        scene.update(0.1)
    surface = pygame.display.get_surface()
    scene.draw(surface)
    rect = scene.control.button_rect(scene)
    pump(scene, click(rect.center), dt=0.0)
    assert state.reactions[0] == 7  # 0.7 s on the table's clock, in tenths
    scene.ai_enabled = True
    run_ai(scene, lambda s: s.match.is_over)
    deal = scene.match.finished_deals[-1]
    assert sorted(deal.order) == [0, 1, 2, 3] and 0 in deal.reactions


def test_ospalec_space_lays_down() -> None:
    for seed in range(12):
        scene = table("ospalec", ["human", "ospalec:easy", "ospalec:easy", "ospalec:easy"], seed)
        scene.ai_enabled = False
        if to_human_race(scene):
            break
    else:
        pytest.fail("no seed put the human into a race")
    scene.update(0.0)
    scene.update(0.25)
    scene.update(0.25)
    pump(scene, key(pygame.K_SPACE), dt=0.0)
    assert scene.match.state.reactions[0] == 5


# -- Souboje -----------------------------------------------------------------------------------------------------------
def test_souboje_auto_play_runs_a_deal_on_update_alone() -> None:
    scene = table("souboje", ["human", "random"], 4)
    control = scene.control
    assert [a.arg for _, a in scene.action_buttons if a.kind == "ui"] == ["auto:on", "speed:1"]
    control.toggle(scene)
    control.cycle(scene)  # normal -> fast
    assert control.auto and control.interval == 0.2
    run_ai(scene, lambda s: s.match.is_over)
    assert len(scene.match.actions) == 43  # seed 4's deal, played to its end


def test_souboje_any_key_or_click_turns_one_card() -> None:
    scene = table("souboje", ["human", "random"], 4)
    scene.ai_enabled = False

    def human_turn() -> int:
        while scene.match.current_player != 0:
            scene.session.ai_move_now()
        scene._refresh(animate=False)
        return len(scene.match.actions)

    before = human_turn()
    pump(scene, key(pygame.K_x), dt=0.0)
    assert len(scene.match.actions) == before + 1 and scene.match.actions[-1] == "turn"
    before = human_turn()
    pump(scene, click(scene.area.center), dt=0.0)
    assert len(scene.match.actions) == before + 1
    before = human_turn()
    pump(scene, key(pygame.K_a), dt=0.0)  # auto-play on: keys no longer turn, the timer does
    assert scene.control.auto
    pump(scene, key(pygame.K_x), dt=0.0)
    assert len(scene.match.actions) == before
    for _ in range(3):
        scene.update(0.25)  # normal speed: a card each 0.6 s
    assert len(scene.match.actions) == before + 1


# -- Kvarteto ----------------------------------------------------------------------------------------------------------
def test_kvarteto_two_step_ask_reaches_the_engine() -> None:
    scene = table("kvarteto", ["human", "random", "random"], 3)
    scene.ai_enabled = False
    while scene.match.current_player != 0:
        scene.session.ai_move_now()
    scene._refresh(animate=False)
    control = scene.control
    assert [a.arg for _, a in scene.action_buttons] == ["seat:1", "seat:2"]
    pump(scene, key(pygame.K_2), dt=0.0)  # the second player in the row: seat 2
    assert control.target == 2 and scene.action_buttons == []  # the cards are on the felt
    rows = control.rows(scene)
    assert rows and all(a.number == 2 and a.kind == "ask" for _, acts in rows for a in acts)
    assert sum(len(acts) for _, acts in rows) == sum(1 for a in scene.obs.legal_actions if a.number == 2)
    pump(scene, key(pygame.K_BACKSPACE), dt=0.0)
    assert control.target is None and [a.arg for _, a in scene.action_buttons] == ["seat:1", "seat:2"]
    plate = scene.layout.seats[1].label
    pump(scene, click(plate.center), dt=0.0)  # a click on the seat plate chooses the player too
    assert control.target == 1
    # by click: the first card of the second quartet row
    _, _, chips = control.chip_rects(scene)[1]
    rect, wanted = chips[0]
    count = len(scene.match.actions)
    pump(scene, click(rect.center), dt=0.0)
    assert len(scene.match.actions) == count + 1 and scene.match.actions[-1] == wanted.code
    assert scene.match.actions[-1].startswith("ask:") and scene.match.actions[-1].endswith(":1")


def test_kvarteto_digits_pick_the_row_then_the_card() -> None:
    scene = table("kvarteto", ["human", "random", "random"], 3)
    scene.ai_enabled = False
    while scene.match.current_player != 0:
        scene.session.ai_move_now()
    scene._refresh(animate=False)
    pump(scene, key(pygame.K_1), dt=0.0)  # player: seat 1
    rows = scene.control.rows(scene)
    row = next(r for r, (_, acts) in enumerate(rows) if len(acts) >= 2)
    wanted = rows[row][1][1]
    count = len(scene.match.actions)
    pump(scene, key(pygame.K_1 + row), dt=0.0)
    assert len(scene.match.actions) == count and scene.control.row == row
    pump(scene, key(pygame.K_2), dt=0.0)
    assert scene.match.actions[-1] == wanted.code


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_kvarteto_line_over_the_table_says_what_the_ask_takes_now(lang: str) -> None:
    """While asking, the line said "click or drag a highlighted card", though the choice was a player (a plate or a
    button) and only a card of another's seen by all could be clicked; it now names the step the ask is at."""
    from games.words.names import decline
    from tests.table_play import play_until
    from ui.games.kvarteto.manifest import KvartetoAsk
    from ui.i18n import t
    from ui.scenes.table import TableScene

    scene = TableScene(get_game("kvarteto"), ["human", "random", "random"], {"deals": 1}, seed=3,
                       settings=Settings(lang=lang), size=SIZE, animate=False, autosave=False)
    scene.ai_enabled = False
    turn = t("your_turn", lang) + " – "
    play_until(scene, lambda s: s.match.current_player == 0 and s.phase == "play", random.Random(7))
    assert scene.status_line() == turn + t("ask_whom", lang)
    play_until(scene, lambda s: s.match.current_player == 0 and s.phase == "play" and bool(s.targets),
               random.Random(7))  # a card handed over is seen by all: clicking it asks for it
    line = scene.status_line()
    assert line == turn + t("ask_whom", lang) and t("click_card", lang) not in line
    control = scene.control
    assert isinstance(control, KvartetoAsk)
    seat = control.targets(control.asks(scene))[0]
    assert control.choose_seat(scene, seat)
    assert scene.status_line() == turn + t("asking", lang, name=decline(scene.names[seat], lang))


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_kvarteto_line_over_the_table_and_the_line_over_the_hand_say_different_things(lang: str) -> None:
    """Both lines said "whom to ask? click a player..." in nearly the same words: the top one now says what the
    step is (and what may be asked for), the one over the hand how to take it; no sentence of one is in the other."""
    from tests.table_play import play_until
    from ui import layout_record
    from ui.i18n import t
    from ui.scenes.table import TableScene

    scene = TableScene(get_game("kvarteto"), ["human"] + ["random"] * 5, {"deals": 1}, seed=3,
                       settings=Settings(lang=lang), size=(800, 560), animate=False, autosave=False)
    scene.ai_enabled = False
    play_until(scene, lambda s: s.match.current_player == 0 and s.phase == "play", random.Random(7))
    elements, _ = layout_record.record(scene, (800, 560))
    top = scene.status_line()
    texts = [e.text or "" for e in elements if e.kind == "text"]
    assert top in texts
    over_hand = [text for text in texts if text in (t("ask_how", lang), t("ask_how_or_card", lang))]
    assert len(over_hand) == 1

    def words(text: str) -> set[str]:
        return {w for w in re.findall(r"\w+", text.lower()) if len(w) > 3}

    # a player and a card may be named in both; the old pair shared 'whom', 'ask' and 'click' too
    assert len(words(top) & words(over_hand[0])) <= 2 and not words(top) & {"click", "klikni"}, (top, over_hand)


# -- random events never raise -----------------------------------------------------------------------------------------
KEYS = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_a, pygame.K_s, pygame.K_x, pygame.K_1,
        pygame.K_2, pygame.K_3, pygame.K_9, pygame.K_TAB, pygame.K_LEFT, pygame.K_u]


@pytest.mark.parametrize("game_id, seats", [("ospalec", ["human", "ospalec:easy", "ospalec:easy", "ospalec:easy"]),
                                            ("souboje", ["human", "random"]),
                                            ("kvarteto", ["human", "random", "random"])])
def test_random_events_never_raise(game_id: str, seats: list[str]) -> None:
    rng = random.Random(7)
    scene = table(game_id, seats, 2)
    surface = pygame.display.get_surface()
    for i in range(500):
        roll = rng.random()
        if roll < 0.45:
            pos = (rng.randrange(SIZE[0]), rng.randrange(SIZE[1]))
            if scene.action_buttons and rng.random() < 0.5:
                pos = rng.choice(scene.action_buttons)[0].rect.center
            events = click(pos)
        elif roll < 0.9:
            events = key(rng.choice(KEYS))
        else:
            events = []
        pump(scene, events, dt=rng.choice([0.0, 0.05, 0.3]))
        if isinstance(scene.next_scene, str) or scene.next_scene is not None:
            scene.next_scene = None
        if i % 25 == 0:
            scene.draw(surface)
    scene.close()
