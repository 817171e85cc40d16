"""Rubber-bridge scoring from the rule book's tables: one contract, honours, and the rubber.

`score_contract` is pure arithmetic over `rules_yaml/bridz.yaml` `tables:`; the three
options that choose between the source's table and the modern laws (undertrick_scale,
redoubled_bonus, vulnerable_small_slam) default to the source ("reference").

>>> score_contract(4, "S", 0, False, 10)
(120, 0, 0)
>>> score_contract(3, "NT", 1, True, 7)
(0, 0, 500)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypedDict, cast

from cards.model import Card
from games.errors import InvalidInput
from games.rulebook import get_rulebook
from games.schema import ListOf, OneOf, Record, Text, Whole

STRAINS = ("C", "D", "H", "S", "NT")
DOUBLED_KEYS = ("undoubled", "doubled", "redoubled")
HONOUR_RANKS = frozenset(("A", "K", "Q", "J", "10"))
_SUIT_TABLE = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
DEFAULT_OPTIONS: dict[str, str] = {"undertrick_scale": "reference", "redoubled_bonus": "reference",
                                   "vulnerable_small_slam": "reference"}

_POINTS = Whole(0)
_BY_DOUBLING = Record({key: _POINTS for key in DOUBLED_KEYS})
_LADDER = ListOf(_POINTS)  # the points for the first, second, ... over- or undertrick
_SCALES = ("reference", "current")  # the rule sets the options choose between (undertrick_scale and others)
_VULNERABILITY = ("not_vulnerable", "vulnerable")
#: the shape of the rule book's tables (games/schema.py), checked when the game loads them
TABLES_SHAPE = Record({
    "book": Whole(0, 13), "game_points": Whole(1), "games_for_rubber": Whole(1),
    "trick_score": Record({name: _BY_DOUBLING for name in (*_SUIT_TABLE.values(), "notrump_first", "notrump_next")}),
    "overtricks": Record({vul: Record({"undoubled": OneOf((Text(("trick_value",)), _LADDER)), "doubled": _LADDER,
                                       "redoubled": _LADDER}) for vul in _VULNERABILITY}),
    "undertricks": Record({scale: Record({vul: Record({key: Record({"first": _LADDER, "each_further": _POINTS})
                                                       for key in DOUBLED_KEYS}) for vul in _VULNERABILITY})
                           for scale in _SCALES}),
    "made_doubled_bonus": Record({scale: Record({"doubled": _POINTS, "redoubled": _POINTS}) for scale in _SCALES}),
    "slam_bonus": Record({scale: Record({size: Record({vul: _POINTS for vul in _VULNERABILITY})
                                         for size in ("small", "grand")}) for scale in _SCALES}),
    "rubber_bonus": Record({"two_games_to_none": _POINTS, "two_games_to_one": _POINTS}),
    "unfinished_rubber": Record({"one_game": _POINTS, "part_score": _POINTS}),
    "honours": Record({"four_trump_honours": _POINTS, "five_trump_honours": _POINTS, "four_aces_notrump": _POINTS}),
})


class Undertricks(TypedDict):
    first: list[int]  # the first, second, ... undertrick's points
    each_further: int


class RubberBonus(TypedDict):
    two_games_to_none: int
    two_games_to_one: int


class Unfinished(TypedDict):
    one_game: int
    part_score: int


class Honours(TypedDict):
    four_trump_honours: int
    five_trump_honours: int
    four_aces_notrump: int


class Tables(TypedDict):
    """The rule book's tables as TABLES_SHAPE lets them through; the inner keys that a rule picks at run time (a
    strain, a doubling, a vulnerability, an option's scale) are mappings."""

    book: int
    game_points: int
    games_for_rubber: int
    trick_score: Mapping[str, Mapping[str, int]]  # suit or notrump_first/_next -> doubling -> points a trick
    overtricks: Mapping[str, Mapping[str, str | list[int]]]  # vulnerability -> doubling -> "trick_value" or a ladder
    undertricks: Mapping[str, Mapping[str, Mapping[str, Undertricks]]]  # scale -> vulnerability -> doubling
    made_doubled_bonus: Mapping[str, Mapping[str, int]]  # scale -> doubled/redoubled
    slam_bonus: Mapping[str, Mapping[str, Mapping[str, int]]]  # scale -> small/grand -> vulnerability
    rubber_bonus: RubberBonus
    unfinished_rubber: Unfinished
    honours: Honours


