"""The type checker's reach (pyproject.toml [tool.mypy]): every package of the program strict, and every test module
checked, bodies and all, with no override that lets one off; and every `Any` left in the program says why."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: the flags `mypy --strict` sets per module (strict = true cannot be set per module: mypy issue 11401)
STRICT_FLAGS = ("disallow_any_generics", "disallow_subclassing_any", "disallow_untyped_calls", "disallow_untyped_defs",
                "disallow_incomplete_defs", "disallow_untyped_decorators", "warn_return_any", "no_implicit_reexport",
                "strict_equality", "extra_checks")


#: the settings that would let a module off, and the values that do
LOOSE: dict[str, Callable[[object], bool]] = {
    "ignore_errors": lambda value: value is True,
    "check_untyped_defs": lambda value: value is False,
    "disable_error_code": lambda value: bool(value),
}


# Any: a TOML table's values are strings, numbers, booleans, lists or tables, by key
def mypy_config() -> dict[str, Any]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        config: dict[str, Any] = tomllib.load(f)["tool"]["mypy"]  # Any: as above
    return config


def covers_tests(pattern: str) -> bool:
    """Whether an override's module pattern reaches a test module ("tests.*", "tests.games.*", "tests.test_x")."""
    return pattern == "tests" or pattern.startswith("tests.")


def loosened_tests(config: dict[str, Any]) -> list[str]:  # Any: [tool.mypy] read from TOML
    """What in `config` lets a test module off: its errors ignored, the bodies of unannotated functions
    unchecked, or error codes turned off."""
    found = [f"[tool.mypy] {flag}" for flag, loose in LOOSE.items() if flag in config and loose(config[flag])]
    for override in config.get("overrides", []):
        modules = [override["module"]] if isinstance(override["module"], str) else list(override["module"])
        reached = [m for m in modules if covers_tests(m)]
        found += [f"{reached} {flag}" for flag, loose in LOOSE.items() if reached and flag in override
                  and loose(override[flag])]
    return found


def test_every_package_of_the_program_is_strict() -> None:
    files = [f for f in mypy_config()["files"] if f != "tests"]
    strict = [o for o in mypy_config()["overrides"] if all(o.get(flag) is True for flag in STRICT_FLAGS)]
    modules = {m for o in strict for m in o["module"]}
    loose = [f for f in files if (f.removesuffix(".py") if f.endswith(".py") else f + ".*") not in modules]
    assert not loose, f"not under the strict flags: {loose}"


def test_the_tests_are_checked() -> None:
    config = mypy_config()
    assert "tests" in config["files"] and config["check_untyped_defs"] is True


def test_no_test_module_is_let_off() -> None:
    assert loosened_tests(mypy_config()) == [], "fix the test's types instead of loosening the check"


def test_a_test_module_let_off_would_be_found() -> None:
    config = mypy_config()
    for override in ({"module": ["tests.test_core"], "ignore_errors": True},
                     {"module": "tests.*", "check_untyped_defs": False},
                     {"module": ["cards.*", "tests.games.bridz.test_bridz"], "disable_error_code": ["attr-defined"]}):
        loose = {**config, "overrides": [*config.get("overrides", []), override]}
        assert loosened_tests(loose), override
    assert loosened_tests({**config, "check_untyped_defs": False})
    # an override of the program's own modules is not the tests' business
    assert not loosened_tests({**config, "overrides": [{"module": ["bench.*"], "ignore_errors": True}]})


#: where the program's code lives (tests may use Any freely: a test's doubles stand in for anything)
PROGRAM = ("cards", "games", "ai", "ui", "sessions", "net", "cli", "bench", "main.py")
#: the most `Any` the program may hold, counted as lines that use it (748 when the typed manifest began); lower it
#: as uses go, never raise it
MAX_ANY_LINES = 58


def any_lines() -> list[tuple[str, int, bool]]:
    """Each line of the program's code that uses `Any` (not an import of it): its file, its number, and whether a
    `# Any: <why>` comment on that line or the line above says why it stays dynamic."""
    found = []
    for top in PROGRAM:
        paths = [ROOT / top] if top.endswith(".py") else sorted((ROOT / top).rglob("*.py"))
        for path in paths:
            lines = path.read_text(encoding="utf-8").splitlines()
            for i, line in enumerate(lines):
                code = line.split("#", 1)[0]
                if not re.search(r"\bAny\b", code) or re.match(r"\s*from typing(_extensions)? import", code):
                    continue
                said = "# Any:" in line or (i > 0 and "# Any:" in lines[i - 1])
                found.append((str(path.relative_to(ROOT)), i + 1, said))
    return found


def test_every_any_says_why() -> None:
    unexplained = [f"{path}:{number}" for path, number, said in any_lines() if not said]
    assert not unexplained, ("an Any without a reason: type it, or say why it is truly dynamic in a "
                             f"'# Any: <why>' comment on its line or the line above: {unexplained}")


def test_the_program_holds_few_anys() -> None:
    assert len(any_lines()) <= MAX_ANY_LINES, "Any is back where types were: type the new uses"
