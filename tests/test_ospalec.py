"""Ospalec: the cut of the packs, the chain of passes, the whole suit, the race and its order."""

from __future__ import annotations

import random

import pytest

from ai import PlayerView, make_player
from ai.games.ospalec import OspalecPlayer
from games import IllegalAction, Match
from games.actions import Action
from games.ospalec import GAME, OspalecState, pass_action, react_action


def rig(state: OspalecState, hands: dict[int, list[str]]) -> None:
    """Give each seat exactly these cards (codes), nobody knowing anyone else's."""
    for seat, codes in hands.items():
        for code in codes:
            state.zones.move(state.pack.card(code), f"hand:{seat}", forget=True)
    for seat in hands:
        assert sorted(c.code for c in state.hand(seat)) == sorted(hands[seat])


FOUR = {
    0: ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "7D"],
    1: ["AS", "8H", "9H", "10H", "JH", "QH", "KH", "AC"],
    2: ["7H", "8D", "9D", "10D", "JD", "QD", "KD", "AD"],
    3: ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AH"],
}
TOGETHER = {
    0: ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AH"],
    1: ["7H", "8H", "9H", "10H", "JH", "QH", "KH", "AS"],
    2: ["7D", "8D", "9D", "10D", "JD", "QD", "KD", "AC"],
    3: ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AD"],
}


def fresh(n: int = 4, options: dict | None = None, seed: int = 1) -> OspalecState:
    state = Match(GAME, n, options or {}, seed).state
    assert isinstance(state, OspalecState)
    return state


@pytest.mark.parametrize(("n", "size", "twins"), [(3, 24, 0), (4, 32, 0), (5, 40, 8), (6, 48, 16)])
def test_one_suit_per_player_from_one_pack_or_two(n: int, size: int, twins: int) -> None:
    state = fresh(n)
    cards = list(state.zones.cards())
    assert len(cards) == size and all(len(state.hand(s)) == 8 for s in range(n))
    assert sum(1 for c in cards if c.copy == 2) == twins
    assert state.suits == ["S", "H", "D", "C"][:min(n, 4)]
    if n == 6:  # the second pack gives spades and hearts again
        assert {c.suit for c in cards if c.copy == 2} == {"S", "H"}


def test_chain_pass_give_back_then_pass_on() -> None:
    state = fresh()
    rig(state, FOUR)
    assert state.current_player == 0 and state.phase == "pass"
    state.apply(pass_action(state.pack.card("7D"), "pass", state.pack.id))
    assert state.current_player == 1 and state.phase == "give"
    assert state.zones.knows(0, state.pack.card("7D")) and not state.zones.knows(2, state.pack.card("7D"))
    state.apply(pass_action(state.pack.card("AS"), "give", state.pack.id))  # seat 1 hands seat 0 the ace it lacked
    assert state.order[0] == 0 and state.phase == "race"
    assert [c.code for c in state.zones["down:0"]] == ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]
    assert state.current_player == 1  # the race starts left of the first one down


def test_passing_a_card_you_do_not_hold_is_refused_with_a_reason() -> None:
    state = fresh()
    rig(state, FOUR)
    with pytest.raises(IllegalAction, match="own hand"):
        state.apply(pass_action(state.pack.card("AS"), "pass", state.pack.id))


def test_race_orders_by_secret_times_and_the_last_is_ospalec() -> None:
    state = fresh()
    rig(state, FOUR)
    state.apply(pass_action(state.pack.card("7D"), "pass", state.pack.id))
    state.apply(pass_action(state.pack.card("AS"), "give", state.pack.id))
    state.apply(react_action(9))  # seat 1
    assert state.public_info()["times"] == {} and state.public_info()["reacted"] == [1]
    assert state.observation(2).history[-1].value is None  # seat 2 cannot see seat 1's time
    state.apply(react_action(4))  # seat 2
    state.apply(react_action(9))  # seat 3: as slow as seat 1, who sits nearer seat 0's left
    assert state.is_over and state.order == [0, 2, 1, 3]
    assert state.public_info()["ospalec"] == 3
    assert state.scores() == [3.0, 1.0, 2.0, 0.0]
    assert state.returns() == pytest.approx([1.0, -1 / 3, 1 / 3, -1.0])


def test_sampled_worlds_do_not_know_the_others_times() -> None:
    state = fresh()
    rig(state, FOUR)
    state.apply(pass_action(state.pack.card("7D"), "pass", state.pack.id))
    state.apply(pass_action(state.pack.card("AS"), "give", state.pack.id))
    state.apply(react_action(2))  # seat 1 is very fast
    times = {state.sample_world(2, random.Random(k)).reactions[1] for k in range(20)}
    assert len(times) > 1


def test_twins_count_alike_for_a_whole_suit() -> None:
    state = fresh(5)
    spades = ["7S", "8S.2", "9S", "10S.2", "JS", "QS", "KS.2"]
    rest = sorted((c.code for c in state.zones.cards() if c.code not in spades and c.code != "AS.2"),
                  key=lambda code: (code[-1] if "." not in code else code[-3], code))
    hands: dict[int, list[str]] = {s: [] for s in range(5)}
    hands[0].append("AS.2")
    hands[1] += spades
    for i, code in enumerate(rest):  # round-robin, so nobody else holds a whole suit
        seat = [seat for seat in range(5) if len(hands[seat]) < 8][i % len([s for s in range(5) if len(hands[s]) < 8])]
        hands[seat].append(code)
    rig(state, hands)
    assert state.whole_suit(1) == []
    state.apply(pass_action(state.pack.card("AS.2"), "pass", state.pack.id))
    assert state.order == [1]
    assert [c.code for c in state.zones["down:1"]] == ["7S", "8S.2", "9S", "10S.2", "JS", "QS", "KS.2", "AS.2"]


