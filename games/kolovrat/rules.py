"""Kolovrat: capture table cards by value or sum, and steal each other's piles by their top card."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import cached_property
from operator import attrgetter

from cards import Card
from games import rng as rngs
from games.actions import Action
from games.draw import deal_round, turn_over
from games.events import Event
from games.kolovrat.actions import CardTable as CardTable
from games.kolovrat.actions import capture_action as capture_action
from games.kolovrat.actions import card_table as card_table
from games.kolovrat.actions import take_action as take_action
from games.kolovrat.actions import take_pile_action as take_pile_action
from games.kolovrat.actions import trail_action as trail_action
from games.kolovrat.facts import KolovratPublic
from games.kolovrat.picks import can_make as can_make
from games.kolovrat.picks import completing_picks as completing_picks
from games.kolovrat.picks import completing_values, table_sums
from games.kolovrat.worlds import Worlds
from games.pot import Pot, PotGame, carried_bank, chip_returns
from games.schema import Record, Whole
from games.state import State
from games.words import Fact, Words
from games.words.vocabulary import Speaker
from games.zones import HIDDEN, OWNER, PUBLIC, ZoneSpec

DONE = Action("done", label_cs="Hotovo", label_en="Done")
_rank = attrgetter("rank")  # with map, a zone's ranks read without a Python step per card


def hand_choices(hand: list[Card], capturable: int, bits: dict[str | None, int], cards: CardTable,
                 trail_anyway: bool) -> list[Action]:
    """The moves between captures, card by card in hand order: lay it down, or capture with it where its value's
    bit is in `capturable` (and, with `trail_anyway`, lay it down all the same). A search's light worlds
    (ai/games/kolovrat/light.py) list their moves with it too."""
    trail, capture = cards.trail, cards.capture
    actions = []
    for card in hand:
        code = card.code
        if capturable & bits[card.rank]:
            if trail_anyway:
                actions.append(trail[code])
            actions.append(capture[code])
        else:
            actions.append(trail[code])
    return actions


class KolovratState(State):
    game_id = "kolovrat"
    game: Kolovrat  # the game object of this state's own game (State says only Game)
    counted_from_one = frozenset({"take_pile"})  # take_pile:2 takes Hráč 2's pile, as its label says
    #: the deal's lists: a copy (every world the search samples) copies these and shares the other fields
    copied_fields = ("order", "winners", "chips")
    #: the `CardTable` of this deal's pack and player count, kept at hand: the search lists and makes its
    #: actions at every node
    derived_fields = ("cards",)

    def world_sampler(self, seat: int) -> Callable[[random.Random], State]:
        if type(self).sample_world is not State.sample_world:
            return super().world_sampler(seat)
        return Worlds(self, seat)

    def zone_specs(self) -> list[ZoneSpec]:
        hands = [ZoneSpec(f"hand:{s}", OWNER, s) for s in range(self.num_players)]
        piles = [ZoneSpec(f"pile:{s}", PUBLIC, s) for s in range(self.num_players)]
        return [*hands, ZoneSpec("table", PUBLIC), ZoneSpec("talon", HIDDEN), *piles]

    def rebuild_derived(self) -> None:
        self.cards: CardTable = card_table(self.pack, self.num_players)

    def start(self) -> list[Event]:
        self.rebuild_derived()
        tables = self.game.rulebook.tables
        dealer = self.context.dealer
        self.order = [(dealer + 1 + i) % self.num_players for i in range(self.num_players)]
        self.turn: int | None = self.order[0]
        self.playing: Card | None = None
        self.groups_taken = 0
        self.partial_sum = 0  # value picked so far towards a sum that is not yet complete
        self.last_player: int | None = None
        self.last_capturer: int | None = None
        self.refilled = False
        self.winners: list[int] = []
        pot = Pot.open(self.num_players, carried_bank(self.context.extra)).ante_each(int(self.config.stake))
        self.bank, self.chips = pot.bank, list(pot.chips)
        deck = self.fresh_pack()
        deal_round(self.zones, deck, self.order, per_seat=int(tables["hand_size"]))
        self.zones.add_many("talon", deck)
        for _ in range(int(tables["table_size"])):
            turn_over(self.zones, "talon", "table")
        events = self._no_equal_table_values()
        return [Event("deal", seat=dealer, cards=tuple(self.zones["table"]), value=self.config.stake), *events]

    def _no_equal_table_values(self) -> list[Event]:
        """Table cards of one value go back into the talon and are replaced, as the rules ask."""
        events = []
        for _ in range(200):
            seen: set[int] = set()
            duplicate = None
            for card in self.zones["table"]:
                if self.value(card) in seen:
                    duplicate = card
                    break
                seen.add(self.value(card))
            if duplicate is None or len(self.zones["talon"]) == 0:
                break
            index = rngs.below(self.rng, len(self.zones["talon"]))
            self.zones.move(duplicate, "talon", index=index, forget=True)
            replacement = turn_over(self.zones, "talon", "table")
            events.append(Event("replace", cards=(duplicate,) + ((replacement,) if replacement else ())))
        return events

    # -- values and options -------------------------------------------------------------------------
    def value(self, card: Card) -> int:
        return self.game.rank_values[card.rank]

    def _values(self) -> dict[str, int]:
        return {str(k): int(v) for k, v in self.game.rulebook.card_values.items()}

    def _piles_on_offer(self, seat: int) -> tuple[list[int], list[int]]:
        """The other players' non-empty piles, in seat order: their seats and the values of their top cards."""
        values = self.game.rank_values
        seats, tops = [], []
        for other, name in enumerate(self.game.pile_zones[: self.num_players]):
            pile = self.zones[name]
            if other != seat and pile:
                seats.append(other)
                tops.append(values[pile[-1].rank])
        return seats, tops

    def capture_options(self, seat: int, card: Card) -> list[Action]:
        """The single picks that keep a capture with `card` completable.

        A capture is built one pick at a time: a card or pile of the played card's value is a group
        of its own; smaller table cards (and, by option, pile tops) are picked towards a sum, and only
        while the rest of the table can still make the sum up exactly. The picks on offer are the
        table cards in order, then the other players' piles in seat order.
        """
        values = self.game.rank_values
        target = values[card.rank]
        partial = self.partial_sum
        if not self.config.pile_sums:
            return self._table_options(seat, target, partial)
        missing = target - partial
        table = self.zones["table"]
        pile_seats, tops = self._piles_on_offer(seat)
        worth = [values[c.rank] for c in table] + tops
        on_table = len(table)
        summable = [True] * on_table + [bool(self.config.pile_sums)] * len(tops)
        sums = bool(self.config.sums)
        completing = completing_picks(worth, summable, missing) if sums and missing >= 0 else set()
        options = []
        take = self.cards.take
        for i, value in enumerate(worth):
            if (value == target and partial == 0) or i in completing:
                options.append(take[table[i].code] if i < on_table else take_pile_action(pile_seats[i - on_table]))
        return options

    def _table_options(self, seat: int, target: int, partial: int) -> list[Action]:
        """`capture_options` where piles join no sum: the table cards whose values complete the sum (every card of
        such a value does, one standing in for another), then the piles of the played value, if no sum is
        under way. The search lists these at every node of a capture."""
        values = self.game.rank_values
        table = self.zones["table"]
        worth = [values[c.rank] for c in table]
        missing = target - partial
        ok = 0 if partial else 1 << target
        if self.config.sums and missing >= 0:
            ok |= completing_values(tuple(sorted([w for w in worth if w <= missing])), missing)
        take = self.cards.take
        options = [take[c.code] for c, w in zip(table, worth, strict=True) if ok >> w & 1]
        if not partial:
            zones, pile_zones = self.zones._cards, self.game.pile_zones  # the dict itself: a call less a pile
            for other in range(self.num_players):
                pile = zones[pile_zones[other]]
                if other != seat and pile and values[pile[-1].rank] == target:
                    options.append(take_pile_action(other))
        return options

    def _capturable(self, seat: int) -> int:
        """A bitmask of the card values that can start a capture now (bit v: a card of value v captures).

        A card captures when something on offer has its value, or (with sums) when two or more summable
        picks add up to it: exactly when `capture_options` would offer it a first pick.
        """
        game = self.game
        bits, limit = game.rank_bits, game.value_limit
        zones = self.zones._cards  # the dict itself: the tree walk asks this at every node, a call less a zone
        # sums of exactly one summable pick, and of two or more (a card's bit times: its value on)
        if self.config.sums:
            one, two = table_sums(tuple(map(bits.__getitem__, map(_rank, zones["table"]))), limit)
            pile_sums = self.config.pile_sums
        else:
            one = two = 0
            for card in zones["table"]:
                one |= bits[card.rank]
            pile_sums = False
        equal = one
        pile_zones = game.pile_zones
        for other in range(self.num_players):
            pile = zones[pile_zones[other]]
            if other != seat and pile:
                b = bits[pile[-1].rank]
                equal |= b
                if pile_sums:
                    two = (two | (one | two) * b) & limit
                    one |= b
        return equal | two

    # -- turns ------------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self.turn is None:
            return []
        if self.playing is not None:
            options = self.capture_options(self.turn, self.playing)
            return [*options, DONE] if self.groups_taken and not self.partial_sum else options
        return self._hand_actions(self.turn)

    def _capturing(self, seat: int) -> list[bool]:
        """For each card in the seat's hand, in order, whether it can capture now."""
        hand = self.hand(seat)
        if self.partial_sum:  # never between captures; kept so the rule reads the same in every state
            return [bool(self.capture_options(seat, c)) for c in hand]
        capturable = self._capturable(seat)
        values = self.game.rank_values
        return [bool(capturable >> values[c.rank] & 1) for c in hand]

    def _hand_actions(self, seat: int, capturing: list[bool] | None = None) -> list[Action]:
        """The choices between captures: lay each card down, or capture with it when it can."""
        hand = self.hand(seat)
        trail_anyway = self.config.trail_when_capture
        trail, capture = self.cards.trail, self.cards.capture
        actions = []
        if capturing is None and not self.partial_sum:
            # `_capturing` read card by card (the search's tree walk lists these at every node)
            return hand_choices(hand, self._capturable(seat), self.game.rank_bits, self.cards, bool(trail_anyway))
        flags = self._capturing(seat) if capturing is None else capturing
        for card, captures in zip(hand, flags, strict=True):
            if not captures or trail_anyway:
                actions.append(trail[card.code])
            if captures:
                actions.append(capture[card.code])
        return actions

    def explain_illegal(self, action: Action) -> str:
        if self.turn is None:
            return self.refuse("over")
        if self.playing is not None:
            if action.kind == "done" and self.partial_sum:
                return self.refuse("finish_sum", missing=self.value(self.playing) - self.partial_sum)
            if action.kind == "done":
                return self.refuse("take_something")
            return self.refuse("what_captures", card=self.playing, value=self.value(self.playing))
        if action.kind in ("trail", "capture") and action.card is not None and action.card not in self.hand(self.turn):
            return self.refuse("not_in_hand", card=action.card)
        if action.kind == "capture" and action.card is not None:
            return self.refuse("captures_nothing", card=action.card)
        if action.kind == "trail" and action.card is not None:
            return self.refuse("must_capture", card=action.card)
        return self.refuse("own_card")

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        assert seat is not None
        if action.kind == "trail":
            assert action.card is not None
            self.zones.move(action.card, "table")
            return [self._card_event("trail", seat, action.card), *self._next_turn(seat)]
        if action.kind == "capture":
            assert action.card is not None
            self.playing = action.card
            self.groups_taken = 0
            self.partial_sum = 0
            return [self._card_event("capture", seat, action.card)]
        if action.kind == "done":
            return self._finish_capture(seat)
        assert self.playing is not None
        value = self._pick_value(seat, action)
        events = self._take(seat, action)
        self.partial_sum += value
        if self.partial_sum < self.value(self.playing):
            return events  # a sum under way: the next pick must continue it
        self.partial_sum = 0
        self.groups_taken += 1
        if self.config.captures == "one" or not self._capturable(seat) >> self.value(self.playing) & 1:
            events += self._finish_capture(seat)
        return events

    def _card_event(self, kind: str, seat: int, card: Card) -> Event:
        """A 'trail', 'capture' or 'take' event, from the card table: playouts make them at every step."""
        return self.cards.events[kind][seat][card.code]

    def _pick_value(self, seat: int, action: Action) -> int:
        if action.kind == "take_pile":
            assert action.number is not None
            return self.value(self.zones[self.game.pile_zones[action.number]][-1])
        assert action.card is not None
        return self.value(action.card)

    def _take(self, seat: int, action: Action) -> list[Event]:
        pile = self.game.pile_zones[seat]
        if action.kind == "take_pile":
            assert action.number is not None
            stolen = list(self.zones[self.game.pile_zones[action.number]])
            for card in stolen:
                self.zones.move(card, pile)
            return [Event("take_pile", seat=seat, target=action.number, cards=(stolen[-1],), value=len(stolen))]
        assert action.card is not None
        self.zones.move(action.card, pile)
        return [self._card_event("take", seat, action.card)]

    def _finish_capture(self, seat: int) -> list[Event]:
        assert self.playing is not None
        self.zones.move(self.playing, self.game.pile_zones[seat])  # the capturing card lies face up on top
        self.playing = None
        self.last_capturer = seat
        return self._next_turn(seat)

    def _next_turn(self, seat: int) -> list[Event]:
        self.last_player = seat
        n = self.num_players
        for step in range(1, n + 1):  # the next seat round the table that still holds cards
            nxt = (seat + step) % n
            if self.hand(nxt):
                self.turn = nxt
                return []
        if self.zones["talon"]:
            return self._second_deal()
        return self._end_of_deal()

    def _second_deal(self) -> list[Event]:
        """After the first hands are played out, the whole talon is shared evenly; the rest goes on the table."""
        each = len(self.zones["talon"]) // self.num_players
        deck = list(self.zones["talon"])
        if each:
            for _ in range(each):
                for seat in self.order:
                    card = deck.pop()
                    self.zones.move(card, f"hand:{seat}", certain=True)  # dealt from the top
        for _ in deck:
            turn_over(self.zones, "talon", "table")
        self.refilled = True
        if not any(self.hand(s) for s in range(self.num_players)):
            return [Event("refill", value=each), *self._end_of_deal()]
        self.turn = self.order[0]
        return [Event("refill", value=each, cards=tuple(deck))]

    def _end_of_deal(self) -> list[Event]:
        events = []
        rule = self.config.leftovers
        taker = self.last_player if rule == "last_player" else self.last_capturer if rule == "last_capturer" else None
        leftovers = list(self.zones["table"])
        if taker is not None and leftovers:
            for card in leftovers:
                self.zones.move(card, f"pile:{taker}", index=0)  # under the pile: its top card stays
            events.append(Event("leftovers", seat=taker, cards=tuple(leftovers)))
        counts = [len(self.zones[f"pile:{s}"]) for s in range(self.num_players)]
        best = max(counts)
        self.winners = [s for s in range(self.num_players) if counts[s] == best]
        pot = Pot(self.bank, tuple(self.chips)).award(self.winners)
        self.bank, self.chips = pot.bank, list(pot.chips)
        self.turn = None
        events += [Event("count", seat=s, value=counts[s]) for s in range(self.num_players)]
        events += [Event("wins", seat=s) for s in self.winners]
        return events

    # -- results ------------------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(c) for c in self.chips]

    def returns(self) -> list[float]:
        chips = chip_returns(self.chips)
        counts = [len(self.zones[f"pile:{s}"]) for s in range(self.num_players)]
        mean = sum(counts) / self.num_players
        total = max(1, self.pack.size)
        # chips decide, but the share of cards breaks the search's ties between equal outcomes
        return [max(-1.0, min(1.0, 0.8 * c + 0.2 * (n - mean) / total * self.num_players))
                for c, n in zip(chips, counts, strict=True)]

    def public_info(self) -> KolovratPublic:
        return {
            "dealer": self.context.dealer, "bank": self.bank, "chips": list(self.chips),
            "playing": None if self.playing is None else self.playing.code, "sum_so_far": self.partial_sum,
            "captured": [len(self.zones[f"pile:{s}"]) for s in range(self.num_players)],
            "talon": len(self.zones["talon"]), "totals": list(self.context.totals),
        }


