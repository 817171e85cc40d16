"""Speed and strength of the family games (Kvarteto, Ospalec, Hundert, Souboje); not part of the test run.

    python bench/family_bench.py                       speed: random deals, sampled worlds, AI decisions
    python bench/family_bench.py --strength 100        + win rates of each game AI (hard) against random
    python bench/family_bench.py --strength 100 --ismcts 12   + ismcts:normal against random (slow: ~1 s a move)
    python bench/family_bench.py --json                machine-readable

Strength is measured as `main.py simulate` does it (ai.simulate): seeded matches, duplicate deals
with the seats rotated, wins by `Match.winners()` (ties shared), a 95 % interval. Souboje has no
decisions, so for it the bench reports what a deal looks like instead (length, draws).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import PlayerView, make_player
from ai.simulate import simulate
from games import Match, get_game
from games import rng as rngs

GAMES = ("kvarteto", "ospalec", "hundert", "souboje")
PLAYERS = {"kvarteto": 4, "ospalec": 4, "hundert": 4, "souboje": 2}
ONE_DEAL = {"kvarteto": {"deals": 1}, "ospalec": {"deals": 1}, "hundert": {"rounds": 1}, "souboje": {"deals": 1}}


def bench_random_deals(game_id: str, seconds: float, seed: int = 1) -> dict[str, float]:
    game, n = get_game(game_id), PLAYERS[game_id]
    rng = random.Random(seed)
    deals = actions = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        match = Match(game, n, ONE_DEAL[game_id], seed=rngs.child_seed(rng))
        while not match.is_over:
            legal = match.legal_actions()
            match.apply(legal[rngs.below(rng, len(legal))])
            actions += 1
        deals += len(match.finished_deals)
    elapsed = time.perf_counter() - started
    return {"deals_per_s": round(deals / elapsed, 1), "actions_per_s": round(actions / elapsed),
            "actions_per_deal": round(actions / max(deals, 1), 1)}


def bench_sampling(game_id: str, samples: int = 300, seed: int = 1) -> dict[str, float]:
    """Milliseconds per sampled world, taken a few moves into a deal (where constraints exist)."""
    game, n = get_game(game_id), PLAYERS[game_id]
    rng = random.Random(seed)
    match = Match(game, n, ONE_DEAL[game_id], seed=seed)
    for _ in range(12):
        if match.is_over:
            break
        legal = match.legal_actions()
        match.apply(legal[rngs.below(rng, len(legal))])
    state = match.state
    started = time.perf_counter()
    for k in range(samples):
        state.sample_world(k % n, rng)
    return {"sample_world_ms": round((time.perf_counter() - started) / samples * 1e3, 3)}


def bench_ai(game_id: str, level: str, decisions: int = 300, seed: int = 1) -> dict[str, float]:
    game, n = get_game(game_id), PLAYERS[game_id]
    bots = [make_player(f"{game_id}:{level}", game_id, seed + s) for s in range(n)]
    rng = random.Random(seed)
    times: list[float] = []
    match = Match(game, n, ONE_DEAL[game_id], seed=seed)
    while len(times) < decisions:
        if match.is_over:
            match = Match(game, n, ONE_DEAL[game_id], seed=rngs.child_seed(rng))
        seat = match.current_player
        assert seat is not None
        view = PlayerView(match.state, seat, rng)
        started = time.perf_counter()
        action = bots[seat].choose(view)
        times.append((time.perf_counter() - started) * 1e3)
        match.apply(action)
    return {"decision_ms_p50": round(statistics.median(times), 3),
            "decision_ms_p95": round(sorted(times)[int(0.95 * len(times)) - 1], 3)}


def souboje_deals(count: int, options: dict[str, object], seed: int = 1) -> dict[str, object]:
    game = get_game("souboje")
    rng = random.Random(seed)
    lengths, draws, first_wins = [], 0, 0
    for _ in range(count):
        match = Match(game, 2, options, seed=rngs.child_seed(rng))
        while not match.is_over:
            match.apply(match.legal_actions()[0])
        deal = match.finished_deals[-1]
        lengths.append(deal.cards_turned)  # type: ignore[attr-defined]  # the game's own state
        draws += deal.drawn  # type: ignore[attr-defined]  # likewise
        first_wins += deal.winner == 1  # type: ignore[attr-defined]  # seat 1 turns first (dealer 0)
    return {"deals": count, "draws": draws, "first_player_wins": first_wins,
            "cards_turned_median": statistics.median(lengths), "cards_turned_max": max(lengths)}


def strength(game_id: str, ai: str, matches: int, seed: int = 1) -> dict[str, object]:
    n = PLAYERS[game_id]
    report = simulate(game_id, [ai] + ["random"] * (n - 1), matches, seed, ONE_DEAL[game_id])
    row = next(r for r in report["players"] if r["name"] == ai)
    return {"ai": ai, "opponents": f"{n - 1} x random", "matches": report["games"], "win_rate": row["win_rate"],
            "ci95": row["ci95"], "even_share": report["even_share"], "mean_score": row["mean_score"],
            "decision_ms_p50": row["decision_ms"]["p50"]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds of random play per game")
    parser.add_argument("--strength", type=int, default=0, help="matches per game AI against random")
    parser.add_argument("--ismcts", type=int, default=0, help="matches for ismcts:normal against random")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    out: dict[str, object] = {}
    for game_id in GAMES:
        row: dict[str, object] = {"players": PLAYERS[game_id]}
        row.update(bench_random_deals(game_id, args.seconds))
        row.update(bench_sampling(game_id))
        if game_id != "souboje":
            for level in ("easy", "normal", "hard"):
                row[f"ai_{level}"] = bench_ai(game_id, level)
        else:
            row["reference_counts"] = souboje_deals(300, {})
            row["standard_counts"] = souboje_deals(300, {"attack": "standard"})
        if args.strength and game_id != "souboje":
            row["strength"] = [strength(game_id, f"{game_id}:{lvl}", args.strength) for lvl in ("easy", "hard")]
        if args.ismcts and game_id != "souboje":
            row["ismcts"] = strength(game_id, "ismcts:normal", args.ismcts)
        out[game_id] = row
        if not args.json:
            print(game_id, json.dumps(row, ensure_ascii=False), flush=True)
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
