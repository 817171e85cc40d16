"""What every seat knows of a Boston deal (`BostonState.public_info`), typed, so the bots and the table read fields
the checker knows rather than string keys it cannot."""

from __future__ import annotations

from typing import TypedDict, cast

from games.state import Observation


class BostonPublic(TypedDict):
    """An observation's public facts in Boston (JSON-ready: they travel in saves and over the network)."""

    phase: str  # the deal's phase (games/boston/rules.py)
    dealer: int
    turned: str | None  # the card turned for the suits' order, if the option turns one
    suit_order: list[str]  # the suits from highest
    calls: list[list[int | str]]  # each call as [seat, action code], in order
    high: list[int | str | None] | None  # the highest bid as [game index, suit], None before one
    high_seat: int | None
    holder: int | None  # who holds the highest bid in the duels of the auction
    declarer: int | None
    partner: int | None
    game: str | None  # the game played, once the auction is won
    trump: str | None
    price: int
    tricks: list[int]  # each seat's tricks this deal
    voids: list[list[str]]  # each seat's suits shown void
    bank: int
    chips: list[float]  # each seat's chips in the match, this deal so far included
    deal_chips: list[int]  # each seat's chips won or paid this deal
    outcome: str  # "", "made", "failed", "thrown_in" or "partout"
    partout: bool  # everyone passed and a misère for all is played
    paid: int  # what the game was settled at
    partners: bool  # the option: a declarer calls a partner


def public_facts(obs: Observation) -> BostonPublic:
    """`obs`'s public facts, read as the Boston state built them (`BostonState.public_info` builds them as a
    BostonPublic; the observation holds them under the games' common, untyped Mapping)."""
    return cast(BostonPublic, obs.public)
