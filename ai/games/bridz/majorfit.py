"""A five-card major before 3NT (docs/bridz-system.md §5.2): over partner's 1NT or 2NT, a hand about to bid
3NT with five cards in a major bids three of it instead, forcing; partner raises to four with three or more
cards in it, else bids 3NT. A 5-3 fit plays a trick better in the major than in no trumps, often two.

Read from `bidding.tokens` (calls without passes, marked m, p or o); this module is below bidding.py, which asks
it when its captain has chosen 3NT.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.games.bridz.counting import Made, suit_lengths
from cards.model import Card

MAJORS = ("S", "H")
SYMBOL = {"S": "♠", "H": "♥"}
WORD = {"S": "spades", "H": "hearts"}


def _over_notrump(toks: Sequence[str], who: str = "p") -> bool:
    """Our side's last bid is 1NT or 2NT by `who` (p partner, m me; the opponents may have bid since): a
    balanced hand that may hold three cards in either major."""
    ours = [t for t in toks if t[0] in "mp" and t[1] in "1234567"]
    return bool(ours) and ours[-1][0] == who and ours[-1][1:] in ("1NT", "2NT")


def _opened(toks: Sequence[str], who: str, major: str) -> bool:
    """`who` opened our side's bidding in `major`: five cards shown, and the no trumps after it a response that
    denies three; three of it now is a six-card rebid, not this."""
    ours = [t for t in toks if t[0] in "mp" and t[1] in "1234567"]
    return bool(ours) and ours[0] == f"{who}1{major}"


def _theirs(toks: Sequence[str]) -> set[str]:
    return {t[2:] for t in toks if t[0] == "o" and t[1] in "1234567"}


def ask(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """Three of my five-card major (the longer, spades of equal ones) instead of the 3NT the captain chose."""
    if not _over_notrump(toks):
        return None
    lens = suit_lengths(hand)
    major = max(MAJORS, key=lambda s: lens[s])
    if lens[major] < 5 or major in _theirs(toks) or _opened(toks, "m", major):
        return None
    return f"3{major}", *said_ask(major), "", {"len": {major: [5, 13]}}


def said_ask(major: str) -> tuple[str, str]:
    return (f"pět {SYMBOL[major]}, body na manši, forsing: 4{SYMBOL[major]} nebo 3BT",
            f"five {WORD[major]}, game values, forcing: 4{SYMBOL[major]} or 3NT")


def is_ask(toks: Sequence[str], call: str, who: str = "p") -> bool:
    """Whether `call` after `toks` is three of a major over the no trumps of `who` (the caller's partner, as the
    caller reads the auction), a suit the opponents have not named (the rule table reads its own such calls
    first)."""
    caller = "m" if who == "p" else "p"
    return (call in ("3S", "3H") and _over_notrump(toks, who) and call[1] not in _theirs(toks)
            and not _opened(toks, caller, call[1]))


def answer(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """Partner showed five cards in a major over my no trumps: game in it with three or more, else 3NT."""
    if not toks or toks[-1][0] != "p" or not is_ask(toks[:-1], toks[-1][1:], "m"):
        return None
    major = toks[-1][2]
    if suit_lengths(hand)[major] >= 3:
        return (f"4{major}", f"shoda: tři a více {SYMBOL[major]}", f"a fit: three or more {WORD[major]}", "",
                {"len": {major: [3, 13]}})
    return "3NT", f"jen dva {SYMBOL[major]}: 3BT", f"two {WORD[major]} only: 3NT", "", {"len": {major: [0, 2]}}
