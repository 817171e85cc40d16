"""Ganjifa faces: round cards, each suit on its own ground colour, pips as the suit's emblem in a ring.

The printed (painted) Ganjifa has no corner indices; ours keep the rank in a small cream disc at
the top, because the table must be readable at a glance (one disc only: turned, W reads as M). The two court
cards are figures: the king (shah, raja) seated on a throne under a canopy, the vizier (minister)
on horseback, both in the suit's colour and holding its emblem. The "strong" half of the suits
(listed first in the pack) lies on dark grounds with light pips, the "weak" half the other way round.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from cards.model import Card, Pack
from ui.faces import scene_parts as sp
from ui.faces.colours import GOLD, SKIN, ink
from ui.faces.courts import headwear, rank_words
from ui.faces.pen import Pen, shade
from ui.faces.shapes import shape
from ui.faces.symbols import draw_symbol, symbol_for, symbol_style
from ui.faces.text import render_fit

CREAM = (250, 238, 206)
DARK = (40, 30, 26)


def ground_and_ink(pack: Pack, suit_code: str) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The suit's ground colour and the colour its pips are painted in."""
    codes = [s.code for s in pack.suits]
    colour = ink(pack.suit(suit_code).colour)
    strong = codes.index(suit_code) < (len(codes) + 1) // 2
    if strong:
        return shade(colour, 0.62), CREAM
    return shade(colour, 1.6), shade(colour, 0.42)


def ring(n: int) -> list[tuple[float, float, float]]:
    """Pip centres and sizes (fractions of the radius) for n pips: an oval ring turned half a step (so no
    pip sits under the rank discs at the top and bottom), with what is left over in the middle."""
    if n <= 1:
        return [(0.0, 0.0, 0.34)]
    outer = n if n <= 7 else 8
    size = 0.19 if n <= 5 else 0.16 if n <= 7 else 0.14
    rx, ry = (0.44, 0.3) if n <= 5 else (0.5, 0.34)
    step = 2 * math.pi / outer
    pips = [(rx * math.sin(step * (k + 0.5)), -ry * math.cos(step * (k + 0.5)), size) for k in range(outer)]
    inner = n - outer
    for k in range(inner):
        pips.append(((k - (inner - 1) / 2) * 0.27, 0.0, size))
    return pips


def _supersample(width: int) -> int:
    return max(2, min(4, math.ceil(320 / max(1, width))))


@cache
def _disc_mask(big: int, size: int) -> pygame.Surface:
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.circle(mask, (255, 255, 255, 255), (big / 2, big / 2), big / 2 - 1)
    small = pygame.transform.smoothscale(mask, (size, size))
    small.blit(small.copy(), (0, 0), special_flags=pygame.BLEND_RGBA_ADD)  # opaque inside, soft rim (see render)
    return small


