"""Discard look-ahead for `cribbage:hard`: what the kept four do in the play, and near the end, who wins.

The plain discard (`discard_values`) values a throw as the mean show of the kept four plus or
minus the crib; it ignores the play. Here the few best throws are played out against sampled
opponents: the opponent's six cards are drawn from the cards we have not seen, and the opponent
lays two away by the same plain rule (an expert's throw), so the hand it pegs with is one an
expert would keep. Each sampled play is solved exactly (`PegSearch`, both hands open), and every
throw meets the same samples, so their differences are not drowned by the sampling noise.

Two uses:
- `pegging_values`: the mean point difference of the play, added to the plain value (points are
  points: show, crib and play add up to the deal's difference).
- `race_values` (near the end of the match): the whole deal in its order (his heels, the play,
  the pone's show, the dealer's show, the crib) against every starter left, scored as +1 when we
  reach the target first, -1 when the opponent does, and a small share of the point difference
  when neither does. This weighs a throw by the chance of going out, not by mean points: a pone
  that needs 9 keeps the hand most likely to count 9, a dealer facing a pone about to count out
  keeps what pegs out first.

Measured (matches to 61, `.helpers/duel.py cribbage cribbage:hard cribbage:normal 800 7`): hard's win
share 0.509 [0.494, 0.523], mean return 0.013 [-0.003, 0.028] over 800 duplicate blocks; the first
discard card differs from normal's in about 1 of 7 deals far from the end and 1 of 4 near it. A small
edge at most: not separated from even at this many blocks.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ai.games.cribbage.discard import discard_values
from ai.games.cribbage.pegging import WIN_VALUE, PegSearch
from games import rng as rngs
from games.cribbage.scoring import Key, Scoring

#: a point of the deal's difference, when nobody goes out, against +-1 for going out or being beaten
#: (near the end of a match to 121 a point of lead is worth some 2 % of the match; see cribbage theory)
POINT_SHARE = 0.04
#: in the play, a sampled opponent whose six would have been thrown `gap` points below an expert's best
#: throw counts exp(-gap / THROW_TEMPERATURE) times as much as one that matches an expert's throw
THROW_TEMPERATURE = 1.0


@dataclass(frozen=True)
class World:
    """One sampled opponent: the four it keeps, the two it lays away, and the starters still possible."""

    keep: tuple[Key, ...]
    throw: tuple[Key, ...]
    starters: tuple[Key, ...]


def sample_worlds(sc: Scoring, hand: Sequence[Key], unseen: Sequence[Key], opp_dealer: bool, count: int,
                  rng: random.Random) -> list[World]:
    """`count` opponents: six cards from `unseen`, thrown by the plain expert rule for the opponent's role."""
    worlds = []
    pool = list(unseen)
    for _ in range(count):
        rngs.shuffle(rng, pool)
        six, rest = pool[:6], pool[6:]
        # the opponent does not see our hand: its unseen cards are everything but its own six
        theirs_unseen = [*rest, *hand]
        throw = discard_values(sc, six, theirs_unseen, opp_dealer)[0][1]
        keep = tuple(k for k in six if k not in throw)
        worlds.append(World(keep, throw, tuple(rest)))
    return worlds


def ranks_of(keys: Sequence[Key]) -> tuple[int, ...]:
    return tuple(sorted(k[0] for k in keys))


def play_value(search: PegSearch, mine: tuple[int, ...], theirs: tuple[int, ...], dealer: bool) -> int:
    """Our points minus the opponent's over the whole play, both sides playing best with open hands.

    The pone leads; `search.best` is from the mover's side.
    """
    if dealer:
        return -search.best(theirs, mine, 0, (), 0, 0, False)
    return search.best(mine, theirs, 0, (), 0, 0, True)


def pegging_values(sc: Scoring, kept: Sequence[Sequence[Key]], worlds: Sequence[World], dealer: bool,
                   pegs: dict[tuple[int, ...], int] | None = None) -> list[float]:
    """The mean play difference of each kept four over the same worlds (far from the end of the match)."""
    search = PegSearch(sc, pegs=pegs)  # one memo: keys hold both hands, so throws share transpositions
    out = []
    for keep in kept:
        mine = ranks_of(keep)
        total = 0
        for world in worlds:
            total += play_value(search, mine, ranks_of(world.keep), dealer)
        out.append(total / len(worlds))
    return out


