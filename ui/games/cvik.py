"""Cvik at the table: played for chips, so its score panel is the pot's (ui/table/pot_panel.py); a seat that
stayed home ('pas') says so at its plate."""

from __future__ import annotations

from games.cvik.rules import GAME
from ui.table.pot_panel import pot_panel
from ui.table.pot_scores import chips, chips_callout
from ui.table.sits_out import said_pas

PANEL = pot_panel(GAME)

SCORES = chips
CALLOUT = chips_callout


stayed_home = said_pas("declared")

OUT = stayed_home
