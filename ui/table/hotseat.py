"""Hot seat: what the table may show while no single person's eyes are at the screen.

Between two humans at one computer the table is *covered* (the curtain, ui/table/draw_summary.py) and, while
the bots play after a human's move, *masked*: shown as an onlooker sees it, every card face down that not every
seat knows, the log and the summary without any seat's private events. Only the human to move, after the
curtain, sees the table through his own eyes. Built from the engine's zones and events alone, so no game needs
a rule of its own here.
"""

from __future__ import annotations

from types import MappingProxyType

from games.events import Event
from games.state import Observation, State
from games.zones import ZoneView


def seen(event: Event, seat: int | None) -> Event | None:
    """`event` as `seat` saw it; None for the onlooker sees only its public part (or nothing)."""
    if seat is not None:
        return event.for_seat(seat)
    return event if event.audience is None else event.public


def onlooker(state: State, seat: int) -> Observation:
    """The table as every seat sees it, laid out from `seat`'s place: a card shows only where every seat knows
    it (face up on the table, a dummy's hand), no private facts, no private events, no moves to make."""
    views = [state.zones.view(s) for s in range(state.num_players)]
    zones = []
    for zone, *others in zip(*views, strict=True):
        everyone = set.intersection(*({card for card in z.cards if card is not None} for z in (zone, *others)))
        zones.append(ZoneView(zone.name, zone.owner, tuple(card if card in everyone else None for card in zone.cards)))
    history = tuple(e for e in (seen(event, None) for event in state.history) if e is not None)
    return Observation(seat, state.current_player, tuple(zones), MappingProxyType(state.public_info()),
                       MappingProxyType({}), history, ())


def is_hot_seat(seats: list[str], human: str) -> bool:
    """Two or more humans share the screen."""
    return seats.count(human) > 1
