"""The house keeps its shape: imports point one way, nothing outside tests/ leans on tests/, no god files.

Read from the sources (ast), not by importing them, so every import counts wherever it sits: one inside a
function, one under `if TYPE_CHECKING:` and `importlib.import_module("a.literal.name")` count as much as one
at the top. Modules that reach each other through any chain of imports are a knot a reader has to untie (and
a lazy import is usually how one was hidden); a checker-only import is a knot too: the lower module still
knows the higher one's type, and the type checker reads the two together. A lower module that needs a
type from above names a Protocol of its own, or is handed a callable.

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

#: import cycles known to be there, each the sorted modules of one knot, being untied. May only shrink.
KNOWN_CYCLES: set[tuple[str, ...]] = set()
#: modules known to be over MAX_LINES, being split by the engineers who own them. May only shrink.
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


def _literal_import(node: ast.Call) -> str | None:
    """The module `importlib.import_module("a.b")` (or `import_module`, `__import__`) names by a literal."""
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
    if name not in ("import_module", "__import__") or not node.args:
        return None
    first = node.args[0]
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None


def imported_names(module: str, path: Path) -> list[tuple[str, str | None]]:
    """What `module` imports, anywhere in its file: (dotted name, None) for `import x.y` and for
    `import_module("x.y")`, (x, y) for `from x import y` (y a module of x or a name in it), relative imports made
    absolute."""
    is_package = path.name == "__init__.py"
    found: list[tuple[str, str | None]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.extend((alias.name, None) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's package, one level up per extra dot
                package = module.split(".") if is_package else module.split(".")[:-1]
                package = package[: len(package) - (node.level - 1)]
                base = ".".join([*package, *([node.module] if node.module else [])])
            found.extend((base, alias.name) for alias in node.names)
        elif isinstance(node, ast.Call) and (named := _literal_import(node)) is not None:
            found.append((named, None))
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


def cycles(graph: dict[str, set[str]]) -> set[tuple[str, ...]]:
    """Every knot: each set of two or more modules that reach one another through imports (a strongly connected
    component, Tarjan's, iterative so a deep chain cannot hit the recursion limit), as sorted names."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[tuple[str, ...]] = set()
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in graph:
                    continue
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    knot = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        knot.append(member)
                        if member == node:
                            break
                    if len(knot) > 1:
                        found.add(tuple(sorted(knot)))
    return found


def a_path(graph: dict[str, set[str]], knot: tuple[str, ...]) -> list[str]:
    """One circle through a knot, from its first module back to it, each step an import: what to cut."""
    members = set(knot)
    start = knot[0]
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:  # breadth first, so the circle shown is a shortest one through `start`
        following = []
        for node in frontier:
            for target in sorted(graph[node] & members):
                if target == start:
                    path = [start]
                    while node != start:
                        path.append(node)
                        node = came_from[node]
                    return [start, *reversed(path[1:]), start]
                if target not in came_from:
                    came_from[target] = node
                    following.append(target)
        frontier = following
    return list(knot)


def describe(graph: dict[str, set[str]], knot: tuple[str, ...]) -> str:
    return f"{len(knot)} modules: {', '.join(knot)}\n    e.g. " + " -> ".join(a_path(graph, knot))


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


def test_no_import_cycle() -> None:
    knots = sorted(cycles(GRAPH) - KNOWN_CYCLES, key=lambda knot: (-len(knot), knot))
    assert not knots, "modules that import one another round a circle (move what they share down into a lower " \
        "module, a Protocol or a callable passed in; a lazy or checker-only import still counts):\n" + \
        "\n".join(describe(GRAPH, knot) for knot in knots)


def test_the_known_cycles_are_still_knots() -> None:
    untied = sorted(KNOWN_CYCLES - cycles(GRAPH))
    assert not untied, f"no longer a knot, take them off KNOWN_CYCLES: {untied}"


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
    (pkg / "d.py").write_text("import pkg.e\n", encoding="utf-8")
    (pkg / "e.py").write_text("from pkg.f import y\nfrom pkg import g\n", encoding="utf-8")
    (pkg / "f.py").write_text("import importlib\ny = importlib.import_module('pkg.d')\n", encoding="utf-8")
    (pkg / "g.py").write_text("from pkg.sub import b\n", encoding="utf-8")
    modules = module_files(tmp_path, ["pkg"])
    graph = imports(modules)
    # a lazy, relative import counts, and a checker-only one (a -> c), and a module named to import_module; a
    # circle of three is found as well as a pair; g, which only imports into a knot, is in none
    assert cycles(graph) == {("pkg.a", "pkg.c", "pkg.sub.b"), ("pkg.d", "pkg.e", "pkg.f")}
    assert a_path(graph, ("pkg.d", "pkg.e", "pkg.f")) == ["pkg.d", "pkg.e", "pkg.f", "pkg.d"]
    assert a_path(graph, ("pkg.a", "pkg.c", "pkg.sub.b")) == ["pkg.a", "pkg.c", "pkg.a"]
    assert imports_of_tests(tmp_path, modules.values()) == ["pkg/sub/b.py: tests.toy"]  # inside a function too
    assert long_files(tmp_path, ["pkg"], limit=20) == {"pkg/c.py": 21}


def exec_calls(root: Path, packages: Iterable[str]) -> list[str]:
    """`file:line` for each call of exec or eval: code built from strings, which no reader or checker can see."""
    found = []
    for path in module_files(root, packages).values():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("exec", "eval"):
                found.append(f"{path.relative_to(root).as_posix()}:{node.lineno}")
    return found


def test_no_exec_outside_tests() -> None:
    found = exec_calls(ROOT, PACKAGES)
    assert not found, "exec or eval outside tests (write the code out):\n" + "\n".join(found)


def test_exec_calls_are_found(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "a.py").write_text("def f():\n    exec('x = 1')\n\nobj.exec()\n", encoding="utf-8")
    assert exec_calls(tmp_path, ["pkg"]) == ["pkg/a.py:2"]
