"""Cribbage's quick playout: the deal played out by the playout policy on plain numbers (the search's
`playout` hook, ai/search_hooks.py).

`rollout_action` (search.py) steps through zones, events and Action objects, some twenty moves a playout.
Here the world is read once into lists of card codes and the same policy runs on them: the same choices
in the same order (the legal moves in hand order, the ties of the greedy peg in that order), one
`rngs.below` draw of the search's generator per move (inlined: the policy draws even among one move),
the starter cut with the world's own generator, the same end of deal (a peg-out wherever it happens, or
the show) and the same `returns()`, so that a seeded search chooses exactly as it does with the step loop.

The "go" bookkeeping (`gone`, `go_room`) is left out: it only records who said go, for the log and for
the worlds a bot samples, and never changes who plays next or what anybody pegs.
"""

from __future__ import annotations

import random
from functools import cache

from ai.manifest import step_by_step
from games import rng as rngs
from games.cribbage.rules import _HAND, _PLAYED, DISCARD, PLAY, RETURN_SCALE, SHOW, CribbageState


class _Deal:
    """The deal as plain data: hands, played cards, crib and stock as lists of card codes in zone order,
    the points pegged in this deal, and the match totals they add to."""

    __slots__ = ("dealer", "hands", "n", "played", "points", "pone", "rules", "target", "totals", "winner")

    def __init__(self, state: CribbageState) -> None:
        zones = state.zones
        n = self.n = state.num_players
        self.hands = [[c.code for c in zones[_HAND[s]]] for s in range(n)]
        self.played = [[c.code for c in zones[_PLAYED[s]]] for s in range(n)]
        self.points = list(state.deal_points)
        self.totals = state.context.totals
        self.rules = state.rules
        self.target = state.rules.target
        self.dealer, self.pone = state.dealer, state.pone
        self.winner: int | None = None

    def peg(self, seat: int, points: int) -> bool:
        """`CribbageState._peg`: whether the seat's side reached the target (the deal ends there)."""
        if points <= 0:
            return False
        got = self.points
        got[seat] += points
        totals = self.totals
        if self.n == 4:  # partners sit opposite: the side's total, summed as `total` sums it
            a, b = (seat, seat + 2) if seat < 2 else (seat - 2, seat)
            total = (totals[a] + got[a]) + (totals[b] + got[b])
        else:
            total = totals[seat] + got[seat]
        if total >= self.target:
            self.winner = seat
            return True
        return False

    def returns(self) -> list[float]:
        """`CribbageState.returns`."""
        n, winner = self.n, self.winner
        if winner is not None:
            if n == 4:  # partners sit opposite
                return [1.0 if s % 2 == winner % 2 else -1.0 for s in range(4)]
            loss = -0.5 if n == 3 else -1.0
            return [1.0 if s == winner else loss for s in range(n)]
        got = self.points
        # the side's points as `returns` sums them (whole numbers, so the order of the sum does not matter)
        side = [got[s] + got[(s + 2) % 4] for s in range(4)] if n == 4 else got
        mean = sum(side) / n
        return [max(-1.0, min(1.0, (side[s] - mean) / RETURN_SCALE)) for s in range(n)]

    # -- the phases, each from where the state stands ------------------------------------------------------
    def discard(self, seat: int, crib: list[str], stock: list[str], rng: random.Random,
                chance: random.Random) -> str:
        """Random discards round the table from `seat` to the dealer, then the cut with the world's own
        generator `chance`, as `_cut_starter` cuts: the starter's code."""
        rules = self.rules
        keep, dealer, n = rules.keep, self.dealer, self.n
        rand = rng.random
        while True:
            hand = self.hands[seat]
            size = len(hand)
            i = int(rand() * size)
            crib.append(hand.pop(i if i < size else size - 1))
            if len(hand) > keep:
                continue
            if seat != dealer:
                seat = (seat + 1) % n
                continue
            break
        for _ in range(rules.crib_from_stock):  # three players: the top card of the pack to the crib
            crib.append(stock.pop(0))
        return stock[rngs.below(chance, len(stock))]

    def play(self, seat: int, count: int, pile: list[int], rng: random.Random) -> bool:
        """The pegging from `seat` to act (it can lay a card) to its end: whether somebody pegged out.

        The points of a card are `Scoring.peg_ranks`'s, worked out inline from what the pile's tail keeps
        (how many of the last rank lie on top, for pairs), the run looked for only where one can end."""
        rules = self.rules
        sc = rules.sc
        rank, value, limit = rules.rank, rules.value, rules.limit
        fifteen_total, fifteen, thirty_one = sc.fifteen_total, sc.fifteen, sc.thirty_one
        same_rank, run_min, run_per_card = sc.same_rank, sc.run_min, sc.run_per_card
        one, most_same = same_rank[1], len(same_rank) - 1
        hands, played, n = self.hands, self.played, self.n
        values = [[value[c] for c in hand] for hand in hands]
        ranks_of = [[rank[c] for c in hand] for hand in hands]
        # each seat's smallest card value (more than any room when it has none): who can lay a card at all
        least = [min(vals) if vals else limit + 1 for vals in values]
        after = _rounds(n)
        rand = rng.random
        last_card, go = sc.last_card, sc.go
        tail = 0  # cards of the top card's rank on top of the pile, in a row (up to the most that score)
        for r in reversed(pile):
            if r != pile[-1] or tail == most_same:
                break
            tail += 1
        while True:
            hand, vals, ranks = hands[seat], values[seat], ranks_of[seat]
            room = limit - count
            m = len(pile)
            top = pile[-1] if m else 0  # no rank is 0
            runs = m + 1 >= run_min
            # every legal card's points (one legal card too: the policy draws below(rng, 1) for it, as here)
            best: list[int] = []
            best_points = -1
            for i, v in enumerate(vals):
                if v > room:
                    continue
                r = ranks[i]
                total = count + v
                points = fifteen if total == fifteen_total else thirty_one if total == limit else 0
                if r == top:
                    points += same_rank[tail + 1 if tail < most_same else most_same]
                else:
                    points += one
                    if runs and -m <= r - top <= m:  # a run ending on r spans m ranks at most
                        points += run_per_card * _run(pile, r, run_min)
                if points > best_points:
                    best, best_points = [i], points
                elif points == best_points:
                    best.append(i)
            size = len(best)
            j = int(rand() * size)
            chosen = best[j if j < size else size - 1]
            card = hand.pop(chosen)
            v = vals.pop(chosen)
            count += v
            if v == least[seat]:
                least[seat] = min(vals) if vals else limit + 1
            r = ranks.pop(chosen)
            if r != top:
                tail = 1
            elif tail < most_same:
                tail += 1
            pile.append(r)
            played[seat].append(card)
            if best_points and self.peg(seat, best_points):
                return True
            # `_advance`: the next seat round the table that can lay a card, else the go point
            last = seat
            room = limit - count
            for s in after[last]:
                if least[s] <= room:
                    seat = s
                    break
            else:
                out = not any(hands)
                if count != limit and self.peg(last, last_card if out else go):
                    return True
                if out:
                    return False
                count, pile, tail = 0, [], 0
                seat = next(s for s in after[last] if hands[s])

    def show(self, step: int, crib: list[str], starter: str) -> None:
        """The show from `step` (pone ... dealer, then the crib) until a peg-out; with muggins each count
        claimed as the policy claims it (the true count, at most the largest claim). A count is
        `Scoring.show_keys`'s points without its words: the fifteens, pairs and runs of the ranks, the flush
        and nobs."""
        rules = self.rules
        sc = rules.sc
        key, n, rank_points = rules.key, self.n, sc.rank_points
        muggins, most = rules.muggins, rules.max_claim
        flush_with_starter, flush_hand, nobs_rank, nobs = sc.flush_with_starter, sc.flush_hand, sc.nobs_rank, sc.nobs
        cut_rank, cut_suit = key[starter]
        for k in range(step, n + 1):
            on_crib = k == n
            seat = self.dealer if on_crib else (self.pone + k) % n
            cards = crib if on_crib else self.played[seat]
            ranks = [cut_rank]
            points = 0
            flush = len(cards) >= 4
            suit = -1  # the first card's (suits are 0 and up)
            for c in cards:  # the ranks, nobs and the flush in one pass
                r, s = key[c]
                ranks.append(r)
                if r == nobs_rank and s == cut_suit:
                    points += nobs
                if flush:
                    if suit < 0:
                        suit = s
                    elif s != suit:
                        flush = False
            ranks.sort()
            points += rank_points(tuple(ranks))
            if flush:
                if cut_suit == suit:
                    points += flush_with_starter
                elif not on_crib:
                    points += flush_hand
            if not muggins:
                if self.peg(seat, points):
                    return
                continue
            claimed = min(points, most)
            if self.peg(seat, claimed):
                return
            # never with the largest claim the rule book allows, but as `_claim` has it
            if claimed < points and self.peg((seat + 1) % n, points - claimed):
                return


