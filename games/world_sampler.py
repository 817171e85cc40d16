"""Worlds drawn for a search from one state (`State.world_sampler`): what every draw shares worked out once."""

from __future__ import annotations

import functools
import random
from collections.abc import MutableSequence
from typing import Any, Generic, NoReturn, Protocol, Self, TypeVar, cast

from games import rng as rngs
from games.events import Event
from games.zones import Zones


class Drawable(Protocol):
    """What a sampler reads and sets of the state it draws worlds of: games/state.py's `State`, which makes its
    samplers here (a Protocol, so this module does not import it back)."""

    zones: Zones
    history: list[Event]
    rng: random.Random

    @property
    def max_world_tries(self) -> int: ...
    def seen_history(self, seat: int) -> list[Event]: ...
    def world_is_consistent(self, seat: int) -> bool: ...
    def _copy_without_chance(self, zones: Zones | None = None) -> Self: ...


D = TypeVar("D", bound=Drawable)
K = TypeVar("K", bound=Drawable)
T = TypeVar("T")


class WorldSampler(Generic[D]):
    """`State.sample_world(seat, rng)` of one state, with what every draw shares worked out once: the history
    `seat` saw and the re-deal's plan (`Zones.redealer`). A draw consumes the generator as `sample_world` does
    and gives the same world."""

    __slots__ = ("_redeal", "_seat", "_seen", "_state")

    def __init__(self, state: D, seat: int) -> None:
        self._state, self._seat = state, seat
        self._seen = state.seen_history(seat)
        self._redeal = state.zones.redealer(seat)

    def __call__(self, rng: random.Random) -> D:
        world, seed = self.draw(rng)
        return self.keep(world, seed)

    def draw(self, rng: random.Random) -> tuple[D, int | None]:
        """The world `__call__` draws, from the same draws of `rng`, with its own generator not made yet: the
        world and the seed to make it from (`keep`), for a caller that may throw the world away unplayed (the
        hard level reads several worlds per iteration, and seeding a generator is a good part of a world's
        cost). Until kept the world may be read, not played: its `rng` fails if used. Seed None: nothing to
        make (no world could be drawn: the state itself, as `sample_world` hands it back)."""
        state, seat, redeal = self._state, self._seat, self._redeal
        world = state
        seed: int | None = None
        for _ in range(state.max_world_tries):
            world = self._world(redeal(rng))
            seed = rngs.child_seed(rng)
            if world.world_is_consistent(seat):
                return world, seed
        # Rejection failed (constraints too tight for blind re-dealing): hand back the last draw
        # rather than the true deal, which would let a bot see hidden cards. A game whose
        # constraints are this tight should override sample_world and deal to them directly.
        return world, seed

    def _world(self, zones: Zones) -> D:
        """The world of these zones, as `draw` hands it back (its generator not made yet)."""
        world = self._state._copy_without_chance(zones)  # its generator and history are replaced here
        world.history = self._seen.copy()
        world.rng = _UNSEEDED
        return world

    @staticmethod
    def keep(world: K, seed: int | None) -> K:
        """A world from `draw` made whole: its generator seeded as `sample_world` seeds it; a world drawn with its
        zones `Undealt` is the world they deal."""
        zones: object = world.zones
        if type(zones) is Undealt:
            world = zones.world()
            if seed is not None:
                world.rng = zones.sampler.generator(seed)
            return world
        if seed is not None:
            world.rng = rngs.seeded(seed)
        return world

    def dealt(self, cards: list[Any]) -> Zones:  # Any: the pool's cards, or a sampler's positions of them
        """The zones of an undealt draw (`Undealt.cards`): the re-deal's deal of them. A sampler that shuffles the
        positions of its pool's cards instead of the cards (games/trick_pot/worlds.py) looks the cards up first."""
        return self._redeal.deal(cards)

    def generator(self, seed: int) -> random.Random:
        """The generator of a world kept from an undealt draw (`keep`): `rngs.seeded(seed)`, or anything that draws
        as it does (`SeededOnUse`, for a game whose worlds never draw during a search)."""
        return rngs.seeded(seed)


