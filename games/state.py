"""The protocol every game implements: one `State` is one deal.

A game subclasses `State` and writes only its rules: who acts, what is legal,
what an action does, what is public, and how the deal scores. Observation, world
sampling, copying and saving come from here, built on `Zones` (where each card is
and who knows it) and the `serial` codec (the game's own fields).

Contract for subclasses:
- keep every card in `self.zones`; keep other fields as plain values, lists, dicts,
  sets or tuples of them (no objects with hidden state), so clone and save work;
- use only `self.rng` for chance, never the `random` module;
- `public_info()` holds what every seat may know; `private_info(seat)` what one seat
  knows beyond its zones (e.g. its own discards); events say who saw them.

A State knows the rules and nothing of playing well: a playout policy, a move order or a
model of players belongs to the game's AI module (ai/search_hooks.py `SearchHooks`, which
the search reads from ai/games/<id>), and tests/test_search_hooks.py keeps it out of here.
"""

from __future__ import annotations

import functools
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Any, ClassVar, Protocol, Self

from cards.model import Card, Pack
from games import rng as rngs
from games import serial
from games.actions import Action
from games.errors import IllegalAction, InvalidInput
from games.events import Event
from games.jsontypes import JsonObject
from games.rulebook import Config, RuleBook
from games.words.reasons import Reason, refusal
from games.words.vocabulary import Words
from games.world_sampler import WorldSampler
from games.zones import Zones, ZoneSpec, ZoneView


class GameOfDeal(Protocol):
    """What a deal asks of its game: games.game.Game is one. This module does not import that one, which
    builds on this one (a game makes the deals and adds them up into a match): imports point one way."""

    @property
    def id(self) -> str: ...

    @property
    def rulebook(self) -> RuleBook: ...

    @property
    def pure_chance(self) -> bool: ...

    def config(self, options: Mapping[str, object] | None = None) -> Config: ...

    def pack(self, config: Config) -> Pack: ...

    @property
    def words(self) -> Words: ...


@dataclass(frozen=True)
class MatchContext:
    """What passes from deal to deal: totals, the dealer, and a game's own carry-overs (pot, vulnerability)."""

    num_players: int
    deal_index: int = 0
    dealer: int = 0
    totals: tuple[float, ...] = ()
    # a game's own carry-overs, saved as JSON and read back by key by that game alone (Bridž's rubber)
    extra: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))  # Any: each game's own JSON

    def __post_init__(self) -> None:
        # Every world a bot samples shares the live deal's context: a read-only view of the carry-overs
        # keeps a bot from changing the real match through it.
        if not isinstance(self.extra, MappingProxyType):
            object.__setattr__(self, "extra", MappingProxyType(dict(self.extra)))

    def to_dict(self) -> JsonObject:
        return {"num_players": self.num_players, "deal_index": self.deal_index, "dealer": self.dealer,
                "totals": list(self.totals), "extra": serial.encode(dict(self.extra))}

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> MatchContext:  # Any: a save's JSON, checked (sessions/checks.py)
        extra = serial.decode(data["extra"], _no_cards)
        if not isinstance(extra, dict):  # the TypeError MappingProxyType raises for one that is not a mapping
            raise TypeError(f"a match context's carry-overs are a mapping, not {type(extra).__name__}")
        return MatchContext(data["num_players"], data["deal_index"], data["dealer"], tuple(data["totals"]),
                            MappingProxyType(extra))


def _no_cards(code: str) -> Card:
    raise InvalidInput(f"a match context cannot hold cards ({code})")


