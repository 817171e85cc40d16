"""Kolovrat's worlds for the search's tree walk, drawn and played on plain lists (the `light_worlds` hook).

A search iteration draws a world, walks the tree down it a few moves (each move the rules' legal list and the
move made) and plays the rest out. On a `KolovratState` a world costs a copy of the zones with each card's
place and who knows it, and every move of the walk updates them and records events, none of which a search
reads. A `LightWorld` holds the cards of each zone as lists and nothing else: it lists the same legal moves in
the same order (the very Action objects) and makes them as the rules do, so the tree grows exactly as on the
state, and the quick playout reads it as it reads a state (ai/games/kolovrat/playout.py).

It plays the rule book's options: captures take everything that matches and add up sums, piles do not join
sums (the commonest search, `kolovrat_sums.fits`); under other options the search walks the states themselves.
A world is drawn from the same draws of the generator as the view's own sampler draws (games/world_sampler.py):
the shuffle of the unseen cards, then the seed of the world's generator, which a Kolovrat world never uses.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ai.games.kolovrat.sums import deal_returns
from ai.games.kolovrat.values import MISSING_BITS, pack_keys
from ai.view import PlayerView
from cards import Card, Pack
from games import rng as rngs
from games.actions import Action
from games.events import Event
from games.kolovrat.rules import DONE, CardTable, Kolovrat, KolovratState, card_table, hand_choices, take_pile_action
from games.pot import chip_returns
from games.rulebook import Config
from games.state import State
from games.world_sampler import shuffler

_NO_EVENTS: list[Event] = []  # what a move of a light world records: nothing (it is never replayed or shown)


class _Rules:
    """What every world of one decision shares: the game, its options, the pack's actions and the values."""

    __slots__ = ("bank", "bits", "capturable_sums", "cards", "chips", "completing", "config", "game", "hand_names",
                 "leftovers", "n", "order", "pack", "pile_names", "take", "trail_anyway", "unit", "up_to", "value")

    def __init__(self, state: KolovratState) -> None:
        game = state.game
        self.game: Kolovrat = game
        self.config: Config = state.config
        self.pack: Pack = state.pack
        self.n = n = state.num_players
        self.order: list[int] = list(state.order)
        self.chips: list[int] = list(state.chips)
        self.bank: int = state.bank
        self.hand_names = tuple(f"hand:{s}" for s in range(n))
        self.pile_names = game.pile_zones[:n]
        cards = card_table(state.pack, n)
        self.cards: CardTable = cards
        self.take = cards.take
        self.value: dict[str | None, int] = game.rank_values
        self.bits: dict[str | None, int] = game.rank_bits
        keys = pack_keys(state.pack, game.rank_values, game.id, game.value_limit)
        #: the multiset of values a card of each rank adds to (ai/games/kolovrat/values.py), and the sums such a
        #: multiset makes: one card's value or two or more cards' (`KolovratState._capturable`'s table part)
        self.unit = {rank: keys.units[value] for rank, value in game.rank_values.items()}
        self.capturable_sums = keys.caches.capturable_sums
        self.completing, self.up_to = keys.caches.completing, keys.caches.up_to
        self.trail_anyway = bool(state.config.trail_when_capture)
        self.leftovers = state.config.leftovers


