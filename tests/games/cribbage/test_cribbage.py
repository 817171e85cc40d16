"""Cribbage deals played on rigged cards: the play to 31, go, the show order, the match end, lurch, muggins."""

from __future__ import annotations

import random

import pytest

from ai import PlayerView, make_player
from cards import get_pack
from games import IllegalAction, Match
from games import rng as rngs
from games.actions import play_card
from games.cribbage.deal_rules import claim_action, discard_action
from games.cribbage.rules import GAME, CribbageState
from games.state import MatchContext
from games.words import describe

C = get_pack("french-52").card


def rig(pone: str, dealer: str, starter: str, totals: tuple[float, float] = (0.0, 0.0), dealer_seat: int = 0,
        options: dict | None = None, deal_index: int = 1) -> CribbageState:
    """A deal with these six-card hands (the first two cards of each are laid away) and this starter."""
    config = GAME.config(options or {})
    context = MatchContext(2, deal_index, dealer_seat, totals)
    state = GAME.new_deal(config, 2, context, seed=99)
    assert isinstance(state, CribbageState)
    pone_seat = 1 - dealer_seat
    wanted = {pone_seat: [C(x) for x in pone.split()], dealer_seat: [C(x) for x in dealer.split()]}
    for seat, cards in wanted.items():
        for i, card in enumerate(cards):
            state.zones.swap(card, state.hand(seat)[i])
    # the starter is cut with the deal's generator: put the wanted card where the cut will fall
    index = rngs.below(rngs.copy_rng(state.rng), len(state.zones["stock"]))
    state.zones.swap(C(starter), state.zones["stock"][index])
    for seat in (pone_seat, dealer_seat):
        for card in wanted[seat][:2]:
            state.apply(discard_action(card))
    assert state.zones["starter"] == [C(starter)]
    return state


def play(state: CribbageState, *codes: str) -> list:
    events = []
    for code in codes:
        events += state.apply(play_card(C(code)))
    return events


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def test_pone_leads_and_fifteen_with_a_run_out_of_order_pegs_five() -> None:
    s = rig(pone="2C 3C 4H 5H 9S KS", dealer="2D 3D 6S 7D 8D QH", starter="AC")
    assert s.current_player == 1 and s.phase == "play"
    play(s, "4H", "6S")
    events = play(s, "5H")
    peg = next(e for e in events if e.kind == "peg")
    assert (peg.seat, peg.value, peg.arg) == (1, 5, "fifteen for 2, a run of three for 3")
    assert s.deal_points == [0, 5] and s.count == 15


def test_go_lets_the_other_player_continue_and_the_last_card_before_go_pegs_one() -> None:
    # pone: K Q 9 8; dealer: 10 7 6 4. K(10) 10(20) Q(30): dealer cannot lay (all >1), pone neither.
    s = rig(pone="2C 3C KS QS 9S 8S", dealer="2D 3D 10H 7D 6D 4D", starter="AC")
    play(s, "KS", "10H")
    events = play(s, "QS")
    assert kinds(events) == ["play", "go", "go_point", "reset"]
    assert events[1].seat == 0 and events[2].seat == 1 and s.deal_points == [0, 1]
    # the count restarts and the player who did not lay the last card leads
    assert s.count == 0 and s.current_player == 0


def test_thirty_one_scores_two_and_no_go_point() -> None:
    s = rig(pone="2C 3C KS AS 9S 8S", dealer="2D 3D 10H JH 7D 6D", starter="4C")
    play(s, "KS", "JH")  # 20
    events = play(s, "AS")  # 21: pone
    assert s.current_player == 0
    events = play(s, "10H")  # 31 for the dealer
    assert [e.kind for e in events] == ["play", "peg", "reset"]
    assert events[1].value == 2 and events[1].arg == "thirty-one for 2"
    assert s.deal_points == [2, 0] and s.current_player == 1


