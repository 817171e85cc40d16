"""Load pack-pattern YAML files into validated, frozen `Pack` objects.

One file describes one pattern and the sizes it is cut to (French 52/36/32 are
one pattern). Every problem is reported as a `PackFileError` that names the file,
the field and how to fix it, because a typo in data should never surface as a
traceback deep inside a game.

File layout (see any file in `cards/packs/` for a full example)::

    pattern: french                  # id of the pattern
    family: french                   # french | german | italian | spanish | swiss | tarot | ...
    names: {cs: ..., en: ..., native: {fr: ...}, acc?: ...}  # acc: the Czech accusative (cards/czech.py)
    region: {cs: ..., en: ...}
    description: {cs: ..., en: ...}
    sources: [url, ...]
    suits:   [{code, names, colour, symbol, adjective?: {m, f, n}}]
    ranks:   [{code, names, short?, court?, gender?: m|f|n, copies?}]  # a masculine rank's names need acc
    suit_ranks: {SUIT: [RANK, ...]}  # optional, when a suit has other ranks or another order
    trumps:  [{code, names, number?, copies?}] or {from: 1, to: 21, code: "T{n}", names: {cs: "...{roman}", en: ...}}
    extras:  [{code, names, copies?}]  # Škýz, Fool, jokers
    cards:   [{code, names, suit?, picture?, copies?}]  # special packs: cards listed one by one
    copies:  1                       # each card this many times
    not_listed: {cs, en}             # description-only entry: why it is not listed card by card
    shown:   {cs, en}                # optional: the pattern the faces show and where it is at home
    played:  {cs, en}                # optional: games played with it (the deck browser names them)
    cuts:    [{id, size, names?, ranks?: [...], suit_ranks?: {...}, suits?: [...], trumps?: bool,
               copies?: {RANK or CARD CODE: n}}]

`copies` on a rank, trump, extra or listed card overrides the file's `copies` for those cards,
and a cut's `copies` mapping overrides both, because many Asian packs repeat some cards more
often than others (Mahjong: suit tiles four times, flowers once; chess cards: more soldiers).
A card present more than once gets codes `CODE.1`, `CODE.2`, ...; a card present once keeps
its plain code.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml

from cards import files
from cards.czech import adjective_accusative, noun_accusative
from cards.model import Card, Names, Pack, Rank, Suit

#: libyaml's parser when installed (about 6x faster start-up), same results as yaml.SafeLoader
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

ROMAN = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]
GENDERS = ("m", "f", "n")


class PackFileError(ValueError):
    """A pack file is malformed; the message names the file, the field and the fix."""

    def __init__(self, file: str, field: str, problem: str, fix: str) -> None:
        self.file, self.field, self.problem, self.fix = file, field, problem, fix
        super().__init__(f"{file}: field '{field}': {problem}. Fix: {fix}")


def roman(n: int) -> str:
    out = []
    for value, letters in ROMAN:
        while n >= value:
            out.append(letters)
            n -= value
    return "".join(out)


class _Reader:
    """Typed access to one YAML mapping with errors that point at the field."""

    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, field: str, problem: str, fix: str) -> PackFileError:
        return PackFileError(self.file, field, problem, fix)

    def mapping(self, data: object, field: str) -> Mapping[str, Any]:  # Any: YAML unchecked; text(), code()... check
        if not isinstance(data, Mapping):
            raise self.fail(field, f"expected a mapping, found {type(data).__name__}", "write key: value pairs")
        return data

    def required(self, data: Mapping[str, object], key: str, where: str) -> object:
        if key not in data or data[key] is None:
            raise self.fail(f"{where}{key}", "missing", f"add '{key}:' to {where.rstrip('.') or 'the file'}")
        return data[key]

    def text(self, data: Mapping[str, object], key: str, where: str) -> str:
        value = self.required(data, key, where)
        if not isinstance(value, (str, int)) or isinstance(value, bool) or str(value).strip() == "":
            raise self.fail(f"{where}{key}", f"expected text, found {value!r}", "give a non-empty string")
        return str(value)

    def code(self, data: Mapping[str, object], key: str, where: str) -> str:
        value = self.text(data, key, where)
        if not value.isascii() or any(ch.isspace() for ch in value):
            raise self.fail(f"{where}{key}", f"code {value!r} is not short ASCII", "use letters/digits only")
        return value

    def names(self, data: Mapping[str, object], key: str, where: str) -> Names:
        raw = self.mapping(self.required(data, key, where), f"{where}{key}")
        for extra in raw:
            if extra not in ("cs", "en", "native", "acc"):
                # Almost always an unquoted comma inside a {...} value, which YAML splits in two.
                raise self.fail(f"{where}{key}", f"unexpected key {extra!r}",
                                "a name may only have cs, en, native and acc; quote values that contain a comma")
        cs = self.text(raw, "cs", f"{where}{key}.")
        en = self.text(raw, "en", f"{where}{key}.")
        native_raw = raw.get("native") or {}
        native = self.mapping(native_raw, f"{where}{key}.native")
        for lang in native:
            self.text(native, lang, f"{where}{key}.native.")
        acc = self.text(raw, "acc", f"{where}{key}.") if "acc" in raw else ""
        return Names(cs, en, MappingProxyType({str(k): str(v) for k, v in native.items()}), acc)

    def items(self, data: Mapping[str, object], key: str, where: str, required: bool = True) -> list[object]:
        value = data.get(key)
        if value is None:
            if required:
                raise self.fail(f"{where}{key}", "missing", f"add a list '{key}:'")
            return []
        if not isinstance(value, list):
            raise self.fail(f"{where}{key}", f"expected a list, found {type(value).__name__}", "use a YAML list")
        return value


def load_pack_file(path: Path) -> list[Pack]:
    """Every cut of the pattern in one file, validated."""
    file = str(path)
    r = _Reader(file)
    try:
        # bounded in size and depth, a regular UTF-8 file only (cards/files.py): a bad byte used to surface
        # as a UnicodeDecodeError that named no file, deep nesting as a RecursionError
        data = files.read_yaml(path, _YAML_LOADER)
    except FileNotFoundError:
        raise PackFileError(file, "(whole file)", "is missing", "restore the file") from None
    except files.FileRefused as exc:
        raise PackFileError(file, "(whole file)", exc.reason, exc.fix) from None
    doc = r.mapping(data, "(top level)")
    pattern = r.code(doc, "pattern", "")
    family = r.text(doc, "family", "")
    names = r.names(doc, "names", "")
    region = r.names(doc, "region", "")
    description = r.names(doc, "description", "")
    sources = tuple(str(s) for s in r.items(doc, "sources", "", required=False))
    shown = r.names(doc, "shown", "") if doc.get("shown") is not None else None
    played = r.names(doc, "played", "") if doc.get("played") is not None else None
    copies = doc.get("copies", 1)
    if not isinstance(copies, int) or copies < 1:
        raise r.fail("copies", f"{copies!r} is not a positive whole number", "write e.g. 'copies: 2'")

    if doc.get("not_listed") is not None:
        why = r.names(doc, "not_listed", "")
        return [_description_only(r, doc, pattern, family, names, region, description, sources, why)]

    suits = tuple(_suit(r, s, f"suits[{i}].") for i, s in enumerate(r.items(doc, "suits", "", required=False)))
    ranks_raw = r.items(doc, "ranks", "", required=False)
    ranks = tuple(_rank(r, k, f"ranks[{i}].") for i, k in enumerate(ranks_raw))
    rank_copies = {k.code: n for i, k in enumerate(ranks)
                   if (n := _copies(r, ranks_raw[i], f"ranks[{i}].copies")) is not None}
    _unique(r, [s.code for s in suits], "suits", "suit code")
    _unique(r, [k.code for k in ranks], "ranks", "rank code")
    suit_codes = {s.code for s in suits}
    rank_codes = {k.code for k in ranks}
    base_suit_ranks = {s.code: tuple(k.code for k in ranks) for s in suits}
    base_suit_ranks.update(_suit_ranks(r, doc.get("suit_ranks"), "suit_ranks", suit_codes, rank_codes))
    item_copies: dict[str, int] = {}
    trumps = _trumps(r, doc.get("trumps"), item_copies)
    extras_raw = r.items(doc, "extras", "", required=False)
    extras = [_special(r, e, f"extras[{i}].", "extra", suit_codes) for i, e in enumerate(extras_raw)]
    cards_raw = r.items(doc, "cards", "", required=False)
    specials = [_special(r, c, f"cards[{i}].", "special", suit_codes) for i, c in enumerate(cards_raw)]
    for field_name, raws, made in (("extras", extras_raw, extras), ("cards", cards_raw, specials)):
        for i, (raw, card) in enumerate(zip(raws, made, strict=True)):
            n = _copies(r, raw, f"{field_name}[{i}].copies")
            if n is not None:
                item_copies[card.code] = n
    if not suits and not specials:
        raise r.fail("suits", "a listed pack needs suits or a 'cards' list", "add suits and ranks, or cards")

    packs = []
    cuts = r.items(doc, "cuts", "")
    if not cuts:
        raise r.fail("cuts", "empty", "list at least one cut: {id: ..., size: N}")
    for i, cut_raw in enumerate(cuts):
        where = f"cuts[{i}]."
        cut = r.mapping(cut_raw, f"cuts[{i}]")
        cut_id = r.code(cut, "id", where)
        size = cut.get("size")
        if not isinstance(size, int) or size < 1:
            raise r.fail(f"{where}size", f"{size!r} is not a positive whole number", "give the card count")
        suit_ranks = dict(base_suit_ranks)
        if cut.get("ranks") is not None:
            kept = [str(x) for x in r.items(cut, "ranks", where)]
            for code in kept:
                if code not in rank_codes:
                    raise r.fail(f"{where}ranks", f"unknown rank {code!r}", f"use one of {sorted(rank_codes)}")
            suit_ranks = {s: tuple(k for k in ranks_ if k in kept) for s, ranks_ in suit_ranks.items()}
        if cut.get("suit_ranks") is not None:
            suit_ranks.update(_suit_ranks(r, cut["suit_ranks"], f"{where}suit_ranks", suit_codes, rank_codes))
        kept_suits = suits
        if cut.get("suits") is not None:
            wanted = [str(x) for x in r.items(cut, "suits", where)]
            for code in wanted:
                if code not in suit_codes:
                    raise r.fail(f"{where}suits", f"unknown suit {code!r}", f"use one of {sorted(suit_codes)}")
            kept_suits = tuple(s for s in suits if s.code in wanted)
        with_trumps = cut.get("trumps", True)
        cut_names = r.names(cut, "names", where) if cut.get("names") is not None else Names(
            f"{names.cs} ({size} listů)", f"{names.en} ({size} cards)", names.native)
        cut_rank_copies, cut_item_copies = dict(rank_copies), dict(item_copies)
        item_codes = {c.code for c in (*trumps, *extras, *specials)}
        for code, n in r.mapping(cut.get("copies") or {}, f"{where}copies").items():
            if not isinstance(n, int) or isinstance(n, bool) or n < 1:
                raise r.fail(f"{where}copies.{code}", f"{n!r} is not a positive whole number", "write e.g. 'G: 1'")
            if str(code) in rank_codes:
                cut_rank_copies[str(code)] = n
            elif str(code) in item_codes:
                cut_item_copies[str(code)] = n
            else:
                raise r.fail(f"{where}copies.{code}", f"{code!r} is neither a rank code nor a card code",
                             "name a rank, trump, extra or listed card of this file")
        base: list[Card] = []
        rank_by_code = {k.code: k for k in ranks}
        for suit in kept_suits:
            for rank_code in suit_ranks[suit.code]:
                base.append(_suited_card(suit, rank_by_code[rank_code], list(ranks).index(rank_by_code[rank_code])))
        base += specials
        if with_trumps:
            base += trumps + extras
        counts = {c.code: cut_rank_copies.get(c.rank, copies) if c.kind == "suited" and c.rank is not None
                  else cut_item_copies.get(c.code, copies) for c in base}
        cards = _with_copies(base, counts)
        _unique(r, [c.code for c in cards], f"{where}(cards)", "card code")
        if len(cards) != size:
            raise r.fail(f"{where}size", f"says {size} but the suits, ranks, trumps and extras make {len(cards)}",
                         "correct 'size' or the rank lists")
        used_ranks = {k for s in kept_suits for k in suit_ranks[s.code]}
        packs.append(Pack(
            id=cut_id, pattern=pattern, names=cut_names, region=region, description=description,
            suits=kept_suits, ranks=tuple(k for k in ranks if k.code in used_ranks),
            cards=tuple(cards), suit_ranks=MappingProxyType({s.code: suit_ranks[s.code] for s in kept_suits}),
            family=family, copies=copies, sources=sources, source_file=file, shown=shown, played=played,
            _by_code=MappingProxyType({c.code: c for c in cards}),
        ))
    return packs


def _description_only(r: _Reader, doc: Mapping[str, object], pattern: str, family: str, names: Names,
                      region: Names, description: Names, sources: tuple[str, ...], why: Names) -> Pack:
    cuts = r.items(doc, "cuts", "", required=False)
    pack_id = pattern
    if cuts:
        first = r.mapping(cuts[0], "cuts[0]")
        pack_id = r.code(first, "id", "cuts[0].")
    suits = tuple(_suit(r, s, f"suits[{i}].") for i, s in enumerate(r.items(doc, "suits", "", required=False)))
    ranks = tuple(_rank(r, k, f"ranks[{i}].") for i, k in enumerate(r.items(doc, "ranks", "", required=False)))
    return Pack(id=pack_id, pattern=pattern, names=names, region=region, description=description,
                suits=suits, ranks=ranks, cards=(), suit_ranks=MappingProxyType({}), family=family,
                sources=sources, not_listed=why, source_file=r.file, _by_code=MappingProxyType({}))


def _suit(r: _Reader, raw: object, where: str) -> Suit:
    data = r.mapping(raw, where.rstrip("."))
    names = r.names(data, "names", where)
    forms: dict[str, str] = {}
    adjective = data.get("adjective")
    if adjective is not None:
        adj = r.mapping(adjective, f"{where}adjective")
        forms = {g: r.text(adj, g, f"{where}adjective.") for g in GENDERS}
        for g, form in forms.items():
            try:
                adjective_accusative(form, g)
            except ValueError as exc:
                raise r.fail(f"{where}adjective.{g}", str(exc), "write the adjective in its Czech form for "
                             "that gender (m: -ý or -í, f: -á or -í, n: -é or -í)") from None
    return Suit(code=r.code(data, "code", where), names=names, colour=r.text(data, "colour", where),
                symbol=r.text(data, "symbol", where), adjective=MappingProxyType(forms))


def _rank(r: _Reader, raw: object, where: str) -> Rank:
    data = r.mapping(raw, where.rstrip("."))
    code = r.code(data, "code", where)
    names = r.names(data, "names", where)
    gender = data.get("gender")
    if gender is not None and gender not in GENDERS:
        raise r.fail(f"{where}gender", f"{gender!r} is not m, f or n", "write m, f or n")
    if gender == "m" and not names.acc:
        raise r.fail(f"{where}names", "a masculine rank has no accusative",
                     "add acc, the Czech accusative of the name (kluk: acc: kluka)")
    short = str(data.get("short", code))
    return Rank(code=code, names=names, short=short, court=bool(data.get("court", False)), gender=gender)


def _suit_ranks(r: _Reader, raw: object, field: str, suit_codes: set[str],
                rank_codes: set[str]) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    if raw is None:
        return out
    data = r.mapping(raw, field)
    for suit_code, rank_list in data.items():
        if str(suit_code) not in suit_codes:
            raise r.fail(f"{field}.{suit_code}", f"names unknown suit {suit_code!r}",
                         f"use one of the suit codes {sorted(suit_codes)}")
        if not isinstance(rank_list, list) or not rank_list:
            raise r.fail(f"{field}.{suit_code}", "expected a non-empty list of rank codes", "list the ranks")
        for code in rank_list:
            if str(code) not in rank_codes:
                raise r.fail(f"{field}.{suit_code}", f"unknown rank {code!r}",
                             f"use one of the rank codes {sorted(rank_codes)}")
        if len(set(map(str, rank_list))) != len(rank_list):
            raise r.fail(f"{field}.{suit_code}", "a rank is listed twice", "list each rank once")
        out[str(suit_code)] = tuple(str(c) for c in rank_list)
    return out


def _copies(r: _Reader, raw: object, field: str) -> int | None:
    """An item's own `copies` (None when it has none)."""
    if not isinstance(raw, Mapping) or raw.get("copies") is None:
        return None
    n = raw["copies"]
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise r.fail(field, f"{n!r} is not a positive whole number", "write e.g. 'copies: 4'")
    return n


