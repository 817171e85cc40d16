"""The hard defender's look-ahead: partner's next cards chosen from partner's own guesses, not double dummy."""

from __future__ import annotations

import random

import pytest

from ai.games.bridz import lookahead
from cards import Card, get_pack
from games.bridz import dds
from games.bridz.facts import BridzPublic

PACK = get_pack("french-52")


def cards(codes: str) -> list[Card]:
    return [PACK.card(c) for c in codes.split()]


# No trumps, three cards left, seat 1 (a defender) on lead; declarer is seat 0, dummy seat 2, partner seat 3.
# Cashing the spade king and underleading it with the four take two tricks each double dummy, but after the
# underlead partner wins the five and must return a spade, not knowing who holds the king
ENDING = [cards("2S AC AD"), cards("KS 4S 2D"), cards("3S 3H 2H"), cards("QS 5S 3C")]


@pytest.mark.skipif(not dds.available(), reason="needs the double-dummy solver")
def test_an_underlead_that_ties_double_dummy_loses_where_partner_guesses_the_return_wrong() -> None:
    solved = dds.solve(ENDING, "NT", 1)
    assert solved["KS"] == solved["4S"] == 2  # alike double dummy: the samples alone cannot tell them apart
    losses = lookahead.partner_losses([(ENDING, "NT", 1, [])], cards("KS 4S"), 1, 0, [], random.Random(1))
    assert losses == {"KS": [0], "4S": [1]}
    # the solved deals with partner's loss taken off: the cash is now the better card
    adjusted = lookahead.adjusted([solved], losses)
    assert adjusted[0]["KS"] > adjusted[0]["4S"]


def test_partners_guesses_keep_the_suits_a_hand_has_shown_out_of() -> None:
    line = lookahead._Line((ENDING, "NT", 1, []), PACK.card("4S"), 1)
    for seed in range(20):
        hands, *_ = lookahead._guess(line, 1, 0, [(0, "S")], random.Random(seed))
        assert PACK.card("KS") in hands[1]  # declarer has no spade: the king is this defender's
        assert sorted(c.code for c in hands[0] + hands[1]) == sorted(c.code for c in line.hands[0] + line.hands[1])


def test_the_candidates_are_the_groups_of_equal_cards_near_the_best() -> None:
    # the king and the small spades take the same tricks in every sampled deal, but they are not equals: which
    # one is led is what partner's next card may decide, so they are looked ahead from apart
    results = [{"KS": 2, "4S": 2, "3S": 2, "2D": 1}, {"KS": 3, "4S": 3, "3S": 3, "2D": 1}]
    groups = lookahead.candidates(cards("KS 4S 3S 2D"), results, float, margin=1.0)
    assert [[c.code for c in g] for g in groups] == [["3S", "4S"], ["KS"]]
    groups = lookahead.candidates(cards("KS 4S 3S 2D"), results, float, margin=3.0)
    assert [[c.code for c in g] for g in groups] == [["3S", "4S"], ["KS"], ["2D"]]
    # with the queen and jack gone the king and the ten touch
    groups = lookahead.candidates(cards("KS 10S"), [{"KS": 2, "10S": 2}], float, 0.0, gone={"QS", "JS"})
    assert [[c.code for c in g] for g in groups] == [["10S", "KS"]]


class _Zone:
    def __init__(self, held: list[Card]) -> None:
        self.cards = held


class _Observation:
    def __init__(self, public: BridzPublic, hand: list[Card]) -> None:
        self.public, self._hand = public, hand

    def hand(self) -> list[Card]:
        return self._hand

    def zone(self, name: str) -> _Zone:
        return _Zone([])


class _View:
    def __init__(self, seat: int, observation: _Observation) -> None:
        self.seat, self.observation = seat, observation


@pytest.mark.skipif(not dds.available(), reason="needs the double-dummy solver")
def test_a_hard_defender_looking_ahead_cashes_the_king_where_the_samples_alone_underlead_it() -> None:
    import dataclasses

    from ai.games.bridz.play import BridzPlayer, pick_card
    from games.actions import Action
    from games.bridz.facts import as_public

    # 3NT by seat 0 with three tricks to play; the defenders have three and need two more to set it: the king and
    # the four of spades both set it in every sampled deal (here the true one, six times), double dummy
    played = [["2H"] * 10, ["2H"] * 10, ["2H"] * 10, ["2H"] * 10]  # only its being under way is read here
    info = as_public({"contract": "3NT", "calls": ["1NT", "P", "3NT", "P", "P", "P"], "declarer": 0, "dealer": 0,
                      "tricks": [7, 3], "vulnerable": [False, False], "sheet": {}, "played": played, "turn": 1})
    view = _View(1, _Observation(info, ENDING[1]))
    legal = [Action("play", c) for c in ENDING[1]]
    positions: list[lookahead.Position] = [(ENDING, "NT", 1, [])] * 6
    results = [dds.solve(ENDING, "NT", 1)] * 6
    player = BridzPlayer("hard", seed=0)
    before = pick_card(view, legal, player.level, results)  # type: ignore[arg-type]
    assert before.card == PACK.card("4S")  # the samples' tie goes to the low card: the underlead
    player.level = dataclasses.replace(player.level, lookahead=6)
    after = player.looked_ahead(view, legal, positions, results, before)  # type: ignore[arg-type]
    assert after is not None and after.card == PACK.card("KS")
    # with no time left nothing is looked ahead: the card stays
    assert player.looked_ahead(view, legal, positions, results, before, deadline=0.0) is None  # type: ignore[arg-type]