#: a dealt card of a value already on the table goes back and another is turned up in its place: two roles, which
#: a template's one list of cards cannot tell apart
REPLACED = ("{back} má stejnou hodnotu jako jiná karta na stole: vrací se do talonu a místo ní se otáčí {new}.",
            "The {back} has the value of another card on the table: it goes back into the stock and the {new} is "
            "turned up in its place.")


def _replace(event: Event, lang: str, names: Sequence[str], game: Speaker) -> str | None:
    if event.kind != "replace" or len(event.cards) != 2:
        return None
    back, new = (card.name(lang) for card in event.cards)
    text = REPLACED[0 if lang == "cs" else 1].format(back=back, new=new)
    return text[:1].upper() + text[1:]


#: what Kolovrat says to a player (games/words/ has the words every game shares)
WORDS = Words(
    sentences={
        "deal": ("{seat} rozdává, každý vkládá {value:žeton}; na stole leží {cards}.",
                 "{seat} deals, everyone stakes {value:žeton}; on the table: {cards}."),
        "replace": ("Stejnou hodnotu už má jiná karta na stole: {cards} se vrací do talonu.",
                    "Another card on the table has the same value: the {cards} goes back into the stock."),
        "trail": ("{seat} přikládá na stůl {cards:acc}.", "{seat} lays the {cards} on the table."),
        "capture": ("{seat} bere {cards:ins}.", "{seat} captures with the {cards}."),
        "take": ("{seat} sbírá {cards:acc}.", "{seat} takes the {cards}."),
        "take_pile": ("{seat} bere {target:dat} hromádku ({value:karta}).",
                      "{seat} takes {target}'s pile ({value:karta})."),
        "refill": ("Talon se rozdává: každý dostává {value:karta}.", "The stock is dealt out: {value:karta} each."),
        "leftovers": ("{seat} si bere karty, které zbyly na stole: {cards}.", "{seat} takes the cards left: {cards}."),
        "count": ("{seat} má {value:karta}.", "{seat} has {value:karta}."),
        "wins": ("{seat} vyhrává bank.", "{seat} wins the bank."),
    },
    facts={
        "playing": Fact("Hraná karta", "Card played", "card"),
        "captured": Fact("Sebráno karet", "Cards captured", "per_seat"),
        "sum_so_far": Fact("Zatím sečteno", "Sum picked so far", "nonzero"),
    },
    reasons={
        "finish_sum": ("nejdřív dokonči součet: chybí ještě {missing}",
                       "finish the sum first: {missing} more to make up"),
        "take_something": ("než braní ukončíš, seber aspoň jednu kartu nebo hromádku",
                           "take at least one card or pile before you finish the capture"),
        "what_captures": ("hraješ {card:acc} (hodnota {value}): sebrat můžeš kartu ze stolu té hodnoty, karty "
                          "ze stolu, které ji dají dohromady, nebo hromádku jiného hráče s takovou kartou navrchu",
                          "with the {card} ({value}) you can take a table card of that value, table cards adding up "
                          "to it, or another player's pile with such a card on top"),
        "captures_nothing": ("{card} nic nebere: stejnou hodnotu nemá žádná karta na stole, součet karet ani vršek "
                             "hromádky",
                             "the {card} captures nothing: no table card, sum of table cards or pile top has "
                             "its value"),
        "must_capture": ("{card} může brát, tak brát musí (volba pravidel trail_when_capture)",
                         "the {card} can capture, so it must capture (rule option trail_when_capture)"),
        "own_card": ("zahraj jednu ze svých karet: přilož ji na stůl, nebo s ní ber",
                     "play one of your own cards: lay it on the table or capture with it"),
    },
    sentence=_replace,
    labels={"take_pile": ("Sebrat hromádku {target:dat}", "Take {target}'s pile")},
)


