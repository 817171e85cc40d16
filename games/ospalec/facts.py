"""What every seat knows of an Ospalec deal (`OspalecState.public_info`), typed, so the bots and the table read
fields the checker knows rather than string keys it cannot."""

from __future__ import annotations

from typing import TypedDict, cast

from games.state import Observation


class OspalecPublic(TypedDict):
    """An observation's public facts in Ospalec (JSON-ready: they travel in saves and over the network)."""

    dealer: int
    phase: str  # "pass", "give", "together", "race" or "over" (rules.py's Phase, a str)
    passing: str  # the option: "chain" or "together"
    suits: list[str]  # the suits in play, in the pack's order
    round: int  # the passing round, from 1
    rounds: int  # the option: passing rounds before the race is forced
    laid_down: list[int]  # the seats in the order they laid their hands down
    reacted: list[int]  # the seats that reacted in the race
    times: dict[str, int]  # once over: each reacting seat's time in tenths, by seat (a string, as JSON keys are)
    ospalec: int | None  # once over: the last to lay down, the sleeper
    by_limit: bool  # the race was forced by the passing rounds' limit
    points: list[float]  # each seat's points in the match before this deal
    deal: int  # the deal's number, from 1
    deals: int  # the option: deals in the match


def public_facts(obs: Observation) -> OspalecPublic:
    """`obs`'s public facts, read as the Ospalec state built them (`OspalecState.public_info` builds them as an
    OspalecPublic; the observation holds them under the games' common, untyped Mapping)."""
    return cast(OspalecPublic, obs.public)
