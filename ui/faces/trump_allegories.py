"""The allegories of the Italian tarocchi (Il Bagatto ... Il Mondo, and Il Matto), one drawing each.

The Piedmontese pack is double-headed, so each allegory is drawn in the upper half and again turned
in the lower half. An allegory is found by a word of the trump's Italian or English name, so any
Italian-style pack that names its trumps this way gets the pictures; packs with other subjects
(the Minchiate's extra trumps, the Sicilian Miseria) keep the plain numeral and emblem.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from cards.model import Card, Pack
from ui.faces import scene_parts as sp
from ui.faces.colours import SKIN
from ui.faces.emblems import devil, tower
from ui.faces.pen import Pen, shade
from ui.faces.trump_stage import Stage

CREAM = (246, 236, 206)
EARTH = (150, 190, 110)
GOLDEN = (232, 186, 60)
RED = (196, 44, 44)
BLUE = (50, 80, 170)
BONE = (236, 230, 212)


def _ground(st: Stage, sky: tuple[int, int, int] = CREAM, earth: tuple[int, int, int] = EARTH) -> None:
    st.sky(sky, earth, 0.12)


def _crown(p: Pen, x: float, y: float, r: float, colour: tuple[int, int, int] = GOLDEN) -> None:
    """A crown whose band sits at y (on a head of radius r)."""
    p.poly([(x - r, y), (x - r, y - r * 1.2), (x - r * 0.5, y - r * 0.6), (x, y - r * 1.4), (x + r * 0.5, y - r * 0.6),
            (x + r, y - r * 1.2), (x + r, y)], colour)


def _tiara(p: Pen, x: float, y: float, r: float) -> None:
    p.poly([(x - r * 0.8, y), (x - r * 0.6, y - r * 1.8), (x, y - r * 2.4), (x + r * 0.6, y - r * 1.8),
            (x + r * 0.8, y)], (250, 246, 230))
    for k in range(3):
        p.line((x - r * 0.75, y - r * 0.5 * (k + 1)), (x + r * 0.75, y - r * 0.5 * (k + 1)), GOLDEN, r * 0.22)


def _head_top(st: Stage, s: float) -> float:
    """Where the crown of a person's head is (person() puts the head just under y = g - s)."""
    return st.g - s + s * 0.085 * 0.25


def _wings(p: Pen, x: float, y: float, s: float, colour: tuple[int, int, int] = (240, 240, 250)) -> None:
    for sign in (-1, 1):
        p.poly([(x, y), (x + sign * s * 0.45, y - s * 0.35), (x + sign * s * 0.5, y - s * 0.05),
                (x + sign * s * 0.3, y + s * 0.2)], colour)
        p.poly([(x, y), (x + sign * s * 0.45, y - s * 0.35), (x + sign * s * 0.5, y - s * 0.05),
                (x + sign * s * 0.3, y + s * 0.2)], shade(colour, 0.6), s * 0.01)


def magician(st: Stage) -> None:
    _ground(st)
    p, g, s = st.pen, st.g, st.s
    sp.table(p, 0.35, g, s * 0.9, (200, 60, 50))
    for k in range(3):
        p.rect(0.12 + k * 0.2, g - s * 0.6, 0.2 + k * 0.2, g - s * 0.46, GOLDEN)
    sp.person(p, -0.3, g, s, RED, BLUE, hat="straw", hat_colour=(60, 120, 60), prop="staff", arm="up")


def popess(st: Stage) -> None:
    _ground(st, (226, 230, 246))
    p, g, s = st.pen, st.g, st.s
    sp.person(p, 0.0, g, s, BLUE, RED, woman=True, arm="out")
    _tiara(p, 0.0, _head_top(st, s) + s * 0.03, s * 0.08)
    p.rect(0.14, g - s * 0.55, 0.3, g - s * 0.43, RED)  # her book
    p.line((0.22, g - s * 0.55), (0.22, g - s * 0.43), (250, 240, 220), s * 0.01)


