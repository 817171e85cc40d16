"""What the auction says about the cards: the hard level's reading of the others' calls in Boston.

The search (ai/ismcts.py) re-deals the cards the searching seat cannot see. At hard the deals are
drawn in proportion to `AuctionBelief`: how likely the other seats were to call as they did, holding
the thirteen cards that deal gives them: their hand now, plus the cards they have laid to tricks
(public "play" events of the history) and the card laid aside in a Little misère. So a seat that bid
an Independence in hearts is searched as holding hearts, and three seats that passed as holding no
game. (It has the signature of ISMCTS's `belief`; ai/games/boston/worlds.py draws by it.)

Each public decision of another seat counts once, as a soft logistic in the hand's margin for it,
read with the bidder's own knowledge (games/boston/tables.py):

- a bid of a game of tricks: the trick estimate in its suit (`trick_estimate`), plus a partner's
  help where the game allows one, over the tricks the game needs;
- a bid of a misère: how many cards the safety check (`misere_danger`) finds, against the cards
  the misère lets a player lay aside;
- a pass: the best margin of any bid that would have beaten the high one then, so a pass says
  "no game here" (and a pass after outbidding says "not this much");
- a partner's accept or decline: the trick estimate in trumps against the two tricks a declarer
  counts on; a declarer's alone or ask: the estimate against the tricks of the game.

No decision is taken as certain (`LEAST_LIKELY`): people bid by feel, and the estimate is rough.
The searching seat's own calls say nothing about the others and are not counted.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from cards import Card
from games.boston import tables as br
from games.boston.tables import misere_danger
from games.state import State

if TYPE_CHECKING:
    from games.boston.rules import BostonState

_AuctionKey = tuple[tuple[tuple[int, str], ...], int, int | None, int | None]

#: no decision is taken as certain: a human may bid a thin hand for the pool, or pass a good one
LEAST_LIKELY = 0.05


@dataclass(frozen=True)
class Reading:
    """How sharply each kind of decision is read: logistic slopes and midpoints.

    The bid and accept lines were fitted by maximum likelihood to boston:normal's decisions on 450
    first deals (3,710 calls: bid or pass on the best margin open, a slope of 3.0 per trick and a
    midpoint of -1.2; 804 answers: accept on the trump estimate, 5.9 and 2.0, normal's own threshold),
    then softened, since a person bids by feel and the estimate is rough. The misère and alone lines
    are set by hand (normal bid a misère 31 times and played alone 28 times in those deals). How
    sharp the reading is matters little: over 159 play positions a sampled world put a hidden card in
    the hand really holding it 37.4 % of the time with these values, 37.6 % with the fit itself,
    37.2 % with half the slopes, and 34.6 % by a uniform re-deal."""

    bid_slope: float = 2.5  # per trick of margin for a game of tricks (bid, or passed over)
    bid_mid: float = -1.2  # the margin at which a hand bids half the time (the bidder counts on overtricks)
    misere_slope: float = 2.0  # per card the safety check finds beyond what the misère lets lie aside
    partner_help: float = 1.8  # tricks a partner is counted on for, where the game allows one
    accept_slope: float = 4.0  # per trick of the trump estimate, for accept or decline
    accept_mid: float = 2.0  # the estimate at which half of the asked accept
    alone_slope: float = 1.2  # per trick, for a declarer's alone or ask
    alone_mid: float = 0.5  # tricks over the game at which half of the declarers play alone


DEFAULT = Reading()


def logistic(x: float) -> float:
    p = 1.0 / (1.0 + math.exp(-x)) if x > -40 else 0.0
    return min(1.0 - LEAST_LIKELY, max(LEAST_LIKELY, p))


@dataclass(frozen=True)
class Decision:
    """One public decision of a seat: a call with the high bid it faced, or a partner-phase answer."""

    seat: int
    kind: str  # "pass", "bid", "accept", "decline", "alone", "ask"
    index: int = -1  # the game bid (bid), or the contract's game (partner answers)
    suit: str | None = None  # the suit bid, or the contract's trumps
    high: tuple[int, str | None] | None = None  # the high bid when the seat passed


def decisions(world: BostonState) -> list[Decision]:
    """The public decisions of a Boston deal that say something about the cards, one of each kind per
    seat: its highest bid (the lower ones it made on the way are implied by it), its pass (a seat
    passes once, and is out), and its answer in the partner phase (read off the history). Counting
    each step of an escalating duel as news would multiply the same evidence several times over."""
    out: list[Decision] = []
    high: tuple[int, str | None] | None = None
    top: dict[int, Decision] = {}
    for seat, code in world.calls:
        if code == "pass":
            out.append(Decision(seat, "pass", high=high))
            continue
        parts = code.split(":")
        index, suit = int(parts[1]), (parts[2] if len(parts) > 2 else None)
        top[seat] = Decision(seat, "bid", index, suit)  # each bid beats the last, so the latest is the highest
        high = (index, suit)
    out.extend(top.values())
    if high is not None:
        for event in world.history:
            if event.kind in ("accept", "decline", "alone", "ask") and event.seat is not None:
                out.append(Decision(event.seat, event.kind, high[0], high[1]))
    return out


def dealt_hands(world: BostonState, seats: Iterable[int]) -> dict[int, list[Card]]:
    """The thirteen cards each of `seats` was dealt in this world: its hand, its card laid aside, and
    the cards it has played (the public "play" events of the history)."""
    hands = {s: [*world.hand(s), *world.zones[f"aside:{s}"]] for s in seats}
    for e in world.history:
        if e.kind == "play" and e.seat in hands and e.cards:
            hands[e.seat].append(e.cards[0])
    return hands


class HandReader:
    """The margins of one hand for the decisions it could make (computed once per hand and world)."""

    def __init__(self, hand: Sequence[Card], reading: Reading) -> None:
        self.hand = hand
        self.reading = reading
        self._suits = br.by_suit(hand)
        self._estimate: dict[str, float] = {}
        self._danger: dict[bool, int] = {}

    def estimate(self, suit: str) -> float:
        """`trick_estimate` with `suit` as trumps (the hand sorted by suit once for all four)."""
        if suit not in self._estimate:
            self._estimate[suit] = br.estimate_by_suit(self._suits, suit)
        return self._estimate[suit]

    def danger(self, strict: bool) -> int:
        if strict not in self._danger:
            self._danger[strict] = len(misere_danger(self.hand, strict))
        return self._danger[strict]

    def margin(self, g: br.BostonGame, suit: str, partners: bool) -> float:
        """Tricks the hand is above a game of tricks in `suit`: its estimate, plus a partner's help where
        the game allows one, less the tricks the game needs. (Counting no help for a hand below the
        declarer's own minimum fitted normal's calls much worse: it bids on its played-out tricks.)"""
        help_ = self.reading.partner_help if g.partner and partners else 0.0
        return self.estimate(suit) + help_ - g.tricks

    def misere_odds(self, g: br.BostonGame) -> float:
        """How likely the hand is to bid this misère: by the cards the safety check finds, against
        the cards the misère lets a player lay aside."""
        spare = g.discard + 0.5 - self.danger(g.open != "none")
        return logistic(self.reading.misere_slope * spare)

    def bid_odds(self, g: br.BostonGame, suit: str | None, partners: bool) -> float:
        """How likely the hand is to bid this game (as opposed to passing it by)."""
        if g.misere:
            return self.misere_odds(g)
        assert suit is not None
        r = self.reading
        return logistic(r.bid_slope * (self.margin(g, suit, partners) - r.bid_mid))


#: the bids a pass turned down (`bids_above`): (game, suit) of the games of tricks, and the misères
_Options = tuple[tuple[tuple[br.BostonGame, str], ...], tuple[br.BostonGame, ...]]


def bids_above(table: Sequence[br.BostonGame], order: Sequence[str],
                high: tuple[int, str | None] | None) -> _Options:
    """The cheapest bid of each kind that beats `high`: per suit the lowest game of tricks above it,
    and every misère above it (a hand's best margin over what it could have bid instead of passing)."""
    tricks: list[tuple[br.BostonGame, str]] = []
    key = None if high is None else br.bid_key(table[high[0]], high[1], order)
    for suit in order:
        for g in table:
            if not g.misere and (key is None or br.bid_key(g, suit, order) > key):
                tricks.append((g, suit))
                break
    misere = [g for g in table if g.misere and (key is None or br.bid_key(g, None, order) > key)]
    seen: set[tuple[int, str]] = set()
    miseres: list[br.BostonGame] = []
    for g in misere:  # the least demanding misère of each kind is the one to check
        if (g.discard, g.open) not in seen:
            seen.add((g.discard, g.open))
            miseres.append(g)
    return tuple(tricks), tuple(miseres)


def likelihood(decision: Decision, reader: HandReader, table: Sequence[br.BostonGame], order: Sequence[str],
               partners: bool) -> float:
    """How likely a hand (`reader`) was to make `decision`, in [LEAST_LIKELY, 1 - LEAST_LIKELY]. (The same
    figures, bit for bit, by hand masks: ai/games/boston/seat_weights.py.)"""
    r = reader.reading
    kind = decision.kind
    if kind == "bid":
        return reader.bid_odds(table[decision.index], decision.suit, partners)
    if kind == "pass":
        # no game of tricks above the high bid, and no misère: the hand's best chance of each, passed by
        games, miseres = bids_above(table, order, decision.high)
        if not games and not miseres:
            return 1.0
        tricks = max((reader.bid_odds(g, s, partners) for g, s in games), default=0.0)
        misere = max((reader.misere_odds(g) for g in miseres), default=0.0)
        return max(LEAST_LIKELY, (1.0 - tricks) * (1.0 - misere))
    assert decision.suit is not None
    own = reader.estimate(decision.suit)
    if kind in ("accept", "decline"):
        p = logistic(r.accept_slope * (own - r.accept_mid))
        return p if kind == "accept" else 1.0 - p
    g = table[decision.index]
    p = logistic(r.alone_slope * (own - g.tricks - r.alone_mid))
    return p if kind == "alone" else 1.0 - p


class AuctionBelief:
    """`belief(world, observer)`: the product of the likelihoods of every public decision of the seats
    other than `observer`, given the hands the world dealt them. It factors by seat (`seat_weight`),
    which the Metropolis chain of ai/games/boston/worlds.py uses to re-weigh only the two hands a swap touches.

    The decisions are parsed once per auction (they are public, so every world of a search shares
    them) and the hands' margins once per world."""

    def __init__(self, reading: Reading = DEFAULT) -> None:
        self.reading = reading
        # (the public key of the auction: calls, history length, declarer, partner; its decisions per seat)
        self._parsed: tuple[_AuctionKey, dict[int, list[Decision]]] | None = None

    def by_seat(self, world: BostonState) -> dict[int, list[Decision]]:
        """The decisions that count, per seat that made them."""
        # Every world of one search shares the public history, so the calls and its length tell them apart.
        key = (tuple(world.calls), len(world.history), world.declarer, world.partner)
        if self._parsed is None or self._parsed[0] != key:
            out: dict[int, list[Decision]] = {}
            for d in decisions(world):
                out.setdefault(d.seat, []).append(d)
            self._parsed = (key, out)
        return self._parsed[1]

    def seat_weight(self, world: BostonState, seat: int, hand: Sequence[Card]) -> float:
        """How likely `seat` was to decide as it did holding `hand` (the cards it was dealt)."""
        found = self.by_seat(world).get(seat)
        if not found:
            return 1.0
        reader = HandReader(hand, self.reading)
        table, order, partners = world.games_table, world.order, bool(world.config.partners)
        weight = 1.0
        for d in found:
            weight *= likelihood(d, reader, table, order, partners)
        return weight

    def __call__(self, state: State, observer: int) -> float:
        world = cast("BostonState", state)  # the search asks Boston's belief about Boston deals only
        seats = [s for s in self.by_seat(world) if s != observer]
        if not seats:
            return 1.0
        weight = 1.0
        for seat, hand in dealt_hands(world, seats).items():
            weight *= self.seat_weight(world, seat, hand)
        return weight
