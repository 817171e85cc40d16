"""What every seat knows of a Cribbage deal (`CribbageState.public_info`), typed, so the bots and the table read
fields the checker knows rather than string keys it cannot."""

from __future__ import annotations

from typing import TypedDict, cast

from games.state import Observation


class CribbagePublic(TypedDict):
    """An observation's public facts in Cribbage (JSON-ready: they travel in saves and over the network)."""

    phase: str  # "discard", "play", "show" or "done" (rules.py's Phase, a str)
    dealer: int
    pone: int  # the dealer's left, who cuts and leads
    count: int  # the running count of the play
    pile: list[str]  # the codes of the cards played to this count
    go: list[int]  # the seats that said go in this count
    starter: str | None  # the starter's code, once cut
    deal_points: list[int]  # each seat's points this deal
    totals: list[float]  # each seat's pegs, this deal included
    previous_totals: list[float]  # each seat's pegs before this deal
    target: int  # the pegs that win
    deal: int  # the deal's number, from 1
    show: str | None  # in the show, the zone being counted ("hand:<seat>" or "crib")


def public_facts(obs: Observation) -> CribbagePublic:
    """`obs`'s public facts, read as the Cribbage state built them (`CribbageState.public_info` builds them as a
    CribbagePublic; the observation holds them under the games' common, untyped Mapping)."""
    return cast(CribbagePublic, obs.public)
