"""French-suited tarot courts (tarok 54, tarokk 42, tarot 78) in the Industrie und Glück manner.

Four double-headed figures a suit: the King, the Queen, the Cavalier (Reiter) on horseback and the
Jack (Bube). The tarock patterns print them without names, so no label is drawn: the corner index
tells the rank. King, Queen and Jack are put together from the French standard figure (court_french)
in the tarock pack's own dress, a colour scheme per suit that differs from the 52-card pack's, so
the two packs do not look alike; the Cavalier is new: the rider in a plumed hat behind his horse's
head and neck, a sabre raised. One half is drawn here; `double_headed` turns it into the other half.
"""

from __future__ import annotations

import pygame

from ui.faces import compact_courts, court_french
from ui.faces import figure_parts as fp
from ui.faces.colours import GOLD
from ui.faces.court_french import Court
from ui.faces.double_headed import depth, draw_double, panel_for
from ui.faces.pen import Colour, Pen, shade
from ui.faces.symbols import draw_symbol

RED = (176, 30, 40)
GREEN = (48, 116, 64)
BLUE = (44, 72, 150)
YELLOW = (228, 184, 60)
VIOLET = (104, 60, 128)
BLACK = (40, 36, 40)
GROUND = (250, 244, 228)
HORSES: dict[str, Colour] = {"H": (246, 242, 232), "D": (168, 108, 60), "S": (92, 70, 56), "C": (196, 176, 146)}

# Dress and attribute per (rank, suit); ranks by figure: K king, Q queen, C cavalier, J jack.
COURTS: dict[tuple[str, str], Court] = {
    ("K", "H"): Court(RED, YELLOW, GREEN, court_french.GREY_HAIR, "sceptre"),
    ("K", "D"): Court(GREEN, RED, YELLOW, court_french.BROWN_HAIR, "sword-orb", facing=1),
    ("K", "S"): Court(BLUE, YELLOW, RED, court_french.GREY_HAIR, "sword", facing=-1),
    ("K", "C"): Court(VIOLET, GREEN, YELLOW, court_french.BROWN_HAIR, "sword-behind"),
    ("Q", "H"): Court(GREEN, RED, YELLOW, court_french.BLOND, "flower", facing=-1),
    ("Q", "D"): Court(RED, BLUE, YELLOW, court_french.BROWN_HAIR, "sceptre"),
    ("Q", "S"): Court(VIOLET, YELLOW, GREEN, court_french.BLOND, "flower", facing=1),
    ("Q", "C"): Court(BLUE, RED, YELLOW, court_french.BROWN_HAIR, "sceptre", facing=-1),
    ("C", "H"): Court(RED, GREEN, YELLOW, court_french.BROWN_HAIR, "sword", facing=-1),
    ("C", "D"): Court(BLUE, YELLOW, RED, court_french.BLOND, "sword", facing=-1),
    ("C", "S"): Court(GREEN, RED, YELLOW, court_french.BROWN_HAIR, "sword", facing=-1),
    ("C", "C"): Court(VIOLET, YELLOW, GREEN, court_french.BLOND, "sword", facing=-1),
    ("J", "H"): Court(YELLOW, RED, GREEN, court_french.BLOND, "halberd", facing=1),
    ("J", "D"): Court(GREEN, YELLOW, RED, court_french.BROWN_HAIR, "arrow"),
    ("J", "S"): Court(RED, BLUE, YELLOW, court_french.BROWN_HAIR, "halberd", facing=-1),
    ("J", "C"): Court(BLUE, RED, YELLOW, court_french.BLOND, "leaf", facing=1),
}


def court_for(rank: str, suit: str) -> Court | None:
    return COURTS.get((rank.upper(), suit.upper()))


def draw(surface: pygame.Surface, card_w: int, card_h: int, margin: float, index_size: tuple[int, int],
         rank: str, suit: str, colour: Colour, symbol: str, label: str, frame: Colour) -> bool:
    """Draw the tarot court `rank` of `suit` on a full-size face; False when it is not one of the sixteen."""
    court = court_for(rank, suit)
    if court is None:
        return False
    panel = panel_for(card_w, card_h, margin, index_size, tilt=0.0)  # a straight dividing line, as printed
    mid = depth(panel)
    code = rank.upper()

    def half(pen: Pen) -> None:
        if code == "C":
            cavalier(pen, court, mid, HORSES.get(suit.upper(), HORSES["D"]))
            draw_symbol(pen.sub(0.78, 0.2, 0.15), symbol, colour, label)
        else:
            court_french.figure(pen, code, court, mid)
            draw_symbol(pen.sub(0.74, 0.2, 0.15), symbol, colour, label)

    draw_double(surface, panel, GROUND, half, frame, shade(frame, 1.0))
    return True


def cavalier(pen: Pen, c: Court, bottom: float, horse: Colour) -> None:
    """The rider behind his horse's head: he sits to the right, the horse's neck rises on the left."""
    low = bottom * 1.25
    rider = pen.sub(0.2, 0.06, 0.82)
    rider_low = (low - 0.06) / 0.82
    fp.robe(rider, rider_low, c.main, c.front, c.trim, shoulder_y=0.92, width=0.72)
    fp.zigzag_band(rider, 1.3, -0.72, 0.72, 0.1, c.trim, BLACK if c.trim != BLACK else YELLOW)
    fp.head(rider, 0.0, 0.5, 0.25, 0, hair=c.hair)
    _plumed_hat(rider, c, 0.5)
    # the sabre raised in the right hand, blade up past the hat
    fp.sleeve(rider, (0.62, 1.0), (0.62, 0.66), shade(c.main, 0.85), c.trim)
    fp.sword(rider, (0.62, 0.66), (0.36, -0.12))
    fp.hand(rider, (0.62, 0.66))
    _horse(pen, horse, c.trim, bottom)
    # the left hand holds the reins over the horse's neck
    reins = (-0.04, 1.18)
    fp.sleeve(pen, (-0.14, 1.0), reins, shade(c.main, 0.85), c.trim, width=0.16)
    fp.hand(pen, reins, 0.065)