def tables_of(tables: Mapping[str, object] | None = None) -> Tables:
    """`tables`, or the rule book's, read as the shape they were checked against when the game loaded them
    (games/game.py checks a game's tables against its `tables_shape`)."""
    return cast(Tables, tables if tables is not None else get_rulebook("bridz").tables)


def trick_points(strain: str, count: int, doubled: int, tables: Mapping[str, object] | None = None) -> int:
    """Points below the line for `count` tricks bid and made beyond the book."""
    t = tables_of(tables)["trick_score"]
    key = DOUBLED_KEYS[doubled]
    if count <= 0:
        return 0
    if strain == "NT":
        return int(t["notrump_first"][key]) + (count - 1) * int(t["notrump_next"][key])
    return count * int(t[_SUIT_TABLE[strain]][key])


def _check(level: int, strain: str, doubled: int, tricks: int) -> None:
    if not (isinstance(level, int) and 1 <= level <= 7):
        raise InvalidInput(f"a contract's level is 1 to 7, not {level!r}")
    if strain not in STRAINS:
        raise InvalidInput(f"a strain is one of {', '.join(STRAINS)}, not {strain!r}")
    if doubled not in (0, 1, 2):
        raise InvalidInput(f"doubled is 0, 1 (doubled) or 2 (redoubled), not {doubled!r}")
    if not (isinstance(tricks, int) and 0 <= tricks <= 13):
        raise InvalidInput(f"the declarers take 0 to 13 tricks, not {tricks!r}")


def score_contract(level: int, strain: str, doubled: int, vulnerable: bool, tricks: int,
                   options: Mapping[str, str] | None = None,
                   tables: Mapping[str, object] | None = None) -> tuple[int, int, int]:
    """(declarers below the line, declarers above the line, defenders above the line) for one deal.

    No rubber bonus and no honours here: those depend on the score sheet and the hands.
    """
    _check(level, strain, doubled, tricks)
    t = tables_of(tables)
    opts = {**DEFAULT_OPTIONS, **(options or {})}
    vul = "vulnerable" if vulnerable else "not_vulnerable"
    key = DOUBLED_KEYS[doubled]
    need = int(t["book"]) + level
    if tricks < need:
        down = need - tricks
        row = t["undertricks"][opts["undertrick_scale"]][vul][key]
        first = [int(x) for x in row["first"]]
        if down <= len(first):
            return 0, 0, first[down - 1]
        return 0, 0, first[-1] + (down - len(first)) * int(row["each_further"])
    below = trick_points(strain, level, doubled, t)
    above = 0
    over = tricks - need
    if over > 0:
        rule = t["overtricks"][vul][key]
        if rule == "trick_value":
            per = trick_points(strain, 2, 0, t) - trick_points(strain, 1, 0, t)  # a further trick's value
            above += over * per
        else:
            above += int(rule[over - 1])
    if doubled:
        above += int(t["made_doubled_bonus"][opts["redoubled_bonus"]][key])
    if level >= 6:
        slam = t["slam_bonus"][opts["vulnerable_small_slam"]]["small" if level == 6 else "grand"]
        above += int(slam[vul])
    return below, above, 0


def rubber_bonus(loser_games: int, tables: Mapping[str, object] | None = None) -> int:
    t = tables_of(tables)["rubber_bonus"]
    return int(t["two_games_to_none"] if loser_games == 0 else t["two_games_to_one"])


def honours(hands: Sequence[Sequence[Card]], strain: str, tables: Mapping[str, object] | None = None) -> list[int]:
    """Honours per seat (laws of rubber bridge): four or five top trumps, or four aces at no trumps."""
    t = tables_of(tables)["honours"]
    out = [0] * len(hands)
    for seat, hand in enumerate(hands):
        if strain == "NT":
            if [c.rank for c in hand].count("A") == 4:
                out[seat] = int(t["four_aces_notrump"])
            continue
        held = len([c for c in hand if c.suit == strain and c.rank in HONOUR_RANKS])  # a search scores often
        if held == 5:
            out[seat] = int(t["five_trump_honours"])
        elif held == 4:
            out[seat] = int(t["four_trump_honours"])
    return out