@cache
def _rounds(n: int) -> list[tuple[int, ...]]:
    """For each seat, the seats round the table after it, itself last: made once per player count."""
    return [tuple((seat + step) % n for step in range(1, n + 1)) for seat in range(n)]


def _run(pile: list[int], r: int, run_min: int) -> int:
    """The longest run of ranks that rank `r` ends, laid on `pile` (0 for none): `Scoring._peg_parts`'s."""
    m = len(pile)
    run = 0
    low = high = r
    seen = 1 << r
    for i in range(m - 1, -1, -1):
        x = pile[i]
        if seen >> x & 1:  # a repeated rank ends the search: every longer tail holds it too
            break
        seen |= 1 << x
        if x < low:
            low = x
        elif x > high:
            high = x
        if high - low == m - i and m + 1 - i >= run_min:
            run = m + 1 - i
    return run


def playout(state: CribbageState, rng: random.Random) -> list[float]:
    """The deal played out from `state` by `rollout_action`, on plain data: its `returns()`. A state of
    another class (a variant with rules of its own) is played out by the step loop instead."""
    if type(state) is not CribbageState:
        return step_by_step(state, rng)
    deal = _Deal(state)
    zones = state.zones
    rules = state.rules
    phase = state.phase
    crib = [c.code for c in zones["crib"]]
    seat = state.to_act
    assert seat is not None  # the search plays out only a deal that is not over
    if phase == DISCARD:
        starter = deal.discard(seat, crib, [c.code for c in zones["stock"]], rng, state.rng)
        if rules.rank[starter] == rules.sc.nobs_rank and deal.peg(deal.dealer, rules.sc.his_heels):
            return deal.returns()
        phase, seat = PLAY, deal.pone
        count, pile = 0, []
    else:
        starter = zones["starter"][0].code
        count = state.count
        pile = [rules.rank[c.code] for c in state.pile]
    if phase == PLAY:
        if deal.play(seat, count, pile, rng):
            return deal.returns()
        deal.show(0, crib, starter)
    elif phase == SHOW:
        deal.show(state.show_step, crib, starter)
    return deal.returns()
