"""Autosaved matches: one file per match, rewritten atomically after every action.

A save holds what replays the match exactly (game, players, options, seed, action codes),
who sat where, and a snapshot of the current deal. Resuming replays the moves and checks the
snapshot against them: where they disagree, the moves win and the player is told.
A corrupt, truncated or foreign file is reported and moved aside; a save written by a newer
format version, of a game this version does not know, or that may not be read is refused with
the reason and left where it is. Every field is checked by type and range (sessions/checks.py).
"""

from __future__ import annotations

import builtins
import contextlib
import re
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from games import InvalidInput, Match
from games.errors import IllegalAction
from sessions import APP_VERSION, checks
from sessions.lock import FileLock, LockHeld, acquire, take
from sessions.store import Problem, Why, data_dir, move_aside, read_json, sweep_temporaries, write_json_atomic

KIND = "karty-save"
FORMAT = 1
_ID = re.compile(r"[a-z0-9-]+")
#: the longest save id: its file names (the lock '.ID.lock', a temporary '.ID.json.XXXXXXXX.tmp', a damaged file
#: moved aside 'ID.json.bad-YYYYMMDD-HHMMSS-N') stay far below the 255 bytes most file systems allow
ID_LIMIT = 160


class SaveError(ValueError):
    """A save that cannot be resumed; the message says why (and where a bad file was moved)."""


class SaveInUse(SaveError):
    """Another session (another process) is playing this save: two writers would overwrite each other."""

    def __init__(self, save_id: str, pid: int | None) -> None:
        by = f" (process {pid})" if pid is not None else ""
        super().__init__(f"{save_id} is being played in another Karty session{by}; "
                         f"finish or close it there first")
        self.save_id = save_id
        self.pid = pid


@dataclass(frozen=True)
class SaveInfo:
    id: str
    game: str
    players: int
    started: str
    updated: str
    finished: bool
    scores: tuple[float, ...]
    seats: tuple[dict[str, str], ...]
    actions: int
    path: Path = field(compare=False)


def _check(data: object) -> Why | None:
    """Why `data` is not a save of ours, or None: every field by type and range (sessions/checks.py)."""
    return checks.save_problem(data, KIND, FORMAT)


