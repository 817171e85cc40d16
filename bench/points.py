"""Decision points for the search benchmarks: positions where the seat to act has a real choice.

Kept apart from ai_bench.py (which also drives the toy game) so that `bench perf --baseline` can
take points from an earlier tree with nothing but the protocol every tree has: Match, its legal
actions, and a state's clone.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from games import Match
from games import rng as rngs
from games.game import Game
from games.state import State


def decision_points(game: Game, count: int, seed: int = 1,
                    options: Mapping[str, object] | None = None) -> list[tuple[State, int]]:
    """(state, seat) pairs where the seat to act has a real choice, from random first deals (with `options`)."""
    points: list[tuple[State, int]] = []
    rng = random.Random(seed)
    for s in range(seed, seed + 40):
        match = Match(game, None, dict(options or {}), s)
        steps = 0
        while not match.is_over and match.context.deal_index == 0 and steps < 3000:
            legal = match.legal_actions()
            if len(legal) > 1 and rng.random() < 0.25:
                seat = match.current_player
                assert seat is not None  # a seat with moves to choose from is to act
                points.append((match.state.clone(), seat))
                if len(points) >= count:
                    return points
            match.apply(legal[rngs.below(rng, len(legal))])
            steps += 1
    return points
