"""Drawing, dealing and exchanging cards between zones: small pure helpers shared by games.

The top of a face-down talon is the *end* of its list, so drawing is a cheap pop and a
game that turns the top card simply looks at `zones[talon][-1]`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from cards import Card
from games import rng as rngs
from games.zones import Zones


def deal_round(zones: Zones, deck: list[Card], seats: Sequence[int], per_seat: int, zone: str = "hand:{seat}",
               batch: int = 1) -> None:
    """Deal `per_seat` cards to each seat from the end of `deck`, `batch` at a time, in seat order."""
    if per_seat * len(seats) > len(deck):
        raise ValueError(f"cannot deal {per_seat} cards to {len(seats)} seats from {len(deck)}")
    names = [zone.format(seat=seat) for seat in seats]
    dealt: dict[str, list[Card]] = {name: [] for name in names}
    given = 0
    while given < per_seat:
        step = min(batch, per_seat - given)
        for name in names:
            for _ in range(step):
                dealt[name].append(deck.pop())
        given += step
    _put(zones, dealt)


def deal_all(zones: Zones, deck: list[Card], seats: Sequence[int], zone: str = "hand:{seat}") -> None:
    """Deal the whole deck one card at a time round `seats` (some seats may get one card more)."""
    names = [zone.format(seat=seat) for seat in seats]
    dealt: dict[str, list[Card]] = {name: [] for name in names}
    n = len(names)
    for i, card in enumerate(reversed(deck)):
        dealt[names[i % n]].append(card)
    deck.clear()
    _put(zones, dealt)


def _put(zones: Zones, dealt: dict[str, list[Card]]) -> None:
    """Each zone's cards in one `add_many`: every zone gets its cards in the order a card-by-card deal gives it."""
    for name, cards in dealt.items():
        zones.add_many(name, cards)


def draw(zones: Zones, talon: str, hand: str, count: int = 1, reveal: Iterable[int] = ()) -> list[Card]:
    """Move up to `count` cards from the top of `talon` into `hand`; fewer if the talon runs out."""
    drawn = []
    shown = tuple(reveal)
    for _ in range(count):
        if not zones[talon]:
            break
        card = zones[talon][-1]
        zones.move(card, hand, reveal=shown, certain=True)  # the top card: no secret which
        drawn.append(card)
    return drawn


def turn_over(zones: Zones, talon: str, target: str) -> Card | None:
    """Turn the top card of the talon face up onto `target` (a public zone); None if the talon is empty."""
    if not zones[talon]:
        return None
    card = zones[talon][-1]
    zones.move(card, target)
    zones.reveal(card)
    return card


def rebuild_talon(zones: Zones, pile: str, talon: str, rng: random.Random, keep_top: int = 0) -> int:
    """Shuffle a discard pile (all but its top `keep_top` cards) face down under the talon.

    Nobody can follow a card through a shuffle, so every seat forgets where those cards are.
    Returns how many cards went back.
    """
    moving = zones[pile][: len(zones[pile]) - keep_top] if keep_top else list(zones[pile])
    for card in list(moving):
        zones.move(card, talon, index=0, forget=True)
    if moving:
        bottom = zones[talon][: len(moving)]
        # shuffle only the returned block so the cards still in the talon keep their order
        block = list(bottom)
        rngs.shuffle(rng, block)
        zones[talon][: len(block)] = block
    return len(moving)


def exchange(zones: Zones, hand_card: Card, table_card: Card) -> None:
    """Swap a card in a hand with a face-up table card; the new table card is seen by everyone."""
    hand_zone, table_zone = zones.where(hand_card), zones.where(table_card)
    table_index = zones[table_zone].index(table_card)
    hand_index = zones[hand_zone].index(hand_card)
    zones.move(table_card, hand_zone, index=hand_index)
    zones.move(hand_card, table_zone, index=table_index)
    zones.reveal(hand_card)