class Undealt(Generic[D]):
    """The zones of a world a sampler drew *undealt* (games/trick_pot/worlds.py: the hard level reads most of the worlds
    it draws only to throw them away, and dealing the zones and copying the state were most of a draw's cost): the
    unseen cards `cards` as the re-deal's shuffle left them (`Zones.redealer`, its `pool` shuffled), in the order
    of the unseen places (`Zones.unknown_to`), with the sampler that drew them, which reads a zone off them. Such a
    world shares the fields of the state it was drawn from: it may be read, never changed. `keep` hands back the
    world it stands for, dealt by the re-deal: the very world the base `draw` makes. Until then the zones fail on
    any use and say so, as an unkept world's `rng` does. (A sampler may shuffle the cards' positions in its pool
    instead, the same permutation from the same draws: then `cards` are those positions, dealt by its `dealt`.)"""

    __slots__ = ("cards", "sampler")

    def __init__(self, sampler: WorldSampler[D], cards: list[Any]) -> None:  # Any: as WorldSampler.dealt's
        self.sampler, self.cards = sampler, cards

    def world(self) -> D:
        """The world these cards deal, as `WorldSampler.draw` hands it back."""
        sampler = self.sampler
        return sampler._world(sampler.dealt(self.cards))

    def __getattr__(self, name: str) -> NoReturn:
        raise RuntimeError(f"a drawn world's zones were used ({name}) before WorldSampler.keep dealt them: read "
                           "them through the sampler that drew them (games/trick_pot/worlds.py TrickWorlds.places)")

    def __getitem__(self, name: str) -> NoReturn:
        self.__getattr__(name)


class SeededOnUse:
    """`rngs.seeded(seed)`, seeded at its first use: a world's generator for a game whose rules draw only while
    dealing, so that a search's worlds never use theirs (seeding one is some twelve microseconds, a few hundredths
    of a Cvik search iteration)."""

    __slots__ = ("_made", "_seed")

    def __init__(self, seed: int) -> None:
        self._seed = seed
        self._made: random.Random | None = None

    def __getattr__(self, name: str) -> Any:  # Any: random.Random's, whichever method the rules call
        made = self._made
        if made is None:
            made = self._made = rngs.seeded(self._seed)
        return getattr(made, name)


class _Unseeded:
    """The generator of a world drawn and not yet kept (`WorldSampler.draw`): any use is a bug, and says so
    rather than quietly drawing from a generator the world shares with the state it was drawn from."""

    def __getattr__(self, name: str) -> NoReturn:
        raise RuntimeError(f"a drawn world's generator was used ({name}) before WorldSampler.keep made it")


_UNSEEDED = cast(random.Random, _Unseeded())


class Shuffle(Protocol):
    """A shuffle in place of a sequence of any items (`shuffler`'s, for one length)."""

    def __call__(self, rng: random.Random, items: MutableSequence[T], /) -> None: ...


@functools.lru_cache(maxsize=64)
def shuffler(n: int) -> Shuffle:
    """`rngs.shuffle` for sequences of exactly `n` items, for the light worlds that shuffle one pool size ten times a
    search iteration (games/trick_pot/worlds.py, ai/games/kolovrat/light.py): the same draws and swaps, with the
    positions and bounds counted once here instead of on every call. A bound is a float: a double times a small
    int is exactly the double times that int converted, so the draws do not change."""
    if n < 0:
        raise ValueError("shuffler() needs a size of at least 0")
    steps = tuple((i, float(i + 1)) for i in range(n - 1, 0, -1))

    def shuffle_n(rng: random.Random, items: MutableSequence[T], /) -> None:
        draw = rng.random
        for i, bound in steps:
            j = int(draw() * bound)
            items[i], items[j] = items[j], items[i]

    shuffle_n.__doc__ = f"`shuffle` of {n} items."
    return shuffle_n
