"""Boston's worlds for the search's card play, drawn and walked as plain lists (the `light_worlds` hook).

Each iteration of hard's card-play search draws a world from the chain of deals that follows the auction
(worlds.py `BeliefView`), walks the tree down it a few cards and plays the rest out (quick_playout.py). As a
`BostonState` a world is a copy of the zones with each card's place and who knows it, and every card of the walk
moves it between zones, records events, and reveals an open misère's cards, none of which the search reads. A
`LightWorld` holds each hand and the trick as lists and the deal's fields the rules, the hooks and the playout
read: it lists the same legal moves in the same order (the very Action objects) and plays them as the rules do
(the trick to its winner, the deal settled as soon as its result is certain), so the tree grows exactly as on
the states. What it leaves out is what no search code reads: the won tricks' zones, the voids shown (the chain
keeps its own), what is revealed, the events.

A world is drawn from the same draws of the generator as `BeliefView.sample_world`: the chain's swaps, then the
seed of the world's generator, which a world in its card play never uses (Boston draws only while dealing).
Only card play is walked light; a search in the auction, or by a plain view, walks states.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from ai.games.boston.chips import settle
from ai.games.boston.worlds import BeliefView
from cards import Card, Pack
from games import rng as rngs
from games import trick as tr
from games.actions import Action
from games.boston import scoring
from games.boston import tables as br
from games.boston.actions import STRENGTH, card_table
from games.boston.rules import OVER, PLAY, UTILITY_SCALE, BostonState, Phase
from games.events import Event
from games.rulebook import Config
from games.state import GameOfDeal

_NO_EVENTS: list[Event] = []  # what a card of a light world records: nothing (it is never replayed or shown)


class _Deal:
    """What every world of one decision shares: the game, its options and contract, and the pack's actions."""

    __slots__ = ("bank", "chips", "config", "declarer", "ends", "game", "game_row", "hand_names", "leader", "n",
                 "order", "outcome", "pack", "paid", "partner", "partout", "pays_over", "pays_under", "play", "player",
                 "price", "trick", "trick_seats", "tricks", "trump")

    def __init__(self, state: BostonState) -> None:
        self.game: GameOfDeal = state.game
        self.config: Config = state.config
        self.pack: Pack = state.pack
        self.n = n = state.num_players
        self.hand_names = tuple(f"hand:{s}" for s in range(n))
        self.play: dict[str, Action] = card_table(state.pack, n).play
        self.game_row: br.BostonGame | None = state.game_row
        self.order: tuple[str, ...] = state.order
        self.trump, self.declarer, self.partner = state.trump, state.declarer, state.partner
        self.partout, self.price = state.partout, state.price
        self.pays_over, self.pays_under = state.pays_over, state.pays_under
        # the card play as it stands: the same in every world of the decision (only the unseen cards differ)
        self.player, self.leader = state.player, state.leader
        self.trick: list[Card] = list(state.zones["trick"])
        self.trick_seats: list[int] = list(state.trick_seats)
        self.tricks: list[int] = list(state.tricks)
        self.chips: list[int] = list(state.chips)
        self.bank, self.paid, self.outcome = state.bank, state.paid, state.outcome
        #: the deal's end by its result and tricks taken: what `settle` leaves (paid, bank, chips, returns)
        self.ends: dict[tuple[object, ...], tuple[int, int, list[int], list[float]]] = {}


