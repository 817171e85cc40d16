"""The shared pot: stakes, shares, penalties, transfers, the carried bank; chips never made or lost."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games import pot as pots
from games.pot import Pot


def test_cvik_deal_thirds_and_a_penalty() -> None:
    pot = Pot.open(3).ante(0, 6)
    assert (pot.bank, pot.chips) == (6, (-6, 0, 0))
    pot = pot.shares({1: 2, 2: 1}, 3)
    assert (pot.bank, pot.chips) == (0, (-6, 4, 2))
    pot = pot.pay_in(0, 6)  # the dealer played and took no trick
    assert (pot.bank, pot.chips) == (6, (-12, 4, 2))


def test_shares_are_of_the_bank_as_it_stood() -> None:
    pot = Pot.open(4, bank=12).shares({0: 1, 1: 1, 3: 1}, 3)
    assert pot.chips == (4, 4, 0, 4) and pot.bank == 0
    # a defender's trick leaves its third in the bank
    pot = Pot.open(2, bank=12).shares({0: 2}, 3)
    assert pot.chips == (8, 0) and pot.bank == 4


def test_quarters_and_indivisible_remainders_stay() -> None:
    pot = Pot.open(2, bank=10).shares({0: 3, 1: 1}, 4)
    assert pot.chips == (6, 2) and pot.bank == 2
    assert Pot.open(3, bank=7).award([0, 2]) == Pot(1, (3, 0, 3))


def test_too_many_shares_or_negative_amounts_refused() -> None:
    with pytest.raises(ValueError, match="shares"):
        Pot.open(2, bank=9).shares({0: 2, 1: 2}, 3)
    with pytest.raises(ValueError, match="whole number"):
        Pot.open(2).pay_in(0, -1)
    with pytest.raises(ValueError, match="holds"):
        Pot.open(2, bank=3).pay_out(0, 4)
    with pytest.raises(ValueError, match="no seat"):
        Pot.open(2).ante(2, 3)


def test_everyone_antes_and_the_winner_takes_all() -> None:
    pot = Pot.open(4).ante_each(2).award([3])
    assert pot == Pot(0, (-2, -2, -2, 6))


def test_hundert_transfers() -> None:
    # seat 1 reaches exactly a hundred: each other player pays the base (9)
    pot = Pot.open(4).collect_from_each(1, 9)
    assert pot.chips == (-9, 27, -9, -9) and pot.bank == 0
    # seat 2 goes 2 over: pays each opponent a third of the base per point
    pot = Pot.open(4).pay_each(2, 2 * 9 // 3)
    assert pot.chips == (6, 6, -18, 6)


def test_penalty_cap_and_multiple() -> None:
    assert pots.penalty(24) == 24
    assert pots.penalty(24, cap=12) == 12
    assert pots.penalty(24, cap=10, multiple=3) == 9
    assert pots.penalty(6, cap=0, multiple=4) == 4
    assert pots.penalty(0, multiple=3) == 0


def test_carry_between_deals() -> None:
    extra = pots.carry({"other": 1}, 18)
    assert extra == {"other": 1, "bank": 18}
    assert pots.carried_bank(extra) == 18
    assert pots.carried_bank({}) == 0


def test_chip_returns_scale_into_unit_range() -> None:
    assert pots.chip_returns([-12, 4, 8]) == [-1.0, 4 / 12, 8 / 12]
    assert pots.chip_returns([0, 0]) == [0.0, 0.0]


def test_chips_are_conserved_under_any_sequence() -> None:
    rng = random.Random(7)
    pot = Pot.open(5, bank=9)
    start = pot.total()
    for _ in range(500):
        op = rng.randrange(6)
        seat, other = rng.randrange(5), rng.randrange(5)
        if op == 0:
            pot = pot.ante(seat, rng.randrange(10))
        elif op == 1:
            pot = pot.pay_in(seat, rng.randrange(10))
        elif op == 2 and pot.bank:
            pot = pot.shares({seat: 1, other: 1} if seat != other else {seat: 2}, 3)
        elif op == 3:
            pot = pot.award([seat, other])
        elif op == 4:
            pot = pot.transfer(seat, other, rng.randrange(5))
        else:
            pot = pot.collect_from_each(seat, 1)
        assert pot.total() == start
        assert pot.bank >= 0


@given(st.lists(st.integers(-50, 50), min_size=2, max_size=8), st.integers(0, 7), st.integers(0, 30),
       st.one_of(st.none(), st.lists(st.integers(0, 7), max_size=6)))
def test_paying_each_is_the_transfers_one_by_one(chips: list[int], seat: int, amount: int,
                                                 others: list[int] | None) -> None:
    pot = Pot(10, tuple(chips))
    seat %= len(chips)
    if others is not None:
        others = [o % len(chips) for o in others]
    expect_in, expect_out = pot, pot
    for other in (range(len(chips)) if others is None else others):
        if other != seat:
            expect_in = expect_in.transfer(other, seat, amount)
            expect_out = expect_out.transfer(seat, other, amount)
    assert pot.collect_from_each(seat, amount, others) == expect_in
    assert pot.pay_each(seat, amount, others) == expect_out


def test_paying_each_refuses_what_a_transfer_refuses() -> None:
    pot = Pot(0, (0, 0, 0))
    for bad in (-1, True, 1.5):
        with pytest.raises(ValueError):
            pot.collect_from_each(0, bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            pot.pay_each(1, bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no seat 5"):
        pot.pay_each(0, 1, [1, 5])
    with pytest.raises(ValueError, match="no seat 3"):
        pot.collect_from_each(3, 1)
