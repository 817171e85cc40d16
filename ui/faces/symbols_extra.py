"""Symbols for the packs from further afield and the picture packs: Hanafuda plants, Indian
(Dashavatara, Ganjifa) emblems, Korean animals, the Unsun whirl, Chinese chess pieces and the
Kvarteto groups. Each is a few shapes in local units (-1..1, y down), meant to be told apart at a
glance rather than to copy the printed art."""

from __future__ import annotations

import math
from collections.abc import Callable

from ui.faces.pen import Colour, Pen, shade
from ui.faces.symbols_asian import bird, person

LEAF = (46, 130, 60)
WOOD = (120, 82, 46)
PALE = (250, 246, 234)
EYE = (20, 20, 20)


def _blossom(pen: Pen, colour: Colour, x: float, y: float, r: float, petals: int = 5) -> None:
    for k in range(petals):
        a = -math.pi / 2 + 2 * math.pi * k / petals
        pen.circle(x + r * 0.55 * math.cos(a), y + r * 0.55 * math.sin(a), r * 0.5, colour)
    pen.circle(x, y, r * 0.28, (246, 210, 70))


def plum(pen: Pen, colour: Colour) -> None:
    pen.lines([(-0.9, 0.9), (-0.2, 0.1), (0.3, -0.2), (0.9, -0.8)], WOOD, 0.1)
    for x, y, r in ((-0.35, 0.2, 0.42), (0.35, -0.35, 0.42), (0.45, 0.45, 0.3)):
        _blossom(pen, colour, x, y, r)


def cherry(pen: Pen, colour: Colour) -> None:
    for x, y, r in ((-0.45, -0.35, 0.48), (0.4, -0.3, 0.44), (0.0, 0.35, 0.5)):
        _blossom(pen, colour, x, y, r)
        pen.circle(x, y - r * 0.9, r * 0.12, PALE)


def peony(pen: Pen, colour: Colour) -> None:
    pen.ellipse(-0.5, 0.6, 0.4, 0.2, LEAF)
    pen.ellipse(0.5, 0.6, 0.4, 0.2, LEAF)
    for r, f in ((0.85, 1.0), (0.6, 1.25), (0.35, 1.5)):
        _blossom(pen, shade(colour, f), 0.0, -0.05, r, 6)


def chrysanthemum(pen: Pen, colour: Colour) -> None:
    for k in range(16):
        a = 2 * math.pi * k / 16
        pen.line((0.0, 0.0), (0.9 * math.cos(a), 0.9 * math.sin(a)), colour, 0.2)
    pen.circle(0.0, 0.0, 0.32, shade(colour, 0.75))


def wisteria(pen: Pen, colour: Colour) -> None:
    pen.line((-1.0, -0.9), (1.0, -0.9), WOOD, 0.08)
    for x in (-0.55, 0.0, 0.55):
        for k in range(6):
            r = 0.16 - 0.018 * k
            pen.circle(x + 0.06 * math.sin(k), -0.72 + 0.3 * k, r, colour)


def iris(pen: Pen, colour: Colour) -> None:
    for x in (-0.45, 0.45):
        pen.line((x, 1.0), (x * 0.9, -0.1), LEAF, 0.07)
        pen.poly([(x - 0.08, 1.0), (x - 0.35, 0.2), (x - 0.02, 0.9)], LEAF)
        pen.ellipse(x, -0.35, 0.14, 0.35, colour)
        pen.ellipse(x - 0.22, -0.15, 0.18, 0.12, colour)
        pen.ellipse(x + 0.22, -0.15, 0.18, 0.12, colour)
        pen.circle(x, -0.2, 0.06, (240, 200, 60))


def bush_clover(pen: Pen, colour: Colour) -> None:
    for sign in (-1, 1):
        pts = [(sign * 0.1, 1.0), (sign * 0.4, 0.2), (sign * 0.8, -0.5)]
        pen.lines(pts, LEAF, 0.06)
        for t in (0.2, 0.45, 0.7, 0.9):
            x, y = sign * (0.1 + 0.7 * t), 1.0 - 1.5 * t
            pen.circle(x + 0.12 * sign, y, 0.1, colour)
            pen.ellipse(x - 0.1 * sign, y + 0.05, 0.1, 0.06, LEAF)


