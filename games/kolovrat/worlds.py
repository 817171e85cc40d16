"""The worlds a Kolovrat search draws: the generic sampler's (games/world_sampler.py), their generator seeded
only when used."""

from __future__ import annotations

import random
from typing import cast

from games.state import State
from games.world_sampler import K, SeededOnUse, WorldSampler


class Worlds(WorldSampler[State]):
    """`WorldSampler` whose worlds are kept with their generator `SeededOnUse`: the very worlds, the same draws.
    Kolovrat's rules draw only while dealing (`KolovratState.start`), before any world is sampled, so a search's
    worlds never use theirs: seeding one took a twentieth of a search iteration."""

    __slots__ = ()

    @staticmethod
    def keep(world: K, seed: int | None) -> K:
        world = WorldSampler.keep(world, None)
        if seed is not None:
            world.rng = cast(random.Random, SeededOnUse(seed))
        return world
