"""Bridž speed and strength, in one script (not part of the test run).

    python bench/bridz_bench.py --deals 200            declarer gap + decision times + random-play speed
    python bench/bridz_bench.py --duplicate 24         + bridz:normal pairs against ismcts:normal pairs
    python bench/bridz_bench.py --json                 machine-readable

- Declarer gap: bridz:normal in all four seats bids and plays `--deals` deals; for every played
  contract, the tricks the declarer's side took are compared with the double-dummy result of the
  same contract from the same opening leader (DDS, with best defence). Mean gap > 0: the
  declaring side took fewer tricks than double dummy (the defence is the same AI, so both sides'
  errors show in it).
- Decision time per card at normal: CPU time (process_time) and wall time, p50 / p95. The
  machine is shared, so CPU time is the fair clock; DDS may use a second thread.
- Duplicate: every board is played twice, bridz:normal in seats 0/2 and ismcts:normal in 1/3,
  then seats swapped with the same cards; the board's result is the difference of the two
  scores for the bridz pair (points of the deal as rubber bridge counts them, nobody vulnerable),
  also converted to IMPs.
- Random-play speed: whole deals (auction + 52 cards) with uniformly random legal actions, in
  our engine, and in the same run OpenSpiel's `bridge` and RLCard's `bridge` where installed
  (optional benchmark dependencies: `pip install open-spiel rlcard`).
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TypedDict

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import Player, PlayerView, make_player
from ai.games.bridz.judgement import imps
from ai.games.bridz.play import BridzPlayer
from games import rng as rngs
from games.bridz import dds
from games.bridz.rules import CLAIM, GAME, BridzState, Phase
from games.state import MatchContext

clock = time.process_time


class DeclarerReport(TypedDict):
    """`bench_declarer`'s figures, as the JSON report writes them."""

    deals: int
    contracts: int
    thrown_in: int
    mean_gap_tricks: float  # double-dummy tricks less the tricks made, declarer's side
    gap_ci95: list[float]
    share_at_or_above_dd: float
    card_decisions: int
    cpu_ms_p50: float
    cpu_ms_p95: float
    wall_ms_p50: float
    wall_ms_p95: float


class DuplicateReport(TypedDict):
    """`bench_duplicate`'s figures: Bridž's own player against the generic search, each board played twice."""

    boards: int
    deals: int
    mean_points_per_board: float
    mean_imps_per_board: float
    imps_ci95: list[float]
    boards_won: int
    boards_lost: int


class Report(TypedDict, total=False):
    """What `main` prints: the random-play speeds, then the runs asked for."""

    endplay: bool
    random_play_deals_per_cpu_s: dict[str, float | None]  # ours, the reference engines and the ratios
    declarer: DeclarerReport
    duplicate_vs_ismcts_normal: DuplicateReport

def fresh_deal(seed: int, dealer: int) -> BridzState:
    config = GAME.config({"seating": "fixed", "claims": False})
    context = MatchContext(4, 0, dealer, (0.0,) * 4, GAME.new_context(config, 4, random.Random(0)).extra)
    state = GAME.new_deal(config, 4, context, seed)
    assert isinstance(state, BridzState)
    return state


def play_deal(state: BridzState, players: Sequence[Player], rng: random.Random,
              times: list[tuple[float, float]] | None = None) -> BridzState:
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        view = PlayerView(state, seat, rng)
        started_cpu, started_wall = clock(), time.perf_counter()
        action = players[seat].choose(view)
        if times is not None and state.phase == Phase.PLAY:
            times.append((clock() - started_cpu, time.perf_counter() - started_wall))
        state.apply(action)
    return state


def dd_tricks(state: BridzState) -> int:
    """Double-dummy tricks of the declaring side in the contract's strain, from the opening leader."""
    hands = state.original_hands()
    leader = (state.declarer + 1) % 4
    defence = max(dds.solve(hands, state.trump, leader).values())
    return 13 - defence


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


# -- declarer gap and decision times ---------------------------------------------------------------------
def bench_declarer(deals: int, seed: int = 1, progress: bool = False) -> DeclarerReport:
    players = [BridzPlayer("normal", seed=seed * 10 + s) for s in range(4)]
    rng = random.Random(seed)
    times: list[tuple[float, float]] = []
    gaps = []
    contracts = 0
    thrown = 0
    for k in range(deals):
        state = play_deal(fresh_deal(rngs.child_seed(rng), k % 4), players, rng, times)
        if not state.contract:
            thrown += 1
            continue
        contracts += 1
        gaps.append(dd_tricks(state) - state.side_tricks[state.declarer % 2])
        if progress:  # one line per deal, so a long run can be read while it goes (or if it is cut short)
            print(json.dumps({"deal": k, "contract": state.contract, "gap": gaps[-1],
                              "cpu_ms": [round(t[0] * 1000, 1) for t in times[-52:]]}), file=sys.stderr, flush=True)
    cpu = [t[0] * 1000 for t in times]
    wall = [t[1] * 1000 for t in times]
    mean = statistics.fmean(gaps) if gaps else 0.0
    half = 1.96 * statistics.stdev(gaps) / math.sqrt(len(gaps)) if len(gaps) > 1 else 0.0
    return {"deals": deals, "contracts": contracts, "thrown_in": thrown, "mean_gap_tricks": round(mean, 3),
            "gap_ci95": [round(mean - half, 3), round(mean + half, 3)],
            "share_at_or_above_dd": round(sum(1 for g in gaps if g <= 0) / max(1, len(gaps)), 3),
            "card_decisions": len(times), "cpu_ms_p50": round(pct(cpu, 0.5), 1), "cpu_ms_p95": round(pct(cpu, 0.95), 1),
            "wall_ms_p50": round(pct(wall, 0.5), 1), "wall_ms_p95": round(pct(wall, 0.95), 1)}


