"""Cvik's quick playout (the search hook `playout`): the tricks left in a deal, on plain numbers.

Nearly every playout of the search starts in the trick play (the declarations are the tree's), and there
the step loop spends most of its time in zones, events and Action objects for four or five cards. Here the
hands and the trick are read once into card numbers and `rollout_action` and the rules run on those: the
same duties (`TrickPlay.legal_plays`), the same choice (`cheap_play` on a trick, a random lead drawn as
`rngs.below` draws it, no draw where one card is allowed), the same tricks, shares and fines, and the
deal's own `returns()`. So a seeded search chooses the same moves with it or without it, only sooner
(tests/games/cvik/test_cvik_playout.py holds the two to the same results and generator states).

A world in another phase (a playout from the declarations), of a subclass, or under duties this module
does not know (no duty to follow suit) is played out by the step loop.
"""

from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING

from ai.games.trick_pot.tricks import Tables, cheap, following_duties, tables
from ai.manifest import step_by_step
from ai.tree import MAX_ROLLOUT_STEPS
from games import rng as rngs
from games.trick import winning_place
from games.trick_pot.trick_play import HANDS, PLAY

if TYPE_CHECKING:
    from games.cvik.rules import CvikState


@cache
def _cvik_state() -> type:
    """Cvik's state class, imported at the first playout rather than with this module: Komando's search imports
    this module, and importing games.cvik.rules builds Cvik's GAME, which raises when cvik.yaml is broken and so
    took Komando out of the menu with Cvik."""
    from games.cvik.rules import CvikState

    return CvikState


def playout(state: CvikState, rng: random.Random) -> list[float]:
    """The deal played out from `state` by `rollout_action`, and its `returns()` (the search throws the world
    away after it: its chips are set to the deal's end, or it is played out itself where this module cannot
    read it)."""
    found = None
    if type(state) is _cvik_state() and state.phase == PLAY and state.turn is not None and state.rules.follow_suit:
        found = tables(state.tables, state.pack, state.trump)
    if found is None:
        return step_by_step(state, rng)
    number = found.number
    zones = state.zones
    try:
        hands = [[number[c.code] for c in zones[HANDS[s]]] for s in range(state.num_players)]
        trick = [number[c.code] for c in zones["trick"]]
    except KeyError:  # a card outside the pack
        return step_by_step(state, rng)
    return _play(state, rng, found, hands, trick)


def _play(state: CvikState, rng: random.Random, found: Tables, hands: list[list[int]],
          trick: list[int]) -> list[float]:
    """`playout` on the numbers: the moves of `rollout_action`, the rules of `TrickPlay.apply_play`."""
    suit, power, cost, trump = found.suit, found.power, found.cost, found.trump
    rules = state.rules
    must_head, must_trump, must_overtrump = rules.must_head, rules.must_trump, rules.must_overtrump
    n = state.num_players
    in_play = state.in_play
    following = []  # `play_order_next` of every seat
    for s in range(n):
        nxt = (s + 1) % n
        while nxt not in in_play and nxt != s:
            nxt = (nxt + 1) % n
        following.append(nxt)
    seats = list(state.trick_seats)
    won = list(state.tricks_won)
    turn = state.turn
    assert turn is not None
    for _ in range(MAX_ROLLOUT_STEPS):  # the search's guard against a deal that does not end, as in its loop
        hand = hands[turn]
        # `legal_plays`: follow (and head, while no trump has taken the trick), else trump (and overtrump)
        if trick:
            at = winning_place(trick, suit, power, trump)
            legal = following_duties(hand, trick, trick[at], suit, power, trump, must_head, must_trump, must_overtrump)
        else:
            legal = hand
        # `policy`: the one card allowed; on a trick `cheap_play`; a lead at random
        if len(legal) == 1:
            card = legal[0]
        elif trick:
            card = cheap(legal, trick[at], suit, power, cost, trump)
        else:
            card = legal[rngs.below(rng, len(legal))]
        hand.remove(card)
        trick.append(card)
        seats.append(turn)
        if len(seats) < len(in_play):
            turn = following[turn]
            continue
        winner = seats[winning_place(trick, suit, power, trump)]
        won[winner] += 1
        trick = []
        seats = []
        if not hands[winner]:
            return _settle(state, won)
        turn = winner
    return state.returns()  # cut short: scored as it stands, as the search's loop does


def _settle(state: CvikState, won: list[int]) -> list[float]:
    """`CvikState.settle` (`take_shares`, then a fine for each player who took no trick) and the deal's own
    `returns()`, on the world's chips."""
    defender = state.defender
    one = state.bank // state.pot_parts
    chips = list(state.chips)
    bank = state.bank
    for s in state.in_play:
        if s != defender and won[s]:
            chips[s] += one * won[s]
            bank -= one * won[s]
    for s in state.in_play:
        if s != defender and won[s] == 0:
            chips[s] -= state.fine
            bank += state.fine
    state.chips, state.bank = chips, bank
    return state.returns()
