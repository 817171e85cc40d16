"""Finding a rule book by what people call the game, and rendering it as text by section.

Search runs over every rule book in `rules_yaml/`, not only the registered games, so a
player can read the rules of a game whose engine has not landed yet. Matching folds case,
diacritics and punctuation (`games.rulebook.fold`), so "cerny petr", "ČERNÝ-PETR" and
"Old Maid" all find Černý Petr. The renderer is shared by the CLI and the UI's rule-book
scene; it is pure (no I/O) so both can lay the result out as they like.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping

from cards.model import Names
from games.jsontypes import JsonObject
from games.rulebook import CATEGORIES, OPTIONAL_SECTIONS, SECTIONS, OptionSpec, RuleBook, fold, rulebooks

#: headings of the text sections, in reading order
SECTION_TITLES: dict[str, Names] = {
    "overview": Names("Přehled", "Overview"),
    "setup": Names("Příprava a rozdání", "Setup and deal"),
    "turn": Names("Průběh hry", "A turn"),
    "scoring": Names("Počítání bodů", "Scoring"),
    "end": Names("Konec rozdání a zápasu", "End of a deal and of a match"),
    "example": Names("Příklad", "Example"),
}

_WORDS: dict[str, Names] = {
    "players": Names("Hráči", "Players"),
    "packs": Names("Balíčky", "Packs"),
    "category": Names("Druh hry", "Category"),
    "aliases": Names("Též", "Also called"),
    "objective": Names("Cíl", "Objective"),
    "options": Names("Volby", "Options"),
    "default": Names("výchozí", "default"),
    "allowed": Names("možné", "allowed"),
    "sources": Names("Prameny", "Sources"),
    "no_options": Names("Tato hra nemá žádné volby.", "This game has no options."),
}
#: an option's kind as `rules --options` names it (the values, typed as --option NAME=VALUE, stay as they are)
_KINDS: dict[str, Names] = {"choice": Names("výběr", "choice"), "bool": Names("ano/ne", "bool"),
                            "int": Names("číslo", "int")}


def _books(books: Mapping[str, RuleBook] | None) -> Mapping[str, RuleBook]:
    return rulebooks() if books is None else books


def _squash(key: str) -> str:
    return key.replace(" ", "")


def search_keys(book: RuleBook) -> list[str]:
    """Every folded name the game answers to: id, Czech and English names, aliases."""
    return list(dict.fromkeys(book.search_keys()))


def find_rulebook(query: str, books: Mapping[str, RuleBook] | None = None) -> RuleBook | None:
    """The rule book whose id, name or alias equals the query after folding (spaces optional)."""
    key = fold(query)
    if not key:
        return None
    candidates = _books(books)
    for book in candidates.values():
        if key in search_keys(book):
            return book
    squashed = _squash(key)
    for book in candidates.values():
        if squashed in (_squash(k) for k in search_keys(book)):
            return book
    return None


def suggest(query: str, books: Mapping[str, RuleBook] | None = None, limit: int = 3) -> list[str]:
    """Ids of the games whose names come closest to the query (difflib, then substrings)."""
    candidates = _books(books)
    owner = {k: book.id for book in candidates.values() for k in search_keys(book)}
    key = fold(query)
    close = difflib.get_close_matches(key, list(owner), n=limit * 3, cutoff=0.5)
    ids = [owner[k] for k in close]
    if key:
        ids += [owner[k] for k in owner if key in k or (len(k) >= 3 and k in key)]
    return list(dict.fromkeys(ids))[:limit]


# -- rendering ---------------------------------------------------------------------------------------------
def category_name(book: RuleBook, lang: str) -> str:
    return CATEGORIES[book.category].get(lang)


def players_text(book: RuleBook) -> str:
    if book.min_players == book.max_players:
        return str(book.min_players)
    return f"{book.min_players}–{book.max_players}"


def pack_name(pack_id: str, lang: str) -> str:
    """The registry's name of a pack, or the bare id if the registry does not know it."""
    from cards import get_pack

    try:
        return get_pack(pack_id).names.get(lang)
    except Exception:  # an unknown pack is reported by the loader; here the id is enough
        return pack_id


def section_order(book: RuleBook) -> list[str]:
    return [s for s in (*SECTIONS, *OPTIONAL_SECTIONS) if s in book.text]


