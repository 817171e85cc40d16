"""The replay and the review of the deal just finished, opened from the end-of-deal summary (ui/scenes/replay.py,
ui/scenes/review.py).

The match so far is replayed from its record, the cursor put at the finished deal's first move, and the
table comes back when the replay is left (the replay is pushed over it).
"""

from __future__ import annotations

from collections.abc import Sequence

from games.events import Event
from ui.scene import BACK
from ui.scenes.replay import ReplayScene
from ui.scenes.review import ReviewScene
from ui.table.view import TableView


def deal_start(steps: Sequence[tuple[str, Sequence[Event]]]) -> int:
    """The position of the last finished deal's first move: just after the move that ended the deal before it
    (0 for the first deal). `steps` are the replay's (code, events) per move."""
    ends = [i for i, (_, events) in enumerate(steps) if any(e.kind == "deal_over" for e in events)]
    return ends[-2] + 1 if len(ends) >= 2 else 0


def deal_replay(table: TableView) -> ReplayScene:
    scene = ReplayScene(table.match.to_dict(), table.settings, table.size, viewer=table.viewer,
                        name=f"{table.game.id}-{table.seed}-deal-{table.match.context.deal_index}", back=BACK,
                        seats=table.session.seats)
    scene.seek(deal_start(scene.replay.steps))
    return scene


def deal_review(table: TableView) -> ReviewScene:
    """The review of the deal just finished, for the seat at the table's eyes (ui/scenes/review.py)."""
    return ReviewScene(table.match.to_dict(), table.settings, table.size, viewer=table.viewer,
                       deal=len(table.match.finished_deals),
                       name=f"{table.game.id}-{table.seed}-review-{table.match.context.deal_index}", back=BACK,
                       seats=table.session.seats)

