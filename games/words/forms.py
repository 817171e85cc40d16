"""What a template's fields become: cards in the case the sentence asks for, counts with their noun.

A template names its grammar in the field's format spec, so the sentence, not the code that fills
it, decides the case: "{seat} vynáší {cards:acc}." gives "Eva vynáší kárového krále", and
"{value:karta}" gives "3 karty" / "5 karet" / "3 cards". An unknown spec raises ValueError, so a
typo in a template fails the vocabulary test instead of printing nonsense.
"""

from __future__ import annotations

from collections.abc import Sequence

from cards.model import Card

#: the cases a card field may ask for: nominative (the default), accusative (the sentence's object) and
#: instrumental (what a card is played with: "přebíjí károvým králem")
CASES = ("nom", "acc", "ins")

#: a counted noun's forms: Czech has three (1 karta, 2–4 karty, 5 karet), English two
Forms = tuple[tuple[str, str, str], tuple[str, str]]

#: the counted nouns every game's templates may name ("{value:karta}"); a game's own noun stays with the game
NOUNS: dict[str, Forms] = {
    "karta": (("karta", "karty", "karet"), ("card", "cards")),
    "zdvih": (("zdvih", "zdvihy", "zdvihů"), ("trick", "tricks")),
    "bod": (("bod", "body", "bodů"), ("point", "points")),
    "žeton": (("žeton", "žetony", "žetonů"), ("chip", "chips")),
    "kolo": (("kolo", "kola", "kol"), ("round", "rounds")),
    "tah": (("tah", "tahy", "tahů"), ("turn", "turns")),
}


def number(value: float | int | None) -> str:
    """2.0 -> '2', 2.5 -> '2.5', None -> ''."""
    if value is None:
        return ""
    return f"{value:g}" if isinstance(value, float) else str(value)


def count(n: float | int, noun: str, lang: str) -> str:
    """'1 karta', '3 karty', '5 karet' / '1 card', '3 cards': the noun agrees with the number."""
    return count_as(n, NOUNS[noun], lang)


def count_as(n: float | int, forms: Forms, lang: str) -> str:
    """`count` with a noun of a game's own (its forms kept with the game, as `count`'s are here)."""
    cs, en = forms
    if lang != "cs":
        return f"{number(n)} {en[0] if n == 1 else en[1]}"
    form = cs[0] if n == 1 else cs[1] if n in (2, 3, 4) else cs[2]
    return f"{number(n)} {form}"


def join(items: Sequence[str], lang: str) -> str:
    """'a', 'a a b', 'a, b a c' / 'a, b and c'."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + (" a " if lang == "cs" else " and ") + items[-1]


class CardNames:
    """Cards as a template field: '{cards}' names them, '{cards:acc}' in the Czech accusative, '{cards:ins}'
    in the instrumental."""

    def __init__(self, cards: Sequence[Card], lang: str) -> None:
        self.cards, self.lang = tuple(cards), lang

    def __format__(self, spec: str) -> str:
        case = spec or "nom"
        if case not in CASES:
            raise ValueError(f"unknown case {spec!r} for cards (known: {', '.join(CASES)})")
        return join([c.name(self.lang, case) for c in self.cards], self.lang)

    def __bool__(self) -> bool:
        return bool(self.cards)

    def __str__(self) -> str:
        return format(self, "")


class Number:
    """A number as a template field: '{value}' prints it, '{value:karta}' with its counted noun."""

    def __init__(self, value: float | int | None, lang: str) -> None:
        self.value, self.lang = value, lang

    def __format__(self, spec: str) -> str:
        if not spec:
            return number(self.value)
        if spec not in NOUNS:
            raise ValueError(f"unknown counted noun {spec!r} (known: {', '.join(NOUNS)})")
        return count(self.value if self.value is not None else 0, spec, self.lang)

    def __str__(self) -> str:
        return number(self.value)
