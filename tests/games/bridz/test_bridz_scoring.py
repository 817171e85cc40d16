"""Known answers for Bridž scoring: the rule book's table (the source's figures by default) and the rubber."""

from __future__ import annotations

import pytest

from games import Match
from games.bridz.rules import GAME, BridzState, score_contract
from games.bridz.scoring import honours
from games.errors import InvalidInput
from games.state import MatchContext

#: score_contract's arguments: level, strain, doubled (0 to 2), vulnerable, tricks taken
Contract = tuple[int, str, int, bool, int]
#: (declarers below the line, declarers above the line, defenders above the line)
Score = tuple[int, int, int]

CUR = {"undertrick_scale": "current", "redoubled_bonus": "current", "vulnerable_small_slam": "current"}


@pytest.mark.parametrize(("args", "expected"), [
    # made contracts: below the line, overtricks above
    ((1, "C", 0, False, 7), (20, 0, 0)),
    ((2, "H", 0, False, 9), (60, 30, 0)),
    ((3, "NT", 0, False, 9), (100, 0, 0)),
    ((1, "NT", 0, False, 10), (40, 90, 0)),
    ((4, "S", 0, True, 11), (120, 30, 0)),
    ((5, "D", 0, False, 11), (100, 0, 0)),
    # doubled / redoubled: trick value x2 / x4, overtricks by the table, 50 for making it
    ((2, "S", 1, False, 8), (120, 50, 0)),
    ((2, "S", 1, False, 9), (120, 150, 0)),
    ((2, "S", 1, True, 10), (120, 450, 0)),
    ((1, "NT", 2, False, 7), (160, 50, 0)),
    ((1, "NT", 2, True, 9), (160, 850, 0)),
    ((1, "C", 2, False, 8), (80, 250, 0)),
    # slams (the source: 700 for a vulnerable small slam)
    ((6, "D", 0, False, 12), (120, 500, 0)),
    ((6, "H", 0, True, 12), (180, 700, 0)),
    ((7, "NT", 0, False, 13), (220, 1000, 0)),
    ((7, "S", 0, True, 13), (210, 1500, 0)),
    ((6, "NT", 1, True, 13), (380, 200 + 50 + 700, 0)),
    # undertricks to the defenders
    ((4, "S", 0, False, 9), (0, 0, 50)),
    ((4, "S", 0, True, 7), (0, 0, 300)),
    ((3, "NT", 1, True, 7), (0, 0, 500)),
    ((3, "NT", 1, False, 6), (0, 0, 500)),
    ((1, "C", 1, False, 3), (0, 0, 700)),  # the source: fourth doubled undertrick 200
    ((1, "C", 1, False, 1), (0, 0, 1100)),
    ((1, "C", 2, False, 3), (0, 0, 1400)),
    ((2, "D", 2, True, 4), (0, 0, 2200)),
    ((7, "NT", 1, True, 0), (0, 0, 200 + 12 * 300)),
])
def test_reference_table(args: Contract, expected: Score) -> None:
    assert score_contract(*args) == expected


@pytest.mark.parametrize(("args", "expected"), [
    ((1, "C", 1, False, 3), (0, 0, 800)),
    ((1, "C", 2, False, 3), (0, 0, 1600)),
    ((1, "C", 1, False, 1), (0, 0, 1400)),
    ((6, "H", 0, True, 12), (180, 750, 0)),
    ((1, "NT", 2, False, 7), (160, 100, 0)),
    ((3, "NT", 1, True, 7), (0, 0, 500)),  # same under both: vulnerable scales agree
])
def test_modern_option(args: Contract, expected: Score) -> None:
    assert score_contract(*args, options=CUR) == expected


def test_bad_arguments_are_clear() -> None:
    for bad in [(0, "S", 0, False, 7), (1, "X", 0, False, 7), (1, "S", 3, False, 7), (1, "S", 0, False, 14)]:
        with pytest.raises(InvalidInput):
            score_contract(*bad)


def test_honours_by_hand() -> None:
    from cards import get_pack

    pack = get_pack("french-52")
    hands = [[pack.card(c) for c in codes] for codes in
             (["AS", "KS", "QS", "JS", "10S"], ["AS", "KS", "QS", "JS"], ["AH", "AD", "AC", "AS"], ["KH"])]
    assert honours(hands, "S") == [150, 100, 0, 0]
    assert honours(hands, "NT") == [0, 0, 150, 0]


# -- the rubber: the rule book's worked example, deal by deal ------------------------------------------------
def settle(context: MatchContext, level: int, strain: str, doubled: int, declarer: int, tricks: int,
           options: dict | None = None) -> tuple[BridzState, MatchContext]:
    config = GAME.config(options or {})
    deal = GAME.new_deal(config, 4, context, 7)
    assert isinstance(deal, BridzState)
    deal.contract = [level, strain, doubled, declarer]
    deal.side_tricks = [0, 0]
    deal.side_tricks[declarer % 2] = tricks
    deal._settle()
    return deal, GAME.after_deal(config, context, deal)