class Kolovrat(PotGame):
    id = "kolovrat"
    state_class = KolovratState
    tables_shape = Record({"hand_size": Whole(1, 13), "table_size": Whole(0, 13)})

    @cached_property
    def rank_values(self) -> dict[str | None, int]:
        """Each rank's value from the rule book, read once (the capture rules ask for it constantly)."""
        values: dict[str | None, int] = {str(k): int(v) for k, v in self.rulebook.card_values.items()}
        return values

    @cached_property
    def rank_bits(self) -> dict[str | None, int]:
        """Each rank's value as a bit (1 << value): a card's bit ANDs with a bitmask of values, and multiplying
        by it shifts a bitmask of sums by the value."""
        return {rank: 1 << value for rank, value in self.rank_values.items()}

    @cached_property
    def pile_zones(self) -> tuple[str, ...]:
        """The piles' zone names by seat, formatted once."""
        return tuple(f"pile:{seat}" for seat in range(self.rulebook.max_players))

    @cached_property
    def value_limit(self) -> int:
        """A bitmask of the sums worth tracking: no card is worth more than the highest value."""
        return (1 << (max(self.rank_values.values()) + 1)) - 1

    words = WORDS

    def option_variants(self) -> list[dict[str, object]]:
        return [{"captures": "one", "sums": False, "leftovers": "last_capturer"},
                {"pile_sums": True, "trail_when_capture": False}]


GAME = Kolovrat()
