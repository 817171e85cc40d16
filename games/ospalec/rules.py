"""Ospalec: pass cards face down until someone holds a whole suit, then race to lay down.

The race is modelled so the engine stays pure and every decision is a seat's own action: once
somebody lays down a whole suit, each remaining player (in seat order from the first one's left)
takes one `react:<tenths>` action, the time after which he laid down, in tenths of a second. The
times stay secret until all have reacted (a simultaneous move, as in the real race), then the
order follows the times. The human's time is always measured, never chosen: the table times the
click, the terminal the Enter key (cli/timed.py), and each sends `Game.timed_action`'s action for it,
since a chosen time would let the quickest one win every race. Computer players draw their time
from their level's reaction model (ai/games/ospalec/manifest.py), which is also what decides the race in
`simulate`.

The deal (option `deal`): by default as the reference has it, whole 32-card packs dealt out to the
last card, one pack for three players and two for four to six, so hands may differ by a card (three
players: 11, 11, 10). The option `one-suit-each` deals one suit per player instead, eight cards each.
A second pack's cards are coded `7S.2` etc. and count exactly like their twins: a whole suit is the
eight ranks of one suit from either pack, and a twin of a rank already held does not help.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from enum import StrEnum
from functools import cache, lru_cache
from operator import attrgetter
from typing import ClassVar

from cards import Card, Names, Pack, get_pack
from games import rng as rngs
from games.actions import Action
from games.events import Event, private
from games.game import Game
from games.ospalec.facts import OspalecPublic
from games.rulebook import Config
from games.schema import ListOf, MapOf, Record, Whole
from games.state import State
from games.words import HIDE, Fact, Words, seat_name
from games.words.vocabulary import Speaker
from games.zones import OWNER, PUBLIC, ZoneSpec


@cache
def double_pack(base_id: str) -> Pack:
    """The pack plus a second copy of every card (code suffix '.2'); a deal uses only its suits in play."""
    base = get_pack(base_id)
    seconds = tuple(Card(code=f"{c.code}.2", names=c.names, kind=c.kind, suit=c.suit, rank=c.rank, number=c.number,
                         copy=2, picture=c.picture) for c in base.cards)
    cards = base.cards + seconds
    return dataclasses.replace(base, id=f"{base.id}-x2", cards=cards, copies=2,
                               _by_code={c.code: c for c in cards})


def pass_action(card: Card, kind: str, pack_id: str = "") -> Action:
    """A 'pass' (to the left) or a 'give' (back) of `card`, made afresh; legal lists read `pass_actions`."""
    if kind == "give":
        return Action("give", card=card, label_cs=f"Vrátit: {card.name('cs')}",
                      label_en=f"Give back the {card.name('en')}")
    return Action("pass", card=card, label_cs=f"Poslat doleva: {card.name('cs')}",
                  label_en=f"Pass the {card.name('en')} to the left")


def pass_actions(pack: Pack) -> dict[str, dict[str, Action]]:
    """kind ('pass', 'give') -> card code -> `pass_action`, per pack (French and German cards share codes such
    as '7H' but not their names), built for the whole pack at first use: filled card by card as legal lists
    asked for them, it would tell a bot that imports this module the cards every seat held."""
    found = _PASSES.get(pack.id)
    if found is None:
        found = _PASSES[pack.id] = {kind: {c.code: pass_action(c, kind) for c in pack.cards}
                                    for kind in ("pass", "give")}
    return found


_PASSES: dict[str, dict[str, dict[str, Action]]] = {}
_HANDS = tuple(f"hand:{s}" for s in range(16))


@lru_cache(maxsize=64)
def react_action(tenths: int) -> Action:
    return Action("react", number=tenths, label_cs=f"Složit! (za {seconds(tenths, 'cs')})",
                  label_en=f"Lay down! (after {seconds(tenths, 'en')})")


def seconds(tenths: int, lang: str) -> str:
    """Tenths of a second as the reader writes seconds: '0,3 s' in Czech, '0.3 s' in English."""
    text = f"{tenths / 10:.1f} s"
    return text.replace(".", ",") if lang == "cs" else text


def reaction_action(state: OspalecState, seconds: float) -> Action:
    """The race action for a measured reaction time (the table times the human's click with it)."""
    low, high = state.tenths
    return react_action(max(low, min(high, round(seconds * 10))))


#: (pack id, *the deal's suits) -> OspalecState._sort_table; a deal's suits depend on its player count
_SORT_TABLES: dict[tuple[str, ...], dict[str, tuple[tuple[int, int, int], Card]]] = {}
_code = attrgetter("code")


class Phase(StrEnum):
    """Where an Ospalec deal stands (saved and shown as the plain strings)."""

    PASS = "pass"  # a card to the next seat
    GIVE = "give"  # a card back, in the chain variant
    TOGETHER = "together"  # all pass at once
    RACE = "race"  # a four of a kind is down: the others race to react
    OVER = "over"


#: the members by name, as the rules and the search compare them (games/state.py `phases` says why)
PASS, GIVE, TOGETHER, RACE, OVER = Phase

#: the `deal` option's values: whole packs dealt out (the reference), or one suit per player
WHOLE_PACKS, ONE_SUIT_EACH = "whole-packs", "one-suit-each"


class OspalecState(State):
    game_id = "ospalec"
    phases = Phase

    def zone_specs(self) -> list[ZoneSpec]:
        n = range(self.num_players)
        return ([ZoneSpec(f"hand:{s}", OWNER, s) for s in n] + [ZoneSpec(f"down:{s}", PUBLIC, s) for s in n]
                + [ZoneSpec(f"passing:{s}", OWNER, s) for s in n])

    def start(self) -> list[Event]:
        n, dealer = self.num_players, self.context.dealer
        table = self.game.rulebook.tables
        reaction = table["reaction_tenths"]
        self.tenths: tuple[int, int] = (int(reaction["min"]), int(reaction["max"]))
        self.phase = PASS
        self.actor: int | None = dealer
        self.passes = 0
        self.order: list[int] = []
        self.by_limit = False
        self.race_queue: list[int] = []
        self.reactions: dict[int, int] = {}
        base = get_pack(self.config.pack)
        suit_codes = [s.code for s in base.suits]
        cards = self._cards_dealt(suit_codes)
        self.suits: list[str] = sorted({c.suit or "" for c in cards}, key=suit_codes.index)
        self.ranks: dict[str, tuple[str, ...]] = {s: tuple(base.ranks_of(s)) for s in self.suits}
        # One at a time from the dealer's left: when the cards do not share out evenly, the seats
        # nearest that side get one more and the dealer one fewer (32 among three: 11, 11, 10).
        deck = self.fresh_pack(cards)
        hands: list[list[Card]] = [[] for _ in range(n)]
        for i, card in enumerate(deck):
            hands[(dealer + 1 + i) % n].append(card)
        # Each picks his hand up sorted by suit and rank (twins side by side): sixteen cards from two
        # packs are unreadable in the order dealt. Cards passed in later go to the end, where they are seen.
        order = self._sort_table()
        for seat, hand in enumerate(hands):
            for card in sorted(hand, key=lambda c: order[c.code][0]):
                self.zones.add(_HANDS[seat], card)
        events = [Event("deal", seat=dealer, value=len(deck))]
        for seat in self.seats_from(dealer + 1):
            events += self._lay_suit(seat)
        if self.order:
            events += self._start_race()
        elif self.config.passing == "together":
            self.phase, self.actor = TOGETHER, self.next_seat(dealer)
        return events

    def _cards_dealt(self, suit_codes: list[str]) -> list[Card]:
        """The cards of this deal, by the `deal` option and the rule book's tables for the player count."""
        table, n = self.game.rulebook.tables, self.num_players
        if self.config.deal == ONE_SUIT_EACH:
            in_play = {(int(copy), suit_codes[int(index) - 1]) for copy, index in table["suits_in_play"][n]}
            return [c for c in self.pack.cards if (c.copy, c.suit) in in_play]
        packs = int(table["packs"][n])  # whole packs: every card of the first `packs` copies
        return [c for c in self.pack.cards if c.copy <= packs]

    def seats_from(self, seat: int) -> list[int]:
        return [(seat + k) % self.num_players for k in range(self.num_players)]

    # -- what may be done ----------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.actor

    def legal_actions(self) -> list[Action]:
        if self.actor is None:
            return []
        if self.phase == RACE:
            return [react_action(t) for t in range(self.tenths[0], self.tenths[1] + 1)]
        kind = "give" if self.phase == GIVE else "pass"
        # sorted by _sort_key, read from a table (the keys differ card by card, so no ties to break)
        order = self._sort_table()
        ranked = sorted(map(order.__getitem__, map(_code, self.hand(self.actor))))
        actions = pass_actions(self.pack)[kind]
        return [actions[c.code] for _, c in ranked]

    def _sort_table(self) -> dict[str, tuple[tuple[int, int, int], Card]]:
        """Card code -> (its _sort_key, the card), for the cards of this deal's suits; made once per pack and suits."""
        key = (self.pack.id, *self.suits)
        table = _SORT_TABLES.get(key)
        if table is None:
            suits = self.suits
            table = _SORT_TABLES[key] = {c.code: (self._sort_key(c), c) for c in self.pack.cards if c.suit in suits}
        return table

    def _sort_key(self, card: Card) -> tuple[int, int, int]:
        suit = card.suit or ""
        return (self.suits.index(suit) if suit in self.suits else 99, self.ranks[suit].index(card.rank or ""),
                card.copy)

    def explain_illegal(self, action: Action) -> str:
        if self.actor is None:
            return self.refuse("over")
        if self.phase == RACE:
            low, high = self.tenths
            return self.refuse("race", low=(seconds(low, "cs"), seconds(low, "en")),
                               high=(seconds(high, "cs"), seconds(high, "en")))
        if action.card is not None and action.card not in self.hand(self.actor):
            return self.refuse("not_in_hand", card=action.card)
        return self.refuse("give" if self.phase == GIVE else "pass")

    # -- a step ------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        if self.phase == RACE:
            return self._react(action)
        if self.phase == TOGETHER:
            return self._pass_together(action)
        assert self.actor is not None and action.card is not None
        giver = self.actor
        if self.phase == PASS:
            receiver = (giver + 1) % self.num_players
            events = self._hand_over(action.card, giver, receiver, "pass")
            if self.whole_suit(receiver):  # rarely: then _lay_suit finds it again
                events += self._lay_suit(receiver)
            if self.order:
                return events + self._start_race()
            self.phase, self.actor = GIVE, receiver
            return events
        receiver = (giver - 1) % self.num_players  # the card goes back to whoever passed
        events = self._hand_over(action.card, giver, receiver, "give")
        if self.whole_suit(receiver):
            events += self._lay_suit(receiver)
        if self.order:
            return events + self._start_race()
        self.passes += 1
        if self.passes >= self.config["rounds"] * self.num_players:
            return events + self._stop_at_limit()
        self.phase, self.actor = PASS, giver
        return events

    def _hand_over(self, card: Card, giver: int, receiver: int, kind: str) -> list[Event]:
        # Face down: only the two players know the card; whoever knew where it was before loses track.
        self.zones.move(card, _HANDS[receiver], forget=True, reveal=(giver,))
        # what events.private builds, made in one step (a pass is the commonest move of a playout)
        return [Event(kind, giver, (card,), receiver, None, None, frozenset((giver, receiver)),
                      Event(kind, giver, (), receiver))]

    def _pass_together(self, action: Action) -> list[Event]:
        assert self.actor is not None and action.card is not None
        seat = self.actor
        self.zones.move(action.card, f"passing:{seat}")
        events = [private(Event("choose", seat=seat, cards=(action.card,)), {seat}, Event("choose", seat=seat))]
        start = self.next_seat(self.context.dealer)
        nxt = self.next_seat(seat)
        if nxt != start:
            self.actor = nxt
            return events
        for giver in self.seats_from(start):
            card = self.zones[f"passing:{giver}"][0]
            events += self._hand_over(card, giver, self.next_seat(giver), "pass")
        for receiver in self.seats_from(start):
            events += self._lay_suit(receiver)
        if self.order:
            return events + self._start_race()
        self.passes += self.num_players
        if self.passes >= self.config["rounds"] * self.num_players:
            return events + self._stop_at_limit()
        self.actor = start
        return events

    def whole_suit(self, seat: int) -> list[Card]:
        """Eight cards of one suit, one of each rank, if the seat holds them (else empty); with two packs
        either copy of a rank serves, the first held in the hand's order."""
        hand, ranks = self.hand(seat), self.ranks
        suits = [card.suit for card in hand]
        for suit in self.suits:
            if suits.count(suit) < len(ranks[suit]):
                continue  # too few cards of the suit to hold every rank: the usual case, found in C
            by_rank: dict[str, Card] = {}
            for card in hand:
                if card.suit == suit and card.rank not in by_rank:
                    by_rank[card.rank or ""] = card
            if len(by_rank) == len(self.ranks[suit]):
                return [by_rank[r] for r in self.ranks[suit]]
        return []

    def best_suit_count(self, seat: int) -> int:
        return max(len({c.rank for c in self.hand(seat) if c.suit == suit}) for suit in self.suits)

    def _lay_suit(self, seat: int) -> list[Event]:
        cards = self.whole_suit(seat)
        if not cards:
            return []
        for card in cards:
            self.zones.move(card, f"down:{seat}")
        self.order.append(seat)
        return [Event("lay_suit", seat=seat, cards=tuple(cards), value=len(self.order))]

    # -- the race -----------------------------------------------------------------------------------
    def _start_race(self) -> list[Event]:
        first = self.order[0]
        self.race_queue = [s for s in self.seats_from(first + 1) if s not in self.order]
        self.phase = RACE
        self.actor = self.race_queue[0] if self.race_queue else None
        if self.actor is None:
            return self._finish()
        return [Event("race", seat=first)]

    def _react(self, action: Action) -> list[Event]:
        seat = self.race_queue.pop(0)
        assert action.number is not None
        self.reactions[seat] = action.number
        events = [private(Event("react", seat=seat, value=action.number), {seat}, Event("react", seat=seat))]
        if self.race_queue:
            self.actor = self.race_queue[0]
            return events
        first = self.order[0]
        seating = [s for s in self.seats_from(first + 1) if s in self.reactions]
        racers = sorted(seating, key=lambda s: (self.reactions[s], seating.index(s)))
        self.order += racers
        events.append(Event("race_over", arg=",".join(f"{s}:{self.reactions[s]}" for s in racers)))
        return events + self._finish()

    def _stop_at_limit(self) -> list[Event]:
        self.by_limit = True
        seating = self.seats_from(self.context.dealer + 1)
        self.order = sorted(seating, key=lambda s: (-self.best_suit_count(s), seating.index(s)))
        return [Event("round_limit", value=self.passes // self.num_players), *self._finish()]

    def _finish(self) -> list[Event]:
        self.phase, self.actor = OVER, None
        for seat in range(self.num_players):
            for card in list(self.hand(seat)):
                self.zones.move(card, f"down:{seat}")
        last = self.order[-1]
        return [Event("ospalec", seat=last, arg=",".join(map(str, self.order)))]

    def world_is_consistent(self, seat: int) -> bool:
        """A whole suit is laid down at once, so while cards are passed no hand may hold one."""
        if self.phase in (RACE, OVER):
            return True
        return not any(self.whole_suit(s) for s in range(self.num_players))

    def sample_world(self, seat: int, rng: random.Random) -> State:
        world = super().sample_world(seat, rng)
        assert isinstance(world, OspalecState)
        # Other players' reaction times are secret until everyone has reacted.
        for other in list(world.reactions) if self.phase == RACE else []:
            if other != seat:
                world.reactions[other] = self.tenths[0] + rngs.below(rng, self.tenths[1] - self.tenths[0] + 1)
        return world

    # -- results ----------------------------------------------------------------------------------------
    def place(self, seat: int) -> int:
        return self.order.index(seat)

    def scores(self) -> list[float]:
        if len(self.order) < self.num_players:
            return [0.0] * self.num_players
        return [float(self.num_players - 1 - self.place(s)) for s in range(self.num_players)]

    def returns(self) -> list[float]:
        if len(self.order) < self.num_players:
            return [0.0] * self.num_players
        return [1.0 - 2.0 * self.place(s) / (self.num_players - 1) for s in range(self.num_players)]

    def public_info(self) -> OspalecPublic:
        over = self.phase == OVER
        return {
            "dealer": self.context.dealer,
            "phase": self.phase,
            "passing": self.config.passing,
            "suits": list(self.suits),
            "round": self.passes // self.num_players + 1,
            "rounds": self.config.rounds,
            "laid_down": list(self.order),
            "reacted": sorted(self.reactions),
            "times": dict(sorted((str(k), v) for k, v in self.reactions.items())) if over else {},
            "ospalec": self.order[-1] if over else None,
            "by_limit": self.by_limit,
            "points": list(self.context.totals),
            "deal": self.context.deal_index + 1,
            "deals": self.config.deals,
        }


def _race(event: Event, lang: str, names: Sequence[str], game: Speaker) -> str | None:
    """The race in seconds and names: the event carries tenths, and the order as "seat:tenths" pairs."""
    if event.kind == "react" and event.value is not None:
        who = seat_name(event.seat, names, lang)
        return (f"{who} skládá za {seconds(int(event.value), lang)}." if lang == "cs"
                else f"{who} lays down after {seconds(int(event.value), lang)}.")
    if event.kind == "race_over" and event.arg:
        racers = []
        for pair in event.arg.split(","):
            seat, tenths = pair.split(":")
            racers.append(f"{seat_name(int(seat), names, lang)} ({seconds(int(tenths), lang)})")
        return ("Pořadí skládání: " if lang == "cs" else "Lay-down order: ") + ", ".join(racers) + "."
    return None


#: what Ospalec says to a player (games/words/ has the words every game shares)
WORDS = Words(
    sentences={
        "deal": ("{seat} rozdává {value:karta}.", "{seat} deals {value:karta}."),
        "pass": ("{seat} posílá doleva {target:dat} {cards:acc}.", "{seat} passes {target} the {cards}."),
        "pass/hidden": ("{seat} posílá doleva {target:dat} kartu.", "{seat} passes a card to {target}."),
        "give": ("{seat} vrací {target:dat} zpět {cards:acc}.", "{seat} gives {target} back the {cards}."),
        "give/hidden": ("{seat} vrací {target:dat} zpět kartu.", "{seat} gives a card back to {target}."),
        "choose": ("{seat} chystá k poslání {cards:acc}.", "{seat} gets the {cards} ready to pass."),
        "choose/hidden": ("{seat} chystá kartu k poslání.", "{seat} gets a card ready to pass."),
        "lay_suit": ("{seat} skládá celou barvu: {cards}!", "{seat} lays down a whole suit: {cards}!"),
        "race": ("Skládá se! Rychle složte karty.", "Lay down! Quick, everybody lay down."),
        "react/hidden": ("{seat} skládá karty.", "{seat} has laid down."),
        "round_limit": ("Po {value} kolech nikdo nesložil; rozhoduje nejdelší barva.",
                        "Nobody laid down in {value} rounds; the longest suit decides."),
        "ospalec": ("{seat} je ospalec.", "{seat} is the sleepyhead."),
    },
    facts={
        "passing": HIDE, "rounds": HIDE, "deals": HIDE, "times": HIDE,
        "suits": Fact("Sbírané barvy", "Suits to collect", "suits"),
        "round": Fact("Kolo posílání", "Passing round", "of:rounds"),
        "deal": Fact("Rozdání", "Deal", "of:deals"),
        "laid_down": Fact("Pořadí vyložení", "Laid down in order", "seats"),
        "reacted": Fact("Zareagovali", "Have reacted", "seats"),
        "ospalec": Fact("Ospalec", "Ospalec (the sleepyhead)", "seat"),
        "by_limit": Fact("Konec po posledním kole", "Ended by the round limit", "flag"),
        "points": Fact("Body", "Points", "per_seat"),
    },
    phases={"pass": ("posílání karet", "passing cards"), "give": ("vracení karet", "giving cards back"),
            "together": ("posílání najednou", "passing all at once"), "race": ("skládání", "the lay-down race")},
    zones={"down": Names("vyložené karty", "cards laid down", acc="vyložené karty"),
           "passing": Names("karty k poslání", "cards to pass", acc="karty k poslání")},
    sentence=_race,
    reasons={
        "race": ("někdo už složil: slož taky, za {low} až {high}", "somebody has laid down: lay down too, after "
                 "{low} to {high}"),
        "give": ("teď vracíš jednu kartu hráči, který ti poslal svou (give:KARTA)",
                 "now you give a card back to the player who passed to you (give:CARD)"),
        "pass": ("teď posíláš jednu kartu lícem dolů sousedovi vlevo (pass:KARTA)",
                 "now you pass one card face down to your left neighbour (pass:CARD)"),
        "not_in_hand": ("posílat můžeš jen kartu ze své ruky a {card:acc} v ní nemáš",
                        "you can only pass a card from your own hand, and the {card} is not in it"),
    },
    tallied=frozenset({"ospalec"}),
)


class Ospalec(Game):
    id = "ospalec"
    state_class = OspalecState
    #: per player count: how many whole packs are dealt out (the default deal); the suits in play as
    #: [pack copy, suit number] (one suit each); the bots' reaction times in tenths
    tables_shape = Record({"packs": MapOf(Whole(1, 2), keys=Whole(2, 12)),
                           "suits_in_play": MapOf(ListOf(ListOf(Whole(1), length=2)), keys=Whole(2, 12)),
                           "reaction_tenths": Record({"min": Whole(0), "max": Whole(0)})})
    words = WORDS
    #: saves made before the `deal` option existed were dealt one suit per player
    options_before: ClassVar[dict[str, object]] = {"deal": ONE_SUIT_EACH}

    def option_variants(self) -> list[dict[str, object]]:
        # short round limits: random play never collects a suit, so it always runs to the limit
        return [{"passing": "together", "rounds": 5}, {"pack": "german-32", "rounds": 5},
                {"deal": ONE_SUIT_EACH, "rounds": 5}, {"deal": ONE_SUIT_EACH, "passing": "together", "rounds": 5}]

    def timed_action(self, state: State, seconds: float) -> Action | None:
        """The race is against the clock: the human's measured time, as the action it stands for."""
        if isinstance(state, OspalecState) and state.phase == RACE and state.actor is not None:
            return reaction_action(state, seconds)
        return None

    def default_players(self, config: Config) -> int:
        return 4

    def pack(self, config: Config) -> Pack:
        return double_pack(config.pack)


GAME = Ospalec()