class SaveStore:
    def __init__(self, root: Path | None = None) -> None:
        self.dir = (root or data_dir()) / "saves"
        self.problems: list[Problem] = []

    # -- writing --------------------------------------------------------------------------------------
    @staticmethod
    def new_id(game_id: str, seed: int) -> str:
        return f"{game_id}-{time.strftime('%Y%m%d-%H%M%S')}-{seed}"

    def path(self, save_id: str) -> Path:
        if len(save_id) > ID_LIMIT or not _ID.fullmatch(save_id):  # fullmatch: '$' lets a newline end one
            shown = save_id if len(save_id) <= 40 else save_id[:40] + "…"
            raise SaveError(f"{shown!r} is not a save id")
        return self.dir / f"{save_id}.json"

    def autosave(self, save_id: str, match: Match, seats: Sequence[Mapping[str, str]], started: str | None = None,
                 extra: Mapping[str, object] | None = None) -> Path:
        path = self.path(save_id)
        now = time.strftime("%Y-%m-%dT%H:%M:%S")
        record: dict[str, object] = dict(match.to_dict())
        data = {
            "kind": KIND, "format": FORMAT, "match_format": record.pop("format"), "app_version": APP_VERSION,
            "id": save_id, **record, "seats": [dict(s) for s in seats], "started": started or now, "updated": now,
            "finished": match.is_over, "scores": match.scores(), "snapshot": match.snapshot(),
            "extra": dict(extra or {}),
        }
        write_json_atomic(path, data, one_line=True)  # after every move: the quick encoder
        return path

    def lock(self, save_id: str) -> FileLock:
        """Hold the save for this session until the lock is released or the process ends (SaveInUse if another
        session holds it; OSError if no lock file can be made, as in a read-only folder).

        Holding it, this session is the save's only writer: temporary files of the save found now are
        leftovers of killed writes, and go.
        """
        try:
            lock = acquire(self._lock_path(save_id))
        except LockHeld as held:
            raise SaveInUse(save_id, held.pid) from None
        sweep_temporaries(self.dir, self.path(save_id).name)
        return lock

    @contextlib.contextmanager
    def locked(self, save_id: str) -> Iterator[FileLock]:
        """The save held for a `with` block only; a lock this process held already stays held after it."""
        try:
            lock, fresh = take(self._lock_path(save_id))
        except LockHeld as held:
            raise SaveInUse(save_id, held.pid) from None
        try:
            sweep_temporaries(self.dir, self.path(save_id).name)
            yield lock
        finally:
            if fresh:
                lock.release()

    def _lock_path(self, save_id: str) -> Path:
        return self.dir / f".{self.path(save_id).stem}.lock"  # path() checks the id first

    def delete(self, save_id: str) -> None:
        self.path(save_id).unlink(missing_ok=True)

    # -- reading -------------------------------------------------------------------------------------------
    def list(self, game_id: str | None = None) -> list[SaveInfo]:
        """Saves newest first; unreadable files are moved aside and noted in `problems`."""
        infos: list[SaveInfo] = []
        if not self.dir.exists():
            return infos
        for path in sorted(self.dir.glob("*.json")):
            data, problem = read_json(path, _check)
            if problem:
                self.problems.append(problem)
                continue
            if data is None or (game_id and data["game"] != game_id):
                continue
            infos.append(SaveInfo(
                id=path.stem, game=data["game"], players=data["players"], started=data["started"],
                updated=data["updated"], finished=bool(data.get("finished")),
                scores=tuple(float(s) for s in data.get("scores") or ()), seats=tuple(data["seats"]),
                actions=len(data["actions"]), path=path))
        return sorted(infos, key=lambda i: (i.updated, i.id), reverse=True)

    # builtins.list: in the class body `list` is the method above
    def resumable(self, game_id: str | None = None) -> builtins.list[SaveInfo]:
        return [info for info in self.list(game_id) if not info.finished]

    def read(self, save_id: str) -> dict[str, Any]:  # Any: a save's JSON, checked field by field (save_problem)
        path = self.path(save_id)
        if not path.exists():
            raise SaveError(f"no saved game {save_id!r}")
        data, problem = read_json(path, _check)
        if problem:
            self.problems.append(problem)
            raise SaveError(str(problem))
        if data.get("format") != FORMAT:
            raise SaveError(f"{path.name} was saved by Karty {data.get('app_version', '?')} in save format "
                            f"{data.get('format')!r}; this version reads format {FORMAT} only")
        return cast(dict[str, Any], data)  # Any: JSON that _check found to be an object with a save's keys

    def load(self, save_id: str) -> tuple[Match, dict[str, Any]]:  # Any: as read
        """The match and its save data; a save that no longer replays is moved aside with the reason."""
        data = self.read(save_id)
        match_data = {**data, "format": data.get("match_format", 1)}
        path = self.path(save_id)
        try:
            # The moves are the save: always replayed (a whole match in under 0.1 s). A snapshot trusted
            # instead once put the AI's cards in the player's hand, and play went on from a deal the
            # moves never made, so the save stopped replaying.
            match = Match.from_dict(match_data)
        except (InvalidInput, IllegalAction, KeyError, TypeError, ValueError) as exc:
            moved = move_aside(path)
            problem = Problem(path, moved, f"does not replay: {exc}", f"nejde přehrát: {exc}", stuck=moved is None)
            self.problems.append(problem)
            raise SaveError(str(problem)) from None
        snapshot = data.get("snapshot")
        if isinstance(snapshot, dict) and checks.snapshot_disagrees(match, match_data, snapshot):
            self.problems.append(Problem(path, None, "its snapshot disagreed with its moves; resumed from the moves",
                                         "jeho snímek neodpovídal tahům; pokračuje se podle tahů", kept=True))
        return match, data
