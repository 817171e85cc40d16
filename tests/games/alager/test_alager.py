"""Known answers for Alager: hand values, the special hands, knocking, passing, penalties."""

from __future__ import annotations

import random

import pytest

from ai.games.alager.manifest import rollout_action
from cards import Card, get_pack
from games import IllegalAction, Match, get_game
from games import rng as rngs
from games.alager.rules import GAME, KNOCK, PASS, SWAP_ALL, AlagerState, hand_value, special_hand, take_action
from games.state import MatchContext

FRENCH = get_pack("french-52")
VALUES = {str(k): int(v) for k, v in GAME.rulebook.card_values.items()}


def cards(*codes: str) -> list[Card]:
    return [FRENCH.card(c) for c in codes]


def fresh(n: int = 3, dealer: int = 0, seed: int = 1, totals: tuple[float, ...] | None = None,
          **options: object) -> AlagerState:
    config = GAME.config(options)
    context = MatchContext(n, 0, dealer, totals or (0.0,) * n)
    for attempt in range(50):  # skip the rare deal that starts with an Alager
        state = GAME.new_deal(config, n, context, seed + attempt * 1000)
        if not state.is_over:
            assert isinstance(state, AlagerState)
            return state
    raise AssertionError("no playable deal")


def set_hands(state: AlagerState, hands: dict[int, list[str]], table: list[str]) -> None:
    for seat, codes in hands.items():
        for card in list(state.hand(seat)):
            state.zones.move(card, "talon", index=0)
        for code in codes:
            state.zones.move(FRENCH.card(code), f"hand:{seat}")
    for card in list(state.zones["table"]):
        state.zones.move(card, "talon", index=0)
    for code in table:
        state.zones.move(FRENCH.card(code), "table")
        state.zones.reveal(FRENCH.card(code))


@pytest.mark.parametrize(("codes", "value"), [
    (("AH", "KH", "9H"), 30), (("AH", "9H", "5S"), 20), (("2C", "3D", "4S"), 4), (("AH", "AS", "AD"), 11),
    (("10S", "JS", "QS"), 30), (("AC", "KC", "QC"), 31), (("7D", "8D", "6D"), 21),
])
def test_a_hand_counts_its_best_suit(codes: tuple[str, ...], value: int) -> None:
    assert hand_value(cards(*codes), VALUES) == value


def test_special_hands() -> None:
    assert special_hand(cards("QH", "KH", "AH"), ["Q", "K", "A"], True) == "alager"
    assert special_hand(cards("QH", "KS", "AH"), ["Q", "K", "A"], True) is None
    assert special_hand(cards("AH", "AS", "AC"), ["Q", "K", "A"], True) == "hori"
    assert special_hand(cards("AH", "AS", "AC"), ["Q", "K", "A"], False) is None
    german = get_pack("german-32")
    assert special_hand([german.card(c) for c in ("OL", "KL", "AL")], ["O", "K", "A"], True) == "alager"


def test_taking_an_alager_from_the_table_ends_the_deal_at_once() -> None:
    state = fresh(3)
    seat = state.current_player
    assert seat is not None
    others = [s for s in range(3) if s != seat]
    set_hands(state, {seat: ["QH", "KH", "2S"], others[0]: ["3C", "4D", "5S"], others[1]: ["10C", "JC", "9D"]},
              ["AH", "7S", "8S"])
    state.apply(take_action(FRENCH.card("AH")))
    assert state.current_player == seat  # must now put a card back
    with pytest.raises(IllegalAction, match="put one of your other cards"):
        state.apply(PASS)
    give = next(a for a in state.legal_actions() if a.card == FRENCH.card("2S"))
    events = state.apply(give)
    assert state.is_over and state.ended_by == "alager"
    assert any(e.kind == "alager" and e.seat == seat for e in events)
    assert state.scores()[seat] == -1 and state.scores()[others[0]] == 1 and state.scores()[others[1]] == 0


