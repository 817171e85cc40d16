"""A tiny trick-taking game, to prove the search where the answer is known (tests and bench/ai_bench.py).

Not a registered game (games/registry.py does not list it; the menu never shows it).

"Tři listy" (three cards): two players, eight French cards (A K Q J of spades and hearts),
three to each hand and two face down that nobody sees. Follow suit if you can; the higher
card of the suit led wins the trick and leads the next. Whoever takes two of the three
tricks wins the deal. It is built on the real protocol (a `State` and `Game` with their own
rule book, constructed here instead of read from rules_yaml/), so the search meets it
through the same `PlayerView` as every registered game.

Option `auto_seat` makes one seat play by a fixed rule (lead the highest card; follow with
the lowest card that wins, else the lowest legal card). The other seat then faces a
decision problem under hidden cards whose best play can be computed exactly by
`exact_values`, and the tests check that the search finds it. With `auto_seat = -1` both
seats choose, which the strength tests use. `world_is_consistent` replays the fixed rule, so
a sampled world never gives the automatic seat a hand its past plays rule out.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping
from types import MappingProxyType
from typing import cast

from cards import Card, Names
from games import rng as rngs
from games.actions import Action, play_card
from games.events import Event
from games.game import Game
from games.rulebook import Config, OptionSpec, RuleBook
from games.state import State
from games.zones import HIDDEN, OWNER, PUBLIC, ZoneSpec

TOY_ID = "tri-listy"
CARDS = ("AS", "KS", "QS", "JS", "AH", "KH", "QH", "JH")
RANK_ORDER = ("J", "Q", "K", "A")  # low to high


def _names(cs: str, en: str) -> Names:
    return Names(cs, en)


def make_rulebook(cards: tuple[str, ...] = CARDS, hand_size: int = 3) -> RuleBook:
    option = OptionSpec(name="auto_seat", type="int", default=-1, label=_names("Automat", "Automatic seat"),
                        why=_names("Pro testy.", "For the tests."), minimum=-1, maximum=1)
    deals = OptionSpec(name="deals", type="int", default=1, label=_names("Rozdání", "Deals"),
                       why=_names("Pro testy.", "For the tests."), minimum=1, maximum=9)
    text = {k: _names("Testovací hra.", "A test game.") for k in ("overview", "setup", "turn", "scoring", "end")}
    return RuleBook(
        id=TOY_ID, names=_names("Tři listy", "Three cards"), aliases=(), category="zdvihove-hry",
        min_players=2, max_players=2, packs=("french-32",), objective=_names("Vzít víc zdvihů.", "Take more tricks."),
        options=MappingProxyType({"auto_seat": option, "deals": deals}), text=MappingProxyType(text),
        sources=("tests/toygame.py",), card_values=MappingProxyType({"cards": list(cards)}),
        tables=MappingProxyType({"rank_order": list(RANK_ORDER), "hand_size": hand_size}),
    )


def strength(card: Card) -> int:
    return RANK_ORDER.index(card.rank or "")


def auto_choice(options: list[Card], led: Card | None) -> Card:
    """The fixed rule of the automatic seat."""
    if led is None:
        return max(options, key=lambda c: (strength(c), c.code))
    winners = [c for c in options if c.suit == led.suit and strength(c) > strength(led)]
    pool = winners or options
    return min(pool, key=lambda c: (strength(c), c.code))


class TriListyState(State):
    game_id = TOY_ID

    def zone_specs(self) -> list[ZoneSpec]:
        return [ZoneSpec("hand:0", OWNER, 0), ZoneSpec("hand:1", OWNER, 1), ZoneSpec("talon", HIDDEN),
                ZoneSpec("table", PUBLIC), ZoneSpec("won:0", PUBLIC, 0), ZoneSpec("won:1", PUBLIC, 1)]

    def start(self) -> list[Event]:
        codes = self.game.rulebook.card_values["cards"]
        size = self.game.rulebook.tables["hand_size"]
        deck = self.fresh_pack([self.pack.card(c) for c in codes])
        for i, card in enumerate(deck):
            zone = f"hand:{(self.context.dealer + 1 + i) % 2}" if i < 2 * size else "talon"
            self.zones.add(zone, card)
        self.turn: int | None = (self.context.dealer + 1) % 2
        self.tricks = [0, 0]
        self.plays: list[tuple[int, Card, Card | None]] = []  # seat, card, card led (None: it led)
        return [Event("deal", seat=self.context.dealer)]

    @property
    def current_player(self) -> int | None:
        return self.turn

    def _options(self, seat: int) -> list[Card]:
        hand = self.hand(seat)
        table = self.zones["table"]
        if table:
            follow = [c for c in hand if c.suit == table[0].suit]
            if follow:
                return follow
        return list(hand)

    def legal_actions(self) -> list[Action]:
        if self.turn is None:
            return []
        options = self._options(self.turn)
        if self.turn == self.config.auto_seat:
            table = self.zones["table"]
            options = [auto_choice(options, table[0] if table else None)]
        return [play_card(c) for c in sorted(options)]

    def _apply(self, action: Action) -> list[Event]:
        assert self.turn is not None and action.card is not None
        seat, card = self.turn, action.card
        table = self.zones["table"]
        self.plays.append((seat, card, table[0] if table else None))
        self.zones.move(card, "table")
        events = [Event("play", seat=seat, cards=(card,))]
        if len(table) < 2:
            self.turn = 1 - seat
            return events
        lead = table[0]
        winner = seat if card.suit == lead.suit and strength(card) > strength(lead) else 1 - seat
        for c in list(table):
            self.zones.move(c, f"won:{winner}")
        self.tricks[winner] += 1
        events.append(Event("trick", seat=winner))
        self.turn = winner if self.hand(winner) else None
        return events

    def returns(self) -> list[float]:
        if self.turn is not None:
            return [0.0, 0.0]
        if self.tricks[0] == self.tricks[1]:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.tricks[0] > self.tricks[1] else [-1.0, 1.0]

    def scores(self) -> list[float]:
        return [float(t) for t in self.tricks]

    def public_info(self) -> Mapping[str, object]:
        return {"tricks": list(self.tricks)}

    def world_is_consistent(self, seat: int) -> bool:
        other = 1 - seat
        held = {c.suit for c in self.hand(other)}
        for who, card, led in self.plays:  # a seat that did not follow suit holds none of that suit
            if who == other and led is not None and card.suit != led.suit and led.suit in held:
                return False
        auto = self.config.auto_seat
        if auto != other:
            return True
        hand = list(self.hand(auto))
        for who, card, led in reversed(self.plays):  # walk back in time, giving back what was played
            if who != auto:
                continue
            hand.append(card)
            options = [c for c in hand if led is not None and c.suit == led.suit] or hand
            if auto_choice(options, led) != card:
                return False
        return True


class TriListy(Game):
    id = TOY_ID
    state_class = TriListyState

    def __init__(self, rulebook: RuleBook | None = None) -> None:
        super().__init__(rulebook if rulebook is not None else make_rulebook())


GAME = TriListy()
#: a longer variant (five tricks from twelve cards) where deeper search pays
BIG_GAME = TriListy(make_rulebook((*CARDS, "AD", "KD", "QD", "JD"), hand_size=5))


def new_deal(seed: int, auto_seat: int = -1, game: Game = GAME) -> State:
    config: Config = game.config({"auto_seat": auto_seat})
    from games.state import MatchContext

    return game.new_deal(config, 2, MatchContext(2, totals=(0.0, 0.0)), seed)


# -- the exact answer ------------------------------------------------------------------------------
def worlds(state: State, seat: int) -> list[State]:
    """Every deal `seat` cannot tell from `state`, each once; all equally likely under a uniform deal."""
    other = 1 - seat
    unknown = sorted(c for c in state.zones.cards() if not state.zones.knows(seat, c))
    size = len(state.hand(other))
    out = []
    for combo in itertools.combinations(unknown, size):
        world = state.clone()
        wanted = set(combo)
        outside = [c for c in world.hand(other) if c not in wanted]
        for card in [c for c in combo if world.zones.where(c) != f"hand:{other}"]:
            world.zones.swap(card, outside.pop())
        if world.world_is_consistent(seat):
            out.append(world)
    return out


def exact_values(state: State, seat: int) -> dict[str, float]:
    """Expected return of each of `seat`'s moves now, playing on perfectly with only its own information.

    Needs the other seat to be automatic, so the rest is a one-player problem: at each of
    its later turns the seat picks the best move for the worlds it cannot tell apart
    (grouped by the cards it has seen played), never peeking at which world is true.
    """
    assert state.current_player == seat and state.config.auto_seat == 1 - seat
    ws = worlds(state, seat)
    return {a.code: _after(ws, a, seat) for a in state.legal_actions()}


def _after(ws: list[State], action: Action, seat: int) -> float:
    groups: dict[tuple[tuple[int, str], ...], list[State]] = {}
    for w in ws:
        nxt = w.clone()
        nxt.apply(action)
        while not nxt.is_over and nxt.current_player != seat:
            nxt.apply(nxt.legal_actions()[0])
        plays = cast(TriListyState, nxt).plays  # the worlds of a Tri listy deal
        key = tuple((p[0], p[1].code) for p in plays)
        groups.setdefault(key, []).append(nxt)
    total = 0.0
    for group in groups.values():
        total += len(group) * _value(group, seat)
    return total / len(ws)


def _value(ws: list[State], seat: int) -> float:
    if ws[0].is_over:
        return sum(w.returns()[seat] for w in ws) / len(ws)
    return max(_after(ws, a, seat) for a in ws[0].legal_actions())


def random_position(seed: int, auto_seat: int, plies: int) -> State:
    """A deal after `plies` random moves (the automatic seat plays its rule)."""
    state = new_deal(seed, auto_seat)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rngs.below(rng, len(legal))])
    return state
