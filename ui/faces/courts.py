"""Court cards: a double-headed stylised bust (head, headwear, robe in the suit colour).

Which headwear a court gets comes from the rank's names in any language, so a
king is crowned whether the pack calls him král, re, rey or König. The same
busts serve the Škýz/Fool (a jester) and other unsuited figure cards.
"""

from __future__ import annotations

import math

import pygame

from cards.model import Rank
from ui.faces.colours import GOLD, SKIN
from ui.faces.pen import Colour, Pen, shade
from ui.faces.symbols import draw_symbol

HEADWEAR_WORDS: list[tuple[str, tuple[str, ...]]] = [
    ("queen", ("queen", "dame", "dama", "regina", "königin", "reina", "donna")),
    ("king", ("king", "roi", "re", "rey", "könig", "koenig", "král", "koshi", "malik", "shah", "emperor", "sun",
              "general", "raja")),
    ("rider", ("cavalier", "knight", "cavallo", "caballo", "horse", "uma", "kaval", "jezdec", "caval", "reiter")),
    ("ober", ("ober", "svršek", "obermann")),
    ("vizier", ("vizier", "wazir", "minister", "na'ib", "naib", "deputy", "mandarin")),
    ("jester", ("fool", "excuse", "škýz", "skys", "sküs", "matto", "joker", "jester", "šašek")),
    ("banner", ("banner", "praporec", "flag")),
    ("jack", ("jack", "knave", "valet", "unter", "spodek", "fante", "sota", "soldier", "page", "bube", "kluk",
              "sōta", "sota")),
]


def headwear(names: list[str], code: str) -> str:
    """The figure type ('king', 'queen', 'jack', ...) for a rank, from any of its names."""
    tokens = {t for n in names for t in n.lower().replace("(", " ").replace(")", " ").replace(",", " ").split()}
    for kind, keys in HEADWEAR_WORDS:
        if tokens.intersection(keys):
            return kind
    return {"K": "king", "Q": "queen", "D": "queen", "R": "king", "C": "rider", "O": "ober", "U": "jack",
            "J": "jack", "V": "jack", "F": "jack", "S": "jack", "B": "banner"}.get(code.upper(), "jack")


def rank_words(rank: Rank) -> list[str]:
    return [rank.names.cs, rank.names.en, *rank.names.native.values()]


def bust(pen: Pen, kind: str, robe: Colour, symbol: str | None, suit_label: str) -> None:
    """One half of a double-headed court, in local units: x -1..1, y -1 (top) .. 1 (the card's middle)."""
    dark = shade(robe, 0.45)
    trim = GOLD
    if kind == "rider":  # the horse's head beside the rider
        horse = (150, 100, 60)
        pen.poly([(-1.0, 0.95), (-0.95, 0.1), (-0.75, -0.35), (-0.55, -0.3), (-0.6, 0.2), (-0.45, 0.95)], horse)
        pen.ellipse(-0.88, -0.32, 0.14, 0.24, horse)
        pen.poly([(-0.74, -0.55), (-0.66, -0.38), (-0.8, -0.4)], shade(horse, 0.6))
        pen.circle(-0.83, -0.33, 0.04, (20, 20, 20))
    # robe and shoulders
    robe_pts = [(-0.85, 1.0), (-0.78, 0.42), (-0.45, 0.22), (0.45, 0.22), (0.78, 0.42), (0.85, 1.0)]
    if kind == "jester":
        pen.poly([*robe_pts[:3], (0.0, 0.22), (0.0, 1.0)], robe)
        pen.poly([(0.0, 1.0), (0.0, 0.22), *robe_pts[3:]], (40, 110, 200))
    else:
        pen.poly(robe_pts, robe)
    pen.lines(robe_pts, dark, 0.04)
    pen.lines([(-0.45, 0.22), (0.0, 0.55), (0.45, 0.22)], trim, 0.08)
    pen.rect(-0.1, 0.05, 0.1, 0.25, SKIN)
    # head
    if kind == "queen":
        pen.ellipse(0.0, -0.12, 0.42, 0.5, (150, 90, 40))
    pen.circle(0.0, -0.15, 0.3, SKIN)
    pen.circle(0.0, -0.15, 0.3, shade(SKIN, 0.6), 0.03)
    pen.circle(-0.11, -0.19, 0.035, (30, 30, 30))
    pen.circle(0.11, -0.19, 0.035, (30, 30, 30))
    pen.line((-0.07, -0.02), (0.07, -0.02), (170, 60, 60), 0.03)
    if kind in ("king", "vizier"):
        pen.poly([(-0.26, -0.04), (0.26, -0.04), (0.14, 0.16), (0.0, 0.2), (-0.14, 0.16)], (120, 80, 50))
    _headwear(pen, kind, robe)
    # the suit emblem on the chest
    if symbol is not None:  # on a light roundel, so a red heart shows on a red robe
        pen.circle(0.0, 0.7, 0.25, (250, 246, 230))
        pen.circle(0.0, 0.7, 0.25, trim, 0.03)
        draw_symbol(pen.sub(0.0, 0.7, 0.17), symbol, robe, suit_label)
    # an attribute in the right hand
    if kind == "king":
        pen.line((0.62, 0.95), (0.62, -0.05), trim, 0.07)
        pen.circle(0.62, -0.1, 0.08, trim)
    elif kind == "jack":
        pen.line((0.62, 0.95), (0.62, -0.45), (120, 90, 60), 0.06)
        pen.poly([(0.62, -0.6), (0.72, -0.42), (0.62, -0.38), (0.52, -0.42)], (170, 175, 185))
    elif kind == "queen":
        pen.line((0.6, 0.95), (0.6, 0.1), (40, 120, 50), 0.04)
        pen.circle(0.6, 0.05, 0.09, (220, 60, 90))
    elif kind == "ober":
        pen.line((0.62, 0.95), (0.62, -0.2), (60, 60, 70), 0.05)
        pen.circle(0.62, -0.22, 0.06, trim)