def _plumed_hat(pen: Pen, c: Court, y: float) -> None:
    """A wide hat turned up at the side with a long plume, the rider's headwear."""
    pen.ellipse(0.0, y - 0.21, 0.38, 0.08, c.front)
    pen.ellipse(0.0, y - 0.3, 0.24, 0.12, c.front)
    pen.ellipse(0.0, y - 0.21, 0.38, 0.08, shade(c.front, 0.5), 0.015)
    pen.rect(-0.24, y - 0.26, 0.24, y - 0.21, c.trim)
    fp.feather(pen, (-0.1, y - 0.3), (-0.34, y - 0.56), (246, 244, 236), 0.09)
    fp.feather(pen, (-0.04, y - 0.32), (-0.16, y - 0.6), c.trim, 0.06)


def _horse(pen: Pen, coat: Colour, trim: Colour, bottom: float) -> None:
    """The horse's arched neck and head, turned down to the left below the corner index, with mane,
    bridle and a studded breast band; the head sits low so the index notch never cuts it."""
    dark = shade(coat, 0.55)
    low = bottom * 1.25
    neck = [(-0.8, low), (-0.74, 1.12), (-0.62, 0.96), (-0.56, 0.76), (-0.46, 0.68), (-0.28, 0.8),
            (-0.12, 1.04), (-0.04, low)]
    pen.poly(neck, coat)
    pen.lines(neck[1:-1], dark, 0.025)
    head = [(-0.46, 0.68), (-0.62, 0.72), (-0.86, 0.98), (-0.96, 1.1), (-0.9, 1.18), (-0.76, 1.14),
            (-0.62, 1.0), (-0.56, 0.86)]
    pen.poly(head, coat)
    pen.lines(head, dark, 0.02, closed=True)
    for ear in ([(-0.5, 0.7), (-0.46, 0.54), (-0.56, 0.66)], [(-0.44, 0.7), (-0.36, 0.56), (-0.4, 0.7)]):
        pen.poly(ear, coat)
        pen.lines(ear, dark, 0.015, closed=True)
    mane = [(-0.44, 0.66), (-0.3, 0.74), (-0.16, 0.94), (-0.08, 1.16), (-0.04, 1.34)]
    pen.lines(mane, shade(coat, 0.35) if sum(coat) > 300 else shade(coat, 1.6), 0.07)
    pen.circle(-0.62, 0.82, 0.035, fp.INK)
    pen.circle(-0.91, 1.1, 0.02, fp.INK)  # the nostril
    leather = (90, 50, 30)
    pen.lines([(-0.48, 0.72), (-0.74, 1.06)], leather, 0.025)  # cheek strap to the noseband
    pen.lines([(-0.84, 0.96), (-0.72, 1.1)], leather, 0.03)
    pen.lines([(-0.78, 1.12), (-0.4, 1.3), (-0.06, 1.2)], leather, 0.025)  # the reins to the rider's hand
    pen.line((-0.76, low * 0.85 + 0.05), (-0.08, low * 0.85 + 0.05), trim, 0.07)  # breast band at the middle
    for k in range(4):
        pen.circle(-0.66 + k * 0.17, low * 0.85 + 0.05, 0.025, shade(trim, 0.55))


def compact(surf: pygame.Surface, w: int, h: int, rank: str, colour: Colour, symbol: str, label: str) -> bool:
    """The small Cavalier (a plumed hat beside a horse's head); King, Queen and Jack are the French heads."""
    if rank.upper() != "C":
        return compact_courts.french(surf, w, h, rank, colour, symbol, label)
    frame = pygame.Rect(0, 0, round(w * 0.5), round(h * 0.5))  # the frame of compact_courts' heads
    frame.center = (round(w * 0.66), round(h * 0.7))
    pygame.draw.rect(surf, compact_courts.GROUND, frame, border_radius=max(1, w // 20))
    pygame.draw.rect(surf, GOLD, frame, max(1, w // 30), border_radius=max(1, w // 20))
    pen = Pen(surf, frame.centerx, frame.top + frame.h * 0.36, w * 0.1)
    coat = (168, 108, 60)
    pen.poly([(-1.9, 1.6), (-1.9, 0.7), (-1.55, -0.3), (-1.1, -0.6), (-0.7, 0.2), (-0.6, 1.6)], coat)
    pen.poly([(-1.55, -0.3), (-1.1, -0.6), (-1.2, -1.0), (-1.4, -0.6)], coat)
    pen.circle(-1.4, -0.1, 0.12, fp.INK)
    pen.poly([(-1.3, 1.75), (-0.5, 0.6), (0.2, 0.5), (0.8, 0.6), (1.3, 0.8), (1.4, 1.75)], colour)
    pen.circle(0.3, 0.0, 0.62, (236, 196, 160))
    pen.ellipse(0.3, -0.55, 1.0, 0.25, shade(colour, 0.6))
    pen.ellipse(0.3, -0.8, 0.55, 0.32, shade(colour, 0.6))
    pen.lines([(0.0, -0.9), (-0.5, -1.4), (-0.9, -1.35)], (246, 244, 236), 0.22)
    draw_symbol(Pen(surf, frame.centerx, frame.top + frame.h * 0.8, w * 0.1), symbol, colour, label)
    return True
