"""Small pictures of the Tell pattern: the four seasons of the aces and the scenes of Schiller's play on pip cards.

Each scene is drawn in a vignette's local units: x -1..1, y -0.7 (sky) .. 0.7
(ground). What each card shows follows the pattern's description (IPCS, Tell
type 4, and the Czech packs): spring, summer, autumn and winter on the aces of
hearts, bells, leaves and acorns; on the pip cards the hat on the pole, Tell's
crossbow and the apple, his farewell at home, the flight by boat, the castle,
the tower and alpine pastures.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ui.faces import figure_parts as fp
from ui.faces.colours import SKIN
from ui.faces.pen import Colour, Pen, shade

SEASONS: dict[str, str] = {"H": "spring", "B": "summer", "L": "autumn", "A": "winter"}
SEASON_NAMES: dict[str, dict[str, str]] = {
    "spring": {"cs": "JARO", "en": "SPRING"},
    "summer": {"cs": "LÉTO", "en": "SUMMER"},
    "autumn": {"cs": "PODZIM", "en": "AUTUMN"},
    "winter": {"cs": "ZIMA", "en": "WINTER"},
}
# (rank, suit) -> scene on the pip cards; the nines and tens of leaves and acorns have pips only
PIP_SCENES: dict[tuple[str, str], str] = {
    ("7", "H"): "shot", ("7", "B"): "apple", ("7", "L"): "pasture", ("7", "A"): "chalet",
    ("8", "H"): "boat", ("8", "B"): "farewell", ("8", "L"): "tower", ("8", "A"): "pasture",
    ("9", "H"): "castle", ("9", "B"): "hat",
    ("10", "H"): "castle", ("10", "B"): "chalet",
}

SKY = (200, 222, 240)
MEADOW = (120, 170, 80)
MOUNTAIN = (150, 160, 180)
SNOW = (244, 246, 250)


def season_for(suit: str) -> str | None:
    return SEASONS.get(suit.upper())


def scene_for(rank: str, suit: str) -> str | None:
    return PIP_SCENES.get((rank.upper(), suit.upper()))


def draw_scene(pen: Pen, name: str) -> None:
    SCENES[name](pen)


def _land(pen: Pen, sky: Colour, ground: Colour, horizon: float = 0.2, peaks: bool = True) -> None:
    pen.rect(-1, -0.7, 1, 0.7, sky)
    if peaks:
        pen.poly([(-1, horizon), (-0.7, -0.35), (-0.4, 0.0), (-0.1, -0.45), (0.3, horizon), (0.6, -0.25), (1, 0.05),
                  (1, horizon)], MOUNTAIN)
        pen.poly([(-0.82, -0.16), (-0.7, -0.35), (-0.6, -0.2)], SNOW)
        pen.poly([(-0.22, -0.3), (-0.1, -0.45), (0.02, -0.3)], SNOW)
    pen.rect(-1, horizon, 1, 0.7, ground)


def _person(pen: Pen, x: float, y: float, s: float, coat: Colour, hat: Colour | None = None,
            dress: bool = False) -> None:
    """A little standing figure with its feet at (x, y), s tall."""
    if dress:
        pen.poly([(x - s * 0.22, y), (x + s * 0.22, y), (x + s * 0.08, y - s * 0.62), (x - s * 0.08, y - s * 0.62)],
                 coat)
    else:
        pen.line((x - s * 0.07, y), (x - s * 0.05, y - s * 0.4), shade(coat, 0.5), s * 0.09)
        pen.line((x + s * 0.07, y), (x + s * 0.05, y - s * 0.4), shade(coat, 0.5), s * 0.09)
        pen.rect(x - s * 0.13, y - s * 0.72, x + s * 0.13, y - s * 0.35, coat, radius=s * 0.04)
    pen.circle(x, y - s * 0.84, s * 0.12, SKIN)
    if hat is not None:
        pen.ellipse(x, y - s * 0.95, s * 0.17, s * 0.05, hat)
        pen.ellipse(x, y - s * 1.0, s * 0.09, s * 0.06, hat)


def _tree(pen: Pen, x: float, y: float, s: float, crown: Colour, fruit: Colour | None = None) -> None:
    pen.line((x, y), (x, y - s * 0.5), fp.WOOD, s * 0.12)
    pen.circle(x, y - s * 0.75, s * 0.35, crown)
    if fruit is not None:
        for k in range(6):
            a = k * 1.1
            pen.circle(x + math.cos(a) * s * 0.2, y - s * 0.75 + math.sin(a) * s * 0.2, s * 0.06, fruit)


def spring(pen: Pen) -> None:
    """A girl with a garland in a meadow, a tree in blossom."""
    _land(pen, (206, 230, 246), (132, 190, 90))
    _tree(pen, -0.62, 0.5, 0.9, (150, 196, 110), fruit=(246, 170, 200))
    for x, y in ((0.5, 0.5), (0.7, 0.36), (-0.2, 0.58), (0.3, 0.3)):
        pen.circle(x, y, 0.04, (240, 90, 120))
    _person(pen, 0.1, 0.62, 0.85, (230, 120, 150), dress=True)
    pen.ellipse(0.1, -0.12, 0.12, 0.04, (246, 170, 200))  # the garland
    pen.line((0.16, 0.15), (0.42, 0.0), SKIN, 0.05)
    fp.flower(pen, (0.42, 0.02), (0.46, -0.12), (240, 80, 110))


def summer(pen: Pen) -> None:
    """A reaper with his scythe in the golden corn under the sun."""
    _land(pen, (236, 226, 170), (214, 176, 70), peaks=False)
    pen.circle(0.66, -0.4, 0.16, (250, 200, 50))
    for x in (-0.9, -0.75, -0.6, 0.55, 0.7, 0.85):
        pen.line((x, 0.65), (x + 0.03, 0.12), (190, 150, 50), 0.04)
        pen.ellipse(x + 0.03, 0.1, 0.04, 0.08, (232, 190, 80))
    pen.poly([(-0.45, 0.6), (-0.3, 0.6), (-0.35, 0.2), (-0.42, 0.2)], (226, 184, 70))  # a sheaf
    pen.line((-0.46, 0.36), (-0.28, 0.36), (160, 110, 40), 0.04)
    _person(pen, 0.05, 0.62, 0.9, (236, 232, 220), hat=(200, 170, 90))
    pen.line((0.2, 0.6), (0.34, -0.4), fp.WOOD, 0.04)  # the scythe
    pen.lines([(0.34, -0.4), (0.1, -0.44), (-0.14, -0.36)], fp.STEEL, 0.05)


def autumn(pen: Pen) -> None:
    """A vintner tasting the new wine beside his barrel, grapes on the vine."""
    _land(pen, (238, 210, 170), (170, 130, 70))
    for x in (-0.8, 0.75):
        pen.line((x, 0.6), (x, -0.1), fp.WOOD, 0.05)
        pen.ellipse(x, -0.12, 0.16, 0.08, (120, 150, 60))
        for k in range(4):
            pen.circle(x - 0.04 + (k % 2) * 0.08, 0.0 + k * 0.05, 0.045, (110, 50, 120))
    pen.ellipse(-0.38, 0.4, 0.24, 0.24, (150, 100, 50))  # the barrel
    for dx in (-0.14, 0.14):
        pen.line((-0.38 + dx, 0.18), (-0.38 + dx, 0.62), (90, 60, 30), 0.03)
    _person(pen, 0.22, 0.62, 0.9, (130, 60, 40), hat=(90, 60, 30))
    pen.line((0.28, 0.05), (0.2, -0.16), SKIN, 0.05)
    pen.poly([(0.14, -0.28), (0.26, -0.28), (0.22, -0.14), (0.18, -0.14)], (200, 220, 230))  # a glass
    pen.rect(0.15, -0.24, 0.25, -0.16, (150, 30, 60))


def winter(pen: Pen) -> None:
    """A man in a fur hat crouching by a fire in the snow."""
    _land(pen, (176, 190, 210), SNOW)
    _tree(pen, -0.7, 0.45, 0.9, (236, 240, 246))
    for x, y in ((-0.3, -0.5), (0.2, -0.55), (0.6, -0.3), (-0.8, -0.2), (0.85, -0.55), (0.0, -0.2)):
        pen.circle(x, y, 0.03, (255, 255, 255))
    # the crouching man: body low and wide, fur hat, hands held to the fire
    pen.ellipse(-0.05, 0.4, 0.26, 0.22, (110, 70, 40))
    pen.circle(-0.05, 0.06, 0.12, SKIN)
    pen.ellipse(-0.05, -0.04, 0.15, 0.09, (70, 50, 34))
    pen.line((0.1, 0.3), (0.3, 0.32), SKIN, 0.05)
    for dx, h, c in ((0.44, 0.3, (240, 120, 30)), (0.52, 0.22, (250, 200, 60)), (0.36, 0.2, (230, 70, 30))):
        pen.poly([(dx - 0.08, 0.58), (dx, 0.58 - h), (dx + 0.08, 0.58)], c)
    pen.line((0.3, 0.6), (0.6, 0.58), fp.WOOD, 0.04)


def shot(pen: Pen) -> None:
    """The hollow way: a rider (the governor) and the arrow flying at him from the bushes."""
    _land(pen, SKY, MEADOW)
    pen.ellipse(-0.3, 0.3, 0.3, 0.14, (120, 80, 50))  # horse
    pen.poly([(-0.06, 0.26), (0.08, 0.04), (0.14, 0.1), (0.02, 0.32)], (120, 80, 50))
    for x in (-0.5, -0.36, -0.2, -0.1):
        pen.line((x, 0.4), (x, 0.62), (100, 64, 40), 0.04)
    _person(pen, -0.3, 0.22, 0.6, (178, 36, 36), hat=(40, 36, 40))
    pen.circle(0.78, 0.42, 0.24, (70, 120, 60))  # the bush the shot comes from
    pen.line((0.56, 0.2), (0.02, -0.12), fp.INK, 0.025)
    pen.poly([(0.0, -0.13), (0.08, -0.14), (0.05, -0.08)], fp.INK)


def apple(pen: Pen) -> None:
    """Tell's crossbow and the apple with the arrow through it."""
    _land(pen, SKY, MEADOW, peaks=False)
    pen.line((-0.8, 0.3), (0.1, -0.1), fp.WOOD, 0.09)
    pen.lines([(-0.02, -0.44), (0.08, -0.12), (0.2, 0.22)], (96, 96, 104), 0.06)
    pen.line((-0.02, -0.44), (0.2, 0.22), (230, 230, 220), 0.015)
    pen.circle(0.6, 0.0, 0.2, (200, 40, 40))
    pen.line((0.6, -0.2), (0.64, -0.3), fp.WOOD, 0.03)
    pen.line((0.3, 0.02), (0.95, -0.02), fp.INK, 0.025)
    pen.poly([(0.96, -0.02), (0.88, -0.06), (0.88, 0.02)], fp.INK)


