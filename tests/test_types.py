"""The type checker's reach (pyproject.toml [tool.mypy]): every package of the program strict, tests checked, and
the test modules it does not check yet a list that may only shrink."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: the test modules left unchecked when tests/ joined the check; lower it as modules come off, never raise it
MAX_UNCHECKED_TESTS = 9
#: the flags `mypy --strict` sets per module (strict = true cannot be set per module: mypy issue 11401)
STRICT_FLAGS = ("disallow_any_generics", "disallow_subclassing_any", "disallow_untyped_calls", "disallow_untyped_defs",
                "disallow_incomplete_defs", "disallow_untyped_decorators", "warn_return_any", "no_implicit_reexport",
                "strict_equality", "extra_checks")


def mypy_config() -> dict[str, Any]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        config: dict[str, Any] = tomllib.load(f)["tool"]["mypy"]
    return config


def overrides(flag: str, value: bool) -> list[list[str]]:
    return [list(o["module"]) for o in mypy_config().get("overrides", []) if o.get(flag) is value]


def test_every_package_of_the_program_is_strict() -> None:
    files = [f for f in mypy_config()["files"] if f != "tests"]
    strict = [o for o in mypy_config()["overrides"] if all(o.get(flag) is True for flag in STRICT_FLAGS)]
    modules = {m for o in strict for m in o["module"]}
    loose = [f for f in files if (f.removesuffix(".py") if f.endswith(".py") else f + ".*") not in modules]
    assert not loose, f"not under the strict flags: {loose}"


def test_the_tests_are_checked() -> None:
    config = mypy_config()
    assert "tests" in config["files"] and config["check_untyped_defs"] is True


def test_the_unchecked_tests_only_shrink() -> None:
    unchecked = [m for modules in overrides("ignore_errors", True) for m in modules]
    assert all(m.startswith("tests.") for m in unchecked), "only test modules may go unchecked"
    gone = [m for m in unchecked if not (ROOT / (m.replace(".", "/") + ".py")).is_file()]
    assert not gone, f"no such test module, take it off the list: {gone}"
    assert len(unchecked) <= MAX_UNCHECKED_TESTS, "a test module joined the unchecked list: fix its types instead"
