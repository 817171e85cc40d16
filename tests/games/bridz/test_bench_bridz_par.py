"""bench/bridz_par.py's arithmetic (duplicate scores, the board's vulnerability), and the bidder's promise that
it measures: no forcing call is ever passed."""

from __future__ import annotations

import pytest

from ai.games.bridz import bidding
from bench import bridz_par
from cards import get_pack
from games.bridz.auction import Contract


@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "score"), [
    (Contract(4, "S", 0, 0), 10, True, 620),
    (Contract(4, "S", 0, 0), 10, False, 420),
    (Contract(3, "NT", 0, 1), 10, False, 430),
    (Contract(2, "H", 0, 2), 8, False, 110),
    (Contract(1, "NT", 0, 3), 5, False, -100),
    (Contract(4, "H", 1, 0), 9, True, -200),
    (Contract(6, "C", 0, 0), 12, False, 920),
    (None, 0, False, 0),
])
def test_duplicate_scores(contract: Contract | None, tricks: int, vulnerable: bool, score: int) -> None:
    assert bridz_par.duplicate_score(contract, tricks, vulnerable) == score


def test_boards_rotate_vulnerability_as_duplicate_does() -> None:
    none, ns, ew, both = (False, False), (True, False), (False, True), (True, True)
    assert [bridz_par.vulnerability(b) for b in range(1, 17)] == [
        none, ns, ew, both, ns, ew, both, none, ew, both, none, ns, both, none, ns, ew]
    assert bridz_par.vulnerability(17) == none


def hand(codes: str) -> list:
    pack = get_pack("french-52")
    return [pack.card(code) for code in codes.split()]


def test_opener_answers_a_new_suit_by_responder() -> None:
    """1♦ – 1♠ is forcing (the system says so): a minimum opener passed it ('the part score will do')."""
    opener = hand("4S KH 8H 3H AD QD 9D 6D 2D KC 7C 5C 2C")
    assert bidding.must_answer(["1D", "P", "1S", "P"], 0, 0)
    assert bidding.suggest(["1D", "P", "1S", "P"], 0, 0, opener).call != "P"
    # an opponent's bid in between frees the opener, and a pass after a non-forcing raise is no answer owed
    assert not bidding.must_answer(["1D", "P", "1S", "2C"], 0, 0)
    assert not bidding.must_answer(["1S", "P", "2S", "P"], 0, 0)


def test_no_forcing_call_is_passed_in_two_hundred_auctions() -> None:
    passed = {seed: bridz_par.forcing_passes(calls.calls, dealer)
              for seed in range(200)
              for dealer in [seed % 4]
              for calls in [bridz_par.bid(bridz_par.deal(seed), dealer)]}
    assert {seed: found for seed, found in passed.items() if found} == {}
