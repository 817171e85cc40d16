"""Hundert: add cards to a pile; exactly a hundred collects the base from each player, going past pays.

Chips move with the shared pot mechanics (games/pot.py): the hundred is `collect_from_each`, going
over is `pay_each` of a third of the base per point over. Nothing goes into a bank in Hundert, so
the carried bank stays empty.
"""

from __future__ import annotations

from functools import lru_cache

from cards import Card, Pack, get_pack
from games.actions import Action
from games.events import Event
from games.hundert.facts import HundertPublic
from games.pot import Pot, chip_returns
from games.pot import PotGame as _PotGame
from games.rulebook import Config, RuleBook
from games.schema import Record, Whole
from games.state import State
from games.words import HIDE, Fact, Words
from games.zones import OWNER, PUBLIC, ZoneSpec


@lru_cache(maxsize=1024)
def add_card(pack_id: str, card: Card) -> Action:
    """Cached per pack: French and German cards share codes such as '7H' but not their names."""
    return Action("play", card=card, label_cs=f"Přiložit {card.name('cs', 'acc')}",
                  label_en=f"Add the {card.name('en')}")


_ADD_BY_CODE: dict[str, dict[str, Action]] = {}


def _add_by_code(pack: Pack) -> dict[str, Action]:
    """`add_card` for every card of `pack`, by code: the legal moves are looked up by a str, which hashes in C."""
    found = _ADD_BY_CODE.get(pack.id)
    if found is None:
        found = _ADD_BY_CODE[pack.id] = {c.code: add_card(pack.id, c) for c in pack.cards}
    return found


#: (pack, values, target, players) -> seat -> card code -> the play event by the total before it: events are values,
#: and making them at every play of every playout cost the search 7% (bench perf, 2026-12-01). Every one is built
#: at the first deal (about a MB): filled as they come, a bot importing the table would read the cards a searching
#: seat's playouts lay down first, its own hand (whenever a bot or a hint searches).
_PLAY_EVENTS: dict[tuple[str, str, int, int], tuple[dict[str, tuple[Event, ...]], ...]] = {}

#: zone names by seat, built once
_HAND = tuple(f"hand:{s}" for s in range(8))


@lru_cache(maxsize=16)
def _zone_specs(n: int) -> tuple[ZoneSpec, ...]:
    """The zones of a deal of `n` players (specs are frozen, so every deal shares them)."""
    return (*(ZoneSpec(f"hand:{s}", OWNER, s) for s in range(n)), ZoneSpec("pile", PUBLIC))


#: (rule book, values option) -> points per rank; the entry holds its rule book, so the id cannot be reused
_VALUES: dict[tuple[int, str], tuple[RuleBook, dict[str, int]]] = {}


def _values(rulebook: RuleBook, name: str) -> dict[str, int]:
    """Points per rank of the `values` option, read from the rule book once (callers copy it)."""
    key = (id(rulebook), name)
    found = _VALUES.get(key)
    if found is None:
        found = _VALUES[key] = (rulebook, {str(k): int(v) for k, v in rulebook.card_values[name].items()})
    return found[1]


