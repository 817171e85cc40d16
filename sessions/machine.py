"""How much of this machine Karty's search may use: its cores and the bounds on the worker count.

Plain `os` calls and nothing of Karty's, so main.py's help can name the --threads bound without importing the
search (ai/parallel.py, which brings the AI and every game with it: ~100 ms of a help that should be instant).
"""

from __future__ import annotations

import os

#: the most workers anyone may ask for (a guard against a typo such as --threads 800)
MAX_WORKERS = 64


def cores() -> int:
    """The cores this process may run on (its affinity, where the system says)."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def default_workers() -> int:
    """Every core but one (left to the table and the system), at least one."""
    return max(1, cores() - 1)


def max_workers() -> int:
    """The most workers a setting may ask for: one a core (at least two, so parallel play can be checked
    anywhere). More only share the cores: a time-capped share then misses its deadline, the pool is taken for
    hung and started again at every decision (--threads 32 on two cores played 2.5 to 3 times slower)."""
    return max(2, min(MAX_WORKERS, cores()))
