"""Pieces of the little genre scenes on tarock trumps: people in 19th-century dress, buildings, trees, boats.

Every piece stands on a ground point (x, y) in the pen's local units and is `s` tall (a person from
feet to crown; a house from sill to roof ridge), so a scene is a handful of calls placing pieces on
one ground line. `face` (+1 or -1) turns a person's props and gaze left or right: the pen itself can
only turn a whole drawing upside down (for the double-ended card), not mirror it.
"""

from __future__ import annotations

import math

from ui.faces.colours import SKIN
from ui.faces.pen import Colour, Pen, shade

INK = (50, 36, 28)
WOOD = (150, 100, 56)
STONE = (204, 196, 178)
ROOF = (176, 64, 44)
LEAF = (62, 124, 58)
WATER = (92, 150, 196)
WHITE = (248, 246, 238)


def _hat(pen: Pen, x: float, top: float, r: float, kind: str, colour: Colour, face: int) -> None:
    """Headwear on a head of radius r whose crown is at y=top."""
    if kind == "top":  # the gentleman's top hat
        pen.rect(x - r * 0.8, top - r * 1.5, x + r * 0.8, top + r * 0.3, colour)
        pen.rect(x - r * 1.35, top + r * 0.15, x + r * 1.35, top + r * 0.45, colour)
    elif kind == "cap":  # a peasant's or worker's flat cap
        pen.ellipse(x, top + r * 0.35, r * 1.05, r * 0.55, colour)
        pen.rect(x + face * r * 0.2, top + r * 0.4, x + face * r * 1.5, top + r * 0.65, shade(colour, 0.7))
    elif kind == "straw":  # a wide-brimmed hat for the fields
        pen.ellipse(x, top + r * 0.45, r * 1.9, r * 0.35, colour)
        pen.ellipse(x, top + r * 0.1, r * 0.85, r * 0.55, colour)
        pen.rect(x - r * 0.85, top + r * 0.2, x + r * 0.85, top + r * 0.4, (170, 40, 40))
    elif kind == "bonnet":  # a lady's bonnet with a ribbon
        pen.ellipse(x - face * r * 0.1, top + r * 0.6, r * 1.3, r * 1.05, colour)
        pen.ellipse(x + face * r * 0.25, top + r * 0.95, r * 0.85, r * 0.8, SKIN)
        pen.line((x - face * r * 0.6, top + r * 1.5), (x - face * r * 0.9, top + r * 2.4), (200, 60, 90), r * 0.3)
    elif kind == "kerchief":  # a country woman's headscarf
        pen.ellipse(x, top + r * 0.55, r * 1.12, r * 0.75, colour)
        pen.poly([(x - face * r * 0.6, top + r), (x - face * r * 1.4, top + r * 2.0),
                  (x - face * r * 0.5, top + r * 1.6)], colour)
    elif kind == "jester":  # two floppy points with bells
        for sign in (-1, 1):
            pen.poly([(x, top + r * 0.3), (x + sign * r * 1.8, top - r * 0.7), (x + sign * r * 0.5, top + r * 0.7)],
                     colour if sign < 0 else shade(colour, 0.6) if colour != (250, 250, 250) else (40, 40, 40))
            pen.circle(x + sign * r * 1.8, top - r * 0.7, r * 0.3, (240, 200, 50))
    elif kind == "bicorne":  # a soldier's or sailor's hat
        pen.poly([(x - r * 1.6, top + r * 0.45), (x, top - r * 0.7), (x + r * 1.6, top + r * 0.45)], colour)
    elif kind == "turban":  # wound cloth with a jewel at the front
        pen.ellipse(x, top + r * 0.35, r * 1.25, r * 0.8, colour)
        pen.line((x - r * 1.1, top + r * 0.5), (x + r * 1.1, top + r * 0.2), shade(colour, 0.75), r * 0.25)
        pen.circle(x + face * r * 0.3, top + r * 0.3, r * 0.22, (200, 40, 60))
    elif kind == "hair":  # a woman's hair gathered in a bun
        pen.ellipse(x, top + r * 0.5, r * 1.05, r * 0.7, colour)
        pen.circle(x - face * r * 0.85, top + r * 0.35, r * 0.5, colour)


