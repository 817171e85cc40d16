"""The review of one deal: replay the match record to it and rate each decision of one seat.

A decision is a turn of that seat with more than one legal move. Each is rated by the game's exact evaluator
where it has one for that decision (`ReviewHooks.exact`), else by the search over the seat's own view
(`sampled.rate`). The cost is the best move's value less the chosen one's, never below zero, in the game's
review unit; its spread is one standard error (0 where the evaluation is exact).
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TypedDict, cast

from ai.review import sampled
from ai.review.games import hooks_for
from ai.review.hooks import MoveValue, ReviewHooks, mark
from ai.view import PlayerView
from games import InvalidInput, Match, get_game
from games import rng as rngs
from games.jsontypes import JsonObject
from games.state import State

#: progress: (decisions rated, decisions in all)
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Decision:
    """One rated decision: where it stood in the match, what was chosen, what was best and what it cost."""

    action_index: int  # the move's index in the match record's action list
    step: int  # the move's index in its deal (0: the deal's first move)
    seat: int
    chosen: str
    best: str
    cost: float
    spread: float
    mark: str
    unit: str
    method: str  # "exact", "double-dummy", "system" or "search"
    values: tuple[MoveValue, ...]
    note: tuple[str, str] = ("", "")

    def value_of(self, code: str) -> MoveValue:
        return next(v for v in self.values if v.code == code)

    def to_dict(self) -> JsonObject:
        return {"action_index": self.action_index, "step": self.step, "seat": self.seat, "chosen": self.chosen,
                "best": self.best,
                "cost": round(self.cost, 4), "spread": round(self.spread, 4), "mark": self.mark, "unit": self.unit,
                "method": self.method, "note": {"cs": self.note[0], "en": self.note[1]},
                "moves": [{"code": v.code, "label": {"cs": v.label_cs, "en": v.label_en},
                           "value": round(v.value, 4), "spread": round(v.spread, 4)} for v in self.values]}


@dataclass(frozen=True)
class DealReview:
    game: str
    deal: int  # counted from 1
    seat: int
    decisions: tuple[Decision, ...]
    complete: bool  # False: stopped before every decision was rated

    def total_cost(self, unit: str | None = None) -> float:
        return sum(d.cost for d in self.decisions if unit is None or d.unit == unit)

    def units(self) -> list[str]:
        return list(dict.fromkeys(d.unit for d in self.decisions))

    def counted(self) -> tuple[int, float]:
        """(decisions, their cost in all) in the unit the statistics average (`ReviewHooks.counted`)."""
        unit = hooks_for(self.game).counted
        costs = [d.cost for d in self.decisions if d.unit == unit]
        return len(costs), sum(costs)

    def largest(self, n: int = 3) -> list[Decision]:
        """The costliest decisions that are marked worse than good, costliest first."""
        bad = [d for d in self.decisions if d.mark != "good"]
        return sorted(bad, key=lambda d: -d.cost)[:n]

    def to_dict(self) -> JsonObject:
        return {"game": self.game, "deal": self.deal, "seat": self.seat, "complete": self.complete,
                "total_cost": {u: round(self.total_cost(u), 4) for u in self.units()},
                "largest": [d.action_index for d in self.largest()],
                "decisions": [d.to_dict() for d in self.decisions]}


@dataclass(frozen=True)
class Position:
    """A decision to rate: the position as it stood (the true deal: only exact evaluators read it whole)."""

    action_index: int
    state: State
    seat: int
    chosen: str
    step: int = 0


class Saved(TypedDict):
    """What the review reads of a save (sessions/saves.py): the match it replays."""

    game: str
    players: int
    options: dict[str, object]
    seed: int
    actions: list[str]


def saved(record: Mapping[str, object]) -> Saved:
    """A save's record as the review reads it: checked by type and range when it was read (sessions/checks.py)."""
    return cast(Saved, record)


def replay(record: Mapping[str, object]) -> Match:
    return Match.from_dict({"format": 1, **{k: record[k] for k in ("game", "players", "options", "seed",
                                                                    "actions")}})


def deals_in(record: Mapping[str, object]) -> int:
    """How many deals of the record were played to their end."""
    return len(replay(record).finished_deals)


