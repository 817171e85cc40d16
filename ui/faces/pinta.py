"""The Spanish pinta: the frame line inside a Spanish card, broken by gaps that tell the suit.

No gap for oros (coins), one for copas (cups), two for espadas (swords), three for bastos (clubs), so a
player reads the suit from the edge of a card half hidden in a fan. The gaps sit in the middle of the
top and bottom edges, the same at both ends so the card reads either way up.
"""

from __future__ import annotations

import pygame

from ui.faces.pen import Colour

# a Spanish pack may name its bastos "club" (a cudgel here, not the French trefoil)
GAPS = {"coin": 0, "cup": 1, "sword": 2, "spanish-sword": 2, "baton": 3, "spanish-baton": 3, "club": 3}


def gap_count(symbol: str) -> int:
    """How many gaps the suit's frame has (0 for a sign the pinta does not know)."""
    return GAPS.get(symbol, 0)


def draw_pinta(surf: pygame.Surface, inset: float, gaps: int, colour: Colour) -> None:
    """A frame `inset` pixels in from the card's edge, with `gaps` breaks on its top and bottom lines."""
    w, h = surf.get_size()
    lw = max(1, round(w / 75))
    x0, y0, x1, y1 = round(inset), round(inset), round(w - inset), round(h - inset)
    pygame.draw.line(surf, colour, (x0, y0), (x0, y1), lw)
    pygame.draw.line(surf, colour, (x1, y0), (x1, y1), lw)
    gap, step = w * 0.08, w * 0.15  # wide enough to see on a small card
    starts = [w / 2 - (gaps - 1) * step / 2 + k * step - gap / 2 for k in range(gaps)]
    for y in (y0, y1):
        x = float(x0)
        for s in starts:
            pygame.draw.line(surf, colour, (round(x), y), (round(s), y), lw)
            x = s + gap
        pygame.draw.line(surf, colour, (round(x), y), (x1, y), lw)
