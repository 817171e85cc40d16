"""Stortok at the table: played for chips, so its score panel is the pot's (ui/table/pot_panel.py)."""

from __future__ import annotations

from games.stortok.rules import GAME
from ui.table.manifest import TableHooks
from ui.table.pot_panel import pot_panel
from ui.table.pot_scores import chips, chips_callout

#: what the table reads of this game (ui/table/manifest.py)
TABLE_HOOKS = TableHooks(
    panel=pot_panel(GAME),
    scores=chips,
    callout=chips_callout,
)
