"""`main.py simulate`: seeded matches between players, seats rotated, win rates with 95 % intervals."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping

from ai import parallel
from ai.jobs import max_jobs
from ai.procs import STALL_SECONDS
from ai.simulate import MAX_GAMES, Report, mean_ci95, percentile
from ai.simulate import simulate as ai_simulate
from cli.common import fail, print_json
from cli.main import SUMMARIES
from cli.progress import Progress
from games import InvalidInput

#: the bounds of --worker-timeout, in seconds
TIMEOUT_RANGE = (0.5, 3600.0)
#: exit status of a run that lost matches to dead or stopped workers (its report counts only the rest)
LOST_STATUS = 1

__all__ = ["add_parser", "mean_ci95", "parse_options", "percentile", "run", "simulate"]


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("simulate", help=SUMMARIES["simulate"],
                            description="Play seeded matches between players, rotating seats, and report win "
                                        "rates with 95 % confidence intervals.")
    parser.add_argument("game", help="game id, name or alias")
    parser.add_argument("--players", required=True,
                        help="comma-separated player names, one per seat, e.g. random,random,random")
    parser.add_argument("--games", type=int, default=100,
                        help=f"number of matches, 1 to {MAX_GAMES:,} (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first match (default 1)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule-book option, e.g. --option deals=3 (repeatable)")
    parser.add_argument("--no-duplicate", action="store_true",
                        help="a fresh deal for every match instead of duplicate deals (by default each deal is "
                             "played once per seat rotation, which cancels the luck of the deal)")
    parser.add_argument("--first-deal", action="store_true",
                        help="stop each match after its first deal and score that deal alone (the finest measure "
                             "where whole matches are mostly won by the cards)")
    parser.add_argument("--jobs", type=int, default=1, metavar="N",
                        help=f"play the matches in N local processes, 1 to {max_jobs()} (one a core; with "
                             f"--threads T, N x T at most that) (default 1); the results are those of a serial "
                             f"run, only faster. A worker that dies or stops loses only its own match: the "
                             f"report names it and counts the rest, and the exit status is {LOST_STATUS}")
    parser.add_argument("--worker-timeout", type=float, default=STALL_SECONDS, metavar="SECONDS",
                        help=f"with --jobs: a worker silent this long (stopped, hung) is ended and its match "
                             f"counted lost, {TIMEOUT_RANGE[0]:g} to {TIMEOUT_RANGE[1]:g} (default {STALL_SECONDS:g})")
    parser.add_argument("--cluster", metavar="ADDRESS", default=None,
                        help="send the matches to the Dask scheduler at ADDRESS (tcp://host:port, e.g. "
                             "tcp://host:8786) instead; needs: python -m pip install -r requirements-cluster.txt")
    parser.add_argument("--par", action="store_true",
                        help="with --json: each finished deal's double-dummy analysis under 'deals' (Bridž: its "
                             "par and makeable table); worked out only when asked, as it costs time")
    parser.add_argument("--no-progress", action="store_true",
                        help="no progress line on stderr (by default a run longer than a second shows one, "
                             "except with --json when stderr is not a terminal)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def parse_options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        if "=" not in pair:
            raise InvalidInput(f"option {pair!r} must look like NAME=VALUE")
        name, value = pair.split("=", 1)
        options[name.strip()] = value.strip()
    return options


def simulate(game_query: str, names: list[str], games: int, seed: int,
             options: Mapping[str, object] | None = None, duplicate: bool | None = None,
             first_deal: bool = False, jobs: int = 1, cluster: str | None = None, par: bool = False,
             progress: Callable[[int, int], None] | None = None, stall: float = STALL_SECONDS) -> Report:
    """The match runner lives in ai.simulate (duplicate deals, intervals, decision times, where they run)."""
    return ai_simulate(game_query, names, games, seed, options, duplicate, first_deal=first_deal, jobs=jobs,
                       cluster=cluster, par=par, progress=progress, stall=stall)


def check_counts(args: argparse.Namespace) -> str | None:
    """What is wrong with the run's counts, in one line (None: nothing): each within its bound, which --help
    names, and the processes --jobs and --threads start together no more than the cores."""
    if not 1 <= args.games <= MAX_GAMES:
        return f"--games takes a whole number from 1 to {MAX_GAMES}, not {args.games}"
    limit = max_jobs()
    if not 1 <= args.jobs <= limit:
        return f"--jobs takes a whole number from 1 to {limit} (one a core of this machine), not {args.jobs}"
    threads = parallel.workers()
    if args.jobs > 1 and args.jobs * threads > limit:
        return (f"--jobs {args.jobs} with --threads {threads} would search on {args.jobs * threads} processes, "
                f"more than this machine's {limit} cores (they would only slow each other): lower one of them")
    low, high = TIMEOUT_RANGE
    if not low <= args.worker_timeout <= high:  # (NaN is refused too)
        return f"--worker-timeout takes seconds from {low:g} to {high:g}, not {args.worker_timeout:g}"
    return None


def run(args: argparse.Namespace) -> int:
    names = [p.strip() for p in args.players.split(",") if p.strip()]
    problem = check_counts(args)
    if problem is not None:
        return fail(problem)
    if args.par and not args.json:
        return fail("--par adds to the JSON report: use it with --json")
    progress = None if args.no_progress else Progress(quiet_unless_terminal=args.json)
    try:
        result = simulate(args.game, names, args.games, args.seed, parse_options(args.option),
                          duplicate=False if args.no_duplicate else None, first_deal=args.first_deal,
                          jobs=args.jobs, cluster=args.cluster, par=args.par, progress=progress,
                          stall=args.worker_timeout)
    except InvalidInput as exc:
        return fail(str(exc))
    except KeyboardInterrupt:  # Ctrl+C: the matches played so far are not a sample worth reporting
        if progress is not None:
            progress.close()
            progress = None
        return fail("interrupted: no report (a simulation reports only when all its matches are played)", 130)
    finally:
        if progress is not None:
            progress.close()
    lost = result.get("lost", [])
    status = LOST_STATUS if lost else 0
    if status:
        print(f"warning: {len(lost)} matches lost with their workers (dead or stopped); the report "
              f"counts {result['games']} matches", file=sys.stderr)
    if args.json:
        print_json(result)
        return status
    how = "duplicate deals, each played once per seat rotation" if result["duplicate"] else "seats rotated"
    if result["first_deal"]:
        how += "; each scored by its first deal alone"
    print(f"{result['game']}: {result['games']} matches from seed {args.seed}, {how} "
          f"(an even share is {result['even_share']:.1%})")
    print(f"{'player':24} {'seats':>6} {'wins':>8} {'win rate':>9}  {'95 % CI':17} {'margin':>7}  {'95 % CI':17} "
          f"{'mean score':>10} {'score margin':>12}  {'95 % CI':21} {'ms p50':>8} {'ms p95':>8}")
    for row in result["players"]:
        low, high = row["ci95"]
        m_low, m_high = row["margin_ci95"]
        s_low, s_high = row["score_margin_ci95"]
        print(f"{row['name']:24} {row['seats_played']:6d} {row['wins']:8.1f} {row['win_rate']:9.1%}  "
              f"[{low:6.1%}, {high:6.1%}] {row['margin']:+7.3f}  [{m_low:+6.3f}, {m_high:+6.3f}] "
              f"{row['mean_score']:10.2f} {row['score_margin']:+12.2f}  [{s_low:+8.2f}, {s_high:+8.2f}] "
              f"{row['decision_ms']['p50']:8.2f} {row['decision_ms']['p95']:8.2f}")
    print("margin: the player's match return (-1..1) minus the others', per block of duplicate deals; "
          "score margin: the same in the match's own score")
    print(f"decision time: p50 {result['decision_ms']['p50']:.2f} ms, p95 {result['decision_ms']['p95']:.2f} ms")
    for one in lost:
        print(f"lost: match {one['match'] + 1} (seed {one['seed']}): {one['why']}")
    if result.get("left_out"):
        print(f"left out: {result['left_out']} finished matches of the duplicate blocks that lost one")
    return status
