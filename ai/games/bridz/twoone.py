"""Opener's rebid after a two-over-one response (docs/bridz-system.md §4.7): 1♥ – 2♣, 1♠ – 2♦, 1♠ – 2♥. The
response is forcing for one round and shows 10+ points, so opener describes his hand rather than guess the
contract: a raise of responder's suit, his own six-card major again, no trumps with a balanced hand, a new
four-card suit, else his major again. Responder, who knows the most now, places the contract.

Uncontested auctions only, read as `bidding.tokens` gives them; this module is below bidding.py, which asks it
before the rule table (`bid`) and for what its rebids mean (`said`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ai.games.bridz.counting import SUITS, Made, hcp, suit_lengths
from cards.model import Card

SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "NT": "BT"}
WORD = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
BIDS = [f"{level}{s}" for level in range(1, 8) for s in ("C", "D", "H", "S", "NT")]
#: the most high-card points opener describes with; more and he places the contract himself (game or slam)
MOST = 17
#: the balanced rebid: 2NT up to this many points, 3NT above
NT_TOP = 14


def _two_over_one(toks: Sequence[str]) -> tuple[str, str] | None:
    """(opener's major, responder's suit) after 1M – 2x, a new suit at the two level, nobody else bidding."""
    if len(toks) != 2 or toks[0] not in ("m1H", "m1S") or toks[1] not in ("p2C", "p2D", "p2H"):
        return None
    major, theirs = toks[0][2], toks[1][2]
    return (major, theirs) if theirs != major else None


def _cheapest(strain: str, above: str) -> str:
    start = BIDS.index(above) + 1
    return next(b for b in BIDS[start:] if b[1:] == strain)


def _balanced(lens: Mapping[str, int]) -> bool:
    shape = sorted(lens.values())
    return shape[0] >= 2 and shape[1] >= 3 and shape[-1] <= 5


def choice(major: str, theirs: str, hand: Sequence[Card]) -> tuple[str, str]:
    """Opener's rebid as (strain, kind): kind is raise, six, nt, new or again."""
    lens = suit_lengths(hand)
    if lens[theirs] >= (3 if theirs in ("H", "S") else 4):
        return theirs, "raise"
    if lens[major] >= 6:
        return major, "six"
    if _balanced(lens):
        return "NT", "nt"
    new = [s for s in SUITS if s not in (major, theirs) and lens[s] >= 4]
    if new:
        return max(new, key=lambda s: (lens[s], -BIDS.index(_cheapest(s, f"2{theirs}")))), "new"
    return major, "again"


def bid(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """Opener's rebid after 1M – 2x with 12–17 points; None otherwise (then the captain places the contract)."""
    if not (found := _two_over_one(toks)) or hcp(hand) > MOST:
        return None
    major, theirs = found
    strain, kind = choice(major, theirs, hand)
    call = _cheapest(strain, toks[1][1:])
    if kind == "nt" and hcp(hand) > NT_TOP:
        call = "3NT"
    if not (made := said(toks, call)):
        return None
    return call, *made


def said(toks: Sequence[str], call: str) -> tuple[str, str, str, Mapping[str, object]] | None:
    """What opener's rebid after 1M – 2x says (cs, en, tag, the hand it shows), else None."""
    if not (found := _two_over_one(toks)) or call not in BIDS:
        return None
    major, theirs = found
    strain = call[1:]
    level = int(call[0])
    points = [12, MOST]
    if strain == "NT":
        if call == "2NT":
            return ("2BT po 2/1: vyrovnaný list, 12–14 bodů", "2NT after 2/1: balanced, 12–14 points", "",
                    {"hcp": [12, NT_TOP], "balanced": True})
        if call == "3NT":
            return ("3BT po 2/1: vyrovnaný list, 15–17 bodů", "3NT after 2/1: balanced, 15–17 points", "",
                    {"hcp": [NT_TOP + 1, MOST], "balanced": True})
        return None
    if call != _cheapest(strain, toks[1][1:]) or level > 3:
        return None
    if strain == theirs:
        n = 3 if theirs in ("H", "S") else 4
        return (f"zvýšení po 2/1: {n}+ {SYMBOL[theirs]}", f"raise after 2/1: {n}+ {WORD[theirs]}", "",
                {"hcp": points, "len": {theirs: [n, 13]}})
    if strain == major:
        return (f"opakování barvy po 2/1: 5+ {SYMBOL[major]}", f"rebid after 2/1: 5+ {WORD[major]}", "",
                {"hcp": points, "len": {major: [5, 13]}})
    return (f"nová barva po 2/1: 4+ {SYMBOL[strain]}", f"new suit after 2/1: 4+ {WORD[strain]}", "",
            {"hcp": points, "len": {strain: [4, 13]}})