class LightWorld:
    """A world of the search as lists of cards by zone, with `KolovratState`'s fields that the rules and the
    playout read. `legal_actions` and `_apply` are `KolovratState`'s under the rule book's options (tests compare
    them move by move); a move records no event."""

    __slots__ = ("_over", "_rules", "_table_sums", "game", "groups_taken", "hands", "history", "last_capturer",
                 "last_player", "partial_sum", "piles", "playing", "table", "talon", "turn", "zones")

    def __init__(self, rules: _Rules, template: KolovratState, zones: dict[str, list[Card]]) -> None:
        self._rules = rules
        self.game = rules.game
        self.zones = zones
        self.hands = [zones[name] for name in rules.hand_names]
        self.piles = [zones[name] for name in rules.pile_names]
        self.table = table = zones["table"]
        self.talon = zones["talon"]
        unit = rules.unit
        self._table_sums = sum(unit[card.rank] for card in table)  # the table's multiset of values
        self.turn = template.turn
        self.playing = template.playing
        self.partial_sum = template.partial_sum
        self.groups_taken = template.groups_taken
        self.last_player = template.last_player
        self.last_capturer = template.last_capturer
        self._over: list[float] | None = None  # the returns, once the deal is over
        self.history: list[Event] = []

    # -- what State offers the search and the playout ----------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.turn is None

    @property
    def current_player(self) -> int | None:
        return self.turn

    def hand(self, seat: int) -> list[Card]:
        return self.hands[seat]

    # the deal's fields the playout reads, shared by the decision's worlds
    @property
    def config(self) -> Config:
        return self._rules.config

    @property
    def pack(self) -> Pack:
        return self._rules.pack

    @property
    def num_players(self) -> int:
        return self._rules.n

    @property
    def order(self) -> list[int]:
        return self._rules.order

    @property
    def bank(self) -> int:
        return self._rules.bank

    @property
    def chips(self) -> list[int]:
        return self._rules.chips

    def returns(self) -> list[float]:
        """`KolovratState.returns`: at the end of the deal with the bank paid out (`deal_returns`)."""
        if self._over is not None:
            return list(self._over)
        n = self._rules.n
        counts = [len(pile) for pile in self.piles]
        mean = sum(counts) / n
        total = max(1, self._rules.pack.size)
        return [max(-1.0, min(1.0, 0.8 * c + 0.2 * (k - mean) / total * n))
                for c, k in zip(chip_returns(self._rules.chips), counts, strict=True)]

    # -- the rules' legal moves ---------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        seat = self.turn
        if seat is None:
            return []
        if self.playing is not None:
            options = self._table_options(seat, self._rules.value[self.playing.rank], self.partial_sum)
            return [*options, DONE] if self.groups_taken and not self.partial_sum else options
        rules = self._rules
        return hand_choices(self.hands[seat], self._capturable(seat), rules.bits, rules.cards, rules.trail_anyway)

    def _capturable(self, seat: int) -> int:
        """The values (bit v) that start a capture: the table's sums of one card or more, and the others' piles."""
        bits = self._rules.bits
        found = self._rules.capturable_sums[self._table_sums]
        for other, pile in enumerate(self.piles):
            if pile and other != seat:
                found |= bits[pile[-1].rank]
        return found

    def _table_options(self, seat: int, target: int, partial: int) -> list[Action]:
        """`KolovratState._table_options` with sums: the table cards of the values that complete the sum, in table
        order, then (no sum under way) the others' piles topped by the played value, in seat order."""
        rules = self._rules
        value = rules.value
        missing = target - partial
        ok = 0 if partial else 1 << target
        if missing >= 0:  # the engine's `completing_values` of the table, from the pack's value caches
            ok |= rules.completing[(self._table_sums & rules.up_to[missing]) << MISSING_BITS | missing]
        take = rules.take
        options = [take[card.code] for card in self.table if ok >> value[card.rank] & 1]
        if not partial:
            for other, pile in enumerate(self.piles):
                if other != seat and pile and value[pile[-1].rank] == target:
                    options.append(take_pile_action(other))
        return options

    # -- making a move (KolovratState._apply) -------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        assert seat is not None
        kind = action.kind
        rules = self._rules
        if kind == "trail":
            card = action.card
            assert card is not None
            _remove(self.hands[seat], card)
            self.table.append(card)
            self._table_sums += rules.unit[card.rank]
            self._next_turn(seat)
            return _NO_EVENTS
        if kind == "capture":
            self.playing = action.card
            self.groups_taken = 0
            self.partial_sum = 0
            return _NO_EVENTS
        if kind == "done":
            self._finish_capture(seat)
            return _NO_EVENTS
        value = rules.value
        own = self.piles[seat]
        if kind == "take_pile":
            assert action.number is not None
            stolen = self.piles[action.number]
            picked = value[stolen[-1].rank]
            own.extend(stolen)  # card by card onto the taker's pile, the top last: the stolen pile's order
            stolen.clear()
        else:
            card = action.card
            assert card is not None
            picked = value[card.rank]
            _remove(self.table, card)
            self._table_sums -= rules.unit[card.rank]
            own.append(card)
        assert self.playing is not None
        target = value[self.playing.rank]
        self.partial_sum += picked
        if self.partial_sum < target:
            return _NO_EVENTS  # a sum under way: the next pick must continue it
        self.partial_sum = 0
        self.groups_taken += 1
        if not self._capturable(seat) >> target & 1:
            self._finish_capture(seat)
        return _NO_EVENTS

    def _finish_capture(self, seat: int) -> None:
        playing = self.playing
        assert playing is not None
        _remove(self.hands[seat], playing)
        self.piles[seat].append(playing)  # the capturing card lies face up on top
        self.playing = None
        self.last_capturer = seat
        self._next_turn(seat)

    def _next_turn(self, seat: int) -> None:
        self.last_player = seat
        n = self._rules.n
        hands = self.hands
        for step in range(1, n + 1):  # the next seat round the table that still holds cards
            nxt = (seat + step) % n
            if hands[nxt]:
                self.turn = nxt
                return
        if self.talon:
            self._second_deal()
        else:
            self._end_of_deal()

    def _second_deal(self) -> None:
        """The talon shared out from its top a card a seat round, the rest turned over onto the table (its top
        first)."""
        rules = self._rules
        talon, hands, n = self.talon, self.hands, rules.n
        each = len(talon) // n
        for _ in range(each):
            for seat in rules.order:
                hands[seat].append(talon.pop())
        unit = rules.unit
        while talon:
            card = talon.pop()
            self.table.append(card)
            self._table_sums += unit[card.rank]
        if not any(hands):
            self._end_of_deal()
            return
        self.turn = rules.order[0]

    def _end_of_deal(self) -> None:
        """The leftovers to the taker the rule names, the bank to the biggest piles, and the deal's returns."""
        rules = self._rules
        rule = rules.leftovers
        taker = self.last_player if rule == "last_player" else self.last_capturer if rule == "last_capturer" else None
        counts = [len(pile) for pile in self.piles]
        if taker is not None and self.table:
            counts[taker] += len(self.table)
            self.piles[taker][:0] = reversed(self.table)  # under the pile, one by one: its top card stays
            self.table.clear()
            self._table_sums = 0
        self._over = deal_returns(counts, list(rules.chips), rules.bank, max(1, rules.pack.size))
        self.turn = None


