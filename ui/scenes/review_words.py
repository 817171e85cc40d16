"""Words of the review screen (ui/scenes/review.py), added to the app's one table (ui.i18n) by importing this
module. What a decision cost is said by games/words/review.py, the same words the terminal prints."""

from __future__ import annotations

from ui import i18n

i18n.STRINGS.update({
    "review_working": ("Počítám rozbor rozdání…", "Reviewing the deal…"),
    "review_progress": ("{i} z {n} rozhodnutí", "{i} of {n} decisions"),
    "review_decision": ("Rozhodnutí {i} z {n}", "Decision {i} of {n}"),
    "review_yours": ("Tvůj tah: {move}", "Your move: {move}"),
    "review_best": ("Nejlepší: {move}", "Best: {move}"),
    "review_cost": ("Ztráta: {cost}", "Cost: {cost}"),
    "review_legend": ("Zeleně nejlepší tah, červeně tvůj.", "Green: the best move; red: yours."),
    "review_failed": ("Rozbor se nepovedl: {why}", "The review failed: {why}"),
    "review_first": ("První", "First"),
    "review_last": ("Poslední", "Last"),
    # the statistics' column (ui/scenes/stats.py)
    "mean_cost": ("Ztráta na tah", "Cost per move"),  # on average, per decision reviewed
    "review_keys": ("←/→ rozhodnutí zpět/vpřed · Home/End první/poslední · Esc zpět",
                    "←/→ previous/next decision · Home/End first/last · Esc back"),
})
