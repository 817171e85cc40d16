"""Komando: known-answer deals (blind take, buying, quarters of the bank, the komandant's double penalty)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai.games.komando.manifest import MODEL, plausibility, rollout_action
from games import IllegalAction, InvalidInput, MatchContext
from games.komando.rules import GAME, KomandoState


def deal(n: int = 3, bank: int = 0, seed: int = 2, **options: Any) -> KomandoState:
    config = GAME.config(options)
    state = GAME.new_deal(config, n, MatchContext(n, 0, 0, (0.0,) * n, {"bank": bank}), seed)
    assert isinstance(state, KomandoState)
    return state


def rig(state: KomandoState, layout: dict[str, list[str]], talon_top: list[str] = ()) -> None:  # type: ignore[assignment]
    """Named cards into named zones (swapping, sizes kept); `talon_top` fixes the order the talon is dealt in."""
    for zone, codes in layout.items():
        here = {state.pack.card(c) for c in codes}
        for code in codes:
            card = state.pack.card(code)
            if state.zones.where(card) != zone:
                spare = next(c for c in state.zones[zone] if c not in here)
                state.zones.swap(card, spare)
    talon = state.zones["talon"]  # test-only: reorder the face-down talon in place
    for i, code in enumerate(talon_top):
        j = talon.index(state.pack.card(code))
        talon[i], talon[j] = talon[j], talon[i]
    if "turned" in layout:
        state.trump = state.zones["turned"][0].suit or ""


def act(state: KomandoState, *codes: str) -> None:
    for code in codes:
        state.apply(state.action_from_code(code))


def hand(state: KomandoState, seat: int) -> set[str]:
    return {c.code for c in state.hand(seat)}


def legal(state: KomandoState) -> list[str]:
    return [a.code for a in state.legal_actions()]


def test_blind_take_buying_and_quarters() -> None:
    state = deal()
    assert state.bank == 8 and state.zones.size("blind") == 2 and not state.hand(0)
    rig(state, {"turned": ["KH"], "blind": ["AS", "8C"], "hand:1": ["AD", "9S"], "hand:2": ["7D", "8D"]},
        ["10H", "7S", "QH", "9D", "7C", "10C", "JH", "8S"])
    assert state.current_player == 0 and legal(state) == ["take_blind", "look"]
    assert not any(state.zones.knows(0, c) for c in state.zones["blind"])  # the dealer has not looked
    act(state, "take_blind")
    assert state.komandant == 0 and state.needed == 2
    assert hand(state, 0) == {"AS", "8C", "QH", "10C", "KH"}
    assert hand(state, 1) == {"AD", "9S", "10H", "9D"}
    assert state.current_player == 1 and legal(state) == ["jdu", "pas"]
    act(state, "jdu", "pas")
    assert state.phase == "buy" and state.current_player == 1
    assert legal(state)[0] == "done"
    act(state, "discard:9D", "done")
    assert hand(state, 1) == {"AD", "9S", "10H", "JH"}
    assert state.current_player == 0
    assert "done" not in legal(state)  # five cards: at least one must go
    with pytest.raises(IllegalAction, match="discard at least one"):
        act(state, "done")
    act(state, "discard:8C", "discard:10C", "done")
    assert hand(state, 0) == {"AS", "QH", "KH", "8S"}  # two out, one in
    assert state.bought == [1, 1, 0]
    assert state.phase == "play" and state.current_player == 0
    act(state, "play:KH")
    assert sorted(legal(state)) == ["play:10H", "play:JH"]  # follow suit, no duty to head
    act(state, "play:10H", "play:AS", "play:9S", "play:8S")
    assert legal(state) == ["play:JH"]  # void in spades: must trump
    act(state, "play:JH", "play:AD")
    assert legal(state) == ["play:QH"]
    act(state, "play:QH")
    assert state.is_over
    assert state.tricks_won == [3, 1, 0]
    assert state.chips == [-8 + 6, 2, 0] and state.bank == 0 and state.failed == []


def test_the_taken_trump_discarded_face_down_is_hidden_from_the_others() -> None:
    """Everyone saw the dealer take the turned KH; which card he then discards nobody else sees."""
    for discarded in ("KH", "8C"):
        state = deal()
        rig(state, {"turned": ["KH"], "blind": ["AS", "8C"], "hand:1": ["AD", "9S"], "hand:2": ["7D", "8D"]},
            ["10H", "7S", "QH", "9D", "7C", "10C", "JH", "8S"])
        act(state, "take_blind", "jdu", "jdu", "done", "done")
        assert all(state.zones.knows(s, state.pack.card("KH")) for s in (1, 2))
        act(state, f"discard:{discarded}")
        for seat in (1, 2):
            zones = {z.name: z.cards for z in state.observation(seat).zones}
            assert zones["discard"] == (None,) and set(zones["hand:0"]) == {None}, (discarded, seat)


def test_komandant_short_of_two_tricks_pays_double() -> None:
    state = deal()
    rig(state, {"turned": ["7C"], "hand:1": ["8H", "9H"], "hand:2": ["AC", "AH"]},
        ["10H", "KC", "8D", "KH", "QH"])
    act(state, "look")
    assert state.zones.size("blind") == 0 and len(state.hand(0)) == 2
    act(state, "dal", "take")
    assert state.komandant == 1 and state.needed == 2  # the seven helps only a dealer komandant
    assert state.zones.where(state.pack.card("7C")) == "turned"
    assert state.current_player == 2
    act(state, "jdu", "pas")
    assert state.buy_order == [2, 1]
    act(state, "done", "done")
    assert hand(state, 1) == {"8H", "9H", "10H", "KH"} and hand(state, 2) == {"AC", "AH", "KC", "QH"}
    act(state, "play:8H", "play:AH", "play:AC", "play:9H", "play:KC", "play:10H", "play:QH", "play:KH")
    assert state.tricks_won == [0, 1, 3]
    assert state.failed == [1]
    # quarters of 8: seat 2 takes 6, seat 1 takes 2 and pays twice the 8 played for
    assert state.chips == [-8, 2 - 16, 6]
    assert state.bank == 16
    assert sum(state.chips) + state.bank == 0


def test_turned_seven_lowers_the_dealer_duty() -> None:
    state = deal()
    rig(state, {"turned": ["7S"]})
    act(state, "take_blind")
    assert state.needed == 1
    state = deal(seven_rule=False)
    rig(state, {"turned": ["7S"]})
    act(state, "take_blind")
    assert state.needed == 2


def test_nobody_takes_the_bank_carries() -> None:
    state = deal(bank=16)
    act(state, "look", "dal", "dal", "dal")
    assert state.is_over and state.outcome == "nobody_took"
    assert state.bank == 24 and state.chips == [-8, 0, 0]
    state = deal(nobody_takes="dealer_must")
    act(state, "look", "dal", "dal", "dal")
    assert state.komandant == 0 and not state.with_trump and state.phase == "join"


def test_nobody_joins_komandant_takes_bank() -> None:
    state = deal(bank=16)
    act(state, "take_blind", "pas", "pas")
    assert state.is_over and state.chips == [16, 0, 0] and state.bank == 0
    state = deal(bank=16, nobody_joins="carry")
    act(state, "take_blind", "pas", "pas")
    assert state.is_over and state.chips == [-8, 0, 0] and state.bank == 24


def test_exchange_limit_option() -> None:
    state = deal(max_buy=2)
    act(state, "look", "take", "jdu", "pas")
    assert state.current_player == 1
    act(state, legal(state)[1])
    act(state, legal(state)[1])  # a second discard reaches the limit
    assert legal(state) == ["done"]


def test_without_blind_bonus_the_dealer_sees_his_cards() -> None:
    state = deal(blind_bonus=False)
    assert len(state.hand(0)) == 2 and legal(state) == ["take", "dal"]


def test_stake_must_divide_by_four() -> None:
    with pytest.raises(InvalidInput, match="divide by 4"):
        GAME.config({"stake": 6})


def test_rollout_takes_blind_on_a_good_turned_card() -> None:
    state = deal()
    rig(state, {"turned": ["AH"]})
    assert rollout_action(state, random.Random(1)).code == "take_blind"
    state = deal()
    rig(state, {"turned": ["9H"]})
    assert rollout_action(state, random.Random(1)).code == "look"


def test_plausibility_reads_joining_and_staying_home_until_the_exchange() -> None:
    state = deal()
    rig(state, {"turned": ["KH"], "blind": ["AS", "8C"], "hand:1": ["AD", "9S"], "hand:2": ["7D", "8D"]},
        ["10H", "7S", "QH", "9D", "7C", "10C", "JH", "8S"])
    act(state, "take_blind")  # hearts are trumps; seat 1 now holds AD 9S 10H 9D, seat 2 7D 8D 7S 7C
    assert 0.2 < MODEL.likelihood(state, state.hand(1), True) < 0.8  # on the measured curve, about 0.6
    act(state, "jdu", "pas")
    joined = MODEL.likelihood(state, state.hand(1), True)
    stayed = MODEL.likelihood(state, state.zones["folded"], False)
    assert plausibility(state, 0) == pytest.approx(joined * stayed)
    assert plausibility(state, 1) == pytest.approx(stayed)  # seat 1 does not read its own decision
    act(state, "discard:9D", "done")  # seat 1 exchanged: its hand is no longer the one it joined on
    assert plausibility(state, 0) == pytest.approx(stayed)
    # a strong hand at home is the surprise: seat 2 stays home on AD 9S 10H 7C while seat 1 joins on 7D 8D 7S JH
    strong = deal()
    rig(strong, {"turned": ["KH"], "blind": ["AS", "8C"], "hand:1": ["7D", "8D"], "hand:2": ["AD", "9S"]},
        ["7S", "10H", "QH", "JH", "7C", "10C", "9D", "8S"])
    act(strong, "take_blind", "jdu", "pas")
    assert plausibility(strong, 0) < plausibility(state, 1) / 2


def test_a_player_who_buys_nothing_is_said_to_buy_nothing() -> None:
    """'Jan si dokupuje 0 karet.' (and, to himself, 'Jan si dokupuje .') was the log's line for a stand-pat."""
    from games.words.sentences import describe

    state = deal()
    act(state, "take_blind", "jdu", "pas", "done")  # seat 1 keeps his cards
    bought = [e for e in state.history if e.kind == "buy"]
    assert bought and all(e.value == 0 for e in bought)
    texts = {describe(e, lang, ["Eva", "Jan", "Pavel"], GAME) for e in bought for lang in ("cs", "en")}
    assert texts == {"Jan si nic nedokupuje.", "Jan buys no cards."}
