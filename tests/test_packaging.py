"""`pip install .` ships every file the app reads (pyproject.toml), checked without building a wheel.

The wheel puts the packages side by side in site-packages, with rules_yaml/ and assets/ beside them as
data-only packages, so the paths the code builds from its own file (games/rulebook.py: ../rules_yaml,
ui/scenes/common.py: ../../assets) find the same files installed as in a checkout. These tests repeat
setuptools' rules closely enough to catch a data file that a glob misses or a package left out.
"""

from __future__ import annotations

import inspect
import json
import os
import re
import subprocess
import sys
import tomllib
from fnmatch import fnmatchcase
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = CONFIG["tool"]["setuptools"]
#: the packages of the app and the data-only folders at the root that it reads
RUNTIME = ("cards", "games", "ai", "ui", "cli", "sessions", "net")
ROOT_DATA = ("rules_yaml", "assets")
SKIP = {"__pycache__"}


def is_package_dir(path: Path) -> bool:
    return path.is_dir() and path.name.isidentifier() and path.name not in SKIP  # hidden names are no identifiers


def installed_packages() -> dict[str, Path]:
    """Dotted name -> folder of every package `packages.find` picks (namespace packages included)."""
    find = SETUPTOOLS["packages"]["find"]
    assert find.get("namespaces", True), "rules_yaml/ and assets/ have no __init__.py: they need namespaces = true"
    where = ROOT / find.get("where", ["."])[0]
    include, exclude = find.get("include", ["*"]), find.get("exclude", [])
    found: dict[str, Path] = {}
    for top, dirs, _files in os.walk(where):
        dirs[:] = sorted(d for d in dirs if is_package_dir(Path(top, d)))  # setuptools descends no further
        for d in dirs:
            folder = Path(top, d)
            name = ".".join(folder.relative_to(where).parts)
            if any(fnmatchcase(name, p) for p in include) and not any(fnmatchcase(name, p) for p in exclude):
                found[name] = folder
    return found


def covered(path: Path, packages: dict[str, Path]) -> bool:
    """Whether a package-data glob of a package holding `path` (at any depth) names it."""
    data = SETUPTOOLS.get("package-data", {})
    for name, folder in packages.items():
        if not path.is_relative_to(folder):
            continue
        rel = path.relative_to(folder).as_posix()
        for glob in [*data.get(name, []), *data.get("*", [])]:
            if fnmatchcase(rel, glob) and rel.count("/") == glob.count("/"):
                return True
    return False


def needed_data_files() -> list[Path]:
    """Every file the app may read that is not Python: all of rules_yaml/ and assets/, and whatever else
    lives in the runtime packages (the packs' YAML, ai/data/, and any file added there later)."""
    files = [p for d in ROOT_DATA for p in (ROOT / d).rglob("*") if p.is_file()]
    for package in RUNTIME:
        files += [p for p in (ROOT / package).rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")
                  and not SKIP & set(p.relative_to(ROOT).parts)]
    return sorted(files)


def test_every_runtime_package_and_root_data_folder_is_installed() -> None:
    packages = installed_packages()
    for name in (*RUNTIME, *ROOT_DATA):
        assert name in packages, f"pyproject.toml [tool.setuptools.packages.find] leaves out {name}"
    for init in sorted(ROOT.glob("*/**/__init__.py")):
        top = init.relative_to(ROOT).parts[0]
        if top in RUNTIME:
            name = ".".join(init.parent.relative_to(ROOT).parts)
            assert name in packages, f"sub-package {name} would not be installed"
    assert not any(name.split(".")[0] in ("tests", "bench") for name in packages), "tests/bench must not be installed"


def test_every_data_file_the_app_reads_is_package_data() -> None:
    packages = installed_packages()
    files = needed_data_files()
    expected = {"rules_yaml": "*.yaml", "cards": "*.yaml", "assets": "theme.json", "ai": "*.yaml"}
    for where, glob in expected.items():  # the search itself must see the files it is meant to check
        assert any(p.match(glob) for p in files if p.is_relative_to(ROOT / where)), where
    missing = [p.relative_to(ROOT).as_posix() for p in files if not covered(p, packages)]
    assert not missing, f"not in the package data of pyproject.toml: {missing}"


def test_the_code_looks_for_its_data_where_the_wheel_puts_it() -> None:
    from games.rulebook import RULES_DIR
    from ui.scenes.common import THEME_FILE

    assert RULES_DIR == ROOT / "rules_yaml"
    assert THEME_FILE.parent == ROOT / "assets"


def test_the_karty_command_is_main_without_arguments() -> None:
    target = CONFIG["project"]["scripts"]["karty"]
    module_name, _, attribute = target.partition(":")
    assert module_name.split(".")[0] in RUNTIME, target
    module = __import__(module_name, fromlist=[attribute])
    entry = getattr(module, attribute)
    required = [p for p in inspect.signature(entry).parameters.values() if p.default is inspect.Parameter.empty]
    assert not required, f"a console script is called with no arguments; {target} needs {required}"


def test_the_karty_command_without_a_display_names_itself_in_a_bare_interpreter() -> None:
    """As the console script runs it: no `python main.py` prelude, and nothing imported beforehand
    (`-S`: no site hooks that import importlib.util as a side effect, as a fresh venv has none)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    script = ("import json, sys; sys.path += json.loads(sys.argv[1]); sys.argv = ['karty']; "
              "from cli.main import main; sys.exit(main())")
    out = subprocess.run([sys.executable, "-S", "-c", script, json.dumps(sys.path)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert "display" in out.stderr and "  karty decks" in out.stderr and "main.py" not in out.stderr


def test_dependencies_match_the_pins_of_requirements_txt() -> None:
    pins = {}
    for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            pins[re.split(r"[<>=!~ ]", line, maxsplit=1)[0].lower()] = line.replace(" ", "")
    declared = list(CONFIG["project"]["dependencies"])
    declared += [d for extra in CONFIG["project"].get("optional-dependencies", {}).values() for d in extra]
    for dependency in declared:
        name = re.split(r"[<>=!~ \[]", dependency, maxsplit=1)[0].lower()
        assert pins.get(name) == dependency.replace(" ", ""), f"{dependency} differs from requirements.txt"
