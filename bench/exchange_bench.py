"""Alager and Kolovrat: random-play throughput (deals and actions per CPU second).

`python -m bench exchange-games` or `python bench/exchange_bench.py`.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import Options, Rows, benchmark, table
from games import Match, get_game
from games import rng as rngs


def random_deals(game_id: str, players: int, deals: int, seed: int = 1) -> dict[str, object]:
    game = get_game(game_id)
    rng = random.Random(seed)
    actions = done = 0
    start = time.process_time()
    while done < deals:
        match = Match(game, players, seed=seed + done)
        state = match.state
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rngs.below(rng, len(legal))])
            actions += 1
        done += 1
    cpu = time.process_time() - start
    return {"game": game_id, "players": players, "deals": deals, "deals_per_s": deals / cpu,
            "actions_per_s": actions / cpu}


@benchmark("exchange-games")
def exchange_games(options: Options) -> Rows:
    count = 20 if options.quick else 200
    rows: Rows = []
    for game_id in ("alager", "kolovrat"):
        if options.only and game_id not in options.only:
            continue
        for players in (2, 4):
            rows.append(random_deals(game_id, players, count))
    return rows


if __name__ == "__main__":
    print(table(exchange_games(Options(quick="--quick" in sys.argv))))
