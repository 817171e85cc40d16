"""Turn a state's own fields into JSON-ready data and back, exactly.

Games keep their fields in plain Python (ints, strings, cards, tuples, lists,
dicts with int keys, sets, actions, events); this codec tags what JSON cannot
hold so that `from_dict(to_dict(s)) == s` for every game without per-game code.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from cards.model import Card
from games.actions import Action
from games.events import Event
from games.jsontypes import JsonValue


def encode(value: object) -> JsonValue:
    if isinstance(value, Enum):
        return encode(value.value)  # a game's phase (a StrEnum) is saved as its plain string
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Card):
        return {"$card": value.code}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, tuple):
        return {"$tuple": [encode(v) for v in value]}
    if isinstance(value, (set, frozenset)):
        items = sorted((encode(v) for v in value), key=repr)
        return {"$frozenset" if isinstance(value, frozenset) else "$set": items}
    if isinstance(value, dict):
        if all(isinstance(k, str) and not k.startswith("$") for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {"$dict": [[encode(k), encode(v)] for k, v in value.items()]}
    if isinstance(value, Action):
        return {"$action": [value.kind, encode(value.card), value.number, value.arg, value.label_cs,
                            value.label_en]}
    if isinstance(value, Event):
        return {"$event": value.to_dict()}
    raise TypeError(f"cannot save a {type(value).__name__} in a game state")


def decode(data: object, card: Callable[[str], Card]) -> object:
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return [decode(v, card) for v in data]
    if isinstance(data, dict):
        if len(data) == 1:
            (tag, inner), = data.items()
            if tag == "$card":
                return card(inner)
            if tag == "$tuple":
                return tuple(decode(v, card) for v in inner)
            if tag == "$set":
                return {decode(v, card) for v in inner}
            if tag == "$frozenset":
                return frozenset(decode(v, card) for v in inner)
            if tag == "$dict":
                return {_key(decode(k, card)): decode(v, card) for k, v in inner}
            if tag == "$action":
                kind, c, number, arg, label_cs, label_en = inner
                held = decode(c, card)
                if held is not None and not isinstance(held, Card):
                    raise TypeError(f"cannot read an action holding a {type(held).__name__} from a saved state")
                return Action(kind, held, number, arg, label_cs, label_en)
            if tag == "$event":
                return Event.from_dict(inner, card)
        return {k: decode(v, card) for k, v in data.items()}
    raise TypeError(f"cannot read {type(data).__name__} from a saved state")


def _key(value: object) -> object:
    return tuple(value) if isinstance(value, list) else value
