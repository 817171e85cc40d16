"""The house keeps its shape: imports point one way, nothing outside tests/ leans on tests/, no god files.

Read from the sources (ast), not by importing them, so a lazy import inside a function counts as
much as one at the top: two modules that import each other, wherever the import sits, are a knot a
reader has to untie. Imports under `if TYPE_CHECKING:` are left out: they never run, and they are how
a lower module names, for the type checker only, a type from the module that uses it (a game's table
control is handed the TableScene that imports it).

The allow-lists below name what is known to be wrong and is being fixed. They may only shrink: an
entry that is no longer needed fails its own test, so it is taken off when the fix lands.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the packages whose modules are checked (tests/ is the one place allowed to import tests/)
PACKAGES = ("cards", "games", "ai", "ui", "sessions", "net", "cli", "bench")
#: where a module may be at most MAX_LINES long (the app's packages; bench/ is tooling beside it, not held to it)
SIZED = ("cards", "games", "ai", "ui", "sessions", "net", "cli")
MAX_LINES = 500

#: pairs of modules known to import each other, each with who is untying it. May only shrink. (Empty: the last
#: two, ui.scenes.table <-> the table's autosave and Cribbage's players <-> lookahead, were untied in issue 21;
#: so was games.game <-> games.state, a checker-only import: state.py types a deal's game by a Protocol.)
KNOWN_PAIRS: set[tuple[str, str]] = set()
#: modules known to be over MAX_LINES, being split by the engineers who own them. May only shrink. (Empty:
#: the last four engine modules were split by their seams in issue 21.)
KNOWN_LONG: set[str] = set()


def module_files(root: Path, packages: Iterable[str]) -> dict[str, Path]:
    """Dotted module name -> file, for every .py under the packages (a package is its __init__.py)."""
    found: dict[str, Path] = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imported_names(module: str, path: Path) -> list[tuple[str, str | None]]:
    """What `module` imports, anywhere in its file except under `if TYPE_CHECKING:`: (dotted name, None) for
    `import x.y`, (x, y) for `from x import y` (y a module of x or a name in it), relative imports made absolute."""
    is_package = path.name == "__init__.py"
    found: list[tuple[str, str | None]] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            children: list[ast.AST] = list(node.orelse)  # the checker's imports never run
        else:
            children = list(ast.iter_child_nodes(node))
        if isinstance(node, ast.Import):
            found.extend((alias.name, None) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's package, one level up per extra dot
                package = module.split(".") if is_package else module.split(".")[:-1]
                package = package[: len(package) - (node.level - 1)]
                base = ".".join([*package, *([node.module] if node.module else [])])
            found.extend((base, alias.name) for alias in node.names)
        for child in children:
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def imports(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Module -> the modules of ours it imports: `from x import y` is x.y where that is a module, else x; a
    name resolves to the longest module it starts with (importing a.b.c is not counted as importing a)."""
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        targets = set()
        for base, name in imported_names(module, path):
            target = f"{base}.{name}" if name is not None and f"{base}.{name}" in modules else base
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != module:
                targets.add(target)
        graph[module] = targets
    return graph


def mutual_pairs(graph: dict[str, set[str]]) -> set[tuple[str, str]]:
    return {(a, b) for a, targets in graph.items() for b in targets if a < b and a in graph.get(b, set())}


def imports_of_tests(root: Path, files: Iterable[Path]) -> list[str]:
    """`file: name` for each import of tests (or a module in it) from the given files."""
    found = []
    for path in files:
        module = ".".join(path.relative_to(root).with_suffix("").parts)
        for base, name in imported_names(module, path):
            if base == "tests" or base.startswith("tests."):
                found.append(f"{path.relative_to(root).as_posix()}: {base}" + (f".{name}" if name else ""))
    return list(dict.fromkeys(found))


def long_files(root: Path, packages: Iterable[str], limit: int = MAX_LINES) -> dict[str, int]:
    """Path -> line count for every module over `limit` lines."""
    counts = {path.relative_to(root).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
              for path in module_files(root, packages).values()}
    return {path: n for path, n in sorted(counts.items()) if n > limit}


GRAPH = imports(module_files(ROOT, PACKAGES))


def test_no_two_modules_import_each_other() -> None:
    pairs = sorted(mutual_pairs(GRAPH) - KNOWN_PAIRS)
    assert not pairs, "modules that import each other (move what both need into a third module):\n" + \
        "\n".join(f"{a} <-> {b}" for a, b in pairs)


def test_the_known_pairs_are_still_knots() -> None:
    untied = sorted(KNOWN_PAIRS - mutual_pairs(GRAPH))
    assert not untied, f"no longer import each other, take them off KNOWN_PAIRS: {untied}"


def test_nothing_outside_tests_imports_from_tests() -> None:
    files = [*module_files(ROOT, PACKAGES).values(), *ROOT.glob("*.py")]
    found = imports_of_tests(ROOT, files)
    assert not found, "imports from tests/ (move what is needed into a proper module):\n" + "\n".join(found)


def test_no_module_over_the_limit() -> None:
    over = {path: n for path, n in long_files(ROOT, SIZED).items() if path not in KNOWN_LONG}
    assert not over, f"modules over {MAX_LINES} lines (split them by job):\n" + \
        "\n".join(f"{path}: {n}" for path, n in over.items())


def test_the_known_long_modules_are_still_long() -> None:
    done = sorted(KNOWN_LONG - set(long_files(ROOT, SIZED)))
    assert not done, f"no longer over {MAX_LINES} lines (or gone), take them off KNOWN_LONG: {done}"


def test_the_checks_find_a_knot_a_tests_import_and_a_long_file(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "sub" / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "a.py").write_text("from typing import TYPE_CHECKING\nfrom pkg.sub import b\n"
                              "if TYPE_CHECKING:\n    from pkg.c import X\n", encoding="utf-8")
    (pkg / "sub" / "b.py").write_text("def f():\n    from ..a import g\n    import tests.toy\n", encoding="utf-8")
    (pkg / "c.py").write_text("from pkg import a\n" + "x = 1\n" * 20, encoding="utf-8")
    modules = module_files(tmp_path, ["pkg"])
    graph = imports(modules)
    # a lazy, relative import counts; c -> a is one way, as a's import of c is for the type checker only
    assert mutual_pairs(graph) == {("pkg.a", "pkg.sub.b")}
    assert imports_of_tests(tmp_path, modules.values()) == ["pkg/sub/b.py: tests.toy"]  # inside a function too
    assert long_files(tmp_path, ["pkg"], limit=20) == {"pkg/c.py": 21}
