"""Boston AI: hand evaluation, the bidder, partner and lay-aside choices, and the playout policy."""

from __future__ import annotations

import random

import pytest

from ai.games.boston import players as bai
from ai.games.boston.belief import LEAST_LIKELY, AuctionBelief, Decision, HandReader, Reading, dealt_hands, likelihood
from ai.games.boston.search import misere_choice, order_actions, rollout_action
from ai.games.boston.worlds import BeliefView
from ai.registry import make_player, player_names
from ai.view import PlayerView
from cards import Card, get_pack
from games.actions import Action
from games.boston.facts import public_facts
from games.boston.game import GAME
from games.boston.rules import BostonState
from games.state import MatchContext, State
from tests.games.boston.test_boston import BY_ID, run, set_hand

PACK = get_pack("french-52")


def card_of(action: Action) -> Card:
    assert action.card is not None, action
    return action.card


def cards(*codes: str) -> list:
    return [PACK.card(c) for c in codes]


def deal(seed: int = 3, dealer: int = 3) -> BostonState:
    state = GAME.new_deal(GAME.config(), 4, MatchContext(4, 0, dealer, (0.0,) * 4, {"bank": 0}), seed)
    assert isinstance(state, BostonState)
    return state


STRONG = ("AH", "KH", "QH", "JH", "10H", "9H", "AS", "KS", "AD", "KD", "2C", "3C", "4C")
WEAK = ("2H", "5H", "9H", "3S", "6S", "10S", "JS", "4D", "7D", "QD", "5C", "8C", "JC")
MISERE = ("2H", "3H", "4H", "2S", "3S", "5S", "2D", "3D", "6D", "2C", "3C", "4C", "7C")


def test_trick_estimate_known_hands() -> None:
    # hearts: A 1 + K .9 + Q .6 + J .3 + three long trumps 2.55; AS .9, KS .55, AD .9, KD .55; one club: no ruff
    assert bai.trick_estimate(cards(*STRONG), "H") == pytest.approx(8.25)
    assert bai.trick_estimate(cards(*WEAK), "H") < 1.5
    assert bai.trick_estimate(cards(*STRONG), "C") < bai.trick_estimate(cards(*STRONG), "H")


def test_misere_danger_finds_the_cards_that_can_be_forced_to_win() -> None:
    assert bai.misere_danger(cards(*MISERE), strict=False) == []
    assert bai.misere_danger(cards(*MISERE), strict=True) == []
    thin = ("2H", "3H", "4H", "6H", "2S", "3S", "4S", "5S", "5D", "2C", "3C", "4C", "7C")
    assert bai.misere_danger(cards(*thin), strict=False) == []
    assert [c.code for c in bai.misere_danger(cards(*thin), strict=True)] == ["5D"]  # open: a bare five is led to
    weak = bai.misere_danger(cards(*WEAK), strict=False)
    assert weak and weak[0].code in ("QD", "JS", "JC")


def test_players_are_registered() -> None:
    names = player_names("boston")
    assert {"boston:easy", "boston:normal", "boston:hard"} <= set(names)


@pytest.mark.parametrize(("hand", "expected"), [(STRONG, "bid"), (WEAK, "pass"), (MISERE, "bid")])
def test_the_eldest_hand_bids_what_it_can_make(hand: tuple[str, ...], expected: str) -> None:
    state = deal()
    set_hand(state, 0, hand)
    bot = make_player("boston:normal", "boston", 1)
    action = bot.choose(PlayerView(state, 0, random.Random(1)))
    assert action.kind == expected
    if hand is STRONG:
        assert action.arg is not None  # a game of tricks
    if hand is MISERE:
        assert action.arg is None  # one of the misères


def test_the_heuristic_bidder_at_easy_names_its_trump_suit() -> None:
    state = deal()
    set_hand(state, 0, STRONG)
    bot = bai.BostonPlayer("easy", 1)
    bot.style = bai.BidStyle(noise=0.0, margin=0.2, partner_help=1.8, search="easy")
    action = bot.choose(PlayerView(state, 0, random.Random(1)))
    assert action.kind == "bid" and action.arg == "H"  # its trump suit, not the cheapest suit it could bid


