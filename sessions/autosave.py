"""Autosave and statistics for a table in the window: the match goes to disk after every action.

Stats decision: a result counts only when exactly one human sits with AI opponents
(level = the opponents' AI name, or "mixed" when they differ). All-AI and hot-seat
matches are saved and resumable but add nothing to the statistics: there is no single
"you" whose record they would be.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from games.match import Match
from sessions.saves import SaveError, SaveInfo, SaveStore
from sessions.stats import StatsStore
from sessions.store import Problem

HUMAN = "human"


def seats_record(seats: Sequence[str]) -> list[dict[str, str]]:
    """The seats as saves store them (the terminal player writes the same shape)."""
    return [{"player": name} for name in seats]


def seats_of(data: dict[str, Any]) -> list[str]:
    return [str(s.get("player", "random")) if isinstance(s, dict) else "random" for s in data.get("seats", [])]


def stats_key(seats: Sequence[str]) -> tuple[int, str] | None:
    """(the human's seat, the opponents' level) when the match counts for statistics, else None."""
    humans = [i for i, s in enumerate(seats) if s == HUMAN]
    bots = sorted({s for s in seats if s != HUMAN})
    if len(humans) != 1 or not bots:
        return None
    return humans[0], bots[0] if len(bots) == 1 else "mixed"


def outcome_for(match: Match, seat: int) -> str:
    winners = match.winners()
    if len(winners) == match.num_players:
        return "drawn"
    return "won" if seat in winners else "lost"


class TableSaver:
    """Writes one save file per match; records the finished match's result exactly once."""

    def __init__(self, game_id: str, seed: int, seats: Sequence[str], save_id: str | None = None,
                 started: str | None = None, recorded: bool = False) -> None:
        self.store = SaveStore()
        self.save_id = save_id or self.store.new_id(game_id, seed)
        self.seats = list(seats)
        self.started = started or time.strftime("%Y-%m-%dT%H:%M:%S")
        self.recorded = recorded
        self.problem: str | None = None  # the last write that failed (a full disc): shown, never fatal

    def save(self, match: Match) -> None:
        try:
            self.store.autosave(self.save_id, match, seats_record(self.seats), self.started, {"mode": "window"})
        except (OSError, SaveError) as exc:
            self.problem = str(exc)
            return
        self.problem = None
        if match.is_over and not self.recorded:
            self.recorded = True
            key = stats_key(self.seats)
            if key is not None:
                seat, level = key
                try:
                    StatsStore().record(match.game.id, level, outcome_for(match, seat), match.scores()[seat],
                                        match.game.lower_is_better)
                except OSError as exc:
                    self.problem = str(exc)


def newest_resumable(store: SaveStore | None = None) -> tuple[SaveInfo | None, list[Problem]]:
    """The newest unfinished save (a SaveInfo) or None, and the problems met while listing."""
    store = store or SaveStore()
    saves = store.resumable()
    return (saves[0] if saves else None), list(store.problems)