def grass(pen: Pen, colour: Colour) -> None:
    """Susuki grass on a hill under the full moon."""
    pen.circle(0.35, -0.45, 0.4, (248, 240, 200))
    pen.poly([(-1.0, 1.0), (-1.0, 0.35), (-0.3, 0.05), (0.4, 0.25), (1.0, 0.5), (1.0, 1.0)], shade(colour, 0.6))
    for k in range(7):
        x = -0.9 + 0.3 * k
        pen.line((x, 0.6), (x + 0.15, -0.2 + 0.08 * (k % 3)), shade(colour, 0.4), 0.04)


def maple(pen: Pen, colour: Colour) -> None:
    pts = []
    for k in range(10):
        a = -math.pi / 2 + 2 * math.pi * k / 10
        r = 0.92 if k % 2 == 0 else 0.42
        pts.append((r * math.cos(a), r * math.sin(a) - 0.05))
    pen.line((0.0, 0.3), (0.1, 1.0), shade(colour, 0.5), 0.06)
    pen.poly(pts, colour)
    pen.poly(pts, shade(colour, 0.5), 0.04)


def willow(pen: Pen, colour: Colour) -> None:
    pen.lines([(-0.9, -0.95), (0.0, -0.8), (0.9, -0.95)], WOOD, 0.08)
    for k in range(7):
        x = -0.75 + 0.25 * k
        pts = [(x, -0.85), (x + 0.08, -0.2), (x - 0.04, 0.5), (x + 0.04, 0.95)]
        pen.lines(pts, colour if sum(colour[:3]) > 150 else LEAF, 0.05)


def paulownia(pen: Pen, colour: Colour) -> None:
    for x, h in ((-0.5, 0.75), (0.0, 0.95), (0.5, 0.75)):
        pen.line((x, 0.2), (x, 0.2 - h), LEAF, 0.05)
        for k in range(4):
            pen.circle(x, 0.05 - h * (0.22 + 0.22 * k), 0.11, colour)
    for x in (-0.45, 0.45):
        pen.poly([(0.0, 0.35), (x * 2, 0.25), (x * 1.6, 0.8)], LEAF)


def pine(pen: Pen, colour: Colour) -> None:
    pen.rect(-0.1, 0.4, 0.1, 1.0, WOOD)
    for y, w in ((-0.95, 0.35), (-0.55, 0.6), (-0.1, 0.85)):
        pen.poly([(0.0, y), (w, y + 0.6), (-w, y + 0.6)], colour)


def tree(pen: Pen, colour: Colour) -> None:
    pen.rect(-0.12, 0.2, 0.12, 1.0, WOOD)
    for x, y, r in ((0.0, -0.45, 0.5), (-0.4, -0.05, 0.4), (0.4, -0.05, 0.4), (0.0, 0.05, 0.4)):
        pen.circle(x, y, r, colour)


def apple(pen: Pen, colour: Colour) -> None:
    pen.circle(-0.28, 0.15, 0.6, colour)
    pen.circle(0.28, 0.15, 0.6, colour)
    pen.line((0.0, -0.35), (0.1, -0.8), WOOD, 0.08)
    pen.ellipse(0.35, -0.68, 0.25, 0.12, LEAF)
    pen.ellipse(-0.35, -0.05, 0.12, 0.2, shade(colour, 1.5))


def castle(pen: Pen, colour: Colour) -> None:
    wall = colour
    pen.rect(-0.8, -0.1, 0.8, 0.95, wall)
    for x in (-0.8, -0.45, -0.1, 0.25, 0.6):
        pen.rect(x, -0.25, x + 0.2, -0.1, wall)
    pen.rect(-0.25, -0.85, 0.25, -0.1, shade(wall, 0.8))
    pen.poly([(-0.32, -0.85), (0.32, -0.85), (0.0, -1.0 - 0.1)], (190, 50, 40))
    pen.rect(-0.18, 0.45, 0.18, 0.95, shade(wall, 0.4), radius=0.15)
    for x in (-0.55, 0.45):
        pen.rect(x, 0.2, x + 0.12, 0.4, shade(wall, 0.4))


def locomotive(pen: Pen, colour: Colour) -> None:
    dark = shade(colour, 0.6)
    pen.ellipse(-0.6, -0.75, 0.15, 0.1, (200, 200, 200))
    pen.rect(-0.75, -0.65, -0.45, -0.2, dark)
    pen.rect(-0.9, -0.2, 0.3, 0.45, colour)
    pen.rect(0.3, -0.6, 0.9, 0.45, colour)
    pen.rect(0.45, -0.45, 0.75, -0.15, PALE)
    for x, r in ((-0.6, 0.22), (-0.1, 0.22), (0.55, 0.3)):
        pen.circle(x, 0.6, r, EYE)
        pen.circle(x, 0.6, r * 0.4, (180, 180, 180))


