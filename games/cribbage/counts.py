"""Cribbage's scoring combinations and how a count of them is said: the pieces the scoring (which caches the
count in English on its events) and the words (which say it in the reader's language) share, below both.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cards.model import Card
from games.words.vocabulary import Pair, pick


@dataclass(frozen=True)
class Item:
    """One scoring combination: its kind (fifteen, pair, run, flush, nobs...), points and cards."""

    kind: str
    points: int
    cards: tuple[Card, ...]


#: each combination's name, as players count it
COUNT_NAMES: dict[str, Pair] = {
    "fifteen": ("patnáct", "fifteen"),
    "thirty_one": ("třicet jedna", "thirty-one"),
    "pair": ("pár", "a pair"),
    "pair_royal": ("trojice", "pair royal"),
    "double_pair_royal": ("čtveřice", "double pair royal"),
    "flush": ("barva", "a flush"),
    "nobs": ("kluk v barvě", "nobs"),
}
_RUN: dict[int, Pair] = {2: ("ze dvou", "two"), 3: ("ze tří", "three"), 4: ("ze čtyř", "four"), 5: ("z pěti", "five"),
                         6: ("ze šesti", "six"), 7: ("ze sedmi", "seven")}


def combination_name(kind: str, n: int, lang: str) -> str:
    """A combination of `n` cards by name: "a pair", "a run of three" / "pár", "postupka ze tří"."""
    if kind == "run":
        return f"a run of {_RUN[n][1]}" if lang != "cs" else f"postupka {_RUN[n][0]}"
    return pick(COUNT_NAMES.get(kind, (kind, kind)), lang)


def say_count(parts: Sequence[tuple[str, int, int]], lang: str) -> str:
    """`word_items` on (kind, points, number of cards) triples (the words need no more)."""
    en = lang != "cs"
    said: list[str] = []
    total = 0
    for kind, points, n in parts:
        total += points
        if kind == "fifteen":
            said.append(f"{pick(COUNT_NAMES['fifteen'], lang)} {total}")
            continue
        said.append(f"{combination_name(kind, n, lang)} {'is' if en else 'je'} {total}")
    if not said:
        return "nothing (nineteen)" if en else "nic"
    if len(said) == 1:
        return said[0]
    if en:
        return ", ".join(said[:-1]) + ", and " + said[-1]
    return ", ".join(said[:-1]) + " a " + said[-1]


def say_peg(parts: Sequence[tuple[str, int, int]], lang: str) -> str:
    joiner = "for" if lang != "cs" else "za"
    return ", ".join(f"{combination_name(kind, n, lang)} {joiner} {points}" for kind, points, n in parts)
