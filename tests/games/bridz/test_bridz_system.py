"""Bridž's written bidding system (docs/bridz-system.md): the corpus of hands and auctions with the call the
doc gives each (tests/data/bridz_corpus.yaml), and the promise that no forcing call, relay or ask is passed."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from ai.games.bridz import bidding, slam
from games.bridz.auction import PASS, Auction
from tests.games.bridz.hands import hand, seeded_deal

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT / "tests" / "data" / "bridz_corpus.yaml"


@cache
def positions() -> list[dict[str, Any]]:
    data = yaml.load(CORPUS.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    return list(data["positions"])


def test_the_corpus_is_large_and_cites_the_doc() -> None:
    found = positions()
    doc = (ROOT / "docs" / "bridz-system.md").read_text(encoding="utf-8")
    assert len(found) >= 300
    sections = {p["rule"].split()[0] for p in found}
    assert all(s.startswith("§") and f"§{s[1:].split('.')[0]} " in doc for s in sections), sections
    assert len(sections) >= 15  # every part of the system, not one table many times


@pytest.mark.parametrize("position", positions(), ids=lambda p: f"{p['auction'] or '-'}:{p['hand']}")
def test_the_system_bids_as_the_doc_says(position: dict[str, Any]) -> None:
    calls = position["auction"].split()
    dealer = int(position["dealer"])
    seat = (dealer + len(calls)) % 4
    vulnerable = bool(position.get("vulnerable", False))  # our side's; a position says so only when it is
    made = bidding.suggest(calls, dealer, seat, hand(position["hand"]), vulnerable=vulnerable)
    assert made.call == str(position["call"]), f"{position['rule']}: {made.call} ({made.en})"


def _random_auction(seed: int) -> tuple[list[str], int]:
    hands, dealer = seeded_deal(seed)
    auction = Auction(dealer)
    while not auction.is_over():
        seat = auction.to_call
        assert seat is not None
        auction = auction.call(bidding.suggest(list(auction.calls), dealer, seat, hands[seat]).call)
    return list(auction.calls), dealer


def test_no_forcing_call_relay_or_ask_is_passed() -> None:
    """Over random deals bid in all four seats: a pass straight after partner's forcing call, relay or ask
    (the opponent between having passed) never happens (docs/bridz-system.md §6)."""
    passed = []
    asked = 0
    for seed in range(1000, 1150):
        calls, dealer = _random_auction(seed)
        for i, call in enumerate(calls):
            owed = bidding.must_answer(calls[:i], dealer, (dealer + i) % 4)
            asked += owed
            if owed and call == PASS:
                passed.append((seed, " ".join(calls[:i + 1])))
    assert passed == []
    assert asked > 50  # the auctions did put forcing calls to the test


@pytest.mark.parametrize(("calls", "forcing"), [
    (["1C", "P", "1H", "P"], True),          # a new suit at the one level
    (["1S", "P", "2C", "P"], True),          # 2/1, one round
    (["P", "1H", "P", "2C", "P"], True),     # 2/1 in second seat: the dealer who passed is an opponent
    (["P", "P", "1S", "P", "2H", "P"], False),  # a passed hand's 2/1 (§3.7): 10–11, opener may pass
    (["P", "P", "P", "1H", "P", "2D", "P"], False),  # the same in fourth seat
    (["2C", "P", "2D", "P"], True),          # the relay: the strong opener must bid again
    (["1NT", "P", "2C", "P"], True),         # Stayman asks
    (["1C", "1H", "X", "P"], True),          # a negative double
    (["1H", "X", "P"], True),                # the advancer answers partner's takeout double
    (["1H", "P", "2H", "P", "3C", "P"], True),  # a help-suit game try asks
    (["1D", "1H", "2H", "P"], True),         # the cue bid in their suit asks for a stopper
    (["1H", "P", "4D", "P"], True),          # a splinter (§8.2)
    (["1C", "P", "1S", "P", "4H", "P"], True),  # opener's splinter
    (["1S", "P", "3S", "P", "4C", "P"], True),  # a control-showing cue bid (§8.3)
    (["1S", "P", "3S", "P", "4C", "P", "4D", "P"], True),  # the answering cue bid
    (["1H", "P", "2H", "P"], False),         # a raise
    (["1H", "P", "1NT", "P"], False),
])
def test_what_is_forcing_follows_the_table(calls: list[str], forcing: bool) -> None:
    seat = len(calls) % 4
    assert bidding.must_answer(calls, 0, seat) == forcing


@pytest.mark.parametrize(("calls", "spec", "expected", "why"), [
    (["2S"], "AKQ.AKQ.AKJ2.QJ2", "X", "§7.2 over a weak two: a takeout double, not a pass with 25"),
    (["1H", "1S"], "T2.J8632.T2.8632", "P", "§7.6 a bust hand does not compete, even with a fit"),
    (["1H", "1S", "2H"], "K965.K54.AJ83.A9", "4S", "§7.6 game values over interference: game, not 2♠"),
    (["1D", "P", "1S", "P", "1NT", "P"], "AJ8642.K5.Q5.J94", "4S", "§5 a six-card major is a fit: not 3NT"),
    (["1S", "P", "4S", "P"], "AK763.A.54.KT542", "4NT", "§5 length and shortness reach slam: Blackwood"),
])
def test_the_captain_places_the_contract(calls: list[str], spec: str, expected: str, why: str) -> None:
    seat = len(calls) % 4
    assert bidding.suggest(calls, 0, seat, hand(spec)).call == expected, why


@pytest.mark.parametrize(("calls", "spec"), [
    (["1S", "P", "2D", "P", "2NT", "P"], "K76.A3.T754.K652"),  # 24 together with opener's middle, a 5-3 spade fit
    (["1C", "P", "1S", "P", "1NT", "P"], "KJ652.K3.K97.J75"),
])
def test_a_game_of_our_own_wants_half_a_point_more_not_vulnerable(calls: list[str], spec: str) -> None:
    """§5: the same count bids game vulnerable and stays in the part score not vulnerable."""
    seat = len(calls) % 4
    vulnerable = bidding.suggest(calls, 0, seat, hand(spec), vulnerable=True)
    assert vulnerable.call in ("3S", "4S")
    assert bidding.suggest(calls, 0, seat, hand(spec), vulnerable=False).call == "P"


def test_the_vulnerable_opener_accepts_the_limit_raise_with_13() -> None:
    """§4.2: 13 points accept 1M – 3M vulnerable only; the acceptance still reads as 14+ (the row only the
    vulnerable side bids by is skipped when the system reads a call)."""
    calls, spec = ["1S", "P", "3S", "P"], "AQ874.QJT.A632.9"
    assert bidding.suggest(calls, 0, 0, hand(spec), vulnerable=True).call == "4S"
    assert bidding.suggest(calls, 0, 0, hand(spec)).call == "P"
    assert bidding.meaning(calls, 0, 0, "4S").hand["hcp"] == [14, 21]


@pytest.mark.parametrize(("calls", "spec", "expected", "why"), [
    (["1D", "P", "1S", "2H", "P"], "T86432.72.T3.875", "P", "§7.6 the opponents' suit is theirs: no 2♠ on six of them"),
    (["1D", "P", "1S", "2H", "P", "P"], "AQJ7.K9.K62.KT96", "3NT", "§7.6 game values and no fit over interference"),
])
def test_the_captain_competes_in_our_strains(calls: list[str], spec: str, expected: str, why: str) -> None:
    seat = len(calls) % 4
    assert bidding.suggest(calls, 0, seat, hand(spec)).call == expected, why


def test_the_openers_simple_rebid_shows_no_more_than_seventeen() -> None:
    """§4.6: a rebid at the cheapest level is no jump, so responder's sums count opener at 12–17, not 12–21."""
    shapes = bidding.infer(["1C", "P", "1S", "P", "2C", "P"], 0)
    assert shapes[0].hcp == [12, 17]
    assert bidding.infer(["1C", "P", "1S", "P", "3C", "P"], 0)[0].hcp == [12, 21]