@dataclass(frozen=True)
class Observation:
    """All that one seat may know now. Equal observations mean the seat cannot tell two states apart."""

    seat: int
    current_player: int | None
    zones: tuple[ZoneView, ...]
    # public_info() and private_info(seat), JSON-ready values under keys each game chooses; a game's own readers
    # take them back as its TypedDict (games/<id>/facts.py), the generic code reads them by key
    public: Mapping[str, Any]  # Any: each game's own facts, the common carrier
    private: Mapping[str, Any]  # Any: as public
    history: tuple[Event, ...]
    legal_actions: tuple[Action, ...]

    def zone(self, name: str) -> ZoneView:
        for z in self.zones:
            if z.name == name:
                return z
        raise KeyError(name)

    def hand(self) -> tuple[Card, ...]:
        """This seat's own hand (zone 'hand:<seat>'), in its order."""
        return tuple(c for c in self.zone(f"hand:{self.seat}").cards if c is not None)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Observation):
            return NotImplemented
        return (self.seat, self.current_player, self.zones, dict(self.public), dict(self.private),
                self.history, self.legal_actions) == (other.seat, other.current_player, other.zones,
                                                      dict(other.public), dict(other.private), other.history,
                                                      other.legal_actions)

    __hash__ = None  # type: ignore[assignment]  # unhashable: equal by value, holding mappings