def _headwear(pen: Pen, kind: str, robe: Colour) -> None:
    if kind == "king":
        pts = [(-0.32, -0.38), (-0.32, -0.68), (-0.16, -0.52), (0.0, -0.74), (0.16, -0.52), (0.32, -0.68),
               (0.32, -0.38)]
        pen.poly(pts, GOLD)
        pen.lines(pts, shade(GOLD, 0.5), 0.03, closed=True)
        pen.circle(0.0, -0.5, 0.04, (200, 30, 40))
    elif kind == "queen":
        pts = [(-0.26, -0.38), (-0.24, -0.58), (-0.1, -0.48), (0.0, -0.62), (0.1, -0.48), (0.24, -0.58),
               (0.26, -0.38)]
        pen.poly(pts, GOLD)
        for x in (-0.24, 0.0, 0.24):
            pen.circle(x, -0.6, 0.04, (240, 240, 250))
    elif kind == "jack":
        pen.ellipse(0.0, -0.42, 0.36, 0.12, robe)
        pen.rect(-0.24, -0.56, 0.24, -0.4, robe)
        pen.lines([(0.18, -0.5), (0.4, -0.85), (0.5, -0.9)], (240, 240, 240), 0.05)
    elif kind == "ober":
        pen.ellipse(0.0, -0.42, 0.42, 0.1, shade(robe, 0.6))
        pen.rect(-0.2, -0.72, 0.2, -0.42, shade(robe, 0.6))
        pen.lines([(0.15, -0.66), (0.35, -0.95), (0.55, -0.92)], (220, 60, 60), 0.06)
    elif kind == "rider":
        pen.ellipse(0.0, -0.4, 0.32, 0.2, (170, 175, 185))
        pen.rect(-0.32, -0.42, 0.32, -0.34, (130, 135, 145))
        pen.lines([(0.0, -0.58), (0.1, -0.9), (0.3, -0.95)], (220, 60, 60), 0.06)
    elif kind == "vizier":
        pen.ellipse(0.0, -0.44, 0.36, 0.2, (245, 245, 240))
        pen.circle(0.0, -0.46, 0.05, (40, 120, 200))
    elif kind == "jester":
        for a, colour in ((-0.9, (200, 40, 40)), (0.0, GOLD), (0.9, (40, 110, 200))):
            tip = (0.5 * math.sin(a), -0.5 - 0.42 * math.cos(a))
            pen.poly([(-0.22, -0.38), (0.22, -0.38), tip], colour)
            pen.circle(tip[0], tip[1], 0.06, GOLD)
    else:
        pen.ellipse(0.0, -0.42, 0.3, 0.1, robe)


def banner(pen: Pen, colour: Colour, symbol: str | None, suit_label: str) -> None:
    """The Swiss Banner: a flag bearing the suit symbol, on a pole (local units -1..1)."""
    pen.line((-0.6, 1.0), (-0.6, -1.0), (120, 90, 60), 0.07)
    pen.circle(-0.6, -1.0, 0.07, GOLD)
    flag = [(-0.58, -0.9), (0.85, -0.8), (0.75, -0.1), (0.9, 0.55), (-0.58, 0.5)]
    pen.poly(flag, (250, 246, 230))
    pen.lines(flag, shade(colour, 0.5), 0.04, closed=True)
    if symbol is not None:
        draw_symbol(pen.sub(0.14, -0.17, 0.45), symbol, colour, suit_label)


def draw_court(surface: pygame.Surface, body: pygame.Rect, kind: str, robe: Colour, symbol: str | None,
               suit_label: str, band: pygame.Surface | None, frame: Colour) -> None:
    """The whole court picture inside `body`: two busts and a name band across the middle."""
    pygame.draw.rect(surface, shade(robe, 1.85), body, border_radius=max(1, body.w // 14))
    pygame.draw.rect(surface, frame, body, max(1, body.w // 60), border_radius=max(1, body.w // 14))
    band_h = 0 if band is None else band.get_height() + body.h * 0.02
    half = (body.h - band_h) / 2
    scale = min(body.w * 0.46, half * 0.48)
    top = Pen(surface, body.centerx, body.top + half * 0.5, scale)
    bottom = Pen(surface, body.centerx, body.bottom - half * 0.5, scale, flip=True)
    if kind == "banner":
        banner(top.sub(0, 0, 0.95), robe, symbol, suit_label)
        banner(bottom.sub(0, 0, 0.95), robe, symbol, suit_label)
    else:
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(body.left, body.top, body.w, math.ceil(half)).clip(body))
        bust(top, kind, robe, symbol, suit_label)
        surface.set_clip(pygame.Rect(body.left, body.bottom - math.ceil(half), body.w, math.ceil(half)).clip(body))
        bust(bottom, kind, robe, symbol, suit_label)
        surface.set_clip(clip)
    if band is not None:
        y = body.top + half
        strip = pygame.Rect(body.left, round(y), body.w, round(band_h))
        pygame.draw.rect(surface, (250, 246, 230), strip)
        pygame.draw.line(surface, frame, strip.topleft, strip.topright, max(1, body.w // 80))
        pygame.draw.line(surface, frame, strip.bottomleft, strip.bottomright, max(1, body.w // 80))
        surface.blit(band, band.get_rect(center=strip.center))
