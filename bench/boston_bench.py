"""Boston: engine throughput and AI strength in chips per deal.

Strength is measured on single deals played duplicate: every seed's deal is played four times,
the line-up rotated one seat each time, so each player holds every hand once and the luck of the
deal cancels. Reported per player name: mean chips per deal (the pool left at the end of the deal
shared equally, as at the end of a match) with a 95 % interval (normal approximation over blocks),
how often it declared and how often its contracts made.

    python -m bench.boston_bench --deals 40 --lineup boston:normal,random [--no-cap]
    python -m bench.boston_bench --throughput
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections import defaultdict
from typing import cast

from ai.players import Player
from ai.registry import make_player
from ai.view import PlayerView
from games.boston import tables as br
from games.boston.rules import BostonState, Phase
from games.registry import get_game
from games.state import MatchContext

Z95 = 1.959964


def throughput(deals: int = 300) -> dict[str, float]:
    """Random deals (auction mostly passed so most reach the play): steps and deals per CPU second."""
    game = get_game("boston")
    config = game.config()
    steps = 0
    started = time.process_time()
    for seed in range(deals):
        # Boston's game deals BostonStates
        state = cast(BostonState, game.new_deal(config, 4, MatchContext(4, 0, seed % 4, (0.0,) * 4, {}), seed))
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            action = legal[0] if state.phase == Phase.AUCTION and rng.random() < 0.7 else rng.choice(legal)
            state.apply(action)
            steps += 1
    spent = time.process_time() - started
    return {"steps_per_s": steps / spent, "deals_per_s": deals / spent}


def _uncapped(player: Player) -> Player:
    """The player with its search's time cap lifted, so its budget is the level's iterations even on
    a loaded machine (a cap that binds there measures the load, not the level)."""
    for search in (player, getattr(player, "search", None)):
        if search is not None and hasattr(search, "seconds") and hasattr(search, "iterations"):
            search.seconds = None
    return player


def duel(names: list[str], deals: int, seed: int = 1, cap: bool = True) -> dict[str, dict[str, float]]:
    """Play `deals` duplicate blocks; names[0] sits in one seat, names[1] in the other three."""
    game = get_game("boston")
    config = game.config()
    per_block: dict[str, list[float]] = defaultdict(list)
    declared: dict[str, int] = defaultdict(int)
    made: dict[str, int] = defaultdict(int)
    seats_played: dict[str, int] = defaultdict(int)
    for block in range(deals):
        deal_seed = seed * 100003 + block
        sums: dict[str, float] = defaultdict(float)
        for rot in range(4):
            lineup = [names[0] if s == rot else names[1] for s in range(4)]
            players = [make_player(n, "boston", deal_seed * 4 + s) for s, n in enumerate(lineup)]
            if not cap:
                players = [_uncapped(p) for p in players]
            context = MatchContext(4, 0, block % 4, (0.0,) * 4, {})
            state = cast(BostonState, game.new_deal(config, 4, context, deal_seed))  # Boston deals BostonStates
            view_rng = random.Random(deal_seed)
            while not state.is_over:
                seat = state.current_player
                assert seat is not None
                state.apply(players[seat].choose(PlayerView(state, seat, view_rng)))
            for s, n in enumerate(lineup):
                # the pool left is shared equally, as at the end of a match, so a deal is zero-sum
                sums[n] += state.chips[s] + state.bank / 4
                seats_played[n] += 1
            if state.declarer is not None:
                who = lineup[state.declarer]
                declared[who] += 1
                made[who] += state.outcome == "made"
        for n in set(names):
            per_block[n].append(sums[n] / (4 if n == names[0] else 12))
    out = {}
    for n in dict.fromkeys(names):
        xs = per_block[n]
        mean = statistics.fmean(xs)
        half = Z95 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
        out[n] = {"mean_chips": mean, "ci_low": mean - half, "ci_high": mean + half,
                  "declared_per_deal": declared[n] / seats_played[n],
                  "made_rate": made[n] / declared[n] if declared[n] else float("nan")}
    return out


def open_misere_defence(defender: str, deals: int, seed: int = 1) -> dict[str, float]:
    """How often `defender` (all three defenders) beats a Great open misère.

    The deals are chosen so the declarer (seat 0, eldest, playing by the search's playout policy,
    which ducks as high as it can) holds a hand the bidder would call a misère with at most one
    dangerous card; the auction is forced. Returns the defenders' success rate with a 95 % interval.
    """
    from ai.games.boston.players import misere_danger
    from ai.games.boston.search import rollout_action
    from games.boston.rules import BostonState

    game = get_game("boston")
    config = game.config({"open_misere_shown": "before_first_lead"})
    index = next(g.index for g in br.games(game.rulebook) if g.id == "misere_big_open")
    wins: list[float] = []
    candidate = seed * 7919
    while len(wins) < deals:
        candidate += 1
        state = game.new_deal(config, 4, MatchContext(4, 0, 3, (0.0,) * 4, {}), candidate)
        assert isinstance(state, BostonState)
        if len(misere_danger(state.hand(0), strict=True)) > 1:
            continue
        for code in (f"bid:{index}", "pass", "pass", "pass"):
            state.apply(state.action_from_code(code))
        players = {s: make_player(defender, "boston", candidate * 4 + s) for s in (1, 2, 3)}
        rng = random.Random(candidate)
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            action = rollout_action(state, rng) if seat == 0 else players[seat].choose(PlayerView(state, seat, rng))
            state.apply(action)
        wins.append(1.0 if state.outcome == "failed" else 0.0)
    mean = statistics.fmean(wins)
    half = Z95 * math.sqrt(max(mean * (1 - mean), 1e-9) / len(wins))
    return {"defence_wins": mean, "ci_low": max(0.0, mean - half), "ci_high": min(1.0, mean + half)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--lineup", default="boston:normal,random", help="the player in one seat, then the other three")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--throughput", action="store_true")
    parser.add_argument("--no-cap", action="store_true", help="lift the searches' time caps (iterations only)")
    parser.add_argument("--open-misere", metavar="PLAYER", help="measure PLAYER defending a Great open misère")
    args = parser.parse_args()
    if args.open_misere:
        print(args.open_misere, open_misere_defence(args.open_misere, args.deals, args.seed))
        return
    if args.throughput:
        print({k: round(v) for k, v in throughput().items()})
        return
    started = time.perf_counter()
    result = duel(args.lineup.split(","), args.deals, args.seed, cap=not args.no_cap)
    for name, row in result.items():
        print(f"{name:16s} mean chips/deal {row['mean_chips']:+7.2f}  95% CI [{row['ci_low']:+.2f}, "
              f"{row['ci_high']:+.2f}]  declares {row['declared_per_deal']:.2f}/deal  makes {row['made_rate']:.0%}")
    print(f"({args.deals} duplicate blocks, {time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
