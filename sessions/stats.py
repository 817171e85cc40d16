"""Statistics per game and opponent level: played, won, lost, drawn, mean score, best, streaks."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from sessions.store import Problem, data_dir, read_json, write_json_atomic

OUTCOMES = ("won", "lost", "drawn")


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

    @property
    def mean_score(self) -> float:
        return self.score_sum / self.played if self.played else 0.0

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

    def __init__(self, root: Path | None = None) -> None:
        self.path = (root or data_dir()) / "stats.json"
        self.problem: Problem | None = None
        self.games: dict[str, dict[str, Record]] = {}
        data, self.problem = read_json(self.path, self._check)
        if data:
            for game, levels in data["games"].items():
                self.games[game] = {level: Record(**fields) for level, fields in levels.items()}

    def _check(self, data: Any) -> str | None:
        if not isinstance(data, dict) or data.get("format") != self.FORMAT or not isinstance(data.get("games"), dict):
            return "is not a Karty statistics file of this version"
        try:
            for levels in data["games"].values():
                for fields in levels.values():
                    Record(**fields)
        except (TypeError, AttributeError):
            return "is damaged"
        return None

    def record(self, game: str, level: str, outcome: str, score: float, lower_is_better: bool = False) -> Record:
        entry = self.games.setdefault(game, {}).setdefault(level, Record())
        entry.add(outcome, score, lower_is_better)
        self.save()
        return entry

    def get(self, game: str, level: str) -> Record:
        return self.games.get(game, {}).get(level, Record())

    def reset(self, game: str | None = None) -> None:
        if game is None:
            self.games.clear()
        else:
            self.games.pop(game, None)
        self.save()

    def save(self) -> None:
        write_json_atomic(self.path, {"format": self.FORMAT, "games": {
            g: {lvl: asdict(r) for lvl, r in levels.items()} for g, levels in self.games.items()}})
