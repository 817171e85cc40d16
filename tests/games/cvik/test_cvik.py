"""Cvik: known-answer deals (trick winners, shares, the bank growing after a player without a trick)."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from ai.games.cvik.manifest import MODEL, plausibility, rollout_action
from games import IllegalAction, InvalidInput, Match, MatchContext
from games.actions import play_card
from games.cvik.rules import GAME, CvikState


def deal(n: int = 3, bank: int = 0, dealer: int = 0, seed: int = 1, **options: Any) -> CvikState:
    config = GAME.config(options)
    context = MatchContext(n, 0, dealer, (0.0,) * n, {"bank": bank})
    state = GAME.new_deal(config, n, context, seed)
    assert isinstance(state, CvikState)
    return state


def rig(state: CvikState, layout: dict[str, list[str]]) -> None:
    """Put the named cards into the named zones by swapping with cards not named (zone sizes kept)."""
    for zone, codes in layout.items():
        here = {state.pack.card(c) for c in codes}
        for code in codes:
            card = state.pack.card(code)
            if state.zones.where(card) != zone:
                spare = next(c for c in state.zones[zone] if c not in here)
                state.zones.swap(card, spare)
    if "turned" in layout:
        state.trump = state.zones["turned"][0].suit or ""


def act(state: CvikState, *codes: str) -> None:
    for code in codes:
        state.apply(state.action_from_code(code))


def legal(state: CvikState) -> list[str]:
    return [a.code for a in state.legal_actions()]


LAYOUT = {"turned": ["7H"], "hand:1": ["AS", "KS", "8C"], "hand:2": ["9S", "10H", "7C"],
          "hand:0": ["QS", "JS", "8D"]}


def test_fixed_deal_trick_winners_shares_and_penalty() -> None:
    state = deal()
    rig(state, LAYOUT)
    assert state.bank == 6 and state.chips == [-6, 0, 0]
    assert state.current_player == 1  # left of the dealer speaks first
    act(state, "jdu", "jdu", "jdu")
    assert state.current_player == 1 and state.phase == "play"
    act(state, "play:AS")
    assert legal(state) == ["play:9S"]
    act(state, "play:9S")
    assert legal(state) == ["play:QS", "play:JS"]  # must follow; nothing heads the ace
    act(state, "play:JS")
    assert state.tricks_won == [0, 1, 0] and state.current_player == 1
    act(state, "play:KS")
    assert legal(state) == ["play:10H"]  # void in spades: must trump
    act(state, "play:10H", "play:QS")
    assert state.tricks_won == [0, 1, 1] and state.current_player == 2
    act(state, "play:7C")
    assert legal(state) == ["play:8D"]
    act(state, "play:8D")
    assert legal(state) == ["play:8C"]
    act(state, "play:8C")
    assert state.is_over
    assert state.tricks_won == [0, 2, 1]
    assert state.looed == [0]
    # seat 1 takes two thirds of 6, seat 2 one third; the dealer pays the 6 played for
    assert state.chips == [-12, 4, 2]
    assert state.bank == 6
    assert state.scores() == [-12.0, 4.0, 2.0]
    # returns: chips counted in banks played for (6), squashed by tanh
    assert state.returns() == pytest.approx([math.tanh(-2), math.tanh(4 / 6), math.tanh(2 / 6)])


def test_bank_grows_into_the_next_deal() -> None:
    match = Match(GAME, 3, {}, seed=4)
    rig(match.state, LAYOUT)  # type: ignore[arg-type]
    for code in ["jdu", "jdu", "jdu", "play:AS", "play:9S", "play:JS", "play:KS", "play:10H", "play:QS",
                 "play:7C", "play:8D", "play:8C"]:
        match.apply_code(code)
    assert match.context.extra["bank"] == 6
    assert match.context.totals == (-12.0, 4.0, 2.0)
    nxt = match.state
    assert isinstance(nxt, CvikState)
    assert nxt.context.dealer == 1
    assert nxt.bank == 12 and nxt.bank_start == 12  # the carried 6 plus the new dealer's stake
    assert nxt.penalty_base() == 12  # the next failure costs double
    assert nxt.public_info()["chips"] == [-12.0, -2.0, 2.0]


def test_penalty_options_stake_and_cap() -> None:
    state = deal(bank=30, penalty="stake")
    assert state.bank_start == 36 and state.penalty_base() == 6
    state = deal(bank=30, penalty_cap=12)
    assert state.penalty_base() == 12
    with pytest.raises(InvalidInput, match="divide by 3"):
        GAME.config({"stake": 7})
    with pytest.raises(InvalidInput, match="divide by 3"):
        GAME.config({"penalty_cap": 10})


def test_everybody_passes_bank_carries() -> None:
    state = deal()
    act(state, "pas", "pas", "pas")
    assert state.is_over and state.outcome == "carried"
    assert state.bank == 6 and state.chips == [-6, 0, 0]


def test_everybody_passes_dealer_takes_option() -> None:
    state = deal(bank=9, all_pass="dealer_takes")
    act(state, "pas", "pas")
    assert state.is_over and state.outcome == "dealer_takes"
    assert state.bank == 0 and state.chips == [9, 0, 0]


def test_lone_player_against_the_dealer_defending_the_bank() -> None:
    state = deal()
    rig(state, LAYOUT)
    act(state, "pas", "jdu", "pas")  # only seat 2 plays; the dealer must play for the bank
    assert state.defender == 0 and state.in_play == [0, 2]
    assert state.current_player == 2
    assert sorted(c.code for c in state.hand(1)) == []  # seat 1 folded
    act(state, "play:10H")  # a trump lead; the dealer has none and no hearts: anything
    act(state, "play:8D")
    act(state, "play:9S", "play:QS")  # the dealer wins with the queen
    act(state, "play:JS", "play:7C")
    assert state.is_over
    assert state.tricks_won == [2, 0, 1]
    # seat 2 took one third (2); the dealer's two thirds stay; the dealer pays no penalty
    assert state.chips == [-6, 0, 2]
    assert state.bank == 4
    assert state.looed == []


def test_lone_player_takes_bank_option_and_lone_dealer() -> None:
    state = deal(lone_player="takes_bank")
    act(state, "jdu", "pas", "pas")
    assert state.is_over and state.chips == [-6, 6, 0] and state.bank == 0
    state = deal()
    act(state, "pas", "pas", "jdu")  # the dealer alone takes his own stake back
    assert state.is_over and state.chips == [0, 0, 0]


def test_dealer_may_swap_for_the_turned_trump() -> None:
    state = deal(turned_card="dealer")
    rig(state, LAYOUT)
    act(state, "jdu", "pas", "jdu")
    assert state.phase == "swap" and state.current_player == 0
    assert legal(state)[0] == "keep"
    assert sorted(legal(state)[1:]) == ["swap:8D", "swap:JS", "swap:QS"]
    act(state, "swap:8D")
    assert {c.code for c in state.hand(0)} == {"QS", "JS", "7H"}
    assert state.current_player == 1 and state.phase == "play"
    # seat 1 sees the swap only as "the dealer took the trump"
    seen = next(e for e in state.observation(1).history if e.kind == "swap")
    assert [c.code for c in seen.cards] == ["7H"]


def test_illegal_card_names_the_duty() -> None:
    state = deal()
    rig(state, LAYOUT)
    act(state, "jdu", "jdu", "jdu", "play:KS")
    with pytest.raises(IllegalAction, match="follow"):
        act(state, "play:10H")
    fresh = deal()
    with pytest.raises(IllegalAction, match="jdu"):
        fresh.apply(play_card(fresh.pack.card("9S")))


def test_sampled_worlds_keep_shown_voids() -> None:
    state = deal()
    rig(state, LAYOUT)
    act(state, "jdu", "jdu", "jdu", "play:AS", "play:9S", "play:JS", "play:KS", "play:10H")
    assert (2, "S") in state.voids
    rng = random.Random(3)
    for _ in range(20):
        world = state.sample_world(0, rng)
        assert not any(c.suit == "S" for c in world.hand(2))


def test_rollout_declares_with_a_fair_hand() -> None:
    state = deal()
    rig(state, {"turned": ["7H"], "hand:1": ["AH", "KH", "8C"], "hand:2": ["7S", "8S", "7C"]})
    rng = random.Random(1)
    assert rollout_action(state, rng).kind == "jdu"
    act(state, "jdu")
    assert rollout_action(state, rng).kind == "pas"


def test_german_pack_plays() -> None:
    state = deal(pack="german-32")
    assert state.pack.family == "german"
    strength = state.strength()
    assert strength(state.pack.card("AH")) > strength(state.pack.card("UH"))


def test_rollout_plays_cheaply_in_a_trick() -> None:
    state = deal()
    rig(state, LAYOUT)
    act(state, "jdu", "jdu", "jdu", "play:KS")
    act(state, "play:9S")
    # the dealer cannot beat the king: he throws the cheaper spade
    assert rollout_action(state, random.Random(0)).code == "play:JS"
    state = deal()
    rig(state, {"turned": ["7H"], "hand:1": ["9S", "KS", "8C"], "hand:2": ["AS", "10H", "7C"],
                "hand:0": ["QS", "JS", "8D"]})
    act(state, "jdu", "jdu", "jdu", "play:9S")
    # seat 2 must head and wins with the ace, its only heading card; the dealer then cannot win
    assert rollout_action(state, random.Random(0)).code == "play:AS"


def test_plausibility_reads_jdu_and_pas_off_the_hands_dealt() -> None:
    state = deal()
    rig(state, LAYOUT)  # hearts are trumps; seat 1: AS KS 8C, seat 2: 9S 10H 7C, dealer 0: QS JS 8D
    assert MODEL.likelihood(state, [], True) == pytest.approx(0.05)  # nothing is ever certain
    act(state, "jdu", "pas")
    jdu = MODEL.likelihood(state, state.hand(1), True)
    pas = MODEL.likelihood(state, state.zones["folded"], False)
    assert jdu > 0.9 > 0.3 > pas  # an ace and a king play; a middling trump at home is a surprise
    assert plausibility(state, 0) == pytest.approx(jdu * pas)
    # The same table with seat 1 holding the dealer's blanks instead: its "jdu" is now the surprise.
    weak = deal()
    rig(weak, {**LAYOUT, "hand:1": ["QS", "JS", "8D"], "hand:0": ["AS", "KS", "8C"]})
    act(weak, "jdu", "pas")
    assert plausibility(weak, 0) < plausibility(state, 0) / 10


def test_plausibility_counts_played_cards_and_not_the_observer_itself() -> None:
    state = deal()
    rig(state, LAYOUT)
    act(state, "jdu", "pas", "jdu")  # the dealer plays with nothing: seat 1 finds that unlikely
    before = plausibility(state, 0)
    assert plausibility(state, 1) < before  # seat 1 counts the dealer's jdu, the dealer does not count its own
    act(state, "play:AS")
    assert plausibility(state, 0) == pytest.approx(before)  # the ace laid is still part of the hand it declared on


def test_the_model_declares_as_players_were_measured_to() -> None:
    state = deal()
    rig(state, LAYOUT)
    assert 0.85 <= MODEL.likelihood(state, state.hand(1), True) < 1  # AS KS 8C (strength 0.9): nineteen in twenty
    assert 0.65 <= MODEL.likelihood(state, state.hand(2), True) <= 0.92  # 9S 10H 7C (strength 0.71): four in five
    act(state, "jdu", "pas", "jdu")
