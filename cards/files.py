"""Reading a file Karty did not write this minute: bounded in size and nesting, or refused with the reason.

Every reader of a file (a save, settings, statistics, an imported replay, a rule book, a pack) goes
through here, so one place decides what a file may cost before anything looks at its content:

- only a regular file is opened: a FIFO would block the reader for ever and a link to /dev/zero would
  fill the memory, so both are refused from `stat` alone, before `open`;
- the size is checked before reading and the read stops one byte past the limit (a file that grows
  while it is read is caught too), so a 1 GB "save" costs a `stat`, not 24 s and 2 GB;
- the text must be UTF-8, and JSON and YAML may nest only MAX_DEPTH levels: deeper data would end in a
  RecursionError in the parser or in whatever walks the data next;
- what is read must be writable again: a `"\\udcff"` escape (half of a UTF-16 pair) is valid JSON, but no
  UTF-8 file can hold the string it gives, so the first write of it (stats, settings) raised, start after start.

It lives in `cards/`, the lowest layer, because the pack loader is a reader too and may import nothing
above it. The caller decides what to do with a refused file: `FileRefused.damaged` says whether the
content is at fault (a caller moves such a file aside) or only the way to it (permissions, a pipe, a
device: the file is left where it is).
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from itertools import accumulate
from pathlib import Path
from typing import Any, NoReturn

import yaml

#: deeper than any file Karty writes or ships (saves nest 8 levels, rule books and packs 7)
MAX_DEPTH = 32
#: values walked when checking YAML's depth: aliases can make a small file stand for an exponential tree
MAX_NODES = 1_000_000
#: YAML with at most this many indicators (`[{-:?`) nests too shallow to crash libyaml (see read_yaml)
YAML_QUICK_INDICATORS = 4096

#: what each kind of file may weigh; far above the real ones (a long Bridž rubber saves 40 KB)
SAVE_LIMIT = 8 << 20
STATS_LIMIT = 1 << 20
SETTINGS_LIMIT = 64 << 10
REPLAY_LIMIT = 4 << 20
YAML_LIMIT = 1 << 20


class FileRefused(ValueError):
    """A file that cannot be used as it is; the message (English; `cs` in Czech) says why, for the user."""

    def __init__(self, reason: str, cs: str, damaged: bool, fix: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.cs = cs
        #: the content is at fault (move it aside) rather than the access to it (leave it where it is)
        self.damaged = damaged
        #: how to mend it, for the author of a shipped file (a rule book, a pack): English, as their errors are
        self.fix = fix


def size_text(n: int) -> str:
    for unit, scale in (("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)):
        if n >= scale:
            return f"{n / scale:.1f} {unit}"
    return f"{n} B"


def read_bytes(path: Path, limit: int) -> bytes:
    """The file's bytes; FileNotFoundError when it is missing, FileRefused for anything else that is wrong."""
    try:
        info = os.stat(path)  # follows a link: a link is judged by what it points to
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise _unreadable(exc) from None
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused("is not a regular file (a folder, pipe or device), so it was not opened",
                          "není obyčejný soubor (je to složka, roura nebo zařízení), a tak nebyl otevřen",
                          damaged=False, fix="put a regular file there")
    if info.st_size > limit:
        raise _too_big(f"is {size_text(info.st_size)}", f"má {size_text(info.st_size)}", limit)
    # O_NONBLOCK: had the file been swapped for a FIFO since the stat, opening it would wait for a writer
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise _unreadable(exc) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped between the stat and the open
            raise FileRefused("is not a regular file (a folder, pipe or device)",
                              "není obyčejný soubor (je to složka, roura nebo zařízení)", damaged=False,
                              fix="put a regular file there")
        chunks: list[bytes] = []
        left = limit + 1  # one byte more than allowed tells a file that grew while being read
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise _unreadable(exc) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise _too_big("grew while it was read", "rostl, zatímco se četl", limit)
    return data


def _unreadable(exc: OSError) -> FileRefused:
    why = exc.strerror or type(exc).__name__  # the system's words, in the system's language
    return FileRefused(f"cannot be read ({why})", f"nejde přečíst ({why})", damaged=False,
                       fix="make the file readable")