def _remove(cards: list[Card], card: Card) -> None:
    """Take `card` out of `cards`: by identity first, as `Zones.move` does (a Card compares in Python)."""
    for i, held in enumerate(cards):
        if held is card:
            del cards[i]
            return
    cards.remove(card)


def light_world(state: KolovratState) -> LightWorld:
    """The state as a `LightWorld` (its zones' cards copied): the tests play one beside the other."""
    zones = {name: list(state.zones[name]) for name in state.zones.names()}
    return LightWorld(_Rules(state), state, zones)


def light_worlds(view: PlayerView) -> Callable[[random.Random], LightWorld] | None:
    """The `light_worlds` hook: `view.sample_world` drawing `LightWorld`s, the same draws of the generator for the
    same cards in the same places; None where the view, the state or the options are not the plain ones."""
    if type(view) is not PlayerView:
        return None  # a view that draws its worlds its own way
    template = view.template()
    if not isinstance(template, KolovratState) or not fits(template):
        return None
    if type(template).world_is_consistent is not State.world_is_consistent:
        return None  # every draw is kept at the first try, as the sampler's loop keeps it
    rules = _Rules(template)
    redeal = template.zones.redealer(view.seat)
    pool = redeal.pool
    shuffle = shuffler(len(pool))
    lists = redeal.lists
    child_seed = rngs.child_seed

    def draw(rng: random.Random) -> LightWorld:
        cards = pool.copy()
        shuffle(rng, cards)
        world = LightWorld(rules, template, lists(cards))
        child_seed(rng)  # the seed of the world's own generator, drawn as the sampler draws it; a world never uses it
        return world

    return draw


def fits(state: KolovratState) -> bool:
    """The options a `LightWorld` plays: many captures a card, sums of table cards, piles out of sums."""
    config = state.config
    return bool(config.sums) and not config.pile_sums and config.captures == "many"
