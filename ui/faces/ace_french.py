"""The French pack's ace of spades, decorated as the standard pattern prints it.

A large spade over a wreathed roundel (two rings, a garland of small leaves,
scrolls left and right). Other aces keep their single plain pip.
"""

from __future__ import annotations

import math

import pygame

from ui.faces.pen import Colour, Pen
from ui.faces.symbols import draw_symbol

LEAF = (40, 40, 44)


def draw(surf: pygame.Surface, body: pygame.Rect, rank: str, suit: str, colour: Colour, symbol: str,
         label: str) -> bool:
    """Draw the ace of spades; False for any other card."""
    if (rank.upper(), suit.upper()) != ("A", "S"):
        return False
    r = min(body.w * 0.48, body.h * 0.3)
    pen = Pen(surf, body.centerx, body.centery, r)
    pen.circle(0.0, 0.0, 1.04, colour, 0.02)
    pen.circle(0.0, 0.0, 0.86, colour, 0.02)
    for k in range(20):  # a garland of leaves between the rings, each laid along the circle
        a = 2 * math.pi * k / 20
        x, y = 0.95 * math.cos(a), 0.95 * math.sin(a)
        tx, ty = -math.sin(a) * 0.11, math.cos(a) * 0.11  # along the ring
        nx, ny = math.cos(a) * 0.045, math.sin(a) * 0.045  # across it
        pen.poly([(x - tx, y - ty), (x + nx, y + ny), (x + tx, y + ty), (x - nx, y - ny)], LEAF)
    for side in (-1, 1):  # scrolls either side of the wreath
        pen.lines([(side * 1.0, -0.2), (side * 1.18, -0.42), (side * 1.1, -0.6), (side * 0.96, -0.5)], LEAF, 0.05)
        pen.lines([(side * 1.0, 0.2), (side * 1.18, 0.42), (side * 1.1, 0.6), (side * 0.96, 0.5)], LEAF, 0.05)
    draw_symbol(pen.sub(0.0, 0.02, 0.72), symbol, colour, label)
    return True
