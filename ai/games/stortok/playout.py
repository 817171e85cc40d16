"""Stortok's quick playout (the search hook `playout`): the rest of a deal on plain numbers.

The search plays every iteration's deal out to its end by the playout policy (ai/games/stortok/manifest.py
`rollout_action`); step by step through `StortokState._apply` that is zones, events and Action objects
for some thirty moves, most of an iteration's time. Here the world is read once into lists of card
numbers (hands, pile, talon, set-aside heap) and the policy and the rules run on those: the same choice
at every turn, the same draws from the search's generator (one per candidate card, in hand order), the
same reshuffles from the world's own generator, the same end of deal and the same `returns()`. So a
seeded search chooses the same moves with it or without it, only sooner (tests/games/stortok/test_stortok_playout.py
holds the two to the same results and the same generator states).

A world this module does not know how to read (a subclass of the state, a rule-book option value it does
not know, a card outside the pack, a deal already past its turn limit) is played out by the step loop instead.
"""

from __future__ import annotations

import random
from functools import cache
from typing import NamedTuple

from ai.manifest import step_by_step
from ai.tree import MAX_ROLLOUT_STEPS
from cards import Pack
from games import pot as pots
from games import rng as rngs
from games.stortok.rules import StortokState


class Tables(NamedTuple):
    """What the policy and the beating rule read of each card (by its place in the pack), for one pack, rank
    order and pair of trumps: made once, as a deal's trumps never change and there are only four of them."""

    number: dict[str, int]  # card code -> its place in the pack
    key: tuple[int, ...]  # the policy's preference without its draw: trump class, then rank (lower first)
    beats: tuple[tuple[bool, ...], ...]  # beats[top][card]: `card` may beat `top`


#: (pack, rank order, main trump, minor trump) by identity -> tables; the value keeps the pack and order alive
@cache
def _tables() -> dict[tuple[int, int, str, str | None], tuple[Pack, dict[str | None, int], Tables]]:
    """The store itself, inside a functools cache: no attribute leads a bot to it (tests/test_hidden_info.py), and
    the first search fills it, after the deal."""
    return {}
#: how many table sets to keep before starting afresh (tests make games with rule books of their own)
_MAX_TABLES = 64


def tables(pack: Pack, order: dict[str | None, int], main: str, minor: str | None) -> Tables | None:
    """The tables of this pack, rank order and trumps; None where a card's rank is not in the order (the policy
    fails on such a card, as the step loop will show) or two cards share a code (numbers by code would mix them)."""
    key = (id(pack), id(order), main, minor)
    found = _tables().get(key)
    if found is not None:
        return found[2]
    cards = pack.cards
    if len({c.code for c in cards}) != len(cards) or any(c.rank not in order for c in cards):
        return None
    width = max(order.values(), default=0) + 1  # every rank is below it: class * width + rank orders as (class, rank)

    def trump_class(suit: str | None) -> int:
        return 2 if suit == main else 1 if minor is not None and suit == minor else 0

    classes = [trump_class(c.suit) for c in cards]
    ranks = [order[c.rank] for c in cards]
    suits = [c.suit for c in cards]
    beats = tuple(tuple(ranks[c] > ranks[t] if suits[c] == suits[t] else classes[c] > classes[t]
                        for c in range(len(cards))) for t in range(len(cards)))
    made = Tables({c.code: i for i, c in enumerate(cards)}, tuple(k * width + r for k, r in zip(classes, ranks,
                                                                                                strict=True)), beats)
    if len(_tables()) >= _MAX_TABLES:
        _tables().clear()
    _tables()[key] = (pack, order, made)
    return made


_GOALS = ("first_out", "last_loses")
_LEADERS = ("last_player", "next_player")
_TALONS = ("play_on", "reshuffle")


def playout(state: StortokState, rng: random.Random) -> list[float]:
    """The deal played out from `state` by `rollout_action`, and its `returns()`. The search throws the world
    away after it: it is left as it was but for its generator (a reshuffled talon), or played out itself
    where this module cannot read it."""
    config = state.config
    found = None
    if (type(state) is StortokState and state.turn is not None and state.turns < state.game.turn_limit
            and config.goal in _GOALS and config.round_leader in _LEADERS and config.empty_talon in _TALONS):
        found = tables(state.pack, state.game.rank_order, state.main, state.minor)
    if found is None:
        return step_by_step(state, rng)
    number = found.number
    zones = state.zones
    try:
        hands = [[number[c.code] for c in state.hand(s)] for s in range(state.num_players)]
        pile = [number[c.code] for c in zones["pile"]]
        talon = [number[c.code] for c in reversed(zones["talon"])]  # the top card last, so a draw pops it
        # the set-aside cards matter only to a reshuffle: without one they are never read again
        discard = [number[c.code] for c in zones["discard"]] if state.config.empty_talon == "reshuffle" else []
    except KeyError:  # a card outside the pack
        return step_by_step(state, rng)
    return _play(state, rng, found, hands, pile, talon, discard)


