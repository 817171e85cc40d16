"""The review opened from a replay: of the deal at its cursor, for its viewer's seat (a module of its own, so the
replay and the review screen, which is built on it, do not import each other)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.scene import BACK
from ui.scenes.review import ReviewScene

if TYPE_CHECKING:
    from ui.scenes.replay import ReplayScene


def replay_review(replay: ReplayScene) -> ReviewScene:
    """The review of the deal at a replay's cursor (the last finished one past it), for its viewer's seat."""
    steps = replay.replay.steps
    ended = [i for i, (_, events) in enumerate(steps) if any(e.kind == "deal_over" for e in events)]
    deal = next((n + 1 for n, end in enumerate(ended) if replay.position <= end + 1), len(ended))
    return ReviewScene(replay.replay.record, replay.settings, replay.size, viewer=replay.viewer, deal=deal,
                       name=f"{replay.name}-review-{deal}", back=BACK, seats=replay.seats)
