"""Kvarteto in the review (ai/review): rated by the search, at a budget of its own.

Its playouts are long, so the hard level's 1.4 s cap binds long before its iterations: four times hard's
iterations (ai/review/sampled.py BUDGET) would take ten seconds a decision here, and a deal holds 21 of them for a
seat (measured: a random deal, seat 0, up to 39 legal moves a decision). 5000 iterations are still a few times what
hard searches in its time.
"""

from __future__ import annotations

from ai.review.hooks import ReviewHooks

REVIEW = ReviewHooks(budget=5000)