def test_round_limit_ranks_by_longest_suit() -> None:
    state = fresh(3, {"rounds": 5})
    rng = random.Random(4)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    assert state.by_limit and state.passes == 15
    counts = [max(len({c.rank for c in state.zones[f"down:{s}"] if c.suit == suit}) for suit in state.suits)
              for s in state.order]
    assert counts == sorted(counts, reverse=True) and len(state.order) == 3
    assert state.history[-2].kind == "round_limit"


def test_together_everyone_passes_at_once() -> None:
    state = fresh(4, {"passing": "together"})
    rig(state, TOGETHER)
    assert state.phase == "together" and state.current_player == 1
    for seat, code in ((1, "AS"), (2, "AC"), (3, "AD")):
        state.apply(pass_action(state.pack.card(code), "pass", state.pack.id))
        assert len(state.hand((seat + 1) % 4)) == 8  # nothing arrives before everyone has chosen
    state.apply(pass_action(state.pack.card("AH"), "pass", state.pack.id))
    # seat 1 gets the AH (hearts complete) and seat 3 the AC (clubs complete) at the same moment:
    # the one nearer the dealer's left is first.
    assert state.order == [1, 3] and state.phase == "race" and state.current_player == 2
    assert state.pack.card("AD") in state.hand(0) and state.pack.card("AS") in state.hand(2)


def test_ai_keeps_its_suit() -> None:
    state = fresh()
    rig(state, FOUR)
    action = OspalecPlayer("hard", seed=1).choose(PlayerView(state, 0, random.Random(1)))
    assert action.kind == "pass" and action.card is not None and action.card.code == "7D"


def test_ai_does_not_hand_a_suit_to_the_player_it_saw_keep_it() -> None:
    from games.events import Event, private

    for seed in range(12):
        state = fresh()
        rig(state, FOUR)
        # Earlier, seat 1 handed seat 0 the 9S and seat 0 kept it: seat 0 may be collecting spades.
        nine = state.pack.card("9S")
        state.history.append(private(Event("give", seat=1, target=0, cards=(nine,)), {0, 1},
                                     Event("give", seat=1, target=0)))
        state.apply(pass_action(state.pack.card("7D"), "pass", state.pack.id))
        action = OspalecPlayer("hard", seed=seed).choose(PlayerView(state, 1, random.Random(seed)))
        assert action.kind == "give" and action.card is not None and action.card.code != "AS"


def test_ai_reaction_time_follows_its_level() -> None:
    def mean(level: str) -> float:
        p = OspalecPlayer(level, seed=3)
        return sum(p.reaction_tenths() for _ in range(400)) / 400

    assert mean("hard") < mean("normal") < mean("easy")
    assert 3.5 < mean("hard") < 5.5 and 9.5 < mean("easy") < 12.5


def test_registered_players_play_a_match() -> None:
    match = Match(GAME, 4, {"deals": 1}, 5)
    bots = [make_player(f"ospalec:{lvl}", "ospalec", s) for s, lvl in enumerate(("easy", "normal", "hard", "hard"))]
    rng = random.Random(0)
    while not match.is_over:
        seat = match.current_player
        match.apply(bots[seat].choose(PlayerView(match.state, seat, rng)))
    assert sorted(match.scores()) == [0.0, 1.0, 2.0, 3.0]


def test_react_is_the_only_move_in_the_race() -> None:
    state = fresh()
    rig(state, FOUR)
    state.apply(pass_action(state.pack.card("7D"), "pass", state.pack.id))
    state.apply(pass_action(state.pack.card("AS"), "give", state.pack.id))
    assert {a.kind for a in state.legal_actions()} == {"react"}
    with pytest.raises(IllegalAction, match="lay down too"):
        state.apply(Action("pass", card=state.pack.card("8H")))


def test_the_race_reads_in_names_and_seconds() -> None:
    """A race played by bots ends in an order the log gives with the players' names and seconds, not raw
    'seat:tenths' pairs."""
    from games.words import describe

    names = ["Eva", "Petr", "Jana", "Karel"]
    for seed in range(1, 40):
        match = Match(GAME, 4, {}, seed)
        bots = [make_player("ospalec:normal", "ospalec", s) for s in range(4)]
        rng = random.Random(seed)
        events = []
        while not match.is_over and match.context.deal_index == 0:
            seat = match.current_player
            events += match.apply(bots[seat].choose(PlayerView(match.state, seat, rng)))
        race = [e for e in events if e.kind == "race_over"]
        if race:
            break
    else:
        pytest.fail("no race in 39 deals of bots")
    order = race[0].arg.split(",")
    cs = describe(race[0], "cs", names, game=GAME)
    en = describe(race[0], "en", names, game=GAME)
    first_seat, first_tenths = (int(x) for x in order[0].split(":"))
    assert cs.startswith(f"Pořadí skládání: {names[first_seat]} ({first_tenths // 10},{first_tenths % 10} s)")
    assert en.startswith(f"Lay-down order: {names[first_seat]} ({first_tenths // 10}.{first_tenths % 10} s)")
    assert all(name in en for name in (names[int(p.split(':')[0])] for p in order))
    react = next(e for e in events if e.kind == "react" and e.value is not None)
    assert describe(react, "en", names, game=GAME).endswith(" s.")
