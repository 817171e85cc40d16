"""Bug reports: an unexpected exception written to a file the user can send, instead of a traceback on the screen.

The report goes to the data folder (KARTY_DATA_DIR or the platform's), and where that cannot be written (read
only, a file in the way) to the system's temporary folder; written atomically, like every file of ours, so a
half-written report never stands in for a whole one.
"""

from __future__ import annotations

import contextlib
import os
import platform
import sys
import tempfile
import time
import traceback
from collections.abc import Sequence
from pathlib import Path

from sessions import APP_VERSION
from sessions.store import data_dir, write_json_atomic

KIND = "karty-bug"


def folders() -> list[Path]:
    """Where a report may go, in order of preference."""
    places = []
    with contextlib.suppress(Exception):  # platformdirs failing must not stop the report from going elsewhere
        places.append(data_dir() / "bugs")
    places.append(Path(tempfile.gettempdir()) / "karty-bugs")
    return places


def write_report(exc: BaseException, argv: Sequence[str]) -> Path | None:
    """The report's path, or None when no folder took it."""
    data = {
        "kind": KIND, "app_version": APP_VERSION, "time": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "python": sys.version, "platform": platform.platform(), "argv": list(argv),
        "error": summary(exc, limit=10_000), "traceback": traceback.format_exception(exc),
    }
    name = f"bug-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}.json"
    for folder in folders():
        try:
            write_json_atomic(folder / name, data)
        except (OSError, ValueError):  # ValueError: a path the system cannot take (a NUL in KARTY_DATA_DIR)
            continue
        return folder / name
    return None


def summary(exc: BaseException, limit: int = 200) -> str:
    """'ValueError: what it said' on one line, cut at `limit` characters."""
    text = " ".join(f"{type(exc).__name__}: {exc}".split())
    return text if len(text) <= limit else text[:limit] + "…"
