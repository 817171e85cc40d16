"""Stortok at the table: played for chips, so its score panel is the pot's (ui/table/pot_panel.py)."""

from __future__ import annotations

from games.stortok import GAME
from ui.table.pot_panel import pot_panel
from ui.table.pot_scores import chips, chips_callout

PANEL = pot_panel(GAME)

SCORES = chips
CALLOUT = chips_callout
