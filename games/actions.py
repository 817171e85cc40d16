"""Actions: small frozen values a seat chooses among.

One generic shape serves every game so that saves, the CLI and the UI treat all
games alike: a `kind` ("play", "draw", "bid", "pass", "done"...), optionally a
card, a number (a fan position, a seat, a bid level) and a short text argument
(a strain, a suit). Labels in Czech and English ride along but take no part in
equality, so two actions that mean the same thing are the same action.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

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
    """An action on one card, labelled from templates with {card}; a new value at every call.

    Not cached here: a cache filled card by card as the deal offers them would list, for any bot
    that imports this module, the cards every seat was offered. A game that offers card actions at
    every step looks them up in a table of its whole pack (`pack_actions`).
    """
    return Action(kind, card=card, label_cs=cs.format(card=card.name("cs")), label_en=en.format(card=card.name("en")))


def pack_actions(cards: Iterable[Card], kind: str, cs: str, en: str) -> dict[str, Action]:
    """`card_action` for every card of a pack, by code (a str hashes in C, a Card through Python code).

    Built for the whole pack at once, so what it holds depends on the pack alone, never on the deal:
    legal-move lists allocate nothing and a bot that reads the table learns nothing. Codes are unique
    within a pack, not across packs (a French and a German 'AH'), so a game keeps one table per pack.
    """
    return {c.code: card_action(kind, c, cs, en) for c in cards}


def play_card(card: Card) -> Action:
    """The commonest action: play this card."""
    return card_action("play", card, "Zahrát: {card}", "Play the {card}")
