"""The template game's table pieces (`ui/games/<id>/manifest.py` of docs/adding-a-game.md, step 4): the seat
plates show the tricks of this deal.

Optional: without this module (and `ui=` in the game's registry line) the generic table serves. `TABLE_HOOKS`
is all the table reads (ui/table/manifest.py `TableHooks`).
"""

from __future__ import annotations

from collections.abc import Sequence

from games.state import Observation
from ui.table.manifest import TableHooks


def tricks(obs: Observation) -> Sequence[float] | None:
    """Each seat's tricks in this deal, for its plate."""
    found = obs.public.get("tricks")
    return [float(t) for t in found] if found else None


TABLE_HOOKS = TableHooks(scores=tricks)
