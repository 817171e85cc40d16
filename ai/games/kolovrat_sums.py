"""Kolovrat's playout under the rule book's own options (many captures a card, sums, no pile sums) on card
values alone: the search's commonest playout, written for speed (ai/games/kolovrat_playout.py plays the others).

Under these options a card's identity never decides anything once it is dealt: a capture takes the biggest
key among the cards of the values that complete a sum, and where the pack's keys keep each value's cards
together (`PackKeys.by_value`) that is the value that sorts highest, whatever the suits; the pile counts
and the table's card count decide the returns. So a hand is a list of its cards' value bits (1 << value) in
zone order, a pile its size and its top card's value bit, and the table the multiset of its values
(ai/games/kolovrat_values.py), and a whole capture from the table is one cache hit (`ValueCaches.captures`).
The policy, its `rngs.below` draws (inlined) and the end of the deal are `rollout_action`'s to the draw.
"""

from __future__ import annotations

import random
from functools import cache
from operator import attrgetter

from ai.games.kolovrat_values import APART, MISSING_BITS, PackKeys, table_cards
from games.kolovrat import KolovratState

_code = attrgetter("code")  # with map, a hand read into values without a Python step per card


def fits(state: KolovratState, keys: PackKeys) -> bool:
    """Whether `play_sums` plays this state: the rule book's options and a pack whose values sort apart."""
    config = state.config
    return keys.by_value and bool(config.sums) and not config.pile_sums and config.captures == "many"


def play_sums(state: KolovratState, keys: PackKeys, others: list[tuple[int, ...]],
              rng: random.Random) -> list[float] | None:
    """The deal played out from `state` (which `fits`) by the playout policy, and its returns; `others[s]` are
    the seats but s, in seat order. None, before any draw, for a sum under way that the table cannot complete
    (a state the rules never reach: the general playout plays it as the step loop would)."""
    worth, units, caches = keys.worth, keys.units, keys.caches
    sums_apart, captures, up_to, uncaptured = caches.sums_apart, caches.captures, caches.up_to, caches.uncaptured
    limit, apart = state.game.value_limit, (1 << APART) - 1
    zones = state.zones
    n = state.num_players
    hand_of = state.hand
    value_of = worth.__getitem__
    hands = [bytearray(map(value_of, map(_code, hand_of(s)))) for s in range(n)]
    table = sum(map(units.__getitem__, map(value_of, map(_code, zones["table"]))))
    # a pile's top card as its value's bit (an empty pile's 1, value 0, matches no card): a turn ORs them
    count, top = [0] * n, [1] * n
    pile_zones = state.game.pile_zones
    for s in range(n):
        pile = zones[pile_zones[s]]
        if pile:
            count[s] = len(pile)
            top[s] = 1 << worth[pile[-1].code]
    after = _after(n)
    seat = state.turn
    assert seat is not None
    last, capturer = state.last_player, state.last_capturer
    trail_anyway = bool(state.config.trail_when_capture)
    draw = rng.random
    card = 0
    capturing_now = state.playing is not None
    if capturing_now:  # a capture begun: the card is still in its hand zone
        assert state.playing is not None
        card = worth[state.playing.code]
        del hands[seat][hand_of(seat).index(state.playing)]
        partial = state.partial_sum
        while partial:  # a sum under way: its picks, as `captures` makes them; the piles and the rest follow
            missing = card - partial
            values = caches.completing[(table & up_to[missing]) << MISSING_BITS | missing]
            if not values:
                return None
            value = caches.best_value[values]
            table -= units[value]
            count[seat] += 1
            partial += value
            if partial >= card:
                partial = 0
    talon = bytes(map(value_of, map(_code, zones["talon"])))
    piles = -1  # the others' pile tops (bit v: one of value v) as the turn began; all bits: not worked out
    # the table's part of `_capturable`: the values of one card, and the sums of two or more. A card laid down
    # adds to them (without a cache miss: most tables a playout makes are new); a capture looks them up
    both = sums_apart[table]
    one, two = both & apart, both >> APART
    while True:
        if not capturing_now:
            hand = hands[seat]
            piles = 0
            for other in others[seat]:
                piles |= top[other]
            mask = one | two | piles
            # the hand's capturing cards in order, as values (bytes.translate deletes the others)
            capturing = hand.translate(None, uncaptured[mask])
            if capturing:
                if draw() * 5 >= 1.0:  # below(rng, 5) != 0: capture, with any capturing card
                    size = len(capturing)
                    i = int(draw() * size)
                    if i >= size:
                        i = size - 1
                    card = capturing[i]
                    if capturing.index(card) == i:
                        hand.remove(card)
                    else:  # a card of a value an earlier capturing card has: its own place in the hand
                        _remove_nth(hand, card, capturing.count(card, 0, i))
                    capturing_now = True
                else:  # any legal move, listed as `_hand_actions` lists them: (place in hand) << 1 | captures
                    legal: list[int] = []
                    for place, value in enumerate(hand):
                        if mask >> value & 1:
                            if trail_anyway:
                                legal.append(place << 1)
                            legal.append(place << 1 | 1)
                        else:
                            legal.append(place << 1)
                    size = len(legal)
                    i = int(draw() * size)
                    chosen = legal[i if i < size else size - 1]
                    card = hand.pop(chosen >> 1)
                    capturing_now = bool(chosen & 1)
            else:
                size = len(hand)
                i = int(draw() * size)
                card = hand.pop(i if i < size else size - 1)
            if not capturing_now:
                table += units[card]
                two = (two | (one | two) << card) & limit
                one |= 1 << card
        if capturing_now:
            # every other pile topped by the value, then the whole capture from the table, worked out once
            bit = 1 << card
            if piles & bit:
                for other in others[seat]:
                    if top[other] == bit:
                        count[seat] += count[other]
                        count[other] = 0
                        top[other] = 1
            taken = captures[(table & up_to[card]) << MISSING_BITS | card]
            if taken:
                table -= taken >> 6
                count[seat] += (taken & 63) + 1  # and the capturing card, on top of the pile
                both = sums_apart[table]
                one, two = both & apart, both >> APART
            else:
                count[seat] += 1
            top[seat] = bit
            capturing_now = False
            capturer = seat
        # the next seat round the table that still holds cards (`_next_turn`)
        last = seat
        seat = after[seat]
        if hands[seat]:  # most turns: the next seat
            continue
        for _ in range(n - 1):
            seat = after[seat]
            if hands[seat]:
                break
        else:
            each = len(talon) // n
            if not each:
                for value in talon:  # the talon was shared out already, or there is too little to share
                    table += units[value]
                rule = state.config.leftovers
                taker = last if rule == "last_player" else capturer if rule == "last_capturer" else None
                if taker is not None:
                    count[taker] += table_cards(table)
                return deal_returns(count, list(state.chips), state.bank, max(1, state.pack.size))
            # `_second_deal`: dealt from the top a card a seat round, the rest turned over onto the table
            dealt = talon[::-1]
            for j, s in enumerate(state.order):
                hands[s] += dealt[j:each * n:n]
            for value in dealt[each * n:]:
                table += units[value]
            talon = b""
            both = sums_apart[table]
            one, two = both & apart, both >> APART
            seat = state.order[0]


