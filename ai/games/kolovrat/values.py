"""What Kolovrat's capture rules ask of a set of cards on offer, answered from their values alone and
cached (the playout, ai/games/kolovrat/playout.py, asks them at every move).

A multiset of values is one int, `COUNT_BITS` bits of count per value (value v at bit COUNT_BITS * v): a
card laid down adds its `count_unit`, a card taken subtracts it, and the int is the caches' key. Which
values capture or complete a sum does not depend on which cards carry them nor on their order, and
playouts meet the same few tables again and again, so nearly every question is a dict hit.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable
from functools import cache
from typing import NamedTuple, TypeVar

from cards import Pack

Answer = TypeVar("Answer")

COUNT_BITS = 4  # two counts a byte (`table_cards`)
MAX_COUNT = (1 << COUNT_BITS) - 1
#: bits of the sum still missing in a `completing` key (values and sums below 64)
MISSING_BITS = 6
#: a cache is emptied when it grows past this: a long-running server meets ever new tables (a few MB each)
MAX_ENTRIES = 1 << 15


def count_unit(value: int) -> int:
    """What one card of `value` adds to a multiset of values."""
    return 1 << COUNT_BITS * value


def values_of(counts: int) -> list[int]:
    """The multiset's values, each as many times as it holds it, smallest first."""
    values = []
    value = 0
    while counts:
        values += [value] * (counts & MAX_COUNT)
        counts >>= COUNT_BITS
        value += 1
    return values


def capturable(counts: int, sums: bool, limit: int) -> int:
    """`KolovratState._capturable`'s answer for these values on offer: bit v when a card worth v finds one of
    them worth v or (with sums) two or more adding up to v; `limit` masks the sums worth tracking."""
    one = two = 0
    for value in values_of(counts):
        if sums:
            two = (two | (one | two) << value) & limit
        one |= 1 << value
    return one | two


#: `sums_apart` packs the sums of one value below this bit and those of two or more above it
APART = 64


def sums_apart(counts: int, limit: int) -> int:
    """`capturable` with sums, its two parts apart: the values (bit v) | the sums of two or more << APART,
    so that cards laid down later can add to both."""
    one = two = 0
    for value in values_of(counts):
        two = (two | (one | two) << value) & limit
        one |= 1 << value
    return one | two << APART


def completing(counts: int, missing: int) -> int:
    """The values (a bitmask) of the picks `completing_picks` offers (games/kolovrat/rules.py) towards `missing`:
    those the other values can complete to exactly `missing`. Every card of such a value qualifies: one
    of them can stand in for another of the same value in any sum. Its sums as `completing_picks` has them."""
    values = [v for v in values_of(counts) if v <= missing]
    limit = (1 << (missing + 1)) - 1
    before = []
    reach = 1
    for value in values:
        before.append(reach)
        reach = (reach | reach << value) & limit
    found = 0
    after = 1 << missing  # mirrored: the empty sum
    for j in range(len(values) - 1, -1, -1):
        value = values[j]
        if before[j] & after >> value:
            found |= 1 << value
        after |= after >> value
    return found


def counts_up_to(missing: int) -> int:
    """The bits of a multiset that hold the values up to `missing`: no bigger value takes part in its sums,
    so `completing` is keyed by these bits alone (far fewer tables to work out)."""
    return (1 << COUNT_BITS * (missing + 1)) - 1


class Cache(dict[int, Answer]):
    """A dict that works out a missing key's answer with `compute` (a plain subscript on a hit)."""

    def __init__(self, compute: Callable[[int], Answer]) -> None:
        super().__init__()
        self.compute = compute

    def __missing__(self, key: int) -> Answer:
        if len(self) >= MAX_ENTRIES:
            self.clear()
        answer = self[key] = self.compute(key)
        return answer


