"""Rule books: `rules_yaml/<id>.yaml` loaded into frozen, validated objects.

A rule book is the single place a game's numbers and house-rule choices live; the
engine reads them through `Config`, never from literals of its own. Every problem
is a `RulesFileError` naming the file, the field and the fix.

Layout (see `rules_yaml/cerny-petr.yaml` for a full example)::

    id: cerny-petr
    names: {cs: ..., en: ...}
    aliases: [...]
    category: scitaci-hry | vykladaci-hry-s-vymenou | prebijeci-hry | zdvihove-hry
    players: {min: 3, max: 8}
    packs: [registry ids]
    card_values: {...}            # optional; free-form, read by the engine
    objective: {cs: ..., en: ...}
    options:
      NAME: {type: int|number|bool|choice, default: ..., min/max or values, label: {cs, en}, why: {cs, en}}
    tables: {...}                 # optional numeric tables, read by the engine
    text:
      overview|setup|turn|scoring|end: {cs: ..., en: ...}
      example: {cs: ..., en: ...}  # optional
    sources: [url or reference section, ...]
    layout: {...}                 # optional hints for the table
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml

from cards import files
from cards.model import Names
from games.errors import InvalidInput, RulesFileError
from games.jsontypes import JsonObject

#: libyaml's parser when installed (about 6x faster start-up), same results as yaml.SafeLoader
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

RULES_DIR = Path(__file__).resolve().parent.parent / "rules_yaml"
SECTIONS = ("overview", "setup", "turn", "scoring", "end")
OPTIONAL_SECTIONS = ("example",)
OPTION_TYPES = ("int", "number", "bool", "choice")
CATEGORIES: dict[str, Names] = {
    "scitaci-hry": Names("sčítací hry", "adding games"),
    "vykladaci-hry-s-vymenou": Names("vykládací hry s výměnou", "collecting games with exchange"),
    "prebijeci-hry": Names("přebíjecí hry", "beating games"),
    "zdvihove-hry": Names("zdvihové hry", "trick-taking games"),
}


@dataclass(frozen=True)
class OptionSpec:
    name: str
    type: str
    default: Any  # Any: a bool, int, float or str as `type` says; readers branch on `type`, which mypy cannot follow
    label: Names
    why: Names
    minimum: float | None = None
    maximum: float | None = None
    values: tuple[Any, ...] = ()  # Any: a choice's values as listed (names or numbers), shown and compared as is
    value_labels: Mapping[str, Names] = field(default_factory=dict)

    def check(self, value: object) -> object:
        """The value as the engine will see it, or InvalidInput saying what is allowed."""
        allowed = self.describe_allowed()
        if self.type == "bool":
            if isinstance(value, str) and value.lower() in ("true", "yes", "1", "on", "ano"):
                return True
            if isinstance(value, str) and value.lower() in ("false", "no", "0", "off", "ne"):
                return False
            if isinstance(value, bool):
                return value
            raise InvalidInput(f"option '{self.name}': {value!r} is not {allowed}")
        if self.type in ("int", "number"):
            if not isinstance(value, str | int | float):  # what int() and float() would refuse with a TypeError
                raise InvalidInput(f"option '{self.name}': {value!r} is not {allowed}")
            try:
                number = int(value) if self.type == "int" else float(value)
            except (TypeError, ValueError, OverflowError):  # OverflowError: int(float("inf"))
                raise InvalidInput(f"option '{self.name}': {value!r} is not {allowed}") from None
            if isinstance(value, bool) or (self.type == "int" and isinstance(value, float) and value != number) \
                    or not math.isfinite(number):  # "nan" passes every comparison with min and max
                raise InvalidInput(f"option '{self.name}': {value!r} is not {allowed}")
            if (self.minimum is not None and number < self.minimum) or (
                    self.maximum is not None and number > self.maximum):
                raise InvalidInput(f"option '{self.name}': {number} is out of range ({allowed})")
            return number
        for candidate in self.values:
            if value == candidate or str(value) == str(candidate):
                return candidate
        raise InvalidInput(f"option '{self.name}': {value!r} is not {allowed}")

    def describe_allowed(self) -> str:
        if self.type == "bool":
            return "true or false"
        if self.type == "choice":
            return "one of " + ", ".join(str(v) for v in self.values)
        kind = "a whole number" if self.type == "int" else "a number"
        low = "" if self.minimum is None else f" from {self.minimum:g}"
        high = "" if self.maximum is None else f" to {self.maximum:g}"
        return kind + low + high


class Config(Mapping[str, Any]):  # Any: an option's type is its rule book's, known where the option is read
    """The options of one match, frozen; read as `config.deals` or `config["deals"]`."""

    __slots__ = ("__dict__", "_values")

    def __init__(self, values: Mapping[str, object]) -> None:
        object.__setattr__(self, "_values", MappingProxyType(dict(values)))
        # Each option also as a plain instance attribute: `config.x` is then an ordinary lookup, where
        # __getattr__ is reached only after a failed one. A name the class uses (keys, get...) stays the
        # class's, as before.
        cls = type(self)
        self.__dict__.update((k, v) for k, v in self._values.items() if not hasattr(cls, k))

    def __getattr__(self, name: str) -> Any:  # Any: as the class's
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"no option {name!r}") from None

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Config is frozen; make a new one with RuleBook.config()")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a Config is frozen; make a new one with RuleBook.config()")

    def __getitem__(self, key: str) -> Any:  # Any: as __getattr__
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __hash__(self) -> int:
        return hash(tuple(sorted((k, repr(v)) for k, v in self._values.items())))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Config) and dict(self._values) == dict(other._values)

    def __repr__(self) -> str:
        return f"Config({dict(self._values)!r})"

    def to_dict(self) -> JsonObject:
        """The options as JSON: each a bool, number or string, as `OptionSpec.check` let it in."""
        return dict(self._values)


@dataclass(frozen=True)
class RuleBook:
    id: str
    names: Names
    aliases: tuple[str, ...]
    category: str
    min_players: int
    max_players: int
    packs: tuple[str, ...]
    objective: Names
    options: Mapping[str, OptionSpec]
    text: Mapping[str, Names]
    sources: tuple[str, ...]
    card_values: Mapping[str, Any] = field(default_factory=dict)  # Any: YAML, checked by the game's tables_shape
    tables: Mapping[str, Any] = field(default_factory=dict)  # Any: as card_values
    layout: Mapping[str, object] = field(default_factory=dict)  # where the table lays the zones out
    file: str = ""

    def config(self, overrides: Mapping[str, object] | None = None) -> Config:
        """Defaults with `overrides` applied; an unknown option or a bad value is InvalidInput."""
        values: dict[str, object] = {name: spec.default for name, spec in self.options.items()}
        if overrides is not None and not isinstance(overrides, Mapping):  # from a file: [1, 2] is no options
            raise InvalidInput(f"{self.id}: options must be name: value pairs, not {type(overrides).__name__}")
        for name, value in (overrides or {}).items():
            if name not in self.options:
                known = ", ".join(self.options) or "none"
                raise InvalidInput(f"{self.id} has no option '{name}' (options: {known})")
            values[name] = self.options[name].check(value)
        return Config(values)

    def search_keys(self) -> list[str]:
        return [fold(k) for k in (self.id, self.names.cs, self.names.en, *self.aliases)]


def fold(text: str) -> str:
    """Lower case without diacritics or punctuation, so 'Černý Petr' matches 'cerny-petr'."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()
    return " ".join("".join(ch if ch.isalnum() else " " for ch in plain).split())


