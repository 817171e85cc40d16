"""German (and Swiss) suit symbols: heart, bell, leaf and acorn."""

from __future__ import annotations

import math

from ui.faces.pen import Colour, Pen, Point, shade
from ui.faces.symbols_french import heart_points


def german_heart(pen: Pen, colour: Colour) -> None:
    """A rounder heart than the French one, with a light gleam as on German packs."""
    pts = heart_points(width=1.08)
    pen.poly(pts, colour)
    pen.poly(pts, shade(colour, 0.55), 0.06)
    pen.ellipse(-0.42, -0.38, 0.16, 0.22, shade(colour, 1.5))


def bell(pen: Pen, colour: Colour) -> None:
    """A round sleigh bell: ball, band round the middle, slot below, loop on top."""
    dark = shade(colour, 0.55)
    pen.circle(0.0, -0.86, 0.16, dark, 0.08)
    pen.circle(0.0, 0.08, 0.82, colour)
    pen.circle(0.0, 0.08, 0.82, dark, 0.07)
    pen.rect(-0.8, -0.14, 0.8, 0.06, (200, 40, 30))
    pen.rect(-0.8, -0.14, 0.8, 0.06, dark, 0.04)
    pen.line((0.0, 0.42), (0.0, 0.8), dark, 0.1)
    pen.circle(0.0, 0.42, 0.12, dark)
    pen.ellipse(-0.36, -0.4, 0.14, 0.1, shade(colour, 1.6))


def leaf_points(n: int = 24) -> list[Point]:
    """A broad leaf, tip up, widest in its lower third."""
    right: list[Point] = []
    for i in range(n + 1):
        s = i / n  # 0 at the tip, 1 at the base
        w = 0.78 * math.sin(math.pi * s) ** 0.75 * (0.55 + 0.45 * s)
        right.append((w, -1.0 + 1.72 * s))
    left = [(-x, y) for x, y in reversed(right)]
    return right + left


def leaf(pen: Pen, colour: Colour) -> None:
    dark = shade(colour, 0.55)
    pts = leaf_points()
    pen.line((0.0, 0.6), (0.12, 1.0), dark, 0.1)
    pen.poly(pts, colour)
    pen.poly(pts, dark, 0.06)
    pen.line((0.0, -0.8), (0.0, 0.66), dark, 0.06)
    for y in (-0.35, 0.0, 0.3):
        pen.line((0.0, y + 0.12), (0.38, y - 0.1), dark, 0.04)
        pen.line((0.0, y + 0.12), (-0.38, y - 0.1), dark, 0.04)


def acorn(pen: Pen, colour: Colour) -> None:
    """A nut in a scaly cap on a short stalk; the cap carries the suit colour."""
    nut = (214, 168, 70)
    dark = shade(colour, 0.5)
    pen.line((0.0, -0.72), (0.08, -1.0), dark, 0.1)
    pen.ellipse(0.0, 0.3, 0.48, 0.66, nut)
    pen.ellipse(0.0, 0.3, 0.48, 0.66, shade(nut, 0.55), 0.05)
    cap = [(-0.66, -0.14)] + [(0.66 * math.cos(a), -0.14 - 0.6 * math.sin(a))
                              for a in (math.pi * k / 16 for k in range(17))]
    cap = list(reversed(cap))
    pen.poly(cap, colour)
    pen.poly(cap, dark, 0.05)
    for x in (-0.36, 0.0, 0.36):
        pen.line((x - 0.14, -0.2), (x + 0.14, -0.5), dark, 0.035)
        pen.line((x + 0.14, -0.2), (x - 0.14, -0.5), dark, 0.035)
    pen.ellipse(-0.18, 0.36, 0.09, 0.2, shade(nut, 1.4))


SYMBOLS = {"german-heart": german_heart, "bell": bell, "leaf": leaf, "acorn": acorn}