def _ruler(st: Stage, woman: bool) -> None:
    _ground(st)
    p, g, s = st.pen, st.g, st.s
    p.rect(-0.45, g - s * 0.7, 0.45, g, (170, 120, 70))  # the throne's back
    sp.person(p, 0.0, g, s, RED if woman else BLUE, BLUE if woman else RED, woman=woman, prop="staff", arm="up")
    _crown(p, 0.0, _head_top(st, s) + s * 0.05, s * 0.08)
    shield_x = -0.3 if woman else 0.35
    p.poly([(shield_x - 0.12, g - s * 0.4), (shield_x + 0.12, g - s * 0.4), (shield_x + 0.12, g - s * 0.22),
            (shield_x, g - s * 0.1), (shield_x - 0.12, g - s * 0.22)], GOLDEN)
    p.poly([(shield_x - 0.08, g - s * 0.33), (shield_x, g - s * 0.22), (shield_x + 0.08, g - s * 0.33),
            (shield_x, g - s * 0.16)], (40, 36, 40))  # the eagle, in a few strokes


def empress(st: Stage) -> None:
    _ruler(st, True)


def emperor(st: Stage) -> None:
    _ruler(st, False)


def pope(st: Stage) -> None:
    _ground(st, (240, 226, 210))
    p, g, s = st.pen, st.g, st.s
    sp.person(p, 0.0, g, s, (250, 246, 236), RED, woman=True, prop="staff", arm="up")
    _tiara(p, 0.0, _head_top(st, s) + s * 0.03, s * 0.08)
    hx, hy = 0.2 * s + 0.04 * s, g - s * 1.1
    p.line((hx - 0.08, hy), (hx + 0.08, hy), GOLDEN, s * 0.02)
    for x in (-0.6, 0.6):  # two kneeling clerics
        sp.person(p, x, g, s * 0.55, (120, 80, 140), (120, 80, 140), face=1 if x < 0 else -1, arm="up")


def lovers(st: Stage) -> None:
    _ground(st)
    p, g, s = st.pen, st.g, st.s
    sp.person(p, -0.3, g, s, BLUE, RED, hat="hair", hat_colour=(120, 80, 40), arm="out")
    sp.person(p, 0.3, g, s * 0.95, RED, (240, 200, 200), hat="hair", hat_colour=(200, 150, 60), face=-1, woman=True,
              arm="out")
    cx, cy = 0.0, -st.ry * 0.7  # Cupid with his bow above them
    p.circle(cx, cy, s * 0.07, SKIN)
    _wings(p, cx, cy + s * 0.05, s * 0.3)
    p.lines([(cx + 0.1, cy - s * 0.08), (cx + 0.16, cy + s * 0.02), (cx + 0.1, cy + s * 0.12)], (120, 80, 40), 0.012)


def chariot(st: Stage) -> None:
    _ground(st)
    p, g, s = st.pen, st.g, st.s
    p.rect(-0.15, g - s * 0.55, 0.55, g - s * 0.2, (60, 90, 160))
    sp.wheel(p, 0.2, g - s * 0.16, s * 0.16, GOLDEN)
    sp.person(p, 0.2, g - s * 0.35, s * 0.75, RED, BLUE, face=-1, prop="staff", arm="up")
    _crown(p, 0.2, g - s * 0.35 - s * 0.75 + s * 0.04, s * 0.06)
    p.poly([(-0.2, g - s * 0.8), (0.6, g - s * 0.8), (0.55, g - s * 0.7), (-0.15, g - s * 0.7)], (200, 60, 50))
    for dx, col in ((-0.55, (250, 250, 246)), (-0.75, (200, 190, 170))):
        sp.horse_side(p, dx, g, s * 0.5, col)


def justice(st: Stage) -> None:
    _ground(st, (236, 226, 240))
    p, g, s = st.pen, st.g, st.s
    sp.person(p, 0.0, g, s, RED, BLUE, woman=True, hat="hair", hat_colour=(160, 110, 50), arm="up")
    _crown(p, 0.0, _head_top(st, s) + s * 0.05, s * 0.07)
    p.line((0.2, g - s * 0.75), (0.2, g - s * 1.15), (190, 190, 200), s * 0.03)  # the sword raised
    p.line((0.14, g - s * 0.78), (0.26, g - s * 0.78), GOLDEN, s * 0.025)
    bx, by = -0.3, g - s * 0.6  # the scales in the other hand
    p.line((bx - 0.15, by), (bx + 0.15, by), GOLDEN, s * 0.02)
    for x in (bx - 0.15, bx + 0.15):
        p.line((x, by), (x, by + s * 0.12), GOLDEN, s * 0.01)
        p.ellipse(x, by + s * 0.13, s * 0.07, s * 0.025, GOLDEN)


