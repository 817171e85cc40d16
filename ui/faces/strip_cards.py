"""Chinese strip cards: long narrow faces (about 1 : 2.8) for the chess-piece and money-suited packs.

Real Si Se Pai, Hung Pai or Hakka cards are thin strips held in a tight fan, read from the top end.
So the face puts the rank at the top (and turned at the bottom), then the piece's round emblem or
the money suit's signs stacked down the middle, the pattern's own sign at both ends of a coloured
band. Cards too small for that (a fanned hand at the table) keep the rank and one emblem.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from cards.model import Card, Pack
from ui.faces.colours import ink
from ui.faces.courts import rank_words
from ui.faces.pen import Pen, shade
from ui.faces.shapes import shape
from ui.faces.special import corner_label, draw_special
from ui.faces.symbols import draw_symbol, symbol_for, symbol_style
from ui.faces.symbols_extra import piece_for
from ui.faces.text import render_fit

PAPER = (250, 242, 222)
PIECE = (236, 206, 150)
BORDER = (60, 50, 40)


def is_strip(pack: Pack, card: Card) -> bool:
    return shape(pack) == "narrow"


def _suited(card: Card) -> bool:
    return card.kind == "suited" and card.suit is not None and card.rank is not None


def _supersample(width: int) -> int:
    return max(3, min(6, math.ceil(240 / max(1, width))))


@cache
def _mask(big: tuple[int, int], radius: int, size: tuple[int, int]) -> pygame.Surface:
    mask = pygame.Surface(big, pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    small = pygame.transform.smoothscale(mask, size)
    small.blit(small.copy(), (0, 0), special_flags=pygame.BLEND_RGBA_ADD)  # opaque inside, soft rim (see render)
    return small


def draw_strip_face(card: Card, pack: Pack, size: tuple[int, int], lang: str) -> pygame.Surface:
    fw, fh = max(6, int(size[0])), max(8, int(size[1]))
    ss = _supersample(fw)
    w, h = fw * ss, fh * ss
    surf = pygame.Surface((w, h))
    radius = round(w * 0.12)
    pygame.draw.rect(surf, PAPER, surf.get_rect(), border_radius=radius)
    if not _suited(card):
        _special_strip(surf, card, pack, lang, fw < 30)
    else:
        _suited_strip(surf, card, pack, lang, fw < 30)
    out = pygame.Surface((fw, fh), pygame.SRCALPHA)
    out.blit(pygame.transform.smoothscale(surf, (fw, fh)), (0, 0))
    out.blit(_mask((w, h), radius, (fw, fh)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _special_strip(surf: pygame.Surface, card: Card, pack: Pack, lang: str, small: bool) -> None:
    """A special card (jokers, the Si Se Pai's extra cards): its short label at the top, its picture below."""
    w, h = surf.get_size()
    radius = round(w * 0.12)
    pygame.draw.rect(surf, BORDER, surf.get_rect(), max(1, w // 18), border_radius=radius)
    glyph = render_fit(corner_label(card, pack, lang), BORDER, w * 0.8, h * (0.2 if small else 0.1), bold=True)
    surf.blit(glyph, glyph.get_rect(midtop=(w / 2, w * 0.1)))
    top = round(w * 0.2 + glyph.get_height())
    body = pygame.Rect(round(w * 0.1), top, round(w * 0.8), round(h - top - w * 0.15))
    draw_special(surf, body, card, pack, lang, BORDER, compact=True)


def _suited_strip(surf: pygame.Surface, card: Card, pack: Pack, lang: str, small: bool) -> None:
    w, h = surf.get_size()
    radius = round(w * 0.12)
    suit, rank = pack.suit(card.suit or ""), pack.rank(card.rank or "")
    colour = ink(suit.colour)
    text_ink = colour if sum(colour) < 600 else (120, 120, 128)  # a white suit still needs visible marks
    pygame.draw.rect(surf, shade(text_ink, 1.0), surf.get_rect(), max(1, w // 18), border_radius=radius)
    label = rank.short or rank.code
    glyph = render_fit(label, text_ink, w * 0.8, h * (0.2 if small else 0.11), bold=True)
    top = w * 0.1
    surf.blit(glyph, glyph.get_rect(midtop=(w / 2, top)))
    if not small:
        turned = pygame.transform.rotate(glyph, 180)
        surf.blit(turned, turned.get_rect(midbottom=(w / 2, h - top)))
    y0 = top + glyph.get_height() + w * 0.08
    y1 = h - (y0 if not small else w * 0.1)
    emblem = piece_for(rank_words(rank)) if suit.symbol == "chess-piece" else None
    if suit.symbol == "chess-piece":
        _pieces(surf, w, y0, y1, emblem, text_ink, small, label)
    else:
        symbol = symbol_for(suit.symbol, symbol_style(pack.family, [s.symbol for s in pack.suits]))
        n = int(rank.code) if rank.code.isdigit() else 1
        _column(surf, w, y0, y1, 1 if small else n, symbol, text_ink, suit.names.get(lang))


def _pieces(surf: pygame.Surface, w: float, y0: float, y1: float, emblem: object, colour: tuple[int, int, int],
            small: bool, label: str) -> None:
    """The round Xiangqi piece near the top end and, turned, near the bottom, joined by a coloured band."""
    r = w * 0.4
    centres = [y0 + r] if small else [y0 + r, y1 - r]
    if not small:
        band = pygame.Rect(round(w * 0.42), round(y0 + r), round(w * 0.16), round(y1 - y0 - 2 * r))
        pygame.draw.rect(surf, shade(colour, 1.55), band)
        for k in range(1, 4):  # a ladder of small diamonds down the band, as on the printed strips
            cy = band.top + band.h * k / 4
            pen = Pen(surf, w / 2, cy, w * 0.1)
            pen.poly([(0, -1), (1, 0), (0, 1), (-1, 0)], colour)
    for i, cy in enumerate(centres):
        pen = Pen(surf, w / 2, cy, r, flip=i == 1)
        pen.circle(0.0, 0.0, 0.98, PIECE)
        pen.circle(0.0, 0.0, 0.98, BORDER, 0.05)
        pen.circle(0.0, 0.0, 0.8, colour, 0.07)
        if callable(emblem):
            emblem(pen.sub(0.0, 0.0, 0.6), colour)
        else:
            glyph = render_fit(label, colour, r, r, bold=True)
            surf.blit(glyph, glyph.get_rect(center=(round(w / 2), round(cy))))


def _column(surf: pygame.Surface, w: float, y0: float, y1: float, n: int, symbol: str, colour: tuple[int, int, int],
            label: str) -> None:
    """A money suit's signs stacked down the strip: one column, or two staggered ones above five."""
    cols = 1 if n <= 4 else 2
    rows = math.ceil(n / cols)
    step = (y1 - y0) / max(1, rows)
    size = min(w * (0.34 if cols == 1 else 0.22), step * 0.42)
    for k in range(n):
        row, col = divmod(k, cols)
        x = w / 2 if cols == 1 else w * (0.3 if col == 0 else 0.7)
        if cols == 2 and k == n - 1 and n % 2:  # an odd last sign sits in the middle
            x = w / 2
        y = y0 + step * (row + 0.5)
        draw_symbol(Pen(surf, x, y, size, flip=y > (y0 + y1) / 2), symbol, colour, label)
