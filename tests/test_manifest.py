"""Each game's hooks are one typed manifest per layer (ai/manifest.py `AiHooks`, ui/table/manifest.py `TableHooks`),
read through its registry entry and checked as it loads: a hook misspelt, missing, of the wrong kind or left under
a name no layer reads is refused with the game's id and the hook's name, never silently ignored."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest

from ai import registry as ai_registry
from ai.manifest import ai_hooks
from games import registry
from games.registry import GameEntry, ManifestError
from games.toygame import TOY_ID
from ui.table.manifest import table_hooks

ROOT = Path(__file__).resolve().parent.parent
_NAMES = itertools.count()
#: listed(layer, text): the module's name, written with `text` and named as the toy game's `layer` module
Listed = Callable[[str, str], str]


@pytest.fixture
def layer_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Listed]:
    """Writes a layer module of the toy game into a temporary package on sys.path and lists the game with it."""
    monkeypatch.syspath_prepend(str(tmp_path))

    def listed(layer: str, text: str) -> str:
        name = f"karty_manifest_probe_{next(_NAMES)}"
        (tmp_path / f"{name}.py").write_text(text, encoding="utf-8")
        entry = GameEntry(TOY_ID, "games.toygame", ai=name if layer == "ai" else None,
                          ui=name if layer == "ui" else None)
        stack.enter_context(registry.added(entry))
        return name

    with ExitStack() as stack:
        yield listed


def test_a_misspelt_table_hook_is_refused_naming_the_game_and_the_hook(layer_module: Listed) -> None:
    name = layer_module("ui", "from ui.table.manifest import TableHooks\nTABLE_HOOKS = TableHooks(pannel=print)\n")
    with pytest.raises(ManifestError, match=rf"'{TOY_ID}': {name} does not load: .*'pannel'"):
        table_hooks(TOY_ID)


def test_a_misspelt_ai_hook_is_refused_naming_the_game_and_the_hook(layer_module: Listed) -> None:
    layer_module("ai", "from ai.manifest import AiHooks\nAI_HOOKS = AiHooks(menu_level=('hard',))\n")
    with pytest.raises(ManifestError, match=rf"'{TOY_ID}'.*'menu_level'"):
        ai_hooks(TOY_ID)


def test_a_hook_left_under_its_old_name_is_refused(layer_module: Listed) -> None:
    layer_module("ui", "from ui.table.manifest import TableHooks\nTABLE_HOOKS = TableHooks()\nPANEL = print\n")
    with pytest.raises(ManifestError, match=rf"'{TOY_ID}'.* defines PANEL beside TABLE_HOOKS"):
        table_hooks(TOY_ID)


def test_a_hook_that_cannot_be_called_is_refused(layer_module: Listed) -> None:
    layer_module("ui", "from ui.table.manifest import TableHooks\nTABLE_HOOKS = TableHooks(steady=True)\n")
    with pytest.raises(ManifestError, match=rf"'{TOY_ID}'.*TABLE_HOOKS\.steady is a bool, not a function"):
        table_hooks(TOY_ID)


def test_a_module_without_its_manifest_or_with_another_kind_is_refused(layer_module: Listed) -> None:
    layer_module("ui", "TARGET = None\n")
    with pytest.raises(ManifestError, match=rf"'{TOY_ID}'.* defines no TABLE_HOOKS"):
        table_hooks(TOY_ID)


def test_a_manifest_of_the_wrong_kind_is_refused(layer_module: Listed) -> None:
    layer_module("ai", "AI_HOOKS = {'menu_levels': ('hard',)}\n")
    with pytest.raises(ManifestError, match=rf"'{TOY_ID}'.*AI_HOOKS is a dict, not a AiHooks"):
        ai_hooks(TOY_ID)


def test_a_menu_level_without_a_player_is_refused_at_start(layer_module: Listed) -> None:
    layer_module("ai", "from ai.manifest import AiHooks\nAI_HOOKS = AiHooks(menu_levels=('hard',))\n")
    with pytest.raises(ManifestError, match=rf"'{TOY_ID}'.*menu_levels: 'hard'"):
        ai_registry.load_players()


def test_no_layer_finds_a_hook_by_name() -> None:
    """The hooks are fields of the manifests: no getattr, hasattr or module-name convention reads one."""
    hooks = ("PANEL", "CONTROL", "TARGET", "DROP", "STEADY", "HAND", "ARRANGE", "SCORES", "CALLOUT", "SUMMARY",
             "SAY", "OUT", "PLAYERS", "MENU_LEVELS", "HINT_LEVEL", "SEARCH", "CALL_MEANING", "announce_kinds", "share")
    found = []
    for folder in ("ai", "ui", "cli", "games", "sessions", "net"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for hit in re.finditer(r"(?:getattr|hasattr)\([^)]*[\"'](\w+)[\"']", path.read_text(encoding="utf-8")):
                if hit.group(1) in hooks:
                    found.append(f"{path.relative_to(ROOT)}: {hit.group(0)}")
    assert not found, found
    assert not hasattr(registry, "layer_module"), "a game's layer module is read through its manifest only"