def positions(record: Mapping[str, object], deal: int, seat: int) -> list[Position]:
    """Every decision `seat` made in deal `deal` (from 1), with more than one legal move."""
    save = saved(record)
    game = get_game(str(save["game"]))
    match = Match(game, int(save["players"]), save["options"], int(save["seed"]))
    found: list[Position] = []
    start = 0
    for i, code in enumerate(save["actions"]):
        here = len(match.finished_deals) + 1
        if here > deal:
            break
        if here < deal:
            start = i + 1
        elif match.current_player == seat and len(match.legal_actions()) > 1:
            found.append(Position(i, match.state.clone(), seat, str(code), i - start))
        match.apply_code(str(code))
    if len(match.finished_deals) < deal:
        raise InvalidInput(f"deal {deal} was not played to its end (the record has {len(match.finished_deals)})")
    return found


def rate(position: Position, hooks: ReviewHooks, budget: int = sampled.BUDGET, seed: int = 0,
         stop: Callable[[], bool] | None = None, workers: int | None = None) -> Decision | None:
    """One decision rated; None when stopped."""
    exact = hooks.exact(position.state, position.seat, position.chosen) if hooks.exact is not None else None
    if exact is not None:
        values, unit, method, note = exact.values, exact.unit, exact.method, exact.note
        top_value = max(v.value for v in values)
        # among moves worth the same the chosen one is best: an equal card is no mistake worth showing
        best = next((v.code for v in values if v.code == position.chosen and v.value >= top_value),
                    max(values, key=lambda v: v.value).code)
    else:
        view = PlayerView(position.state, position.seat, rngs.seeded(seed))
        searched = sampled.rate(view, sampled.searcher(budget, seed, workers), stop)
        del view
        if searched is None:
            if stop is not None and stop():
                return None
            return _blind(position, hooks)
        best, raw = searched
        values = in_units(raw, hooks, position)
        unit, method, note = hooks.unit, "search", ("", "")
    chosen = next((v for v in values if v.code == position.chosen), None)
    top = next(v for v in values if v.code == best)
    if chosen is None or chosen.code == best:
        cost = spread = 0.0
    else:
        cost = max(0.0, top.value - chosen.value)
        spread = math.hypot(top.spread, chosen.spread)
    return Decision(position.action_index, position.step, position.seat, position.chosen, best, cost, spread,
                    mark(cost, spread, hooks.marks_for(unit)), unit, method, values, note)


def in_units(raw: tuple[MoveValue, ...], hooks: ReviewHooks, position: Position) -> tuple[MoveValue, ...]:
    """The search's values (returns in [-1, 1]) in the game's unit: times `scale`, or through the inverse of the
    game's squashing (`in_units`), whose spread is half the width the value ± its spread maps to (the mapping is
    not linear, so one slope would misstate it far from 0)."""
    if hooks.in_units is None:
        return tuple(dataclasses.replace(v, value=v.value * hooks.scale, spread=v.spread * hooks.scale) for v in raw)
    units = hooks.in_units(position.state, position.seat)
    return tuple(dataclasses.replace(v, value=units(v.value),
                                     spread=(units(v.value + v.spread) - units(v.value - v.spread)) / 2)
                 for v in raw)


def _blind(position: Position, hooks: ReviewHooks) -> Decision:
    """A choice the search does not weigh (a card drawn blind from a fan): every move is worth the same."""
    values = tuple(MoveValue.of(a, 0.0) for a in position.state.legal_actions())
    return Decision(position.action_index, position.step, position.seat, position.chosen, position.chosen, 0.0, 0.0,
                    "good",
                    hooks.unit, "blind", values)


def review_deal(record: Mapping[str, object], deal: int, seat: int, budget: int | None = None, seed: int = 0,
                progress: Progress | None = None, stop: Callable[[], bool] | None = None,
                workers: int | None = None) -> DealReview:
    """Every decision of `seat` in deal `deal` (from 1) rated. `stop` returning True ends it early (the review
    says it is not complete); `progress` is told after each decision. `budget`: the search's iterations per
    decision, by default the game's (`ReviewHooks.budget`, else sampled.BUDGET)."""
    hooks = hooks_for(str(record["game"]))
    budget = budget or hooks.budget or sampled.BUDGET
    found = positions(record, deal, seat)
    rng = random.Random(seed)
    rated: list[Decision] = []
    complete = True
    for n, position in enumerate(found):
        if stop is not None and stop():
            complete = False
            break
        decision = rate(position, hooks, budget, rngs.child_seed(rng), stop, workers)
        if decision is None:
            complete = False
            break
        rated.append(decision)
        if progress is not None:
            progress(n + 1, len(found))
    return DealReview(str(record["game"]), deal, seat, tuple(rated), complete)