def test_nobody_ever_plays_past_31_and_go_is_said_only_when_stuck() -> None:
    rng = random.Random(4)
    for seed in range(15):
        match = Match(GAME, 2, {}, seed)
        while not match.is_over:
            state = match.state
            assert isinstance(state, CribbageState)
            if state.phase == "play":
                assert state.current_player is not None
                room = 31 - state.count
                fits = [c for c in state.hand(state.current_player) if state.sc.value(c) <= room]
                assert {a.card for a in state.legal_actions()} == set(fits) and fits
            events = match.apply(match.legal_actions()[rngs.below(rng, len(match.legal_actions()))])
            for e in events:
                if e.kind == "play":
                    assert e.value is not None and e.value <= 31
                if e.kind == "go":
                    assert e.value is not None and e.seat is not None
                    assert not any(state.sc.value(c) <= 31 - int(e.value) for c in state.hand(e.seat))


def test_a_card_past_31_is_refused_with_the_rule() -> None:
    s = rig(pone="2C 3C KS QS 2S 8S", dealer="2D 3D 10H JH 7D 6D", starter="AC")
    play(s, "KS", "JH")  # 20
    assert play_card(C("QS")) in s.legal_actions()
    play(s, "QS")  # 30: dealer cannot go; pone lays the 2? 32 > 31: neither can -> go point to pone
    assert s.count == 0
    s2 = rig(pone="2C 3C KS QS 2S 8S", dealer="2D 3D 10H JH 7D 6D", starter="AC")
    play(s2, "KS", "JH", "8S")  # 28: dealer holds 10 7 6 -> go; pone to lay 2 (30)
    before = s2.to_dict()
    with pytest.raises(IllegalAction, match="past 31"):
        s2.apply(play_card(C("QS")))
    assert s2.to_dict() == before


def test_pairs_in_the_play() -> None:
    s = rig(pone="2C 3C 6S 6H 9S 8S", dealer="2D 3D 6D 6C 7D KD", starter="AC")
    assert kinds(play(s, "6S", "6D")) == ["play", "play", "peg"] and s.deal_points == [2, 0]
    events = play(s, "6H")
    assert [e.value for e in events if e.kind == "peg"] == [6]
    events = play(s, "6C")
    assert [e.value for e in events if e.kind == "peg"] == [12]  # count 24: double pair royal
    assert s.deal_points == [14, 6]


def test_last_card_and_the_show_in_order() -> None:
    s = rig(pone="2C 3C 5S 5H 9S 8S", dealer="2D 3D 10D JC 7D KD", starter="5C")
    events = play(s, "5S", "10D", "5H", "JC", "9S", "7D", "8S", "KD")
    shows = [e for e in events if e.kind in ("show", "show_crib")]
    assert [(e.kind, e.seat) for e in shows] == [("show", 1), ("show", 0), ("show_crib", 0)]
    assert events[-3].cards[-1] == C("5C")  # every hand counts with the starter
    assert "last_card" in kinds(events) and s.is_over
    # pone 5 5 9 8 + 5: fifteens 5+5+5, 5+... : checked against the scorer
    assert shows[0].value == GAME.scoring().score_hand([C("5S"), C("5H"), C("9S"), C("8S")], C("5C"))
    # crib 2C 3C 2D 3D + 5C: two pairs, fifteens 2+3+... ; flush not possible
    assert shows[2].value == GAME.scoring().score_hand([C("2C"), C("3C"), C("2D"), C("3D")], C("5C"), crib=True)


def test_crib_counts_a_flush_only_with_the_starter() -> None:
    s = rig(pone="2H 4H 5S 5D 9S 8S", dealer="8H 10H 10D JC 7D KD", starter="AS")
    events = play(s, "5S", "10D", "5D", "JC", "9S", "7D", "8S", "KD")
    crib = next(e for e in events if e.kind == "show_crib")
    assert "flush" not in (crib.arg or "")
    s = rig(pone="2H 4H 5S 5D 9S 8S", dealer="8H 10H 10D JC 7D KD", starter="AH")
    events = play(s, "5S", "10D", "5D", "JC", "9S", "7D", "8S", "KD")
    crib = next(e for e in events if e.kind == "show_crib")
    assert "a flush is" in (crib.arg or "")


