"""Events in words for the table's log: the engine's one vocabulary (games/words/), nothing of its own.

Kept while the table moves to `games.words.describe` directly; `messages` is ignored (a game's
sentences are its `Game.words`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from games.events import Event
from games.words import describe

if TYPE_CHECKING:
    from games.game import Game


def sentence(event: Event, lang: str, names: Sequence[str],
             messages: Mapping[str, tuple[str, str]] | None = None, game: Game | None = None) -> str:
    """The event as one sentence in `lang`: `games.words.describe`."""
    return describe(event, lang, names, game)
