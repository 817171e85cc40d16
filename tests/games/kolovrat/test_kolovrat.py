"""Known answers for Kolovrat: captures by value, sum and pile top; the second deal; the bank."""

from __future__ import annotations

import random

import pytest

from bench.points import decision_points
from cards import Card, get_pack
from games import IllegalAction, Match
from games.kolovrat.rules import (
    DONE,
    GAME,
    KolovratState,
    can_make,
    capture_action,
    completing_picks,
    take_pile_action,
    trail_action,
)
from games.state import MatchContext
from games.world_sampler import WorldSampler

PACK = get_pack("french-52")
VALUES = {str(k): int(v) for k, v in GAME.rulebook.card_values.items()}


def fresh(n: int = 3, seed: int = 1, **options: object) -> KolovratState:
    state = GAME.new_deal(GAME.config(options), n, MatchContext(n, 0, 0, (0.0,) * n, {"bank": 0}), seed)
    assert isinstance(state, KolovratState)
    return state


def put(state: KolovratState, zone: str, codes: list[str]) -> None:
    """Make `zone` hold exactly these cards (others it held go to the talon)."""
    for card in list(state.zones[zone]):
        state.zones.move(card, "talon", index=0)
    for code in codes:
        card = PACK.card(code)
        state.zones.move(card, zone)
        state.zones.reveal(card)


def test_can_make_finds_exact_sums_only() -> None:
    assert can_make([2, 3, 4, 5, 7], 9) and can_make([2, 7], 9) and can_make([], 0)
    assert not can_make([2, 3, 5], 11) and not can_make([4, 6], 1) and not can_make([3], -1)


def test_no_two_table_cards_share_a_value_after_the_deal() -> None:
    for seed in range(30):
        state = fresh(4, seed=seed)
        values = [state.value(c) for c in state.zones["table"]]
        assert len(values) == len(set(values)) == 4


def test_a_nine_takes_a_sum_a_single_and_a_pile_one_pick_at_a_time_then_lies_on_top() -> None:
    state = fresh(3)
    seat = state.current_player
    assert seat == 1
    put(state, "hand:1", ["9H", "KS", "2D", "3D"])
    put(state, "table", ["2S", "7C", "9D", "QH", "8S"])
    put(state, "pile:2", ["4C", "9C"])
    state.apply(capture_action(PACK.card("9H")))
    codes = {a.code for a in state.legal_actions()}
    # the 8 cannot start a sum (nothing makes the 1 left); no 'done' before a first capture
    assert codes == {"take:9D", "take_pile:2", "take:2S", "take:7C"}
    with pytest.raises(IllegalAction, match="at least one"):
        state.apply(DONE)
    state.apply(state.action_from_code("take:2S"))
    assert {a.code for a in state.legal_actions()} == {"take:7C"}  # only the 7 completes 2 + 7
    with pytest.raises(IllegalAction, match="7 more"):
        state.apply(DONE)
    for code in ("take:7C", "take:9D", "take_pile:2"):
        state.apply(state.action_from_code(code))
    assert state.current_player == 2  # nothing left to take: the capture finished by itself
    pile = [c.code for c in state.zones["pile:1"]]
    assert sorted(pile[:-1]) == sorted(["2S", "7C", "9D", "4C", "9C"]) and pile[-1] == "9H"
    assert sorted(c.code for c in state.zones["table"]) == ["8S", "QH"]


def test_pile_tops_join_sums_only_under_the_option() -> None:
    for pile_sums, expected in ((False, set()), (True, {"take:2S", "take_pile:2"})):
        state = fresh(3, pile_sums=pile_sums)
        put(state, "hand:1", ["9H", "KS", "2D", "3D"])
        put(state, "table", ["2S", "QH"])
        put(state, "pile:2", ["4C", "7C"])
        options = {a.code for a in state.capture_options(1, PACK.card("9H"))}
        assert options == expected, pile_sums


def test_a_card_that_can_capture_must_when_the_option_says_so() -> None:
    state = fresh(3, trail_when_capture=False)
    put(state, "hand:1", ["9H", "KS", "2D", "3D"])
    put(state, "table", ["9D", "QH", "5S", "6C"])
    legal = state.legal_actions()
    assert trail_action(PACK.card("9H")) not in legal and capture_action(PACK.card("9H")) in legal
    assert trail_action(PACK.card("2D")) in legal
    with pytest.raises(IllegalAction, match="must capture"):
        state.apply(trail_action(PACK.card("9H")))


