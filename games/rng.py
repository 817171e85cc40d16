"""Randomness the engine may use: an injected `random.Random`, drawn only through `random()`.

`Random.random()` is the one method whose output CPython keeps stable across versions, so
our shuffle and integer draws are built on it: a seed and the list of actions replay a match
on any Python the project supports.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import TypeVar

T = TypeVar("T")


def below(rng: random.Random, n: int) -> int:
    """A uniform integer in [0, n)."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    return min(int(rng.random() * n), n - 1)


def shuffle(rng: random.Random, items: MutableSequence[T]) -> None:
    """Fisher-Yates in place."""
    for i in range(len(items) - 1, 0, -1):
        j = below(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def child_seed(rng: random.Random) -> int:
    """A seed for a sub-generator (one per deal), drawn stably from the parent."""
    return int(rng.random() * 2**53)


def rng_from_state(state: list[object] | tuple[object, ...]) -> random.Random:
    """Rebuild a generator from `rng_state()` output (JSON turns tuples into lists)."""
    version, internal, gauss = state
    rng = random.Random()
    rng.setstate((version, tuple(internal), gauss))  # type: ignore[arg-type]
    return rng


def rng_state(rng: random.Random) -> list[object]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def copy_rng(rng: random.Random) -> random.Random:
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin
