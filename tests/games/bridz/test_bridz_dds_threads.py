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
        try:  # the batch and the deal-by-deal solver (its own threads on DDS's thread memories) side by side
            results[k] = bridz_dds.solve_many(positions) if k % 2 else bridz_dds.solve_while(positions, lambda i: True)
        except BaseException as exc:  # collected and reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert not errors
    assert all(results[k] == alone for k in range(4))


EXITS_WHILE_SOLVING = """
import sys, threading, time
sys.path.insert(0, {root!r})
from tests.games.bridz.test_bridz_dds_threads import random_hands
from games.bridz import dds
dds.par(random_hands(0), 0, (False, False))  # the solver loaded and warm
for seed in range(1, 4):  # deals solved on a thread, as the end of a deal's par is: still running at exit
    threading.Thread(target=dds.par, args=(random_hands(seed), 0, (False, False)), daemon=True).start()
time.sleep(0.01)
"""


def test_a_process_leaving_while_a_deal_is_solved_exits_cleanly() -> None:
    """`main.py audit` crashed with a segmentation fault in three runs of four: the process left while the
    end-of-deal par was being solved on its thread, and the solver's memory was freed under it."""
    import subprocess
    import sys
    from pathlib import Path

    root = str(Path(__file__).resolve().parents[3])
    for _ in range(3):
        done = subprocess.run([sys.executable, "-c", EXITS_WHILE_SOLVING.format(root=root)], cwd=root,
                              capture_output=True, timeout=300)
        assert done.returncode == 0, done.stderr.decode()[-500:]
