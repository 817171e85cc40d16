"""What the AI layer knows of Kolovrat (ai/manifest.py): no players of its own (the search plays every level),
only the search's hooks."""

from __future__ import annotations

from ai.games.kolovrat import search
from ai.manifest import AiHooks

AI_HOOKS = AiHooks(search=search.SEARCH)
