"""Small helpers shared by the subcommands: language choice, JSON output, errors."""

from __future__ import annotations

import argparse
import json
import locale
import os
import re
import sys


def default_lang() -> str:
    """Czech unless the system locale says English (the app's home is Czech)."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "en" if value.lower().startswith("en") else "cs"
    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "en" if loc.lower().startswith("en") else "cs"


def add_lang(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=("cs", "en"), default=None,
                        help="language of names and texts (default: from the system locale, else cs)")


def lang_of(args: argparse.Namespace) -> str:
    return args.lang or default_lang()


def print_json(data: object) -> None:  # whatever json.dump takes (it raises on the rest)
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


#: the words before a message, in the language the command was asked to speak (`--lang`)
PREFIX = {"error": {"cs": "chyba", "en": "error"}, "warning": {"cs": "varování", "en": "warning"}}


def fail(message: str, code: int = 2, lang: str = "en") -> int:
    print(f"{PREFIX['error'].get(lang, 'error')}: {one_line(message)}", file=sys.stderr)
    return code


def warn(message: str, lang: str = "en") -> None:
    print(f"{PREFIX['warning'].get(lang, 'warning')}: {one_line(message)}", file=sys.stderr)


#: the longest word a message shows whole: a typed name or path is seldom longer, a pasted page is
WORD = 160


def one_line(message: str) -> str:
    """`message` as one line the terminal shows as it is: its lines joined (a YAML error takes three), what would
    garble it (a carriage return, an escape sequence, a byte the system could not decode) written as its escape, and
    a word of more than WORD characters (a 4,000-digit number echoed back) cut short."""
    joined = re.sub(r"\s*\n\s*", " ", message.strip())
    shown = "".join(c if c.isprintable() else repr(c)[1:-1] for c in joined)
    return re.sub(rf"\S{{{WORD + 1},}}", lambda word: word.group()[:WORD] + "…", shown)
