"""Each game's review parts: the `review` its AI manifest names (ai/manifest.py `AiHooks.review`, a game's own
module ai/games/<id>/review.py); every other game is rated by the search (`SEARCHED`).

Read at the first question, not at import: a game whose rule book or pack did not load (its modules raise a
ValueError naming the file) is rated by the search, as a game without parts of its own.
"""

from __future__ import annotations

from functools import cache

from ai.manifest import ai_hooks
from ai.review.hooks import SEARCHED, ReviewHooks


@cache
def hooks_for(game_id: str) -> ReviewHooks:
    """The game's review parts, or `SEARCHED`."""
    load = ai_hooks(game_id).review
    if load is None:
        return SEARCHED
    try:
        return load()
    except ValueError:  # its data files did not load (RulesFileError, PackFileError)
        return SEARCHED