class HundertState(State):
    game_id = "hundert"
    pot_parts = 3  # going over costs thirds of the base, so the base must divide by three
    pot_parts_why = "going over the hundred costs a third of the stake per point"
    copied_fields = ("values", "chips")

    def zone_specs(self) -> list[ZoneSpec]:
        return list(_zone_specs(self.num_players))

    def start(self) -> list[Event]:
        n, dealer = self.num_players, self.context.dealer
        self.values: dict[str, int] = _values(self.game.rulebook, self.config["values"]).copy()
        tables = self.game.rulebook.tables
        self.target = int(tables["target"])
        over = tables["over_per_point"]
        self.over_cost = self.config["stake"] * int(over["numerator"]) // int(over["denominator"])
        self._play_events()  # built before any card is offered, so no import a bot makes changes after
        self.total = 0
        self.bank = 0
        self.chips: list[int] = [0] * n
        self.outcome = ""
        deck = self.fresh_pack()
        each = len(deck) // n
        for i in range(n):  # one at a time round the table from the dealer's left: every n-th card to a hand
            self.zones.add_many(_HAND[(dealer + 1 + i) % n], deck[i:each * n:n])
        events = [Event("deal", seat=dealer, value=each * n)]
        for card in deck[each * n:]:  # cards that do not divide evenly start the pile
            self.zones.add("pile", card)
            self.total += self.value(card)
        if self.zones.size("pile"):
            events.append(Event("start_pile", cards=tuple(self.zones["pile"]), value=self.total))
        self.player: int | None = self.next_seat(dealer)
        return events

    def value(self, card: Card) -> int:
        return self.values[card.rank or ""]

    def _play_events(self) -> tuple[dict[str, tuple[Event, ...]], ...]:
        """`_PLAY_EVENTS` of this deal's pack, values, target and players; a card is played below the target."""
        key = (self.pack.id, str(self.config["values"]), self.target, self.num_players)
        found = _PLAY_EVENTS.get(key)
        if found is None:
            values, cards = self.values, [(c, (c,)) for c in self.pack.cards]
            found = _PLAY_EVENTS[key] = tuple(
                {c.code: tuple(Event("play", seat=seat, cards=one, value=before + values[c.rank or ""])
                               for before in range(self.target)) for c, one in cards}
                for seat in range(self.num_players))
        return found

    def hand(self, seat: int) -> list[Card]:
        return self.zones[_HAND[seat]]

    # -- the protocol --------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.player

    @property
    def is_over(self) -> bool:  # State.is_over, one property call fewer (the search asks every step)
        return self.player is None

    def legal_actions(self) -> list[Action]:
        if self.player is None:
            return []
        add = _add_by_code(self.pack)
        return [add[c.code] for c in self.zones[_HAND[self.player]]]

    def explain_illegal(self, action: Action) -> str:
        if self.player is None:
            return self.refuse("over")
        if action.card is not None and action.kind == "play":
            return self.refuse("not_in_hand", card=action.card)
        return self.refuse("add")

    def _apply(self, action: Action) -> list[Event]:
        assert self.player is not None and action.card is not None
        seat, card = self.player, action.card
        self.zones.move(card, "pile")
        before = self.total
        self.total += self.values[card.rank or ""]
        row = self._play_events()[seat][card.code]
        events = [row[before] if before < len(row) else Event("play", seat=seat, cards=(card,), value=self.total)]
        if self.total < self.target:
            player = seat + 1 if seat + 1 < self.num_players else 0
            self.player = player
            if not self.zones[_HAND[player]]:  # cannot happen: the pack adds up to more than the target
                self.player, self.outcome = None, "out of cards"
            return events
        pot = Pot(self.bank, tuple(self.chips))
        if self.total == self.target:
            pot = pot.collect_from_each(seat, self.config.stake)
            self.outcome = "hundred"
            events.append(Event("hundred", seat=seat, value=self.config.stake))
        else:  # past the target
            over = self.total - self.target
            pot = pot.pay_each(seat, over * self.over_cost)
            self.outcome = "over"
            events.append(Event("over", seat=seat, value=over * self.over_cost, arg=str(over)))
        self.bank, self.chips = pot.bank, list(pot.chips)
        self.player = None
        return events

    # -- results --------------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(c) for c in self.chips]

    def returns(self) -> list[float]:
        return chip_returns(self.chips)

    def public_info(self) -> HundertPublic:
        return {
            "dealer": self.context.dealer,
            "total": self.total,
            "target": self.target,
            "stake": self.config.stake,
            "over_per_point": self.over_cost,
            "values": self.config["values"],
            "pack": self.config.pack,
            "outcome": self.outcome,
            "chips": list(self.context.totals),
        }


#: what Hundert says to a player (games/words/ has the words every game shares)
WORDS = Words(
    sentences={
        "deal": ("{seat} rozdává {value:karta}.", "{seat} deals {value:karta}."),
        "start_pile": ("Zbylé karty začínají hromádku: {cards} (součet {value}).",
                       "The cards left over start the pile: {cards} (total {value})."),
        "play": ("{seat} přikládá {cards:acc}, součet {value}.", "{seat} adds the {cards}: total {value}."),
        "hundred": ("{seat} má přesně sto a bere od každého {value:žeton}.",
                    "{seat} makes exactly a hundred and collects {value:žeton} from each player."),
        "over": ("{seat} přetahuje o {arg} a platí každému {value:žeton}.",
                 "{seat} goes {arg} over and pays each player {value:žeton}."),
    },
    facts={
        "total": Fact("Součet na hromádce", "Pile total", "of:target"),
        "over_per_point": Fact("Žetonů za každý bod přes sto", "Chips for each point over the hundred", "plain"),
        "values": HIDE, "pack": HIDE,
    },
    to_others={"hundred": ("{target} platí {seat:dat} {value:žeton}.", "{target} pays {seat} {value:žeton}."),
               "over": ("{target} dostává od {seat:gen} {value:žeton}.", "{target} gets {value:žeton} from {seat}.")},
    outcomes={"hundred": ("přesně sto", "exactly the target"), "over": ("přes hranici", "over the target"),
              "out of cards": ("došly karty", "out of cards")},
    reasons={"add": ("přilož na hromádku jednu kartu ze své ruky (play:KARTA)",
                     "add one card from your own hand to the pile (play:CARD)")},
)


class Hundert(_PotGame):
    id = "hundert"
    state_class = HundertState
    #: the total the players count up to; what going over costs per point, as a fraction of the base
    tables_shape = Record({"target": Whole(1),
                           "over_per_point": Record({"numerator": Whole(0), "denominator": Whole(1)})})
    words = WORDS

    def option_variants(self) -> list[dict[str, object]]:
        return [{"values": "skat"}, {"pack": "german-32"}, {"stake": 30}]

    def default_players(self, config: Config) -> int:
        return 4

    def pack(self, config: Config) -> Pack:
        return get_pack(config.pack)


GAME = Hundert()