def peg_line(search: PegSearch, mine: tuple[int, ...], theirs: tuple[int, ...], me_first: bool
             ) -> list[tuple[bool, int]]:
    """The scoring events (ours?, points), in order, of the play along the search's best line."""
    sc = search.sc
    values, limit = sc.values, sc.count_limit
    hands = {True: mine, False: theirs}
    got = {True: 0, False: 0}
    endgame = search.endgame
    mover = me_first
    pile: tuple[int, ...]
    count, pile = 0, ()
    events: list[tuple[bool, int]] = []
    while True:
        a, b = hands[mover], hands[not mover]
        best_i, best_v, last = -1, -10 * WIN_VALUE, None
        ga, gb = (got[mover], got[not mover]) if endgame else (0, 0)
        for i, r in enumerate(a):
            if r == last or values[r] > limit - count:
                continue
            last = r
            v = search.after(a[:i] + a[i + 1:], b, count + values[r], (*pile, r), ga, gb, mover)
            if v > best_v:
                best_i, best_v = i, v
        r = a[best_i]
        a = a[:best_i] + a[best_i + 1:]
        hands[mover] = a
        count += values[r]
        pile = (*pile, r)
        points = sc.peg_ranks(pile, count)
        if points:
            events.append((mover, points))
            got[mover] += points
        if search.can(b, count):
            mover = not mover
            continue
        if search.can(a, count):
            continue
        if count != limit:
            extra = sc.last_card if not a and not b else sc.go
            events.append((mover, extra))
            got[mover] += extra
        if not a and not b:
            return events
        count, pile = 0, ()
        if b:
            mover = not mover


def _after_play(events: Sequence[tuple[bool, int]], need_me: int, need_opp: int, dealer: bool, heels: int
                ) -> tuple[int, int, int]:
    """(+1 we went out, -1 they did, else 0; our points, theirs) after his heels and the play."""
    me = heels if dealer else 0
    opp = 0 if dealer else heels
    if me >= need_me:
        return 1, me, opp
    if opp >= need_opp:
        return -1, me, opp
    for ours, points in events:
        if ours:
            me += points
            if me >= need_me:
                return 1, me, opp
        else:
            opp += points
            if opp >= need_opp:
                return -1, me, opp
    return 0, me, opp


def race_values(sc: Scoring, options: Sequence[tuple[Sequence[Key], Sequence[Key]]], worlds: Sequence[World],
                dealer: bool, need_me: int, need_opp: int, point_share: float = POINT_SHARE) -> list[float]:
    """The mean match value (see the module docstring) of each (kept four, thrown two), over the same worlds.

    The play is solved with the match targets (so a side that can peg out does), once per world and
    throw; the starter, which the play does not depend on, is then enumerated for the shows.
    """
    score = sc.score_keys
    nobs = sc.nobs_rank
    out = []
    searches = [PegSearch(sc, need_me, need_opp) for _ in worlds]
    # his heels takes the dealer two nearer before the play; the play search ignores it (a small error
    # only when the dealer is within a few points of the target and a jack is turned)
    for keep, throw in options:
        mine = ranks_of(keep)
        total = 0.0
        n = 0
        for world, search in zip(worlds, searches, strict=True):
            events = peg_line(search, mine, ranks_of(world.keep), not dealer)
            plain = _after_play(events, need_me, need_opp, dealer, 0)
            jack = _after_play(events, need_me, need_opp, dealer, sc.his_heels)
            crib = (*throw, *world.throw)
            for s in world.starters:
                won, me, opp = jack if s[0] == nobs else plain
                n += 1
                if won:
                    total += won
                    continue
                mine_show = score(keep, s)
                their_show = score(world.keep, s)
                if dealer:  # the pone (they) counts first, then us, then our crib
                    opp += their_show
                    if opp >= need_opp:
                        total -= 1
                        continue
                    me += mine_show
                    if me >= need_me:
                        total += 1
                        continue
                    me += score(crib, s, True)
                    if me >= need_me:
                        total += 1
                        continue
                else:
                    me += mine_show
                    if me >= need_me:
                        total += 1
                        continue
                    opp += their_show
                    if opp >= need_opp:
                        total -= 1
                        continue
                    opp += score(crib, s, True)
                    if opp >= need_opp:
                        total -= 1
                        continue
                total += point_share * (me - opp)
        out.append(total / n)
    return out


def throw_weight(sc: Scoring, kept: Sequence[Key], throw: Sequence[Key], opp_dealer: bool, deck: Sequence[Key],
                 temperature: float = THROW_TEMPERATURE) -> float:
    """How believable a sampled opponent is: its six cards, thrown as sampled, against an expert's throw.

    The play search samples the opponent's hidden cards uniformly; an opponent who kept 5-5-J-Q and
    threw 2-9 is far likelier than one who threw the fives, so each sample is weighted by how close
    its throw comes to the best throw of the plain expert rule (1 when it is that throw).
    """
    six = [*kept, *throw]
    seen = set(six)
    unseen = [k for k in deck if k not in seen]
    values = discard_values(sc, six, unseen, opp_dealer)
    pair = set(throw)
    best = values[0][0]
    for value, thrown in values:
        if set(thrown) == pair:
            return math.exp(-(best - value) / temperature)
    return 0.0
