"""Stortok: beat the top card of the pile or take it; the first without cards wins.

A face-up card starts the pile and names the main trump suit; the suit of the same colour
is the minor trump. In turn each player beats the top card (and draws from the talon) or
takes it. A pile is turned over and set aside when every player has played to it once (the last
of them leads next, by default) or when someone takes its top card (the taker's left-hand
neighbour leads); the new pile starts with any card.

The match is played for chips (games.pot.PotGame): everyone stakes each deal and the first
player out takes the bank.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import ClassVar, NamedTuple

from cards import Card, Pack
from games import pot as pots
from games.actions import Action, play_card
from games.draw import deal_round
from games.events import Event, card_events, private
from games.pot import PotGame
from games.schema import Record, Whole
from games.state import State
from games.trick import Strength, rank_strength
from games.trick_pot.trick_play import card_of
from games.words import Fact, Words
from games.zones import HIDDEN, OWNER, PUBLIC, ZoneSpec

TAKE = Action("take", label_cs="Vzít vrchní kartu", label_en="Take the top card")


def lead_action(card: Card) -> Action:
    return Action("play", card=card, label_cs=f"Vynést: {card.name('cs')}", label_en=f"Lead the {card.name('en')}")


def beat_action(card: Card) -> Action:
    return play_card(card)


class CardTable(NamedTuple):
    """The leads, the beats (`play_card`) and the public card events (kind -> seat -> code) of one pack and
    player count, by code: every turn of every playout lists and makes them, so they are looked up."""

    lead: dict[str, Action]
    beat: dict[str, Action]
    events: dict[str, tuple[dict[str, Event], ...]]


def card_table(pack: Pack, num_players: int) -> CardTable:
    """The leads, beats and events of a pack and player count, made for every card at first use: a table
    that grew with play would show a bot which cards came up (docs/adding-a-game.md)."""
    key = (pack.id, num_players)
    found = _CARD_TABLES.get(key)
    if found is None:
        events = card_events(pack.cards, num_players, ("lead", "beat", "take"))
        found = _CARD_TABLES[key] = CardTable({c.code: lead_action(c) for c in pack.cards},
                                              {c.code: beat_action(c) for c in pack.cards}, events)
    return found


_CARD_TABLES: dict[tuple[str, int], CardTable] = {}


def draw_event(seat: int, card: Card) -> Event:
    """A draw, seen only by its seat: built afresh, never kept where a bot could import it. What the others
    see names no card, so that part and the audience are made once per seat (the search draws in every world)."""
    if seat < len(_DRAW_SEEN_BY):
        return Event("draw", seat, (card,), audience=_DRAW_SEEN_BY[seat], public=_HIDDEN_DRAWS[seat])
    return private(Event("draw", seat=seat, cards=(card,)), {seat}, Event("draw", seat=seat))


_DRAW_SEEN_BY = tuple(frozenset({seat}) for seat in range(8))
_HIDDEN_DRAWS = tuple(Event("draw", seat=seat) for seat in range(8))


def trump_class(card: Card, main: str, minor: str | None) -> int:
    """0 for a plain suit, 1 for the minor trump, 2 for the main trump."""
    if card.suit == main:
        return 2
    if minor is not None and card.suit == minor:
        return 1
    return 0


def can_beat(card: Card, target: Card, main: str, minor: str | None, strength: Strength) -> bool:
    """Stortok's beating rule.

    A plain card falls to a higher card of its suit or to any trump (main or minor); a
    minor-trump card to a higher minor trump or to any main trump; a main-trump card only to
    a higher main trump.
    """
    if card.suit == target.suit:
        return strength(card) > strength(target)
    return trump_class(card, main, minor) > trump_class(target, main, minor)


def minor_suit(suits: list[tuple[str, str]], main: str) -> str | None:
    """The other suit of the main trump's colour, from (code, colour) pairs; None if there is none."""
    colour = dict(suits)[main]
    others = [code for code, c in suits if c == colour and code != main]
    return others[0] if len(others) == 1 else None


