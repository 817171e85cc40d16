"""Cribbage: the deal (discard, starter, the play to 31, the show) and the match to 121.

Two players by default; three (five cards each, one to the crib, one crib card from the
pack) and four (two partnerships) as player counts. The deal is a `CribbageState`; the
match totals arrive in `self.context.totals`, and the deal ends the moment a side's total
plus what it pegged in this deal reaches the target, wherever that happens (his heels, the
play, or the show in the order pone ... dealer, crib). "Go" is automatic: a player who
cannot lay a card is passed over, and the point for the last card is pegged when nobody can
go on, so nobody can ever play past 31.

Counting lives in `games.cribbage.scoring` (pure and fast), what a deal reads of its rules once
per option set in `games.cribbage.deal_rules`, how the match is won in `games.cribbage.match_score`,
the count of a hand for tests and explanations in `games.cribbage.hands`, and what the game says
to a player, the count in words included, in `games.cribbage.words`.
"""

from __future__ import annotations

import random
from enum import StrEnum
from functools import cache
from types import MappingProxyType

from cards import Card, Pack, get_pack
from games import rng as rngs
from games.actions import Action
from games.cribbage import match_score
from games.cribbage.deal_rules import DealRules, credited
from games.cribbage.facts import CribbagePublic
from games.cribbage.scoring import TABLES_SHAPE, Scoring
from games.cribbage.words import WORDS
from games.events import Event
from games.game import Game
from games.rulebook import Config, RuleBook
from games.state import MatchContext, State
from games.zones import HIDDEN, OWNER, PUBLIC, ZoneSpec

#: a deal that ended without a peg-out is worth (point difference / this) to the search, clipped to [-1, 1]
RETURN_SCALE = 40.0



#: zone names by seat, built once (an f-string per look-up was a visible cost of the play)
_HAND = tuple(f"hand:{s}" for s in range(8))
_PLAYED = tuple(f"played:{s}" for s in range(8))


@cache
def _zone_specs(n: int) -> tuple[ZoneSpec, ...]:
    """The zones of a deal of `n` players (specs are frozen, so every deal shares them)."""
    specs = [ZoneSpec(f"hand:{s}", OWNER, s) for s in range(n)]
    specs += [ZoneSpec(f"played:{s}", PUBLIC, s) for s in range(n)]
    specs += [ZoneSpec("crib", HIDDEN), ZoneSpec("starter", PUBLIC), ZoneSpec("stock", HIDDEN)]
    return tuple(specs)


class Phase(StrEnum):
    """Where a Cribbage deal stands (saved and shown as the plain strings)."""

    DISCARD = "discard"  # to the crib
    PLAY = "play"  # the pegging
    SHOW = "show"  # counting the hands and the crib
    DONE = "done"


#: the members by name, as the rules and the search compare them (games/state.py `phases` says why)
DISCARD, PLAY, SHOW, DONE = Phase


