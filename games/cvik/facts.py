"""What every seat knows of a Cvik deal (`CvikState.public_info`), typed, so what reads it reads fields the checker
knows rather than string keys it cannot."""

from __future__ import annotations

from typing import TypedDict, cast

from games.state import Observation


class CvikPublic(TypedDict):
    """An observation's public facts in Cvik (JSON-ready: they travel in saves and over the network)."""

    dealer: int
    phase: str  # "declare", "swap" or "play" (games/trick_pot/trick_play.py)
    trump: str  # the turned card's suit code
    bank: int  # the chips in the bank now
    stake: int  # each seat's ante
    played_for: int  # the bank as the deal began: what a failure costs
    declared: list[str | None]  # each seat's "jdu" or "pas", None until it says
    defender: int | None  # the dealer defending the bank when all the others passed
    tricks: list[int]  # each seat's tricks this deal
    chips: list[float]  # each seat's chips in the match, this deal so far included
    deal: int  # the deal's number, from 1
    deals: int  # the deals in the match


def public_facts(obs: Observation) -> CvikPublic:
    """`obs`'s public facts, read as the Cvik state built them (`CvikState.public_info` builds them as a CvikPublic;
    the observation holds them under the games' common, untyped Mapping)."""
    return cast(CvikPublic, obs.public)
