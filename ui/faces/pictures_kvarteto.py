"""Pictures for the Kvarteto pack's cards (farm and forest animals, vehicles, castles, instruments,
fruit, sea creatures and trees), chosen by the words of each card's English name and picture idea.
Each is a few shapes in local units (-1..1, y down)."""

from __future__ import annotations

import math
from collections.abc import Callable

from ui.faces.pen import Pen, shade

EYE = (20, 20, 20)
WHITE = (250, 250, 250)
WOOD = (120, 82, 46)
LEAF = (46, 130, 60)
GLASS = (190, 220, 240)


def pig(pen: Pen) -> None:
    pink = (240, 160, 170)
    pen.ellipse(0.0, 0.75, 0.95, 0.18, (120, 90, 60))
    for x in (-0.35, -0.1, 0.3, 0.5):
        pen.line((x, 0.2), (x, 0.6), shade(pink, 0.7), 0.12)
    pen.ellipse(0.05, 0.05, 0.65, 0.4, pink)
    pen.circle(-0.6, -0.1, 0.3, pink)
    pen.ellipse(-0.85, -0.05, 0.1, 0.12, shade(pink, 0.8))
    pen.poly([(-0.65, -0.35), (-0.5, -0.6), (-0.42, -0.3)], pink)
    pen.circle(-0.62, -0.18, 0.04, EYE)
    pen.lines([(0.7, -0.05), (0.85, -0.2), (0.78, -0.3)], shade(pink, 0.7), 0.04)


def sheep(pen: Pen) -> None:
    for x in (-0.35, -0.1, 0.3, 0.5):
        pen.line((x, 0.2), (x, 0.7), EYE, 0.08)
    for x, y in ((-0.3, -0.05), (0.05, -0.15), (0.4, -0.05), (-0.15, 0.2), (0.25, 0.2), (0.55, 0.15)):
        pen.circle(x, y, 0.3, WHITE)
        pen.circle(x, y, 0.3, (180, 180, 180), 0.02)
    pen.ellipse(-0.7, -0.05, 0.2, 0.26, (60, 56, 56))
    pen.circle(-0.75, -0.1, 0.04, WHITE)


def tram(pen: Pen) -> None:
    red, cream = (200, 40, 40), (246, 232, 200)
    pen.line((-1.0, 0.82), (1.0, 0.82), (90, 90, 90), 0.05)
    pen.line((0.0, -0.55), (0.3, -0.95), EYE, 0.04)
    pen.rect(-0.9, -0.55, 0.9, 0.7, red, radius=0.15)
    pen.rect(-0.9, -0.05, 0.9, 0.2, cream)
    for x in (-0.7, -0.3, 0.1, 0.5):
        pen.rect(x, -0.42, x + 0.3, -0.12, GLASS)
    for x in (-0.55, 0.55):
        pen.circle(x, 0.72, 0.13, EYE)


def bus(pen: Pen) -> None:
    yellow = (236, 190, 30)
    pen.rect(-0.95, -0.5, 0.95, 0.6, yellow, radius=0.2)
    for x in (-0.7, -0.25, 0.2):
        pen.circle(x, -0.15, 0.16, GLASS)
    pen.rect(0.5, -0.35, 0.85, 0.1, GLASS)
    for x in (-0.55, 0.55):
        pen.circle(x, 0.62, 0.2, EYE)
        pen.circle(x, 0.62, 0.08, (170, 170, 170))


def aeroplane(pen: Pen) -> None:
    body = (220, 60, 50)
    pen.circle(0.5, -0.6, 0.18, WHITE)
    pen.circle(0.7, -0.55, 0.14, WHITE)
    pen.ellipse(0.0, 0.1, 0.85, 0.2, body)
    pen.poly([(-0.1, 0.0), (0.25, 0.0), (0.05, 0.75), (-0.2, 0.75)], shade(body, 0.75))
    pen.poly([(-0.1, 0.1), (0.25, 0.1), (0.1, -0.5), (-0.15, -0.5)], shade(body, 0.85))
    pen.poly([(0.65, 0.05), (0.9, -0.35), (0.95, 0.05)], body)
    pen.line((-0.88, -0.25), (-0.88, 0.45), (60, 60, 60), 0.05)
    pen.circle(-0.45, 0.05, 0.08, GLASS)


