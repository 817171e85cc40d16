"""Bridž: rubber bridge for four players in two partnerships (seats 0 and 2 against 1 and 3).

One `State` is one deal: the auction (games/bridz/auction.py), then thirteen tricks under
plain follow-suit rules (games/trick.py) with the dummy face up after the opening lead and
played by the declarer. The score sheet of the rubber (below and above the line, games,
vulnerability) lives in `MatchContext.extra`; the deal reads it to know who is vulnerable
and to write its own entries (games/bridz/scoring.py, games/bridz/rubber.py). `rubbers` rubbers
make a match.

Decisions this module makes (the rule book names them):
- partnerships are fixed by seat (the app seats the players); the cut (option `seating`) only
  picks the first dealer: each seat draws a card, the highest (rank, then suit) deals;
- all four passing throws the deal in: nothing is scored and the next player deals (option
  `passed_out_deal` keeps the same dealer);
- a claim ("claim" action, at the start of a trick, declarer to lead from either hand) is
  checked double dummy (games/bridz/claims.py, with or without the optional solver): it is
  accepted only if the defence can take no further trick, and refused (play goes on; no
  second claim in the same trick) otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import StrEnum
from typing import Any, ClassVar

from cards import Card
from games import rng as rngs
from games import trick as tricks
from games.actions import Action
from games.bridz import analysis, claims, rubber, scoring
from games.bridz.auction import BID_INDEX, DOUBLE, PASS, REDOUBLE, Auction, Contract
from games.bridz.calls import CALL_KIND, action_call, call_action, call_event, calls_from
from games.bridz.deck import deck_of, hand_key
from games.bridz.facts import BridzPublic, ContractFacts, LaterFacts, as_public, sheet_of
from games.bridz.scoring import score_contract
from games.bridz.words import SUIT_SYMBOL, WORDS, call_label
from games.bridz.worlds import redeal_unseen
from games.errors import InvalidInput
from games.events import Event
from games.game import CallMeaning, Game
from games.rulebook import Config
from games.state import MatchContext, State
from games.zones import OWNER, PUBLIC, ZoneSpec

__all__ = ["GAME", "Bridz", "BridzState", "score_contract"]

TRICKS_PER_DEAL = 13


def _label(call: str) -> tuple[str, str]:
    """A call as each language writes it (3BT, 3NT): a reason's field."""
    return call_label(call, "cs"), call_label(call, "en")


CLAIM = Action("claim", label_cs="Nárokovat zbytek", label_en="Claim the rest")  # short: a button at the table
HANDS = tuple(f"hand:{s}" for s in range(4))
WON = tuple(f"won:{s}" for s in range(4))


class Phase(StrEnum):
    """Where a Bridž deal stands (saved and shown as the plain strings)."""

    AUCTION = "auction"
    PLAY = "play"  # the thirteen tricks
    OVER = "over"


#: the members by name, as the rules and the search compare them (games/state.py `phases` says why)
AUCTION, PLAY, OVER = Phase


