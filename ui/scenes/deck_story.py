"""What the deck browser says about a pack: its story, and names in Czech, English and the native language.

Plain text, no pygame: ui/scenes/decks.py lays it out and draws it. Native names in scripts the UI
font lacks (CJK, Devanagari, Arabic...) are left out rather than drawn as boxes.
"""

from __future__ import annotations

import cards
from cards.model import Card, Names, Pack
from games.rulebook import rulebooks

STRINGS: dict[str, tuple[str, str]] = {
    "title": ("Balíčky karet", "Card packs"),
    "region": ("Kde se hraje", "Where"),
    "shown": ("Vzor na kartách", "Pattern shown"),
    "played": ("Hraje se s ním", "Used by"),
    "in_karty": ("v Kartách", "in Karty"),
    "size": ("Počet listů", "Cards"),
    "copies": ("každá karta {n}×", "each card {n} times"),
    "suits": ("Barvy", "Suits"),
    "ranks": ("Hodnoty", "Ranks"),
    "trumps": ("Trumfy", "Trumps"),
    "extras": ("Zvláštní karty", "Special cards"),
    "pictures": ("Obrázky", "Pictures"),
    "names": ("Jména", "Names"),
    "not_listed": ("Proč nejsou karty rozepsány", "Why the cards are not listed"),
    "description_only": ("jen popis", "description only"),
    "cards_n": ("{n} listů", "{n} cards"),
    # Noto Sans has no arrow glyphs, so the keys are named in words
    "keys_list": ("Nahoru/Dolů balíček · Vpravo/Enter karty · PgUp/PgDn posun · L jazyk · Esc zpět",
                  "Up/Down pack · Right/Enter cards · PgUp/PgDn scroll · L language · Esc back"),
    "keys_cards": ("Šipky karta · Enter zvětšit · Home/End první/poslední · Esc seznam",
                   "Arrows card · Enter zoom · Home/End first/last · Esc list"),
    "keys_zoom": ("Vlevo/Vpravo další karta · Esc, Enter nebo klik zavře",
                  "Left/Right next card · Esc, Enter or click closes"),
    "code": ("kód", "code"),
    "suit": ("barva", "suit"),
    "rank": ("hodnota", "rank"),
    "picture": ("obrázek", "picture"),
    "of_pack": ("karta {i} z {n}", "card {i} of {n}"),
}

LANG_NAMES = {"cs": "česky", "en": "english", "de": "deutsch", "fr": "français", "it": "italiano", "es": "español",
              "nl": "nederlands", "ja": "日本語", "zh": "中文", "ko": "한국어", "hi": "हिन्दी", "ar": "العربية",
              "hu": "magyar"}


def tr(key: str, lang: str, **fields: object) -> str:
    cs, en = STRINGS[key]
    return (cs if lang == "cs" else en).format(**fields)


# What Noto Sans (the UI font) draws: Latin with all its extensions, Greek, Cyrillic, punctuation.
_UI_RANGES = ((0x20, 0x24F), (0x300, 0x36F), (0x370, 0x4FF), (0x1E00, 0x1EFF), (0x2000, 0x206F))


def ui_safe(text: str) -> str:
    """`text` without the scripts the UI font lacks (CJK, Devanagari, Arabic...), tidied up:
    '麻將 (májiàng)' becomes 'májiàng'."""
    kept = "".join(ch for ch in text if any(lo <= ord(ch) <= hi for lo, hi in _UI_RANGES))
    kept = " ".join(kept.split()).strip(" /·,")
    if kept.startswith("(") and kept.endswith(")") and kept.count("(") == 1:
        kept = kept[1:-1].strip()
    return "" if kept in ("()", "/") else kept


def native_names(names: Names) -> list[tuple[str, str]]:
    """(language code, name) for the native names the UI font can show, skipping grammar keys."""
    out = []
    for code, name in names.native.items():
        if not code.isalpha() or len(code) > 3:
            continue
        shown = ui_safe(name)
        if shown:
            out.append((code, shown))
    return out


def three_names(names: Names, lang: str) -> str:
    """'srdce / hearts / fr: cœur' with the chosen language first and repeats dropped."""
    first, second = (names.cs, names.en) if lang == "cs" else (names.en, names.cs)
    parts = [first] + ([second] if second != first else [])
    parts += [f"{code}: {name}" for code, name in native_names(names) if name not in parts]
    return " / ".join(parts)


