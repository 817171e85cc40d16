"""Compose one card face: paper, corner indices, then pips, a court, a trump or a picture.

Faces are drawn larger than asked (supersampling) and scaled down smoothly,
which gives antialiased edges for every polygon without per-shape antialiasing.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from cards.model import Card, Pack, Rank, Suit
from ui.faces import backs_extra, backs_shaped, latin_face, patterns
from ui.faces.backs import draw_back
from ui.faces.colours import FRAME, GOLD, HIGHLIGHT, PAPER, suit_ink
from ui.faces.courts import draw_court, headwear, rank_words
from ui.faces.ganjifa import draw_round_face, is_round
from ui.faces.layout import Geometry, pip_positions, pip_rows
from ui.faces.pen import Pen
from ui.faces.special import corner_label, draw_special, initials
from ui.faces.strip_cards import draw_strip_face, is_strip
from ui.faces.symbols import draw_symbol, is_known, resolve, symbol_for, symbol_style
from ui.faces.symbols_extra import piece_for
from ui.faces.text import render_fit, render_lines_fit
from ui.faces.trumps import draw_trump, pictured_fool, pictured_trump

TALL_SYMBOLS = ("sword", "spanish-sword", "italian-sword", "scimitar", "baton", "spanish-baton", "italian-baton",
                "stick", "bamboo")
ASIAN_FAMILIES = ("asian", "chinese", "japanese", "korean", "indian", "mahjong")


def supersample(width: int) -> int:
    """How many times larger to draw: more for small cards, where edges matter most."""
    return max(2, min(4, math.ceil(320 / max(1, width))))


def pip_count(rank: Rank) -> int | None:
    for text in (rank.code, rank.short):
        if text.isdigit():
            return int(text)
    if rank.code.upper() == "A" or rank.names.en.lower() in ("ace", "one"):
        return 1
    return None


def _paper(geo: Geometry) -> pygame.Surface:
    """An opaque sheet: faces are drawn without alpha and cut to rounded corners at the end,
    because alpha-on-alpha blits round the alpha channel and would leave the face see-through."""
    surf = pygame.Surface((geo.w, geo.h))
    surf.fill((0, 0, 0))
    rect = surf.get_rect()
    pygame.draw.rect(surf, PAPER, rect, border_radius=geo.radius)
    pygame.draw.rect(surf, FRAME, rect, max(1, geo.w // 90), border_radius=geo.radius)
    return surf


@cache
def _corner_mask(big: tuple[int, int], radius: int, size: tuple[int, int]) -> pygame.Surface:
    """White with alpha: opaque inside a rounded rectangle, soft at its corners (one per card size)."""
    mask = pygame.Surface(big, pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    small = pygame.transform.smoothscale(mask, size)
    # smoothscale leaves the inside at alpha 253; doubling the alpha makes it opaque again and
    # keeps a soft (if slightly narrower) antialiased rim at the corners
    small.blit(small.copy(), (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return small


def _rounded(surf: pygame.Surface, radius: int, size: tuple[int, int]) -> pygame.Surface:
    """`surf` with transparent rounded corners, scaled down smoothly to `size`."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(pygame.transform.smoothscale(surf, size), (0, 0))
    out.blit(_corner_mask(surf.get_size(), radius, size), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _index(geo: Geometry, text: str, colour: tuple[int, int, int], symbol: str | None, label: str,
           star: bool = False, width: float | None = None) -> pygame.Surface:
    """The corner index: the rank (or number) over a small suit symbol, as one small surface."""
    iw, ih = width or geo.index_w, geo.index_h
    glyph = render_fit(text, colour, iw, ih, bold=True) if text else None
    sym = geo.index_w * 0.33
    gap = ih * 0.12
    height = (glyph.get_height() if glyph else 0) + (gap + 2 * sym if symbol or star else 0)
    out = pygame.Surface((max(1, math.ceil(iw)), max(1, math.ceil(height))), pygame.SRCALPHA)
    if glyph is not None:
        out.blit(glyph, glyph.get_rect(midtop=(out.get_width() / 2, 0)))
    if symbol is not None or star:
        cy = (glyph.get_height() if glyph else 0) + gap + sym
        pen = Pen(out, out.get_width() / 2, cy, sym)
        if star:
            pts = []
            for k in range(10):
                a = -math.pi / 2 + math.pi * k / 5
                r = 1.0 if k % 2 == 0 else 0.42
                pts.append((r * math.cos(a), r * math.sin(a)))
            pen.poly(pts, colour)
        else:
            draw_symbol(pen, symbol or "", colour, label)
    return out


def _corners(surf: pygame.Surface, geo: Geometry, index: pygame.Surface, both: bool = True) -> None:
    m = geo.margin
    surf.blit(index, (round(m * 0.8), round(m)))
    if both:
        turned = pygame.transform.rotate(index, 180)
        surf.blit(turned, (round(geo.w - m * 0.8 - turned.get_width()), round(geo.h - m - turned.get_height())))


def _body_rect(geo: Geometry) -> pygame.Rect:
    x0, y0, x1, y1 = geo.body()
    return pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))


