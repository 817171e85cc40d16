"""The review of a finished deal (ai/review): known answers per kind of evaluation, and a review that never
hands the search the true deal."""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations

import pytest

from ai.games.cribbage.discard import CRIB_TABLE, crib_key
from ai.ismcts import ISMCTS
from ai.review import core, sampled
from ai.review.games import hooks_for
from ai.review.hooks import SEARCHED, MoveValue, ReviewHooks, mark
from ai.view import PlayerView
from games import Match, get_game, toygame
from games.actions import Action
from games.bridz import dds
from games.bridz.rules import BridzState
from games.cribbage.rules import Cribbage
from tests.reach import leaks, private_objects


def _random_match(game_id: str, players: int | None, seed: int, deals: int = 1) -> Match:
    match = Match(get_game(game_id), players, seed=seed)
    rng = random.Random(seed)
    while len(match.finished_deals) < deals and not match.is_over:
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
    return match


# -- Bridž: each card's double-dummy value against a count of every way the rest can be played ---------------
def _tricks_by_hand(state: BridzState, side: int) -> int:
    """The tricks `side` takes from here with every hand known and every seat playing its best, by trying every
    card at every turn: `side` takes the most it can, the other side leaves it the fewest."""
    if state.is_over:
        return 0
    outcomes = [_after_card(state, action, side) for action in state.legal_actions() if action.card is not None]
    return max(outcomes) if _to_play(state) % 2 == side else min(outcomes)


def _to_play(state: BridzState) -> int:
    assert state.turn is not None
    return state.turn


def _after_card(state: BridzState, action: Action, side: int) -> int:
    after = state.clone()
    after.apply(action)
    return after.side_tricks[side] - state.side_tricks[side] + _tricks_by_hand(after, side)


def _bridz_end_position(seed: int, tricks_left: int) -> BridzState:
    match = Match(get_game("bridz"), seed=seed)
    rng = random.Random(seed)
    while True:
        state = match.state
        assert isinstance(state, BridzState)
        legal = [a for a in match.legal_actions() if a.code != "claim"]
        if state.phase == "play" and 13 - sum(state.side_tricks) == tricks_left and state.zones["trick"] \
                and len(legal) > 1:
            return state.clone()
        if state.phase == "auction":  # bid a contract quickly: 1NT, then three passes
            calls = [a for a in legal if a.code in ("bid:1:NT", "pass")]
            match.apply(calls[0] if not state.calls else calls[-1])
            continue
        match.apply(legal[rng.randrange(len(legal))])


@pytest.mark.skipif(not dds.available(), reason="endplay is not installed")
@pytest.mark.parametrize("seed", [1, 4])
def test_bridz_card_values_are_the_double_dummy_tricks_of_every_card(seed: int) -> None:
    state = _bridz_end_position(seed, 3)
    seat = state.current_player
    assert seat is not None
    legal = [a for a in state.legal_actions() if a.card is not None]
    decision = core.rate(core.Position(0, state, seat, legal[0].code), hooks_for("bridz"))
    assert decision is not None and decision.method == "double-dummy" and decision.unit == "zdvih"
    side = _to_play(state) % 2
    by_hand = {action.code: _after_card(state, action, side) for action in legal}
    assert {v.code: v.value for v in decision.values} == by_hand
    assert decision.cost == max(by_hand.values()) - by_hand[legal[0].code]


# -- Cribbage: each discard's value against an exhaustive count of the show over every starter ----------------
@pytest.mark.parametrize("seed", [2, 9])
def test_cribbage_discard_values_are_an_exhaustive_count_over_the_starters(seed: int) -> None:
    match = Match(get_game("cribbage"), 2, seed=seed)
    state = match.state
    seat = state.current_player
    assert seat is not None
    game = get_game("cribbage")
    assert isinstance(game, Cribbage)
    sc = game.scoring()
    hand = list(state.hand(seat))
    unseen = [c for c in state.zones.cards() if c not in hand]
    own = int(state.observation(seat).public["dealer"]) == seat
    by_throw = {}
    for thrown in combinations(hand, 2):
        kept = [c for c in hand if c not in thrown]
        # the show counted combination by combination (Scoring.breakdown), not by the quick count the AI uses
        shows = [sum(item.points for item in sc.breakdown(kept, starter)) for starter in unseen]
        crib = CRIB_TABLE["dealer" if own else "pone"][crib_key(sc.key(thrown[0]), sc.key(thrown[1]))]
        by_throw[thrown] = sum(shows) / len(shows) + (crib if own else -crib)
    legal = state.legal_actions()
    decision = core.rate(core.Position(0, state, seat, legal[0].code), hooks_for("cribbage"))
    assert decision is not None and decision.method == "exact" and decision.unit == "bod"
    for action in legal:
        best_with = max(v for thrown, v in by_throw.items() if action.card in thrown)
        assert decision.value_of(action.code).value == pytest.approx(best_with)
    worst = min(legal, key=lambda a: decision.value_of(a.code).value)
    rated = core.rate(core.Position(0, state, seat, worst.code), hooks_for("cribbage"))
    assert rated is not None and rated.cost == pytest.approx(max(by_throw.values()) -
                                                             decision.value_of(worst.code).value)


