"""Players' names in the seven Czech cases, so a sentence is written around the case it needs.

A Czech sentence declines a name as it declines a card: "Karel si od Jana táhne vlka", "Pavle, máš
Hlubokou?", "pomůže Tomášovi". A template asks for the case in the field's spec ('{target:gen}'), and
`Name` gives it. The names Karty gives players (the bots' names, "Hráč N") carry their forms as data
(`KNOWN`); a name a player typed is declined by the regular patterns of Czech first names where its ending
says which one applies, and a name no pattern fits (a nickname with digits, a foreign name ending in a
vowel, two words) keeps its nominative beside the noun "hráč", which carries the case: "od hráče XY",
"pomůže hráči XY". So no sentence is ever written around a nominative with a colon or a bracket.

English has one form: every case of an English name is the name.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from types import MappingProxyType

#: nominative, genitive (od Jana), dative (Janovi), accusative (vidí Jana), vocative (Jane!), locative (o Janovi),
#: instrumental (s Janem)
CASES = ("nom", "gen", "dat", "acc", "voc", "loc", "ins")

#: the names Karty itself gives (ui/i18n.py's SEAT_NAMES), with the forms Czech speakers use
KNOWN: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "Jan": ("Jan", "Jana", "Janovi", "Jana", "Jane", "Janovi", "Janem"),
    "Karel": ("Karel", "Karla", "Karlovi", "Karla", "Karle", "Karlovi", "Karlem"),
    "Tomáš": ("Tomáš", "Tomáše", "Tomášovi", "Tomáše", "Tomáši", "Tomášovi", "Tomášem"),
    "Pavel": ("Pavel", "Pavla", "Pavlovi", "Pavla", "Pavle", "Pavlovi", "Pavlem"),
    "Jiří": ("Jiří", "Jiřího", "Jiřímu", "Jiřího", "Jiří", "Jiřím", "Jiřím"),
    "Martin": ("Martin", "Martina", "Martinovi", "Martina", "Martine", "Martinovi", "Martinem"),
    "Lukáš": ("Lukáš", "Lukáše", "Lukášovi", "Lukáše", "Lukáši", "Lukášovi", "Lukášem"),
    "Ondřej": ("Ondřej", "Ondřeje", "Ondřejovi", "Ondřeje", "Ondřeji", "Ondřejovi", "Ondřejem"),
    "Honza": ("Honza", "Honzy", "Honzovi", "Honzu", "Honzo", "Honzovi", "Honzou"),
})

#: names that end like a man's but are women's, and men's names that end like a woman's (-a): their
#: pattern is not the ending's, so they are declined by their own pattern or not at all
WOMEN_ON_CONSONANT = frozenset({"Dagmar", "Ester", "Miriam", "Ruth", "Karin", "Carmen", "Ingrid", "Rút", "Edita"})
MEN_ON_A = frozenset({"Honza", "Jirka", "Franta", "Pepa", "Standa", "Míla", "Ota", "Kuba", "Vojta", "Béďa",
                      "Jarda", "Zbyňa", "Láďa"})

_SOFT = "šžčřcjťďňx"
_WORD = re.compile(r"[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ][a-záčďéěíňóřšťúůýž]+")
_SEAT = re.compile(r"(Hráč|Hráčka) (\d+)")


class Name(str):
    """A player's name: the nominative as a `str`, the other cases by format spec ('{target:gen}').

    A spec that is not a case (a width, '>10') formats the nominative as a `str` would.
    """

    forms: tuple[str, ...]

    def __new__(cls, nominative: str, forms: Sequence[str] | None = None) -> Name:
        made = super().__new__(cls, nominative)
        made.forms = tuple(forms) if forms is not None else (nominative,) * len(CASES)
        return made

    def case(self, case: str) -> str:
        return self.forms[CASES.index(case)]

    def __format__(self, spec: str) -> str:
        if spec in CASES:
            return self.case(spec)
        return str.__format__(str(self), spec)


def _masculine(word: str) -> tuple[str, ...]:
    """A man's name on a consonant: 'Petr' -> Petra, Petrovi, Petra, Petře, Petrovi, Petrem."""
    if word[-1] in _SOFT:
        return (word, word + "e", word + "ovi", word + "e", word + "i", word + "ovi", word + "em")
    if word.endswith(("ek", "ěk")):  # Marek -> Marka, Zdeněk -> Zdeňka: the e drops, softening the d, t, n before ě
        stem = word[:-2]
        if word.endswith("ěk"):
            stem = stem[:-1] + {"d": "ď", "t": "ť", "n": "ň"}.get(stem[-1], stem[-1])
        stem += "k"
        return (word, stem + "a", stem + "ovi", stem + "a", stem + "u", stem + "ovi", stem + "em")
    vocative = word[:-1] + "ře" if word.endswith("r") and word[-2] not in "aeiouyáéíóúůý" else \
        word + "u" if word[-1] in "kgh" else word + "e"
    return (word, word + "a", word + "ovi", word + "a", vocative, word + "ovi", word + "em")


def _feminine_e(stem: str) -> str:
    """The dative and locative of a woman's name on -a: 'Eva' -> Evě, 'Klára' -> Kláře, 'Jitka' -> Jitce."""
    for end, soft in (("ch", "še"), ("k", "ce"), ("h", "ze"), ("g", "ze"), ("r", "ře")):
        if stem.endswith(end):
            return stem[:-len(end)] + soft
    if stem[-1] in "bpvfmdtn":
        return stem + "ě"
    return stem + "e"


def _regular(word: str) -> tuple[str, ...] | None:
    """A single first name's forms by the pattern its ending says, or None where no pattern is sure."""
    if word in WOMEN_ON_CONSONANT:
        return None
    if word in MEN_ON_A:
        stem = word[:-1]
        return (word, stem + "y", stem + "ovi", stem + "u", stem + "o", stem + "ovi", stem + "ou")
    if word.endswith("ie"):  # Lucie, Marie
        return (word, word, word[:-1] + "i", word[:-1] + "i", word, word[:-1] + "i", word[:-1] + "í")
    if word.endswith("a") and len(word) > 2:
        stem = word[:-1]
        gen = stem + ("i" if stem[-1] in _SOFT else "y")
        return (word, gen, _feminine_e(stem), stem + "u", stem + "o", _feminine_e(stem), stem + "ou")
    if word[-1] not in "aeiouyáéíóúůýě" and len(word) > 2:
        return _masculine(word)
    return None


def decline(name: str, lang: str = "cs") -> Name:
    """`name` with its cases: Karty's own names from `KNOWN`, "Hráč 3" as the noun with its number, a
    player's name by its pattern, else the noun "hráč" in the case beside the name as it is."""
    if isinstance(name, Name) or lang != "cs":
        return name if isinstance(name, Name) else Name(name)
    text = name.strip()
    if text in KNOWN:
        return Name(name, KNOWN[text])
    seat = _SEAT.fullmatch(text)
    if seat:
        n = seat.group(2)
        if seat.group(1) == "Hráčka":
            return Name(name, (text, f"hráčky {n}", f"hráčce {n}", f"hráčku {n}", f"Hráčko {n}", f"hráčce {n}",
                               f"hráčkou {n}"))
        return Name(name, (text, f"hráče {n}", f"hráči {n}", f"hráče {n}", f"Hráči {n}", f"hráči {n}", f"hráčem {n}"))
    if _WORD.fullmatch(text):
        forms = _regular(text)
        if forms is not None:
            return Name(name, forms)
    return Name(name, (text, f"hráče {text}", f"hráči {text}", f"hráče {text}", text, f"hráči {text}",
                       f"hráčem {text}"))
