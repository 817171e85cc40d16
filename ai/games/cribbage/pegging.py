"""The play solved exactly: negamax over the rest of the play on ranks (suits do not matter in it).

Used for each sampled world by the players (players.py) and by the discard look-ahead (lookahead.py).
Near the end of the match reaching the target counts as winning (WIN_VALUE), not as points.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.cribbage.scoring import Scoring

#: a search leaf where a seat pegs out is worth this many points (more than any deal can score)
WIN_VALUE = 1000
#: no play scores more than this for one seat, so a seat further from the target cannot peg out in it
ENDGAME_POINTS = 60


@dataclass
class PegSearch:
    """Negamax over the rest of the play, on rank tuples; a fresh memo per sampled world."""

    sc: Scoring
    need_me: int = WIN_VALUE  # points the searching seat still needs to win the match
    need_opp: int = WIN_VALUE
    #: points of the last card of a pile, by pile of ranks; may be shared by searches with the same scoring
    #: (a pile's count is the sum of its values, so the pile alone is the key)
    pegs: dict[tuple[int, ...], int] | None = None

    def __post_init__(self) -> None:
        self.memo: dict[tuple[object, ...], int] = {}
        self.limit = self.sc.count_limit
        self.values = self.sc.values
        if self.pegs is None:
            self.pegs = {}
        #: far from the target nobody can peg out in this play: leave points gained out of the memo key
        self.endgame = min(self.need_me, self.need_opp) <= ENDGAME_POINTS

    def can(self, hand: tuple[int, ...], count: int) -> bool:
        room = self.limit - count
        values = self.values
        for r in hand:  # noqa: SIM110 (any() with a generator costs twice this loop, asked at every node)
            if values[r] <= room:
                return True
        return False

    def best(self, a: tuple[int, ...], b: tuple[int, ...], count: int, pile: tuple[int, ...],
             got_a: int, got_b: int, a_is_me: bool) -> int:
        """Points of the mover minus the other's, to the end of the play; the mover can lay a card."""
        key = (a, b, count, pile, got_a, got_b, a_is_me)
        found = self.memo.get(key)
        if found is not None:
            return found
        best = -10 * WIN_VALUE
        values, room = self.values, self.limit - count
        last = None
        for i, r in enumerate(a):
            # a repeated rank has the same value (hands are sorted, so repeats are neighbours; were one
            # not, its twin would only be searched again, to the same value)
            if r == last or values[r] > room:
                continue
            last = r
            value = self.after(a[:i] + a[i + 1:], b, count + values[r], (*pile, r), got_a, got_b, a_is_me)
            if value > best:
                best = value
        self.memo[key] = best
        return best

    def after(self, a: tuple[int, ...], b: tuple[int, ...], count: int, pile: tuple[int, ...],
              got_a: int, got_b: int, a_is_me: bool) -> int:
        """The mover has just laid the last card of `pile`: its points, then the rest of the play."""
        sc = self.sc
        points = self.pegs.get(pile)  # type: ignore[union-attr]  # a dict after __post_init__
        if points is None:
            points = self.pegs[pile] = sc.peg_ranks(pile, count)  # type: ignore[index]  # as above
        if self.endgame:
            won = self._won(got_a + points, a_is_me)
            if won:
                return points + won
        got = got_a + points if self.endgame else 0  # self._add(got_a, points)
        if self.can(b, count):
            return points - self.best(b, a, count, pile, got_b, got, not a_is_me)
        if self.can(a, count):
            return points + self.best(a, b, count, pile, got, got_b, a_is_me)
        if count != self.limit:
            points += sc.last_card if not a and not b else sc.go
            if self.endgame:
                won = self._won(got_a + points, a_is_me)
                if won:
                    return points + won
        if b:
            return points - self.best(b, a, 0, (), got_b, self._add(got_a, points), not a_is_me)
        if a:
            return points + self.best(a, b, 0, (), self._add(got_a, points), got_b, a_is_me)
        return points

    def _add(self, got: int, points: int) -> int:
        return got + points if self.endgame else 0

    def _won(self, got: int, is_me: bool) -> int:
        need = self.need_me if is_me else self.need_opp
        return WIN_VALUE if got >= need else 0