class _Reader:
    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, field_: str, problem: str, fix: str) -> RulesFileError:
        return RulesFileError(self.file, field_, problem, fix)

    def mapping(self, data: object, field_: str) -> Mapping[str, Any]:  # Any: YAML unchecked; whole(), names() check
        if not isinstance(data, Mapping):
            raise self.fail(field_, f"expected a mapping, found {type(data).__name__}", "write key: value pairs")
        return data

    def get(self, data: Mapping[str, object], key: str, where: str) -> object:
        if key not in data or data[key] is None:
            raise self.fail(where + key, "missing", f"add '{key}:'")
        return data[key]

    def names(self, data: Mapping[str, object], key: str, where: str) -> Names:
        raw = self.mapping(self.get(data, key, where), where + key)
        stray = sorted(str(k) for k in raw if k not in ("cs", "en"))
        if stray:
            # YAML splits an unquoted flow-map value at a comma: {cs: a, b, en: c} yields a key 'b'
            raise self.fail(where + key, f"unexpected keys {stray} beside cs and en",
                            "quote a text that contains a comma: cs: 'a, b'")
        texts = []
        for lang in ("cs", "en"):
            value = raw.get(lang)
            if not isinstance(value, str) or not value.strip():
                raise self.fail(f"{where}{key}.{lang}", "missing or empty", f"write the {lang} text")
            texts.append(value.strip())
        return Names(texts[0], texts[1])

    def whole(self, data: Mapping[str, object], key: str, where: str) -> int:
        value = self.get(data, key, where)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(where + key, f"{value!r} is not a whole number", "write a whole number")
        return value