def person(pen: Pen, x: float, y: float, s: float, coat: Colour, lower: Colour = (60, 58, 76), *,
           hat: str = "", hat_colour: Colour = (40, 36, 40), face: int = 1, woman: bool = False,
           prop: str = "", arm: str = "down", stride: float = 0.0, skin: Colour = SKIN) -> None:
    """A standing figure: legs or a skirt, a coat, arms, a head with headwear and something in hand.

    Proportions are a little stocky (a head of about a seventh of the height, broad shoulders) so a
    figure an inch tall on the card still reads as a man or a woman, and every part gets a dark
    outline, as the printed trumps have."""
    r = s * 0.095
    head_y = y - s + r * 1.2
    shoulder = head_y + r * 1.45
    waist = y - s * 0.45
    hand = _hand(x, shoulder, waist, s, face, arm)
    dark = shade(coat, 0.55)
    sleeve = s * 0.07
    # the arm behind the body first, so the near arm and the prop overlap the coat
    pen.line((x - face * s * 0.11, shoulder + r * 0.3), (x - face * s * 0.16, waist + s * 0.05), dark, sleeve)
    if woman:  # a long skirt to the ankles, wider at the hem
        hem = y - s * 0.03
        skirt = [(x - s * 0.12, waist), (x + s * 0.12, waist), (x + s * 0.25, hem), (x - s * 0.25, hem)]
        pen.rect(x - s * 0.1, y - s * 0.04, x + s * 0.1, y, INK)
        pen.poly(skirt, lower)
        pen.line((x - s * 0.22, y - s * 0.07), (x + s * 0.22, y - s * 0.07), shade(lower, 0.7), s * 0.025)
        pen.poly(skirt, shade(lower, 0.5), s * 0.014)
    else:
        for side in (-1, 1):
            foot = x + side * s * (0.08 + stride)
            pen.line((x + side * s * 0.06, waist), (foot, y - s * 0.03), shade(lower, 0.6), s * 0.1)
            pen.line((x + side * s * 0.06, waist), (foot, y - s * 0.03), lower, s * 0.075)
            pen.line((foot, y - s * 0.015), (foot + face * s * 0.07, y - s * 0.015), INK, s * 0.045)
    tail = waist + s * (0.02 if woman else 0.14)
    body = [(x - s * 0.14, shoulder), (x + s * 0.14, shoulder), (x + s * 0.15, tail), (x - s * 0.15, tail)]
    pen.poly(body, coat)
    pen.poly(body, dark, s * 0.014)
    pen.line((x - s * 0.14, waist), (x + s * 0.14, waist), dark, s * 0.02)  # a belt or the coat's waist seam
    pen.poly([(x - s * 0.04, shoulder), (x + s * 0.04, shoulder), (x, shoulder + s * 0.07)], WHITE)
    _prop(pen, hand, s, face, prop)
    pen.line((x + face * s * 0.11, shoulder + r * 0.3), hand, dark, sleeve * 1.3)
    pen.line((x + face * s * 0.11, shoulder + r * 0.3), hand, coat, sleeve)
    pen.circle(hand[0], hand[1], s * 0.032, skin)
    pen.circle(x, head_y + r * 0.95, r * 0.4, skin)  # the neck
    pen.circle(x, head_y, r, skin)
    pen.circle(x, head_y, r, shade(skin, 0.55), s * 0.01)
    pen.circle(x + face * r * 0.45, head_y - r * 0.1, r * 0.14, INK)
    pen.circle(x + face * r * 0.55, head_y + r * 0.4, r * 0.16, (226, 150, 140))  # a ruddy cheek
    if hat:
        _hat(pen, x, head_y - r, r, hat, hat_colour, face)


def _hand(x: float, shoulder: float, waist: float, s: float, face: int, arm: str) -> tuple[float, float]:
    if arm == "up":
        return (x + face * s * 0.2, shoulder - s * 0.16)
    if arm == "out":
        return (x + face * s * 0.27, shoulder + s * 0.06)
    return (x + face * s * 0.16, waist + s * 0.04)