def test_rulebook_example_rubber() -> None:
    ctx = GAME.new_context(GAME.config({"seating": "fixed"}), 4, __import__("random").Random(1))
    we, they = 0, 1  # we: seats 0 and 2; they: 1 and 3
    _, ctx = settle(ctx, 2, "H", 0, we, 9)                 # (1) 60 below, 30 above
    assert ctx.extra["part"] == [60, 0]
    _, ctx = settle(ctx, 3, "NT", 0, they, 9)              # (2) they make game; our 60 is cut off
    assert ctx.extra["games"] == [0, 1] and ctx.extra["part"] == [0, 0]
    deal, ctx = settle(ctx, 4, "S", 1, they, 8)            # (3) they are vulnerable: 2 down doubled = 500
    assert deal.vulnerable == [False, True] and deal.above == [500, 0]
    _, ctx = settle(ctx, 6, "D", 0, we, 12)                # (4) 120 below (game) + 500 slam
    assert ctx.extra["games"] == [1, 1]
    deal, ctx = settle(ctx, 4, "H", 0, they, 10)           # (5) their second game: rubber 2:1, bonus 500
    assert deal.rubber_bonus == [0, 500]
    assert ctx.totals == (1210.0, 720.0, 1210.0, 720.0)
    assert ctx.extra["rubbers_done"] == 1 and ctx.extra["games"] == [0, 0]
    assert GAME.match_over(GAME.config({}), ctx)
    assert GAME.match_returns(GAME.config({}), ctx) == [1.0, -1.0, 1.0, -1.0]


def test_two_games_to_none_is_700_and_one_deal_one_game() -> None:
    ctx = GAME.new_context(GAME.config({"seating": "fixed"}), 4, __import__("random").Random(1))
    deal, ctx = settle(ctx, 7, "NT", 0, 1, 13)  # 220 below: still one game only
    assert ctx.extra["games"] == [0, 1] and deal.above == [0, 1000]
    deal, ctx = settle(ctx, 3, "NT", 0, 3, 9)
    assert deal.rubber_bonus == [0, 700]
    assert ctx.totals[1] == 220 + 1000 + 100 + 700


def test_unfinished_rubber_after_the_deal_limit() -> None:
    options = {"seating": "fixed", "deal_limit": 2}
    ctx = GAME.new_context(GAME.config(options), 4, __import__("random").Random(1))
    _, ctx = settle(ctx, 4, "S", 0, 0, 10, options)   # game for us
    _, ctx = settle(ctx, 1, "C", 0, 1, 7, options)    # their part score: the rubber is cut here
    assert ctx.extra["rubbers_done"] == 1
    assert ctx.totals == (120.0 + 300, 20.0 + 100, 120.0 + 300, 20.0 + 100)


def test_passed_out_deal_scores_nothing_and_dealer_moves() -> None:
    for option, dealer_after in (("next_dealer", 1), ("same_dealer", 0)):
        match = Match(GAME, 4, {"seating": "fixed", "passed_out_deal": option}, 5)
        assert match.state.current_player == 0
        for _ in range(4):
            match.apply_code("pass")
        assert match.context.deal_index == 1 and match.context.totals == (0.0,) * 4
        assert match.context.dealer == dealer_after and match.state.current_player == dealer_after


def test_the_deal_that_ends_a_rubber_shows_the_finished_rubber_not_the_next_one() -> None:
    """Beside the summary of the rubber's last deal the cross showed the next rubber's empty sheet (games 0 : 0,
    no entries); it shows the rubber as it ended, its games and bonus written, until the next deal starts it anew."""
    from ui.games.bridz.manifest import totals

    ctx = GAME.new_context(GAME.config({"seating": "fixed"}), 4, __import__("random").Random(1))
    _, ctx = settle(ctx, 4, "S", 0, 1, 10)                 # their first game
    deal, after = settle(ctx, 3, "NT", 0, 3, 9)            # their second: the rubber, 700
    sheet = deal.public_info()["sheet"]
    assert sheet["games"] == [0, 2] and sheet["rubber_over"] and 700 in sheet["above"][1]
    assert sheet["below"] == [[[], [120]], [[], [100]], [[], []]]
    assert totals(sheet) == [0, 120 + 100 + 700]
    fresh = GAME.new_deal(GAME.config({"seating": "fixed"}), 4, after, 8)
    assert isinstance(fresh, BridzState)
    nxt = fresh.public_info()["sheet"]
    assert nxt["games"] == [0, 0] and not nxt["rubber_over"] and totals(nxt) == totals(sheet)
