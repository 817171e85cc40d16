"""The Tell pattern's courts (mariášky): Obers and Unters as figures of Schiller's play, kings on horseback.

Who stands on which card follows the pattern as Czech and Austrian packs print it
(IPCS: the Tell pattern, type 4): Obers - hearts Gessler, bells Melchtal, leaves
Rudenz, acorns Tell himself with his crossbow; Unters - hearts Stauffacher, bells
Reding, leaves Walter Fürst, acorns Harras. Czech packs print no names, so
neither do we. Players tell the Ober from the Unter by where the suit sign
stands: high beside the Ober's head, low beside the Unter's waist.
Halves are divided by a horizontal line, as on the Czech double-headed packs.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.faces import figure_parts as fp
from ui.faces.colours import GOLD
from ui.faces.double_headed import depth, draw_double, panel_for
from ui.faces.pen import Colour, Pen, shade
from ui.faces.symbols import draw_symbol

GROUND = (250, 244, 226)
GREEN = (46, 112, 58)
RED = (178, 36, 36)
BLUE = (44, 74, 150)
BROWN = (122, 78, 40)
YELLOW = (222, 178, 58)
GREY = (150, 150, 156)
DARK_HAIR = (70, 48, 30)
GREY_HAIR = (196, 194, 188)
FAIR = (190, 140, 70)

FIGURE_SCALE, FIGURE_LIFT = 1.26, 0.12
SIGN_HIGH = 0.2  # the Ober's sign: near the top of its half
SIGN_LOW_FROM_MIDDLE = 0.24  # the Unter's sign: this far above the dividing line


@dataclass(frozen=True)
class Figure:
    who: str  # the character, for tests and the reader: these names are not printed on the card
    coat: Colour
    front: Colour
    hair: Colour
    beard: bool
    hat: str  # plume-hat, hunter-hat, beret, round-hat, wide-hat, fur-cap, hood, helmet
    hat_colour: Colour
    holds: str  # staff, spear, sword, crossbow, halberd, cane
    facing: int = 0


OBERS: dict[str, Figure] = {
    "H": Figure("Hermann Gessler", RED, YELLOW, DARK_HAIR, True, "plume-hat", (40, 36, 40), "staff", 1),
    "B": Figure("Arnold von Melchtal", BROWN, GREEN, FAIR, True, "hunter-hat", GREEN, "spear", -1),
    "L": Figure("Ulrich von Rudenz", BLUE, RED, FAIR, False, "beret", RED, "sword", 1),
    "A": Figure("Wilhelm Tell", GREEN, BROWN, DARK_HAIR, True, "round-hat", (92, 70, 40), "crossbow", -1),
}
UNTERS: dict[str, Figure] = {
    "H": Figure("Werner Stauffacher", BROWN, RED, DARK_HAIR, True, "wide-hat", (60, 50, 40), "staff", -1),
    "B": Figure("Itel Reding", YELLOW, BLUE, DARK_HAIR, False, "fur-cap", (110, 80, 50), "sword", 1),
    "L": Figure("Walter Fürst", GREEN, YELLOW, GREY_HAIR, True, "hood", (90, 60, 40), "cane", 0),
    "A": Figure("Rudolf Harras", RED, BLUE, FAIR, False, "helmet", GREY, "halberd", -1),
}
HORSES: dict[str, Colour] = {"H": (246, 244, 238), "B": (140, 90, 50), "L": (90, 92, 98), "A": (60, 44, 34)}
KING_ROBES: dict[str, tuple[Colour, Colour]] = {"H": (RED, YELLOW), "B": (BLUE, RED), "L": (GREEN, RED),
                                                "A": (RED, BLUE)}


def figure_for(rank: str, suit: str) -> Figure | None:
    table = {"O": OBERS, "U": UNTERS}.get(rank.upper())
    return None if table is None else table.get(suit.upper())


def sign_y(rank: str, mid: float) -> float:
    """Where the suit sign stands in a half (local y): high for the Ober and king, low for the Unter."""
    return mid - SIGN_LOW_FROM_MIDDLE if rank.upper() == "U" else SIGN_HIGH


def draw(surface: pygame.Surface, card_w: int, card_h: int, margin: float, index_size: tuple[int, int],
         rank: str, suit: str, colour: Colour, symbol: str, label: str, frame: Colour) -> bool:
    """Draw the Tell Ober, Unter or king; False for any other card."""
    code, s = rank.upper(), suit.upper()
    if code not in ("O", "U", "K") or s not in HORSES:
        return False
    panel = panel_for(card_w, card_h, margin, index_size, tilt=0.0)
    mid = depth(panel)

    def half(pen: Pen) -> None:
        if code == "K":
            king(pen, s, mid)
        else:
            fig = figure_for(code, s)
            if fig is not None:  # drawn a third larger, so the figure fills the panel as printed ones do
                person(pen.sub(0.0, -FIGURE_LIFT, FIGURE_SCALE), fig, (mid + FIGURE_LIFT) / FIGURE_SCALE)
        y = sign_y(code, mid)
        pen.circle(0.74, y, 0.2, GROUND)
        draw_symbol(pen.sub(0.74, y, 0.16), symbol, colour, label)

    draw_double(surface, panel, GROUND, half, frame, frame)
    return True


def person(pen: Pen, f: Figure, mid: float) -> None:
    """An Ober or Unter: half-length, head at the top, the body cut at the dividing line."""
    low = mid * 1.25
    head_y = 0.45
    fp.head(pen, 0.0, head_y, 0.18, f.facing, hair=f.hair, beard=shade(f.hair, 0.9) if f.beard else None)
    fp.robe(pen, low, f.coat, f.front, GOLD if f.coat != YELLOW else BROWN, shoulder_y=0.82, width=0.7)
    pen.ellipse(0.0, 0.77, 0.26, 0.06, fp.WHITE)  # the shirt's collar
    pen.rect(-0.7, mid - 0.2, 0.7, mid - 0.15, (60, 40, 24))  # belt
    pen.rect(-0.06, mid - 0.21, 0.06, mid - 0.14, GOLD, 0.02)
    _hat(pen, f, head_y)
    if f.holds == "crossbow":  # Tell holds it across his chest, where a player looks for it
        _crossbow(pen)
    _held(pen, f, mid)


def _hat(pen: Pen, f: Figure, y: float) -> None:
    c = f.hat_colour
    top = y - 0.15
    if f.hat == "plume-hat":  # the governor's broad hat with a red plume
        pen.ellipse(0.0, top, 0.36, 0.07, c)
        pen.ellipse(0.0, top - 0.08, 0.2, 0.1, c)
        fp.feather(pen, (0.1, top - 0.12), (-0.3, top - 0.34), (210, 40, 40), 0.08)
    elif f.hat == "hunter-hat":
        pen.poly([(-0.24, top), (0.24, top), (0.12, top - 0.2), (-0.1, top - 0.22)], c)
        pen.line((-0.26, top), (0.26, top), shade(c, 0.6), 0.04)
        fp.feather(pen, (0.14, top - 0.1), (0.38, top - 0.3), (250, 250, 250), 0.05)
    elif f.hat == "beret":
        pen.ellipse(-0.04, top - 0.05, 0.28, 0.09, c)
        fp.feather(pen, (0.12, top - 0.08), (0.34, top - 0.3), fp.WHITE, 0.07)
    elif f.hat == "round-hat":  # Tell's: a rounded crown, a brim, a short feather
        pen.ellipse(0.0, top + 0.01, 0.3, 0.06, c)
        pen.ellipse(0.0, top - 0.08, 0.18, 0.12, c)
        pen.line((-0.17, top - 0.02), (0.17, top - 0.02), (160, 40, 40), 0.03)
        fp.feather(pen, (0.12, top - 0.06), (0.32, top - 0.24), (220, 220, 200), 0.05)
    elif f.hat == "wide-hat":
        pen.ellipse(0.0, top + 0.02, 0.4, 0.07, c)
        pen.rect(-0.17, top - 0.14, 0.17, top + 0.01, c, radius=0.04)
    elif f.hat == "fur-cap":
        pen.ellipse(0.0, top - 0.03, 0.24, 0.1, c)
        pen.ellipse(0.0, top - 0.08, 0.15, 0.1, (170, 40, 40))
    elif f.hat == "hood":
        pen.poly([(-0.24, top + 0.12), (-0.2, top - 0.08), (0.0, top - 0.16), (0.2, top - 0.08), (0.24, top + 0.12),
                  (0.18, top + 0.04), (-0.18, top + 0.04)], c)
    elif f.hat == "helmet":  # a morion: a brim curving up at both ends and a comb
        pen.poly([(-0.34, top - 0.08), (-0.2, top + 0.02), (0.2, top + 0.02), (0.34, top - 0.08), (0.2, top - 0.02),
                  (-0.2, top - 0.02)], c)
        pen.ellipse(0.0, top - 0.08, 0.18, 0.11, c)
        pen.poly([(-0.12, top - 0.16), (0.0, top - 0.3), (0.12, top - 0.16)], shade(c, 0.8))
        pen.ellipse(0.0, top - 0.08, 0.18, 0.11, shade(c, 0.55), 0.015)


def _held(pen: Pen, f: Figure, mid: float) -> None:
    right, left = (0.42, 1.02), (-0.36, mid - 0.24)
    fp.sleeve(pen, (0.54, 0.9), right, f.coat, f.front, 0.18)
    fp.sleeve(pen, (-0.54, 0.9), left, f.coat, f.front, 0.18)
    kind = f.holds
    if kind == "staff":
        pen.line((0.44, mid + 0.2), (0.44, 0.5), (70, 50, 34), 0.05)
        pen.circle(0.44, 0.48, 0.05, GOLD)
    elif kind == "spear":
        pen.line((0.42, mid + 0.2), (0.3, 0.3), fp.WOOD, 0.04)  # slanted inwards, clear of the high suit sign
        pen.poly([(0.285, 0.14), (0.35, 0.3), (0.24, 0.29)], fp.STEEL)
    elif kind == "sword":
        fp.sword(pen, right, (0.52, 0.3))
    elif kind == "cane":
        pen.line((0.44, mid + 0.2), (0.44, 0.74), fp.WOOD, 0.045)
        pen.lines([(0.44, 0.74), (0.44, 0.66), (0.34, 0.64)], fp.WOOD, 0.045)
    elif kind == "halberd":
        pen.line((0.44, mid + 0.2), (0.44, 0.06), fp.WOOD, 0.04)
        blade = [(0.44, 0.0), (0.5, 0.14), (0.64, 0.16), (0.64, 0.32), (0.44, 0.28)]
        pen.poly(blade, fp.STEEL)
        pen.poly([(0.44, 0.2), (0.3, 0.26), (0.44, 0.28)], fp.STEEL)
    fp.hand(pen, right, 0.07)
    fp.hand(pen, left, 0.07)


def _crossbow(pen: Pen) -> None:
    """Tell's crossbow held across his chest: the stock slanting up to the right, the bow across its head."""
    stock_a, stock_b = (-0.46, 1.3), (0.42, 0.7)
    pen.line(stock_a, stock_b, fp.WOOD, 0.1)
    pen.line(stock_a, stock_b, shade(fp.WOOD, 0.6), 0.025)
    bow = [(0.22, 0.46), (0.36, 0.56), (0.46, 0.68), (0.54, 0.82), (0.58, 0.98)]
    pen.lines(bow, (80, 80, 90), 0.06)
    pen.line(bow[0], bow[-1], (236, 236, 226), 0.02)
    pen.line((-0.2, 1.12), (0.5, 0.64), (60, 40, 30), 0.025)  # the bolt