def _prop(pen: Pen, hand: tuple[float, float], s: float, face: int, prop: str) -> None:
    """What a figure holds, drawn from its hand."""
    hx, hy = hand
    f = face
    if prop == "cane":
        pen.line((hx, hy - s * 0.02), (hx + f * s * 0.05, hy + s * 0.46), INK, s * 0.025)
    elif prop in ("rake", "pitchfork", "scythe", "spade", "axe", "flag", "rod", "gun", "staff", "slapstick"):
        _tool(pen, hx, hy, s, f, prop)
    elif prop == "basket":
        pen.ellipse(hx + f * s * 0.02, hy + s * 0.08, s * 0.1, s * 0.07, WOOD)
        pen.lines([(hx - s * 0.07, hy + s * 0.07), (hx, hy - s * 0.02), (hx + s * 0.08, hy + s * 0.07)], WOOD,
                  s * 0.015)
        pen.circle(hx - s * 0.03, hy + s * 0.03, s * 0.035, (200, 40, 40))
        pen.circle(hx + s * 0.04, hy + s * 0.04, s * 0.035, (90, 60, 140))
    elif prop == "glass":
        pen.rect(hx - s * 0.03, hy - s * 0.1, hx + s * 0.03, hy, (240, 200, 80))
        pen.rect(hx - s * 0.03, hy - s * 0.12, hx + s * 0.03, hy - s * 0.09, WHITE)
    elif prop == "violin":
        pen.ellipse(hx - f * s * 0.08, hy - s * 0.08, s * 0.07, s * 0.05, (160, 80, 30))
        pen.line((hx - f * s * 0.16, hy - s * 0.14), (hx + f * s * 0.12, hy - s * 0.22), INK, s * 0.015)
    elif prop == "sack":
        pen.ellipse(hx - f * s * 0.04, hy - s * 0.22, s * 0.12, s * 0.15, (226, 214, 180))
        pen.ellipse(hx - f * s * 0.04, hy - s * 0.22, s * 0.12, s * 0.15, shade((226, 214, 180), 0.6), s * 0.01)
    elif prop == "umbrella":  # a parasol held high
        pen.line((hx, hy), (hx, hy - s * 0.45), INK, s * 0.018)
        pen.poly([(hx - s * 0.2, hy - s * 0.36), (hx, hy - s * 0.52), (hx + s * 0.2, hy - s * 0.36)], (220, 90, 120))
    elif prop == "fan":
        pen.poly([(hx, hy), (hx + f * s * 0.14, hy - s * 0.14), (hx + f * s * 0.18, hy - s * 0.02)], (230, 60, 80))
    elif prop == "watering":
        pen.rect(hx - s * 0.05, hy, hx + s * 0.05, hy + s * 0.1, (90, 120, 110))
        pen.line((hx + f * s * 0.05, hy + s * 0.02), (hx + f * s * 0.16, hy - s * 0.04), (90, 120, 110), s * 0.02)
        for k in range(3):
            pen.circle(hx + f * s * (0.19 + k * 0.02), hy + s * (0.02 + k * 0.06), s * 0.012, WATER)
    elif prop == "pipe":
        pen.line((hx, hy), (hx + f * s * 0.08, hy - s * 0.04), INK, s * 0.02)
    elif prop == "bagpipe":
        pen.ellipse(hx - f * s * 0.05, hy - s * 0.04, s * 0.09, s * 0.07, (150, 110, 70))
        pen.line((hx, hy), (hx + f * s * 0.1, hy + s * 0.14), INK, s * 0.03)
    elif prop == "puppet":  # the Sküs's little fool on a stick
        pen.line((hx, hy), (hx + f * s * 0.02, hy - s * 0.2), INK, s * 0.02)
        pen.circle(hx + f * s * 0.02, hy - s * 0.26, s * 0.05, SKIN)
        for sign in (-1, 1):
            pen.poly([(hx + f * s * 0.02, hy - s * 0.3), (hx + f * s * 0.02 + sign * s * 0.07, hy - s * 0.37),
                      (hx + f * s * 0.02 + sign * s * 0.02, hy - s * 0.27)],
                     (200, 40, 40) if sign < 0 else (40, 90, 200))
    elif prop == "lantern":
        pen.line((hx, hy), (hx, hy + s * 0.06), INK, s * 0.012)
        pen.rect(hx - s * 0.035, hy + s * 0.06, hx + s * 0.035, hy + s * 0.14, (250, 220, 110))
        pen.rect(hx - s * 0.035, hy + s * 0.06, hx + s * 0.035, hy + s * 0.14, INK, s * 0.01)


