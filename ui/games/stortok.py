"""Stortok at the table: played for chips, so its score panel is the pot's (ui/table/pot_panel.py)."""

from __future__ import annotations

from ui.table.pot_panel import draw_pot_panel

PANEL = draw_pot_panel
