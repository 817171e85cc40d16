"""Dealing a Bridž world: the unseen cards to the places that may hold them, each seat's shown-out
suits kept (the search's sampled deals, and the card-play AI's)."""

from __future__ import annotations

import random
from collections.abc import Sequence
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
    """A card for every place, at random, so that no zone gets a suit it is forbidden.

    The most constrained cards go first, each to a random free place among the zones that may
    take it; on a dead end the whole deal starts again (a few tries), and the last resort keeps
    the counts but ignores the constraints (never the true deal).
    """
    zones = sorted({z for z, _ in places})
    # Zones as indices, each with the positions (into `places`) of its places; a zone fills its
    # places from the last one back. Per suit, the zones that may take it, in zone order.
    slots = [[k for k, (z, _) in enumerate(places) if z == zone] for zone in zones]
    suits = {c.suit for c in cards}
    open_to = {suit: [n for n, z in enumerate(zones) if suit not in forbidden.get(z, ())] for suit in suits}
    barred = {suit: len(open_to[suit]) - len(zones) for suit in suits}  # most constrained first
    constrained = any(barred.values())
    for _ in range(tries):
        order = list(cards)
        rngs.shuffle(rng, order)
        if constrained:
            order.sort(key=lambda c: barred[c.suit])
        free = [len(s) for s in slots]
        left = len(places)  # free places in all zones: the total when no zone is barred
        out: list[Card | None] = [None] * len(places)
        for card in order:
            allowed = open_to[card.suit]
            total = sum([free[n] for n in allowed]) if constrained else left
            if not total:
                break
            left -= 1
            pick = rngs.below(rng, total)  # a free place of an allowed zone, all equally likely
            for n in allowed:
                w = free[n]
                if pick < w:
                    free[n] = w - 1
                    out[slots[n][w - 1]] = card
                    break
                pick -= w
        else:
            return out  # type: ignore[return-value]  # every place got a card
    shuffled = list(cards)
    rngs.shuffle(rng, shuffled)
    return shuffled


def place_cards(state: State, places: list[tuple[str, int]], target: list[Card]) -> None:
    """Put `target[k]` at `places[k]` by swapping (each place keeps its knowledge mask)."""
    for (zone, i), card in zip(places, target, strict=True):
        current = state.zones[zone][i]
        if current is not card:  # a pack's cards are single objects; `!=` would run Card.__eq__
            state.zones.swap(current, card)