def _trumps(r: _Reader, raw: object, item_copies: dict[str, int]) -> list[Card]:
    if raw is None:
        return []
    if isinstance(raw, Mapping):
        range_copies = _copies(r, raw, "trumps.copies")
        first, last = raw.get("from"), raw.get("to")
        if not isinstance(first, int) or not isinstance(last, int) or first > last:
            raise r.fail("trumps", "a trump range needs whole numbers 'from' <= 'to'", "write from: 1, to: 21")
        code_tpl = str(raw.get("code", "T{n}"))
        names_raw = r.mapping(r.required(raw, "names", "trumps."), "trumps.names")
        cards = []
        for n in range(first, last + 1):
            fmt = {"n": n, "roman": roman(n)}
            names = Names(str(names_raw.get("cs", "{roman}")).format(**fmt),
                          str(names_raw.get("en", "{roman}")).format(**fmt))
            cards.append(Card(code=code_tpl.format(**fmt), names=names, kind="trump", number=n))
            if range_copies is not None:
                item_copies[cards[-1].code] = range_copies
        return cards
    if not isinstance(raw, list):
        raise r.fail("trumps", "expected a list or a range mapping", "see the file format in cards/loader.py")
    cards = []
    for i, item in enumerate(raw):
        where = f"trumps[{i}]."
        data = r.mapping(item, where.rstrip("."))
        number = data.get("number")
        if number is not None and not isinstance(number, int):
            raise r.fail(f"{where}number", f"{number!r} is not a whole number", "give the trump's numeral")
        cards.append(Card(code=r.code(data, "code", where), names=r.names(data, "names", where), kind="trump",
                          number=number, picture=data.get("picture")))
        copies = _copies(r, data, f"{where}copies")
        if copies is not None:
            item_copies[cards[-1].code] = copies
    return cards