# -- the search: the toy trick game's exact values -------------------------------------------------------------
@pytest.mark.parametrize(("seed", "plies"), [(6, 1), (15, 2), (8, 1)])
def test_a_searched_decision_finds_the_toy_games_exact_best_move_and_cost(seed: int, plies: int) -> None:
    state = toygame.random_position(seed, auto_seat=1, plies=plies)
    assert state.current_player == 0
    exact = toygame.exact_values(state, 0)
    best_value = max(exact.values())
    for code in exact:
        decision = core.rate(core.Position(0, state, 0, code), SEARCHED, budget=1500, seed=seed)
        assert decision is not None and decision.method == "search"
        assert exact[decision.best] == best_value
        # every move valued on visits of its own, not the handful a search leaves a poor move
        assert all(v.spread < 0.1 for v in decision.values)
        # the cost within three standard errors (and a little for the search's own bias) of the exact one
        assert abs(decision.cost - (best_value - exact[code])) <= 3 * decision.spread + 0.05


def test_the_marks_follow_the_thresholds_less_one_standard_error() -> None:
    limits = (0.5, 1.5, 3.0)
    assert [mark(c, 0.0, limits) for c in (0.0, 0.49, 0.5, 1.5, 3.0)] == \
        ["good", "good", "inaccuracy", "mistake", "blunder"]
    assert mark(0.6, 0.2, limits) == "good"  # not told apart from nothing


# -- hidden information: the search is handed the seat's view, never the deal ----------------------------------
@pytest.mark.parametrize("game_id", ["cvik", "kolovrat"])
def test_a_searched_review_reaches_nothing_of_the_true_deal(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    match = _random_match(game_id, None, 11)
    other = Match(match.game, match.num_players, seed=1011)
    record = match.to_dict()
    seat = next(s for s in range(match.num_players) if core.positions(record, 1, s))
    position = core.positions(record, 1, seat)[0]
    handed: list[object] = []
    real = sampled.rate

    def watched(view: PlayerView, search: ISMCTS, stop: Callable[[], bool] | None = None
                ) -> tuple[str, tuple[MoveValue, ...]] | None:
        found = real(view, search, stop)
        handed.extend([view, search, found])
        return found

    monkeypatch.setattr(sampled, "rate", watched)
    live = Match(match.game, match.num_players, seed=11)  # the deal as it stood at that decision, live
    for code in record["actions"][:position.action_index]:
        live.apply_code(code)
    decision = core.rate(core.Position(position.action_index, live.state, seat, position.chosen), SEARCHED,
                         budget=300)
    assert decision is not None and handed and isinstance(handed[0], PlayerView)
    found = leaks(handed, live, seat, private_objects(live, other))
    assert found == [], f"the review's search can reach {found}"


def test_a_cost_takes_its_nouns_form_in_both_languages() -> None:
    from games.words.review import amount

    said = [amount(v, "zdvih", "cs") for v in (1, 2, 5, 1.4, 0.04)]
    assert said == ["1 zdvih", "2 zdvihy", "5 zdvihů", "1,4 zdvihu", "0 zdvihů"]
    assert [amount(v, "bod", "en") for v in (1, 1.4)] == ["1 more point", "1.4 more points"]
    assert amount(0.123, "vysledek", "cs") == "0,12"


def test_a_game_with_long_playouts_is_searched_at_its_own_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ospalec's decisions took a minute each at the common budget; its hooks give it fewer iterations."""
    budgets: list[int] = []

    def rated(position: core.Position, hooks: ReviewHooks, budget: int, *rest: object) -> None:
        budgets.append(budget)  # None: stop after the first decision

    monkeypatch.setattr(core, "rate", rated)
    for game_id in ("ospalec", "cvik"):
        core.review_deal(_random_match(game_id, None, 4).to_dict(), 1, 0)
    assert budgets == [hooks_for("ospalec").budget, sampled.BUDGET]
    budget = hooks_for("ospalec").budget
    assert budget is not None and budget < sampled.BUDGET
