"""Eleven points and two long suits open (docs/bridz-system.md §2.12): 11 high-card points with ten or more
cards in the two longest suits (5-5, 6-4, 7-3 and longer) open at the one level as 12 would. Such a hand
takes the tricks of a minimum opening, and passing it lets the deal be passed out or the opponents in first.

The suit is the table's (§2.4–§2.8): the longer major with five, spades of two equal ones, else diamonds with four
and at least as many as clubs, else clubs. Read from `bidding.tokens` (no bid yet: the tokens are empty); this
module is below bidding.py, which asks it before the rule table.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.games.bridz.counting import SUITS, Made, hcp
from cards.model import Card

#: the points and the cards in the two longest suits such a hand has (11 + 10: the rule of 20 counted one higher;
#: the rule of 20 itself, 11 + 9, was measured and dropped, docs/bridz-bidding.md)
POINTS, TWO_SUITS = 11, 10
SUIT_WORD = {"S": ("♠", "spades"), "H": ("♥", "hearts"), "D": ("♦", "diamonds"), "C": ("♣", "clubs")}


def opening(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """One of a suit for 11 points with ten cards in two suits, when nobody has bid; None for any other hand."""
    if toks or hcp(hand) != POINTS:
        return None
    lens = {s: sum(1 for c in hand if c.suit == s) for s in SUITS}
    if sum(sorted(lens.values())[-2:]) < TWO_SUITS:
        return None
    if max(lens["S"], lens["H"]) >= 5:
        suit = "S" if lens["S"] >= lens["H"] else "H"
    else:
        suit = "D" if lens["D"] >= 4 and lens["D"] >= lens["C"] else "C"
    symbol, word = SUIT_WORD[suit]
    return (f"1{suit}", f"11 bodů a dvě dlouhé barvy: {symbol}", f"11 points and two long suits: {word}", "",
            {"hcp": [11, 11], "len": {suit: [4, 13]}})