def sections(book: RuleBook, lang: str) -> list[tuple[str, str, str]]:
    """(section id, heading, text) in reading order, in one language: what a reader pages through."""
    return [(s, SECTION_TITLES[s].get(lang), book.text[s].get(lang)) for s in section_order(book)]


def format_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def option_allowed(spec: OptionSpec, lang: str) -> str:
    if spec.type == "choice":
        parts = []
        for value in spec.values:
            label = spec.value_labels.get(str(value))
            parts.append(f"{value} ({label.get(lang)})" if label else str(value))
        return ", ".join(parts)
    if spec.type == "bool":
        return "true, false"
    low = "" if spec.minimum is None else format_value(spec.minimum)
    high = "" if spec.maximum is None else format_value(spec.maximum)
    return f"{low}–{high}" if (low or high) else ("celé číslo" if lang == "cs" else "a whole number")


def option_lines(book: RuleBook, lang: str) -> list[str]:
    """The options, one paragraph each: name = default, what is allowed, and why."""
    if not book.options:
        return [_WORDS["no_options"].get(lang)]
    lines = []
    for name, spec in book.options.items():
        kind = _KINDS[spec.type].get(lang) if spec.type in _KINDS else spec.type
        lines.append(f"{name} = {format_value(spec.default)}  ({spec.label.get(lang)}; {kind}; "
                     f"{_WORDS['allowed'].get(lang)}: {option_allowed(spec, lang)})")
        lines.append(f"    {spec.why.get(lang)}")
    return lines


def header_lines(book: RuleBook, lang: str) -> list[str]:
    other = book.names.en if lang == "cs" else book.names.cs
    title = book.names.get(lang) + (f" ({other})" if other != book.names.get(lang) else "")
    lines = [title, "=" * len(title)]
    if book.aliases:
        lines.append(f"{_WORDS['aliases'].get(lang)}: {', '.join(book.aliases)}")
    lines.append(f"{_WORDS['category'].get(lang)}: {category_name(book, lang)}")
    lines.append(f"{_WORDS['players'].get(lang)}: {players_text(book)}")
    lines.append(f"{_WORDS['packs'].get(lang)}: " + ", ".join(f"{pack_name(p, lang)} [{p}]" for p in book.packs))
    lines.append(f"{_WORDS['objective'].get(lang)}: {book.objective.get(lang)}")
    return lines


def render_rulebook(book: RuleBook, lang: str, with_options: bool = True, with_sources: bool = True) -> str:
    """The whole rule book as plain text in one language, section by section."""
    lines = header_lines(book, lang)
    for _, heading, text in sections(book, lang):
        lines += ["", heading, "-" * len(heading), text]
    if with_options:
        heading = _WORDS["options"].get(lang)
        lines += ["", heading, "-" * len(heading), *option_lines(book, lang)]
    if with_sources:
        heading = _WORDS["sources"].get(lang)
        lines += ["", heading, "-" * len(heading), *(f"- {s}" for s in book.sources)]
    return "\n".join(lines) + "\n"


# -- machine-readable -----------------------------------------------------------------------------------------
def summary_dict(book: RuleBook, registered: bool) -> JsonObject:
    return {
        "id": book.id,
        "names": {"cs": book.names.cs, "en": book.names.en},
        "aliases": list(book.aliases),
        "category": book.category,
        "players": [book.min_players, book.max_players],
        "packs": list(book.packs),
        "registered": registered,
    }


def option_dict(spec: OptionSpec) -> JsonObject:
    out: JsonObject = {"type": spec.type, "default": spec.default,
                           "label": {"cs": spec.label.cs, "en": spec.label.en},
                           "why": {"cs": spec.why.cs, "en": spec.why.en}}
    if spec.type == "choice":
        out["values"] = list(spec.values)
        if spec.value_labels:
            out["value_labels"] = {k: {"cs": v.cs, "en": v.en} for k, v in spec.value_labels.items()}
    if spec.minimum is not None:
        out["min"] = spec.minimum
    if spec.maximum is not None:
        out["max"] = spec.maximum
    return out


def detail_dict(book: RuleBook, registered: bool) -> JsonObject:
    """A summary plus the objective, the text by section (cs and en), the options and the sources."""
    out = summary_dict(book, registered)
    out["objective"] = {"cs": book.objective.cs, "en": book.objective.en}
    out["text"] = {s: {"cs": book.text[s].cs, "en": book.text[s].en} for s in section_order(book)}
    out["options"] = {name: option_dict(spec) for name, spec in book.options.items()}
    out["sources"] = list(book.sources)
    return out