def test_his_heels_pegs_two_for_the_dealer_at_once() -> None:
    s = rig(pone="2C 3C 5S 5H 9S 8S", dealer="2D 3D 10D QC 7D KD", starter="JH")
    heels = [e for e in s.history if e.kind == "heels"]
    assert len(heels) == 1 and heels[0].seat == 0 and s.deal_points == [2, 0]


def test_the_match_ends_the_moment_a_player_reaches_121_mid_play() -> None:
    s = rig(pone="2C 3C 5S 5H 9S 8S", dealer="2D 3D 10D JC 7D KD", starter="AC", totals=(100.0, 119.0))
    events = play(s, "5S", "10D")  # the dealer's fifteen: 102; pone then
    assert not s.is_over
    events = play(s, "5H")  # 20, no score
    events = play(s, "JC")  # dealer 30: nothing... pone 9 does not fit: go, dealer? 7 does not fit: go point
    assert s.total(0) == 103 and not s.is_over
    events = play(s, "9S")  # pone leads 9 after the reset
    events = play(s, "7D")  # 16
    events = play(s, "8S")  # 24: pone 9-7-8 run of three: 3 points -> 122
    assert kinds(events)[-1] == "peg_out" and s.is_over and s.winner == 1
    assert s.legal_actions() == [] and s.current_player is None
    context = GAME.after_deal(s.config, s.context, s)
    assert GAME.match_over(s.config, context)
    assert context.totals == (103.0, 122.0)
    assert GAME.match_returns(s.config, context) == [-0.5, 0.5]  # 103 is not lurched


def test_pone_counts_first_and_wins_the_race_at_the_show() -> None:
    # both would reach 121 at the show; the pone counts first and wins
    s = rig(pone="2C 3C 5S 5H 10S 8S", dealer="2D 3D 5D 10D 10H KD", starter="5C", totals=(115.0, 114.0))
    events = play(s, "8S", "10D", "10S", "KD", "5S", "10H", "5H", "5D")
    assert s.is_over and s.winner == 1
    assert not [e for e in events if e.kind == "show" and e.seat == 0]


def test_lurch_doubles_and_the_option_triples() -> None:
    config = GAME.config()
    context = MatchContext(2, 5, 0, (121.0, 90.0))
    assert GAME.match_returns(config, context) == [1.0, -1.0]  # lurched: 2 of at most 2
    assert GAME.match_returns(config, MatchContext(2, 5, 0, (121.0, 91.0))) == [0.5, -0.5]
    triple = GAME.config({"double_lurch": True})
    assert GAME.match_returns(triple, MatchContext(2, 5, 0, (60.0, 121.0))) == [-1.0, 1.0]
    assert GAME.match_returns(triple, MatchContext(2, 5, 0, (61.0, 121.0))) == pytest.approx([-2 / 3, 2 / 3])
    short = GAME.config({"target": 61})
    assert GAME.match_returns(short, MatchContext(2, 5, 0, (61.0, 30.0))) == [1.0, -1.0]
    assert GAME.match_returns(GAME.config({"lurch": False}), context) == [1.0, -1.0]
    assert not GAME.match_over(config, MatchContext(2, 5, 0, (120.0, 119.0)))


def test_muggins_gives_missed_points_to_the_opponent() -> None:
    s = rig(pone="2C 3C 5S 5H 9S 8S", dealer="2D 3D 10D JC 7D KD", starter="5C", options={"muggins": True})
    play(s, "5S", "10D", "5H", "JC", "9S", "7D", "8S", "KD")
    assert s.phase == "show" and s.current_player == 1
    true_count = GAME.scoring().score_hand([C("5S"), C("5H"), C("9S"), C("8S")], C("5C"))
    before = list(s.deal_points)
    events = s.apply(claim_action(true_count - 2))
    assert [e.kind for e in events][-1] == "muggins"
    assert s.deal_points == [before[0] + 2, before[1] + true_count - 2]
    assert s.current_player == 0  # then the dealer announces


