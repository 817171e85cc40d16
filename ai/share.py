"""One share of a root-parallel decision, grown in a worker process (or in-process): the search's side
of the pool in ai/parallel.py, which finds these functions by name."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Mapping

from ai.ismcts import ISMCTS
from ai.manifest import search_hooks
from ai.parallel import ShareResult, ShareTask, stop_flag
from ai.view import PlayerView
from games import rng as rngs
from games.match import Match
from games.registry import get_game


def load_game(game_id: str) -> int:
    """Load a game's engine and search hooks in this process (a worker's warm-up, a benchmark's), and search a
    few iterations of its first decision, so that whatever they load lazily (a bidding system's tables) is
    loaded before the first real decision."""
    match = Match(get_game(game_id), None, seed=0)
    for _ in range(200):  # to the first real choice (a few moves at most)
        legal = match.legal_actions()
        if match.is_over or len(legal) > 1:
            break
        match.apply(legal[0])
    seat = match.current_player
    if not match.is_over and seat is not None:
        view = PlayerView(match.state, seat, random.Random(0))
        ISMCTS(iterations=4, seconds=None, infer=True, workers=1, search_pure_chance=True).search(view)
    return os.getpid()


def run_share(task: ShareTask) -> ShareResult:
    """Grow one share's tree: the worker's entry point (also callable in-process, as the tests do)."""
    cpu = time.process_time()
    game = get_game(task.game_id)
    world = game.state_class.from_dict(game, task.world)
    view = PlayerView.of_world(world, task.seat)
    if task.sampler:  # the caller's view draws its worlds its own way: the game rebuilds it by name
        view = rebuild_view(task.game_id, view, task.sampler, task.sampler_settings)
    # the budget goes to grow(); the constructor only insists on one (a share with none ends at its deadline)
    bot = ISMCTS(iterations=task.iterations or 1, seconds=None, seed=0, clock=time.monotonic, **task.settings)
    rng = rngs.seeded(task.seed)
    flag = stop_flag()
    root, done, capped, cancelled = bot.grow(view, view.sample_world(rng), rng, task.deadline,
                                             flag.is_set if flag is not None else None, task.iterations)
    return ShareResult({code: (n.visits, n.total) for code, n in root.children.items()}, done, capped, cancelled,
                       time.process_time() - cpu)


def rebuild_view(game_id: str, view: PlayerView, sampler: str, settings: Mapping[str, object]) -> PlayerView:
    """The view that draws worlds by the game's sampler `sampler` (`SearchHooks.samplers`) from `view`'s."""
    samplers = search_hooks(game_id).samplers or {}
    if sampler not in samplers:
        raise LookupError(f"game {game_id!r} has no world sampler {sampler!r}")
    return samplers[sampler](view, settings)
