"""What every seat knows of a Kolovrat deal (`KolovratState.public_info`), typed, so the bots and the table read
fields the checker knows rather than string keys it cannot."""

from __future__ import annotations

from typing import TypedDict, cast

from games.state import Observation


class KolovratPublic(TypedDict):
    """An observation's public facts in Kolovrat (JSON-ready: they travel in saves and over the network)."""

    dealer: int
    bank: int  # the pot's bank now
    chips: list[int]  # each seat's chips won or paid in the match so far
    playing: str | None  # the code of the card capturing now, while its takes are picked
    sum_so_far: int  # the value picked so far towards a sum not yet complete
    captured: list[int]  # how many cards lie on each seat's pile
    talon: int  # cards left in the talon
    totals: list[float]  # each seat's totals before this deal


def public_facts(obs: Observation) -> KolovratPublic:
    """`obs`'s public facts, read as the Kolovrat state built them (`KolovratState.public_info` builds them as a
    KolovratPublic; the observation holds them under the games' common, untyped Mapping)."""
    return cast(KolovratPublic, obs.public)
