"""Hundert: the deal and starting pile, card values, the hundred and the cost of going over, the AI."""

from __future__ import annotations

import random

import pytest

from ai import PlayerView
from ai.games.hundert.manifest import HundertPlayer, chance_all_from, chance_holds_any
from games import InvalidInput, Match
from games.hundert.rules import GAME, HundertState, add_card


def fresh(n: int = 4, options: dict | None = None, seed: int = 1) -> HundertState:
    state = Match(GAME, n, options or {}, seed).state
    assert isinstance(state, HundertState)
    return state


def rig(state: HundertState, hands: dict[int, list[str]], total: int) -> None:
    """These cards in these hands, every other card on the pile, and the pile at `total`."""
    wanted = {code for codes in hands.values() for code in codes}
    for card in list(state.zones.cards()):
        if card.code not in wanted:
            state.zones.move(card, "pile", reveal=range(state.num_players))
    for seat, codes in hands.items():
        for code in codes:
            state.zones.move(state.pack.card(code), f"hand:{seat}", forget=True)
    state.total = total


def play(state: HundertState, code: str) -> None:
    state.apply(add_card(state.pack.id, state.pack.card(code)))


@pytest.mark.parametrize(("n", "each", "left"), [(3, 10, 2), (4, 8, 0), (5, 6, 2), (6, 5, 2)])
def test_even_deal_and_the_odd_cards_start_the_pile(n: int, each: int, left: int) -> None:
    state = fresh(n)
    assert all(len(state.hand(s)) == each for s in range(n))
    assert state.zones.size("pile") == left
    assert state.total == sum(state.value(c) for c in state.zones["pile"])
    assert state.current_player == 1  # left of the dealer


def test_card_values_per_option() -> None:
    ref, skat = fresh(), fresh(options={"values": "skat"})
    assert sum(ref.value(c) for c in ref.pack.cards) == 4 * (7 + 8 + 9 + 10 + 2 + 3 + 4 + 11) == 216
    assert sum(skat.value(c) for c in skat.pack.cards) == 4 * 30 == 120
    german = fresh(options={"pack": "german-32"})
    assert [german.value(german.pack.card(c)) for c in ("UH", "OH", "KH", "AH", "7H")] == [2, 3, 4, 11, 7]


def test_exactly_a_hundred_collects_the_base_from_each() -> None:
    state = fresh(4, {"stake": 6})
    rig(state, {1: ["AS", "7S"], 2: ["8S"], 3: ["9S"], 0: ["10S"]}, 89)
    play(state, "AS")  # 89 + 11
    assert state.is_over and state.outcome == "hundred"
    assert state.chips == [-6, 18, -6, -6] and state.scores() == [-6.0, 18.0, -6.0, -6.0]
    assert state.returns() == pytest.approx([-1 / 3, 1.0, -1 / 3, -1 / 3])


def test_going_over_pays_each_player_a_third_of_the_base_per_point() -> None:
    # The rule book's example: 96, Eva (seat 1) adds a queen for 99, Jan (seat 2) must go over.
    state = fresh(4, {"stake": 3})
    rig(state, {1: ["QS", "8S"], 2: ["KS", "AS"], 3: ["7H"], 0: ["7D"]}, 96)
    play(state, "QS")
    assert state.total == 99 and not state.is_over and state.current_player == 2
    play(state, "KS")  # 103: three over, one chip a point to each of three players
    assert state.outcome == "over" and state.chips == [3, 3, -9, 3]
    assert sum(state.chips) == 0 and state.bank == 0


def test_the_base_must_divide_by_three() -> None:
    with pytest.raises(InvalidInput, match="divide by 3"):
        Match(GAME, 4, {"stake": 10})


def test_a_match_is_rounds_times_players_deals_and_chips_add_up() -> None:
    match = Match(GAME, 3, {"rounds": 2}, 4)
    rng = random.Random(1)
    while not match.is_over:
        legal = match.legal_actions()
        match.apply(legal[int(rng.random() * len(legal))])
    assert len(match.finished_deals) == 6
    assert match.scores() == [sum(d.scores()[s] for d in match.finished_deals) for s in range(3)]
    assert sum(match.scores()) == 0


