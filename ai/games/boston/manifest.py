"""What the AI layer knows of Boston (ai/manifest.py): its own players, who play every level of the menu, and the
search's hooks; the players' module loads only when the players are listed."""

from __future__ import annotations

from collections.abc import Mapping

from ai.games.boston import search
from ai.manifest import AiHooks, PlayerFactory
from ai.registry import LEVEL_NAMES
from ai.review.hooks import ReviewHooks


def players() -> Mapping[str, PlayerFactory]:
    from ai.games.boston.players import PLAYERS

    return PLAYERS


AI_HOOKS = AiHooks(
    players=players,
    # bids by playing the hand out and reckoning the chips each call is worth
    menu_levels=LEVEL_NAMES,
    search=search.SEARCH,
    review=lambda: _review(),
)


def _review() -> ReviewHooks:
    """The review's parts (ai/review), loaded only when a deal is reviewed."""
    from ai.games.boston.review import REVIEW

    return REVIEW
