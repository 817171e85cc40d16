"""The trick play that Cvik and Komando share: three (Komando: four) tricks under Loo-like duties
(follow and head, trump when void, overtrump), each trick taking a share of the bank, with the pot
arithmetic for shares and penalties; the two games add their own phases in front of it.

Also the pieces both games use: zone names by seat, the "jdu"/"pas" actions and events, the card
tables behind the hot paths (`CardTable`), and the phases of the family (`Phase`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from enum import StrEnum
from functools import cache
from typing import ClassVar

from cards import Card
from games import pot as pots
from games import trick as tricks
from games.actions import Action, play_card
from games.events import Event
from games.state import State
from games.trick_pot.worlds import TrickWorlds
from games.words.vocabulary import Context, pick

#: zone names by seat, built once (the hot paths would otherwise format a string per lookup)
HANDS = tuple(f"hand:{s}" for s in range(16))
WON = tuple(f"won:{s}" for s in range(16))


@cache
def simple(kind: str, label_cs: str, label_en: str) -> Action:
    return Action(kind, label_cs=label_cs, label_en=label_en)


JDU = simple("jdu", "Jdu (hraji)", "Play")
PAS = simple("pas", "Pas (zůstávám doma)", "Pass (stay home)")
#: the calls as the declarations' fact says them: Czech players say the code, English players their own words
CALLS = {"jdu": ("jdu", "plays"), "pas": ("pas", "stays home"), "dal": ("dál", "passes")}
#: a player's tricks in the end-of-deal summary, once with their count (Words.times)
TRICKS_TAKEN = ("{seat} bere {value:zdvih}.", "{seat} takes {value:zdvih}.")


def declared(value: object, ctx: Context) -> str:
    """'Jan: jdu · Karel: pas' / 'John: plays · Charles: stays home': each seat's call so far (— none yet)."""
    if not isinstance(value, list | tuple):
        return str(value)
    said = [pick(CALLS[v], ctx.lang) if v in CALLS else "—" if v is None else str(v) for v in value]
    return " · ".join(f"{ctx.names[s] if s < len(ctx.names) else s + 1}: {v}" for s, v in enumerate(said))


@cache
def seat_event(kind: str, seat: int) -> Event:
    """A public event naming only its kind and seat ("jdu", "pas"): one shared value per seat."""
    return Event(kind, seat=seat)


def card_of(state: State, action: Action) -> Card | None:
    """The card an action names, also when it came from a typed code ('play:10H') that matched no legal move."""
    if action.card is not None:
        return action.card
    code = (action.arg or "").split(":")
    if len(code) >= 2:
        try:
            return state.pack.card(code[1])
        except (KeyError, ValueError):
            return None
    return None


class CardTable:
    """One pack under one rank order as lookup tables, for the hot paths of search and random play.

    Keyed by card code: a str caches its hash, a Card hashes through Python code. The state still
    keeps every card in its zones; the tables only answer "how strong", "which action" and "which
    event" without rebuilding anything.
    """

    def __init__(self, cards: tuple[Card, ...], rank_order: tuple[str, ...]) -> None:
        strength = tricks.rank_strength(rank_order)
        self.strength = strength
        self.power = {c.code: strength(c) for c in cards}
        self.top = len(rank_order) - 1
        self.play = {c.code: play_card(c) for c in cards}
        #: the "play" event of every seat and card (events are values: one object serves every deal)
        self.play_events = tuple({c.code: Event("play", seat=s, cards=(c,)) for c in cards} for s in range(len(HANDS)))


_TABLES: dict[tuple[str, tuple[str, ...]], CardTable] = {}


def card_table(state: State) -> CardTable:
    order = tuple(state.game.rulebook.card_values["rank_order"][state.pack.family])
    key = (state.pack.id, order)
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES[key] = CardTable(tuple(state.pack.cards), order)
    return table


class Phase(StrEnum):
    """Where a deal of Cvik or Komando stands: each has its own phases before the trick play they share
    (saved and shown as the plain strings)."""

    DECLARE = "declare"  # Cvik: who plays
    SWAP = "swap"  # Cvik: the dealer may take the turned trump
    AUCTION = "auction"  # Komando: the bid for komandant
    JOIN = "join"  # Komando: who plays against the komandant
    BUY = "buy"  # Komando: new cards for old
    PLAY = "play"  # the tricks
    OVER = "over"


#: the members by name, as the rules and the search compare them (games/state.py `phases` says why)
DECLARE, SWAP, AUCTION, JOIN, BUY, PLAY, OVER = Phase


