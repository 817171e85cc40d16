"""Bridž hands written as bridge players write them, for the bidding tests."""

from __future__ import annotations

import random

from cards import Card, get_pack

PACK = get_pack("french-52")


def hand(spec: str) -> list[Card]:
    """'AKQ52.KJ4.Q3.A82' (spades.hearts.diamonds.clubs, T for ten) -> cards."""
    out = []
    for suit, ranks in zip("SHDC", spec.split("."), strict=True):
        out += [PACK.card(("10" if r == "T" else r) + suit) for r in ranks]
    assert len(out) == 13, spec
    return out


def seeded_deal(seed: int) -> tuple[list[list[Card]], int]:
    """The four hands of a seeded shuffle, and its dealer (the seed modulo four): the auctions the tests bid."""
    cards = list(PACK.cards)
    random.Random(seed).shuffle(cards)
    return [cards[i * 13:(i + 1) * 13] for i in range(4)], seed % 4