class State(ABC):
    """One deal of a game."""

    game_id: ClassVar[str]
    #: fields kept out of the generic save because they are rebuilt from the others
    derived_fields: ClassVar[tuple[str, ...]] = ()
    #: the game's phases, where its deal keeps one in a field `phase`: saved as the plain string, read back as
    #: the member ("play" loads as Phase.PLAY). The game's module also names each member (PLAY = Phase.PLAY)
    #: for its rules and the search's playouts, which compare phases at every move: on Python 3.11 `Phase.PLAY`
    #: is read through EnumType.__getattr__, 0.19 against 0.04 microseconds for a module name (Boston's random
    #: play and ISMCTS 1.12-1.14x, Komando's and Ospalec's ISMCTS 1.12x; bench perf, 2026-12-01).
    phases: ClassVar[type[StrEnum] | None] = None
    max_world_tries: ClassVar[int] = 200
    #: The fields a move may change, where the game names them: lists, dicts or sets copied one level
    #: deep (`nested_fields`: lists of lists, two levels); a copy then shares every other field. None:
    #: copies walk every field by type (`_copy`). Naming them keeps the search's copy of a deal cheap:
    #: Boston's ISMCTS makes 1.1x the iterations/s of the walk (bench perf, boston@old-rules, 2026-12-01);
    #: tests/conformance.py checks that a copy shares nothing mutable, so a field left off is caught.
    copied_fields: ClassVar[tuple[str, ...] | None] = None
    nested_fields: ClassVar[tuple[str, ...]] = ()
    #: action kinds whose number is a seat or a place in a fan: a player counts those from 1, as the labels
    #: do ("Hráč 2", "8. kartu z 8"), the engine and the saves from 0; the codes a player types and reads
    #: (`typed_code`, `action_from_typed`) count as the player does, so 'draw:8' is the 8th card
    counted_from_one: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, game: GameOfDeal, config: Config, num_players: int, context: MatchContext, seed: int) -> None:
        self.game = game
        self.config = config
        self.num_players = num_players
        self.context = context
        self.rng = rngs.seeded(seed)
        self.pack: Pack = game.pack(config)
        self.zones = Zones(num_players, self.zone_specs())
        self.history: list[Event] = []

    # -- what a game writes ----------------------------------------------------------------------
    @abstractmethod
    def zone_specs(self) -> list[ZoneSpec]:
        """The zones of this deal (see games.zones.ZoneSpec)."""

    @abstractmethod
    def start(self) -> list[Event]:
        """Shuffle and deal; called once by the game after construction."""

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that decides now, or None when the deal is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the current seat may take, unique, in a stable order; empty only when over."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out a legal action."""

    @abstractmethod
    def returns(self) -> list[float]:
        """Utility per seat for this deal, in [-1, 1] (higher is better); meaningful once over."""

    @abstractmethod
    def scores(self) -> list[float]:
        """The deal's own points per seat, as the game counts them (marks, chips, pegs)."""

    def public_info(self) -> Mapping[str, object]:
        """Game facts every seat may know (trump, count, pot...). JSON-ready values; a game returns its own
        TypedDict (games/<id>/facts.py), which its readers take back from the observation."""
        return {}

    def private_info(self, seat: int) -> Mapping[str, object]:
        """Facts only `seat` knows that are not cards in its zones."""
        return {}

    def explain_illegal(self, action: Action) -> str:
        """Why `action` is not allowed now, naming the rule (`refuse`). Games override for better reasons."""
        if self.is_over:
            return self.refuse("over")
        legal = ", ".join(self.typed_code(a) for a in self.legal_actions()[:12])
        return self.refuse("not_allowed", code=self.typed_code(action), legal=legal)

    def refuse(self, key: str, **fields: object) -> Reason:
        """The reason `key` (the game's `Words.reasons`, else games/words/reasons.py), in Czech and English."""
        return refusal(self.game.words.reasons, key, **fields)

    def in_order(self, cards: Iterable[Card]) -> list[Card]:
        """Cards in the game's suit and rank order, as a hand is shown: the pack's order, unless the game
        sorts its hands its own way (Bridž). A seat's view of another hand that it has seen (the dummy) is
        in card-code order (games/zones.py), which no player sorts by."""
        order = {c.code: i for i, c in enumerate(self.pack.cards)}
        return sorted(cards, key=lambda c: order.get(c.code, len(order)))

    def world_is_consistent(self, seat: int) -> bool:
        """Constraints a sampled world must keep beyond zone knowledge (e.g. a seat showed out of a suit)."""
        return True

    def acting_seat(self) -> int | None:
        """The seat whose cards are played now (bridge dummy); usually the current player."""
        return self.current_player

    # -- the protocol, written once ---------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.current_player is None

    def apply(self, action: Action) -> list[Event]:
        if not isinstance(action, Action):
            raise InvalidInput(f"expected an Action, got {type(action).__name__}")
        if self.is_over or not _offered(action, self.legal_actions()):
            raise IllegalAction(self.explain_illegal(action))
        return self.apply_legal(action)

    def apply_legal(self, action: Action) -> list[Event]:
        """`apply` without asking the rules again, for an action the caller took from this state's
        `legal_actions()` with nothing applied since (Match.apply of the action it just offered)."""
        events = self._apply(action)
        self.history.extend(events)
        return events

    def action_from_code(self, code: str) -> Action:
        """The legal action with this code (as printed by `Action.code`), else IllegalAction/InvalidInput."""
        for action in self.legal_actions():
            if action.code == code:
                return action
        return self._legal_or_refuse(self.parse_code(code))

    def typed_code(self, action: Action) -> str:
        """The code a player reads and types for `action`: seats and places counted from 1 (`counted_from_one`)."""
        if action.number is None or action.kind not in self.counted_from_one:
            return action.code
        return Action(action.kind, action.card, action.number + 1, action.arg).code

    def action_from_typed(self, text: str) -> Action:
        """The legal action a player typed (as `typed_code` shows it), else IllegalAction/InvalidInput naming why."""
        action = self.parse_code(text)
        if action.kind in self.counted_from_one and action.number is not None:
            action = Action(action.kind, action.card, action.number - 1, action.arg)
        return self._legal_or_refuse(action)

    def parse_code(self, code: str) -> Action:
        """The action a code spells, legal or not, with all its parts: 'kind[:card][:number][:arg]', as
        `Action.code` writes them, so the rules explain the very card, seat or bid that was asked for."""
        if not code or len(code) > 40 or not (code.isascii() and code.isprintable()):
            raise InvalidInput(self.refuse("not_a_code", code=code[:40]))
        kind, *rest = code.split(":")
        card = None
        if rest:
            try:
                card = self.pack.card(rest[0])
                rest = rest[1:]
            except KeyError:
                pass
        number = None
        if rest and rest[0].lstrip("-").isdigit() and len(rest[0]) < 8:  # ASCII digits: the code is ASCII
            number = int(rest.pop(0))
        return Action(kind, card=card, number=number, arg=":".join(rest) or None)

    def _legal_or_refuse(self, action: Action) -> Action:
        legal = self.legal_actions()
        for offered in legal:
            if offered == action:
                return offered  # the state's own action, with its labels
        if action.card is None and action.arg is not None:
            # 'play:ZZ': where this kind of move names a card, the part that should be one is not
            example = next((a for a in legal if a.kind == action.kind and a.card is not None), None)
            if example is not None:
                raise IllegalAction(self.refuse("no_such_card", code=action.arg.split(":")[0],
                                                example=self.typed_code(example)))
        raise IllegalAction(self.explain_illegal(action))

    def observation(self, seat: int) -> Observation:
        history = tuple(self.seen_history(seat))
        legal = tuple(self.legal_actions()) if self.current_player == seat else ()
        return Observation(seat, self.current_player, self.zones.view(seat), MappingProxyType(self.public_info()),
                           MappingProxyType(self.private_info(seat)), history, legal)

    def sample_world(self, seat: int, rng: random.Random) -> State:
        """A full state `seat` cannot tell from this one: unseen cards re-dealt, future chance re-seeded."""
        return WorldSampler(self, seat)(rng)

    def world_sampler(self, seat: int) -> Callable[[random.Random], State]:
        """`sample_world(seat, rng)` as a function prepared once: for each generator state the very world it
        draws, for less per world (the search draws thousands from one view). This state must not change while
        the function is in use. A game with its own `sample_world` gets that, unprepared."""
        if type(self).sample_world is not State.sample_world:
            return functools.partial(self.sample_world, seat)
        return WorldSampler(self, seat)

    def seen_history(self, seat: int) -> list[Event]:
        """The history as `seat` saw it: a sampled world must not carry other seats' private events."""
        # Event.for_seat inlined: this runs for every world the search samples.
        seen = []
        for event in self.history:
            audience = event.audience
            if audience is None or seat in audience:
                seen.append(event)
            elif event.public is not None:
                seen.append(event.public)
        return seen

    def clone(self) -> Self:
        twin = self._copy_without_chance()
        twin.rng = rngs.copy_rng(self.rng)
        twin.history = self.history.copy()
        return twin

    def _copy_without_chance(self, zones: Zones | None = None) -> Self:
        """A copy sharing the generator and the history with this state, for a caller that replaces both
        (`clone`, a sampled world): the `copied_fields` and the zones copied, or else every field by type.
        `zones`: the copy's zones, made by the caller (a re-deal of these), instead of a clone of these."""
        twin = object.__new__(type(self))
        own = self.__dict__
        if self.copied_fields is None:
            fields = {key: value if type(value) in _FLAT or key in _CHANCE_FIELDS
                      or (key == "zones" and zones is not None) else _copy(value) for key, value in own.items()}
            if zones is not None:
                fields["zones"] = zones
            twin.__dict__ = fields
            return twin
        fields = own.copy()
        for key in self.copied_fields:
            fields[key] = own[key].copy()
        for key in self.nested_fields:
            fields[key] = [inner.copy() for inner in own[key]]
        fields["zones"] = self.zones.clone() if zones is None else zones
        twin.__dict__ = fields
        return twin

    def to_dict(self) -> JsonObject:
        own = {k: serial.encode(v) for k, v in self.__dict__.items() if k not in _BASE_FIELDS
               and k not in self.derived_fields}
        return {
            "game": self.game_id, "options": self.config.to_dict(), "num_players": self.num_players,
            "context": self.context.to_dict(), "rng": rngs.rng_state(self.rng), "zones": self.zones.to_dict(),
            "history": [e.to_dict() for e in self.history], "fields": own,
        }

    @classmethod
    def from_dict(cls, game: GameOfDeal, data: Mapping[str, Any]) -> State:  # Any: a save's JSON, checked before
        if data.get("game") != cls.game_id:
            raise InvalidInput(f"saved state is for {data.get('game')!r}, not {cls.game_id!r}")
        state = object.__new__(cls)
        state.game = game
        state.config = game.config(data["options"])
        state.num_players = data["num_players"]
        state.context = MatchContext.from_dict(data["context"])
        state.rng = rngs.rng_from_state(data["rng"])
        state.pack = game.pack(state.config)
        state.zones = Zones.from_dict(data["zones"], state.num_players, state.pack.card)
        state.history = [Event.from_dict(e, state.pack.card) for e in data["history"]]
        for key, value in data["fields"].items():
            value = serial.decode(value, state.pack.card)
            state.__dict__[key] = cls.phases(str(value)) if key == "phase" and cls.phases is not None else value
        state.rebuild_derived()
        return state

    def rebuild_derived(self) -> None:
        """Recompute `derived_fields` after loading."""

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return type(self) is type(other) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # unhashable: equal by value, and the value can change

    # -- small helpers for games ---------------------------------------------------------------------
    def hand(self, seat: int) -> list[Card]:
        try:
            return self.zones._cards[_HAND_ZONES[seat]]  # the names are made once: games call this constantly
        except KeyError:
            return self.zones[f"hand:{seat}"]

    def next_seat(self, seat: int, step: int = 1) -> int:
        return (seat + step) % self.num_players

    def fresh_pack(self, cards: Sequence[Card] | None = None) -> list[Card]:
        """The cards of this deal, shuffled with the deal's generator."""
        deck = list(self.pack.cards if cards is None else cards)
        rngs.shuffle(self.rng, deck)
        return deck


