"""A review computed off the UI thread: the window starts it, polls it each frame, and may stop it.

The review (ai/review) is pure and long (seconds to a minute): it runs in a daemon thread, as a bot's decision
does (ai/runner.py), told to stop by an event and saying how far it got through its progress callback.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping

from ai.review import core


class ReviewJob:
    def __init__(self, record: Mapping[str, object], deal: int, seat: int, budget: int | None = None) -> None:
        self.done_count = 0
        self.total = 0
        self.result: core.DealReview | None = None
        self.error: BaseException | None = None
        self._stop = threading.Event()
        self._finished = threading.Event()
        self._thread = threading.Thread(target=self._work, args=(dict(record), deal, seat, budget),
                                        name="review", daemon=True)
        self._thread.start()

    def _work(self, record: dict[str, object], deal: int, seat: int, budget: int | None) -> None:
        try:
            self.result = core.review_deal(record, deal, seat, budget=budget, progress=self._progress,
                                           stop=self._stop.is_set)
        except BaseException as exc:  # handed to the screen, which says it; a worker must not die silently
            self.error = exc
        finally:
            self._finished.set()

    def _progress(self, done: int, total: int) -> None:
        self.done_count, self.total = done, total

    def done(self) -> bool:
        return self._finished.is_set()

    def cancel(self) -> None:
        self._stop.set()

    def wait(self, seconds: float | None = None) -> bool:
        """Block until the review is done (the screenshot's way, never the window's)."""
        return self._finished.wait(seconds)

