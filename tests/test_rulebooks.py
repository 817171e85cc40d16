"""Rule books: every file validates, is found by its names, drives its engine, is our own prose.

Runs over whatever `rules_yaml/*.yaml` exist, so each new rule book is checked the day it lands.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from cards import pack_ids
from cli.main import main
from games import Match
from games.errors import RulesFileError
from games.rulebook import RULES_DIR, SECTIONS, RuleBook, fold, load_rulebook, rulebooks
from games.rulebook_search import find_rulebook, render_rulebook, sections, suggest

YamlDoc = dict[str, Any]  # Any: a rule book's YAML as parsed, mappings, lists and scalars nested as the file has them

ROOT = Path(__file__).resolve().parent.parent
# shared/ sits beside the checkout (CI lays a copy there too); the absolute path is this workplace's copy
REFERENCE = next((p for p in (Path(__file__).resolve().parents[2] / "shared/reference/ceske-karetni-hry.txt",
                              Path("/work/shared/reference/ceske-karetni-hry.txt")) if p.exists()),
                 Path("/work/shared/reference/ceske-karetni-hry.txt"))
FILES = sorted(RULES_DIR.glob("*.yaml"))
KNOWN_PACKS = set(pack_ids())


def book_texts(book: RuleBook) -> Iterator[tuple[str, str]]:
    """(where, text) for every prose field of a rule book, both languages."""
    for lang in ("cs", "en"):
        yield f"objective.{lang}", book.objective.get(lang)
        for section, names in book.text.items():
            yield f"text.{section}.{lang}", names.get(lang)
        for name, spec in book.options.items():
            yield f"options.{name}.label.{lang}", spec.label.get(lang)
            yield f"options.{name}.why.{lang}", spec.why.get(lang)
            for value, label in spec.value_labels.items():
                yield f"options.{name}.value_labels.{value}.{lang}", label.get(lang)


# -- every file ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_rule_book_validates_with_both_languages(path: Path) -> None:
    validates_with_both_languages(path)


def validates_with_both_languages(path: Path) -> None:
    """A rule book loads, has every section and option in both languages, and says where its rules come from
    (shared with the recipe's template game, tests/test_recipe_template.py)."""
    book = load_rulebook(path, KNOWN_PACKS)
    assert set(SECTIONS) <= set(book.text)
    for where, text in book_texts(book):
        assert text.strip(), f"{path.name}: {where} is empty"
    for name, spec in book.options.items():
        assert book.config()[name] == spec.default
        if spec.type == "choice":
            assert spec.default in spec.values
            unknown = set(spec.value_labels) - {str(v) for v in spec.values}
            assert not unknown, f"{path.name}: options.{name}.value_labels names no such value {unknown}"
    assert book.sources and all(s.strip() for s in book.sources), f"{path.name}: say where its rules come from"


def _names_mappings(doc: YamlDoc) -> Iterator[tuple[str, object]]:
    yield "names", doc.get("names")
    yield "objective", doc.get("objective")
    for section, names in (doc.get("text") or {}).items():
        yield f"text.{section}", names
    for name, option in (doc.get("options") or {}).items():
        yield f"options.{name}.label", option.get("label")
        yield f"options.{name}.why", option.get("why")
        for value, label in (option.get("value_labels") or {}).items():
            yield f"options.{name}.value_labels.{value}", label


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_language_mappings_hold_nothing_but_languages(path: Path) -> None:
    """`{cs: 1, 2, en: ...}` is valid YAML that silently cuts the text at the comma; catch it."""
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    for where, names in _names_mappings(doc):
        assert isinstance(names, dict), f"{path.name}: {where} is not a cs/en mapping"
        extra = set(names) - {"cs", "en", "native"}
        assert not extra, f"{path.name}: {where} has stray keys {extra}; quote a text that contains commas"


# -- finding a game ------------------------------------------------------------------------------------------
def test_every_name_and_alias_finds_its_own_game() -> None:
    books = rulebooks()
    for book in books.values():
        for name in (book.id, book.names.cs, book.names.en, *book.aliases):
            for query in (name, name.upper(), fold(name), f"  {name.lower()} "):
                found = find_rulebook(query, books)
                assert found is not None and found.id == book.id, f"{query!r} should find {book.id}"


@pytest.mark.parametrize(("query", "game_id"), [
    ("cerny petr", "cerny-petr"), ("Old Maid", "cerny-petr"), ("ČERNÝ-PETR", "cerny-petr"),
    ("bridge", "bridz"), ("Bridž", "bridz"), ("rubber bridge", "bridz"),
    ("boston", "boston"), ("BOSTON WHIST", "boston"),
    ("LABETSPIEL", "cvik"), ("Cviček", "cvik"), ("kaufcvik", "komando"), ("Čapáry", "komando"),
])
def test_queries_from_the_issue(query: str, game_id: str) -> None:
    if game_id not in rulebooks():
        pytest.skip(f"rules_yaml/{game_id}.yaml has not landed yet")
    book = find_rulebook(query)
    assert book is not None and book.id == game_id


def test_unknown_names_get_the_closest_games() -> None:
    assert find_rulebook("brige") is None
    assert suggest("brige")[0] == "bridz"
    assert "cerny-petr" in suggest("cerny")
    assert "boston" in suggest("bostn")
    assert find_rulebook("") is None and find_rulebook("  --  ") is None


def test_rendered_rules_come_in_the_chosen_language_by_section() -> None:
    book = rulebooks()["bridz"]
    cs, en = render_rulebook(book, "cs"), render_rulebook(book, "en")
    assert "Bridž (Bridge)" in cs and "Příprava a rozdání" in cs and book.text["turn"].cs in cs
    assert "Bridge (Bridž)" in en and "Setup and deal" in en and book.text["turn"].en in en
    assert book.text["turn"].en not in cs
    assert [s for s, _, _ in sections(book, "en")] == [*SECTIONS, "example"]
    assert f"undertrick_scale = {book.options['undertrick_scale'].default}" in en


# -- options drive the engine ----------------------------------------------------------------------------------
def edited_copy(tmp_path: Path, game_id: str, edit: Callable[[YamlDoc], object]) -> RuleBook:
    target = tmp_path / f"{game_id}.yaml"
    shutil.copy(RULES_DIR / f"{game_id}.yaml", target)
    doc = yaml.safe_load(target.read_text(encoding="utf-8"))
    edit(doc)
    target.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return load_rulebook(target, KNOWN_PACKS)


def play_out(match: Match) -> None:
    for _ in range(10_000):
        if match.is_over:
            return
        match.apply(match.legal_actions()[0])
    raise AssertionError("the match did not end")


def test_changing_the_number_of_deals_in_a_copy_changes_the_match(tmp_path: Path) -> None:
    from games.cerny_petr.rules import CernyPetr

    stock = Match(CernyPetr(), num_players=3, seed=3)
    play_out(stock)
    assert len(stock.finished_deals) == 5

    book = edited_copy(tmp_path, "cerny-petr", lambda doc: doc["options"]["deals"].update(default=2))
    assert book.options["deals"].default == 2
    edited = Match(CernyPetr(book), num_players=3, seed=3)
    play_out(edited)
    assert len(edited.finished_deals) == 2


def test_changing_the_draw_direction_in_a_copy_changes_who_is_drawn_from(tmp_path: Path) -> None:
    from games.cerny_petr.rules import CernyPetr, CernyPetrState

    book = edited_copy(tmp_path, "cerny-petr", lambda doc: doc["options"]["draw_from"].update(default="left"))
    for game, step in ((CernyPetr(), -1), (CernyPetr(book), 1)):
        state = Match(game, num_players=4, seed=5).state
        assert isinstance(state, CernyPetrState) and state.drawer is not None
        assert state.giver() == (state.drawer + step) % 4


# -- malformed rule books are refused with file, field and fix ---------------------------------------------------
def _missing_names(doc: YamlDoc) -> None:
    del doc["names"]


def _bad_option_type(doc: YamlDoc) -> None:
    doc["options"]["deals"]["type"] = "float"


def _choice_default_not_allowed(doc: YamlDoc) -> None:
    doc["options"]["draw_from"]["default"] = "across"


def _int_default_out_of_range(doc: YamlDoc) -> None:
    doc["options"]["deals"]["default"] = 500


def _unknown_category(doc: YamlDoc) -> None:
    doc["category"] = "karetni-hry"


def _unknown_pack(doc: YamlDoc) -> None:
    doc["packs"] = ["french-53"]


def _missing_czech_section(doc: YamlDoc) -> None:
    del doc["text"]["scoring"]["cs"]


@pytest.mark.parametrize(("edit", "field", "fix_words"), [
    (_missing_names, "names", "names"),
    (_bad_option_type, "options.deals.type", "int"),
    (_choice_default_not_allowed, "options.draw_from.default", "right"),
    (_int_default_out_of_range, "options.deals.default", "50"),
    (_unknown_category, "category", "zdvihove-hry"),
    (_unknown_pack, "packs", "decks"),
    (_missing_czech_section, "text.scoring.cs", "cs"),
])
def test_malformed_rule_books_are_refused_with_file_field_and_fix(
        tmp_path: Path, edit: Callable[[YamlDoc], None], field: str, fix_words: str) -> None:
    with pytest.raises(RulesFileError) as caught:
        edited_copy(tmp_path, "cerny-petr", edit)
    error = caught.value
    assert error.file == str(tmp_path / "cerny-petr.yaml")
    assert error.field == field
    assert fix_words in error.fix
    assert str(tmp_path / "cerny-petr.yaml") in str(error) and field in str(error) and "Fix:" in str(error)


def test_broken_yaml_is_refused_with_the_file_named(tmp_path: Path) -> None:
    target = tmp_path / "cerny-petr.yaml"
    target.write_text("id: cerny-petr\nnames: {cs: [unclosed\n", encoding="utf-8")
    with pytest.raises(RulesFileError) as caught:
        load_rulebook(target, KNOWN_PACKS)
    assert caught.value.file == str(target) and "YAML" in caught.value.problem


# -- registry and rule books agree ----------------------------------------------------------------------------------
def test_every_game_has_a_rule_book_and_every_rule_book_a_game() -> None:
    from games.registry import all_games

    books = rulebooks()
    registered = {game.id for game in all_games()}
    for game in all_games():
        assert game.id in books and game.rulebook.id == game.id
    for game_id in books:
        assert game_id in registered, f"rules_yaml/{game_id}.yaml has no line in games/registry.py GAMES"


# -- our own words ----------------------------------------------------------------------------------------------------
RUN = 8


@pytest.fixture(scope="module")
def reference_runs() -> set[tuple[str, ...]]:
    if not REFERENCE.exists():
        pytest.skip("the reference text is not on this machine")
    words = fold(REFERENCE.read_text(encoding="utf-8")).split()
    return {tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1)}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_no_run_of_eight_words_is_copied_from_the_reference(path: Path, reference_runs: set[tuple[str, ...]]) -> None:
    book = load_rulebook(path, KNOWN_PACKS)
    copied = []
    for where, text in book_texts(book):
        words = fold(text).split()
        copied += [f"{where}: '{' '.join(words[i:i + RUN])}'" for i in range(len(words) - RUN + 1)
                   if tuple(words[i:i + RUN]) in reference_runs]
    assert not copied, f"{path.name} repeats the reference word for word:\n" + "\n".join(copied)


