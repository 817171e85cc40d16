"""Kolovrat's playout under the rule book's own options (many captures a card, sums, no pile sums) on card
values alone: the search's commonest playout, written for speed (ai/games/kolovrat/playout.py plays the others).

Under these options a card's identity never decides anything once it is dealt: a capture takes the biggest
key among the cards of the values that complete a sum, and where the pack's keys keep each value's cards
together (`PackKeys.by_value`) that is the value that sorts highest, whatever the suits; the pile counts
and the table's card count decide the returns. So a hand is the bytes of its cards' values in zone order, a
pile its size and its top card's value, and the table the multiset of its values (ai/games/kolovrat/values.py),
and a whole capture from the table is one cache hit (`ValueCaches.takes`).
The policy, its `rngs.below` draws (inlined) and the end of the deal are `rollout_action`'s to the draw.

Every int operation whose result passes 256 makes a new object (most of a turn's cost was such objects and the
calls around them), so a turn works on small ints and look-ups: bits from `_BITS`, the caches' answers as tuples.
"""

from __future__ import annotations

import random
from functools import cache
from math import floor
from operator import attrgetter

from ai.games.kolovrat.values import MISSING_BITS, PackKeys, table_cards
from games.kolovrat.rules import KolovratState

_code = attrgetter("code")  # with map, a hand read into values without a Python step per card
#: 1 << v for each value v: a look-up, where a shift past 256 makes a new int object
_BITS = tuple(1 << v for v in range(1 << MISSING_BITS))


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
    sums_of, takes, up_to, uncaptured = caches.reach, caches.takes, caches.up_to, caches.uncaptured
    bits = _BITS
    limit = state.game.value_limit
    zones = state.zones
    n = state.num_players
    hand_of = state.hand
    value_of = worth.__getitem__
    hands = [bytearray(map(value_of, map(_code, hand_of(s)))) for s in range(n)]
    table = sum(map(units.__getitem__, map(value_of, map(_code, zones["table"]))))
    # a pile's top card's value (0: empty, a value no card has); the values on top as bits (`tops`), with how many
    # piles each tops (`held`), so that a turn finds the others' tops without a pass over the piles: all of `tops`,
    # less its own top's bit where no other pile shares it (held[0] stays 0: an empty pile has no bit to clear)
    count, top, held = [0] * n, [0] * n, [0] * len(units)
    tops = 0
    pile_zones = state.game.pile_zones
    for s in range(n):
        pile = zones[pile_zones[s]]
        if pile:
            count[s] = len(pile)
            value = top[s] = worth[pile[-1].code]
            held[value] += 1
            tops |= bits[value]
    after = _after(n)
    seat = state.turn
    assert seat is not None
    last, capturer = state.last_player, state.last_capturer
    trail_anyway = bool(state.config.trail_when_capture)
    draw = rng.random
    card = 0
    # the loop below captures with `card` (if `capture`), passes the turn on, then plays the next seat's card: a
    # deal between turns enters it at the seat before the one to play (`last` is set again before the deal can end)
    capture = state.playing is not None
    if capture:  # a capture begun: the card is still in its hand zone
        assert state.playing is not None
        card = worth[state.playing.code]
        del hands[seat][hand_of(seat).index(state.playing)]
        partial = state.partial_sum
        while partial:  # a sum under way: its picks, as `takes` makes them; the piles and the rest follow
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
    else:
        seat = seat - 1 if seat else n - 1
    talon = bytes(map(value_of, map(_code, zones["talon"])))
    # the table's part of `_capturable`: the sums its cards make, one card or more (bit s), and the empty sum (bit 0,
    # a value no card has). A card laid down adds to them (without a cache miss: most tables a playout makes are new);
    # a capture looks them up
    sums = sums_of[table]
    while True:
        if capture:
            # every other pile topped by the value, then the whole capture from the table, worked out once
            value = top[seat]  # its own pile's top before
            if held[card] > (value == card):
                for other in others[seat]:
                    if top[other] == card:
                        count[seat] += count[other]
                        count[other] = top[other] = 0
            if sums >> card & 1:  # the table makes the value (a third of captures take piles alone)
                removed, taken = takes[card][table & up_to[card]]
                table -= removed
                count[seat] += taken + 1  # and the capturing card, on top of the pile
                sums = sums_of[table]
            else:  # `takes` would answer nothing, often after working out a table it never met
                count[seat] += 1
            if value != card:
                top[seat] = card
                tops |= bits[card]
                if value:
                    held[value] -= 1
                    if not held[value]:
                        tops ^= bits[value]
            held[card] = 1  # the only pile of its value now
            capturer = seat
            capture = False
        # the next seat round the table that still holds cards (`_next_turn`)
        last = seat
        seat = after[seat]
        if not hands[seat]:  # most turns: the next seat holds cards
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
                    # the pack's size or 1: max() parses keyword options at every call
                    return deal_returns(count, list(state.chips), state.bank, state.pack.size or 1)
                # `_second_deal`: dealt from the top a card a seat round, the rest turned over onto the table
                dealt = talon[::-1]
                for j, s in enumerate(state.order):
                    hands[s] += dealt[j:each * n:n]
                for value in dealt[each * n:]:
                    table += units[value]
                talon = b""
                sums = sums_of[table]
                seat = state.order[0]
        # the seat's card. `rngs.below` inlined: floor, not int(), which goes through the type's call (half again
        # the instructions), and no clamp: random() times a count below 2**53 is less than the count (`rngs.shuffle`)
        hand = hands[seat]
        value = top[seat]
        mask = sums | (tops ^ bits[value] if held[value] == 1 else tops)
        # the hand's capturing cards in order, as values (bytes.translate deletes the others)
        capturing = hand.translate(None, uncaptured[mask])
        if capturing:
            if draw() * 5 >= 1.0:  # below(rng, 5) != 0: capture, with any capturing card
                i = floor(draw() * len(capturing))
                card = capturing[i]
                if not i or card not in capturing[:i]:  # the first capturing card of its value: the hand's first
                    hand.remove(card)
                else:  # a card of a value an earlier capturing card has: its own place in the hand
                    _remove_nth(hand, card, capturing.count(card, 0, i))
                capture = True
                continue
            # any legal move, listed as `_hand_actions` lists them: (place in hand) << 1 | captures
            legal: list[int] = []
            for place, value in enumerate(hand):
                if value in capturing:
                    if trail_anyway:
                        legal.append(place << 1)
                    legal.append(place << 1 | 1)
                else:
                    legal.append(place << 1)
            chosen = legal[floor(draw() * len(legal))]
            card = hand.pop(chosen >> 1)
            if chosen & 1:
                capture = True
                continue
        else:
            card = hand.pop(floor(draw() * len(hand)))
        # laid down on the table: the sums it makes with the others' (and alone, with the empty sum)
        table += units[card]
        sums = (sums | sums << card) & limit


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
    (games/pot.py `Pot.award`, `chip_returns`): through Pot they took a tenth of a playout. Loops over the seats,
    not max(), min() and zip(strict=True): CPython 3.11 parses their keyword options at every call, and those
    calls were half the instructions here."""
    n = len(count)
    best = count[0]
    for k in count:
        if k > best:
            best = k
    share = bank // count.count(best)  # the winners split the bank; what does not divide stays in it
    if share:
        for s in range(n):
            if count[s] == best:
                chips[s] += share
    scale = 0  # max(max(chips), -min(chips)): the biggest chip count either way
    for c in chips:
        if c > scale:
            scale = c
        elif -c > scale:
            scale = -c
    mean = sum(count) / n
    returns = []
    for s in range(n):
        r = 0.8 * (chips[s] / scale if scale else 0.0) + 0.2 * (count[s] - mean) / total * n
        # clamped to [-1, 1] by comparisons (max(-1.0, min(1.0, r)) made two calls a seat)
        returns.append(r if -1.0 <= r <= 1.0 else 1.0 if r > 1.0 else -1.0)
    return returns
