"""`main.py simulate`: seeded matches between players, seats rotated, win rates with 95 % intervals."""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from typing import Any

from ai import PlayerView, make_player
from cli.common import fail, print_json
from games import InvalidInput, Match, get_game


def add_parser(sub: Any) -> None:
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
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def parse_options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        if "=" not in pair:
            raise InvalidInput(f"option {pair!r} must look like NAME=VALUE")
        name, value = pair.split("=", 1)
        options[name.strip()] = value.strip()
    return options


def mean_ci95(samples: list[float]) -> tuple[float, list[float]]:
    """Mean and a normal-approximation 95 % interval (clipped to [0, 1] for rates)."""
    n = len(samples)
    mean = sum(samples) / n if n else 0.0
    if n < 2:
        return mean, [0.0, 1.0]
    half = 1.96 * statistics.stdev(samples) / math.sqrt(n)
    if half == 0.0:  # all equal: use the Wilson bound so "always won" still has an honest interval
        z2 = 1.96**2
        centre = (mean + z2 / (2 * n)) / (1 + z2 / n)
        half = (1.96 / (1 + z2 / n)) * math.sqrt(mean * (1 - mean) / n + z2 / (4 * n * n))
        return mean, [max(0.0, centre - half), min(1.0, centre + half)]
    return mean, [max(0.0, mean - half), min(1.0, mean + half)]


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))
    return ordered[index]


def simulate(game_query: str, names: list[str], games: int, seed: int,
             options: dict[str, Any] | None = None) -> dict[str, Any]:
    game = get_game(game_query)
    n = len(names)
    config = game.config(options)
    game.check_players(config, n)
    wins: dict[str, list[float]] = {name: [] for name in names}
    scores: dict[str, list[float]] = {name: [] for name in names}
    decision_ms: list[float] = []
    for g in range(games):
        match_seed = seed + g
        rotation = g % n  # seat s is played by names[(s + rotation) % n]
        seat_names = [names[(s + rotation) % n] for s in range(n)]
        players = [make_player(name, game.id, match_seed * 31 + s) for s, name in enumerate(seat_names)]
        view_rng = random.Random(match_seed)
        match = Match(game, n, options, match_seed)
        while not match.is_over:
            seat = match.current_player
            assert seat is not None
            view = PlayerView(match.state, seat, view_rng)
            start = time.perf_counter()
            action = players[seat].choose(view)
            decision_ms.append((time.perf_counter() - start) * 1000)
            match.apply(action)
        winners = match.winners()
        totals = match.scores()
        for s, name in enumerate(seat_names):
            wins[name].append(1.0 / len(winners) if s in winners else 0.0)
            scores[name].append(totals[s])
    rows = []
    for name in dict.fromkeys(names):
        rate, ci = mean_ci95(wins[name])
        rows.append({"name": name, "seats_played": len(wins[name]), "wins": round(sum(wins[name]), 3),
                     "win_rate": round(rate, 4), "ci95": [round(ci[0], 4), round(ci[1], 4)],
                     "mean_score": round(statistics.fmean(scores[name]), 3) if scores[name] else 0.0})
    return {"game": game.id, "games": games, "seed": seed, "options": dict(config), "players": rows,
            "even_share": round(1 / n, 4),
            "decision_ms": {"p50": round(percentile(decision_ms, 50), 3),
                            "p95": round(percentile(decision_ms, 95), 3)}}


def run(args: argparse.Namespace) -> int:
    names = [p.strip() for p in args.players.split(",") if p.strip()]
    if args.games < 1:
        return fail("--games must be at least 1")
    try:
        result = simulate(args.game, names, args.games, args.seed, parse_options(args.option))
    except InvalidInput as exc:
        return fail(str(exc))
    if args.json:
        print_json(result)
        return 0
    print(f"{result['game']}: {args.games} matches from seed {args.seed}, seats rotated "
          f"(an even share is {result['even_share']:.1%})")
    print(f"{'player':24} {'seats':>6} {'wins':>8} {'win rate':>9}  {'95 % CI':17} {'mean score':>10}")
    for row in result["players"]:
        low, high = row["ci95"]
        print(f"{row['name']:24} {row['seats_played']:6d} {row['wins']:8.1f} {row['win_rate']:9.1%}  "
              f"[{low:6.1%}, {high:6.1%}] {row['mean_score']:10.2f}")
    print(f"decision time: p50 {result['decision_ms']['p50']:.2f} ms, p95 {result['decision_ms']['p95']:.2f} ms")
    return 0
