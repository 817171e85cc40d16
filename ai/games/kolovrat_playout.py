"""Kolovrat's quick playout: the deal played out by the playout policy on plain numbers (the search's
`playout` hook, ai/search_hooks.py).

`rollout_action` (ai/games/kolovrat.py) steps through zones, events and Action objects, some 75 moves a
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
from typing import NamedTuple

from cards import Pack
from games.kolovrat import KolovratState


class PackKeys(NamedTuple):
    """A pack's cards as ints: the key of each code (its rank among the codes), and each key's value."""

    key: dict[str, int]
    value: list[int]


_PACK_KEYS: dict[tuple[str, str], PackKeys] = {}


def pack_keys(pack: Pack, rank_values: dict[str | None, int], game_id: str) -> PackKeys:
    """The `PackKeys` of a pack under a game's card values, built whole at first use (see `card_table`
    in games/kolovrat.py: filled card by card, it would list the cards the deals offered)."""
    found = _PACK_KEYS.get((pack.id, game_id))
    if found is None:
        cards = sorted(pack.cards, key=lambda c: c.code)
        found = _PACK_KEYS[(pack.id, game_id)] = PackKeys(
            {c.code: k for k, c in enumerate(cards)}, [rank_values[c.rank] for c in cards])
    return found


@cache
def _others(n: int) -> list[tuple[int, ...]]:
    """For each seat, the other seats in seat order: made once per player count, not per playout."""
    return [tuple(o for o in range(n) if o != s) for s in range(n)]


class _Deal:
    """The deal as plain numbers, and the policy's moves on them. Mirrors KolovratState field by field:
    a hand, the table and the talon are lists of keys in zone order; a pile is its size and its top
    card's value (0 when empty: no card is worth 0)."""

    __slots__ = ("bank", "capturer", "chips", "count", "hands", "key", "last", "leftovers", "limit", "n",
                 "one_capture", "order", "others", "pile_sums", "sums", "table", "talon", "top", "total",
                 "trail_anyway", "value")

    def __init__(self, state: KolovratState) -> None:
        keys = pack_keys(state.pack, state.game.rank_values, state.game.id)
        key, value = self.key, self.value = keys.key, keys.value
        zones = state.zones
        n = self.n = state.num_players
        self.hands = [[key[c.code] for c in state.hand(s)] for s in range(n)]
        self.table = [key[c.code] for c in zones["table"]]
        self.talon = [key[c.code] for c in zones["talon"]]
        piles = [zones[name] for name in state.game.pile_zones[:n]]
        self.count = [len(p) for p in piles]
        self.top = [value[key[p[-1].code]] if p else 0 for p in piles]
        self.order = list(state.order)
        self.others = _others(n)
        self.bank, self.chips = state.bank, list(state.chips)
        self.last, self.capturer = state.last_player, state.last_capturer
        config = state.config
        self.sums = bool(config.sums)
        self.pile_sums = self.sums and bool(config.pile_sums)
        self.one_capture = config.captures == "one"
        self.trail_anyway = bool(config.trail_when_capture)
        self.limit = state.game.value_limit
        self.leftovers = config.leftovers
        self.total = max(1, state.pack.size)

    # -- what is on offer (capture_options) ---------------------------------------------------------------
    def best_pick(self, seat: int, target: int, partial: int) -> int | None:
        """The pick the policy makes among `capture_options`: the biggest haul, ties to the biggest code.
        A table card's key (>= 0), or ~seat for that seat's pile; None when nothing is on offer."""
        value, table, count, top = self.value, self.table, self.count, self.top
        missing = target - partial
        pile_seats = [o for o in self.others[seat] if count[o]]
        worth = [value[k] for k in table] + [top[o] for o in pile_seats]
        on_table = len(table)
        # the piles join sums only with pile_sums
        summable = worth if self.pile_sums else worth[:on_table]
        completing = self._completing(summable, missing) if self.sums and missing >= 0 else 0
        equal = partial == 0
        best_pile = -1
        most = 0
        for j, other in enumerate(pile_seats):
            i = on_table + j
            size = count[other]
            if ((equal and worth[i] == target) or completing >> i & 1) and (
                    size > most or (size == most and str(other) > str(best_pile))):
                best_pile, most = other, size
        if best_pile >= 0:
            return ~best_pile
        best = -1
        for i in range(on_table):
            if ((equal and worth[i] == target) or completing >> i & 1) and table[i] > best:
                best = table[i]
        return best if best >= 0 else None

    @staticmethod
    def _completing(worth: list[int], missing: int) -> int:
        """`completing_picks` (games/kolovrat.py), every pick summable, as a bitmask of indices into `worth`."""
        small = [i for i, v in enumerate(worth) if v <= missing]
        limit = (1 << (missing + 1)) - 1
        before = []
        reach = 1
        for i in small:
            before.append(reach)
            reach = (reach | reach << worth[i]) & limit
        found = 0
        after = 1 << missing
        for j in range(len(small) - 1, -1, -1):
            v = worth[small[j]]
            if before[j] & after >> v:
                found |= 1 << small[j]
            after |= after >> v
        return found

    # -- the deal played out -----------------------------------------------------------------------------
    def play(self, seat: int, playing: int | None, partial: int, rng: random.Random) -> list[float]:
        """Play out from `seat` to act (capturing with `playing`, `partial` summed so far, when not None)."""
        draw = rng.random
        value, hands, table, count, top, others = self.value, self.hands, self.table, self.count, self.top, self.others
        sums, pile_sums, limit = self.sums, self.pile_sums, self.limit
        best_pick = self.best_pick
        n = self.n
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
                    if not fresh:
                        one = two = 0
                        for k in table:
                            v = value[k]
                            if sums:
                                two = (two | (one | two) << v) & limit
                            one |= 1 << v
                        fresh = True
                    mask = one | two
                    if pile_sums:
                        with_piles, more = one, two
                        for other in others[seat]:
                            if count[other]:
                                v = top[other]
                                mask |= 1 << v
                                more = (more | (with_piles | more) << v) & limit
                                with_piles |= 1 << v
                        mask |= more
                    else:
                        for other in others[seat]:
                            mask |= 1 << top[other]  # an empty pile's 0: no card is worth it
                    capturing = [k for k in hand if mask >> value[k] & 1]
                capture = False
                if capturing:
                    i = int(draw() * 5)
                    if i:  # below(rng, 5) != 0: capture, with any capturing card
                        size = len(capturing)
                        i = int(draw() * size)
                        card = capturing[i if i < size else size - 1]
                        capture = True
                    else:  # any legal move, listed as `_hand_actions` lists them
                        legal: list[tuple[int, bool]] = []
                        for k in hand:
                            if k not in capturing:
                                legal.append((k, False))
                            else:
                                if self.trail_anyway:
                                    legal.append((k, False))
                                legal.append((k, True))
                        size = len(legal)
                        i = int(draw() * size)
                        card, capture = legal[i if i < size else size - 1]
                else:
                    size = len(hand)
                    i = int(draw() * size)
                    card = hand[i if i < size else size - 1]
                hand.remove(card)
                if capture:
                    playing, partial = card, 0
                else:
                    table.append(card)
                    if fresh:
                        v = value[card]
                        if sums:
                            two = (two | (one | two) << v) & limit
                        one |= 1 << v
            if playing is not None:
                target = value[playing]
                on_table = len(table)
                partial = self.capture(seat, target, partial)
                if len(table) != on_table:
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

    def capture(self, seat: int, target: int, partial: int) -> int:
        """The picks the policy makes with a card worth `target` (`partial` summed so far) until nothing is
        left to take, or with one capture a card until a group is complete; what is left summed (not 0 only
        when nothing completes a sum, a 'done' the engine takes too).

        After a group the engine asks `_capturable` whether to go on; it has the played value exactly when
        capture_options offers a pick, so looking for the next pick answers that."""
        count, top, value, table = self.count, self.top, self.value, self.table
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
                    table.remove(pick)
                    count[seat] += 1
                    partial += value[pick]
                if partial >= target:
                    partial = 0
                    if one_capture:
                        return 0
        # `best_pick` without pile sums, written out: a capture's picks are most of a playout's work
        others, sums = self.others[seat], self.sums
        piles_left = True
        while True:
            if piles_left and not partial:
                # Piles are groups of their own and beat any table card, so they go first; with many
                # captures a card every one of them goes, in whatever order (nothing else moves meanwhile).
                # The others' piles only shrink, so none is worth looking at again.
                piles_left = False
                if one_capture:
                    best_pile = -1
                    most = 0
                    for other in others:
                        size = count[other]
                        if top[other] == target and (size > most or (size == most and str(other) > str(best_pile))):
                            best_pile, most = other, size
                    if best_pile >= 0:
                        count[seat] += most
                        count[best_pile] = top[best_pile] = 0
                        return 0
                else:
                    for other in others:
                        if top[other] == target:
                            count[seat] += count[other]
                            count[other] = top[other] = 0
            best = -1
            missing = target - partial
            if not sums or missing < 0:
                if not partial:
                    for k in table:
                        if value[k] == target and k > best:
                            best = k
            else:
                limit = (1 << (missing + 1)) - 1
                before = []
                reach = 1
                for k in table:
                    before.append(reach)
                    reach = (reach | reach << value[k]) & limit
                if reach >> missing & 1:
                    after = 1 << missing
                    for j in range(len(table) - 1, -1, -1):
                        k = table[j]
                        v = value[k]
                        if before[j] & after >> v and k > best:
                            best = k
                        after |= after >> v
            if best < 0:
                return partial
            table.remove(best)
            count[seat] += 1
            partial += value[best]
            if partial >= target:
                partial = 0
                if one_capture:
                    return 0

    def second_deal(self) -> bool:
        """The talon shared out (`_second_deal`); whether anybody got cards."""
        talon, hands = self.talon, self.hands
        each = len(talon) // self.n
        for _ in range(each):
            for s in self.order:
                hands[s].append(talon.pop())
        while talon:  # what does not divide is turned over onto the table, from the top
            self.table.append(talon.pop())
        return each > 0

    def end_of_deal(self) -> list[float]:
        """The leftovers, the bank to the biggest piles, and `KolovratState.returns`. The pot's sums are
        written out (games/pot.py `Pot.award`, `chip_returns`): through Pot they took a tenth of a playout."""
        rule, count, n = self.leftovers, self.count, self.n
        taker = self.last if rule == "last_player" else self.capturer if rule == "last_capturer" else None
        if taker is not None and self.table:
            count[taker] += len(self.table)
        best = max(count)
        winners = [s for s in range(n) if count[s] == best]
        chips = self.chips
        share = self.bank // len(winners)  # the winners split the bank; what does not divide stays in it
        for s in winners:
            chips[s] += share
        scale = max(chips) if max(chips) >= -min(chips) else -min(chips)
        mean = sum(count) / n
        total = self.total
        return [max(-1.0, min(1.0, 0.8 * (c / scale if scale else 0.0) + 0.2 * (k - mean) / total * n))
                for c, k in zip(chips, count, strict=True)]


def playout(state: KolovratState, rng: random.Random) -> list[float]:
    """The deal played out from `state` by the playout policy, and its returns (the `playout` hook)."""
    seat = state.turn
    assert seat is not None
    deal = _Deal(state)
    playing = None
    if state.playing is not None:  # the card stays in the hand zone until the capture ends
        playing = deal.key[state.playing.code]
        deal.hands[seat].remove(playing)
    return deal.play(seat, playing, state.partial_sum, rng)
