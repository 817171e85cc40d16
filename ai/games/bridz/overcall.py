"""The overcaller's rebid after the advancer's cue bid (docs/bridz-system.md §7.3), counting shape: the cue bid
has shown three or more cards in the overcaller's major, so his shortness now ruffs and his long cards run, as
opener counts them after a raise (§4.1). A void in the opponents' suit is worth a game, not a "minimum".

Read as `bidding.tokens` gives the auction (calls without passes, marked m, p or o).
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.games.bridz import gametry
from ai.games.bridz.counting import Made
from cards.model import Card

MAJORS = ("S", "H")
SYMBOL = {"S": "♠", "H": "♥"}
#: the overcaller's points with shape from which he bids game after the cue bid (the rule table's 14 high-card
#: points, now counted with shape)
GAME = 14


def bid(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """Game in the overcalled major with 14+ points counting shape after partner's cue bid, else None (the rule
    table's answer: back to the suit)."""
    if (len(toks) != 3 or toks[0][0] != "o" or toks[1][0] != "m" or toks[1][2:] not in MAJORS
            or toks[2][0] != "p" or toks[2][2:] != toks[0][2:]):
        return None
    major = toks[1][2]
    pts = gametry.points(hand, major)
    if pts < GAME:
        return None
    return f"4{major}", f"manše: {pts} bodů včetně rozložení", f"game: {pts} points with shape", "", {}
