"""Stortok: the beating rules with main and minor trumps, piles set aside, who leads, the first out wins."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from ai.games.stortok.manifest import order_actions, rollout_action
from cards import get_pack
from games import IllegalAction, MatchContext
from games.stortok.rules import GAME, StortokState, can_beat, minor_suit, trump_class
from games.trick import rank_strength

PACK = get_pack("french-36")
STRENGTH = rank_strength(["6", "7", "8", "9", "10", "J", "Q", "K", "A"])
SUITS = [(s.code, s.colour) for s in PACK.suits]


def beats(card: str, target: str, main: str = "H") -> bool:
    return can_beat(PACK.card(card), PACK.card(target), main, minor_suit(SUITS, main), STRENGTH)


def test_minor_trump_is_the_other_suit_of_the_colour() -> None:
    assert [minor_suit(SUITS, s) for s in "HDSC"] == ["D", "H", "C", "S"]


@pytest.mark.parametrize(("card", "target", "expected"), [
    ("10S", "9S", True), ("8S", "9S", False),      # plain: a higher card of its suit
    ("6D", "9S", True), ("6H", "9S", True),        # ... or any trump, minor or main
    ("AC", "9S", False),                           # but not another plain suit
    ("10D", "9D", True), ("8D", "9D", False),      # minor: a higher minor
    ("6H", "9D", True),                            # ... or any main trump
    ("AS", "9D", False),                           # a plain card never beats a trump
    ("10H", "9H", True), ("8H", "9H", False),      # main: only a higher main trump
    ("AD", "9H", False), ("AS", "9H", False),
])
def test_beating_rules(card: str, target: str, expected: bool) -> None:
    assert beats(card, target) is expected


def deal(n: int = 3, seed: int = 1, **options: object) -> StortokState:
    state = GAME.new_deal(GAME.config(options), n, MatchContext(n, 0, 0, (0.0,) * n, {"bank": 0}), seed)
    assert isinstance(state, StortokState)
    return state


def rig(state: StortokState, layout: dict[str, list[str]], talon_top: Sequence[str] = ()) -> None:
    for zone, codes in layout.items():
        here = {state.pack.card(c) for c in codes}
        for code in codes:
            card = state.pack.card(code)
            if state.zones.where(card) != zone:
                spare = next(c for c in state.zones[zone] if c not in here)
                state.zones.swap(card, spare)
    talon = state.zones["talon"]  # test-only: fix the order of the face-down talon
    for i, code in enumerate(talon_top):
        j = talon.index(state.pack.card(code))
        talon[i], talon[j] = talon[j], talon[i]
    if "pile" in layout:
        state.main = state.zones["pile"][0].suit or ""
        state.minor = minor_suit(SUITS, state.main)


def act(state: StortokState, *codes: str) -> None:
    for code in codes:
        state.apply(state.action_from_code(code))


def legal(state: StortokState) -> list[str]:
    return sorted(a.code for a in state.legal_actions())


def hand(state: StortokState, seat: int) -> set[str]:
    return {c.code for c in state.hand(seat)}


LAYOUT = {"pile": ["9S"], "hand:1": ["10S", "7H", "8H", "9H", "10H"], "hand:2": ["JS", "6C", "7C", "QH", "6D"],
          "hand:0": ["6H", "QD", "8D", "9D", "10D"]}
TALON = ["AD", "8C", "KD", "AH", "7D"]


def test_a_fixed_deal_take_and_round() -> None:
    state = deal()
    rig(state, LAYOUT, TALON)
    assert (state.main, state.minor) == ("S", "C")
    assert state.bank == 3 and state.chips == [-1, -1, -1]
    assert state.current_player == 1
    assert legal(state) == ["play:10S", "take"]
    act(state, "play:10S")
    assert hand(state, 1) == {"AD", "7H", "8H", "9H", "10H"}  # drew the top of the talon
    assert legal(state) == ["play:JS", "take"]
    act(state, "play:JS")
    assert state.current_player == 0 and legal(state) == ["take"]
    act(state, "take")
    # the taker gets the top card; the rest of the pile is set aside; the next player leads anything
    assert "JS" in hand(state, 0) and state.zones.size("pile") == 0 and state.zones.size("discard") == 2
    assert state.current_player == 1 and len(legal(state)) == 5
    act(state, "play:7H")  # a lead draws too (the default)
    assert "KD" in hand(state, 1)
    # a plain heart falls to a higher heart or to any trump, minor (clubs) or main (spades)
    assert legal(state) == ["play:6C", "play:7C", "play:8C", "play:QH", "take"]
    act(state, "play:6C")
    # a minor trump falls only to a higher club or to a main trump
    assert legal(state) == ["play:JS", "take"]
    act(state, "play:JS")
    # everyone has played once: the pile goes out and the last player leads
    assert state.zones.size("pile") == 0 and state.zones.size("discard") == 5
    assert state.current_player == 0
    with pytest.raises(IllegalAction, match="lead"):
        act(state, "take")


def test_round_leader_option_next_player() -> None:
    state = deal(round_leader="next_player")
    rig(state, LAYOUT, TALON)
    act(state, "play:10S", "play:JS", "take", "play:7H", "play:6C", "play:JS")
    assert state.current_player == 1


def test_no_draw_after_lead_option() -> None:
    state = deal(draw_after_lead=False)
    rig(state, LAYOUT, TALON)
    act(state, "play:10S", "play:JS", "take", "play:7H")
    assert len(state.hand(1)) == 4


def test_illegal_beat_is_explained() -> None:
    state = deal()
    rig(state, LAYOUT, TALON)
    with pytest.raises(IllegalAction, match="main-trump card falls only to a higher main trump"):
        act(state, "play:7H")


def empty_talon(state: StortokState) -> None:
    for card in list(state.zones["talon"]):
        state.zones.move(card, "discard")


def test_first_out_takes_the_bank_and_card_penalty() -> None:
    state = deal(card_penalty=1)
    rig(state, LAYOUT, TALON)
    empty_talon(state)
    for card in list(state.hand(1)):
        if card.code != "10S":
            state.zones.move(card, "discard")
    assert hand(state, 1) == {"10S"}
    act(state, "play:10S")
    assert state.is_over and state.winners == [1]
    # the bank of 3 to the winner, and one chip for each of the ten cards the others still hold
    assert state.chips == [-1 - 5, 2 + 10, -1 - 5]
    assert state.bank == 0
    assert state.returns() == [-0.5, 1.0, -0.5]


def test_empty_talon_plays_on_or_reshuffles() -> None:
    state = deal()
    empty_talon(state)
    act(state, "take")
    assert len(state.hand(1)) == 6 and state.zones.size("talon") == 0
    state = deal(empty_talon="reshuffle")
    rig(state, LAYOUT, TALON)
    empty_talon(state)
    act(state, "play:10S")
    assert len(state.hand(1)) == 5  # the set-aside cards became a new talon to draw from
    assert state.zones.size("discard") == 0


def test_rollout_beats_cheaply_and_search_order() -> None:
    state = deal()
    rig(state, LAYOUT, TALON)
    act(state, "play:10S", "play:JS", "take", "play:7H")
    # playouts beat as cheaply as they can: a plain card before any trump
    assert rollout_action(state, random.Random(0)).code == "play:QH"
    ordered = [a.code for a in order_actions(state, state.legal_actions())]
    assert ordered[0] == "play:QH" and ordered[-1] == "take"


def test_last_loses_goal_plays_on_without_those_out() -> None:
    state = deal(goal="last_loses")
    rig(state, LAYOUT, TALON)
    empty_talon(state)
    for seat, keep in ((1, "10S"), (2, "JS")):
        for card in list(state.hand(seat)):
            if card.code != keep:
                state.zones.move(card, "discard")
    act(state, "play:10S")
    assert not state.is_over and state.out == [1] and state.current_player == 2
    act(state, "play:JS")
    # only the dealer still holds cards: he is the stortok; the other two share the bank of 3
    assert state.is_over and state.loser == 0 and state.out == [1, 2]
    assert state.chips == [-1, 0, 0] and state.bank == 1


def test_last_loses_skips_players_who_are_out() -> None:
    state = deal(n=4, goal="last_loses")
    rig(state, {"pile": ["9S"], "hand:1": ["10S", "7H", "8H", "9H", "10H"]}, [])
    empty_talon(state)
    for card in list(state.hand(1))[:]:
        if card.code != "10S":
            state.zones.move(card, "discard")
    act(state, "play:10S")
    assert state.out == [1] and state.current_player == 2
    act(state, "take")  # the pile goes aside; the next player still in leads
    assert state.current_player == 3
    act(state, state.legal_actions()[0].code)
    act(state, "take")
    assert state.current_player == 2  # seat 1 is skipped


def test_legal_moves_and_playouts_match_the_plain_rules_in_random_play() -> None:
    """The fast paths (rank order read once, no legal list in playouts) against the rules as written."""
    rng = random.Random(3)
    steps = 0
    variants: list[dict[str, object]] = [{}, {"goal": "last_loses"}, {"draw_after_lead": False}]
    for seed, options in enumerate(variants):
        state = GAME.new_deal(GAME.config(options), 4, MatchContext(4, 0, 0, (0.0,) * 4, {"bank": 0}), seed)
        assert isinstance(state, StortokState)
        while not state.is_over:
            assert state.turn is not None
            hand, pile = state.hand(state.turn), state.zones["pile"]
            plain = ([f"play:{c.code}" for c in hand] if not pile else
                     [f"play:{c.code}" for c in hand if can_beat(c, pile[-1], state.main, state.minor, STRENGTH)]
                     + ["take"])
            legal = state.legal_actions()
            assert [a.code for a in legal] == plain
            # the playout move: the cheapest card by (trump class, strength, a draw per card), else take
            mine, twin = random.Random(steps), random.Random(steps)
            cards = [(a, a.card) for a in legal if a.card is not None]
            expected = min(cards, key=lambda pair: (trump_class(pair[1], state.main, state.minor), STRENGTH(pair[1]),
                                                    twin.random()))[0] if cards else legal[0]
            assert rollout_action(state, mine) == expected and mine.random() == twin.random()
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
    assert steps > 150
