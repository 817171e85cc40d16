"""The bridge player's deals solved within its time budget (ai/games/bridz/solving.py)."""

from __future__ import annotations

from typing import Any

import pytest

from ai.games.bridz import solving
from games.bridz import dds


def test_chunks_stop_before_the_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [0.0]
    calls: list[int] = []

    def solve(positions: Any) -> list[dict[str, int]]:
        calls.append(len(positions))
        now[0] += 0.3  # every chunk takes 0.3 s
        return [{"AS": i} for i in positions]

    monkeypatch.setattr(dds, "solve_many", solve)
    monkeypatch.setattr(solving, "CHUNK", 8)
    positions = list(range(48))
    # by 1.0 s: chunks end at 0.3, 0.6, 0.9; a fourth would end at 1.2, so it is not started
    results = solving.solve_until(positions, deadline=1.0, clock=lambda: now[0])
    assert calls == [8, 8, 8] and [r["AS"] for r in results] == positions[:24]
    calls.clear()
    assert len(solving.solve_until(positions, deadline=0.0, clock=lambda: now[0])) == 8  # at least one chunk
    calls.clear()
    assert len(solving.solve_until(positions, deadline=None)) == 48 and calls == [48]  # no budget: one batch
