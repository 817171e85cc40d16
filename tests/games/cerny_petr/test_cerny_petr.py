"""Known-answer tests for Černý Petr's deal rules."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cards import get_pack
from games import Action, IllegalAction, InvalidInput, Match, get_game
from games.cerny_petr.rules import GAME, CernyPetrState, is_petr, pair_key
from games.state import MatchContext


def fresh(n: int = 4, seed: int = 1, dealer: int = 0, **options: object) -> CernyPetrState:
    config = GAME.config(options)
    context = MatchContext(n, 0, dealer, (0.0,) * n)
    state = GAME.new_deal(config, n, context, seed)
    assert isinstance(state, CernyPetrState)
    return state


def arrange(state: CernyPetrState, hands: dict[int, list[str]], drawer: int) -> None:
    """Put exactly these cards in these hands (the rest onto seat pair piles) and set the drawer."""
    for card in list(state.zones.cards()):
        owner = next((s for s, codes in hands.items() if card.code in codes), None)
        target = f"hand:{owner}" if owner is not None else "pairs:0"
        if state.zones.where(card) != target:
            state.zones.move(card, target)
    state.drawer, state.loser, state.first_out, state.out_seats = drawer, None, [], []


def test_names_and_aliases_find_the_game() -> None:
    for query in ("cerny-petr", "Černý Petr", "cerny petr", "OLD MAID", "Schwarzer Peter"):
        assert get_game(query) is GAME


def test_pack_is_sixteen_pairs_and_the_petr() -> None:
    pack = get_pack("cerny-petr-33")
    keys = Counter(pair_key(c) for c in pack.cards)
    assert sorted(keys.values()) == [1] + [2] * 16
    assert [c.code for c in pack.cards if is_petr(c)] == ["PETR"]


@pytest.mark.parametrize(("n", "dealer"), [(3, 0), (4, 2), (5, 4), (8, 7)])
def test_deal_goes_round_from_the_dealers_left(n: int, dealer: int) -> None:
    state = fresh(n, seed=7, dealer=dealer)
    held = [len(state.hand(s)) + len(state.zones[f"pairs:{s}"]) for s in range(n)]
    base, extra = divmod(33, n)
    expected = [base + (1 if (s - dealer - 1) % n < extra else 0) for s in range(n)]
    assert held == expected


def test_no_pair_stays_in_a_hand_after_the_deal() -> None:
    for seed in range(20):
        state = fresh(4, seed=seed)
        for s in range(4):
            keys = [pair_key(c) for c in state.hand(s)]
            assert len(keys) == len(set(keys))


def test_left_of_dealer_starts_and_draws_from_the_right_neighbour_by_default() -> None:
    state = fresh(4, dealer=2)
    assert state.current_player == 3
    assert state.giver() == 2
    left = fresh(4, dealer=2, draw_from="left")
    assert left.giver() == 0


def test_a_drawn_card_that_pairs_is_laid_down_and_empty_hands_are_skipped() -> None:
    state = fresh(4)
    arrange(state, {0: ["DOG2", "CAT1", "PETR"], 1: [], 2: ["CAT2"], 3: ["DOG1"]}, drawer=0)
    assert state.giver() == 3  # the right-hand neighbour of seat 0
    events = state.apply(state.legal_actions()[0])
    assert [e.kind for e in events] == ["draw", "pair", "out", "first_out"]
    assert {c.code for c in state.zones["pairs:0"]} >= {"DOG1", "DOG2"}
    assert state.first_out == [3]
    assert state.current_player == 2  # seat 1 has no cards and is skipped
    assert state.giver() == 0  # seat 2 draws from its right: seat 1 is empty, so seat 0


def test_last_holder_of_the_petr_loses_and_gets_a_mark() -> None:
    state = fresh(3)
    arrange(state, {0: ["CAT1"], 1: ["CAT2", "PETR"], 2: []}, drawer=0)
    assert state.giver() == 1  # seat 2 is empty, so seat 0 draws from seat 1 going right
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert state.loser is not None
    assert [c.code for c in state.hand(state.loser)] == ["PETR"]
    assert state.scores()[state.loser] == 1.0 and sum(state.scores()) == 1.0
    assert state.returns()[state.loser] == -1.0


def test_german_pack_keeps_one_ober_as_the_petr() -> None:
    state = fresh(4, pack="german-32")
    codes = {c.code for c in state.zones.cards()}
    assert len(codes) == 29
    assert "OL" in codes and not codes & {"OH", "OB", "OA"}
    ranks = Counter(c.rank for c in state.zones.cards())
    assert ranks["O"] == 1 and all(v == 4 for r, v in ranks.items() if r != "O")


def test_match_is_the_set_number_of_deals_and_fewest_marks_win() -> None:
    match = Match(GAME, 4, {"deals": 3}, seed=11)
    rng = random.Random(0)
    dealers = [match.state.context.dealer]
    while not match.is_over:
        deals_before = len(match.finished_deals)
        match.apply(match.legal_actions()[int(rng.random() * len(match.legal_actions()))])
        if len(match.finished_deals) > deals_before and not match.is_over:
            dealers.append(match.state.context.dealer)
    assert len(match.finished_deals) == 3
    assert dealers == [0, 1, 2]
    assert sum(match.scores()) == 3
    fewest = min(match.scores())
    assert match.winners() == [s for s, m in enumerate(match.scores()) if m == fewest]


def test_illegal_draw_names_the_rule_and_changes_nothing() -> None:
    state = fresh(4)
    before = state.to_dict()
    fan = len(state.hand(state.giver()))
    with pytest.raises(IllegalAction, match=f"from 1 to {fan}"):
        state.apply(Action("draw", number=fan + 3))
    with pytest.raises(IllegalAction, match="only move is to draw"):
        state.apply(Action("play", card=state.hand(0)[0]))
    assert state.to_dict() == before


def test_two_players_only_with_the_option() -> None:
    with pytest.raises(InvalidInput, match="players"):
        Match(GAME, 2)
    assert Match(GAME, 2, {"allow_two_players": True}).num_players == 2


def test_drawn_card_is_seen_by_drawer_and_giver_only() -> None:
    state = fresh(4)
    drawer, giver = state.current_player, state.giver()
    assert drawer is not None
    state.apply(state.legal_actions()[0])
    event = next(e for e in reversed(state.history) if e.kind == "draw")
    seen_by_drawer, seen_by_giver = event.for_seat(drawer), event.for_seat(giver)
    assert seen_by_drawer is not None and seen_by_drawer.cards
    assert seen_by_giver is not None and seen_by_giver.cards
    seen_by_others = [event.for_seat(s) for s in range(4) if s not in (drawer, giver)]
    assert all(seen is not None and not seen.cards for seen in seen_by_others)


def test_a_card_passed_on_blind_is_lost_to_the_seat_that_once_held_it() -> None:
    """Regression: seat 0 used to keep seeing its old card face up after it moved on to a third hand."""
    state = fresh(3)
    arrange(state, {0: ["CAT1", "DOG1"], 1: ["PETR"], 2: ["HARE1", "OWL1"]}, drawer=1)
    state.drawer, state.out_seats = 1, []
    # seat 1 draws from its right-hand neighbour, seat 0, until it gets the cat
    while not any(c.code == "CAT1" for c in state.hand(1)):
        twin = state.clone()
        twin.apply(twin.legal_actions()[0])
        state.rng = random.Random(state.rng.random())
        if any(c.code == "CAT1" for c in twin.hand(1)):
            state = twin
    cat = get_pack("cerny-petr-33").card("CAT1")
    assert state.zones.knows(0, cat)  # seat 0 saw it go to seat 1
    state.drawer = 2  # seat 2 draws from seat 1, whose only other card is the Petr
    while state.zones.where(cat) != "hand:2":
        twin = state.clone()
        twin.apply(twin.legal_actions()[0])
        state.rng = random.Random(state.rng.random())
        if twin.zones.where(cat) == "hand:2":
            state = twin
    assert not state.zones.knows(0, cat)
    assert cat not in state.observation(0).zone("hand:2").cards
