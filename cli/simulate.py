"""`main.py simulate`: seeded matches between players, seats rotated, win rates with 95 % intervals."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from ai.simulate import mean_ci95, percentile
from ai.simulate import simulate as ai_simulate
from cli.common import fail, print_json
from cli.progress import Progress
from games import InvalidInput

__all__ = ["add_parser", "mean_ci95", "parse_options", "percentile", "run", "simulate"]


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("simulate", help="play seeded matches between AI players and report win rates",
                            description="Play seeded matches between players, rotating seats, and report win "
                                        "rates with 95 % confidence intervals.")
    parser.add_argument("game", help="game id, name or alias")
    parser.add_argument("--players", required=True,
                        help="comma-separated player names, one per seat, e.g. random,random,random")
    parser.add_argument("--games", type=int, default=100, help="number of matches (default 100)")
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
                        help="play the matches in N local processes (default 1); the results are those of a "
                             "serial run, only faster")
    parser.add_argument("--cluster", metavar="ADDRESS", default=None,
                        help="send the matches to the Dask scheduler at ADDRESS (e.g. tcp://host:8786) instead; "
                             "needs: python -m pip install -r requirements-cluster.txt")
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
             options: dict[str, Any] | None = None, duplicate: bool | None = None,
             first_deal: bool = False, jobs: int = 1, cluster: str | None = None, par: bool = False,
             progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """The match runner lives in ai.simulate (duplicate deals, intervals, decision times, where they run)."""
    return ai_simulate(game_query, names, games, seed, options, duplicate, first_deal=first_deal, jobs=jobs,
                       cluster=cluster, par=par, progress=progress)


def run(args: argparse.Namespace) -> int:
    names = [p.strip() for p in args.players.split(",") if p.strip()]
    if args.games < 1:
        return fail("--games must be at least 1")
    if args.jobs < 1:
        return fail("--jobs must be at least 1")
    if args.par and not args.json:
        return fail("--par adds to the JSON report: use it with --json")
    progress = None if args.no_progress else Progress(quiet_unless_terminal=args.json)
    try:
        result = simulate(args.game, names, args.games, args.seed, parse_options(args.option),
                          duplicate=False if args.no_duplicate else None, first_deal=args.first_deal,
                          jobs=args.jobs, cluster=args.cluster, par=args.par, progress=progress)
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
    if args.json:
        print_json(result)
        return 0
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
    return 0
