"""Ospalec: the cut of the packs, the chain of passes, the whole suit, the race and its order."""

from __future__ import annotations

import random

import pytest

from ai import PlayerView, make_player
from ai.games.ospalec.manifest import OspalecPlayer
from cards import Card
from games import IllegalAction, Match
from games.actions import Action
from games.ospalec.rules import GAME, OspalecState, pass_action, react_action
from games.state import State


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


#: today's default deal is the reference's whole packs; the older tests rig hands of the one-suit deal
SUIT_EACH = {"deal": "one-suit-each"}


def fresh(n: int = 4, options: dict | None = None, seed: int = 1) -> OspalecState:
    """A first deal (dealer: seat 0) with one suit per player unless `options` say otherwise."""
    state = Match(GAME, n, SUIT_EACH if options is None else options, seed).state
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
    times = set()
    for k in range(20):
        world = state.sample_world(2, random.Random(k))
        assert isinstance(world, OspalecState)
        times.add(world.reactions[1])
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
    state = fresh(3, {**SUIT_EACH, "rounds": 5})
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
    state = fresh(4, {**SUIT_EACH, "passing": "together"})
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


def test_together_a_card_set_ready_again_is_hidden_from_the_seat_that_passed_it() -> None:
    """Seat 0 passed the 7D to seat 1; when seat 1 sets a card ready to pass, seat 0 must not see which."""
    state = fresh(4, {**SUIT_EACH, "passing": "together"})
    rig(state, FOUR)
    seven = state.pack.card("7D")
    for code in ("AS", "AD", "AH", "7D"):  # seats 1, 2, 3, then the dealer
        state.apply(pass_action(state.pack.card(code), "pass", state.pack.id))
    assert seven in state.hand(1) and state.zones.knows(0, seven) and state.current_player == 1
    state.apply(pass_action(seven, "pass", state.pack.id))  # passed straight on, face down
    ready = next(z for z in state.observation(0).zones if z.name == "passing:1")
    assert ready.cards == (None,)
    # Had seat 1 set another card ready, seat 0 must not learn that the 7D stayed in the hand either.
    state = fresh(4, {**SUIT_EACH, "passing": "together"})
    rig(state, FOUR)
    for code in ("AS", "AD", "AH", "7D", "8H"):
        state.apply(pass_action(state.pack.card(code), "pass", state.pack.id))
    hand = next(z for z in state.observation(0).zones if z.name == "hand:1")
    assert set(hand.cards) == {None}


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
        assert seat is not None
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
            assert seat is not None
            events += match.apply(bots[seat].choose(PlayerView(match.state, seat, rng)))
        race = [e for e in events if e.kind == "race_over"]
        if race:
            break
    else:
        pytest.fail("no race in 39 deals of bots")
    said = race[0].arg
    assert said is not None
    order = said.split(",")
    cs = describe(race[0], "cs", names, game=GAME)
    en = describe(race[0], "en", names, game=GAME)
    first_seat, first_tenths = (int(x) for x in order[0].split(":"))
    assert cs.startswith(f"Pořadí skládání: {names[first_seat]} ({first_tenths // 10},{first_tenths % 10} s)")
    assert en.startswith(f"Lay-down order: {names[first_seat]} ({first_tenths // 10}.{first_tenths % 10} s)")
    assert all(name in en for name in (names[int(p.split(':')[0])] for p in order))
    react = next(e for e in events if e.kind == "react" and e.value is not None)
    assert describe(react, "en", names, game=GAME).endswith(" s.")


# -- the reference's deal: whole packs to the last card, hands that may differ by one ----------------------------
@pytest.mark.parametrize(("n", "sizes", "twins"), [
    (3, [10, 11, 11], 0),  # one pack: 32 = 11 + 11 + 10, the dealer (seat 0) dealt last
    (4, [16, 16, 16, 16], 32),
    (5, [12, 13, 13, 13, 13], 32),
    (6, [10, 11, 11, 11, 11, 10], 32),  # the dealer and his right-hand neighbour get 10
])
def test_whole_packs_are_dealt_to_the_last_card(n: int, sizes: list[int], twins: int) -> None:
    state = fresh(n, {})
    assert GAME.config({}).deal == "whole-packs"
    cards = list(state.zones.cards())
    assert [len(state.hand(s)) for s in range(n)] == sizes
    assert len(cards) == (32 if n == 3 else 64) and sum(1 for c in cards if c.copy == 2) == twins
    assert len({c.code for c in cards}) == len(cards)  # twins are distinct cards: zones key them by code
    assert state.suits == ["S", "H", "D", "C"]
    assert state.history[0].kind == "deal" and state.history[0].value == len(cards)
    for seat in range(n):  # picked up sorted by suit and rank, twins side by side
        keys = [state._sort_key(c) for c in state.hand(seat)]
        assert keys == sorted(keys)


