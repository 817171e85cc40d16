"""The worlds a Kolovrat search draws: the generic sampler's (games/world_sampler.py), their generator seeded
only when used."""

from __future__ import annotations

import random
from typing import Any, cast

from games import rng as rngs
from games.state import State
from games.world_sampler import WorldSampler


class _SeededOnUse:
    """A sampled world's generator, seeded at its first use as `rngs.seeded(seed)` would be. Kolovrat's rules draw
    only while dealing, before any world is sampled, so a search's worlds never use theirs: seeding one took a
    twentieth of a search iteration."""

    __slots__ = ("_made", "_seed")

    def __init__(self, seed: int) -> None:
        self._seed = seed
        self._made: random.Random | None = None

    def __getattr__(self, name: str) -> Any:
        made = self._made
        if made is None:
            made = self._made = rngs.seeded(self._seed)
        return getattr(made, name)


class Worlds(WorldSampler):
    """`WorldSampler` whose worlds are kept with their generator `_SeededOnUse`: the very worlds, the same draws."""

    __slots__ = ()

    @staticmethod
    def keep(world: State, seed: int | None) -> State:
        world = WorldSampler.keep(world, None)
        if seed is not None:
            world.rng = cast(random.Random, _SeededOnUse(seed))
        return world
