"""A progress line on stderr for long runs: a bar, the matches done and an estimate of the time left.

On a terminal the line is redrawn in place (at most a few times a second); written to a file or a
pipe it becomes a plain line every tenth of the run, unless the caller asked for silence (`--json`
with stderr not a terminal: a script reading the JSON wants nothing else). A run shorter than
`delay` seconds shows nothing at all.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

BAR = 24  # characters of the bar


def clock_text(seconds: float) -> str:
    """'42 s', '3 min 05 s', '1 h 02 min': the time left in words a glance reads."""
    s = max(0, round(seconds))
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60:02d} s"
    return f"{s // 3600} h {s % 3600 // 60:02d} min"


def bar_text(done: int, total: int, elapsed: float, what: str = "matches", left: float | None = None) -> str:
    """'[#########---------------] 37/100 matches, about 1 min 04 s left'; `left` defaults to the pace so far."""
    filled = BAR * done // total if total else BAR
    if left is None:
        left = elapsed / done * (total - done) if done else 0.0
    if done >= total:
        tail = f" in {clock_text(elapsed)}"
    else:
        tail = ", less than a second left" if left < 1 else f", about {clock_text(left)} left"
    return f"[{'#' * filled}{'-' * (BAR - filled)}] {done}/{total} {what}{tail}"


class Progress:
    """A `progress(done, total)` callback (ai.simulate's) that draws the line; `close()` ends it."""

    def __init__(self, stream: TextIO | None = None, quiet_unless_terminal: bool = False, delay: float = 1.0,
                 clock: Callable[[], float] = time.monotonic, what: str = "matches") -> None:
        self.what = what  # the things counted ("decisions" for a review)
        self.stream = stream if stream is not None else sys.stderr
        self.terminal = bool(getattr(self.stream, "isatty", lambda: False)())
        self.silent = quiet_unless_terminal and not self.terminal
        self.delay, self.clock = delay, clock
        self.start = clock()
        self.last_drawn = -1.0
        self.shown = False
        self.tenth = -1
        self.first: tuple[float, int] | None = None  # when the first result came, and how many were done then

    def __call__(self, done: int, total: int) -> None:
        if self.silent:
            return
        now = self.clock()
        elapsed = now - self.start
        if self.first is None:
            self.first = (now, done)
        if elapsed < self.delay and done < total:
            return  # a short run stays quiet
        first_at, first_done = self.first
        # the pace since the first result, so the workers' start-up does not swell the estimate
        left = (now - first_at) / (done - first_done) * (total - done) if done > first_done else None
        text = bar_text(done, total, elapsed, self.what, left=left)
        if self.terminal:
            if now - self.last_drawn < 0.25 and done < total:
                return
            self.stream.write("\r" + text)
        else:
            tenth = 10 * done // total
            if tenth == self.tenth:
                return
            self.tenth = tenth
            self.stream.write(text + "\n")
        self.stream.flush()
        self.last_drawn, self.shown = now, True

    def close(self) -> None:
        """Ends the redrawn line, so what is printed next starts on a line of its own."""
        if self.shown and self.terminal:
            self.stream.write("\n")
            self.stream.flush()