class ValueCaches:
    """The caches of one pack under one game's values: `capturable` with and without sums (keyed by the
    multiset), `completing` (keyed by the multiset's `counts_up_to(missing)` bits << MISSING_BITS |
    missing), and the pack's cards of a set of values (keyed by its bitmask; cards are their keys, see
    `pack_keys` in ai/games/kolovrat/playout.py). For ai/games/kolovrat/sums.py: the sums a table makes (`reach`),
    a whole capture per capturing value (`takes`), the values a capture picks first (`best_value`) and the bytes a
    hand's uncapturing values are (`uncaptured`).
    `sums_apart`, `reach`, `takes` and so `completing` are worked out from smaller multisets, looked up."""

    def __init__(self, card_values: list[int], limit: int) -> None:
        assert max(card_values) < 1 << MISSING_BITS
        by_value: dict[int, int] = {}
        for key, value in enumerate(card_values):
            by_value[value] = by_value.get(value, 0) | 1 << key
        assert all(mask.bit_count() <= MAX_COUNT for mask in by_value.values())
        self.limit = limit
        # worked out from the multiset one card smaller, which the search has nearly always met: a table the
        # cache lacks costs a step, not a pass over every value
        self.sums_apart = Cache(self._sums_apart)
        self.capturable_sums = Cache(self._capturable_sums)
        self.capturable_plain = Cache(lambda counts: capturable(counts, False, limit))
        self.completing = Cache(self._completing)
        self.reach = Cache(self._reach)
        self.up_to = [counts_up_to(missing) for missing in range(1 << MISSING_BITS)]
        self.cards_of = Cache(lambda values: sum(cards for v, cards in by_value.items() if values >> v & 1))
        # the value whose cards hold the biggest keys first: the capture's pick among values (`by_value`)
        ranked = sorted(by_value, key=lambda v: by_value[v], reverse=True)
        self.best_value = Cache(lambda values: next(v for v in ranked if values >> v & 1))
        # a capture's take as a tuple, unpacked without the shifts and masks (each a new int object past 256) that
        # taking a packed int apart cost
        self.takes = [Cache(functools.partial(self._take, value)) for value in range(max(card_values) + 1)]
        #: per bitmask of the values that capture, the values that do not, as the bytes.translate deletes
        worths = sorted(by_value)
        self.uncaptured = Cache(lambda values: bytes([v for v in worths if not values >> v & 1]))

    def _reach(self, counts: int) -> int:
        """The sums (bit s) some of the multiset's cards make, each card used once (0: none), up to the limit: the
        biggest value's card added to the sums of the rest."""
        if not counts:
            return 1
        value = (counts.bit_length() - 1) // COUNT_BITS
        rest = self.reach[counts - count_unit(value)]
        return (rest | rest << value) & self.limit

    def _completing(self, key: int) -> int:
        """`completing(counts, missing)` for a key `counts << MISSING_BITS | missing`: each value on offer whose
        card the rest can complete, by the rest's `reach`."""
        missing = key & (1 << MISSING_BITS) - 1
        counts = key >> MISSING_BITS & self.up_to[missing]
        reach = self.reach
        if not reach[counts] >> missing & 1:  # no sum of them makes it: often so, as every capture ends asking
            return 0
        found = 0
        rest, value, unit = counts, 0, 1  # the counts still to look at, from `value` (whose card adds `unit`)
        while rest:
            if rest & MAX_COUNT and reach[counts - unit] >> missing - value & 1:
                found |= 1 << value
            rest >>= COUNT_BITS
            value += 1
            unit <<= COUNT_BITS
        return found

    def _sums_apart(self, counts: int) -> int:
        """`sums_apart(counts, limit)`: the biggest value's card added to the answer for the rest."""
        if not counts:
            return 0
        value = (counts.bit_length() - 1) // COUNT_BITS
        rest = self.sums_apart[counts - count_unit(value)]
        one, two = rest & (1 << APART) - 1, rest >> APART
        return one | 1 << value | ((two | (one | two) << value) & self.limit) << APART

    def _capturable_sums(self, counts: int) -> int:
        """`capturable(counts, True, limit)`, from `sums_apart`."""
        both = self.sums_apart[counts]
        return both & (1 << APART) - 1 | both >> APART

    def _take(self, target: int, counts: int) -> tuple[int, int]:
        """A whole capture from the table by a card worth `target`, no sum under way, keyed by the table's
        `counts_up_to(target)` bits: the table cards of the values that complete a sum, the biggest key first, until
        none is left (ai/games/kolovrat/playout.py `capture` with many captures a card). What it takes away from the
        multiset, and how many cards. Worked out group by group in one loop (a frame a group was a tenth of the
        search's time on new tables), the rest looked up once a group ends on a table the cache knows."""
        completing, best_value, up_to, known = self.completing, self.best_value, self.up_to, self.takes[target].get
        removed = taken = partial = 0
        missing = target
        while True:
            values = completing[(counts - removed & up_to[missing]) << MISSING_BITS | missing]
            if not values:
                assert not partial, "completing picks always complete their sum"
                return removed, taken
            value = best_value[values]
            removed += 1 << COUNT_BITS * value
            taken += 1
            partial += value
            if partial >= target:
                partial = 0
                rest = known(counts - removed)
                if rest is not None:
                    return removed + rest[0], taken + rest[1]
            missing = target - partial


