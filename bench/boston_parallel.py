"""The menu's boston:hard on 1 and N workers, same run: what `python -m bench decisions` does not show.

    python -m bench.boston_parallel [--deals N] [--workers N] [--json]

`bench decisions` times the plain `ismcts:<level>` search on random positions; the menu seats Boston's own
player (ai/games/boston/players.py), whose card play searches worlds drawn by the auction (a BeliefView) and
whose bids and partner calls are played out over worlds. This takes its decision points from deals played by
boston:normal (so the auctions are ones a bot makes, and hard's reading of them means something) and times
boston:hard as the table seats it (its caps: 1.3 s a card, 1.2 s a bid or partner call) with one worker and
with `--workers`, alternating point by point so that the machine's load falls on both alike. Per kind of
decision: wall p50/p95, and for the card play the iterations reached (median) and the iterations per CPU
second of the busiest process (the caller or a worker, the workers' CPU read from /proc: the rate on idle
cores, one process to a core); for the bids the worlds played out, and per CPU second of the busiest process.
The pool is warmed before timing.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from dataclasses import replace
from typing import TYPE_CHECKING, TypedDict

if TYPE_CHECKING:
    from games.boston.rules import BostonState

from bench.decisions import percentile

KINDS = ("play", "auction", "partner")
#: hard's iteration budget (ai/levels.py), which a capped card decision reaches or not
FULL_BUDGET = 4000


def points(deals: int, seed: int = 1) -> list[tuple[BostonState, int, str]]:
    """(state, seat, kind) where the seat to act has a real choice, from deals played by a quick boston:normal."""
    from ai.games.boston.players import BostonPlayer
    from ai.view import PlayerView
    from games.boston.game import GAME
    from games.boston.rules import BostonState
    from games.state import MatchContext

    out: list[tuple[BostonState, int, str]] = []
    rng = random.Random(seed)
    for d in range(deals):
        state = GAME.new_deal(GAME.config(), 4, MatchContext(4, 0, d % 4, (0.0,) * 4, {"bank": 0}), seed + d)
        assert isinstance(state, BostonState)
        bots = [BostonPlayer("normal", seed + 10 * d + s) for s in range(4)]
        for bot in bots:  # quick and the same on any machine: the points are what matters, not these moves
            bot.search.seconds, bot.search.iterations, bot.seconds = None, 100, None
            bot.style = replace(bot.style, worlds=12)
        while not state.is_over:
            seat = state.current_player
            assert seat is not None  # a deal not over has a seat to act
            legal = state.legal_actions()
            kind = str(state.phase)
            if len(legal) > 1 and kind in KINDS and (kind != "play" or rng.random() < 0.3):
                out.append((state.clone(), seat, kind))
            state.apply(bots[seat].choose(PlayerView(state, seat, random.Random(len(out)))))
    return out


def process_cpu(pid: int) -> float:
    """CPU seconds (user and system) process `pid` has used, from /proc (0 where there is none): the workers'
    CPU for the decisions whose shares do not report it (the bids and partner calls)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def timed(state: BostonState, seat: int, seed: int, workers: int) -> dict[str, float]:
    from ai import parallel
    from ai.games.boston.players import BostonPlayer
    from ai.view import PlayerView

    bot = BostonPlayer("hard", seed)
    bot.search.workers = workers
    view = PlayerView(state, seat, random.Random(seed))
    pids = parallel.worker_pids() if workers > 1 else []
    before = [process_cpu(pid) for pid in pids]
    wall, cpu = time.perf_counter(), time.process_time()
    bot.search.last = None
    bot.choose(view)
    out = {"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu}
    # the busiest process's CPU: what the decision would take with a core to each process
    out["busiest_cpu"] = max([out["cpu"], *(process_cpu(pid) - b for pid, b in zip(pids, before, strict=True))])
    result = bot.search.last
    if result is not None and result.searched:
        out["iterations"] = result.iterations
        out["shares"] = result.shares
    if bot._played:
        out["worlds"] = len(next(iter(bot._played.values()))["S"])
    return out


class Report(TypedDict):
    deals: int
    workers: int
    cpus: int | None
    load_start: float
    load_end: float
    minutes: float
    rows: list[dict[str, object]]  # per kind of decision and worker count, its figures


def run(deals: int, workers: int) -> Report:
    from ai import parallel

    spots = points(deals)
    parallel.set_workers(workers)
    parallel.warm("boston")
    parallel.load_game("boston")  # this process too: the first decision would time the imports
    load_start = os.getloadavg()[0]
    began = time.perf_counter()
    measured: dict[tuple[str, int], list[dict[str, float]]] = {}
    for i, (state, seat, kind) in enumerate(spots):
        order = (1, workers) if i % 2 == 0 else (workers, 1)  # neither always first after the other's load
        for w in order:
            measured.setdefault((kind, w), []).append(timed(state, seat, i, w))
    parallel.shutdown()
    report: Report = {"deals": deals, "workers": workers, "cpus": os.cpu_count(), "load_start": load_start,
                              "load_end": os.getloadavg()[0], "minutes": (time.perf_counter() - began) / 60,
                              "rows": []}
    for (kind, w), rows in sorted(measured.items()):
        walls = [r["wall"] for r in rows]
        row: dict[str, object] = {"kind": kind, "workers": w, "points": len(rows),
                               "wall_p50": percentile(walls, 50), "wall_p95": percentile(walls, 95),
                               "cpu_p50": percentile([r["cpu"] for r in rows], 50)}
        searched = [r for r in rows if "iterations" in r]
        if searched:
            row["iterations_p50"] = statistics.median(r["iterations"] for r in searched)
            row["iterations_min"] = min(r["iterations"] for r in searched)
            # the share of card decisions that searched hard's whole budget before the cap: the uncapped player's moves
            row["at_budget"] = sum(r["iterations"] >= FULL_BUDGET for r in searched) / len(searched)
            row["shares_min"] = min(r["shares"] for r in searched)
            row["it_per_busiest_cpu_s"] = (sum(r["iterations"] for r in searched)
                                           / max(1e-9, sum(r["busiest_cpu"] for r in searched)))
            row["it_per_wall_s"] = sum(r["iterations"] for r in searched) / max(1e-9, sum(r["wall"] for r in searched))
        played = [r for r in rows if "worlds" in r]
        if played and kind == "auction":
            row["worlds_p50"] = statistics.median(r["worlds"] for r in played)
            row["worlds_per_busiest_cpu_s"] = (sum(r["worlds"] for r in played)
                                               / max(1e-9, sum(r["busiest_cpu"] for r in played)))
        report["rows"].append(row)
    return report


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.boston_parallel", description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=3, help="deals the decision points are taken from (default 3)")
    parser.add_argument("--workers", type=int, default=2, help="the parallel worker count to compare (default 2)")
    parser.add_argument("--json", action="store_true", help="the report as JSON")
    args = parser.parse_args(argv)
    report = run(args.deals, args.workers)
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"boston:hard, {args.deals} deals, 1 against {args.workers} workers, {report['minutes']:.1f} min, load "
          f"{report['load_start']:.1f} -> {report['load_end']:.1f} on {report['cpus']} CPUs")
    for row in report["rows"]:
        print("  " + "  ".join(f"{k}={v:.3g}" if isinstance(v, float) else f"{k}={v}" for k, v in row.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
