"""Cvik (Cviček, Zwickenspiel): three cards, three tricks, a bank shared in thirds.

The dealer stakes into the bank, everyone gets three cards and the next card sets trumps.
Each player in turn says "jdu" (I play) or "pas" (I stay home). Those who play take three
tricks under Loo-like duties (follow and head, trump when void, overtrump); each trick takes
a third of the bank, and a player who played but took no trick pays into the bank, so the
next deal is played for more.

`TrickPlay` (games/trick_pot/trick_play.py: the trick phase, with the pot arithmetic for shares and
penalties) is shared with Komando, which adds an auction and buying in front of the same play.
"""

from __future__ import annotations

from cards import Card
from games import pot as pots
from games import trick as tricks
from games.actions import Action, card_action
from games.cvik.facts import CvikPublic
from games.cvik.words import WORDS
from games.draw import deal_round
from games.events import Event, private
from games.pot import PotGame
from games.schema import Record, Whole
from games.trick_pot.trick_play import DECLARE, HANDS, JDU, PAS, PLAY, SWAP, TrickPlay, seat_event, simple
from games.zones import HIDDEN, OWNER, PUBLIC, ZoneSpec

KEEP = simple("keep", "Nechat si karty", "Keep my cards")


def swap_action(card: Card) -> Action:
    # card_action caches by the card's names too: a French and a German "AH" are different cards
    return card_action("swap", card, "Vyměnit za otočený trumf: {card}", "Swap the {card} for the turned trump")


class CvikState(TrickPlay):
    game_id = "cvik"
    game: Cvik  # the game object of this state's own game (State says only Game)
    trick_rules = tricks.TrickRules(must_head=True, must_trump=True, must_overtrump=True)
    copied_fields = (*TrickPlay.trick_fields, "declared", "looed")

    def zone_specs(self) -> list[ZoneSpec]:
        specs = [ZoneSpec(f"hand:{s}", OWNER, s) for s in range(self.num_players)]
        specs += [ZoneSpec(f"won:{s}", PUBLIC, s) for s in range(self.num_players)]
        specs += [ZoneSpec("talon", HIDDEN), ZoneSpec("turned", PUBLIC), ZoneSpec("trick", PUBLIC),
                  ZoneSpec("folded", HIDDEN)]
        return specs

    def start(self) -> list[Event]:
        n, dealer = self.num_players, self.context.dealer
        self.phase = DECLARE
        self.turn: int | None = None
        self.declared: list[str | None] = [None] * n
        self.defender: int | None = None
        self.in_play: list[int] = []
        self.leader: int | None = None
        self.trick_seats: list[int] = []
        self.tricks_won: list[int] = [0] * n
        self.voids: list[tuple[int, str | None]] = []
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
        if self.phase == DECLARE:
            return [JDU, PAS]
        if self.phase == SWAP:
            return [KEEP] + [swap_action(c) for c in self.hand(self.turn)]
        return self.legal_plays()

    def explain_illegal(self, action: Action) -> str:
        if self.turn is None:
            return self.refuse("over")
        if self.phase == DECLARE:
            return self.refuse("declare")
        if self.phase == SWAP:
            return self.refuse("swap")
        return self.explain_play(action)

    # -- doing it ------------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        if self.phase == DECLARE:
            return self._declare(action)
        if self.phase == SWAP:
            return self._swap(action)
        self.note_void(self.turn, action.card)  # type: ignore[arg-type]  # a legal play: a seat to act, a card
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
            self.phase = SWAP
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
        self.phase = PLAY
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

    # -- what everyone sees ------------------------------------------------------------------------------
    def public_info(self) -> CvikPublic:
        facts: CvikPublic = {
            "dealer": self.context.dealer, "phase": self.phase, "trump": self.trump,
            "bank": self.bank, "stake": self.config.stake, "played_for": self.bank_start,
            "declared": list(self.declared), "defender": self.defender, "tricks": list(self.tricks_won),
            "chips": self.table_chips(), "deal": self.context.deal_index + 1,
            "deals": self.game.deals_in_match(self.config, self.num_players),
        }
        return facts


class Cvik(PotGame):
    id = "cvik"
    state_class = CvikState
    tables_shape = Record({"hand_size": Whole(1, 13)})
    words = WORDS

    def option_variants(self) -> list[dict[str, object]]:
        return [{"pack": "german-32"}, {"all_pass": "dealer_takes", "lone_player": "takes_bank"},
                {"turned_card": "dealer", "penalty": "stake"}, {"penalty_cap": 12}]


GAME = Cvik()
