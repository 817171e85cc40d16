"""The battery's checks must fail on broken games, or they prove nothing."""

from __future__ import annotations

import random
from typing import cast

import pytest

from games import Action, Event, Match, State
from games.cerny_petr.facts import CernyPetrPublic
from games.cerny_petr.rules import GAME, CernyPetrState
from games.ospalec.rules import GAME as OSPALEC
from games.ospalec.rules import OspalecState
from tests import conformance as c


class LeakyState(CernyPetrState):
    """Publishes the drawer's hand: a seat can see cards it must not."""

    def public_info(self) -> CernyPetrPublic:
        info = super().public_info()
        return cast(CernyPetrPublic, {**info, "leak": [card.code for card in self.hand(0)]})


class ForgetfulSampler(CernyPetrState):
    """Samples worlds that move a card the seat can see."""

    def sample_world(self, seat: int, rng: random.Random) -> CernyPetrState:
        world = super().sample_world(seat, rng)
        assert isinstance(world, CernyPetrState)
        own = world.hand(seat)
        other = world.hand((seat + 1) % world.num_players)
        if own and other:
            world.zones.swap(own[0], other[0])
        return world


class RememberingDraw(CernyPetrState):
    """Draws as the zones did before blind moves were handled: every seat keeps what it knew of the
    giver's other cards, so it learns which card was *not* drawn."""

    def _apply(self, action: Action) -> list[Event]:
        giver = f"hand:{self.giver()}"
        masks = {card.code: self.zones.known_mask(card) for card in self.zones[giver]}
        events = super()._apply(action)
        for card in self.zones[giver]:
            self.zones._known[card.code] |= masks[card.code]  # what the seats knew comes back
        return events


class FollowingPass(OspalecState):
    """Passes as the zones did before a face-down move forgot the moved card: a seat that knew where a card
    was follows it, so it sees the card it passed on set ready to pass again."""

    def _apply(self, action: Action) -> list[Event]:
        before = {card.code: (self.zones.where(card), self.zones.known_mask(card)) for card in self.zones.cards()}
        events = super()._apply(action)
        for card in self.zones.cards():
            zone, mask = before[card.code]
            if zone != self.zones.where(card):
                self.zones._known[card.code] |= mask  # whoever knew the moved card still does
        return events


class CheatingApply(CernyPetrState):
    """Changes the state before refusing an illegal action."""

    def explain_illegal(self, action: Action) -> str:
        self.first_out.append(99)
        return super().explain_illegal(action)


def _state_of(cls: type[CernyPetrState]) -> CernyPetrState:
    state = Match(GAME, 4, seed=3).state
    twin = object.__new__(cls)
    twin.__dict__.update(state.clone().__dict__)
    return twin


def test_leaky_observation_is_caught() -> None:
    state = _state_of(LeakyState)
    with pytest.raises(AssertionError, match="cannot see"):
        for seed in range(20):
            c.check_observations_hide(state, random.Random(seed))


def test_bad_sampler_is_caught() -> None:
    state = _state_of(ForgetfulSampler)
    with pytest.raises(AssertionError, match="different observation"):
        c.check_sampled_world(state, random.Random(1), set(state.zones.cards()))


def _play_checking_blind_moves(state: State, seed: int = 2, limit: int = 200) -> None:
    """Random moves from `state`, each face-down one checked (c.check_blind_move), until the deal ends."""
    rng = random.Random(seed)
    for _ in range(limit):
        before = state.clone()
        action = c.random_action(state, rng)
        state.apply(action)
        c.check_blind_move(before, action, state)
        if state.is_over:
            break


def test_knowledge_kept_through_a_blind_draw_is_caught() -> None:
    state = _state_of(RememberingDraw)
    with pytest.raises(AssertionError, match="can tell"):
        _play_checking_blind_moves(state)


def test_a_seat_following_a_card_it_knew_through_a_blind_move_is_caught() -> None:
    state = Match(OSPALEC, 3, {"passing": "together"}, seed=2).state
    twin = object.__new__(FollowingPass)
    twin.__dict__.update(state.clone().__dict__)
    with pytest.raises(AssertionError, match="can tell"):
        _play_checking_blind_moves(twin)


def test_state_changed_by_refusal_is_caught() -> None:
    state = _state_of(CheatingApply)
    with pytest.raises(AssertionError, match="changed the state"):
        c.check_illegal_refused(state, list(state.pack.cards))


def test_lost_card_is_caught() -> None:
    state = _state_of(CernyPetrState)
    expected = set(state.zones.cards())
    state.zones["hand:0"].pop()
    with pytest.raises(AssertionError):
        c.check_cards(state, expected)
