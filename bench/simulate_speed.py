"""How fast `simulate` plays: random Bridž matches per CPU second, and `--jobs N` against one process.

    python bench/simulate_speed.py rate [--code DIR] [--matches 24] [--runs 2]
    python bench/simulate_speed.py jobs [--game bridz] [--players random,random,random,random] [--matches 160]
                                        [--jobs 2] [--runs 2] [--first-deal]

`rate` plays the first matches from seed 1 of four random players in one process, after a warm-up, and
divides by the CPU time (`time.process_time`, the solver's threads included): a shared machine's load
does not change it. `--code DIR` measures another checkout instead (`git archive REV | tar -x -C DIR`),
in a child process whose imports come from DIR: the way to measure "before".

`jobs` runs the same simulation with one process and with N, alternating, and prints for each the wall
time and the CPU time of every process that played matches. On a machine shared with other work the
wall time shows the share of the cores the run got, not what the run can do; the busiest process's CPU
time is the wall time it would take on idle cores (the matches of each process run one after the
other), so matches / busiest CPU is the speed an idle machine gives.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar, cast

if TYPE_CHECKING:
    from ai.players import Player
    from ai.simulate import MatchResult
    from games.game import Game

ROOT = Path(__file__).resolve().parent.parent
R = TypeVar("R")


def rate(code: Path, matches: int) -> str:
    """One `rate` run in a child process importing from `code`: its result line."""
    out = subprocess.run([sys.executable, __file__, "rate-child", str(code), str(matches)], capture_output=True,
                         text=True, check=True, cwd=code)
    return out.stdout.strip()


def rate_child(matches: int) -> str:
    from ai.simulate import simulate
    from games.bridz import dds

    dds.available()  # the solver's import (seconds) is not a match's time
    simulate("bridz", ["random"] * 4, 2, 99)  # warm: rule books, tables
    cpu, wall = time.process_time(), time.perf_counter()
    simulate("bridz", ["random"] * 4, matches, 1)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return (f"{matches / cpu:.2f} matches/CPU s ({matches} matches, {cpu:.1f} s CPU, {wall:.1f} s wall, "
            f"load {os.getloadavg()[0]:.1f})")


def _timed_match(game: Game | str, options: Mapping[str, object], names: Sequence[str], entries: Sequence[int],
                 match_seed: int, factory: Callable[[str, str, int], Player] | None = None, first_deal: bool = False,
                 par: bool = False) -> tuple[MatchResult, int, float]:
    from ai.simulate import play_match

    start = time.process_time()
    result = play_match(game, options, names, entries, match_seed, factory, first_deal, par)
    return result, os.getpid(), time.process_time() - start


def jobs_run(game: str, players: list[str], matches: int, jobs: int, first_deal: bool) -> str:
    """One simulation on `jobs` processes: wall time, and each playing process's CPU time."""
    import ai.simulate as sim
    from ai import jobs as executors
    from ai.procs import Batch

    per_process: dict[int, float] = {}
    run = executors.run_jobs

    def timed(fn: Callable[..., R], tasks: Sequence[tuple[object, ...]], jobs: int = 1, cluster: str | None = None,
              done: Callable[[int, R], None] | None = None,
              stall: float = 10.0) -> Batch[R]:  # the same jobs, timed where they run
        out = run(_timed_match, tasks, jobs, cluster, None, stall)
        for _, pid, cpu in out.results.values():
            per_process[pid] = per_process.get(pid, 0.0) + cpu
        # the simulation's jobs are play_match's, whose results _timed_match hands back
        return Batch({i: cast(R, result) for i, (result, _, _) in out.results.items()}, out.lost)

    sim.run_jobs = timed  # a measuring wrapper, for this run only
    try:
        load = os.getloadavg()[0]
        wall = time.perf_counter()
        sim.simulate(game, players, matches, 1, jobs=jobs, first_deal=first_deal)
        wall = time.perf_counter() - wall
    finally:
        sim.run_jobs = run
    busiest, total = max(per_process.values()), sum(per_process.values())
    return (f"jobs={jobs}: {matches / wall:.2f} matches/wall s ({wall:.1f} s at load {load:.1f}); matches' CPU "
            f"{total:.1f} s, busiest process {busiest:.1f} s: {matches / busiest:.2f} matches/s on idle cores")


def main(argv: list[str]) -> int:
    if argv[:1] == ["rate-child"]:
        sys.path.insert(0, argv[1])
        print(rate_child(int(argv[2])))
        return 0
    sys.path.insert(0, str(ROOT))
    parser = argparse.ArgumentParser(prog="bench/simulate_speed.py", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    r = sub.add_parser("rate", help="random Bridž matches per CPU second, serial")
    r.add_argument("--code", type=Path, default=ROOT, help="the checkout to measure (default: this one)")
    r.add_argument("--matches", type=int, default=24)
    r.add_argument("--runs", type=int, default=2)
    j = sub.add_parser("jobs", help="--jobs N against one process")
    j.add_argument("--game", default="bridz")
    j.add_argument("--players", default="random,random,random,random")
    j.add_argument("--matches", type=int, default=160)
    j.add_argument("--jobs", type=int, default=2)
    j.add_argument("--runs", type=int, default=2)
    j.add_argument("--first-deal", action="store_true")
    args = parser.parse_args(argv)
    if args.what == "rate":
        for _ in range(args.runs):
            print(f"{args.code}: {rate(args.code.resolve(), args.matches)}", flush=True)
        return 0
    from ai.simulate import simulate

    players = args.players.split(",")
    simulate(args.game, players, 2, 99, first_deal=args.first_deal)  # warm this process (forked workers inherit it)
    print(f"{args.game} {args.players}, {args.matches} matches{' (first deal)' if args.first_deal else ''}:")
    for _ in range(args.runs):
        for n in (1, args.jobs):
            print("  " + jobs_run(args.game, players, args.matches, n, args.first_deal), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
