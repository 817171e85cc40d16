"""Bridž's calls as the table shows them: the bidding box's cells, the auction grid by seat, the compass
letters and the keyboard's entry of a call. No drawing here (ui/games/bridz/table.py draws), so all of it is
tested without a window.

A call is the engine's short string ("1C".."7NT", "P", "X", "XX", games/bridz/auction.py); the actions come
from the legal actions only, so the table never decides which call is allowed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from games.actions import Action
from games.bridz.auction import DOUBLE, PASS, REDOUBLE, STRAINS
from games.bridz.calls import action_call

LEVELS = tuple(range(1, 8))
#: the box's rows: the three other calls on top, then a row per level, clubs to no trumps
BOX_ROWS: tuple[tuple[str, ...], ...] = (
    (PASS, DOUBLE, REDOUBLE), *(tuple(f"{level}{strain}" for strain in STRAINS) for level in LEVELS))
SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
#: what a suit looks like by its pack's colour word (ui/faces/colours.py paints them)
SUIT_COLOUR = {"C": "black", "D": "red", "H": "red", "S": "black"}
FOUR_COLOUR_SUIT = {"C": "club", "D": "diamond"}
WORDS = {PASS: ("Pas", "Pass"), DOUBLE: ("Kontra", "Dbl"), REDOUBLE: ("Rekontra", "Rdbl")}
#: the compass by seat, the same in every window (seat 0 North, then clockwise as play goes), so two players
#: talking about a hand name each seat alike; the terminal and the PBN export use the same letters
COMPASS = {"cs": ("S", "V", "J", "Z"), "en": ("N", "E", "S", "W")}
COMPASS_WORDS = {"cs": ("Sever", "Východ", "Jih", "Západ"), "en": ("North", "East", "South", "West")}
#: the strain letters after a level: the English (as bidding-box cards print them) and Czech "b" for BT; the
#: Czech suit names' letters are left out: "s" would be srdce to one player and spades to another
STRAIN_KEYS = {"c": "C", "d": "D", "h": "H", "s": "S", "n": "NT", "b": "NT"}
STRAIN_KEYS_BY_STRAIN = {"C": "c", "D": "d", "H": "h", "S": "s", "NT": "n"}


def call_parts(call: str, lang: str) -> tuple[str, str, str]:
    """(level, strain sign or word, strain code) of a bid; (word, '', '') of another call."""
    if call in WORDS:
        return WORDS[call][0 if lang == "cs" else 1], "", ""
    level, strain = call[0], call[1:]
    if strain == "NT":
        return level, "BT" if lang == "cs" else "NT", strain
    return level, SYMBOL[strain], strain


def call_text(call: str, lang: str) -> str:
    level, sign, _ = call_parts(call, lang)
    return level + sign


def legal_calls(actions: Iterable[Action]) -> dict[str, Action]:
    """The legal actions that are calls, by call."""
    out: dict[str, Action] = {}
    for action in actions:
        call = action_call(action)
        if call is not None:
            out[call] = action
    return out


def compass(seat: int, lang: str, words: bool = False) -> str:
    """The seat's compass letter (or word), whoever views the table: the viewer sits at the bottom whatever
    his letter."""
    table = (COMPASS_WORDS if words else COMPASS)["cs" if lang == "cs" else "en"]
    return table[seat % 4]


def columns(dealer: int) -> list[int]:
    """The grid's seats, left to right: the dealer first, then round to the left."""
    return [(dealer + i) % 4 for i in range(4)]


def grid_rows(calls: Sequence[str]) -> list[list[str]]:
    """The auction in rows of four: the dealer's call first in each row, every call under its seat."""
    return [list(calls[i:i + 4]) for i in range(0, len(calls), 4)]


@dataclass
class KeyEntry:
    """A call typed: a level digit then a strain letter ("3" "h"), or "p", "x" alone; the call is selected
    (lit in the box) and Enter makes it. Only a legal call is selected; anything else gives `refused`."""

    level: int | None = None
    selected: str | None = None
    refused: str | None = None  # the call last typed that is not legal now

    def clear(self) -> None:
        self.level = self.selected = self.refused = None

    def press(self, key: str, legal: Iterable[str]) -> bool:
        """Feed one typed character; True if it was part of a call (the table should not act on it)."""
        allowed = set(legal)
        key = key.lower()
        self.refused = None
        if key.isdigit():
            level = int(key)
            if level not in LEVELS:
                return False
            self.level, self.selected = level, None
            return True
        if self.level is not None and key in STRAIN_KEYS:
            self._choose(f"{self.level}{STRAIN_KEYS[key]}", allowed)
            self.level = None
            return True
        if key == "p":
            self._choose(PASS, allowed)
        elif key in ("x", "k"):  # kontra; the redouble when that is the one allowed
            self._choose(REDOUBLE if REDOUBLE in allowed and DOUBLE not in allowed else DOUBLE, allowed)
        elif key == "r":
            self._choose(REDOUBLE, allowed)
        else:
            return False
        self.level = None
        return True

    def _choose(self, call: str, allowed: set[str]) -> None:
        if call in allowed:
            self.selected = call
        else:
            self.selected, self.refused = None, call
