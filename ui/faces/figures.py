"""Full-length, single-headed court figures: a standing figure and a rider on horseback.

Latin and Swiss courts show whole people (not the French double-headed busts): the figure stands on
the ground holding its suit sign, a king with crown, cloak and sceptre, a knight on a horse. Local
units: y -1 (top of the picture) to 1 (the ground line), x about -0.45..0.45 (the picture is narrow).
"""

from __future__ import annotations

from collections.abc import Callable

from ui.faces.colours import GOLD, SKIN
from ui.faces.pen import Colour, Pen, shade

INK = (40, 32, 28)
HOSE = (200, 60, 50)
ERMINE = (250, 248, 240)
HORSES = ((236, 232, 222), (150, 92, 50), (70, 52, 40), (190, 170, 140))

Sign = Callable[[Pen], None]  # draws the suit sign in a pen's local frame (-1..1)


def _head(pen: Pen, x: float, y: float, r: float, beard: bool) -> None:
    if beard:
        pen.poly([(x - r * 0.9, y + r * 0.1), (x + r * 0.9, y + r * 0.1), (x + r * 0.5, y + r * 1.35),
                  (x, y + r * 1.6), (x - r * 0.5, y + r * 1.35)], (120, 80, 46))
    pen.circle(x, y, r, SKIN)
    pen.circle(x, y, r, shade(SKIN, 0.6), r * 0.1)
    pen.circle(x - r * 0.36, y - r * 0.1, r * 0.12, INK)
    pen.circle(x + r * 0.36, y - r * 0.1, r * 0.12, INK)
    pen.line((x - r * 0.25, y + r * 0.45), (x + r * 0.25, y + r * 0.45), (170, 60, 60), r * 0.1)


def _hat(pen: Pen, x: float, y: float, r: float, kind: str, colour: Colour) -> None:
    """Headwear on a head of radius r at (x, y): crown, beret with a feather, a brimmed hat or a plume."""
    top = y - r * 0.75
    if kind == "king":
        pts = [(x - r, top), (x - r, top - r * 0.9), (x - r * 0.5, top - r * 0.45), (x, top - r * 1.1),
               (x + r * 0.5, top - r * 0.45), (x + r, top - r * 0.9), (x + r, top)]
        pen.poly(pts, GOLD)
        pen.poly(pts, shade(GOLD, 0.5), r * 0.08)
        for px in (-r, 0.0, r):
            pen.circle(x + px, top - (r * 1.1 if px == 0 else r * 0.9), r * 0.16, (200, 40, 40))
    elif kind == "rider":
        pen.ellipse(x, top + r * 0.1, r * 1.7, r * 0.3, shade(colour, 0.6))
        pen.ellipse(x, top - r * 0.25, r * 0.85, r * 0.5, shade(colour, 0.6))
        pen.line((x + r * 0.3, top - r * 0.4), (x + r * 1.5, top - r * 1.3), (240, 240, 240), r * 0.25)
    elif kind == "ober":
        pen.ellipse(x, top, r * 1.25, r * 0.45, INK)
        pen.line((x - r * 0.4, top - r * 0.2), (x - r * 1.4, top - r * 1.5), (210, 40, 40), r * 0.35)
        pen.line((x, top - r * 0.2), (x - r * 0.6, top - r * 1.7), (240, 240, 240), r * 0.3)
    else:  # page / Unter: a beret with a feather
        pen.ellipse(x + r * 0.15, top + r * 0.05, r * 1.15, r * 0.45, shade(colour, 0.55))
        pen.line((x + r * 0.7, top - r * 0.1), (x + r * 1.6, top - r * 1.0), (240, 220, 120), r * 0.22)


