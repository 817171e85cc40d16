"""Kvarteto: dealing, asking, public knowledge in the observation and in sampled worlds, the AI's memory."""

from __future__ import annotations

import random

import pytest

from ai import PlayerView, make_player
from ai.games.kvarteto.manifest import KvartetoPlayer, recall
from games import IllegalAction, Match
from games.kvarteto.rules import GAME, KvartetoState, ask_action


def fresh(n: int = 3, options: dict | None = None, seed: int = 1) -> KvartetoState:
    state = Match(GAME, n, options or {}, seed).state
    assert isinstance(state, KvartetoState)
    return state


def rig(state: KvartetoState, hands: dict[int, list[str]]) -> None:
    for seat, codes in hands.items():
        for code in codes:
            state.zones.move(state.pack.card(code), f"hand:{seat}", forget=True)
    state.lacks, state.holds_some = set(), set()


# Three players, dealer 0, seat 1 to ask. Quartets 1..8 of four cards A-D.
HANDS = {
    0: ["1A", "2A", "3A", "4A", "5A", "6A", "7A", "8A", "1D", "2D"],
    1: ["1B", "2B", "3B", "4B", "5B", "6B", "7B", "8B", "3D", "4D", "5D"],
    2: ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "6D", "7D", "8D"],
}


def ask(state: KvartetoState, code: str, target: int) -> None:
    state.apply(ask_action(state.pack.card(code), target))


def test_all_cards_dealt_one_at_a_time_from_the_dealers_left() -> None:
    state = fresh(3)
    assert [len(state.hand(s)) + state.zones.size(f"quartets:{s}") for s in range(3)] == [10, 11, 11]
    assert state.current_player == 1 or state.zones.size("quartets:1") > 0


def test_you_may_only_ask_for_cards_of_quartets_you_hold_from_players_with_cards() -> None:
    state = fresh()
    rig(state, HANDS)
    legal = state.legal_actions()
    assert {a.card.code for a in legal if a.card} == {c for q in "12345678" for c in (q + "A", q + "C", q + "D")} - {
        "3D", "4D", "5D"}
    assert {a.number for a in legal} == {0, 2}
    state2 = fresh()
    rig(state2, {0: ["1A", "1B", "1C", "1D", "2A", "2B", "2C", "2D", "3A", "3B"],
                 1: ["3C", "3D", "4A", "4B", "4C", "4D", "5A", "5B", "5C", "5D", "6A"],
                 2: ["6B", "6C", "6D", "7A", "7B", "7C", "7D", "8A", "8B", "8C", "8D"]})
    with pytest.raises(IllegalAction, match="quartet you hold"):
        ask(state2, "8A", 2)


def test_a_given_card_keeps_the_turn_a_refusal_passes_it_and_everyone_learns() -> None:
    state = fresh()
    rig(state, HANDS)
    ask(state, "1A", 0)  # seat 1 holds 1B, asks seat 0 for 1A: given
    one_a = state.pack.card("1A")
    assert one_a in state.hand(1) and state.current_player == 1
    assert all(state.zones.knows(s, one_a) for s in range(3))
    ask(state, "1C", 0)  # seat 0 has no 1C: the turn goes to seat 0
    assert state.current_player == 0
    info = state.observation(2).public
    assert info["lacks"] == ["0:1C"] and "1:1" in info["holds_some"]


def test_a_complete_quartet_is_laid_down_at_once() -> None:
    state = fresh()
    rig(state, HANDS)
    ask(state, "1A", 0)
    ask(state, "1C", 2)
    ask(state, "1D", 0)
    assert [c.code for c in state.zones["quartets:1"]] == ["1B", "1A", "1C", "1D"]
    assert state.public_info()["quartets"] == [0, 1, 0]
    assert not any(key.endswith(":1") for key in state.public_info()["holds_some"])


