"""One entry point for every suit symbol: `draw_symbol(pen, kind, colour, label)`.

The registry names the symbol family per suit; this module maps the name (and
its common aliases and native names) to a drawing. A kind nobody has drawn yet
still comes out readable: a coloured disc with the suit's initial.
"""

from __future__ import annotations

import pygame

from ui.faces import symbols_asian, symbols_extra, symbols_french, symbols_german, symbols_latin, symbols_swiss
from ui.faces.pen import Colour, Pen, shade
from ui.faces.text import render_fit

_SYMBOLS = {
    **symbols_french.SYMBOLS, **symbols_german.SYMBOLS, **symbols_latin.SYMBOLS,
    **symbols_swiss.SYMBOLS, **symbols_asian.SYMBOLS, **symbols_extra.SYMBOLS,
}

_ALIASES = {
    "pique": "spade", "coeur": "heart", "cœur": "heart", "carreau": "diamond", "trefle": "club", "trèfle": "club",
    "herz": "german-heart", "rot": "german-heart", "schelle": "bell", "schellen": "bell", "laub": "leaf",
    "grün": "leaf", "gruen": "leaf", "eichel": "acorn", "denari": "coin", "oro": "coin", "oros": "coin",
    "coppe": "cup", "copa": "cup", "copas": "cup", "espada": "spanish-sword", "espadas": "spanish-sword",
    "spade-italian": "italian-sword", "bastoni": "italian-baton", "basto": "baton", "bastos": "baton",
    "cudgel": "baton", "club-latin": "baton", "wappen": "shield", "schilten": "shield", "rosen": "rose",
    "polo-stick": "stick", "polo": "stick", "mallet": "stick", "goblet": "cup", "chalice": "cup",
    "scimitars": "scimitar", "cash-coin": "cash", "coins-chinese": "cash", "strings": "string",
    "circles": "dots", "dot": "dots", "characters": "character", "myriads": "myriad",
    "string-of-coins": "string", "strings-of-coins": "string", "tens": "ten",
    "blossom": "plum", "orchid": "iris", "spring": "cherry", "summer": "peony", "autumn": "maple",
    "winter": "pine", "stag": "deer", "roe-deer": "deer",
}


def resolve(kind: str) -> str | None:
    """The drawing name for a registry symbol kind, or None when nothing fits."""
    k = kind.strip().lower().replace("_", "-").replace(" ", "-")
    for candidate in (k, k.rstrip("s"), k[:-2] if k.endswith("es") else k):
        if candidate in _SYMBOLS:
            return candidate
        if candidate in _ALIASES:
            return _ALIASES[candidate]
    if "-" in k:  # "swiss-bell", "italian-coin": try the family-less name
        return resolve(k.split("-", 1)[1])
    return None


# Some symbol names mean different things per family: a Spanish "club" is a cudgel, not a trefoil.
_FAMILY_KINDS = {
    ("italian", "sword"): "italian-sword", ("italian", "baton"): "italian-baton",
    ("italian", "club"): "italian-baton", ("spanish", "sword"): "spanish-sword",
    ("spanish", "club"): "spanish-baton", ("spanish", "baton"): "spanish-baton",
    ("chinese", "coin"): "cash",  # Chinese money cards show round coins with a square hole
}


def symbol_for(kind: str, family: str) -> str:
    """The drawing to use for a suit's symbol kind within a pack family."""
    key = (family.lower(), resolve(kind) or kind.lower())
    return _FAMILY_KINDS.get(key, kind)


def symbol_style(family: str, suit_kinds: list[str]) -> str:
    """The family whose drawings a pack's suits use: tarots with Latin suits draw them the Italian way."""
    if family == "tarot" and any(resolve(k) in ("coin", "cup") for k in suit_kinds):
        return "italian"
    return family


def is_known(kind: str) -> bool:
    return resolve(kind) is not None


def draw_symbol(pen: Pen, kind: str, colour: Colour, label: str = "?") -> None:
    name = resolve(kind)
    if name is not None:
        _SYMBOLS[name](pen, colour)
        return
    fallback(pen, colour, label)


def fallback(pen: Pen, colour: Colour, label: str) -> None:
    """A disc in the suit colour with the suit's initial: readable for any new kind."""
    pen.circle(0.0, 0.0, 0.95, colour)
    pen.circle(0.0, 0.0, 0.95, shade(colour, 0.5), 0.07)
    letter = (label.strip()[:1] or "?").upper()
    brightness = sum(colour[:3]) / 3
    ink = (20, 20, 20) if brightness > 150 else (255, 255, 255)
    glyph = render_fit(letter, ink, 1.2 * pen.scale, 1.1 * pen.scale, bold=True)
    if pen.flip:
        glyph = pygame.transform.rotate(glyph, 180)
    cx, cy = pen.pt(0.0, 0.0)
    pen.surface.blit(glyph, glyph.get_rect(center=(round(cx), round(cy))))
