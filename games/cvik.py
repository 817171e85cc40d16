"""Cvik (Cviček, Zwickenspiel): three cards, three tricks, a bank shared in thirds.

The dealer stakes into the bank, everyone gets three cards and the next card sets trumps.
Each player in turn says "jdu" (I play) or "pas" (I stay home). Those who play take three
tricks under Loo-like duties (follow and head, trump when void, overtrump); each trick takes
a third of the bank, and a player who played but took no trick pays into the bank, so the
next deal is played for more.

`TrickPlay` (the trick phase, with the pot arithmetic for shares and penalties) is shared
with Komando, which adds an auction and buying in front of the same play.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from functools import cache
from typing import Any, ClassVar

from cards import Card
from games import pot as pots
from games import rng as rngs
from games import trick as tricks
from games.actions import Action, card_action, play_card
from games.draw import deal_round
from games.events import Event, private
from games.pot import PotGame
from games.state import State
from games.words import Fact, Words
from games.zones import HIDDEN, OWNER, PUBLIC, ZoneSpec

#: zone names by seat, built once (the hot paths would otherwise format a string per lookup)
HANDS = tuple(f"hand:{s}" for s in range(16))
WON = tuple(f"won:{s}" for s in range(16))

#: no decision is taken as certain: a human may play a weak hand for the bank, or keep a good one home
LEAST_LIKELY = 0.05
#: the weight of a world in which somebody's card was against the duties: as good as never drawn, yet
#: not zero, so that the most plausible of many such draws still serves if nothing better turns up
IMPOSSIBLE = 1e-6


@cache
def simple(kind: str, label_cs: str, label_en: str) -> Action:
    return Action(kind, label_cs=label_cs, label_en=label_en)


JDU = simple("jdu", "Jdu (hraji)", "Play (jdu)")
PAS = simple("pas", "Pas (zůstávám doma)", "Pass (stay home)")
KEEP = simple("keep", "Nechat si karty", "Keep my cards")


@cache
def seat_event(kind: str, seat: int) -> Event:
    """A public event naming only its kind and seat ("jdu", "pas"): one shared value per seat."""
    return Event(kind, seat=seat)


def swap_action(card: Card) -> Action:
    # card_action caches by the card's names too: a French and a German "AH" are different cards
    return card_action("swap", card, "Vyměnit za otočený trumf: {card}", "Swap the {card} for the turned trump")


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
    #: How players decide to play a hand, as the hard level reads it (`plays_likelihood`): the hand
    #: strength at which half of them play, and how sharply that turns. Fitted to 600 decisions of
    #: `ismcts:normal` in four-handed Cvik: one in five hands of strength 0.25 played, two in five of
    #: 0.5, nine in ten of 0.75 and above.
    play_midpoint: ClassVar[float] = 0.55
    play_slope: ClassVar[float] = 8.0
    #: the phase in which each player says whether it plays (Komando: joining the komandant)
    play_phase: ClassVar[str] = "declare"
    derived_fields = ("tables", "rules", "fine")

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
        self.phase = "play"
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
        hand = self.zones[HANDS[self.turn]]  # type: ignore[index]
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
            return "now each player in turn plays one card to the trick"
        reason = tricks.explain(card, self.hand(self.turn), self.zones["trick"], self.trump,
                                self.strength(), self.trick_rules)
        return reason or "that card cannot be played now"

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
        self.phase = "over"
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

    def world_is_consistent(self, seat: int) -> bool:
        """No seat holds a suit it has shown out of."""
        if not self.voids:
            return True
        zones = self.zones
        return not any(c.suit == suit for s, suit in self.voids if s != seat for c in zones[HANDS[s]])

    # -- copies and worlds without the generic per-value type tests -----------------------------------
    # Every own field is a plain value (shared) or a list of plain values (copied): State's flat copy fits.
    def clone(self) -> State:
        return self._flat_clone()

    def _copy_without_chance(self) -> State:
        return self._flat_copy()

    # -- what the others' decisions say about their cards (the hard level's inference) ----------------
    def plays_likelihood(self, cards: Iterable[Card], played: bool) -> float:
        """How likely a player holding `cards` was to decide as it did: play (jdu, join) or stay home."""
        p = 1.0 / (1.0 + math.exp(-self.play_slope * (self.cards_strength(cards) - self.play_midpoint)))
        p = min(1.0 - LEAST_LIKELY, max(LEAST_LIKELY, p))
        return p if played else 1.0 - p

    def plays_were_legal(self, observer: int) -> bool:
        """Whether every card the others laid was allowed from the hand this world gives them.

        The duties (follow, head, trump, overtrump) say more than the suits a player showed out of:
        one who followed low held nothing higher in the suit. The hand a player held at a trick is
        its hand now plus the cards it has laid since.
        """
        plays: list[tuple[int, Card, tuple[Card, ...]]] = []  # seat, card, the trick before it
        trick: list[Card] = []
        for event in self.history:
            if event.kind == "play" and event.seat is not None and event.cards:
                plays.append((event.seat, event.cards[0], tuple(trick)))
                trick.append(event.cards[0])
            elif event.kind == "trick":
                trick = []
        if not plays:
            return True
        held = {s: list(self.zones[HANDS[s]]) for s in range(self.num_players) if s != observer}
        strength, rules, trump = self.strength(), self.rules, self.trump
        for seat, card, before in reversed(plays):
            if seat == observer:
                continue
            hand = held[seat]
            hand.append(card)
            if before and card not in tricks.legal_cards(hand, before, trump, strength, rules):
                return False
        return True

    def played_cards(self, seat: int) -> list[Card]:
        """The cards `seat` has laid to tricks this deal, read off the history (public "play" events)."""
        return [e.cards[0] for e in self.history if e.kind == "play" and e.seat == seat and e.cards]

    def note_void(self, seat: int, card: Card) -> None:
        """A seat that did not follow the led suit holds none of it (sampled worlds must agree)."""
        trick = self.zones["trick"]
        if trick and card.suit != trick[0].suit:
            void = (seat, trick[0].suit)
            if void not in self.voids:
                self.voids.append(void)
            if self.rules.must_trump and card.suit != self.trump and (seat, self.trump) not in self.voids:
                self.voids.append((seat, self.trump))

    def rollout_action(self, rng: random.Random) -> Action:
        """Playouts: play with a fair hand; in a trick win as cheaply as possible, else throw the cheapest
        card; a dealer takes the turned trump for the weakest card. Leads stay random.

        Uniformly random card play makes every hand look weak to the search, so it would pass far
        too often; this simple policy keeps playouts close to how people play. Leading the best card
        in playouts was measured too (ismcts:normal against random): no better in Cvik, worse in Komando.
        """
        return self.policy(self.legal_actions(), rng)

    def careful_rollout_action(self, rng: random.Random) -> Action:
        """Careful playouts (the search's `careful` option): a player says jdu or pas as players were measured
        to do with such a hand (`plays_likelihood`), a chance and not a fixed line; the rest as in
        `rollout_action`."""
        decided = self.modelled_action(rng)
        return decided if decided is not None else self.rollout_action(rng)

    def modelled_action(self, rng: random.Random) -> Action | None:
        """How a seat says jdu or pas, as players were measured to with such a hand (`plays_likelihood`):
        the search's model of the others (its `model` option); None where it is not that decision."""
        if self.phase == self.play_phase and self.turn is not None:
            yes = self.plays_likelihood(self.zones[HANDS[self.turn]], True)
            return JDU if rng.random() < yes else PAS
        return None

    def policy(self, legal: list[Action], rng: random.Random) -> Action:
        """`rollout_action` given the legal actions (a subclass adds its phases and falls back here)."""
        if len(legal) == 1:
            return legal[0]
        phase = self.phase
        if phase == "play" and self.zones["trick"]:
            return self.cheap_play(legal)
        if phase == "declare" and JDU in legal and PAS in legal:
            return JDU if self.hand_strength(self.turn) >= 1.0 else PAS
        if phase == "swap":
            return self.cheap_swap(legal)
        return legal[rngs.below(rng, len(legal))]

    def card_cost(self, card: Card) -> int:
        """How much a card is worth keeping: any trump above any plain card, then by rank."""
        return self.tables.power[card.code] + (1000 if card.suit == self.trump else 0)

    def cheap_swap(self, legal: list[Action]) -> Action:
        """Take the turned trump for the weakest card of the hand, unless every card is worth more."""
        turned = self.zones["turned"][0]
        swaps = [a for a in legal if a.kind == "swap" and a.card is not None]
        if not swaps:
            return legal[0]
        weakest = min(swaps, key=lambda a: self.card_cost(a.card))  # type: ignore[arg-type]
        assert weakest.card is not None
        return weakest if self.card_cost(weakest.card) < self.card_cost(turned) else legal[0]

    def cheap_play(self, legal: list[Action]) -> Action:
        trick = self.zones["trick"]
        power = self.tables.power
        trump = self.trump
        best = trick[self.winning_index(trick)]
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

    def hand_strength(self, seat: int | None) -> float:
        """A rough count of likely tricks: trumps count by rank, other aces and kings a little."""
        if seat is None:
            return 0.0
        return self.cards_strength(self.zones[HANDS[seat]])

    def cards_strength(self, cards: Iterable[Card]) -> float:
        """`hand_strength` of any cards (a hand as it was dealt, say)."""
        power = self.tables.power
        top = self.tables.top
        total = 0.0
        for card in cards:
            s = power[card.code]
            if card.suit == self.trump:
                total += 0.5 + 0.5 * s / top
            elif s >= top:
                total += 0.6
            elif s >= top - 1:
                total += 0.3
        return total


class CvikState(TrickPlay):
    game_id = "cvik"
    trick_rules = tricks.TrickRules(must_head=True, must_trump=True, must_overtrump=True)

    def zone_specs(self) -> list[ZoneSpec]:
        specs = [ZoneSpec(f"hand:{s}", OWNER, s) for s in range(self.num_players)]
        specs += [ZoneSpec(f"won:{s}", PUBLIC, s) for s in range(self.num_players)]
        specs += [ZoneSpec("talon", HIDDEN), ZoneSpec("turned", PUBLIC), ZoneSpec("trick", PUBLIC),
                  ZoneSpec("folded", HIDDEN)]
        return specs

    def start(self) -> list[Event]:
        n, dealer = self.num_players, self.context.dealer
        self.phase = "declare"
        self.turn: int | None = None
        self.declared: list[str | None] = [None] * n
        self.defender: int | None = None
        self.in_play: list[int] = []
        self.leader: int | None = None
        self.trick_seats: list[int] = []
        self.tricks_won: list[int] = [0] * n
        self.voids: list[tuple[int, str]] = []
        self.looed: list[int] = []
        self.outcome = ""
        pot = pots.Pot.open(n, pots.carried_bank(self.context.extra)).ante(dealer, self.config.stake)
        self.set_pot(pot)
        self.bank_start = self.bank
        self.rebuild_derived()
        deck = self.fresh_pack()
        hand_size = self.game.rulebook.tables["hand_size"]
        order = [(dealer + 1 + i) % n for i in range(n)]
        stock = deck[::-1]  # deal_round deals from the end, so reversed the deal runs from the front
        deal_round(self.zones, stock, order, per_seat=hand_size)
        turned = stock.pop()
        self.zones.add("turned", turned)
        self.zones.add_many("talon", reversed(stock))
        self.trump: str = turned.suit or ""
        events = [Event("ante", seat=dealer, value=self.config.stake),
                  Event("deal", seat=dealer, value=hand_size),
                  Event("trump", cards=(turned,), arg=self.trump)]
        self.turn = order[0]
        return events

    # -- whose turn, what is legal ---------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.turn is None:
            return []
        if self.phase == "declare":
            return [JDU, PAS]
        if self.phase == "swap":
            return [KEEP] + [swap_action(c) for c in self.hand(self.turn)]
        return self.legal_plays()

    def explain_illegal(self, action: Action) -> str:
        if self.turn is None:
            return "the deal is over"
        if self.phase == "declare":
            return "now each player says 'jdu' (play) or 'pas' (stay home)"
        if self.phase == "swap":
            return "the dealer may swap one card of the hand for the turned trump, or keep the cards"
        return self.explain_play(action)

    # -- doing it ------------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        if self.phase == "declare":
            return self._declare(action)
        if self.phase == "swap":
            return self._swap(action)
        self.note_void(self.turn, action.card)  # type: ignore[arg-type]
        return self.apply_play(action)

    def _declare(self, action: Action) -> list[Event]:
        seat, dealer = self.turn, self.context.dealer
        assert seat is not None
        self.declared[seat] = action.kind
        events = [seat_event(action.kind, seat)]
        if action.kind == "pas" and seat != dealer:  # the dealer may yet have to play for the bank
            self.fold(seat)
        nxt = self.next_seat(seat)
        if nxt == dealer and self.config.all_pass == "dealer_takes" and all(
                self.declared[s] == "pas" for s in range(self.num_players) if s != dealer):
            return events + self._take_bank(dealer, "dealer_takes")
        if seat != dealer:
            self.turn = nxt
            return events
        return events + self._resolve()

    def _resolve(self) -> list[Event]:
        dealer = self.context.dealer
        players = [s for s in range(self.num_players) if self.declared[s] == "jdu"]
        if not players:
            self.fold(dealer)
            self.outcome = "carried"
            self.finish()
            return [Event("bank_carried", value=self.bank)]
        if len(players) == 1:
            lone = players[0]
            if lone == dealer or self.config.lone_player == "takes_bank":
                return self._take_bank(lone, "lone")
            self.defender = dealer
            players.append(dealer)
            events = [Event("defend", seat=dealer)]
        else:
            events = []
        if dealer not in players:
            self.fold(dealer)
        leader = self.next_seat(dealer)
        while leader not in players:
            leader = self.next_seat(leader)
        self.begin_play(players, leader)
        if self.config.turned_card == "dealer" and dealer in players:
            self.phase = "swap"
            self.turn = dealer
        return events

    def _swap(self, action: Action) -> list[Event]:
        dealer = self.context.dealer
        leader = self.leader
        events: list[Event] = []
        if action.kind == "swap":
            assert action.card is not None
            turned = self.zones["turned"][0]
            self.zones.move(action.card, "folded")
            self.zones.move(turned, f"hand:{dealer}")
            events.append(private(Event("swap", seat=dealer, cards=(action.card, turned)), {dealer},
                                  Event("swap", seat=dealer, cards=(turned,))))
        else:
            events.append(Event("keep", seat=dealer))
        self.phase = "play"
        self.turn = leader
        return events

    def fold(self, seat: int) -> None:
        """A seat that stays home lays its cards face down; only it knows them."""
        zones = self.zones
        for card in list(zones[HANDS[seat]]):
            zones.move(card, "folded")

    def _take_bank(self, seat: int, why: str) -> list[Event]:
        self.set_pot(self.pot().pay_out(seat, self.bank))
        self.outcome = why
        self.finish()
        return [Event("take_bank", seat=seat, value=self.bank_start, arg=why)]

    def settle(self) -> list[Event]:
        won = self.tricks_won
        counts = {s: won[s] for s in self.in_play if s != self.defender and won[s]}
        events = self.take_shares(counts)
        self.looed = [s for s in self.in_play if s != self.defender and won[s] == 0]
        events += [self.pay_fine(seat, self.fine) for seat in self.looed]
        self.outcome = "played"
        self.finish()
        events.append(Event("bank_carried", value=self.bank))
        return events

    def plausibility(self, observer: int) -> float:
        """How likely the others' jdu and pas were, given the hands this world deals them (0..1].

        A player who said "jdu" held the cards it still has plus those it has played; the cards of
        the players who stayed home lie in the folded pile in the order they folded (three each), so
        a re-dealt world's pile, cut into threes, gives each of them a hand drawn as fairly as any.
        The dealer's own decision is read only while its hand is the one it was dealt (no swap yet).
        """
        dealer = self.context.dealer
        hand_size = self.game.rulebook.tables["hand_size"]
        folded = self.zones["folded"]
        weight = 1.0
        k = 0
        swapped = False
        for event in self.history:
            kind, seat = event.kind, event.seat
            if kind == "pas" and seat != dealer:
                if seat != observer:
                    weight *= self.plays_likelihood(folded[k:k + hand_size], False)
                k += hand_size
            elif kind == "jdu" and seat != observer and seat is not None and seat != dealer:
                weight *= self.plays_likelihood([*self.zones[HANDS[seat]], *self.played_cards(seat)], True)
            elif kind == "swap":
                swapped = True
        if dealer != observer and self.declared[dealer] == "jdu" and not swapped:
            weight *= self.plays_likelihood([*self.zones[HANDS[dealer]], *self.played_cards(dealer)], True)
        return weight if self.plays_were_legal(observer) else weight * IMPOSSIBLE

    # -- what everyone sees ------------------------------------------------------------------------------
    def public_info(self) -> dict[str, Any]:
        return {
            "dealer": self.context.dealer, "phase": self.phase, "trump": self.trump,
            "bank": self.bank, "stake": self.config.stake, "played_for": self.bank_start,
            "declared": list(self.declared), "defender": self.defender, "tricks": list(self.tricks_won),
            "chips": self.table_chips(), "deal": self.context.deal_index + 1,
            "deals": self.game.deals_in_match(self.config, self.num_players),
        }


#: what Cvik says to a player (games/words/ has the words every game shares)
WORDS = Words(
    sentences={
        "ante": ("{seat} vkládá do banku {value:žeton}.", "{seat} stakes {value:žeton} into the bank."),
        "deal": ("{seat} rozdává po {value} kartách.", "{seat} deals {value} cards each."),
        "trump": ("Otočená karta: {cards}; její barva jsou trumfy.", "The {cards} is turned up: its suit is trumps."),
        "jdu": ("{seat}: jdu.", "{seat} plays (jdu)."),
        "pas": ("{seat}: pas.", "{seat} stays home (pas)."),
        "defend": ("{seat} jako rozdávající hraje za bank.", "{seat}, the dealer, plays for the bank."),
        "swap": ("{seat} vyměňuje kartu za otočený trumf ({cards}).", "{seat} swaps a card for the turned trump "
                 "({cards})."),
        "swap/hidden": ("{seat} bere otočený trumf.", "{seat} takes the turned trump."),
        "keep": ("{seat} si nechává své karty.", "{seat} keeps the cards."),
        "trick": ("Zdvih bere {seat}.", "{seat} takes the trick."),
        "share": ("{seat} dostává z banku {value:žeton}.", "{seat} takes {value:žeton} from the bank."),
        "looed": ("{seat} nemá žádný zdvih a platí do banku {value:žeton}.",
                  "{seat} took no trick and pays {value:žeton} in."),
        "take_bank": ("{seat} bere celý bank ({value:žeton}).", "{seat} takes the whole bank ({value:žeton})."),
        "bank_carried": ("V banku zůstává {value:žeton}.", "The bank keeps {value:žeton}."),
    },
    facts={
        "declared": Fact("Hlášení", "Declarations", "per_seat"),
        "defender": Fact("Za bank hraje", "Plays for the bank", "seat"),
    },
    phases={"declare": ("hlášení", "declaring"), "swap": ("výměna trumfu", "trump swap")},
)


class Cvik(PotGame):
    id = "cvik"
    state_class = CvikState
    words = WORDS

    def option_variants(self) -> list[dict[str, Any]]:
        return [{"pack": "german-32"}, {"all_pass": "dealer_takes", "lone_player": "takes_bank"},
                {"turned_card": "dealer", "penalty": "stake"}, {"penalty_cap": 12}]


GAME = Cvik()
