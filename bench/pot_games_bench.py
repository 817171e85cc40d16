"""Speed and strength of the pot games (Cvik, Komando, Stortok), in one script (not part of the test run).

    python bench/pot_games_bench.py                   speed: pot/trick helpers, random deals, AI decisions
    python bench/pot_games_bench.py --strength 30     + win rates of ismcts:normal against two random players
    python bench/pot_games_bench.py --json            machine-readable

Strength is measured the way `main.py simulate` does it: seeded matches with the AI's seat
rotated, wins counted by `Match.winners()` (ties shared), a 95 % Wilson interval.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path
from typing import TypedDict

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import PlayerView, make_player
from cards import get_pack
from games import Match, get_game
from games import rng as rngs
from games.pot import Pot
from games.trick import TrickRules, legal_cards, rank_strength, winner

GAMES = ("cvik", "komando", "stortok")


def bench_helpers(n: int = 20000, seed: int = 1) -> dict[str, float]:
    rng = random.Random(seed)
    deck = list(get_pack("french-32").cards)
    strength = rank_strength(["7", "8", "9", "10", "J", "Q", "K", "A"])
    rules = TrickRules(must_head=True, must_trump=True, must_overtrump=True)
    deals = [rng.sample(deck, 6) for _ in range(n)]
    started = time.perf_counter()
    for cards in deals:
        legal_cards(cards[:3], cards[3:5], "H", strength, rules)
        winner(cards[3:6], "H", strength)
    t_trick = time.perf_counter() - started
    started = time.perf_counter()
    for _ in range(n):
        Pot.open(4).ante(0, 6).shares({1: 2, 2: 1}, 3).pay_in(3, 6)
    t_pot = time.perf_counter() - started
    return {"trick_checks_per_s": n / t_trick, "pot_deals_per_s": n / t_pot}


def bench_random_deals(game_id: str, seconds: float, players: int, seed: int = 1) -> dict[str, float]:
    game = get_game(game_id)
    rng = random.Random(seed)
    deals = actions = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        match = Match(game, players, {"rounds": 1}, seed=rngs.child_seed(rng))
        while not match.is_over:
            legal = match.legal_actions()
            match.apply(legal[rngs.below(rng, len(legal))])
            actions += 1
        deals += len(match.finished_deals)
    elapsed = time.perf_counter() - started
    return {"deals_per_s": deals / elapsed, "actions_per_s": actions / elapsed}


def bench_ai(game_id: str, level: str, decisions: int, players: int, seed: int = 1) -> dict[str, float]:
    game = get_game(game_id)
    bot = make_player(f"ismcts:{level}", game_id, seed)
    rng = random.Random(seed)
    times: list[float] = []
    match = Match(game, players, {"rounds": 1}, seed=seed)
    while len(times) < decisions:
        if match.is_over:
            match = Match(game, players, {"rounds": 1}, seed=rngs.child_seed(rng))
        seat = match.current_player
        assert seat is not None
        legal = match.legal_actions()
        if len(legal) > 1:
            view = PlayerView(match.state, seat, rng)
            started = time.perf_counter()
            action = bot.choose(view)
            times.append(time.perf_counter() - started)
        else:
            action = legal[0]
        match.apply(action)
    times.sort()
    return {"decision_p50_ms": 1000 * statistics.median(times),
            "decision_p95_ms": 1000 * times[int(0.95 * (len(times) - 1))]}


def wilson(wins: float, n: int) -> tuple[float, float]:
    if n == 0:
        return (0.0, 0.0)
    z, p = 1.96, wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


class Strength(TypedDict):
    matches: int
    win_rate: float
    ci95: list[float]
    even_share: float
    mean_chips: float


def strength(game_id: str, matches: int, players: int = 3, rounds: int = 1, seed: int = 1) -> Strength:
    """ismcts:normal in one seat (rotated) against random players."""
    game = get_game(game_id)
    wins = 0.0
    chips: list[float] = []
    for m in range(matches):
        ai_seat = m % players
        bots = {s: make_player("ismcts:normal" if s == ai_seat else "random", game_id, seed + 31 * m + s)
                for s in range(players)}
        match = Match(game, players, {"rounds": rounds}, seed=seed + m)
        rng = random.Random(seed + m)
        while not match.is_over:
            seat = match.current_player
            assert seat is not None
            match.apply(bots[seat].choose(PlayerView(match.state, seat, rng)))
        winners = match.winners()
        if ai_seat in winners:
            wins += 1 / len(winners)
        chips.append(match.scores()[ai_seat])
    low, high = wilson(wins, matches)
    return {"matches": matches, "win_rate": wins / matches, "ci95": [low, high], "even_share": 1 / players,
            "mean_chips": statistics.fmean(chips)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=2.0, help="time per random-play measurement")
    parser.add_argument("--decisions", type=int, default=20, help="AI decisions timed per game")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--strength", type=int, default=0, help="matches per game for the win-rate measurement")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    helpers = bench_helpers()
    figures: dict[str, dict[str, float]] = {}
    strengths: dict[str, Strength] = {}
    for game_id in GAMES:
        figures[game_id] = {**bench_random_deals(game_id, args.seconds, args.players),
                            **bench_ai(game_id, "normal", args.decisions, args.players)}
        if args.strength:
            strengths[game_id] = strength(game_id, args.strength, args.players)
    if args.json:
        report: dict[str, object] = {"helpers": helpers}
        for game_id in GAMES:
            report[game_id] = {**figures[game_id],
                               **({"strength_vs_random": strengths[game_id]} if game_id in strengths else {})}
        print(json.dumps(report, indent=2))
        return 0
    print(f"trick legal+winner: {helpers['trick_checks_per_s']:,.0f}/s   pot deal: {helpers['pot_deals_per_s']:,.0f}/s")
    for game_id in GAMES:
        e = figures[game_id]
        line = (f"{game_id:8s} random play {e['deals_per_s']:8.1f} deals/s {e['actions_per_s']:9.0f} actions/s   "
                f"ismcts:normal p50 {e['decision_p50_ms']:6.1f} ms p95 {e['decision_p95_ms']:6.1f} ms")
        print(line)
        if game_id in strengths:
            s = strengths[game_id]
            print(f"         vs 2 random: win {100 * s['win_rate']:.1f}% [{100 * s['ci95'][0]:.1f}, "
                  f"{100 * s['ci95'][1]:.1f}] (even {100 * s['even_share']:.1f}%), mean chips {s['mean_chips']:+.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
