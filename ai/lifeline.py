"""A worker process's tie to its parent: it ends when the parent does, however the parent ends.

A parent killed outright (SIGKILL, or SIGTERM and SIGHUP with Python's default handlers) runs no exit
code, and a pool's queue does not tell an idle worker, so every worker (the search pool's in
ai/parallel.py, `simulate --jobs`'s in ai/procs.py) runs `watch_parent` first thing. It polls
`os.getppid()`: an orphan is handed to init or a subreaper, so its parent id changes and never comes back.
Linux's PR_SET_PDEATHSIG is not used: it fires when the *thread* that started the worker ends, and the
search pool is started from whichever thread makes the first decision (a bot's, a warm-up's).

The parent's id is passed in, not read in the worker: a parent that died while the worker was still
starting (an early Ctrl+C) would otherwise be missed, the worker taking init for its parent.

The same thread can keep a heartbeat, a time on `time.monotonic()` (one clock for every process of the
machine) in a slot of shared memory the parent reads: a stopped worker (SIGSTOP) stops beating, and the
parent gives its work up instead of waiting for ever.
"""

from __future__ import annotations

import os
import threading
import time
from typing import Protocol

#: seconds between two looks at the parent: a worker outlives its parent by at most about this
POLL_SECONDS = 0.1


class Beats(Protocol):
    """A shared array of doubles (multiprocessing's RawArray("d", n)): per worker slot, the last time it was seen."""

    def __getitem__(self, index: int, /) -> float: ...
    def __setitem__(self, index: int, value: float, /) -> None: ...


def watch_parent(parent: int, beats: Beats | None = None, slot: int = 0) -> None:
    """End this process at once (`os._exit`) when `parent` is no longer its parent; meanwhile write the time
    into `beats[slot]` (a shared array of doubles) at every look, if given."""
    if os.getppid() != parent:
        os._exit(0)
    threading.Thread(target=_watch, args=(parent, beats, slot), name="parent-watch", daemon=True).start()


def _watch(parent: int, beats: Beats | None, slot: int) -> None:
    while os.getppid() == parent:
        if beats is not None:
            beats[slot] = time.monotonic()
        time.sleep(POLL_SECONDS)
    os._exit(0)  # no clean-up: the parent that would read this worker's results is gone
