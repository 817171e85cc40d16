"""Bridž hands written as bridge players write them, for the bidding tests."""

from __future__ import annotations

from cards import Card, get_pack

PACK = get_pack("french-52")


def hand(spec: str) -> list[Card]:
    """'AKQ52.KJ4.Q3.A82' (spades.hearts.diamonds.clubs, T for ten) -> cards."""
    out = []
    for suit, ranks in zip("SHDC", spec.split("."), strict=True):
        out += [PACK.card(("10" if r == "T" else r) + suit) for r in ranks]
    assert len(out) == 13, spec
    return out