def _tool(pen: Pen, hx: float, hy: float, s: float, f: int, prop: str) -> None:
    """A long-handled tool, held upright with its working end up (or down for the spade)."""
    top = (hx + f * s * 0.04, hy - s * 0.5)
    foot = (hx - f * s * 0.02, hy + s * 0.38)
    if prop == "gun":
        top, foot = (hx + f * s * 0.32, hy - s * 0.28), (hx - f * s * 0.08, hy + s * 0.06)
    if prop == "rod":
        top, foot = (hx + f * s * 0.5, hy - s * 0.45), (hx - f * s * 0.05, hy + s * 0.04)
    if prop == "slapstick":
        top, foot = (hx + f * s * 0.1, hy - s * 0.3), (hx, hy + s * 0.05)
    if prop == "scythe":  # held low, so the blade stays inside a half-card scene
        top = (hx + f * s * 0.04, hy - s * 0.3)
    pen.line(foot, top, WOOD if prop not in ("gun", "slapstick") else INK, s * 0.025)
    tx, ty = top
    if prop == "rake":
        pen.line((tx - s * 0.1, ty), (tx + s * 0.1, ty), WOOD, s * 0.025)
        for k in range(5):
            px = tx - s * 0.1 + k * s * 0.05
            pen.line((px, ty), (px, ty - s * 0.05), WOOD, s * 0.015)
    elif prop == "pitchfork":
        for dx in (-0.05, 0.0, 0.05):
            pen.line((tx + dx * s, ty), (tx + dx * s, ty - s * 0.12), (120, 120, 120), s * 0.015)
        pen.line((tx - s * 0.05, ty), (tx + s * 0.05, ty), (120, 120, 120), s * 0.015)
    elif prop == "scythe":  # a long curved blade, steel with a dark edge so it shows on any ground
        blade = [(tx, ty - s * 0.02), (tx - f * s * 0.2, ty - s * 0.06), (tx - f * s * 0.4, ty + s * 0.04),
                 (tx - f * s * 0.2, ty + s * 0.02), (tx, ty + s * 0.04)]
        pen.poly(blade, (196, 200, 210))
        pen.poly(blade, INK, s * 0.012)
    elif prop == "spade":
        fx, fy = foot
        pen.rect(fx - s * 0.05, fy, fx + s * 0.05, fy + s * 0.1, (150, 150, 156))
    elif prop == "axe":
        pen.poly([(tx, ty), (tx + f * s * 0.12, ty - s * 0.05), (tx + f * s * 0.12, ty + s * 0.1), (tx, ty + s * 0.06)],
                 (160, 160, 168))
    elif prop == "flag":
        pen.poly([(tx, ty), (tx + f * s * 0.28, ty + s * 0.06), (tx, ty + s * 0.14)], (210, 40, 40))
    elif prop == "rod":
        pen.line(top, (tx, ty + s * 0.5), (90, 90, 90), s * 0.006)
    elif prop == "staff":
        pen.circle(tx, ty, s * 0.025, WOOD)
    elif prop == "slapstick":
        pen.rect(tx - s * 0.03, ty - s * 0.06, tx + s * 0.03, ty + s * 0.02, (230, 190, 60))


