"""Parts of a court figure's half, in the half's local units (x -1..1, y 0 at the top, down to the middle).

Heads (frontal or in profile), hair and beards, crowns and hats, a robe with a
front panel and trim, arms and hands. The French and Tell figures are put
together from these, each with its own dress and attribute.
"""

from __future__ import annotations

import math

from ui.faces.colours import GOLD, SKIN
from ui.faces.pen import Colour, Pen, Point, shade

INK = (34, 28, 24)
WHITE = (248, 246, 238)
STEEL = (176, 182, 192)
WOOD = (128, 86, 46)


def head(pen: Pen, x: float, y: float, r: float, facing: int = 0, hair: Colour | None = None,
         beard: Colour | None = None, long_hair: bool = False) -> None:
    """A face at (x, y): frontal when facing is 0, else a three-quarter profile looking left (-1) or right (1)."""
    if hair is not None and long_hair:
        pen.poly([(x - r * 1.25, y - r * 0.2), (x + r * 1.25, y - r * 0.2), (x + r * 1.45, y + r * 2.0),
                  (x - r * 1.45, y + r * 2.0)], hair)
        pen.ellipse(x, y - r * 0.2, r * 1.25, r * 1.15, hair)
    elif hair is not None:
        pen.ellipse(x, y - r * 0.05, r * 1.15, r * 1.12, hair)
    fx = x + facing * r * 0.12
    pen.ellipse(fx, y, r * 0.86, r, SKIN)
    if beard is not None:
        pen.poly([(fx - r * 0.85, y + r * 0.05), (fx + r * 0.85, y + r * 0.05), (fx + r * 0.55, y + r * 1.25),
                  (fx, y + r * 1.55), (fx - r * 0.55, y + r * 1.25)], beard)
        pen.ellipse(fx, y + r * 0.45, r * 0.3, r * 0.12, SKIN)  # the mouth's opening in the beard
        pen.lines([(fx - r * 0.45, y + r * 0.32), (fx, y + r * 0.24), (fx + r * 0.45, y + r * 0.32)], beard,
                  r * 0.16)
    pen.ellipse(fx, y, r * 0.86, r, shade(SKIN, 0.62), r * 0.06)
    eye_y = y - r * 0.12
    if facing == 0:
        for ex in (-0.34, 0.34):
            pen.ellipse(fx + ex * r, eye_y, r * 0.14, r * 0.09, WHITE)
            pen.circle(fx + ex * r, eye_y, r * 0.07, INK)
            pen.line((fx + (ex - 0.18) * r, eye_y - r * 0.2), (fx + (ex + 0.18) * r, eye_y - r * 0.22), INK,
                     r * 0.05)
        pen.lines([(fx, eye_y), (fx - r * 0.1, y + r * 0.25), (fx + r * 0.06, y + r * 0.28)], shade(SKIN, 0.55),
                  r * 0.05)
    else:
        ex = fx + facing * r * 0.3
        pen.ellipse(ex, eye_y, r * 0.15, r * 0.09, WHITE)
        pen.circle(ex + facing * r * 0.06, eye_y, r * 0.07, INK)
        pen.line((ex - r * 0.2, eye_y - r * 0.22), (ex + r * 0.2, eye_y - r * 0.2), INK, r * 0.05)
        nose = [(fx + facing * r * 0.55, eye_y), (fx + facing * r * 0.98, y + r * 0.3),
                (fx + facing * r * 0.6, y + r * 0.32)]
        pen.poly(nose, SKIN)
        pen.lines(nose, shade(SKIN, 0.55), r * 0.05)
        pen.circle(fx - facing * r * 0.45, y + r * 0.05, r * 0.14, shade(SKIN, 0.85))  # the ear
    if beard is None:
        pen.line((fx - r * 0.2 + facing * r * 0.25, y + r * 0.55), (fx + r * 0.2 + facing * r * 0.25, y + r * 0.55),
                 (176, 60, 60), r * 0.08)
    pen.circle(fx - r * 0.45 + facing * r * 0.2, y + r * 0.3, r * 0.12, (240, 180, 160))


def crown(pen: Pen, x: float, y: float, w: float, h: float, jewels: Colour = (200, 30, 40), points: int = 5) -> None:
    """A crown whose band sits at y (the top of the forehead), w half-wide, h tall."""
    pts: list[Point] = [(x - w, y)]
    for k in range(points):
        t = -1 + 2 * k / (points - 1)
        pts.append((x + t * w, y - h))
        if k < points - 1:
            pts.append((x + (t + 1 / (points - 1)) * w, y - h * 0.45))
    pts.append((x + w, y))
    pen.poly(pts, GOLD)
    pen.lines(pts, shade(GOLD, 0.5), h * 0.07, closed=True)
    pen.rect(x - w, y - h * 0.3, x + w, y, shade(GOLD, 0.8))
    for k in range(points):
        t = -1 + 2 * k / (points - 1)
        pen.circle(x + t * w, y - h, h * 0.12, WHITE)
    pen.circle(x, y - h * 0.15, h * 0.12, jewels)


