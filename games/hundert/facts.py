"""What every seat knows of a Hundert deal (`HundertState.public_info`), typed, so the bots and the table read
fields the checker knows rather than string keys it cannot."""

from __future__ import annotations

from typing import TypedDict, cast

from games.state import Observation


class HundertPublic(TypedDict):
    """An observation's public facts in Hundert (JSON-ready: they travel in saves and over the network)."""

    dealer: int
    total: int  # the pile's running total
    target: int  # the total that wins the pot (a hundred)
    stake: int  # the option: each player's stake
    over_per_point: int  # what a player pays per point over the target
    values: str  # the option: which card values count ("reference" or "skat"), a key of the rule book's card_values
    pack: str  # the option: the pack's id
    outcome: str  # "", "hundred", "over" or "out of cards"
    chips: list[float]  # each seat's chips in the match before this deal


def public_facts(obs: Observation) -> HundertPublic:
    """`obs`'s public facts, read as the Hundert state built them (`HundertState.public_info` builds them as a
    HundertPublic; the observation holds them under the games' common, untyped Mapping)."""
    return cast(HundertPublic, obs.public)