class BridzState(State):
    game_id = "bridz"
    max_world_tries = 50
    #: rebuilt from the zones and the calls (rebuild_derived), so saves hold only the plain fields:
    #: the pack's tables, each hand as a bitmask of Deck indices, the trick as indices, and where
    #: the auction stands (last bid's index and seat, doubled 0/1/2, passes since the last other call)
    derived_fields = ("_deck", "_held", "_trick", "_bid", "_bidder", "_doubled", "_passes")
    phases = Phase
    copied_fields = ("calls", "contract", "trick_seats", "side_tricks", "voids", "vulnerable", "below", "above",
                     "rubber_bonus", "_held", "_trick")
    nested_fields = ("played",)

    def zone_specs(self) -> list[ZoneSpec]:
        specs = [ZoneSpec(f"hand:{s}", OWNER, s) for s in range(4)]
        specs += [ZoneSpec("trick", PUBLIC)]
        specs += [ZoneSpec(f"won:{s}", PUBLIC, s) for s in range(4)]
        return specs

    # -- setup -----------------------------------------------------------------------------------
    def start(self) -> list[Event]:
        extra = sheet_of(self.context.extra)
        self.dealer: int = self.context.dealer
        self.phase = AUCTION
        self.calls: list[str] = []
        self.turn: int | None = self.dealer
        self.contract: list[Any] = []  # Any: [level, strain, doubled, declarer], mixed, as saves hold it
        self.declarer = -1
        self.dummy = -1
        self.trump = ""
        self.leader = -1
        self.trick_seats: list[int] = []
        self.side_tricks = [0, 0]
        self.played: list[list[Card]] = [[], [], [], []]
        self.voids: list[tuple[int, str]] = []
        self.claim_refused_at = -1
        self.claimed = False
        self.vulnerable = [int(g) >= 1 for g in extra.get("games", [0, 0])]
        self.below = [0, 0]
        self.above = [0, 0]
        self.game_won = -1
        self.rubber_bonus = [0, 0]
        self.outcome = ""
        events: list[Event] = []
        cut = extra.get("cut")
        if cut and self.context.deal_index == 0:
            events += [Event("cut", seat=s, cards=(self.pack.card(code),)) for s, code in enumerate(cut)]
        deck = self._deck = deck_of(self.pack, self.game.rulebook.card_values["rank_order"])
        index = deck.index
        held = [0, 0, 0, 0]
        first = self.dealer + 1
        for k, card in enumerate(self.fresh_pack()):  # one at a time from the dealer's left
            held[(first + k) % 4] |= 1 << index[card.code]
        for seat in range(4):  # each hand sorted by suit and rank: the Deck's order
            self.zones.add_many(HANDS[seat], deck.cards_of(held[seat]))
        self._held = held
        self._trick: list[int] = []
        self._bid, self._bidder, self._doubled, self._passes = -1, -1, 0, 0
        back = self.context.deal_index % 2 if self.config.alternate_packs else 0
        events.append(Event("deal", seat=self.dealer, value=TRICKS_PER_DEAL, arg="AB"[back]))
        return events

    # -- reading ---------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.phase == PLAY and self.turn == self.dummy:
            return self.declarer
        return self.turn

    @property
    def is_over(self) -> bool:
        """State.is_over without the current_player detour (the turn is None exactly when it is over)."""
        return self.turn is None

    def acting_seat(self) -> int | None:
        return self.turn

    def in_order(self, cards: Iterable[Card]) -> list[Card]:
        index = self._deck.index  # suits and ranks as the hands are sorted (the Deck's order)
        return sorted(cards, key=lambda c: index[c.code])

    def auction(self) -> Auction:
        return Auction(self.dealer, tuple(self.calls))

    def played_contract(self) -> Contract | None:
        """The contract the auction ended in, None before that or when all passed (`contract`, typed)."""
        level, strain, doubled, declarer = self.contract or (0, "", 0, -1)
        return Contract(int(level), str(strain), int(doubled), int(declarer)) if self.contract else None

    def strength(self) -> tricks.Strength:
        return tricks.rank_strength(self.game.rulebook.card_values["rank_order"])

    def trump_suit(self) -> str | None:
        return None if self.trump in ("", "NT") else self.trump

    def trick_number(self) -> int:
        return sum(self.side_tricks)

    def legal_actions(self) -> list[Action]:
        seat = self.turn
        if seat is None:
            return []
        if self.phase == AUCTION:
            return list(self._legal_calls(seat))
        trick = self._trick
        if trick:  # the same as tricks.legal_cards (plain follow suit), read off the bitmasks
            deck = self._deck
            return list(deck.follow(self._held[seat], deck.suit[trick[0]]))
        actions = list(self._deck.hand(self._held[seat]))
        if self.claim_allowed():
            actions.append(CLAIM)
        return actions

    def _legal_calls(self, seat: int) -> tuple[Action, ...]:
        """Auction.legal() from the running summary of the calls (the same calls, the same order)."""
        bid = self._bid
        if bid < 0:
            return calls_from(0, False, False)
        ours = (self._bidder - seat) % 2 == 0
        return calls_from(bid + 1, self._doubled == 0 and not ours, self._doubled == 1 and ours)

    def _note_call(self, call: str, seat: int) -> None:
        if call == PASS:
            self._passes += 1
            return
        self._passes = 0
        if call == DOUBLE:
            self._doubled = 1
        elif call == REDOUBLE:
            self._doubled = 2
        else:
            self._bid, self._bidder, self._doubled = BID_INDEX[call], seat, 0

    def rebuild_derived(self) -> None:
        deck = self._deck = deck_of(self.pack, self.game.rulebook.card_values["rank_order"])
        self._held = [deck.mask(self.zones[HANDS[s]]) for s in range(4)]
        self._trick = [deck.index[c.code] for c in self.zones["trick"]]
        self._bid, self._bidder, self._doubled, self._passes = -1, -1, 0, 0
        for i, call in enumerate(self.calls):
            self._note_call(call, (self.dealer + i) % 4)

    def claim_allowed(self) -> bool:
        return (self.phase == PLAY and self.turn in (self.declarer, self.dummy) and not self._trick
                and self.claim_refused_at != self.trick_number() and self.trick_number() < TRICKS_PER_DEAL - 1
                and bool(self.config.claims))

    def explain_illegal(self, action: Action) -> str:
        if self.is_over:
            return self.refuse("over")
        if action.kind == "claim":
            if not self.config.claims:
                return self.refuse("claims_off")
            if self.phase != PLAY or self.turn not in (self.declarer, self.dummy):
                return self.refuse("claim_who")
            return self.refuse("claim_when" if self.zones["trick"] else "claim_refused")
        if self.phase == AUCTION:
            call = action_call(action)
            if call is None or call_action(call) != action:
                return self.refuse("auction_how")
            auction = self.auction()
            last = auction.last_bid()
            return self.refuse(f"auction_{auction.problem(call) or 'other'}", call=_label(call),
                               last=_label(last) if last else ("", ""))
        card = action.card
        if action.kind != "play" or card is None:
            return self.refuse("play_how")
        reason = tricks.explain(card, self.hand(self.turn or 0), self.zones["trick"], self.trump_suit(),
                                self.strength())
        return reason or super().explain_illegal(action)

    def public_info(self) -> dict[str, Any]:  # Any: State.public_info's signature; a BridzPublic
        extra = sheet_of(self.context.extra)
        if self.is_over:  # with this deal written: the cross by the summary shows it and the rubber it may end
            extra = rubber.written(extra, self, int(self.config.deal_limit),
                                   scoring.tables_of(self.game.rulebook.tables)["unfinished_rubber"], clear=False)
        contract: ContractFacts = {}
        if self.contract:  # the contract before the tricks: the terminal lists the facts in this order
            level, strain, doubled, declarer = self.contract
            contract = {"contract": f"{level}{strain}{'X' * doubled}", "declarer": declarer, "dummy": self.dummy}
        later: LaterFacts = {}
        if self.config.alternate_packs:
            later["pack_back"] = "AB"[self.context.deal_index % 2]
            later["next_pack_back"] = "AB"[(self.context.deal_index + 1) % 2]
        if self.phase != AUCTION:
            later["played"] = [[c.code for c in cards] for cards in self.played]
            if self.turn is not None:
                later["turn"] = self.turn
            later["voids"] = [[seat, suit] for seat, suit in self.voids]
        if self.outcome:
            later["outcome"] = self.outcome
        last = extra.get("last_deal")
        if last:  # the previous deal, every card of it played: its par is analysis (games/bridz/analysis.py)
            later["previous_deal"] = rubber.shown(last)
        info: BridzPublic = {"phase": self.phase, "dealer": self.dealer, "calls": list(self.calls),
                             "vulnerable": list(self.vulnerable), **contract, "tricks": list(self.side_tricks),
                             "sheet": rubber.public_sheet(extra), **later}
        return dict(info)

    # -- acting ----------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        if self.phase == AUCTION:
            return self._apply_call(action)
        if action.kind == "claim":
            return self._apply_claim()
        return self._apply_play(action)

    def _apply_call(self, action: Action) -> list[Event]:
        call = action_call(action)
        assert call is not None and self.turn is not None
        seat = self.turn
        self.calls.append(call)
        self._note_call(call, seat)
        events = [call_event(CALL_KIND.get(call, "bid"), seat, call)]
        # Over: four passes with no bid (thrown in), or three passes after a bid (Auction.is_over).
        if self._passes < (4 if self._bid < 0 else 3):
            self.turn = (seat + 1) % 4
            return events
        contract = self.auction().contract(str(self.config.declarer))
        if contract is None:
            self.phase = OVER
            self.turn = None
            self.outcome = "passed out"
            return [*events, Event("passed_out", seat=self.dealer)]
        self.contract = [contract.level, contract.strain, contract.doubled, contract.declarer]
        self.declarer = contract.declarer
        self.dummy = (contract.declarer + 2) % 4
        self.trump = contract.strain
        self.phase = PLAY
        self.leader = self.turn = (contract.declarer + 1) % 4
        self.trick_seats = []
        return [*events, Event("contract", seat=contract.declarer, value=contract.level,
                               arg=call_label(f"{contract.level}{contract.strain}", "en") + "X" * contract.doubled)]

    def _apply_play(self, action: Action) -> list[Event]:
        seat, card = self.turn, action.card
        assert seat is not None and card is not None
        deck = self._deck
        k = deck.index[card.code]
        trick = self._trick
        if trick and deck.suit[k] != deck.suit[trick[0]]:
            void = (seat, deck.cards[trick[0]].suit or "")
            if void not in self.voids:
                self.voids.append(void)
        self.zones.move(card, "trick")
        self._held[seat] &= ~(1 << k)
        trick.append(k)
        self.played[seat].append(card)
        self.trick_seats.append(seat)
        events = [deck.play_events[seat][k]]
        if len(trick) == 1 and not (self.side_tricks[0] or self.side_tricks[1]):  # the opening lead: dummy face up
            shown = tuple(sorted(self.hand(self.dummy), key=hand_key))
            for c in shown:
                self.zones.reveal(c)
            events.append(Event("dummy", seat=self.dummy, cards=shown))
        if len(trick) < 4:
            self.turn = (seat + 1) % 4
            return events
        winner = self.trick_seats[deck.winner(trick, deck.suit_of.get(self.trump, -1))]
        cards = tuple(self.zones["trick"])
        won = WON[winner]
        for c in cards:
            self.zones.move(c, won)
        trick.clear()
        self.side_tricks[winner % 2] += 1
        self.trick_seats = []
        events.append(Event("trick", seat=winner, cards=cards, value=self.side_tricks[winner % 2]))
        if self.trick_number() < TRICKS_PER_DEAL:
            self.leader = self.turn = winner
            return events
        return events + self._settle()

    def _apply_claim(self) -> list[Event]:
        assert self.turn is not None
        left = TRICKS_PER_DEAL - self.trick_number()
        if not claims.stands(self._held, self._deck, self.trump, self.turn):
            self.claim_refused_at = self.trick_number()
            return [Event("claim_refused", seat=self.declarer, value=left)]
        for s in range(4):
            for c in list(self.hand(s)):
                self.played[s].append(c)
                self.zones.move(c, f"won:{self.declarer}")
            self._held[s] = 0
        self.side_tricks[self.declarer % 2] += left
        self.claimed = True
        return [Event("claim", seat=self.declarer, value=left), *self._settle()]

    def _settle(self) -> list[Event]:
        level, strain, doubled, declarer = self.contract
        side = declarer % 2
        made = self.side_tricks[side]
        options = {k: self.config[k] for k in scoring.DEFAULT_OPTIONS}
        tables = scoring.tables_of(self.game.rulebook.tables)
        below, above, defenders = score_contract(level, strain, doubled, self.vulnerable[side], made, options, tables)
        self.below[side] += below
        self.above[side] += above
        self.above[1 - side] += defenders
        # what the other rows of the end of deal are for: the defenders' penalty, a side's honours
        honours = scoring.honours(self.played, strain, tables) if self.config.honours else [0] * 4
        for seat, points in enumerate(honours):
            self.above[seat % 2] += points
        scored = [Event("penalty", seat=(declarer + 1) % 4, value=defenders)] if defenders else []
        scored += [Event("honours", seat=seat, value=points) for seat, points in enumerate(honours) if points]
        sheet = sheet_of(self.context.extra)
        part = [int(x) for x in sheet.get("part", [0, 0])]
        if part[side] + below >= int(tables["game_points"]):
            self.game_won = side
            games = [int(g) for g in sheet.get("games", [0, 0])]
            games[side] += 1
            if games[side] >= int(tables["games_for_rubber"]):
                self.rubber_bonus[side] = scoring.rubber_bonus(games[1 - side], tables)
                self.above[side] += self.rubber_bonus[side]
        need = int(tables["book"]) + level
        self.outcome = "made" if made >= need else "down"
        self.phase = OVER
        self.turn = None
        shown = f"{level}{SUIT_SYMBOL[strain]}{'X' * doubled}"
        events = [Event("made", seat=declarer, value=made, arg=shown) if made >= need
                  else Event("down", seat=declarer, value=need - made, arg=shown), *scored]
        events += [Event("game", seat=declarer, value=self.game_won)] if self.game_won >= 0 else []
        return events + ([Event("rubber", seat=declarer, value=max(self.rubber_bonus))] if any(self.rubber_bonus)
                         else [])

    # -- results ---------------------------------------------------------------------------------
    def side_points(self) -> list[int]:
        return [self.below[s] + self.above[s] for s in range(2)]

    def scores(self) -> list[float]:
        pts = self.side_points()
        return [float(pts[s % 2]) for s in range(4)]

    def returns(self) -> list[float]:
        pts = self.side_points()
        diff = pts[0] - pts[1]
        r = diff / (abs(diff) + 300.0)
        return [r if s % 2 == 0 else -r for s in range(4)]

    def original_hands(self) -> list[list[Card]]:
        """The thirteen cards each seat was dealt (cards played plus cards held)."""
        return [list(self.played[s]) + list(self.hand(s)) for s in range(4)]

    # -- worlds for search -------------------------------------------------------------------------
    def world_is_consistent(self, seat: int) -> bool:
        return not any(c.suit == suit for s, suit in self.voids if s != seat for c in self.hand(s))

    def sample_world(self, seat: int, rng: random.Random) -> State:
        """Deal the unseen cards straight to the seats that may hold them (shown-out suits kept)."""
        world = self._copy_without_chance()
        world.history = self.seen_history(seat)
        world.rng = random.Random(rngs.child_seed(rng))
        deck = world._deck
        for zone in redeal_unseen(world, seat, self.voids, rng):
            if zone in HANDS:
                world._held[HANDS.index(zone)] = deck.mask(world.zones[zone])
        return world

    def seen_history(self, seat: int) -> list[Event]:
        """Every Bridž event is public (calls and cards played are open; the hands are zones)."""
        return self.history.copy()


