"""The lay-down race in the terminal: the human's time is measured from the prompt, never typed in.

Typing `react:2` (0.2 s) used to be accepted as the human's time; the computer players take 0.45 s or
more, so it won every race. These tests time the human with a fake clock.
"""

from __future__ import annotations

import io
import itertools
import random
from collections.abc import Callable, Iterator

import pytest

from ai import make_player
from cli import play as text
from cli import timed
from games import Match
from games.ospalec.rules import GAME, OspalecState, pass_action, react_action
from tests.games.ospalec.test_ospalec import FOUR, SUIT_EACH, rig

NAMES = ["Player 1", "Player 2 (you)", "Player 3", "Player 4"]


def race_for_seat_1() -> Match:
    """Seat 0 lays down spades after seat 1 gave back the ace; seat 1 is the first to race."""
    match = Match(GAME, 4, {**SUIT_EACH, "deals": 1}, 1)
    state = match.state
    assert isinstance(state, OspalecState)
    rig(state, FOUR)
    match.apply(pass_action(state.pack.card("7D"), "pass", state.pack.id))
    match.apply(pass_action(state.pack.card("AS"), "give", state.pack.id))
    assert state.phase == "race" and match.current_player == 1
    return match


def fake_clock(monkeypatch: pytest.MonkeyPatch, times: list[float]) -> None:
    ticks: Iterator[float] = iter(times)
    monkeypatch.setattr(timed, "clock", lambda: next(ticks))


def answers(*lines: str) -> Callable[[str], str]:
    queue = list(lines)

    def read(prompt: str) -> str:
        if not queue:
            raise EOFError
        return queue.pop(0)
    return read


def ask(match: Match, read: Callable[[str], str]) -> tuple[object, str]:
    out: list[str] = []
    action = text._ask(match, 1, "en", NAMES, read, out.append)
    return action, "\n".join(out)


def test_a_typed_time_is_not_taken_the_measured_one_is(monkeypatch: pytest.MonkeyPatch) -> None:
    match = race_for_seat_1()
    fake_clock(monkeypatch, [10.0, 11.5])  # the prompt shows at 10.0 s; Enter comes 1.5 s later
    action, said = ask(match, answers("react:2"))
    assert action == react_action(15)
    assert "not typed in but measured" in said and "Your time: 1.5 s." in said
    assert "react:" not in said  # the twenty-odd time buttons are not offered as moves


def test_keys_pressed_before_the_prompt_do_not_count(monkeypatch: pytest.MonkeyPatch) -> None:
    match = race_for_seat_1()
    fake_clock(monkeypatch, [0.0, 0.01, 0.02, 0.8])  # two lines typed ahead, then the real press
    action, said = ask(match, answers("", "1", ""))
    assert action == react_action(8)
    assert said.count("typed ahead") == 1  # said once, however many lines came early


def test_the_time_is_clamped_to_the_rule_books_range(monkeypatch: pytest.MonkeyPatch) -> None:
    match = race_for_seat_1()
    fake_clock(monkeypatch, [0.0, 7.0])
    action, _ = ask(match, answers(""))
    assert action == react_action(30)  # the slowest time the rule book allows: still last, still legal


def test_q_quits_the_race(monkeypatch: pytest.MonkeyPatch) -> None:
    match = race_for_seat_1()
    fake_clock(monkeypatch, [0.0, 0.5])
    assert ask(match, answers("q"))[0] is None


def test_a_passing_decision_is_not_timed() -> None:
    match = Match(GAME, 4, {"deals": 1}, 2)
    assert not timed.is_timed(match)
    assert GAME.timed_action(match.state, 0.5) is None


def test_a_whole_match_in_the_terminal_uses_the_measured_times(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every race the human runs is decided by the clock: his recorded time is what the clock measured."""
    steps = itertools.count()
    monkeypatch.setattr(timed, "clock", lambda: next(steps) * 0.7)  # each press comes 0.7 s after its prompt
    match = Match(GAME, 4, {"deals": 3}, 4)
    bots = {s: make_player("ospalec:hard", "ospalec", s) for s in (0, 2, 3)}
    rng = random.Random(1)

    def read(prompt: str) -> str:
        return "" if prompt.startswith("Now!") else str(1 + int(rng.random() * 8))

    out = io.StringIO()
    assert text.play(match, 1, bots, "en", "ospalec:hard", input_fn=read, out=out) == 0
    assert match.is_over
    mine = [e.value for deal in match.finished_deals for e in deal.history if e.kind == "react" and e.seat == 1]
    assert mine and set(mine) == {7}
    assert "Your time: 0.7 s." in out.getvalue()