# -- the two hardest tables, exactly as the reference gives them ------------------------------------------------------
def test_bridz_tables_hold_the_reference_numbers() -> None:
    book = rulebooks()["bridz"]
    t = book.tables
    assert t["trick_score"]["clubs"] == {"undoubled": 20, "doubled": 40, "redoubled": 80}
    assert t["trick_score"]["spades"] == {"undoubled": 30, "doubled": 60, "redoubled": 120}
    assert t["trick_score"]["notrump_first"]["redoubled"] == 160
    assert t["overtricks"]["vulnerable"]["redoubled"][5] == 2400
    ref = t["undertricks"]["reference"]
    assert ref["not_vulnerable"]["doubled"] == {"first": [100, 300, 500, 700], "each_further": 200}
    assert ref["vulnerable"]["redoubled"] == {"first": [400, 1000, 1600, 2200], "each_further": 600}
    assert t["undertricks"]["current"]["not_vulnerable"]["doubled"] == {"first": [100, 300, 500, 800],
                                                                         "each_further": 300}
    assert t["made_doubled_bonus"]["reference"] == {"doubled": 50, "redoubled": 50}
    assert t["slam_bonus"]["reference"]["small"] == {"not_vulnerable": 500, "vulnerable": 700}
    assert t["slam_bonus"]["current"]["small"]["vulnerable"] == 750
    assert t["rubber_bonus"] == {"two_games_to_none": 700, "two_games_to_one": 500}
    # every value of an option that picks a table has its table
    for option, table in (("undertrick_scale", "undertricks"), ("redoubled_bonus", "made_doubled_bonus"),
                          ("vulnerable_small_slam", "slam_bonus")):
        assert set(book.options[option].values) == set(t[table])
    assert book.options["honours"].default is False  # the reference has no honours