def test_bid_gain_known_answer() -> None:
    # Little Boston in the best suit (column IV: price 4, a trick 4), 4 in the pool (3 of it gained),
    # tricks played out alone 6 and 4. Alone: (3 x (4 + 4) + 3 - 0.75 x 4) / 2 = 12. With a partner
    # adding two: (2 x (4 + 3 x 4) + 1.5 + 2 x (4 + 4) + 1.5) / 2 = 25.5; found in 60 %: 0.6 x 25.5 + 0.4 x 12.
    state = deal()
    bot = bai.BostonPlayer("normal", 1)
    pub = public_facts(state.observation(0)).copy()
    pub["suit_order"], pub["bank"] = list(state.order), 4
    best = state.order[0]
    gain = bot.bid_gain(BY_ID["boston_small"], best, {best: [6, 4]}, state.hand(0), pub, state.config)
    assert gain == pytest.approx(0.6 * 25.5 + 0.4 * 12)
    unpaid = GAME.config({"overtricks": "unpaid"})
    # made alone 3 x 4 + 3 = 15, failed -3: 6; partnered (2 x 4 + 1.5) twice: 9.5; 0.6 x 9.5 + 0.4 x 6
    assert bot.bid_gain(BY_ID["boston_small"], best, {best: [6, 4]}, state.hand(0), pub, unpaid) == \
        pytest.approx(0.6 * 9.5 + 0.4 * 6)


def test_declarer_of_a_little_misere_lays_aside_his_most_dangerous_card() -> None:
    state = deal()
    run(state, f"bid:{BY_ID['misere_small'].index}", "pass", "pass", "pass")
    set_hand(state, 0, ("2H", "3H", "4H", "2S", "3S", "5S", "2D", "3D", "6D", "2C", "3C", "4C", "KC"))
    bot = make_player("boston:normal", "boston", 1)
    assert bot.choose(PlayerView(state, 0, random.Random(1))).card == PACK.card("KC")


def test_partner_accepts_with_help_to_give_and_declines_without() -> None:
    state = deal()
    run(state, f"bid:0:{state.order[0]}", "pass", "pass", "pass", "ask")
    bot = make_player("boston:normal", "boston", 1)
    set_hand(state, 1, WEAK)
    assert bot.choose(PlayerView(state, 1, random.Random(1))).code == "decline"