def test_with_muggins_an_overclaim_is_simply_not_scored_and_each_counts_his_own_hand_pone_first() -> None:
    """A bot announced 26 for a 10-point hand and lost nothing by it. Now (pagat.com) announcing more
    than the hand holds scores nothing for that hand, and the opponent takes nothing either; the true count is
    what pays. The pone is asked first, before any hand is shown."""
    s = rig(pone="2C 3C 5S 5H 9S 8S", dealer="2D 3D 10D JC 7D KD", starter="5C", options={"muggins": True})
    play(s, "5S", "10D", "5H", "JC", "9S", "7D", "8S", "KD")
    assert s.phase == "show" and s.current_player == 1  # the pone (seat 1) counts first
    assert not any(e.kind in ("show", "show_crib") for e in s.history)  # no hand shown before he is asked
    true_count = GAME.scoring().score_hand([C("5S"), C("5H"), C("9S"), C("8S")], C("5C"))
    before = list(s.deal_points)
    events = s.apply(claim_action(true_count + 3))
    assert [e.kind for e in events] == ["claim", "show", "overclaim"]
    assert s.deal_points == before  # nothing to the overclaimer, nothing to his opponent
    assert "not scored" in describe(events[-1], "en", ["John", "Charles"], GAME)
    assert "nepočítá" in describe(events[-1], "cs", ["Jan", "Karel"], GAME)
    assert s.current_player == 0  # then the dealer announces his own
    dealer_count = GAME.scoring().score_hand([C("10D"), C("JC"), C("7D"), C("KD")], C("5C"))
    s.apply(claim_action(dealer_count))
    assert s.deal_points == [before[0] + dealer_count, before[1]]  # the true count pays in full


def test_with_muggins_the_search_announces_the_true_count() -> None:
    """A short search announced a count at random among thirty (3 for a hand of 8); it counts its own hand."""
    s = rig(pone="2C 3C 5S 5H 9S 8S", dealer="2D 3D 10D JC 7D KD", starter="5C", options={"muggins": True})
    play(s, "5S", "10D", "5H", "JC", "9S", "7D", "8S", "KD")
    true_count = GAME.scoring().score_hand([C("5S"), C("5H"), C("9S"), C("8S")], C("5C"))
    for name in ("ismcts:easy", "cribbage:hard"):
        assert make_player(name, "cribbage", 1).choose(PlayerView(s, 1, random.Random(1))) == claim_action(true_count)


def test_cut_for_the_first_deal_lower_card_deals() -> None:
    for seed in range(20):
        match = Match(GAME, 2, {}, seed)
        cut = str(match.context.extra["cut"]).split(";")[-1].split(",")
        ranks = [GAME.scoring().key(C(c))[0] for c in cut]
        assert ranks[match.context.dealer] < ranks[1 - match.context.dealer]
        assert match.state.history[0].kind == "cut_for_deal"


def test_a_sampled_world_respects_a_go() -> None:
    s = rig(pone="2C 3C KS QS 9S 8S", dealer="2D 3D 10H JH 7D 6D", starter="AC")
    play(s, "KS", "JH", "9S")  # dealer said go at 29: holds nothing of value 2 or less
    rng = random.Random(1)
    for _ in range(30):
        world = s.sample_world(1, rng)
        assert isinstance(world, CribbageState)
        assert all(world.sc.value(c) > 2 for c in world.hand(0))


