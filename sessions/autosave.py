"""Autosave and statistics for a table in the window: the match goes to disk after every action.

Stats decision: a result counts only when exactly one human sits with AI opponents
(level = the opponents' AI name, or "mixed" when they differ). All-AI and hot-seat
matches are saved and resumable but add nothing to the statistics: there is no single
"you" whose record they would be (sessions/results.py, which also counts each result once).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence

from games.match import Match
from sessions.lock import FileLock
from sessions.results import HUMAN, Journal, counted, outcome_for, result_of, settle_pending, stats_key
from sessions.saves import SaveError, SaveInfo, SaveInUse, SaveStore
from sessions.store import Problem

__all__ = ["HUMAN", "TableSaver", "names_of", "newest_resumable", "outcome_for", "seats_of", "seats_record",
           "stats_key"]

NAME_LIMIT = 24  # a seat's name, as the window's settings take it


def seats_record(seats: Sequence[str], names: Sequence[str] = ()) -> list[dict[str, str]]:
    """The seats as saves store them (the terminal player writes the same shape); a seat named at the table
    (hot seat: 'Eva') keeps its name, so a resumed match passes the game to the same people."""
    named = list(names) + [""] * (len(seats) - len(names))
    return [{"player": player, **({"name": name} if name else {})} for player, name in zip(seats, named, strict=False)]


def seats_of(data: Mapping[str, object]) -> list[str]:
    return [str(s.get("player", "random")) if isinstance(s, dict) else "random" for s in _seats(data)]


def _seats(data: Mapping[str, object]) -> list[object]:
    """A save's seats (save_problem let through only a list of them)."""
    seats = data.get("seats", [])
    return seats if isinstance(seats, list) else []


def names_of(data: Mapping[str, object]) -> list[str]:
    """Each seat's name as the save keeps it, '' where it keeps none or one no table could show (not a short
    printable text): the seat then takes its own name."""
    out = []
    for seat in _seats(data):
        name = seat.get("name") if isinstance(seat, dict) else None
        out.append(name if isinstance(name, str) and 0 < len(name) <= NAME_LIMIT and name.isprintable() else "")
    return out


class TableSaver:
    """Writes one save file per match, holding its lock; records the finished match's result exactly once.

    A resumed save another session is playing raises SaveInUse here, before the table is built.
    """

    def __init__(self, game_id: str, seed: int, seats: Sequence[str], save_id: str | None = None,
                 started: str | None = None, recorded: bool = False, names: Sequence[str] = ()) -> None:
        self.store = SaveStore()
        self.seats = list(seats)
        self.names = list(names)
        self.started = started or time.strftime("%Y-%m-%dT%H:%M:%S")
        self.recorded = recorded  # a finished save opened again counts nothing (its result was, or is pending)
        self.problem: str | None = None  # the last write that failed (a full disc): shown, never fatal
        #: what to tell about the finished match's result (a key of sessions.results.TOLD), once, or None
        self.told: str | None = None
        #: files met while counting that could not be used (stats.json moved aside): shown once
        self.notes: list[Problem] = []
        self.lock: FileLock | None = None
        if save_id is not None:
            self.save_id = save_id
            self.lock = self._lock(save_id)  # SaveInUse: the caller says so instead of opening the table
            return
        self.save_id = base = self.store.new_id(game_id, seed)
        for n in range(2, 100):  # a new match cannot be in use; a clash is the same game and seed in one second
            try:
                self.lock = self._lock(self.save_id)
                break
            except SaveInUse:
                self.save_id = f"{base}-{n}"

    def _lock(self, save_id: str) -> FileLock | None:
        try:
            return self.store.lock(save_id)
        except OSError as exc:  # no lock file (a read-only folder): the saves fail too, and say so
            self.problem = str(exc)
            return None

    def save(self, match: Match) -> None:
        finishing = match.is_over and not self.recorded
        journal = Journal(self.store.dir.parent)
        result = result_of(match, self.seats, self.save_id) if finishing else None
        problem: str | None = None
        if result is not None:
            try:
                journal.write(result)  # before the finished save: a kill from here on cannot lose the result
            except (OSError, SaveError) as exc:
                problem = str(exc)
        saved = True
        try:
            self.store.autosave(self.save_id, match, seats_record(self.seats, self.names), self.started,
                                {"mode": "window"})
        except (OSError, SaveError) as exc:
            problem = str(exc)
            saved = False
        if finishing:
            self.recorded = True
            if result is not None:
                try:
                    self.told = counted(journal, self.store, result, saved)
                except (OSError, SaveError) as exc:
                    problem = str(exc)
                self.notes = journal.problems
        self.problem = problem


def newest_resumable(store: SaveStore | None = None) -> tuple[SaveInfo | None, list[Problem]]:
    """The newest unfinished save (a SaveInfo) or None, and the problems met while listing."""
    store = store or SaveStore()
    pending = settle_pending(store.dir.parent)  # the window starts here: count what a killed session left
    saves = store.resumable()
    return (saves[0] if saves else None), [*pending, *store.problems]
