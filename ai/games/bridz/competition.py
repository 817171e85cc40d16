"""Seat conditions of the competitive rows of system.yaml (docs/bridz-system.md §7), read by
`bidding._rule_applies` from a row's `when` key (bidding.balancing answers "balancing" itself)."""

from __future__ import annotations

from collections.abc import Sequence

PASS = "P"
WEAK_TWOS = (["2H"], ["2S"])  # 2♣ is strong and there is no weak 2♦ (docs/bridz-system.md §2.9)


def seat_fits(when: str, calls: Sequence[str]) -> bool:
    """Whether a row's `when` holds: "over_weak_two" when the only bid so far is an opponent's weak two, in the
    direct seat or in the pass-out seat alike (a row's seq says whose bid it was)."""
    if when == "over_weak_two":
        return [c for c in calls if c != PASS] in WEAK_TWOS
    return True