def hermit(st: Stage) -> None:
    _ground(st, (214, 214, 226), (170, 160, 140))
    p, g, s = st.pen, st.g, st.s
    sp.person(p, 0.0, g, s, (130, 100, 80), (130, 100, 80), woman=True, hat="kerchief", hat_colour=(110, 80, 60),
              prop="lantern", arm="out", face=1)
    p.line((-0.2, g - s * 0.7), (-0.25, g), sp.WOOD, s * 0.03)  # his staff
    p.poly([(-0.02, g - s * 0.8), (0.06, g - s * 0.8), (0.02, g - s * 0.6)], (246, 246, 246))  # white beard


def wheel_of_fortune(st: Stage) -> None:
    _ground(st)
    p, g, s = st.pen, st.g, st.s
    cx, cy, r = 0.0, g - s * 0.5, s * 0.4
    p.line((cx - r * 0.9, g), (cx, cy), sp.WOOD, s * 0.04)
    p.line((cx + r * 0.9, g), (cx, cy), sp.WOOD, s * 0.04)
    sp.wheel(p, cx, cy, r, (170, 110, 50))
    p.circle(cx, cy - r, s * 0.08, (220, 160, 60))  # the figure riding the top
    _crown(p, cx, cy - r - s * 0.07, s * 0.06)
    p.circle(cx + r, cy, s * 0.07, (200, 140, 90))
    p.circle(cx - r, cy, s * 0.07, (200, 140, 90))


def strength(st: Stage) -> None:
    _ground(st)
    p, g, s = st.pen, st.g, st.s
    sp.person(p, -0.3, g, s, BLUE, RED, woman=True, hat="straw", hat_colour=GOLDEN, arm="out")
    lion = (214, 160, 60)  # a lion whose jaws she holds open
    for dx in (0.2, 0.35, 0.6, 0.75):
        p.line((dx, g - s * 0.2), (dx, g), shade(lion, 0.7), s * 0.06)
    p.ellipse(0.5, g - s * 0.28, s * 0.3, s * 0.13, lion)
    p.circle(0.12, g - s * 0.36, s * 0.17, (170, 100, 40))
    p.circle(0.1, g - s * 0.34, s * 0.1, lion)
    p.poly([(0.02, g - s * 0.33), (-0.05, g - s * 0.3), (0.02, g - s * 0.27)], RED)


def hanged_man(st: Stage) -> None:
    _ground(st, (226, 236, 220))
    p, g, s, ry = st.pen, st.g, st.s, st.ry
    for x in (-0.45, 0.45):
        p.line((x, g), (x, -ry * 0.8), (110, 140, 70), 0.05)
    p.line((-0.5, -ry * 0.8), (0.5, -ry * 0.8), (110, 140, 70), 0.05)
    p.line((0.0, -ry * 0.8), (0.0, -ry * 0.65), sp.INK, 0.015)
    sp.person(p.turned(), 0.0, ry * 0.65, s * 0.9, (220, 180, 60), RED, arm="down")  # hung by one foot


def death(st: Stage) -> None:
    _ground(st, (220, 216, 206), (90, 80, 70))
    p, g, s = st.pen, st.g, st.s
    sp.person(p, 0.0, g, s, BONE, BONE, prop="scythe", arm="out")
    hx, hy = 0.0, g - s + s * 0.1
    p.circle(hx, hy, s * 0.085, BONE)
    for dx in (-0.025, 0.025):
        p.circle(hx + dx * 1.0, hy - s * 0.01, s * 0.02, sp.INK)
    for k in range(4):  # the ribs
        p.line((-0.08, g - s * (0.75 - k * 0.06)), (0.08, g - s * (0.75 - k * 0.06)), sp.INK, s * 0.012)
    p.circle(-0.55, g - s * 0.05, s * 0.07, (246, 214, 180))  # a fallen crowned head
    _crown(p, -0.55, g - s * 0.11, s * 0.05)