def undertrick_penalty(book: RuleBook, scale: str, vulnerable: bool, doubling: str, down: int) -> int:
    row = book.tables["undertricks"][scale]["vulnerable" if vulnerable else "not_vulnerable"][doubling]
    first = row["first"]
    return first[down - 1] if down <= len(first) else first[-1] + (down - len(first)) * row["each_further"]


def test_bridz_undertricks_read_as_an_engine_would() -> None:
    book = rulebooks()["bridz"]
    assert undertrick_penalty(book, "reference", False, "doubled", 6) == 1100
    assert undertrick_penalty(book, "current", False, "doubled", 6) == 1400
    assert undertrick_penalty(book, "current", True, "undoubled", 7) == 700


def test_boston_games_and_payments_in_table_order() -> None:
    book = rulebooks()["boston"]
    games = book.tables["games"]
    assert [g["id"] for g in games] == [
        "boston_small", "misere_small", "boston_big", "misere_big", "independence_small", "independence_big",
        "misere_small_open", "philadelphia_small", "philadelphia_big", "misere_big_open", "sovereignty_small",
        "sovereignty_big", "revolution", "concord"]
    pay = {g["id"]: g["pay"] for g in games}
    assert pay["boston_small"] == [1, 2, 3, 4] and pay["misere_small"] == [4]
    assert pay["sovereignty_big"] == [16, 32, 64, 96] and pay["revolution"] == [64]
    assert pay["concord"] == [32, 64, 96, 128]
    assert [g["tricks"] for g in games if g["kind"] == "tricks"] == list(range(5, 14))
    assert all(len(g["pay"]) == (4 if g["kind"] == "tricks" else 1) for g in games)
    assert {g["id"] for g in games if g.get("partner")} == {
        "boston_small", "boston_big", "independence_small", "independence_big"}
    order = book.tables["suit_order"]
    assert order["reference"]["C"] == ["C", "S", "D", "H"] and order["reference"]["H"] == ["H", "D", "S", "C"]
    for value in book.options["suit_order"].values:
        rows = [order[value]] if value == "fixed" else list(order[value].values())
        assert all(sorted(row) == ["C", "D", "H", "S"] for row in rows)


