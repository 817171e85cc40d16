"""Komando (kaufcvik, Čapáry): Cvik with a main player and buying from the talon.

Two cards each and a turned trump; the dealer may "take the komando" (blind, winning the
turned trump, or after looking), else the others in turn. Two more cards each; the other
players join in or stay home; everyone in the game may exchange up to four cards with
the talon (a sequence of single-card discards and "done"); four tricks follow, each worth
a quarter of the bank. The komandant must take two tricks (one if the dealer took it on a
turned seven), each other player one; failures pay into the bank (the komandant double).

The trick phase and pot arithmetic come from `games.trick_pot.trick_play.TrickPlay`.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from cards import Card, Names, Pack
from games import pot as pots
from games import trick as tricks
from games.actions import Action
from games.events import Event, private
from games.pot import PotGame
from games.schema import ListOf, Record, Text, Whole
from games.trick_pot.trick_play import (
    AUCTION,
    BUY,
    HANDS,
    JDU,
    JOIN,
    PAS,
    TRICKS_TAKEN,
    TrickPlay,
    declared,
    seat_event,
    simple,
)
from games.words import Fact, Words
from games.zones import HIDDEN, OWNER, PUBLIC, ZoneSpec

TAKE_BLIND = simple("take_blind", "Beru komando naslepo (s otočeným trumfem)",
                    "Take the komando blind (with the turned trump)")
LOOK = simple("look", "Podívat se do karet", "Look at my cards")
TAKE = simple("take", "Beru komando", "Take the komando")
DAL = simple("dal", "Dál", "Pass")
DONE = simple("done", "Hotovo, dobrat", "Done: draw the replacements")


def discard_action(card: Card) -> Action:
    return Action("discard", card=card, label_cs=f"Odložit: {card.name('cs')}",
                  label_en=f"Discard the {card.name('en')}")


def discard_actions(pack: Pack) -> dict[str, Action]:
    """`discard_action` of every card of the pack, by code, built whole at first use: filled card by card as
    they were offered (or a functools cache, which `cache_info` lets anyone probe card by card), it would
    tell a bot that imports this module the cards of every buyer's hand."""
    found = _DISCARDS.get(pack.id)
    if found is None:
        found = _DISCARDS[pack.id] = {c.code: discard_action(c) for c in pack.cards}
    return found


_DISCARDS: dict[str, dict[str, Action]] = {}


@cache
def _rules(must_head: bool) -> tricks.TrickRules:
    return tricks.TrickRules(must_head=must_head, must_trump=True, must_overtrump=must_head)


def discard_event(seat: int, card: Card) -> Event:
    """The discard as its seat sees it, the others seeing only that a card went. Made afresh, never cached:
    a private event kept where a bot can import it (or probe a functools cache for it) gives the card away."""
    return private(Event("discard", seat=seat, cards=(card,)), {seat}, Event("discard", seat=seat))


