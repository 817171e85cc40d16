"""What the generic search knows of Cvik, and of the trick play Komando shares with it.

The search plays every level (games/registry.py names this module as the game's AI). It gets:

- a playout policy: play with a fair hand; in a trick win as cheaply as possible, else throw the
  cheapest card; a dealer takes the turned trump for the weakest card. Leads stay random;
- a model of how players decide to play a hand (`PlayModel`: jdu or pas here, joining the
  komandant in Komando), fitted to measured play: the careful playouts and the `model` option
  decide by it, and the hard level reads the others' decisions by it (`plausibility`), together
  with whether every card they laid was allowed from the hand a world gives them.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Iterable
from dataclasses import dataclass

from ai.games.cvik_playout import playout
from ai.search_hooks import SearchHooks
from cards import Card
from games import rng as rngs
from games import trick as tricks
from games.actions import Action
from games.cvik.rules import CvikState
from games.cvik.trick_play import DECLARE, HANDS, JDU, PAS, PLAY, SWAP, CardTable, Phase, TrickPlay

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

    def action(self, state: TrickPlay, rng: random.Random) -> Action | None:
        """How a seat says jdu or pas, as players were measured to with such a hand: the search's model of
        the others (its `model` option, and careful playouts); None where it is not that decision."""
        if state.phase == self.phase and state.turn is not None:
            yes = self.likelihood(state, state.zones[HANDS[state.turn]], True)
            return JDU if rng.random() < yes else PAS
        return None


#: Fitted to 600 decisions of `ismcts:normal` in four-handed Cvik: one in five hands of strength 0.25
#: played, two in five of 0.5, nine in ten of 0.75 and above.
MODEL = PlayModel(midpoint=0.55, slope=8.0, phase=DECLARE)


def plays_were_legal(state: TrickPlay, observer: int) -> bool:
    """Whether every card the others laid was allowed from the hand this world gives them.

    The duties (follow, head, trump, overtrump) say more than the suits a player showed out of:
    one who followed low held nothing higher in the suit. The hand a player held at a trick is
    its hand now plus the cards it has laid since.
    """
    plays: list[tuple[int, Card, tuple[Card, ...]]] = []  # seat, card, the trick before it
    trick: list[Card] = []
    for event in state.history:
        kind = event.kind
        if kind == "play" and event.seat is not None and event.cards:
            plays.append((event.seat, event.cards[0], tuple(trick)))
            trick.append(event.cards[0])
        elif kind == "trick":
            trick = []
    if not plays:
        return True
    held: dict[int, list[Card]] = {}
    hands = state.zones
    power, rules, trump = state.tables.power, state.rules, state.trump
    for seat, card, before in reversed(plays):
        if seat == observer:
            continue
        hand = held.get(seat)
        if hand is None:
            hand = held[seat] = list(hands[HANDS[seat]])
        hand.append(card)
        if before and not _allowed(card, hand, before, trump, power, rules):
            return False
    return True


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


def plausibility(state: CvikState, observer: int) -> float:
    """How likely the others' jdu and pas were, given the hands this world deals them (0..1].

    A player who said "jdu" held the cards it still has plus those it has played; the cards of
    the players who stayed home lie in the folded pile in the order they folded (three each), so
    a re-dealt world's pile, cut into threes, gives each of them a hand drawn as fairly as any.
    The dealer's own decision is read only while its hand is the one it was dealt (no swap yet).
    """
    dealer = state.context.dealer
    hand_size = state.game.rulebook.tables["hand_size"]
    folded = state.zones["folded"]
    history = state.history
    chance = MODEL.chance
    weight = 1.0
    k = 0
    swapped = False
    for event in history:
        kind = event.kind
        if kind == "pas":
            if event.seat != dealer:
                if event.seat != observer:
                    weight *= chance(cards_strength(state, folded[k:k + hand_size]), False)
                k += hand_size
        elif kind == "jdu":
            seat = event.seat
            if seat != observer and seat is not None and seat != dealer:
                weight *= chance(_held_strength(state, seat), True)
        elif kind == "swap":
            swapped = True
    if dealer != observer and state.declared[dealer] == "jdu" and not swapped:
        weight *= chance(_held_strength(state, dealer), True)
    return weight if plays_were_legal(state, observer) else weight * IMPOSSIBLE


def _held_strength(state: TrickPlay, seat: int) -> float:
    """`cards_strength` of the hand `seat` held before the tricks: its hand now, then the cards it laid (the
    order `[*hand, *played_cards]` sums them in, so the very float)."""
    worth = _worths(state.tables, state.trump)
    total = 0.0
    for card in state.zones[HANDS[seat]]:
        total += worth[card.code]
    for event in state.history:
        if event.kind == "play" and event.seat == seat and event.cards:
            total += worth[event.cards[0].code]
    return total


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


def rollout_action(state: TrickPlay, rng: random.Random) -> Action:
    """Playouts: play with a fair hand; in a trick win as cheaply as possible, else throw the cheapest
    card; a dealer takes the turned trump for the weakest card. Leads stay random.

    Uniformly random card play makes every hand look weak to the search, so it would pass far
    too often; this simple policy keeps playouts close to how people play. Leading the best card
    in playouts was measured too (ismcts:normal against random): no better in Cvik, worse in Komando.
    """
    return policy(state, state.legal_actions(), rng)


def careful_rollout_action(state: CvikState, rng: random.Random) -> Action:
    """Careful playouts (the search's `careful` option): a player says jdu or pas as players were measured
    to do with such a hand (`MODEL`), a chance and not a fixed line; the rest as in `rollout_action`."""
    decided = MODEL.action(state, rng)
    return decided if decided is not None else rollout_action(state, rng)


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


#: what the generic search knows of Cvik (ai/search_hooks.py)
SEARCH = SearchHooks(rollout_action=rollout_action, careful_rollout_action=careful_rollout_action,
                     modelled_action=MODEL.action, plausibility=plausibility, playout=playout)
