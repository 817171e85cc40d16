"""Each game's review parts, collected: one `ReviewHooks` per game that has its own (a game's own parts live
in its own AI modules, ai/games/<id>_review.py, as the house rules want); every other game is rated by the
search (`SEARCHED`). Keyed by the id each hooks module gives, so this list names no game itself.

Collected at the first question, not at import: a game whose rule book or pack did not load (its modules
raise a ValueError naming the file) is left out here as everywhere, and the rest are reviewed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from types import MappingProxyType

from ai.review.hooks import SEARCHED, ReviewHooks


def _bridz() -> tuple[str, ReviewHooks]:
    from ai.games import bridz_review

    return bridz_review.GAME_ID, bridz_review.REVIEW


def _cribbage() -> tuple[str, ReviewHooks]:
    from ai.games import cribbage_review

    return cribbage_review.GAME_ID, cribbage_review.REVIEW


def _kvarteto() -> tuple[str, ReviewHooks]:
    from ai.games import kvarteto_review

    return kvarteto_review.GAME_ID, kvarteto_review.REVIEW


def _ospalec() -> tuple[str, ReviewHooks]:
    from ai.games import ospalec_review

    return ospalec_review.GAME_ID, ospalec_review.REVIEW


#: the games with review parts of their own
OWN: tuple[Callable[[], tuple[str, ReviewHooks]], ...] = (_bridz, _cribbage, _kvarteto, _ospalec)


@cache
def review_hooks() -> Mapping[str, ReviewHooks]:
    found: dict[str, ReviewHooks] = {}
    for load in OWN:
        try:
            game_id, hooks = load()
        except ValueError:  # its data files did not load (RulesFileError, PackFileError): the game is left out
            continue
        found[game_id] = hooks
    return MappingProxyType(found)


def hooks_for(game_id: str) -> ReviewHooks:
    return review_hooks().get(game_id, SEARCHED)
