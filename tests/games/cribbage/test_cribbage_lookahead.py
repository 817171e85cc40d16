"""The discard look-ahead of cribbage:hard: the play's value of a kept four, and the race to the target."""

from __future__ import annotations

import random

import pytest

from ai import PlayerView, make_player
from ai.games.cribbage.lookahead import World, peg_line, pegging_values, play_value, race_values, throw_weight
from ai.games.cribbage.pegging import PegSearch
from ai.games.cribbage.players import CribbageAI
from cards import get_pack
from games.cribbage.rules import GAME, CribbageState
from games.state import MatchContext

C = get_pack("french-52").card
SC = GAME.scoring()
S, H, D, CL = 0, 1, 2, 3  # suit indices of the keys, in the pack's order S H D C


def discard_state(pone: str, totals: tuple[float, float] = (0.0, 0.0)) -> CribbageState:
    """A fresh deal (seat 0 deals) where the pone, seat 1, holds these six cards."""
    state = GAME.new_deal(GAME.config(), 2, MatchContext(2, 1, 0, totals), seed=5)
    assert isinstance(state, CribbageState)
    for i, code in enumerate(pone.split()):
        state.zones.swap(C(code), state.hand(1)[i])
    return state


def throw_of(level: str, state: CribbageState, seed: int) -> set[str]:
    """The two cards the bot lays away (it discards them one at a time)."""
    bot = make_player(f"cribbage:{level}", "cribbage", seed)
    s = state.clone()
    thrown = []
    for _ in range(2):
        action = bot.choose(PlayerView(s, 1, random.Random(seed)))
        assert action.kind == "discard" and action.card is not None
        thrown.append(action.card.code)
        s.apply(action)
    return set(thrown)


# -- the play's value -----------------------------------------------------------------------------------
def test_play_value_is_from_our_side_as_pone_and_as_dealer() -> None:
    search = PegSearch(SC)
    # pone leads its 5, the dealer's 10 makes fifteen (2) and takes the last card (1)
    assert play_value(search, (5,), (10,), dealer=False) == -3
    # as dealer the same cards are ours: +3
    assert play_value(search, (5,), (10,), dealer=True) == 3


def test_pegging_values_over_fixed_worlds() -> None:
    world = World(keep=((10, S),), throw=(), starters=())
    # leading a 4 against a 10 gives only the last card away (14); leading a 5 gives fifteen too
    values = pegging_values(SC, [[(5, H)], [(4, H)]], [world, world], dealer=False)
    assert values == [-3.0, -1.0]


def test_peg_line_follows_the_search_and_lists_the_points_in_order() -> None:
    search = PegSearch(SC)
    assert peg_line(search, (5,), (10,), me_first=True) == [(False, 2), (False, 1)]
    # two cards each, we lead: 5 then their 10 (fifteen, 2), our 6 (21), their K (31: 2); no last card
    events = peg_line(search, (5, 6), (10, 13), me_first=True)
    assert sum(p for ours, p in events if ours) - sum(p for ours, p in events if not ours) == \
        play_value(search, (5, 6), (10, 13), dealer=False)


# -- the race -------------------------------------------------------------------------------------------
def _worlds() -> list[World]:
    """Two opponents (the dealer) with whatever they keep; every starter not in anyone's hand."""
    ours = {(7, S), (8, H), (13, D), (13, CL), (4, S), (6, H), (9, D), (12, CL), (1, H), (2, H)}
    a = World(keep=((1, S), (2, S), (3, S), (4, H)), throw=((10, H), (11, H)), starters=())
    b = World(keep=((10, S), (10, D), (11, S), (12, S)), throw=((5, S), (5, H)), starters=())
    out = []
    for w in (a, b):
        used = ours | set(w.keep) | set(w.throw)
        starters = tuple((r, s) for r in range(1, 14) for s in range(4) if (r, s) not in used)
        out.append(World(w.keep, w.throw, starters))
    return out