def test_probability_helpers() -> None:
    assert chance_holds_any(10, 1, 1) == pytest.approx(0.1)
    assert chance_holds_any(10, 2, 2) == pytest.approx(1 - 28 / 45)
    assert chance_holds_any(10, 0, 3) == 0.0
    assert chance_all_from(10, 5, 2) == pytest.approx(10 / 45)


def test_ai_makes_a_hundred_when_it_can() -> None:
    state = fresh(4)
    rig(state, {1: ["7S", "AS", "9S"], 2: ["8S"], 3: ["9H"], 0: ["10S"]}, 89)
    for level in ("easy", "normal", "hard"):
        action = HundertPlayer(level, 1).choose(PlayerView(state, 1, random.Random(1)))
        assert action.card is not None and action.card.code == "AS"


def test_ai_does_not_go_over_when_it_need_not() -> None:
    state = fresh(4)
    rig(state, {1: ["AS", "7S"], 2: ["8S"], 3: ["9H"], 0: ["10S"]}, 92)
    for level in ("easy", "normal", "hard"):
        action = HundertPlayer(level, 1).choose(PlayerView(state, 1, random.Random(1)))
        assert action.card is not None and action.card.code == "7S"  # 99, not 103


def test_ai_does_not_leave_the_next_player_an_easy_hundred() -> None:
    # At 80: the jack makes 82 (the next player needs 18: no card is worth that), the nine makes
    # 89 (he needs an ace, and four are unseen). Normal and hard play the jack.
    state = fresh(4)
    rig(state, {1: ["JS", "9S", "8S"], 2: ["AH", "AD", "AC", "7H"], 3: ["7D", "7C"], 0: ["KS"]}, 80)
    for level in ("normal", "hard"):
        for seed in range(5):
            action = HundertPlayer(level, seed).choose(PlayerView(state, 1, random.Random(seed)))
            assert action.card is not None and action.card.code != "9S"


def test_search_shortcuts_match_the_generic_protocol() -> None:
    """The playout move is the uniform legal move for the same draw, and a sampled world and a clone
    equal what the generic State methods give (the overrides only skip work)."""
    from ai.games.hundert.manifest import rollout_action
    from games import rng as rngs
    from games.state import State

    for seed in range(4):
        state = fresh(4, {"pack": "german-32"} if seed % 2 else {}, seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            expected = legal[rngs.below(rngs.copy_rng(rng), len(legal))]
            assert rollout_action(state, rngs.copy_rng(rng)) is expected
            mine, generic = state.sample_world(1, rngs.copy_rng(rng)), State.sample_world(state, 1, rngs.copy_rng(rng))
            assert mine == generic and mine.history == generic.history
            assert state.clone() == State.clone(state)
            state.apply(legal[rngs.below(rng, len(legal))])



def test_plausibility_reads_a_hundred_passed_up() -> None:
    from ai.games.hundert.manifest import OVERLOOKED_HUNDRED, plausibility

    state = fresh(4)
    rig(state, {1: ["JS", "AS"], 2: ["QS", "7S"], 3: ["KS", "8S"], 0: ["9S", "10S"]}, 89)
    play(state, "JS")  # 91: seat 1 held the ace that made 100 and laid the jack
    assert plausibility(state, 0) == pytest.approx(OVERLOOKED_HUNDRED)
    assert plausibility(state, 1) == 1.0  # its own play tells seat 1 nothing
    play(state, "QS")  # 94: seat 2 needed 9 and held none
    assert plausibility(state, 0) == pytest.approx(OVERLOOKED_HUNDRED)
    # The same plays in a world where the ace sits with seat 2, which had no use for it at 91.
    world = fresh(4)
    rig(world, {1: ["JS", "KS"], 2: ["QS", "AS"], 3: ["7S", "8S"], 0: ["9S", "10S"]}, 89)
    play(world, "JS")
    play(world, "QS")
    assert plausibility(world, 0) == 1.0

