"""The bridge player's deals solved within its time budget (ai/games/bridz/solving.py, games/bridz/dds.py)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, cast

import pytest

from ai.games.bridz import solving
from cards import get_pack
from games import rng as rngs
from games.bridz import dds


def one_thread(times: list[float], now: list[float]) -> Callable[[Any, Callable[[int], bool]], list[dict[str, int]]]:
    """`dds.solve_while` on one thread, deal k taking times[k] seconds of the fake clock `now`."""

    def solve_while(positions: Any, go_on: Callable[[int], bool]) -> list[dict[str, int]]:
        out = []
        for index, position in enumerate(positions):
            if not go_on(index):
                break
            now[0] += times[index]
            out.append({"AS": position})
        return out

    return solve_while


def test_deals_are_taken_while_the_time_left_holds_a_margin_at_the_mean_pace(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [0.0]
    monkeypatch.setattr(dds, "solve_while", one_thread([0.1] * 4 + [0.2] * 44, now))
    numbers = list(range(48))
    positions = cast("list[dds.Position]", numbers)  # stand-ins the fake solver hands back as its answers
    monkeypatch.setattr(solving, "PACE_MARGIN", 1.0)
    # 4 deals by 0.4 s (the minimum), three more of 0.2 s by 1.0 s; an eighth, at the mean pace so far
    # (1.0 s / 7), would end after the deadline
    results = solving.solve_until(positions, deadline=1.0, clock=lambda: now[0])
    assert [r["AS"] for r in results] == numbers[:7]
    monkeypatch.setattr(solving, "PACE_MARGIN", 3.5)
    now[0] = 0.0  # by 1.2 s: after 0.8 s (6 deals, 0.133 s each) 3.5 deals would end at 1.27 s
    assert len(solving.solve_until(positions, deadline=1.2, clock=lambda: now[0])) == 6
    monkeypatch.setattr(solving, "PACE_MARGIN", 2.0)
    now[0] = 0.0  # by 1.2 s: after 1.0 s (7 deals, 0.143 s each) 2 deals would end at 1.29 s
    assert len(solving.solve_until(positions, deadline=1.2, clock=lambda: now[0])) == 7
    now[0] = 0.0
    assert len(solving.solve_until(positions, deadline=0.0, clock=lambda: now[0])) == solving.MIN_DEALS
    monkeypatch.setattr(dds, "solve_many", lambda positions: [{"AS": p} for p in positions])
    assert len(solving.solve_until(positions, deadline=None)) == 48  # no budget: every deal


def random_hands(seed: int) -> list[list[Any]]:
    deck = list(get_pack("french-52").cards)
    rngs.shuffle(random.Random(seed), deck)
    return [deck[i * 13:(i + 1) * 13] for i in range(4)]


@pytest.mark.skipif(not dds.available(), reason="endplay (DDS) is not installed")
def test_deals_solved_one_at_a_time_answer_as_the_batch_and_stop_where_told() -> None:
    hands = [random_hands(seed) for seed in range(9)]  # late in a deal, so the solves are quick
    positions = [([h[:3] for h in four], "S" if k % 2 else "NT", k % 4, ()) for k, four in enumerate(hands)]
    asked: list[int] = []

    def go_on(index: int) -> bool:
        asked.append(index)
        return index < 5

    batch = dds.solve_many(positions)
    assert dds.solve_while(positions, lambda index: True) == batch
    assert dds.solve_while(positions, go_on) == batch[:5]
    assert sorted(asked)[:6] == [0, 1, 2, 3, 4, 5] and 6 not in asked  # none asked past the first refused