def test_one_capture_per_card_under_the_strict_option() -> None:
    state = fresh(3, captures="one")
    put(state, "hand:1", ["9H", "KS", "2D", "3D"])
    put(state, "table", ["2S", "7C", "9D", "QH"])
    state.apply(capture_action(PACK.card("9H")))
    state.apply(state.action_from_code("take:9D"))
    assert state.current_player == 2
    assert {c.code for c in state.zones["table"]} == {"2S", "7C", "QH"}


def test_a_card_that_captures_nothing_can_only_be_laid_down() -> None:
    state = fresh(3, sums=False)
    put(state, "hand:1", ["KS", "2D", "3D", "4D"])
    put(state, "table", ["5S", "7C", "9D", "QH"])
    legal = state.legal_actions()
    assert capture_action(PACK.card("KS")) not in legal and trail_action(PACK.card("KS")) in legal
    with pytest.raises(IllegalAction, match="captures nothing"):
        state.apply(capture_action(PACK.card("KS")))


def test_own_pile_cannot_be_taken() -> None:
    state = fresh(3)
    put(state, "hand:1", ["9H", "KS", "2D", "3D"])
    put(state, "pile:1", ["9C"])
    put(state, "table", ["5S", "8C", "JD", "QH"])
    assert capture_action(PACK.card("9H")) not in state.legal_actions()
    assert take_pile_action(1) not in state.capture_options(1, PACK.card("9H"))


@pytest.mark.parametrize(("n", "each", "to_table"), [(3, 12, 0), (4, 8, 0), (5, 5, 3), (8, 2, 0)])
def test_the_rest_of_the_stock_is_shared_evenly(n: int, each: int, to_table: int) -> None:
    state = fresh(n, seed=2)
    while not state.refilled:
        state.apply(next(a for a in state.legal_actions() if a.kind == "trail"))
    table_before = 4 + 4 * n
    assert [len(state.hand(s)) for s in range(n)] == [each] * n
    assert len(state.zones["table"]) == table_before + to_table
    assert len(state.zones["talon"]) == 0


def test_leftovers_go_to_the_last_player_and_the_most_cards_win_the_bank() -> None:
    state = fresh(3, seed=3)
    while not state.is_over:
        state.apply(next(a for a in state.legal_actions() if a.kind == "trail"))
    # nobody captured: the last player takes all 52 cards and the whole bank of 3
    winner = state.last_player
    assert winner is not None
    assert state.winners == [winner]
    assert len(state.zones[f"pile:{winner}"]) == 52
    assert state.chips[winner] == 2 and sum(state.chips) == 0 and state.bank == 0


def test_a_tied_bank_keeps_what_does_not_divide() -> None:
    match = Match(GAME, 3, {"leftovers": "nobody"}, seed=3)
    while not match.is_over:
        match.apply(next(a for a in match.legal_actions() if a.kind == "trail"))
        if match.finished_deals:
            break
    deal = match.finished_deals[0]
    assert isinstance(deal, KolovratState)
    assert deal.winners == [0, 1, 2]  # nobody has a card: all tie, 3 chips split 1 each
    assert deal.chips == [0, 0, 0]


# -- the fast capture search against the rules written out plainly ---------------------------------------


def plain_options(state: KolovratState, seat: int, card: Card) -> list[str]:
    """The capture picks as the rule reads: table cards then other piles; a pick of the card's value on
    its own, or a summable pick the rest of the summable picks can complete (the engine's first version)."""
    items = [(f"take:{c.code}", VALUES[c.rank or ""], True) for c in state.zones["table"]]
    for other in range(state.num_players):
        pile = state.zones[f"pile:{other}"]
        if other != seat and pile:
            items.append((f"take_pile:{other}", VALUES[pile[-1].rank or ""], bool(state.config.pile_sums)))
    target = VALUES[card.rank or ""]
    missing = target - state.partial_sum
    options = []
    for i, (code, value, summable) in enumerate(items):
        if value == target and state.partial_sum == 0:
            options.append(code)
        elif state.config.sums and summable and value <= missing:
            rest = [v for j, (_, v, ok) in enumerate(items) if j != i and ok]
            if can_make(rest, missing - value):
                options.append(code)
    return options


