"""What every seat knows of a Černý Petr deal (`CernyPetrState.public_info`), typed, so the bots and the table read
fields the checker knows rather than string keys it cannot."""

from __future__ import annotations

from typing import TypedDict, cast

from games.state import Observation


class CernyPetrPublic(TypedDict):
    """An observation's public facts in Černý Petr (JSON-ready: they travel in saves and over the network)."""

    dealer: int
    drawing_from: int | None  # the seat the drawer takes a card from, None once the deal is over
    first_out: list[int]  # the seats first out of cards
    loser: int | None  # who was left holding Černý Petr
    marks: list[float]  # each seat's marks in the match before this deal
    deals_won: list[int]  # each seat's deals won
    deal: int  # the deal's number, from 1
    deals: int  # the option: deals in the match


def public_facts(obs: Observation) -> CernyPetrPublic:
    """`obs`'s public facts, read as the Černý Petr state built them (`CernyPetrState.public_info` builds them as a
    CernyPetrPublic; the observation holds them under the games' common, untyped Mapping)."""
    return cast(CernyPetrPublic, obs.public)
