"""Cvik in the review (ai/review): the search's costs in chips (ai/games/trick_pot/review.py).

The marks at 0.3, 1 and 2 chips: a twentieth, a sixth and a third of the default bank of 6, the same shares
of the deal's stake as the search's scale marked at (0.05, 0.15, 0.3 near 0, where tanh is nearly straight).
"""

from __future__ import annotations

from ai.games.trick_pot.review import review

REVIEW = review((0.3, 1.0, 2.0))
