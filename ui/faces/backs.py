"""Card backs: one per pack, in its family's colour around a medallion.

French and German packs keep the diagonal lattice and the pack's monogram; Latin and Swiss packs
(pattern families with their own backs) get a ground of small diamonds and dots, like the
printed "tarotée" grounds of Latin packs, and their first suit's sign in the medallion.
"""

from __future__ import annotations

import zlib

import pygame

from cards.model import Pack
from ui.faces.colours import GOLD, suit_ink
from ui.faces.pen import Pen, shade
from ui.faces.symbols import draw_symbol
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


SIGN_FAMILIES = ("italian", "spanish", "swiss")


def _diamonds(surface: pygame.Surface, field: pygame.Rect, step: int, light: tuple[int, int, int]) -> None:
    """Rows of small diamonds with a dot between them: a Latin pack's ground."""
    r = max(2, step // 4)
    for row, y in enumerate(range(field.top, field.bottom + step, step // 2)):
        for x in range(field.left + (step // 2 if row % 2 else 0), field.right + step, step):
            pygame.draw.polygon(surface, light, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
            pygame.draw.circle(surface, light, (x + step // 2, y), max(1, r // 3))


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
    emblem = pack.family in SIGN_FAMILIES and bool(pack.suits)
    if emblem:
        _diamonds(surface, inner, step, light)
    else:
        for x in range(-h + offset, w + h, step):
            pygame.draw.line(surface, light, (x, inner.top), (x + inner.h, inner.bottom), lw)
            pygame.draw.line(surface, light, (x + inner.h, inner.top), (x, inner.bottom), lw)
    surface.set_clip(clip)
    pygame.draw.rect(surface, GOLD, inner, max(1, w // 60), border_radius=max(1, radius // 2))
    oval = pygame.Rect(0, 0, round(w * 0.52), round(h * 0.3))
    oval.center = card.center
    pygame.draw.ellipse(surface, shade(base, 0.7), oval)
    pygame.draw.ellipse(surface, GOLD, oval, max(1, w // 60))
    if emblem:  # the pack's first suit sign on a cream roundel
        pygame.draw.ellipse(surface, (250, 244, 226), oval.inflate(-round(w * 0.06), -round(w * 0.06)))
        pen = Pen(surface, oval.centerx, oval.centery, min(oval.w, oval.h) * 0.34)
        suit = pack.suits[0]
        draw_symbol(pen, suit.symbol, suit_ink(suit.colour, suit.symbol, False), suit.names.en)
    else:
        text = render_fit(monogram(pack), GOLD, oval.w * 0.7, oval.h * 0.55, bold=True)
        surface.blit(text, text.get_rect(center=oval.center))
    pygame.draw.rect(surface, (90, 80, 70), card, max(1, w // 90), border_radius=radius)
