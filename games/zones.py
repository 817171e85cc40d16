"""Where every card is, and which seats know it.

One map from card to zone, plus a bitmask per card of the seats that know where
that card is, lets observation and world sampling be written once for all games:
a seat sees a card exactly when its bit is set, and a sampled world re-deals the
cards whose bit is clear. Games only say which zones exist and who sees into them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from cards.model import Card
from games import rng as rngs

PUBLIC = "public"  # every seat sees the cards, in order (a table, a face-up pile)
OWNER = "owner"  # the owner sees them (a hand); others see how many
HIDDEN = "hidden"  # nobody sees them (a face-down talon, a stock)


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    name: str
    visibility: str = HIDDEN
    owner: int | None = None


@dataclass(frozen=True, slots=True)
class ZoneView:
    """One zone as a seat sees it: a card where it may see one, None where it sees a back.

    For a zone it cannot look into, the cards it knows come first in code order, so the
    view shows *which* cards are there without revealing *where* they sit.
    """

    name: str
    owner: int | None
    cards: tuple[Card | None, ...]

    @property
    def size(self) -> int:
        return len(self.cards)


class Zones:
    __slots__ = ("_cards", "_known", "_where", "all_seats", "num_seats", "specs")

    def __init__(self, num_seats: int, specs: Iterable[ZoneSpec]) -> None:
        self.num_seats = num_seats
        self.all_seats = (1 << num_seats) - 1
        self.specs: dict[str, ZoneSpec] = {s.name: s for s in specs}
        self._cards: dict[str, list[Card]] = {name: [] for name in self.specs}
        self._where: dict[Card, str] = {}
        self._known: dict[Card, int] = {}

    # -- reading -------------------------------------------------------------------------------
    def __getitem__(self, zone: str) -> list[Card]:
        """The cards of a zone in order. Treat as read-only: change zones through `move`."""
        return self._cards[zone]

    def names(self) -> list[str]:
        return list(self._cards)

    def where(self, card: Card) -> str:
        return self._where[card]

    def knows(self, seat: int, card: Card) -> bool:
        return bool(self._known[card] >> seat & 1)

    def known_mask(self, card: Card) -> int:
        return self._known[card]

    def size(self, zone: str) -> int:
        return len(self._cards[zone])

    def cards(self) -> Iterator[Card]:
        for cards in self._cards.values():
            yield from cards

    def count(self) -> int:
        return sum(len(c) for c in self._cards.values())

    # -- changing ------------------------------------------------------------------------------
    def _default_mask(self, zone: str) -> int:
        spec = self.specs[zone]
        if spec.visibility == PUBLIC:
            return self.all_seats
        if spec.visibility == OWNER and spec.owner is not None:
            return 1 << spec.owner
        return 0

    def add(self, zone: str, card: Card, known_to: Iterable[int] = ()) -> None:
        """Put a new card into play (dealing from the pack)."""
        if card in self._where:
            raise ValueError(f"card {card} is already in zone {self._where[card]}")
        self._cards[zone].append(card)
        self._where[card] = zone
        self._known[card] = self._default_mask(zone) | _mask(known_to)

    def move(self, card: Card, zone: str, index: int | None = None, reveal: Iterable[int] = (),
             forget: bool = False) -> None:
        """Move a card; seats that knew where it was still know (they saw it go), unless `forget`.

        `forget` is for a card that vanishes into a shuffled or face-down heap where nobody
        can follow it; `reveal` adds seats that see the card now.
        """
        source = self._where[card]
        self._cards[source].remove(card)
        target = self._cards[zone]
        if index is None:
            target.append(card)
        else:
            target.insert(index, card)
        self._where[card] = zone
        old = 0 if forget else self._known[card]
        self._known[card] = old | self._default_mask(zone) | _mask(reveal)

    def reveal(self, card: Card, seats: Iterable[int] | None = None) -> None:
        """Show a card to some seats (all when `seats` is None)."""
        self._known[card] |= self.all_seats if seats is None else _mask(seats)

    def shuffle(self, zone: str, rng: random.Random, forget: bool = False) -> None:
        rngs.shuffle(rng, self._cards[zone])
        if forget:
            for card in self._cards[zone]:
                self._known[card] = self._default_mask(zone)

    def swap(self, a: Card, b: Card) -> None:
        """Exchange two cards' places; each place keeps its knowledge mask (used to test views)."""
        za, zb = self._where[a], self._where[b]
        ia, ib = self._cards[za].index(a), self._cards[zb].index(b)
        self._cards[za][ia], self._cards[zb][ib] = b, a
        self._where[a], self._where[b] = zb, za
        self._known[a], self._known[b] = self._known[b], self._known[a]

    # -- views ----------------------------------------------------------------------------------
    def view(self, seat: int) -> tuple[ZoneView, ...]:
        bit = 1 << seat
        views = []
        for name, cards in self._cards.items():
            spec = self.specs[name]
            if spec.visibility == PUBLIC or (spec.visibility == OWNER and spec.owner == seat):
                shown: tuple[Card | None, ...] = tuple(c if self._known[c] & bit else None for c in cards)
            else:
                known = sorted(c for c in cards if self._known[c] & bit)
                shown = tuple(known) + (None,) * (len(cards) - len(known))
            views.append(ZoneView(name, spec.owner, shown))
        return tuple(views)

    def unknown_to(self, seat: int) -> list[tuple[str, int]]:
        """The places (zone, index) whose card `seat` does not know."""
        bit = 1 << seat
        return [(name, i) for name, cards in self._cards.items() for i, c in enumerate(cards)
                if not self._known[c] & bit]

    def redeal_unknown(self, seat: int, rng: random.Random) -> None:
        """Shuffle the cards `seat` cannot see among the places it cannot see into."""
        places = self.unknown_to(seat)
        cards = [self._cards[z][i] for z, i in places]
        masks = [self._known[c] for c in cards]
        # Shuffle from code order, so the world drawn depends only on what `seat` knows and on
        # `rng`, never on where the unseen cards really lie (tests/test_ai_view.py proves it).
        cards.sort(key=_code)
        rngs.shuffle(rng, cards)
        for (zone, i), card, mask in zip(places, cards, masks, strict=True):
            self._cards[zone][i] = card
            self._where[card] = zone
            self._known[card] = mask  # knowledge belongs to the place: its owner "knows" the new card

    # -- copies and saves ------------------------------------------------------------------------
    def clone(self) -> Zones:
        twin = Zones.__new__(Zones)
        twin.num_seats, twin.all_seats, twin.specs = self.num_seats, self.all_seats, self.specs
        twin._cards = {k: v.copy() for k, v in self._cards.items()}
        twin._where = self._where.copy()
        twin._known = self._known.copy()
        return twin

    def to_dict(self) -> dict[str, Any]:
        return {
            "specs": [[s.name, s.visibility, s.owner] for s in self.specs.values()],
            "cards": {z: [[c.code, self._known[c]] for c in cards] for z, cards in self._cards.items()},
        }

    @staticmethod
    def from_dict(data: dict[str, Any], num_seats: int, card: Callable[[str], Card]) -> Zones:
        zones = Zones(num_seats, [ZoneSpec(n, v, o) for n, v, o in data["specs"]])
        for zone, entries in data["cards"].items():
            for code, mask in entries:
                c = card(code)
                zones._cards[zone].append(c)
                zones._where[c] = zone
                zones._known[c] = mask
        return zones


def _code(card: Card) -> str:
    return card.code


def _mask(seats: Iterable[int]) -> int:
    m = 0
    for s in seats:
        m |= 1 << s
    return m