@cache
def _after(n: int) -> list[int]:
    """The seat after each seat round a table of `n`: a look-up, not an addition and a comparison, a turn."""
    return [*range(1, n), 0]


def _remove_nth(hand: bytearray, value: int, nth: int) -> None:
    """Take the card of `value` that is the `nth` (from 0) of that value in the hand."""
    place = -1
    for _ in range(nth + 1):
        place = hand.index(value, place + 1)
    del hand[place]


def deal_returns(count: list[int], chips: list[int], bank: int, total: int) -> list[float]:
    """`KolovratState.returns` once the deal is over: the bank to the biggest piles (`count`, the leftovers
    counted), then the chips and the share of the `total` cards. The pot's sums are written out
    (games/pot.py `Pot.award`, `chip_returns`): through Pot they took a tenth of a playout."""
    n = len(count)
    best = max(count)
    share = bank // count.count(best)  # the winners split the bank; what does not divide stays in it
    for s in range(n):
        if count[s] == best:
            chips[s] += share
    high, low = max(chips), -min(chips)
    scale = high if high >= low else low
    mean = sum(count) / n
    # each return clamped to [-1, 1] by comparisons (max(-1.0, min(1.0, r)) made two calls a seat)
    return [r if -1.0 <= r <= 1.0 else 1.0 if r > 1.0 else -1.0
            for c, k in zip(chips, count, strict=True)
            for r in [0.8 * (c / scale if scale else 0.0) + 0.2 * (k - mean) / total * n]]
