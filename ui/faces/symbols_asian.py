"""Symbols for the Asian and other packs: Mahjong dots and bamboo, cash coins and strings,
Korean/Japanese emblems. Kept simple and readable; the face also prints the suit's name."""

from __future__ import annotations

import math

from ui.faces.pen import Colour, Pen, shade


def dots(pen: Pen, colour: Colour) -> None:
    """A Mahjong circle: concentric rings."""
    dark = shade(colour, 0.5)
    pen.circle(0.0, 0.0, 0.95, colour)
    pen.circle(0.0, 0.0, 0.7, (250, 248, 240))
    pen.circle(0.0, 0.0, 0.48, colour)
    pen.circle(0.0, 0.0, 0.2, (250, 248, 240))
    pen.circle(0.0, 0.0, 0.95, dark, 0.05)


def bamboo(pen: Pen, colour: Colour) -> None:
    """A bamboo stick with nodes."""
    dark = shade(colour, 0.5)
    pen.rect(-0.22, -1.0, 0.22, 1.0, colour, radius=0.12)
    for y in (-0.34, 0.34):
        pen.rect(-0.28, y - 0.07, 0.28, y + 0.07, dark, radius=0.05)
    pen.line((-0.06, -0.85), (-0.06, 0.85), shade(colour, 1.5), 0.06)


def cash(pen: Pen, colour: Colour) -> None:
    """A round cash coin with a square hole (Chinese money suits)."""
    dark = shade(colour, 0.5)
    pen.circle(0.0, 0.0, 0.95, colour)
    pen.circle(0.0, 0.0, 0.95, dark, 0.07)
    pen.circle(0.0, 0.0, 0.72, dark, 0.04)
    pen.rect(-0.26, -0.26, 0.26, 0.26, (250, 248, 240))
    pen.rect(-0.26, -0.26, 0.26, 0.26, dark, 0.05)


def string(pen: Pen, colour: Colour) -> None:
    """A string of cash: coins threaded on a cord."""
    dark = shade(colour, 0.5)
    pen.line((0.0, -1.0), (0.0, 1.0), dark, 0.08)
    for y in (-0.66, 0.0, 0.66):
        pen.ellipse(0.0, y, 0.7, 0.3, colour)
        pen.ellipse(0.0, y, 0.7, 0.3, dark, 0.05)
        pen.rect(-0.1, y - 0.08, 0.1, y + 0.08, (250, 248, 240))


def character(pen: Pen, colour: Colour) -> None:
    """A seal with brush strokes standing in for a written character (Mahjong 'wan')."""
    dark = shade(colour, 0.6)
    pen.rect(-0.8, -0.95, 0.8, 0.95, colour, 0.1, radius=0.12)
    pen.line((-0.55, -0.55), (0.55, -0.55), dark, 0.14)
    pen.line((-0.35, -0.9 + 0.2), (-0.45, 0.7), dark, 0.14)
    pen.lines([(-0.4, -0.1), (0.45, -0.1), (0.3, 0.7), (0.05, 0.6)], dark, 0.14)


def ten(pen: Pen, colour: Colour) -> None:
    """A seal with the cross-shaped 'ten' (shi) stroke, for the Chinese 'tens of myriads' suit."""
    dark = shade(colour, 0.6)
    pen.rect(-0.8, -0.95, 0.8, 0.95, colour, 0.1, radius=0.12)
    pen.line((-0.55, -0.05), (0.55, -0.05), dark, 0.16)
    pen.line((0.0, -0.7), (0.0, 0.7), dark, 0.16)


def star(pen: Pen, colour: Colour) -> None:
    pts = []
    for k in range(10):
        a = -math.pi / 2 + math.pi * k / 5
        r = 1.0 if k % 2 == 0 else 0.42
        pts.append((r * math.cos(a), r * math.sin(a) + 0.08))
    pen.poly(pts, colour)
    pen.poly(pts, shade(colour, 0.5), 0.05)


def fish(pen: Pen, colour: Colour) -> None:
    pen.poly([(0.45, 0.0), (1.0, -0.5), (1.0, 0.5)], shade(colour, 0.8))
    pen.ellipse(-0.12, 0.0, 0.72, 0.42, colour)
    pen.ellipse(-0.12, 0.0, 0.72, 0.42, shade(colour, 0.5), 0.05)
    pen.circle(-0.5, -0.08, 0.08, (20, 20, 20))


def bird(pen: Pen, colour: Colour) -> None:
    dark = shade(colour, 0.5)
    pen.poly([(0.4, 0.0), (1.0, -0.3), (0.95, 0.3)], dark)
    pen.ellipse(0.05, 0.12, 0.55, 0.38, colour)
    pen.circle(-0.5, -0.32, 0.28, colour)
    pen.poly([(-0.76, -0.36), (-1.0, -0.26), (-0.76, -0.2)], (230, 160, 30))
    pen.circle(-0.56, -0.38, 0.06, (20, 20, 20))
    pen.line((0.0, 0.45), (-0.05, 0.9), dark, 0.06)
    pen.line((0.2, 0.45), (0.25, 0.9), dark, 0.06)


def person(pen: Pen, colour: Colour) -> None:
    pen.circle(0.0, -0.58, 0.3, (246, 214, 180))
    pen.poly([(-0.55, 1.0), (-0.35, -0.2), (0.35, -0.2), (0.55, 1.0)], colour)
    pen.circle(0.0, -0.58, 0.3, shade(colour, 0.5), 0.04)


def deer(pen: Pen, colour: Colour) -> None:
    dark = shade(colour, 0.5)
    pen.ellipse(0.1, 0.2, 0.6, 0.3, colour)
    for x in (-0.35, -0.1, 0.35, 0.55):
        pen.line((x, 0.35), (x, 0.95), dark, 0.08)
    pen.line((-0.45, 0.05), (-0.6, -0.4), colour, 0.16)
    pen.ellipse(-0.68, -0.45, 0.2, 0.14, colour)
    pen.lines([(-0.6, -0.55), (-0.5, -0.95), (-0.35, -0.85)], dark, 0.05)
    pen.lines([(-0.6, -0.55), (-0.75, -0.95), (-0.9, -0.85)], dark, 0.05)


def flower(pen: Pen, colour: Colour) -> None:
    for k in range(6):
        a = math.pi * k / 3
        pen.circle(0.52 * math.cos(a), 0.52 * math.sin(a), 0.38, colour)
    pen.circle(0.0, 0.0, 0.3, (240, 200, 60))


SYMBOLS = {
    "dots": dots, "circle": dots, "bamboo": bamboo, "cash": cash, "money": cash, "string": string,
    "character": character, "wan": character, "myriad": character, "ten": ten, "star": star, "fish": fish, "bird": bird,
    "crow": bird, "pheasant": bird, "person": person, "man": person, "human": person, "deer": deer,
    "flower": flower,
}