# -- the AI ---------------------------------------------------------------------------------------
def test_ai_keeps_the_29_hand() -> None:
    s = GAME.new_deal(GAME.config(), 2, MatchContext(2, 1, 0, (0.0, 0.0)), seed=5)
    for i, code in enumerate(["5H", "5S", "5D", "JC", "KD", "9S"]):
        s.zones.swap(C(code), s.hand(1)[i])
    for level in ("easy", "normal"):
        bot = make_player(f"cribbage:{level}", "cribbage", 1)
        first = bot.choose(PlayerView(s, 1, random.Random(1)))
        assert first.card in (C("KD"), C("9S"))


def test_ai_dealer_keeps_fives_for_the_crib_when_it_pays() -> None:
    """Pone throws balk cards; dealer with 5-5 to spare can put them in its own crib."""
    from ai.games.cribbage.discard import CRIB_TABLE
    if not CRIB_TABLE["dealer"]:
        pytest.skip("crib table not built")
    assert CRIB_TABLE["dealer"]["5-5"] > CRIB_TABLE["dealer"]["10-13"] + 3
    assert CRIB_TABLE["dealer"]["5-5"] > 7.5


def test_search_avoids_leading_a_five() -> None:
    s = rig(pone="2C 3C 5S 4H 9S 8S", dealer="2D 3D 10D JC 7D KD", starter="AC")
    bot = make_player("cribbage:hard", "cribbage", 3)
    action = bot.choose(PlayerView(s, 1, random.Random(2)))
    assert action.card != C("5S")


# -- three and four players ---------------------------------------------------------------------------
def rig_n(hands: dict[int, str], starter: str, n: int, dealer_seat: int = 0,
          totals: tuple[float, ...] | None = None) -> CribbageState:
    """A deal for `n` players; each hand's first card is laid away."""
    context = MatchContext(n, 1, dealer_seat, totals or (0.0,) * n)
    state = GAME.new_deal(GAME.config(), n, context, seed=7)
    assert isinstance(state, CribbageState)
    wanted = {seat: [C(x) for x in codes.split()] for seat, codes in hands.items()}
    for seat, cards in wanted.items():
        for i, card in enumerate(cards):
            state.zones.swap(card, state.hand(seat)[i])
    stock = state.zones["stock"]
    index = rngs.below(rngs.copy_rng(state.rng), len(stock) - (1 if n == 3 else 0))
    target = stock[index + 1] if n == 3 else stock[index]  # three players: stock[0] goes to the crib first
    state.zones.swap(C(starter), target)
    for k in range(n):
        seat = (dealer_seat + 1 + k) % n
        state.apply(discard_action(wanted[seat][0]))
    assert state.zones["starter"] == [C(starter)]
    return state


def test_three_players_deal_five_and_the_crib_takes_one_from_the_pack() -> None:
    s = rig_n({1: "2C 4S 5S 6S 7S", 2: "2D 9H 9D 10H QH", 0: "2H KD KC 8D 8C"}, starter="AC", n=3)
    assert len(s.zones["crib"]) == 4 and [len(s.hand(k)) for k in range(3)] == [4, 4, 4]
    assert "crib_from_stock" in kinds(s.history)
    assert s.current_player == 1  # the dealer's left leads
    # 4 (seat 1), 9 (seat 2): 13; K (seat 0): 23; 5 (seat 1): 28: nobody holds a card of 3 or less
    events = play(s, "4S", "9H", "KD", "5S")
    assert [e.seat for e in events if e.kind == "go"] == [2, 0]
    point = next(e for e in events if e.kind == "go_point")
    assert point.seat == 1 and s.count == 0 and s.current_player == 2  # the seat after the last card leads


def test_three_player_show_goes_round_from_the_dealers_left() -> None:
    s = rig_n({1: "2C 4S 5S 6S 7S", 2: "2D 9H 9D 10H QH", 0: "2H KD KC 8D 8C"}, starter="AC", n=3)
    events: list = []
    while not s.is_over:
        events += s.apply(s.legal_actions()[0])
    shows = [(e.kind, e.seat) for e in events if e.kind in ("show", "show_crib")]
    assert shows == [("show", 1), ("show", 2), ("show", 0), ("show_crib", 0)]


