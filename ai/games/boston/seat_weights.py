"""`AuctionBelief.seat_weight` by hand masks, for the chain of worlds in ai/games/boston/worlds.py.

The chain weighs two hands per proposed swap, tens of thousands a decision; reading each through
`HandReader` and `likelihood` (sorting the cards by suit, finding the bids a pass turned down, a method
call per margin) was half of boston:hard's card-play search. Here the auction is read once per view into
a few steps per seat, and a hand is what the estimate and the safety check read of it
(games/boston/tables.py `hand_reading`: its suits' shapes, its danger counts), weighed once per view.

Every figure is computed by the same float operations in the same order as `likelihood` (the chain's
accept or reject compares them, so the same rng state must draw the same worlds):
tests/games/boston/test_boston_masks.py compares the two over random hands and auctions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from ai.games.boston.belief import LEAST_LIKELY, AuctionBelief, bids_above, logistic
from games.boston import tables as br

if TYPE_CHECKING:
    from games.boston.rules import BostonState

#: the kinds of a seat's decisions, as `Step.kind`
TRICKS, MISERE, PASS, ACCEPT, ALONE = range(5)
#: what the estimate and the safety check read of a hand (games/boston/tables.py `hand_reading`)
Hand = tuple[int, int, int, int, int, int]
#: the danger counts a hand can have: 0 to 13
DANGERS = 14


class Step(NamedTuple):
    """One decision of a seat, with what its likelihood needs of the auction."""

    kind: int
    suit: int = 0  # the suit bid or the contract's trumps, as its place in SUITS
    help: float = 0.0  # a partner's help counted on (a bid of a game of tricks)
    tricks: int = 0  # the tricks the game needs
    discard: int = 0  # the cards a misère lets lie aside
    strict: bool = False  # an open misère (the safety check's stricter margin)
    yes: bool = True  # an accept or an alone, rather than a decline or an ask
    games: tuple[tuple[int, float, int], ...] = ()  # a pass: (suit, help, tricks) of each game of tricks passed by
    miseres: tuple[tuple[int, bool], ...] = ()  # a pass: (discard, strict) of each misère passed by
    #: a pass: the best odds of the misères passed by (as `likelihood` finds them), by the hand's danger counts
    #: (`DANGERS * loose + strict`), worked out up front: they read nothing else of the hand
    misere_odds: tuple[float, ...] = ()


class _Odds(dict[float, float]):
    """`logistic` by its argument, each computed once: the arguments are few (sums of the estimate's
    amounts), and a lookup costs less than the exponential."""

    def __missing__(self, x: float) -> float:
        p = self[x] = logistic(x)
        return p


class _ByEstimate(dict[float, float]):
    """One decision's likelihood by the one trick estimate it reads, each computed once by `likelihood`'s
    operations (the estimates of a suit are few: sums of the estimate's amounts)."""

    __slots__ = ("_of",)

    def __init__(self, of: Callable[[float], float]) -> None:
        super().__init__()
        self._of = of

    def __missing__(self, estimate: float) -> float:
        p = self[estimate] = self._of(estimate)
        return p


#: a step as `_weigh` reads it: (kind, what it looks up, where), by kind: PASS (None where nothing was passed by,
#: else the (suit, _ByEstimate) of each game of tricks passed by; the misère odds by danger counts), MISERE (its odds
#: by the danger count; the count's place in the reading), TRICKS, ACCEPT, ALONE (a _ByEstimate; the suit)
Term = tuple[int, Any, Any]  # Any: what it looks up and where depend on its kind, read in a hot loop unchecked


class SeatWeights:
    """seat -> 52-bit mask of the cards it was dealt (games/boston/tables.py `hand_mask`) -> `seat_weight`, for
    the worlds of one view (they share its public history). Kept by the view, for that view's decision only."""

    def __init__(self, belief: AuctionBelief, world: BostonState) -> None:
        self.reading = belief.reading
        table, order, partners = world.games_table, world.order, bool(world.config.partners)
        help_, slope = self.reading.partner_help, self.reading.misere_slope
        self._odds = odds = _Odds()

        def trick_bid(g: br.BostonGame, suit: str) -> tuple[int, float, int]:
            return br.SUIT_INDEX[suit], help_ if g.partner and partners else 0.0, g.tricks

        def step(kind: str, index: int, suit: str | None, high: tuple[int, str | None] | None) -> Step:
            if kind == "pass":
                games, miseres = bids_above(table, order, high)
                passed = tuple((g.discard, g.open != "none") for g in miseres)
                return Step(PASS, games=tuple(trick_bid(g, s) for g, s in games), miseres=passed,
                            misere_odds=tuple(max((odds[slope * (d + 0.5 - (strict_count if strict else loose))]
                                                   for d, strict in passed), default=0.0)
                                              for loose in range(DANGERS) for strict_count in range(DANGERS)))
            g = table[index]
            if kind == "bid" and g.misere:
                return Step(MISERE, discard=g.discard, strict=g.open != "none")
            assert suit is not None
            if kind == "bid":
                s, h, k = trick_bid(g, suit)
                return Step(TRICKS, s, h, k)
            if kind in ("accept", "decline"):
                return Step(ACCEPT, br.SUIT_INDEX[suit], yes=kind == "accept")
            return Step(ALONE, br.SUIT_INDEX[suit], tricks=g.tricks, yes=kind == "alone")

        self._steps = {seat: tuple(step(d.kind, d.index, d.suit, d.high) for d in found)
                       for seat, found in belief.by_seat(world).items()}
        self._terms = {seat: tuple(self._term(st) for st in steps) for seat, steps in self._steps.items()}
        # per seat that decided something, its weight by the hand's reading packed into one int (`__call__`)
        self._memo: dict[int, dict[int, float]] = {seat: {} for seat, steps in self._steps.items() if steps}
        # the four estimates by the suits' shapes packed (the reading's key >> 16): other seats' hands and other
        # danger counts meet the same
        self._estimates: dict[int, tuple[float, float, float, float]] = {}
        self._holdings = br.holdings()

    def __call__(self, seat: int, mask: int) -> float:
        memo = self._memo.get(seat)
        if memo is None:
            return 1.0  # a seat that decided nothing (or the searching seat)
        # `hand_reading` as one int, a cheaper key than its tuple (the chain weighs about five hands a world, most
        # of them new): the four shapes, each under 256, then the danger counts' two bytes of the summed entries
        table, suit_bits, holding = self._holdings, br.SUIT_BITS, br.HOLDING
        a, b = table[mask & holding], table[mask >> suit_bits & holding]
        c, d = table[mask >> 2 * suit_bits & holding], table[mask >> 3 * suit_bits & holding]
        dangers = (a + b + c + d) & 0xFFFF
        key = (a >> 16) << 40 | (b >> 16) << 32 | (c >> 16) << 24 | (d >> 16) << 16 | dangers
        weight = memo.get(key)
        if weight is None:
            hand = (a >> 16, b >> 16, c >> 16, d >> 16, dangers & 0xFF, dangers >> 8)  # `hand_reading(mask)`
            weight = memo[key] = self._weigh(self._terms[seat], hand, key >> 16)
        return weight

    def _term(self, st: Step) -> Term:
        """`st` as `_weigh` reads it: its likelihood by the estimate or the danger count it reads, each figure
        computed by the operations of `likelihood`, in its order, when first met."""
        r, odds = self.reading, self._odds
        kind = st.kind
        if kind == PASS:
            if not st.games and not st.miseres:
                return PASS, None, None
            slope, mid = r.bid_slope, r.bid_mid

            def passed(h: float, k: int) -> _ByEstimate:
                return _ByEstimate(lambda e: odds[slope * (e + h - k - mid)])

            return PASS, tuple((s, passed(h, k)) for s, h, k in st.games), st.misere_odds
        if kind == MISERE:
            return MISERE, tuple(odds[r.misere_slope * (st.discard + 0.5 - d)] for d in range(DANGERS)), \
                5 if st.strict else 4
        if kind == TRICKS:
            h, k = st.help, st.tricks
            return TRICKS, _ByEstimate(lambda e: odds[r.bid_slope * (e + h - k - r.bid_mid)]), st.suit
        if kind == ACCEPT:
            def accept(e: float) -> float:
                p = odds[r.accept_slope * (e - r.accept_mid)]
                return p if st.yes else 1.0 - p
            return ACCEPT, _ByEstimate(accept), st.suit

        def alone(e: float) -> float:
            p = odds[r.alone_slope * (e - st.tricks - r.alone_mid)]
            return p if st.yes else 1.0 - p
        return ALONE, _ByEstimate(alone), st.suit

    def _weigh(self, terms: tuple[Term, ...], hand: Hand, shapes: int) -> float:
        """The product of the steps' likelihoods, in the decisions' order, each as `likelihood` computes it;
        `shapes`: the hand's four shapes packed, as `__call__` keys them."""
        est = self._estimates.get(shapes)
        if est is None:
            est = self._estimates[shapes] = br.estimates_by_shapes(hand[:4])
        weight = 1.0
        for kind, a, b in terms:
            if kind == PASS:
                if a is None:
                    p = 1.0
                else:
                    # the best odds of the games of tricks passed by: max(..., default=0.0) of positive odds
                    tricks = 0.0
                    for s, by_estimate in a:
                        q = by_estimate[est[s]]
                        if q > tricks:
                            tricks = q
                    misere = b[DANGERS * hand[4] + hand[5]]
                    p = max(LEAST_LIKELY, (1.0 - tricks) * (1.0 - misere))
            elif kind == MISERE:
                p = a[hand[b]]
            else:  # TRICKS, ACCEPT, ALONE: by the estimate in the step's suit
                p = a[est[b]]
            weight *= p
        return weight
