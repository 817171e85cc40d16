"""Competitive bidding beside the rule table (docs/bridz-system.md §7): the seat conditions of system.yaml's
competitive rows, read by `bidding._rule_applies` from a row's `when` key (bidding.balancing answers
"balancing" itself), and the shape a hand that has spoken still has to show (§7.8)."""

from __future__ import annotations

from collections.abc import Sequence

from ai.games.bridz import seats
from ai.games.bridz.counting import SUITS, hcp, suit_lengths
from cards.model import Card

PASS = "P"
SYMBOL_CS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_EN = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
WEAK_TWOS = (["2H"], ["2S"])  # 2♣ is strong and there is no weak 2♦ (docs/bridz-system.md §2.9)
#: the points from which a hand that has spoken shows a four-card suit too (§7.8), a reverse's extra values
FOUR_CARD_POINTS = 17


def seat_fits(when: str, calls: Sequence[str]) -> bool:
    """Whether a row's `when` holds: "over_weak_two" when the only bid so far is an opponent's weak two, in the
    direct seat or in the pass-out seat alike (a row's seq says whose bid it was); "overcall_passed_round" when
    the last four calls are a bid, the overcall straight over it and two passes (the opener's reopening, §7.9:
    not when the opener's partner had passed the opening before the overcall came in the pass-out seat)."""
    if when in seats.WHENS:  # a passed hand's calls (seats.py, §3.7)
        return seats.seat_fits(when, calls)
    if when == "over_weak_two":
        return [c for c in calls if c != PASS] in WEAK_TWOS
    if when == "overcall_passed_round":
        return (len(calls) >= 4 and calls[-1] == calls[-2] == PASS and calls[-3] not in (PASS, "X", "XX")
                and calls[-4] not in (PASS, "X", "XX"))
    return True


def more_shape(toks: Sequence[str], hand: Sequence[Card], legal: set[str]) -> tuple[str, str, str] | None:
    """The call of a hand that has spoken (opened, overcalled or doubled), holds 12+ points and would now pass a
    part score, when it has shape it has not shown (§7.8): a six-card suit or the second suit of a 5-5 it has not
    named, with 17+ points a four-card suit it has not named (when all it bid was suits: no trumps and the takeout
    double have shown the shape),
    else its own named suit again with six cards; never a suit the opponents or partner named, and no higher than
    the two level. Partner could not know the shape, so he could not compete in it."""
    mine = [t[1:] for t in toks if t[0] == "m"]
    if not mine or hcp(hand) < 12:
        return None
    lens = suit_lengths(hand)
    theirs = {"NT" if t.endswith("NT") else t[-1] for t in toks if t[0] == "o"}
    partners = {t[-1] for t in toks if t[0] == "p"}
    named = {m[-1] for m in mine}
    two_suiter = sorted(lens.values())[-2] >= 5
    # a four-card suit is news after a suit bid, not after no trumps or a takeout double (which promised it)
    extra = hcp(hand) >= FOUR_CARD_POINTS and all(m[-1] in SUITS for m in mine)
    for suit in sorted(SUITS, key=lambda s: -lens[s]):
        fresh = suit not in named and (lens[suit] >= 6 or (two_suiter and lens[suit] >= 5)
                                       or (extra and lens[suit] >= 4))
        again = suit in named and lens[suit] >= 6
        if suit in theirs or suit in partners or not (fresh or again):
            continue
        call = next((f"{level}{suit}" for level in (1, 2) if f"{level}{suit}" in legal), None)
        if call:
            return call, f"ukazuje rozložení: {SYMBOL_CS[suit]}, 12+ bodů", \
                f"showing shape: {SUIT_EN[suit]}, 12+ points"
    return None
