"""Latin-suited (Italian, Spanish) and Swiss faces: the part of a face that differs from a French card.

render.py keeps paper and corner indices and hands over the rest here: the Spanish pinta round the
card, number cards with upright signs in Latin or Swiss layouts (latin_pips; Latin-suited tarots'
number cards too), whole-figure courts and the Swiss Banner (courts_latin).
"""

from __future__ import annotations

import pygame

from cards.model import Pack, Rank, Suit
from ui.faces.courts_latin import court_kind, draw_latin_court
from ui.faces.latin_pips import draw_number
from ui.faces.pen import Colour
from ui.faces.pinta import draw_pinta, gap_count
from ui.faces.symbols import resolve, symbol_style

FAMILIES = ("italian", "spanish", "swiss")
PINTA_INK = (60, 50, 44)


def handles(pack: Pack, rank: Rank, n: int | None) -> bool:
    """Latin and Swiss packs, and the number cards of Latin-suited tarots (their courts, with a queen
    among them, and their trumps are drawn elsewhere)."""
    if pack.family in FAMILIES:
        return True
    latin = symbol_style(pack.family, [s.symbol for s in pack.suits]) == "italian"
    return latin and n is not None and not rank.court


def frame(surf: pygame.Surface, pack: Pack, symbol: str) -> None:
    """The Spanish pinta, drawn under the indices (nothing for other packs)."""
    if pack.family == "spanish":
        draw_pinta(surf, surf.get_width() * 0.03, gap_count(resolve(symbol) or symbol), PINTA_INK)


def draw_body(surf: pygame.Surface, body: pygame.Rect, pack: Pack, suit: Suit, rank: Rank, n: int | None,
              symbol: str, colour: Colour, label: str) -> None:
    """The card's middle: its signs for a number card, a figure (or the Banner) for the rest."""
    swiss = pack.family == "swiss"
    if rank.court or n is None or court_kind(rank) == "banner":
        index = next((i for i, s in enumerate(pack.suits) if s.code == suit.code), 0)
        draw_latin_court(surf, body, rank, index, symbol, colour, label, pack.family)
        return
    draw_number(surf, body, n, symbol, colour, label, swiss=swiss)