_BASE_FIELDS = frozenset({"game", "config", "num_players", "context", "rng", "pack", "zones", "history"})
_IMMUTABLE = (int, float, str, bool, type(None), Card, Action, Event, tuple, frozenset, Config, MatchContext)
#: the exact types of _IMMUTABLE: one set lookup instead of an isinstance chain (subclasses take the slow path)
_FLAT = frozenset(_IMMUTABLE)
#: fields a sampled world gets fresh (see sample_world); the copy shares them until they are replaced
_CHANCE_FIELDS = frozenset({"rng", "history"})
#: zone names of the hands, so State.hand need not format a string per call
_HAND_ZONES = {seat: f"hand:{seat}" for seat in range(32)}


def _offered(action: Action, legal: list[Action]) -> bool:
    """`action in legal`, trying identity first: games hand out cached actions, and equality runs Python code."""
    for a in legal:
        if a is action:
            return True
    return action in legal


def _copy(value: Any) -> Any:  # Any: any game's field, dispatched on its exact type, which mypy does not narrow by
    """A copy deep enough that the clone and the original never share anything mutable."""
    kind = type(value)
    if kind in _FLAT:
        return value
    if kind is list:
        # A flat list (cards, ints, events) is copied in C; the type scan runs in C too.
        return value.copy() if _FLAT.issuperset(map(type, value)) else [_copy(v) for v in value]
    if kind is dict:
        return value.copy() if _FLAT.issuperset(map(type, value.values())) else {k: _copy(v) for k, v in value.items()}
    if kind is set:
        return value.copy()
    if kind is Zones:
        return value.clone()
    return _copy_any(value)


def _copy_any(value: object) -> object:
    """`_copy` by isinstance, for the types the fast path does not name exactly (subclasses, generators)."""
    if isinstance(value, _IMMUTABLE):
        return value
    if isinstance(value, Zones):
        return value.clone()
    if isinstance(value, random.Random):
        return rngs.copy_rng(value)
    if isinstance(value, list):
        if all(isinstance(v, _IMMUTABLE) for v in value):
            return value.copy()
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, set):
        return value.copy()
    # Game and Pack objects are shared, immutable by convention.
    return value