def _castle(pen: Pen, wall: tuple[int, int, int], roof: tuple[int, int, int], towers: list[tuple[float, float, str]]
            ) -> None:
    pen.poly([(-1.0, 1.0), (-1.0, 0.7), (0.0, 0.55), (1.0, 0.7), (1.0, 1.0)], LEAF)
    pen.rect(-0.75, 0.05, 0.75, 0.7, wall)
    for x, top, shape in towers:
        pen.rect(x - 0.18, top, x + 0.18, 0.7, shade(wall, 0.9))
        if shape == "pointed":
            pen.poly([(x - 0.24, top), (x + 0.24, top), (x, top - 0.45)], roof)
        elif shape == "round":
            pen.ellipse(x, top, 0.24, 0.12, roof)
        else:
            for k in (-1, 0, 1):
                pen.rect(x + 0.12 * k - 0.05, top - 0.12, x + 0.12 * k + 0.05, top, shade(wall, 0.9))
        pen.rect(x - 0.05, top + 0.15, x + 0.05, top + 0.3, EYE)
    pen.rect(-0.14, 0.4, 0.14, 0.7, shade(wall, 0.4), radius=0.12)


def castle_square(pen: Pen) -> None:
    _castle(pen, (210, 200, 180), (120, 80, 60), [(-0.5, -0.2, "flat"), (0.3, -0.85, "flat")])


def castle_turrets(pen: Pen) -> None:
    _castle(pen, (244, 244, 240), (90, 90, 100), [(-0.6, -0.3, "pointed"), (-0.2, -0.55, "pointed"),
                                                  (0.2, -0.6, "pointed"), (0.6, -0.3, "pointed")])


def castle_round(pen: Pen) -> None:
    _castle(pen, (190, 180, 170), (110, 100, 90), [(0.0, -0.8, "round"), (-0.6, -0.1, "flat")])


def castle_red(pen: Pen) -> None:
    _castle(pen, (236, 226, 210), (200, 60, 40), [(-0.55, -0.25, "pointed"), (0.0, -0.7, "pointed"),
                                                  (0.55, -0.25, "pointed")])


def guitar(pen: Pen) -> None:
    wood = (200, 130, 60)
    pen.rect(-0.07, -1.0, 0.07, -0.05, WOOD)
    pen.rect(-0.12, -1.0, 0.12, -0.82, (60, 40, 30))
    pen.circle(0.0, 0.1, 0.38, wood)
    pen.circle(0.0, 0.55, 0.48, wood)
    pen.circle(0.0, 0.3, 0.14, (60, 40, 30))
    pen.rect(-0.2, 0.68, 0.2, 0.76, (60, 40, 30))


def trumpet(pen: Pen) -> None:
    brass = (226, 180, 50)
    pen.rect(-0.8, -0.08, 0.4, 0.08, brass)
    pen.poly([(0.35, -0.08), (0.95, -0.4), (0.95, 0.4), (0.35, 0.08)], brass)
    pen.ellipse(-0.2, 0.3, 0.45, 0.18, brass, 0.06)
    for x in (-0.35, -0.2, -0.05):
        pen.rect(x - 0.04, -0.35, x + 0.04, -0.05, shade(brass, 0.7))
    pen.ellipse(-0.85, 0.0, 0.06, 0.12, shade(brass, 0.6))


