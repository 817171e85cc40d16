"""What the search knows of the tricks Cvik and Komando play for a pot, shared by their AIs
(ai/games/cvik/manifest.py, ai/games/komando/manifest.py) so that neither imports the other's: how strong a hand
is, a model of how players decide to play a hand (`PlayModel`), the reading of the others' decisions and laid
cards that weighs a world (`Reading`, `weigh`, `undealt_weigher`), and the playout policy (`policy`)."""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import cast

from ai.believer import Draw, Quick
from cards import Card
from games import rng as rngs
from games import trick as tricks
from games.actions import Action
from games.trick_pot.trick_play import DECLARE, HANDS, JDU, PAS, PLAY, SWAP, CardTable, Phase, TrickPlay
from games.trick_pot.worlds import TrickWorlds
from games.world_sampler import Undealt

#: no decision is taken as certain: a human may play a weak hand for the bank, or keep a good one home
LEAST_LIKELY = 0.05
#: the weight of a world in which somebody's card was against the duties: as good as never drawn, yet
#: not zero, so that the most plausible of many such draws still serves if nothing better turns up
IMPOSSIBLE = 1e-6


# -- how strong a hand is ------------------------------------------------------------------------------------
def hand_strength(state: TrickPlay, seat: int | None) -> float:
    """A rough count of likely tricks: trumps count by rank, other aces and kings a little."""
    if seat is None:
        return 0.0
    return cards_strength(state, state.zones[HANDS[seat]])


def cards_strength(state: TrickPlay, cards: Iterable[Card]) -> float:
    """`hand_strength` of any cards (a hand as it was dealt, say)."""
    worth = _worths(state.tables, state.trump)
    total = 0.0
    for card in cards:
        total += worth[card.code]
    return total


@functools.lru_cache(maxsize=64)
def _worths(tables: CardTable, trump: str | None) -> dict[str, float]:
    """Each card's term of `cards_strength` under a trump, by code (the plausibility of every world the hard
    level draws sums a few hands of them). A card worth nothing adds 0.0, which leaves any sum as it was."""
    power, top = tables.power, tables.top
    worth = {}
    for action in tables.play.values():
        card = action.card
        assert card is not None  # the table's actions play cards
        s = power[card.code]
        worth[card.code] = 0.5 + 0.5 * s / top if card.suit == trump else 0.6 if s >= top else \
            0.3 if s >= top - 1 else 0.0
    return worth


# -- how players decide to play a hand -------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayModel:
    """How players decide to play a hand, as a logistic curve of its strength: `midpoint`, the strength at
    which half of them play, and `slope`, how sharply that turns; `phase`, the phase in which each player
    says whether it plays."""

    midpoint: float
    slope: float
    phase: Phase

    def likelihood(self, state: TrickPlay, cards: Iterable[Card], played: bool) -> float:
        """How likely a player holding `cards` was to decide as it did: play (jdu, join) or stay home."""
        return self.chance(cards_strength(state, cards), played)

    def chance(self, strength: float, played: bool) -> float:
        """`likelihood` of a hand of that `cards_strength`."""
        p = 1.0 / (1.0 + math.exp(-self.slope * (strength - self.midpoint)))
        p = min(1.0 - LEAST_LIKELY, max(LEAST_LIKELY, p))
        return p if played else 1.0 - p


def _allowed(card: Card, hand: list[Card], trick: tuple[Card, ...], trump: str | None, power: dict[str, int],
             rules: tricks.TrickRules) -> bool:
    """`card in tricks.legal_cards(hand, trick, trump, strength, rules)` for a card of `hand` (the hand holds a
    code once) and a trick begun, without building the list: the same duties, read off the power table
    (`power[code]` is the strength of the card)."""
    led = trick[0].suit
    best = trick[0]
    for other in trick[1:]:  # tricks.winning_index
        if other.suit == best.suit:
            if power[other.code] > power[best.code]:
                best = other
        elif trump is not None and other.suit == trump:
            best = other
    trumped = trump is not None and led != trump and best.suit == trump
    suit = card.suit
    if rules.follow_suit and any(c.suit == led for c in hand):
        if rules.must_head and not trumped:
            floor = power[best.code]
            if any(c.suit == led and power[c.code] > floor for c in hand):
                return suit == led and power[card.code] > floor
        return suit == led
    if rules.must_trump and trump is not None and any(c.suit == trump for c in hand):
        if rules.must_overtrump and trumped:
            floor = power[best.code]
            if any(c.suit == trump and power[c.code] > floor for c in hand):
                return suit == trump and power[card.code] > floor
        return suit == trump
    return True


def played_cards(state: TrickPlay, seat: int) -> list[Card]:
    """The cards `seat` has laid to tricks this deal, read off the history (public "play" events)."""
    return [e.cards[0] for e in state.history if e.kind == "play" and e.seat == seat and e.cards]


