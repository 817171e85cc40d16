"""Worlds drawn for a search from one state (`State.world_sampler`): what every draw shares worked out once."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, cast

from games import rng as rngs

if TYPE_CHECKING:
    from games.state import State


class WorldSampler:
    """`State.sample_world(seat, rng)` of one state, with what every draw shares worked out once: the history
    `seat` saw and the re-deal's plan (`Zones.redealer`). A draw consumes the generator as `sample_world` does
    and gives the same world."""

    __slots__ = ("_redeal", "_seat", "_seen", "_state")

    def __init__(self, state: State, seat: int) -> None:
        self._state, self._seat = state, seat
        self._seen = state.seen_history(seat)
        self._redeal = state.zones.redealer(seat)

    def __call__(self, rng: random.Random) -> State:
        world, seed = self.draw(rng)
        return self.keep(world, seed)

    def draw(self, rng: random.Random) -> tuple[State, int | None]:
        """The world `__call__` draws, from the same draws of `rng`, with its own generator not made yet: the
        world and the seed to make it from (`keep`), for a caller that may throw the world away unplayed (the
        hard level reads several worlds per iteration, and seeding a generator is a good part of a world's
        cost). Until kept the world may be read, not played: its `rng` fails if used. Seed None: nothing to
        make (no world could be drawn: the state itself, as `sample_world` hands it back)."""
        state, seat, redeal, seen = self._state, self._seat, self._redeal, self._seen
        world: State = state
        seed: int | None = None
        for _ in range(state.max_world_tries):
            world = state._copy_without_chance(redeal(rng))  # its generator and history are replaced here
            world.history = seen.copy()
            world.rng = _UNSEEDED
            seed = rngs.child_seed(rng)
            if world.world_is_consistent(seat):
                return world, seed
        # Rejection failed (constraints too tight for blind re-dealing): hand back the last draw
        # rather than the true deal, which would let a bot see hidden cards. A game whose
        # constraints are this tight should override sample_world and deal to them directly.
        return world, seed

    @staticmethod
    def keep(world: State, seed: int | None) -> State:
        """A world from `draw` made whole: its generator seeded as `sample_world` seeds it."""
        if seed is not None:
            world.rng = rngs.seeded(seed)
        return world


class _Unseeded:
    """The generator of a world drawn and not yet kept (`WorldSampler.draw`): any use is a bug, and says so
    rather than quietly drawing from a generator the world shares with the state it was drawn from."""

    def __getattr__(self, name: str) -> Any:
        raise RuntimeError(f"a drawn world's generator was used ({name}) before WorldSampler.keep made it")


_UNSEEDED = cast(random.Random, _Unseeded())