def house(pen: Pen, x: float, y: float, s: float, wall: Colour = (236, 224, 196), roof: Colour = ROOF,
          chimney: bool = True) -> None:
    w = s * 0.55
    pen.rect(x - w, y - s * 0.6, x + w, y, wall)
    pen.poly([(x - w * 1.15, y - s * 0.58), (x, y - s), (x + w * 1.15, y - s * 0.58)], roof)
    if chimney:
        pen.rect(x + w * 0.45, y - s * 0.95, x + w * 0.7, y - s * 0.7, shade(roof, 0.7))
    pen.rect(x - w * 0.2, y - s * 0.35, x + w * 0.2, y, shade(WOOD, 0.8))
    for dx in (-0.65, 0.45):
        pen.rect(x + w * dx, y - s * 0.45, x + w * (dx + 0.25), y - s * 0.25, (120, 170, 210))
    pen.rect(x - w, y - s * 0.6, x + w, y, shade(wall, 0.6), s * 0.015)


def church(pen: Pen, x: float, y: float, s: float) -> None:
    """A village church: nave and a tower with an onion dome."""
    wall = (240, 236, 220)
    pen.rect(x - s * 0.1, y - s * 0.4, x + s * 0.55, y, wall)
    pen.poly([(x - s * 0.12, y - s * 0.38), (x + s * 0.2, y - s * 0.62), (x + s * 0.57, y - s * 0.38)], ROOF)
    pen.rect(x - s * 0.3, y - s * 0.78, x - s * 0.05, y, wall)
    pen.ellipse(x - s * 0.175, y - s * 0.84, s * 0.14, s * 0.1, (70, 110, 80))
    pen.line((x - s * 0.175, y - s * 0.93), (x - s * 0.175, y - s), (200, 160, 40), s * 0.02)
    pen.line((x - s * 0.21, y - s * 0.97), (x - s * 0.14, y - s * 0.97), (200, 160, 40), s * 0.02)
    pen.circle(x - s * 0.175, y - s * 0.62, s * 0.05, (220, 190, 80))
    pen.rect(x - s * 0.22, y - s * 0.22, x - s * 0.13, y, shade(WOOD, 0.7))
    for dx in (0.1, 0.3):
        pen.rect(x + s * dx, y - s * 0.3, x + s * (dx + 0.08), y - s * 0.12, (120, 160, 200))
    pen.rect(x - s * 0.3, y - s * 0.78, x - s * 0.05, y, shade(wall, 0.6), s * 0.012)


def windmill(pen: Pen, x: float, y: float, s: float, turn: float = 0.3) -> None:
    pen.poly([(x - s * 0.18, y), (x - s * 0.1, y - s * 0.55), (x + s * 0.1, y - s * 0.55), (x + s * 0.18, y)], STONE)
    pen.poly([(x - s * 0.13, y - s * 0.55), (x, y - s * 0.7), (x + s * 0.13, y - s * 0.55)], shade(WOOD, 0.8))
    cx, cy = x, y - s * 0.58
    for k in range(4):
        a = turn + k * math.pi / 2
        ex, ey = cx + math.cos(a) * s * 0.45, cy + math.sin(a) * s * 0.45
        pen.line((cx, cy), (ex, ey), WOOD, s * 0.025)
        nx, ny = -math.sin(a) * s * 0.07, math.cos(a) * s * 0.07
        mx, my = cx + math.cos(a) * s * 0.15, cy + math.sin(a) * s * 0.15
        pen.poly([(mx, my), (ex, ey), (ex + nx, ey + ny), (mx + nx, my + ny)], WHITE)
    pen.circle(cx, cy, s * 0.035, INK)
    pen.rect(x - s * 0.05, y - s * 0.16, x + s * 0.05, y, shade(WOOD, 0.7))


def tree(pen: Pen, x: float, y: float, s: float, leaf: Colour = LEAF, fruit: Colour | None = None) -> None:
    pen.line((x, y), (x, y - s * 0.55), shade(WOOD, 0.8), s * 0.09)
    for dx, dy, r in ((-0.14, -0.62, 0.22), (0.14, -0.64, 0.22), (0.0, -0.8, 0.24)):
        pen.circle(x + dx * s, y + dy * s, r * s, leaf)
    pen.circle(x - 0.05 * s, y - 0.75 * s, 0.1 * s, shade(leaf, 1.25))
    if fruit is not None:
        for dx, dy in ((-0.15, -0.6), (0.12, -0.7), (0.02, -0.88), (0.2, -0.56)):
            pen.circle(x + dx * s, y + dy * s, s * 0.035, fruit)


