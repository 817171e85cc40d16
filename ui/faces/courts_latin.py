"""Latin and Swiss court cards as whole figures: fante/cavallo/re, sota/caballo/rey, Under/Ober/König, Banner.

The figure comes from the rank's names (courts.headwear): a king stands crowned with cloak and sceptre,
a knight rides, a page or Unter stands with his sign. Swiss Obers hold their suit sign high and Unters
low, as players tell them apart. The band under the picture names the card in the pack's own language
(fante, sota, Ober), which is how these cards are known whatever the table's language.
"""

from __future__ import annotations

import pygame

from cards.model import Rank
from ui.faces import figures
from ui.faces.courts import headwear, rank_words
from ui.faces.pen import Colour, Pen
from ui.faces.symbols import draw_symbol, resolve
from ui.faces.text import render_fit

# Costumes by suit position, chosen to stand apart from every suit ink (a red rose on a green coat).
ROBES: tuple[Colour, ...] = ((46, 96, 160), (40, 120, 70), (168, 44, 56), (120, 70, 150))
LONG_SIGNS = ("sword", "spanish-sword", "italian-sword", "scimitar", "baton", "spanish-baton", "italian-baton",
              "stick")
BAND_INK = (50, 40, 30)


def court_kind(rank: Rank) -> str:
    """'king', 'rider', 'ober', 'banner' or 'jack' (a page, fante, sota or Unter)."""
    return headwear(rank_words(rank), rank.code)


def native_name(rank: Rank) -> str:
    """The rank's name in the pack's own language (fante, sota, Ober), else its English name."""
    return next(iter(rank.names.native.values()), rank.names.en)


def sign_place(kind: str, long_sign: bool) -> tuple[tuple[float, float], float]:
    """Where a standing figure holds its suit sign (local units, y down) and how big it is:
    an Ober's high beside his hat, an Unter's low by his knee, a page's at his chest."""
    size = 0.3 if long_sign else 0.15
    if kind == "ober":
        return (0.27, -0.78 if not long_sign else -0.5), size
    if kind == "jack":
        return (0.27, 0.5 if not long_sign else 0.3), size
    return (0.28, -0.5 if not long_sign else -0.3), size * (0.85 if kind == "king" else 1.0)


def draw_latin_court(surf: pygame.Surface, body: pygame.Rect, rank: Rank, suit_index: int, symbol: str,
                     colour: Colour, label: str, family: str) -> None:
    """A whole-figure court in `body`, with its native name on a band at the bottom, dressed the
    family's way (figures.standing). The Swiss Under holds his sign low; a Latin page at the chest."""
    kind = court_kind(rank)
    band = render_fit(native_name(rank).upper(), BAND_INK, body.w * 0.95, body.h * 0.075, bold=True)
    surf.blit(band, band.get_rect(midbottom=(body.centerx, body.bottom)))
    picture = pygame.Rect(body.left, body.top, body.w, body.h - round(band.get_height() * 1.15))
    scale = min(picture.h / 2, picture.w / 0.95)
    pen = Pen(surf, picture.centerx, picture.centery, scale)
    robe = ROBES[suit_index % len(ROBES)]
    long_sign = (resolve(symbol) or symbol) in LONG_SIGNS

    def sign(p: Pen) -> None:
        draw_symbol(p, symbol, colour, label)

    if kind == "banner":
        figures.banner(pen, robe, sign)
    elif kind == "rider":
        figures.rider(pen, robe, figures.HORSES[suit_index % len(figures.HORSES)], sign,
                      0.26 if long_sign else 0.14, family)
    else:
        at, size = sign_place(kind, long_sign)
        if kind == "jack" and family != "swiss":
            at = (at[0], -0.28 if not long_sign else -0.25)
        figures.standing(pen, kind, robe, sign, at, size, family)