# -- duplicate against the generic search -------------------------------------------------------------------
def bench_duplicate(boards: int, seed: int = 2) -> DuplicateReport:
    rng = random.Random(seed)
    diffs, imp_list = [], []
    for b in range(boards):
        deal_seed = rngs.child_seed(rng)
        results = []
        for swap in (0, 1):
            players = [make_player("bridz:normal" if (s + swap) % 2 == 0 else "ismcts:normal", "bridz", deal_seed + s)
                       for s in range(4)]
            state = play_deal(fresh_deal(deal_seed, b % 4), players, random.Random(deal_seed))
            pts = state.side_points()
            bridz_side = swap  # swap 0: bridz in seats 0/2 (side 0); swap 1: bridz in 1/3 (side 1)
            results.append(pts[bridz_side] - pts[1 - bridz_side])
        diff = results[0] + results[1]
        diffs.append(diff)
        imp_list.append(imps(diff))
    mean = statistics.fmean(imp_list)
    half = 1.96 * statistics.stdev(imp_list) / math.sqrt(len(imp_list)) if len(imp_list) > 1 else 0.0
    return {"boards": boards, "deals": 2 * boards, "mean_points_per_board": round(statistics.fmean(diffs), 1),
            "mean_imps_per_board": round(mean, 2), "imps_ci95": [round(mean - half, 2), round(mean + half, 2)],
            "boards_won": sum(1 for d in diffs if d > 0), "boards_lost": sum(1 for d in diffs if d < 0)}


# -- random-play speed --------------------------------------------------------------------------------------
def bench_random_ours(deals: int, seed: int = 3) -> float:
    """Whole deals through the engine's API: a new deal (shuffle and deal), then legal_actions + apply.

    The options and the match's carry-overs are set up once, as OpenSpiel's game and RLCard's
    BridgeGame are created once before their loops; every deal is dealt afresh.
    """
    rng = random.Random(seed)
    config = GAME.config({"seating": "fixed", "claims": False})
    contexts = [MatchContext(4, 0, dealer, (0.0,) * 4, GAME.new_context(config, 4, random.Random(0)).extra)
                for dealer in range(4)]
    started = clock()
    for k in range(deals):
        state = GAME.new_deal(config, 4, contexts[k % 4], rngs.child_seed(rng))
        while not state.is_over:
            legal = [a for a in state.legal_actions() if a is not CLAIM]  # claims would run the solver
            state.apply(legal[rngs.below(rng, len(legal))])
    return deals / (clock() - started)


def bench_random_openspiel(deals: int, seed: int = 3) -> float | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("bridge", {"use_double_dummy_result": False})
    rng = random.Random(seed)
    started = clock()
    for _ in range(deals):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rngs.below(rng, len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rngs.below(rng, len(legal))])
    return deals / (clock() - started)


def bench_random_rlcard(deals: int, seed: int = 3) -> float | None:
    try:
        from rlcard.games.bridge.game import BridgeGame
    except ImportError:
        return None
    import numpy as np

    game = BridgeGame()
    game.np_random = np.random.RandomState(seed)
    rng = random.Random(seed)
    started = clock()
    for _ in range(deals):
        game.init_game()
        while not game.is_over():
            legal = game.judger.get_legal_actions()
            game.step(legal[rngs.below(rng, len(legal))])
    return deals / (clock() - started)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=200, help="deals for the declarer gap and decision times")
    parser.add_argument("--duplicate", type=int, default=0, help="boards against ismcts:normal (each played twice)")
    parser.add_argument("--random-deals", type=int, default=300, help="deals for random-play speed")
    parser.add_argument("--skip-declarer", action="store_true")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--progress", action="store_true", help="a JSON line per deal on stderr")
    parser.add_argument("--seed", type=int, default=1, help="seed of the declarer run (shards use different seeds)")
    args = parser.parse_args(argv)
    out: Report = {"endplay": dds.available()}
    # Each engine starts from a collected heap, so none pays for the garbage of an import or of another engine.
    gc.collect()
    ours = bench_random_ours(args.random_deals)
    gc.collect()
    spiel = bench_random_openspiel(args.random_deals)
    gc.collect()
    rl = bench_random_rlcard(args.random_deals)
    out["random_play_deals_per_cpu_s"] = {
        "ours": round(ours, 1), "openspiel": None if spiel is None else round(spiel, 1),
        "rlcard": None if rl is None else round(rl, 1),
        "ours_over_openspiel": None if spiel is None else round(ours / spiel, 3),
        "ours_over_rlcard": None if rl is None else round(ours / rl, 3)}
    if not args.json:
        print(json.dumps(out, indent=2), flush=True)
    if dds.available() and not args.skip_declarer:
        out["declarer"] = bench_declarer(args.deals, seed=args.seed, progress=args.progress)
        if not args.json:
            print(json.dumps(out["declarer"], indent=2), flush=True)
    if args.duplicate:
        out["duplicate_vs_ismcts_normal"] = bench_duplicate(args.duplicate)
        if not args.json:
            print(json.dumps(out["duplicate_vs_ismcts_normal"], indent=2), flush=True)
    if args.json:
        print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