def violin(pen: Pen, colour: Colour) -> None:
    pen.ellipse(0.0, 0.45, 0.45, 0.42, colour)
    pen.ellipse(0.0, -0.1, 0.33, 0.3, colour)
    pen.rect(-0.06, -0.95, 0.06, -0.2, EYE)
    pen.ellipse(0.0, -0.95, 0.08, 0.1, EYE)
    pen.line((-0.15, 0.2), (-0.12, 0.4), EYE, 0.04)
    pen.line((0.15, 0.2), (0.12, 0.4), EYE, 0.04)
    pen.line((0.7, -0.9), (-0.5, 0.95), WOOD, 0.04)


def cow(pen: Pen, colour: Colour) -> None:
    white = PALE
    for x in (-0.45, -0.2, 0.3, 0.55):
        pen.line((x, 0.2), (x, 0.75), shade(colour, 0.5), 0.1)
    pen.ellipse(0.05, 0.05, 0.7, 0.38, white)
    pen.ellipse(0.05, 0.05, 0.7, 0.38, shade(colour, 0.5), 0.03)
    pen.circle(0.2, -0.05, 0.16, colour)
    pen.circle(-0.2, 0.15, 0.12, colour)
    pen.ellipse(-0.75, -0.2, 0.22, 0.26, white)
    pen.ellipse(-0.75, -0.2, 0.22, 0.26, shade(colour, 0.5), 0.03)
    pen.ellipse(-0.8, -0.02, 0.14, 0.09, (240, 170, 170))
    pen.line((-0.9, -0.4), (-1.0, -0.55), WOOD, 0.05)
    pen.line((-0.6, -0.4), (-0.5, -0.55), WOOD, 0.05)
    pen.circle(-0.8, -0.25, 0.035, EYE)


def tortoise(pen: Pen, colour: Colour) -> None:
    for x in (-0.45, 0.45):
        pen.ellipse(x, 0.42, 0.14, 0.12, shade(colour, 0.7))
    pen.ellipse(-0.85, 0.15, 0.2, 0.14, shade(colour, 0.7))
    pen.circle(-0.9, 0.12, 0.03, EYE)
    pen.ellipse(0.0, 0.05, 0.72, 0.45, colour)
    for x in (-0.35, 0.0, 0.35):
        pen.circle(x, 0.02, 0.15, shade(colour, 0.6), 0.04)


def boar(pen: Pen, colour: Colour) -> None:
    for x in (-0.35, -0.1, 0.3, 0.55):
        pen.line((x, 0.2), (x, 0.65), shade(colour, 0.5), 0.1)
    pen.ellipse(0.1, 0.0, 0.7, 0.4, colour)
    pen.poly([(-0.5, -0.3), (-1.0, 0.05), (-0.5, 0.3)], colour)
    pen.ellipse(-0.95, 0.05, 0.08, 0.12, shade(colour, 0.5))
    pen.lines([(-0.75, 0.12), (-0.85, -0.05)], PALE, 0.04)
    pen.poly([(-0.35, -0.35), (-0.25, -0.6), (-0.15, -0.35)], colour)
    pen.circle(-0.55, -0.08, 0.04, EYE)
    for k in range(5):
        pen.line((-0.2 + 0.15 * k, -0.38), (-0.15 + 0.15 * k, -0.5), shade(colour, 0.5), 0.04)


def lion(pen: Pen, colour: Colour) -> None:
    for k in range(14):
        a = 2 * math.pi * k / 14
        pen.circle(0.62 * math.cos(a), 0.62 * math.sin(a), 0.26, shade(colour, 0.7))
    pen.circle(0.0, 0.0, 0.55, colour)
    pen.circle(-0.2, -0.12, 0.06, EYE)
    pen.circle(0.2, -0.12, 0.06, EYE)
    pen.poly([(-0.1, 0.1), (0.1, 0.1), (0.0, 0.22)], EYE)
    pen.lines([(-0.15, 0.32), (0.0, 0.26), (0.15, 0.32)], EYE, 0.03)