def draw_round_face(card: Card, pack: Pack, size: tuple[int, int], lang: str) -> pygame.Surface:
    """The whole round face, `size` wide (a round card in a taller slot sits centred in it)."""
    fw, fh = max(8, int(size[0])), max(8, int(size[1]))
    d = min(fw, fh)
    ss = _supersample(d)
    big = d * ss
    surf = pygame.Surface((big, big))
    surf.fill((0, 0, 0))
    r = big / 2
    pen = Pen(surf, r, r, r)
    if card.suit is None or card.rank is None:
        pen.circle(0, 0, 0.98, CREAM)
        text = render_fit(card.name(lang), DARK, big * 0.7, big * 0.3, bold=True)
        surf.blit(text, text.get_rect(center=(r, r)))
    else:
        _suited(pen, surf, card, pack, d < 64)
    out = pygame.Surface((fw, fh), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    disc = pygame.Surface((d, d), pygame.SRCALPHA)
    disc.blit(pygame.transform.smoothscale(surf, (d, d)), (0, 0))
    disc.blit(_disc_mask(big, d), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(disc, ((fw - d) // 2, (fh - d) // 2))
    return out


def _suited(pen: Pen, surf: pygame.Surface, card: Card, pack: Pack, small: bool) -> None:
    suit, rank = pack.suit(card.suit or ""), pack.rank(card.rank or "")
    ground, pip = ground_and_ink(pack, suit.code)
    symbol = symbol_for(suit.symbol, symbol_style(pack.family, [s.symbol for s in pack.suits]))
    pen.circle(0, 0, 1.0, ground)
    pen.circle(0, 0, 0.95, GOLD, 0.05)  # the painted gold rim with a ring of dots inside it
    for k in range(24):
        a = 2 * math.pi * k / 24
        pen.circle(0.84 * math.cos(a), 0.84 * math.sin(a), 0.022, shade(GOLD, 1.2))
    label = rank.short or rank.code
    if small:  # at the table's smallest size: the rank big at the top, one emblem under it
        _rank_disc(pen, surf, label, 0.0, -0.36, 0.46, ground)
        draw_symbol(pen.sub(0.0, 0.55, 0.3), symbol, pip, suit.names.en)
        return
    # one rank disc at the top only: turned at the bottom, the vizier's W would read as the king's M
    _rank_disc(pen, surf, label, 0.0, -0.69, 0.2, ground)
    if rank.court:
        figure = headwear(rank_words(rank), rank.code)
        # the robe in the suit's colour, lighter on a dark ground and deeper on a light one, so it stands out
        robe = shade(ink(suit.colour), 1.45 if sum(ground) < 300 else 0.75)
        if figure == "king":
            _throne(pen.sub(0.0, 0.12, 0.62), robe, symbol, pip)
        else:
            _rider(pen.sub(0.0, 0.08, 0.62), robe, symbol, pip)
        return
    n = int(rank.code) if rank.code.isdigit() else 1
    for x, y, s in ring(n):
        draw_symbol(pen.sub(x, y + 0.1, s), symbol, pip, suit.names.en)


def _rank_disc(pen: Pen, surf: pygame.Surface, label: str, x: float, y: float, r: float,
               ground: tuple[int, int, int]) -> None:
    pen.circle(x, y, r, CREAM)
    pen.circle(x, y, r, shade(ground, 0.6), 0.02)
    text = render_fit(label, DARK, r * pen.scale * 1.5, r * pen.scale * 1.45, bold=True)
    cx, cy = pen.pt(x, y)
    surf.blit(text, text.get_rect(center=(round(cx), round(cy))))


def _throne(p: Pen, robe: tuple[int, int, int], symbol: str, pip: tuple[int, int, int]) -> None:
    """The king seated on a cushioned throne under a canopy, his suit's emblem held out."""
    p.poly([(-0.75, -0.75), (0.0, -1.05), (0.75, -0.75)], shade(GOLD, 0.8))  # the canopy
    for x in (-0.7, 0.7):
        p.line((x, -0.75), (x, 0.85), shade(GOLD, 0.7), 0.05)
    p.rect(-0.5, -0.55, 0.5, 0.75, (160, 40, 50), radius=0.1)  # the throne's back and seat
    p.rect(-0.6, 0.35, 0.6, 0.55, (120, 30, 40), radius=0.05)
    p.ellipse(0.0, 0.3, 0.42, 0.3, robe)  # crossed legs under the robe
    p.poly([(-0.28, -0.35), (0.28, -0.35), (0.36, 0.25), (-0.36, 0.25)], robe)
    p.poly([(-0.28, -0.35), (0.28, -0.35), (0.36, 0.25), (-0.36, 0.25)], shade(robe, 0.5), 0.03)
    p.circle(0.0, -0.52, 0.17, SKIN)
    p.ellipse(0.0, -0.68, 0.22, 0.12, (250, 250, 246))  # the turban with its jewel and plume
    p.circle(0.0, -0.68, 0.05, (200, 30, 50))
    p.line((0.0, -0.72), (0.08, -0.92), GOLD, 0.03)
    p.line((0.2, -0.15), (0.42, -0.05), robe, 0.1)
    draw_symbol(p.sub(0.58, -0.12, 0.2), symbol, pip)


def _rider(p: Pen, robe: tuple[int, int, int], symbol: str, pip: tuple[int, int, int]) -> None:
    """The vizier riding out, the suit's emblem raised."""
    sp.horse_side(p, 0.05, 0.9, 1.0, (236, 232, 220))
    p.rect(-0.2, 0.28, 0.35, 0.42, (170, 40, 50))  # the saddle cloth
    p.poly([(-0.05, -0.35), (0.25, -0.35), (0.3, 0.35), (-0.1, 0.35)], robe)
    p.poly([(-0.05, -0.35), (0.25, -0.35), (0.3, 0.35), (-0.1, 0.35)], shade(robe, 0.5), 0.03)
    p.circle(0.1, -0.5, 0.15, SKIN)
    p.ellipse(0.1, -0.64, 0.19, 0.1, (250, 250, 246))
    p.line((-0.05, -0.2), (-0.35, -0.45), robe, 0.09)
    draw_symbol(p.sub(-0.45, -0.62, 0.2), symbol, pip)


def is_round(pack: Pack) -> bool:
    """Round packs drawn here (the shape module decides which packs are round)."""
    return shape(pack) == "round"
