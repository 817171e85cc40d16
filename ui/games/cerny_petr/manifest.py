"""Černý Petr at the table: drawing is a click on a face-down card of the neighbour's fan."""

from __future__ import annotations

from games.actions import Action
from games.cerny_petr.facts import public_facts
from games.state import Observation
from ui.table.manifest import TableHooks, Target


def draw_target(obs: Observation, action: Action) -> Target | None:
    """"Draw the k-th card" is the k-th card of the fan of the seat being drawn from."""
    giver = public_facts(obs).get("drawing_from")
    if action.kind != "draw" or action.number is None or giver is None:
        return None
    return Target(f"hand:{giver}", action.number)


#: what the table reads of this game (ui/table/manifest.py)
TABLE_HOOKS = TableHooks(
    target=draw_target,
)
