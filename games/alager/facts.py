"""What the seats know of an Alager deal (`AlagerState.public_info` and `private_info`), typed, so the bots and the
table read fields the checker knows rather than string keys it cannot."""

from __future__ import annotations

from typing import TypedDict, cast

from games.state import Observation


class AlagerPublic(TypedDict):
    """An observation's public facts in Alager (JSON-ready: they travel in saves and over the network)."""

    dealer: int
    knocker: int | None  # who knocked, once someone has
    passes: int  # passes in a row since the last exchange
    taken: str | None  # the code of a table card taken, waiting for a card to go back
    ended_by: str | None  # once over: why the deal ended
    shown: list[int]  # once over: each seat's hand value, shown
    penalties: list[float]  # each seat's penalty points in the match before this deal
    limit: int  # the option: the penalty points that end the match


class AlagerPrivate(TypedDict):
    """What only the observing seat knows beyond its cards."""

    value: int  # its hand's value


def public_facts(obs: Observation) -> AlagerPublic:
    """`obs`'s public facts, read as the Alager state built them (`AlagerState.public_info` builds them as an
    AlagerPublic; the observation holds them under the games' common, untyped Mapping)."""
    return cast(AlagerPublic, obs.public)


def private_facts(obs: Observation) -> AlagerPrivate:
    """`obs`'s private facts, as `AlagerState.private_info` built them (an AlagerPrivate)."""
    return cast(AlagerPrivate, obs.private)
