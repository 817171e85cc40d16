"""The review of a finished deal: every decision one seat made, rated against the best Karty can find.

Pure like the engine: no pygame, no files, no clocks. `core.review_deal` replays a match record (game,
players, options, seed, moves) to the deal asked for and rates each decision of the chosen seat, by the
game's exact evaluation where it has one (`hooks.ReviewHooks.exact`: Bridž's double dummy and bidding
system, Cribbage's discard count) and otherwise by the search over worlds sampled from that seat's own view
(`sampled.rate`), which never holds the true deal. docs/review.md says what the figures mean.
"""
