"""Simple drawn pictures for the illustrated game packs (Černý Petr animals, Kvarteto).

Each picture is a handful of shapes in local units (-1..1, y down) chosen to be
told apart at a glance: colour, ears, tail and one prop per animal. The Black
Peter is drawn on a dark field so he can never be mistaken for an animal.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ui.faces import pictures_kvarteto, symbols_asian, symbols_extra
from ui.faces.pen import Colour, Pen, shade

EYE = (20, 20, 20)
WHITE = (250, 250, 250)


def _quadruped(pen: Pen, body: Colour, ears: str, tail: str, head_dx: float = -0.55,
               head_dy: float = -0.25, legs: bool = True, tail_colour: Colour | None = None) -> None:
    dark = shade(body, 0.5)
    if tail == "bushy":
        pen.ellipse(0.85, -0.1, 0.28, 0.45, tail_colour or body)
    elif tail == "thin":
        pen.lines([(0.55, 0.1), (0.85, -0.1), (0.9, -0.45)], body, 0.08)
    elif tail == "short":
        pen.circle(0.65, 0.0, 0.12, WHITE)
    if legs:
        for x in (-0.35, -0.15, 0.25, 0.45):
            pen.line((x, 0.2), (x, 0.7), dark, 0.12)
    pen.ellipse(0.05, 0.1, 0.6, 0.32, body)
    pen.ellipse(0.05, 0.1, 0.6, 0.32, dark, 0.025)
    hx, hy = head_dx, head_dy
    if ears == "pointy":
        pen.poly([(hx - 0.22, hy - 0.12), (hx - 0.2, hy - 0.45), (hx - 0.02, hy - 0.2)], body)
        pen.poly([(hx + 0.02, hy - 0.2), (hx + 0.2, hy - 0.45), (hx + 0.22, hy - 0.12)], body)
    elif ears == "long":
        pen.ellipse(hx - 0.1, hy - 0.5, 0.08, 0.3, body)
        pen.ellipse(hx + 0.1, hy - 0.5, 0.08, 0.3, body)
    elif ears == "round":
        pen.circle(hx - 0.18, hy - 0.2, 0.1, body)
        pen.circle(hx + 0.18, hy - 0.2, 0.1, body)
    pen.circle(hx, hy, 0.26, body)
    pen.circle(hx, hy, 0.26, dark, 0.025)
    if ears == "floppy":
        pen.ellipse(hx - 0.24, hy + 0.02, 0.08, 0.18, dark)
        pen.ellipse(hx + 0.24, hy + 0.02, 0.08, 0.18, dark)
    pen.circle(hx - 0.09, hy - 0.04, 0.04, EYE)
    pen.circle(hx + 0.09, hy - 0.04, 0.04, EYE)
    pen.circle(hx, hy + 0.1, 0.045, EYE)


def cat(pen: Pen) -> None:
    grey = (130, 130, 138)
    _quadruped(pen, grey, "pointy", "thin")
    pen.poly([(-0.55, 0.02), (-0.75, -0.06), (-0.75, 0.12)], (210, 30, 40))
    pen.poly([(-0.55, 0.02), (-0.35, -0.06), (-0.35, 0.12)], (210, 30, 40))
    for dy in (-0.02, 0.06):
        pen.line((-0.6, -0.15 + dy), (-0.9, -0.2 + dy * 2), EYE, 0.015)
        pen.line((-0.5, -0.15 + dy), (-0.2, -0.2 + dy * 2), EYE, 0.015)


def dog(pen: Pen) -> None:
    _quadruped(pen, (235, 232, 222), "floppy", "thin")
    for x, y in ((0.1, 0.05), (0.4, 0.18), (-0.2, 0.2)):
        pen.circle(x, y, 0.1, (60, 50, 40))
    pen.rect(-0.85, -0.05, -0.3, 0.02, WHITE)
    pen.circle(-0.85, -0.05, 0.05, WHITE)
    pen.circle(-0.3, 0.02, 0.05, WHITE)


def hare(pen: Pen) -> None:
    _quadruped(pen, (150, 104, 60), "long", "short", head_dy=-0.35)


def fox(pen: Pen) -> None:
    orange = (222, 110, 30)
    _quadruped(pen, orange, "pointy", "bushy", tail_colour=orange)
    pen.circle(0.92, -0.5, 0.14, WHITE)
    pen.ellipse(-0.55, -0.12, 0.12, 0.1, WHITE)


def bear(pen: Pen) -> None:
    brown = (110, 70, 40)
    _quadruped(pen, brown, "round", "none")
    pen.rect(0.55, 0.2, 0.95, 0.62, (230, 170, 40), radius=0.05)
    pen.rect(0.55, 0.14, 0.95, 0.24, (120, 80, 40))


def wolf(pen: Pen) -> None:
    pen.circle(0.6, -0.6, 0.25, (240, 226, 120))
    _quadruped(pen, (110, 112, 118), "pointy", "bushy", head_dy=-0.4)
    pen.poly([(-0.62, -0.4), (-0.9, -0.6), (-0.7, -0.3)], (110, 112, 118))


def hedgehog(pen: Pen) -> None:
    brown = (100, 76, 52)
    for k in range(11):
        a = math.pi + math.pi * k / 10
        pen.poly([(0.1 + 0.45 * math.cos(a - 0.12), 0.2 + 0.45 * math.sin(a - 0.12)),
                  (0.1 + 0.85 * math.cos(a), 0.2 + 0.8 * math.sin(a)),
                  (0.1 + 0.45 * math.cos(a + 0.12), 0.2 + 0.45 * math.sin(a + 0.12))], shade(brown, 0.7))
    pen.ellipse(0.1, 0.2, 0.65, 0.4, brown)
    pen.poly([(-0.45, 0.05), (-0.9, 0.3), (-0.45, 0.45)], (200, 170, 130))
    pen.circle(-0.9, 0.3, 0.05, EYE)
    pen.circle(-0.55, 0.18, 0.04, EYE)
    pen.circle(0.2, -0.6, 0.2, (210, 30, 40))
    pen.line((0.2, -0.8), (0.25, -0.9), (80, 60, 30), 0.04)
    for x in (-0.2, 0.4):
        pen.line((x, 0.55), (x, 0.7), EYE, 0.08)


def owl(pen: Pen) -> None:
    brown = (140, 100, 60)
    pen.line((-1.0, 0.78), (1.0, 0.7), (100, 70, 40), 0.12)
    pen.ellipse(0.0, 0.15, 0.5, 0.6, brown)
    pen.poly([(-0.45, -0.3), (-0.4, -0.7), (-0.15, -0.42)], brown)
    pen.poly([(0.45, -0.3), (0.4, -0.7), (0.15, -0.42)], brown)
    for x in (-0.2, 0.2):
        pen.circle(x, -0.2, 0.17, WHITE)
        pen.circle(x, -0.2, 0.08, EYE)
    pen.poly([(-0.06, -0.06), (0.06, -0.06), (0.0, 0.08)], (230, 160, 30))
    pen.ellipse(0.0, 0.35, 0.28, 0.3, (210, 180, 140))


def _bird(pen: Pen, body: Colour, beak: Colour, neck: float = 0.0, legs: Colour = (230, 150, 40)) -> None:
    pen.line((0.0, 0.4), (-0.05, 0.85), legs, 0.05)
    pen.line((0.2, 0.4), (0.25, 0.85), legs, 0.05)
    pen.ellipse(0.1, 0.15, 0.55, 0.35, body)
    pen.line((-0.3, 0.0), (-0.45, -0.35 - neck), body, 0.16)
    pen.circle(-0.48, -0.4 - neck, 0.2, body)
    pen.poly([(-0.62, -0.45 - neck), (-0.95, -0.38 - neck), (-0.62, -0.32 - neck)], beak)
    pen.circle(-0.5, -0.46 - neck, 0.04, EYE)


def rooster(pen: Pen) -> None:
    pen.rect(-1.0, 0.55, 1.0, 0.65, (150, 110, 70))
    for x in (-0.8, -0.3, 0.2, 0.7):
        pen.rect(x - 0.06, 0.35, x + 0.06, 0.95, (170, 130, 80))
    for k, colour in enumerate(((30, 120, 60), (30, 60, 160), (200, 60, 30))):
        pen.ellipse(0.6 + 0.06 * k, -0.25 + 0.12 * k, 0.12, 0.4, colour)
    _bird(pen, (235, 225, 210), (230, 160, 30), neck=0.05)
    for dx in (-0.1, 0.0, 0.1):
        pen.circle(-0.48 + dx, -0.68, 0.07, (220, 30, 30))
    pen.ellipse(-0.55, -0.22, 0.05, 0.08, (220, 30, 30))


def duck(pen: Pen) -> None:
    pen.ellipse(0.0, 0.5, 1.0, 0.3, (80, 150, 220))
    _bird(pen, (240, 210, 40), (240, 130, 30), neck=-0.1, legs=(80, 150, 220))


def frog(pen: Pen) -> None:
    green = (60, 160, 60)
    pen.ellipse(0.0, 0.55, 0.95, 0.3, (40, 110, 50))
    pen.ellipse(0.0, 0.1, 0.6, 0.42, green)
    for x in (-0.3, 0.3):
        pen.circle(x, -0.3, 0.16, green)
        pen.circle(x, -0.32, 0.08, EYE)
    pen.lines([(-0.3, 0.1), (0.0, 0.2), (0.3, 0.1)], shade(green, 0.4), 0.04)
    for x in (-0.6, 0.6):
        pen.ellipse(x, 0.4, 0.2, 0.1, green)


def mouse(pen: Pen) -> None:
    grey = (150, 150, 156)
    pen.poly([(0.45, 0.6), (0.95, 0.6), (0.95, 0.2)], (245, 200, 60))
    pen.lines([(0.4, 0.2), (0.7, -0.2), (0.6, -0.5)], shade(grey, 0.7), 0.04)
    pen.ellipse(0.0, 0.25, 0.45, 0.28, grey)
    pen.circle(-0.45, 0.05, 0.2, grey)
    pen.circle(-0.5, -0.18, 0.14, (230, 170, 170))
    pen.circle(-0.3, -0.16, 0.14, (230, 170, 170))
    pen.circle(-0.52, 0.02, 0.035, EYE)
    pen.circle(-0.66, 0.1, 0.04, (230, 120, 140))


def squirrel(pen: Pen) -> None:
    red = (190, 90, 40)
    pen.ellipse(0.45, -0.15, 0.38, 0.65, red)
    pen.ellipse(0.5, -0.2, 0.2, 0.45, shade(red, 1.25))
    pen.ellipse(-0.1, 0.25, 0.35, 0.45, red)
    pen.circle(-0.2, -0.3, 0.24, red)
    pen.poly([(-0.32, -0.45), (-0.3, -0.72), (-0.18, -0.5)], red)
    pen.circle(-0.28, -0.34, 0.04, EYE)
    pen.ellipse(-0.4, 0.15, 0.14, 0.16, (140, 90, 40))
    pen.ellipse(-0.4, 0.05, 0.14, 0.06, (90, 60, 30))


def stork(pen: Pen) -> None:
    red = (220, 60, 40)
    pen.line((0.05, 0.3), (0.05, 1.0), red, 0.05)
    pen.lines([(0.05, 0.6), (0.25, 0.5), (0.1, 0.45)], red, 0.05)
    pen.ellipse(0.15, 0.1, 0.5, 0.25, WHITE)
    pen.ellipse(0.45, 0.12, 0.3, 0.15, (30, 30, 30))
    pen.line((-0.25, 0.0), (-0.35, -0.55), WHITE, 0.12)
    pen.circle(-0.35, -0.6, 0.14, WHITE)
    pen.poly([(-0.45, -0.64), (-1.0, -0.5), (-0.45, -0.55)], red)
    pen.circle(-0.36, -0.64, 0.03, EYE)
    pen.ellipse(0.15, 0.1, 0.5, 0.25, (160, 160, 160), 0.02)


def goat(pen: Pen) -> None:
    _quadruped(pen, (240, 238, 230), "pointy", "short")
    pen.lines([(-0.68, -0.45), (-0.8, -0.75), (-0.65, -0.85)], (150, 130, 100), 0.06)
    pen.lines([(-0.42, -0.45), (-0.3, -0.75), (-0.45, -0.85)], (150, 130, 100), 0.06)
    pen.poly([(-0.6, 0.0), (-0.5, 0.0), (-0.55, 0.2)], (180, 170, 150))
    pen.circle(-0.3, 0.2, 0.09, (220, 180, 40))


def horse(pen: Pen) -> None:
    black = (40, 36, 40)
    pen.lines([(0.6, 0.0), (0.95, 0.2), (0.9, 0.5)], black, 0.1)
    for x, dx in ((-0.35, -0.2), (-0.15, 0.1), (0.3, -0.15), (0.5, 0.2)):
        pen.line((x, 0.2), (x + dx, 0.75), black, 0.1)
    pen.ellipse(0.1, 0.05, 0.55, 0.28, black)
    pen.poly([(-0.3, -0.1), (-0.55, -0.6), (-0.35, -0.7), (-0.1, -0.1)], black)
    pen.poly([(-0.55, -0.6), (-0.9, -0.4), (-0.85, -0.3), (-0.45, -0.45)], black)
    pen.poly([(-0.35, -0.7), (-0.05, -0.15), (0.05, -0.25), (-0.25, -0.72)], (90, 70, 60))
    pen.circle(-0.58, -0.52, 0.035, WHITE)


def chimney_sweep(pen: Pen) -> None:
    """The Black Peter: a sweep in black with a top hat, a ladder and a brush."""
    wood = (200, 150, 80)
    pen.line((0.55, -0.9), (0.55, 1.0), wood, 0.06)
    pen.line((0.85, -0.9), (0.85, 1.0), wood, 0.06)
    for k in range(7):
        y = -0.8 + 0.28 * k
        pen.line((0.55, y), (0.85, y), wood, 0.05)
    pen.poly([(-0.55, 1.0), (-0.4, -0.05), (0.2, -0.05), (0.35, 1.0)], (30, 30, 34))
    pen.line((-0.1, 0.1), (-0.1, 0.95), (200, 170, 40), 0.04)
    pen.circle(-0.1, -0.3, 0.26, (60, 56, 56))
    pen.circle(-0.19, -0.34, 0.06, WHITE)
    pen.circle(-0.01, -0.34, 0.06, WHITE)
    pen.circle(-0.19, -0.34, 0.025, EYE)
    pen.circle(-0.01, -0.34, 0.025, EYE)
    pen.lines([(-0.22, -0.2), (-0.1, -0.14), (0.02, -0.2)], (230, 80, 80), 0.03)
    pen.rect(-0.42, -0.6, 0.22, -0.52, (20, 20, 22))
    pen.rect(-0.3, -0.98, 0.1, -0.58, (20, 20, 22))
    pen.rect(-0.3, -0.7, 0.1, -0.63, (200, 40, 40))
    pen.line((-0.5, 0.1), (-0.85, -0.5), (120, 90, 60), 0.05)
    pen.circle(-0.85, -0.55, 0.14, (20, 20, 22))


def blossom(pen: Pen) -> None:
    symbols_extra.plum(pen, (230, 110, 150))


def stag(pen: Pen) -> None:
    symbols_asian.deer(pen, (150, 100, 60))


def cow(pen: Pen) -> None:
    symbols_extra.cow(pen, (60, 50, 40))


def boar(pen: Pen) -> None:
    symbols_extra.boar(pen, (110, 80, 60))


ANIMALS: dict[str, Callable[[Pen], None]] = {
    "CAT": cat, "DOG": dog, "HARE": hare, "FOX": fox, "BEAR": bear, "WOLF": wolf, "HOG": hedgehog,
    "OWL": owl, "COCK": rooster, "DUCK": duck, "FROG": frog, "MOUSE": mouse, "SQRL": squirrel,
    "STORK": stork, "GOAT": goat, "HORSE": horse, "PETR": chimney_sweep,
}

# Words in a card's picture idea or English name that pick one of the drawings.
KEYWORDS: dict[str, Callable[[Pen], None]] = {
    "cat": cat, "tomcat": cat, "dog": dog, "hare": hare, "rabbit": hare, "fox": fox, "bear": bear, "wolf": wolf,
    "hedgehog": hedgehog, "owl": owl, "rooster": rooster, "cock": rooster, "hen": rooster, "duck": duck,
    "stag": stag, "deer": stag, "cow": cow, "boar": boar, "cuckoo": owl,
    "frog": frog, "mouse": mouse, "squirrel": squirrel, "stork": stork, "goat": goat, "horse": horse,
    "sweep": chimney_sweep, "peter": chimney_sweep,
}


def picture_for(code_group: str | None, idea: str) -> Callable[[Pen], None] | None:
    """A drawing for a special card: by its group code first, else by a word of its picture idea."""
    if code_group and code_group.upper() in ANIMALS:
        return ANIMALS[code_group.upper()]
    low = idea.lower()
    if "blossom" in low:
        return blossom
    castle = pictures_kvarteto.castle_for(low)
    if castle is not None:
        return castle
    words = low.replace(",", " ").replace(".", " ").replace("-", " ").split()
    # the card's own name (at the end of `idea`) decides before words that only set the scene
    for word in reversed(words):
        for table in (KEYWORDS, pictures_kvarteto.KEYWORDS):
            if word in table:
                return table[word]
            if word.endswith("s") and word[:-1] in table:
                return table[word[:-1]]
    return None
