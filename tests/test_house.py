"""One game, one place: each game lives in its own modules, found through the one list in games/registry.py.

These tests keep the recipe of docs/adding-a-game.md true: every entry's modules exist and define
what the layers look up; every rule book has an entry; and outside a game's own modules only its
registry line, the tests and the benchmarks name it.
"""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from ai.manifest import ai_hooks
from ai.search_hooks import NO_HOOKS
from games.game import Game
from games.registry import GAMES, GameEntry, all_games
from games.rulebook import rulebooks
from ui.table.manifest import NO_TABLE, table_hooks

ROOT = Path(__file__).resolve().parent.parent
#: where code that may name any game lives: the list itself, the tests, and benchmarks that measure games by name
ANYWHERE = ("games/registry.py", "tests/", "bench/", "build/")
#: the few places outside a game's modules that name it, each for a reason that belongs there
NAMED_ON_PURPOSE = {
    # the terminal's help shows a real game as its example
    ("cerny-petr", "cli/main.py"), ("cerny-petr", "cli/play.py"),
    # the rule-book loader's error message shows a real id as the example of a well-formed one
    ("cerny-petr", "games/rulebook.py"),
    # Bridž's seat at the robots' table: a bridge protocol (Blue Chip) driving Bridž's engine and bots, and its command
    ("bridz", "net/bluechip/client.py"), ("bridz", "net/bluechip/manager.py"), ("bridz", "net/bluechip/seat.py"),
    ("bridz", "cli/bluechip.py"),
}


def own_paths(item: GameEntry) -> list[str]:
    """The folders that are this game's own, in every layer: one package per layer, never a flat module."""
    mod = item.id.replace("-", "_")
    return [f"games/{mod}/", f"ai/games/{mod}/", f"ui/games/{mod}/", f"tests/games/{mod}/"]


def names_game(text: str, game_id: str) -> bool:
    mod = game_id.replace("-", "_")
    return re.search(rf"(?<![\w-]){re.escape(game_id)}(?![\w-])|(?<!\w){mod}(?!\w)", text) is not None


def namings(path: Path) -> list[str]:
    """Short strings and imported module names in a file: where code names a game (long prose is not code)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) <= 60:
            found.append(node.value)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
    return found


def test_every_rule_book_has_one_entry_and_every_entry_a_rule_book() -> None:
    ids = [item.id for item in GAMES]
    assert len(ids) == len(set(ids)), "an id listed twice in games/registry.py GAMES"
    assert sorted(ids) == sorted(rulebooks()), "rules_yaml/ and games/registry.py GAMES disagree"


@pytest.mark.parametrize("item", GAMES, ids=lambda item: item.id)
def test_an_entrys_modules_define_what_the_layers_look_up(item: GameEntry) -> None:
    game = importlib.import_module(item.engine).GAME
    assert isinstance(game, Game) and game.id == item.id
    if item.ai is not None:
        hooks = ai_hooks(item.id)  # checked as it loads: the manifest's type, no hook left under an old name
        players = hooks.players()
        assert players or hooks.search is not NO_HOOKS, f"{item.ai} gives neither players nor search hooks"
        assert set(hooks.menu_levels) <= set(players), f"{item.ai}: a menu level without a player"
    if item.ui is not None:
        table = table_hooks(item.id)
        assert table != NO_TABLE, f"{item.ui} sets none of the table's hooks: the table would ignore it"


def test_the_menu_lists_the_games_in_the_order_of_the_list() -> None:
    assert [game.id for game in all_games()] == [item.id for item in GAMES]


def test_outside_its_own_modules_only_the_registry_names_a_game() -> None:
    strays: list[str] = []
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(ANYWHERE) or "/." in f"/{rel}":
            continue
        texts = namings(path)
        for item in GAMES:
            if rel.startswith(tuple(own_paths(item))) or (item.id, rel) in NAMED_ON_PURPOSE:
                continue
            hits = sorted({text for text in texts if names_game(text, item.id)})
            if hits:
                strays.append(f"{rel} names {item.id}: {hits[:3]}")
    assert not strays, "a game named outside its own modules (move it there, or hook it through the registry):\n" \
        + "\n".join(strays)


def named_outside_their_packages(paths: list[str]) -> list[str]:
    """The paths (relative, posix) of modules named for a game that are not in its package: a flat
    `games/<id>.py`, `ai/games/<id>_playout.py`, `ui/games/<id>_board.py` or `tests/test_<id>.py` gives a game
    a second shape the layers, the house check and a new developer would have to know."""
    strays = []
    for rel in paths:
        if not rel.startswith(("games/", "ai/games/", "ui/games/", "tests/")) or rel.startswith("tests/data/"):
            continue
        tail = rel.split("games/", 1)[-1] if not rel.startswith("tests/") or rel.startswith("tests/games/") \
            else rel.removeprefix("tests/").removeprefix("test_")
        for item in GAMES:
            mod = item.id.replace("-", "_")
            if re.match(rf"{mod}(_|\.py$|/)", tail) and not rel.startswith(tuple(own_paths(item))):
                strays.append(f"{rel} is named for {item.id} but is not in its package")
    return strays


def test_every_file_named_for_a_game_is_in_its_package() -> None:
    """Every game has one shape: a package in each layer where it has code, its tests in tests/games/<id>/."""
    paths = [p.relative_to(ROOT).as_posix() for p in sorted(ROOT.rglob("*.py"))]
    strays = named_outside_their_packages([rel for rel in paths if "/." not in f"/{rel}"])
    assert not strays, "\n".join(strays)


def test_the_shape_check_finds_a_flat_module_or_test_named_for_a_game() -> None:
    flat = ["games/souboje.py", "ai/games/cvik_playout.py", "ui/games/bridz_table.py", "tests/test_kolovrat.py",
            "tests/test_cerny_petr_text.py"]
    assert len(named_outside_their_packages(flat)) == len(flat)
    assert not named_outside_their_packages(["games/souboje/rules.py", "ai/games/cvik/playout.py", "games/trick.py",
                                             "ui/games/bridz/table.py", "tests/games/kolovrat/test_kolovrat.py",
                                             "tests/test_house.py"])


@pytest.mark.parametrize("item", GAMES, ids=lambda item: item.id)
def test_an_entry_names_modules_of_its_games_packages(item: GameEntry) -> None:
    mod = item.id.replace("-", "_")
    for layer, name in (("games", item.engine), ("ai.games", item.ai), ("ui.games", item.ui)):
        assert name is None or name.startswith(f"{layer}.{mod}."), f"{item.id}: {name} is not in {layer}.{mod}"


def test_the_house_check_finds_a_game_named_outside_its_modules(tmp_path: Path) -> None:
    stray = tmp_path / "menu.py"
    stray.write_text('if game.id == "cerny-petr":\n    n = 4\nfrom games.bridz.rules import GAME\n', encoding="utf-8")
    texts = namings(stray)
    assert any(names_game(t, "cerny-petr") for t in texts) and any(names_game(t, "bridz") for t in texts)
    assert not any(names_game(t, "cvik") for t in texts)
    assert not names_game("cvikova", "cvik") and not names_game("cerny-petr-2", "cerny-petr")
