"""Alager's quick playout (the search hook `playout`): the rest of a deal on plain numbers.

The search plays every iteration's deal out to its end by the playout policy (ai/games/alager/manifest.py
`rollout_action`); step by step through `AlagerState._apply` that is zones, events and Action objects for
dozens of turns, most of an iteration's time. Here the hands, the table, the stock and the discard pile are
read once into card numbers and the policy and the rules run on those: the same draws from the search's
generator (the one-in-four `rngs.below(rng, 4)`, then the index into the legal moves as `legal_actions`
lists them), the same greedy take or knock, the same restocks shuffled by the world's own generator, the
same specials, knock, round limit and penalties, and the same `returns()`. So a seeded search chooses the
same moves with it or without it, only sooner (tests/games/alager/test_alager_playout.py holds the two to the same
results and generator states).

A world this module does not read (a subclass of the state, a card without a suit or with a rank the rule
book gives no value, two cards of one code) is played out by the step loop instead.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache
from typing import NamedTuple

from ai.manifest import step_by_step
from ai.tree import MAX_ROLLOUT_STEPS
from cards import Pack
from games import rng as rngs
from games.alager.rules import AlagerState


class Tables(NamedTuple):
    """Each card's suit and value by its place in the pack, for one pack and one rule book's values."""

    number: dict[str, int]  # card code -> its place in the pack
    suit: tuple[int, ...]  # a number per suit
    value: tuple[int, ...]  # the rule book's value of its rank
    rank: tuple[str | None, ...]


#: (pack, values) by identity -> tables; the value keeps the pack and the values alive
@cache
def _tables() -> dict[tuple[int, int], tuple[Pack, Mapping[str, int], Tables]]:
    """The store itself, inside a functools cache: no attribute leads a bot to it (tests/test_hidden_info.py), and
    the first search fills it, after the deal."""
    return {}
#: how many table sets to keep before starting afresh (tests make games with rule books of their own)
_MAX_TABLES = 64


def tables(pack: Pack, values: Mapping[str, int]) -> Tables | None:
    """The tables of this pack under these rank values; None where a card has no suit (the policy and the
    showdown key suits differently, None against ""), a rank without a value or with a negative one (the
    greedy take's shortcut counts on none), or two cards share a code."""
    key = (id(pack), id(values))
    found = _tables().get(key)
    if found is not None:
        return found[2]
    cards = pack.cards
    if (len({c.code for c in cards}) != len(cards)
            or any(c.suit is None or values.get(c.rank or "", -1) < 0 for c in cards)):
        return None
    suits: dict[str | None, int] = {}
    for card in cards:
        suits.setdefault(card.suit, len(suits))
    made = Tables({c.code: i for i, c in enumerate(cards)}, tuple(suits[c.suit] for c in cards),
                  tuple(values[c.rank or ""] for c in cards), tuple(c.rank for c in cards))
    if len(_tables()) >= _MAX_TABLES:
        _tables().clear()
    _tables()[key] = (pack, values, made)
    return made


def playout(state: AlagerState, rng: random.Random) -> list[float]:
    """The deal played out from `state` by `rollout_action`, and its `returns()`. The search throws the world
    away after it: it is left as it was but for its generator (a restock's shuffle), or played out itself
    where this module cannot read it."""
    found = None
    if type(state) is AlagerState and state.turn is not None:
        found = tables(state.pack, state.game.rank_values)
    if found is None:
        return step_by_step(state, rng)
    number = found.number
    zones = state.zones
    try:
        hands = [[number[c.code] for c in state.hand(s)] for s in range(state.num_players)]
        table = [number[c.code] for c in zones["table"]]
        talon = [number[c.code] for c in zones["talon"]]  # the top card last, as the rules draw it
        discard = [number[c.code] for c in zones["discard"]]
        taken = None if state.taken is None else number[state.taken.code]
    except KeyError:  # a card outside the pack
        return step_by_step(state, rng)
    return _play(state, rng, found, hands, table, talon, discard, taken)


def _play(state: AlagerState, rng: random.Random, found: Tables, hands: list[list[int]], table: list[int],
          talon: list[int], discard: list[int], taken: int | None) -> list[float]:
    """`playout` on the numbers: the moves of `rollout_action`, the rules of `AlagerState._apply`."""
    suit, value, rank = found.suit, found.value, found.rank
    n = state.num_players
    config = state.config
    limit = config.round_limit * n
    three_aces = config.three_aces == "ends"
    alager_ranks = state.game.alager_ranks[state.pack.family]
    world_rng = state.rng  # restocks shuffle with the world's own generator, as the rules do
    random_ = rng.random
    knocker, final_turns = state.knocker, state.final_turns
    turns_taken, passes = state.turns_taken, state.passes
    seat = state.turn
    assert seat is not None
    steps = 0
    while steps < MAX_ROLLOUT_STEPS:  # the search's guard against a deal that does not end, as in its loop
        steps += 1
        hand = hands[seat]
        # -- the move: `rollout_action` (`rngs.below` inlined: int(random() * k), clamped) ----------------------
        if taken is not None:  # a random give: the hand's cards but the one taken, in hand order
            gives = [c for c in hand if c != taken]
            k = len(gives)
            i = int(random_() * k)
            card = gives[i if i < k else k - 1]
            hand.remove(card)
            table.append(card)
            taken = None
            exchanged = True
        else:
            i = int(random_() * 4)
            if (i if i < 4 else 3) == 0:  # any legal move, as `legal_actions` lists them
                discards = len(hand) if talon or discard else 0
                takes = discards + len(table)
                k = takes + (2 if knocker is not None else 3)
                i = int(random_() * k)
                if i >= k:
                    i = k - 1
                if i < discards:
                    move = "discard"
                    card = hand[i]
                elif i < takes:
                    move = "take"
                    card = table[i - discards]
                else:
                    move = ("swap_all", "pass", "knock")[i - takes]
                    card = -1
            else:  # the greedy take (the table card that raises the best suit most), else knock or pass
                if len(hand) == 3:
                    # Without the nine totals: a table card of suit S, given for the best card to give, makes at
                    # most its value plus what the hand keeps in S (all of it, or its best two where all three are
                    # of S). Any other suit of the new hand totals no more than the hand does now, so only that
                    # sum can beat the best so far (strictly, as `rollout_action` compares), and the card taken is
                    # the one the nine totals find. Values are never negative (`tables`): keeping more of a suit
                    # never lowers it. Inlined: three moves in four of a playout come here.
                    a, b, c = hand
                    sa, sb, sc, va, vb, vc = suit[a], suit[b], suit[c], value[a], value[b], value[c]
                    if sa == sb == sc:
                        best_value = va + vb + vc
                        kept = {sa: best_value - min(va, vb, vc)}
                    else:
                        kept = {sa: va}
                        kept[sb] = kept.get(sb, 0) + vb
                        kept[sc] = kept.get(sc, 0) + vc
                        best_value = max(kept.values())
                    card = -1
                    for t in table:
                        v = value[t] + kept.get(suit[t], 0)
                        if v > best_value:
                            card, best_value = t, v
                else:
                    best_value = _total(hand, suit, value)
                    card = -1
                    for t in table:
                        for j in range(len(hand)):
                            v = _total([*hand[:j], *hand[j + 1:], t], suit, value)
                            if v > best_value:
                                card, best_value = t, v
                if card >= 0:
                    move = "take"
                elif best_value >= 25 and knocker is None:
                    move = "knock"
                else:
                    move = "pass"
            # -- the rules: `AlagerState._apply` ---------------------------------------------------------------
            exchanged = False
            if move == "take":  # and at once the random give, as the next step would (one draw, no other)
                table.remove(card)
                if steps >= MAX_ROLLOUT_STEPS:
                    return state.returns()  # cut short between the two, as the search's loop would
                steps += 1
                k = len(hand)  # the hand's own cards, the taken one not yet among them
                i = int(random_() * k)
                give = hand[i if i < k else k - 1]
                hand.remove(give)
                hand.append(card)
                table.append(give)
                exchanged = True
            elif move == "discard":
                hand.remove(card)
                discard.append(card)
                if not talon:  # the card just thrown away stays on the pile unless it is the only one left
                    _restock(discard, talon, world_rng, 1 if len(discard) > 1 else 0)
                if talon:
                    hand.append(talon.pop())
                exchanged = True
            elif move == "swap_all":
                hands[seat], table = table, hand  # the table's cards in its order; the hand's laid out in its own
                exchanged = True
            elif move == "knock":
                knocker = seat
                final_turns = n - 1
            else:  # pass
                passes += 1
                if passes >= n and knocker is None:  # everyone said dál: new table cards
                    old = table
                    if len(talon) < len(old):
                        _restock(discard, talon, world_rng, 0)
                    talon[:0] = old[::-1]  # each moved under the stock in turn
                    table = []
                    for _ in old:
                        if talon:
                            table.append(talon.pop())
                    passes = 0
        if exchanged:  # `_after_exchange`
            passes = 0
            hand = hands[seat]
            if len(hand) == 3:
                a, b, c = hand
                if suit[a] == suit[b] == suit[c] and {rank[a], rank[b], rank[c]} == alager_ranks:
                    return _finish(state, hands, found, seat)
                if three_aces and rank[a] == rank[b] == rank[c] == "A":
                    return _finish(state, hands, found, seat)
        # `_advance`
        turns_taken += 1
        if knocker is not None and seat != knocker:
            final_turns -= 1
        if knocker is not None and final_turns <= 0:
            return _finish(state, hands, found, None)
        if knocker is None and turns_taken >= limit:
            return _finish(state, hands, found, None)
        seat = (seat + 1) % n
    return state.returns()  # cut short: scored as it stands, as the search's loop does


def _total(cards: list[int], suit: tuple[int, ...], value: tuple[int, ...]) -> int:
    """`best_suit_total` (and `hand_value`): the best total of one suit."""
    if len(cards) == 3:
        a, b, c = cards
        sa, sb, sc = suit[a], suit[b], suit[c]
        va, vb, vc = value[a], value[b], value[c]
        if sa == sb:
            return va + vb + vc if sb == sc else max(va + vb, vc)
        if sa == sc:
            return max(va + vc, vb)
        if sb == sc:
            return max(vb + vc, va)
        return max(va, vb, vc)
    by_suit: dict[int, int] = {}
    for card in cards:
        by_suit[suit[card]] = by_suit.get(suit[card], 0) + value[card]
    return max(by_suit.values(), default=0)


def _restock(discard: list[int], talon: list[int], world_rng: random.Random, keep: int) -> None:
    """`rebuild_talon`: the discard pile but its top `keep` cards, each moved under the stock in turn (so in
    reverse), that block shuffled by the world's generator."""
    moving = discard[:len(discard) - keep] if keep else discard[:]
    del discard[:len(moving)]
    block = moving[::-1]
    rngs.shuffle(world_rng, block)
    talon[:0] = block


def _finish(state: AlagerState, hands: list[list[int]], found: Tables, special: int | None) -> list[float]:
    """`AlagerState._finish` and then `returns()`: the lowest hand (of those without the special hand) gets a
    penalty point, the seat with a special hand loses one."""
    suit, value = found.suit, found.value
    n = state.num_players
    shown = [_total(hands[s], suit, value) for s in range(n)]
    candidates = [s for s in range(n) if s != special]
    lowest = min(shown[s] for s in candidates)
    losers = [s for s in candidates if shown[s] == lowest]
    if len(losers) > 1 and state.config.lowest_tie == "none":
        losers = []
    penalties = list(state.penalties)
    if special is not None:
        penalties[special] = -1
    for s in losers:
        penalties[s] = 1
    return [-float(p) for p in penalties]