class KomandoState(TrickPlay):
    game_id = "komando"
    game: Komando  # the game object of this state's own game (State says only Game)
    pot_parts = 4
    copied_fields = (*TrickPlay.trick_fields, "spoken", "joined", "buy_order", "bought", "failed")

    @property
    # per deal (an option), where TrickPlay's is per class
    def trick_rules(self) -> tricks.TrickRules:  # type: ignore[override]
        return _rules(bool(self.config.must_head))

    def zone_specs(self) -> list[ZoneSpec]:
        specs = [ZoneSpec(f"hand:{s}", OWNER, s) for s in range(self.num_players)]
        specs += [ZoneSpec(f"won:{s}", PUBLIC, s) for s in range(self.num_players)]
        specs += [ZoneSpec("talon", HIDDEN), ZoneSpec("turned", PUBLIC), ZoneSpec("blind", HIDDEN),
                  ZoneSpec("trick", PUBLIC), ZoneSpec("folded", HIDDEN), ZoneSpec("discard", HIDDEN)]
        return specs

    def start(self) -> list[Event]:
        n, dealer = self.num_players, self.context.dealer
        discard_actions(self.pack)  # built before any card is offered, so no import a bot makes changes after
        self.phase = AUCTION
        self.turn: int | None = dealer
        self.komandant: int | None = None
        self.needed = 0
        self.with_trump = False
        self.looked = not self.config.blind_bonus
        self.spoken: list[str | None] = [None] * n
        self.joined: list[str | None] = [None] * n
        self.buy_order: list[int] = []
        self.discards = 0
        self.bought: list[int] = [0] * n
        self.in_play: list[int] = []
        self.leader: int | None = None
        self.trick_seats: list[int] = []
        self.tricks_won: list[int] = [0] * n
        self.voids: list[tuple[int, str | None]] = []
        self.failed: list[int] = []
        self.outcome = ""
        self.set_pot(pots.Pot.open(n, pots.carried_bank(self.context.extra)).ante(dealer, self.config.stake))
        self.bank_start = self.bank
        self.rebuild_derived()
        deck = self.fresh_pack()
        first = self.game.rulebook.tables["first_deal"]
        order = [(dealer + 1 + i) % n for i in range(n)]
        for k in range(first * n):
            seat = order[k % n]
            blind = seat == dealer and not self.looked
            self.zones.add("blind" if blind else f"hand:{seat}", deck[k])
        turned = deck[first * n]
        self.zones.add("turned", turned)
        self.zones.add_many("talon", deck[first * n + 1:])
        self.trump: str = turned.suit or ""
        return [Event("ante", seat=dealer, value=self.config.stake), Event("deal", seat=dealer, value=first),
                Event("trump", cards=(turned,), arg=self.trump)]

    # -- legal actions -----------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.turn is None:
            return []
        if self.phase == AUCTION:
            if self.turn == self.context.dealer and not self.looked:
                return [TAKE_BLIND, LOOK]
            return [TAKE, DAL]
        if self.phase == JOIN:
            return [JDU, PAS]
        if self.phase == BUY:
            return self._buy_actions()
        return self.legal_plays()

    def _extra(self, seat: int) -> int:
        """Cards a seat must shed beyond what it draws (the blind komandant holds the turned trump too)."""
        hand_size: int = self.game.rulebook.tables["hand_size"]
        return len(self.hand(seat)) + self.discards - hand_size

    def _buy_actions(self) -> list[Action]:
        seat = self.turn
        assert seat is not None
        extra = self._extra(seat)
        limit = min(self.config.max_buy, len(self.zones["talon"])) + extra
        actions = [DONE] if self.discards >= extra else []
        if self.discards < limit:
            discard = discard_actions(self.pack)
            actions += [discard[c.code] for c in self.hand(seat)]
        return actions

    def explain_illegal(self, action: Action) -> str:
        if self.turn is None:
            return self.refuse("over")
        if self.phase == AUCTION:
            return self.refuse("auction")
        if self.phase == JOIN:
            return self.refuse("join")
        if self.phase == BUY:
            if action.kind == "done":
                return self.refuse("discard_first")
            return self.refuse("buy", most=self.config.max_buy)
        return self.explain_play(action)

    # -- doing it -------------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        if self.phase == AUCTION:
            return self._auction(action)
        if self.phase == JOIN:
            return self._join(action)
        if self.phase == BUY:
            return self._buy(action)
        self.note_void(self.turn, action.card)  # type: ignore[arg-type]  # a legal play: a seat to act, a card
        return self.apply_play(action)

    def _auction(self, action: Action) -> list[Event]:
        seat, dealer = self.turn, self.context.dealer
        assert seat is not None
        if action.kind == "look":
            self._reveal_blind()
            self.looked = True
            return [Event("look", seat=seat)]
        if action.kind in ("take", "take_blind"):
            return self._make_komandant(seat, with_trump=action.kind == "take_blind")
        self.spoken[seat] = "dal"
        events = [seat_event("dal", seat)]
        nxt = self.next_seat(seat)
        if nxt != dealer:
            self.turn = nxt
            return events
        if self.config.nobody_takes == "dealer_must":
            return events + self._make_komandant(dealer, with_trump=False)
        for s in range(self.num_players):
            self._fold(s)
        self.outcome = "nobody_took"
        self.finish()
        return [*events, Event("bank_carried", value=self.bank)]

    def _reveal_blind(self) -> None:
        dealer = self.context.dealer
        for card in list(self.zones["blind"]):
            self.zones.move(card, f"hand:{dealer}")

    def _make_komandant(self, seat: int, with_trump: bool) -> list[Event]:
        dealer = self.context.dealer
        self._reveal_blind()
        self.komandant = seat
        self.with_trump = with_trump
        turned = self.zones["turned"][0]
        seven = self.game.rulebook.tables["seven_rank"]
        lucky = self.config.seven_rule and seat == dealer and turned.rank in seven
        self.needed = 1 if lucky else self.game.rulebook.tables["komandant_tricks"]
        events = [Event("komando", seat=seat, value=self.needed, arg="blind" if with_trump else None)]
        second = self.game.rulebook.tables["hand_size"] - self.game.rulebook.tables["first_deal"]
        order = [(dealer + 1 + i) % self.num_players for i in range(self.num_players)]
        for _ in range(second):
            for s in order:
                self.zones.move(self.zones["talon"][0], HANDS[s], certain=True)  # dealt from the top
        events.append(Event("deal_rest", seat=dealer, value=second))
        if with_trump:
            self.zones.move(turned, f"hand:{seat}")
            events.append(Event("take_trump", seat=seat, cards=(turned,)))
        self.phase = JOIN
        self.turn = self.next_seat(seat)
        return events

    def _join(self, action: Action) -> list[Event]:
        seat, boss = self.turn, self.komandant
        assert seat is not None and boss is not None
        self.joined[seat] = action.kind
        events = [seat_event(action.kind, seat)]
        if action.kind == "pas":
            self._fold(seat)
        nxt = self.next_seat(seat)
        if nxt != boss:
            self.turn = nxt
            return events
        players = [s for s in range(self.num_players) if s == boss or self.joined[s] == "jdu"]
        if len(players) == 1:
            if self.config.nobody_joins == "takes_bank":
                self.set_pot(self.pot().pay_out(boss, self.bank))
                events.append(Event("take_bank", seat=boss, value=self.bank_start))
            else:
                events.append(Event("bank_carried", value=self.bank))
            self.outcome = "nobody_joined"
            self.finish()
            return events
        self.in_play = players
        self.buy_order = [s for s in ((boss + 1 + i) % self.num_players for i in range(self.num_players))
                          if s in players]
        self.phase = BUY
        self.discards = 0
        self.turn = self.buy_order[0]
        return events

    def _buy(self, action: Action) -> list[Event]:
        seat = self.turn
        assert seat is not None
        if action.kind == "discard":
            assert action.card is not None
            self.zones.move(action.card, "discard")
            self.discards += 1
            return [discard_event(seat, action.card)]
        draw = self.discards - self._extra(seat)
        drawn = []
        for _ in range(draw):
            card = self.zones["talon"][0]
            self.zones.move(card, HANDS[seat], certain=True)  # bought from the top of the talon
            drawn.append(card)
        self.bought[seat] = draw
        self.discards = 0
        events = [private(Event("buy", seat=seat, cards=tuple(drawn), value=draw), {seat},
                          Event("buy", seat=seat, value=draw))]
        idx = self.buy_order.index(seat)
        if idx + 1 < len(self.buy_order):
            self.turn = self.buy_order[idx + 1]
            return events
        boss = self.komandant
        assert boss is not None
        self.begin_play(self.in_play, boss)
        return events

    def _fold(self, seat: int) -> None:
        zones = self.zones
        for card in list(zones[HANDS[seat]]):
            zones.move(card, "folded")

    def settle(self) -> list[Event]:
        events = self.take_shares({s: k for s, k in enumerate(self.tricks_won) if k})
        self.failed = []
        for seat in self.in_play:
            boss = seat == self.komandant
            if self.tricks_won[seat] < (self.needed if boss else 1):
                self.failed.append(seat)
                events.append(self.pay_fine(seat, self.fine * self.penalty_multiple() if boss else self.fine))
        self.outcome = "played"
        self.finish()
        events.append(Event("bank_carried", value=self.bank))
        return events

    def penalty_multiple(self) -> int:
        return int(self.game.rulebook.tables["komandant_penalty"])

    # -- what everyone sees -----------------------------------------------------------------------------------
    def public_info(self) -> Mapping[str, object]:
        return {
            "dealer": self.context.dealer, "phase": self.phase, "trump": self.trump, "komandant": self.komandant,
            "needed": self.needed or None,  # 0 until somebody takes the komando: nothing to show
            "bank": self.bank, "stake": self.config.stake, "played_for": self.bank_start,
            "joined": list(self.joined), "bought": list(self.bought), "tricks": list(self.tricks_won),
            "chips": self.table_chips(), "deal": self.context.deal_index + 1,
            "deals": self.game.deals_in_match(self.config, self.num_players),
        }


