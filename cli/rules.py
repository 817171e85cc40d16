"""`main.py rules [QUERY]`: list the games, or print one game's rule book.

Without a query: every rule book with its name, players, packs and category. With a query
(id, name or alias; case and diacritics do not matter): that game's rules in the chosen
language, or just its options with `--options`. `--json` prints the same as data. An
unknown query prints the closest names and exits with 1.
"""

from __future__ import annotations

import argparse
import sys

from cli.common import add_lang, fail, lang_of, print_json
from cli.main import SUMMARIES
from games.errors import RulesFileError
from games.rulebook import RuleBook, rulebooks
from games.rulebook_search import (
    category_name,
    detail_dict,
    find_rulebook,
    header_lines,
    option_lines,
    players_text,
    render_rulebook,
    suggest,
    summary_dict,
)


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "rules", help=SUMMARIES["rules"],
        description="Without QUERY, list every game. With QUERY (an id, name or alias such as "
                    "'cerny petr', 'bridge' or 'Old Maid'), print that game's rule book.")
    parser.add_argument("query", nargs="*", metavar="QUERY", help="the game to show (words are joined)")
    add_lang(parser)
    parser.add_argument("--options", action="store_true", help="list only the game's options and their defaults")
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def registered_ids() -> set[str]:
    """Games whose engine exists; a broken engine module must not stop anyone reading rules."""
    try:
        from games.registry import game_ids

        return set(game_ids())
    except Exception as exc:  # report, but still list the rule books
        print(f"warning: the game registry did not load ({exc}); engines are shown as missing", file=sys.stderr)
        return set()


def run(args: argparse.Namespace) -> int:
    try:
        books = rulebooks()
    except RulesFileError as exc:
        return fail(str(exc))
    lang = lang_of(args)
    registered = registered_ids()
    query = " ".join(args.query).strip()
    if not query:
        return list_games(list(books.values()), registered, lang, args.json)
    book = find_rulebook(query, books)
    if book is None:
        close = suggest(query, books)
        if lang == "cs":
            hint = f"Myslíš: {', '.join(close)}?" if close else "Seznam her: python main.py rules"
            return fail(f"hru '{query}' neznám. {hint}", code=1, lang="cs")
        hint = f"Did you mean: {', '.join(close)}?" if close else "List the games: python main.py rules"
        return fail(f"no game matches '{query}'. {hint}", code=1)
    if args.json:
        print_json(detail_dict(book, book.id in registered))
    elif args.options:
        print("\n".join([*header_lines(book, lang)[:2], "", *option_lines(book, lang)]))
    else:
        sys.stdout.write(render_rulebook(book, lang))
    return 0


def list_games(books: list[RuleBook], registered: set[str], lang: str, as_json: bool) -> int:
    if as_json:
        print_json([summary_dict(b, b.id in registered) for b in books])
        return 0
    heads = ("id", "hra", "hráči", "balíčky", "druh") if lang == "cs" else (
        "id", "game", "players", "packs", "category")
    rows = [(b.id + ("" if b.id in registered else " *"), b.names.get(lang), players_text(b), ", ".join(b.packs),
             category_name(b, lang)) for b in books]
    widths = [max(len(str(r[i])) for r in [heads, *rows]) for i in range(len(heads))]
    for row in [heads, *rows]:
        print("  ".join(str(cell).ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())
    if any(b.id not in registered for b in books):
        print("\n* " + ("pravidla jsou k přečtení, hra zatím není hratelná" if lang == "cs"
                        else "rules to read; the game cannot be played yet"))
    return 0