def king(pen: Pen, suit: str, mid: float) -> None:
    """A crowned king riding: the horse's head and neck on the right, the rider with a sceptre at the left."""
    horse = HORSES[suit]
    robe, front = KING_ROBES[suit]
    edge = shade(horse, 0.55) if sum(horse) > 200 else shade(horse, 1.6)
    pen.ellipse(0.1, mid + 0.12, 0.95, 0.36, horse)  # the horse's back, cut by the dividing line
    pen.ellipse(0.1, mid + 0.12, 0.95, 0.36, edge, 0.03)
    neck = [(0.28, mid), (0.4, 0.66), (0.6, 0.46), (0.92, 0.7), (0.86, 0.84), (0.66, 0.78), (0.8, mid - 0.1)]
    pen.poly(neck, horse)
    pen.lines(neck, edge, 0.03, closed=True)
    pen.lines([(0.42, 0.64), (0.34, 0.84), (0.3, mid - 0.05)], shade(horse, 0.7) if sum(horse) > 200
              else shade(horse, 1.4), 0.08)  # the mane
    pen.poly([(0.54, 0.48), (0.58, 0.34), (0.64, 0.48)], horse)  # an ear
    pen.circle(0.66, 0.58, 0.03, fp.INK if sum(horse) > 200 else fp.WHITE)
    pen.lines([(0.7, 0.8), (0.5, 0.78), (0.2, 1.04)], (150, 30, 30), 0.03)  # the rein
    # the saddle cloth in the king's colours, then the rider
    pen.poly([(-0.9, mid - 0.18), (0.32, mid - 0.18), (0.4, mid + 0.2), (-0.95, mid + 0.2)], front)
    pen.line((-0.95, mid - 0.1), (0.36, mid - 0.1), GOLD, 0.05)
    fp.robe(pen, mid - 0.12, robe, front, GOLD, shoulder_y=0.9, width=0.62)
    fp.ermine_collar(pen, 0.84, 0.32)
    fp.head(pen, -0.12, 0.5, 0.22, 1, hair=GREY_HAIR, beard=GREY_HAIR)
    fp.crown(pen, -0.1, 0.31, 0.24, 0.22)
    fp.sleeve(pen, (-0.5, 0.98), (-0.56, 1.12), robe, GOLD, 0.18)
    pen.line((-0.56, 1.24), (-0.56, 0.56), GOLD, 0.05)  # the sceptre
    pen.circle(-0.56, 0.52, 0.07, GOLD)
    pen.circle(-0.56, 0.52, 0.035, (200, 30, 40))
    fp.hand(pen, (-0.56, 1.12), 0.07)
