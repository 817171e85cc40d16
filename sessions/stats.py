"""Statistics per game and opponent level: played, won, lost, drawn, mean score, best, streaks, and the average
cost of a decision in the deals reviewed (ai/review)."""

from __future__ import annotations

import contextlib
from dataclasses import asdict, dataclass
from pathlib import Path

from cards import files
from sessions import checks
from sessions.lock import FileLock, locked
from sessions.store import Problem, Why, data_dir, read_json, sweep_temporaries, write_json_atomic

OUTCOMES = ("won", "lost", "drawn")
LOCK_WAIT = 10.0  # seconds to wait while another process writes the statistics (a write takes milliseconds)


def stats_lock(root: Path | None = None) -> contextlib.AbstractContextManager[FileLock]:
    """The statistics held by this process for a `with` block: read, count and write with no other writer
    between (two sessions finishing at once would otherwise each write back the file without the other's
    result). LockHeld (an OSError) after LOCK_WAIT seconds."""
    return locked((root or data_dir()) / ".stats.lock", LOCK_WAIT)


@dataclass
class Record:
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    score_sum: float = 0.0
    best: float | None = None
    streak: int = 0  # current run of wins (>0) or losses (<0)
    longest_win_streak: int = 0
    #: decisions rated by the review (ai/review) and what they cost in all, in the game's review unit
    reviewed: int = 0
    review_cost: float = 0.0

    @property
    def mean_score(self) -> float:
        return self.score_sum / self.played if self.played else 0.0

    @property
    def mean_cost(self) -> float | None:
        """The average cost of a reviewed decision; None before any review."""
        return self.review_cost / self.reviewed if self.reviewed else None

    def add(self, outcome: str, score: float, lower_is_better: bool) -> None:
        if outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {OUTCOMES}, not {outcome!r}")
        self.played += 1
        setattr(self, outcome, getattr(self, outcome) + 1)
        self.score_sum += score
        if self.best is None or (score < self.best if lower_is_better else score > self.best):
            self.best = score
        if outcome == "won":
            self.streak = self.streak + 1 if self.streak > 0 else 1
            self.longest_win_streak = max(self.longest_win_streak, self.streak)
        elif outcome == "lost":
            self.streak = self.streak - 1 if self.streak < 0 else -1
        else:
            self.streak = 0


class StatsStore:
    """stats.json: {"format": 1, "games": {game: {level: Record}}}; a bad file is moved aside."""

    FORMAT = 1
    # A match id is needed only until its pending result (sessions/results.py) is settled, a moment after
    # it is counted; far more than any number of matches finished at once, and a bounded file
    KEEP_IDS = 500

    def __init__(self, root: Path | None = None) -> None:
        self.path = (root or data_dir()) / "stats.json"
        self.problem: Problem | None = None
        self.games: dict[str, dict[str, Record]] = {}
        # the ids of the last matches counted, written in the same file as their counts: recording is
        # idempotent per match (sessions/results.py), so a result retried after a kill is never counted twice
        self.recorded: list[str] = []
        self._load()

    def _load(self) -> None:
        """What stats.json holds now (a damaged file is moved aside and noted in `problem`)."""
        data, problem = read_json(self.path, self._check, files.STATS_LIMIT, rewritten=True)
        self.problem = problem or self.problem
        self.games, self.recorded = {}, []
        if data:
            for game, levels in data["games"].items():
                self.games[game] = {level: Record(**fields) for level, fields in levels.items()}
            ids = data.get("recorded")
            if isinstance(ids, list):
                self.recorded = [i for i in ids if isinstance(i, str)][-self.KEEP_IDS:]

    def _check(self, data: object) -> Why | None:
        # every count a whole number, the outcomes adding up (sessions/checks.py): "played": "5" passed a
        # check that only built the records, then crashed the next result and the Statistics screen
        return checks.stats_problem(data, self.FORMAT, tuple(Record.__dataclass_fields__))

    def record(self, game: str, level: str, outcome: str, score: float, lower_is_better: bool = False) -> Record:
        with stats_lock(self.path.parent):
            self._load()  # what other sessions counted since this store was read stays counted
            entry = self.games.setdefault(game, {}).setdefault(level, Record())
            entry.add(outcome, score, lower_is_better)
            self._write()
        return entry

    def record_once(self, match_id: str, game: str, level: str, outcome: str, score: float,
                    lower_is_better: bool = False) -> bool:
        """Count the match unless `match_id` was counted already; True when counted now."""
        with stats_lock(self.path.parent):
            self._load()
            if match_id in self.recorded:
                return False
            self.recorded = [*self.recorded, match_id][-self.KEEP_IDS:]
            entry = self.games.setdefault(game, {}).setdefault(level, Record())
            entry.add(outcome, score, lower_is_better)
            self._write()  # one write: the count and its id together
        return True

    def record_review(self, review_id: str, game: str, level: str, decisions: int, cost: float) -> bool:
        """Count a deal's review (`decisions` rated, `cost` in all) unless `review_id` was counted already, so
        opening the same review again does not count it twice; True when counted now."""
        key = f"review:{review_id}"
        with stats_lock(self.path.parent):
            self._load()
            if key in self.recorded:
                return False
            self.recorded = [*self.recorded, key][-self.KEEP_IDS:]
            entry = self.games.setdefault(game, {}).setdefault(level, Record())
            entry.reviewed += decisions
            entry.review_cost += cost
            self._write()
        return True

    def get(self, game: str, level: str) -> Record:
        return self.games.get(game, {}).get(level, Record())

    def reset(self, game: str | None = None) -> None:
        with stats_lock(self.path.parent):
            self._load()  # a reset of one game keeps what another session counted for the others meanwhile
            if game is None:
                self.games.clear()
            else:
                self.games.pop(game, None)
            self._write()

    def save(self) -> None:
        with stats_lock(self.path.parent):
            self._write()

    def _write(self) -> None:
        # every writer holds the lock: a temporary file of stats.json found now is a killed write's
        sweep_temporaries(self.path.parent, self.path.name)
        write_json_atomic(self.path, {"format": self.FORMAT, "games": {
            g: {lvl: asdict(r) for lvl, r in levels.items()} for g, levels in self.games.items()},
            "recorded": self.recorded})
