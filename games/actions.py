"""Actions: small frozen values a seat chooses among.

One generic shape serves every game so that saves, the CLI and the UI treat all
games alike: a `kind` ("play", "draw", "bid", "pass", "done"...), optionally a
card, a number (a fan position, a seat, a bid level) and a short text argument
(a strain, a suit). Labels in Czech and English ride along but take no part in
equality, so two actions that mean the same thing are the same action.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from cards.model import Card


@dataclass(frozen=True, slots=True, init=False)
class Action:
    kind: str
    card: Card | None = None
    number: int | None = None
    arg: str | None = None
    label_cs: str = field(default="", compare=False, repr=False)
    label_en: str = field(default="", compare=False, repr=False)
    #: `code`, built on first use: the search keys its tree by code, and cached actions are asked again and again
    _code: str = field(default="", init=False, compare=False, repr=False)

    # Stores through the slots' descriptors, not the frozen dataclass's object.__setattr__ (see Event).
    def __init__(self, kind: str, card: Card | None = None, number: int | None = None, arg: str | None = None,
                 label_cs: str = "", label_en: str = "") -> None:
        _set_kind(self, kind)
        _set_card(self, card)
        _set_number(self, number)
        _set_arg(self, arg)
        _set_label_cs(self, label_cs)
        _set_label_en(self, label_en)
        _set_code(self, "")

    @property
    def code(self) -> str:
        """A short ASCII form, e.g. 'play:AS', 'draw:3', 'bid:1:NT', 'pass'; used in saves and the CLI."""
        code = self._code
        if code:
            return code
        parts = [self.kind]
        if self.card is not None:
            parts.append(self.card.code)
        if self.number is not None:
            parts.append(str(self.number))
        if self.arg is not None:
            parts.append(self.arg)
        code = ":".join(parts)
        object.__setattr__(self, "_code", code)
        return code

    def label(self, lang: str = "en") -> str:
        text = self.label_cs if lang == "cs" else self.label_en
        return text or self.code

    def __str__(self) -> str:
        return self.code


_set_kind, _set_card, _set_number, _set_arg, _set_label_cs, _set_label_en, _set_code = (
    Action.__dict__[name].__set__ for name in ("kind", "card", "number", "arg", "label_cs", "label_en", "_code"))


def card_action(kind: str, card: Card, cs: str, en: str) -> Action:
    """An action on one card, labelled from templates with {card}; cached, so legal-move lists allocate nothing.

    The cache key holds the card's names as well as its code, because codes repeat across packs
    (a French and a German 'AH') and a label must name the card of the pack being played.
    """
    # A first-level cache keyed by the card object's identity: hashing a Card and its Names (the
    # key below) runs Python code, and legal-move lists call this constantly. The entry holds the
    # card, so its id cannot be reused by another object while the entry lives.
    key = (kind, id(card), cs, en)
    hit = _CARD_ACTIONS.get(key)
    if hit is not None:
        return hit[1]
    if len(_CARD_ACTIONS) >= _CARD_ACTIONS_MAX:
        _CARD_ACTIONS.clear()
    action = _card_action(kind, card.code, card.names, cs, en, card)
    _CARD_ACTIONS[key] = (card, action)
    return action


_CARD_ACTIONS: dict[tuple[str, int, str, str], tuple[Card, Action]] = {}
_CARD_ACTIONS_MAX = 16384


@lru_cache(maxsize=16384)
def _card_action(kind: str, code: str, names: object, cs: str, en: str, card: Card) -> Action:
    return Action(kind, card=card, label_cs=cs.format(card=card.name("cs")), label_en=en.format(card=card.name("en")))


def play_card(card: Card) -> Action:
    """The commonest action: play this card."""
    return card_action("play", card, "Zahrát: {card}", "Play the {card}")
