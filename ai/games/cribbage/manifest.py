"""What the AI layer knows of cribbage (ai/manifest.py): its own players, the level they play in the menu, the
hints, and the search's hooks; the players' module (its discard tables) loads only when the players are listed."""

from __future__ import annotations

from collections.abc import Mapping

from ai.games.cribbage import search
from ai.manifest import AiHooks, PlayerFactory
from ai.review.hooks import ReviewHooks


def players() -> Mapping[str, PlayerFactory]:
    from ai.games.cribbage.players import PLAYERS

    return PLAYERS


AI_HOOKS = AiHooks(
    players=players,
    # the expert (every discard valued exactly, the play solved over sampled hands) took 0.37 [0.13, 0.60]
    # points a deal more than ismcts:normal, over 400 duplicate deals; its easy and normal stay on the search,
    # which makes a gentler ladder below it
    menu_levels=("hard",),
    # as quick as normal and measured stronger
    hint_level="hard",
    search=search.SEARCH,
    review=lambda: _review(),
)


def _review() -> ReviewHooks:
    from ai.games.cribbage.review import REVIEW

    return REVIEW