def robe(pen: Pen, bottom: float, main: Colour, front: Colour, trim: Colour, shoulder_y: float = 0.8,
         width: float = 0.86) -> None:
    """Shoulders and torso down to `bottom`, a front panel of another colour, trim and a zigzag hem."""
    body = [(-width, bottom), (-width, shoulder_y + 0.18), (-width * 0.75, shoulder_y), (-0.22, shoulder_y - 0.08),
            (0.22, shoulder_y - 0.08), (width * 0.75, shoulder_y), (width, shoulder_y + 0.18), (width, bottom)]
    pen.poly(body, main)
    pen.lines(body[1:-1], shade(main, 0.5), 0.03)
    panel = [(-0.24, shoulder_y - 0.06), (0.24, shoulder_y - 0.06), (0.34, bottom), (-0.34, bottom)]
    pen.poly(panel, front)
    for sx in (-1, 1):
        pen.line((sx * 0.24, shoulder_y - 0.06), (sx * 0.34, bottom), trim, 0.05)
    # a row of small lozenges down the front: the patterned cloth of printed courts
    y = shoulder_y + 0.1
    while y < bottom - 0.05:
        pen.poly([(0.0, y - 0.06), (0.06, y), (0.0, y + 0.06), (-0.06, y)], trim)
        y += 0.17


def ermine_collar(pen: Pen, y: float, w: float) -> None:
    pen.ellipse(0.0, y, w, 0.08, WHITE)
    pen.ellipse(0.0, y, w, 0.08, shade(WHITE, 0.6), 0.015)
    for k in range(5):
        pen.circle(-w * 0.7 + k * w * 0.35, y + 0.01, 0.018, INK)


def sleeve(pen: Pen, shoulder: Point, hand: Point, colour: Colour, cuff: Colour, width: float = 0.2) -> None:
    """An arm from the shoulder to a hand, with a cuff; the hand is drawn last so it holds what comes after."""
    pen.line(shoulder, hand, colour, width)
    pen.line(shoulder, hand, shade(colour, 0.5), 0.02)
    dx, dy = hand[0] - shoulder[0], hand[1] - shoulder[1]
    n = math.hypot(dx, dy) or 1.0
    cx, cy = hand[0] - dx / n * 0.08, hand[1] - dy / n * 0.08
    pen.circle(cx, cy, width * 0.55, cuff)


def hand(pen: Pen, at: Point, r: float = 0.075) -> None:
    pen.circle(at[0], at[1], r, SKIN)
    pen.circle(at[0], at[1], r, shade(SKIN, 0.6), 0.012)


def sword(pen: Pen, grip: Point, tip: Point, width: float = 0.06) -> None:
    """A straight sword from the hilt at `grip` to `tip`, with a cross-guard just above the grip."""
    dx, dy = tip[0] - grip[0], tip[1] - grip[1]
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    guard = (grip[0] + ux * 0.08, grip[1] + uy * 0.08)
    pen.line(guard, tip, STEEL, width)
    pen.line(guard, tip, shade(STEEL, 0.55), width * 0.25)
    pen.line((guard[0] - uy * 0.13, guard[1] + ux * 0.13), (guard[0] + uy * 0.13, guard[1] - ux * 0.13), GOLD,
             width * 0.8)
    pen.line(grip, (grip[0] - ux * 0.1, grip[1] - uy * 0.1), WOOD, width * 0.9)
    pen.circle(grip[0] - ux * 0.12, grip[1] - uy * 0.12, width * 0.7, GOLD)


def flower(pen: Pen, stem_from: Point, at: Point, petals: Colour = (214, 40, 70)) -> None:
    pen.line(stem_from, at, (40, 120, 50), 0.03)
    pen.ellipse((stem_from[0] + at[0]) / 2 + 0.05, (stem_from[1] + at[1]) / 2, 0.06, 0.03, (40, 120, 50))
    for k in range(5):
        a = 2 * math.pi * k / 5
        pen.circle(at[0] + 0.06 * math.cos(a), at[1] + 0.06 * math.sin(a), 0.05, petals)
    pen.circle(at[0], at[1], 0.04, GOLD)


def feather(pen: Pen, base: Point, tip: Point, colour: Colour, width: float = 0.09) -> None:
    """A plume: a thick curve from the hat band to its tip."""
    mx, my = (base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2
    bend = (mx + (tip[1] - base[1]) * 0.25, my - (tip[0] - base[0]) * 0.25)
    pen.lines([base, bend, tip], colour, width)
    pen.lines([base, bend, tip], shade(colour, 0.6), width * 0.2)


def zigzag_band(pen: Pen, y: float, x0: float, x1: float, height: float, colour: Colour, ink: Colour) -> None:
    """A band of cloth with a zigzag woven into it, as on the sleeves and hems of printed courts."""
    pen.rect(x0, y, x1, y + height, colour)
    steps = max(2, round((x1 - x0) / height))
    step = (x1 - x0) / steps
    pts = [(x0 + k * step, y + (height * 0.8 if k % 2 else height * 0.2)) for k in range(steps + 1)]
    pen.lines(pts, ink, height * 0.18)
