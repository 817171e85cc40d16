"""The help-suit game try after a single major raise (docs/bridz-system.md §4.1): 1♥ – 2♥ – 3♣ asks responder
for help in clubs, and responder's answer.

Uncontested auctions only, read as `bidding.tokens` gives them (calls without passes, marked m, p or o). This
module sits below bidding.py, which asks it before the rule table: `bid` for the call, `said` for what a try
and its answers mean.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ai.games.bridz.counting import SUITS, Made, hcp, suit_lengths
from cards.model import Card

MAJORS = ("S", "H")
SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
WORD = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
#: opener's points for a game try (high cards and shape, §4.1): 15–17 try, 18+ game
TRY, GAME = 15, 18
#: responder accepts a try with this many high-card points, or with help in the suit and this many
ACCEPT_ALONE, ACCEPT_WITH_HELP = 8, 7


def points(hand: Sequence[Card], trump: str) -> int:
    """Opener's points once responder has raised: high cards, a point for each trump past five, and the
    shortness that ruffs (a doubleton 1, a singleton 2, a void 3) now that the fit is known."""
    lens = suit_lengths(hand)
    return (hcp(hand) + max(0, lens[trump] - 5)
            + sum(max(0, 3 - lens[s]) for s in SUITS if s != trump))


def _losers(hand: Sequence[Card], suit: str) -> int:
    """Losers in a suit by the usual count: its first three cards, less the ace, king and queen among them."""
    ranks = {c.rank for c in hand if c.suit == suit}
    return min(3, suit_lengths(hand)[suit]) - len(ranks & {"A", "K", "Q"})


def help_suit(hand: Sequence[Card], trump: str) -> str:
    """The side suit to ask help in: three or more cards with two or more losers (the most losers, then the
    longest, then the cheapest); "" when no suit needs help."""
    lens = suit_lengths(hand)
    tries = [s for s in SUITS if s != trump and lens[s] >= 3 and _losers(hand, s) >= 2]
    return min(tries, key=lambda s: (-_losers(hand, s), -lens[s], "CDHS".index(s)), default="")


def helps(hand: Sequence[Card], suit: str) -> bool:
    """Responder's help in the try suit: a doubleton or shorter, the ace or the king, or the queen in four."""
    n = suit_lengths(hand)[suit]
    honours = {c.rank for c in hand if c.suit == suit}
    return n <= 2 or bool(honours & {"A", "K"}) or (n >= 4 and "Q" in honours)


def _try_call(suit: str, trump: str) -> str:
    """The try is the cheapest bid in the suit: 2♠ over 1♥ – 2♥, three of a suit below the major."""
    return f"{2 if 'CDHS'.index(suit) > 'CDHS'.index(trump) else 3}{suit}"


def bid(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """The call this module makes after 1M – 2M (opener) or after opener's try (responder), else None."""
    high = hcp(hand)
    if len(toks) == 2 and toks[0] in ("m1H", "m1S") and toks[1] == "p2" + toks[0][2]:
        trump = toks[0][2]
        pts = points(hand, trump)
        if pts >= GAME:
            return (f"4{trump}", f"manše: {pts} bodů včetně rozložení", f"game: {pts} points with shape", "",
                    {"hcp": [12, 21]})
        if pts >= TRY:
            suit = help_suit(hand, trump)
            if suit:
                call = _try_call(suit, trump)
                return call, *said_try(suit), "try", {"hcp": [12, 17], "len": {suit: [3, 13]}}
            return (f"3{trump}", "výzva do manše: 15–17 bodů včetně rozložení",
                    "game invitation: 15–17 points with shape", "", {"hcp": [12, 17]})
        return "P", "minimum, hrajeme částečný závazek", "minimum, play the part score", "", {"hcp": [12, 14]}
    if (len(toks) == 3 and toks[0] in ("p1H", "p1S") and toks[1] == "m2" + toks[0][2] and toks[2][0] == "p"
            and toks[2][1] in "23" and toks[2][2:] in SUITS and toks[2][2:] != toks[0][2]):
        trump, suit = toks[0][2], toks[2][2]
        if high >= ACCEPT_ALONE or (high >= ACCEPT_WITH_HELP and helps(hand, suit)):
            return (f"4{trump}", f"přijímá: pomoc v {SYMBOL[suit]} nebo horní hranice",
                    f"accepts: help in {WORD[suit]} or the top of the range", "", {})
        return f"3{trump}", "odmítá: bez pomoci", "declines: no help", "", {}
    if (len(toks) == 4 and toks[0] in ("m1H", "m1S") and toks[1] == "p2" + toks[0][2] and toks[2][0] == "m"
            and toks[2][2:] != toks[0][2] and toks[3] == "p3" + toks[0][2]):
        return "P", "partner odmítl pokus o manši", "partner declined the game try", "", {}
    return None


def said_try(suit: str) -> tuple[str, str]:
    return (f"pokus o manši: ptá se na pomoc v {SYMBOL[suit]}, 15–17 bodů včetně rozložení",
            f"game try: asks for help in {WORD[suit]}, 15–17 points with shape")


def said(toks: Sequence[str], call: str) -> tuple[str, str, str, Mapping[str, object]] | None:
    """What a help-suit try means (cs, en, tag, the hand it shows) when `call` is one after 1M – 2M, else None."""
    if (len(toks) == 2 and toks[0] in ("m1H", "m1S") and toks[1] == "p2" + toks[0][2] and len(call) == 2
            and call[1] in SUITS and call[1] != toks[0][2] and call == _try_call(call[1], toks[0][2])):
        return *said_try(call[1]), "try", {"hcp": [12, 17], "len": {call[1]: [3, 13]}}
    return None
