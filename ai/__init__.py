"""Players: random, generic search, game strategies; they see only a `PlayerView`."""

from ai.players import Player, RandomPlayer
from ai.registry import make_player, player_names, register_player
from ai.view import PlayerView

__all__ = ["Player", "PlayerView", "RandomPlayer", "make_player", "player_names", "register_player"]
