"""Opener's raise of responder's one-level major counts shape (docs/bridz-system.md §4.5): 1♦ – 1♠ and four
spades, opener's points are his high-card points plus his shortness (a doubleton 1, a singleton 2, a void 3,
the count of §4.1), and the raise is to two with up to 15, to three with 16–18, to game with 19 or more.

Uncontested auctions only, read as `bidding.tokens` gives them; this module is below bidding.py, which asks it
before the rule table. The table's rules for these raises give their meanings.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.games.bridz.counting import SUITS, Made, hcp
from cards.model import Card

SYMBOL = {"S": "♠", "H": "♥"}
WORD = {"S": "spades", "H": "hearts"}
#: what a short side suit adds, by its length (void, singleton, doubleton): §4.1's count
SHORT = (3, 2, 1)
#: the points for the invitational raise to three and for game
INVITE, GAME = 16, 19


def points(hand: Sequence[Card], trump: str) -> int:
    """High-card points and the shortness outside the trump suit."""
    lens = {s: sum(1 for c in hand if c.suit == s) for s in SUITS}
    short = sum(SHORT[lens[s]] for s in SUITS if s != trump and lens[s] <= 2)
    return hcp(hand) + short


def bid(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """Opener's raise after 1x – 1♥/1♠ (x another suit) with four or more trumps; None otherwise."""
    if len(toks) != 2 or toks[0] not in ("m1C", "m1D", "m1H") or toks[1] not in ("p1H", "p1S"):
        return None
    trump = toks[1][2]
    if toks[0][2] == trump or sum(1 for c in hand if c.suit == trump) < 4:
        return None
    pts = points(hand, trump)
    level = 4 if pts >= GAME else 3 if pts >= INVITE else 2
    said = {2: ("12–15 bodů včetně rozložení", "12–15 points with shape"),
            3: ("16–18 bodů včetně rozložení, výzva", "16–18 points with shape, invitational"),
            4: ("19+ bodů včetně rozložení, manše", "19+ points with shape, game")}[level]
    return (f"{level}{trump}", f"4 {SYMBOL[trump]}, {said[0]}",
            f"four {WORD[trump]}, {said[1]}", "", {"len": {trump: [4, 13]}})
