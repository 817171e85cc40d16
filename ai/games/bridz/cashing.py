"""A defender on lead takes a sure trick rather than a line that only double dummy rates as good.

Every sampled deal is solved double dummy, so a lead that gives nothing away only if partner later finds the
one right card (an underlead, partner to win and return the suit) counts as well as cashing the trick now:
in the solved deal partner sees every card. Partner does not. Among the cards the sampled deals rate exactly
alike, a defender leading to a trick (after the opening lead) cashes a sure winner, the highest card left in
its suit, which takes its trick whatever partner knows. Measured in docs/bridz-defence.md (Session 29).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ai.games.bridz.defence import RANKS, rank
from cards import Card
from games.bridz.facts import BridzPublic


def masters(hand: Sequence[Card], public: BridzPublic) -> list[Card]:
    """The cards of `hand` that are the highest left in their suit (every higher one played or in this hand)."""
    gone = {code for codes in public.get("played", []) for code in codes}
    held = {c.code for c in hand}
    out = []
    for card in hand:
        higher = [f"{RANKS[r]}{card.suit}" for r in range(rank(card) + 1, 13)]
        if all(code in gone or code in held for code in higher):
            out.append(card)
    return out


def cash(hand: Sequence[Card], public: BridzPublic, best: Card, worth: Mapping[str, float],
         totals: Mapping[str, float]) -> Card | None:
    """The sure winner to lead instead of `best` among the cards the samples rate exactly as `best` (None: keep
    `best`, it is one already or no sure winner ties with it). Of several, the suit with the most sure winners
    (the longest run to cash), its lowest."""
    sure = masters(hand, public)
    if best in sure:
        return None
    ties = [c for c in sure if worth.get(c.code) == worth[best.code] and totals.get(c.code) == totals[best.code]]
    if not ties:
        return None
    run = {s: sum(1 for c in sure if c.suit == s) for s in {c.suit for c in ties}}
    return max(ties, key=lambda c: (run[c.suit], -rank(c)))