def test_a_player_without_cards_drops_out_and_is_not_asked() -> None:
    state = fresh()
    rig(state, {0: ["1A", "1B", "1C"], 1: ["1D", "2A", "2B", "2C", "2D", "3A", "3B", "3C", "3D", "4A", "4B"],
                2: [c.code for c in state.pack.cards if c.code[0] in "45678" and c.code not in ("4A", "4B")]})
    assert len(state.hand(2)) == 18
    state.asker = 0
    ask(state, "1D", 1)  # seat 0 completes quartet 1 and has nothing left
    assert state.public_info()["out"] == [0] and state.current_player == 1
    assert all(a.number != 0 for a in state.legal_actions())


def test_sampled_worlds_keep_what_the_table_has_heard() -> None:
    state = fresh(4, seed=2)
    rng = random.Random(3)
    for _ in range(25):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rngs_below(rng, len(legal))])
    facts = state.public_info()
    assert facts["lacks"] or facts["holds_some"]
    for seat in range(4):
        for k in range(10):
            world = state.sample_world(seat, random.Random(k))
            assert isinstance(world, KvartetoState) and world.world_is_consistent(seat)
            for entry in facts["lacks"]:
                s, code = entry.split(":")
                assert world.pack.card(code) not in world.hand(int(s))
            for entry in facts["holds_some"]:
                s, key = entry.split(":")
                assert any(world.quartet(c) == key for c in world.hand(int(s)))


def rngs_below(rng: random.Random, n: int) -> int:
    return min(int(rng.random() * n), n - 1)


def test_sampled_worlds_differ_in_what_is_unknown() -> None:
    state = fresh(3)
    worlds = {tuple(sorted(c.code for c in state.sample_world(1, random.Random(k)).hand(2))) for k in range(6)}
    assert len(worlds) > 1


def test_german_pack_quartets_are_ranks() -> None:
    state = fresh(3, {"pack": "german-32"})
    assert state.quartet(state.pack.card("UL")) == "U"
    assert len(state.quartet_cards("A")) == 4


def test_ai_asks_for_a_card_it_saw_handed_over() -> None:
    state = fresh()
    rig(state, HANDS)
    ask(state, "1A", 0)  # seat 1 now holds 1A (everyone saw)
    ask(state, "2C", 0)  # refused: seat 0's turn
    assert state.current_player == 0
    choice = KvartetoPlayer("hard", seed=1).choose(PlayerView(state, 0, random.Random(1)))
    # seat 0 holds 1D; the table knows seat 1 holds 1A and 1B is his too, so the surest ask is to seat 1
    assert choice.number == 1 and choice.card is not None and choice.card.code == "1A"


def test_easy_ai_forgets_old_asks() -> None:
    state = fresh()
    rig(state, HANDS)
    ask(state, "1A", 0)
    for code, target in (("2C", 2), ("3C", 2), ("4C", 2), ("5C", 2)):
        ask(state, code, target)
    obs = state.observation(0)
    card = state.pack.card("1A")
    assert recall(obs.history, "suit", 10_000).holder[card] == 1
    assert card not in recall(obs.history, "suit", 3).holder


def test_registered_players_finish_a_deal() -> None:
    match = Match(GAME, 4, {}, 7)
    bots = [make_player(f"kvarteto:{lvl}", "kvarteto", s) for s, lvl in enumerate(("easy", "normal", "hard", "hard"))]
    rng = random.Random(0)
    while not match.is_over:
        seat = match.current_player
        assert seat is not None
        match.apply(bots[seat].choose(PlayerView(match.state, seat, rng)))
    assert sum(match.scores()) == 8


def test_a_world_is_sampled_even_when_the_constructive_deal_keeps_failing(monkeypatch: pytest.MonkeyPatch) -> None:
    """After SAMPLE_TRIES failed deals the generic re-deal takes over (the fallback was once missing: a crash)."""
    match = Match(GAME, 4, {}, 3)
    state = match.state
    seat = state.current_player
    assert seat is not None
    monkeypatch.setattr(KvartetoState, "_deal_unseen", lambda self, seat, rng: False)
    world = state.sample_world(seat, random.Random(1))
    assert world is not state and world.hand(seat) == state.hand(seat)
    assert world.observation(seat).zones == state.observation(seat).zones