class LightWorld:
    """A Boston world in its card play as lists of cards, with `BostonState`'s fields that the rules, the search's
    hooks and the quick playout read. `legal_actions` and `_apply` are `BostonState`'s (tests compare them move
    by move); a card records no event."""

    __slots__ = ("_deal", "bank", "chips", "config", "declarer", "game", "game_row", "hands", "history", "leader",
                 "num_players", "order", "outcome", "pack", "paid", "partner", "partout", "pays_over", "pays_under",
                 "phase", "player", "price", "trick", "trick_seats", "tricks", "trump", "zones")

    def __init__(self, deal: _Deal, hands: list[list[Card]]) -> None:
        self._deal = deal
        self.hands = hands
        self.trick = trick = deal.trick.copy()
        # the zones the hooks read by name (the trick, a hand): the same lists
        self.zones = dict(zip(deal.hand_names, hands, strict=True))
        self.zones["trick"] = trick
        self.trick_seats = deal.trick_seats.copy()
        self.tricks = deal.tricks.copy()
        self.player: int | None = deal.player
        self.leader = deal.leader
        self.phase: Phase = PLAY
        self.chips, self.bank, self.paid, self.outcome = deal.chips, deal.bank, deal.paid, deal.outcome
        # the deal's own fields, shared: copied here because the playout and the hooks read them as a state's
        self.game, self.config, self.pack, self.num_players = deal.game, deal.config, deal.pack, deal.n
        self.game_row, self.order, self.trump = deal.game_row, deal.order, deal.trump
        self.declarer, self.partner, self.partout, self.price = deal.declarer, deal.partner, deal.partout, deal.price
        self.pays_over, self.pays_under = deal.pays_over, deal.pays_under
        self.history: list[Event] = []

    # -- what State offers the search, the hooks and the playout --------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.player is None

    @property
    def current_player(self) -> int | None:
        return self.player

    def hand(self, seat: int) -> list[Card]:
        return self.hands[seat]

    def side(self) -> list[int]:
        assert self.declarer is not None
        return [self.declarer] if self.partner is None else [self.declarer, self.partner]

    def returns(self) -> list[float]:
        """`BostonState.returns`: each seat's chips of the deal, squashed."""
        return [math.tanh(c / UTILITY_SCALE) for c in self.chips]

    def settled(self, won: list[int], result: str) -> list[float]:
        """chips.py `settle`: the deal over with `result` on the tricks `won`, and its returns. The chips depend on
        nothing else in the worlds of one decision, so each end is settled once and then looked up (a playout's
        end, a tenth of its time)."""
        key = (result, *won)
        end = self._deal.ends.get(key)
        if end is None:
            returns = settle(self, won, result)
            self._deal.ends[key] = (self.paid, self.bank, self.chips, returns)
            return list(returns)
        self.tricks = won
        self.phase, self.outcome, self.player = OVER, result, None
        self.paid, self.bank, self.chips, returns = end
        return list(returns)

    # -- the rules (BostonState.legal_actions and _play) ------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Follow suit, else any card; in hand order (games/boston/actions.py `legal_cards`)."""
        seat = self.player
        if seat is None:
            return []
        play = self._deal.play
        hand = self.hands[seat]
        trick = self.trick
        if trick:
            led = trick[0].suit
            follow = [play[c.code] for c in hand if c.suit == led]
            if follow:
                return follow
        return [play[c.code] for c in hand]

    def _apply(self, action: Action) -> list[Event]:
        seat, card = self.player, action.card
        assert seat is not None and card is not None
        hand = self.hands[seat]
        for i, held in enumerate(hand):  # by identity first, as `Zones.move` takes it out
            if held is card:
                del hand[i]
                break
        else:
            hand.remove(card)
        trick, seats = self.trick, self.trick_seats
        trick.append(card)
        seats.append(seat)
        n = self.num_players
        if len(seats) < n:
            self.player = (seat + 1) % n
            return _NO_EVENTS
        win = seats[tr.winner(trick, self.trump, STRENGTH)]
        self.tricks[win] += 1
        trick.clear()  # to its winner's won tricks, which nothing here reads
        seats.clear()
        self.leader = self.player = win
        if self.partout:
            if not self.hands[win]:
                self.settled(self.tricks, "partout")
            return _NO_EVENTS
        result = scoring.decided(self)
        if result:
            self.settled(self.tricks, result)
        return _NO_EVENTS


def light_world(state: BostonState) -> LightWorld:
    """The state, in its card play, as a `LightWorld` (its hands copied): the tests play one beside the other."""
    return LightWorld(_Deal(state), [state.hand(s).copy() for s in range(state.num_players)])


def light_worlds(view: object) -> Callable[[random.Random], LightWorld] | None:
    """The `light_worlds` hook: the worlds of a `BeliefView` in its card play as `LightWorld`s, the same draws of
    the generator for the same cards in the same places; None for another view or phase (the search walks the
    states there)."""
    if type(view) is not BeliefView:
        return None
    chain = view.chain
    if type(chain) is not BostonState or chain.phase != PLAY or chain.player is None:
        return None  # not a card play under way, or a deal of other rules (a test's subclass)
    deal = _Deal(chain)
    advance = view.advance
    hand_of = chain.hand
    seats = range(deal.n)
    child_seed = rngs.child_seed

    def draw(rng: random.Random) -> LightWorld:
        advance(rng)  # the chain's swaps, in place: `hand_of` reads its hands
        world = LightWorld(deal, [hand_of(s).copy() for s in seats])
        child_seed(rng)  # the seed of the world's own generator, drawn as the sampler draws it; never used
        return world

    return draw