def _too_big(en: str, cs: str, limit: int) -> FileRefused:
    return FileRefused(f"{en}, more than such a file can be ({size_text(limit)})",
                       f"{cs}, víc, než takový soubor může mít ({size_text(limit)})", damaged=True,
                       fix=f"keep the file under {size_text(limit)}")


def read_text(path: Path, limit: int) -> str:
    """The file as UTF-8 text (a byte-order mark is dropped), within `limit` bytes."""
    data = read_bytes(path, limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileRefused(f"is not UTF-8 text (byte {exc.start} cannot be decoded)",
                          f"není text v UTF-8 (bajt {exc.start} nejde dekódovat)", damaged=True,
                          fix="save the file as UTF-8") from None


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def json_depth(text: str) -> int:
    """How deep the JSON text nests, counted without parsing it (the strings' brackets left out)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def _no_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a number JSON allows")


def parse_json(text: str) -> Any:  # Any: JSON before its reader checks its shape (each file has its own check)
    """JSON data, or FileRefused(damaged) saying what is wrong; NaN and Infinity are refused, as JSON does, and
    so is data that could not be written back (see unwritable)."""
    depth = json_depth(text)
    if depth > MAX_DEPTH:
        raise _too_deep(depth)
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except RecursionError:  # the count above should have caught it; never let it through
        raise _too_deep(None) from None
    except ValueError as exc:  # JSONDecodeError, or an integer longer than Python converts
        raise FileRefused(f"is not valid JSON ({exc})", f"není platný JSON ({exc})", damaged=True,
                          fix="fix the JSON syntax") from None
    # valid UTF-8 holds no surrogate: only an escape can make one, so a text without one skips the exact check
    # (which costs as much again as the parse)
    refused = unwritable(data) if _SURROGATE_ESCAPE.search(text) else None
    if refused:
        raise refused
    return data


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e400: infinity, which JSON cannot write back
        raise ValueError(f"{text} is a number too large to be written back")
    return value


_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def unwritable(data: object) -> FileRefused | None:
    """Why parsed JSON could not be written back as UTF-8 JSON, or None.

    `"\\udcff"` is valid JSON but half of a UTF-16 pair: it parses to a string no UTF-8 file can hold, so the
    first write of it (a match counted into stats.json, the settings at quit) raised, and the write was retried
    at every start. `1e400` parses to infinity, which JSON cannot write. Either is refused here, at reading,
    where the file can still be moved aside, rather than at the next write.
    """
    try:
        json.dumps(data, ensure_ascii=False, allow_nan=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        return _half_character(exc.object[exc.start])
    except ValueError:  # a number past the float range, read as infinity
        return FileRefused("holds a number too large to be written back", "obsahuje číslo příliš velké k zápisu",
                           damaged=True, fix="write a smaller number")
    return None


def lone_surrogate(data: object) -> FileRefused | None:
    """Why YAML data holds text no UTF-8 file can hold (a `"\\udcff"` escape, which the pure-Python YAML parser
    lets through), or None; found without recursion (`deeper_than` has bounded the data already)."""
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack.extend(value.keys())
            stack.extend(value.values())
        elif isinstance(value, list | tuple | set):
            stack.extend(value)
        elif isinstance(value, str) and not value.isascii():
            found = _SURROGATE.search(value)
            if found:
                return _half_character(found.group())
    return None


def _half_character(char: str) -> FileRefused:
    bad = f"\\u{ord(char):04x}"
    return FileRefused(f"holds text with {bad}, half of a character pair, which no file can hold",
                       f"obsahuje text s {bad}, polovinou dvojice znaků, kterou žádný soubor neudrží", damaged=True,
                       fix=f"remove the escape {bad}")


def _too_deep(depth: int | None) -> FileRefused:
    """`depth` when it is known (JSON's is counted whole), else None (counting stopped past the limit)."""
    en = f"nests {depth} levels deep, more than the {MAX_DEPTH} allowed" if depth else \
        f"nests deeper than the {MAX_DEPTH} levels allowed"
    cs = f"je vnořený do hloubky {depth} úrovní, povoleno je {MAX_DEPTH}" if depth else \
        f"je vnořený hlouběji než povolených {MAX_DEPTH} úrovní"
    return FileRefused(en, cs, damaged=True,
                       fix=f"nest at most {MAX_DEPTH} levels")


def read_json(path: Path, limit: int) -> Any:  # Any: as parse_json
    """A JSON file's data, bounded; FileNotFoundError when missing, FileRefused when it cannot be used."""
    return parse_json(read_text(path, limit))


def deeper_than(data: object, max_depth: int = MAX_DEPTH, max_nodes: int = MAX_NODES) -> FileRefused | None:
    """Why parsed data is too deep or too big to walk (None when it is fine), found without recursion."""
    stack: list[tuple[object, int]] = [(data, 0)]
    nodes = 0
    while stack:
        value, depth = stack.pop()
        nodes += 1
        if nodes > max_nodes:
            return FileRefused(f"holds more than {max_nodes} values (repeated aliases?)",
                               f"obsahuje víc než {max_nodes} hodnot (opakované odkazy?)", damaged=True,
                               fix="repeat fewer aliases")
        if isinstance(value, dict):
            children = [*value.keys(), *value.values()]
        elif isinstance(value, list | tuple | set):
            children = list(value)
        else:
            continue
        if depth + 1 > max_depth:
            return _too_deep(None)
        stack.extend((child, depth + 1) for child in children)
    return None


def yaml_depth(text: str) -> int:
    """How deep the YAML text nests, from the parser's events (the parser keeps its own stack: no recursion);
    it stops counting past MAX_DEPTH, and raises yaml.YAMLError where the text stops being YAML first.

    It reads with PyYAML's pure-Python parser, never libyaml's: libyaml has a nesting limit of its own in
    some versions (1000 levels in PyYAML 6.0.4's wheels) and stops there with its own sentence, so counting
    with it would report a deep file as broken syntax on some allowed versions and as too deep on others.
    The Python parser has no limit and stops here at MAX_DEPTH + 1, whatever the version."""
    depth = deepest = 0
    for event in yaml.parse(text, Loader=yaml.SafeLoader):
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            deepest = max(deepest, depth)
            if deepest > MAX_DEPTH:
                break
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
    return deepest


def _yaml_too_deep(text: str) -> bool:
    """Whether a text that the loader refused nests past MAX_DEPTH before it stops being YAML."""
    try:
        return yaml_depth(text) > MAX_DEPTH
    except yaml.YAMLError:
        return False


def read_yaml(path: Path, loader: type[yaml.SafeLoader | yaml.CSafeLoader],
              limit: int = YAML_LIMIT) -> Any:  # Any: YAML before its reader checks its shape (a pack's, a rule book's)
    """A YAML file's data, bounded in size, depth and size after aliases; FileRefused when it cannot be used."""
    text = read_text(path, limit)
    try:
        # libyaml builds nested collections by recursing in C: 30,000 levels end in a segmentation fault, not
        # a RecursionError. Every level is opened by one of these indicators, so a text with few of them
        # (every shipped file has under 2,500) cannot nest dangerously and skips the exact count, which costs
        # 40 % of the load; 10,000 levels load safely on the main thread.
        if sum(map(text.count, "[{-:?")) > YAML_QUICK_INDICATORS and yaml_depth(text) > MAX_DEPTH:
            raise _too_deep(None)
        data = yaml.load(text, Loader=loader)  # the callers pass a safe loader
    except RecursionError:
        raise _too_deep(None) from None
    except yaml.YAMLError as exc:
        # A loader may refuse deep nesting with its own words (libyaml's limit): Karty's are the depth's.
        if _yaml_too_deep(text):
            raise _too_deep(None) from None
        raise FileRefused(f"is not valid YAML ({exc})", f"není platný YAML ({exc})", damaged=True,
                          fix="fix the YAML syntax") from None
    refused = deeper_than(data) or lone_surrogate(data)
    if refused:
        raise refused
    return data
