"""Hot seat: several humans at one screen. The curtain between their turns shows no card and no private
sentence; while the bots play after a human's move nobody's hand is face up; each human sees his own hand
only after the curtain; undo takes back only one's own move; names and resumed saves keep the humans."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from games.events import Event
from games.registry import get_game
from games.words import describe
from tests.test_ui_scenes import fast_settings, key, pump
from ui import layout_record

SIZE = (800, 560)  # the smallest window: the quickest to record, and the most crowded


@pytest.fixture(autouse=True)
def _display(ui_display):
    return ui_display


def table(game_id: str, seats: list[str], options: dict[str, Any], seed: int, lang: str = "en") -> Any:
    from ui.scenes.table import TableScene

    return TableScene(get_game(game_id), seats, options, seed=seed, settings=fast_settings(lang), size=SIZE,
                      autosave=False)


def shown_state(scene: Any) -> Any:
    """The deal on screen: the finished one under its summary, else the one in play."""
    return scene.summary_deal if scene.summary_deal is not None else scene.match.state


def secret_cards(scene: Any, eyes: int | None) -> set[str]:
    """The codes of the cards `eyes` may not see now (None: cards some seat does not know), from the engine's
    own bookkeeping of who knows which card, not from what the table chose to show."""
    state = shown_state(scene)
    seats = range(state.num_players) if eyes is None else (eyes,)
    return {state.zones[zone][i].code for s in seats for zone, i in state.zones.unknown_to(s)}


def private_sentences(scene: Any, eyes: int | None) -> set[str]:
    """The sentences of this deal's events `eyes` may not read (None: every event some seat was kept from)."""
    out = set()
    for event in shown_state(scene).history:
        if event.audience is None or (eyes is not None and eyes in event.audience):
            continue
        whole = describe(event, scene.lang, scene.names, scene.game)
        public: Event | None = event.public
        if public is None or describe(public, scene.lang, scene.names, scene.game) != whole:
            out.add(whole)
    return out


def check_frame(scene: Any, eyes: int | None) -> str:
    """Record one frame and fail on a card face up or a sentence that the eyes now at the screen may not see
    (None: anybody's, as on the curtain and between turns). Returns what was checked."""
    elements, _ = layout_record.record(scene, SIZE)
    covered = scene.phase == "curtain"
    secret = secret_cards(scene, eyes)
    shown = [e for e in elements if e.kind == "card" and e.card is not None]
    if covered:
        assert not shown, f"the curtain draws cards: {[e.card for e in shown]}"
    leaked = [e.card for e in shown if e.card in secret]
    assert not leaked, f"{scene.phase} (eyes {eyes}, viewer {scene.viewer}) shows {leaked}"
    texts = {e.whole or e.text for e in elements if e.kind == "text"}
    told = [line for line in private_sentences(scene, eyes) if any(line in (t or "") for t in texts)]
    assert not told, f"{scene.phase} (eyes {eyes}) says {told}"
    return "curtain" if covered else ("nobody's" if eyes is None else f"seat {eyes}")


def play(scene: Any, seed: int, frames: int, check: bool = True) -> list[str]:
    """Play humans' moves by keys (random cards) and the bots' on their own, checking each new frame against
    whose eyes are at the screen: the human who lifted the curtain, until his turn or the deal ends."""
    rng = random.Random(seed)
    seen: list[str] = []
    last: tuple[Any, ...] = ()
    eyes: int | None = None
    for _ in range(frames):
        if scene.match.is_over:
            break
        if eyes is not None and (scene.match.current_player != eyes or scene.summary_deal is not None):
            eyes = None  # his turn is over (or the deal): the next person may be looking already
        now = (scene.phase, len(scene.match.actions), eyes, scene.anim.busy)
        if check and now != last:
            seen.append(check_frame(scene, eyes))
            last = now
        if scene.phase == "curtain":
            eyes = scene.match.current_player
            pump(scene, key(pygame.K_RETURN))
        elif scene.phase == "summary":
            pump(scene, [], dt=0.6)
            pump(scene, key(pygame.K_RETURN))
        elif scene.phase == "play" and scene.targets and not scene.anim.busy:
            scene.focus = rng.randrange(len(scene.targets))
            pump(scene, key(pygame.K_RETURN))
        elif scene.phase == "play" and scene.action_buttons and not scene.anim.busy and \
                scene.match.current_player == scene.viewer:
            scene.act(rng.choice(scene.action_buttons)[1])
        pump(scene, [], dt=0.2)
    return seen


