"""Bridž's PBN export read back: the deal, the auction with its notes, the contract, the result and the play.

Read twice where endplay is installed: by its PBN parser (what another bridge program would do) and by the small
reader below, written from the PBN 2.1 standard alone, so the test also runs (and can fail) without endplay.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from ai import PlayerView, RandomPlayer
from ai.manifest import ai_hooks
from games.bridz.dds import pbn
from games.bridz.pbn import card_code
from games.bridz.rules import CLAIM, BridzState
from games.match import Match
from games.registry import get_game
from sessions.replay import export_files


def played_match(seed: int, deals: int, claim: bool) -> Match:
    """Random play to `deals` finished deals; with `claim`, the declarer claims whenever he may."""
    match = Match(get_game("bridz"), 4, {}, seed)
    bot = RandomPlayer(seed)
    while len(match.finished_deals) < deals:
        if claim and CLAIM in match.legal_actions():
            match.apply(CLAIM)
            continue
        seat = match.current_player
        assert seat is not None
        match.apply(bot.choose(PlayerView(match.state, seat, random.Random(seed))))
    return match


def read_games(text: str) -> list[dict[str, Any]]:
    """Each game of a PBN file: its tags, and the auction's and the play's sections as tokens."""
    games = []
    for block in text.split("\n\n"):
        tags: dict[str, str] = {}
        sections: dict[str, list[str]] = {}
        current = ""
        for line in block.splitlines():
            tag = re.fullmatch(r'\[(\w+) "(.*)"\]', line)
            if tag:
                key = tag[1] if tag[1] != "Note" else f"Note {tag[2].split(':')[0]}"
                tags[key] = tag[2] if tag[1] != "Note" else tag[2].split(":", 1)[1]
                current = tag[1]
                sections[current] = []
            elif current and not line.startswith("%"):
                sections[current] += line.split()
        if "Deal" in tags:
            games.append({"tags": tags, "auction": sections.get("Auction", []), "play": sections.get("Play", [])})
    return games


def plays(deal: BridzState) -> list[str]:
    """The cards played, in the order played (claimed cards were never played)."""
    return [card_code(e.cards[0]) for e in deal.history if e.kind == "play"]


def check(game: dict[str, Any], deal: BridzState) -> None:
    tags = game["tags"]
    assert isinstance(tags, dict)
    assert tags["Deal"] == pbn(deal.original_hands())
    level, strain, doubled, declarer = deal.contract
    assert tags["Contract"] == f"{level}{strain}{'X' * doubled}" and tags["Declarer"] == "NESW"[declarer]
    assert int(tags["Result"]) == deal.side_tricks[declarer % 2]
    auction = game["auction"]
    assert isinstance(auction, list)
    calls = [t for t in auction if not t.startswith("=")]
    assert calls == ["Pass" if c == "P" else c for c in deal.calls]
    for i, token in enumerate(auction):  # a note follows its call and says what the call means, in Latin-1
        if token.startswith("="):
            note = tags[f"Note {token.strip('=')}"]
            assert note and not auction[i - 1].startswith("=") and note.encode("latin-1").decode("latin-1") == note
    assert any(t.startswith("=") for t in auction)  # the openings of the system say something
    # the play: the rows are in the opening leader's column order, so a card's seat is its column
    first = (declarer + 1) % 4
    assert tags["Play"] == "NESW"[first]
    play = game["play"]
    assert isinstance(play, list)
    rows = [r for r in (play[i:i + 4] for i in range(0, len(play), 4)) if r != ["*"]]
    seat_of = {card_code(c): s for s in range(4) for c in deal.original_hands()[s]}
    order = plays(deal)
    assert [c for row in rows for c in row if c not in "-*"] and len(rows) == (len(order) + 3) // 4
    for row in rows:
        for column, code in enumerate(row):
            assert code == "-" or seat_of[code] == (first + column) % 4
    assert ("*" in play) == deal.claimed


@pytest.fixture(scope="module")
def match() -> Match:
    return played_match(5, 2, claim=False)


def test_pbn_export_reads_back_deal_auction_contract_result_and_play(match: Match) -> None:
    text = export_files(match.to_dict(), ai_hooks("bridz").call_meaning)[".pbn"]
    games = read_games(text)
    assert len(games) == len(match.finished_deals) == 2
    for game, deal in zip(games, match.finished_deals, strict=True):
        assert isinstance(deal, BridzState)
        check(game, deal)


def test_a_claimed_deal_ends_its_play_with_a_star() -> None:
    match = played_match(2, 1, claim=True)
    [deal] = match.finished_deals
    assert isinstance(deal, BridzState) and deal.claimed
    [game] = read_games(export_files(match.to_dict(), ai_hooks("bridz").call_meaning)[".pbn"])
    check(game, deal)
    assert len(plays(deal)) < 52


def test_another_program_reads_the_export(match: Match) -> None:
    parser = pytest.importorskip("endplay.parsers.pbn")
    boards = parser.loads(export_files(match.to_dict(), ai_hooks("bridz").call_meaning)[".pbn"])
    for board, deal in zip(boards, match.finished_deals, strict=True):
        assert isinstance(deal, BridzState)
        assert board.deal.to_pbn() == pbn(deal.original_hands())
        assert [str(b) for b in board.auction] and len(board.auction) == len(deal.calls)
        level, strain, doubled, declarer = deal.contract
        denom = board.contract.denom.name  # 'spades' ... 'nt'
        assert {"nt": "NT"}.get(denom, denom[:1].upper()) == strain and int(board.contract.penalty) == 1 << doubled
        assert board.contract.level == level and board.contract.declarer.abbr == "NESW"[declarer]
        assert board.contract.result == deal.side_tricks[declarer % 2] - 6 - level
        assert [f"{c.suit.name[0].upper()}{c.rank.name[1:]}" for c in board.play] == plays(deal)
        noted = [b.announcement for b in board.auction if b.alertable]
        assert noted and all(noted) and "Note not found" not in noted
