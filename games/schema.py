"""The shape of a rule book's `tables`: which keys, which types, which ranges.

Each game declares the shape of its own tables (`Game.tables_shape`, beside its rules) and the game
checks its rule book against it when it loads it, so a malformed table fails at start-up with the
file, the key path and the fix (a RulesFileError), not in the middle of a deal with a KeyError.

    Record({"hand_size": Whole(1, 20), "order": ListOf(Text(), length=4)})

`Record` has exactly its keys (some may be `optional`); `MapOf` any number of keys of one kind;
`OneOf` the first shape that fits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from games.errors import RulesFileError


class Mismatch(Exception):
    """Where a value leaves its shape: the key path, what is wrong, and how to fix it."""

    def __init__(self, path: str, problem: str, fix: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path, self.problem, self.fix = path, problem, fix


class Shape:
    def check(self, value: object, path: str) -> None:
        """Raise Mismatch where `value` (at `path`) does not fit."""
        raise NotImplementedError

    def describe(self) -> str:
        """What fits, in a few words (the fix of a mismatch)."""
        raise NotImplementedError


def _range(low: float | None, high: float | None) -> str:
    if low is not None and high is not None:
        return f" from {low:g} to {high:g}"
    if low is not None:
        return f" of at least {low:g}"
    return "" if high is None else f" of at most {high:g}"


def _found(value: object) -> str:
    return f"found {value!r}" if isinstance(value, (int, float, str, bool)) or value is None \
        else f"found a {type(value).__name__}"


@dataclass(frozen=True)
class Whole(Shape):
    low: int | None = None
    high: int | None = None

    def check(self, value: object, path: str) -> None:
        if not isinstance(value, int) or isinstance(value, bool):
            raise Mismatch(path, f"expected a whole number, {_found(value)}", f"write {self.describe()}")
        if (self.low is not None and value < self.low) or (self.high is not None and value > self.high):
            raise Mismatch(path, f"{value} is out of range", f"write {self.describe()}")

    def describe(self) -> str:
        return "a whole number" + _range(self.low, self.high)


@dataclass(frozen=True)
class Number(Shape):
    low: float | None = None
    high: float | None = None

    def check(self, value: object, path: str) -> None:
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise Mismatch(path, f"expected a number, {_found(value)}", f"write {self.describe()}")
        if (self.low is not None and value < self.low) or (self.high is not None and value > self.high):
            raise Mismatch(path, f"{value} is out of range", f"write {self.describe()}")

    def describe(self) -> str:
        return "a number" + _range(self.low, self.high)


@dataclass(frozen=True)
class Text(Shape):
    choices: tuple[str, ...] = ()

    def check(self, value: object, path: str) -> None:
        if not isinstance(value, str) or not value:
            raise Mismatch(path, f"expected a text, {_found(value)}", f"write {self.describe()}")
        if self.choices and value not in self.choices:
            raise Mismatch(path, f"{value!r} is not one of the allowed values", f"write {self.describe()}")

    def describe(self) -> str:
        return "one of " + ", ".join(self.choices) if self.choices else "a text"


@dataclass(frozen=True)
class Flag(Shape):
    def check(self, value: object, path: str) -> None:
        if not isinstance(value, bool):
            raise Mismatch(path, f"expected true or false, {_found(value)}", "write true or false")

    def describe(self) -> str:
        return "true or false"


@dataclass(frozen=True)
class ListOf(Shape):
    item: Shape
    length: int | None = None  # exactly this many
    at_least: int = 1

    def check(self, value: object, path: str) -> None:
        if not isinstance(value, Sequence) or isinstance(value, str):
            raise Mismatch(path, f"expected a list, {_found(value)}", f"write {self.describe()}")
        if (self.length is not None and len(value) != self.length) or len(value) < self.at_least:
            raise Mismatch(path, f"has {len(value)} entries", f"write {self.describe()}")
        for i, item in enumerate(value):
            self.item.check(item, f"{path}[{i}]")

    def describe(self) -> str:
        size = f"{self.length} " if self.length is not None else ""
        return f"a list of {size}entries, each {self.item.describe()}"


@dataclass(frozen=True)
class Record(Shape):
    fields: Mapping[str | int, Shape]  # a key is a YAML key: a name, or a number (a count of players)
    optional: frozenset[str | int] = field(default_factory=frozenset)

    def check(self, value: object, path: str) -> None:
        if not isinstance(value, Mapping):
            raise Mismatch(path, f"expected a mapping, {_found(value)}", f"write {self.describe()}")
        for key, shape in self.fields.items():
            if key in value:
                shape.check(value[key], f"{path}.{key}")
            elif key not in self.optional:
                raise Mismatch(f"{path}.{key}", "missing", f"add '{key}:', {shape.describe()}")
        stray = [key for key in value if key not in self.fields]
        if stray:
            raise Mismatch(f"{path}.{stray[0]}", "is not a key this table has",
                           f"remove it or use one of {', '.join(map(str, self.fields))}")

    def describe(self) -> str:
        return "a mapping with the keys " + ", ".join(map(str, self.fields))


@dataclass(frozen=True)
class MapOf(Shape):
    values: Shape
    keys: Shape = Text()
    at_least: int = 1

    def check(self, value: object, path: str) -> None:
        if not isinstance(value, Mapping):
            raise Mismatch(path, f"expected a mapping, {_found(value)}", f"write {self.describe()}")
        if len(value) < self.at_least:
            raise Mismatch(path, f"has {len(value)} entries", f"write {self.describe()}")
        for key, item in value.items():
            self.keys.check(key, f"{path}.{key}")
            self.values.check(item, f"{path}.{key}")

    def describe(self) -> str:
        return f"a mapping of {self.keys.describe()} to {self.values.describe()}"


@dataclass(frozen=True)
class OneOf(Shape):
    options: tuple[Shape, ...]

    def check(self, value: object, path: str) -> None:
        for option in self.options:
            try:
                option.check(value, path)
                return
            except Mismatch:
                continue
        raise Mismatch(path, f"fits none of the allowed forms ({_found(value)})", f"write {self.describe()}")

    def describe(self) -> str:
        return " or ".join(option.describe() for option in self.options)


def check_tables(tables: Mapping[str, object], shape: Shape, file: str) -> None:
    """Raise RulesFileError (file, key path, fix) where a rule book's `tables` leave `shape`."""
    try:
        shape.check(tables, "tables")
    except Mismatch as wrong:
        raise RulesFileError(file, wrong.path, wrong.problem, wrong.fix) from None