def test_four_players_peg_for_their_partnership() -> None:
    s = rig_n({1: "2C 5S 6S 7S 8S", 2: "2D 10H 10D JH QH", 3: "2S 5H 4D 4C 3C", 0: "2H KD KC 3D 9C"},
              starter="AD", n=4, totals=(50.0, 60.0, 60.0, 55.0))
    assert s.total(0) == 110.0 and s.total(1) == 115.0
    play(s, "5S")  # seat 1
    events = play(s, "10H")  # seat 2: fifteen for the partnership of seats 0 and 2
    assert [e.value for e in events if e.kind == "peg"] == [2]
    assert s.total(0) == 112.0 == s.total(2)
    returns = GAME.match_returns(s.config, MatchContext(4, 3, 0, (61.0, 40.0, 61.0, 20.0)))
    assert returns == [1.0, -1.0, 1.0, -1.0]  # 122 against 60: the losing partnership is lurched
    assert GAME.match_over(s.config, MatchContext(4, 3, 0, (61.0, 40.0, 60.0, 20.0)))  # 121 together
    assert GAME.match_returns(s.config, MatchContext(4, 3, 0, (61.0, 50.0, 60.0, 45.0))) == [0.5, -0.5, 0.5, -0.5]


def test_three_player_lurch_returns_stay_zero_sum() -> None:
    config = GAME.config()
    returns = GAME.match_returns(config, MatchContext(3, 9, 0, (121.0, 95.0, 80.0)))
    assert returns == pytest.approx([0.75, -0.25, -0.5])
    assert sum(returns) == pytest.approx(0.0)


def test_golden_random_match_at_seed_7() -> None:
    """A regression net: the same seed and choices give the same match, to the last peg."""
    match = Match(GAME, 2, {}, 7)
    rng = random.Random(7)
    while not match.is_over:
        legal = match.legal_actions()
        match.apply(legal[rngs.below(rng, len(legal))])
    assert match.actions[:12] == ["discard:AD", "discard:KD", "discard:10C", "discard:7H", "play:3H", "play:QD",
                                  "play:2C", "play:JD", "play:AC", "play:JC", "play:7C", "play:JS"]
    assert (match.scores(), len(match.finished_deals), len(match.actions)) == ([122.0, 85.0], 12, 140)
    assert match.returns() == [1.0, -1.0]  # 85 is under 91: a lurch


def test_peg_search_solves_a_small_play_exactly() -> None:
    from ai.games.cribbage.pegging import PegSearch

    search = PegSearch(GAME.scoring())
    # I hold 4 and 5, the opponent a king. Lead 4: K makes 14, my 5 makes 19 and the last card: +1.
    assert search.after((5,), (13,), 4, (4,), 0, 0, True) == 1
    # Lead 5: the king makes fifteen for 2, my 4 takes the last card: -1.
    assert search.after((4,), (13,), 5, (5,), 0, 0, True) == -1
    # Near the end of the match a peg-out outweighs any point count.
    endgame = PegSearch(GAME.scoring(), need_me=1, need_opp=50)
    assert endgame.after((5,), (13,), 4, (4,), 0, 0, True) > 500


def test_search_shortcuts_match_the_generic_protocol() -> None:
    """A sampled world and a clone equal what the generic State methods give (the overrides only skip work),
    through every phase of a few deals, with two and four players."""
    from games.state import State

    for seed, n in ((1, 2), (2, 2), (3, 4)):
        state = Match(GAME, n, {}, seed).state
        rng = random.Random(seed)
        while not state.is_over:
            for seat in range(n):
                mine = state.sample_world(seat, rngs.copy_rng(rng))
                generic = State.sample_world(state, seat, rngs.copy_rng(rng))
                assert mine == generic and mine.history == generic.history
            assert state.clone() == State.clone(state)
            legal = state.legal_actions()
            state.apply(legal[rngs.below(rng, len(legal))])
