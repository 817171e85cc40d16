"""Tarot trumps: scenes for the tarock packs, allegories for the Italian tarocchi, else numeral and emblem.

`pictured_trump` lays out a whole pictured trump face (corner indices, the numeral at both ends and
the double-ended picture between them); packs without pictures keep `draw_trump`: a big Roman numeral,
a simple emblem and the trump's name.
"""

from __future__ import annotations

import math

import pygame

from cards.loader import roman
from cards.model import Card, Pack
from ui.faces.colours import GOLD
from ui.faces.emblems import emblem_for
from ui.faces.layout import Geometry
from ui.faces.pen import Pen, shade
from ui.faces.text import render_fit, render_lines_fit
from ui.faces.trump_allegories import allegorical, allegory_for, fool, skus
from ui.faces.trump_minchiate import handles as minchiate
from ui.faces.trump_minchiate import numbered, picture_for
from ui.faces.trump_scenes import SCENES, has_scene
from ui.faces.trump_stage import Scene, banner, draw_half

PANEL = (250, 236, 196)
INK = (60, 40, 30)

# A few trumps are known by their picture; the rest get a sun-burst whose rays count the numeral.
EMBLEMS = ("sun", "moon", "star", "world", "angel", "mondo", "sole", "luna", "stella", "angelo")


def numeral(number: int | None, code: str) -> str:
    return roman(number) if number and number > 0 else code


def plain_name(name: str, number: int | None) -> str:
    """The name without a trailing '(8)' or '(VIII)' that only repeats the numeral shown above it."""
    if number:
        for tail in (f"({number})", f"({roman(number)})"):
            if name.rstrip().endswith(tail):
                return name.rstrip()[: -len(tail)].strip() or name
    return name


def emblem(pen: Pen, name: str, number: int, name_en: str = "") -> None:
    low = f"{name} {name_en}".lower()
    if any(w in low for w in ("moon", "luna", "měsíc")):
        pen.circle(0.0, 0.0, 0.8, (230, 226, 200))
        pen.circle(0.35, -0.15, 0.68, PANEL)
        return
    if any(w in low for w in ("star", "stella", "hvězda")):
        pts = []
        for k in range(16):
            a = -math.pi / 2 + math.pi * k / 8
            r = 0.95 if k % 2 == 0 else 0.4
            pts.append((r * math.cos(a), r * math.sin(a)))
        pen.poly(pts, GOLD)
        return
    if any(w in low for w in ("world", "mondo", "svět")):
        pen.circle(0.0, 0.0, 0.85, (60, 120, 200))
        pen.ellipse(-0.2, -0.1, 0.35, 0.5, (70, 150, 70))
        pen.circle(0.0, 0.0, 0.85, shade((60, 120, 200), 0.5), 0.05)
        return
    named = emblem_for(name_en)
    if named is not None:
        named(pen)
        return
    rays = max(4, min(24, number or 12))
    for k in range(rays):
        a = 2 * math.pi * k / rays
        pen.line((0.45 * math.cos(a), 0.45 * math.sin(a)), (0.92 * math.cos(a), 0.92 * math.sin(a)), GOLD, 0.07)
    pen.circle(0.0, 0.0, 0.42, (236, 176, 40))
    pen.circle(0.0, 0.0, 0.42, shade(GOLD, 0.5), 0.05)


