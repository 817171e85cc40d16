"""`python -m bench`: the performance suite; `python -m bench NAME ...`: registered benchmarks.

    python -m bench [perf] [--quick] [--runs N] [--baseline REF] ...     the performance suite (bench/perf.py)
    python -m bench NAME ... [--quick] [--games N] [--game ID ...] [--json]   benchmarks by name (all: every one)
    python -m bench decisions [--game ID ...] [--points N] [--update-docs]   decision time, serial and parallel
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import Options, Rows, load, table


def main(argv: list[str]) -> int:
    if argv[:1] == ["decisions"]:  # decision time, serial against parallel (bench/decisions.py)
        from bench import decisions

        return decisions.main(argv[1:])
    benchmarks = load()
    if not any(a in benchmarks or a == "all" for a in argv):
        from bench import perf

        return perf.main([a for a in argv if a != "perf"])
    return named(argv, benchmarks)


def named(argv: list[str], benchmarks: dict[str, Callable[[Options], Rows]]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description="Run the benchmarks and print tables.")
    parser.add_argument("names", nargs="*", help=f"benchmarks to run (all: every one): {', '.join(benchmarks)}")
    parser.add_argument("--quick", action="store_true", help="small counts: a smoke run")
    parser.add_argument("--games", type=int, default=None, help="matches per strength line-up")
    parser.add_argument("--game", action="append", default=[], help="only this game id (repeatable)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    args = parser.parse_args(argv)
    names = [n for n in args.names if n != "all"] if "all" not in args.names else list(benchmarks)
    unknown = [n for n in names if n not in benchmarks]
    if unknown:
        print(f"error: unknown benchmark(s) {', '.join(unknown)}; known: {', '.join(benchmarks)}", file=sys.stderr)
        return 2
    options = Options(quick=args.quick, games=args.games, only=tuple(args.game))
    results = {}
    for name in names:
        started = time.perf_counter()
        rows = benchmarks[name](options)
        results[name] = rows
        if not args.json:
            print(f"\n== {name} ({time.perf_counter() - started:.0f} s)")
            print(table(rows))
            sys.stdout.flush()
    if args.json:
        json.dump(results, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
