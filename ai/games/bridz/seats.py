"""The passed hand (docs/bridz-system.md §3.7): the condition of system.yaml's rows whose `when` is
"passed_hand", read through `competition.seat_fits`.

A hand that passed at its first turn, nobody having bid before it, holds less than an opening: its calls
later in the auction mean less than the same calls of an unpassed hand. Only the calls so far are needed:
the bidder's own calls are every fourth one back from the end, so his first turn is found without the dealer.
"""

from __future__ import annotations

from collections.abc import Sequence

PASS = "P"
#: the `when` values this module answers
WHENS = ("passed_hand",)


def passed_hand(calls: Sequence[str]) -> bool:
    """The seat to call now passed at its first turn, when nobody had bid yet: it holds less than an opening."""
    first = len(calls) % 4
    return first < len(calls) and all(c == PASS for c in calls[: first + 1])


def seat_fits(when: str, calls: Sequence[str]) -> bool:
    """Whether a row's seat condition holds (only "passed_hand" is asked of this module)."""
    return when == "passed_hand" and passed_hand(calls)