def temperance(st: Stage) -> None:
    _ground(st, (226, 236, 246))
    p, g, s = st.pen, st.g, st.s
    _wings(p, 0.0, g - s * 0.7, s * 0.8)
    sp.person(p, 0.0, g, s, BLUE, RED, woman=True, hat="hair", hat_colour=(200, 150, 60), arm="out")
    p.rect(0.2, g - s * 0.62, 0.3, g - s * 0.48, GOLDEN)  # a jug in each hand, water between them
    p.rect(-0.3, g - s * 0.42, -0.2, g - s * 0.28, (200, 200, 210))
    p.lines([(0.2, g - s * 0.6), (0.0, g - s * 0.55), (-0.22, g - s * 0.42)], sp.WATER, s * 0.025)


def devil_card(st: Stage) -> None:
    """Il Diavolo: a horned, bat-winged devil standing over two chained imps; as the Piedmontese pattern
    has it, a second face grins from his belly."""
    _ground(st, (60, 40, 40), (90, 50, 40))
    p, g, s = st.pen, st.g, st.s
    red = (190, 40, 36)
    _wings(p, 0.0, g - s * 0.7, s * 0.95, (90, 30, 40))
    sp.person(p, 0.0, g, s, red, red, prop="pitchfork", arm="up")
    head = g - s + s * 0.095 * 1.2
    for sign in (-1, 1):
        x = sign * s
        horn = [(x * 0.05, head - s * 0.07), (x * 0.13, head - s * 0.2), (x * 0.09, head - s * 0.04)]
        p.poly(horn, (40, 30, 30))
    belly = g - s * 0.55
    for dx in (-0.04, 0.04):
        p.circle(dx * s, belly - s * 0.03, s * 0.018, (250, 220, 60))
    p.lines([(-s * 0.05, belly + s * 0.03), (0.0, belly + s * 0.05), (s * 0.05, belly + s * 0.03)], (40, 30, 30),
            s * 0.012)
    for x in (-0.6, 0.6):  # two chained imps
        devil(p.sub(x, g - s * 0.15, s * 0.15))
        p.line((x, g - s * 0.3), (0.0, g - s * 0.25), (160, 160, 160), s * 0.01)


def tower_card(st: Stage) -> None:
    _ground(st, (190, 200, 220))
    p, g, s = st.pen, st.g, st.s
    tower(p.sub(0.0, g - s * 0.48, s * 0.48))
    falling = p.turned()  # two figures thrown down head first: drawn upside down, heads on the ground
    for x, coat in ((-0.6, RED), (0.6, BLUE)):
        sp.person(falling, -x, -(g - s * 0.7), s * 0.6, coat, (240, 230, 200), arm="up")  # feet up high
    for k in range(6):
        p.circle(-0.8 + k * 0.3, -st.ry * 0.3 + (k % 2) * 0.05, s * 0.025, GOLDEN)


def _big_star(p: Pen, x: float, y: float, r: float, colour: tuple[int, int, int], points: int = 8) -> None:
    pts = []
    for k in range(points * 2):
        a = -math.pi / 2 + math.pi * k / points
        rr = r if k % 2 == 0 else r * 0.42
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    p.poly(pts, colour)


def star(st: Stage) -> None:
    _ground(st, (40, 60, 110), (90, 130, 90))
    p, g, s, ry = st.pen, st.g, st.s, st.ry
    _big_star(p, 0.0, -ry * 0.45, s * 0.3, GOLDEN)
    for x in (-0.7, -0.4, 0.4, 0.7):
        _big_star(p, x, -ry * 0.55 + abs(x) * 0.1, s * 0.09, (250, 240, 200))
    sp.person(p, -0.4, g, s * 0.7, (240, 200, 210), sp.WATER, woman=True, hat="hair", hat_colour=(220, 170, 70),
              prop="watering", arm="out")
    p.rect(0.3, g - ry * 0.1, 0.9, g + ry * 0.1, sp.WATER)