def water_pot(pen: Pen, colour: Colour) -> None:
    pen.rect(-0.25, -0.85, 0.25, -0.5, colour)
    pen.ellipse(0.0, -0.88, 0.35, 0.1, shade(colour, 0.7))
    pen.circle(0.0, 0.15, 0.75, colour)
    pen.circle(0.0, 0.15, 0.75, shade(colour, 0.5), 0.05)
    pen.line((-0.7, 0.0), (0.7, 0.0), shade(colour, 1.5), 0.07)
    pen.ellipse(-0.3, -0.15, 0.12, 0.2, shade(colour, 1.5))


def axe(pen: Pen, colour: Colour) -> None:
    pen.line((0.35, 1.0), (0.05, -0.85), WOOD, 0.16)
    blade = [(0.1, -0.8), (-0.55, -1.0), (-0.9, -0.6), (-0.95, -0.05), (-0.55, 0.0), (0.1, -0.35)]
    pen.poly(blade, colour)
    pen.poly(blade, shade(colour, 0.5), 0.04)


def bow_arrow(pen: Pen, colour: Colour) -> None:
    pts = [(0.3 - 0.75 * math.sin(math.pi * k / 12), -0.95 + 1.9 * k / 12) for k in range(13)]
    pen.lines(pts, colour, 0.1)
    pen.line((0.3, -0.95), (0.3, 0.95), shade(colour, 0.5), 0.03)
    pen.line((0.9, 0.0), (-0.8, 0.0), WOOD, 0.05)
    pen.poly([(-0.95, 0.0), (-0.7, -0.12), (-0.7, 0.12)], shade(colour, 0.5))
    pen.poly([(0.75, 0.0), (0.95, -0.15), (0.95, 0.15)], colour)


def quoit(pen: Pen, colour: Colour) -> None:
    """Krishna's chakra: a spoked throwing ring."""
    pen.circle(0.0, 0.0, 0.92, colour)
    pen.circle(0.0, 0.0, 0.62, PALE)
    for k in range(8):
        a = 2 * math.pi * k / 8
        pen.line((0.0, 0.0), (0.62 * math.cos(a), 0.62 * math.sin(a)), colour, 0.08)
    pen.circle(0.0, 0.0, 0.16, shade(colour, 0.6))


def conch(pen: Pen, colour: Colour) -> None:
    pts = []
    for k in range(30):
        t = k / 29
        a = 4.2 * math.pi * t
        r = 0.9 * (1 - t * 0.8)
        pts.append((r * math.cos(a) * 0.8, r * math.sin(a) * 0.9))
    pen.circle(0.0, 0.0, 0.9, colour)
    pen.lines(pts, shade(colour, 0.5), 0.06)


def crown(pen: Pen, colour: Colour) -> None:
    pts = [(-0.85, 0.6), (-0.9, -0.5), (-0.45, 0.0), (0.0, -0.8), (0.45, 0.0), (0.9, -0.5), (0.85, 0.6)]
    pen.poly(pts, colour)
    pen.poly(pts, shade(colour, 0.5), 0.05)
    pen.rect(-0.85, 0.45, 0.85, 0.75, shade(colour, 0.7))
    for x in (-0.9, 0.0, 0.9):
        pen.circle(x, -0.55 if x else -0.85, 0.1, (220, 40, 50))


def harp(pen: Pen, colour: Colour) -> None:
    pen.lines([(-0.6, 0.95), (-0.6, -0.9), (0.1, -0.7), (0.7, 0.95), (-0.6, 0.95)], colour, 0.12)
    for k in range(1, 6):
        x = -0.6 + 0.2 * k
        pen.line((x, -0.85 + 0.1 * k), (x, 0.9), shade(colour, 0.5), 0.025)


def document(pen: Pen, colour: Colour) -> None:
    pen.rect(-0.65, -0.9, 0.65, 0.9, PALE)
    pen.rect(-0.65, -0.9, 0.65, 0.9, colour, 0.07)
    for k in range(5):
        y = -0.55 + 0.25 * k
        pen.line((-0.45, y), (0.45 - 0.15 * (k % 2), y), shade(colour, 0.6), 0.05)
    pen.circle(0.35, 0.62, 0.16, colour)


def cloth(pen: Pen, colour: Colour) -> None:
    pen.rect(-0.85, -0.5, 0.85, 0.5, colour, radius=0.1)
    pen.ellipse(-0.85, 0.0, 0.18, 0.5, shade(colour, 0.7))
    for k in range(4):
        y = -0.35 + 0.23 * k
        pen.line((-0.6, y), (0.8, y), shade(colour, 1.4), 0.04)


