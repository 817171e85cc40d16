"""Alager: exchange three cards with the stock or the table for the best single-suit total."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cached_property
from types import MappingProxyType
from typing import NamedTuple

from cards import Card, Pack, get_pack
from games.actions import Action, card_action, pack_actions
from games.alager.facts import AlagerPrivate, AlagerPublic
from games.draw import deal_round, draw, rebuild_talon, turn_over
from games.errors import InvalidInput
from games.events import Event
from games.game import Game
from games.rulebook import Config
from games.schema import ListOf, MapOf, Record, Text, Whole
from games.state import MatchContext, State
from games.words import Fact, Words
from games.zones import HIDDEN, OWNER, PUBLIC, ZoneSpec

PASS = Action("pass", label_cs="Dál", label_en="Pass")
KNOCK = Action("knock", label_cs="Konec", label_en="Knock")
SWAP_ALL = Action("swap_all", label_cs="Vyměnit všechny tři karty se stolem",
                  label_en="Swap all three cards with the table")


_DISCARD = ("discard", "Odhodit a líznout: {card}", "Throw away the {card} and draw")
_TAKE = ("take", "Vzít ze stolu: {card}", "Take the {card}")
_GIVE = ("give", "Položit na stůl: {card}", "Put the {card} on the table")


def discard_action(card: Card) -> Action:
    return card_action(_DISCARD[0], card, *_DISCARD[1:])


def take_action(card: Card) -> Action:
    return card_action(_TAKE[0], card, *_TAKE[1:])


def give_action(card: Card) -> Action:
    return card_action(_GIVE[0], card, *_GIVE[1:])


class CardActions(NamedTuple):
    """The discard, take and give actions of every card of one pack, by code (legal lists are built at
    every step of every playout, so they are looked up, not made)."""

    discard: dict[str, Action]
    take: dict[str, Action]
    give: dict[str, Action]


def card_actions(pack: Pack) -> CardActions:
    """The pack's `CardActions`, built for the whole pack at first use: a table filled card by card as
    the deal offers them would tell a bot that imports it which cards every seat was offered."""
    found = _CARD_ACTIONS.get(pack.id)
    if found is None:
        kinds = (_DISCARD, _TAKE, _GIVE)
        found = _CARD_ACTIONS[pack.id] = CardActions(*(pack_actions(pack.cards, *kind) for kind in kinds))
    return found


_CARD_ACTIONS: dict[str, CardActions] = {}


def hand_value(cards: Iterable[Card], values: Mapping[str, int]) -> int:
    """The best total of one suit."""
    by_suit: dict[str, int] = {}
    for card in cards:
        by_suit[card.suit or ""] = by_suit.get(card.suit or "", 0) + values[card.rank or ""]
    return max(by_suit.values(), default=0)


def best_suit_total(pairs: list[tuple[str | None, int]]) -> int:
    """`hand_value` of (suit, value) pairs; three cards, the usual case, without building a dict."""
    if len(pairs) != 3:
        by_suit: dict[str | None, int] = {}
        for suit, value in pairs:
            by_suit[suit] = by_suit.get(suit, 0) + value
        return max(by_suit.values(), default=0)
    (s1, v1), (s2, v2), (s3, v3) = pairs
    if s1 == s2:
        return v1 + v2 + v3 if s2 == s3 else max(v1 + v2, v3)
    if s1 == s3:
        return max(v1 + v3, v2)
    if s2 == s3:
        return max(v2 + v3, v1)
    return max(v1, v2, v3)


def special_hand(cards: list[Card], alager_ranks: Iterable[str], three_aces: bool) -> str | None:
    """'alager' for the three top ranks of one suit, 'hori' for three aces (when that option is on)."""
    if len(cards) != 3:
        return None
    first, second, third = cards
    if first.suit == second.suit == third.suit and {first.rank, second.rank, third.rank} == set(alager_ranks):
        return "alager"
    if three_aces and first.rank == second.rank == third.rank == "A":
        return "hori"
    return None


class AlagerState(State):
    game_id = "alager"
    game: Alager  # the game object of this state's own game (State says only Game)
    # the deal's lists (the other fields are numbers, a card or a word): the search's worlds copy these two and
    # share the rest, instead of walking every field
    copied_fields = ("penalties", "shown")

    def zone_specs(self) -> list[ZoneSpec]:
        hands = [ZoneSpec(f"hand:{s}", OWNER, s) for s in range(self.num_players)]
        return [*hands, ZoneSpec("table", PUBLIC), ZoneSpec("talon", HIDDEN), ZoneSpec("discard", PUBLIC)]

    # -- setting up ---------------------------------------------------------------------------------
    def start(self) -> list[Event]:
        tables = self.game.rulebook.tables
        self.turn: int | None = None
        self.taken: Card | None = None  # a table card taken, waiting for a card to put back
        self.passes = 0
        self.knocker: int | None = None
        self.final_turns = 0
        self.turns_taken = 0
        self.ended_by: str | None = None
        self.special_seat: int | None = None
        self.penalties: list[int] = [0] * self.num_players
        self.shown: list[int] = []
        dealer = self.context.dealer
        order = [(dealer + 1 + i) % self.num_players for i in range(self.num_players)]
        deck = self.fresh_pack()
        deal_round(self.zones, deck, order, per_seat=int(tables["hand_size"]))
        self.zones.add_many("talon", deck)
        for _ in range(int(tables["table_size"])):
            turn_over(self.zones, "talon", "table")
        events = [Event("deal", seat=dealer, cards=tuple(self.zones["table"]))]
        for seat in order:
            special = self._special(seat)
            if special:
                return events + self._finish(special, seat)
        self.turn = order[0]
        return events

    # -- whose turn and what may be done ------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self.turn is None:
            return []
        hand = self.hand(self.turn)
        table = card_actions(self.pack)
        if self.taken is not None:
            give = table.give
            return [give[c.code] for c in hand if c != self.taken]
        discard, take = table.discard, table.take
        actions = [discard[c.code] for c in hand] if self.zones["talon"] or len(self.zones["discard"]) else []
        actions += [take[c.code] for c in self.zones["table"]]
        actions.append(SWAP_ALL)
        actions.append(PASS)
        if self.knocker is None:
            actions.append(KNOCK)
        return actions

    def explain_illegal(self, action: Action) -> str:
        if self.turn is None:
            return self.refuse("over")
        if self.taken is not None:
            return self.refuse("give_back", card=self.taken)
        if action.kind == "knock" and self.knocker is not None:
            return self.refuse("knocked")
        if action.kind in ("discard", "give") and action.card in self.hand(self.turn):
            return self.refuse("nothing_to_draw" if action.kind == "discard" else "nothing_taken")
        if action.kind in ("discard", "give"):
            return self.refuse("throw_own")
        if action.kind == "take":
            return self.refuse("take_table")
        return super().explain_illegal(action)

    # -- a turn ---------------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        assert seat is not None
        if action.kind == "take":
            assert action.card is not None
            self.taken = action.card
            self.zones.move(action.card, f"hand:{seat}")
            return [Event("take", seat=seat, cards=(action.card,))]
        if action.kind == "give":
            assert action.card is not None and self.taken is not None
            index = len(self.zones["table"])
            self.zones.move(action.card, "table", index=index)
            self.taken = None
            return [Event("give", seat=seat, cards=(action.card,)), *self._after_exchange(seat)]
        if action.kind == "discard":
            assert action.card is not None
            self.zones.move(action.card, "discard")
            events = [Event("discard", seat=seat, cards=(action.card,))]
            if not self.zones["talon"]:
                # the card just thrown away stays on the pile unless it is the only one left
                keep = 1 if len(self.zones["discard"]) > 1 else 0
                rebuild_talon(self.zones, "discard", "talon", self.rng, keep_top=keep)
                events.append(Event("restock"))
            drawn = draw(self.zones, "talon", f"hand:{seat}")
            events.append(Event("draw", seat=seat, cards=tuple(drawn), audience=frozenset({seat}),
                                public=Event("draw", seat=seat)))
            return events + self._after_exchange(seat)
        if action.kind == "swap_all":
            mine, table = list(self.hand(seat)), list(self.zones["table"])
            for card in table:
                self.zones.move(card, f"hand:{seat}")
            for card in mine:
                self.zones.move(card, "table")
            return [Event("swap_all", seat=seat, cards=tuple(mine)), *self._after_exchange(seat)]
        if action.kind == "knock":
            self.knocker = seat
            self.final_turns = self.num_players - 1
            events = [Event("knock", seat=seat)]
            return events + self._advance(seat)
        self.passes += 1
        events = [Event("pass", seat=seat)]
        if self.passes >= self.num_players and self.knocker is None:
            events += self._refresh_table()
        return events + self._advance(seat)

    def _after_exchange(self, seat: int) -> list[Event]:
        self.passes = 0
        special = self._special(seat)
        if special:
            return self._finish(special, seat)
        return self._advance(seat)

    def _advance(self, seat: int) -> list[Event]:
        self.turns_taken += 1
        if self.knocker is not None and seat != self.knocker:
            self.final_turns -= 1
        if self.knocker is not None and self.final_turns <= 0:
            return self._finish("knock", self.knocker)
        if self.knocker is None and self.turns_taken >= self.config.round_limit * self.num_players:
            return self._finish("limit", None)
        self.turn = self.next_seat(seat)
        return []

    def _refresh_table(self) -> list[Event]:
        """Everyone said 'dál': the table cards go under the stock, three new ones are turned."""
        old = list(self.zones["table"])
        if len(self.zones["talon"]) < len(old):
            rebuild_talon(self.zones, "discard", "talon", self.rng)
        for card in old:
            self.zones.move(card, "talon", index=0)  # everyone saw them go to the bottom
        for _ in old:
            turn_over(self.zones, "talon", "table")
        self.passes = 0
        return [Event("new_table", cards=tuple(self.zones["table"]))]

    # -- the end of a deal -----------------------------------------------------------------------------------
    def values(self) -> Mapping[str, int]:
        return self.game.rank_values

    def value_of(self, seat: int) -> int:
        return hand_value(self.hand(seat), self.values())

    def _special(self, seat: int) -> str | None:
        ranks = self.game.alager_ranks[self.pack.family]
        return special_hand(self.hand(seat), ranks, self.config.three_aces == "ends")

    def _finish(self, reason: str, seat: int | None) -> list[Event]:
        self.turn = None
        self.taken = None
        self.ended_by = reason
        self.special_seat = seat if reason in ("alager", "hori") else None
        for s in range(self.num_players):
            for card in self.hand(s):
                self.zones.reveal(card)
        self.shown = [self.value_of(s) for s in range(self.num_players)]
        # a knocked deal ends with the showdown: its own event, as the knock was already announced
        events = [Event("showdown" if reason == "knock" else reason, seat=seat)]
        candidates = [s for s in range(self.num_players) if s != self.special_seat]
        lowest = min(self.shown[s] for s in candidates)
        losers = [s for s in candidates if self.shown[s] == lowest]
        if len(losers) > 1 and self.config.lowest_tie == "none":
            losers = []
        if self.special_seat is not None:
            self.penalties[self.special_seat] = -1
        for s in losers:
            self.penalties[s] = 1
        for s in range(self.num_players):
            events.append(Event("show", seat=s, cards=tuple(self.hand(s)), value=self.shown[s]))
        events += [Event("penalty", seat=s, value=1) for s in losers]
        return events

    def scores(self) -> list[float]:
        return [float(p) for p in self.penalties]

    def returns(self) -> list[float]:
        return [-float(p) for p in self.penalties]

    def public_info(self) -> AlagerPublic:
        return {
            "dealer": self.context.dealer, "knocker": self.knocker, "passes": self.passes,
            "taken": None if self.taken is None else self.taken.code, "ended_by": self.ended_by,
            "shown": list(self.shown), "penalties": list(self.context.totals),
            "limit": self.config.penalty_limit,
        }

    def private_info(self, seat: int) -> AlagerPrivate:
        return {"value": self.value_of(seat)}


#: what Alager says to a player (games/words/ has the words every game shares)
WORDS = Words(
    sentences={
        "deal": ("{seat} rozdává; na stole leží {cards}.", "{seat} deals; on the table: {cards}."),
        "take": ("{seat} bere ze stolu {cards:acc}.", "{seat} takes the {cards} from the table."),
        "give": ("{seat} pokládá na stůl {cards:acc}.", "{seat} puts the {cards} on the table."),
        "discard": ("{seat} odhazuje {cards:acc}.", "{seat} throws away the {cards}."),
        "draw": ("{seat} si dobírá {cards:acc}.", "{seat} draws the {cards}."),
        "draw/hidden": ("{seat} si dobírá kartu.", "{seat} draws a card."),
        "swap_all": ("{seat} mění se stolem všechny tři karty a dává na stůl {cards:acc}.",
                     "{seat} swaps all three cards with the table, giving the {cards}."),
        "pass": ("{seat} říká: „Dál.“", "{seat} passes."),
        "knock": ("{seat} hlásí konec! Ostatní mají poslední výměnu.",
                  "{seat} knocks: everyone else has one last turn."),
        "new_table": ("Všichni řekli dál; nové karty na stole: {cards}.",
                      "Everyone passed: the new table cards are the {cards}."),
        "restock": ("Odhozené karty se zamíchaly do nového balíčku.", "The thrown-away cards become a new stock."),
        "alager": ("{seat} má alager!", "{seat} has an Alager!"),
        "hori": ("{seat} hlásí: „Hoří!“ Tři esa.", "{seat}: Fire! Three aces."),
        "limit": ("Vypršel počet kol: karty se ukazují.", "The round limit is reached: hands are shown."),
        "showdown": ("Poslední výměny po konci skončily: karty se ukazují.",
                     "The last exchanges after the knock are over: hands are shown."),
        "show": ("{seat} ukazuje {cards:acc}: {value:bod}.", "{seat} shows the {cards}: {value:bod}."),
        "penalty": ("{seat} dostává trestný bod.", "{seat} gets a penalty point."),
    },
    facts={
        "knocker": Fact("Konec řekl", "Knocked", "seat"),
        "passes": Fact("Za sebou řekli dál", "Passes in a row", "nonzero"),  # all say dál: new table cards
        "taken": Fact("Vzato ze stolu", "Taken from the table", "card"),
        "ended_by": Fact("Rozdání skončilo", "Deal ended by", "outcome"),
        "shown": Fact("Ukázali karty", "Have shown", "seats"),
        "penalties": Fact("Trestné body", "Penalty points", "per_seat"),
        "limit": Fact("Hranice trestných bodů", "Penalty limit", "plain"),
    },
    outcomes={"knock": ("konec a poslední výměny", "a knock and the last exchanges"), "alager": ("alager", "an Alager"),
              "hori": ("hoří: tři esa", "fire: three aces"), "limit": ("vypršel počet kol", "the round limit")},
    reasons={
        "give_back": ("{card} je ze stolu v tvé ruce: teď polož na stůl jinou svou kartu (give:KARTA)",
                      "you took the {card}: now put one of your other cards on the table in its place (give:CARD)"),
        "knocked": ("konec už zazněl: ostatní mají poslední výměnu",
                    "someone has knocked already: everyone else has one last exchange"),
        "nothing_to_draw": ("odhodit teď nejde: není z čeho líznout", "you cannot throw away now: there is nothing to "
                            "draw"),
        "nothing_taken": ("na stůl pokládáš kartu jen místo karty vzaté ze stolu",
                          "you put a card on the table only after taking one from it"),
        "throw_own": ("odhodit můžeš jen kartu, kterou máš v ruce", "you can only throw away a card you hold"),
        "take_table": ("vzít můžeš jen některou z karet, které leží lícem nahoru na stole",
                       "you can only take one of the cards lying face up on the table"),
    },
)


class Alager(Game):
    id = "alager"
    state_class = AlagerState
    #: the ranks that count as alager cards, per pack family; the cards dealt to each hand and to the table
    tables_shape = Record({"alager_ranks": MapOf(ListOf(Text())), "hand_size": Whole(1, 13),
                           "table_size": Whole(1, 13)})
    lower_is_better = True

    @cached_property
    def rank_values(self) -> Mapping[str, int]:
        """Each rank's value from the rule book, read once (hands are valued at every exchange of a playout)."""
        return MappingProxyType({str(k): int(v) for k, v in self.rulebook.card_values.items()})

    @cached_property
    def alager_ranks(self) -> Mapping[str, frozenset[str]]:
        """The ranks that make an Alager, per pack family, read once."""
        return MappingProxyType({str(family): frozenset(ranks)
                                 for family, ranks in self.rulebook.tables["alager_ranks"].items()})
    words = WORDS

    def pack(self, config: Config) -> Pack:
        return get_pack(config.pack)

    def option_variants(self) -> list[dict[str, object]]:
        return [{"pack": "german-32"}, {"three_aces": "plain", "lowest_tie": "none"}]

    def check_config(self, config: Config) -> None:
        pack = get_pack(config.pack)
        if pack.family not in self.rulebook.tables["alager_ranks"]:
            raise InvalidInput(f"alager has no Alager ranks for a {pack.family} pack")

    def player_counts(self, config: Config) -> list[int]:
        pack = get_pack(config.pack)
        tables = self.rulebook.tables
        most = (pack.size - int(tables["table_size"]) - 1) // int(tables["hand_size"])
        return list(range(self.rulebook.min_players, min(self.rulebook.max_players, most) + 1))

    def after_deal(self, config: Config, context: MatchContext, deal: State) -> MatchContext:
        # Penalty points never go below zero: an Alager can only wipe out points you have.
        totals = tuple(max(0.0, t + s) for t, s in zip(context.totals, deal.scores(), strict=True))
        return MatchContext(context.num_players, context.deal_index + 1, (context.dealer + 1) % context.num_players,
                            totals, context.extra)

    def match_over(self, config: Config, context: MatchContext) -> bool:
        limit: float = config.penalty_limit
        return max(context.totals) >= limit


GAME = Alager()