def read_rules_file(path: Path) -> Any:  # Any: YAML before it is checked, as files.read_yaml
    """A YAML file the app ships for a game (a rule book, Bridž's bidding system), or RulesFileError naming it.

    Bounded in size and depth, a regular UTF-8 file only (cards/files.py): a bad byte used to surface as a
    UnicodeDecodeError that named no file, deep nesting as a RecursionError."""
    try:
        return files.read_yaml(path, _YAML_LOADER)
    except FileNotFoundError:
        raise RulesFileError(str(path), "(whole file)", "is missing", "restore the file") from None
    except files.FileRefused as exc:
        raise RulesFileError(str(path), "(whole file)", exc.reason, exc.fix) from None


def load_rulebook(path: Path, known_packs: set[str] | None = None) -> RuleBook:
    file = str(path)
    r = _Reader(file)
    data = read_rules_file(path)
    doc = r.mapping(data, "(top level)")
    game_id = r.get(doc, "id", "")
    if not isinstance(game_id, str) or fold(game_id).replace(" ", "-") != game_id:
        raise r.fail("id", f"{game_id!r} is not a lower-case ASCII id", "write e.g. 'cerny-petr'")
    if path.stem != game_id:
        raise r.fail("id", f"'{game_id}' differs from the file name '{path.stem}'", f"rename to {game_id}.yaml")
    category = r.get(doc, "category", "")
    if category not in CATEGORIES:
        raise r.fail("category", f"unknown category {category!r}", f"use one of {', '.join(CATEGORIES)}")
    players = r.mapping(r.get(doc, "players", ""), "players")
    low, high = r.whole(players, "min", "players."), r.whole(players, "max", "players.")
    if not 1 <= low <= high:
        raise r.fail("players", f"min {low} and max {high} do not make a range", "make 1 <= min <= max")
    packs = r.get(doc, "packs", "")
    if not isinstance(packs, list) or not packs:
        raise r.fail("packs", "expected a non-empty list of pack ids", "list the registry ids, e.g. [french-52]")
    if known_packs is not None:
        for pack in packs:
            if pack not in known_packs:
                raise r.fail("packs", f"unknown pack {pack!r}", "use an id from `python main.py decks`")
    aliases = doc.get("aliases") or []
    if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
        raise r.fail("aliases", "expected a list of names", "write aliases: [Name, Other name]")
    text_raw = r.mapping(r.get(doc, "text", ""), "text")
    text: dict[str, Names] = {}
    for section in SECTIONS:
        text[section] = r.names(text_raw, section, "text.")
    for section in OPTIONAL_SECTIONS:
        if text_raw.get(section) is not None:
            text[section] = r.names(text_raw, section, "text.")
    unknown = set(text_raw) - set(SECTIONS) - set(OPTIONAL_SECTIONS)
    if unknown:
        raise r.fail("text", f"unknown section(s) {sorted(unknown)}",
                     f"use only {', '.join(SECTIONS + OPTIONAL_SECTIONS)}")
    options = {}
    for name, raw in r.mapping(doc.get("options") or {}, "options").items():
        options[str(name)] = _option(r, str(name), raw)
    sources = doc.get("sources") or []
    if not isinstance(sources, list) or not sources:
        raise r.fail("sources", "no sources given", "list the reference section and the rule pages used")
    return RuleBook(
        id=game_id, names=r.names(doc, "names", ""), aliases=tuple(aliases), category=category,
        min_players=low, max_players=high, packs=tuple(packs), objective=r.names(doc, "objective", ""),
        options=MappingProxyType(options), text=MappingProxyType(text), sources=tuple(map(str, sources)),
        card_values=MappingProxyType(dict(doc.get("card_values") or {})),
        tables=MappingProxyType(dict(doc.get("tables") or {})),
        layout=MappingProxyType(dict(doc.get("layout") or {})), file=file,
    )