def test_a_help_suit_try_is_read_as_one() -> None:
    """§4.1: 1♥ – 2♥ – 3♣ asks for help in clubs; the card play's sampling reads three clubs and 12–17."""
    said = bidding.meaning(["1H", "P", "2H", "P"], 0, 0, "3C")
    assert said.tag == "try" and "help in clubs" in said.en
    shapes = bidding.infer(["1H", "P", "2H", "P", "3C", "P"], 0)
    assert shapes[0].hcp == [12, 17] and shapes[0].lens["C"][0] == 3


def test_a_five_card_major_over_our_no_trumps_is_forcing_and_answered() -> None:
    """§5.2: 1♣ – 1♠ – 2NT – 3♠ shows five spades and forces; opener bids 4♠ with three, 3NT with two."""
    calls = ["1C", "P", "1S", "P", "2NT", "P"]
    said = bidding.meaning(calls, 0, 2, "3S")
    assert bidding.is_forcing(said) and said.hand["len"] == {"S": [5, 13]}
    with_three = bidding.suggest([*calls, "3S", "P"], 0, 0, hand("QJ5.82.AKJ.AQJT5"))
    with_two = bidding.suggest([*calls, "3S", "P"], 0, 0, hand("Q5.K82.AKJ.AQJT5"))
    assert (with_three.call, with_two.call) == ("4S", "3NT")


