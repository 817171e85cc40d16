"""The show count of a hand under the standard rules, for tests and explanations: `score_hand`,
`breakdown` / `explain_hand` (the count in words, cs and en) and `peg_points`."""

from __future__ import annotations

from collections.abc import Sequence

from cards import Card
from games.cribbage.counts import Item
from games.cribbage.rules import GAME
from games.cribbage.words import word_items


def score_hand(hand: Sequence[Card], starter: Card | None, crib: bool = False) -> int:
    """The show count of `hand` (four cards) with `starter`, under the standard rules."""
    return GAME.scoring().score_hand(hand, starter, crib)


def breakdown(hand: Sequence[Card], starter: Card | None, crib: bool = False) -> list[Item]:
    """Every scoring combination of the same count, for an explanation."""
    return GAME.scoring().breakdown(hand, starter, crib)


def explain_hand(hand: Sequence[Card], starter: Card | None, crib: bool = False, lang: str = "en") -> str:
    """The count in words: "fifteen 2, fifteen 4, and a pair is 6" / "patnáct 2, patnáct 4 a pár je 6"."""
    return word_items(breakdown(hand, starter, crib), lang)


def peg_points(pile: Sequence[Card]) -> int:
    """Points for the last card of `pile`, the cards of the current count in the order laid."""
    scoring = GAME.scoring()
    ranks = [scoring.key(c)[0] for c in pile]
    return scoring.peg_ranks(ranks, sum(scoring.values[r] for r in ranks))
