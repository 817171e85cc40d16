"""Events: frozen records of what happened, each saying who may see it.

The table animates them, the log prints them, and a seat's history (part of its
observation) is the list of events as that seat saw them. A private event carries
the version everybody else sees (`public`), e.g. "Eva drew a card from Petr"
instead of "Eva drew the Petr from Petr".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cards.model import Card
from games.jsontypes import JsonObject


@dataclass(frozen=True, slots=True, init=False)
class Event:
    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    target: int | None = None
    value: int | float | None = None
    arg: str | None = None
    audience: frozenset[int] | None = None  # None: public
    public: Event | None = None  # what seats outside the audience see; None: they see nothing

    # The dataclass's own __init__ would store each field through object.__setattr__ (a frozen class
    # refuses plain stores); storing through the slots' descriptors costs about half as much, and the
    # engine makes an event per card played: Souboje's random play runs at 1.16x the actions/s and
    # Černý Petr's ISMCTS at 1.08x the iterations/s (bench perf, 2026-12-01).
    def __init__(self, kind: str, seat: int | None = None, cards: tuple[Card, ...] = (), target: int | None = None,
                 value: int | float | None = None, arg: str | None = None, audience: frozenset[int] | None = None,
                 public: Event | None = None) -> None:
        _set_kind(self, kind)
        _set_seat(self, seat)
        _set_cards(self, cards)
        _set_target(self, target)
        _set_value(self, value)
        _set_arg(self, arg)
        _set_audience(self, audience)
        _set_public(self, public)

    def for_seat(self, seat: int) -> Event | None:
        if self.audience is None or seat in self.audience:
            return self
        return self.public

    def to_dict(self) -> JsonObject:
        out: JsonObject = {"kind": self.kind}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.cards:
            out["cards"] = [c.code for c in self.cards]
        if self.target is not None:
            out["target"] = self.target
        if self.value is not None:
            out["value"] = self.value
        if self.arg is not None:
            out["arg"] = self.arg
        if self.audience is not None:
            out["audience"] = [*sorted(self.audience)]  # unpacked: a list of JSON values, to the checker
        if self.public is not None:
            out["public"] = self.public.to_dict()
        return out

    @staticmethod
    def from_dict(data: Mapping[str, Any], card: Callable[[str], Card]) -> Event:  # Any: a save's, read by key
        return Event(
            kind=data["kind"], seat=data.get("seat"), cards=tuple(card(c) for c in data.get("cards", ())),
            target=data.get("target"), value=data.get("value"), arg=data.get("arg"),
            audience=None if data.get("audience") is None else frozenset(data["audience"]),
            public=None if data.get("public") is None else Event.from_dict(data["public"], card),
        )


_set_kind, _set_seat, _set_cards, _set_target, _set_value, _set_arg, _set_audience, _set_public = (
    Event.__dict__[name].__set__ for name in ("kind", "seat", "cards", "target", "value", "arg", "audience", "public"))


def private(event: Event, audience: set[int] | frozenset[int], public: Event | None = None) -> Event:
    """`event` seen only by `audience`; everybody else sees `public` (or nothing)."""
    return Event(event.kind, event.seat, event.cards, event.target, event.value, event.arg,
                 frozenset(audience), public)


def card_events(cards: Sequence[Card], num_players: int,
                kinds: Iterable[str]) -> dict[str, tuple[dict[str, Event], ...]]:
    """Every public one-card event of these kinds, by kind, seat and card code, made up front for a whole pack:
    a table filled as cards come up would tell a bot importing it which cards were played (its own hand, in
    a search's playouts)."""
    return {kind: tuple({c.code: Event(kind, seat=s, cards=(c,)) for c in cards} for s in range(num_players))
            for kind in kinds}


#: the events that lay one card from a hand to the table: played to a trick or a pile, led, beaten with
LAID = ("play", "lead", "beat")


def seats_of_cards(history: Iterable[Event]) -> dict[Card, int]:
    """Each card's last player, from the events a viewer saw that lay a card down (later ones win): who laid
    which card of the trick, as the table lays it before its player and the terminal names him beside it."""
    seat_of: dict[Card, int] = {}
    for event in history:
        if event.kind in LAID and event.seat is not None and len(event.cards) == 1:
            seat_of[event.cards[0]] = event.seat
    return seat_of