def tomoe(pen: Pen, colour: Colour) -> None:
    """The three-comma whirl of the Unsun and Tensho packs."""
    pen.circle(0.0, 0.0, 0.95, colour)
    pen.circle(0.0, 0.0, 0.82, PALE)
    for k in range(3):
        a = 2 * math.pi * k / 3
        x, y = 0.38 * math.cos(a), 0.38 * math.sin(a)
        pen.circle(x, y, 0.26, colour)
        tail = [(x + 0.26 * math.cos(a + math.pi / 2 + 0.3 * s), y + 0.26 * math.sin(a + math.pi / 2 + 0.3 * s))
                for s in (-1, 1)]
        tip = (0.75 * math.cos(a + 1.6), 0.75 * math.sin(a + 1.6))
        pen.poly([*tail, tip], colour)


def chess_piece(pen: Pen, colour: Colour) -> None:
    """A round Xiangqi piece: a wooden disc with a ring in the side's colour."""
    pen.circle(0.0, 0.0, 0.95, (236, 206, 150))
    pen.circle(0.0, 0.0, 0.95, shade((236, 206, 150), 0.5), 0.05)
    pen.circle(0.0, 0.0, 0.72, colour, 0.09)
    pen.circle(0.0, 0.0, 0.32, colour)


def rabbit(pen: Pen, colour: Colour) -> None:
    pen.ellipse(0.15, 0.3, 0.55, 0.4, colour)
    pen.circle(-0.35, -0.1, 0.3, colour)
    pen.ellipse(-0.45, -0.65, 0.09, 0.35, colour)
    pen.ellipse(-0.22, -0.65, 0.09, 0.35, colour)
    pen.circle(0.7, 0.25, 0.12, PALE)
    pen.circle(-0.42, -0.12, 0.05, PALE if sum(colour[:3]) < 200 else EYE)


def horse_head(pen: Pen, colour: Colour) -> None:
    pen.poly([(-0.3, 0.95), (-0.2, -0.4), (0.1, -0.85), (0.3, -0.6), (0.85, 0.0), (0.75, 0.25), (0.2, 0.0),
              (0.5, 0.95)], colour)
    pen.poly([(0.0, -0.85), (0.1, -1.0), (0.2, -0.75)], colour)
    pen.circle(0.25, -0.4, 0.06, PALE if sum(colour[:3]) < 200 else EYE)


SYMBOLS = {
    "pine": pine, "plum-blossom": plum, "plum": plum, "cherry-blossom": cherry, "cherry": cherry,
    "wisteria": wisteria, "iris": iris, "peony": peony, "bush-clover": bush_clover, "grass": grass,
    "susuki": grass, "chrysanthemum": chrysanthemum, "maple": maple, "willow": willow, "paulownia": paulownia,
    "tree": tree, "apple": apple, "castle": castle, "locomotive": locomotive, "violin": violin, "cow": cow,
    "tortoise": tortoise, "turtle": tortoise, "boar": boar, "lion": lion, "water-pot": water_pot, "pot": water_pot,
    "axe": axe, "bow-arrow": bow_arrow, "bow": bow_arrow, "quoit": quoit, "chakra": quoit, "conch": conch,
    "crown": crown, "harp": harp, "document": document, "cloth": cloth, "tomoe": tomoe, "whirl": tomoe,
    "chess-piece": chess_piece, "rabbit": rabbit, "horse": horse_head, "slave": person, "servant": person,
    "pheasant": bird,
}


# -- Xiangqi pieces: emblems drawn inside the round piece ---------------------------------------------------
def elephant(pen: Pen, colour: Colour) -> None:
    pen.ellipse(0.1, 0.0, 0.62, 0.42, colour)
    for x in (-0.3, -0.05, 0.35, 0.55):
        pen.rect(x - 0.08, 0.2, x + 0.08, 0.7, colour)
    pen.circle(-0.5, -0.2, 0.3, colour)
    pen.lines([(-0.75, -0.1), (-0.85, 0.35), (-0.7, 0.6)], colour, 0.12)
    pen.ellipse(-0.3, -0.2, 0.15, 0.25, shade(colour, 0.7))
    pen.circle(-0.58, -0.28, 0.04, PALE)


def cannon(pen: Pen, colour: Colour) -> None:
    pen.poly([(-0.85, -0.25), (0.7, -0.5), (0.8, -0.2), (-0.8, 0.15)], colour)
    pen.circle(-0.3, 0.35, 0.32, shade(colour, 0.6))
    pen.circle(-0.3, 0.35, 0.12, PALE)
    for x, y in ((0.45, 0.55), (0.7, 0.6), (0.58, 0.38)):
        pen.circle(x, y, 0.12, colour)


