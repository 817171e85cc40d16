"""A Bridž claim in the review (ai/games/bridz/review.py): valued at the tricks it takes where it stands, and at
the best card's where it is refused, not left out and called "as good as the best"."""

from __future__ import annotations

import random
from typing import Any, cast

import pytest

from ai.review import core
from ai.review.games import hooks_for
from games import Match, get_game
from games.bridz import dds
from games.bridz.rules import CLAIM, TRICKS_PER_DEAL
from games.state import State


def _claim_position(seed: int, stands: bool) -> State | None:
    """A position where declarer (or dummy) leads to a new trick and may claim, and the claim stands or not."""
    match = Match(get_game("bridz"), options={"claims": True}, seed=seed)
    rng = random.Random(seed)
    while not match.is_over:
        state = cast(Any, match.state)
        legal = match.legal_actions()
        if state.phase == "auction":  # 1NT, then three passes
            calls = [a for a in legal if a.code in ("bid:1:NT", "pass")]
            match.apply(calls[0] if not state.calls else calls[-1])
            continue
        if CLAIM in legal and TRICKS_PER_DEAL - state.trick_number() <= 4:
            after = match.state.clone()
            after.apply(CLAIM)
            if cast(Any, after).claimed == stands:
                return match.state.clone()
        match.apply(rng.choice([a for a in legal if a != CLAIM]))
    return None


@pytest.mark.skipif(not dds.available(), reason="endplay is not installed")
@pytest.mark.parametrize("stands", [True, False])
def test_a_claim_is_worth_its_tricks(stands: bool) -> None:
    state = next(s for s in (_claim_position(seed, stands) for seed in range(40)) if s is not None)
    seat = cast(int, state.current_player)
    decision = core.rate(core.Position(0, state, seat, CLAIM.code), hooks_for("bridz"))
    assert decision is not None and decision.method == "double-dummy"
    cards = [v.value for v in decision.values if v.code != CLAIM.code]
    left = TRICKS_PER_DEAL - cast(Any, state).trick_number()
    # where it stands the side takes every trick left, as its best card would (double dummy); where it is refused
    # play goes on from here, worth the best card
    assert decision.value_of(CLAIM.code).value == (left if stands else max(cards))
    assert max(cards) == left if stands else max(cards) < left
    assert decision.best == CLAIM.code and decision.cost == 0.0 and decision.mark == "good"
