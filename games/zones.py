"""Where every card is, and which seats know it.

One map from card to zone, plus a bitmask per card of the seats that know where
that card is, lets observation and world sampling be written once for all games:
a seat sees a card exactly when its bit is set, and a sampled world re-deals the
cards whose bit is clear. Games only say which zones exist and who sees into them.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from operator import attrgetter
from types import MappingProxyType
from typing import Any

from cards.model import Card
from games import rng as rngs
from games.jsontypes import JsonObject

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
    __slots__ = ("_cards", "_default", "_known", "_where", "all_seats", "num_seats", "specs")

    def __init__(self, num_seats: int, specs: Iterable[ZoneSpec]) -> None:
        self.num_seats = num_seats
        self.all_seats = (1 << num_seats) - 1
        #: the layout: shared, read-only, by every deal with these zones (and by the worlds a bot samples)
        self.specs, self._default = _layout(num_seats, tuple(specs))
        self._cards: dict[str, list[Card]] = {name: [] for name in self.specs}
        # Both keyed by card code: a Card hashes and compares by its code anyway, but in Python
        # code, while a str hashes in C and caches its hash (zones are read on every move).
        self._where: dict[str, str] = {}
        self._known: dict[str, int] = {}

    # -- reading -------------------------------------------------------------------------------
    def __getitem__(self, zone: str) -> list[Card]:
        """The cards of a zone in order. Treat as read-only: change zones through `move`."""
        return self._cards[zone]

    def names(self) -> list[str]:
        return list(self._cards)

    def where(self, card: Card) -> str:
        return self._where[card.code]

    def where_code(self, code: str) -> str:
        """`where`, by the card's code."""
        return self._where[code]

    @property
    def zone_of(self) -> Mapping[str, str]:
        """Card code -> the zone it is in, as a mapping to read in a hot loop (read-only: move cards with `move`)."""
        return self._where

    def knows(self, seat: int, card: Card) -> bool:
        return bool(self._known[card.code] >> seat & 1)

    def known_mask(self, card: Card) -> int:
        return self._known[card.code]

    def size(self, zone: str) -> int:
        return len(self._cards[zone])

    def cards(self) -> Iterator[Card]:
        for cards in self._cards.values():
            yield from cards

    def count(self) -> int:
        return sum(len(c) for c in self._cards.values())

    # -- changing ------------------------------------------------------------------------------
    def _default_mask(self, zone: str) -> int:
        return self._default[zone]

    def add(self, zone: str, card: Card, known_to: Iterable[int] = ()) -> None:
        """Put a new card into play (dealing from the pack)."""
        code = card.code
        where = self._where
        if code in where:
            raise ValueError(f"card {card} is already in zone {where[code]}")
        self._cards[zone].append(card)
        where[code] = zone
        # Every deal adds each card of the pack once: skip the seat loop when nobody extra sees it.
        self._known[code] = self._default[zone] | _mask(known_to) if known_to else self._default[zone]

    def add_many(self, zone: str, cards: Iterable[Card], known_to: Iterable[int] = ()) -> None:
        """`add` each card in turn, with the bookkeeping done a zone at a time (a deal puts a pack in play)."""
        cards = list(cards)
        codes = [c.code for c in cards]
        where = self._where
        if len(set(codes)) != len(codes) or not where.keys().isdisjoint(codes):
            for card in cards:  # the same error `add` raises, for the first card that is in play already
                self.add(zone, card, known_to)
            return
        self._cards[zone].extend(cards)
        where.update(dict.fromkeys(codes, zone))
        self._known.update(dict.fromkeys(codes, self._default[zone] | _mask(known_to)))

    def move(self, card: Card, zone: str, index: int | None = None, reveal: Iterable[int] = (),
             forget: bool = False, certain: bool = False) -> None:
        """Move a card; the seats that see which card moves (into the source or the zone, or in `reveal`) and
        knew it still know, unless `forget`.

        `forget` is for a card that vanishes into a shuffled or face-down heap where nobody
        can follow it; `reveal` adds seats that see the card now.

        Every other seat saw *a* card leave, not which, whatever it knew before: it no longer knows where
        the moved card is, and every card it knew in the source may have been that one, so it forgets
        them all. `certain` says the rules name the card anyway (the top of a stock), so every seat that
        knew it follows it, and what a seat knew of the cards left behind stays true.
        """
        code = card.code
        where = self._where
        cards = self._cards
        source_name = where[code]
        source = cards[source_name]
        # Find the card by identity first: list.remove would call Card.__eq__ (Python) on every
        # card before it. A zone holds a code once, so this finds the card `remove` would.
        for i, held in enumerate(source):  # by identity, inlined: move is the hottest call of every game
            if held is card:
                del source[i]
                break
        else:
            source.remove(card)
        if index is None:
            cards[zone].append(card)
        else:
            cards[zone].insert(index, card)
        where[code] = zone
        default = self._default
        mask = default[zone]
        if reveal:
            for seat in reveal:  # _mask, inlined
                mask |= 1 << seat
        known = self._known
        if certain:
            if not forget:
                mask |= known[code]
            known[code] = mask
            return
        # The seats that see which card this is: the giver's, the receiver's, the revealed ones.
        seen = mask | default[source_name]
        if not forget:
            mask |= known[code] & seen
        known[code] = mask
        blind = self.all_seats & ~seen
        if blind and source:
            keep = ~blind
            for held in source:  # reads mostly: a blind seat seldom knew any card of the giver's hand
                c = held.code
                if known[c] & blind:
                    known[c] &= keep

    def move_all(self, source: str, zone: str) -> list[Card]:
        """Move every card of `source`, in order, to the end of `zone`: what `move` of each card in turn does
        (collecting a trick, a pile), with the zone's bookkeeping done once. Returns the cards moved."""
        held = self._cards[source]
        moving = held.copy()
        if source == zone or not moving:
            return moving
        held.clear()  # the same list object: a game may hold on to it
        self._cards[zone].extend(moving)
        where, known = self._where, self._known
        mask = self._default[zone]
        for card in moving:
            code = card.code
            where[code] = zone
            known[code] |= mask
        return moving

    def reveal(self, card: Card, seats: Iterable[int] | None = None) -> None:
        """Show a card to some seats (all when `seats` is None)."""
        self._known[card.code] |= self.all_seats if seats is None else _mask(seats)

    def shuffle(self, zone: str, rng: random.Random, forget: bool = False) -> None:
        rngs.shuffle(rng, self._cards[zone])
        if forget:
            for card in self._cards[zone]:
                self._known[card.code] = self._default[zone]

    def swap(self, a: Card, b: Card) -> None:
        """Exchange two cards' places; each place keeps its knowledge mask (used to test views)."""
        ca, cb = a.code, b.code
        where, known = self._where, self._known
        za, zb = where[ca], where[cb]
        held_a, held_b = self._cards[za], self._cards[zb]
        ia, ib = _position(held_a, a), _position(held_b, b)
        held_a[ia], held_b[ib] = b, a
        where[ca], where[cb] = zb, za
        known[ca], known[cb] = known[cb], known[ca]

    def rearrange(self, places: Sequence[tuple[str, int]], cards: Sequence[Card]) -> None:
        """Put `cards[k]` at `places[k]`, each place keeping its knowledge mask: what a run of `swap`s
        among these places ends in, in one pass. The cards must be the ones now at the places."""
        held = self._cards
        masks = [self._known[held[z][i].code] for z, i in places]
        if sorted(c.code for c in cards) != sorted(held[z][i].code for z, i in places):
            raise ValueError("rearrange needs the very cards that are at the places")
        where, known = self._where, self._known
        for (zone, i), card, mask in zip(places, cards, masks, strict=True):
            held[zone][i] = card
            where[card.code] = zone
            known[card.code] = mask

    # -- views ----------------------------------------------------------------------------------
    def view(self, seat: int) -> tuple[ZoneView, ...]:
        bit = 1 << seat
        mask = self._known
        views = []
        for name, cards in self._cards.items():
            spec = self.specs[name]
            if spec.visibility == PUBLIC or (spec.visibility == OWNER and spec.owner == seat):
                shown: tuple[Card | None, ...] = tuple(c if mask[c.code] & bit else None for c in cards)
            else:
                known = sorted(c for c in cards if mask[c.code] & bit)
                shown = tuple(known) + (None,) * (len(cards) - len(known))
            views.append(ZoneView(name, spec.owner, shown))
        return tuple(views)

    def unknown_to(self, seat: int) -> list[tuple[str, int]]:
        """The places (zone, index) whose card `seat` does not know."""
        bit = 1 << seat
        known = self._known
        return [(name, i) for name, cards in self._cards.items() for i, c in enumerate(cards)
                if not known[c.code] & bit]

    def redeal_unknown(self, seat: int, rng: random.Random) -> None:
        """Shuffle the cards `seat` cannot see among the places it cannot see into."""
        bit = 1 << seat
        known, where = self._known, self._where
        # Per zone: the list and the indices of its unseen places (the search redeals every world).
        places: list[tuple[list[Card], str, list[int]]] = []
        cards: list[Card] = []
        for name, zone in self._cards.items():
            indices = [i for i, c in enumerate(zone) if not known[c.code] & bit]
            if indices:
                places.append((zone, name, indices))
                cards.extend(zone[i] for i in indices)
        masks = [known[c.code] for c in cards]
        # Shuffle from code order, so the world drawn depends only on what `seat` knows and on
        # `rng`, never on where the unseen cards really lie (tests/test_ai_view.py proves it).
        cards.sort(key=_code)
        rngs.shuffle(rng, cards)
        k = 0
        for zone, name, indices in places:
            for i in indices:
                card = cards[k]
                zone[i] = card
                where[card.code] = name
                known[card.code] = masks[k]  # knowledge belongs to the place: its owner "knows" the new card
                k += 1

    def redealer(self, seat: int) -> Redeal:
        """`clone` then `redeal_unknown(seat, rng)`, prepared once for these zones as they stand (see `Redeal`)."""
        return Redeal(self, seat)

    # -- copies and saves ------------------------------------------------------------------------
    def clone(self) -> Zones:
        twin = Zones.__new__(Zones)
        twin.num_seats, twin.all_seats, twin.specs, twin._default = self.num_seats, self.all_seats, self.specs, \
            self._default
        twin._cards = {k: v.copy() for k, v in self._cards.items()}
        twin._where = self._where.copy()
        twin._known = self._known.copy()
        return twin

    def to_dict(self) -> JsonObject:
        return {
            "specs": [[s.name, s.visibility, s.owner] for s in self.specs.values()],
            "cards": {z: [[c.code, self._known[c.code]] for c in cards] for z, cards in self._cards.items()},
        }

    @staticmethod
    def from_dict(data: Mapping[str, Any],  # Any: a save's zones (to_dict's shape), read by key
                  num_seats: int, card: Callable[[str], Card]) -> Zones:
        zones = Zones(num_seats, [ZoneSpec(n, v, o) for n, v, o in data["specs"]])
        for zone, entries in data["cards"].items():
            for code, mask in entries:
                c = card(code)
                zones._cards[zone].append(c)
                zones._where[c.code] = zone
                zones._known[c.code] = mask
        return zones


