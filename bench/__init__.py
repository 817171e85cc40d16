"""Benchmarks: speed and strength figures, never part of the test run.

`python -m bench` runs the performance suite (bench/perf.py: every speed figure, several
runs, optionally against a baseline revision). A benchmark module registers functions with
`@benchmark("name")`; each takes the parsed options (`quick`, `games`, `only`) and returns rows
(dicts) that `python -m bench NAME` prints as a table and, with --json, as JSON. Add a module to
`MODULES` to have it run. Standalone scripts beside this file (cribbage_bench.py, ...) keep working on their own.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

Rows = list[dict[str, object]]


@dataclass(frozen=True)
class Options:
    quick: bool = False  # small counts, for a smoke run
    games: int | None = None  # matches per strength line-up (None: the benchmark's default)
    only: tuple[str, ...] = ()  # game ids to restrict to (empty: all)


BENCHMARKS: dict[str, Callable[[Options], Rows]] = {}
MODULES = ("bench.ai_bench", "bench.exchange_bench")


def benchmark(name: str) -> Callable[[Callable[[Options], Rows]], Callable[[Options], Rows]]:
    def register(fn: Callable[[Options], Rows]) -> Callable[[Options], Rows]:
        BENCHMARKS[name] = fn
        return fn

    return register


def load() -> dict[str, Callable[[Options], Rows]]:
    for module in MODULES:
        importlib.import_module(module)
    return BENCHMARKS


def table(rows: Sequence[Mapping[str, object]]) -> str:
    """Rows as an aligned text table (columns in first-seen order)."""
    if not rows:
        return "(no rows)"
    columns = list(dict.fromkeys(k for row in rows for k in row))
    cells = [[_fmt(row.get(c, "")) for c in columns] for row in rows]
    widths = [max(len(c), *(len(r[i]) for r in cells)) for i, c in enumerate(columns)]
    lines = ["  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True))]
    lines.append("  ".join("-" * w for w in widths))
    lines += ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)) for r in cells]
    return "\n".join(lines)


def _fmt(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.3g}" if abs(value) < 1000 else f"{value:.0f}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_fmt(v) for v in value) + "]"
    return str(value)
