"""Kolovrat's quick playout: the deal played out by the playout policy on plain numbers (the search's
`playout` hook, ai/search_hooks.py).

`rollout_action` (ai/games/kolovrat/search.py) steps through zones, events and Action objects, some 75 moves a
playout. Here the world is read once into lists of ints and the same policy runs on them: the same
choices in the same order, the same `rngs.below` draws (inlined), the same second deal, end of deal and
returns, so that a seeded search chooses exactly as it does with the step loop.

A card is an int: its place in the pack sorted by code. The policy breaks ties between equal hauls by
the biggest action code, and 'take:<code>' codes order as the card codes do, so the biggest key is the
card it takes. Every 'take_pile:<seat>' code sorts after every 'take:' code ('_' after ':'), so a pile on
offer beats any table card of the same haul (one card), and a bigger pile beats it anyway.
"""

from __future__ import annotations

import random
from functools import cache

from ai.games.kolovrat.sums import deal_returns, fits, play_sums
from ai.games.kolovrat.values import APART, MISSING_BITS, count_unit, pack_keys
from games.kolovrat.rules import KolovratState


@cache
def _others(n: int) -> list[tuple[int, ...]]:
    """For each seat, the other seats in seat order: made once per player count, not per playout."""
    return [tuple(o for o in range(n) if o != s) for s in range(n)]