def plain_legal(state: KolovratState) -> list[str]:
    seat = state.current_player
    assert seat is not None
    if state.playing is not None:
        options = plain_options(state, seat, state.playing)
        return [*options, "done"] if state.groups_taken and not state.partial_sum else options
    codes = []
    for card in state.hand(seat):
        captures = bool(plain_options(state, seat, card))
        if not captures or state.config.trail_when_capture:
            codes.append(f"trail:{card.code}")
        if captures:
            codes.append(f"capture:{card.code}")
    return codes


@pytest.mark.parametrize("options", [{}, {"pile_sums": True, "trail_when_capture": False},
                                     {"sums": False, "captures": "one"}])
def test_legal_actions_match_the_plain_rules_in_random_play(options: dict[str, object]) -> None:
    rng = random.Random(7)
    checked = 0
    for seed in range(6):
        state = fresh(2 + seed % 4, seed=seed, **options)
        while not state.is_over:
            legal = state.legal_actions()
            assert [a.code for a in legal] == plain_legal(state)
            seat = state.current_player
            assert seat is not None
            for card in state.hand(seat):  # every card, also mid-capture and mid-sum
                assert [a.code for a in state.capture_options(seat, card)] == plain_options(state, seat, card)
            state.apply(legal[rng.randrange(len(legal))])
            checked += 1
    assert checked > 300


def test_a_sampled_world_is_the_generic_samplers_world_its_generator_seeded_on_use() -> None:
    """Kolovrat's sampler (`KolovratState.world_sampler`) seeds a world's generator only when it is used: the same
    worlds, the same draws of the search's generator, and the world's generator draws as a seeded one."""
    for state, seat in decision_points(GAME, 3, seed=5):
        quick, plain = state.world_sampler(seat), WorldSampler(state, seat)
        for k in range(4):
            quick_rng, plain_rng = random.Random(k), random.Random(k)
            world, twin = quick(quick_rng), plain(plain_rng)
            assert quick_rng.getstate() == plain_rng.getstate()
            assert world.clone().to_dict() == twin.to_dict()
            assert [world.rng.random() for _ in range(3)] == [twin.rng.random() for _ in range(3)]


def _options_picked_one_by_one(state: KolovratState, seat: int, card: Card) -> list[str]:
    """`capture_options` as the rules word it: table cards, then piles, each offered when it has the played value
    and no sum is under way, or when it is summable and the other summable picks complete the sum with it."""
    values = GAME.rank_values
    target, partial = values[card.rank], state.partial_sum
    seats, tops = state._piles_on_offer(seat)
    table = state.zones["table"]
    worth = [values[c.rank] for c in table] + tops
    summable = [True] * len(table) + [bool(state.config.pile_sums)] * len(tops)
    missing = target - partial
    completing = completing_picks(worth, summable, missing) if state.config.sums and missing >= 0 else set()
    codes = [f"take:{c.code}" for c in table] + [f"take_pile:{s}" for s in seats]
    return [codes[i] for i, value in enumerate(worth) if (value == target and partial == 0) or i in completing]


@pytest.mark.parametrize("options", [{}, {"sums": False}, {"pile_sums": True}])
def test_the_picks_on_offer_are_those_the_rules_word(options: dict[str, object]) -> None:
    """The quick ways `capture_options` takes (sums by values, piles apart when they join no sum) offer what the
    rules word, in their order, mid-sum too."""
    rng = random.Random(4)
    seen = 0
    for seed in range(40):
        match = Match(GAME, 2 + seed % 4, options, seed)
        state = match.state
        assert isinstance(state, KolovratState)
        for _ in range(120):
            if state.is_over:
                break
            seat = state.current_player
            assert seat is not None
            if state.playing is not None:
                codes = [a.code for a in state.capture_options(seat, state.playing)]
                assert codes == _options_picked_one_by_one(state, seat, state.playing)
                seen += bool(state.partial_sum)
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
    assert seen or options.get("sums") is False