def test_knock_gives_everyone_else_exactly_one_more_turn() -> None:
    state = fresh(4, dealer=3)
    assert state.current_player == 0
    set_hands(state, {0: ["AS", "KS", "9S"], 1: ["2C", "3D", "4H"], 2: ["10C", "JC", "9D"], 3: ["5C", "5D", "6H"]},
              ["7S", "8H", "2D"])
    state.apply(KNOCK)
    turns = []
    while not state.is_over:
        turns.append(state.current_player)
        assert KNOCK not in state.legal_actions()
        state.apply(PASS)
    assert turns == [1, 2, 3]
    assert state.ended_by == "knock"
    assert state.shown == [30, 4, 20, 6]
    assert state.scores() == [0, 1, 0, 0]


def test_everyone_passing_turns_three_new_table_cards() -> None:
    state = fresh(3)
    old = list(state.zones["table"])
    for _ in range(3):
        state.apply(PASS)
    new = list(state.zones["table"])
    assert len(new) == 3 and not set(new) & set(old)
    assert sorted(state.zones["talon"][:3]) == sorted(old)  # slipped under the stock, where everyone saw them go


def test_tied_lowest_hands_follow_the_option() -> None:
    for rule, expected in (("all", [0, 1, 1]), ("none", [0, 0, 0])):
        state = fresh(3, dealer=2, lowest_tie=rule)
        set_hands(state, {0: ["AS", "KS", "9S"], 1: ["2C", "3D", "4H"], 2: ["2S", "3H", "4C"]}, ["7S", "8H", "2D"])
        state.apply(KNOCK)
        state.apply(PASS)
        state.apply(PASS)
        assert state.scores() == expected, rule


def test_swap_all_exchanges_hand_and_table() -> None:
    state = fresh(3)
    seat = state.current_player
    assert seat is not None
    hand, table = set(state.hand(seat)), set(state.zones["table"])
    state.apply(SWAP_ALL)
    if not state.is_over:
        assert set(state.hand(seat)) == table and set(state.zones["table"]) == hand


def test_penalties_never_go_below_zero_and_the_limit_ends_the_match() -> None:
    match = Match(GAME, 3, {"penalty_limit": 2}, seed=4)
    while not match.is_over:
        match.apply(KNOCK if KNOCK in match.legal_actions() else match.legal_actions()[0])
        assert min(match.scores()) >= 0
    assert max(match.scores()) >= 2
    assert match.winners() == [s for s, t in enumerate(match.scores()) if t == min(match.scores())]


def test_the_option_change_reaches_the_engine() -> None:
    assert get_game("resto") is GAME
    assert GAME.player_counts(GAME.config({"pack": "german-32"}))[-1] == 8


def plain_playout_move(state: AlagerState, rng: random.Random) -> str:
    """The playout policy as first written: a random move one time in four (or after a take), else the best
    single exchange with the table by hand value, else knock on 25 or more, else pass."""
    legal = state.legal_actions()
    seat = state.current_player
    assert seat is not None
    if state.taken is not None or rngs.below(rng, 4) == 0:
        return legal[rngs.below(rng, len(legal))].code
    best, best_value = "pass", hand_value(state.hand(seat), VALUES)
    for card in state.zones["table"]:
        for mine in state.hand(seat):
            value = hand_value([c for c in state.hand(seat) if c != mine] + [card], VALUES)
            if value > best_value:
                best, best_value = f"take:{card.code}", value
    return "knock" if best == "pass" and best_value >= 25 and state.knocker is None else best


@pytest.mark.parametrize("pack", ["french-52", "german-32"])
def test_playout_moves_match_the_plain_policy_in_random_play(pack: str) -> None:
    rng = random.Random(5)
    checked = 0
    for seed in range(12):
        state = fresh(4, seed=seed, pack=pack)
        while not state.is_over:
            mine, twin = random.Random(checked), random.Random(checked)
            assert rollout_action(state, mine).code == plain_playout_move(state, twin)
            assert mine.random() == twin.random()
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            checked += 1
    assert checked > 100

