"""A passed hand (docs/bridz-system.md §3.7): found from the calls alone, and its 2/1 read as 10–11, not forcing."""

from __future__ import annotations

import pytest

from ai.games.bridz import bidding, seats


@pytest.mark.parametrize(("calls", "passed"), [
    (["P", "P", "1S", "P"], True),             # the dealer, partner of the third-seat opener
    (["P", "P", "P", "1H", "P"], True),        # second hand, partner of the fourth-seat opener
    (["P", "P", "P", "1H", "P", "2D", "P", "2H", "P"], True),  # still passed at his second turn
    (["1S", "P"], False),                       # has not called yet
    (["P", "1H", "P"], False),                  # fourth hand after a second-seat opening: first turn now
    (["1H", "P", "P", "1S"], False),            # the opener himself
    (["P", "1H", "P", "2C", "P"], False),       # the opener (second hand) to call
    (["1C", "P", "1H", "P", "1S"], False),      # passed over an opening: not a passed hand
])
def test_a_passed_hand_is_the_seat_that_passed_before_anybody_bid(calls: list[str], passed: bool) -> None:
    assert seats.passed_hand(calls) is passed


def test_a_passed_hands_two_over_one_shows_ten_to_eleven_and_does_not_force() -> None:
    said = bidding.meaning(["P", "P", "1S", "P"], 0, 0, "2C")
    assert said.hand["hcp"] == [10, 11] and not bidding.is_forcing(said)
    unpassed = bidding.meaning(["1S", "P"], 0, 2, "2C")
    assert unpassed.hand["hcp"] == [10, 40] and bidding.is_forcing(unpassed)
