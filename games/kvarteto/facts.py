"""What every seat knows of a Kvarteto deal (`KvartetoState.public_info`), typed, so the bots and the table read
fields the checker knows rather than string keys it cannot."""

from __future__ import annotations

from typing import TypedDict, cast

from games.state import Observation


class KvartetoPublic(TypedDict):
    """An observation's public facts in Kvarteto (JSON-ready: they travel in saves and over the network)."""

    dealer: int
    quartet_by: str  # what makes a quartet in this pack, "suit" or "rank" (the rule book's table)
    quartets: list[int]  # each seat's quartets laid down
    out: list[int]  # the seats out of cards, in seat order
    lacks: list[str]  # "seat:card" for each card a seat was shown not to hold
    holds_some: list[str]  # "seat:quartet" for each quartet a seat was shown to hold a card of
    totals: list[float]  # each seat's totals before this deal


def public_facts(obs: Observation) -> KvartetoPublic:
    """`obs`'s public facts, read as the Kvarteto state built them (`KvartetoState.public_info` builds them as a
    KvartetoPublic; the observation holds them under the games' common, untyped Mapping)."""
    return cast(KvartetoPublic, obs.public)
