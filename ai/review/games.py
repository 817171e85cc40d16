"""Each game's review parts, collected: one `ReviewHooks` per game that has its own (a game's own parts live
in its own AI modules, ai/games/<id>_review.py, as the house rules want); every other game is rated by the
search (`SEARCHED`). Keyed by the id each hooks module gives, so this list names no game itself."""

from __future__ import annotations

from types import MappingProxyType

from ai.games import bridz_review, cribbage_review
from ai.review.hooks import SEARCHED, ReviewHooks

REVIEW_HOOKS: MappingProxyType[str, ReviewHooks] = MappingProxyType({
    bridz_review.GAME_ID: bridz_review.REVIEW,
    cribbage_review.GAME_ID: cribbage_review.REVIEW,
})


def hooks_for(game_id: str) -> ReviewHooks:
    return REVIEW_HOOKS.get(game_id, SEARCHED)