class StortokState(State):
    game_id = "stortok"
    game: Stortok  # the game object of this state's own game (State says only Game)
    pot_parts: ClassVar[int] = 1
    #: the lists a move changes: a copy (every world the search samples) copies these and shares the rest
    copied_fields = ("winners", "pile_seats", "out", "chips")

    def zone_specs(self) -> list[ZoneSpec]:
        specs = [ZoneSpec(f"hand:{s}", OWNER, s) for s in range(self.num_players)]
        return [*specs, ZoneSpec("talon", HIDDEN), ZoneSpec("pile", PUBLIC), ZoneSpec("discard", HIDDEN)]

    def start(self) -> list[Event]:
        n, dealer = self.num_players, self.context.dealer
        self.winners: list[int] = []
        self.turns = 0
        self.pile_seats: list[int] = []  # who has played to the current pile, in order
        self.out: list[int] = []  # seats that have run out of cards (goal "last_loses")
        self.loser: int | None = None
        pot = pots.Pot.open(n, pots.carried_bank(self.context.extra)).ante_each(self.config.stake)
        self.bank, self.chips = pot.bank, list(pot.chips)
        deck = self.fresh_pack()
        hand_size = self.game.rulebook.tables["hand_size"]
        order = [(dealer + 1 + i) % n for i in range(n)]
        stock = deck[::-1]  # deal_round deals from the end, so reversed the deal runs from the front
        deal_round(self.zones, stock, order, per_seat=hand_size)
        starter = stock.pop()
        self.zones.add("pile", starter)
        self.zones.add_many("talon", reversed(stock))
        self.main: str = starter.suit or ""
        self.minor: str | None = minor_suit([(s.code, s.colour) for s in self.pack.suits], self.main)
        self.turn: int | None = order[0]
        return [Event("ante", value=self.config.stake), Event("deal", seat=dealer, value=hand_size),
                Event("starter", cards=(starter,), arg=self.main)]

    def strength(self) -> Strength:
        return rank_strength(self.game.rulebook.card_values["rank_order"])

    # -- legal actions -------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self.turn is None:
            return []
        hand = self.hand(self.turn)
        pile = self.zones["pile"]
        table = card_table(self.pack, self.num_players)
        if not pile:
            lead = table.lead
            return [lead[c.code] for c in hand]
        beat = table.beat
        actions = [beat[c.code] for c in self._beaters(hand, pile[-1])]
        actions.append(TAKE)
        return actions

    def _beaters(self, hand: list[Card], top: Card) -> list[Card]:
        """The cards of `hand` that beat `top`, in hand order: `can_beat` with the rank order read once."""
        order = self.game.rank_order
        main, minor = self.main, self.minor
        suit = top.suit
        rank = order[top.rank]
        rank_class = 2 if suit == main else 1 if minor is not None and suit == minor else 0
        beaters = []
        for card in hand:
            if card.suit == suit:
                if order[card.rank] > rank:
                    beaters.append(card)
            elif (2 if card.suit == main else 1 if minor is not None and card.suit == minor else 0) > rank_class:
                beaters.append(card)
        return beaters

    def explain_illegal(self, action: Action) -> str:
        if self.turn is None:
            return self.refuse("over")
        pile = self.zones["pile"]
        if not pile:
            return self.refuse("lead")
        card = card_of(self, action)
        if card is not None and card in self.hand(self.turn):
            top = pile[-1]
            rule = "main" if top.suit == self.main else "minor" if top.suit == self.minor else "plain"
            return self.refuse(f"beat_{rule}", card=card, top=top)
        return self.refuse("beat_or_take")

    # -- a turn ---------------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        assert seat is not None
        self.turns += 1
        if action.kind == "take":
            return self._take(seat)
        card = action.card
        assert card is not None
        leading = not self.zones["pile"]
        self.zones.move(card, "pile")
        self.pile_seats.append(seat)
        events = [card_table(self.pack, self.num_players).events["lead" if leading else "beat"][seat][card.code]]
        if not leading or self.config.draw_after_lead:
            events += self._draw(seat)
        if not self.hand(seat):
            if self.config.goal == "first_out":
                return events + self._win([seat])
            self.out.append(seat)
            events.append(Event("out", seat=seat))
            active = self.active()
            if len(active) <= 1:
                return events + self._lose(active[0] if active else seat)
        self.turn = self.next_active(seat)
        if self._all_played():
            events += self._set_aside()
            if self.config.round_leader == "last_player" and seat not in self.out:
                self.turn = seat
        return events if self.turns < self.game.turn_limit else events + self._check_limit()

    def _all_played(self) -> bool:
        """Whether everyone still in has played once to the current pile."""
        out, played = self.out, self.pile_seats
        if not out and len(played) < self.num_players:
            return False  # the common case, answered without the scan
        return all(s in played for s in range(self.num_players) if s not in out)

    def active(self) -> list[int]:
        """Seats still playing (all of them unless the goal is not to be the last with cards)."""
        return [s for s in range(self.num_players) if s not in self.out]

    def next_active(self, seat: int) -> int:
        nxt = self.next_seat(seat)
        while nxt in self.out:
            nxt = self.next_seat(nxt)
        return nxt

    def _take(self, seat: int) -> list[Event]:
        top = self.zones["pile"][-1]
        self.zones.move(top, f"hand:{seat}")
        events = [card_table(self.pack, self.num_players).events["take"][seat][top.code], *self._set_aside()]
        self.turn = self.next_active(seat)
        return events if self.turns < self.game.turn_limit else events + self._check_limit()

    def _draw(self, seat: int) -> list[Event]:
        if not self.zones["talon"] and self.config.empty_talon == "reshuffle" and self.zones["discard"]:
            for card in list(self.zones["discard"]):
                self.zones.move(card, "talon", forget=True)
            self.zones.shuffle("talon", self.rng, forget=True)
            reshuffled = [Event("reshuffle", value=len(self.zones["talon"]))]
        else:
            reshuffled = []
        if not self.zones["talon"]:
            return reshuffled
        card = self.zones["talon"][0]
        self.zones.move(card, f"hand:{seat}", certain=True)  # the top card of the talon
        return [*reshuffled, draw_event(seat, card)]

    def _set_aside(self) -> list[Event]:
        count = len(self.zones["pile"])
        self.zones.move_all("pile", "discard")  # a `move` of each card in turn, the bookkeeping done once
        self.pile_seats = []
        return [Event("pile_out", value=count)] if count else []

    def _check_limit(self) -> list[Event]:
        """A safeguard for computer play: a deal that runs too long is decided by the cards held."""
        if self.turns < self.game.turn_limit:
            return []
        held = {s: len(self.hand(s)) for s in self.active()}
        events = [Event("turn_limit", value=self.turns)]
        if self.config.goal == "first_out":
            return events + self._win([s for s, k in held.items() if k == min(held.values())])
        most = max(held.values())
        return events + self._lose(min(s for s, k in held.items() if k == most))

    def _lose(self, loser: int) -> list[Event]:
        """Goal 'last_loses': the last player holding cards is the stortok; the others share the bank."""
        self.loser = loser
        events = [Event("stortok", seat=loser, value=len(self.hand(loser)))]
        return events + self._win([s for s in range(self.num_players) if s != loser])

    def _win(self, seats: list[int]) -> list[Event]:
        self.winners = seats
        self.turn = None
        pot = pots.Pot(self.bank, tuple(self.chips)).award(seats)
        per_card = self.config.card_penalty
        if per_card and len(seats) == 1 and self.config.goal == "first_out":
            for s in range(self.num_players):
                if s not in seats:
                    pot = pot.transfer(s, seats[0], per_card * len(self.hand(s)))
        events = [Event("out_of_cards", seat=s, value=pot.chips[s] - self.chips[s]) for s in seats]
        self.bank, self.chips = pot.bank, list(pot.chips)
        return events

    # -- results ---------------------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(c) for c in self.chips]

    def returns(self) -> list[float]:
        return pots.chip_returns(self.chips)

    def public_info(self) -> Mapping[str, object]:
        return {
            "dealer": self.context.dealer, "main_trump": self.main, "minor_trump": self.minor,
            "played_to_pile": len(self.pile_seats), "out": list(self.out), "loser": self.loser,
            "talon": len(self.zones["talon"]), "bank": self.bank,
            "stake": self.config.stake, "winners": list(self.winners),
            "chips": [t + c for t, c in zip(self.context.totals, self.chips, strict=True)],
            "deal": self.context.deal_index + 1, "deals": self.game.deals_in_match(self.config, self.num_players),
        }


