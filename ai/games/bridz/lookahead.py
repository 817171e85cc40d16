"""A defender's card weighed with partner's next card chosen as partner would choose it, not double dummy.

A sampled deal solved double dummy counts on partner to find the right card later, whatever partner can see (an
underlead that ties with cashing the trick in every sample, then partner, not knowing, switches). Here, for the
few cards the samples rate nearly best, each of a handful of the sampled deals is played on from the card: the
declaring side double dummy, until partner's next decision. There partner picks the card that is best on
average over partner's own guesses (the cards this defender and declarer hold, dealt again between them, keeping
the suits each has shown out of), and the card loses what partner's pick loses in that deal against partner's
best. Every position is solved in one batch per step (ai/games/bridz/solving.py keeps the time).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence, Set

from ai.games.bridz.defence import RANKS, beats, rank
from cards import Card
from games.bridz import dds

Position = tuple[list[list[Card]], str, int, list[Card]]


class _Line:
    """One candidate card played on in one sampled deal, up to partner's next decision."""

    def __init__(self, position: Position, card: Card, seat: int) -> None:
        hands, self.strain, self.leader, trick = position
        self.hands = [list(h) for h in hands]
        self.trick = list(trick)
        self.shown_out: set[tuple[int, str]] = set()
        self.done = False
        self.play(seat, card)

    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % 4

    def play(self, seat: int, card: Card) -> None:
        if self.trick and card.suit != self.trick[0].suit:
            self.shown_out.add((seat, str(self.trick[0].suit)))
        self.hands[seat].remove(card)
        self.trick.append(card)
        if len(self.trick) == 4:
            best = 0
            for k in range(1, 4):
                if beats(self.trick[k], self.trick[best], self.strain):
                    best = k
            self.leader = (self.leader + best) % 4
            self.trick = []
        if not any(self.hands):
            self.done = True

    def position(self) -> Position:
        return self.hands, self.strain, self.leader, self.trick


def partner_losses(positions: Sequence[Position], candidates: Sequence[Card], seat: int, declarer: int,
                   voids: Sequence[tuple[int, str]], rng: random.Random, guesses: int = 5, decisions: int = 2,
                   solve: Callable[[Sequence[Position]], list[dict[str, int]]] = dds.solve_many,
                   go_on: Callable[[int], bool] = lambda positions: True) -> dict[str, list[int]]:
    """For each candidate card, the tricks partner's next `decisions` cards lose in each of `positions` (sampled
    deals, `seat` to play) when partner picks each by `guesses` deals of its own instead of seeing the cards.

    The declaring side plays double dummy, so the deal's double-dummy value only moves when partner's pick is not
    the best: the loss is the sum of those steps, until this defender is to move again. The candidates go on in
    step, so where `go_on` (asked with each batch's size) stops the look-ahead early, the card's time being up, their
    losses are still alike in reach."""
    partner = (seat + 2) % 4
    losses = {c.code: [0] * len(positions) for c in candidates}
    # one stream of guesses a sampled deal, the same for every candidate: the candidates' losses differ by the
    # cards, not by partner's luck with the guesses
    seeds = [rng.getrandbits(64) for _ in positions]
    streams = {(c.code, i): random.Random(seeds[i]) for c in candidates for i in range(len(positions))}
    active = [(c.code, i, _Line(p, c, seat), [0]) for c in candidates for i, p in enumerate(positions)]
    for _ in range(8):  # cards: two tricks at most
        active = [a for a in active if not a[2].done and a[2].to_move() != seat and a[3][0] < decisions]
        batch: list[Position] = []
        asks = []
        for code, i, line, made in active:
            mover = line.to_move()
            legal = _legal(line.hands[mover], line.trick)
            if len(legal) == 1:
                line.play(mover, legal[0])
                continue
            asks.append((code, i, line, made, mover, legal, len(batch)))
            batch.append(line.position())
            if mover == partner:
                batch += [_guess(line, seat, declarer, voids, streams[code, i]) for _ in range(guesses)]
        if not asks:
            continue
        if not go_on(len(batch)):
            break
        solved = solve(batch)
        for code, i, line, made, mover, legal, at in asks:
            truth = solved[at]
            if mover == partner:
                guessed = solved[at + 1:at + 1 + guesses]
                card = max(legal, key=lambda c: (sum(g.get(c.code, 0) for g in guessed), -rank(c)))
                losses[code][i] += max(truth.get(c.code, 0) for c in legal) - truth.get(card.code, 0)
                made[0] += 1
            else:  # declarer's side: double dummy, the lowest of equal cards
                card = max(legal, key=lambda c: (truth.get(c.code, -1), -rank(c)))
            line.play(mover, card)
    return losses


