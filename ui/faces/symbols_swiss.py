"""Swiss suit symbols: shields and roses (Swiss bells and acorns share the German drawings)."""

from __future__ import annotations

import math

from ui.faces.pen import Colour, Pen, shade


def shield(pen: Pen, colour: Colour) -> None:
    """A heraldic shield, divided by a light band, as on Swiss Schilten."""
    dark = shade(colour, 0.5)
    pts = [(-0.78, -0.9), (0.78, -0.9), (0.78, 0.1)]
    for k in range(1, 10):
        a = math.pi / 2 * k / 10
        pts.append((0.78 * math.cos(a), 0.1 + 0.9 * math.sin(a)))
    pts.append((0.0, 1.0))
    pts += [(-x, y) for x, y in reversed(pts[2:-1])]
    pen.poly(pts, colour)
    pen.rect(-0.78, -0.3, 0.78, 0.0, (250, 240, 210))
    pen.poly(pts, dark, 0.07)


def rose(pen: Pen, colour: Colour) -> None:
    """A five-petalled heraldic rose with a golden heart and green barbs."""
    dark = shade(colour, 0.5)
    for k in range(5):
        a = -math.pi / 2 + math.pi / 5 + 2 * math.pi * k / 5
        pen.poly([(0.0, 0.0), (0.95 * math.cos(a - 0.16), 0.95 * math.sin(a - 0.16)),
                  (0.95 * math.cos(a + 0.16), 0.95 * math.sin(a + 0.16))], (40, 130, 50))
    for k in range(5):
        a = -math.pi / 2 + 2 * math.pi * k / 5
        x, y = 0.5 * math.cos(a), 0.5 * math.sin(a)
        pen.circle(x, y, 0.42, colour)
        pen.circle(x, y, 0.42, dark, 0.05)
    pen.circle(0.0, 0.0, 0.3, (236, 190, 50))
    pen.circle(0.0, 0.0, 0.3, dark, 0.04)


SYMBOLS = {"shield": shield, "rose": rose}