def drum(pen: Pen) -> None:
    red = (200, 50, 50)
    pen.rect(-0.65, -0.25, 0.65, 0.55, red)
    pen.ellipse(0.0, 0.55, 0.65, 0.2, red)
    pen.ellipse(0.0, -0.25, 0.65, 0.2, (240, 234, 220))
    for k in range(5):
        x = -0.6 + 0.3 * k
        pen.line((x, -0.2), (x + 0.15 * (1 if k % 2 else -1), 0.6), (230, 200, 80), 0.03)
    pen.line((-0.9, -0.9), (-0.2, -0.3), WOOD, 0.06)
    pen.line((0.9, -0.9), (0.2, -0.3), WOOD, 0.06)


def pear(pen: Pen) -> None:
    green = (180, 200, 60)
    pen.circle(0.0, 0.35, 0.55, green)
    pen.circle(0.0, -0.25, 0.32, green)
    pen.line((0.0, -0.55), (0.1, -0.9), WOOD, 0.06)
    pen.ellipse(0.3, -0.75, 0.2, 0.09, LEAF)


def plums(pen: Pen) -> None:
    blue = (70, 60, 150)
    pen.lines([(-0.8, -0.8), (0.0, -0.6), (0.8, -0.8)], WOOD, 0.06)
    for x, y in ((-0.45, 0.05), (0.45, 0.05), (0.0, 0.45)):
        pen.line((x * 0.6, -0.62), (x, y - 0.3), WOOD, 0.03)
        pen.ellipse(x, y, 0.3, 0.36, blue)
        pen.ellipse(x - 0.1, y - 0.12, 0.06, 0.1, shade(blue, 1.6))


def cherries(pen: Pen) -> None:
    red = (200, 20, 40)
    pen.lines([(-0.4, 0.35), (0.0, -0.7), (0.4, 0.35)], LEAF, 0.04)
    pen.ellipse(0.25, -0.75, 0.25, 0.1, LEAF)
    for x in (-0.4, 0.4):
        pen.circle(x, 0.5, 0.32, red)
        pen.circle(x - 0.1, 0.4, 0.07, shade(red, 1.7))


def whale(pen: Pen) -> None:
    blue = (60, 100, 170)
    for dx in (-0.15, 0.0, 0.15):
        pen.line((-0.3, -0.45), (-0.3 + dx * 2, -0.95), (140, 190, 240), 0.05)
    pen.ellipse(0.0, 0.1, 0.85, 0.42, blue)
    pen.poly([(0.7, 0.0), (1.0, -0.4), (0.95, 0.1), (1.0, 0.45)], blue)
    pen.ellipse(-0.2, 0.35, 0.55, 0.15, shade(blue, 1.5))
    pen.circle(-0.55, 0.0, 0.05, EYE)
    pen.ellipse(0.0, 0.8, 1.0, 0.12, (120, 170, 220))


def dolphin(pen: Pen) -> None:
    grey = (110, 130, 160)
    pen.ellipse(0.0, 0.8, 1.0, 0.14, (80, 150, 220))
    pts = [(-0.9, 0.1), (-0.5, -0.35), (0.1, -0.5), (0.6, -0.25), (0.9, 0.2), (0.6, 0.05), (0.1, -0.1),
           (-0.5, 0.1)]
    pen.poly(pts, grey)
    pen.poly([(0.0, -0.45), (0.15, -0.75), (0.25, -0.42)], grey)
    pen.poly([(0.85, 0.15), (1.0, 0.0), (1.0, 0.4)], grey)
    pen.circle(-0.45, -0.15, 0.04, EYE)


def octopus(pen: Pen) -> None:
    orange = (236, 120, 50)
    for k in range(6):
        x0 = -0.5 + 0.2 * k
        pts = [(x0, 0.1), (x0 + 0.1 * math.sin(k), 0.5), (x0 - 0.15, 0.8), (x0 - 0.05, 0.95)]
        pen.lines(pts, orange, 0.1)
    pen.ellipse(0.0, -0.35, 0.55, 0.55, orange)
    for x in (-0.2, 0.2):
        pen.circle(x, -0.3, 0.1, WHITE)
        pen.circle(x, -0.3, 0.05, EYE)


