"""Bridž in the review (ai/review): card play by double dummy, the bidding against the written system.

A card is rated as BBO's analysis rates it: the tricks its side takes from the position as it stood, all four
hands known, played on perfectly by everyone (games/bridz/dds.py). A call is compared with the system's call
for the same hand after the same auction (ai/games/bridz/bidding.py), with what both say; a call other than
the system's is an inaccuracy at most, since the system is a guide, not a solver. Without endplay the cards
are rated by the search instead. A claim is worth the tricks it takes where it stands, and the best card's
where it is refused (play goes on from the same position).
"""

from __future__ import annotations

from typing import cast

from ai.games.bridz import bidding
from ai.review.hooks import Exact, MoveValue, ReviewHooks
from games.bridz import dds
from games.bridz.calls import action_call
from games.bridz.labels import call_label
from games.bridz.rules import CLAIM, TRICKS_PER_DEAL, BridzState, Phase
from games.state import State


def exact(state: State, seat: int, chosen: str) -> Exact | None:
    deal = cast(BridzState, state)
    if deal.phase == Phase.AUCTION:
        return _calls(deal, chosen)
    if deal.phase != Phase.PLAY or not dds.available():
        return None
    hands = [list(deal.hand(s)) for s in range(4)]
    trick = list(deal.zones["trick"])
    leader = deal.trick_seats[0] if trick else deal.turn
    assert leader is not None
    tricks = dds.solve(hands, deal.trump, leader, trick)
    legal = deal.legal_actions()
    values = tuple(MoveValue.of(a, float(tricks[a.card.code])) for a in legal if a != CLAIM and a.card is not None)
    if CLAIM in legal:
        values += (MoveValue.of(CLAIM, _claimed(deal, max(v.value for v in values))),)
    return Exact(values, "zdvih", "double-dummy")


def _claimed(deal: BridzState, played_on: float) -> float:
    """A claim's tricks for the side on turn: every trick left where it stands (the rules judge it, as at the
    table); where it is refused the declarer plays on from the same position, worth its best card."""
    after = deal.clone()
    after.apply(CLAIM)
    return float(TRICKS_PER_DEAL - deal.trick_number()) if after.claimed else played_on


def _calls(deal: BridzState, chosen: str) -> Exact:
    turn = deal.turn
    assert turn is not None
    calls = list(deal.calls)
    system = bidding.suggest(calls, deal.dealer, turn, deal.hand(turn), vulnerable=bool(deal.vulnerable[turn % 2]))
    legal = deal.legal_actions()
    said = next((action_call(a) for a in legal if a.code == chosen), None) or system.call
    theirs = bidding.meaning(calls, deal.dealer, turn, said) if said != system.call else system
    values = tuple(MoveValue.of(a, 1.0 if action_call(a) == system.call else 0.0) for a in legal)
    note = (f"Systém: {call_label(system.call, 'cs')} ({system.cs}); ty: {call_label(said, 'cs')} ({theirs.cs})",
            f"The system: {call_label(system.call, 'en')} ({system.en}); you: {call_label(said, 'en')} ({theirs.en})")
    return Exact(values, "odchylka", "system", note)


REVIEW = ReviewHooks(
    # the search's unit where endplay is missing: the deal's result on the search's scale
    unit="vysledek",
    exact=exact,
    # a trick lost is an inaccuracy, two a mistake, three a blunder; a call other than the system's an inaccuracy
    other_thresholds={"zdvih": (1.0, 2.0, 3.0), "odchylka": (1.0, 9.0, 9.0)},
    counted="zdvih",  # the statistics average the tricks a card cost (without endplay: no card is counted)
)
