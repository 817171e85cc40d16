"""The hard level's worlds, drawn by what the others did (ai/ismcts.py, `infer`): a world is kept by rejection, in
proportion to how plausible the game finds it (its `plausibility` hook, or a player's own belief)."""

from __future__ import annotations

import random
from collections.abc import Callable

from ai.view import PlayerView
from games.state import State
from games.world_sampler import WorldSampler

#: a view's draw of a world (not yet whole) with the seed that makes it whole (ai/view.py, `unkept_sampler`)
Draw = Callable[[random.Random], tuple[State, int | None]]

#: with `infer`, draws per world before the most plausible draw is taken anyway
MAX_BELIEF_TRIES = 24


def believer(view: PlayerView, belief: Callable[[State, int], float],
             undealt: Callable[[Draw, int], Quick | None] | None = None) -> Callable[[random.Random], State]:
    """`view.sample_world` by rejection: a draw is kept with probability its `plausibility`, relative to
    the most plausible draw of the search so far (when every deal that fits the table is unlikely, as
    after four passes, an absolute scale would reject nearly every draw and learn nothing by it). `undealt`:
    the same belief on draws before they are worlds (the game's `undealt_plausibility` hook)."""
    seat = view.seat
    top = [0.0]  # the largest weight drawn so far in this search

    # A world's generator is made only for the world kept; a view that is a PlayerView by duck typing alone
    # (Boston's BeliefView) has no unkept draws, and hands over whole worlds.
    draw: Draw
    keep: Callable[[State, int | None], State]
    unkept = getattr(view, "unkept_sampler", None)
    if unkept is not None:
        draw, keep = unkept()
        # A belief that can weigh its sampler's draws before they are worlds (Cvik's, ai/games/cvik/manifest.py
        # `undealt_weigher`): the world made only for the draw kept, not for the nine or so weighed and thrown away.
        quick = undealt(draw, seat) if undealt is not None else None
        if quick is not None:
            return _quick_sample(quick, keep, top)
    else:
        draw, keep = (lambda rng: (view.sample_world(rng), None)), WorldSampler.keep

    def sample(rng: random.Random) -> State:
        best: State | None = None
        best_seed: int | None = None
        best_weight = -1.0
        for _ in range(MAX_BELIEF_TRIES):
            world, seed = draw(rng)
            weight = belief(world, seat)
            if weight > top[0]:
                top[0] = weight
            if rng.random() * top[0] < weight:
                return keep(world, seed)
            if weight > best_weight:
                best, best_seed, best_weight = world, seed, weight
        assert best is not None
        return keep(best, best_seed)

    return sample


#: what a game's `undealt_plausibility` hands the believer: a sampler's draws as unseen cards (their places in the
#: pool of unseen cards, games/trick_pot/worlds.py `Undealt.cards`) and a seed, the weight of such cards, and the
#: world they stand for (undealt, for `keep`)
Quick = tuple[Callable[[random.Random], tuple[list[int], int | None]], Callable[[list[int]], float],
              Callable[[list[int]], State]]


def _quick_sample(quick: Quick, keep: Callable[[State, int | None], State],
                  top: list[float]) -> Callable[[random.Random], State]:
    """`believer`'s `sample` on draws weighed before they are worlds: the same draws of the generator, the same
    weights, the same world kept."""
    draw_cards, weigh, world_of = quick

    def sample(rng: random.Random) -> State:
        best: list[int] = []  # a draw always comes first: MAX_BELIEF_TRIES > 0
        best_seed: int | None = None
        best_weight = -1.0
        for _ in range(MAX_BELIEF_TRIES):
            cards, seed = draw_cards(rng)
            weight = weigh(cards)
            if weight > top[0]:
                top[0] = weight
            if rng.random() * top[0] < weight:
                return keep(world_of(cards), seed)
            if weight > best_weight:
                best, best_seed, best_weight = cards, seed, weight
        return keep(world_of(best), best_seed)

    return sample