def standing(pen: Pen, kind: str, robe: Colour, sign: Sign, sign_at: tuple[float, float], sign_size: float,
             dress: str = "") -> None:
    """A whole figure standing on the ground, holding its suit sign at `sign_at`.

    `kind`: "king" (crown, beard, cloak, sceptre), "ober" (plumed hat), anything else a page or Unter.
    `dress` tells the families apart: "spanish" a white ruff, "italian" a dagged hem and a striped
    doublet, "swiss" the Landsknecht's puffed sleeves and parti-coloured hose.
    """
    dark = shade(robe, 0.5)
    pen.ellipse(0.0, 0.93, 0.36, 0.05, (214, 206, 186))
    if kind == "king":  # the cloak hangs behind everything
        cloak = [(-0.2, -0.44), (0.2, -0.44), (0.38, 0.8), (-0.38, 0.8)]
        pen.poly(cloak, (160, 30, 40))
        pen.lines([(-0.38, 0.8), (0.38, 0.8)], ERMINE, 0.05)
        pen.lines([(-0.2, -0.44), (-0.38, 0.8)], ERMINE, 0.04)
    for side in (-1, 1):  # legs in hose, then shoes
        hose = HOSE if kind != "king" else shade(robe, 0.7)
        if dress == "swiss" and side == 1:
            hose = (236, 200, 70)
        pen.poly([(side * 0.03, 0.3), (side * 0.14, 0.3), (side * 0.12, 0.86), (side * 0.05, 0.86)], hose)
        pen.ellipse(side * 0.1, 0.88, 0.07, 0.035, INK)
    hem = 0.75 if kind == "king" else 0.36
    tunic = [(-0.18, -0.44), (0.18, -0.44), (0.15, -0.05), (0.27, hem), (-0.27, hem), (-0.15, -0.05)]
    pen.poly(tunic, robe)
    if dress == "italian":  # a doublet striped down the front, and a hem cut in points
        pen.poly([(-0.05, -0.44), (0.05, -0.44), (0.08, hem), (-0.08, hem)], shade(robe, 1.35))
        pen.poly([(-0.27 + 0.09 * k + dx, hem + (0.0 if dx == 0 else 0.05)) for k in range(7) for dx in (0, 0.045)
                  if -0.27 + 0.09 * k + dx <= 0.27] + [(0.27, hem - 0.02), (-0.27, hem - 0.02)], robe)
    pen.poly(tunic, dark, 0.02)
    pen.lines([(-0.27, hem), (0.27, hem)], GOLD, 0.035)
    pen.rect(-0.16, -0.08, 0.16, -0.02, GOLD)
    pen.lines([(-0.1, -0.44), (0.0, -0.3), (0.1, -0.44)], GOLD, 0.03)
    # the free arm: a king's sceptre, otherwise a hand on the belt
    if kind == "king":
        pen.line((-0.17, -0.4), (-0.27, -0.1), robe, 0.07)
        pen.line((-0.3, 0.2), (-0.26, -0.62), shade(GOLD, 0.8), 0.03)
        pen.circle(-0.26, -0.64, 0.04, GOLD)
        pen.circle(-0.27, -0.1, 0.04, SKIN)
    else:
        pen.lines([(-0.17, -0.4), (-0.27, -0.2), (-0.15, -0.05)], robe, 0.07)
        pen.circle(-0.15, -0.05, 0.035, SKIN)
    # the arm reaching for the sign, then the sign over the hand
    sx, sy = sign_at
    hand = (sx - 0.02, sy + sign_size * 0.55) if sy < -0.2 else (sx - 0.05, sy - sign_size * 0.2)
    pen.lines([(0.17, -0.4), ((0.17 + hand[0]) / 2 + 0.04, (-0.4 + hand[1]) / 2), hand], robe, 0.07)
    pen.circle(hand[0], hand[1], 0.035, SKIN)
    if dress == "swiss":  # puffed, slashed sleeves at the shoulders
        for side in (-1, 1):
            pen.circle(side * 0.19, -0.4, 0.075, shade(robe, 1.3))
            pen.line((side * 0.15, -0.44), (side * 0.23, -0.36), (236, 200, 70), 0.025)
    if dress == "spanish":  # the white ruff
        collar(pen, 0.0, -0.46, 0.13)
    _head(pen, 0.0, -0.58, 0.1, beard=kind == "king")
    _hat(pen, 0.0, -0.58, 0.1, kind, robe)
    sign(pen.sub(sx, sy, sign_size))


def collar(pen: Pen, x: float, y: float, r: float) -> None:
    """A Spanish ruff: a white pleated collar round the neck."""
    pen.ellipse(x, y, r, r * 0.35, (250, 250, 246))
    for k in range(-3, 4):
        pen.circle(x + k * r * 0.28, y + r * 0.22, r * 0.14, (250, 250, 246))
    pen.ellipse(x, y, r, r * 0.35, (160, 160, 160), 0.01)


