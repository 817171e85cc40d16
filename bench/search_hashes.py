"""The search's fingerprint per game: a hash of the moves that seeded bots choose, to compare two trees.

    python -m bench.search_hashes [--decisions 30] [--json]

A refactor that claims "the same moves under the same seed" runs this in both checkouts (the
earlier one as a git worktree) and compares the lines. Each game is played by the generic
search at a fixed iteration budget (no time cap, so the load on the machine does not matter,
with hard's table reading on) and by each of the game's own players at normal and hard, every seat
the same player, for the first `--decisions` decisions of a match at seed 7. The levels' time caps
are lifted (each level is its iteration budget alone), and so are the own players' (`seconds`: Bridž's
solving, Boston's bids over worlds), so the moves do not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import levels, make_player, player_names
from ai.view import PlayerView
from games.match import Match
from games.registry import all_games


def fingerprint(game_id: str, player: str, decisions: int, seed: int = 7) -> str:
    game = next(g for g in all_games() if g.id == game_id)
    match = Match(game, None, {}, seed)
    players = [make_player(player, game_id, seed * 31 + s) for s in range(match.num_players)]
    for bot in players:
        if getattr(bot, "seconds", None) is not None:
            bot.seconds = None  # type: ignore[attr-defined]  # a game's own player's cap (checked just above)
    view_rng = random.Random(seed)
    moves: list[str] = []
    while not match.is_over and len(moves) < decisions:
        seat = match.current_player
        assert seat is not None
        action = players[seat].choose(PlayerView(match.state, seat, view_rng))
        moves.append(action.code)
        match.apply(action)
    return hashlib.sha256(" ".join(moves).encode()).hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=30)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    for name, level in list(levels.LEVELS.items()):
        levels.LEVELS[name] = dataclasses.replace(level, seconds=None)
    rows: dict[str, str] = {}
    for game in all_games():
        own = [n for n in player_names(game.id) if n in (f"{game.id}:normal", f"{game.id}:hard")]
        for player in ["ismcts:150+infer", *own]:
            rows[f"{game.id} {player}"] = fingerprint(game.id, player, args.decisions)
            if not args.json:
                print(f"{game.id:12} {player:18} {rows[f'{game.id} {player}']}", flush=True)
    if args.json:
        print(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
