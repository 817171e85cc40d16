"""What a game adds to the review: its unit, the thresholds of its marks and its exact evaluator.

One `ReviewHooks` per game that has its own, in the game's own AI package (ai/games/<id>/review.py), named by
its manifest (`AiHooks.review`); a game without one is rated by the search (`SEARCHED`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from cards import Card
from games.actions import Action
from games.state import State

#: the marks, from none to the worst, and the words for them live in games/words/review.py
MARKS = ("good", "inaccuracy", "mistake", "blunder")


@dataclass(frozen=True)
class MoveValue:
    """One legal move at a decision and what it is worth, in the game's review unit (higher is better)."""

    code: str
    label_cs: str
    label_en: str
    value: float
    #: one standard error of `value` (0.0 where the evaluation is exact)
    spread: float = 0.0
    kind: str = ""
    card: Card | None = None  # the card the move lays, for the sentence and the table's marks

    def label(self, lang: str) -> str:
        return self.label_cs if lang == "cs" else self.label_en

    @classmethod
    def of(cls, action: Action, value: float, spread: float = 0.0) -> MoveValue:
        return cls(action.code, action.label("cs"), action.label("en"), value, spread, action.kind, action.card)


@dataclass(frozen=True)
class Exact:
    """An exact evaluator's answer for one decision: every legal move's value, or None where the game has no
    exact answer for this decision (the search rates it then). `note` says more in both languages (the bidding
    system's meaning of both calls); `unit` is the counted noun its values are in."""

    values: tuple[MoveValue, ...]
    unit: str
    method: str = "exact"
    note: tuple[str, str] = ("", "")


@dataclass(frozen=True)
class ReviewHooks:
    #: the counted noun of games/words/review.py UNITS the costs are in ("zdvih", "bod", "vysledek")
    unit: str = "vysledek"
    #: the cost from which a decision is an inaccuracy, a mistake and a blunder, in `unit`
    thresholds: tuple[float, float, float] = (0.05, 0.15, 0.3)
    #: the search's scores are `State.returns` in [-1, 1]; times `scale` they are in `unit`
    scale: float = 1.0
    #: where a game squashes its score into its returns by a monotone mapping (Cvik's tanh of the chips), its
    #: inverse: (the position, the deciding seat) -> a return -> the game's `unit`. Used instead of `scale`
    in_units: Callable[[State, int], Callable[[float], float]] | None = None
    #: the exact evaluator: (the position as it stood, the deciding seat, the move it chose) -> every move's
    #: value, or None. It may read the whole deal (double dummy is the analysis of a deal whose hands are all
    #: known, as BBO's is); the others read the seat's observation only
    exact: Callable[[State, int, str], Exact | None] | None = None
    #: the thresholds for decisions the exact evaluator rates in another unit (Bridž's calls), by that unit
    other_thresholds: dict[str, tuple[float, float, float]] = field(default_factory=dict)
    #: the unit the statistics average (sessions/stats.py): decisions rated in another unit are left out there
    counted: str = "vysledek"
    #: the search's iterations per decision; None: ai/review/sampled.py BUDGET. A game whose playouts are long
    #: (hard's time cap binds there long before its iterations) gets fewer, or its review would take many minutes
    budget: int | None = None

    def marks_for(self, unit: str) -> tuple[float, float, float]:
        return self.thresholds if unit == self.unit else self.other_thresholds.get(unit, self.thresholds)


#: a game rated by the search alone: the deal's result on the search's own scale
SEARCHED = ReviewHooks()


#: a mean return is inverted no closer to ±1 than this: tanh's inverse runs off to infinity there, and a mean so
#: close to it is a handful of playouts that all went one way, not a measured certainty
EDGE = 0.995


def untanh(scale: float) -> Callable[[float], float]:
    """The inverse of `tanh(score / scale)`: a return back to the score (chips), `EDGE` the furthest."""
    return lambda r: scale * math.atanh(max(-EDGE, min(EDGE, r)))


def mark(cost: float, spread: float, thresholds: tuple[float, float, float]) -> str:
    """The mark of a decision: its cost less one standard error against the thresholds, so a cost the
    evaluation cannot tell from nothing is not held against the player."""
    sure = cost - spread
    grade = sum(1 for limit in thresholds if sure >= limit - 1e-9)
    return MARKS[grade]