def test_a_kept_four_that_counts_the_need_for_sure_wins_every_race() -> None:
    """Pone needs 4 and counts first; the dealer needs 30, more than it can peg. 7-8 and K-K count 4 at least."""
    sure = ([(7, S), (8, H), (13, D), (13, CL)], [(1, H), (2, H)])
    risky = ([(4, S), (6, H), (9, D), (12, CL)], [(1, H), (2, H)])  # 6-9 is one fifteen: 2 for sure
    values = race_values(SC, [sure, risky], _worlds(), dealer=False, need_me=4, need_opp=30)
    assert values[0] == pytest.approx(1.0)
    assert values[1] < 1.0


def test_far_from_the_target_the_race_is_the_point_difference() -> None:
    """Nobody can go out: each world's value is POINT_SHARE times our points minus theirs."""
    option = ([(7, S), (8, H), (13, D), (13, CL)], [(1, H), (2, H)])
    world = _worlds()[1]
    value = race_values(SC, [option], [world], dealer=False, need_me=500, need_opp=500, point_share=1.0)[0]
    search = PegSearch(SC)
    play = play_value(search, (7, 8, 13, 13), (10, 10, 11, 12), dealer=False)
    crib = (*option[1], *world.throw)
    shows = [SC.score_keys(option[0], s) - SC.score_keys(world.keep, s) - SC.score_keys(crib, s, True)
             - (SC.his_heels if s[0] == SC.nobs_rank else 0) for s in world.starters]
    assert value == pytest.approx(play + sum(shows) / len(shows))


# -- the bots ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2])
def test_hard_pone_keeps_low_cards_to_peg_with(seed: int) -> None:
    """2 3 3 6 8 8 as pone: the plain count keeps 3-3-8-8 (0.5 point more in the show and crib); the
    hard bot keeps 2-3-3-8, low cards a pone can lead and answer with without giving fifteens,
    which pegs about a point better against an expert's hand."""
    state = discard_state("2D 3S 3H 6H 8H 8D")
    assert throw_of("normal", state, seed) == {"6H", "2D"}
    assert throw_of("hard", state, seed) == {"6H", "8H"}


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_pone_near_the_end_keeps_the_sure_count(seed: int) -> None:
    """Pone needs 6, the dealer 12. The plain count keeps 2-3-9-J (one fifteen sure); the hard bot
    keeps 2-3-J-K (two fifteens: 4 sure, and any pair, fifteen or peg point takes it out)."""
    state = discard_state("2H 3H 9H 9C JC KS", totals=(109.0, 115.0))
    assert throw_of("normal", state, seed) == {"KS", "9H"}
    assert throw_of("hard", state, seed) == {"9H", "9C"}


# -- the opponent's throw, as evidence in the play ---------------------------------------------------------
DECK = [(r, s) for r in range(1, 14) for s in range(4)]


def test_an_experts_throw_is_fully_believed_and_a_pone_throwing_fives_hardly() -> None:
    fives = [(5, S), (5, H)]
    rest = [(11, D), (12, CL)]
    low = [(2, S), (9, H)]
    assert throw_weight(SC, [*fives, *rest], low, opp_dealer=False, deck=DECK) == pytest.approx(1.0)
    pone = throw_weight(SC, [*low, *rest], fives, opp_dealer=False, deck=DECK)
    dealer = throw_weight(SC, [*low, *rest], fives, opp_dealer=True, deck=DECK)
    # 5-5 with J-Q counts some 8 points more kept; in the dealer's own crib the fives get part of it back
    assert pone < 1e-4
    assert pone < dealer < 0.05


def test_hard_hands_three_and_four_handed_tables_to_the_search() -> None:
    """Its own play is written for two; with more players the hard level is the hard search, as before."""
    from ai.ismcts import ISMCTS
    from games.match import Match

    for players in (2, 3):
        match = Match(GAME, players, {}, 4)
        bot = make_player("cribbage:hard", "cribbage", seed=2)
        seat = match.current_player
        assert seat is not None
        action = bot.choose(PlayerView(match.state, seat, random.Random(1)))
        assert action in match.legal_actions()
        assert isinstance(bot, CribbageAI)
        search = bot._search
        assert (search is not None) == (players == 3)
        if search is not None:
            assert isinstance(search, ISMCTS) and search.infer and search.last is not None