def chariot(pen: Pen, colour: Colour) -> None:
    pen.rect(-0.7, -0.55, 0.5, 0.05, colour, radius=0.08)
    pen.line((0.5, -0.2), (0.95, -0.45), colour, 0.07)
    for x in (-0.4, 0.25):
        pen.circle(x, 0.4, 0.33, colour, 0.08)
        pen.line((x - 0.3, 0.4), (x + 0.3, 0.4), colour, 0.04)
        pen.line((x, 0.1), (x, 0.7), colour, 0.04)


def soldier(pen: Pen, colour: Colour) -> None:
    pen.line((0.45, 0.95), (0.45, -0.75), WOOD, 0.07)
    pen.poly([(0.45, -1.0), (0.58, -0.7), (0.32, -0.7)], colour)
    pen.circle(-0.15, -0.45, 0.25, colour)
    pen.poly([(-0.55, 0.95), (-0.4, -0.15), (0.1, -0.15), (0.25, 0.95)], colour)


def general(pen: Pen, colour: Colour) -> None:
    crown(pen.sub(0.0, -0.35, 0.6), colour)
    pen.poly([(-0.6, 0.95), (-0.35, 0.05), (0.35, 0.05), (0.6, 0.95)], colour)


def advisor(pen: Pen, colour: Colour) -> None:
    pen.ellipse(0.0, -0.62, 0.45, 0.12, colour)
    pen.rect(-0.22, -0.95, 0.22, -0.6, colour)
    pen.circle(0.0, -0.3, 0.24, colour)
    pen.poly([(-0.6, 0.95), (-0.35, -0.05), (0.35, -0.05), (0.6, 0.95)], colour)
    pen.rect(-0.06, 0.1, 0.06, 0.8, PALE)


PIECES = {"general": general, "advisor": advisor, "elephant": elephant, "chariot": chariot, "horse": horse_head,
          "cannon": cannon, "soldier": soldier}


def piece_for(names: list[str]) -> Callable[[Pen, Colour], None] | None:
    """The Xiangqi emblem for a rank, by any of its names ('general', 'cannon', ...)."""
    words = {w.strip("()").lower() for n in names for w in n.split()}
    for key, draw in PIECES.items():
        if key in words:
            return draw
    aliases = {"minister": advisor, "mandarin": advisor, "guard": advisor, "catapult": cannon, "pawn": soldier,
               "king": general, "emperor": general, "rook": chariot, "knight": horse_head, "bishop": elephant}
    for key, draw in aliases.items():
        if key in words:
            return draw
    return None


def mask(pen: Pen, colour: Colour) -> None:
    pen.ellipse(0.0, 0.0, 0.75, 0.9, colour)
    pen.ellipse(0.0, 0.0, 0.75, 0.9, shade(colour, 0.5), 0.05)
    for x in (-0.3, 0.3):
        pen.ellipse(x, -0.2, 0.18, 0.12, EYE)
    pen.lines([(-0.35, 0.4), (0.0, 0.55), (0.35, 0.4)], EYE, 0.07)
    pen.poly([(-0.05, -0.05), (0.05, -0.05), (0.12, 0.2), (-0.12, 0.2)], shade(colour, 0.7))


def jester(pen: Pen, colour: Colour) -> None:
    pen.circle(0.0, 0.25, 0.42, (246, 214, 180))
    for x in (-0.15, 0.15):
        pen.circle(x, 0.2, 0.05, EYE)
    pen.lines([(-0.15, 0.42), (0.0, 0.5), (0.15, 0.42)], (170, 60, 60), 0.04)
    for a, tint in ((-0.9, colour), (0.0, (214, 170, 48)), (0.9, shade(colour, 0.6))):
        tip = (0.7 * math.sin(a), -0.15 - 0.75 * math.cos(a))
        pen.poly([(-0.42, 0.0), (0.42, 0.0), tip], tint)
        pen.circle(tip[0], tip[1], 0.09, (214, 170, 48))


SYMBOLS.update({"chariot": chariot, "elephant": elephant, "cannon": cannon,
                "mask": mask, "jester": jester, "fool": jester, "bucket": water_pot, "jug": water_pot,
                "man": person, "warrior": person, "cuckoo": bird})
