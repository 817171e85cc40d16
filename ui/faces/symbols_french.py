"""French suit symbols: heart, diamond, spade and club, as filled shapes in local units."""

from __future__ import annotations

import math

from ui.faces.pen import Colour, Pen, Point, shade


def heart_points(n: int = 48, width: float = 1.0) -> list[Point]:
    """The classic parametric heart, point down, spanning about -1..1 on both axes."""
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x / 16.5 * width, (y + 2.5) / 14.5))
    return pts


def heart(pen: Pen, colour: Colour) -> None:
    pts = heart_points()
    pen.poly(pts, colour)
    pen.poly(pts, shade(colour, 0.6), 0.05)


def diamond(pen: Pen, colour: Colour) -> None:
    # Slightly concave sides, as printed diamonds are.
    pts: list[Point] = []
    corners = [(0.0, -1.0), (0.74, 0.0), (0.0, 1.0), (-0.74, 0.0)]
    for i in range(4):
        (ax, ay), (bx, by) = corners[i], corners[(i + 1) % 4]
        for k in range(8):
            t = k / 8
            x, y = ax + (bx - ax) * t, ay + (by - ay) * t
            bend = 0.06 * math.sin(math.pi * t)
            pts.append((x * (1 - bend), y * (1 - bend)))
    pen.poly(pts, colour)
    pen.poly(pts, shade(colour, 0.6), 0.05)


def spade(pen: Pen, colour: Colour) -> None:
    body = [(x * 0.95, -y * 0.78 - 0.2) for x, y in heart_points()]
    stem = [(0.0, 0.25), (0.32, 1.0), (-0.32, 1.0)]
    pen.poly(stem, colour)
    pen.poly(body, colour)


def club(pen: Pen, colour: Colour) -> None:
    r = 0.37
    pen.poly([(0.0, 0.2), (0.3, 1.0), (-0.3, 1.0)], colour)
    for x, y in ((0.0, -0.58), (-0.5, 0.1), (0.5, 0.1)):
        pen.circle(x, y, r, colour)
    pen.circle(0.0, -0.05, 0.25, colour)


SYMBOLS = {"heart": heart, "diamond": diamond, "spade": spade, "club": club}