class Redeal:
    """Copies of some zones with the cards `seat` cannot see re-dealt: for each generator state, the zones that
    `clone()` then `redeal_unknown(seat, rng)` makes, to the order of every list and dict.

    What a re-deal reads of the zones (the unseen places, their cards in code order, each place's knowledge)
    is the same for every world drawn from one view's template, so it is worked out here once; a draw is
    then a shuffle and a few copies (the search draws one world or more per iteration). The zones must not
    change while this is in use.
    """

    __slots__ = ("_held", "_known", "_masks", "_names", "_order", "_plan", "_pool", "_where", "_zones")

    def __init__(self, zones: Zones, seat: int) -> None:
        bit = 1 << seat
        known = zones._known
        self._zones = zones
        self._where, self._known = zones._where, known
        self._order, self._held = list(zones._cards), list(zones._cards.values())
        #: per zone with unseen places: its name and its runs of unseen places, each as the zone's slice
        #: [first, end) and where its cards start among the dealt ones; None for a zone all unseen (one run)
        self._plan: list[tuple[str, int, int, list[tuple[int, int, int]] | None]] = []
        names: list[str] = []
        unseen: list[Card] = []
        for name, held in zones._cards.items():
            indices = [i for i, c in enumerate(held) if not known[c.code] & bit]
            if not indices:
                continue
            start = len(unseen)
            runs: list[tuple[int, int, int]] = []
            for i in indices:
                if runs and runs[-1][1] == i:
                    first, _, at = runs[-1]
                    runs[-1] = (first, i + 1, at)
                else:
                    runs.append((i, i + 1, len(unseen)))
                unseen.append(held[i])
            names.extend([name] * len(indices))
            self._plan.append((name, start, len(unseen), None if len(indices) == len(held) else runs))
        #: each unseen place's zone and knowledge, in the order of the places (knowledge belongs to the place)
        self._names = names
        self._masks = [known[c.code] for c in unseen]
        # Dealt from code order, as redeal_unknown deals, so the world depends only on what `seat` knows.
        unseen.sort(key=_code)
        self._pool = unseen

    def __call__(self, rng: random.Random) -> Zones:
        cards = self._pool.copy()
        rngs.shuffle(rng, cards)
        return self.deal(cards)

    @property
    def pool(self) -> list[Card]:
        """The unseen cards in the order a re-deal shuffles them (a copy)."""
        return self._pool.copy()

    def lists(self, cards: list[Card]) -> dict[str, list[Card]]:
        """The cards of each zone that `deal(cards)` makes, by zone name, without the zones' bookkeeping (where each
        card is, who knows it): `deal` fills them in, a search that plays a world on its own lists takes them
        (ai/games/kolovrat/light.py)."""
        # Every zone copied in C, then the dealt ones replaced (their keys are in place: the order stays the clone's).
        dealt = dict(zip(self._order, map(list.copy, self._held), strict=True))
        for name, start, stop, runs in self._plan:
            if runs is None:
                dealt[name] = cards[start:stop]
            else:
                held = dealt[name]
                for first, end, at in runs:
                    held[first:end] = cards[at:at + end - first]
        return dealt

    def deal(self, cards: list[Card]) -> Zones:
        """The zones with `cards`, the pool as some shuffle left it, dealt to the unseen places in their order
        (`Zones.unknown_to`): what a re-deal makes after its shuffle."""
        zones = self._zones
        twin = Zones.__new__(Zones)
        twin.num_seats, twin.all_seats, twin.specs, twin._default = zones.num_seats, zones.all_seats, zones.specs, \
            zones._default
        twin._cards = self.lists(cards)
        # The unseen cards are keys already: storing them keeps the dicts' order, as redeal_unknown's stores do.
        where = twin._where = self._where.copy()
        known = twin._known = self._known.copy()
        for card, name, mask in zip(cards, self._names, self._masks, strict=True):
            code = card.code
            where[code] = name
            known[code] = mask
        return twin


@functools.lru_cache(maxsize=256)
def _layout(num_seats: int, specs: tuple[ZoneSpec, ...]) -> tuple[Mapping[str, ZoneSpec], Mapping[str, int]]:
    """The zones by name, and the mask a card gets on entering each (who sees into the zone)."""
    everyone = (1 << num_seats) - 1
    by_name = {s.name: s for s in specs}
    default = {s.name: everyone if s.visibility == PUBLIC else 1 << s.owner
               if s.visibility == OWNER and s.owner is not None else 0 for s in specs}
    return MappingProxyType(by_name), MappingProxyType(default)


_code = attrgetter("code")  # the sort key of redeal_unknown, in C


def _mask(seats: Iterable[int]) -> int:
    m = 0
    for s in seats:
        m |= 1 << s
    return m


def _position(held: list[Card], card: Card) -> int:
    """Where `card` lies in `held`: by identity first, as in `Zones.move` (equality runs Card.__eq__ in Python)."""
    for i, other in enumerate(held):
        if other is card:
            return i
    return held.index(card)
