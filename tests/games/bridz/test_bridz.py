"""Bridž engine: the auction helper, the dummy, the play, claims, and the text table."""

from __future__ import annotations

import io
import random

import pytest

from cards import get_pack
from games import IllegalAction, Match
from games.bridz import dds
from games.bridz.auction import Auction
from games.bridz.facts import LastDealFacts, as_public
from games.bridz.rules import CLAIM, GAME, BridzState
from games.bridz.words import last_deal_words
from games.words.forms import count

needs_dds = pytest.mark.skipif(not dds.available(), reason="endplay (DDS) is not installed")


# -- the auction -----------------------------------------------------------------------------------------
def test_sufficient_bids_and_who_may_double() -> None:
    a = Auction(0).call("1H")
    assert "1H" not in a.legal() and "1S" in a.legal() and "2C" in a.legal()
    assert a.may_double() and not a.may_redouble()
    a = a.call("P")  # partner of the bidder may not double its own side
    assert not a.may_double()
    a = a.call("P").call("X")  # the bidder's LHO... seat 3 doubles seat 0's bid
    assert a.doubled() == 1
    assert a.may_redouble()  # seat 0 redoubles
    a2 = a.call("XX")
    assert a2.doubled() == 2 and not a2.may_double() and not a2.may_redouble()
    a3 = a2.call("2C")  # a new bid cancels doubles
    assert a3.doubled() == 0
    assert Auction(0).problem("X") == "double"
    assert a.problem("1C") == "higher" and a.problem("2C") == ""


def test_endings_and_declarer() -> None:
    assert Auction(2, ("P", "P", "P", "P")).passed_out()
    a = Auction(0, ("P", "1H", "P", "P"))
    assert not a.is_over()  # the opener's RHO... three passes after a bid are needed
    a = Auction(0, ("P", "1H", "P", "P", "P"))
    contract = a.contract()
    assert a.is_over() and contract is not None and contract.declarer == 1
    # seat 1 named hearts first, seat 3 raised: seat 1 declares (first_named); last_bidder picks seat 3
    a = Auction(0, ("P", "1H", "P", "2C", "P", "2H", "P", "4H", "P", "P", "P"))
    contract, last_bidder = a.contract(), a.contract("last_bidder")
    assert contract is not None and contract.declarer == 1 and contract.level == 4
    assert last_bidder is not None and last_bidder.declarer == 3
    contract = Auction(0, ("1S", "X", "XX", "P", "P", "P")).contract()
    assert contract is not None and contract.code == "1SXX"


# -- the deal ---------------------------------------------------------------------------------------------
def bid_to_contract(seed: int, calls: list[str]) -> Match:
    match = Match(GAME, 4, {"seating": "fixed"}, seed)
    for code in calls:
        match.apply_code(code)
    return match


def test_dummy_goes_face_up_after_the_opening_lead_and_declarer_plays_it() -> None:
    match = bid_to_contract(3, ["bid:1:S", "pass", "pass", "pass"])
    state = match.state
    assert isinstance(state, BridzState)
    assert state.declarer == 0 and state.dummy == 2 and state.current_player == 1
    dummy_cards = list(state.hand(2))
    assert not any(state.zones.knows(1, c) for c in dummy_cards)
    match.apply(state.legal_actions()[0])  # seat 1 leads
    assert all(state.zones.knows(s, c) for s in range(4) for c in dummy_cards)
    assert state.acting_seat() == 2 and state.current_player == 0  # declarer decides for dummy
    assert all(a.card in dummy_cards for a in state.legal_actions() if a.card is not None)
    # the observation of every seat shows dummy's hand
    view = state.observation(3).zone("hand:2")
    assert None not in view.cards


def test_follow_suit_is_enforced_with_a_reason() -> None:
    match = bid_to_contract(4, ["bid:1:NT", "pass", "pass", "pass"])
    state = match.state
    lead = state.legal_actions()[0]
    match.apply(lead)
    seat = state.acting_seat()
    assert seat is not None and lead.card is not None
    hand = state.hand(seat)
    led = lead.card.suit
    if any(c.suit == led for c in hand) and any(c.suit != led for c in hand):
        off = next(c for c in hand if c.suit != led)
        with pytest.raises(IllegalAction, match="follow"):
            match.apply_code(f"play:{off.code}")