def draw_trump(surface: pygame.Surface, body: pygame.Rect, number: int | None, code: str, name: str,
               frame: tuple[int, int, int], name_en: str = "") -> None:
    radius = max(1, body.w // 14)
    pygame.draw.rect(surface, PANEL, body, border_radius=radius)
    pygame.draw.rect(surface, frame, body, max(1, body.w // 60), border_radius=radius)
    text = numeral(number, "")  # unnumbered trumps (the Bolognese Moors) show only their name
    big = render_fit(text, INK, body.w * 0.9, body.h * 0.2, bold=True) if text else pygame.Surface((1, 1))
    if text:
        surface.blit(big, big.get_rect(midtop=(body.centerx, body.top + body.h * 0.05)))
    label = render_lines_fit(plain_name(name, number), INK, body.w * 0.94, body.h * 0.2, max_lines=2,
                             line_h=body.h * 0.085)
    surface.blit(label, label.get_rect(midbottom=(body.centerx, body.bottom - body.h * 0.04)))
    top = body.top + body.h * 0.05 + big.get_height()
    bottom = body.bottom - body.h * 0.04 - label.get_height()
    size = min(body.w * 0.4, (bottom - top) * 0.42)
    if size > 2:
        emblem(Pen(surface, body.centerx, (top + bottom) / 2, size), name, number or 0, name_en)


# The Industrie und Glück packs (and the French-suited tarot drawn in the same manner) show genre scenes.
SCENE_PATTERNS = frozenset({"tarok", "tarokk", "tarot-nouveau", "tarock-66"})
# The Piedmontese (and Sicilian) tarocchi number their trumps in Arabic numerals and call the Fool "Il Matto"
# on the card (IPCS, Tarocco Piemontese); the tarock packs print Roman numerals.
ARABIC_PATTERNS = frozenset({"tarocco-piemontese", "tarocco-siciliano"})


def pictured_trump(surface: pygame.Surface, geo: Geometry, card: Card, pack: Pack, index: pygame.Surface,
                   frame: tuple[int, int, int]) -> bool:
    """Draw the whole face of a trump that has a picture for its pack; False (nothing drawn) if it has none."""
    if pack.family != "tarot":
        return False
    if pack.pattern in SCENE_PATTERNS and has_scene(card.number):
        upper, lower = SCENES[card.number or 0]
    else:
        # the Minchiate's forty subjects (trump_minchiate), else the shared allegories where most trumps have one
        allegory = picture_for(card, pack) or (allegory_for(card) if allegorical(pack) else None)
        if allegory is None:
            return False
        upper = lower = allegory  # the tarocchi are double-headed: the same allegory at both ends
    # the Piedmontese trumps carry only their Arabic number (our corner index); the tarock packs a Roman
    # numeral at both ends (the Italian captions, tried here, were too long to read between the indices)
    mark = "" if pack.pattern in ARABIC_PATTERNS or not numbered(card, pack) else numeral(card.number, "")
    _layout(surface, geo, index, mark, upper, lower, frame)
    if card.number == 2 and pack.pattern in SCENE_PATTERNS and not geo.compact:
        banner(surface, _picture_area(geo, index))
    return True


def pictured_fool(surface: pygame.Surface, geo: Geometry, card: Card, pack: Pack, index: pygame.Surface,
                  frame: tuple[int, int, int]) -> bool:
    """The Sküs of the tarock packs (Harlequin with a little fool) or the tarocchi's Matto, double-headed."""
    if pack.family != "tarot" or not (pack.pattern in SCENE_PATTERNS or allegorical(pack) or minchiate(pack)):
        return False
    figure = skus if pack.pattern in SCENE_PATTERNS else fool
    caption = card.names.native.get("it", "") if pack.pattern in ARABIC_PATTERNS else ""  # "Il Matto"
    _layout(surface, geo, index, caption.upper(), figure, figure, frame)
    return True


def _layout(surface: pygame.Surface, geo: Geometry, index: pygame.Surface, mark: str, upper: Scene, lower: Scene,
            frame: tuple[int, int, int]) -> None:
    """Full size: indices and numeral in the end bands, two halves between. Small (the table's trick and
    opponents' cards): the big corner index over the upper picture alone, since the index must read first."""
    if geo.compact:
        m = geo.margin
        surface.blit(index, (round(m * 0.8), round(m)))
        top = round(m * 1.4 + index.get_height())
        area = pygame.Rect(round(m), top, round(geo.w - 2 * m), round(geo.h - top - m))
        draw_half(surface, area, upper, False)
        pygame.draw.rect(surface, frame, area, max(1, area.w // 60))
        return
    area = framed(surface, geo, index, mark)
    half = area.h // 2
    draw_half(surface, pygame.Rect(area.left, area.top, area.w, half), upper, False)
    draw_half(surface, pygame.Rect(area.left, area.top + half, area.w, area.h - half), lower, True)
    line = max(1, area.w // 90)
    pygame.draw.line(surface, frame, (area.left, area.top + half), (area.right - 1, area.top + half), line)
    pygame.draw.rect(surface, frame, area, line)


def _picture_area(geo: Geometry, index: pygame.Surface) -> pygame.Rect:
    m = geo.margin
    band = index.get_height() + m * 0.5
    return pygame.Rect(round(m), round(m + band), round(geo.w - 2 * m), round(geo.h - 2 * (m + band)))


def framed(surface: pygame.Surface, geo: Geometry, index: pygame.Surface, mark: str) -> pygame.Rect:
    """The corner indices and `mark` (the numeral) in a band at each end; returns the picture's area between.

    The bands keep the indices off the picture, so the card reads at a glance in a fan, and the
    numeral sits at the top centre and, turned, at the bottom centre as on the printed cards."""
    m = geo.margin
    band = index.get_height() + m * 0.5
    surface.blit(index, (round(m * 0.8), round(m)))
    turned = pygame.transform.rotate(index, 180)
    surface.blit(turned, (round(geo.w - m * 0.8 - turned.get_width()), round(geo.h - m - turned.get_height())))
    if mark:
        # between the two corner indices, so a long numeral (XVIII) never runs into them
        room = geo.w - 2 * (m * 1.4 + index.get_width())
        text = render_fit(mark, INK, max(4.0, room), band * 0.82, bold=True)
        if text.get_height() < band * 0.4:  # squeezed too small to read (a long caption on a small card): leave it
            return _picture_area(geo, index)
        surface.blit(text, text.get_rect(center=(round(geo.w / 2), round(m + band / 2 - m * 0.15))))
        text = pygame.transform.rotate(text, 180)
        surface.blit(text, text.get_rect(center=(round(geo.w / 2), round(geo.h - m - band / 2 + m * 0.15))))
    return _picture_area(geo, index)