class Bridz(Game):
    id = "bridz"
    state_class = BridzState
    tables_shape = scoring.TABLES_SHAPE
    #: public choices whose label the terminal prints for an AI (its call and what the call means)
    announce_kinds: ClassVar[frozenset[str]] = frozenset({"bid", "pass", "double", "redouble"})
    words = WORDS
    partnerships = ((0, 2), (1, 3))
    home_seat = 2  # South (seat 0 is North, games/bridz/dds.py)

    def analysis(self, public: Mapping[str, object]) -> dict[str, Any]:  # Any: Game.analysis's, every game's
        return dict(analysis.analysis(as_public(public)))

    def deal_report(self, public: Mapping[str, object]) -> dict[str, Any]:  # Any: Game.deal_report's, every game's
        """The par and its makeable table, only when asked."""
        report = analysis.par_report(as_public(public))
        return dict(report) if report is not None else {}

    def exports(self, call_meaning: CallMeaning | None = None) -> dict[str, Callable[[Sequence[State]], str]]:
        from games.bridz.pbn import pbn_text  # only when a match is exported

        return {".pbn": lambda deals: pbn_text(deals, call_meaning)}

    def check_config(self, config: Config) -> None:
        if config.get("rubbers", 1) < 1:
            raise InvalidInput("a match has at least one rubber")

    def option_variants(self) -> list[dict[str, Any]]:  # Any: Game.option_variants's: options of any type
        return [{"seating": "fixed", "honours": True, "declarer": "last_bidder", "undertrick_scale": "current",
                 "claims": False}]

    def new_context(self, config: Config, num_players: int, rng: random.Random) -> MatchContext:
        extra = rubber.new_sheet()
        dealer = 0
        if config.seating == "cut":
            deck = list(self.pack(config).cards)
            rngs.shuffle(rng, deck)
            cut = deck[:4]
            order = self.rulebook.card_values
            rank = {r: i for i, r in enumerate(order["rank_order"])}
            suit = {s: i for i, s in enumerate(order["suit_order"])}
            dealer = max(range(4), key=lambda s: (rank[cut[s].rank], suit[cut[s].suit]))
            extra["cut"] = [c.code for c in cut]
        return MatchContext(num_players, 0, dealer, (0.0,) * num_players, extra)

    def after_deal(self, config: Config, context: MatchContext, deal: State) -> MatchContext:
        assert isinstance(deal, BridzState)
        extra = rubber.written(sheet_of(context.extra), deal, int(config.deal_limit),
                               scoring.tables_of(self.rulebook.tables)["unfinished_rubber"])
        rubber.keep_last(extra, deal)
        side_total = rubber.side_totals(extra)
        totals = tuple(float(side_total[s % 2]) for s in range(4))
        same = deal.outcome == "passed out" and config.passed_out_deal == "same_dealer"
        dealer = context.dealer if same else (context.dealer + 1) % 4
        return MatchContext(context.num_players, context.deal_index + 1, dealer, totals, extra)

    def match_over(self, config: Config, context: MatchContext) -> bool:
        return int(sheet_of(context.extra).get("rubbers_done", 0)) >= int(config.rubbers)

    def match_returns(self, config: Config, context: MatchContext) -> list[float]:
        totals = list(context.totals)
        if not totals or totals[0] == totals[1]:
            return [0.0] * len(totals)
        sign = 1.0 if totals[0] > totals[1] else -1.0
        return [sign if s % 2 == 0 else -sign for s in range(len(totals))]


GAME = Bridz()
