"""bench/bridz_par.py's arithmetic (duplicate scores, the board's vulnerability), and the bidder's promise that
it measures: no forcing call is ever passed."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from ai.games.bridz import bidding, judgement
from bench import bridz_par
from cards import Card, get_pack
from games.bridz import dds
from games.bridz.auction import Contract


@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "score"), [
    (Contract(4, "S", 0, 0), 10, True, 620),
    (Contract(4, "S", 0, 0), 10, False, 420),
    (Contract(3, "NT", 0, 1), 10, False, 430),
    (Contract(2, "H", 0, 2), 8, False, 110),
    (Contract(1, "NT", 0, 3), 5, False, -100),
    (Contract(4, "H", 1, 0), 9, True, -200),
    (Contract(6, "C", 0, 0), 12, False, 920),
    (None, 0, False, 0),
])
def test_duplicate_scores(contract: Contract | None, tricks: int, vulnerable: bool, score: int) -> None:
    assert judgement.duplicate_score(contract, tricks, vulnerable) == score


def test_boards_rotate_vulnerability_as_duplicate_does() -> None:
    none, ns, ew, both = (False, False), (True, False), (False, True), (True, True)
    assert [bridz_par.vulnerability(b) for b in range(1, 17)] == [
        none, ns, ew, both, ns, ew, both, none, ew, both, none, ns, both, none, ns, ew]
    assert bridz_par.vulnerability(17) == none


def hand(codes: str) -> list:
    pack = get_pack("french-52")
    return [pack.card(code) for code in codes.split()]


def test_opener_answers_a_new_suit_by_responder() -> None:
    """1♦ – 1♠ is forcing (the system says so): a minimum opener passed it ('the part score will do')."""
    opener = hand("4S KH 8H 3H AD QD 9D 6D 2D KC 7C 5C 2C")
    assert bidding.must_answer(["1D", "P", "1S", "P"], 0, 0)
    assert bidding.suggest(["1D", "P", "1S", "P"], 0, 0, opener).call != "P"
    # an opponent's bid in between frees the opener, and a pass after a non-forcing raise is no answer owed
    assert not bidding.must_answer(["1D", "P", "1S", "2C"], 0, 0)
    assert not bidding.must_answer(["1S", "P", "2S", "P"], 0, 0)


def test_no_forcing_call_is_passed_in_two_hundred_auctions() -> None:
    passed = {seed: bridz_par.forcing_passes(calls.calls, dealer)
              for seed in range(200)
              for dealer in [seed % 4]
              for calls in [bridz_par.bid(bridz_par.deal(seed), dealer)]}
    assert {seed: found for seed, found in passed.items() if found} == {}


def _board(board: int, contract: str, imps: int, defeated: bool = False, missed_game: bool = False,
           missed_slam: bool = False) -> bridz_par.Board:
    return bridz_par.Board(board, contract, 0, 0, imps, defeated, missed_game, missed_slam, 0, "1NT P 3NT P P P")


def test_losses_are_broken_down_by_kind_and_the_worst_boards_listed() -> None:
    boards = [_board(1, "3NT by 0", -10, defeated=True), _board(2, "2S by 1", 6, missed_game=True),
              _board(3, "4HX by 2", -3, defeated=True), _board(4, "passed", 0), _board(5, "6C by 3", 2, defeated=True)]
    assert [bridz_par.kind(b) for b in boards] == [
        "3NT down", "missed game", "major game down", "passed out", "slam down"]
    report = bridz_par.losses(boards, 2).splitlines()
    assert report[2] == "| 3NT down | 1 | 2.00 |"  # the largest loss first, in IMPs a deal
    worst = [row for row in report if row.startswith("| 1 |") or row.startswith("| 2 |")]
    assert len(worst) == 2 and "| 3NT by 0 |" in worst[0]
    assert not any(row.startswith("| 3 |") for row in report)


def test_the_auction_bench_counts_a_forcing_call_passed(monkeypatch: pytest.MonkeyPatch) -> None:
    """bench/bridz_auctions.py reports a pass of partner's forcing call (1♦ – 1♠ – pass), by the call passed."""
    from bench import bridz_auctions
    from games.bridz.auction import Auction

    def dropped(hands: object, dealer: int) -> Auction:
        auction = Auction(dealer)
        for call in ("1D", "P", "1S", "P", "P", "P"):
            auction = auction.call(call)
        return auction

    n, passed, examples = bridz_auctions.count(3, 1)
    assert n == 3 and not passed and not examples
    monkeypatch.setattr(bridz_auctions, "bid", dropped)
    n, passed, examples = bridz_auctions.count(2, 1)
    assert passed == {"1S": 2} and len(examples) == 2


def test_the_bench_bids_as_hard_by_default() -> None:
    """`--bidder hard` (the default) hands each seat hard's judge; `bid` asks it where the captain speaks."""
    judges = bridz_par.hard_judges(7, (False, True))
    assert all(isinstance(j, judgement.Judge) and j.vulnerable == (False, True) for j in judges)
    asked: list[int] = []

    def judge(calls: Sequence[str], dealer: int, seat: int, cards: Sequence[Card], legal: set[str],
              made: bidding.Call) -> bidding.Call:
        asked.append(seat)
        return made

    for seed in range(5):
        plain = bridz_par.bid(bridz_par.deal(seed), seed % 4)
        assert bridz_par.bid(bridz_par.deal(seed), seed % 4, (judge,) * 4).calls == plain.calls
    assert asked
    assert bridz_par.play_board.__defaults__ == ("hard",)


@pytest.mark.skipif(not dds.available(), reason="endplay (DDS) is not installed")
def test_the_table_bench_scores_a_board_as_played_and_double_dummy() -> None:
    """bench/bridz_table.py: one board, bid and played (by random players here, for speed), scored twice against
    the same par: with the tricks the players took and with the tricks double dummy gives their contract."""
    from bench import bridz_table

    for board in range(1, 6):
        table, dd = bridz_table.board_pair(board, 40 + board, player="random")
        assert (table.board, table.contract, table.par_ns, table.auction) == (dd.board, dd.contract, dd.par_ns,
                                                                               dd.auction)
        assert (table.missed_game, table.missed_slam) == (dd.missed_game, dd.missed_slam)  # by what DD makes there
        assert table.imps == judgement.imps(table.score_ns - table.par_ns)
        assert dd.imps == judgement.imps(dd.score_ns - dd.par_ns)
    # random players take other tricks than double dummy's on some board
    assert any(t.score_ns != d.score_ns for t, d in [bridz_table.board_pair(b, 40 + b, "random") for b in (1, 2, 3)])