def _pips(surf: pygame.Surface, geo: Geometry, n: int, symbol: str, colour: tuple[int, int, int],
          label: str, area: pygame.Rect, turn: bool = True) -> None:
    if n == 1:
        size = min(area.w * 0.36, area.h * 0.26)
        draw_symbol(Pen(surf, area.centerx, area.centery, size), symbol, colour, label)
        return
    rows = pip_rows(n)
    size = min(area.w * (0.19 if n < 9 else 0.17), area.h / (rows * 2.35))
    if resolve(symbol) in TALL_SYMBOLS:  # narrow shapes may stand taller in the same space
        size *= 1.25
    x0, x1 = area.left + size * 1.05, area.right - size * 1.05
    y0, y1 = area.top + size * 1.05, area.bottom - size * 1.05
    for fx, fy in pip_positions(n):
        x, y = x0 + (x1 - x0) * fx, y0 + (y1 - y0) * fy
        flip = turn and fy > 0.5 + 1e-6
        draw_symbol(Pen(surf, x, y, size, flip=flip), symbol, colour, label)


def _suited(surf: pygame.Surface, geo: Geometry, card: Card, pack: Pack, four_colour: bool, lang: str) -> None:
    suit: Suit = pack.suit(card.suit or "")
    rank: Rank = pack.rank(card.rank or "")
    symbol = symbol_for(suit.symbol, symbol_style(pack.family, [s.symbol for s in pack.suits]))
    colour = suit_ink(suit.colour, symbol, four_colour)
    label = suit.names.get(lang)
    figure = headwear(rank_words(rank), rank.code)
    n = pip_count(rank)
    court = rank.court or n is None or figure == "banner"
    text_colour = colour if sum(colour) < 600 else FRAME
    index = _index(geo, rank.short, text_colour, symbol, label)
    latin_face.frame(surf, pack, symbol)  # the Spanish pinta
    if geo.compact:
        _corners(surf, geo, index, both=False)
        if court and patterns.compact(surf, geo, pack, card, colour, symbol, label):
            return
        if court:
            frame = pygame.Rect(0, 0, round(geo.w * 0.5), round(geo.h * 0.42))
            frame.center = (round(geo.w * 0.66), round(geo.h * 0.7))
            pygame.draw.rect(surf, GOLD, frame, max(1, geo.w // 30), border_radius=geo.radius // 2)
        size = geo.w * (0.17 if court else 0.22)
        draw_symbol(Pen(surf, geo.w * 0.66, geo.h * 0.7, size), symbol, colour, label)
        return
    _corners(surf, geo, index)
    body = _body_rect(geo)
    named = pack.family in ASIAN_FAMILIES or not is_known(symbol)
    if named and not court:  # print the suit's name where the symbol alone may not say enough
        tag = render_fit(label, text_colour, body.w * 0.95, geo.h * 0.06)
        surf.blit(tag, tag.get_rect(midbottom=(body.centerx, body.bottom)))
        body.height -= round(tag.get_height() * 1.2)
    if latin_face.handles(pack, rank, n):  # Latin and Swiss: their own layouts and whole figures
        latin_face.draw_body(surf, body, pack, suit, rank, n, symbol, colour, label)
    elif resolve(symbol) == "chess-piece":
        _chess_piece(surf, geo, body, rank, colour, lang)
    elif court and patterns.court(surf, geo, index.get_size(), pack, card, colour, symbol, label, FRAME):
        pass  # the pack's own pattern drew the figure (French standard, Tell)
    elif court:
        band = render_fit(rank.names.get(lang).upper(), (50, 40, 30), body.w * 0.9, geo.h * 0.055, bold=True)
        draw_court(surf, body, figure, colour, symbol, label, band, FRAME)
    elif patterns.pips(surf, body, pack, card, n or 1, colour, symbol, label, lang):
        pass  # an ace or pip card with the pattern's picture (Tell: seasons and scenes)
    else:
        _pips(surf, geo, n or 1, symbol, colour, label, body, turn=pack.family not in ASIAN_FAMILIES)


def _chess_piece(surf: pygame.Surface, geo: Geometry, body: pygame.Rect, rank: Rank, colour: tuple[int, int, int],
                 lang: str) -> None:
    """Chinese chess cards: the round piece with its emblem, and the piece's name beneath."""
    ink = colour if sum(colour) < 600 else (120, 120, 128)  # a white side still needs a visible emblem
    label = render_lines_fit(rank.names.get(lang), FRAME, body.w, body.h * 0.2, max_lines=2, bold=True,
                             line_h=geo.h * 0.06)
    surf.blit(label, label.get_rect(midbottom=(body.centerx, body.bottom)))
    size = min(body.w * 0.5, (body.h - label.get_height()) * 0.42)
    pen = Pen(surf, body.centerx, body.top + (body.h - label.get_height()) / 2, size)
    pen.circle(0.0, 0.0, 0.98, (236, 206, 150))
    pen.circle(0.0, 0.0, 0.98, FRAME, 0.04)
    pen.circle(0.0, 0.0, 0.84, ink, 0.07)
    emblem = piece_for(rank_words(rank))
    if emblem is not None:
        emblem(pen.sub(0.0, 0.0, 0.62), ink)
    else:
        glyph = render_fit(rank.short, ink, size, size, bold=True)
        surf.blit(glyph, glyph.get_rect(center=(round(pen.cx), round(pen.cy))))


def _trump(surf: pygame.Surface, geo: Geometry, card: Card, lang: str, pack: Pack) -> None:
    ink = (60, 40, 30)
    number = str(card.number) if card.number is not None else initials(card.name(lang))
    index = _index(geo, number, ink, None, "")
    if pictured_trump(surf, geo, card, pack, index, FRAME):  # tarock scenes, tarocchi allegories (trumps.py)
        return
    if geo.compact:
        _corners(surf, geo, index, both=False)
        big = render_fit(number, ink, geo.w * 0.6, geo.h * 0.3, bold=True)
        surf.blit(big, big.get_rect(center=(geo.w * 0.6, geo.h * 0.68)))
        return
    _corners(surf, geo, index)
    draw_trump(surf, _body_rect(geo), card.number, card.code, card.name(lang), FRAME, card.names.en)


def _extra(surf: pygame.Surface, geo: Geometry, card: Card, lang: str, pack: Pack) -> None:
    """Škýz, Excuse, jokers: a jester with a star in the corners."""
    ink = (60, 40, 30)
    index = _index(geo, "", ink, None, "", star=True)
    if pictured_fool(surf, geo, card, pack, index, FRAME):  # the tarot packs' own Sküs or Matto (trumps.py)
        return
    if geo.compact:
        _corners(surf, geo, index, both=False)
        big = render_fit(card.name(lang), ink, geo.w * 0.8, geo.h * 0.16, bold=True)
        surf.blit(big, big.get_rect(center=(geo.w * 0.5, geo.h * 0.7)))
        return
    _corners(surf, geo, index)
    body = _body_rect(geo)
    band = render_fit(card.name(lang).upper(), (50, 40, 30), body.w * 0.9, geo.h * 0.055, bold=True)
    draw_court(surf, body, "jester", (200, 40, 40), None, "", band, FRAME)


def _is_fool(card: Card) -> bool:
    return headwear([card.names.cs, card.names.en, *card.names.native.values()], "") == "jester"


def _special(surf: pygame.Surface, geo: Geometry, card: Card, pack: Pack, lang: str) -> None:
    label = corner_label(card, pack, lang)
    index = _index(geo, label, (50, 40, 30), None, "", width=geo.w * (0.6 if geo.compact else 0.45))
    if geo.compact:
        _corners(surf, geo, index, both=False)
        body = pygame.Rect(0, 0, round(geo.w * 0.8), round(geo.h * 0.6))
        body.midbottom = (geo.w // 2, round(geo.h * 0.95))
        draw_special(surf, body, card, pack, lang, FRAME, compact=True)
        return
    m = geo.margin
    surf.blit(index, (round(m * 0.8), round(m)))
    body = pygame.Rect(round(m), round(m * 1.5 + index.get_height()), round(geo.w - 2 * m),
                       round(geo.h - 2.5 * m - index.get_height()))
    draw_special(surf, body, card, pack, lang, FRAME, compact=False)


def draw_face(card: Card, pack: Pack, size: tuple[int, int], four_colour: bool, lang: str) -> pygame.Surface:
    if is_round(pack):  # Ganjifa: round cards on suit-coloured grounds (ganjifa.py)
        return draw_round_face(card, pack, size, lang)
    if is_strip(pack, card):  # Chinese strip cards, long and narrow (strip_cards.py)
        return draw_strip_face(card, pack, size, lang)
    fw, fh = max(8, int(size[0])), max(8, int(size[1]))
    ss = supersample(fw)
    geo = Geometry(fw * ss, fh * ss, fw)
    surf = _paper(geo)
    if card.kind == "suited" and card.suit is not None and card.rank is not None:
        _suited(surf, geo, card, pack, four_colour, lang)
    elif card.kind == "trump":
        _trump(surf, geo, card, lang, pack)
    elif card.kind == "extra" and (card.picture is None or _is_fool(card)):
        _extra(surf, geo, card, lang, pack)
    else:
        _special(surf, geo, card, pack, lang)
    return _rounded(surf, geo.radius, (fw, fh))


def draw_back_surface(pack: Pack, size: tuple[int, int], design: str = "pack") -> pygame.Surface:
    """The back of `pack`'s cards: its own ("pack") or a design the player chose for every pack (backs_extra)."""
    shaped = backs_shaped.draw(pack, size, design)  # Ganjifa round, Chinese strips narrow (backs_shaped.py)
    if shaped is not None:
        return shaped
    fw, fh = max(8, int(size[0])), max(8, int(size[1]))
    ss = supersample(fw)
    surf = pygame.Surface((fw * ss, fh * ss))
    radius = round(fw * ss * 0.07)
    if design == "pack":
        draw_back(surf, pack, radius)
    else:
        backs_extra.draw(design, surf, radius)
    return _rounded(surf, radius, (fw, fh))


def add_highlight(face: pygame.Surface) -> pygame.Surface:
    """A copy of a face with a glowing rim, for playable or selected cards."""
    out = face.copy()
    w = out.get_width()
    width = max(2, w // 22)
    pygame.draw.rect(out, HIGHLIGHT, out.get_rect(), width, border_radius=max(2, round(w * 0.07)))
    return out
