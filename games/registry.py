"""The registry of playable games, found by id, name or alias."""

from __future__ import annotations

import difflib
import importlib
from functools import cache

from games.errors import InvalidInput
from games.game import Game
from games.rulebook import fold

#: modules that register a game; a new game adds its module here
GAME_MODULES = ("games.cerny_petr",)
#: rule books written ahead of their engines: listed so the rule-book check knows they are expected
PLANNED = ("cribbage", "bridz", "boston", "cvik", "komando", "alager", "kolovrat", "stortok", "hundert",
           "ospalec", "kvarteto", "souboje")


@cache
def _games() -> dict[str, Game]:
    games: dict[str, Game] = {}
    for module_name in GAME_MODULES:
        module = importlib.import_module(module_name)
        game: Game = module.GAME
        games[game.id] = game
    return games


def all_games() -> list[Game]:
    return list(_games().values())


def game_ids() -> list[str]:
    return list(_games())


def find_game(query: str) -> Game | None:
    key = fold(query)
    for game in _games().values():
        if key in game.rulebook.search_keys() or key.replace(" ", "-") == game.id:
            return game
    return None


def get_game(query: str) -> Game:
    game = find_game(query)
    if game is None:
        raise InvalidInput(f"unknown game {query!r}." + _suggest(query))
    return game


def _suggest(query: str) -> str:
    keys = {k: g.id for g in _games().values() for k in g.rulebook.search_keys()}
    close = difflib.get_close_matches(fold(query), list(keys), n=3, cutoff=0.5)
    ids = list(dict.fromkeys(keys[k] for k in close)) or game_ids()
    return " Did you mean: " + ", ".join(ids) + "?"
