"""Boston snapshots saved before won tricks lay in front of their winners.

Until then every finished trick went to one public `played` zone. A save is its moves and is always
replayed (sessions/saves.py), but its snapshot is compared with the replay, and an old one would
disagree on every card position and make the player read a false warning. The snapshot's own history
says who took each trick (its `trick` events, in order), so the cards are dealt back to `won:{seat}`
exactly as the new rules would have put them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.errors import InvalidInput
from games.zones import PUBLIC

OLD = "played"


def is_old(zones: object) -> bool:
    """Whether a saved state's zones (Zones.to_dict form) still have the one shared pile."""
    return isinstance(zones, Mapping) and isinstance(zones.get("cards"), Mapping) and OLD in zones["cards"]


def won_by_seat(zones: Mapping[str, Any], history: Sequence[Mapping[str, Any]],  # Any: as saved, read by key
                num_players: int) -> dict[str, object]:
    """The zones of an old save with the `played` pile split into each winner's `won:{seat}`; the knowledge
    bits of every card are kept. InvalidInput when the history does not account for every card of the pile."""
    pile = {code: mask for code, mask in zones["cards"][OLD]}
    won: dict[str, list[list[object]]] = {f"won:{s}": [] for s in range(num_players)}
    for event in history:
        if event.get("kind") != "trick":
            continue
        name = f"won:{event.get('seat')}"
        if name not in won:
            raise InvalidInput(f"an old Boston snapshot names trick winner {event.get('seat')!r}")
        for code in event.get("cards", ()):
            if code not in pile:
                raise InvalidInput(f"an old Boston snapshot's trick holds {code}, which is not among the cards played")
            won[name].append([code, pile.pop(code)])
    if pile:
        raise InvalidInput(f"an old Boston snapshot has played cards no trick took: {' '.join(sorted(pile))}")
    specs = [spec for spec in zones["specs"] if spec[0] != OLD]
    specs += [[name, PUBLIC, seat] for seat, name in enumerate(won)]
    cards = {name: list(entries) for name, entries in zones["cards"].items() if name != OLD}
    cards.update(won)
    return {"specs": specs, "cards": cards}
