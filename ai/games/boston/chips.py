"""A Boston deal's end on plain sums: the chips the engine would pay, without a `Pot` and its events.

Shared by the quick playout (quick_playout.py), which ends every playout here, and the light worlds of the
search's tree walk (light.py), whose deal may end inside the tree.
"""

from __future__ import annotations

from typing import Protocol

from games.boston import scoring
from games.boston.rules import OVER, Phase


class Ending(scoring.Contract, Protocol):
    """A deal `settle` ends: `BostonState`, or a light world (light.py) that copies its fields. A Protocol, so
    the light world, which settles here, is not imported back."""

    tricks: list[int]
    phase: Phase
    outcome: str
    player: int | None
    paid: int
    bank: int
    chips: list[int]

    def returns(self) -> list[float]: ...


def settle(state: Ending, won: list[int], result: str) -> list[float]:
    """The deal's chips settled on the tricks taken, and its own `returns()`: what `BostonState._settle` (and
    `_settle_partout`) pay through games/boston/settle.py, as plain sums on the chips instead of a `Pot` and its
    events (a third of a playout's time). The amount is the engine's own (`scoring.amount`, which reads of a
    light world only the contract's fields it shares with the state)."""
    state.tricks = won
    # over as the engine leaves it, for the callers of `play_cards` that read the deal's end
    state.phase, state.outcome, state.player = OVER, result, None
    chips = list(state.chips)
    n = len(chips)
    if result == "partout":  # the most tricks pay each other player the difference
        rate = int(state.game.rulebook.tables["partout_per_trick"])
        most = max(won)
        for s in range(n):
            if won[s] == most:
                for o in range(n):
                    if won[o] < most:
                        chips[s] -= (most - won[o]) * rate
                        chips[o] += (most - won[o]) * rate
    else:
        paid = state.paid = scoring.amount(state, result)
        side = state.side()
        others = [s for s in range(n) if s not in side]
        bank = state.bank
        if result == "made":  # the pool split evenly (what does not divide stays), then the price from each
            one = bank // len(side)
            for s in side:
                chips[s] += one + paid * len(others)
                bank -= one
            for o in others:
                chips[o] -= paid * len(side)
        else:
            to = state.config.penalty_to
            for s in side:
                if to in ("pool", "both"):
                    chips[s] -= paid
                    bank += paid
                if to in ("opponents", "both"):
                    chips[s] -= paid * len(others)
                    for o in others:
                        chips[o] += paid
        state.bank = bank
    state.chips = chips
    return state.returns()