def test_playout_policy_keeps_the_misere_declarer_on_top() -> None:
    state = deal()
    run(state, f"bid:{BY_ID['misere_big_open'].index}", "pass", "pass", "pass")
    set_hand(state, 0, ("9S", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"))
    set_hand(state, 1, ("2S", "KS", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD"))
    set_hand(state, 2, ("3S", "4S", "AS", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC"))
    run(state, "play:9S")  # the declarer leads the nine of spades
    policy = random.Random(0)
    picks = [card_of(rollout_action(state, policy)).code for _ in range(40)]
    assert picks.count("2S") >= 34  # the two leaves him winning; the king only by the policy's noise
    state.apply(state.action_from_code("play:2S"))
    # seat 2 holds 3S, 4S and AS: it keeps him on top with the highest card below the nine
    legal = [a.card for a in state.legal_actions() if a.card is not None]
    assert misere_choice(state, legal, state.zones["trick"], False).code == "4S"


def test_bot_plays_a_legal_card_quickly_at_easy() -> None:
    state = deal()
    run(state, f"bid:0:{state.order[0]}", "pass", "pass", "pass", "alone")
    bot = make_player("boston:easy", "boston", 2)
    action = bot.choose(PlayerView(state, 0, random.Random(2)))
    assert action in state.legal_actions()


def test_search_utility_is_the_seats_own_chips_squashed() -> None:
    import math

    from games.boston.rules import UTILITY_SCALE

    state = deal()
    state.chips = [-8, 0, 0, -4]
    state.bank = 12
    assert state.returns() == pytest.approx([math.tanh(-8 / UTILITY_SCALE), 0.0, 0.0, math.tanh(-4 / UTILITY_SCALE)])


def test_auction_order_tries_pass_then_the_bids_the_hand_could_make() -> None:
    state = deal()
    set_hand(state, 0, STRONG)  # hearts: about eight tricks
    ordered = [a.code for a in order_actions(state, state.legal_actions())]
    assert ordered[0] == "pass"
    assert ordered.index("bid:5:H") < ordered.index("bid:1") < ordered.index("bid:13:C")  # 8 with a partner first
    assert ordered.index("bid:7:H") > ordered.index("bid:5:H")  # nine in hearts is beyond the estimate


# -- the hard level's reading of the calls (ai/games/boston/belief.py) ---------------------------------------------
def _after_calls(*codes: str, hand: tuple[str, ...] = STRONG) -> BostonState:
    """Seat 0 (the eldest) holding `hand`, then the calls `codes` (and whatever partner answers follow)."""
    state = deal()
    set_hand(state, 0, hand)
    run(state, *codes)
    return state


def test_a_seat_that_bid_high_is_more_plausibly_strong() -> None:
    belief = AuctionBelief()
    calls = ("bid:4:H", "pass", "pass", "pass", "alone")  # Independence in hearts, played alone
    strong, weak = _after_calls(*calls, hand=STRONG), _after_calls(*calls, hand=WEAK)
    assert strong.phase == weak.phase == "play"
    # STRONG has about eight tricks in hearts, WEAK about one: the bid is much likelier from the first
    assert belief(strong, 1) > 5 * belief(weak, 1)


def test_the_searching_seats_own_calls_are_not_counted() -> None:
    # A Concord in the best suit (clubs at this deal): nothing beats it, so the passes after it say nothing
    weak = _after_calls("bid:13:C", "pass", "pass", "pass", hand=WEAK)
    belief = AuctionBelief()
    assert belief(weak, 1) == pytest.approx(LEAST_LIKELY)  # thirteen tricks from a weak hand: as unlikely as it gets
    assert belief(weak, 0) == 1.0  # the bidder searching: his own bid tells him nothing


def test_cards_already_played_still_count_to_the_hand_dealt() -> None:
    state = _after_calls("bid:4:H", "pass", "pass", "pass", "alone")
    belief = AuctionBelief()
    before = belief(state, 1)
    run(state, "play:AH")  # the declarer leads his trump ace, then the others follow
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    assert PACK.card("AH") in dealt_hands(state, [0])[0] and len(dealt_hands(state, [0])[0]) == 13
    assert AuctionBelief()(state, 1) == pytest.approx(before)


def test_a_pass_says_no_game_and_an_accept_says_trumps() -> None:
    reading = Reading()
    table, order = deal().games_table, deal().order
    strong, weak = HandReader(cards(*STRONG), reading), HandReader(cards(*WEAK), reading)
    opening_pass = Decision(1, "pass", high=None)
    assert likelihood(opening_pass, weak, table, order, True) > 5 * likelihood(opening_pass, strong, table, order, True)
    accept = Decision(2, "accept", 0, "H")
    assert likelihood(accept, strong, table, order, True) > 5 * likelihood(accept, weak, table, order, True)
    decline = Decision(2, "decline", 0, "H")
    assert likelihood(decline, weak, table, order, True) > 5 * likelihood(decline, strong, table, order, True)


def test_the_hard_search_reads_the_calls_and_normal_does_not() -> None:
    hard, normal = bai.BostonPlayer("hard", 1), bai.BostonPlayer("normal", 1)
    assert isinstance(hard.belief, AuctionBelief)
    assert not hard.search.infer  # the chain draws by the belief: rejecting on top of it would count the calls twice
    assert normal.belief is None and normal.search.belief is None and not normal.search.infer


def test_the_chain_deals_the_bidder_his_suit_and_keeps_the_voids() -> None:
    state = _after_calls("bid:4:H", "pass", "pass", "pass", "alone")
    set_hand(state, 1, ("3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "5C", "6C", "7C", "8C", "9C"))
    run(state, "play:AS", "play:3D")  # seat 1 shows out of spades
    assert "S" in state.voids[1]
    view = PlayerView(state, 2, random.Random(4))
    chain = BeliefView(view, AuctionBelief())
    rng = random.Random(5)

    def hearts(world: State) -> int:
        return sum(c.suit == "H" for c in world.hand(0))

    uniform = [view.sample_world(rng) for _ in range(200)]
    read = [chain.sample_world(rng) for _ in range(200)]
    assert all(isinstance(w, BostonState) and w.world_is_consistent(2) for w in read)
    assert all(sorted(c.code for c in w.hand(2)) == sorted(c.code for c in state.hand(2)) for w in read)
    # seat 0 bid Independence in hearts: about three and a quarter hearts of his twelve at random, more when read
    assert sum(map(hearts, read)) / 200 > sum(map(hearts, uniform)) / 200 + 1.0
    assert chain.swaps_kept > 0


def test_normal_plays_the_cards_it_always_has() -> None:
    """boston:normal is the reference the hard level is measured against: its moves (by iterations, no time
    cap) on two fixed deals, recorded before the hard level learned to read the calls."""
    moves = []
    for seed in (3, 11):
        state = deal(seed)
        run(state, f"bid:0:{state.order[0]}", "pass", "pass", "pass", "alone")
        for k in range(6):
            bot = bai.BostonPlayer("normal", 5 + k)
            bot.search.seconds, bot.search.iterations = None, 200
            assert state.current_player is not None
            action = bot.choose(PlayerView(state, state.current_player, random.Random(k)))
            moves.append(action.code)
            state.apply(action)
    assert moves == ["play:7C", "play:JC", "play:9C", "play:5C", "play:6H", "play:9H",
                     "play:AS", "play:10S", "play:9S", "play:7S", "play:AC", "play:6C"]


def test_the_chain_keeps_a_little_misere_laid_aside_card_per_seat() -> None:
    state = deal()
    run(state, f"bid:{BY_ID['misere_small'].index}", "pass", "pass", "pass")
    for _ in range(4):  # every seat lays a card aside, eldest (the declarer) first
        state.apply(state.legal_actions()[0])
    assert state.phase == "play"
    chain = BeliefView(PlayerView(state, 1, random.Random(2)), AuctionBelief())
    rng = random.Random(3)
    worlds = [chain.sample_world(rng) for _ in range(100)]
    for w in worlds:
        assert [len(w.hand(s)) for s in range(4)] == [12] * 4
        assert [len(w.zones[f"aside:{s}"]) for s in range(4)] == [1] * 4
        assert w.zones["aside:1"] == state.zones["aside:1"]  # the searching seat's own card stays where it is
    assert len({w.zones["aside:2"][0].code for w in worlds}) > 5  # the others' are unknown, and vary


def test_a_chain_world_has_a_generator_and_history_of_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """The world is copied without the chain's generator (seeded on first use from the seed drawn for it)."""
    from games import rng as rngs

    state = _after_calls("bid:4:H", "pass", "pass", "pass", "alone")
    chain = BeliefView(PlayerView(state, 2, random.Random(4)), AuctionBelief())
    seeds: list[int] = []
    child_seed = rngs.child_seed

    def recorded(rng: random.Random) -> int:
        seeds.append(child_seed(rng))
        return seeds[-1]

    monkeypatch.setattr(rngs, "child_seed", recorded)
    rng = random.Random(5)
    first, world = chain.sample_world(rng), chain.sample_world(rng)
    assert [world.rng.random() for _ in range(3)] == [(r := random.Random(seeds[-1])).random(), r.random(), r.random()]
    assert first.rng.random() == random.Random(seeds[-2]).random()  # (the first also re-dealt the start)
    twin = world.clone()
    assert twin.rng.random() == world.rng.random()
    world.history.append(world.history[-1])
    assert len(first.history) == len(state.history) == len(twin.history) == len(world.history) - 1
