"""Why a move is refused, in Czech and English: the one line a player reads when the rules say no.

A game's `State.explain_illegal` names the broken rule with `State.refuse(key, **fields)`, which
takes the (cs, en) template from the game's `Words.reasons`, else from `REASONS` below (what many
games share: the deal is over, follow suit, a card not in the hand). Fields are filled by type, so a
template decides its own grammar as sentence templates do: a card or cards ('{card:acc}' in the
Czech accusative), a number ('{n:karta}' with its counted noun: "1 karta", "3 karty", "5 karet"),
a (cs, en) pair (the reader's half), anything else as text.

A `Reason` is a `str` holding the English, so every caller that prints an `IllegalAction` (a log,
a replay's error, a test) reads as before; the terminal and the table ask `reason_text(exc, lang)`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Self

from cards.model import Card
from games.words.forms import CardNames, Number
from games.words.vocabulary import Pair, pick

REASONS: dict[str, Pair] = {
    "over": ("rozdání už skončilo", "the deal is over"),
    "match_over": ("zápas už skončil", "the match is over"),
    "not_allowed": ("'{code}' teď nejde; jde: {legal}", "'{code}' is not allowed now; allowed: {legal}"),
    # games/game.py: a player count the rules do not allow ({allowed}: "3 až 8" / "3 to 8")
    "players": ("počet hráčů pro {game} je {allowed}, ne {n}", "{game} is played by {allowed} players, not {n}"),
    "not_a_code": ("'{code}' není kód tahu", "'{code}' is not an action code"),
    "no_such_card": ("'{code}' není karta tohoto balíčku (například {example})",
                     "'{code}' is not a card of this pack (e.g. {example})"),
    "not_in_hand": ("{card:acc} nemáš v ruce", "the {card} is not in your hand"),
    "trick_how": ("teď každý po řadě přiloží do zdvihu jednu kartu (play:KARTA)",
                  "now each player in turn plays one card to the trick (play:CARD)"),
    # games/trick.py: the duties of trick play
    "follow": ("musíš přiznat barvu (jde: {cards})", "you must follow the led suit ({cards})"),
    "head": ("musíš přiznat barvu a přebít (jde: {cards})",
             "you must head the trick with a higher card of the led suit ({cards})"),
    "overtrump": ("musíš přebít trumfem (jde: {cards})", "you must overtrump ({cards})"),
    "trump": ("nemáš vynesenou barvu, tak musíš trumfovat (jde: {cards})",
              "you hold no card of the led suit, so you must trump ({cards})"),
}


class Reason(str):
    """A refusal: the English text as the string itself, the Czech beside it (`text(lang)` picks)."""

    cs: str

    def __new__(cls, cs: str, en: str) -> Self:
        made = super().__new__(cls, en)
        made.cs = cs
        return made

    def __getnewargs__(self) -> tuple[str, str]:  # type: ignore[override]  # pickling: both texts
        return self.cs, str.__str__(self)

    def text(self, lang: str) -> str:
        return self.cs if lang == "cs" else str.__str__(self)


def field_value(value: object, lang: str) -> object:
    """What a reason's field becomes in `lang`: see the module's docstring."""
    if isinstance(value, Card):
        return CardNames((value,), lang)
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, Card) for v in value):
        return CardNames(value, lang)
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, str) for v in value):
        return pick(value, lang)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return Number(value, lang)
    return value


def reason(pair: Pair, **fields: object) -> Reason:
    """The pair filled in both languages."""
    cs, en = ({k: field_value(v, lang) for k, v in fields.items()} for lang in ("cs", "en"))
    return Reason(pair[0].format(**cs), pair[1].format(**en))


def refusal(own: Mapping[str, Pair], key: str, **fields: object) -> Reason:
    """The reason `key` from a game's own reasons, else the common ones."""
    return reason(own.get(key) or REASONS[key], **fields)


def reason_text(exc: BaseException, lang: str) -> str:
    """An IllegalAction's (or any error's) reason in `lang`: the Czech where the engine gave it."""
    why = exc.args[0] if exc.args else ""
    return why.text(lang) if isinstance(why, Reason) else str(why)


def codes(cards: Sequence[Card]) -> str:
    """'AS, 10H': card codes as a player types them."""
    return ", ".join(c.code for c in cards)
