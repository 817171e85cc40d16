"""Boston deals played out by a modelled table: the partner calls, the bidder's partnered outcomes, and
hard's partner calls weighed in chips (ai/games/boston/playout.py, ai/games/boston/players.py)."""

from __future__ import annotations

import random

import pytest

from ai.games.boston import players as bai
from ai.games.boston.playout import ACCEPT_TRICKS, Outcome, chips_by_choice, modelled_partner_call, partnered_outcome
from ai.games.boston.worlds import BeliefView
from ai.view import PlayerView
from games.boston.actions import ACCEPT, ALONE, ASK, DECLINE
from games.boston.facts import public_facts
from games.boston.game import GAME
from games.boston.tables import trick_estimate
from games.state import MatchContext
from tests.games.boston.test_boston import BY_ID, run, set_hand
from tests.games.boston.test_boston_ai import STRONG, WEAK, deal

ALL_HEARTS = ("AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "2H")
INDEPENDENCE = BY_ID["independence_big"].index


def test_a_contract_copy_can_leave_the_partner_call_to_the_caller() -> None:
    state = deal()
    copy = state.with_contract(0, BY_ID["boston_small"].index, "H", play_out=True, alone=False)
    assert copy.phase == "partner" and copy.player == 0 and copy.declarer == 0
    assert state.phase == "auction"  # the deal itself is untouched
    alone = state.with_contract(0, BY_ID["boston_small"].index, "H", play_out=True)
    assert alone.phase == "play" and alone.partner is None


def test_the_modelled_table_asks_and_accepts_by_the_trick_estimate() -> None:
    state = deal()
    run(state, f"bid:{INDEPENDENCE}:H", "pass", "pass", "pass")
    assert modelled_partner_call(state) == ASK
    run(state, "ask")
    set_hand(state, 1, WEAK)
    assert trick_estimate(state.hand(1), "H") < ACCEPT_TRICKS and modelled_partner_call(state) == DECLINE
    set_hand(state, 1, STRONG)
    assert modelled_partner_call(state) == ACCEPT


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_declarer_with_every_trump_takes_every_trick_with_or_without_a_partner(seed: int) -> None:
    state = deal(seed)
    set_hand(state, 0, ALL_HEARTS)
    outcome = partnered_outcome(state, 0, BY_ID["boston_small"].index, "H", random.Random(seed))
    assert (outcome.own, outcome.side) == (13, 13)
    # the first seat asked that holds about two tricks accepts; here hearts are all gone, so side suits count
    assert outcome.partnered == any(trick_estimate(state.hand(s), "H") >= ACCEPT_TRICKS for s in (1, 2, 3))


def test_partnered_outcomes_add_the_partners_tricks() -> None:
    for seed in range(6):
        state = deal(seed)
        set_hand(state, 0, STRONG)
        outcome = partnered_outcome(state, 0, BY_ID["boston_small"].index, "H", random.Random(seed))
        assert 0 <= outcome.own <= outcome.side <= 13
        assert outcome.partnered or outcome.side == outcome.own


def test_bid_gain_from_played_out_partners_known_answer() -> None:
    # Little Boston (5 tricks, the declarer 3 of his own with a partner) in the best suit: price 4, a trick 4;
    # 4 in the pool, of which 3 counts. Three deals played out:
    #   own 4, side 8, partnered: made, 2 x (4 + 3 x 4) + 3 / 2 = 33.5; alone 4 < 5: -0.75 x 4 = -3
    #   own 6, side 6, nobody accepted: made alone, 3 x (4 + 4) + 3 = 27 either way
    #   own 2, side 6, partnered: the declarer short of his own 3: -0.75 x 4 = -3; alone 2: -0.75 x (4 + 2 x 4) = -9
    # Asking: (33.5 + 27 - 3) / 3; always alone: (-3 + 27 - 9) / 3 = 5. The better is asking.
    state = deal()
    bot = bai.BostonPlayer("hard", 1)
    best = state.order[0]
    bot._partnered = {best: [Outcome(4, 8, True), Outcome(6, 6, False), Outcome(2, 6, True)]}
    pub = public_facts(state.observation(0)).copy()
    pub["suit_order"], pub["bank"] = list(state.order), 4
    gain = bot.bid_gain(BY_ID["boston_small"], best, {best: [4, 6, 2]}, state.hand(0), pub, state.config)
    assert gain == pytest.approx(57.5 / 3)
    no_partners = GAME.config({"partners": False})  # the partner outcomes do not apply: the fixed rule, alone
    assert bot.bid_gain(BY_ID["boston_small"], best, {best: [4, 6, 2]}, state.hand(0), pub, no_partners) == \
        pytest.approx(5)


def test_hard_plays_a_hand_of_every_trump_alone_and_a_weak_one_with_a_partner() -> None:
    for hand, expected in ((ALL_HEARTS, ALONE), (WEAK, ASK)):
        state = deal(4)
        run(state, f"bid:{INDEPENDENCE}:H", "pass", "pass", "pass")
        set_hand(state, 0, hand)
        assert bai.BostonPlayer("hard", 1).choose(PlayerView(state, 0, random.Random(1))) == expected


def test_hard_accepts_a_high_bidders_offer_with_a_weak_hand_where_normal_declines() -> None:
    # Whoever declines pays the partnership that forms without him; a high bid in hearts is likely made.
    state = deal(4)
    run(state, f"bid:{INDEPENDENCE}:H", "pass", "pass", "pass", "ask")
    set_hand(state, 1, WEAK)
    view = PlayerView(state, 1, random.Random(1))
    hard = bai.BostonPlayer("hard", 1)
    assert hard.belief is not None
    values = chips_by_choice(BeliefView(view, hard.belief), 1, [ACCEPT, DECLINE], 150, random.Random(2))
    assert values[ACCEPT] > values[DECLINE]
    assert hard.choose(view) == ACCEPT
    assert bai.BostonPlayer("normal", 1).choose(view) == DECLINE


def test_chips_by_choice_is_reproducible_and_leaves_the_deal_alone() -> None:
    state = deal(5)
    run(state, f"bid:{INDEPENDENCE}:H", "pass", "pass", "pass")
    before = state.public_info()
    view = PlayerView(state, 0, random.Random(1))
    first = chips_by_choice(view, 0, [ASK, ALONE], 40, random.Random(9))
    assert chips_by_choice(view, 0, [ASK, ALONE], 40, random.Random(9)) == first
    assert state.public_info() == before and state.phase == "partner"


def test_without_partners_the_bidder_plays_no_partner_out() -> None:
    state = GAME.new_deal(GAME.config({"partners": False}), 4, MatchContext(4, 0, 3, (0.0,) * 4, {"bank": 0}), 3)
    assert state.current_player == 0
    bot = bai.BostonPlayer("hard", 1)
    bot.choose(PlayerView(state, 0, random.Random(1)))
    assert bot._played and bot._partnered == {}  # the hand was played out alone only


def test_chips_by_choice_stopped_early_is_the_mean_of_the_worlds_played() -> None:
    """The player's clock (`until`) ends the worlds early: the value is their mean, not diluted by the rest."""
    state = deal(5)
    run(state, f"bid:{INDEPENDENCE}:H", "pass", "pass", "pass")
    view = PlayerView(state, 0, random.Random(1))
    stopped = chips_by_choice(view, 0, [ASK, ALONE], 40, random.Random(9), until=lambda done: done >= 5)
    assert stopped == chips_by_choice(view, 0, [ASK, ALONE], 5, random.Random(9))
