"""Komando in the review (ai/review): the search's costs in chips (ai/games/trick_pot/review.py).

The marks at 0.4, 1.2 and 2.5 chips: about a twentieth, a sixth and a third of the default bank of 8.
"""

from __future__ import annotations

from ai.games.trick_pot.review import review

REVIEW = review((0.4, 1.2, 2.5))