def test_a_six_card_rebid_over_partners_1nt_response_is_not_the_five_card_ask() -> None:
    """§5.2: after 1♠ – 1NT – 3♠ (opener's six spades, 16–18) responder's 1NT denied three spades: the answers
    of §5.2 (3NT with two) are not given to it, and the captain sees the fit opener's rebid showed."""
    calls = ["1S", "P", "1NT", "P", "3S", "P"]
    assert not bidding.is_forcing(bidding.meaning(calls[:4], 0, 0, "3S"))
    made = bidding.suggest(calls, 0, 2, hand("82.KJ53.Q964.K85"))
    assert made.call == "4S"


def test_responders_3nt_after_stayman_denies_a_fit_in_openers_major() -> None:
    """§3.1: 1NT – 2♣ – 2♥ – 3NT is four spades without four hearts. Stayman's 2♣ reads as four or five hearts
    (the first of its rules), and opener with four hearts once took it for a fit and bid 4♥ in a 4-1 fit."""
    calls = ["1NT", "P", "2C", "P", "2H", "P", "3NT", "P"]
    assert bidding.infer(calls, 0)[2].lens["H"][1] <= 3
    assert bidding.suggest(calls, 0, 0, hand("AQ5.KJ84.KQ7.J93")).call == "P"
    assert bidding.infer(["1NT", "P", "2C", "P", "2S", "P", "2NT", "P"], 0)[2].lens["S"][1] <= 3


def test_a_splinter_is_read_as_one() -> None:
    """§8.2: 1♥ – 4♦ shows four hearts, a singleton or void in diamonds and 11–15; the card play reads it."""
    said = bidding.meaning(["1H", "P"], 0, 2, "4D")
    assert said.tag == "splinter" and "singleton or void in diamonds" in said.en
    shapes = bidding.infer(["1H", "P", "4D", "P"], 0)
    assert shapes[2].hcp == [11, 15] and shapes[2].lens["H"][0] == 4 and shapes[2].lens["D"][1] == 1


def test_key_cards_ask_about_the_agreed_major_not_a_splinter_or_a_cue_bid() -> None:
    """§8.1–§8.3: the splinter's and the cue bids' suits are not natural, so 4NT asks about the major."""
    assert slam.key_suit(bidding.tokens(["1H", "P", "4D", "P"], 0, 0)) == "H"
    assert slam.key_suit(bidding.tokens(["1C", "P", "1S", "P", "3S", "P", "4C", "P", "4D", "P"], 0, 2)) == "S"
    answer = bidding.suggest(["1H", "P", "4D", "P", "4NT", "P"], 0, 2, hand("KQ43.AJ76.5.Q876"))
    assert answer.call == "5C"  # one key card: the heart ace (the spade king is no key card with hearts trumps)


def test_the_answer_to_a_takeout_double_is_read_as_the_advancer_made_it() -> None:
    """§7.2: the advancer's cheapest bid shows four or more cards and 0–8 points, his jump 9–11; the doubler read
    both as three cards and any points before, and passed part scores with a fit of nine (1♠ P P X P 2♦ 2♠)."""
    shapes = bidding.infer(["1C", "X", "P", "1D", "P"], 0)
    assert shapes[3].hcp == [0, 8] and shapes[3].lens["D"][0] == 4
    shapes = bidding.infer(["1C", "X", "P", "2D", "P"], 0)
    assert shapes[3].hcp == [9, 11] and shapes[3].lens["D"][0] == 4
    # a double for penalties is not answered so: partner's 2♦ after it stays a natural bid
    assert "answer" not in bidding.meaning(["1NT", "2C", "X", "P"], 0, 0, "2D").en