def boat(pen: Pen) -> None:
    """The flight across the lake in the storm: a boat, waves and the mountains."""
    _land(pen, (170, 180, 200), (70, 110, 160), horizon=0.1)
    pen.poly([(-0.5, 0.3), (0.5, 0.3), (0.36, 0.48), (-0.36, 0.48)], fp.WOOD)
    _person(pen, 0.0, 0.3, 0.55, GREEN_COAT, hat=(92, 70, 40))
    pen.line((0.1, 0.1), (0.5, 0.56), fp.WOOD, 0.03)  # an oar
    for x in (-0.8, -0.3, 0.3, 0.8):
        pen.lines([(x - 0.16, 0.6), (x, 0.54), (x + 0.16, 0.6)], (230, 236, 246), 0.03)


def farewell(pen: Pen) -> None:
    """Tell leaves his family at the door of their house."""
    _land(pen, SKY, MEADOW)
    _house(pen, -0.5, 0.5, 0.8)
    _person(pen, 0.15, 0.62, 0.8, GREEN_COAT, hat=(92, 70, 40))
    _person(pen, 0.48, 0.62, 0.7, (150, 60, 90), dress=True)
    _person(pen, 0.74, 0.62, 0.42, (70, 90, 160))


def tower(pen: Pen) -> None:
    """The tower of the castle where Tell was to be held: a keep with a barred window."""
    _land(pen, SKY, MEADOW)
    pen.rect(-0.28, -0.5, 0.28, 0.62, (170, 160, 150))
    for k in range(4):
        pen.rect(-0.28 + k * 0.16, -0.62, -0.2 + k * 0.16, -0.5, (170, 160, 150))
    pen.rect(-0.1, -0.2, 0.1, 0.06, (50, 40, 40))
    for dx in (-0.05, 0.0, 0.05):
        pen.line((dx, -0.2), (dx, 0.06), (140, 140, 140), 0.02)
    pen.rect(-0.28, -0.5, 0.28, 0.62, (110, 100, 94), 0.02)


