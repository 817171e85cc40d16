"""A review in words, for the terminal and the window alike (the words themselves: games/words/review.py)."""

from __future__ import annotations

from ai.review.core import DealReview, Decision
from games.words.review import amount, cost_sentence, mark_word, say

#: methods whose values are certain, not an average over deals the player could not tell apart
CERTAIN = ("double-dummy", "system", "blind")


def verdict(decision: Decision, lang: str) -> str:
    """What the better move would have given, or that the move was the best."""
    if decision.best == decision.chosen:
        return say("best", lang)
    best = decision.value_of(decision.best)
    if decision.cost <= 0:
        return say("equal", lang)
    return cost_sentence(decision.unit, decision.cost, decision.method in CERTAIN, lang, best.card, best.label(lang),
                         best.kind)


def cost_text(decision: Decision, lang: str) -> str:
    """'1,4 zdvihu ± 0,3' / '1.4 tricks ± 0.3': the cost with its uncertainty (none where it is exact)."""
    if decision.unit == "odchylka":
        return ""
    cost = amount(decision.cost, decision.unit, lang).replace(" more", "")
    if decision.spread <= 0:
        return cost
    spread = amount(decision.spread, decision.unit, lang).split(" ")[0]
    return f"{cost} ± {spread}"


def summary(review: DealReview, lang: str) -> list[str]:
    """The deal's summary: how many decisions, how many worse than good, the cost in all; the largest mistakes."""
    bad = [d for d in review.decisions if d.mark != "good"]
    totals = [amount(review.total_cost(u), u, lang).replace(" more", "") for u in review.units() if u != "odchylka"]
    lines = [say("summary", lang, deal=review.deal, count=len(review.decisions), bad=len(bad),
                 total=" + ".join(totals) or "0")]
    largest = review.largest()
    if largest:
        lines.append(say("largest", lang, moves=", ".join(
            f"{say('decision', lang, index=d.step + 1)} ({mark_word(d.mark, lang)})" for d in largest)))
    if any(d.method == "search" for d in review.decisions):
        lines.append(say("sampled", lang))
    if "vysledek" in review.units():
        lines.append(say("scale", lang))
    if not review.complete:
        lines.append(say("unfinished", lang))
    return lines