def _special(r: _Reader, raw: object, where: str, kind: str, suit_codes: set[str]) -> Card:
    data = r.mapping(raw, where.rstrip("."))
    suit = data.get("suit")
    if suit is not None and str(suit) not in suit_codes:
        raise r.fail(f"{where}suit", f"names unknown suit {suit!r}", f"use one of {sorted(suit_codes)}")
    number = data.get("number")
    if number is not None and not isinstance(number, int):
        raise r.fail(f"{where}number", f"{number!r} is not a whole number", "give a whole number")
    return Card(code=r.code(data, "code", where), names=r.names(data, "names", where), kind=kind,
                suit=None if suit is None else str(suit), rank=None if data.get("rank") is None else str(data["rank"]),
                number=number, picture=None if data.get("picture") is None else str(data["picture"]))


def card_names(suit: Suit, rank: Rank) -> Names:
    """'ace of hearts' / 'srdcové eso' (or 'eso – srdce' where no adjective forms are given).

    The Czech accusative ('srdcové eso', 'kárového krále') is built where the rank has a gender:
    the adjective by the rule of cards/czech.py, the noun from the rank's own acc or that rule.
    """
    adjective = suit.adjective.get(rank.gender) if rank.gender else None
    cs = f"{adjective} {rank.names.cs}" if adjective else f"{rank.names.cs} – {suit.names.cs}"
    acc = ""
    noun = rank.names.acc or (noun_accusative(rank.names.cs, rank.gender) if rank.gender else None)
    if noun and adjective and rank.gender:
        acc = f"{adjective_accusative(adjective, rank.gender)} {noun}"
    elif noun:
        acc = f"{noun} – {suit.names.cs}"
    return Names(cs, f"{rank.names.en} of {suit.names.en}", acc=acc)


def _suited_card(suit: Suit, rank: Rank, position: int) -> Card:
    return Card(code=f"{rank.code}{suit.code}", names=card_names(suit, rank), kind="suited",
                suit=suit.code, rank=rank.code, number=position)


def _with_copies(cards: list[Card], counts: Mapping[str, int]) -> list[Card]:
    """Each card as often as `counts` says; repeated cards get codes CODE.1, CODE.2, ..."""
    out = []
    for card in cards:
        if counts[card.code] == 1:
            out.append(card)
            continue
        for n in range(1, counts[card.code] + 1):
            out.append(Card(code=f"{card.code}.{n}", names=card.names, kind=card.kind, suit=card.suit,
                            rank=card.rank, number=card.number, copy=n, picture=card.picture))
    return out


def _unique(r: _Reader, codes: list[str], field: str, what: str) -> None:
    seen: set[str] = set()
    for code in codes:
        if code in seen:
            raise r.fail(field, f"duplicate {what} {code!r}", f"give every {what} a different code")
        seen.add(code)