class CribbageState(State):
    game_id = "cribbage"
    game: Cribbage  # the game object of this state's own game (State says only Game)
    derived_fields = ("sc", "rules")
    phases = Phase
    copied_fields = ("deal_points", "pile", "gone", "go_room")
    sc: Scoring  # the counting rules of this deal's options, shared (not saved: rebuilt on load)
    rules: DealRules  # the same, with the rule book's numbers and card tables (not saved)

    def zone_specs(self) -> list[ZoneSpec]:
        return list(_zone_specs(self.num_players))

    def rebuild_derived(self) -> None:
        self.rules = self.game.deal_rules(self.config, self.num_players, self.pack)
        self.sc = self.rules.sc

    def start(self) -> list[Event]:
        n = self.num_players
        self.rebuild_derived()
        rules = self.rules
        self.dealer: int = self.context.dealer
        self.pone: int = self.next_seat(self.dealer)
        self.phase = DISCARD
        self.to_act: int | None = self.pone
        self.deal_points: list[int] = [0] * n
        self.count: int = 0
        self.pile: list[Card] = []  # the cards of the current count, in order
        self.gone: list[int] = []  # seats that said go in this count
        self.go_room: dict[int, int] = {}  # seat -> the largest room left when it said go (it holds no card that small)
        self.winner: int | None = None
        self.show_step: int = 0
        events: list[Event] = []
        cut = self.context.extra.get("cut")
        if self.context.deal_index == 0 and cut:
            last = str(cut).split(";")[-1].split(",")
            events.append(Event("cut_for_deal", seat=self.dealer, cards=tuple(self.pack.card(c) for c in last),
                                arg=str(cut)))
        deck = self.fresh_pack()
        dealt = rules.hand_size * n
        for i in range(n):  # one at a time round the table from the pone: every n-th card to a hand
            self.zones.add_many(_HAND[(self.pone + i) % n], deck[i:dealt:n])
        self.zones.add_many("stock", deck[dealt:])
        events.append(rules.event("deal", self.dealer, value=rules.hand_size))
        return events

    def per_count(self, table: str) -> int:
        """A number of the rule book's table that depends on the player count (hand size, discards)."""
        return int(self.game.rulebook.tables[table][str(self.num_players)])

    def team(self, seat: int) -> int:
        """Four play as two partnerships (partners sit opposite); otherwise everyone plays alone."""
        return seat % 2 if self.num_players == 4 else seat

    def show_order(self) -> list[tuple[int, bool]]:
        """(seat, is the crib): everybody from the dealer's left round to the dealer, then the crib."""
        n = self.num_players
        return [((self.pone + i) % n, False) for i in range(n)] + [(self.dealer, True)]

    def _show_seat(self, step: int) -> tuple[int, bool]:
        """`show_order()[step]` without building the list."""
        n = self.num_players
        return (self.dealer, True) if step == n else ((self.pone + step) % n, False)

    # -- who acts, what is legal ----------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.to_act

    @property
    def is_over(self) -> bool:  # State.is_over, one property call fewer (the search asks every step)
        return self.to_act is None

    def hand(self, seat: int) -> list[Card]:
        return self.zones[_HAND[seat]]

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        phase = self.phase
        rules = self.rules
        if phase == PLAY:
            room = rules.limit - self.count
            value, play = rules.value, rules.play
            return [play[c.code] for c in self.zones[_HAND[seat]] if value[c.code] <= room]
        if phase == DISCARD:
            discard = rules.discard
            return [discard[c.code] for c in self.zones[_HAND[seat]]]
        return list(rules.claims)

    def max_claim(self) -> int:
        return self.rules.max_claim

    def can_play(self, seat: int) -> bool:
        room = self.rules.limit - self.count
        value = self.rules.value
        return any(value[c.code] <= room for c in self.zones[_HAND[seat]])

    def explain_illegal(self, action: Action) -> str:
        if self.to_act is None:
            return self.refuse("over")
        hand = self.hand(self.to_act)
        if self.phase == DISCARD:
            if action.kind != "discard" or action.card not in hand:
                return self.refuse("discard")
        elif self.phase == PLAY:
            if action.kind != "play" or action.card not in hand:
                return self.refuse("play")
            return self.refuse("past_limit", card=action.card, limit=self.sc.count_limit, count=self.count,
                               value=self.sc.value(action.card))
        elif action.kind != "claim":
            return self.refuse("claim", most=self.max_claim())
        return super().explain_illegal(action)

    # -- moves -------------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        kind = action.kind
        if kind == "play":
            return self._play(action.card)  # type: ignore[arg-type]  # a legal play names its card
        if kind == "discard":
            return self._discard(action.card)  # type: ignore[arg-type]  # as does a discard
        return self._claim(int(action.number or 0))

    def _discard(self, card: Card) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        rules = self.rules
        self.zones.move(card, "crib")
        events = [rules.discard_event(seat, card)]
        if len(self.zones[_HAND[seat]]) > rules.keep:
            return events
        if seat != self.dealer:
            self.to_act = self.next_seat(seat)
            return events
        events += self._cut_starter()
        return events

    def _cut_starter(self) -> list[Event]:
        rules = self.rules
        stock = self.zones["stock"]
        events: list[Event] = []
        for _ in range(rules.crib_from_stock):  # three players: the crib is filled from the pack
            self.zones.move(stock[0], "crib", certain=True)  # the top card of the pack
            events.append(rules.event("crib_from_stock", self.dealer))
        starter = stock[rngs.below(self.rng, len(stock))]
        self.zones.move(starter, "starter")
        events.append(rules.event("starter", self.pone, starter))
        self.phase = PLAY
        self.to_act = self.pone
        if rules.rank[starter.code] == self.sc.nobs_rank:
            events.append(rules.event("heels", self.dealer, starter, self.sc.his_heels))
            events += self._peg(self.dealer, self.sc.his_heels)
        return events

    def _play(self, card: Card) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        rules = self.rules
        self.zones.move(card, _PLAYED[seat])
        pile = self.pile
        pile.append(card)
        count = self.count = self.count + rules.value[card.code]
        events = [rules.event("play", seat, card, count)]
        rank = rules.rank
        points, words = self.sc.peg_count([rank[c.code] for c in pile], count)
        if points:
            events.append(Event("peg", seat=seat, cards=tuple(pile), value=points, arg=words))
            events += self._peg(seat, points)
            if self.winner is not None:
                return events
        events += self._advance(seat)
        return events

    def _advance(self, last: int) -> list[Event]:
        """Who lays the next card: the next seat round the table that can, else the go point.

        Seats that cannot lay a card say "go" and are passed over for the rest of this count
        (the count only grows, so they cannot come back in); when nobody can lay, the player
        of the last card pegs the go, the count restarts, and the seat after them leads.
        """
        rules = self.rules
        limit = rules.limit
        room = limit - self.count
        value = rules.value
        n = self.num_players
        zones = self.zones
        events: list[Event] = []
        for step in range(1, n + 1):
            seat = (last + step) % n
            hand = zones[_HAND[seat]]
            for card in hand:  # can_play(seat), inlined: this runs after every card laid
                if value[card.code] <= room:
                    self.to_act = seat
                    return events
            if seat != last and hand and seat not in self.gone and self.count < limit:
                self.gone.append(seat)
                self.go_room[seat] = max(self.go_room.get(seat, -1), room)
                events.append(rules.event("go", seat, value=self.count))
        out = not any(zones[_HAND[seat]] for seat in range(n))
        if self.count != limit:
            points = self.sc.last_card if out else self.sc.go
            events.append(rules.event("last_card" if out else "go_point", last, value=points))
            events += self._peg(last, points)
            if self.winner is not None:
                return events
        self.count = 0
        self.pile = []
        self.gone = []
        if out:
            events += self._begin_show()
            return events
        events.append(rules.event("reset"))
        self.to_act = next((last + step) % n for step in range(1, n + 1) if zones[_HAND[(last + step) % n]])
        return events

    # -- the show ------------------------------------------------------------------------------------------
    def _show_owner(self, step: int) -> int:
        return self._show_seat(step)[0]

    def _show_cards(self, step: int) -> list[Card]:
        seat, crib = self._show_seat(step)
        return list(self.zones["crib" if crib else _PLAYED[seat]])

    def _begin_show(self) -> list[Event]:
        self.phase = SHOW
        self.show_step = 0
        events: list[Event] = []
        if self.rules.muggins:
            self._reveal_for_step()
            self.to_act = self._show_owner(0)
            return events
        self.to_act = None
        steps = self.num_players + 1
        while self.show_step < steps and self.winner is None:
            self._reveal_for_step()
            points, event = self._count_step()
            events.append(event)
            events += self._peg(event.seat, points)  # type: ignore[arg-type]  # a count event names its seat
            self.show_step += 1
        self.phase = DONE
        return events

    def _reveal_for_step(self) -> None:
        if self.show_step == self.num_players:  # the last step is the crib's
            for card in self.zones["crib"]:
                self.zones.reveal(card)

    def _count_step(self) -> tuple[int, Event]:
        seat, crib = self._show_seat(self.show_step)
        cards = self.zones["crib" if crib else _PLAYED[seat]]
        starter = self.zones["starter"][0]
        key = self.rules.key
        points, words = self.sc.show_keys([key[c.code] for c in cards], key[starter.code], crib)
        kind = "show_crib" if crib else "show"
        return points, Event(kind, seat=seat, cards=(*cards, starter), value=points, arg=words)

    def _claim(self, claimed: int) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        points, event = self._count_step()
        events = [Event("claim", seat=seat, value=claimed), event]
        if claimed > points:
            events.append(Event("overclaim", seat=seat, value=claimed))
        events += self._peg(seat, credited(points, claimed))
        if claimed < points and self.winner is None:
            other = self.next_seat(seat)
            events.append(Event("muggins", seat=other, value=points - claimed))
            events += self._peg(other, points - claimed)
        if self.winner is not None:
            return events
        self.show_step += 1
        if self.show_step >= len(self.show_order()):
            self.phase = DONE
            self.to_act = None
            return events
        self._reveal_for_step()
        self.to_act = self._show_owner(self.show_step)
        return events

    # -- pegging and the end -----------------------------------------------------------------------------
    def total(self, seat: int) -> float:
        """The seat's side's score: its own, or the partnership's when four play."""
        totals, points = self.context.totals, self.deal_points
        if self.num_players == 4:
            a, b = (seat, seat + 2) if seat < 2 else (seat - 2, seat)
            return (totals[a] + points[a]) + (totals[b] + points[b])
        return totals[seat] + points[seat]

    def _peg(self, seat: int, points: int) -> list[Event]:
        if points <= 0 or self.winner is not None:
            return []
        self.deal_points[seat] += points
        if self.total(seat) >= self.rules.target:
            self.winner = seat
            self.phase = DONE
            self.to_act = None
            return [Event("peg_out", seat=seat, value=self.total(seat))]
        return []

    def world_is_consistent(self, seat: int) -> bool:
        """A seat that said go held no card that fitted, and a seat to play holds one; a sampled hand keeps to both."""
        if self.phase == PLAY and self.to_act is not None and self.to_act != seat \
                and not self.can_play(self.to_act):
            return False  # it is their turn, so they hold a card that fits
        value = self.rules.value
        for other, room in self.go_room.items():
            if other != seat and any(value[c.code] <= room for c in self.zones[_HAND[other]]):
                return False
        return True

    def scores(self) -> list[float]:
        return [float(p) for p in self.deal_points]

    def returns(self) -> list[float]:
        n = self.num_players
        if self.winner is not None:
            won = self.team(self.winner)
            loss = -1.0 if n != 3 else -0.5
            return [1.0 if self.team(s) == won else loss for s in range(n)]
        side = [sum(self.deal_points[t] for t in range(n) if self.team(t) == self.team(s)) for s in range(n)]
        mean = sum(side) / n
        return [max(-1.0, min(1.0, (side[s] - mean) / RETURN_SCALE)) for s in range(n)]

    def public_info(self) -> CribbagePublic:
        starter = self.zones["starter"]
        facts: CribbagePublic = {
            "phase": self.phase, "dealer": self.dealer, "pone": self.pone, "count": self.count,
            "pile": [c.code for c in self.pile], "go": list(self.gone),
            "starter": starter[0].code if starter else None,
            "deal_points": list(self.deal_points),
            "totals": [self.total(s) for s in range(self.num_players)],
            "previous_totals": list(self.context.totals),
            "target": self.config.target, "deal": self.context.deal_index + 1,
            "show": self._show_label() if self.phase == SHOW else None,
        }
        return facts

    def _show_label(self) -> str:
        seat, crib = self.show_order()[self.show_step]
        return "crib" if crib else f"hand:{seat}"



