"""The hard captain's judgement by simulation (ai/games/bridz/judgement.py): only hard judges, a seed repeats its
call, without the solver the point count decides, and a cold game the point count stops short of is bid."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from ai import PlayerView
from ai.games.bridz import bidding, judgement
from ai.games.bridz import play as bridz_play
from cards import Card, get_pack
from games import Match
from games.bridz import dds
from games.bridz.auction import Auction
from games.bridz.rules import GAME
from tests.games.bridz.hands import hand

PACK = get_pack("french-52")
needs_dds = pytest.mark.skipif(not dds.available(), reason="endplay (DDS) is not installed")
#: fewer samples than hard's, so that the test stays quick, and the auction taken to end at the call weighed (bid
#: out by the system, the opponents' double of 3♦ is partner's to pull, and the verdict turns on a few samples)
QUICK = judgement.Judgement(samples=8, tries=40, margin=1.0, rollout=False)




#: the captain's position (no rule of the system speaks): see test_the_simulation_bids_the_cold_game
COLD = (["P", "P", "P", "1S", "2D", "2S", "3D"], 3, 2, "AQT743.K9.A9.KJ2")


def suggest(judge: bidding.Judge | None) -> str:
    calls, dealer, seat, spec = COLD
    return bidding.suggest(calls, dealer, seat, hand(spec), judge).call


def test_only_hard_judges() -> None:
    rng = random.Random(1)
    assert judgement.for_level("easy", (False, False), rng) is None
    assert judgement.for_level("normal", (False, False), rng) is None
    assert isinstance(judgement.for_level("hard", (False, False), rng), judgement.Judge)


def test_the_hard_player_bids_through_the_judge_and_the_others_do_not(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []

    def record(self: judgement.Judge, calls: Sequence[str], dealer: int, seat: int, cards: Sequence[Card],
               legal: set[str], made: bidding.Call) -> bidding.Call:
        asked.append("judged")
        return made

    monkeypatch.setattr(judgement.Judge, "__call__", record)
    for level, expected in (("easy", 0), ("normal", 0), ("hard", 1)):
        asked.clear()
        match = Match(GAME, 4, {"seating": "fixed"}, 3)
        players = [bridz_play.BridzPlayer(level, seed=s) for s in range(4)]
        while match.state.observation(0).public["phase"] == "auction" and not asked:
            seat = match.current_player
            assert seat is not None
            match.apply(players[seat].choose(PlayerView(match.state, seat, random.Random(0))))
        assert len(asked) == expected, level


@needs_dds
def test_the_simulation_bids_the_cold_game() -> None:
    """1♠ (2♦) 2♠ (3♦), the opener with 17 points and six spades: the point count (17 and the raise's 6–10)
    doubles 3♦ for +100, but 4♠ makes on the deals the auction allows (and on the board this came from, 11
    tricks: +650 vulnerable)."""
    assert suggest(None) == "X"
    assert suggest(judgement.Judge((True, False), random.Random(5), QUICK)) == "4S"


@needs_dds
def test_a_seed_repeats_the_judgement() -> None:
    calls, dealer, seat, spec = COLD
    cards = hand(spec)
    legal = set(Auction(dealer, tuple(calls)).legal())
    options = judgement.candidates(calls, dealer, seat, cards, legal, bidding.Call("X", "", ""))
    few = judgement.Judgement(samples=2, tries=10)
    weighed = [judgement.weigh(calls, dealer, seat, cards, options, "X", (True, False), random.Random(9), few)
               for _ in range(2)]
    assert weighed[0] == weighed[1]
    assert weighed[0]["X"] == 0.0


def test_without_the_solver_the_point_count_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dds, "available", lambda: False)
    rng = random.Random(5)
    before = rng.getstate()
    assert suggest(judgement.Judge((True, False), rng, QUICK)) == "X"
    assert rng.getstate() == before  # nothing was sampled


def test_sampled_deals_keep_the_hand_and_follow_the_auction() -> None:
    calls, dealer, seat, spec = COLD
    deals = judgement.sample_deals(calls, dealer, seat, hand(spec), judgement.Judgement(samples=6, tries=60),
                                   random.Random(2))
    shown = bidding.infer(calls, dealer)
    for dealt in deals:
        assert sorted(c.code for c in dealt[seat]) == sorted(c.code for c in hand(spec))
        assert sorted(c.code for h in dealt for c in h) == sorted(c.code for c in PACK.cards)
        raiser = dealt[0]  # the closest of the tries, near the raise's range (a length misses twice a point)
        assert shown[0].hcp[0] - 2 <= bidding.hcp(raiser) <= shown[0].hcp[1] + 2
        assert bidding.lengths(raiser)["S"] >= 3


def test_candidates_end_the_auction() -> None:
    """A forcing or asking call is no final contract: partner would bid on, so it is not weighed."""
    calls, dealer, seat, spec = COLD
    legal = set(Auction(dealer, tuple(calls)).legal())
    options = judgement.candidates(calls, dealer, seat, hand(spec), legal, bidding.Call("X", "", ""))
    assert options[0] == "X" and {"P", "3S", "4S", "6S"} <= set(options)
    assert "4NT" not in options  # Blackwood
    assert "3NT" not in options  # no trumps only as the captain bids them: the samples keep no stoppers
    assert "6NT" in judgement.candidates(calls, dealer, seat, hand(spec), legal, bidding.Call("6NT", "", ""))


def test_a_pass_over_the_opponents_bid_is_read_as_weak() -> None:
    """1♥ (1♠) pass: with ten points partner of the opener would have bid; the system's meaning of the pass
    says nothing, the samples' reading caps it. A pass with no bid between (1♥ pass pass) keeps the system's."""
    assert bidding.infer(["1H", "1S", "P"], 0)[2].hcp == [0, 37]
    assert judgement.shown(["1H", "1S", "P"], 0)[2].hcp == [0, judgement.FREE_PASS_POINTS]
    assert judgement.shown(["1H", "P", "P"], 0)[2].hcp == bidding.infer(["1H", "P", "P"], 0)[2].hcp
    assert judgement.shown(["P", "1H"], 0)[0].hcp == bidding.infer(["P", "1H"], 0)[0].hcp  # no partner's bid


def test_a_free_natural_bid_shows_points() -> None:
    """1♥ (1♠) 2♥ (4♠): the jump to game by the overcaller's partner is natural with no points in the system's
    meaning; the samples give it at least a free bid's."""
    assert judgement.shown(["1H", "1S", "2H", "4S"], 0)[3].hcp[0] == judgement.FREE_BID_POINTS
    assert judgement.shown(["1H", "1S"], 0)[1].hcp == bidding.infer(["1H", "1S"], 0)[1].hcp  # the overcall's own


def test_a_call_is_bid_out_as_the_system_bids_the_deal() -> None:
    """Bidding a deal's auction out from any call on gives the contract the system's auction reached."""
    from bench import bridz_par

    for seed in range(1, 6):
        hands = bridz_par.deal(seed)
        auction = bridz_par.bid(hands, seed % 4)
        for k in range(len(auction.calls)):
            reached = judgement.bid_out(auction.calls[:k], seed % 4, auction.calls[k], hands)
            assert reached == auction.contract()