class TrickPlay(State):
    """The trick phase and pot arithmetic shared by Cvik and Komando.

    Fields a subclass sets before `begin_play`: `trump`, `bank`, `chips`, `bank_start`; once
    `bank_start` is set, `start()` calls `rebuild_derived()` for the per-deal constants that are
    rebuilt after loading and never saved: `tables`, `rules` (the trick duties) and `fine` (what
    one failure costs).
    """

    trick_rules: ClassVar[tricks.TrickRules] = tricks.TrickRules(must_trump=True)
    #: shares the bank is cut into: one per trick of the deal
    pot_parts: ClassVar[int] = 3
    derived_fields = ("tables", "rules", "fine")
    phases = Phase
    #: the trick phase's fields a move changes; each game's `copied_fields` adds its own
    trick_fields: ClassVar[tuple[str, ...]] = ("in_play", "trick_seats", "tricks_won", "voids", "chips")
    # the deal's fields that the subclass's start() sets (declared here for the type checker only)
    turn: int | None
    leader: int | None
    trick_seats: list[int]
    voids: list[tuple[int, str | None]]  # (seat, a suit it showed out of); as Card.suit, None for a suitless card
    trump: str
    bank: int
    chips: list[int]
    bank_start: int

    def rebuild_derived(self) -> None:
        self.tables = card_table(self)
        self.rules = self.trick_rules
        self.fine = self.penalty_base()

    def strength(self) -> tricks.Strength:
        return self.tables.strength

    def hand(self, seat: int) -> list[Card]:
        return self.zones[HANDS[seat]]

    def begin_play(self, seats: list[int], leader: int) -> None:
        """Start the tricks among `seats` (any order); `leader` leads the first."""
        self.phase = PLAY
        self.in_play = sorted(seats)
        self.leader = leader
        self.turn = leader
        self.trick_seats = []
        self.tricks_won = [0] * self.num_players

    def play_order_next(self, seat: int) -> int:
        nxt = self.next_seat(seat)
        while nxt not in self.in_play:
            nxt = self.next_seat(nxt)
        return nxt

    def legal_plays(self) -> list[Action]:
        """`tricks.legal_cards` read off the card tables (the same cards in the same order)."""
        hand = self.zones[HANDS[self.turn]]  # type: ignore[index]  # asked only while a seat is to play
        trick = self.zones["trick"]
        play = self.tables.play
        if not trick:
            return [play[c.code] for c in hand]
        rules = self.rules
        if not rules.follow_suit:
            return [play[c.code] for c in tricks.legal_cards(hand, trick, self.trump, self.strength(), rules)]
        power = self.tables.power
        trump = self.trump
        led = trick[0].suit
        best = trick[self.winning_index(trick)]
        trumped = led != trump and best.suit == trump
        followers = [c for c in hand if c.suit == led]
        if followers:
            if rules.must_head and not trumped:
                floor = power[best.code]
                heading = [c for c in followers if power[c.code] > floor]
                if heading:
                    return [play[c.code] for c in heading]
            return [play[c.code] for c in followers]
        if rules.must_trump:
            trumps = [c for c in hand if c.suit == trump]
            if trumps:
                if rules.must_overtrump and trumped:
                    floor = power[best.code]
                    over = [c for c in trumps if power[c.code] > floor]
                    if over:
                        return [play[c.code] for c in over]
                return [play[c.code] for c in trumps]
        return [play[c.code] for c in hand]

    def winning_index(self, trick: list[Card]) -> int:
        """`tricks.winning_index` read off the card tables."""
        power = self.tables.power
        trump = self.trump
        at = 0
        best = trick[0]
        for i in range(1, len(trick)):
            card = trick[i]
            if card.suit == best.suit:
                if power[card.code] > power[best.code]:
                    at, best = i, card
            elif card.suit == trump:
                at, best = i, card
        return at

    def explain_play(self, action: Action) -> str:
        card = card_of(self, action)
        if action.kind != "play" or card is None:
            return self.refuse("trick_how")
        assert self.turn is not None  # explain_illegal answered for a finished deal
        reason = tricks.explain(card, self.hand(self.turn), self.zones["trick"], self.trump,
                                self.strength(), self.trick_rules)
        return reason or super().explain_illegal(action)

    def apply_play(self, action: Action) -> list[Event]:
        seat, card = self.turn, action.card
        assert seat is not None and card is not None
        zones = self.zones
        zones.move(card, "trick")
        self.trick_seats.append(seat)
        events = [self.tables.play_events[seat][card.code]]
        if len(self.trick_seats) < len(self.in_play):
            self.turn = self.play_order_next(seat)
            return events
        trick = list(zones["trick"])
        win_seat = self.trick_seats[self.winning_index(trick)]
        won = WON[win_seat]
        for c in trick:
            zones.move(c, won)
        self.tricks_won[win_seat] += 1
        self.trick_seats = []
        events.append(Event("trick", seat=win_seat, cards=tuple(trick), value=self.tricks_won[win_seat]))
        if zones[HANDS[win_seat]]:
            self.leader = self.turn = win_seat
            return events
        return events + self.settle()

    def pot(self) -> pots.Pot:
        return pots.Pot(self.bank, tuple(self.chips))

    def set_pot(self, pot: pots.Pot) -> None:
        self.bank, self.chips = pot.bank, list(pot.chips)

    def penalty_base(self) -> int:
        """What one failure costs: the bank played for, or the plain stake (option `penalty`)."""
        base = self.bank_start if self.config.penalty == "bank" else self.config.stake
        return pots.penalty(base, self.config.penalty_cap, self.pot_parts)

    def settle(self) -> list[Event]:
        """Pay out the shares, collect the penalties, end the deal."""
        raise NotImplementedError

    def take_shares(self, counts: dict[int, int]) -> list[Event]:
        """Each seat of `counts` takes that many shares of the bank as it stands; a "share" event each.

        `Pot.shares` done in place on the two fields, because it runs at the end of every playout
        of the search. The shares never exceed the bank: one per trick, `pot_parts` tricks a deal.
        """
        one = self.bank // self.pot_parts
        chips = self.chips
        events = []
        for seat, k in counts.items():
            chips[seat] += one * k
            self.bank -= one * k
            events.append(Event("share", seat=seat, value=one * k))
        return events

    def pay_fine(self, seat: int, amount: int) -> Event:
        """`Pot.pay_in` in place: a player who fell short pays into the bank."""
        self.chips[seat] -= amount
        self.bank += amount
        return Event("looed", seat=seat, value=amount)

    def finish(self) -> None:
        self.phase = OVER
        self.turn = None

    # -- shared protocol pieces --------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turn

    def scores(self) -> list[float]:
        return [float(c) for c in self.chips]

    def returns(self) -> list[float]:
        """Each seat's chips counted in banks played for, squashed by tanh into (-1, 1).

        A seat's return depends on its own chips alone (not on the deal's largest actual swing, which
        made a trick worth more when nobody else happened to be looed), and the bank played for is
        the deal's natural unit: a share of it, a fine of it. Scaling by the largest possible swing
        instead (a komandant's double fine on top of the stake) squeezed the usual results into a
        narrow band where the search's exploration drowned the differences between moves.
        """
        scale = self.bank_start if self.bank_start > 0 else 1
        return [math.tanh(c / scale) for c in self.chips]

    def penalty_multiple(self) -> int:
        """The largest multiple of the penalty one seat can pay (Komando's komandant pays more)."""
        return 1

    def table_chips(self) -> list[float]:
        """Each seat's match chips including this deal so far (for the table's chip display)."""
        return [t + c for t, c in zip(self.context.totals, self.chips, strict=True)]

    def world_sampler(self, seat: int) -> Callable[[random.Random], State]:
        """`State.world_sampler`, by `TrickWorlds` (games/trick_pot/worlds.py) where the class samples and keeps the
        voids as this one does."""
        cls = type(self)
        if cls.sample_world is not State.sample_world or cls.world_is_consistent is not TrickPlay.world_is_consistent:
            return super().world_sampler(seat)
        return TrickWorlds(self, seat, self.voids)

    def world_is_consistent(self, seat: int) -> bool:
        """No seat holds a suit it has shown out of."""
        if not self.voids:
            return True
        zones = self.zones
        return not any(c.suit == suit for s, suit in self.voids if s != seat for c in zones[HANDS[s]])

    def note_void(self, seat: int, card: Card) -> None:
        """A seat that did not follow the led suit holds none of it (sampled worlds must agree)."""
        trick = self.zones["trick"]
        if trick and card.suit != trick[0].suit:
            void = (seat, trick[0].suit)
            if void not in self.voids:
                self.voids.append(void)
            if self.rules.must_trump and card.suit != self.trump and (seat, self.trump) not in self.voids:
                self.voids.append((seat, self.trump))
