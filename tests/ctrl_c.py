"""Programs a test starts to press Ctrl+C at get it as a terminal gives it: not ignored, not blocked.

A test process in a long-lived pytest worker may hold Ctrl+C ignored or blocked in the thread that starts the
program (a library's thread set-up, a search worker's set-up run in-process), and a program inherits both. The
program is started through a one-line Python that puts Ctrl+C back to the default and then becomes the
program itself (exec: the same process id, so the test's process-group checks still hold)."""

from __future__ import annotations

import sys

_RESET = ("import os, signal, sys; signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGINT]); "
          "signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.executable, [sys.executable, *sys.argv[1:]])")


def as_from_a_terminal(*args: str) -> list[str]:
    """The command line for `python *args`, started with Ctrl+C as a terminal gives it."""
    return [sys.executable, "-c", _RESET, *args]
