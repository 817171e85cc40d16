"""The double-dummy solver is called from bot threads; concurrent calls must not crash the process."""

from __future__ import annotations

import random
import threading

import pytest

from cards import get_pack
from games import rng as rngs
from games.bridz import dds as bridz_dds

pytestmark = pytest.mark.skipif(not bridz_dds.available(), reason="endplay (DDS) is not installed")


def random_hands(seed: int) -> list[list]:
    deck = list(get_pack("french-52").cards)
    rngs.shuffle(random.Random(seed), deck)
    return [deck[i * 13:(i + 1) * 13] for i in range(4)]


def test_many_threads_solving_at_once_all_finish_with_the_same_answers() -> None:
    positions = [(random_hands(seed), "NT", seed % 4, ()) for seed in range(12)]
    alone = bridz_dds.solve_many(positions)
    results: dict[int, list] = {}
    errors: list[BaseException] = []

    def work(k: int) -> None:
        try:
            results[k] = bridz_dds.solve_many(positions)
        except BaseException as exc:  # collected and reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert not errors
    assert all(results[k] == alone for k in range(4))
