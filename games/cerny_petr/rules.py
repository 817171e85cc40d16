"""Černý Petr (Black Peter, Old Maid): draw blind, lay down pairs, do not keep the Petr."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import cache
from types import MappingProxyType

from cards import Card, Names, Pack, get_pack
from games import rng as rngs
from games.actions import Action
from games.cerny_petr.facts import CernyPetrPublic
from games.events import Event
from games.game import Game
from games.rulebook import Config
from games.schema import Record
from games.state import MatchContext, State
from games.words import Fact, Words
from games.zones import OWNER, PUBLIC, ZoneSpec

GERMAN_PETR = "OL"  # the Ober of leaves stays in as the Petr; the other three Obers leave the pack
GERMAN_REMOVED = ("OH", "OB", "OA")


def pair_key(card: Card) -> str:
    """Two cards pair when they share a picture (picture pack) or a rank (German pack)."""
    return card.rank or card.code


def is_petr(card: Card) -> bool:
    return card.code in ("PETR", GERMAN_PETR)


@cache
def draw_action(position: int, fan_size: int) -> Action:
    return Action("draw", number=position,
                  label_cs=f"Táhnout {position + 1}. kartu z {fan_size}",
                  label_en=f"Draw card {position + 1} of {fan_size}")


@cache
def draw_actions(fan_size: int) -> tuple[Action, ...]:
    """Every draw from a fan of this size, in position order (the legal moves, made once)."""
    return tuple(draw_action(k, fan_size) for k in range(fan_size))


_HANDS = tuple(f"hand:{s}" for s in range(16))
_PAIRS = tuple(f"pairs:{s}" for s in range(16))


class CernyPetrState(State):
    game_id = "cerny-petr"
    counted_from_one = frozenset({"draw"})  # draw:8 is the 8th card of the fan, as "8. kartu z 8" says

    def zone_specs(self) -> list[ZoneSpec]:
        specs = [ZoneSpec(f"hand:{s}", OWNER, s) for s in range(self.num_players)]
        specs += [ZoneSpec(f"pairs:{s}", PUBLIC, s) for s in range(self.num_players)]
        return specs

    def start(self) -> list[Event]:
        self.drawer: int | None = None
        self.first_out: list[int] = []
        self.out_seats: list[int] = []
        self.loser: int | None = None
        dealer = self.context.dealer
        deck = self.fresh_pack(self.deal_cards())
        for i, card in enumerate(deck):
            self.zones.add(f"hand:{(dealer + 1 + i) % self.num_players}", card)
        events: list[Event] = [Event("deal", seat=dealer, value=len(deck))]
        for seat in range(self.num_players):
            events += self._lay_pairs(seat)
        events += self._check_out(list(range(self.num_players)))
        self.drawer = self._next_with_cards(dealer) if self.loser is None else None
        return events

    def deal_cards(self) -> list[Card]:
        return [c for c in self.pack.cards if c.code not in GERMAN_REMOVED]

    # -- turn order -----------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.drawer

    def giver(self) -> int:
        """The neighbour the drawer takes from: nearest seat with cards in the chosen direction."""
        assert self.drawer is not None
        step = -1 if self.config["draw_from"] == "right" else 1  # [] rather than .draw_from: no failed lookup
        n, hands = self.num_players, self.zones
        seat = (self.drawer + step) % n
        while not hands[_HANDS[seat]]:
            seat = (seat + step) % n
        return seat

    def _next_with_cards(self, seat: int) -> int:
        n, hands = self.num_players, self.zones
        nxt = (seat + 1) % n
        while not hands[_HANDS[nxt]]:
            nxt = (nxt + 1) % n
        return nxt

    def legal_actions(self) -> list[Action]:
        if self.drawer is None:
            return []
        return list(draw_actions(len(self.hand(self.giver()))))

    def explain_illegal(self, action: Action) -> str:
        if self.drawer is None:
            return self.refuse("over")
        if action.kind != "draw":
            return self.refuse("draw_only")
        return self.refuse("fan", fan=len(self.hand(self.giver())))

    # -- a turn -----------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        assert self.drawer is not None and action.number is not None
        drawer, giver = self.drawer, self.giver()
        # The holder shuffles the fan before offering it, so a position says nothing about the card.
        fan = list(self.hand(giver))
        rngs.shuffle(self.rng, fan)
        card = fan[action.number]
        # Only the two players involved know which card changed hands: the fan was shuffled, so a
        # seat that once held this card cannot follow it (forget the old knowledge, tell the giver).
        self.zones.move(card, _HANDS[drawer], forget=True, reveal=(giver,))
        # what events.private builds, made in one step (a draw is every move of a playout)
        events = [Event("draw", drawer, (card,), giver, audience=frozenset((drawer, giver)),
                        public=Event("draw", seat=drawer, target=giver))]
        events += self._lay_pairs(drawer)
        if giver == drawer or not self.hand(giver) or not self.hand(drawer):
            # Somebody may be out. (Else two seats still hold cards: nobody new is out and the deal goes on.)
            events += self._check_out([giver, drawer])
        if self.loser is None:
            self.drawer = self._next_with_cards(drawer)
        return events

    def _lay_pairs(self, seat: int) -> list[Event]:
        hand = self.hand(seat)
        keys = [card.rank or card.code for card in hand]  # pair_key, inlined
        if len(set(keys)) == len(keys):
            return []  # no two cards pair: the usual case after a draw
        events = []
        by_key: dict[str, Card] = {}
        for card in list(hand):
            key = pair_key(card)
            if key in by_key:
                mate = by_key.pop(key)
                self.zones.move(mate, _PAIRS[seat])
                self.zones.move(card, _PAIRS[seat])
                events.append(Event("pair", seat=seat, cards=(mate, card)))
            else:
                by_key[key] = card
        return events

    def _check_out(self, seats: list[int]) -> list[Event]:
        events = []
        newly_out = [s for s in dict.fromkeys(seats) if not self.hand(s) and s not in self.out_seats]
        for seat in newly_out:
            events.append(Event("out", seat=seat))
        if newly_out and not self.first_out:
            self.first_out = sorted(newly_out)
            events.append(Event("first_out", seat=self.first_out[0], arg=",".join(map(str, self.first_out))))
        if newly_out:  # out_seats is kept sorted and unique, so with nobody new it stays as it is
            self.out_seats = sorted({*self.out_seats, *newly_out})
        holders = [s for s in range(self.num_players) if self.hand(s)]
        if len(holders) <= 1:
            self.loser = holders[0] if holders else None
            self.drawer = None
            if self.loser is not None:
                self.zones.reveal(self.hand(self.loser)[0])
                events.append(Event("petr", seat=self.loser, cards=tuple(self.hand(self.loser))))
        return events

    # -- results ------------------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [1.0 if s == self.loser else 0.0 for s in range(self.num_players)]

    def returns(self) -> list[float]:
        if self.loser is None:
            return [0.0] * self.num_players
        share = 1.0 / (self.num_players - 1)
        return [-1.0 if s == self.loser else share for s in range(self.num_players)]

    def public_info(self) -> CernyPetrPublic:
        return {
            "dealer": self.context.dealer,
            "drawing_from": None if self.drawer is None else self.giver(),
            "first_out": list(self.first_out),
            "loser": self.loser,
            "marks": list(self.context.totals),
            "deals_won": list(deals_won(self.context.extra, self.num_players)),
            "deal": self.context.deal_index + 1,
            "deals": self.config.deals,
        }


#: what Černý Petr says to a player (games/words/ has the words every game shares)
WORDS = Words(
    sentences={
        "deal": ("{seat} rozdává {value:karta}.", "{seat} deals {value:karta}."),
        "draw": ("{seat} si od {target:gen} táhne {cards:acc}.", "{seat} draws the {cards} from {target}."),
        "draw/hidden": ("{seat} si od {target:gen} táhne kartu.", "{seat} draws a card from {target}."),
        "pair": ("{seat} odkládá dvojici: {cards}.", "{seat} lays down a pair: {cards}."),
        "out": ("{seat} už nemá karty.", "{seat} has no cards left."),
        "first_out": ("{seat} se jako první zbavuje karet a vyhrává rozdání.",
                      "{seat} is out first and wins the deal."),
        "petr": ("{seat} zůstává s Černým Petrem a dostává černou čárku.",
                 "{seat} is left with the Black Peter and gets a black mark."),
    },
    facts={
        "drawing_from": Fact("Táhneš od {seat:gen}", "You draw from {seat}", "seat"),
        "first_out": Fact("Bez karet", "Out of cards", "seats"),
        "marks": Fact("Černé čárky", "Black marks", "per_seat"),
        "deals_won": Fact("Vyhraná rozdání", "Deals won", "per_seat"),
    },
    zones={"pairs": Names("odložené páry", "pairs laid down", acc="odložené páry")},
    reasons={
        "draw_only": ("v Černém Petrovi se jen táhne karta z vějíře souseda (draw:POŘADÍ)",
                      "in Černý Petr the only move is to draw a card from your neighbour's fan (draw:PLACE)"),
        "fan": ("soused drží {fan:karta}: vyber pořadí od 1 do {fan}",
                "the neighbour holds {fan:karta}: choose a place from 1 to {fan}"),
    },
    tallied=frozenset({"first_out", "petr"}),
)

#: the deals each seat has won (been out of cards first), carried in MatchContext.extra: the match is
#: decided by black marks alone, but a deal's winner is announced, so the table keeps count of them
WON_KEY = "deals_won"


def deals_won(extra: Mapping[str, object], num_players: int) -> tuple[int, ...]:
    won = extra.get(WON_KEY, ())
    if not isinstance(won, list | tuple):  # what iterating it below would refuse with a TypeError
        raise TypeError(f"the deals won are a {type(won).__name__}, not a list")
    return tuple(int(v) for v in won) or (0,) * num_players


class CernyPetr(Game):
    id = "cerny-petr"
    state_class = CernyPetrState
    tables_shape = Record({})  # no tables
    lower_is_better = True
    pure_chance = True
    words = WORDS

    def option_variants(self) -> list[dict[str, object]]:
        return [{"pack": "german-32"}, {"allow_two_players": True}, {"draw_from": "left"}]

    def player_counts(self, config: Config) -> list[int]:
        low = 2 if config.allow_two_players else max(3, self.rulebook.min_players)
        return list(range(low, self.rulebook.max_players + 1))

    def pack(self, config: Config) -> Pack:
        return get_pack(config.pack)

    def after_deal(self, config: Config, context: MatchContext, deal: State) -> MatchContext:
        after = super().after_deal(config, context, deal)
        won = list(deals_won(context.extra, context.num_players))
        for seat in getattr(deal, "first_out", ()):  # several out at once share the deal
            won[seat] += 1
        return replace(after, extra=MappingProxyType({**after.extra, WON_KEY: won}))


GAME = CernyPetr()