#: a decision a `Reading` weighs: the hand's zone, its slice [start, stop) (None: the whole zone), the cards laid
#: since (summed after the zone's), and whether the seat played
Decision = tuple[str, int | None, int | None, tuple[Card, ...], bool]


class Reading:
    """A plausibility read off a history once, for any world with that history: the others' `decisions` (in
    the order the weight multiplies them), and the duties of the cards they laid as the cards that would have
    broken them (`forbidden`, see `_forbidding`)."""

    __slots__ = ("decisions", "forbidden", "model", "worth")

    def __init__(self, state: TrickPlay, observer: int, model: PlayModel, decisions: list[Decision]) -> None:
        self.model, self.decisions = model, decisions
        self.worth = _worths(state.tables, state.trump)
        plays: list[tuple[int, Card, tuple[Card, ...]]] = []  # seat, card, the trick before it
        trick: list[Card] = []
        for event in state.history:
            kind = event.kind
            if kind == "play" and event.seat is not None and event.cards:
                plays.append((event.seat, event.cards[0], tuple(trick)))
                trick.append(event.cards[0])
            elif kind == "trick":
                trick = []
        pack = [action.card for action in state.tables.play.values() if action.card is not None]
        #: per seat of the others that laid cards: the cards it laid, the first first, each with the codes of the
        #: cards that the hand it was laid from must not have held
        self.forbidden: dict[int, list[tuple[Card, frozenset[str]]]] = {}
        for seat, card, before in plays:
            if seat != observer:
                bad = _forbidding(card, before, pack, state) if before else frozenset()
                self.forbidden.setdefault(seat, []).append((card, bad))


def _forbidding(card: Card, trick: tuple[Card, ...], pack: list[Card], state: TrickPlay) -> frozenset[str]:
    """The codes of the cards whose presence in a hand made laying `card` to `trick` against the duties.

    `_allowed` asks only whether the hand holds some card of a kind (of the led suit, of it above the best, a
    trump, one above the best trump), so a hand broke the duties exactly when it held one of these cards: each
    is found as the other card of a hand of two that breaks them (tests/games/cvik/test_cvik_worlds.py checks hands
    of every size against `_allowed`)."""
    power, rules, trump = state.tables.power, state.rules, state.trump
    return frozenset(c.code for c in pack if c.code != card.code
                     and not _allowed(card, [card, c], trick, trump, power, rules))


class _Weigher:
    """A `Reading` set to the places of one view's worlds: called with the unseen cards of a world as its sampler
    shuffled them (games/trick_pot/worlds.py: their positions in its `pool`), it gives that world's weight; each card it
    sums is found by a position in that list or, where the card is known, in its own list of them (`fixed`, at
    the negative positions), and its worth by its position in `pool` (or after it, where known) in `worths`."""

    __slots__ = ("chances", "duties", "fixed", "reading", "terms", "worths")

    def __init__(self, reading: Reading, places: Callable[[str], Sequence[int | Card]],
                 pool: Sequence[Card] = ()) -> None:
        self.reading = reading
        fixed: list[Card] = []

        def at(place: int | Card) -> int:
            if isinstance(place, int):
                return place
            fixed.append(place)
            return -len(fixed)  # until `fixed` is complete: the count from its start, negated and one up

        #: per decision, where its cards are (the hand's, then those laid since: the very order of the sum)
        terms = [([at(p) for p in places(name)[start:stop]] + [at(c) for c in laid], played)
                 for name, start, stop, laid, played in reading.decisions]
        n = len(fixed)
        #: `model.chance` by decision and strength: one call per strength a hand may have
        self.chances: tuple[dict[float, float], dict[float, float]] = ({}, {})
        # each term with its decision's known chances at hand: a lookup fewer per term, ten draws an iteration
        self.terms = [([k if k >= 0 else -k - 1 - n for k in ks], self.chances[played], played) for ks, played in terms]
        self.fixed = list(range(len(pool), len(pool) + n))
        worth = reading.worth
        self.worths = [worth[c.code] for c in pool] + [worth[c.code] for c in fixed]
        #: the duties as: per seat, the positions of its unseen cards and the pool positions of the cards none of
        #: them may have (the hand held them at every card laid since); None: a card the seat is known to have held
        #: broke them
        self.duties: list[tuple[list[int], frozenset[int]]] | None = []
        for seat, laid in reading.forbidden.items():
            hand = places(HANDS[seat])
            known = {p.code for p in hand if not isinstance(p, int)}
            # the hand a card was laid from: the cards held now and every card laid from then on
            if any(bad & known or any(c.code in bad for c, _ in laid[t:]) for t, (_, bad) in enumerate(laid)):
                self.duties = None
                break
            barred = frozenset().union(*(b for _, b in laid))
            self.duties.append(([p for p in hand if isinstance(p, int)],
                                frozenset(k for k, c in enumerate(pool) if c.code in barred)))

    def __call__(self, cards: list[int]) -> float:
        ext = cards + self.fixed
        worths = self.worths
        weight = 1.0
        for ks, known, played in self.terms:
            total = 0.0  # `cards_strength` of the hand, then of the cards laid since: the very float
            for k in ks:
                total += worths[ext[k]]
            p = known.get(total)
            if p is None:
                p = known[total] = self.reading.model.chance(total, played)
            weight *= p
        duties = self.duties
        if duties is None:
            return weight * IMPOSSIBLE
        for ks, bad in duties:
            for k in ks:
                if cards[k] in bad:
                    return weight * IMPOSSIBLE
        return weight