#: what Stortok says to a player (games/words/ has the words every game shares)
WORDS = Words(
    sentences={
        "ante": ("Každý vkládá do banku {value:žeton}.", "Everyone stakes {value:žeton} into the bank."),
        "deal": ("{seat} rozdává po {value} kartách.", "{seat} deals {value} cards each."),
        "starter": ("Hromádku začíná {cards}; její barva jsou hlavní trumfy.",
                    "The {cards} starts the pile: its suit is the main trump suit."),
        "lead": ("{seat} vynáší {cards:acc}.", "{seat} leads the {cards}."),
        "beat": ("{seat} přebíjí {cards:ins}.", "{seat} beats with the {cards}."),
        "draw": ("{seat} si dobírá {cards:acc}.", "{seat} draws the {cards}."),
        "draw/hidden": ("{seat} si dobírá kartu.", "{seat} draws a card."),
        "take": ("{seat} bere {cards:acc}.", "{seat} takes the {cards}."),
        "pile_out": ("Hromádka ({value:karta}) se otáčí a jde stranou.",
                     "The pile ({value:karta}) is turned and set aside."),
        "reshuffle": ("Odložené karty tvoří nový talon ({value:karta}).",
                      "The set-aside cards form a new talon ({value:karta})."),
        "turn_limit": ("Po {value} tazích rozhoduje nejméně karet.", "After {value} turns the fewest cards win."),
        "out_of_cards": ("{seat} vyhrává a bere {value:žeton}.", "{seat} wins and collects {value:žeton}."),
        "out": ("{seat} už nemá karty.", "{seat} has no cards left."),
        "stortok": ("{seat} zůstává s kartami v ruce ({value:karta}): je stortok.",
                    "{seat} is left holding {value:karta}: the stortok."),
    },
    facts={
        "main_trump": Fact("Hlavní trumfy", "Main trump suit", "suit"),
        "minor_trump": Fact("Vedlejší trumfy", "Second trump suit", "suit"),
        "played_to_pile": Fact("Karet na hromádce", "Cards on the pile", "plain"),
    },
    reasons={
        "lead": ("hromádka je prázdná: vynes kteroukoli kartu z ruky",
                 "the pile is empty: lead any card from your hand"),
        "beat_main": ("{card} nepřebije {top:acc}: kartu hlavního trumfu přebije jen vyšší hlavní trumf; jinak vezmi "
                      "vrchní kartu", "the {card} does not beat the {top}: a main-trump card falls only to a higher "
                      "main trump; otherwise take the top card"),
        "beat_minor": ("{card} nepřebije {top:acc}: kartu vedlejšího trumfu přebije jen vyšší karta její barvy nebo "
                       "hlavní trumf; jinak vezmi vrchní kartu", "the {card} does not beat the {top}: a minor-trump "
                       "card falls only to a higher card of its suit or to a main trump; otherwise take the top card"),
        "beat_plain": ("{card} nepřebije {top:acc}: obyčejnou kartu přebije jen vyšší karta její barvy nebo trumf; "
                       "jinak vezmi vrchní kartu", "the {card} does not beat the {top}: a plain card falls only to a "
                       "higher card of its suit or to a trump; otherwise take the top card"),
        "beat_or_take": ("přebij vrchní kartu hromádky kartou z ruky, nebo ji vezmi",
                         "beat the top card of the pile with a card from your hand, or take it"),
    },
)


class Stortok(PotGame):
    id = "stortok"
    state_class = StortokState
    tables_shape = Record({"hand_size": Whole(1, 13), "turn_limit": Whole(1)})

    @cached_property
    def rank_order(self) -> dict[str | None, int]:
        """Each rank's strength (its place in the rule book's order, weakest first), read once."""
        order: dict[str | None, int] = {rank: i for i, rank in enumerate(self.rulebook.card_values["rank_order"])}
        return order

    @cached_property
    def turn_limit(self) -> int:
        return int(self.rulebook.tables["turn_limit"])
    words = WORDS

    def option_variants(self) -> list[dict[str, object]]:
        return [{"empty_talon": "reshuffle", "card_penalty": 1}, {"goal": "last_loses"},
                {"draw_after_lead": False, "round_leader": "next_player"}]


GAME = Stortok()