def card_native(card: Card, pack: Pack) -> list[tuple[str, str]]:
    """The card's native names; suited cards without their own are built from rank and suit."""
    own = native_names(card.names)
    if own or card.suit is None or card.rank is None:
        return own
    try:
        rank, suit = pack.rank(card.rank), pack.suit(card.suit)
    except KeyError:
        return []
    rank_native = dict(native_names(rank.names))
    suit_native = dict(native_names(suit.names))
    out = []
    for code in dict.fromkeys([*suit_native, *rank_native]):
        r = rank_native.get(code, rank.short)
        out.append((code, f"{r} – {suit_native.get(code, suit.names.en)}"))
    return out


def story(pack: Pack, lang: str) -> list[tuple[str, str]]:
    """The pack's story as (style, text) paragraphs; style is 'title', 'sub', 'field' or 'text'."""
    out: list[tuple[str, str]] = [("title", pack.names.get(lang))]
    other = pack.names.en if lang == "cs" else pack.names.cs
    natives = [f"{code}: {name}" for code, name in native_names(pack.names)]
    sub = " · ".join([other, *natives]) if other != pack.names.get(lang) or natives else ""
    if sub:
        out.append(("sub", sub))
    if pack.shown is not None:
        out.append(("field", f"{tr('shown', lang)}: {pack.shown.get(lang)}"))
    used = ([pack.played.get(lang)] if pack.played is not None else []) + [
        f"{tr('in_karty', lang)}: " + ", ".join(ours) for ours in [games_dealing(pack, lang)] if ours]
    if used:
        out.append(("field", f"{tr('played', lang)}: " + "; ".join(used)))
    out.append(("field", f"{tr('region', lang)}: {pack.region.get(lang)}"))
    if pack.cards:
        size = f"{tr('size', lang)}: {pack.size}"
        if pack.copies > 1:
            size += f" ({tr('copies', lang, n=pack.copies)})"
        out.append(("field", size))
    if pack.suits:
        out.append(("field", f"{tr('suits', lang)}: " + "; ".join(three_names(s.names, lang) for s in pack.suits)))
    if pack.ranks:
        ranks = []
        for rank in pack.ranks:
            names = three_names(rank.names, lang)
            ranks.append(names if rank.short.lower() in names.lower().split(" / ")[0].split() else
                         f"{rank.short} ({names})")
        out.append(("field", f"{tr('ranks', lang)}: " + "; ".join(ranks)))
    trumps = [card for card in pack.cards if card.kind == "trump" and card.copy == 1]
    if trumps:
        out.append(("field", f"{tr('trumps', lang)}: {len(trumps)} – "
                    + ", ".join(t.name(lang) for t in trumps[:6]) + (" …" if len(trumps) > 6 else "")))
    extras = list(dict.fromkeys(card.name(lang) for card in pack.cards if card.kind == "extra"))
    if extras:
        out.append(("field", f"{tr('extras', lang)}: " + ", ".join(extras)))
    specials = list(dict.fromkeys(card.name(lang) for card in pack.cards if card.kind == "special"))
    if specials:
        out.append(("field", f"{tr('pictures', lang)}: " + ", ".join(specials)))
    out.append(("text", pack.description.get(lang)))
    if pack.not_listed is not None:
        out.append(("field", tr("not_listed", lang) + ":"))
        out.append(("text", pack.not_listed.get(lang)))
    return out


def games_dealing(pack: Pack, lang: str) -> list[str]:
    """Our own games that deal a pack of this pattern, by name (from their rule books' packs)."""
    out = []
    for book in rulebooks().values():
        patterns = set()
        for pack_id in book.packs:
            try:
                patterns.add(cards.get_pack(pack_id).pattern)
            except KeyError:  # a rule book naming a missing pack is reported by its own tests
                continue
        if pack.pattern in patterns:
            out.append(book.names.get(lang))
    return sorted(out)


# Europe first (the packs our games use), then the tarots, then further afield, then the game packs.
FAMILY_ORDER = ("french", "german", "italian", "spanish", "swiss", "tarot", "arabic", "cuckoo", "indian", "chinese",
                "japanese", "korean", "game")


def ordered(packs: list[Pack]) -> list[Pack]:
    rank = {family: i for i, family in enumerate(FAMILY_ORDER)}
    return sorted(packs, key=lambda p: (rank.get(p.family, len(FAMILY_ORDER)), not p.cards))