def weigh(state: TrickPlay, observer: int, read: Callable[[TrickPlay, int], Reading]) -> float:
    """A game's plausibility of `state` by its `read`ing of the history. A world drawn undealt (the hard level's,
    games/trick_pot/worlds.py) is weighed off its unseen cards, by a reading made once for its sampler's worlds."""
    found: object = state.zones  # `undealt(state)`, inline: ten worlds are weighed an iteration
    if type(found) is not Undealt:
        return _Weigher(read(state, observer), state.zones.__getitem__)([])
    sampler: TrickWorlds = found.sampler  # type: ignore[assignment]  # what draws undealt Cvik worlds
    key = (read, observer)
    weigher = sampler.readings.get(key)
    if weigher is None:
        weigher = sampler.readings[key] = _Weigher(read(state, observer), sampler.places, sampler.pool)
    result: float = weigher(found.cards)
    return result


def undealt_weigher(read: Callable[[TrickPlay, int], Reading]) -> Callable[[Draw, int], Quick | None]:
    """The `undealt_plausibility` hook (ai/search_hooks.py, ai/believer.py) of a plausibility that reads the table by
    `read`: for the `draw` of a view's `TrickWorlds`, its draws without their worlds, the weight `weigh` gives their
    world (the same weigher), and the world; else None."""

    def weighers(draw: Draw, observer: int) -> Quick | None:
        sampler = getattr(draw, "__self__", None)
        if type(sampler) is not TrickWorlds or getattr(draw, "__func__", None) is not TrickWorlds.draw \
                or sampler._state.max_world_tries <= 0:
            return None
        key = (read, observer)
        weigher = sampler.readings.get(key)
        if weigher is None:  # read as `weigh` reads it: off a world of the sampler's (the history they all share)
            blank = cast("TrickPlay", sampler.world_of(sampler._order.copy()))  # a world of its state's own class
            weigher = sampler.readings[key] = _Weigher(read(blank, observer), sampler.places, sampler.pool)
        return sampler.draw_cards, weigher, sampler.world_of

    return weighers


# -- the playout policy ----------------------------------------------------------------------------------------
def policy(state: TrickPlay, legal: list[Action], rng: random.Random) -> Action:
    """`rollout_action` given the legal actions (Komando's policy adds its phases and falls back here)."""
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase == PLAY and state.zones["trick"]:
        return cheap_play(state, legal)
    if phase == DECLARE and JDU in legal and PAS in legal:
        return JDU if hand_strength(state, state.turn) >= 1.0 else PAS
    if phase == SWAP:
        return cheap_swap(state, legal)
    return legal[rngs.below(rng, len(legal))]


def card_cost(state: TrickPlay, card: Card) -> int:
    """How much a card is worth keeping: any trump above any plain card, then by rank."""
    return state.tables.power[card.code] + (1000 if card.suit == state.trump else 0)


def cheap_swap(state: TrickPlay, legal: list[Action]) -> Action:
    """Take the turned trump for the weakest card of the hand, unless every card is worth more."""
    turned = state.zones["turned"][0]
    swaps = [a for a in legal if a.kind == "swap" and a.card is not None]
    if not swaps:
        return legal[0]
    weakest = min(swaps, key=lambda a: card_cost(state, a.card))  # type: ignore[arg-type]  # swaps hold cards (above)
    assert weakest.card is not None
    return weakest if card_cost(state, weakest.card) < card_cost(state, turned) else legal[0]


def cheap_play(state: TrickPlay, legal: list[Action]) -> Action:
    """Win the trick with the cheapest card that does (`card_cost`), else throw the cheapest card."""
    trick = state.zones["trick"]
    power = state.tables.power
    trump = state.trump
    best = trick[state.winning_index(trick)]
    best_suit, best_power = best.suit, power[best.code]
    take = low = legal[0]
    take_cost = low_cost = 1 << 30
    taken = False
    for a in legal:  # the first of equal costs wins, as min() would pick
        card = a.card
        assert card is not None
        cost = power[card.code] + (1000 if card.suit == trump else 0)
        if cost < low_cost:
            low, low_cost = a, cost
        wins = power[card.code] > best_power if card.suit == best_suit else card.suit == trump
        if wins and cost < take_cost:
            take, take_cost, taken = a, cost, True
    return take if taken else low