def fir(pen: Pen, x: float, y: float, s: float, snow: bool = False) -> None:
    pen.rect(x - s * 0.04, y - s * 0.15, x + s * 0.04, y, shade(WOOD, 0.7))
    green = (40, 96, 60)
    for k, (w, top) in enumerate(((0.28, 0.55), (0.22, 0.78), (0.15, 1.0))):
        base = y - s * (0.12 + 0.22 * k)
        pen.poly([(x - s * w, base), (x, y - s * top), (x + s * w, base)], green)
        if snow:
            cap = y - s * (top - 0.12)
            pen.poly([(x - s * w * 0.5, cap), (x, y - s * top), (x + s * w * 0.5, cap)], WHITE)


def boat(pen: Pen, x: float, y: float, s: float, sail: Colour | None = WHITE, hull: Colour = (120, 70, 40)) -> None:
    """A boat floating at y (the waterline)."""
    pen.poly([(x - s * 0.5, y - s * 0.15), (x + s * 0.55, y - s * 0.15), (x + s * 0.38, y + s * 0.05),
              (x - s * 0.38, y + s * 0.05)], hull)
    if sail is not None:
        pen.line((x, y - s * 0.15), (x, y - s), INK, s * 0.025)
        pen.poly([(x + s * 0.03, y - s * 0.95), (x + s * 0.42, y - s * 0.22), (x + s * 0.03, y - s * 0.22)], sail)
        pen.poly([(x - s * 0.03, y - s * 0.8), (x - s * 0.3, y - s * 0.22), (x - s * 0.03, y - s * 0.22)],
                 shade(sail, 0.88))
        pen.poly([(x, y - s), (x + s * 0.15, y - s * 0.95), (x, y - s * 0.9)], (200, 40, 40))


def waves(pen: Pen, x0: float, x1: float, y: float, s: float) -> None:
    n = max(2, round((x1 - x0) / (s * 0.3)))
    for k in range(n):
        cx = x0 + (k + 0.5) * (x1 - x0) / n
        pen.lines([(cx - s * 0.1, y), (cx, y - s * 0.04), (cx + s * 0.1, y)], WHITE, s * 0.015)


def fence(pen: Pen, x0: float, x1: float, y: float, s: float) -> None:
    pen.line((x0, y - s * 0.5), (x1, y - s * 0.5), WOOD, s * 0.05)
    pen.line((x0, y - s * 0.22), (x1, y - s * 0.22), WOOD, s * 0.05)
    n = max(2, round((x1 - x0) / (s * 0.5)))
    for k in range(n + 1):
        px = x0 + k * (x1 - x0) / n
        pen.line((px, y), (px, y - s * 0.7), shade(WOOD, 0.8), s * 0.06)


def wheel(pen: Pen, x: float, y: float, r: float, colour: Colour = INK) -> None:
    pen.circle(x, y, r, colour, r * 0.16)
    for k in range(6):
        a = k * math.pi / 3
        pen.line((x, y), (x + math.cos(a) * r, y + math.sin(a) * r), colour, r * 0.1)


def cart(pen: Pen, x: float, y: float, s: float, load: Colour | None = (226, 196, 90)) -> None:
    """A farm cart (hay, logs, sacks) of length s."""
    if load is not None:
        pen.ellipse(x, y - s * 0.45, s * 0.5, s * 0.25, load)
    pen.rect(x - s * 0.5, y - s * 0.3, x + s * 0.5, y - s * 0.18, WOOD)
    pen.line((x - s * 0.5, y - s * 0.24), (x - s * 0.8, y - s * 0.2), WOOD, s * 0.03)
    for dx in (-0.3, 0.3):
        wheel(pen, x + dx * s, y - s * 0.14, s * 0.14)


