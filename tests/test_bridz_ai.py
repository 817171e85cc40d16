"""The bridge AI: the written system's known answers, the reading of bids, and card play."""

from __future__ import annotations

import random

import pytest

from ai import PlayerView, bridz_play
from ai import bridz_bidding as bidding
from ai.registry import make_player, player_names
from cards import Card, get_pack
from games import Match
from games import bridz_dds as dds
from games.bridz import CLAIM, GAME

PACK = get_pack("french-52")


def hand(spec: str) -> list[Card]:
    """'AKQ52.KJ4.Q3.A82' (spades.hearts.diamonds.clubs, T for ten) -> cards."""
    out = []
    for suit, ranks in zip("SHDC", spec.split("."), strict=True):
        out += [PACK.card(("10" if r == "T" else r) + suit) for r in ranks]
    assert len(out) == 13, spec
    return out


@pytest.mark.parametrize(("calls", "dealer", "seat", "spec", "expected"), [
    ([], 0, 0, "AQ5.KJ4.Q93.A852", "1NT"),          # 16 balanced
    ([], 0, 0, "AKJ52.K4.Q93.852", "1S"),           # 5 spades, 13
    ([], 0, 0, "AK52.K4.QJ93.852", "1D"),           # no five-card major, 4 diamonds
    ([], 0, 0, "AK52.K4.QJ9.8532", "1C"),
    ([], 0, 0, "K52.KQJ954.93.82", "2H"),           # weak two
    ([], 0, 0, "AKQ.AKJ4.AQ3.KQ2", "2C"),           # 27: strong
    ([], 0, 0, "852.K4.Q93.J8532", "P"),
    (["1NT", "P"], 0, 2, "KJ52.Q4.K93.8532", "2C"),  # Stayman with a four-card major and 9
    (["1NT", "P", "2C", "P"], 0, 0, "AQ5.KJ42.Q93.A85", "2H"),
    (["1NT", "P", "2C", "P"], 0, 0, "AQ5.KJ4.Q932.A85", "2D"),
    (["1NT", "P", "2C", "P", "2H", "P"], 0, 2, "KJ52.Q4.K93.8532", "2NT"),  # 9: invite, no heart fit
    (["1H", "P"], 0, 2, "K52.Q84.J93.8532", "2H"),  # single raise 6 points
    (["1H", "P"], 0, 2, "K52.Q842.KJ3.Q53", "3H"),  # limit raise, 11
    (["1S", "P"], 0, 2, "52.Q84.J93.A8532", "1NT"),
    (["1H"], 0, 1, "AKJ52.84.J93.853", "1S"),       # overcall
    (["1H"], 0, 1, "AK52.4.KJ93.Q853", "X"),        # takeout double
])
def test_system_known_answers(calls: list[str], dealer: int, seat: int, spec: str, expected: str) -> None:
    assert bidding.suggest(calls, dealer, seat, hand(spec)).call == expected


def test_blackwood_answers_count_aces() -> None:
    calls = ["1S", "P", "3S", "P", "4NT", "P"]
    assert bidding.suggest(calls, 0, 2, hand("KQ52.A84.J93.A53")).call == "5H"  # two aces
    assert bidding.suggest(calls, 0, 2, hand("KQ52.Q84.J93.K53")).call == "5C"  # none


def test_every_call_has_a_meaning_in_both_languages() -> None:
    rules, _ = bidding.system()
    assert len(rules) > 100
    assert all(r.cs and r.en and "{s}" not in r.en for r in rules)
    m = bidding.meaning([], 0, 0, "1S")
    assert m.en == "5+ spades, 12–21 points" and "♠" in m.cs
    action = bridz_play.labelled(bidding.suggest([], 0, 0, hand("AKJ52.K4.Q93.852")))
    assert action.label("en") == "1♠: 5+ spades, 12–21 points"


def test_inference_narrows_points_and_lengths() -> None:
    shapes = bidding.infer(["1NT", "P", "2C", "P", "2S", "P"], 0)
    assert shapes[0].hcp == [15, 17] and shapes[0].lens["S"][0] == 4 and shapes[0].lens["H"][1] == 3
    assert shapes[2].hcp[0] == 8
    assert shapes[1].hcp == [0, 17]  # passed over 1NT: nothing to overcall with


def test_players_are_registered() -> None:
    names = player_names("bridz")
    assert {"bridz:easy", "bridz:normal", "bridz:hard"} <= set(names)


def first_play_position(seed: int) -> Match:
    match = Match(GAME, 4, {"seating": "fixed"}, seed)
    bots = [make_player("bridz:easy", "bridz", s) for s in range(4)]
    rng = random.Random(seed)
    while match.state.phase == "auction":  # the AI bids until the play starts (or the deal is thrown in)
        s = match.current_player
        match.apply(bots[s].choose(PlayerView(match.state, s, rng)))
    return match


@pytest.mark.skipif(not dds.available(), reason="endplay (DDS) is not installed")
def test_card_play_takes_a_sure_trick_and_samples_consistently() -> None:
    match = first_play_position(2)
    while match.state.phase != "play":
        match = first_play_position(int(match.seed) + 1)
    state = match.state
    player = bridz_play.BridzPlayer("easy", seed=1)
    rng = random.Random(0)
    for _ in range(12):
        seat = state.current_player
        view = PlayerView(state, seat, rng)
        positions = bridz_play.sample_positions(view, bridz_play.PLAY_LEVELS["easy"], random.Random(1))
        for hands, _, leader, trick in positions:
            assert sum(len(h) for h in hands) + len(trick) == 52 - 4 * state.trick_number()
            assert leader == (state.turn - len(trick)) % 4
            for s in range(4):  # known hands are kept exactly, shown-out suits respected
                if s == seat or (s == state.dummy and state.trick_number() + len(state.zones["trick"]) > 0):
                    assert sorted(c.code for c in hands[s]) == sorted(c.code for c in state.hand(s))
            for s, suit in state.voids:
                assert not any(c.suit == suit for c in hands[s])
        action = player.choose(view)
        assert action in state.legal_actions() and action != CLAIM
        state.apply(action)


def test_without_the_solver_the_ai_still_plays(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dds, "_tried", True)
    monkeypatch.setattr(dds, "_dds", None)
    match = first_play_position(6)
    player = bridz_play.BridzPlayer("easy", seed=1)
    assert player.fallback is not None
    state = match.state
    if state.is_over:
        pytest.skip("thrown in")
    action = player.choose(PlayerView(state, state.current_player, random.Random(0)))
    assert action in state.legal_actions()
    if action.card is not None:
        assert "endplay" in action.label("en")


def test_hint_names_the_call_and_its_meaning() -> None:
    match = Match(GAME, 4, {"seating": "fixed"}, 1)
    text = bridz_play.hint(PlayerView(match.state, 0, random.Random(0)), "en")
    assert ":" in text and text.split(":")[0] in {"Pass", *[f"{lvl}{s}" for lvl in range(1, 8)
                                                             for s in "♣♦♥♠"], "1NT", "2NT", "3NT"}
