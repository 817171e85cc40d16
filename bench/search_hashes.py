"""The search's fingerprint per game: a hash of the moves that seeded bots choose, to compare two trees.

    python -m bench.search_hashes [--decisions 30] [--json]
    python -m bench.search_hashes --update-golden   # rewrite tests/data/search_fingerprints.json on purpose

A refactor that claims "the same moves under the same seed" runs this in both checkouts (the
earlier one as a git worktree) and compares the lines. Each game is played by the generic
search at a fixed iteration budget (no time cap, so the load on the machine does not matter),
once with hard's table reading on (`+infer`, hard's configuration) and once without (normal's), and by
each of the game's own players at normal and hard, every seat the same player, for the first
`--decisions` decisions of a match at seed 7. The levels' time caps are lifted (each level is its
iteration budget alone), and so are the own players' (`seconds`: Bridž's solving, Boston's bids over
worlds), so the moves do not depend on the machine's load.

The same rows at GOLDEN_DECISIONS decisions are committed as a golden file that
tests/test_search_fingerprints.py compares, as OpenSpiel's playthrough files pin its games: a change
that alters a bot's moves fails that test until the file is rewritten with --update-golden, and the
commit that does so says why the moves changed.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import levels, make_player, player_names
from ai.view import PlayerView
from games.match import Match
from games.registry import all_games

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "data" / "search_fingerprints.json"
#: fewer than the bench's 30, so that the golden test stays quick (about 20 CPU seconds for every row)
GOLDEN_DECISIONS = 12
SEED = 7
#: the generic search at a small fixed budget, with hard's table reading and without it (normal's)
SEARCH_PLAYERS = ("ismcts:150+infer", "ismcts:150")


def fingerprint(game_id: str, player: str, decisions: int, seed: int = SEED) -> str:
    """Call with the levels' time caps lifted (`uncapped`), or a loaded machine changes the moves."""
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


def rows() -> list[tuple[str, str]]:
    """(game id, player name) for every fingerprinted player: the search's two and each game's own."""
    found: list[tuple[str, str]] = []
    for game in all_games():
        own = [n for n in player_names(game.id) if n in (f"{game.id}:normal", f"{game.id}:hard")]
        found += [(game.id, player) for player in (*SEARCH_PLAYERS, *own)]
    return found


def row_key(game_id: str, player: str) -> str:
    return f"{game_id} {player}"


@contextmanager
def uncapped() -> Iterator[None]:
    """The levels without their time caps, for as long as the block runs."""
    saved = dict(levels.LEVELS)
    levels.LEVELS.update({name: dataclasses.replace(level, seconds=None) for name, level in saved.items()})
    try:
        yield
    finally:
        levels.LEVELS.clear()
        levels.LEVELS.update(saved)


def golden() -> dict[str, str]:
    """The committed fingerprints, by row key."""
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert data["decisions"] == GOLDEN_DECISIONS and data["seed"] == SEED, "the golden file was made otherwise"
    return dict(data["rows"])


def write_golden() -> None:
    with uncapped():
        found = {row_key(g, p): fingerprint(g, p, GOLDEN_DECISIONS) for g, p in rows()}
    data = {"about": "the moves of each game's bots: python -m bench.search_hashes --update-golden rewrites this",
            "seed": SEED, "decisions": GOLDEN_DECISIONS, "rows": found}
    GOLDEN.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(found)} fingerprints to {GOLDEN}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=30)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--update-golden", action="store_true",
                        help=f"rewrite {GOLDEN.name} (at {GOLDEN_DECISIONS} decisions): when moves change on purpose")
    args = parser.parse_args(argv)
    if args.update_golden:
        write_golden()
        return 0
    found: dict[str, str] = {}
    with uncapped():
        for game_id, player in rows():
            key = row_key(game_id, player)
            found[key] = fingerprint(game_id, player, args.decisions)
            if not args.json:
                print(f"{game_id:12} {player:18} {found[key]}", flush=True)
    if args.json:
        print(json.dumps(found, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
