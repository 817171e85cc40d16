"""Courts on the table's small faces (compact cards): a framed head that says which figure it is.

The corner index already names the rank; the head makes a court read as a
picture card at a glance, as on the full face: the French king crowned and
bearded, the queen crowned with long hair, the jack in a plumed cap; the Tell
Ober with his sign high above his head, the Unter with his sign low beneath it.
"""

from __future__ import annotations

import pygame

from ui.faces.colours import GOLD, SKIN
from ui.faces.pen import Colour, Pen, shade
from ui.faces.symbols import draw_symbol

GROUND = (250, 244, 226)
HAT = (60, 50, 40)


def _frame(surf: pygame.Surface, w: int, h: int) -> pygame.Rect:
    frame = pygame.Rect(0, 0, round(w * 0.5), round(h * 0.5))
    frame.center = (round(w * 0.66), round(h * 0.7))
    pygame.draw.rect(surf, GROUND, frame, border_radius=max(1, w // 20))
    pygame.draw.rect(surf, GOLD, frame, max(1, w // 30), border_radius=max(1, w // 20))
    return frame


def _bust(pen: Pen, colour: Colour) -> None:
    pen.poly([(-1.3, 1.75), (-1.1, 0.7), (-0.3, 0.5), (0.3, 0.5), (1.1, 0.7), (1.3, 1.75)], colour)
    pen.circle(0.0, 0.0, 0.68, SKIN)


def tell(surf: pygame.Surface, w: int, h: int, rank: str, colour: Colour, symbol: str, label: str) -> bool:
    """The small Ober and Unter: the suit sign above the head (Ober) or below it (Unter); False for others."""
    code = rank.upper()
    if code not in ("O", "U"):
        return False
    frame = _frame(surf, w, h)
    high = code == "O"
    head = Pen(surf, frame.centerx, frame.top + frame.h * (0.64 if high else 0.3), w * 0.1)
    _bust(head, colour)
    head.ellipse(0.0, -0.56, 1.05, 0.24, HAT)  # hat brim and crown
    head.ellipse(0.0, -0.82, 0.55, 0.34, HAT)
    if high:  # the Ober's plume, as on his full face
        head.lines([(0.3, -0.9), (0.9, -1.3), (1.2, -1.25)], (210, 40, 40), 0.2)
    draw_symbol(Pen(surf, frame.centerx, frame.top + frame.h * (0.24 if high else 0.74), w * 0.11), symbol,
                colour, label)
    return True


def french(surf: pygame.Surface, w: int, h: int, rank: str, colour: Colour, symbol: str, label: str) -> bool:
    """The small king, queen and jack: a head in its headwear above the suit sign; False for others."""
    code = rank.upper()
    if code not in ("K", "Q", "J"):
        return False
    frame = _frame(surf, w, h)
    head = Pen(surf, frame.centerx, frame.top + frame.h * 0.34, w * 0.11)
    if code == "Q":  # long hair behind the face
        head.rect(-0.85, -0.5, 0.85, 1.2, (150, 96, 40), radius=0.4)
    _bust(head, colour)
    if code == "K":
        head.poly([(-0.6, 0.1), (0.6, 0.1), (0.4, 0.75), (0.0, 0.9), (-0.4, 0.75)], (120, 80, 50))  # beard
    if code in ("K", "Q"):
        s = 1.0 if code == "K" else 0.8
        crown = [(-0.7 * s, -0.5), (-0.7 * s, -1.2 * s), (-0.35 * s, -0.8), (0.0, -1.3 * s), (0.35 * s, -0.8),
                 (0.7 * s, -1.2 * s), (0.7 * s, -0.5)]
        head.poly(crown, GOLD)
        head.lines(crown, shade(GOLD, 0.5), 0.1, closed=True)
    else:
        head.ellipse(0.0, -0.6, 0.9, 0.3, colour)
        head.lines([(0.4, -0.8), (0.9, -1.3), (1.3, -1.2)], GOLD, 0.2)
    draw_symbol(Pen(surf, frame.centerx, frame.top + frame.h * 0.8, w * 0.1), symbol, colour, label)
    return True
