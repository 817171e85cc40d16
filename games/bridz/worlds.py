"""Dealing a Bridž world: the unseen cards to the places that may hold them, each seat's shown-out
suits kept (the search's sampled deals, and the card-play AI's)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter

from cards import Card
from games import rng as rngs
from games.state import State

_code = attrgetter("code")  # sort key: a card code


def redeal_unseen(world: State, seat: int, voids: Sequence[tuple[int, str]], rng: random.Random) -> set[str]:
    """Deal the cards `seat` cannot see in `world` afresh, none to a seat that showed out of its suit;
    the zones that changed."""
    places = world.zones.unknown_to(seat)
    if not places:
        return set()
    zones = world.zones
    cards = sorted([zones[z][i] for z, i in places], key=_code)
    forbidden: dict[str, set[str]] = {}
    for s, suit in voids:
        forbidden.setdefault(f"hand:{s}", set()).add(suit)
    place_cards(world, places, deal_to_places(places, cards, forbidden, rng))
    return {z for z, _ in places}


def deal_to_places(places: list[tuple[str, int]], cards: list[Card], forbidden: dict[str, set[str]],
                   rng: random.Random, tries: int = 30) -> list[Card]:
    """A card for every place, at random, so that no zone gets a suit it is forbidden (`PlaceDealer.deal`)."""
    dealer = PlaceDealer(places, cards, forbidden)
    return [cards[k] for k in dealer.deal(rng, tries)]


class PlaceDealer:
    """Deals one set of cards to one set of places again and again (a decision's sampled deals): the zones,
    their places and the suits each may take are worked out once, not at every try.

    A deal puts the most constrained cards first, each to a random free place among the zones that may take
    it; on a dead end the whole deal starts again (a few tries), and the last resort keeps the counts but
    ignores the constraints (never the true deal). Cards are dealt as their indices into `cards`: a shuffle
    draws the same whatever it permutes, so the deals are those of shuffling the cards themselves.
    """

    def __init__(self, places: Sequence[tuple[str, int]], cards: Sequence[Card],
                 forbidden: Mapping[str, set[str]], barred_cards: Mapping[str, set[int]] | None = None) -> None:
        """`forbidden`: the suits a zone may not take (a seat shown out); `barred_cards`: the cards (indices into
        `cards`) a zone may not take besides."""
        zones = sorted({z for z, _ in places})
        self.size = len(places)
        # Zones as indices, each with the positions (into `places`) of its places; a zone fills its places
        # from the last one back. Per suit, the zones that may take it, in zone order.
        self.slots = [[k for k, (z, _) in enumerate(places) if z == zone] for zone in zones]
        suits = {c.suit for c in cards}
        open_to = {suit: [n for n, z in enumerate(zones) if suit not in forbidden.get(z, ())] for suit in suits}
        bars = barred_cards or {}
        # per card index, the zones that may take it
        self.allowed = [[n for n in open_to[c.suit] if k not in bars.get(zones[n], ())] for k, c in enumerate(cards)]
        self.barred = [len(a) - len(zones) for a in self.allowed]  # most constrained first
        self.constrained = any(self.barred)
        self.cards = len(cards)
        # as many cards as places and no zone barred: every card fits some free place (`_fill_open`)
        self.open = not self.constrained and len(cards) == len(places)
        #: whether a deal fell back on the last resort (the constraints could not be met in its tries)
        self.resorted = False

    def deal(self, rng: random.Random, tries: int = 30) -> list[int]:
        """Per place, the index of the card it gets."""
        draw = rng.random
        slots, allowed_of, constrained = self.slots, self.allowed, self.constrained
        for _ in range(tries):
            order = list(range(self.cards))
            rngs.shuffle(rng, order)
            if constrained:
                order.sort(key=self.barred.__getitem__)  # stable: the shuffled order within a rank
            free = [len(s) for s in slots]
            out = [0] * self.size
            if self.open:
                return self._fill_open(order, free, out, draw)
            for card in order:
                allowed = allowed_of[card]
                total = sum([free[n] for n in allowed])
                if not total:
                    break
                # a free place of an allowed zone, all equally likely (`rngs.below`, inlined)
                pick = int(draw() * total)
                if pick >= total:
                    pick = total - 1
                for n in allowed:
                    w = free[n]
                    if pick < w:
                        free[n] = w - 1
                        out[slots[n][w - 1]] = card
                        break
                    pick -= w
            else:
                return out  # every place got a card
        self.resorted = True
        shuffled = list(range(self.cards))  # the last resort
        rngs.shuffle(rng, shuffled)
        return shuffled

    def _fill_open(self, order: list[int], free: list[int], out: list[int], draw: Callable[[], float]) -> list[int]:
        """`deal`'s placing when every zone takes every suit: each card to one of all the free places (the
        places left count them, so no sum), which never dead-ends."""
        slots = self.slots
        left = self.size
        for card in order:
            pick = int(draw() * left)  # `rngs.below`, inlined
            if pick >= left:
                pick = left - 1
            left -= 1
            n = 0
            w = free[0]
            while pick >= w:
                pick -= w
                n += 1
                w = free[n]
            free[n] = w - 1
            out[slots[n][w - 1]] = card
        return out


def place_cards(state: State, places: list[tuple[str, int]], target: list[Card]) -> None:
    """Put `target[k]` at `places[k]` by swapping (each place keeps its knowledge mask)."""
    for (zone, i), card in zip(places, target, strict=True):
        current = state.zones[zone][i]
        if current is not card:  # a pack's cards are single objects; `!=` would run Card.__eq__
            state.zones.swap(current, card)
