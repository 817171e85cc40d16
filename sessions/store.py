"""Where files live, and how they are written and read without ever losing one.

Writes are atomic (a temporary file in the same folder, flushed, then renamed over the
target), so a crash leaves either the old file or the new one, never half of each. A file
that cannot be read is reported and moved aside under a new name, never overwritten, so a
user (or a bug report) can still look at it.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cards import files


def data_dir() -> Path:
    """The user's data folder for Karty (KARTY_DATA_DIR overrides it, for tests and portable use)."""
    override = os.environ.get("KARTY_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("karty", appauthor=False))


def write_json_atomic(path: Path, data: object, one_line: bool = False) -> None:
    """Write `data` as JSON in place of `path`, all or nothing. `one_line`: no indentation, for a file written
    often (an autosave after every move): json's C encoder works only without it, about 5x as fast."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        text = json.dumps(data, ensure_ascii=False, indent=None if one_line else 1)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise


def sweep_temporaries(folder: Path, name: str = "*", older_than: float = 0.0) -> int:
    """Remove the temporary files write_json_atomic left for `name` (`.<name>.XXXXXXXX.tmp`) when killed
    before its rename, and only those older than `older_than` seconds: a live write may own a new one (a
    caller holding the lock every writer of `name` takes may pass 0). How many it removed."""
    if not folder.is_dir():
        return 0
    now = time.time()
    removed = 0
    for tmp in folder.glob(f".{name}.*.tmp"):
        try:
            if now - tmp.stat().st_mtime >= older_than:
                tmp.unlink()
                removed += 1
        except OSError:  # gone already, or not ours to remove: it stays, harmless
            continue
    return removed


@dataclass(frozen=True)
class Why:
    """Why a file cannot be used, in English and Czech; `keep`: leave it where it is (it may be fine for another
    version of Karty, or only our access to it failed) rather than move it aside as damaged."""

    en: str
    cs: str
    keep: bool = False


@dataclass(frozen=True)
class Problem:
    """A file that could not be used: where it was, where it went, and why."""

    path: Path
    moved_to: Path | None
    reason: str
    reason_cs: str = ""  # the reason in Czech, for the window and the terminal in Czech
    kept: bool = False  # left where it is, on purpose
    stuck: bool = False  # to be moved aside, but the rename failed

    def text(self, lang: str = "en") -> str:
        """The file's name, what is wrong with it and what was done with it, in `lang`."""
        cs = lang == "cs"
        reason = self.reason_cs if cs and self.reason_cs else self.reason
        if self.moved_to is not None:
            done = f"; odložen stranou jako {self.moved_to.name}" if cs else f"; moved aside as {self.moved_to.name}"
        elif self.kept:
            done = "; ponechán na místě" if cs else "; left where it is"
        elif self.stuck:
            done = "; nešel odložit stranou" if cs else "; it could not be moved aside"
        else:
            done = ""
        return f"{self.path.name}: {reason}{done}"

    def __str__(self) -> str:
        return self.text("en")


def problem_for(path: Path, why: Why) -> Problem:
    """The Problem for a file that cannot be used, after moving it aside unless `why` says to keep it."""
    moved = None if why.keep else move_aside(path)
    return Problem(path, moved, why.en, why.cs, kept=why.keep, stuck=not why.keep and moved is None)


def move_aside(path: Path) -> Path | None:
    """Rename a bad file to '<name>.bad-<time>[-n]' beside it; never overwrites anything."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        target = path.with_name(f"{path.name}.bad-{stamp}" + (f"-{n}" if n else ""))
        if not target.exists():
            try:
                path.rename(target)
            except OSError:
                return None
            return target
    return None


def read_json(path: Path, check: Callable[[object], Why | str | None] | None = None,
              limit: int = files.SAVE_LIMIT,
              rewritten: bool = False) -> tuple[Any, Problem | None]:  # Any: JSON of the shape `check` let through
    """The file's data, or (None, Problem) after moving a corrupt or foreign file aside.

    A missing file is not a problem: (None, None). The file is read through cards.files, bounded in
    size (`limit` bytes) and depth, and only if it is a regular file. `check` returns a reason when the
    data, though valid JSON, is not what the caller expects (a foreign or truncated save); a Why with
    `keep` leaves the file where it is. So does a file we may not read, a pipe or a device, unless the
    caller will write the file again (`rewritten`: statistics, settings): then everything that cannot be
    used is moved aside, or the next write would replace it.
    """
    try:
        data = files.read_json(path, limit)
    except FileNotFoundError:
        return None, None
    except files.FileRefused as refused:
        keep = not refused.damaged and not rewritten
        return None, problem_for(path, Why(refused.reason, refused.cs, keep=keep))
    why = check(data) if check else None
    if isinstance(why, str):
        why = Why(why, why)  # a reason in English only
    if why:
        return None, problem_for(path, Why(why.en, why.cs, keep=why.keep and not rewritten))
    return data, None
