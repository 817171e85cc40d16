"""The bots' moves pinned: each game's search and own players choose what the golden file says.

A change that alters a bot's moves fails here on purpose. If the change is meant to (a stronger rule, a fixed
sampler), rewrite the file with `python -m bench.search_hashes --update-golden` and say in the commit why the
moves changed; a speed-up or a refactor must leave the file as it is.
"""

from __future__ import annotations

import pytest

from bench import search_hashes

GOLDEN = search_hashes.golden()
ROWS = search_hashes.rows()


def test_every_player_has_a_golden_row_and_no_row_is_stale() -> None:
    assert sorted(GOLDEN) == sorted(search_hashes.row_key(g, p) for g, p in ROWS), (
        "a game or player was added or removed: python -m bench.search_hashes --update-golden")


@pytest.mark.parametrize(("game_id", "player"), ROWS, ids=[search_hashes.row_key(g, p) for g, p in ROWS])
def test_the_bot_makes_its_golden_moves(game_id: str, player: str) -> None:
    with search_hashes.uncapped():
        found = search_hashes.fingerprint(game_id, player, search_hashes.GOLDEN_DECISIONS)
    assert found == GOLDEN[search_hashes.row_key(game_id, player)], (
        f"{player} in {game_id} chose other moves than the golden file's: if that is meant, "
        "python -m bench.search_hashes --update-golden and say why in the commit")
