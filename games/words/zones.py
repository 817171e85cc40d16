"""The piles' names: one Czech word per pile, the one Czech card players use, with its accusative.

A zone's name in the engine is "kind" or "kind:seat" (games/zones.py); a player reads the kind.
The terminal prints "Ruka – Eva", the table writes "ruka" beside the cards. The common piles are
here; a pile only one game has is named in that game's `Words.zones` (Cribbage's crib, Kvarteto's
quartets). Czech players say "zdvih" (as the source does) and "talon"; "štych" is slang.
"""

from __future__ import annotations

from collections.abc import Sequence

from cards.model import Names
from games.words.vocabulary import Speaker

#: zone kind -> its name (cs with the accusative, en)
ZONES: dict[str, Names] = {
    "hand": Names("ruka", "hand", acc="ruku"),
    "table": Names("stůl", "table", acc="stůl"),
    "talon": Names("talon", "talon", acc="talon"),
    "stock": Names("zbytek balíčku", "stock", acc="zbytek balíčku"),
    "pile": Names("hromádka", "pile", acc="hromádku"),
    "discard": Names("odhozené karty", "discards", acc="odhozené karty"),
    "trick": Names("zdvih", "trick", acc="zdvih"),
    "won": Names("vzaté zdvihy", "tricks taken", acc="vzaté zdvihy"),
    "played": Names("zahrané karty", "cards played", acc="zahrané karty"),
    "turned": Names("otočená karta", "turned card", acc="otočenou kartu"),
    "folded": Names("složené karty", "folded cards", acc="složené karty"),
}


def zone_words(zone: str, game: Speaker | None = None) -> Names | None:
    """The names of `zone`'s kind ('hand:2' -> hand): the game's own first, then the common ones."""
    kind = zone.split(":")[0]
    own = game.words.zones.get(kind) if game is not None else None
    return own or ZONES.get(kind)


def zone_name(zone: str, lang: str = "en", game: Speaker | None = None, case: str = "nom") -> str:
    """'hand:1' -> 'ruka' / 'hand' ('ruku' in the accusative); an unknown kind reads as itself."""
    words = zone_words(zone, game)
    if words is None:
        return zone.split(":")[0].replace("_", " ")
    if lang == "cs" and case == "acc":
        return words.acc or words.cs
    return words.get(lang)


def zone_label(zone: str, lang: str, names: Sequence[str], game: Speaker | None = None) -> str:
    """A pile as a heading: 'hand:1' -> 'Ruka – Eva'; a pile of nobody's is its name alone."""
    text = zone_name(zone, lang, game)
    text = text[:1].upper() + text[1:]
    _, _, seat = zone.partition(":")
    if seat.isdigit() and int(seat) < len(names):
        text += f" – {names[int(seat)]}"
    return text
