"""Boston: whist for four, each for himself, with an auction from Little Boston to Concord.

A deal runs through phases:

- `auction`: by default as our source describes it, a series of duels: the eldest hand bids or
  passes, the survivor of each exchange meets the next player, the dealer speaks last (option
  `auction: rounds` bids round the table instead). Each bid must beat the last: a higher game,
  or the same game in a better suit (suit preference from the card turned from the second pack,
  games/boston/tables.py). If everyone passes, the cards are thrown in and the pool stays (option
  `all_pass: misere_partout`: a misère for all is played and the most tricks pay the others).
- `partner`: in a Boston or an Independence the declarer may ask the others in turn for a
  partner; the first to accept joins him.
- `aside`: in a Little misère every player lays one card aside face down, eldest first.
- `play`: follow suit; neither heading nor trumping is compulsory. A misère has no trumps and
  ends as soon as the declarer takes a trick; in the open forms the declarer's cards (in a
  Revolution everybody's) are laid face up after the first trick (option: before the lead).
  A game of tricks ends as soon as what it pays is certain.

Chips move with the shared pot (games/pot.py): the stake into the pool at the start, then the
pool and the price of the game to the winners, or the price into the pool (or to each
opponent, or both) from the losers. By default, as in the classic books, every overtrick and every
trick short after the first adds the trump suit's trick rate (options `overtricks`, `undertricks`;
our source pays only the game bid), so such a deal is played to its last trick. When a result is
certain and what it pays: games/boston/scoring.py.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping
from enum import StrEnum
from typing import Any

from cards import Card
from games import rng as rngs
from games import trick as tr
from games.actions import Action
from games.boston import saved, scoring, settle, speakers
from games.boston import tables as br
from games.boston.actions import (
    ACCEPT,
    ALONE,
    ASK,
    DECLINE,
    PASS,
    RULES,
    STRENGTH,
    bid_ladder,
    card_table,
    legal_cards,
    sort_key,
)
from games.boston.facts import BostonPublic
from games.boston.words import bid_words
from games.boston.worlds import repair_voids
from games.events import Event, private
from games.pot import Pot, carried_bank
from games.state import GameOfDeal, State
from games.zones import OWNER, PUBLIC, ZoneSpec

#: the zones of each seat's won tricks (names built once: a trick ends in every playout's hot loop)
WON = tuple(f"won:{s}" for s in range(4))

#: chips at which the search's utility reaches tanh(1) = 0.76: a made Little Boston in the best suit
#: (about 16 chips) counts for about half of a made Philadelphia, and nothing saturates below 50 chips
UTILITY_SCALE = 24.0


class Phase(StrEnum):
    """Where a Boston deal stands (saved and shown as the plain strings)."""

    AUCTION = "auction"
    PARTNER = "partner"  # the declarer asks for a partner
    ASIDE = "aside"  # a misère's discard
    PLAY = "play"
    OVER = "over"


#: the members by name, as the rules and the search compare them (games/state.py `phases` says why)
AUCTION, PARTNER, ASIDE, PLAY, OVER = Phase


class BostonState(State):
    game_id = "boston"
    derived_fields = ("games_table", "pays_over", "pays_under")
    phases = Phase
    copied_fields = ("queue", "out", "calls", "asking", "tricks", "trick_seats", "chips")
    nested_fields = ("voids",)

    @classmethod
    def from_dict(cls, game: GameOfDeal, data: Mapping[str, Any]) -> State:  # Any: as State.from_dict's
        if saved.is_old(data.get("zones")):  # a snapshot from before the tricks lay by their winners
            zones = saved.won_by_seat(data["zones"], data["history"], int(data["num_players"]))
            data = {**data, "zones": zones}
        return super().from_dict(game, data)

    def rebuild_derived(self) -> None:
        self.games_table = br.games(self.game.rulebook)
        # read once: the options are asked after every trick of every playout
        self.pays_over = self.config.overtricks == "paid"
        self.pays_under = self.config.undertricks == "paid"

    def zone_specs(self) -> list[ZoneSpec]:
        n = self.num_players
        return ([ZoneSpec(f"hand:{s}", OWNER, s) for s in range(n)]
                + [ZoneSpec(f"aside:{s}", OWNER, s) for s in range(n)]
                + [ZoneSpec("trick", PUBLIC)]
                # public as the cards were played face up, but each seat's own, so the table sweeps a trick to
                # its winner and counts his tricks there (the rule book: in front of each player who won them)
                + [ZoneSpec(WON[s], PUBLIC, s) for s in range(n)])

    # -- setting up ---------------------------------------------------------------------------------
    def start(self) -> list[Event]:
        n, dealer = self.num_players, self.context.dealer
        rb = self.game.rulebook
        self.rebuild_derived()
        card_table(self.pack, n)  # built before any card is offered, so no import a bot makes changes after
        deck = self.fresh_pack()
        for seat in range(n):  # dealt one at a time from the dealer's left; each hand held sorted
            self.zones.add_many(f"hand:{seat}", sorted(deck[(seat - dealer - 1) % n::n], key=sort_key))
        # The card turned up from the other pack: a card of a second, freshly shuffled pack.
        self.turned: str | None = None
        if self.config.suit_order != "fixed":
            self.turned = self.pack.cards[rngs.below(self.rng, len(self.pack.cards))].code
        turned_suit = self.pack.card(self.turned).suit if self.turned else None
        self.order: tuple[str, ...] = br.suit_order(rb, self.config.suit_order, turned_suit)
        stake = int(self.config.stake)
        pot = Pot.open(n, carried_bank(self.context.extra))
        pot = pot.ante(dealer, stake) if self.config.stake_from == "dealer" else pot.ante_each(stake)
        self.bank, self.chips = pot.bank, list(pot.chips)
        events = [Event("deal", seat=dealer, value=int(rb.tables["hand_size"]))]
        if self.turned:
            events.append(Event("turn_up", cards=(self.pack.card(self.turned),), arg=" ".join(self.order)))
        events.append(Event("ante", seat=dealer, value=stake) if self.config.stake_from == "dealer"
                      else Event("ante_all", value=stake))
        # auction
        self.phase = AUCTION
        eldest = self.next_seat(dealer)
        self.queue: list[int] = [self.next_seat(eldest, k) for k in range(1, n)]
        self.speaker: int | None = eldest
        self.holder: int | None = None
        self.challenger: int | None = None
        self.out: list[int] = []
        self.high: tuple[int, str | None] | None = None  # (game index, suit)
        self.high_seat: int | None = None
        self.calls: list[tuple[int, str]] = []  # (seat, action code), public
        # contract
        self.declarer: int | None = None
        self.partner: int | None = None
        self.asking: list[int] = []  # seats still to be asked for help
        self.trump: str | None = None
        self.price = 0
        # play
        self.leader = eldest
        self.player: int | None = eldest
        self.tricks: list[int] = [0] * n
        self.trick_seats: list[int] = []
        self.voids: list[list[str]] = [[] for _ in range(n)]
        self.revealed = False
        self.partout = False  # everyone passed and option all_pass plays a misère for all
        self.paid = 0  # what the game was settled at: the price plus over- or undertricks by option
        self.outcome = ""  # "made", "failed", "thrown_in", "partout"
        return events

    # -- helpers ------------------------------------------------------------------------------------
    @property
    def game_row(self) -> br.BostonGame | None:
        return self.games_table[self.high[0]] if self.high is not None else None

    def side(self) -> list[int]:
        assert self.declarer is not None
        return [self.declarer] if self.partner is None else [self.declarer, self.partner]

    def _bid_key(self, index: int, suit: str | None) -> tuple[int, int]:
        return (index, br.suit_rank(suit, self.order))

    def all_bids(self) -> list[Action]:
        return list(bid_ladder(self.games_table, self.order)[0])

    # -- the protocol -------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.player

    def legal_actions(self) -> list[Action]:
        if self.phase == OVER or self.player is None:
            return []
        if self.phase == AUCTION:
            # The ladder rises strictly, so the bids that beat the high one are those above it.
            ladder, places = bid_ladder(self.games_table, self.order)
            if self.high is None:
                return [PASS, *ladder]
            return [PASS, *ladder[places[(self.high[0], self.high[1])] + 1:]]
        if self.phase == PARTNER:
            return [ASK, ALONE] if self.player == self.declarer else [ACCEPT, DECLINE]
        hand = self.hand(self.player)
        table = card_table(self.pack, self.num_players)
        if self.phase == ASIDE:
            aside = table.aside
            return [aside[c.code] for c in hand]
        play = table.play
        return [play[c.code] for c in legal_cards(hand, self.zones["trick"])]

    def explain_illegal(self, action: Action) -> str:
        if self.phase == OVER:
            return self.refuse("over")
        if self.phase == PLAY and action.kind == "play" and action.card is not None and self.player is not None:
            why = tr.explain(action.card, self.hand(self.player), self.zones["trick"], self.trump, STRENGTH, RULES)
            if why:
                return why
        if self.phase == AUCTION and self.high is not None and action in self.all_bids():
            return self.refuse("bid_low", high=bid_words(self.game.rulebook, *self.high))
        asking = self.phase == PARTNER and self.player == self.declarer
        return self.refuse("how_ask" if asking else f"how_{self.phase}")  # what is done in this phase

    def in_order(self, cards: Iterable[Card]) -> list[Card]:
        return sorted(cards, key=sort_key)  # as a hand is held: alternating colours, high to low

    def _apply(self, action: Action) -> list[Event]:
        if self.phase == AUCTION:
            return self._auction(action)
        if self.phase == PARTNER:
            return self._partner(action)
        if self.phase == ASIDE:
            return self._aside(action)
        return self._play(action)

    # -- auction ------------------------------------------------------------------------------------
    def _auction(self, action: Action) -> list[Event]:
        seat = self.player
        assert seat is not None
        self.calls.append((seat, action.code))
        if action.kind == "bid":
            self.high = (action.number or 0, action.arg)
            self.high_seat = seat
            events = [Event(f"bid_{action.number}_{action.arg or 'N'}", seat=seat, value=action.number)]
        else:
            self.out.append(seat)
            events = [Event("pass", seat=seat)]
        if self.config.auction == "rounds":
            self.player = speakers.next_in_rounds(self.num_players, self.out, self.high_seat, seat)
        else:
            self.holder, self.challenger, self.player = speakers.next_in_duels(
                self.holder, self.challenger, self.queue, seat, action.kind == "bid")
        if self.player is None:
            events += self._auction_over()
        return events

    def with_contract(self, seat: int, index: int, suit: str | None, play_out: bool = False,
                      alone: bool = True) -> BostonState:
        """A copy of this deal, still in its auction, as if `seat` had won it with this bid and plays
        alone (the AI's bidder plays such copies out to see what a hand makes). `play_out` pays over-
        and undertricks in the copy so that it runs to the last trick whatever the options. With
        `alone` false a game that takes a partner stops at the declarer's call, for the caller to make."""
        assert self.phase == AUCTION
        world = self.clone()
        if play_out:
            world.config = self.game.config({**dict(self.config), "overtricks": "paid", "undertricks": "paid"})
            world.rebuild_derived()
        world.high, world.high_seat, world.player = (index, suit), seat, None
        world.history.extend(world._auction_over())
        if world.phase == PARTNER and alone:
            world.history.extend(world._apply(ALONE))
        return world

    def _auction_over(self) -> list[Event]:
        if self.high is None or self.high_seat is None:
            if self.config.all_pass == "misere_partout":
                # Everyone plays for himself without trumps; whoever takes the most tricks pays.
                self.partout, self.phase, self.player = True, PLAY, self.leader
                return [Event("partout")]
            self.phase, self.outcome = OVER, "thrown_in"
            return [Event("thrown_in", value=self.bank)]
        self.declarer = self.high_seat
        g = self.games_table[self.high[0]]
        self.trump = None if g.misere else self.high[1]
        row = self.game.rulebook.tables["sovereignty_big_proportional"] \
            if g.id == "sovereignty_big" and self.config.grand_sovereignty_row == "proportional" else None
        self.price = br.price(g, self.trump, self.order, self.config.suit_columns, row)
        events = [Event(f"contract_{g.index}_{self.trump or 'N'}", seat=self.declarer, value=self.price)]
        if g.partner and self.config.partners:
            self.phase, self.player = PARTNER, self.declarer
            return events
        return events + self._begin_play()

    # -- partner ------------------------------------------------------------------------------------
    def _partner(self, action: Action) -> list[Event]:
        assert self.player is not None and self.declarer is not None
        seat = self.player
        if action == ALONE:
            return [Event("alone", seat=seat), *self._begin_play()]
        if action == ASK:
            self.asking = [self.next_seat(self.declarer, k) for k in range(1, self.num_players)]
            self.player = self.asking.pop(0)
            return [Event("ask", seat=seat)]
        if action == ACCEPT:
            self.partner = seat
            return [Event("accept", seat=seat, target=self.declarer), *self._begin_play()]
        events = [Event("decline", seat=seat)]
        if self.asking:
            self.player = self.asking.pop(0)
            return events
        return [*events, Event("no_partner", seat=self.declarer), *self._begin_play()]

    # -- laying aside and play ------------------------------------------------------------------------
    def _begin_play(self) -> list[Event]:
        g = self.game_row
        assert g is not None
        self.player = self.leader
        if g.discard:
            self.phase = ASIDE
            return []
        return self._start_tricks()

    def _start_tricks(self) -> list[Event]:
        self.phase = PLAY
        self.player = self.leader
        g = self.game_row
        if g is not None and g.open != "none" and self.config.open_misere_shown == "before_first_lead":
            return self._reveal()
        return []

    def _reveal(self) -> list[Event]:
        g = self.game_row
        assert g is not None and self.declarer is not None
        self.revealed = True
        seats = range(self.num_players) if g.open == "all" else [self.declarer]
        events = []
        for s in seats:
            cards = tuple(self.hand(s))
            for c in cards:
                self.zones.reveal(c)
            events.append(Event("reveal", seat=s, cards=cards))
        return events

    def _aside(self, action: Action) -> list[Event]:
        assert self.player is not None and action.card is not None
        seat = self.player
        self.zones.move(action.card, f"aside:{seat}")
        ev = private(Event("aside", seat=seat, cards=(action.card,)), {seat}, Event("aside", seat=seat))
        nxt = self.next_seat(seat)
        if nxt == self.leader:
            return [ev, *self._start_tricks()]
        self.player = nxt
        return [ev]

    def _play(self, action: Action) -> list[Event]:
        seat, card = self.player, action.card
        assert seat is not None and card is not None
        zones = self.zones
        trick = zones["trick"]
        if trick:
            led = trick[0].suit or ""
            if card.suit != led and led not in self.voids[seat]:
                self.voids[seat].append(led)
        zones.move(card, "trick")
        seats = self.trick_seats
        seats.append(seat)
        events = [card_table(self.pack, self.num_players).play_events[seat][card.code]]
        if len(seats) < self.num_players:
            self.player = (seat + 1) % self.num_players
            return events
        cards = tuple(trick)
        win = seats[tr.winner(cards, self.trump, STRENGTH)]
        self.tricks[win] += 1
        won = WON[win]
        for c in cards:
            zones.move(c, won)
        self.trick_seats = []
        events.append(Event("trick", seat=win, cards=cards))
        self.leader = self.player = win
        if self.partout:
            return events + (self._settle_partout() if not self.hand(win) else [])
        if self.game_row is not None and self.game_row.open != "none" and not self.revealed:
            events += self._reveal()
        result = self._decided()
        if result:
            events += self._settle(result)
        return events

    def _decided(self) -> str:
        """'made' or 'failed' once the result cannot change, else '' (games/boston/scoring.py)."""
        return scoring.decided(self)

    def amount(self, result: str) -> int:
        """What each member of the declaring side collects or pays (games/boston/scoring.py)."""
        return scoring.amount(self, result)

    def _settle(self, result: str) -> list[Event]:
        self.phase, self.outcome, self.player = OVER, result, None
        self.paid = scoring.amount(self, result)
        pot, events = scoring.pay(self, result, self.paid)
        self.bank, self.chips = pot.bank, list(pot.chips)
        return events

    def _settle_partout(self) -> list[Event]:
        """Misère partout: each player with the most tricks pays every other player the difference in
        tricks at the rule book's `partout_per_trick`; the pool stays for the next deal."""
        self.phase, self.outcome, self.player = OVER, "partout", None
        rate = int(self.game.rulebook.tables["partout_per_trick"])
        pot, events = settle.partout(Pot(self.bank, tuple(self.chips)), self.tricks, rate)
        self.bank, self.chips = pot.bank, list(pot.chips)
        return events

    # -- results and views ----------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(c) for c in self.chips]

    def returns(self) -> list[float]:
        """The search's utility: each seat's own chips of the deal, squashed smoothly into (-1, 1) by
        `UTILITY_SCALE`. Scaling by the deal's largest swing instead made a dealer's lost stake of 4
        as bad as a failed Concord. What goes into the pool is not counted for anybody, though a
        quarter of it comes back on average: the search expands every call an opponent could make
        before it compares them, and those wild overbids, failing into the pool, made our own high
        bids look profitable."""
        return [math.tanh(c / UTILITY_SCALE) for c in self.chips]

    def sample_world(self, seat: int, rng: random.Random) -> State:
        """Re-deal the unseen cards, then swap away every card a seat cannot hold (it showed out of
        that suit). Repairing beats rejection here: a few voids late in a deal make a blind re-deal
        almost never consistent."""
        world = self._copy_without_chance()  # its generator and history are replaced below
        world.zones.redeal_unknown(seat, rng)
        world.history = self.seen_history(seat)
        world.rng = random.Random(rngs.child_seed(rng))
        repair_voids(world.zones, world.voids, seat, rng)
        return world

    def world_is_consistent(self, seat: int) -> bool:
        for s, suits in enumerate(self.voids):
            if suits and s != seat and any(c.suit in suits for c in self.hand(s)):
                return False
        return True

    def public_info(self) -> BostonPublic:
        g = self.game_row if self.declarer is not None else None
        facts: BostonPublic = {
            "phase": self.phase,
            "dealer": self.context.dealer,
            "turned": self.turned,
            "suit_order": list(self.order),
            "calls": [[s, c] for s, c in self.calls],
            "high": None if self.high is None else [self.high[0], self.high[1]],
            "high_seat": self.high_seat,
            "holder": self.holder,
            "declarer": self.declarer,
            "partner": self.partner,
            "game": None if g is None else g.id,
            "trump": self.trump,
            "price": self.price,
            "tricks": list(self.tricks),
            "voids": [list(v) for v in self.voids],
            "bank": self.bank,
            "chips": [t + c for t, c in zip(self.context.totals, self.chips, strict=True)],
            "deal_chips": list(self.chips),
            "outcome": self.outcome,
            "partout": self.partout,
            "paid": self.paid,
            "partners": bool(self.config.partners),
        }
        return facts
