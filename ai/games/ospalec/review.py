"""Ospalec in the review (ai/review): rated by the search, at a budget of its own.

Its playouts are long, so the hard level's 1.4 s cap binds long before its iterations: four times hard's
iterations (ai/review/sampled.py BUDGET) would take a minute a decision here, and a deal holds 40 of them for a
seat (measured: a random deal, seat 0, up to 16 legal moves a decision). 3000 iterations are still a few times what
hard searches in its time.
"""

from __future__ import annotations

from ai.review.hooks import ReviewHooks

REVIEW = ReviewHooks(budget=3000)
