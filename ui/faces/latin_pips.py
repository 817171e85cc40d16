"""Number cards of Latin-suited packs (Italian, Spanish) and Swiss ones: upright signs in their own layouts.

Coins, cups and the Swiss signs stand at points (layout_latin.points), never turned. Swords and batons
are laid as strokes: Spanish straight swords and knobbly clubs separate, Italian sabres and staves
interlaced. The pen works in pixels here (scale 1), so strokes can run at any angle across the area.
"""

from __future__ import annotations

import math

import pygame

from ui.faces import latin_arms
from ui.faces.layout_latin import Stroke, italian_batons, italian_swords, points, spanish_strokes
from ui.faces.pen import Colour, Pen
from ui.faces.symbols import draw_symbol, resolve

ROUND = ("coin", "cup")
SPANISH_SWORDS = ("sword", "spanish-sword")
SPANISH_CLUBS = ("baton", "spanish-baton")
ITALIAN_SWORDS = ("italian-sword", "scimitar")
ITALIAN_BATONS = ("italian-baton", "stick")


def draw_number(surf: pygame.Surface, area: pygame.Rect, n: int, symbol: str, colour: Colour, label: str,
                swiss: bool = False) -> None:
    """n suit signs of `symbol` in `area`, the Latin (or Swiss) way."""
    name = resolve(symbol) or symbol
    if n == 1:  # the ace: one big sign, a long one taller still
        long_sign = name in SPANISH_SWORDS + SPANISH_CLUBS + ITALIAN_SWORDS + ITALIAN_BATONS
        _wreath(Pen(surf, area.centerx, area.centery, min(area.w * 0.48, area.h * 0.36)), long_sign)
        if long_sign:  # one tall weapon through the wreath, drawn as the number cards draw theirs
            _strokes(surf, area.inflate(-round(area.w * 0.2), -round(area.h * 0.12)), 1, name, colour)
            return
        size = min(area.w * 0.4, area.h * 0.3)
        draw_symbol(Pen(surf, area.centerx, area.centery, size), symbol, colour, label)
        return
    if not swiss and name in SPANISH_SWORDS + SPANISH_CLUBS + ITALIAN_SWORDS + ITALIAN_BATONS:
        _strokes(surf, area, n, name, colour)
        return
    spots = points(n)
    rows = len({round(y * 12) for _, y in spots})
    per_row: dict[int, int] = {}
    for _, y in spots:
        per_row[round(y * 12)] = per_row.get(round(y * 12), 0) + 1
    cols = max(per_row.values())
    size = min(area.w / (cols * 2.2 + 0.4), area.h / (rows * 2.2 + 0.2), area.w * 0.24)
    x0, x1 = area.left + size * 1.1, area.right - size * 1.1
    y0, y1 = area.top + size * 1.05, area.bottom - size * 1.05
    if all(x == 0.5 for x, _ in spots):
        x0 = x1 = area.centerx
    for fx, fy in spots:
        draw_symbol(Pen(surf, x0 + (x1 - x0) * fx, y0 + (y1 - y0) * fy, size), symbol, colour, label)


def _wreath(pen: Pen, open_top: bool) -> None:
    """The ace's laurel wreath: two branches of leaves meeting under the sign, tied with a red ribbon.
    Round signs sit inside it; a long sword or club passes through it (`open_top` leaves its top open)."""
    leaf, dark = (70, 130, 60), (40, 80, 36)
    reach = 0.72 if open_top else 0.95  # how far up the branches climb, as a share of a half circle
    for side in (-1, 1):
        stem = []
        for k in range(10):
            a = math.pi / 2 + side * math.pi * reach * k / 9  # from the bottom round toward the top
            stem.append((0.95 * math.cos(a), 0.95 * math.sin(a)))
        pen.lines(stem, dark, 0.025)
        for k in range(9):
            a = math.pi / 2 + side * math.pi * reach * (k + 0.5) / 9
            x, y = 0.95 * math.cos(a), 0.95 * math.sin(a)
            tx, ty = math.sin(a) * side, -math.cos(a) * side  # along the branch, toward its tip
            nx, ny = math.cos(a), math.sin(a)
            for out in (1, -1):  # a pair of leaves, one each side of the stem, pointing up the branch
                tip = (x + tx * 0.2 + nx * out * 0.1, y + ty * 0.2 + ny * out * 0.1)
                mid = (x + tx * 0.1 + nx * out * 0.05, y + ty * 0.1 + ny * out * 0.05)
                pts = [(x, y), (mid[0] - ty * 0.07 * out, mid[1] + tx * 0.07 * out), tip,
                       (mid[0] + ty * 0.07 * out, mid[1] - tx * 0.07 * out)]
                pen.poly(pts, leaf)
    pen.circle(0.0, 0.98, 0.07, (190, 40, 40))
    pen.poly([(0.0, 0.98), (-0.16, 1.18), (-0.06, 1.16)], (190, 40, 40))
    pen.poly([(0.0, 0.98), (0.16, 1.18), (0.06, 1.16)], (190, 40, 40))


def _strokes(surf: pygame.Surface, area: pygame.Rect, n: int, name: str, colour: Colour) -> None:
    pen = Pen(surf, 0.0, 0.0, 1.0)
    inner = area.inflate(-round(area.w * 0.12), -round(area.h * 0.06))

    def at(p: tuple[float, float]) -> tuple[float, float]:
        return (inner.left + inner.w * p[0], inner.top + inner.h * p[1])

    if name in ITALIAN_SWORDS:
        width = inner.w * (0.055 * min(1.0, 2.5 / (n // 2)) if n > 1 else 0.1)  # slimmer when many
        # the ovals are widest at mid-height, where no corner index is: they may reach beyond the pip area
        span = min(surf.get_width() * 0.8, inner.w * 1.5)
        for s in italian_swords(n):
            path = latin_arms.sabre_path(at(s.start), at(s.end), s.bow * span)
            latin_arms.curved_sword(pen, path, colour, width)
        return
    strokes: list[Stroke] = italian_batons(n) if name in ITALIAN_BATONS else spanish_strokes(n)
    rows = max(1, n // 2) if n > 3 else 1
    width = min(inner.w * (0.05 if n > 3 else 0.06 if n > 1 else 0.11), inner.h / rows * 0.09)
    for s in strokes:
        a, b = at(s.start), at(s.end)
        if name in ITALIAN_BATONS:  # a tarot's eight to ten staves share the width: slimmer ones
            latin_arms.stave(pen, a, b, colour, width * 0.8 * min(1.0, 6 / n))
        elif name in SPANISH_CLUBS:
            latin_arms.club(pen, a, b, colour, width * 1.15)
        else:  # Spanish swords point up: the hilt at the stroke's lower end
            latin_arms.straight_sword(pen, b, a, colour, width * 0.85)
