"""Emblems for named tarot trumps (Death, the Tower, Justice...), chosen by words of the trump's
English name. Unnamed trumps (Tarot Nouveau's 'trump XII') keep the sun-burst of `trumps.py`.
Each emblem is a few shapes in local units (-1..1, y down)."""

from __future__ import annotations

import math
from collections.abc import Callable

from ui.faces import pictures_kvarteto
from ui.faces.colours import GOLD
from ui.faces.pen import Pen, shade
from ui.faces.symbols import draw_symbol

INK = (60, 40, 30)
BONE = (240, 236, 220)
RED = (196, 40, 36)
BLUE = (50, 100, 190)


def skull(pen: Pen) -> None:
    pen.circle(0.0, -0.15, 0.62, BONE)
    pen.rect(-0.32, 0.3, 0.32, 0.7, BONE, radius=0.08)
    for x in (-0.25, 0.25):
        pen.circle(x, -0.15, 0.17, INK)
    pen.poly([(0.0, 0.05), (-0.08, 0.22), (0.08, 0.22)], INK)
    for x in (-0.18, -0.06, 0.06, 0.18):
        pen.line((x, 0.45), (x, 0.68), INK, 0.04)
    pen.circle(0.0, -0.15, 0.62, shade(BONE, 0.6), 0.04)


def devil(pen: Pen) -> None:
    for sign in (-1, 1):
        pen.poly([(sign * 0.3, -0.45), (sign * 0.75, -1.0), (sign * 0.55, -0.35)], INK)
    pen.ellipse(0.0, 0.05, 0.6, 0.7, RED)
    for x in (-0.22, 0.22):
        pen.poly([(x - 0.14, -0.15), (x + 0.14, -0.15), (x, 0.0)], (250, 220, 60))
    pen.lines([(-0.3, 0.35), (0.0, 0.48), (0.3, 0.35)], INK, 0.06)
    pen.poly([(-0.12, 0.62), (0.12, 0.62), (0.0, 0.95)], INK)


def tower(pen: Pen) -> None:
    stone = (190, 180, 160)
    pen.rect(-0.4, -0.45, 0.4, 1.0, stone)
    for x in (-0.4, -0.13, 0.14):
        pen.rect(x, -0.62, x + 0.2, -0.45, stone)
    pen.rect(-0.12, 0.6, 0.12, 1.0, INK, radius=0.1)
    pen.rect(-0.08, -0.2, 0.08, 0.05, INK)
    bolt = [(0.95, -1.0), (0.45, -0.35), (0.7, -0.35), (0.25, 0.25), (0.45, -0.2), (0.2, -0.2), (0.6, -1.0)]
    pen.poly(bolt, (250, 210, 40))


def hourglass(pen: Pen) -> None:
    pen.rect(-0.6, -0.95, 0.6, -0.82, (120, 82, 46))
    pen.rect(-0.6, 0.82, 0.6, 0.95, (120, 82, 46))
    glass = [(-0.45, -0.82), (0.45, -0.82), (0.06, 0.0), (0.45, 0.82), (-0.45, 0.82), (-0.06, 0.0)]
    pen.poly(glass, (220, 236, 245))
    pen.poly([(-0.25, -0.45), (0.25, -0.45), (0.0, -0.05)], (226, 190, 100))
    pen.poly([(0.0, 0.45), (0.35, 0.82), (-0.35, 0.82)], (226, 190, 100))
    pen.lines([*glass, glass[0]], INK, 0.03)


def scales(pen: Pen) -> None:
    pen.line((0.0, -0.85), (0.0, 0.85), INK, 0.07)
    pen.rect(-0.4, 0.8, 0.4, 0.95, INK)
    pen.line((-0.8, -0.6), (0.8, -0.6), INK, 0.06)
    for x in (-0.7, 0.7):
        pen.line((x, -0.6), (x - 0.25, 0.0), INK, 0.02)
        pen.line((x, -0.6), (x + 0.25, 0.0), INK, 0.02)
        pen.ellipse(x, 0.02, 0.3, 0.08, GOLD)


def flame(pen: Pen) -> None:
    pts = [(0.0, -1.0), (0.45, -0.3), (0.6, 0.3), (0.35, 0.85), (-0.35, 0.85), (-0.6, 0.3), (-0.3, -0.2)]
    pen.poly(pts, (230, 90, 30))
    pen.poly([(0.0, -0.3), (0.25, 0.3), (0.15, 0.8), (-0.15, 0.8), (-0.25, 0.3)], (250, 200, 50))