class PackKeys(NamedTuple):
    """A pack's cards as ints: the key of each code (its rank among the codes), each key's value, what each
    key adds to a multiset of values (ai/games/kolovrat/values.py), and the caches of those multisets."""

    key: dict[str, int]
    value: list[int]
    unit: list[int]
    caches: ValueCaches
    #: the value of each code, what one card of each value adds to a multiset (by value), and whether each
    #: value's cards have neighbouring keys, so that a card's value tells where its key sorts among the other
    #: values' (ai/games/kolovrat/sums.py plays on values alone only then)
    worth: dict[str, int]
    units: list[int]
    by_value: bool


@cache
def _pack_keys() -> dict[tuple[str, str], PackKeys]:
    """The store itself, inside a functools cache: no attribute leads a bot to it (tests/test_hidden_info.py), and
    the first search fills it, after the deal."""
    return {}


def pack_keys(pack: Pack, rank_values: dict[str | None, int], game_id: str, limit: int) -> PackKeys:
    """The `PackKeys` of a pack under a game's card values, built whole at first use (see `card_table`
    in games/kolovrat/rules.py: filled card by card, it would list the cards the deals offered)."""
    found = _pack_keys().get((pack.id, game_id))
    if found is None:
        cards = sorted(pack.cards, key=lambda c: c.code)
        value = [rank_values[c.rank] for c in cards]
        apart = values_apart(value)
        found = _pack_keys()[(pack.id, game_id)] = PackKeys(
            {c.code: k for k, c in enumerate(cards)}, value, [count_unit(v) for v in value],
            ValueCaches(value, limit), {c.code: v for c, v in zip(cards, value, strict=True)},
            [count_unit(v) for v in range(max(value) + 1)], apart)
    return found


def values_apart(card_values: list[int]) -> bool:
    """Whether the cards of each value (listed by key) have neighbouring keys: then of two values, every card
    of one sorts before every card of the other."""
    return all(v == w or w not in card_values[:k] for k, (v, w) in enumerate(itertools.pairwise(card_values)))


#: each byte of a multiset (two values' counts) as its cards, for bytes.translate
_BYTE_CARDS = bytes((byte & MAX_COUNT) + (byte >> COUNT_BITS) for byte in range(256))


def table_cards(counts: int) -> int:
    """How many cards a multiset of values holds: its bytes, each turned into the sum of its two counts, added up
    (one translate of a few bytes: masks and shifts of the whole int took four times the instructions)."""
    return sum(counts.to_bytes((counts.bit_length() + 7) // 8, "little").translate(_BYTE_CARDS))