def moon_card(st: Stage) -> None:
    _ground(st, (50, 60, 110), (110, 130, 100))
    p, g, s, ry = st.pen, st.g, st.s, st.ry
    sp.moon(p, 0.0, -ry * 0.5, s * 0.22, (50, 60, 110))
    p.circle(-s * 0.12, -ry * 0.55, s * 0.02, sp.INK)  # the Moon's face in profile, as Piedmont draws it
    p.poly([(-s * 0.2, -ry * 0.5), (-s * 0.25, -ry * 0.47), (-s * 0.2, -ry * 0.45)], (226, 210, 160))
    for x in (-0.75, 0.75):
        p.rect(x - 0.1, g - s * 0.6, x + 0.1, g, sp.STONE)
        p.poly([(x - 0.13, g - s * 0.6), (x, g - s * 0.78), (x + 0.13, g - s * 0.6)], sp.ROOF)
    p.ellipse(0.0, g + ry * 0.15, 0.4, ry * 0.15, sp.WATER)
    p.ellipse(0.0, g + ry * 0.15, s * 0.1, s * 0.06, RED)  # the crayfish in the pool
    for x in (-0.35, 0.35):  # two dogs howling
        p.ellipse(x, g - s * 0.12, s * 0.12, s * 0.08, (200, 180, 150))
        p.circle(x + (0.1 if x < 0 else -0.1), g - s * 0.24, s * 0.06, (200, 180, 150))


def sun_card(st: Stage) -> None:
    _ground(st, (250, 236, 190))
    p, g, s, ry = st.pen, st.g, st.s, st.ry
    sp.sun(p, 0.0, -ry * 0.45, s * 0.2, (240, 170, 40))
    for dx in (-0.05, 0.05):
        p.circle(dx, -ry * 0.47, s * 0.02, sp.INK)
    p.lines([(-0.06, -ry * 0.38), (0.0, -ry * 0.35), (0.06, -ry * 0.38)], sp.INK, s * 0.015)
    sp.person(p, -0.3, g, s * 0.6, (240, 120, 60), (240, 120, 60), arm="up")
    sp.person(p, 0.3, g, s * 0.6, (70, 140, 200), (70, 140, 200), face=-1, arm="up")


def judgement(st: Stage) -> None:
    _ground(st, (226, 236, 250), (150, 140, 120))
    p, g, s, ry = st.pen, st.g, st.s, st.ry
    p.circle(0.0, -ry * 0.6, s * 0.08, (246, 214, 180))
    _wings(p, 0.0, -ry * 0.45, s * 0.6)
    p.line((0.05, -ry * 0.55), (0.45, -ry * 0.4), GOLDEN, s * 0.03)
    p.poly([(0.45, -ry * 0.4), (0.55, -ry * 0.5), (0.55, -ry * 0.3)], GOLDEN)
    p.rect(-0.3, g - s * 0.15, 0.3, g, (120, 110, 100))  # the open grave
    for x in (-0.55, 0.0, 0.55):
        sp.person(p, x, g, s * 0.5, (246, 214, 180), (246, 214, 180), arm="up")


def world(st: Stage) -> None:
    _ground(st, (226, 240, 250))
    p, g, s = st.pen, st.g, st.s
    cy = g - s * 0.5
    p.ellipse(0.0, cy, s * 0.36, s * 0.5, (70, 140, 70), s * 0.06)  # the wreath
    sp.person(p, 0.0, g - s * 0.12, s * 0.75, (200, 60, 60), (200, 60, 60), woman=True, hat="hair",
              hat_colour=(200, 150, 60), prop="staff", arm="out")
    for x, col in ((-0.65, (200, 160, 60)), (0.65, (110, 110, 190))):  # two of the four evangelists' beasts
        p.circle(x, cy - s * 0.3, s * 0.1, col)
        p.circle(x, cy + s * 0.3, s * 0.1, shade(col, 0.8))


def fool(st: Stage) -> None:
    """Il Matto: a ragged fool with a stick over his shoulder, walking on."""
    _ground(st, (240, 232, 210))
    p, g, s = st.pen, st.g, st.s
    sp.person(p, 0.0, g, s, (230, 60, 60), (60, 90, 170), hat="jester", hat_colour=(230, 180, 40), prop="staff",
              arm="up", stride=0.06)
    p.ellipse(0.25, g - s * 1.0, s * 0.08, s * 0.07, (150, 110, 60))  # the bundle on his stick
    p.ellipse(-0.55, g - s * 0.12, s * 0.12, s * 0.07, (170, 150, 120))  # the dog at his heels
    p.circle(-0.42, g - s * 0.2, s * 0.06, (170, 150, 120))