def castle(pen: Pen) -> None:
    """A castle with two towers on its hill."""
    _land(pen, SKY, MEADOW)
    pen.poly([(-1, 0.5), (-0.4, 0.1), (0.4, 0.1), (1, 0.5), (1, 0.7), (-1, 0.7)], (100, 150, 70))
    pen.rect(-0.45, -0.15, 0.45, 0.2, (190, 180, 170))
    for x in (-0.45, 0.45):
        pen.rect(x - 0.14, -0.45, x + 0.14, 0.2, (180, 170, 160))
        pen.poly([(x - 0.17, -0.45), (x, -0.68), (x + 0.17, -0.45)], (170, 60, 50))
    pen.rect(-0.08, 0.0, 0.08, 0.2, (70, 50, 40), radius=0.06)
    pen.rect(-0.45, -0.15, 0.45, 0.2, (120, 110, 100), 0.02)


def hat(pen: Pen) -> None:
    """The governor's hat on its pole under the lime tree, to which all had to bow."""
    _land(pen, SKY, MEADOW)
    _tree(pen, -0.6, 0.6, 1.1, (80, 140, 70))
    pen.line((0.2, 0.62), (0.2, -0.36), fp.WOOD, 0.05)
    pen.ellipse(0.2, -0.38, 0.26, 0.06, (40, 36, 40))
    pen.ellipse(0.2, -0.46, 0.14, 0.1, (40, 36, 40))
    fp.feather(pen, (0.26, -0.5), (0.5, -0.64), (210, 40, 40), 0.06)
    _person(pen, 0.66, 0.62, 0.6, (110, 80, 50))


