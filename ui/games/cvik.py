"""Cvik at the table: played for chips, so its score panel is the pot's (ui/table/pot_panel.py); a seat that
stayed home ('pas') says so at its plate."""

from __future__ import annotations

from games.cvik.rules import GAME
from games.state import Observation
from ui.table.pot_panel import pot_panel
from ui.table.pot_scores import chips, chips_callout

PANEL = pot_panel(GAME)

SCORES = chips
CALLOUT = chips_callout


def stayed_home(obs: Observation) -> list[int]:
    """The seats that said 'pas' and laid their cards down (a dealer who passed may yet play for the bank)."""
    declared = obs.public.get("declared") or []
    sizes = {zone.name: zone.size for zone in obs.zones}
    return [seat for seat, said in enumerate(declared) if said == "pas" and not sizes.get(f"hand:{seat}")]


OUT = stayed_home
