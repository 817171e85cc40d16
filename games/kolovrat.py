"""Kolovrat: capture table cards by value or sum, and steal each other's piles by their top card."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from typing import Any, ClassVar

from cards import Card
from games import rng as rngs
from games.actions import Action, card_action
from games.draw import deal_round, turn_over
from games.events import Event
from games.pot import Pot, PotGame, carried_bank, chip_returns
from games.state import State
from games.zones import HIDDEN, OWNER, PUBLIC, ZoneSpec

DONE = Action("done", label_cs="Hotovo", label_en="Done")


def trail_action(card: Card) -> Action:
    return card_action("trail", card, "Přiložit na stůl: {card}", "Lay the {card} on the table")


def capture_action(card: Card) -> Action:
    return card_action("capture", card, "Brát kartou: {card}", "Capture with the {card}")


def take_action(card: Card) -> Action:
    return card_action("take", card, "Sebrat: {card}", "Take the {card}")


@cache
def take_pile_action(seat: int) -> Action:
    return Action("take_pile", number=seat, label_cs=f"Sebrat hromádku: Hráč {seat + 1}",
                  label_en=f"Take player {seat + 1}'s pile")


def take_sum_action(cards: tuple[Card, ...]) -> Action:
    codes = "+".join(c.code for c in cards)
    return Action("take_sum", arg=codes, label_cs="Sebrat součet: " + " + ".join(c.name("cs") for c in cards),
                  label_en="Take the sum " + " + ".join(c.name("en") for c in cards))


def sum_groups(cards: list[Card], target: int, value: dict[str, int]) -> Iterator[tuple[Card, ...]]:
    """Every set of two or more cards whose values add up to `target` (cards in the given order)."""
    def extend(start: int, chosen: list[Card], total: int) -> Iterator[tuple[Card, ...]]:
        for i in range(start, len(cards)):
            card_value = value[cards[i].rank or ""]
            if total + card_value > target:
                continue
            chosen.append(cards[i])
            if total + card_value == target and len(chosen) >= 2:
                yield tuple(chosen)
            elif total + card_value < target:
                yield from extend(i + 1, chosen, total + card_value)
            chosen.pop()
    yield from extend(0, [], 0)


class KolovratState(State):
    game_id = "kolovrat"

    def zone_specs(self) -> list[ZoneSpec]:
        hands = [ZoneSpec(f"hand:{s}", OWNER, s) for s in range(self.num_players)]
        piles = [ZoneSpec(f"pile:{s}", PUBLIC, s) for s in range(self.num_players)]
        return [*hands, ZoneSpec("table", PUBLIC), ZoneSpec("talon", HIDDEN), *piles]

    def start(self) -> list[Event]:
        tables = self.game.rulebook.tables
        dealer = self.context.dealer
        self.order = [(dealer + 1 + i) % self.num_players for i in range(self.num_players)]
        self.turn: int | None = self.order[0]
        self.playing: Card | None = None
        self.groups_taken = 0
        self.last_player: int | None = None
        self.last_capturer: int | None = None
        self.refilled = False
        self.winners: list[int] = []
        pot = Pot.open(self.num_players, carried_bank(self.context.extra)).ante_each(int(self.config.stake))
        self.bank, self.chips = pot.bank, list(pot.chips)
        deck = self.fresh_pack()
        deal_round(self.zones, deck, self.order, per_seat=int(tables["hand_size"]))
        for card in deck:
            self.zones.add("talon", card)
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
        return int(self.game.rulebook.card_values[card.rank or ""])

    def _values(self) -> dict[str, int]:
        return {str(k): int(v) for k, v in self.game.rulebook.card_values.items()}

    def capture_options(self, seat: int, card: Card) -> list[Action]:
        target = self.value(card)
        table = list(self.zones["table"])
        options = [take_action(c) for c in table if self.value(c) == target]
        for other in range(self.num_players):
            pile = self.zones[f"pile:{other}"]
            if other != seat and pile and self.value(pile[-1]) == target:
                options.append(take_pile_action(other))
        if self.config.sums:
            options += [take_sum_action(group) for group in sum_groups(table, target, self._values())]
        return options

    # -- turns ------------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self.turn is None:
            return []
        if self.playing is not None:
            options = self.capture_options(self.turn, self.playing)
            return [*options, DONE] if self.groups_taken else options
        actions = []
        for card in self.hand(self.turn):
            actions.append(trail_action(card))
            if self.capture_options(self.turn, card):
                actions.append(capture_action(card))
        return actions

    def explain_illegal(self, action: Action) -> str:
        if self.turn is None:
            return "the deal is over"
        if self.playing is not None:
            if action.kind == "done":
                return "take at least one card or pile before you finish the capture"
            return (f"with the {self.playing.name('en')} ({self.value(self.playing)}) you can take a table card of "
                    "that value, table cards adding up to it, or another player's pile with such a card on top")
        if action.kind == "capture":
            return "that card captures nothing: no table card, sum of table cards or pile top has its value"
        return "play one of your own cards: lay it on the table or capture with it"

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        assert seat is not None
        if action.kind == "trail":
            assert action.card is not None
            self.zones.move(action.card, "table")
            return [Event("trail", seat=seat, cards=(action.card,)), *self._next_turn(seat)]
        if action.kind == "capture":
            assert action.card is not None
            self.playing = action.card
            self.groups_taken = 0
            return [Event("capture", seat=seat, cards=(action.card,))]
        if action.kind == "done":
            return self._finish_capture(seat)
        events = self._take(seat, action)
        self.groups_taken += 1
        more = self.capture_options(seat, self.playing) if self.playing is not None else []
        if self.config.captures == "one" or not more:
            events += self._finish_capture(seat)
        return events

    def _take(self, seat: int, action: Action) -> list[Event]:
        pile = f"pile:{seat}"
        if action.kind == "take_pile":
            assert action.number is not None
            stolen = list(self.zones[f"pile:{action.number}"])
            for card in stolen:
                self.zones.move(card, pile)
            return [Event("take_pile", seat=seat, target=action.number, cards=(stolen[-1],), value=len(stolen))]
        cards = [action.card] if action.kind == "take" else [self.pack.card(c) for c in (action.arg or "").split("+")]
        for card in cards:
            assert card is not None
            self.zones.move(card, pile)
        return [Event("take", seat=seat, cards=tuple(c for c in cards if c is not None))]

    def _finish_capture(self, seat: int) -> list[Event]:
        assert self.playing is not None
        self.zones.move(self.playing, f"pile:{seat}")  # the capturing card lies face up on top
        self.playing = None
        self.last_capturer = seat
        return self._next_turn(seat)

    def _next_turn(self, seat: int) -> list[Event]:
        self.last_player = seat
        if any(self.hand(s) for s in range(self.num_players)):
            self.turn = self.next_seat(seat)
            while not self.hand(self.turn):
                self.turn = self.next_seat(self.turn)
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
                    self.zones.move(card, f"hand:{seat}")
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

    def public_info(self) -> dict[str, Any]:
        return {
            "dealer": self.context.dealer, "bank": self.bank, "chips": list(self.chips),
            "playing": None if self.playing is None else self.playing.code,
            "captured": [len(self.zones[f"pile:{s}"]) for s in range(self.num_players)],
            "talon": len(self.zones["talon"]), "totals": list(self.context.totals),
        }

    def rollout_action(self, rng: random.Random) -> Action:
        """Playouts capture when they can, taking the biggest haul: random trailing throws cards away."""
        legal = self.legal_actions()
        if self.playing is None:
            captures = [a for a in legal if a.kind == "capture"]
            pool = captures if captures and rngs.below(rng, 5) else legal
            return pool[rngs.below(rng, len(pool))]
        takes = [a for a in legal if a.kind != "done"]
        if not takes:
            return DONE
        return max(takes, key=lambda a: (self._haul(a), a.code))

    def _haul(self, action: Action) -> int:
        if action.kind == "take_pile":
            return len(self.zones[f"pile:{action.number}"])
        return 1 if action.kind == "take" else len((action.arg or "").split("+"))


class Kolovrat(PotGame):
    id = "kolovrat"
    state_class = KolovratState
    messages: ClassVar[dict[str, tuple[str, str]]] = {
        "deal": ("{seat} rozdal, každý vložil {value}; na stole leží {cards}.",
                 "{seat} dealt, everyone staked {value}; on the table: {cards}."),
        "replace": ("Stejné hodnoty na stole: {cards} – karta se vrací do talonu.",
                    "Equal values on the table: {cards} — the card goes back into the stock."),
        "trail": ("{seat} přikládá na stůl: {cards}.", "{seat} lays the {cards} on the table."),
        "capture": ("{seat} bere kartou: {cards}.", "{seat} captures with the {cards}."),
        "take": ("{seat} sbírá: {cards}.", "{seat} takes the {cards}."),
        "take_pile": ("{seat} bere hromádku od: {target} (karet: {value}).",
                      "{seat} takes {target}'s pile ({value} cards)."),
        "refill": ("Talon se rozdává: každý dostává karet: {value}.", "The stock is dealt out: {value} cards each."),
        "leftovers": ("{seat} si bere karty, které zbyly na stole: {cards}.", "{seat} takes the cards left: {cards}."),
        "count": ("{seat} má karet: {value}.", "{seat} has {value} cards."),
        "wins": ("{seat} vyhrává bank.", "{seat} wins the bank."),
    }

    def option_variants(self) -> list[dict[str, Any]]:
        return [{"captures": "one", "sums": False, "leftovers": "last_capturer"}]


GAME = Kolovrat()
