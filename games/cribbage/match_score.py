"""How a Cribbage match is won and what the win is worth: the sides' totals (partners peg together
when four play), the target, and the lurch multipliers when the loser is far behind."""

from __future__ import annotations

from games.rulebook import Config
from games.state import MatchContext


def side_totals(context: MatchContext) -> list[float]:
    """Each seat's side's score (partners' pegs together when four play)."""
    totals = list(context.totals)
    if len(totals) == 4:
        return [totals[s] + totals[(s + 2) % 4] for s in range(4)]
    return totals


def over(config: Config, context: MatchContext) -> bool:
    target: float = config["target"]
    return max(side_totals(context)) >= target


def game_points(config: Config, loser_total: float) -> int:
    """What the win is worth: 1, or the lurch multipliers when the loser is far behind."""
    if config.double_lurch and loser_total < config.target - config.double_lurch_margin:
        return int(config.double_lurch_multiplier)
    if config.lurch and loser_total < config.target - config.lurch_margin:
        return int(config.lurch_multiplier)
    return 1


def max_game_points(config: Config) -> int:
    return max(1, int(config.lurch_multiplier) if config.lurch else 1,
               int(config.double_lurch_multiplier) if config.double_lurch else 1)


def returns(config: Config, context: MatchContext) -> list[float]:
    """Zero-sum and within [-1, 1], a lurch counting its multiple of an ordinary win.

    Two players or two partnerships: the winners +points/max, the losers the opposite.
    Three players: each loser pays its own points/(2 max) to the winner.
    """
    sides = side_totals(context)
    n = len(sides)
    if max(sides) < config.target:
        return [0.0] * n
    winner = sides.index(max(sides))
    top = max_game_points(config)
    if n == 3:
        losses = [0.0 if s == winner else game_points(config, sides[s]) / (2 * top) for s in range(n)]
        return [sum(losses) if s == winner else -losses[s] for s in range(n)]
    loser = (winner + 1) % n
    share = game_points(config, sides[loser]) / top
    return [share if s % 2 == winner % 2 else -share for s in range(n)] if n == 4 else \
        [share if s == winner else -share for s in range(n)]
