"""The review screen for a picture (`main.py shot --scene review`) and the tests: a seeded deal played at
random, its first deal reviewed for seat 0 at a small budget, waited for here rather than off the UI thread."""

from __future__ import annotations

import random

from ai import PlayerView, RandomPlayer
from ai.review import core
from games.game import Game
from games.match import Match
from ui.scenes import common as c
from ui.scenes.review import ReviewScene

#: the search's iterations per decision in a picture: enough for sensible marks, quick enough for the audit
SHOT_BUDGET = 1200


def played_deal(game: Game, seed: int, players: int | None) -> Match:
    """A match of `game` played at random to the end of its first deal."""
    config = game.config({})
    n = players if players is not None else game.default_players(config)  # 0 is refused, not the default
    game.check_players(config, n)
    match = Match(game, n, {}, seed)
    bot = RandomPlayer(seed)
    while not match.finished_deals and not match.is_over:
        seat = match.current_player
        assert seat is not None  # the match is not over
        match.apply(bot.choose(PlayerView(match.state, seat, random.Random(seed))))
    return match


def review_scene(game: Game, size: tuple[int, int], settings: c.Settings, seed: int, moves: int,
                 players: int | None) -> ReviewScene:
    """The review of a random deal's seat 0, showing decision `moves` (from 1; 0: the first)."""
    record = played_deal(game, seed, players).to_dict()
    review = core.review_deal(record, 1, 0, budget=SHOT_BUDGET)
    scene = ReviewScene(record, settings, size, viewer=0, deal=1, review=review)
    scene.goto(max(0, moves - 1))
    return scene