class _Deal:
    """The deal as plain numbers, and the policy's moves on them. Mirrors KolovratState field by field:
    a hand is a list of keys in zone order; a pile is its size and its top card's value (0 when empty: no
    card is worth 0). The table's order never matters to the policy (it picks the biggest key, and
    sums do not care), so the table is a bitmask of keys and the multiset of its values
    (`kolovrat_values`), both updated in place."""

    __slots__ = ("bank", "caches", "capturer", "chips", "count", "hands", "key", "last", "leftovers", "limit", "n",
                 "one_capture", "order", "others", "pile_sums", "sums", "table", "table_values", "talon", "top",
                 "total", "trail_anyway", "unit", "value")

    def __init__(self, state: KolovratState) -> None:
        game, pack = state.game, state.pack
        keys = pack_keys(pack, game.rank_values, game.id, game.value_limit)
        key, value, unit = self.key, self.value, self.unit = keys.key, keys.value, keys.unit
        self.caches = keys.caches
        zones = state.zones
        n = self.n = state.num_players
        hand = state.hand
        self.hands = [[key[c.code] for c in hand(s)] for s in range(n)]
        table = 0
        table_values = 0
        for c in zones["table"]:
            k = key[c.code]
            table |= 1 << k
            table_values += unit[k]
        self.table, self.table_values = table, table_values
        self.talon = [key[c.code] for c in zones["talon"]]
        count, top = self.count, self.top = [0] * n, [0] * n
        pile_zones = game.pile_zones
        for s in range(n):
            pile = zones[pile_zones[s]]
            if pile:
                count[s] = len(pile)
                top[s] = value[key[pile[-1].code]]
        self.order = list(state.order)
        self.others = _others(n)
        self.bank, self.chips = state.bank, list(state.chips)
        self.last, self.capturer = state.last_player, state.last_capturer
        config = state.config
        self.sums = sums = bool(config.sums)
        self.pile_sums = sums and bool(config.pile_sums)
        self.one_capture = config.captures == "one"
        self.trail_anyway = bool(config.trail_when_capture)
        self.leftovers = config.leftovers
        self.limit = game.value_limit
        self.total = max(1, pack.size)

    # -- what is on offer (capture_options) ---------------------------------------------------------------
    def best_pick(self, seat: int, target: int, partial: int) -> int | None:
        """The pick the policy makes among `capture_options`: the biggest haul, ties to the biggest code.
        A table card's key (>= 0), or ~seat for that seat's pile; None when nothing is on offer."""
        count, top, others = self.count, self.top, self.others[seat]
        missing = target - partial
        equal = 1 << target if partial == 0 else 0
        if self.sums and missing >= 0:
            offered = self.table_values
            if self.pile_sums:  # the piles join sums only with pile_sums
                for other in others:
                    if count[other]:
                        offered += count_unit(top[other])
            on_table = self.caches.completing[(offered & self.caches.up_to[missing]) << MISSING_BITS | missing]
            on_piles = on_table if self.pile_sums else equal
        else:
            on_table = on_piles = equal
        best_pile = -1
        most = 0
        for other in others:
            size = count[other]
            if size and on_piles >> top[other] & 1 and (size > most or (size == most and str(other) > str(best_pile))):
                best_pile, most = other, size
        if best_pile >= 0:
            return ~best_pile
        cards = self.table & self.caches.cards_of[on_table]
        return cards.bit_length() - 1 if cards else None

    def capturable(self, seat: int) -> int:
        """`_capturable`: the values (a bitmask) of the cards that start a capture now."""
        count, top, others = self.count, self.top, self.others[seat]
        if self.pile_sums:
            offered = self.table_values
            for other in others:
                if count[other]:
                    offered += count_unit(top[other])
            return self.caches.capturable_sums[offered]
        mask = (self.caches.capturable_sums if self.sums else self.caches.capturable_plain)[self.table_values]
        for other in others:
            mask |= 1 << top[other]  # an empty pile's 0: no card is worth it
        return mask

    # -- the deal played out -----------------------------------------------------------------------------
    def play(self, seat: int, playing: int | None, partial: int, rng: random.Random) -> list[float]:
        """Play out from `seat` to act (capturing with `playing`, `partial` summed so far, when not None)."""
        draw = rng.random
        value, unit, hands, count, top, others = self.value, self.unit, self.hands, self.count, self.top, self.others
        best_pick, capture = self.best_pick, self.capture
        trail_anyway = self.trail_anyway
        n = self.n
        sums, limit = self.sums, self.limit
        quick = not self.pile_sums
        # `_capturable`'s table part: the values of one card, and (with sums) the sums of two or more. Neither
        # depends on the table's order, so a card laid down adds to them; a card taken away spoils them.
        one = two = 0
        fresh = False
        while True:
            if playing is None:
                hand = hands[seat]
                if partial:  # `_capturing` asks capture_options then: never after a legal capture
                    capturing = [k for k in hand if best_pick(seat, value[k], partial) is not None]
                else:
                    if quick:
                        if not fresh:
                            one = two = 0
                            table = self.table
                            while table:
                                low = table & -table
                                v = value[low.bit_length() - 1]
                                if sums:
                                    two = (two | (one | two) << v) & limit
                                one |= 1 << v
                                table ^= low
                            fresh = True
                        mask = one | two
                        for other in others[seat]:
                            mask |= 1 << top[other]  # an empty pile's 0: no card is worth it
                    else:
                        mask = self.capturable(seat)
                    capturing = [k for k in hand if mask >> value[k] & 1]
                capture_it = False
                if capturing:
                    i = int(draw() * 5)
                    if i:  # below(rng, 5) != 0: capture, with any capturing card
                        size = len(capturing)
                        i = int(draw() * size)
                        card = capturing[i if i < size else size - 1]
                        capture_it = True
                    else:  # any legal move, listed as `_hand_actions` lists them
                        legal: list[tuple[int, bool]] = []
                        for k in hand:
                            if k not in capturing:
                                legal.append((k, False))
                            else:
                                if trail_anyway:
                                    legal.append((k, False))
                                legal.append((k, True))
                        size = len(legal)
                        i = int(draw() * size)
                        card, capture_it = legal[i if i < size else size - 1]
                else:
                    size = len(hand)
                    i = int(draw() * size)
                    card = hand[i if i < size else size - 1]
                hand.remove(card)
                if capture_it:
                    playing, partial = card, 0
                else:
                    self.table |= 1 << card
                    self.table_values += unit[card]
                    if fresh:
                        v = value[card]
                        if sums:
                            two = (two | (one | two) << v) & limit
                        one |= 1 << v
            if playing is not None:
                target = value[playing]
                table = self.table
                partial = capture(seat, target, partial)
                if self.table != table:
                    fresh = False
                # done: the capturing card on top of the pile
                count[seat] += 1
                top[seat] = target
                playing = None
                self.capturer = seat
            # the next seat round the table that still holds cards (`_next_turn`)
            self.last = seat
            seat = seat + 1 if seat + 1 < n else 0
            if hands[seat]:  # most turns: the next seat
                continue
            for _ in range(n - 1):
                seat = seat + 1 if seat + 1 < n else 0
                if hands[seat]:
                    break
            else:
                if not self.talon or not self.second_deal():
                    return self.end_of_deal()
                seat = self.order[0]
                fresh = False

    def play_many_sums(self, seat: int, playing: int | None, partial: int, rng: random.Random) -> list[float]:
        """`play` under the rule book's options, many captures a card with sums and no pile sums, written
        tight: the capture inline, the table in locals (its part of `_capturable` kept as `play` keeps
        it), nothing looked up twice."""
        draw = rng.random
        value, unit, hands, count, top, others = self.value, self.unit, self.hands, self.count, self.top, self.others
        caches = self.caches
        completing, cards_of, up_to = caches.completing, caches.cards_of, caches.up_to
        trail_anyway, limit, n = self.trail_anyway, self.limit, self.n
        sums_apart = caches.sums_apart
        apart = (1 << APART) - 1
        table, table_values = self.table, self.table_values
        one = two = 0
        fresh = False
        while True:
            if playing is None:
                hand = hands[seat]
                if partial:  # `_capturing` asks capture_options then: never after a legal capture
                    self.table, self.table_values = table, table_values
                    capturing = [k for k in hand if self.best_pick(seat, value[k], partial) is not None]
                else:
                    if not fresh:
                        both = sums_apart[table_values]
                        one, two = both & apart, both >> APART
                        fresh = True
                    mask = one | two
                    for other in others[seat]:
                        mask |= 1 << top[other]  # an empty pile's 0: no card is worth it
                    capturing = [k for k in hand if mask >> value[k] & 1]
                if capturing:
                    i = int(draw() * 5)
                    if i:  # below(rng, 5) != 0: capture, with any capturing card
                        size = len(capturing)
                        i = int(draw() * size)
                        playing = capturing[i if i < size else size - 1]
                        hand.remove(playing)
                    else:  # any legal move, listed as `_hand_actions` lists them
                        legal: list[tuple[int, bool]] = []
                        for k in hand:
                            if k not in capturing:
                                legal.append((k, False))
                            else:
                                if trail_anyway:
                                    legal.append((k, False))
                                legal.append((k, True))
                        size = len(legal)
                        i = int(draw() * size)
                        card, capture_it = legal[i if i < size else size - 1]
                        hand.remove(card)
                        if capture_it:
                            playing = card
                else:
                    size = len(hand)
                    i = int(draw() * size)
                    card = hand[i if i < size else size - 1]
                    hand.remove(card)
                if playing is None:
                    table |= 1 << card
                    table_values += unit[card]
                    if fresh:
                        v = value[card]
                        two = (two | (one | two) << v) & limit
                        one |= 1 << v
                else:
                    partial = 0
            if playing is not None:
                # `capture` under these options: every pile topped by the value as soon as no sum is under
                # way, then the biggest completing table card until none is left
                target = value[playing]
                piles_seen = not partial
                if piles_seen:
                    for other in others[seat]:
                        if top[other] == target:
                            count[seat] += count[other]
                            count[other] = top[other] = 0
                taken = 1  # the capturing card, on top of the pile
                missing = target - partial
                while missing >= 0:
                    values = completing[(table_values & up_to[missing]) << MISSING_BITS | missing]
                    if not values:
                        break
                    best = (table & cards_of[values]).bit_length() - 1
                    table ^= 1 << best
                    table_values -= unit[best]
                    taken += 1
                    partial += value[best]
                    if partial >= target:
                        partial = 0
                        if not piles_seen:
                            piles_seen = True
                            for other in others[seat]:
                                if top[other] == target:
                                    count[seat] += count[other]
                                    count[other] = top[other] = 0
                    missing = target - partial
                if taken > 1:
                    fresh = False
                count[seat] += taken
                top[seat] = target
                playing = None
                self.capturer = seat
            # the next seat round the table that still holds cards (`_next_turn`)
            self.last = seat
            seat = seat + 1 if seat + 1 < n else 0
            if hands[seat]:  # most turns: the next seat
                continue
            for _ in range(n - 1):
                seat = seat + 1 if seat + 1 < n else 0
                if hands[seat]:
                    break
            else:
                self.table, self.table_values = table, table_values
                if not self.talon or not self.second_deal():
                    return self.end_of_deal()
                table, table_values = self.table, self.table_values
                seat = self.order[0]
                fresh = False

    def capture(self, seat: int, target: int, partial: int) -> int:
        """The picks the policy makes with a card worth `target` (`partial` summed so far) until nothing is
        left to take, or with one capture a card until a group is complete; what is left summed (not 0 only
        when nothing completes a sum, a 'done' the engine takes too).

        After a group the engine asks `_capturable` whether to go on; it has the played value exactly when
        capture_options offers a pick, so looking for the next pick answers that."""
        count, top, value, unit = self.count, self.top, self.value, self.unit
        one_capture = self.one_capture
        if self.pile_sums:
            while True:
                pick = self.best_pick(seat, target, partial)
                if pick is None:
                    return partial
                if pick < 0:
                    other = ~pick
                    partial += top[other]
                    count[seat] += count[other]
                    count[other] = top[other] = 0
                else:
                    self.table ^= 1 << pick
                    self.table_values -= unit[pick]
                    count[seat] += 1
                    partial += value[pick]
                if partial >= target:
                    partial = 0
                    if one_capture:
                        return 0
        # `best_pick` without pile sums, written out: a capture's picks are most of a playout's work.
        # Piles are groups of their own and beat any table card, so they go first, as soon as no sum is
        # under way; the others' piles only shrink, so none is worth looking at again.
        piles_seen = not partial
        if piles_seen:
            if one_capture:
                best_pile = -1
                most = 0
                for other in self.others[seat]:
                    size = count[other]
                    if top[other] == target and (size > most or (size == most and str(other) > str(best_pile))):
                        best_pile, most = other, size
                if best_pile >= 0:
                    count[seat] += most
                    count[best_pile] = top[best_pile] = 0
                    return 0
            else:
                self.take_piles(seat, target)
        caches = self.caches
        table, table_values = self.table, self.table_values
        missing = target - partial
        if not self.sums or missing < 0:
            if not partial:  # every table card of the value is a group of its own
                cards = table & caches.cards_of[1 << target]
                if cards:
                    if one_capture:
                        cards = 1 << cards.bit_length() - 1
                    taken = cards.bit_count()
                    self.table = table ^ cards
                    self.table_values = table_values - taken * unit[cards.bit_length() - 1]
                    count[seat] += taken
            return partial
        completing, cards_of, up_to = caches.completing, caches.cards_of, caches.up_to
        taken = 0
        while True:
            values = completing[(table_values & up_to[missing]) << MISSING_BITS | missing]
            if not values:
                break
            best = (table & cards_of[values]).bit_length() - 1
            table ^= 1 << best
            table_values -= unit[best]
            taken += 1
            partial += value[best]
            if partial >= target:
                partial = 0
                if one_capture:
                    break
                if not piles_seen:
                    piles_seen = True
                    self.take_piles(seat, target)
            missing = target - partial
        self.table, self.table_values = table, table_values
        count[seat] += taken
        return partial

    def take_piles(self, seat: int, target: int) -> None:
        """With many captures a card, every other pile topped by the played value goes, in whatever order
        (nothing else moves meanwhile)."""
        count, top = self.count, self.top
        for other in self.others[seat]:
            if top[other] == target:
                count[seat] += count[other]
                count[other] = top[other] = 0

    def second_deal(self) -> bool:
        """The talon shared out (`_second_deal`); whether anybody got cards."""
        talon, hands, n = self.talon, self.hands, self.n
        each = len(talon) // n
        # dealt from the top a card a seat round: the j-th seat in order gets every n-th card from the j-th
        dealt = talon[::-1]
        for j, s in enumerate(self.order):
            hands[s] += dealt[j:each * n:n]
        for k in dealt[each * n:]:  # what does not divide is turned over onto the table
            self.table |= 1 << k
            self.table_values += self.unit[k]
        talon.clear()
        return each > 0

    def end_of_deal(self) -> list[float]:
        """The leftovers, then the bank and the returns (`deal_returns`)."""
        rule, count = self.leftovers, self.count
        taker = self.last if rule == "last_player" else self.capturer if rule == "last_capturer" else None
        if taker is not None and self.table:
            count[taker] += self.table.bit_count()
        return deal_returns(count, self.chips, self.bank, self.total)


def playout(state: KolovratState, rng: random.Random) -> list[float]:
    """The deal played out from `state` by the playout policy, and its returns (the `playout` hook)."""
    game = state.game
    keys = pack_keys(state.pack, game.rank_values, game.id, game.value_limit)
    if fits(state, keys):
        returns = play_sums(state, keys, _others(state.num_players), rng)
        if returns is not None:
            return returns
    seat = state.turn
    assert seat is not None
    deal = _Deal(state)
    playing = None
    if state.playing is not None:  # the card stays in the hand zone until the capture ends
        playing = deal.key[state.playing.code]
        deal.hands[seat].remove(playing)
    play = deal.play_many_sums if deal.sums and not deal.pile_sums and not deal.one_capture else deal.play
    return play(seat, playing, state.partial_sum, rng)
