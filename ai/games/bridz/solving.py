"""The bridge player's sampled deals solved double dummy within a time budget (issue 28).

DDS solves a batch of deals on every core (its own threads), but a batch of 48 full deals at the opening
lead takes seconds; solved in chunks of a few deals per core, the player stops when the next chunk would
overrun its deadline and decides on the deals solved so far (always at least the first chunk). Late in the
play, when a deal solves in milliseconds, every sampled deal is solved as before.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from typing import Any

from games.bridz import dds

#: seconds a card decision may take, per level (sampling included): within the table's 0.5 s (normal) and
#: 1.5 s (hard) at the 95th percentile, as the search's levels (ai/levels.py)
PLAY_SECONDS = {"easy": 0.4, "normal": 0.4, "hard": 1.2}
#: deals per solver call: two per core, so that DDS keeps every thread busy and a chunk stays short
CHUNK = 2 * max(1, os.cpu_count() or 1)


def solve_until(positions: Sequence[Any], deadline: float | None,
                clock: Callable[[], float] = time.perf_counter) -> list[dict[str, int]]:
    """The solver's results for the first positions that fit before `deadline` (all of them without one)."""
    if deadline is None:
        return dds.solve_many(positions)
    out: list[dict[str, int]] = []
    start = 0
    while start < len(positions):
        began = clock()
        out.extend(dds.solve_many(positions[start:start + CHUNK]))
        start += CHUNK
        took = clock() - began
        if clock() + took > deadline:  # the next chunk, as long as this one, would overrun
            break
    return out
