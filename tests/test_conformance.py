"""The conformance battery: run over every registered game x player counts x options, at one fixed seed and new ones.

A new game gets every check here by registering (a rule book plus games/<id>.py).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import Game, Match, all_games
from tests import conformance as c

#: the fixed seed every setup is checked at; test_generated_setups_and_seeds adds new ones on every run
SEED = 1
SETUPS = [(game, options, n) for game in all_games() for options, n in c.setups(game)]
CASES = [pytest.param(game, options, n, id=f"{game.id}-{n}p-{json.dumps(options, sort_keys=True)}")
         for game, options, n in SETUPS]
#: every other value of every option of every rule book, one at a time (c.option_sweep)
OPTION_CASES = [
    pytest.param(game, options, n, id=f"{game.id}-{n}p-{json.dumps(options, sort_keys=True)}")
    for game in all_games()
    for options, n in c.option_sweep(game)
]


@pytest.mark.parametrize(("game", "options", "n"), CASES)
def test_random_play_to_the_end(game: Game, options: dict[str, Any], n: int) -> None:
    random_play_to_the_end(game, options, n, SEED)


def random_play_to_the_end(game: Game, options: dict[str, Any], n: int, seed: int) -> None:
    expected: dict[int, set] = {}

    def step(match: Match) -> None:
        state = match.state
        c.check_legal_actions(state)
        assert state.current_player in range(n)
        cards = expected.setdefault(id(state), set(state.zones.cards()))
        c.check_cards(state, cards)

    match = c.play_match(game, n, options, seed, step)
    returns = match.returns()
    assert len(returns) == n and all(-1.0 <= r <= 1.0 for r in returns), returns
    assert len(match.scores()) == n
    for deal in match.finished_deals:
        assert deal.is_over and deal.legal_actions() == []
        deal_returns = deal.returns()
        assert len(deal_returns) == n and all(-1.0 <= r <= 1.0 for r in deal_returns), deal_returns
    assert Match.from_dict(json.loads(json.dumps(match.to_dict())), game) == match


#: the costly checks run at every step of a deal's opening and then at every k-th step, so a long
#: deal (hundreds of passes in Ospalec) is covered from start to end without dominating the suite
OPENING_STEPS = 12
HEAVY_CHECKS = 40


def heavy_step(step: int, stride: int) -> bool:
    return step < OPENING_STEPS or step % stride == 0


@pytest.mark.parametrize(("game", "options", "n"), CASES)
def test_first_deal_step_by_step(game: Game, options: dict[str, Any], n: int) -> None:
    first_deal_step_by_step(game, options, n, SEED)


def first_deal_step_by_step(game: Game, options: dict[str, Any], n: int, seed: int) -> None:
    """Clone, save, observation, sampling and illegal moves, checked along a whole deal."""
    match = Match(game, n, options, seed)
    state = match.state
    rng = random.Random(seed)
    # a dry run with the same seeds measures the deal, so the heavy checks can be spread over it
    length = 0
    probe, probe_rng = state.clone(), random.Random(seed)
    while not probe.is_over and length < c.MAX_ACTIONS:
        probe.apply(c.random_action(probe, probe_rng))
        length += 1
    stride = max(1, (length - OPENING_STEPS) // HEAVY_CHECKS)
    expected = set(state.zones.cards())
    pack_cards = list(state.pack.cards)
    steps = 0
    while True:
        c.check_legal_actions(state)
        c.check_cards(state, expected)
        if heavy_step(steps, stride) or state.is_over:
            c.check_copies(state, random.Random(steps))
            c.check_observations_hide(state, random.Random(steps))
            c.check_sampled_world(state, random.Random(steps), expected)
            c.check_illegal_refused(state, pack_cards)
        if state.is_over:
            break
        state.apply(c.random_action(state, rng))
        steps += 1
        assert steps < c.MAX_ACTIONS


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_same_seed_same_match_despite_global_random(game: Game) -> None:
    config = game.config()
    n = game.default_players(config)

    def run(disturb: bool) -> tuple[list[str], dict[str, Any]]:
        match = Match(game, n, {}, 42)
        rng = random.Random(5)
        events: list[str] = []
        while not match.is_over:
            if disturb:
                random.seed(random.random())
                random.random()
                random.shuffle(list(range(10)))
            events += [json.dumps(e.to_dict(), sort_keys=True) for e in match.apply(c.random_action(match, rng))]
        return events, match.state.to_dict()

    assert run(False) == run(True)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_wrong_player_count_is_refused(game: Game) -> None:
    counts = game.player_counts(game.config())
    with pytest.raises(ValueError, match="players"):
        Match(game, counts[-1] + 1)
    with pytest.raises(ValueError, match="players"):
        Match(game, 0)


def _check_blind_moves(game: Game, options: dict[str, Any], n: int, seed: int, limit: int) -> int:
    """Play a match at random for `limit` actions, checking every face-down move; returns the swaps checked."""
    match = Match(game, n, options, seed)
    rng = random.Random(seed)
    steps = checked = 0
    while not match.is_over and steps < limit:
        state = match.state
        if state.is_over:
            match.apply(c.random_action(match, rng))
            continue
        before = state.clone()
        action = c.random_action(match, rng)
        match.apply(action)
        if match.state is state:  # the same deal goes on
            checked += c.check_blind_move(before, action, state)
        steps += 1
    return checked


#: actions of a match checked for blind moves: the first deals of every game
BLIND_STEPS = 400


@pytest.mark.parametrize(("game", "options", "n"), CASES)
def test_blind_moves_hide_which_card(game: Game, options: dict[str, Any], n: int) -> None:
    """Every face-down move of the first deals: the seats that did not see it cannot tell which card it was,
    those that knew the card before included."""
    _check_blind_moves(game, options, n, SEED, BLIND_STEPS)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=st.sampled_from(SETUPS), seed=st.integers(min_value=2, max_value=2**32 - 1))
def test_generated_setups_and_seeds(setup: tuple[Game, dict[str, Any], int], seed: int) -> None:
    """The battery's three plays at seeds no run has tried before: each setup is checked at SEED above, and
    here a new draw of setups and seeds every run finds what one more fixed seed per setup would, and more.
    A failure prints the setup and seed to replay it with."""
    game, options, n = setup
    random_play_to_the_end(game, options, n, seed)
    first_deal_step_by_step(game, options, n, seed)
    _check_blind_moves(game, options, n, seed, BLIND_STEPS)


#: a short stretch of play per option: enough for a deal's face-down moves (a take and a discard, a pass or two)
OPTION_STEPS = 120


@pytest.mark.parametrize(("game", "options", "n"), OPTION_CASES)
def test_blind_moves_hide_which_card_under_every_option(game: Game, options: dict[str, Any], n: int) -> None:
    """The same check, one seed and a short stretch of play for every value of every option."""
    _check_blind_moves(game, options, n, 1, OPTION_STEPS)