def carriage(pen: Pen, x: float, y: float, s: float, colour: Colour = (40, 70, 120)) -> None:
    pen.rect(x - s * 0.3, y - s * 0.6, x + s * 0.3, y - s * 0.2, colour, radius=s * 0.06)
    pen.rect(x - s * 0.22, y - s * 0.52, x + s * 0.05, y - s * 0.35, (190, 220, 240))
    pen.rect(x - s * 0.34, y - s * 0.65, x + s * 0.34, y - s * 0.6, INK)
    wheel(pen, x - s * 0.22, y - s * 0.15, s * 0.15, (120, 40, 30))
    wheel(pen, x + s * 0.22, y - s * 0.15, s * 0.15, (120, 40, 30))


def sun(pen: Pen, x: float, y: float, r: float, colour: Colour = (246, 196, 60)) -> None:
    for k in range(12):
        a = k * math.pi / 6
        pen.line((x + math.cos(a) * r * 1.2, y + math.sin(a) * r * 1.2), (x + math.cos(a) * r * 1.6,
                 y + math.sin(a) * r * 1.6), colour, r * 0.18)
    pen.circle(x, y, r, colour)


def moon(pen: Pen, x: float, y: float, r: float, sky: Colour) -> None:
    pen.circle(x, y, r, (246, 236, 190))
    pen.circle(x + r * 0.45, y - r * 0.2, r * 0.85, sky)


def cloud(pen: Pen, x: float, y: float, s: float) -> None:
    for dx, dy, r in ((-0.2, 0.02, 0.14), (0.0, -0.05, 0.18), (0.2, 0.02, 0.13)):
        pen.circle(x + dx * s, y + dy * s, r * s, WHITE)


def barrel(pen: Pen, x: float, y: float, s: float) -> None:
    pen.ellipse(x, y - s * 0.5, s * 0.32, s * 0.5, WOOD)
    for dy in (0.2, 0.8):
        pen.line((x - s * 0.3, y - s * dy), (x + s * 0.3, y - s * dy), INK, s * 0.04)


def table(pen: Pen, x: float, y: float, s: float, cloth: Colour = WHITE) -> None:
    pen.rect(x - s * 0.45, y - s * 0.5, x + s * 0.45, y - s * 0.42, cloth)
    for dx in (-0.38, 0.38):
        pen.line((x + dx * s, y - s * 0.42), (x + dx * s, y), WOOD, s * 0.05)


def hill(pen: Pen, x: float, y: float, rx: float, ry: float, colour: Colour) -> None:
    pen.ellipse(x, y, rx, ry, colour)


def castle(pen: Pen, x: float, y: float, s: float) -> None:
    pen.rect(x - s * 0.45, y - s * 0.45, x + s * 0.45, y, STONE)
    for dx in (-0.45, 0.25):
        pen.rect(x + dx * s, y - s * 0.8, x + (dx + 0.2) * s, y, STONE)
        pen.poly([(x + (dx - 0.03) * s, y - s * 0.8), (x + (dx + 0.1) * s, y - s), (x + (dx + 0.23) * s, y - s * 0.8)],
                 ROOF)
    for k in range(4):
        px = x - s * 0.25 + k * s * 0.14
        pen.rect(px, y - s * 0.52, px + s * 0.07, y - s * 0.45, STONE)
    pen.rect(x - s * 0.08, y - s * 0.22, x + s * 0.08, y, INK, radius=s * 0.07)


def train(pen: Pen, x: float, y: float, s: float) -> None:
    """A little steam engine with one carriage, running on rails at y."""
    pen.line((x - s * 1.1, y), (x + s * 0.7, y), INK, s * 0.03)
    pen.rect(x - s * 0.05, y - s * 0.4, x + s * 0.55, y - s * 0.1, (40, 60, 50))  # boiler
    pen.rect(x + s * 0.35, y - s * 0.62, x + s * 0.65, y - s * 0.1, (130, 40, 36))  # cab
    pen.rect(x + s * 0.42, y - s * 0.55, x + s * 0.58, y - s * 0.42, (190, 220, 240))
    pen.poly([(x, y - s * 0.4), (x + s * 0.14, y - s * 0.4), (x + s * 0.18, y - s * 0.66),
              (x - s * 0.04, y - s * 0.66)], INK)
    for k, r in enumerate((0.1, 0.14, 0.18)):
        pen.circle(x + s * (0.0 - 0.12 * k), y - s * (0.78 + 0.14 * k), s * r, (226, 226, 226))
    pen.rect(x - s * 1.05, y - s * 0.5, x - s * 0.15, y - s * 0.1, (150, 110, 50))
    for k in range(3):
        pen.rect(x - s * (0.98 - 0.28 * k), y - s * 0.42, x - s * (0.8 - 0.28 * k), y - s * 0.28, (250, 230, 160))
    for dx in (-0.9, -0.35, 0.12, 0.3, 0.5):
        wheel(pen, x + dx * s, y - s * 0.08, s * 0.08)