def test_a_whole_deal_scores_the_tricks_taken() -> None:
    match = bid_to_contract(8, ["bid:3:NT", "pass", "pass", "pass"])
    rng = random.Random(2)
    deal = match.state
    while match.context.deal_index == 0:
        legal = [a for a in match.legal_actions() if a != CLAIM]
        match.apply(legal[rng.randrange(len(legal))])
    assert isinstance(deal, BridzState)
    made = deal.side_tricks[0]
    assert sum(deal.side_tricks) == 13
    expected = 100 if made >= 9 else 0
    assert deal.below[0] == expected
    assert deal.scores()[0] == deal.scores()[2] == sum(deal.side_points()[:1])


@needs_dds
def test_claim_is_checked_double_dummy() -> None:
    match = bid_to_contract(11, ["bid:1:C", "pass", "pass", "pass"])
    state = match.state
    assert isinstance(state, BridzState)
    rng = random.Random(0)
    checked: set[int] = set()
    while not state.is_over and len(checked) < 2:
        if CLAIM in state.legal_actions():
            hands = [list(state.hand(s)) for s in range(4)]
            assert state.turn is not None
            best = max(dds.solve(hands, state.trump, state.turn).values())
            left = 13 - state.trick_number()
            before = list(state.side_tricks)
            events = state.apply(CLAIM)
            if best == left:
                assert events[0].kind == "claim" and state.is_over
                assert state.side_tricks[0] == before[0] + left
                return
            assert events[0].kind == "claim_refused" and CLAIM not in state.legal_actions()
            checked.add(state.trick_number())
        legal = [a for a in state.legal_actions() if a != CLAIM]
        state.apply(legal[rng.randrange(len(legal))])


def test_claims_are_offered_without_the_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dds, "_tried", True)
    monkeypatch.setattr(dds, "_dds", None)
    match = bid_to_contract(11, ["bid:1:C", "pass", "pass", "pass"])
    state = match.state
    assert isinstance(state, BridzState)
    rng = random.Random(0)
    while CLAIM not in state.legal_actions():
        state.apply(state.legal_actions()[rng.randrange(len(state.legal_actions()))])
    assert state.turn in (state.declarer, state.dummy) and not state.zones["trick"]
    assert state.apply(CLAIM)[0].kind in ("claim", "claim_refused")  # decided by games/bridz/claims.py's search


def test_cut_picks_the_highest_card_as_dealer() -> None:
    match = Match(GAME, 4, {}, 21)
    cut = [e for e in match.state.history if e.kind == "cut"]
    assert len(cut) == 4
    pack = get_pack("french-52")
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    best = max(cut, key=lambda e: (ranks.index(str(e.cards[0].rank)), "CDHS".index(str(e.cards[0].suit))))
    assert isinstance(match.state, BridzState)
    assert match.state.dealer == best.seat and match.state.current_player == best.seat
    assert pack.card(cut[0].cards[0].code) == cut[0].cards[0]


def test_sampled_world_keeps_shown_out_suits() -> None:
    match = bid_to_contract(5, ["bid:1:NT", "pass", "pass", "pass"])
    state = match.state
    assert isinstance(state, BridzState)
    rng = random.Random(3)
    while not state.voids and not state.is_over:
        state.apply(state.legal_actions()[rng.randrange(len(state.legal_actions()) - (CLAIM in
                                                                                   state.legal_actions()))])
    if state.is_over:
        pytest.skip("no void shown in this deal")
    for seed in range(10):
        world = state.sample_world(0, random.Random(seed))
        assert world.observation(0) == state.observation(0)
        for seat, suit in state.voids:
            if seat != 0:
                assert not any(c.suit == suit for c in world.hand(seat))


