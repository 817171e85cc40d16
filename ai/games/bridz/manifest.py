"""What the AI layer knows of Bridž (ai/manifest.py): its own players, who play every level of the menu, what a
call means by the written system, and the search's hooks; the players' module (the bidding system, the solver)
loads only when the players are listed or a call's meaning is asked."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ai.games.bridz import search
from ai.manifest import AiHooks, PlayerFactory
from ai.registry import LEVEL_NAMES
from ai.review.hooks import ReviewHooks


def players() -> Mapping[str, PlayerFactory]:
    from ai.games.bridz.play import PLAYERS

    return PLAYERS


def call_meaning(calls: Sequence[str], dealer: int, seat: int, call: str) -> str:
    from ai.games.bridz.play import call_meaning as by_the_system

    return by_the_system(calls, dealer, seat, call)


AI_HOOKS = AiHooks(
    players=players,
    # bidding by the written system and card play solved double dummy; the search cannot bid
    menu_levels=LEVEL_NAMES,
    call_meaning=call_meaning,
    search=search.SEARCH,
    review=lambda: _review(),
)


def _review() -> ReviewHooks:
    from ai.games.bridz.review import REVIEW

    return REVIEW