def _legal(hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
    if trick:
        follow = [c for c in hand if c.suit == trick[0].suit]
        if follow:
            return follow
    return list(hand)


def _guess(line: _Line, seat: int, declarer: int, voids: Sequence[tuple[int, str]],
           rng: random.Random) -> Position:
    """Partner's guess at the deal: this defender's and declarer's cards dealt again between them (as many
    each as they hold), keeping the suits either has shown out of."""
    out = set(voids) | line.shown_out
    pool = line.hands[seat] + line.hands[declarer]
    need = {seat: len(line.hands[seat]), declarer: len(line.hands[declarer])}
    forced: dict[int, list[Card]] = {seat: [], declarer: []}
    free: list[Card] = []
    for card in pool:
        can = [s for s in (seat, declarer) if (s, str(card.suit)) not in out]
        if len(can) == 1:
            forced[can[0]].append(card)
        else:
            free.append(card)
    if any(len(forced[s]) > need[s] for s in need):
        return line.position()  # the shown-out suits cannot be kept (not seen in a real play): the deal as it is
    rng.shuffle(free)
    hands = [list(h) for h in line.hands]
    taken = need[seat] - len(forced[seat])
    hands[seat] = forced[seat] + free[:taken]
    hands[declarer] = forced[declarer] + free[taken:]
    return hands, line.strain, line.leader, line.trick


def adjusted(results: Sequence[Mapping[str, int]], losses: Mapping[str, Sequence[int]]) -> list[dict[str, int]]:
    """The solved deals with each candidate's tricks less partner's loss in the deals where it was measured (the
    first ones). The others keep their double-dummy tricks: counting each measured loss again for them (as if it
    held in every deal) let one guess of partner's in one deal of six outweigh a trick the samples gave the other
    card, and lead a king into declarer's ace-queen (docs/bridz-defence.md, Session 29)."""
    out = [dict(r) for r in results]
    for code, lost in losses.items():
        for r, loss in zip(out, lost, strict=False):
            if code in r:
                r[code] -= loss
    return out


def candidates(cards: Sequence[Card], results: Sequence[Mapping[str, int]], points: Callable[[int], float],
               margin: float, gone: Set[str] = frozenset(), most: int = 3) -> list[list[Card]]:
    """The cards worth looking ahead from, in groups of equals (touching cards of a suit, every rank between them
    held or `gone`, that take the same tricks in every sampled deal): the groups within `margin` points (summed
    over the deals) of the best, at most `most` of them, best first. A king and a small card of its suit that the
    samples rate alike stay apart: which one is led is what partner's next card may decide."""
    held = {c.code for c in cards}
    groups: list[list[Card]] = []
    by_tricks: dict[tuple[str, tuple[int, ...]], list[Card]] = {}
    for card in cards:
        by_tricks.setdefault((str(card.suit), tuple(r.get(card.code, 0) for r in results)), []).append(card)
    for (suit, _), alike in by_tricks.items():
        alike.sort(key=rank)
        run = [alike[0]]
        for card in alike[1:]:
            between = (f"{RANKS[r]}{suit}" for r in range(rank(run[-1]) + 1, rank(card)))
            if all(code in held or code in gone for code in between):
                run.append(card)
            else:
                groups.append(run)
                run = [card]
        groups.append(run)
    worth = [sum(points(r.get(g[0].code, 0)) for r in results) for g in groups]
    best = max(worth)
    near = sorted((k for k in range(len(groups)) if worth[k] >= best - margin), key=lambda k: -worth[k])[:most]
    return [groups[k] for k in near]
