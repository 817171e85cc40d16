"""Italian and Spanish suit symbols: coins, cups, swords and batons (clubs)."""

from __future__ import annotations

import math

from ui.faces.pen import Colour, Pen, shade

STEEL = (196, 204, 214)
GOLDEN = (222, 176, 40)


def coin(pen: Pen, colour: Colour) -> None:
    """A gold coin with a rim and a rosette; a non-gold suit colour tints the rim."""
    dark = shade(colour, 0.5)
    pen.circle(0.0, 0.0, 0.95, colour)
    pen.circle(0.0, 0.0, 0.95, dark, 0.06)
    pen.circle(0.0, 0.0, 0.7, dark, 0.05)
    for k in range(8):
        a = math.pi * k / 4
        pen.ellipse(0.38 * math.cos(a), 0.38 * math.sin(a), 0.13, 0.13, shade(colour, 1.45))
    pen.circle(0.0, 0.0, 0.2, dark)


def cup(pen: Pen, colour: Colour) -> None:
    """A goblet: wide bowl, knotted stem and a broad foot."""
    dark = shade(colour, 0.5)
    bowl = [(-0.72, -0.85), (0.72, -0.85), (0.6, -0.4), (0.3, -0.08), (-0.3, -0.08), (-0.6, -0.4)]
    pen.poly(bowl, colour)
    pen.poly(bowl, dark, 0.05)
    pen.rect(-0.72, -0.95, 0.72, -0.8, GOLDEN)
    pen.rect(-0.12, -0.1, 0.12, 0.62, colour)
    pen.ellipse(0.0, 0.24, 0.22, 0.13, GOLDEN)
    foot = [(-0.12, 0.6), (0.12, 0.6), (0.6, 0.92), (-0.6, 0.92)]
    pen.poly(foot, colour)
    pen.poly(foot, dark, 0.05)
    pen.ellipse(-0.35, -0.6, 0.1, 0.14, shade(colour, 1.5))


def sword(pen: Pen, colour: Colour) -> None:
    """A straight Spanish sword, point down; the hilt carries the suit colour."""
    dark = shade(colour, 0.5)
    blade = [(-0.2, -0.42), (0.2, -0.42), (0.15, 0.75), (0.0, 1.0), (-0.15, 0.75)]
    pen.poly(blade, STEEL)
    pen.poly(blade, (90, 96, 110), 0.04)
    pen.line((0.0, -0.38), (0.0, 0.8), (150, 158, 170), 0.04)
    pen.rect(-0.6, -0.56, 0.6, -0.38, colour, radius=0.06)
    pen.rect(-0.6, -0.56, 0.6, -0.38, dark, 0.035)
    pen.rect(-0.12, -0.88, 0.12, -0.54, colour)
    pen.circle(0.0, -0.9, 0.16, GOLDEN)


def scimitar(pen: Pen, colour: Colour) -> None:
    """A curved Italian sword, as on the Italian packs."""
    dark = shade(colour, 0.5)
    outer, inner = [], []
    for k in range(13):
        t = k / 12
        y = -0.42 + 1.42 * t
        bow = 0.35 * math.sin(math.pi * t * 0.9)
        half = 0.2 * (1 - t) + 0.03
        outer.append((bow + half, y))
        inner.append((bow - half, y))
    blade = outer + list(reversed(inner))
    pen.poly(blade, STEEL)
    pen.poly(blade, (90, 96, 110), 0.04)
    pen.rect(-0.55, -0.56, 0.55, -0.38, colour, radius=0.06)
    pen.rect(-0.55, -0.56, 0.55, -0.38, dark, 0.035)
    pen.rect(-0.12, -0.88, 0.12, -0.54, colour)
    pen.circle(0.0, -0.9, 0.16, GOLDEN)


def baton(pen: Pen, colour: Colour) -> None:
    """A knotty cudgel, thick end up, as on Spanish packs."""
    dark = shade(colour, 0.5)
    body = [(-0.38, -0.95), (0.38, -0.95), (0.46, -0.7), (0.22, 0.95), (-0.22, 0.95), (-0.46, -0.7)]
    pen.poly(body, colour)
    pen.poly(body, dark, 0.05)
    for x, y in ((0.4, -0.35), (-0.36, -0.05), (0.3, 0.35), (-0.24, 0.62)):
        pen.circle(x, y, 0.13, dark)
    pen.line((-0.1, -0.8), (-0.04, 0.7), shade(colour, 1.45), 0.06)


def stick(pen: Pen, colour: Colour) -> None:
    """A straight, banded Italian baton."""
    dark = shade(colour, 0.5)
    pen.rect(-0.24, -1.0, 0.24, 1.0, colour, radius=0.12)
    pen.rect(-0.24, -1.0, 0.24, 1.0, dark, 0.04, radius=0.12)
    for y in (-0.6, 0.0, 0.6):
        pen.rect(-0.3, y - 0.08, 0.3, y + 0.08, GOLDEN)
        pen.rect(-0.3, y - 0.08, 0.3, y + 0.08, dark, 0.03)


SYMBOLS = {
    "coin": coin, "cup": cup, "sword": sword, "spanish-sword": sword, "italian-sword": scimitar,
    "scimitar": scimitar, "baton": baton, "spanish-baton": baton, "italian-baton": stick, "stick": stick,
}
