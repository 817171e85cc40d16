"""The review's costs in the game's own units (ai/review): the chips of the games that squash them by tanh."""

from __future__ import annotations

import math
import random
from typing import Any, cast

import pytest

from ai.review import core
from ai.review.games import hooks_for
from ai.review.hooks import SEARCHED, ReviewHooks, untanh
from games import Match, get_game, toygame
from games.words.review import amount, cost_sentence

#: the toy game's returns read as tanh(score / SCALE): a score of its own to turn them back into
SCALE = 3.0


@pytest.mark.parametrize(("seed", "plies"), [(6, 1), (15, 2)])
def test_a_searched_decision_is_valued_in_the_games_units_through_the_inverse(seed: int, plies: int) -> None:
    """The toy game's exact values, turned into its units by the inverse, against the review's values there."""
    hooks = ReviewHooks(unit="zeton", in_units=lambda s, seat: untanh(SCALE))
    state = toygame.random_position(seed, auto_seat=1, plies=plies)
    exact = {code: untanh(SCALE)(v) for code, v in toygame.exact_values(state, 0).items()}
    best_value = max(exact.values())
    code = min(exact, key=lambda c: exact[c])
    decision = core.rate(core.Position(0, state, 0, code), hooks, budget=1500, seed=seed)
    plain = core.rate(core.Position(0, state, 0, code), SEARCHED, budget=1500, seed=seed)
    assert decision is not None and plain is not None and decision.unit == "zeton"
    assert exact[decision.best] == best_value and decision.best == plain.best  # monotone: the same ranking
    for v, p in zip(decision.values, plain.values, strict=True):
        units = untanh(SCALE)
        assert v.value == pytest.approx(units(p.value))
        # the spread is half the width the value ± its spread maps to
        assert v.spread == pytest.approx((units(p.value + p.spread) - units(p.value - p.spread)) / 2)
        assert abs(v.value - exact[v.code]) <= 3 * v.spread + 0.2
    assert abs(decision.cost - (best_value - exact[code])) <= 3 * decision.spread + 0.2


def test_an_inverse_stops_short_of_infinity() -> None:
    assert untanh(2.0)(1.0) == untanh(2.0)(0.9999) == pytest.approx(2.0 * math.atanh(0.995))
    assert untanh(2.0)(-1.0) == pytest.approx(-2.0 * math.atanh(0.995))


def _live(game_id: str, seed: int) -> Match:
    match = Match(get_game(game_id), None, seed=seed)
    rng = random.Random(seed)
    while len(match.legal_actions()) < 2 or match.state.returns() is None:
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
    return match


@pytest.mark.parametrize("game_id", ["cvik", "komando", "boston"])
def test_the_chip_games_are_reviewed_in_chips_by_the_inverse_of_their_returns(game_id: str) -> None:
    """The inverse at a position turns the game's own returns back into its chips."""
    hooks = hooks_for(game_id)
    assert hooks.unit == hooks.counted == "zeton" and hooks.in_units is not None
    assert hooks.thresholds[0] < hooks.thresholds[1] < hooks.thresholds[2]
    state = cast(Any, _live(game_id, 3).state)
    to_chips = hooks.in_units(state, 0)
    for chips in (-4, -1, 0, 2, 5):
        state.chips = [chips, *state.chips[1:]]
        assert to_chips(state.returns()[0]) == pytest.approx(chips)


def test_a_cost_in_chips_is_said_in_both_languages() -> None:
    assert [amount(v, "zeton", "cs") for v in (0.8, 1, 3, 5)] == ["0,8 žetonu", "1 žeton", "3 žetony", "5 žetonů"]
    assert amount(0.8, "zeton", "en") == "0.8 more chips"
    assert cost_sentence("zeton", 0.8, False, "en", None, "jdu") == "“jdu” here wins 0.8 more chips on average."
    assert cost_sentence("zeton", 0.8, False, "cs", None, "jdu") == "Tah „jdu“ by tu v průměru vyhrál o 0,8 žetonu víc."