def crab(pen: Pen) -> None:
    red = (210, 50, 40)
    for k in range(3):
        for sign in (-1, 1):
            pen.lines([(sign * 0.4, 0.2 + 0.12 * k), (sign * 0.8, 0.35 + 0.15 * k), (sign * 0.9, 0.6 + 0.1 * k)],
                      red, 0.06)
    for sign in (-1, 1):
        pen.line((sign * 0.35, -0.05), (sign * 0.6, -0.5), red, 0.08)
        pen.circle(sign * 0.62, -0.62, 0.2, red)
        pen.poly([(sign * 0.62, -0.62), (sign * 0.5, -0.9), (sign * 0.75, -0.85)], (250, 240, 220))
    pen.ellipse(0.0, 0.2, 0.5, 0.32, red)
    for x in (-0.12, 0.12):
        pen.line((x, -0.05), (x, -0.25), red, 0.04)
        pen.circle(x, -0.27, 0.06, EYE)


def _tree(pen: Pen, crown: tuple[int, int, int], trunk: tuple[int, int, int], shape: str) -> None:
    pen.rect(-0.1, 0.1, 0.1, 1.0, trunk)
    if shape == "spruce":
        for y, w in ((-1.0, 0.3), (-0.65, 0.5), (-0.25, 0.7), (0.15, 0.85)):
            pen.poly([(0.0, y), (w, y + 0.55), (-w, y + 0.55)], crown)
    elif shape == "birch":
        pen.ellipse(0.0, -0.35, 0.5, 0.65, crown)
        for y in (0.3, 0.5, 0.75):
            pen.line((-0.1, y), (0.02, y), EYE, 0.04)
    elif shape == "linden":
        pts = [(0.0, 0.25), (-0.85, -0.35), (-0.55, -0.95), (0.0, -0.65), (0.55, -0.95), (0.85, -0.35)]
        pen.poly(pts, crown)
    else:  # oak: a broad lumpy crown
        for x, y, r in ((0.0, -0.55, 0.45), (-0.5, -0.2, 0.4), (0.5, -0.2, 0.4), (-0.2, 0.0, 0.35), (0.25, 0.0, 0.35)):
            pen.circle(x, y, r, crown)
        for x, y in ((-0.4, -0.1), (0.35, -0.3)):
            pen.ellipse(x, y, 0.06, 0.09, (170, 120, 50))


def oak(pen: Pen) -> None:
    _tree(pen, (70, 130, 50), WOOD, "oak")


def linden(pen: Pen) -> None:
    _tree(pen, (110, 170, 60), WOOD, "linden")


def spruce(pen: Pen) -> None:
    _tree(pen, (30, 90, 50), WOOD, "spruce")


def birch(pen: Pen) -> None:
    _tree(pen, (140, 190, 70), (240, 240, 236), "birch")


KEYWORDS: dict[str, Callable[[Pen], None]] = {
    "pig": pig, "sheep": sheep, "tram": tram, "bus": bus, "aeroplane": aeroplane, "airplane": aeroplane,
    "plane": aeroplane, "guitar": guitar, "trumpet": trumpet, "drum": drum, "pear": pear, "plums": plums,
    "plum": plums, "cherries": cherries, "whale": whale, "dolphin": dolphin, "octopus": octopus, "crab": crab,
    "oak": oak, "linden": linden, "lime": linden, "spruce": spruce, "fir": spruce, "birch": birch,
}

# Castles are told apart by what their picture idea stresses.
CASTLES: list[tuple[str, Callable[[Pen], None]]] = [
    ("square", castle_square), ("turrets", castle_turrets), ("round", castle_round), ("red", castle_red),
]


def castle_for(idea: str) -> Callable[[Pen], None] | None:
    if "castle" not in idea:
        return None
    for word, draw in CASTLES:
        if word in idea:
            return draw
    return castle_square
