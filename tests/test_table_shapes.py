"""Each game declares the shape of its rule book's `tables` (games/schema.py) and is refused a rule
book whose tables leave it: a RulesFileError naming the file, the key path and the fix."""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from games.errors import RulesFileError
from games.game import Game
from games.registry import all_games, get_game
from games.rulebook import RULES_DIR, load_rulebook
from games.schema import Flag, ListOf, MapOf, Mismatch, OneOf, Record, Text, Whole


def declares_its_tables(game: Game) -> None:
    """A game whose rule book has `tables:` declares their shape, and the shipped rule book fits it; a game with
    no tables needs none (`tables_shape` defaults to None). Shared with the recipe's template game."""
    if game.rulebook.tables or game.tables_shape is not None:
        assert game.tables_shape is not None, f"{game.id} has tables but declares no tables_shape"
        game.tables_shape.check(dict(game.rulebook.tables), "tables")


def test_every_game_with_tables_declares_their_shape() -> None:
    for game in all_games():
        declares_its_tables(game)


def _set(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(tables: dict[str, Any]) -> None:
        *parents, last = path
        for key in parents:
            tables = tables[key]
        tables[last] = value
    return change


def _drop(path: list[Any]) -> Callable[[dict[str, Any]], None]:
    def change(tables: dict[str, Any]) -> None:
        *parents, last = path
        for key in parents:
            tables = tables[key]
        del tables[last]
    return change


BROKEN = [
    ("cribbage", _set(["hand_size", "3"], "five"), "tables.hand_size.3", "expected a whole number, found 'five'"),
    ("cribbage", _drop(["crib_discards", "4"]), "tables.crib_discards.4", "missing"),
    ("bridz", _drop(["undertricks", "current", "vulnerable", "doubled", "each_further"]),
     "tables.undertricks.current.vulnerable.doubled.each_further", "missing"),
    ("bridz", _set(["overtricks", "vulnerable", "undoubled"], "trick value"),
     "tables.overtricks.vulnerable.undoubled", "fits none of the allowed forms"),
    ("boston", _set(["games", 2, "kind"], "slam"), "tables.games[2].kind", "'slam' is not one of the allowed values"),
    ("boston", _set(["per_trick"], [1, 2, 3]), "tables.per_trick", "has 3 entries"),
    ("ospalec", _set(["suits_in_play", 4, 1], [1]), "tables.suits_in_play.4[1]", "has 1 entries"),
    ("kvarteto", _set(["quartet_by", "german-32"], "colour"), "tables.quartet_by.german-32",
     "'colour' is not one of the allowed values"),
    ("hundert", _set(["over_per_point", "denominator"], 0), "tables.over_per_point.denominator", "0 is out of range"),
    ("stortok", _set(["turn_limt"], 600), "tables.turn_limt", "is not a key this table has"),
]


@pytest.mark.parametrize(("game_id", "change", "field", "problem"), BROKEN,
                         ids=[f"{g}:{f}" for g, _, f, _ in BROKEN])
def test_a_malformed_table_names_the_file_the_key_and_the_fix(tmp_path: Path, game_id: str,
                                                              change: Callable[[dict[str, Any]], None],
                                                              field: str, problem: str) -> None:
    data = yaml.safe_load((RULES_DIR / f"{game_id}.yaml").read_text(encoding="utf-8"))
    data["tables"] = copy.deepcopy(data["tables"])
    change(data["tables"])
    path = tmp_path / f"{game_id}.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    book = load_rulebook(path)  # the rule book loads: its tables are the game's to judge
    with pytest.raises(RulesFileError) as caught:
        type(get_game(game_id))(book)
    error = caught.value
    assert error.file == str(path) and error.field == field and problem in error.problem, str(error)
    assert error.fix and str(path) in str(error) and field in str(error)


def test_the_shapes_say_what_fits() -> None:
    shape = Record({"n": Whole(1, 4), "order": ListOf(Text(("S", "H")), length=2), "on": Flag(),
                    "rows": MapOf(OneOf((Whole(0), Text(("none",)))), keys=Whole(2, 6))}, optional=frozenset({"on"}))
    shape.check({"n": 2, "order": ["S", "H"], "rows": {2: 0, 3: "none"}}, "t")
    for value, path, fix in [
        ({"n": 5, "order": ["S", "H"], "rows": {2: 0}}, "t.n", "a whole number from 1 to 4"),
        ({"n": True, "order": ["S", "H"], "rows": {2: 0}}, "t.n", "a whole number from 1 to 4"),
        ({"n": 1, "order": ["S", "C"], "rows": {2: 0}}, "t.order[1]", "one of S, H"),
        ({"n": 1, "order": ["S", "H"], "on": "yes", "rows": {2: 0}}, "t.on", "true or false"),
        ({"n": 1, "order": ["S", "H"], "rows": {7: 0}}, "t.rows.7", "a whole number from 2 to 6"),
        ({"n": 1, "order": ["S", "H"], "rows": {2: "all"}}, "t.rows.2", "a whole number of at least 0 or one of none"),
        ({"n": 1, "order": ["S", "H"]}, "t.rows", "add 'rows:'"),
    ]:
        with pytest.raises(Mismatch) as caught:
            shape.check(value, "t")
        assert caught.value.path == path and fix in caught.value.fix, caught.value.fix
