"""French courts in the manner of the standard (international) pattern: twelve different double-headed figures.

Kings bearded and crowned, queens with a flower, jacks in caps; dress in the
pattern's red, blue, yellow and black; the attributes players know (the king of
hearts' sword behind his head, the king of diamonds' axe and profile, the king of
clubs' orb, the queen of spades' sceptre, the jacks' halberds, leaf and arrow);
the suit sign beside the head; halves divided by a diagonal. One half is drawn
here; `double_headed` mirrors it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.faces import figure_parts as fp
from ui.faces.colours import GOLD
from ui.faces.double_headed import depth, draw_double, panel_for
from ui.faces.pen import Colour, Pen, shade
from ui.faces.symbols import draw_symbol

RED = (192, 32, 38)
BLUE = (36, 68, 156)
YELLOW = (234, 188, 52)
BLACK = (34, 32, 34)
GROUND = (252, 248, 236)
GREY_HAIR = (206, 204, 198)
BLOND = (226, 184, 80)
BROWN_HAIR = (120, 70, 34)


@dataclass(frozen=True)
class Court:
    """What one court wears and holds (the standard pattern's differences, suit by suit)."""

    main: Colour
    front: Colour
    trim: Colour
    hair: Colour
    attribute: str  # sword, sword-behind, axe, sword-orb, flower, sceptre, halberd, leaf, arrow
    facing: int = 0  # -1 profile to the left, 1 to the right (the one-eyed courts)


COURTS: dict[tuple[str, str], Court] = {
    ("K", "S"): Court(BLUE, RED, YELLOW, GREY_HAIR, "sword"),
    ("K", "H"): Court(RED, YELLOW, BLUE, BROWN_HAIR, "sword-behind"),
    ("K", "D"): Court(YELLOW, RED, BLUE, GREY_HAIR, "axe", facing=-1),
    ("K", "C"): Court(RED, BLUE, YELLOW, BROWN_HAIR, "sword-orb"),
    ("Q", "S"): Court(BLUE, YELLOW, RED, BLOND, "sceptre"),
    ("Q", "H"): Court(RED, BLUE, YELLOW, BLOND, "flower"),
    ("Q", "D"): Court(YELLOW, RED, BLUE, BROWN_HAIR, "flower", facing=1),
    ("Q", "C"): Court(BLACK, RED, YELLOW, BROWN_HAIR, "flower"),
    ("J", "S"): Court(BLUE, RED, YELLOW, BROWN_HAIR, "halberd", facing=1),
    ("J", "H"): Court(RED, YELLOW, BLUE, BLOND, "leaf", facing=-1),
    ("J", "D"): Court(YELLOW, RED, BLACK, BLOND, "halberd", facing=-1),
    ("J", "C"): Court(RED, BLUE, YELLOW, BROWN_HAIR, "arrow"),
}


def court_for(rank: str, suit: str) -> Court | None:
    return COURTS.get((rank.upper(), suit.upper()))


def draw(surface: pygame.Surface, card_w: int, card_h: int, margin: float, index_size: tuple[int, int],
         rank: str, suit: str, colour: Colour, symbol: str, label: str, frame: Colour) -> bool:
    """Draw the French court `rank` of `suit` on the card; False when it is not one of the twelve."""
    court = court_for(rank, suit)
    if court is None:
        return False
    panel = panel_for(card_w, card_h, margin, index_size, tilt=0.16)
    mid = depth(panel)

    def half(pen: Pen) -> None:
        figure(pen, rank.upper(), court, mid)
        draw_symbol(pen.sub(0.74, 0.2, 0.15), symbol, colour, label)

    draw_double(surface, panel, GROUND, half, frame, shade(frame, 1.0))
    return True


def figure(pen: Pen, rank: str, c: Court, bottom: float) -> None:
    """One half: the figure from the crown down to a little past the dividing line."""
    low = bottom * 1.25
    if c.attribute == "sword-behind":  # the blade passes behind the head, so it is drawn first
        fp.sword(pen, (0.5, 0.86), (-0.62, 0.12))
    head_y = 0.46
    fp.robe(pen, low, c.main, c.front, c.trim, shoulder_y=0.9, width=0.8)
    ink = BLACK if c.trim != BLACK else YELLOW
    for x0, x1 in ((-0.8, -0.3), (0.3, 0.8)):  # patterned bands either side of the front, as printed
        fp.zigzag_band(pen, 1.2, x0, x1, 0.1, c.trim, ink)
    if rank == "Q":
        fp.head(pen, 0.0, head_y, 0.25, c.facing, hair=c.hair, long_hair=True)
    else:
        beard = shade(c.hair, 0.85) if rank == "K" else None
        fp.head(pen, 0.0, head_y, 0.25, c.facing, hair=c.hair, beard=beard)
    if rank in ("K", "Q"):
        fp.ermine_collar(pen, 0.86, 0.4)
    else:
        pen.ellipse(0.0, 0.84, 0.32, 0.07, c.trim)
        pen.ellipse(0.0, 0.84, 0.32, 0.07, shade(c.trim, 0.5), 0.015)
    _headwear(pen, rank, c, head_y)
    _arms_and_attribute(pen, rank, c)


def _headwear(pen: Pen, rank: str, c: Court, y: float) -> None:
    if rank == "K":
        fp.crown(pen, 0.0, y - 0.2, 0.27, 0.24)
    elif rank == "Q":
        fp.crown(pen, 0.0, y - 0.22, 0.2, 0.15, jewels=BLUE)
    else:  # a flat cap with a brim in the front colour and a plume
        pen.ellipse(0.0, y - 0.22, 0.33, 0.09, c.front)
        pen.ellipse(0.03 * c.facing, y - 0.3, 0.24, 0.1, c.main if c.main != c.front else c.trim)
        pen.ellipse(0.0, y - 0.22, 0.33, 0.09, shade(c.front, 0.5), 0.015)
        fp.feather(pen, (0.18, y - 0.28), (0.4, y - 0.46), c.trim, 0.07)


def _arms_and_attribute(pen: Pen, rank: str, c: Court) -> None:
    right, left = (0.46, 1.14), (-0.26, 1.16)
    cuff = c.trim
    fp.sleeve(pen, (0.62, 0.98), right, shade(c.main, 0.85), cuff)
    fp.sleeve(pen, (-0.62, 0.98), left, shade(c.main, 0.85), cuff)
    kind = c.attribute
    if kind in ("sword", "sword-orb"):
        fp.sword(pen, right, (0.46, 0.1))
    if kind == "sword-orb":
        pen.circle(left[0], left[1] - 0.1, 0.1, GOLD)
        pen.line((left[0], left[1] - 0.2), (left[0], left[1] - 0.3), GOLD, 0.03)
        pen.line((left[0] - 0.05, left[1] - 0.26), (left[0] + 0.05, left[1] - 0.26), GOLD, 0.03)
    if kind == "axe":
        pen.line((0.46, 1.3), (0.46, 0.2), fp.WOOD, 0.05)
        blade = [(0.46, 0.24), (0.66, 0.14), (0.7, 0.36), (0.66, 0.52), (0.46, 0.42)]
        pen.poly(blade, fp.STEEL)
        pen.lines(blade, shade(fp.STEEL, 0.5), 0.02, closed=True)
    if kind == "sceptre":
        pen.line((0.46, 1.2), (0.46, 0.5), GOLD, 0.045)
        pen.circle(0.46, 0.47, 0.06, GOLD)
        pen.circle(0.46, 0.47, 0.03, RED)
    if kind == "halberd":
        pen.line((0.46, 1.35), (0.46, 0.08), fp.WOOD, 0.045)
        head = [(0.46, 0.02), (0.52, 0.18), (0.66, 0.22), (0.66, 0.36), (0.46, 0.32)]
        pen.poly(head, fp.STEEL)
        pen.lines(head, shade(fp.STEEL, 0.5), 0.02, closed=True)
    if kind == "leaf":
        pen.line((0.46, 1.06), (0.5, 0.6), (60, 110, 40), 0.03)
        pen.ellipse(0.52, 0.46, 0.09, 0.17, (60, 140, 60))
        pen.line((0.52, 0.62), (0.52, 0.32), (30, 80, 30), 0.015)
    if kind == "arrow":
        pen.line((0.46, 1.3), (0.46, 0.18), fp.WOOD, 0.03)
        pen.poly([(0.46, 0.08), (0.52, 0.2), (0.4, 0.2)], fp.STEEL)
        for dy in (1.16, 1.22):
            pen.line((0.46, dy), (0.38, dy + 0.06), RED, 0.025)
            pen.line((0.46, dy), (0.54, dy + 0.06), RED, 0.025)
    if rank == "Q" or kind == "flower":
        fp.flower(pen, (left[0], left[1]), (left[0] - 0.06, left[1] - 0.24))
    fp.hand(pen, right)
    fp.hand(pen, left)
