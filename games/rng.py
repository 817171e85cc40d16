"""Randomness the engine may use: an injected `random.Random`, drawn only through `random()`.

`Random.random()` is the one method whose output CPython keeps stable across versions, so
our shuffle and integer draws are built on it: a seed and the list of actions replay a match
on any Python the project supports.
"""

from __future__ import annotations

import random
from _random import Random as _CRandom  # the C generator random.Random is built on
from collections.abc import MutableSequence
from typing import Any, TypeVar

T = TypeVar("T")


def below(rng: random.Random, n: int) -> int:
    """A uniform integer in [0, n)."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    i = int(rng.random() * n)
    return i if i < n else n - 1  # the clamp guards against rounding up to n (the old min(), without a call)


def shuffle(rng: random.Random, items: MutableSequence[T]) -> None:
    """Fisher-Yates in place; `below` is inlined (the search shuffles in every sampled world)."""
    if type(rng) is _SeededOnUse:
        _wake(rng)  # so that `draw` is the C method, not the waking one
    draw = rng.random
    for i in range(len(items) - 1, 0, -1):
        j = int(draw() * (i + 1))
        if j > i:
            j = i
        items[i], items[j] = items[j], items[i]


def child_seed(rng: random.Random) -> int:
    """A seed for a sub-generator (one per deal), drawn stably from the parent."""
    return int(rng.random() * 2**53)


def rng_from_state(state: list[object] | tuple[object, ...]) -> random.Random:
    """Rebuild a generator from `rng_state()` output (JSON turns tuples into lists)."""
    version, internal, gauss = state
    rng = random.Random()
    rng.setstate((version, tuple(internal), gauss))  # type: ignore[arg-type]  # JSON's values, in setstate's shape
    return rng


def rng_state(rng: random.Random) -> list[object]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def copy_rng(rng: random.Random) -> random.Random:
    # `Random.__new__` skips __init__, which would first seed the twin from the OS only to overwrite it.
    twin = random.Random.__new__(random.Random)
    twin.setstate(rng.getstate())
    return twin


def seeded(seed: int) -> random.Random:
    """`random.Random(seed)`, seeded by the C method directly (every deal and match makes one).

    For an int seed `Random.__init__` and `Random.seed` only pass it on to the C seeding and clear
    `gauss_next`; this does the same without the two Python frames. Other seeds take `random.Random`.
    """
    if type(seed) is not int:
        return random.Random(seed)
    rng = _Random.__new__(_Random)
    _seed(rng, seed)
    rng.gauss_next = None  # type: ignore[attr-defined]  # CPython's attribute; typeshed does not list it
    return rng


def seeded_on_use(seed: int) -> random.Random:
    """`random.Random(seed)`, but the seeding (the dearest part of making one) waits for the first draw.

    The search gives every sampled world a fresh generator, and most games never draw from it in a
    playout; each world then skips seeding. Drawing, saving, copying or reseeding it seeds it first
    (and it becomes a plain `random.Random`), so it gives exactly the numbers `random.Random(seed)` gives.
    """
    return _SeededOnUse(seed)


_Random = random.Random
_seed = _CRandom.seed


def _wake(rng: random.Random) -> None:
    if type(rng) is _SeededOnUse:  # else awake already: a caller kept a bound method (Random.gauss does)
        seed = rng.__dict__.pop("_pending_seed")
        rng.__class__ = _Random  # type: ignore[assignment]  # it becomes a plain Random: the point of waking
        if type(seed) is int:
            _seed(rng, seed)  # as in `seeded`
            rng.gauss_next = None
        else:
            _Random.__init__(rng, seed)


class _SeededOnUse(random.Random):
    """Every method that reads or replaces the state wakes the generator first; the others draw through them."""

    def __init__(self, seed: int | None = None) -> None:  # not Random.__init__: that would seed now
        self._pending_seed = seed
        self.gauss_next = None

    def random(self) -> float:
        _wake(self)
        return _Random.random(self)

    def getrandbits(self, k: int) -> int:
        _wake(self)
        return _Random.getrandbits(self, k)

    def getstate(self) -> tuple[Any, ...]:
        _wake(self)
        return _Random.getstate(self)

    def setstate(self, state: tuple[Any, ...]) -> None:
        _wake(self)
        _Random.setstate(self, state)

    def seed(self, a: Any = None, version: int = 2) -> None:
        _wake(self)
        _Random.seed(self, a, version)

    def __reduce__(self) -> tuple[Any, ...]:
        return _Random, (), self.getstate()