def test_play_in_the_terminal_against_bots() -> None:
    from ai.registry import make_player
    from cli.play import play

    match = Match(GAME, 4, {"rubbers": 1, "deal_limit": 1}, 9)
    bots = {s: make_player("bridz:easy", "bridz", s) for s in (1, 2, 3)}
    answers = iter(["pass"] * 60 + ["1"] * 60)
    out = io.StringIO()
    assert play(match, 0, bots, "en", "bridz:easy", input_fn=lambda _: next(answers), out=out) == 0
    text = out.getvalue()
    assert "deals (pack A)" in text and "Match over" in text
    assert "points" in text  # the AI's calls are shown with their meaning ("1♠: 5+ spades, 12–21 points")


@needs_dds
def test_par_is_shown_after_the_deal() -> None:
    match = bid_to_contract(4, ["bid:1:NT", "pass", "pass", "pass"])
    state = match.state
    assert isinstance(state, BridzState)
    rng = random.Random(1)
    assert not GAME.analysis(state.public_info())
    while not state.is_over:
        legal = [a for a in state.legal_actions() if a != CLAIM]
        state.apply(legal[rng.randrange(len(legal))])
    assert "par" not in state.public_info()  # analysis, not a rule: the game works it out on request
    info = GAME.analysis(state.public_info())
    hands = state.original_hands()
    # the DD tricks of the contract are what the solver gives for the opening leader's best lead
    assert info["dd_tricks"] == 13 - max(dds.solve(hands, "NT", 1).values())
    assert info["made_tricks"] == state.side_tricks[0]
    assert info["par_score"][0] == -info["par_score"][1] and info["par"]


@needs_dds
def test_next_deal_shows_the_last_deal_beside_its_par() -> None:
    match = bid_to_contract(4, ["bid:1:NT", "pass", "pass", "pass"])
    rng = random.Random(1)
    while match.context.deal_index == 0:
        legal = [a for a in match.legal_actions() if a != CLAIM]
        match.apply(legal[rng.randrange(len(legal))])
    deal = match.finished_deals[0]
    assert isinstance(deal, BridzState)
    facts = GAME.analysis(match.state.public_info())["last_deal"]
    assert facts["contract"] == "1NT" and facts["declarer"] == 0 and facts["made"] == deal.side_tricks[0]
    finished = GAME.analysis(deal.public_info())
    assert facts["dd"] == finished["dd_tricks"] and facts["par_score"] == finished["par_score"][0]
    names = ["Eva", "Petr", "Jana", "Karel"]
    cs, en = last_deal_words(facts, "cs", names), last_deal_words(facts, "en", names)
    made = count(facts["made"], "zdvih", "cs")
    assert cs.startswith(f"1BT, hraje Eva: uhráno {made}, při otevřených kartách {facts['dd']}; par ")
    assert en.startswith(f"1NT by Eva: {facts['made']} tricks made, double dummy {facts['dd']}; par ")
    sheet = as_public(match.state.public_info())["sheet"]
    assert sheet["games"] == [0, 0] and sum(map(sum, sheet["above"])) == deal.above[1]


def test_the_last_deal_in_czech_writes_bt_and_counts_its_tricks() -> None:
    """Czech writes no-trumps as BT, and "uhráno 3 zdvihy", never "3 zdvihů"."""
    facts: LastDealFacts = {"contract": "3NTX", "declarer": 1, "made": 3, "dd": 9, "par": "3NT 2=, 4♠X 1-1",
                            "par_score": -600}
    cs = last_deal_words(facts, "cs", ["Eva", "Petr", "Jana", "Karel"])
    assert cs == "3BTX, hraje Petr: uhráno 3 zdvihy, při otevřených kartách 9; par 3BT 2=, 4♠X 1-1 (-600 pro 1+3)"
    assert "uhráno 5 zdvihů" in last_deal_words({**facts, "made": 5}, "cs", ["Eva", "Petr", "Jana", "Karel"])
    assert last_deal_words(facts, "en", ["Eva", "Petr", "Jana", "Karel"]).startswith("3NTX by Petr: 3 tricks made")