def _play(state: StortokState, rng: random.Random, found: Tables, hands: list[list[int]], pile: list[int],
          talon: list[int], discard: list[int]) -> list[float]:
    """`playout` on the numbers: the moves of `rollout_action`, the rules of `StortokState._apply`."""
    config = state.config
    n = state.num_players
    first_out = config.goal == "first_out"
    last_leads = config.round_leader == "last_player"
    reshuffle = config.empty_talon == "reshuffle"
    draw_after_lead = bool(config.draw_after_lead)
    limit = state.game.turn_limit
    key, beats = found.key, found.beats
    draw = rng.random
    out = list(state.out)
    bit = [1 << s for s in range(n)]
    still_in = sum(bit) - sum(bit[s] for s in set(out))  # the seats not out, as a mask
    played = 0  # the seats that have played to the pile, as a mask
    for s in state.pile_seats:
        played |= bit[s]
    turns = state.turns
    seat = state.turn
    assert seat is not None
    following = _following(n, out)
    # the turn limit ends the deal after the move that reaches it; the search's guard against a deal that does
    # not end stops its loop after as many moves (the limit first where both fall on one move)
    stop = min(limit, turns + MAX_ROLLOUT_STEPS)
    while turns < stop:
        turns += 1
        hand = hands[seat]
        # rollout_action's min() over the cards it may play: one draw per card, in hand order, ties kept first
        best, best_key, best_draw = -1, 1 << 30, 0.0
        if pile:
            beaten = beats[pile[-1]]
            for c in hand:
                if beaten[c]:
                    k = key[c]
                    d = draw()
                    if k < best_key or (k == best_key and d < best_draw):
                        best, best_key, best_draw = c, k, d
            if best < 0:  # nothing beats it: take the top card, the pile goes aside, the next seat leads
                hand.append(pile.pop())
                if reshuffle:  # the set-aside cards are read again only by a reshuffle
                    discard += pile
                pile.clear()
                played = 0
                seat = following[seat]
                continue
            leading = False
        else:
            for c in hand:
                k = key[c]
                d = draw()
                if k < best_key or (k == best_key and d < best_draw):
                    best, best_key, best_draw = c, k, d
            leading = True
        hand.remove(best)
        pile.append(best)
        played |= bit[seat]
        if not leading or draw_after_lead:
            if not talon and reshuffle and discard:  # the set-aside cards, shuffled by the world's generator
                talon, discard = discard, []
                rngs.shuffle(state.rng, talon)
                talon.reverse()
            if talon:
                hand.append(talon.pop())
        if not hand:
            if first_out:
                return _settle(state, [seat], hands)
            out.append(seat)
            still_in &= ~bit[seat]
            active = [s for s in range(n) if s not in out]
            if len(active) <= 1:
                return _settle_loser(state, active[0] if active else seat, hands)
            following = _following(n, out)
        after = following[seat]
        if played & still_in == still_in:  # everyone still in has played to this pile (`_all_played`)
            if reshuffle:
                discard += pile
            pile.clear()
            played = 0
            if last_leads and seat not in out:
                after = seat
        seat = after
    if turns >= limit:
        return _at_limit(state, hands, out, first_out)
    return pots.chip_returns(state.chips)  # cut short: scored as it stands, as the search's loop does


def _following(n: int, out: list[int]) -> list[int]:
    """Per seat, the next seat still playing after it (`StortokState.next_active`)."""
    nxt = []
    for seat in range(n):
        after = (seat + 1) % n
        while after in out and after != seat:
            after = (after + 1) % n
        nxt.append(after)
    return nxt


def _at_limit(state: StortokState, hands: list[list[int]], out: list[int], first_out: bool) -> list[float]:
    """`StortokState._check_limit`: past the turn limit the fewest cards win (or the most lose)."""
    held = {s: len(hands[s]) for s in range(state.num_players) if s not in out}
    if first_out:
        fewest = min(held.values())
        return _settle(state, [s for s, k in held.items() if k == fewest], hands)
    most = max(held.values())
    return _settle_loser(state, min(s for s, k in held.items() if k == most), hands)


def _settle_loser(state: StortokState, loser: int, hands: list[list[int]]) -> list[float]:
    """`StortokState._lose`: everyone but the stortok shares the bank."""
    return _settle(state, [s for s in range(state.num_players) if s != loser], hands)


def _settle(state: StortokState, seats: list[int], hands: list[list[int]]) -> list[float]:
    """`StortokState._win` and then `returns()`: the winners share the bank (`Pot.award`: what does not divide
    stays), and with one winner of the first-out goal the others pay per card held. The chips by hand: the
    Pot's checks and copies took a tenth of a playout."""
    chips = list(state.chips)
    one = state.bank // len(seats)  # the seats are distinct (`award` makes them so)
    for s in seats:
        chips[s] += one
    config = state.config
    per_card = config.card_penalty
    if per_card and len(seats) == 1 and config.goal == "first_out":
        winner = seats[0]
        for s in range(state.num_players):
            if s != winner:
                paid = per_card * len(hands[s])
                chips[s] -= paid
                chips[winner] += paid
    return pots.chip_returns(chips)
