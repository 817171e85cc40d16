"""Cvik and Komando's fast paths give exactly what the generic code gives, and returns are scaled as documented.

The trick phase reads legal cards and trick winners off per-pack tables, settles the pot in place
and copies states without the generic per-value type tests; each test here replays random deals and
compares with the shared code (games.trick, games.pot, State.clone / State.sample_world).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

import pytest

from ai.games.komando import manifest as komando_ai
from games import Match, MatchContext
from games import rng as rngs
from games import trick as tricks
from games.cvik.rules import GAME as CVIK
from games.cvik.rules import CvikState
from games.game import Game
from games.komando.rules import GAME as KOMANDO
from games.komando.rules import KomandoState
from games.state import State
from games.trick_pot.trick_play import TrickPlay

SETUPS: list[tuple[Game, dict[str, object]]] = [
    (CVIK, {}), (CVIK, {"pack": "german-32", "turned_card": "dealer"}), (CVIK, {"penalty": "stake"}),
    (KOMANDO, {}), (KOMANDO, {"must_head": True}), (KOMANDO, {"penalty": "stake", "max_buy": 2})]
IDS = [f"{g.id}-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}" for g, o in SETUPS]


def states(game: Game, options: dict[str, object], seeds: range, players: int = 4) -> Iterator[TrickPlay]:
    """Every state of random first deals (the match's own deal, so carried banks start at 0)."""
    for seed in seeds:
        match = Match(game, players, options, seed)
        rng = random.Random(seed)
        while not match.is_over and match.context.deal_index == 0:
            state = match.state
            assert isinstance(state, TrickPlay)
            yield state
            legal = match.legal_actions()
            match.apply(legal[rngs.below(rng, len(legal))])


@pytest.mark.parametrize(("game", "options"), SETUPS, ids=IDS)
def test_legal_cards_and_winner_match_the_shared_trick_rules(game: Game, options: dict[str, object]) -> None:
    checked = 0
    for state in states(game, options, range(1, 40)):
        if state.phase != "play" or state.turn is None:
            continue
        trick = state.zones["trick"]
        expected = tricks.legal_cards(state.hand(state.turn), trick, state.trump, state.strength(),
                                      state.trick_rules)
        assert [a.card for a in state.legal_plays()] == expected
        if trick:
            assert state.winning_index(list(trick)) == tricks.winning_index(trick, state.trump, state.strength())
            checked += 1
    assert checked > 100


@pytest.mark.parametrize(("game", "options"), SETUPS, ids=IDS)
def test_settling_in_place_moves_the_chips_pot_would(game: Game, options: dict[str, object]) -> None:
    settled = 0
    for seed in range(1, 60):
        match = Match(game, 4, options, seed)
        rng = random.Random(seed)
        state = match.state
        assert isinstance(state, TrickPlay)
        while not state.is_over:
            before = state.clone()
            legal = state.legal_actions()
            state.apply(legal[rngs.below(rng, len(legal))])
        assert isinstance(state, CvikState | KomandoState)
        if state.outcome != "played":
            continue
        assert isinstance(before, TrickPlay)
        pot = before.pot()
        fails = state.looed if isinstance(state, CvikState) else state.failed
        shares = {s: k for s, k in enumerate(state.tricks_won) if k and s != getattr(state, "defender", None)}
        pot = pot.shares(shares, state.pot_parts)
        for seat in fails:
            boss = seat == getattr(state, "komandant", None)
            pot = pot.pay_in(seat, state.penalty_base() * (state.penalty_multiple() if boss else 1))
        assert (state.bank, tuple(state.chips)) == (pot.bank, pot.chips)
        settled += 1
    assert settled > 10


@pytest.mark.parametrize(("game", "options"), SETUPS, ids=IDS)
def test_copies_and_worlds_equal_the_generic_ones(game: Game, options: dict[str, object]) -> None:
    for i, state in enumerate(states(game, options, range(1, 6))):
        twin = state.clone()
        assert twin == state and twin.rng.getstate() == state.rng.getstate()
        assert all(getattr(twin, k) is not v for k, v in vars(state).items() if type(v) is list)
        twin.chips.append(0)
        twin.zones.move(next(iter(twin.zones.cards())), "trick")
        assert twin != state and len(state.chips) == 4
        seat = state.current_player
        if seat is None:
            continue
        fast = state.sample_world(seat, random.Random(i))
        generic = State.sample_world(state, seat, random.Random(i))
        assert fast == generic and fast.rng.getstate() == generic.rng.getstate()


def test_returns_count_chips_in_banks_played_for() -> None:
    # Cvik: a bank of 12 carried + the dealer's 6 = 18 played for
    context = MatchContext(4, 1, 0, (0.0, 0.0, 0.0, 40.0), {"bank": 12})
    state = CVIK.new_deal(CVIK.config({}), 4, context, seed=3)
    assert isinstance(state, TrickPlay)
    state.chips = [-6, 12, 6, -18]
    assert state.returns() == pytest.approx([math.tanh(-1 / 3), math.tanh(2 / 3), math.tanh(1 / 3), math.tanh(-1)])
    # Komando: the dealer's 8 into an empty bank; a komandant short of two tricks pays 16
    state = KOMANDO.new_deal(KOMANDO.config({}), 4, MatchContext(4, 0, 0, (0.0,) * 4, {"bank": 0}), seed=3)
    assert isinstance(state, TrickPlay)
    state.chips = [-8, -16, 8, 0]
    assert state.returns() == pytest.approx([math.tanh(-1), math.tanh(-2), math.tanh(1), 0.0])


@pytest.mark.parametrize(("game", "options"), SETUPS, ids=IDS)
def test_returns_stay_in_bounds_and_order_seats_by_chips(game: Game, options: dict[str, object]) -> None:
    for seed in range(1, 40):
        match = Match(game, 4, options, seed)
        rng = random.Random(seed)
        while not match.is_over and match.context.deal_index < 3:
            legal = match.legal_actions()
            match.apply(legal[rngs.below(rng, len(legal))])
        for deal in match.finished_deals:
            returns = deal.returns()
            assert all(-1.0 < r < 1.0 for r in returns)
            assert isinstance(deal, TrickPlay)
            chips = deal.chips
            assert sorted(range(4), key=lambda s: returns[s]) == sorted(range(4), key=lambda s: chips[s])


@pytest.mark.parametrize("options", [{}, {"max_buy": 2}, {"blind_bonus": False}], ids=str)
def test_komando_buy_playout_shortcut_picks_what_the_policy_picks(options: dict[str, object]) -> None:
    buys = 0
    for state in states(KOMANDO, options, range(1, 60)):
        if state.phase == "buy":
            assert isinstance(state, KomandoState)
            legal = state.legal_actions()
            quick = komando_ai.rollout_action(state, random.Random(1))
            assert quick == komando_ai.policy(state, legal, random.Random(1))
            buys += 1
    assert buys > 100
