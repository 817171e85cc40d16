"""The seats this window holds at other people's tables, by table code: (address, token), in a file beside the
settings. Joining the same code again (ui/scenes/friends.py) takes the seat back with its whole deal.

On disk, not in memory: a window that was killed or crashed (or a computer restarted) must get its seat back,
which only its token can do. A token gives the seat to whoever holds it, so the file is readable by its owner
only and a table's entry goes when its match is over or the seat is left for good.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from ui.scenes.common import Settings

FILE = "net_seats.json"


def _path() -> Path:
    return Settings.path().with_name(FILE)


def _read() -> dict[str, list[str]]:
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, list) and len(v) == 2 and all(isinstance(s, str) for s in v)}


def _write(book: dict[str, list[str]]) -> None:
    path = _path()
    with contextlib.suppress(OSError):  # a seat that cannot be remembered is a seat lost, not a crash
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(book, out)
        os.replace(tmp, path)


def remember(code: str, address: str, token: str) -> None:
    book = _read()
    book[code.upper()] = [address, token]
    _write(book)


def recall(code: str) -> tuple[str, str] | None:
    entry = _read().get(code.upper())
    return (entry[0], entry[1]) if entry else None


def forget(code: str) -> None:
    book = _read()
    if book.pop(code.upper(), None) is not None:
        _write(book)