def test_an_old_save_replays_with_the_one_suit_deal() -> None:
    """Saves made before the option existed were dealt one suit per player, and still load that way."""
    match = Match(GAME, 4, {}, 3)
    data = match.to_dict()
    data["options"] = {k: v for k, v in data["options"].items() if k != "deal"}
    old = Match.from_dict(data, GAME)
    assert all(len(old.state.hand(s)) == 8 for s in range(4))


def play(state: OspalecState, *codes: str) -> None:
    """Pass or give back these cards in turn (the kind follows the phase)."""
    for code in codes:
        kind = "give" if state.phase == "give" else "pass"
        state.apply(pass_action(state.pack.card(code), kind, state.pack.id))


def down(state: OspalecState) -> list[int]:
    return [len(state.zones[f"down:{s}"]) for s in range(state.num_players)]


def test_three_players_eleven_eleven_ten_known_answer() -> None:
    state = fresh(3, {})
    rig(state, {
        0: ["AS", "QD", "KD", "AD", "9C", "10C", "JC", "QC", "KC", "AC"],  # the dealer: 10 cards
        1: ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "7H", "8H", "7D", "8D"],  # lacks only the AS
        2: ["9H", "10H", "JH", "QH", "KH", "AH", "9D", "10D", "JD", "7C", "8C"],
    })
    assert not any(state.whole_suit(s) for s in range(3))
    play(state, "AS")  # the dealer hands seat 1 its missing ace
    assert state.order == [1] and state.phase == "race" and state.current_player == 2
    assert len(state.hand(1)) == 4  # eight spades down, the four spare cards stay in the hand
    state.apply(react_action(6))  # seat 2
    state.apply(react_action(3))  # seat 0, the dealer, is quicker
    assert state.is_over and state.order == [1, 0, 2] and state.public_info()["ospalec"] == 2
    assert state.scores() == [1.0, 2.0, 0.0] and state.returns() == [0.0, 1.0, -1.0]
    assert down(state) == [9, 12, 11]  # every card is down at the end, none lost


def test_four_players_two_packs_a_twin_does_not_complete_a_suit() -> None:
    state = fresh(4, {})
    rig(state, {
        0: ["7H", "8H", "9H", "10H", "JH", "QH", "KH", "7H.2", "7S", "8S", "9S", "10S", "7D", "8D", "9D", "10D"],
        1: ["AH.2", "JS", "QS", "KS", "AS", "JD", "QD", "KD", "AD", "7C", "8C", "9C", "10C", "JC", "QC", "KC"],
        2: ["AH", "8H.2", "9H.2", "10H.2", "JH.2", "QH.2", "KH.2", "AC", "AC.2", "7S.2", "8S.2", "9S.2", "10S.2",
            "7D.2", "8D.2", "9D.2"],
        3: ["JS.2", "QS.2", "KS.2", "AS.2", "10D.2", "JD.2", "QD.2", "KD.2", "AD.2", "7C.2", "8C.2", "9C.2",
            "10C.2", "JC.2", "QC.2", "KC.2"],
    })
    assert state.whole_suit(0) == [] and state.best_suit_count(0) == 7  # eight hearts, but two are sevens
    play(state, "7H.2", "AH.2")  # the spare seven goes, the second pack's ace comes back
    assert state.order == [0]
    assert [c.code for c in state.zones["down:0"]] == ["7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH.2"]
    for tenths in (7, 4, 7):  # seats 1, 2, 3; seat 1 sits nearer seat 0's left than seat 3
        state.apply(react_action(tenths))
    assert state.order == [0, 2, 1, 3] and state.scores() == [3.0, 1.0, 2.0, 0.0]
    assert down(state) == [16, 16, 16, 16]