# -- the rules CLI ----------------------------------------------------------------------------------------------------
def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["rules", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_lists_every_rule_book(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "--lang", "en")
    assert code == 0
    for book in rulebooks().values():
        assert book.id in out and book.names.en in out
    assert "players" in out and "trick-taking games" in out and "french-52" in out


@pytest.mark.parametrize(("query", "name"), [
    (["cerny", "petr"], "Černý Petr"), (["Old Maid"], "Černý Petr"), (["bridge"], "Bridž"), (["BOSTON"], "Boston"),
])
def test_cli_prints_the_rule_book_in_czech(capsys: pytest.CaptureFixture[str], query: list[str], name: str) -> None:
    code, out, _ = cli(capsys, *query, "--lang", "cs")
    assert code == 0 and out.startswith(name) and "Přehled" in out and "Volby" in out


def test_cli_language_follows_the_locale_then_czech(capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert "Overview" in cli(capsys, "bridz")[1]
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    assert "Přehled" in cli(capsys, "bridz")[1]
    monkeypatch.setenv("LANG", "C")
    assert "Přehled" in cli(capsys, "bridz")[1]


def test_cli_options_lists_names_and_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "boston", "--options", "--lang", "en")
    assert code == 0
    for name, spec in rulebooks()["boston"].options.items():
        assert f"{name} = " in out
        assert spec.why.en.split(".")[0] in out
    assert "Overview" not in out


def test_cli_json_shapes(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "--json")
    listing = json.loads(out)
    assert code == 0 and {g["id"] for g in listing} == set(rulebooks())
    for entry in listing:
        assert set(entry) == {"id", "names", "aliases", "category", "players", "packs", "registered"}
        assert set(entry["names"]) == {"cs", "en"} and len(entry["players"]) == 2
    from games.registry import game_ids

    assert {g["id"] for g in listing if g["registered"]} == set(game_ids())
    assert next(g for g in listing if g["id"] == "cerny-petr")["registered"] is True

    code, out, _ = cli(capsys, "bridge", "--json")
    one = json.loads(out)
    assert code == 0 and one["id"] == "bridz" and one["players"] == [4, 4] and one["packs"] == ["french-52"]
    assert set(one["text"]) == {*SECTIONS, "example"} and set(one["text"]["scoring"]) == {"cs", "en"}
    scale = rulebooks()["bridz"].options["undertrick_scale"]
    assert one["options"]["undertrick_scale"]["default"] == scale.default
    assert sorted(one["options"]["undertrick_scale"]["values"]) == ["current", "reference"]
    assert one["options"]["rubbers"]["min"] == 1


def test_cli_unknown_game_suggests_and_fails() -> None:
    out = subprocess.run([sys.executable, "main.py", "rules", "brige", "--lang", "en"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    assert "bridz" in out.stderr and "Traceback" not in out.stderr and out.stdout == ""
