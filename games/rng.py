"""Randomness the engine may use: an injected `random.Random`, drawn only through `random()`.

`Random.random()` is the one method whose output CPython keeps stable across versions, so
our shuffle and integer draws are built on it: a seed and the list of actions replay a match
on any Python the project supports.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import TypeVar

from games.jsontypes import JsonValue

T = TypeVar("T")


def below(rng: random.Random, n: int) -> int:
    """A uniform integer in [0, n)."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    i = int(rng.random() * n)
    return i if i < n else n - 1  # random() * n may round up to n when n is huge


def shuffle(rng: random.Random, items: MutableSequence[T]) -> None:
    """Fisher-Yates in place: position i swaps with a uniform position at or below it, from the top down.
    The draw is `below`'s without its clamp: for n below 2**53, random() times n rounds to less than n (the largest
    random() is 1 - 2**-53, and n - n * 2**-53 lies under n by at least half a step of the doubles there), so a
    saved deal replays the same whichever way it was shuffled."""
    for i in range(len(items) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
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


def rng_state(rng: random.Random) -> list[JsonValue]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def copy_rng(rng: random.Random) -> random.Random:
    # `Random.__new__` skips __init__, which would first seed the twin from the OS only to overwrite it:
    # 25 against 47 microseconds a copy, and the search copies a deal's generator per iteration.
    twin = random.Random.__new__(random.Random)
    twin.setstate(rng.getstate())
    return twin


def seeded(seed: int) -> random.Random:
    """A generator for one deal, match or sampled world."""
    return random.Random(seed)