def rider(pen: Pen, robe: Colour, horse: Colour, sign: Sign, sign_size: float, dress: str = "") -> None:
    """A knight on a horse walking to the right, the suit sign raised in his hand (`dress` as for standing)."""
    dark = shade(horse, 0.55)
    pen.ellipse(0.0, 0.93, 0.42, 0.05, (214, 206, 186))
    for x0, x1 in ((-0.26, -0.3), (-0.16, -0.12), (0.16, 0.2), (0.26, 0.3)):  # legs
        pen.line((x0, 0.4), (x1, 0.88), dark, 0.06)
        pen.line((x0, 0.4), (x1, 0.86), horse, 0.045)
    pen.lines([(-0.34, 0.28), (-0.44, 0.5), (-0.4, 0.7)], shade(horse, 0.4), 0.05)  # tail
    pen.ellipse(0.0, 0.34, 0.36, 0.16, horse)
    pen.ellipse(0.0, 0.34, 0.36, 0.16, dark, 0.015)
    neck = [(0.2, 0.3), (0.34, 0.24), (0.42, -0.02), (0.3, -0.06)]
    pen.poly(neck, horse)
    head = [(0.3, -0.08), (0.44, -0.12), (0.48, 0.06), (0.44, 0.1), (0.36, 0.04)]
    pen.poly(head, horse)
    pen.poly(head, dark, 0.012)
    pen.lines([(0.3, -0.06), (0.26, 0.16)], shade(horse, 0.4), 0.035)  # mane
    pen.circle(0.4, -0.04, 0.015, INK)
    pen.poly([(-0.14, 0.2), (0.12, 0.2), (0.16, 0.36), (-0.18, 0.36)], (150, 30, 40))  # saddle cloth
    pen.lines([(0.02, 0.26), (0.06, 0.46), (0.12, 0.5)], HOSE, 0.05)  # the rider's leg
    body = [(-0.12, -0.3), (0.1, -0.3), (0.1, 0.0), (0.14, 0.26), (-0.12, 0.26), (-0.09, 0.0)]
    pen.poly(body, robe)
    pen.poly(body, shade(robe, 0.5), 0.015)
    pen.rect(-0.1, -0.04, 0.11, 0.01, GOLD)
    pen.lines([(0.09, -0.26), (0.26, -0.16), (0.36, 0.02)], robe, 0.06)  # the reins
    pen.lines([(-0.1, -0.26), (-0.2, -0.42)], robe, 0.06)
    pen.circle(-0.2, -0.44, 0.03, SKIN)
    if dress == "spanish":
        collar(pen, 0.0, -0.31, 0.11)
    _head(pen, 0.0, -0.42, 0.09, beard=False)
    _hat(pen, 0.0, -0.42, 0.09, "rider", robe)
    sign(pen.sub(-0.24, -0.7, sign_size))


def banner(pen: Pen, cloth: Colour, sign: Sign) -> None:
    """The Swiss Banner (the ten): a flag on its staff with the suit sign on the cloth."""
    pen.line((-0.32, -0.92), (-0.32, 0.92), (120, 84, 46), 0.05)
    pen.circle(-0.32, -0.94, 0.05, GOLD)
    flag = [(-0.3, -0.85), (0.05, -0.9), (0.42, -0.82), (0.42, 0.35), (0.05, 0.27), (-0.3, 0.33)]
    pen.poly(flag, cloth)
    pen.poly(flag, shade(cloth, 0.5), 0.02)
    pen.poly([(-0.3, -0.85), (0.05, -0.9), (0.42, -0.82), (0.42, -0.74), (0.05, -0.82), (-0.3, -0.77)], GOLD)
    pen.circle(0.06, -0.28, 0.3, (250, 246, 230))
    sign(pen.sub(0.06, -0.28, 0.24))
    pen.lines([(-0.3, 0.33), (-0.1, 0.55), (-0.3, 0.75)], GOLD, 0.025)  # cords and tassel
    pen.circle(-0.3, 0.78, 0.04, GOLD)
