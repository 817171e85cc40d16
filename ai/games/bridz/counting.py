"""How the bidding modules count a hand, in one place: high-card points, suit lengths, and the shape of the
call a convention module makes. Kept apart from bidding.py, which imports those modules (a circle otherwise)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cards.model import Card

SUITS = ("S", "H", "D", "C")
#: Milton Work's count: the four honours, 4-3-2-1
HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}

#: a call a convention makes, with what it says: the call, cs, en, tag and the hand it shows (for `infer`)
Made = tuple[str, str, str, str, Mapping[str, object]]


def suit_lengths(hand: Sequence[Card]) -> dict[str, int]:
    """The number of cards the hand holds in each suit."""
    return {s: sum(1 for c in hand if c.suit == s) for s in SUITS}


def hcp(hand: Sequence[Card]) -> int:
    """High-card points."""
    return sum(HCP.get(c.rank or "", 0) for c in hand)
