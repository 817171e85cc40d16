"""Souboje: published beggar-my-neighbour record deals replay to their published lengths."""

from __future__ import annotations

import random

import pytest

from games import IllegalAction, InvalidInput, Match
from games.actions import Action
from games.souboje.rules import GAME, SoubojeState

# (found by, first player's stack, second player's stack, cards turned, tricks, winner) as listed at
# richardpmann.com/beggar-my-neighbour-records.html; the first character is the top card, the first
# stack turns first, and the beggar-my-neighbour counts (J1 Q2 K3 A4) apply.
RECORDS = [
    ("Paulhus 1999", "------------KAQ----J------", "-JQQK---K----JK--QA-A-JA--", 4791, 670, 0),
    ("Kleber 1999", "---JQ---K-A----A-J-K---QK-", "-J-----------AJQA----K---Q", 5790, 805, 0),
    ("Collins 2006", "A-QK------Q----KA-----J---", "-JAK----A--Q----J---QJ--K-", 6913, 960, 0),
    ("Mann and Wu 2007", "K-KK----K-A-----JAA--Q--J-", "---Q---Q-J-----J------AQ--", 7157, 1007, 1),
    ("Nessler 2012", "----Q------A--K--A-A--QJK-", "-Q--J--J---QK---K----JA---", 7207, 1015, 1),
    ("Rucklidge 2014", "-J------Q------AAA-----QQ-", "K----JA-----------KQ-K-JJK", 7959, 1122, 1),
    ("Nessler 2021", "----K---A--Q-A--JJA------J", "-----KK---------A-JK-Q-Q-Q", 7972, 1106, 0),
    ("Nessler 2022", "---AJ--Q---------QAKQJJ-QK", "-----A----KJ-K--------A---", 8344, 1164, 1),
]
# The first deal proved never to end (Casella, Anderson et al., 2024).
ENDLESS = ("---K---Q-KQAJ-----AAJ--J--", "----------Q----KQ-J-----KA")


def run(state: SoubojeState) -> SoubojeState:
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize(("who", "a", "b", "cards", "tricks", "winner"), RECORDS, ids=[r[0] for r in RECORDS])
def test_record_deals_reproduce_published_lengths(who: str, a: str, b: str, cards: int, tricks: int,
                                                  winner: int) -> None:
    state = run(GAME.deal_from_hands((a, b), {"attack": "standard"}))
    assert (state.cards_turned, state.tricks, state.winner) == (cards, tricks, winner)
    assert len(state.hand(winner)) == 52 and not state.zones["pile"]
    assert state.returns() == [1.0 if s == winner else -1.0 for s in (0, 1)]


def test_the_endless_deal_is_drawn_by_repetition() -> None:
    state = run(GAME.deal_from_hands(ENDLESS, {"attack": "standard"}))
    assert state.drawn and state.winner is None
    assert state.returns() == [0.0, 0.0] and state.scores() == [0.0, 0.0]
    assert state.history[-1].kind == "draw"
    # It is caught on the first repeat, long before a naive move cap would stop it.
    assert state.cards_turned < 1000


def test_reference_counts_give_the_ace_one_card() -> None:
    # A turns an ace; under the source's counts B has one card to answer: a plain card loses the pile.
    state = GAME.deal_from_hands(("A" + "-" * 25, "-" * 11 + "JJJJQQQQKKKKAAA"))
    state.apply(Action("turn"))
    assert state.public_info()["to_answer"] == 1 and state.current_player == 1
    state.apply(Action("turn"))
    assert state.current_player == 0 and state.tricks == 1
    assert state.hand(0)[-2].rank == "A"  # the pile goes under the stack, first card turned first
    assert len(state.hand(0)) == 27


def test_standard_counts_give_the_ace_four_cards() -> None:
    state = GAME.deal_from_hands(("A" + "-" * 25, "-" * 11 + "JJJJQQQQKKKKAAA"), {"attack": "standard"})
    for _ in range(4):
        state.apply(Action("turn"))
    assert state.current_player == 1 and state.tricks == 0  # B still owes one card
    state.apply(Action("turn"))
    assert state.tricks == 1 and len(state.hand(0)) == 30


def test_answering_an_attack_swaps_the_roles() -> None:
    # A turns a jack (4 cards to answer by the source); B answers with a king on his second card.
    state = GAME.deal_from_hands(("J" + "-" * 25, "-K" + "-" * 10 + "JJJQQQQKKKAAAA"))
    for _ in range(3):
        state.apply(Action("turn"))
    info = state.public_info()
    assert info["attacker"] == 1 and info["to_answer"] == 2 and state.current_player == 0


def test_only_turning_is_allowed() -> None:
    match = Match(GAME, 2, {}, seed=3)
    assert [a.code for a in match.legal_actions()] == ["turn"]
    with pytest.raises(IllegalAction, match="only move is 'turn'"):
        match.apply(Action("play"))


def test_bad_record_notation_is_a_clear_error() -> None:
    with pytest.raises(InvalidInput, match="stacks hold"):
        GAME.deal_from_hands(("-" * 26, "-" * 25))
    with pytest.raises(InvalidInput, match="J Q K A or -"):
        GAME.deal_from_hands(("X" + "-" * 25, "-" * 26))


def test_sampled_world_forgets_the_positions() -> None:
    match = Match(GAME, 2, {}, seed=1)
    for _ in range(30):
        match.apply(Action("turn"))
    world = match.state.sample_world(0, random.Random(1))
    assert isinstance(match.state, SoubojeState) and match.state.positions
    assert isinstance(world, SoubojeState) and world.positions == set()