def pasture(pen: Pen) -> None:
    """An alpine pasture: a cow under the peaks, a fir tree."""
    _land(pen, SKY, MEADOW)
    pen.poly([(-0.7, 0.6), (-0.55, 0.1), (-0.4, 0.6)], (40, 100, 60))
    pen.ellipse(0.15, 0.3, 0.34, 0.16, (246, 240, 230))
    pen.ellipse(0.05, 0.28, 0.1, 0.08, (120, 80, 50))
    pen.circle(0.52, 0.22, 0.1, (246, 240, 230))
    for x in (-0.08, 0.04, 0.3, 0.4):
        pen.line((x, 0.42), (x, 0.6), (200, 190, 180), 0.04)
    pen.line((0.46, 0.12), (0.42, 0.06), (200, 190, 170), 0.02)


def chalet(pen: Pen) -> None:
    """Tell's house in the mountains."""
    _land(pen, SKY, MEADOW)
    _house(pen, 0.0, 0.6, 1.0)
    _tree(pen, 0.72, 0.6, 0.7, (40, 100, 60))


def _house(pen: Pen, x: float, y: float, s: float) -> None:
    pen.rect(x - s * 0.35, y - s * 0.5, x + s * 0.35, y, (170, 120, 70))
    pen.poly([(x - s * 0.48, y - s * 0.48), (x, y - s * 0.85), (x + s * 0.48, y - s * 0.48)], (150, 60, 40))
    pen.rect(x - s * 0.08, y - s * 0.3, x + s * 0.08, y, (90, 60, 30))
    pen.rect(x - s * 0.28, y - s * 0.38, x - s * 0.14, y - s * 0.24, (230, 220, 160))


GREEN_COAT = (46, 112, 58)

SCENES: dict[str, Callable[[Pen], None]] = {
    "spring": spring, "summer": summer, "autumn": autumn, "winter": winter, "shot": shot, "apple": apple,
    "boat": boat, "farewell": farewell, "tower": tower, "castle": castle, "hat": hat, "pasture": pasture,
    "chalet": chalet,
}

__all__ = ["PIP_SCENES", "SCENES", "SEASONS", "SEASON_NAMES", "draw_scene", "scene_for", "season_for"]