def steamer(pen: Pen, x: float, y: float, s: float) -> None:
    """A paddle steamer with a tall funnel, on water at y."""
    pen.poly([(x - s * 0.7, y - s * 0.2), (x + s * 0.75, y - s * 0.2), (x + s * 0.55, y + s * 0.05),
              (x - s * 0.55, y + s * 0.05)], (30, 30, 40))
    pen.rect(x - s * 0.45, y - s * 0.4, x + s * 0.4, y - s * 0.2, WHITE)
    pen.rect(x - s * 0.05, y - s * 0.85, x + s * 0.1, y - s * 0.4, (200, 60, 40))
    pen.rect(x - s * 0.05, y - s * 0.85, x + s * 0.1, y - s * 0.78, INK)
    pen.circle(x + s * 0.2, y - s * 0.15, s * 0.2, (130, 40, 36))
    wheel(pen, x + s * 0.2, y - s * 0.15, s * 0.18, WHITE)
    for k in range(3):
        pen.circle(x + s * (0.05 - 0.18 * k), y - s * (0.95 + 0.06 * k), s * (0.08 + 0.03 * k), (180, 180, 186))


def horse_side(p: Pen, x: float, y: float, s: float, colour: tuple[int, int, int]) -> None:
    """A horse facing left, standing on y, s tall at the head."""
    dark = shade(colour, 0.6)
    for dx in (-0.35, -0.15, 0.25, 0.4):
        p.line((x + dx * s, y - s * 0.4), (x + dx * s, y), dark, s * 0.08)
    p.ellipse(x + 0.02 * s, y - s * 0.5, s * 0.48, s * 0.2, colour)
    p.poly([(x - 0.3 * s, y - s * 0.6), (x - 0.5 * s, y - s * 1.0), (x - 0.35 * s, y - s * 1.05),
            (x - 0.15 * s, y - s * 0.6)], colour)
    p.poly([(x - 0.5 * s, y - s * 1.0), (x - 0.75 * s, y - s * 0.85), (x - 0.7 * s, y - s * 0.78),
            (x - 0.42 * s, y - s * 0.85)], colour)
    p.lines([(x + 0.48 * s, y - s * 0.55), (x + 0.6 * s, y - s * 0.3)], dark, s * 0.06)
    p.circle(x - 0.52 * s, y - s * 0.93, s * 0.025, INK)


def deer(p: Pen, x: float, y: float, s: float) -> None:
    """A red deer stag facing left, with branching antlers."""
    brown = (150, 96, 50)
    horse_side(p, x, y, s, brown)
    p.ellipse(x + 0.45 * s, y - s * 0.55, s * 0.07, s * 0.06, (246, 240, 226))  # the pale rump
    hx, hy = x - 0.45 * s, y - s * 1.0
    for sign in (-1, 1):
        tip = (hx + sign * 0.22 * s, hy - 0.4 * s)
        p.line((hx, hy), tip, (110, 80, 50), s * 0.04)
        p.line((hx + sign * 0.08 * s, hy - 0.15 * s), (hx + sign * 0.22 * s, hy - 0.18 * s), (110, 80, 50), s * 0.03)
        p.line((hx + sign * 0.16 * s, hy - 0.3 * s), (hx + sign * 0.05 * s, hy - 0.45 * s), (110, 80, 50), s * 0.03)
