"""Courts of the Latin-suited tarots (Piedmontese, Bolognese, Sicilian, Minchiate) as whole figures.

These tarots print single-ended or double-ended whole figures like the Italian 40-card packs, with a
fourth court: the Queen (regina) between King and Knight, and in the Sicilian pack a maid (donna) in
the Jack's place. King, Knight and Jack reuse the Italian figures of courts_latin; the Queen and the
maid are drawn here: a woman standing in a long gown, holding her suit sign, crowned or veiled. The
band names the card in the pack's language (RE, REGINA, CAVALLO, FANTE, DONNA).
"""

from __future__ import annotations

import pygame

from cards.model import Card, Pack
from ui.faces.colours import GOLD, SKIN
from ui.faces.courts_latin import BAND_INK, LONG_SIGNS, ROBES, court_kind, draw_latin_court
from ui.faces.figures import Sign
from ui.faces.layout import Geometry
from ui.faces.pen import Colour, Pen, shade
from ui.faces.symbols import draw_symbol, resolve, symbol_style
from ui.faces.text import render_fit

HAIR = (110, 66, 34)
INK = (40, 32, 28)
VEIL = (246, 244, 236)


def handles(pack: Pack) -> bool:
    """Tarots whose suits are Latin (cups, coins, swords, batons)."""
    return pack.family == "tarot" and symbol_style(pack.family, [s.symbol for s in pack.suits]) == "italian"


def band_name(native: str) -> str:
    """The name printed on the band: 'regina (donna)' reads as REGINA, the alternative left off."""
    return native.split("(")[0].strip().upper() or native.upper()


def draw(surf: pygame.Surface, geo: Geometry, pack: Pack, card: Card, colour: Colour, symbol: str,
         label: str) -> bool:
    """Draw the court in the face's body; False when the card is not a court of this pack."""
    try:
        rank = pack.rank(card.rank or "")
    except (KeyError, ValueError):
        return False
    x0, y0, x1, y1 = geo.body()
    body = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
    index = next((i for i, s in enumerate(pack.suits) if s.code == card.suit), 0)
    if court_kind(rank) != "queen":
        draw_latin_court(surf, body, rank, index, symbol, colour, label, "italian")
        return True
    native = next(iter(rank.names.native.values()), rank.names.en)
    band = render_fit(band_name(native), BAND_INK, body.w * 0.95, body.h * 0.075, bold=True)
    surf.blit(band, band.get_rect(midbottom=(body.centerx, body.bottom)))
    picture = pygame.Rect(body.left, body.top, body.w, body.h - round(band.get_height() * 1.15))
    pen = Pen(surf, picture.centerx, picture.centery, min(picture.h / 2, picture.w / 0.95))
    long_sign = (resolve(symbol) or symbol) in LONG_SIGNS
    crowned = (rank.code or "").upper() != "F"  # the Sicilian maid stands in the Jack's place, veiled
    lady(pen, ROBES[index % len(ROBES)], crowned, lambda p: draw_symbol(p, symbol, colour, label), long_sign)
    return True


def lady(pen: Pen, gown: Colour, crowned: bool, sign: Sign, long_sign: bool) -> None:
    """A woman standing in a long gown (local units as figures.standing: y -1..1, the ground at 0.9)."""
    dark = shade(gown, 0.5)
    pen.ellipse(0.0, 0.93, 0.4, 0.05, (214, 206, 186))
    skirt = [(-0.14, -0.1), (0.14, -0.1), (0.36, 0.9), (-0.36, 0.9)]
    pen.poly(skirt, gown)
    pen.poly([(-0.05, -0.1), (0.05, -0.1), (0.12, 0.9), (-0.12, 0.9)], shade(gown, 1.35))  # the underskirt
    pen.poly(skirt, dark, 0.02)
    pen.lines([(-0.36, 0.88), (0.36, 0.88)], GOLD, 0.04)
    bodice = [(-0.17, -0.44), (0.17, -0.44), (0.13, -0.08), (-0.13, -0.08)]
    pen.poly(bodice, gown)
    pen.poly(bodice, dark, 0.02)
    pen.rect(-0.14, -0.12, 0.14, -0.07, GOLD)
    pen.lines([(-0.12, -0.44), (0.0, -0.32), (0.12, -0.44)], GOLD, 0.03)
    # hair falling behind the shoulders, then the face
    pen.ellipse(0.0, -0.61, 0.13, 0.11, HAIR)  # hair behind the head, falling in two locks at the sides
    for side in (-1, 1):
        pen.poly([(side * 0.06, -0.6), (side * 0.14, -0.6), (side * 0.16, -0.4), (side * 0.09, -0.42)], HAIR)
    pen.circle(0.0, -0.58, 0.1, SKIN)
    pen.circle(0.0, -0.58, 0.1, shade(SKIN, 0.6), 0.01)
    pen.circle(-0.035, -0.59, 0.012, INK)
    pen.circle(0.035, -0.59, 0.012, INK)
    pen.line((-0.025, -0.54), (0.025, -0.54), (170, 60, 60), 0.012)
    if crowned:
        top = -0.66
        pts = [(-0.1, top), (-0.1, top - 0.09), (-0.05, top - 0.05), (0.0, top - 0.11), (0.05, top - 0.05),
               (0.1, top - 0.09), (0.1, top)]
        pen.poly(pts, GOLD)
        pen.poly(pts, shade(GOLD, 0.5), 0.01)
        pen.circle(0.0, top - 0.11, 0.016, (200, 40, 40))
    else:
        pen.poly([(-0.13, -0.66), (0.0, -0.72), (0.13, -0.66), (0.17, -0.4), (0.12, -0.42), (0.1, -0.62),
                  (-0.1, -0.62), (-0.12, -0.42), (-0.17, -0.4)], VEIL)
    # the free hand at the waist, the other holding the sign
    pen.lines([(-0.16, -0.4), (-0.26, -0.2), (-0.13, -0.1)], gown, 0.07)
    pen.circle(-0.13, -0.1, 0.035, SKIN)
    at, size = ((0.27, -0.3), 0.3) if long_sign else ((0.27, -0.3), 0.15)
    hand = (at[0] - 0.03, at[1] + size * 0.55)
    pen.lines([(0.16, -0.4), (0.26, -0.22), hand], gown, 0.07)
    pen.circle(hand[0], hand[1], 0.035, SKIN)
    sign(pen.sub(at[0], at[1], size))