def waves(pen: Pen) -> None:
    for row in range(3):
        y = -0.5 + 0.5 * row
        pts = [(-1.0 + 2 * k / 24, y + 0.15 * math.sin(k * math.pi / 4)) for k in range(25)]
        pen.lines(pts, BLUE, 0.1)


def anchor(pen: Pen) -> None:
    pen.line((0.0, -0.7), (0.0, 0.8), INK, 0.1)
    pen.circle(0.0, -0.8, 0.15, INK, 0.06)
    pen.line((-0.4, -0.4), (0.4, -0.4), INK, 0.08)
    pts = [(-0.7 + 1.4 * k / 12, 0.5 + 0.35 * math.sin(math.pi * k / 12)) for k in range(13)]
    pen.lines(pts, INK, 0.1)


def cross(pen: Pen) -> None:
    pen.rect(-0.12, -0.95, 0.12, 0.95, GOLD)
    pen.rect(-0.6, -0.5, 0.6, -0.26, GOLD)
    pen.rect(-0.12, -0.95, 0.12, 0.95, shade(GOLD, 0.5), 0.03)


def ship(pen: Pen) -> None:
    pen.poly([(-0.95, 0.3), (0.95, 0.3), (0.6, 0.75), (-0.6, 0.75)], (120, 82, 46))
    pen.line((0.0, 0.3), (0.0, -0.95), INK, 0.06)
    pen.poly([(0.05, -0.9), (0.75, 0.15), (0.05, 0.15)], BONE)
    pen.poly([(-0.05, -0.7), (-0.6, 0.15), (-0.05, 0.15)], BONE)
    waves(pen.sub(0.0, 0.85, 0.25))


def magician(pen: Pen) -> None:
    pen.rect(-0.85, 0.2, 0.85, 0.35, (120, 82, 46))
    for x in (-0.7, 0.7):
        pen.line((x, 0.35), (x, 0.95), (120, 82, 46), 0.08)
    for x, colour in ((-0.45, RED), (0.0, BLUE), (0.45, GOLD)):
        pen.poly([(x - 0.15, 0.2), (x + 0.15, 0.2), (x + 0.1, -0.1), (x - 0.1, -0.1)], colour)
    pen.line((-0.2, -0.95), (0.35, -0.3), INK, 0.07)
    pen.circle(-0.2, -0.95, 0.08, GOLD)


def hanged(pen: Pen) -> None:
    pen.line((-0.9, -0.9), (0.9, -0.9), (120, 82, 46), 0.1)
    pen.line((0.0, -0.9), (0.0, -0.5), INK, 0.04)
    draw_symbol(pen.sub(0.0, 0.15, 0.65).turned(), "person", (60, 100, 170))


def trumpet(pen: Pen) -> None:
    pictures_kvarteto.trumpet(pen)


def _symbol(kind: str, colour: tuple[int, int, int]) -> Callable[[Pen], None]:
    return lambda pen: draw_symbol(pen, kind, colour)


# (words in the English name, drawing); the first match wins, so the specific come first.
EMBLEMS: list[tuple[tuple[str, ...], Callable[[Pen], None]]] = [
    (("death",), skull), (("devil's", "tower", "lightning"), tower), (("devil",), devil),
    (("hermit", "time", "hunchback"), hourglass), (("justice", "libra"), scales),
    (("strength", "fortitude", "leo"), _symbol("lion", (210, 150, 50))),
    (("temperance",), _symbol("cup", BLUE)), (("love", "lovers", "charity"), _symbol("heart", RED)),
    (("angel", "judgement", "fame", "trumpets"), trumpet),
    (("hanged", "traitor"), hanged), (("magician", "juggler", "bagatto", "pagat", "bégato", "lads"), magician),
    (("emperor", "empress", "pope", "popess", "duke", "jupiter"), _symbol("crown", GOLD)),
    (("chariot",), _symbol("chariot", (120, 82, 46))), (("wheel",), _symbol("quoit", (150, 100, 50))),
    (("fire",), flame), (("water", "aquarius", "pisces"), waves), (("hope",), anchor), (("faith",), cross),
    (("ship",), ship), (("air",), _symbol("bird", (90, 140, 200))), (("poverty", "fool"), _symbol("jester", RED)),
    (("moor",), _symbol("person", (90, 60, 40))), (("atlas", "earth", "mond"), _symbol("dots", (60, 120, 200))),
    (("prudence", "constancy", "aries", "taurus", "gemini", "cancer", "virgo", "scorpio", "sagittarius",
      "capricorn"), _symbol("star", GOLD)),
]


def emblem_for(name_en: str) -> Callable[[Pen], None] | None:
    words = {w.strip("()").lower() for w in name_en.split()}
    for keys, draw in EMBLEMS:
        if words.intersection(keys):
            return draw
    return None
