"""Boston's hand judgements on bitmasks (games/boston/tables.py) and the seat weights read off them
(ai/games/boston/seat_weights.py): bit for bit the figures of the card-based code, so the chain of
ai/games/boston/worlds.py draws the same worlds from the same rng state as it does on the cards."""

from __future__ import annotations

import hashlib
import random

import pytest

from ai.games.boston.belief import AuctionBelief, Decision
from ai.games.boston.seat_weights import SeatWeights
from ai.games.boston.worlds import BeliefView
from ai.view import PlayerView
from cards import Card, get_pack
from games.boston import tables as br
from games.boston.game import GAME
from games.boston.rules import BostonState
from games.state import MatchContext
from tests.games.boston.test_boston import run

DECK = [c for c in get_pack("french-52").cards if c.suit in br.SUITS]


def deal(seed: int = 3, options: dict[str, object] | None = None) -> BostonState:
    state = GAME.new_deal(GAME.config(options), 4, MatchContext(4, 0, 3, (0.0,) * 4, {"bank": 0}), seed)
    assert isinstance(state, BostonState)
    return state


def hands(count: int, seed: int = 1) -> list[list[Card]]:
    """Random hands of every size, mostly of thirteen (the hands dealt), in random order."""
    rng = random.Random(seed)
    return [rng.sample(DECK, 13 if k % 3 else rng.randint(0, 13)) for k in range(count)]


def test_the_deck_is_fifty_two_bits() -> None:
    assert len(DECK) == 52 and br.hand_mask(DECK) == (1 << 52) - 1


def test_estimates_and_danger_counts_by_masks_are_the_card_based_ones_bit_for_bit() -> None:
    for hand in hands(3000):
        reading = br.hand_reading(br.hand_mask(hand))
        # ==, not approx: the chain compares products of these, so one rounding apart is another world
        assert br.estimates_by_shapes(reading[:4]) == tuple(br.trick_estimate(hand, s) for s in br.SUITS)
        assert reading[4:] == (len(br.misere_danger(hand, False)), len(br.misere_danger(hand, True)))


def all_kinds(table: tuple[br.BostonGame, ...], order: tuple[str, ...], seed: int) -> dict[int, list[Decision]]:
    """Random decisions of every kind for seats 1 to 3: passes over any high bid (or none), bids of games of
    tricks and of misères, partner answers."""
    rng = random.Random(seed)
    tricks = [g for g in table if not g.misere]
    out: dict[int, list[Decision]] = {}
    for seat in (1, 2, 3):
        found = []
        for _ in range(rng.randint(1, 3)):
            g = rng.choice(table)
            suit = None if g.misere else rng.choice(order)
            high = rng.choice([None, (g.index, suit)])
            found.append(rng.choice([Decision(seat, "pass", high=high), Decision(seat, "bid", g.index, suit)]))
        t = rng.choice(tricks)
        found.append(Decision(seat, rng.choice(["accept", "decline", "alone", "ask"]), t.index, rng.choice(order)))
        out[seat] = found
    return out


class Told(AuctionBelief):
    """An AuctionBelief whose decisions are given rather than read off the world's calls."""

    def __init__(self, decisions: dict[int, list[Decision]]) -> None:
        super().__init__()
        self.told = decisions

    def by_seat(self, world: BostonState) -> dict[int, list[Decision]]:
        return self.told


@pytest.mark.parametrize("partners", [True, False])
def test_seat_weights_are_seat_weight_bit_for_bit(partners: bool) -> None:
    world = deal(options={"partners": partners})
    for k in range(12):
        belief = Told(all_kinds(world.games_table, world.order, k))
        weights = SeatWeights(belief, world)
        for hand in hands(150, seed=k):
            for seat in (0, 1, 2, 3):  # seat 0 decided nothing: 1.0 both ways
                mask = br.hand_mask(hand)
                assert weights(seat, mask) == belief.seat_weight(world, seat, hand)
                assert weights(seat, mask) == belief.seat_weight(world, seat, hand)  # remembered, the same


def test_the_chain_draws_the_worlds_it_drew_before_the_masks() -> None:
    """A fingerprint of the hidden cards' places in forty worlds after an auction with a bid, three passes and an
    alone, and a card played, recorded with the card-based weights (commit c1f5934)."""
    state = deal(5)
    run(state, f"bid:0:{state.order[1]}", "pass", "pass", "pass", "alone")
    state.apply(state.legal_actions()[0])
    chain = BeliefView(PlayerView(state, 2, random.Random(4)), AuctionBelief())
    rng = random.Random(9)
    seen = hashlib.sha256()
    for _ in range(40):
        world = chain.sample_world(rng)
        seen.update(" ".join(c.code for s in range(4) for c in world.hand(s)).encode())
    assert (seen.hexdigest()[:16], chain.swaps_tried, chain.swaps_kept) == ("cf39adef17a70087", 315, 212)
