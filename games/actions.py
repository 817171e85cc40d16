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


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    card: Card | None = None
    number: int | None = None
    arg: str | None = None
    label_cs: str = field(default="", compare=False, repr=False)
    label_en: str = field(default="", compare=False, repr=False)

    @property
    def code(self) -> str:
        """A short ASCII form, e.g. 'play:AS', 'draw:3', 'bid:1:NT', 'pass'; used in saves and the CLI."""
        parts = [self.kind]
        if self.card is not None:
            parts.append(self.card.code)
        if self.number is not None:
            parts.append(str(self.number))
        if self.arg is not None:
            parts.append(self.arg)
        return ":".join(parts)

    def label(self, lang: str = "en") -> str:
        text = self.label_cs if lang == "cs" else self.label_en
        return text or self.code

    def __str__(self) -> str:
        return self.code


@lru_cache(maxsize=4096)
def play_card(card: Card) -> Action:
    """The commonest action, cached so legal-move lists cost no allocation."""
    return Action("play", card=card, label_cs=f"Zahrát {card.name('cs')}", label_en=f"Play the {card.name('en')}")
