"""Cribbage counting: the show (hand and crib) and the points of a card in the play.

Everything here is pure and fast, because the AI scores hundreds of thousands of
hands (every kept four against every possible starter). A card is reduced to a
`(rank, suit)` pair of small ints: rank 1..13 in run order (ace low), suit 0..3.
The part of a hand's count that depends only on ranks (fifteens, pairs, runs) is
cached per sorted rank tuple, so after a few thousand distinct rank sets every
count is one cache look-up plus the flush and nobs checks.

The numbers (2 for fifteen, 12 for four of a kind, the minimum run...) come from
the rule book through `Scoring.from_rulebook`; nothing below hard-codes them. The count's
words ("fifteen 2, fifteen 4") are Cribbage's words: games/cribbage/words.py, from the pieces in counts.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product

from cards.model import Card
from games.cribbage.counts import Item, say_count, say_peg
from games.rulebook import RuleBook
from games.schema import Record, Whole

Key = tuple[int, int]  # (rank 1..13, suit 0..3)


_BY_PLAYERS = Record({str(n): Whole(0, 20) for n in (2, 3, 4)})  # keyed by the player count, as text
#: the shape of the rule book's tables (games/schema.py), checked when the game loads them
TABLES_SHAPE = Record({
    "hand_size": _BY_PLAYERS, "crib_discards": _BY_PLAYERS, "crib_from_stock": _BY_PLAYERS,
    "same_rank": Record({str(n): Whole(0) for n in (2, 3, 4)}),
    **{name: Whole(0) for name in ("count_limit", "fifteen_total", "fifteen", "thirty_one", "go", "last_card",
                                    "run_per_card", "run_min", "run_min_with_run_of_two", "flush_hand",
                                    "flush_with_starter", "crib_flush", "nobs", "his_heels", "max_claim",
                                    "max_claim_with_run_of_two")},
})


@dataclass(frozen=True)
class Scoring:
    """The counting numbers of one rule set, with caches for the hot paths."""

    rank_codes: tuple[str, ...]  # run order, ace first
    values: tuple[int, ...]  # count value by rank 1..13 (index 0 unused)
    suit_codes: tuple[str, ...]
    nobs_rank: int
    fifteen_total: int
    fifteen: int
    same_rank: tuple[int, ...]  # points for 0..4 cards of one rank (pegging: last cards in a row)
    run_min: int
    run_per_card: int
    flush_hand: int
    flush_with_starter: int
    crib_flush: int
    nobs: int
    his_heels: int
    go: int
    last_card: int
    thirty_one: int
    count_limit: int
    # caches keyed by card code (a str hashes in C; a Card hashes through Python), filled for the whole pack
    # by DealRules before any deal
    _keys: dict[str, Key] = field(default_factory=dict, compare=False, repr=False)
    _vals: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    # The counts of the show, by rank tuple, are cached in functools caches (C), not in dicts: a bot reaches
    # this object through the game, and the keys of a dict filled as the search counts the searching seat's
    # hand against every starter would show it that hand. Too many rank tuples (8,554 up to five cards, most
    # of a second to count) to fill up front. The cache_info of these caches still lets code that calls them
    # probe a rank tuple at a time (so does timing a call): the attribute walk of tests/reach.py does not.
    # sorted ranks -> fifteens, pairs and runs
    _rank_memo: Callable[[tuple[int, ...]], int] = field(init=False, compare=False, repr=False)
    # (sorted ranks, flush kind, nobs) -> (points, the count in English): what a show event carries
    _show_memo: Callable[[tuple[int, ...], int, int], tuple[int, str]] = field(init=False, compare=False, repr=False)
    # (fifteen or thirty-one, cards of a rank, run length) -> the peg in English, every one made up front (a
    # hundred or so): filled peg by peg, it would tell a bot what the searching seat's playouts pegged
    _peg_words: dict[tuple[int, int, int], str] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_rank_memo", lru_cache(maxsize=None)(self._rank_points))
        object.__setattr__(self, "_show_memo", lru_cache(maxsize=None)(self._show))
        # a run in one count is seven cards at most (A to 7 is 28)
        pegs = product(range(3), range(1, 5), (0, *range(max(2, self.run_min), 8)))
        object.__setattr__(self, "_peg_words", {peg: self._peg_words_of(*peg) for peg in pegs})

    @staticmethod
    def from_rulebook(rulebook: RuleBook, suits: Sequence[str], run_of_two: bool = False) -> Scoring:
        """The counting rules of the rule book's card values and tables (checked by TABLES_SHAPE when it loaded)."""
        card_values, tables = rulebook.card_values, rulebook.tables
        order = tuple(str(r) for r in card_values["rank_order"])
        same = {int(k): int(v) for k, v in tables["same_rank"].items()}
        return Scoring(
            rank_codes=order, values=(0, *(int(card_values[r]) for r in order)), suit_codes=tuple(suits),
            nobs_rank=order.index(str(card_values["nobs_rank"])) + 1,
            fifteen_total=int(tables["fifteen_total"]), fifteen=int(tables["fifteen"]),
            same_rank=tuple(same.get(k, 0) for k in range(5)),
            run_min=int(tables["run_min_with_run_of_two"] if run_of_two else tables["run_min"]),
            run_per_card=int(tables["run_per_card"]), flush_hand=int(tables["flush_hand"]),
            flush_with_starter=int(tables["flush_with_starter"]), crib_flush=int(tables["crib_flush"]),
            nobs=int(tables["nobs"]), his_heels=int(tables["his_heels"]), go=int(tables["go"]),
            last_card=int(tables["last_card"]), thirty_one=int(tables["thirty_one"]),
            count_limit=int(tables["count_limit"]),
        )

    # -- cards to keys ----------------------------------------------------------------------------
    def key(self, card: Card) -> Key:
        found = self._keys.get(card.code)
        if found is None:
            found = (self.rank_codes.index(str(card.rank)) + 1, self.suit_codes.index(str(card.suit)))
            self._keys[card.code] = found
        return found

    def value(self, card: Card) -> int:
        found = self._vals.get(card.code)
        if found is None:
            found = self.values[self.key(card)[0]]
            self._vals[card.code] = found
        return found

    # -- the show ---------------------------------------------------------------------------------
    def rank_points(self, ranks: tuple[int, ...]) -> int:
        """Fifteens, pairs and runs of a sorted rank tuple (any length), cached."""
        return self._rank_memo(ranks)

    def _rank_points(self, ranks: tuple[int, ...]) -> int:
        values = [self.values[r] for r in ranks]
        # fifteens: count subsets by sum (a tiny knapsack)
        ways = [0] * (self.fifteen_total + 1)
        ways[0] = 1
        for v in values:
            for total in range(self.fifteen_total, v - 1, -1):
                ways[total] += ways[total - v]
        points = ways[self.fifteen_total] * self.fifteen
        counts = [0] * 15
        for r in ranks:
            counts[r] += 1
        pair = self.same_rank[2]
        for c in counts:
            points += c * (c - 1) // 2 * pair
        # runs: each maximal stretch of consecutive ranks, times the ways to pick one card per rank
        r = 1
        while r <= 13:
            if counts[r]:
                start, ways_run = r, 1
                while counts[r]:
                    ways_run *= counts[r]
                    r += 1
                length = r - start
                if length >= self.run_min:
                    points += length * self.run_per_card * ways_run
            r += 1
        return points

    def score_keys(self, hand: Sequence[Key], starter: Key | None, crib: bool = False) -> int:
        """The count of `hand` (usually four cards) with `starter`: the hot path of the AI."""
        if starter is None:
            return self._rank_memo(tuple(sorted(k[0] for k in hand)))
        ranks = sorted([k[0] for k in hand] + [starter[0]])
        points = self._rank_memo(tuple(ranks))
        suit = hand[0][1]
        s_suit = starter[1]
        if all(k[1] == suit for k in hand):
            if s_suit == suit:
                points += self.flush_with_starter
            elif not crib:
                points += self.flush_hand
        nobs = self.nobs_rank
        for r, s in hand:
            if r == nobs and s == s_suit:
                points += self.nobs
        return points

    def score_hand(self, hand: Sequence[Card], starter: Card | None, crib: bool = False) -> int:
        return self.score_keys([self.key(c) for c in hand], None if starter is None else self.key(starter), crib)

    def show_count(self, hand: Sequence[Card], starter: Card, crib: bool = False) -> tuple[int, str]:
        """(points, the count in English) of a show: `breakdown` and `word_items` in one cached look-up.

        The words depend only on the sorted ranks (fifteens, pairs, runs) and on whether there is
        a flush and nobs, so the engine's show costs one dict look-up once a rank set was seen.
        """
        return self.show_keys([self.key(c) for c in hand], self.key(starter), crib)

    def show_keys(self, keys: Sequence[Key], starter: Key, crib: bool = False) -> tuple[int, str]:
        """`show_count` of cards already reduced to keys."""
        s_rank, s_suit = starter
        flush = 0
        if len(keys) >= 4:
            suit = keys[0][1]
            if all(k[1] == suit for k in keys):
                flush = 1 if s_suit == suit else (0 if crib else 2)
        nobs = 0
        for r, s in keys:
            if r == self.nobs_rank and s == s_suit:
                nobs += 1
        ranks = [k[0] for k in keys]
        ranks.append(s_rank)
        ranks.sort()
        return self._show_memo(tuple(ranks), flush, nobs)

    def _show(self, ranks: tuple[int, ...], flush: int, nobs: int) -> tuple[int, str]:
        parts = self._rank_parts(ranks)
        if flush:
            parts.append(("flush", self.flush_with_starter if flush == 1 else self.flush_hand, 0))
        parts += [("nobs", self.nobs, 1)] * nobs
        return sum(p[1] for p in parts), say_count(parts, "en")

    def _rank_parts(self, ranks: tuple[int, ...]) -> list[tuple[str, int, int]]:
        """(kind, points, cards) of every combination of ranks, in `breakdown`'s order."""
        values = [self.values[r] for r in ranks]
        n = len(ranks)
        parts: list[tuple[str, int, int]] = []
        sums = [0] * (1 << n)  # the sum of every subset, by bitmask
        for mask in range(1, 1 << n):
            low = mask & -mask
            sums[mask] = total = sums[mask ^ low] + values[low.bit_length() - 1]
            if total == self.fifteen_total and mask != low:  # two cards or more
                parts.append(("fifteen", self.fifteen, mask.bit_count()))
        counts: dict[int, int] = {}
        for r in ranks:
            counts[r] = counts.get(r, 0) + 1
        for rank in sorted(counts):
            c = counts[rank]
            if c >= 2:
                kind = {2: "pair", 3: "pair_royal", 4: "double_pair_royal"}[c]
                parts.append((kind, c * (c - 1) // 2 * self.same_rank[2], c))
        rank = 1
        while rank <= 13:
            if rank in counts:
                start, ways = rank, 1
                while rank in counts:
                    ways *= counts[rank]
                    rank += 1
                length = rank - start
                if length >= self.run_min:
                    parts += [("run", length * self.run_per_card, length)] * ways
            rank += 1
        return parts

    def breakdown(self, hand: Sequence[Card], starter: Card | None, crib: bool = False) -> list[Item]:
        """Every scoring combination, in the order players count them: fifteens, pairs, runs, flush, nobs.

        Built from the combinations themselves (each subset's sum, each group of a rank, each
        way to pick one card per rank of a run), so it doubles as a check of `score_hand`:
        the tests compare the two on random hands.
        """
        cards = [*hand, *([] if starter is None else [starter])]
        keys = [self.key(c) for c in cards]
        values = [self.values[k[0]] for k in keys]
        items: list[Item] = []
        n = len(cards)
        sums = [0] * (1 << n)  # the sum of every subset, by bitmask, smallest subsets first below
        for mask in range(1, 1 << n):
            low = mask & -mask
            sums[mask] = sums[mask ^ low] + values[low.bit_length() - 1]
        for mask in sorted((m for m in range(1, 1 << n) if sums[m] == self.fifteen_total),
                           key=lambda m: (m.bit_count(), [-(m >> i & 1) for i in range(n)])):
            if mask.bit_count() >= 2:
                items.append(Item("fifteen", self.fifteen, tuple(cards[i] for i in range(n) if mask >> i & 1)))
        by_rank: dict[int, list[Card]] = {}
        for c, k in zip(cards, keys, strict=True):
            by_rank.setdefault(k[0], []).append(c)
        for rank in sorted(by_rank):
            group = by_rank[rank]
            if len(group) >= 2:
                kind = {2: "pair", 3: "pair_royal", 4: "double_pair_royal"}[len(group)]
                n_pairs = len(group) * (len(group) - 1) // 2
                items.append(Item(kind, n_pairs * self.same_rank[2], tuple(group)))
        rank = 1
        while rank <= 13:  # each maximal stretch of ranks, long enough, is one run per choice of cards
            if rank in by_rank:
                start = rank
                while rank in by_rank:
                    rank += 1
                if rank - start >= self.run_min:
                    for run in product(*(by_rank[r] for r in range(start, rank))):
                        items.append(Item("run", len(run) * self.run_per_card, run))
            rank += 1
        if len(hand) >= 4:
            suits = {self.key(c)[1] for c in hand}
            if len(suits) == 1:
                if starter is not None and self.key(starter)[1] in suits:
                    items.append(Item("flush", self.flush_with_starter, tuple(cards)))
                elif not crib:
                    items.append(Item("flush", self.flush_hand, tuple(hand)))
        if starter is not None:
            for c in hand:
                if self.key(c)[0] == self.nobs_rank and self.key(c)[1] == self.key(starter)[1]:
                    items.append(Item("nobs", self.nobs, (c,)))
        return items

    # -- the play -------------------------------------------------------------------------------------
    def peg_ranks(self, ranks: Sequence[int], count: int) -> int:
        """Points for the last card of a count, from the ranks laid in this count and the new total."""
        kind, same, run = self._peg_parts(ranks, count)
        points = self.same_rank[same] + run * self.run_per_card
        if kind:
            points += self.fifteen if kind == 1 else self.thirty_one
        return points

    def peg_count(self, ranks: Sequence[int], count: int) -> tuple[int, str]:
        """(points, the peg in English) for the last card of a count: `peg_ranks` with `word_peg`'s words."""
        key = self._peg_parts(ranks, count)
        kind, same, run = key
        points = self.same_rank[same] + run * self.run_per_card
        if kind:
            points += self.fifteen if kind == 1 else self.thirty_one
        if not points:
            return 0, ""
        return points, self._peg_words[key]

    def _peg_words_of(self, kind: int, same: int, run: int) -> str:
        parts = []
        if kind:
            parts.append(("fifteen", self.fifteen, 0) if kind == 1 else ("thirty_one", self.thirty_one, 0))
        if same >= 2:
            parts.append(({2: "pair", 3: "pair_royal", 4: "double_pair_royal"}[same], self.same_rank[same], same))
        if run:
            parts.append(("run", run * self.run_per_card, run))
        return say_peg(parts, "en")

    def _peg_parts(self, ranks: Sequence[int], count: int) -> tuple[int, int, int]:
        """(1 for fifteen, 2 for thirty-one, else 0; cards of the last rank in a row, up to 4; run length or 0)."""
        kind = 1 if count == self.fifteen_total else 2 if count == self.count_limit else 0
        n = len(ranks)
        last = ranks[-1]
        if n == 1:
            return kind, 1, 0
        if ranks[-2] == last:  # a pair or more; no run can end in a pair
            same = 2
            while same < n and same < 4 and ranks[n - 1 - same] == last:
                same += 1
            return kind, same, 0
        run_min = self.run_min
        if n < run_min:
            return kind, 1, 0
        # the longest run ending with the last card, in one pass back from it: a repeated rank
        # ends the search (every longer tail holds it too)
        run = 0
        low = high = last
        seen = 1 << last
        for i in range(n - 2, -1, -1):
            r = ranks[i]
            if seen >> r & 1:
                break
            seen |= 1 << r
            if r < low:
                low = r
            elif r > high:
                high = r
            if high - low == n - 1 - i and n - i >= run_min:
                run = n - i
        return kind, 1, run

    def peg_items(self, pile: Sequence[Card]) -> list[Item]:
        """The same as `peg_ranks`, itemised for the log ("fifteen for 2, and a pair is 4")."""
        ranks = [self.key(c)[0] for c in pile]
        count = sum(self.values[r] for r in ranks)
        items: list[Item] = []
        if count == self.fifteen_total:
            items.append(Item("fifteen", self.fifteen, tuple(pile)))
        elif count == self.count_limit:
            items.append(Item("thirty_one", self.thirty_one, tuple(pile)))
        same = 1
        while same < len(ranks) and same < 4 and ranks[-1 - same] == ranks[-1]:
            same += 1
        if same >= 2:
            kind = {2: "pair", 3: "pair_royal", 4: "double_pair_royal"}[same]
            items.append(Item(kind, self.same_rank[same], tuple(pile[-same:])))
        for length in range(len(ranks), self.run_min - 1, -1):
            tail = ranks[len(ranks) - length:]
            if max(tail) - min(tail) == length - 1 and len(set(tail)) == length:
                items.append(Item("run", length * self.run_per_card, tuple(pile[-length:])))
                break
        return items