#: what Komando says to a player (games/words/ has the words every game shares)
WORDS = Words(
    sentences={
        "ante": ("{seat} vkládá do banku {value:žeton}.", "{seat} stakes {value:žeton} into the bank."),
        "deal": ("{seat} rozdává po {value} kartách.", "{seat} deals {value} cards each."),
        "trump": ("Otočená karta: {cards}; její barva jsou trumfy.", "The {cards} is turned up: its suit is trumps."),
        "look": ("{seat} se dívá do karet.", "{seat} looks at the cards."),
        "dal": ("{seat} říká: „Dál.“", "{seat} passes."),
        "komando": ("{seat} bere komando (musí uhrát {value:zdvih}).",
                    "{seat} takes the komando (needs {value:zdvih})."),
        "deal_rest": ("{seat} dodává po {value} kartách.", "{seat} deals {value} more cards each."),
        "take_trump": ("{seat} bere otočený trumf.", "{seat} takes the turned trump."),
        "jdu": ("{seat} říká: „Jdu.“", "{seat} joins in."),
        "pas": ("{seat} pasuje.", "{seat} stays home."),
        "discard": ("{seat} odkládá {cards:acc}.", "{seat} discards the {cards}."),
        "discard/hidden": ("{seat} odkládá kartu.", "{seat} discards a card."),
        "buy": ("{seat} si dokupuje {cards:acc}.", "{seat} buys the {cards}."),
        "buy/hidden": ("{seat} si dokupuje {value:karta}.", "{seat} buys {value:karta}."),
        "buy/none": ("{seat} si nic nedokupuje.", "{seat} buys no cards."),
        "trick": ("Zdvih bere {seat}.", "{seat} takes the trick."),
        "share": ("{seat} dostává z banku {value:žeton}.", "{seat} takes {value:žeton} from the bank."),
        "looed": ("Závazek nesplněn: {seat} platí do banku {value:žeton}.",
                  "{seat} fell short and pays {value:žeton} in."),
        "take_bank": ("{seat} bere celý bank ({value:žeton}).", "{seat} takes the whole bank ({value:žeton})."),
        "bank_carried": ("V banku zůstává {value:žeton}.", "The bank keeps {value:žeton}."),
    },
    times={"trick": TRICKS_TAKEN},
    facts={
        "komandant": Fact("Komandant", "Komandant", "seat"),
        "needed": Fact("Musí uhrát", "Needs", "count:zdvih"),
        "joined": Fact("Hlášení", "Declarations", "declared"),
        "bought": Fact("Dokoupeno karet", "Cards bought", "per_seat"),
    },
    formats={"declared": declared},
    phases={"buy": ("dokupování", "buying"), "join": ("přidávání", "joining")},
    zones={"blind": Names("karty naslepo", "blind cards", acc="karty naslepo")},
    reasons={
        "auction": ("v dražbě bereš komando, nebo říkáš dál", "in the auction you take the komando or pass ('dal')"),
        "join": ("každý soupeř komandanta říká jdu (hraje s ním), nebo pas (zůstává doma)",
                 "each opponent of the komandant says 'jdu' (joins in) or 'pas' (stays home)"),
        "discard_first": ("otočený trumf máš jako pátou kartu: nejdřív aspoň jednu kartu odlož",
                          "you hold the turned trump as a fifth card: discard at least one card first"),
        "buy": ("vyměnit smíš nejvýš {most:karta}, a ne víc, než je v talonu; odkládej po jedné, pak done",
                "you may exchange at most {most:karta}, and no more than the talon holds; discard cards one by "
                "one, then done"),
    },
)


class Komando(PotGame):
    id = "komando"
    state_class = KomandoState
    tables_shape = Record({"first_deal": Whole(1, 13), "hand_size": Whole(1, 13), "komandant_tricks": Whole(1, 13),
                           "komandant_penalty": Whole(0), "seven_rank": ListOf(Text()),
                           "good_turned_ranks": ListOf(Text())})
    words = WORDS

    def option_variants(self) -> list[dict[str, object]]:
        return [{"blind_bonus": False, "nobody_takes": "dealer_must"}, {"nobody_joins": "carry", "must_head": True},
                {"penalty": "stake", "penalty_cap": 16, "max_buy": 2}]


GAME = Komando()
