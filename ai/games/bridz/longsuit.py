"""Opener's rebid of a long major after 1♥ – 1NT or 1♠ – 1NT counts shape (docs/bridz-system.md §4.4): a
six-card or longer major plays opposite the two or three cards responder's 1NT usually holds, so opener's
points are those of §4.1 (high cards, a point for each card of the suit past five, a doubleton 1, a singleton
2, a void 3), and the level of his rebid follows them: two of the major, three (an invitation) or game.

Uncontested auctions only, read as `bidding.tokens` gives them; this module is below bidding.py, which asks it
before the rule table. The table's rules for these rebids give their meanings (by high-card points).
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.games.bridz import gametry
from ai.games.bridz.counting import Made, suit_lengths
from cards.model import Card

SYMBOL = {"S": "♠", "H": "♥"}
WORD = {"S": "spades", "H": "hearts"}
#: points with shape for the jump to three (an invitation) and for game
INVITE, GAME = 17, 20


def bid(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """Opener's rebid after 1M – 1NT with six or more cards in the major; None otherwise."""
    if len(toks) != 2 or toks[0] not in ("m1H", "m1S") or toks[1] != "p1NT":
        return None
    major = toks[0][2]
    if suit_lengths(hand)[major] < 6:
        return None
    pts = gametry.points(hand, major)
    level = 4 if pts >= GAME else 3 if pts >= INVITE else 2
    said = {2: ("šestilist, minimum", "six cards, a minimum"),
            3: ("šestilist, výzva do manše", "six cards, a game invitation"),
            4: ("dlouhá barva, manše", "a long suit, game")}[level]
    return (f"{level}{major}", f"{SYMBOL[major]} znovu: {said[0]} ({pts} bodů včetně rozložení)",
            f"{WORD[major]} again: {said[1]} ({pts} points with shape)", "", {"len": {major: [6, 13]}})