class Cribbage(Game):
    id = "cribbage"
    state_class = CribbageState
    tables_shape = TABLES_SHAPE
    words = WORDS
    partnerships, side_scores = ((0, 2), (1, 3)), False  # when four play; each seat's pegs its own share

    def __init__(self, rulebook: RuleBook | None = None) -> None:
        super().__init__(rulebook)
        self._scorings: dict[bool, Scoring] = {}
        self._deal_rules: dict[tuple[object, ...], DealRules] = {}

    def deal_rules(self, config: Config, num_players: int, pack: Pack) -> DealRules:
        """The `DealRules` of these options, player count and pack, built once."""
        key = (pack.id, num_players, config["target"], config["muggins"], config["run_of_two"])
        found = self._deal_rules.get(key)
        if found is None:
            found = DealRules(self.rulebook, self.scoring(config), config, num_players, pack)
            self._deal_rules[key] = found
        return found

    def scoring(self, config: Config | None = None) -> Scoring:
        """The counting rules of `config` (only run_of_two changes them), built once and cached."""
        two = bool(config.run_of_two) if config is not None else False
        found = self._scorings.get(two)
        if found is None:
            suits = [s.code for s in get_pack(self.rulebook.packs[0]).suits]
            found = Scoring.from_rulebook(self.rulebook, suits, two)
            self._scorings[two] = found
        return found

    def option_variants(self) -> list[dict[str, object]]:
        return [{"target": 61}, {"muggins": True}, {"run_of_two": True}, {"double_lurch": True}]

    def check_config(self, config: Config) -> None:
        from games.errors import InvalidInput

        if config.double_lurch and config.double_lurch_margin <= config.lurch_margin:
            raise InvalidInput("the double-lurch line must lie below the lurch line "
                               "(double_lurch_margin greater than lurch_margin)")

    # -- the match ----------------------------------------------------------------------------------------
    def new_context(self, config: Config, num_players: int, rng: random.Random) -> MatchContext:
        """Cut for the first deal: each player cuts a card, the lower rank deals; a tie cuts again."""
        scoring = self.scoring(config)
        pack = get_pack(self.rulebook.packs[0])
        rounds = []
        while True:
            deck = list(pack.cards)
            rngs.shuffle(rng, deck)
            cuts = deck[:num_players]
            rounds.append(",".join(c.code for c in cuts))
            ranks = [scoring.key(c)[0] for c in cuts]
            low = min(ranks)
            if ranks.count(low) == 1:
                dealer = ranks.index(low)
                break
        return MatchContext(num_players, 0, dealer, (0.0,) * num_players, MappingProxyType({"cut": ";".join(rounds)}))

    def player_counts(self, config: Config) -> list[int]:
        return [2, 3, 4]

    def default_players(self, config: Config) -> int:
        return 2

    def match_over(self, config: Config, context: MatchContext) -> bool:
        return match_score.over(config, context)

    def match_returns(self, config: Config, context: MatchContext) -> list[float]:
        return match_score.returns(config, context)

GAME = Cribbage()
