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


def data_dir() -> Path:
    """The user's data folder for Karty (KARTY_DATA_DIR overrides it, for tests and portable use)."""
    override = os.environ.get("KARTY_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("karty", appauthor=False))


def write_json_atomic(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=False, indent=1)
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
class Problem:
    """A file that could not be used: where it was, where it went, and why."""

    path: Path
    moved_to: Path | None
    reason: str

    def __str__(self) -> str:
        where = f"; kept as {self.moved_to.name}" if self.moved_to else ""
        return f"{self.path.name}: {self.reason}{where}"


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


def read_json(path: Path, check: Callable[[Any], str | None] | None = None) -> tuple[Any, Problem | None]:
    """The file's data, or (None, Problem) after moving a corrupt or foreign file aside.

    A missing file is not a problem: (None, None). `check` returns a reason when the data,
    though valid JSON, is not what the caller expects (a foreign or truncated save).
    """
    if not path.exists():
        return None, None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        reason = "cannot be read" if isinstance(exc, OSError) else f"is not valid JSON ({type(exc).__name__})"
        return None, Problem(path, move_aside(path), reason)
    foreign = check(data) if check else None
    if foreign:
        return None, Problem(path, move_aside(path), foreign)
    return data, None
