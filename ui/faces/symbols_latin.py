"""Italian and Spanish suit symbols: coins, cups, swords and batons (clubs)."""

from __future__ import annotations

import math

from ui.faces import latin_arms
from ui.faces.pen import Colour, Pen, shade

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
    """A straight Spanish sword, point up as on the number cards; the hilt carries the suit colour."""
    latin_arms.straight_sword(pen, (0.0, 0.55), (0.0, -1.0), colour, 0.25)


def scimitar(pen: Pen, colour: Colour) -> None:
    """A curved Italian sabre, point down, as on the north-Italian packs."""
    latin_arms.curved_sword(pen, latin_arms.sabre_path((0.0, -0.55), (0.0, 1.0), 0.36), colour, 0.3)


def baton(pen: Pen, colour: Colour) -> None:
    """A knobbly Spanish cudgel, thick end up."""
    latin_arms.club(pen, (0.0, -0.7), (0.0, 0.9), colour, 0.26)


def stick(pen: Pen, colour: Colour) -> None:
    """An Italian baton: a knotted staff with red bands."""
    latin_arms.stave(pen, (0.0, -0.95), (0.0, 0.95), colour, 0.24)


SYMBOLS = {
    "coin": coin, "cup": cup, "sword": sword, "spanish-sword": sword, "italian-sword": scimitar,
    "scimitar": scimitar, "baton": baton, "spanish-baton": baton, "italian-baton": stick, "stick": stick,
}