@pytest.mark.parametrize(("game_id", "seats", "options"), [
    ("cerny-petr", ["human", "human", "random"], {"deals": 1}),
    ("cvik", ["human", "random", "human", "random"], {}),
    ("kvarteto", ["human", "human", "random"], {}),
    ("bridz", ["human", "random", "human", "random"], {}),  # partners: the declarer plays the dummy's cards
    ("cribbage", ["human", "human"], {}),
])
def test_no_frame_shows_a_card_or_event_kept_from_the_eyes_at_the_screen(game_id: str, seats: list[str],
                                                                          options: dict[str, Any]) -> None:
    scene = table(game_id, seats, options, seed=4)
    seen = play(scene, seed=1, frames=160)
    assert "curtain" in seen and "nobody's" in seen
    assert any(s.startswith("seat ") for s in seen), seen
    scene.close()


def test_the_curtain_comes_first_and_names_the_human_to_move() -> None:
    scene = table("cerny-petr", ["human", "human", "random"], {"deals": 1}, seed=2, lang="cs")
    scene.names[0], scene.names[1] = "Eva", "Petr"
    for _ in range(40):
        if scene.phase == "curtain":
            break
        pump(scene, [], dt=0.2)
    assert scene.phase == "curtain" and scene.masked
    mover = scene.match.current_player
    elements, _ = layout_record.record(scene, SIZE)
    texts = [e.whole or e.text for e in elements if e.kind == "text"]
    assert f"Předej hru {'Evě' if mover == 0 else 'Petrovi'}" in texts
    assert not [e for e in elements if e.kind == "card"]
    shown = {e.text for e in elements if e.kind == "button"}
    assert not [text for text in shown if text and ("Rada" in text or "Vrátit" in text or "zdvih" in text)], shown
    pump(scene, key(pygame.K_RETURN))
    assert scene.buttons["hint"].visible and scene.buttons["undo"].visible
    assert scene.phase == "play" and not scene.masked and scene.viewer == mover
    hand = scene.obs.zone(f"hand:{mover}").cards
    assert hand and all(card is not None for card in hand)  # his own hand face up, after the curtain only
    scene.close()


def test_a_humans_hand_goes_face_down_as_his_turn_ends() -> None:
    scene = table("cvik", ["human", "random", "human", "random"], {}, seed=3)
    scene.ai_enabled = False  # the bots move only here, so the table stands as it is right after the human's move
    for _ in range(200):
        mover = scene.match.current_player
        if scene.phase == "play" and not scene.session.is_human(mover) and not scene.anim.busy:
            scene.act(scene.session.players[mover].choose(scene.session._view(mover)))
        elif scene.phase == "curtain":
            pump(scene, key(pygame.K_RETURN))
        elif scene.phase == "play" and (scene.targets or scene.action_buttons) and not scene.anim.busy:
            mover = scene.viewer
            before = len(scene.match.actions)
            if scene.targets:
                pump(scene, key(pygame.K_RETURN))
            else:
                scene.act(scene.action_buttons[0][1])
            if len(scene.match.actions) > before and scene.match.current_player != mover:
                break
        pump(scene, [], dt=0.2)
    else:
        pytest.fail("no human move ended a turn")
    assert scene.masked
    assert all(card is None for card in scene.obs.zone(f"hand:{mover}").cards)
    assert not scene.targets and not scene.action_buttons
    scene.close()


def test_undo_takes_back_only_the_humans_own_move() -> None:
    from ui.table.session import TableSession

    session = TableSession(get_game("cvik"), ["human", "human", "random", "random"], {}, seed=5)
    while session.match.current_player is not None and session.humans and len(session.match.actions) < 200:
        mover = session.match.current_player
        if session.is_human(mover):
            break
        session.ai_move_now()
    first = session.match.current_player
    assert session.is_human(first)
    session.apply(session.match.legal_actions()[0])
    while not session.is_human(session.match.current_player):
        session.ai_move_now()
    other = session.match.current_player
    if other == first:
        assert session.can_undo(first)
    else:
        # the other human may not take back the first one's move
        assert not session.can_undo(other) and not session.undo(other)
        assert session.can_undo(first)
    session.close()
