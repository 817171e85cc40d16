"""What a level means per game: the game's own player where it has a better one, else the search."""

from __future__ import annotations

import pytest

from ai import make_player
from ai.ismcts import ISMCTS
from ai.registry import LEVEL_NAMES, hint_level, level_player, player_names
from games.errors import InvalidInput
from games.registry import all_games


def test_every_level_of_every_game_is_a_registered_player() -> None:
    for game in all_games():
        names = player_names(game.id)
        for level in LEVEL_NAMES:
            name = level_player(game.id, level)
            assert name in names, (game.id, level, name)
            assert name.endswith(f":{level}")  # the level is in the name: the UI reads it from there


def test_games_without_their_own_levels_use_the_search() -> None:
    assert level_player("cvik", "hard") == "ismcts:hard"
    assert all(level_player("cvik", level) == f"ismcts:{level}" for level in LEVEL_NAMES)
    assert level_player("bridz", "hard") == "bridz:hard"  # the search cannot bid by the system


def test_a_bare_level_names_that_games_player() -> None:
    assert make_player("hard", "bridz", seed=1).name == "bridz:hard"
    bot = make_player("hard", "cvik", seed=1)
    assert isinstance(bot, ISMCTS) and bot.name == "ismcts:hard" and bot.infer
    with pytest.raises(InvalidInput, match="unknown level"):
        level_player("cvik", "expert")
    with pytest.raises(InvalidInput, match="hard"):  # the error lists the bare levels among the names
        make_player("hardest", "cvik")


def test_a_game_may_give_only_some_levels_its_own_player() -> None:
    # cribbage's expert plays hard; the gentler levels stay on the search
    assert [level_player("cribbage", level) for level in LEVEL_NAMES] == [
        "ismcts:easy", "ismcts:normal", "cribbage:hard"]
    assert make_player("hard", "cribbage", seed=1).name == "cribbage:hard"


def test_hints_come_from_a_games_better_quick_player_else_from_normal() -> None:
    from ui.table.session import HUMAN, TableSession

    hinted = {g.id: hint_level(g.id) for g in all_games() if hint_level(g.id) != "normal"}
    assert hinted == {"cribbage": "hard", "kvarteto": "hard"}
    for game_id, level in hinted.items():
        assert level_player(game_id, level) == f"{game_id}:{level}"  # a game's own player, never the slow search
    by_id = {g.id: g for g in all_games()}
    cribbage = TableSession(by_id["cribbage"], [HUMAN, "random"], {"target": 61}, seed=3)
    assert cribbage.hint_player_name() == "cribbage:hard"
    assert TableSession(by_id["cvik"], [HUMAN, "random"], None, seed=3).hint_player_name() == "ismcts:normal"
    assert TableSession(by_id["boston"], [HUMAN, "random", "random", "random"], None, seed=3).hint_player_name() \
        == "boston:normal"