def moor(st: Stage) -> None:
    """One of the four Moors that stand in for the papal trumps in the Bolognese tarocchino:
    a bearded man in a turban and a long coat, with a staff."""
    _ground(st, (236, 226, 206))
    p, g, s = st.pen, st.g, st.s
    sp.person(p, 0.0, g, s, (40, 110, 90), (200, 160, 60), woman=True, hat="turban", hat_colour=(250, 246, 236),
              prop="staff", arm="out", skin=(150, 100, 70))
    head = g - s + s * 0.095 * 1.2
    p.poly([(-s * 0.07, head + s * 0.04), (s * 0.07, head + s * 0.04), (0.0, head + s * 0.16)], (40, 30, 30))
    for x in (-0.6, 0.6):
        sp.fir(p, x, g, s * 0.55)


def skus(st: Stage) -> None:
    """The Sküs of the tarock packs: Harlequin in his patched suit holding up a little fool."""
    st.sky((236, 214, 170), (150, 110, 90), 0.12)
    p, g, s = st.pen, st.g, st.s
    for x in (-0.95, 0.95):
        p.rect(x - 0.14, -st.ry - 0.05, x + 0.14, g, (170, 30, 40))
    sp.person(p, 0.0, g, s * 0.9, (230, 60, 60), (40, 140, 70), hat="jester", hat_colour=(240, 200, 50),
              prop="puppet", arm="up", stride=0.04)
    for k in range(3):
        d = g - s * (0.66 - k * 0.12)
        p.poly([(0.0, d - s * 0.06), (0.05, d), (0.0, d + s * 0.06), (-0.05, d)], (250, 210, 60))


ALLEGORIES: list[tuple[tuple[str, ...], Callable[[Stage], None]]] = [
    (("bagatto", "magician", "bagat"), magician), (("papessa", "popess"), popess),
    (("imperatrice", "empress"), empress), (("imperatore", "emperor"), emperor), (("pope",), pope),
    (("amanti", "amore", "lovers"), lovers), (("carro", "chariot"), chariot), (("giustizia", "justice"), justice),
    (("eremita", "hermit", "vecchio"), hermit), (("ruota", "wheel"), wheel_of_fortune),
    (("forza", "strength"), strength),
    (("appeso", "traditore", "hanged"), hanged_man), (("morte", "death"), death),
    (("temperanza", "temperance"), temperance), (("diavolo", "devil"), devil_card), (("torre", "tower"), tower_card),
    (("stella", "stelle", "star"), star), (("luna", "moon"), moon_card), (("sole", "sun"), sun_card),
    (("giudizio", "angelo", "judgement"), judgement), (("mondo", "world"), world), (("moro", "moor"), moor),
]
# A pack gets pictures only when most of its trumps have one: a few pictured trumps among plain ones
# (the Minchiate's zodiac, the Sicilian's unnamed trumps) would look like a mistake.
MOSTLY = 0.75


_ALLEGORICAL: dict[str, bool] = {}


def allegorical(pack: Pack) -> bool:
    """Whether the pack's trumps are drawn as allegories (decided once per pack id)."""
    if pack.id not in _ALLEGORICAL:
        trumps = [c for c in pack.cards if c.kind == "trump"]
        named = sum(allegory_for(c) is not None for c in trumps)
        _ALLEGORICAL[pack.id] = bool(trumps) and named >= MOSTLY * len(trumps)
    return _ALLEGORICAL[pack.id]


def allegory_for(card: Card) -> Callable[[Stage], None] | None:
    """The allegory drawn for a trump, by a word of its Italian name (or, failing that, its English one)."""
    if card.names.native.get("it", "").lower() == "il papa":  # not the Minchiate's "Papa uno ... cinque"
        return pope
    for text in (card.names.native.get("it", ""), card.names.en):
        words = set(text.lower().replace("'", " ").replace("(", " ").replace(")", " ").split())
        for keys, draw in ALLEGORIES:
            if words.intersection(keys):
                return draw
    return None
