"""The registry of playable games, found by id, name or alias."""

from __future__ import annotations

import difflib
import importlib
import importlib.util
from functools import cache

from games.errors import InvalidInput
from games.game import Game
from games.rulebook import fold, rulebooks

#: the thirteen games of the collection, in the order the menu lists them
COLLECTION = ("cribbage", "bridz", "boston", "cvik", "komando", "alager", "kolovrat", "stortok", "cerny-petr",
              "hundert", "ospalec", "kvarteto", "souboje")


def module_name(game_id: str) -> str:
    return "games." + game_id.replace("-", "_")


@cache
def _games() -> dict[str, Game]:
    """Every game with both a rule book and an engine module (`games/<id>.py` defining GAME)."""
    games: dict[str, Game] = {}
    books = rulebooks()
    order = [g for g in COLLECTION if g in books] + sorted(set(books) - set(COLLECTION))
    for game_id in order:
        name = module_name(game_id)
        if importlib.util.find_spec(name) is None:
            continue
        game: Game = importlib.import_module(name).GAME
        if game.id != game_id:
            raise InvalidInput(f"{name} defines game {game.id!r}, expected {game_id!r}")
        games[game.id] = game
    return games


def planned_ids() -> list[str]:
    """Games of the collection whose engine has not landed yet."""
    return [g for g in COLLECTION if g not in _games()]


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
