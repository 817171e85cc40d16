"""Card backs a player may choose for every pack (Settings.card_back), besides each pack's own (backs.py).

- "lattice": the classic fine red diamond lattice over the whole back, inside a white margin;
- "plain": one deep colour with a white border and a thin gold frame, nothing else (reads well when small);
- "ornament": a Czech folk ornament: a dark green field with red-and-gold rosettes on a diamond grid, a
  frame of small triangles (as on painted chests and the backs of old Czech packs);
- "tarotee": the grey-blue "tarotée" of Latin packs and tarots: rows of dots in wavy bands crossed by
  fine lines, inside a white margin;
- "stars": a deep red Spanish back: gold eight-pointed stars on a grid inside a double gold frame.

All are drawn by code at the (supersampled) surface size, like the faces.
"""

from __future__ import annotations

import math

import pygame

from ui.faces.colours import GOLD
from ui.faces.pen import shade

CREAM = (250, 248, 240)
EDGE = (90, 80, 70)


def draw(design: str, surface: pygame.Surface, radius: int) -> None:
    designs = {"lattice": _lattice, "plain": _plain, "ornament": _ornament, "tarotee": _tarotee, "stars": _stars}
    designs.get(design, _plain)(surface, radius)
    w = surface.get_width()
    pygame.draw.rect(surface, EDGE, surface.get_rect(), max(1, w // 90), border_radius=radius)


def _field(surface: pygame.Surface, radius: int, colour: tuple[int, int, int], margin: float) -> pygame.Rect:
    """The white card with a coloured field `margin` of the width in from its edge; returns the field."""
    w = surface.get_width()
    card = surface.get_rect()
    pygame.draw.rect(surface, CREAM, card, border_radius=radius)
    inner = card.inflate(-round(w * margin) * 2, -round(w * margin) * 2)
    pygame.draw.rect(surface, colour, inner, border_radius=max(1, radius // 2))
    return inner


def _lattice(surface: pygame.Surface, radius: int) -> None:
    w, _ = surface.get_size()
    base = (168, 30, 40)
    inner = _field(surface, radius, base, 0.06)
    clip = surface.get_clip()
    surface.set_clip(inner)
    step = max(3, w // 16)  # finer than the packs' own lattice: the classic casino back
    light = shade(base, 1.5)
    lw = max(1, w // 120)
    for x in range(inner.left - inner.h, inner.right + inner.h, step):
        pygame.draw.line(surface, light, (x, inner.top), (x + inner.h, inner.bottom), lw)
        pygame.draw.line(surface, light, (x + inner.h, inner.top), (x, inner.bottom), lw)
    surface.set_clip(clip)
    pygame.draw.rect(surface, CREAM, inner, max(1, w // 50), border_radius=max(1, radius // 2))


def _plain(surface: pygame.Surface, radius: int) -> None:
    w, _ = surface.get_size()
    inner = _field(surface, radius, (26, 58, 120), 0.07)
    frame = inner.inflate(-round(w * 0.08), -round(w * 0.08))
    pygame.draw.rect(surface, GOLD, frame, max(1, w // 70), border_radius=max(1, radius // 3))


def _ornament(surface: pygame.Surface, radius: int) -> None:
    w, _ = surface.get_size()
    green, red = (24, 86, 52), (186, 36, 44)
    inner = _field(surface, radius, green, 0.06)
    clip = surface.get_clip()
    surface.set_clip(inner)
    cell = max(8, w // 3)
    dot = max(2, cell // 7)
    line = max(1, w // 110)
    # a diamond grid in gold, a rosette in each diamond: four red petals round a gold heart
    for row in range(-1, inner.h // (cell // 2) + 2):
        for col in range(-1, inner.w // cell + 2):
            cx = inner.left + col * cell + (cell // 2 if row % 2 else 0)
            cy = inner.top + row * (cell // 2)
            half = cell // 2
            diamond = [(cx, cy - half), (cx + half, cy), (cx, cy + half), (cx - half, cy)]
            pygame.draw.polygon(surface, shade(GOLD, 0.8), diamond, line)
            for i in range(4):
                a = i * math.pi / 2
                px, py = cx + math.cos(a) * dot * 1.6, cy + math.sin(a) * dot * 1.6
                pygame.draw.circle(surface, red, (round(px), round(py)), dot)
            pygame.draw.circle(surface, GOLD, (cx, cy), max(1, dot * 2 // 3))
    surface.set_clip(clip)
    # the frame: small red triangles pointing in, on the white margin
    tri = max(3, w // 24)
    for x in range(inner.left, inner.right - tri + 1, tri):
        pygame.draw.polygon(surface, red, [(x, inner.top), (x + tri, inner.top), (x + tri // 2, inner.top + tri)])
        pygame.draw.polygon(surface, red, [(x, inner.bottom), (x + tri, inner.bottom),
                                           (x + tri // 2, inner.bottom - tri)])
    pygame.draw.rect(surface, GOLD, inner, max(1, w // 60), border_radius=max(1, radius // 2))


def _tarotee(surface: pygame.Surface, radius: int) -> None:
    w, _ = surface.get_size()
    base = (70, 96, 128)
    inner = _field(surface, radius, base, 0.06)
    clip = surface.get_clip()
    surface.set_clip(inner)
    light = shade(base, 1.55)
    step = max(4, w // 7)
    dot = max(1, w // 48)
    # wavy bands of dots, with a fine line between bands: the printed ground of Latin packs
    for row, y in enumerate(range(inner.top, inner.bottom + step, step // 2)):
        pygame.draw.line(surface, shade(base, 1.25), (inner.left, y + step // 4), (inner.right, y + step // 4),
                         max(1, w // 160))
        for x in range(inner.left - step, inner.right + step, max(2, step // 2)):
            wave = math.sin((x - inner.left) / step * math.pi + row) * step * 0.12
            pygame.draw.circle(surface, light, (x, round(y + wave)), dot)
    surface.set_clip(clip)
    pygame.draw.rect(surface, CREAM, inner, max(1, w // 60), border_radius=max(1, radius // 2))


def _star(surface: pygame.Surface, cx: float, cy: float, r: float, colour: tuple[int, int, int]) -> None:
    pts = []
    for k in range(16):
        a = math.pi * k / 8
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)


def _stars(surface: pygame.Surface, radius: int) -> None:
    w, _ = surface.get_size()
    base = (140, 24, 36)
    inner = _field(surface, radius, base, 0.06)
    clip = surface.get_clip()
    surface.set_clip(inner)
    cell = max(6, w // 5)
    for row in range(inner.h // cell + 2):
        for col in range(inner.w // cell + 2):
            cx = inner.left + col * cell + (cell // 2 if row % 2 else 0)
            _star(surface, cx, inner.top + row * cell * 0.8, cell * 0.28, shade(GOLD, 0.85))
    surface.set_clip(clip)
    frame = inner.inflate(-round(w * 0.05), -round(w * 0.05))
    pygame.draw.rect(surface, GOLD, inner, max(1, w // 60), border_radius=max(1, radius // 2))
    pygame.draw.rect(surface, GOLD, frame, max(1, w // 90), border_radius=max(1, radius // 3))
