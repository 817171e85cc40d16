"""How many of its sampled deals `bridz:hard` solves within its card-play time.

    python -m bench.bridz_worlds [--deals 4]

Four hard players play the first deal of seeded matches; at every card decision that went to the solver, the
deals sampled and the deals solved before the level's time ran out (ai/games/bridz/solving.py) are counted.
Before the cap every sampled deal was solved. Wall time grows with the machine's load, and fewer deals fit.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypedDict

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


class Measured(TypedDict):
    decisions: int  # card decisions that went to the solver
    all_solved: int  # of them, those where every sampled deal was solved in time
    share_solved: float
    short: list[tuple[int, int]]  # (sampled, solved) where time ran out
    wall_p50: float
    wall_p95: float


def measure(deals: int) -> Measured:
    import ai.games.bridz.play as play
    from ai import make_player
    from ai.view import PlayerView
    from games import Match
    from games.bridz import dds
    from games.registry import get_game

    counts: list[tuple[int, int]] = []  # (sampled, solved) per solver call
    solve = play.solve_until

    def counted(positions: Sequence[dds.Position], deadline: float | None,
                clock: Callable[[], float] = time.perf_counter) -> list[dict[str, int]]:
        out = solve(positions, deadline, clock)
        counts.append((len(positions), len(out)))
        return out

    play.solve_until = counted
    walls: list[float] = []
    try:
        game = get_game("bridz")
        for seed in range(1, deals + 1):
            match = Match(game, None, {}, seed)
            players = [make_player("bridz:hard", "bridz", seed * 10 + s) for s in range(4)]
            moves = 0
            while not match.is_over and match.context.deal_index == 0 and moves < 80:
                seat = match.current_player
                assert seat is not None
                before = len(counts)
                began = time.perf_counter()
                action = players[seat].choose(PlayerView(match.state, seat, random.Random(moves)))
                if len(counts) > before:
                    walls.append(time.perf_counter() - began)
                match.apply(action)
                moves += 1
    finally:
        play.solve_until = solve
    walls.sort()
    whole = sum(1 for sampled, solved in counts if solved == sampled)
    return {"decisions": len(counts), "all_solved": whole, "share_solved": sum(s for _, s in counts) /
            max(1, sum(n for n, _ in counts)), "short": [c for c in counts if c[1] < c[0]],
            "wall_p50": walls[len(walls) // 2] if walls else 0.0,
            "wall_p95": walls[min(len(walls) - 1, int(len(walls) * 0.95))] if walls else 0.0}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bridz_worlds", description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=4, help="first deals to play (default 4)")
    args = parser.parse_args(argv)
    r = measure(args.deals)
    print(f"card decisions that went to the solver: {r['decisions']}; every sampled deal solved in {r['all_solved']} "
          f"({r['all_solved'] / max(1, r['decisions']):.0%}); deals solved of those sampled: {r['share_solved']:.0%}; "
          f"wall p50 {r['wall_p50']:.3f} s, p95 {r['wall_p95']:.3f} s")
    print("short (sampled, solved):", r["short"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
