"""Bridž in the terminal: the auction in four columns from the dealer, the contract line, the dummy by suit."""

from __future__ import annotations

import io
import re

from cards import get_pack
from games import Match
from games.bridz.rules import GAME, BridzState
from games.bridz.text import auction_grid, contract_line, hand_by_suit


def test_the_auction_reads_in_four_columns_from_the_dealer() -> None:
    calls = ["P", "1H", "X", "XX", "2NT", "P", "P", "P"]
    lines = auction_grid(calls, 3, "cs")  # West deals: Czech Z S V J
    assert lines[0].split() == ["Z", "S", "V", "J"]
    assert lines[1].split() == ["Pas", "1♥", "Kontra", "Rekontra"] and lines[2].split() == ["2BT", "Pas", "Pas", "Pas"]
    # each call stands under its caller's letter
    for row in lines[1:]:
        for column, letter in enumerate(lines[0].split()):
            assert lines[0].index(letter) == [m.start() for m in re.finditer(r"\S+", row)][column]
    en = auction_grid(calls[:3], 1, "en", ["Ann", "Bob", "Cid", "Dan"])
    assert en[0].split() == ["E", "Bob", "S", "Cid", "W", "Dan", "N", "Ann"]
    assert en[1].split() == ["Pass", "1♥", "Double"]


def test_the_contract_line_names_declarer_dummy_and_tricks_needed() -> None:
    names = ["Ann", "Bob", "Cid", "Dan"]
    assert contract_line("4HX", "en", 1, 3, names) == "4♥ doubled, declarer Bob (E), dummy Dan (W): 10 tricks to make"
    assert contract_line("3NTXX", "cs", 0, 2, names) == \
        "3BT rekontra, hlavní hráč Ann (S), stůl Cid (J): potřebuje 9 zdvihů"
    assert contract_line("1C", "en") == "1♣"


def test_a_hand_reads_by_suit_highest_first() -> None:
    pack = get_pack("french-52")
    cards = [pack.card(code) for code in ("AS", "10S", "2S", "KD", "QD", "3C")]
    assert hand_by_suit(cards, "en") == "♠ A 10 2 · ♥ — · ♦ K Q · ♣ 3"


def test_the_terminal_shows_the_grid_the_contract_and_the_dummy_by_suit() -> None:
    from ai.registry import make_player
    from cli.play import play
    from ui.i18n import seat_name

    match = Match(GAME, 4, {"rubbers": 1, "deal_limit": 1}, 9)
    bots = {s: make_player("random", "bridz", s) for s in (1, 2, 3)}
    answers = iter(["pass"] * 8 + ["1"] * 5 + ["q"])
    out = io.StringIO()
    play(match, 0, bots, "en", "random", input_fn=lambda _: next(answers), out=out)
    text = out.getvalue()
    state = match.state
    assert isinstance(state, BridzState) and state.contract, "the seed's auction should reach a contract"
    dealer = state.dealer
    assert re.search(r"Auction: \n    " + "NESW"[dealer] + r" ", text)
    assert "Contract: " in text and "declarer" in text and "tricks to make" in text
    order = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    head = f"  Hand – {seat_name(state.dummy, 'en')}: "  # the name the window gives the seat
    shown = [line for line in text.splitlines() if line.startswith(head) and "♠" in line]
    assert shown, "the dummy goes face up after the opening lead"
    for line in shown:  # every suit in bridge order, each highest first, as many cards as the count says
        held = line.split(" cards: ")[1].split(" · ")
        assert [part.split()[0] for part in held] == ["♠", "♥", "♦", "♣"]
        ranks = [[r for r in part.split()[1:] if r != "—"] for part in held]
        assert all([order.index(r) for r in suit] == sorted(order.index(r) for r in suit) for suit in ranks)
        assert sum(map(len, ranks)) == int(line.split(": ")[1].split()[0])
