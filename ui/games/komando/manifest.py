"""Komando at the table: played for chips, so its score panel is the pot's (ui/table/pot_panel.py); a seat that
stayed home ('pas') says so at its plate."""

from __future__ import annotations

from games.komando.rules import GAME
from ui.table.manifest import TableHooks
from ui.table.pot_panel import pot_panel
from ui.table.pot_scores import chips, chips_callout
from ui.table.sits_out import said_pas

#: what the table reads of this game (ui/table/manifest.py)
TABLE_HOOKS = TableHooks(
    panel=pot_panel(GAME),
    scores=chips,
    callout=chips_callout,
    out=said_pas("joined"),
)