FIVE = {
    0: ["AS", "KS.2", "AS.2", "JD.2", "QD.2", "KD.2", "AD.2", "10C.2", "JC.2", "QC.2", "KC.2", "AC.2"],  # 12
    1: ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "7H", "8H", "9H", "7D", "8D", "9D"],  # spades but the ace
    2: ["7S.2", "8S.2", "9S.2", "10S.2", "JS.2", "QS.2", "10H", "JH", "QH", "KH", "AH", "10D", "JD"],
    3: ["7H.2", "8H.2", "9H.2", "10H.2", "JH.2", "QH.2", "QD", "KD", "AD", "7C", "8C", "9C", "10C"],
    4: ["JC", "QC", "KC", "AC", "7C.2", "8C.2", "9C.2", "KH.2", "AH.2", "7D.2", "8D.2", "9D.2", "10D.2"],
}
#: per seat, a card that completes nobody's suit when passed on to the left (and comes straight back)
HARMLESS = {0: "JD.2", 1: "7H", 2: "10D", 3: "7C", 4: "7D.2"}


def test_five_players_thirteen_to_twelve_race_known_answer() -> None:
    state = fresh(5, {})
    rig(state, FIVE)
    assert [len(state.hand(s)) for s in range(5)] == [12, 13, 13, 13, 13]
    play(state, "JD.2", "JD.2", "7H", "7H", "10D", "10D", "7C", "7C", "7D.2", "7D.2")  # once round the table
    assert state.current_player == 0 and state.phase == "pass" and not state.order
    play(state, "AS")
    assert state.order == [1]
    for tenths in (9, 5, 12, 5):  # seats 2, 3, 4, 0: seat 3 and the dealer tie, seat 3 sits nearer
        state.apply(react_action(tenths))
    assert state.order == [1, 3, 0, 2, 4] and state.public_info()["ospalec"] == 4
    assert state.scores() == [2.0, 4.0, 1.0, 3.0, 0.0]
    assert down(state) == [11, 14, 13, 13, 13]


def test_five_players_round_limit_ranks_unequal_hands_by_ranks_of_one_suit() -> None:
    state = fresh(5, {"rounds": 5})
    rig(state, FIVE)
    # distinct ranks of the best suit: seat 1 seven spades, seat 4 seven clubs, seats 2 and 3 six, the dealer five
    assert [state.best_suit_count(s) for s in range(5)] == [5, 7, 6, 6, 7]
    for _ in range(5 * 5):  # five rounds of five exchanges, each card coming straight back
        seat = state.current_player
        assert seat is not None and not state.is_over
        play(state, HARMLESS[seat], HARMLESS[seat])
    assert state.is_over and state.by_limit and state.history[-2].kind == "round_limit"
    assert state.order == [1, 4, 2, 3, 0]  # ties go to the seat nearer the dealer's left
    assert state.scores() == [0.0, 4.0, 2.0, 1.0, 3.0]


@pytest.mark.parametrize("options", [SUIT_EACH, {**SUIT_EACH, "passing": "together"}, {"passing": "together"}],
                         ids=["one-suit-each", "one-suit-each-together", "whole-packs-together"])
@pytest.mark.parametrize("n", [4, 5])
def test_battery_at_the_middle_player_counts(n: int, options: dict) -> None:
    """The conformance battery plays option variants with the fewest and the most players only; the deals
    differ most in between (five: 40 cards in eights against 64 in 13s and a 12), so check those too."""
    from tests import conformance as c

    match = Match(GAME, n, {**options, "rounds": 5, "deals": 2}, 7)
    rng = random.Random(7)
    deals: list[tuple[State, set[Card]]] = []  # each deal with the cards it was dealt
    for step in range(1000):
        state = match.state
        if not deals or deals[-1][0] is not state:
            deals.append((state, set(state.zones.cards())))
        c.check_legal_actions(state)
        c.check_cards(state, deals[-1][1])
        if step % 25 == 0:
            c.check_copies(state, random.Random(step))
            c.check_observations_hide(state, random.Random(step))
            c.check_sampled_world(state, random.Random(step), deals[-1][1])
            c.check_illegal_refused(state, list(state.pack.cards))
        match.apply(c.random_action(match, rng))
        if match.is_over:
            break
    assert match.is_over and len(match.finished_deals) == 2
    for deal in match.finished_deals:  # every deal ends with a full ranking, however uneven the hands
        assert sorted(deal.scores()) == [float(k) for k in range(n)]
    assert sorted(match.scores()) != [0.0] * n
    assert Match.from_dict(match.to_dict(), GAME) == match
