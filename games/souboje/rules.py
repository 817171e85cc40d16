"""Souboje (beggar-my-neighbour): two stacks, turned in turn; attack cards must be answered in time.

There is no decision in the game, so the only action is "turn", taken by whoever must turn the
next card; the UI lets the human click or let it run. Some deals never end, so the start of every
pile is recorded as a position (who leads, and the attack value of every card in both stacks, in
order); when one comes round again the deal is drawn, since from there it can only repeat.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cards import Card
from games.actions import Action
from games.errors import InvalidInput
from games.events import Event
from games.game import Game
from games.rulebook import Config
from games.schema import MapOf, Record, Whole
from games.souboje.facts import SoubojePublic
from games.state import MatchContext, State
from games.words import HIDE, Fact, Words
from games.zones import HIDDEN, PUBLIC, ZoneSpec

TURN = Action("turn", label_cs="Otočit kartu", label_en="Turn a card")


_HANDS = ("hand:0", "hand:1")
#: pack -> the "turn" events (seat -> card code -> attack value) and the "attack" events (seat -> value) of every
#: card and every value an attack option gives, built once: events are values, and random play runs at 1.2x the
#: actions/s of making them per card turned (bench perf, 2026-12-01). Every turned card is public, but the tables
#: are built for the whole pack at once, so that what a bot can import never grows with play
#: (tests/test_hidden_info.py holds every game to that).
_EVENTS: dict[str, tuple[tuple[dict[str, tuple[Event, ...]], ...], tuple[tuple[Event, ...], ...]]] = {}


class SoubojeState(State):
    game_id = "souboje"

    def zone_specs(self) -> list[ZoneSpec]:
        # Nobody looks at their own stack: both are face down to everyone.
        return [ZoneSpec("hand:0", HIDDEN, 0), ZoneSpec("hand:1", HIDDEN, 1), ZoneSpec("pile", PUBLIC)]

    def start(self) -> list[Event]:
        first = self.next_seat(self.context.dealer)
        deck = self.fresh_pack()
        hands: tuple[list[Card], list[Card]] = ([], [])
        for i, card in enumerate(deck):
            hands[(first + i) % 2].append(card)
        events = [Event("deal", seat=self.context.dealer, value=len(deck))]
        return events + self._begin(hands, first)

    def _begin(self, hands: Sequence[Sequence[Card]], first: int) -> list[Event]:
        """Put the stacks down (top card first) and start with `first` to turn."""
        values = self.game.rulebook.tables["attack"][self.config.attack]
        self.values: dict[str, int] = {str(k): int(v) for k, v in values.items()}
        self._events()  # built before any card is turned, so no import a bot makes changes after
        for seat in (0, 1):
            for card in hands[seat]:
                self.zones.add(f"hand:{seat}", card)
        self.turner: int | None = first
        self.attacker: int | None = None
        self.owed = 0
        self.cards_turned = 0
        self.tricks = 0
        self.winner: int | None = None
        self.drawn = False
        self.positions: set[str] = set()
        return self._pile_starts()

    # -- the protocol ------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turner

    def legal_actions(self) -> list[Action]:
        return [] if self.turner is None else [TURN]

    def explain_illegal(self, action: Action) -> str:
        if self.turner is None:
            return self.refuse("over")
        return self.refuse("turn_only")

    def _apply(self, action: Action) -> list[Event]:
        assert self.turner is not None
        seat = self.turner
        card = self.hand(seat)[0]
        self.zones.move(card, "pile")
        self.cards_turned += 1
        value = self.values.get(card.rank or "", 0)  # attack_value, inlined
        turned, attacks = _EVENTS.get(self.pack.id) or self._events()
        events = [turned[seat][card.code][value]]
        other = 1 - seat
        if value:
            self.attacker, self.owed, self.turner = seat, value, other
            events.append(attacks[seat][value])
        elif self.attacker is None:
            self.turner = other
        else:
            self.owed -= 1
            if self.owed == 0:
                taker = self.attacker
                events += self._take(taker)
                self.turner = taker
                if self.hand(1 - taker):
                    events += self._pile_starts()
                else:  # the payer spent his last card: nothing left to lose the next pile with
                    return events + self._win(taker)
        if self.turner is not None and not self.hand(self.turner):
            winner = 1 - self.turner
            events += self._take(winner)
            events += self._win(winner)
        return events

    def _win(self, seat: int) -> list[Event]:
        self.winner, self.turner = seat, None
        return [Event("win", seat=seat, target=1 - seat, value=self.cards_turned)]

    def _take(self, seat: int) -> list[Event]:
        pile = list(self.zones["pile"])
        stack = _HANDS[seat]
        for card in pile:  # the first card turned goes under the stack first
            # face down again: nobody keeps track of where in the stack a card went
            self.zones.move(card, stack, forget=True)
        self.tricks += 1
        self.attacker, self.owed = None, 0
        return [Event("take", seat=seat, cards=tuple(pile), value=len(pile))]

    def _events(self) -> tuple[tuple[dict[str, tuple[Event, ...]], ...], tuple[tuple[Event, ...], ...]]:
        found = _EVENTS.get(self.pack.id)
        if found is None:
            options = self.game.rulebook.tables["attack"].values()
            values = range(1 + max((int(v) for option in options for v in option.values()), default=0))
            turned = tuple({c.code: tuple(Event("turn", seat=seat, cards=(c,), value=v) for v in values)
                            for c in self.pack.cards} for seat in (0, 1))
            attacks = tuple(tuple(Event("attack", seat=seat, target=1 - seat, value=v) for v in values)
                            for seat in (0, 1))
            found = _EVENTS[self.pack.id] = (turned, attacks)
        return found

    def _pile_starts(self) -> list[Event]:
        """Record the position at the start of a pile; a repeat means the deal can never end."""
        assert self.turner is not None
        values = self.values  # attack_value, inlined: this spells out every card of both stacks
        key = "|".join([str(self.turner), *("".join([str(values.get(c.rank or "", 0)) for c in self.hand(s)])
                                            for s in (0, 1))])
        if key in self.positions:
            self.drawn, self.turner = True, None
            return [Event("draw", value=self.cards_turned, arg="repeated position")]
        self.positions.add(key)
        return []

    def attack_value(self, card: Card) -> int:
        return self.values.get(card.rank or "", 0)

    def sample_world(self, seat: int, rng: random.Random) -> State:
        world = super().sample_world(seat, rng)
        assert isinstance(world, SoubojeState)
        # The recorded positions spell out the order of unseen cards: a sampled world must not carry
        # them. Forgetting them only delays spotting a repeat in that world.
        world.positions = set()
        return world

    # -- results ---------------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [1.0 if s == self.winner else 0.0 for s in (0, 1)]

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        return [1.0 if s == self.winner else -1.0 for s in (0, 1)]

    def public_info(self) -> SoubojePublic:
        return {
            "dealer": self.context.dealer,
            "attack": self.config.attack,
            "attacker": self.attacker,
            "to_answer": self.owed,
            "cards_turned": self.cards_turned,
            "tricks": self.tricks,
            "winner": self.winner,
            "drawn": self.drawn,
            "wins": list(self.context.totals),
        }


#: what Souboje says to a player (games/words/ has the words every game shares)
WORDS = Words(
    sentences={
        "deal": ("{seat} rozdává {value:karta}.", "{seat} deals {value:karta}."),
        "turn": ("{seat} otáčí {cards:acc}.", "{seat} turns the {cards}."),
        "attack": ("Útok! {target} se musí ubránit; pokusů: {value}.",
                   "Attack! {target} must answer within {value:karta}."),
        "take": ("{seat} bere hromádku ({value:karta}).", "{seat} takes the pile ({value:karta})."),
        "win": ("{seat} vyhrává po {value} otočených kartách.", "{seat} wins after {value} cards turned."),
        "draw": ("Postavení se opakuje, hra by nikdy neskončila: remíza (po {value} kartách).",
                 "The position repeats and the game would never end: a draw (after {value} cards)."),
    },
    facts={
        "attack": HIDE,
        "attacker": Fact("Útočí", "Attacker", "seat"),
        "to_answer": Fact("Karet na odpověď", "Cards left to answer", "nonzero"),
        "cards_turned": Fact("Otočeno karet", "Cards turned", "plain"),
        "tricks": Fact("Sebráno hromádek", "Piles taken", "plain"),
        "winner": Fact("Vítěz", "Winner", "seat"),
        "drawn": Fact("Remíza", "Drawn", "flag"),
        "wins": Fact("Vyhraná rozdání", "Deals won", "per_seat"),
    },
    reasons={"turn_only": ("v Soubojích se nic nevybírá: jediný tah je otočit vrchní kartu svého balíčku (turn)",
                           "Souboje has no choices: the only move is 'turn' (turn the top card of your stack)")},
)


class Souboje(Game):
    id = "souboje"
    state_class = SoubojeState
    #: per value set (option attack), each court card's attack
    tables_shape = Record({"attack": MapOf(MapOf(Whole(1)))})
    pure_chance = True
    words = WORDS

    def option_variants(self) -> list[dict[str, object]]:
        return [{"attack": "standard"}]

    def default_players(self, config: Config) -> int:
        return 2

    def deal_from_hands(self, hands: tuple[str, str] | tuple[Sequence[Card], Sequence[Card]],
                        options: dict[str, object] | None = None, first: int = 0) -> SoubojeState:
        """A deal that starts from given stacks (top card first), e.g. a published record deal.

        Stacks may be cards, or strings in the usual record notation: one character per card,
        'J', 'Q', 'K', 'A' for courts and aces and '-' for a plain card; suits are then filled in
        from the pack in order, which cannot change the play.
        """
        config = self.config(options)
        context = MatchContext(num_players=2, totals=(0.0, 0.0), dealer=1 - first)
        state = SoubojeState(self, config, 2, context, seed=0)
        if isinstance(hands[0], str):
            hands = _cards_from_notation(state, str(hands[0]), str(hands[1]))
        state.history.extend(state._begin(hands, first))
        return state


def _cards_from_notation(state: SoubojeState, a: str, b: str) -> tuple[list[Card], list[Card]]:
    pools: dict[str, list[Card]] = {"J": [], "Q": [], "K": [], "A": [], "-": []}
    for card in state.pack.cards:
        pools[card.rank if card.rank in ("J", "Q", "K", "A") else "-"].append(card)
    if len(a) + len(b) != len(state.pack.cards):
        raise InvalidInput(f"the stacks hold {len(a) + len(b)} cards, the pack {len(state.pack.cards)}")
    out: tuple[list[Card], list[Card]] = ([], [])
    for seat, text in enumerate((a, b)):
        for ch in text:
            if ch not in pools or not pools[ch]:
                raise InvalidInput(f"'{ch}' is not a card the pack has left (use J Q K A or -)")
            out[seat].append(pools[ch].pop(0))
    return out


GAME = Souboje()
