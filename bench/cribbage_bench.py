"""Cribbage speed and strength, in one script (not part of the test run).

    python bench/cribbage_bench.py                 speed: scorer, random matches, AI decisions, OpenSpiel
    python bench/cribbage_bench.py --strength 200  + win rates of cribbage:normal against baselines
    python bench/cribbage_bench.py --json          machine-readable

OpenSpiel (`pip install open-spiel`) is an optional benchmark dependency, never a runtime
one: where it is installed, its cribbage is timed in the same run, from its Python driver
and from its C++ loop (`pyspiel.evaluate_bots` with uniform random bots), and our ratio to
each is printed. Its "game" is a whole match to 121, so deals per second count its rounds.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import re
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import NotRequired, ParamSpec, TypedDict, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import Player, PlayerView, make_player
from cards import get_pack
from games import Match
from games import rng as rngs
from games.cribbage.rules import GAME, Phase

T = TypeVar("T")
P = ParamSpec("P")

#: CPU time of this process: on a shared, loaded machine wall-clock rates mostly measure the neighbours.
#: Every program timed here (ours and OpenSpiel's) is single-threaded, so CPU time is a fair clock.
clock = time.process_time


def timed(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> tuple[T, float]:
    started = clock()
    result = fn(*args, **kwargs)
    return result, clock() - started


# -- speed -----------------------------------------------------------------------------------------------
def bench_scorer(n: int, seed: int = 1) -> dict[str, float]:
    sc = GAME.scoring()
    deck = list(get_pack("french-52").cards)
    rng = random.Random(seed)
    hands = [rng.sample(deck, 5) for _ in range(n)]
    keys = [[sc.key(c) for c in h] for h in hands]
    for k in keys[:2000]:  # warm the rank cache as a long-running AI would have it
        sc.score_keys(k[:4], k[4])
    _, t_keys = timed(lambda: [sc.score_keys(k[:4], k[4]) for k in keys])
    _, t_cards = timed(lambda: [sc.score_hand(h[:4], h[4]) for h in hands])
    _, t_peg = timed(lambda: [sc.peg_ranks([k[0] for k in kk[:4]], 20) for kk in keys])
    return {"show_hands_per_s_keys": n / t_keys, "show_hands_per_s_cards": n / t_cards,
            "peg_counts_per_s": n / t_peg}


def bench_random_matches(seconds: float, seed: int = 1) -> dict[str, float]:
    rng = random.Random(seed)
    matches = deals = actions = 0
    started = clock()
    while clock() - started < seconds:
        match = Match(GAME, 2, {}, seed + matches)
        while not match.is_over:
            legal = match.legal_actions()
            match.apply(legal[rngs.below(rng, len(legal))])
            actions += 1
        matches += 1
        deals += len(match.finished_deals)
    elapsed = clock() - started
    return {"matches_per_s": matches / elapsed, "deals_per_s": deals / elapsed, "actions_per_s": actions / elapsed,
            "deals_per_match": deals / matches}


def bench_decisions(level: str, matches: int, seed: int = 1) -> dict[str, float]:
    """Decision times of cribbage:<level> against random, by phase (mean and 95th percentile, ms)."""
    bot = make_player(f"cribbage:{level}", "cribbage", seed)
    other = make_player("random", "cribbage", seed + 1)
    rng = random.Random(seed)
    times: dict[str, list[float]] = {Phase.DISCARD: [], Phase.PLAY: []}
    for i in range(matches):
        match = Match(GAME, 2, {}, seed + i)
        while not match.is_over:
            seat = match.current_player
            assert seat is not None
            view = PlayerView(match.state, seat, rng)
            phase = match.state.phase  # type: ignore[attr-defined]  # a CribbageState
            if seat == 0 and len(view.legal_actions) > 1 and phase in times:
                action, took = timed(bot.choose, view)
                times[phase].append(took)
            else:
                action = (bot if seat == 0 else other).choose(view)
            match.apply(action)
    out = {}
    for phase, ts in times.items():
        ts.sort()
        out[f"{phase}_ms_mean"] = 1000 * statistics.fmean(ts)
        out[f"{phase}_ms_p95"] = 1000 * ts[int(0.95 * (len(ts) - 1))]
        out[f"{phase}_decisions"] = len(ts)
    return out


def bench_openspiel(seconds: float, seed: int = 1) -> dict[str, float] | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("cribbage")
    rng = random.Random(seed)
    matches = deals = 0
    started = clock()
    while clock() - started < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.random() * len(legal))])
        found = re.search(r"Round: (\d+)", str(state))
        deals += int(found.group(1)) + 1 if found else 0
        matches += 1
    py_elapsed = clock() - started
    deals_per_match = deals / matches
    bots = [pyspiel.make_uniform_random_bot(p, seed + p) for p in range(2)]
    cpp_matches = 0
    started = clock()
    while clock() - started < seconds:
        pyspiel.evaluate_bots(game.new_initial_state(), bots, seed + cpp_matches)
        cpp_matches += 1
    cpp_elapsed = clock() - started
    return {"py_matches_per_s": matches / py_elapsed, "py_deals_per_s": deals / py_elapsed,
            "deals_per_match": deals_per_match, "cpp_matches_per_s": cpp_matches / cpp_elapsed,
            "cpp_deals_per_s": cpp_matches * deals_per_match / cpp_elapsed}


# -- strength ---------------------------------------------------------------------------------------------
def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def make(name: str, seed: int) -> Player:
    """A player by name; the generic search gets its level's iteration budget without the wall-clock cap,
    so that a loaded machine does not weaken it (ismcts:normal = 700 iterations per decision)."""
    if name.startswith("ismcts:"):
        from ai.ismcts import ISMCTS

        return ISMCTS.at_level(name.split(":")[1], seed=seed, seconds=None)
    return make_player(name, "cribbage", seed)


class Strength(TypedDict):
    player: str
    opponent: str
    matches: int
    wins: int
    win_rate: float
    ci95: list[float]
    lurches_won: int
    mean_hand: float
    mean_crib: float
    mean_pegged_per_deal: float


class Report(TypedDict):
    scorer: dict[str, float]
    random_matches: dict[str, float]
    decisions_normal: dict[str, float]
    decisions_hard: dict[str, float]
    openspiel: dict[str, float] | None
    strength: NotRequired[list[Strength]]


def strength(player: str, opponent: str, matches: int, seed: int = 1) -> Strength:
    """`player` against `opponent`, seats alternating; its wins, points per hand and crib, lurches."""
    wins = lurches = 0
    hand_points: list[float] = []
    crib_points: list[float] = []
    peg_points: list[float] = []
    rng = random.Random(seed)
    for i in range(matches):
        me = i % 2
        bots = {me: make(player, seed + 2 * i), 1 - me: make(opponent, seed + 2 * i + 1)}
        match = Match(GAME, 2, {}, seed + i)
        pegged = 0.0
        while not match.is_over:
            seat = match.current_player
            assert seat is not None
            action = bots[seat].choose(PlayerView(match.state, seat, rng))
            for event in match.apply(action):
                if event.seat == me and event.kind == "show":
                    hand_points.append(float(event.value or 0))
                elif event.seat == me and event.kind == "show_crib":
                    crib_points.append(float(event.value or 0))
                elif event.seat == me and event.kind in ("peg", "go_point", "last_card"):
                    pegged += float(event.value or 0)
        peg_points.append(pegged / len(match.finished_deals))
        returns = match.returns()
        if returns[me] > 0:
            wins += 1
            lurches += returns[me] >= 1.0
    low, high = wilson(wins, matches)
    return {"player": player, "opponent": opponent, "matches": matches, "wins": wins,
            "win_rate": wins / matches, "ci95": [low, high], "lurches_won": lurches,
            "mean_hand": statistics.fmean(hand_points) if hand_points else 0.0,
            "mean_crib": statistics.fmean(crib_points) if crib_points else 0.0,
            "mean_pegged_per_deal": statistics.fmean(peg_points) if peg_points else 0.0}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per throughput measurement")
    parser.add_argument("--strength", type=int, default=0, help="matches per strength pairing (0: skip)")
    parser.add_argument("--ismcts", type=int, default=None,
                        help="matches against ismcts:normal (default: as --strength)")
    parser.add_argument("--player", default="cribbage:normal")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    scorer = bench_scorer(100_000)
    random_matches = bench_random_matches(args.seconds)
    decisions_normal = bench_decisions("normal", 3)
    decisions_hard = bench_decisions("hard", 2)
    spiel = bench_openspiel(args.seconds)
    if spiel is not None:
        ours = random_matches["deals_per_s"]
        spiel["ours_to_py_driver"] = ours / spiel["py_deals_per_s"]
        spiel["ours_to_cpp_loop"] = ours / spiel["cpp_deals_per_s"]
    report: Report = {"scorer": scorer, "random_matches": random_matches, "decisions_normal": decisions_normal,
                      "decisions_hard": decisions_hard, "openspiel": spiel}
    if args.strength:
        report["strength"] = [strength(args.player, opp, args.strength) for opp in ("random", "cribbage:easy")]
        n_ismcts = args.strength if args.ismcts is None else args.ismcts
        if n_ismcts:
            report["strength"].append(strength(args.player, "ismcts:normal", n_ismcts))
    if args.json:
        json.dump(report, sys.stdout, indent=2)
        print()
        return 0
    print_report(report)
    return 0


def print_report(report: Report) -> None:
    sc = report["scorer"]
    print(f"show scorer: {sc['show_hands_per_s_keys']:,.0f} hands/s (keys), "
          f"{sc['show_hands_per_s_cards']:,.0f} hands/s (Card objects); play counts {sc['peg_counts_per_s']:,.0f}/s")
    rm = report["random_matches"]
    print(f"random matches: {rm['matches_per_s']:.1f} matches/s, {rm['deals_per_s']:.0f} deals/s, "
          f"{rm['actions_per_s']:,.0f} actions/s ({rm['deals_per_match']:.1f} deals per match)")
    for level, d in (("normal", report["decisions_normal"]), ("hard", report["decisions_hard"])):
        print(f"cribbage:{level} decisions: discard {d['discard_ms_mean']:.1f} ms mean / "
              f"{d['discard_ms_p95']:.1f} p95, "
              f"play {d['play_ms_mean']:.1f} ms mean / {d['play_ms_p95']:.1f} p95")
    sp = report["openspiel"]
    if sp is None:
        print("OpenSpiel: not installed (pip install open-spiel to compare)")
    else:
        print(f"OpenSpiel cribbage, Python driver: {sp['py_deals_per_s']:.0f} deals/s "
              f"({sp['py_matches_per_s']:.2f} matches/s); C++ loop: {sp['cpp_deals_per_s']:.0f} deals/s "
              f"({sp['cpp_matches_per_s']:.1f} matches/s); ours/Python {sp['ours_to_py_driver']:.2f}, "
              f"ours/C++ {sp['ours_to_cpp_loop']:.3f}")
    for row in report.get("strength", []):
        lo, hi = row["ci95"]
        print(f"{row['player']} vs {row['opponent']}: {row['wins']}/{row['matches']} = {row['win_rate']:.1%} "
              f"[{lo:.1%}, {hi:.1%}]; hand {row['mean_hand']:.2f}, crib {row['mean_crib']:.2f}, "
              f"pegged {row['mean_pegged_per_deal']:.2f}/deal, lurch wins {row['lurches_won']}")


if __name__ == "__main__":
    raise SystemExit(main())
