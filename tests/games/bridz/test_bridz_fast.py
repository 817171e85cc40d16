"""Bridž's fast paths (bitmask hands, cached actions, the playout, the claim check) agree with the plain rules.

The engine reads legal cards and trick winners off small-int tables, and so does the search's playout
(ai/games/bridz/search.py) for its card; these tests replay random deals and check every step against the
shared trick rules (games/trick.py) and the zones, so a table that drifts from the cards shows up here.
"""

from __future__ import annotations

import random

import pytest

from ai.games.bridz.search import rollout_action
from games import rng as rngs
from games import trick as tricks
from games.actions import Action, play_card
from games.bridz import dds
from games.bridz.auction import Auction
from games.bridz.calls import call_action
from games.bridz.deck import hand_key
from games.bridz.rules import CLAIM, GAME, HANDS, BridzState
from games.state import MatchContext


def deal(seed: int, claims: bool = False) -> BridzState:
    config = GAME.config({"seating": "fixed", "claims": claims})
    context = MatchContext(4, 0, seed % 4, (0.0,) * 4, GAME.new_context(config, 4, random.Random(0)).extra)
    state = GAME.new_deal(config, 4, context, seed)
    assert isinstance(state, BridzState)
    return state


def reference_legal(state: BridzState) -> list[Action]:
    """Legal actions as the rules say them, from the zones and the shared trick rules."""
    assert state.turn is not None
    if state.phase == "auction":
        return [call_action(c) for c in state.auction().legal()]
    cards = tricks.legal_cards(state.hand(state.turn), state.zones["trick"], state.trump_suit(), state.strength())
    actions = [play_card(c) for c in sorted(cards, key=hand_key)]
    return actions + [CLAIM] * state.claim_allowed()


def reference_rollout(state: BridzState, rng: random.Random) -> Action:
    """The playout policy written plainly: cheapest winner of the trick, else cheapest card; leads at random."""
    if state.phase == "auction":
        return call_action("P")
    cards = [a for a in reference_legal(state) if a.card is not None]
    trick = state.zones["trick"]
    if trick and len(cards) > 1:
        strength, trump = state.strength(), state.trump_suit()
        best = trick[tricks.winning_index(trick, trump, strength)]
        winning = [a for a in cards if a.card is not None and tricks.beats(a.card, best, trump, strength)]
        return min(winning or cards, key=lambda a: (a.card is not None and a.card.suit == trump,
                                                    strength(a.card) if a.card else 0))
    return cards[rngs.below(rng, len(cards))]


@pytest.mark.parametrize("seed", range(6))
def test_every_step_matches_the_plain_rules(seed: int) -> None:
    state = deal(seed)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        assert legal == reference_legal(state)
        assert [state._held[s] for s in range(4)] == [state._deck.mask(state.hand(s)) for s in range(4)]
        if state.phase == "play":
            twin_a, twin_b = random.Random(seed), random.Random(seed)
            assert rollout_action(state, twin_a) == reference_rollout(state, twin_b)
            assert twin_a.random() == twin_b.random()  # the same draws from the generator
        else:
            assert Auction(state.dealer, tuple(state.calls)).legal() == [
                {"pass": "P", "double": "X", "redouble": "XX"}.get(a.kind, f"{a.number}{a.arg}") for a in legal]
        before = list(state.zones["trick"])
        seat = state.turn
        action = legal[rngs.below(rng, len(legal))]
        events = state.apply(action)
        trick_done = [e for e in events if e.kind == "trick"]
        if trick_done:
            assert action.card is not None and seat is not None
            cards = [*before, action.card]
            won = tricks.winner(cards, state.trump_suit(), state.strength())
            assert trick_done[0].seat == (seat - 3 + won) % 4
    assert all(e.audience is None for e in state.history)  # seen_history relies on it


def test_rollouts_play_whole_deals_like_the_plain_policy() -> None:
    for seed in range(10):
        state = deal(seed)
        for call in ("1" + ("C", "D", "H", "S", "NT")[seed % 5], "P", "P", "P"):
            state.apply(call_action(call))
        ours, ref = random.Random(seed), random.Random(seed)
        while not state.is_over:
            action = rollout_action(state, ours)
            assert action == reference_rollout(state, ref)
            state.apply(action)


def test_sampled_worlds_and_saves_rebuild_the_masks() -> None:
    state = deal(7)
    rng = random.Random(7)
    for _ in range(30):
        legal = state.legal_actions()
        state.apply(legal[rngs.below(rng, len(legal))])
    for seat in range(4):
        world = state.sample_world(seat, random.Random(seat))
        assert isinstance(world, BridzState)
        assert world._held == [world._deck.mask(world.zones[h]) for h in HANDS]
        assert world.legal_actions() == reference_legal(world)
    loaded = BridzState.from_dict(GAME, state.to_dict())
    assert isinstance(loaded, BridzState)
    assert (loaded._held, loaded._trick, loaded._bid, loaded._doubled) == (state._held, state._trick, state._bid,
                                                                           state._doubled)
    assert loaded.legal_actions() == state.legal_actions()


@pytest.mark.skipif(not dds.available(), reason="endplay (DDS) is not installed")
def test_best_tricks_is_the_best_card_of_the_full_solve() -> None:
    checked = 0
    for seed in range(3):
        state = deal(seed, claims=True)
        rng = random.Random(seed)
        while not state.is_over:
            if state.phase == "play" and not state.zones["trick"] and state.trick_number() in (3, 8):
                hands = [list(state.hand(s)) for s in range(4)]
                assert state.turn is not None
                assert dds.best_tricks(hands, state.trump, state.turn) == max(
                    dds.solve(hands, state.trump, state.turn).values())
                checked += 1
            legal = [a for a in state.legal_actions() if a is not CLAIM]
            state.apply(legal[rngs.below(rng, len(legal))])
    assert checked >= 3


def test_a_clone_shares_nothing_mutable() -> None:
    state = deal(3)
    rng = random.Random(3)
    for steps in range(40):
        twin = state.clone()
        assert twin == state
        for key, value in state.__dict__.items():
            if isinstance(value, (list, dict, set)) and key not in ("played",):
                assert key in (BridzState.copied_fields or ()) or key == "history", f"{key} is not copied by clone"
                assert twin.__dict__[key] is not value
        assert all(a is not b for a, b in zip(twin.played, state.played, strict=True))
        legal = state.legal_actions()
        state.apply(legal[rngs.below(rng, len(legal))])
        if steps % 10 == 0:
            assert twin != state  # acting on the original left the clone alone
