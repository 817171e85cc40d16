"""Card backs: one per pack, a lattice in the family's colour around a medallion."""

from __future__ import annotations

import zlib

import pygame

from cards.model import Pack
from ui.faces.colours import GOLD
from ui.faces.pen import shade
from ui.faces.text import render_fit

FAMILY_BACK = {
    "french": (36, 64, 150), "german": (30, 110, 62), "italian": (150, 36, 40), "spanish": (170, 60, 30),
    "swiss": (120, 66, 24), "tarot": (96, 44, 120), "asian": (150, 30, 40), "game": (30, 120, 160),
}


def back_colour(pack: Pack) -> tuple[int, int, int]:
    if pack.family in FAMILY_BACK:
        return FAMILY_BACK[pack.family]
    h = zlib.crc32(pack.pattern.encode())
    return (40 + h % 120, 40 + (h >> 8) % 100, 40 + (h >> 16) % 120)


def monogram(pack: Pack) -> str:
    words = [w for w in pack.names.cs.replace("(", " ").split() if w[:1].isalpha()]
    return "".join(w[0].upper() for w in words[:2]) or "?"


def draw_back(surface: pygame.Surface, pack: Pack, radius: int) -> None:
    w, h = surface.get_size()
    base = back_colour(pack)
    light = shade(base, 1.35)
    card = surface.get_rect()
    pygame.draw.rect(surface, (250, 248, 240), card, border_radius=radius)
    inner = card.inflate(-round(w * 0.1), -round(w * 0.1))
    pygame.draw.rect(surface, base, inner, border_radius=max(1, radius // 2))
    clip = surface.get_clip()
    surface.set_clip(inner)
    step = max(4, w // 9)
    lw = max(1, w // 90)
    # The lattice depends on the pattern name so packs of one family still differ a little.
    offset = zlib.crc32(pack.pattern.encode()) % step
    for x in range(-h + offset, w + h, step):
        pygame.draw.line(surface, light, (x, inner.top), (x + inner.h, inner.bottom), lw)
        pygame.draw.line(surface, light, (x + inner.h, inner.top), (x, inner.bottom), lw)
    surface.set_clip(clip)
    pygame.draw.rect(surface, GOLD, inner, max(1, w // 60), border_radius=max(1, radius // 2))
    oval = pygame.Rect(0, 0, round(w * 0.52), round(h * 0.3))
    oval.center = card.center
    pygame.draw.ellipse(surface, shade(base, 0.7), oval)
    pygame.draw.ellipse(surface, GOLD, oval, max(1, w // 60))
    text = render_fit(monogram(pack), GOLD, oval.w * 0.7, oval.h * 0.55, bold=True)
    surface.blit(text, text.get_rect(center=oval.center))
    pygame.draw.rect(surface, (90, 80, 70), card, max(1, w // 90), border_radius=radius)
