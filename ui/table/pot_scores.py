"""The chip games' count per seat, for the seat plates and the callouts (Cvik, Komando, Stortok, Boston).

The pot panels (ui/table/pot_panel.py, ui/games/boston/manifest.py) list each seat's chips including this deal
so far (the observation's public `chips`); the plates show the same, and a change is called out as
"+6 chips" / "−4 žetony" at the seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.events import Event
from games.state import Observation
from games.words import count
from ui.table.scores import signed


def chips(obs: Observation) -> Sequence[float] | None:
    found = obs.public.get("chips")
    return list(found) if found else None


def chips_callout(events: Sequence[Event], seat: int, delta: float, lang: str) -> str:
    """'+6 chips', '−4 žetony': the sign, then the count with its noun in agreement."""
    return signed(delta)[0] + count(abs(delta), "žeton", lang)
