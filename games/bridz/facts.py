"""What every seat knows of a Bridž deal (`BridzState.public_info`), the rubber's sheet it carries from deal to deal
(`MatchContext.extra`) and the double-dummy facts beside it (games/bridz/analysis.py), typed, so the bots, the
table and the terminal read fields the checker knows rather than string keys it cannot.

Bridž has no private facts: a seat's own knowledge is its hand, a zone (`Observation.private` is empty)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NotRequired, TypedDict, cast

from games.state import Observation


class PublicSheet(TypedDict):
    """The rubber's score sheet as every seat sees it (the table draws the score cross from it)."""

    games: list[int]  # games won in this rubber, per side (side 0: seats 0 and 2)
    above: list[list[int]]  # the entries above the line, per side, oldest first
    below: list[list[list[int]]]  # per game of the rubber (the last one still open): its entries below, per side
    past: list[int]  # the points of finished rubbers, per side
    rubbers_done: int
    rubber_over: bool  # the rubber this deal ended, left written beside its summary


class LastDeal(TypedDict):
    """A finished deal kept for its double-dummy par beside the next one (`previous_deal`)."""

    pbn: str  # its 52 cards as dealt, seat 0 as North (dds.pbn)
    dealer: int
    made: int  # the tricks its declarer's side took
    vulnerable: list[bool]  # per side
    contract: list[int | str]  # [level, strain, doubled (0-2), declarer], as `BridzState.contract`


class Sheet(TypedDict):
    """The rubber's sheet in `MatchContext.extra` (games/bridz/rubber.py writes it after each deal; saves hold it)."""

    games: list[int]
    part: list[int]  # each side's part score toward the game in play
    below: list[list[list[int]]]
    above: list[list[int]]
    past: list[int]
    rubbers_done: int
    rubber_deals: int  # deals played in this rubber (option deal_limit closes it)
    rubber_over: NotRequired[bool]
    cut: NotRequired[list[str]]  # the four cards cut for the first dealer (option seating), shown in deal 1
    last_deal: NotRequired[LastDeal]


class ContractFacts(TypedDict, total=False):
    """BridzPublic's facts of the contract, there once the auction ends in one."""

    contract: str  # "4H", "3NTX"
    declarer: int
    dummy: int


class LaterFacts(TypedDict, total=False):
    """BridzPublic's facts that come with the options, the play and the match."""

    pack_back: str  # "A" or "B", with option alternate_packs
    next_pack_back: str
    played: list[list[str]]  # after the auction: each seat's cards played, in order, as codes
    turn: int  # in play, the seat whose card it is (the dummy's own seat when it plays)
    voids: list[list[int | str]]  # [seat, suit] for each suit a seat showed out of
    outcome: str  # once over: "made", "down" or "passed out"
    previous_deal: LastDeal


class BridzPublic(ContractFacts, LaterFacts):
    """An observation's public facts in Bridž (JSON-ready: they travel in saves and over the network). The state
    lays them out in the order the terminal lists them: phase, dealer, calls, vulnerable, the contract's facts,
    tricks, sheet, then the later facts."""

    phase: str  # "auction", "play" or "over" (rules.py's Phase, a str)
    dealer: int
    calls: list[str]  # every call so far ("1NT", "P", "X", "XX"), from the dealer
    vulnerable: list[bool]  # per side
    tricks: list[int]  # the tricks each side has won
    sheet: PublicSheet  # this deal written on it, once it is over


class LastDealFacts(TypedDict):
    """The previous deal beside its double-dummy par, as the terminal and the table put it in words."""

    contract: str  # with the strain's symbol: "4♥X"
    declarer: int
    made: int  # the tricks its declarer's side took
    dd: int  # what the contract could have made, double dummy
    par: str  # the par contracts in words, "" when par is to pass it out
    par_score: int  # par for side 0


class BridzAnalysis(TypedDict, total=False):
    """`Bridz.analysis`: a finished deal's par beside what happened, and the previous deal's; empty without the
    solver."""

    par: str
    par_score: list[int]  # per side
    dd_tricks: int
    made_tricks: int
    last_deal: LastDealFacts


class ParReport(TypedDict):
    """A finished deal's par with its whole makeable table, as `simulate --par` writes it."""

    par: str
    par_score: list[int]
    contract: str
    declarer: int
    dd_tricks: int
    made_tricks: int
    makeable: dict[str, list[int]]  # by strain ("C" ... "NT"): the tricks each seat takes as declarer


def public_facts(obs: Observation) -> BridzPublic:
    """`obs`'s public facts, read as the Bridž state built them."""
    return as_public(obs.public)


def as_public(public: Mapping[str, object]) -> BridzPublic:
    """Public facts handed on untyped (`Game.analysis`, `State.public_info`), read as the Bridž state built them:
    `BridzState.public_info` builds a BridzPublic, which the games' common signatures carry as a plain mapping."""
    return cast(BridzPublic, public)


def sheet_of(extra: Mapping[str, object]) -> Sheet:
    """A match's carry-overs read as the sheet they are: `Bridz.new_context` and `rubber.after_deal` make every
    `MatchContext.extra` of a Bridž match (a saved match is replayed from its moves, so they make its carry-overs
    too)."""
    return cast(Sheet, extra)
