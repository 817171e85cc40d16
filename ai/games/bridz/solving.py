"""The bridge player's sampled deals solved double dummy within a time budget, so a decision keeps to its level's cap.

A batch of 48 full deals at the opening lead takes seconds. DDS's threads take the sampled deals one at a
time, in order (games/bridz/dds.py `solve_while`: no thread waits for the slowest deal of a batch), and a
thread starts the next deal only while the time left holds PACE_MARGIN deals at the mean pace so far; the
player decides on the deals solved by then (always at least the first MIN_DEALS). Late in the play, when a
deal solves in milliseconds, every sampled deal is solved as before.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

from games.bridz import dds

#: seconds a card decision may take, per level (sampling included): within the table's 0.5 s (normal) and
#: 1.5 s (hard) at the 95th percentile, as the search's levels (ai/levels.py)
PLAY_SECONDS = {"easy": 0.4, "normal": 0.4, "hard": 1.2}
#: the opening lead's seconds, where they differ: hard's lead solves its sampled deals nearly all (24 in most leads,
#: 22.5 at the mean, simulated on 30 leads' measured solve times, 18.8 with the card cap), as the player did with no
#: cap. The lead is one card in about forty a hard seat decides in a deal (bids included), so the
#: decisions' 95th percentile stays that of the other cards; players think longest over the opening lead too
LEAD_SECONDS = {"hard": 2.0}
#: deals solved whatever the deadline (the first chunk of four the player solved before `solve_while`)
MIN_DEALS = 4
#: deals at the mean pace the time left must hold for a thread to start one more: two, as the chunks of four
#: on two threads did (the next chunk predicted as long as the last). An opening lead's deals take from 1 ms to
#: seconds (30 leads: mean 0.14 s of CPU, median 0.06, the longest 5.9), so the mean says little of the next
#: one. Replayed on a quiet machine's two cores, the 30 leads solved 17.4 deals on average (12.8 in chunks)
#: and overran 1.5 s in 7 (3 in chunks); a margin of 3.5 overran in 2 but, under load, stopped at the first
#: four deals where the chunks went on
PACE_MARGIN = 2.0


def solve_until(positions: Sequence[dds.Position], deadline: float | None,
                clock: Callable[[], float] = time.perf_counter) -> list[dict[str, int]]:
    """The solver's results for the first positions that fit before `deadline` (all of them without one)."""
    if deadline is None:
        return dds.solve_many(positions)
    return dds.solve_while(positions, DeadlinePace(deadline, clock))


class DeadlinePace:
    """`go_on` for `dds.solve_while`: yes while PACE_MARGIN deals, at the mean of the deals solved so far
    (each timed from its thread's previous call), would end by the deadline."""

    def __init__(self, deadline: float, clock: Callable[[], float]) -> None:
        self.deadline, self.clock = deadline, clock
        self.since: dict[int, float] = {}  # solver thread -> when it took its last deal
        self.spent = 0.0
        self.solved = 0

    def __call__(self, index: int) -> bool:
        now = self.clock()
        thread = threading.get_ident()
        began = self.since.get(thread)
        if began is not None:  # this thread's last deal is solved
            self.spent += now - began
            self.solved += 1
        self.since[thread] = now
        if index < MIN_DEALS or not self.solved:
            return True
        return now + PACE_MARGIN * self.spent / self.solved <= self.deadline
