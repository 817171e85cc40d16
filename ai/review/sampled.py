"""A decision rated by the search over worlds sampled from the deciding seat's own view.

The search is handed a `PlayerView`, as a bot is: the seat's observation, its legal moves and re-deals of
the cards it could not see. It never holds the true deal, so the review judges the decision as it could be
made, not the luck of the cards that lay hidden.

A bot's search spends its visits on the moves that look best and leaves a poor move with a handful, whose
mean says little about what it costs. The review wants every move's value, so it grows one tree per legal
move, with that move forced at the root (the game's `tree_actions` hook narrowed at the root's turn), each on
its share of the budget, which is well beyond the hard level's (`BUDGET`) and has no time cap, so a review is
the same on a slow machine as on a fast one.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable
from concurrent.futures import wait
from typing import TypedDict, cast

from ai import parallel
from ai.ismcts import ISMCTS
from ai.levels import LEVELS
from ai.manifest import search_hooks
from ai.review.hooks import MoveValue
from ai.search_hooks import AnyHooks
from ai.view import PlayerView
from games import rng as rngs
from games.actions import Action
from games.jsontypes import JsonObject
from games.registry import get_game
from games.state import State

#: iterations per decision, shared among its legal moves: four times the hard level's
BUDGET = 4 * LEVELS["hard"].iterations
#: the fewest iterations a move is valued on, however many moves there are (a smaller budget is a test's): a
#: standard error of at most 0.1 on the returns' scale, and a decision of 39 moves (Kvarteto's) within its budget
PER_MOVE = 100


class GrowJob(TypedDict):
    """One move's tree to grow in a worker (`grow_move`), plain data only."""

    game_id: str
    seat: int
    world: JsonObject  # the view's sampled world, State.to_dict()
    settings: parallel.SearchSettings
    move: str
    seed: int
    iterations: int


#: what `grow_move` hands back: the move, its visits, their total, cancelled
Grown = tuple[str, int, float, bool]


def searcher(budget: int = BUDGET, seed: int = 0, workers: int | None = None) -> ISMCTS:
    """The hard level's search with the review's budget and no time cap; `workers` (None: the settings' threads)
    says how many processes grow the moves' trees (`rate`)."""
    return ISMCTS.at_level("hard", seed=seed, iterations=budget, seconds=None, workers=workers)


def _forcing(hooks: AnyHooks, move: str) -> AnyHooks:
    """`hooks` whose tree offers only `move` at the root: the first question of each iteration is the root's
    (each iteration draws a new world and asks about it first at the root)."""
    inner = hooks.tree_actions
    asked: list[object] = [None]

    def tree_actions(world: State, actions: list[Action]) -> list[Action]:
        if asked[0] is not world:
            asked[0] = world
            return [a for a in actions if a.code == move] or actions
        return inner(world, actions) if inner is not None else actions

    # light worlds may be one object walked again and again: the root would not be known by it
    return dataclasses.replace(hooks, tree_actions=tree_actions, light_worlds=None)


def rate(view: PlayerView, search: ISMCTS, stop: Callable[[], bool] | None = None
         ) -> tuple[str, tuple[MoveValue, ...]] | None:
    """(the best move, every legal move's value on the returns' scale [-1, 1] with its standard error), or None
    when stopped or when there is nothing to weigh (one move, a blind choice).

    Each move's tree is grown from a seed of its own, so the figures are the same whether the trees are grown
    here one after another or on the worker pool side by side (`workers`, the settings' threads)."""
    legal = list(view.legal_actions)
    rng = random.Random(rngs.child_seed(search.rng))
    first = view.sample_world(rng)
    if len(legal) < 2 or (first.game.pure_chance and not search.search_pure_chance):
        return None
    base = search.hooks or search_hooks(first.game.id)
    budget = search.iterations or BUDGET
    per = max(budget // len(legal), min(budget, PER_MOVE))
    stopping = stop or (lambda: False)
    seeds = {action.code: rngs.child_seed(rng) for action in legal}
    workers = search.workers if search.workers is not None else parallel.workers()
    grown: dict[str, tuple[int, float]] = {}
    if workers > 1 and search._sendable(view, first):
        settings: parallel.SearchSettings = {"exploration": search.exploration, "infer": search.infer,
                                             "name": search.name}
        world = view.template_data()
        jobs: list[GrowJob] = [{"game_id": first.game_id, "seat": view.seat, "world": world, "settings": settings,
                 "move": code, "seed": seed, "iterations": per} for code, seed in seeds.items()]
        found = _pooled(jobs, stopping)
        if found is None:
            return None
        grown.update(found)
    for action in legal:
        if action.code in grown:
            continue  # grown by a worker
        one = ISMCTS(iterations=per, seconds=None, exploration=search.exploration, infer=search.infer,
                     belief=search.belief, hooks=_forcing(base, action.code), workers=1, name=search.name)
        own = rngs.seeded(seeds[action.code])
        root, _, _, cancelled = one.grow(view, view.sample_world(own), own, None, stopping, per)
        if cancelled:
            return None
        node = root.children.get(action.code)
        grown[action.code] = (node.visits, node.total) if node is not None else (0, 0.0)
    values = [_value(action, *grown[action.code]) for action in legal]
    best = max(values, key=lambda v: v.value).code
    return best, tuple(values)


def _value(action: Action, visits: int, total: float) -> MoveValue:
    mean = 2.0 * total / visits - 1.0 if visits else 0.0
    # a return lies in [-1, 1]: its variance is at most 1 - mean², the bound of a two-valued outcome (and at
    # least 1/visits here, so a move whose every playout went one way is not called certain)
    spread = math.sqrt(max(1.0 - mean * mean, 1.0 / visits) / visits) if visits else 1.0
    return MoveValue.of(action, mean, spread)


def _pooled(jobs: list[GrowJob], stopping: Callable[[], bool]) -> dict[str, tuple[int, float]] | None:
    """The moves' trees grown on the worker pool, one move a job: code -> (visits, total) of each move a worker
    grew to its end (one that failed, or a pool busy with another decision, leaves its moves to this process),
    None when stopped. Waits a tenth of a second at a time, so leaving the review's screen stops the workers."""
    decision = parallel.Decision([parallel.Job(__name__, "grow_move", job) for job in jobs], parallel.run_job)
    if not decision.sent:
        return {}
    while not all(future.done() for future in decision.futures):
        if stopping():
            decision.stop()
            decision.results(None)  # the workers end at their next iteration; the pool is free again
            return None
        wait(decision.futures, 0.1)
    grown = cast("list[Grown]", decision.results(None))  # the jobs run `grow_move`
    return {code: (visits, total) for code, visits, total, cancelled in grown if not cancelled}


def grow_move(job: GrowJob) -> Grown:
    """One move's tree, grown in a worker (`parallel.run_job`) from the seat's view rebuilt from the sampled world
    it was sent, as a search's share is: (the move, its visits, their total, cancelled)."""
    world = get_game(job["game_id"]).state_class.from_dict(get_game(job["game_id"]), job["world"])
    view = PlayerView.of_world(world, job["seat"])
    move = str(job["move"])
    one = ISMCTS(iterations=job["iterations"], seconds=None, hooks=_forcing(search_hooks(job["game_id"]), move),
                 workers=1, **job["settings"])
    own = rngs.seeded(job["seed"])
    flag = parallel.stop_flag()
    root, _, _, cancelled = one.grow(view, view.sample_world(own), own, None,
                                     flag.is_set if flag is not None else None, job["iterations"])
    node = root.children.get(move)
    return move, node.visits if node is not None else 0, node.total if node is not None else 0.0, cancelled
