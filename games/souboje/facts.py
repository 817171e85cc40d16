"""What every seat knows of a Souboje deal (`SoubojeState.public_info`), typed, so the bots and the table read
fields the checker knows rather than string keys it cannot."""

from __future__ import annotations

from typing import TypedDict, cast

from games.state import Observation


class SoubojePublic(TypedDict):
    """An observation's public facts in Souboje (JSON-ready: they travel in saves and over the network)."""

    dealer: int
    attack: str  # the option: which face cards attack with how many cards ("reference" or "standard")
    attacker: int | None  # who turned the face card being answered
    to_answer: int  # cards still owed to the attack
    cards_turned: int  # cards turned this deal
    tricks: int  # piles won this deal
    winner: int | None  # once over: who holds every card
    drawn: bool  # once over: the deal was drawn (a position came back)
    wins: list[float]  # each seat's wins in the match before this deal


def public_facts(obs: Observation) -> SoubojePublic:
    """`obs`'s public facts, read as the Souboje state built them (`SoubojeState.public_info` builds them as a
    SoubojePublic; the observation holds them under the games' common, untyped Mapping)."""
    return cast(SoubojePublic, obs.public)