def _option(r: _Reader, name: str, raw: object) -> OptionSpec:
    where = f"options.{name}."
    data = r.mapping(raw, where.rstrip("."))
    kind = r.get(data, "type", where)
    if kind not in OPTION_TYPES:
        raise r.fail(where + "type", f"unknown type {kind!r}", f"use one of {', '.join(OPTION_TYPES)}")
    values: tuple[object, ...] = ()
    if kind == "choice":
        raw_values = r.get(data, "values", where)
        if not isinstance(raw_values, list) or len(raw_values) < 2:
            raise r.fail(where + "values", "a choice needs a list of at least two values", "list the values")
        values = tuple(raw_values)
    value_labels = {}
    for key, label in (data.get("value_labels") or {}).items():
        value_labels[str(key)] = r.names({"l": label}, "l", f"{where}value_labels.{key}.")
    minimum, maximum = data.get("min"), data.get("max")
    spec = OptionSpec(name=name, type=kind, default=None, label=r.names(data, "label", where),
                      why=r.names(data, "why", where), minimum=minimum, maximum=maximum, values=values,
                      value_labels=MappingProxyType(value_labels))
    if "default" not in data:
        raise r.fail(where + "default", "missing", "give the default value")
    try:
        default = spec.check(data["default"])
    except InvalidInput as exc:
        raise r.fail(where + "default", str(exc), f"make the default {spec.describe_allowed()}") from None
    return OptionSpec(name=name, type=kind, default=default, label=spec.label, why=spec.why, minimum=minimum,
                      maximum=maximum, values=values, value_labels=spec.value_labels)


def load_rulebooks(directory: Path = RULES_DIR, known_packs: set[str] | None = None) -> dict[str, RuleBook]:
    return {book.id: book for book in (load_rulebook(p, known_packs) for p in sorted(directory.glob("*.yaml")))}


@cache
def _loaded() -> tuple[dict[str, RuleBook], dict[str, RulesFileError]]:
    """Every rule book that loads, and the error of each file that does not, by the file's stem: one bad
    cribbage.yaml used to stop every game, `simulate cvik` too."""
    from cards import pack_ids

    known = set(pack_ids())
    books: dict[str, RuleBook] = {}
    broken: dict[str, RulesFileError] = {}
    for path in sorted(RULES_DIR.glob("*.yaml")):
        try:
            book = load_rulebook(path, known)
        except RulesFileError as exc:
            broken[path.stem] = exc
        else:
            books[book.id] = book
    return books, broken


def rulebooks() -> dict[str, RuleBook]:
    """The rule books that load (broken_rulebooks() says which did not, and why)."""
    return _loaded()[0]


def broken_rulebooks() -> dict[str, RulesFileError]:
    return dict(_loaded()[1])


def get_rulebook(game_id: str) -> RuleBook:
    """The game's rule book; RulesFileError naming the file when it is broken or missing."""
    books, broken = _loaded()
    if game_id in books:
        return books[game_id]
    if game_id in broken:
        raise broken[game_id]
    raise RulesFileError(str(RULES_DIR / f"{game_id}.yaml"), "(whole file)", "is missing",
                         "restore the rule book (it comes with Karty)")
