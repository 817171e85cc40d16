"""Rule engines: the protocol (State, Game, Match), shared mechanics, one module per game.

The engine is pure: no pygame, no files beyond the rule books and packs it reads at
start, no clocks, and no global `random`.
"""

from games.actions import Action
from games.errors import IllegalAction, InvalidInput, RulesFileError
from games.events import Event
from games.game import Game
from games.match import Match
from games.registry import all_games, find_game, game_ids, get_game
from games.state import MatchContext, Observation, State

__all__ = [
    "Action", "Event", "Game", "IllegalAction", "InvalidInput", "Match", "MatchContext", "Observation",
    "RulesFileError", "State", "all_games", "find_game", "game_ids", "get_game",
]
