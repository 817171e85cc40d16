"""Difficulty levels: how much the generic search may think, and how carefully it picks.

A level is a budget (iterations, with a time cap so the table never waits long: normal answers within
0.5 s and hard within 1.5 s on a two-core machine, spreading its search over the cores, ai/parallel.py) plus, at
easy, noise in the final choice: the bot picks among its candidate moves in proportion to
how often the search tried them instead of always taking the best, so it makes the slips a
casual player makes without ever playing an illegal or absurdly random move.

The iteration budget is what makes a bot reproducible under a seed; the time cap only binds
on a slow machine or a slow game, and `SearchResult.capped` says when it did.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    name: str
    iterations: int
    seconds: float | None  # time cap per decision; None: no cap (reproducible everywhere)
    temperature: float = 0.0  # 0: most visited move; >0: pick with probability ~ visits ** (1 / temperature)
    #: read the others' decisions: sample worlds in proportion to how likely they make what was done there
    #: (a game's `plausibility` hook); without it every deal of the unseen cards counts the same
    infer: bool = False


#: The caps keep a decision within 0.5 s (normal) and 1.5 s (hard) of wall time at the 95th percentile, so a
#: person at the table never waits long for a bot, with room for the last iteration, the pick and the workers'
#: answers: measured, a capped decision ends within 10 ms of its cap at p95 (`python -m bench decisions`,
#: docs/performance.md), so the margins of 50 and 100 ms are ample, and every millisecond under the cap is
#: search. Where the budget is reached first, it decides.
LEVELS: dict[str, Level] = {
    "easy": Level("easy", iterations=60, seconds=0.4, temperature=2.0),
    "normal": Level("normal", iterations=700, seconds=0.45),
    "hard": Level("hard", iterations=4000, seconds=1.4, infer=True),
}


def get_level(name: str) -> Level:
    from games.errors import InvalidInput

    if name not in LEVELS:
        raise InvalidInput(f"unknown level {name!r}; known: {', '.join(LEVELS)}")
    return LEVELS[name]
