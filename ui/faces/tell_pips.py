"""Tell pattern number cards and aces: pips around a small scene, the aces with their season.

The ace (eso, printed as a deuce on the real cards) shows its suit sign large
above a vignette of the season and the season's name; pip cards that carry a
scene in the pattern get their pips in two groups, above and below the scene,
the lower group turned as on a double-ended card.
"""

from __future__ import annotations

import math

import pygame

from ui.faces import tell_scenes
from ui.faces.colours import FRAME
from ui.faces.pen import Colour, Pen
from ui.faces.symbols import draw_symbol
from ui.faces.text import render_fit

VIGNETTE_RATIO = 0.7  # height / width of a scene: its local units run y -0.7..0.7


def draw(surf: pygame.Surface, body: pygame.Rect, rank: str, suit: str, n: int, colour: Colour, symbol: str,
         label: str, lang: str) -> bool:
    """Draw a Tell ace or a pip card with a scene; False for the plain pip cards (the caller draws those)."""
    season = tell_scenes.season_for(suit)
    if n == 1 and season is not None:
        _ace(surf, body, season, colour, symbol, label, lang)
        return True
    scene = tell_scenes.scene_for(rank, suit)
    if scene is None or n < 2:
        return False
    _scene_card(surf, body, scene, n, colour, symbol, label)
    return True


def vignette(surf: pygame.Surface, rect: pygame.Rect, scene: str) -> None:
    """A scene clipped to `rect` (width to height 1 : 0.7) inside a thin frame."""
    clip = surf.get_clip()
    surf.set_clip(rect.clip(clip) if clip else rect)
    tell_scenes.draw_scene(Pen(surf, rect.centerx, rect.centery, rect.w / 2), scene)
    surf.set_clip(clip)
    pygame.draw.rect(surf, FRAME, rect, max(1, rect.w // 60))


def _fit(width: float, height: float) -> tuple[int, int]:
    w = min(width, height / VIGNETTE_RATIO)
    return max(2, round(w)), max(2, round(w * VIGNETTE_RATIO))


def _ace(surf: pygame.Surface, body: pygame.Rect, season: str, colour: Colour, symbol: str, label: str,
         lang: str) -> None:
    card_w = surf.get_width()
    w, h = _fit(card_w * 0.8, body.h * 0.36)
    scene = pygame.Rect(0, 0, w, h)
    scene.center = (card_w // 2, round(body.top + body.h * 0.55))
    size = min(body.w * 0.42, (scene.top - body.top) * 0.42)
    draw_symbol(Pen(surf, body.centerx, body.top + (scene.top - body.top) * 0.5, size), symbol, colour, label)
    vignette(surf, scene, season)
    name = tell_scenes.SEASON_NAMES[season].get(lang, tell_scenes.SEASON_NAMES[season]["en"])
    room = body.bottom - scene.bottom
    if room > body.h * 0.06:
        text = render_fit(name, FRAME, body.w * 0.95, min(room * 0.7, body.h * 0.07), bold=True)
        surf.blit(text, text.get_rect(center=(body.centerx, scene.bottom + room * 0.45)))


def _scene_card(surf: pygame.Surface, body: pygame.Rect, scene: str, n: int, colour: Colour, symbol: str,
                label: str) -> None:
    card_w = surf.get_width()
    w, h = _fit(card_w * 0.8, body.h * 0.3)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = body.center
    vignette(surf, rect, scene)
    top_n = math.ceil(n / 2)
    gap = body.h * 0.03
    _group(surf, pygame.Rect(body.left, body.top, body.w, round(rect.top - gap - body.top)), top_n, False,
           colour, symbol, label)
    below = round(rect.bottom + gap)
    _group(surf, pygame.Rect(body.left, below, body.w, body.bottom - below), n - top_n, True, colour, symbol,
           label)


def group_positions(count: int, turned: bool) -> list[tuple[float, float]]:
    """Pip centres for `count` pips in rows of two; an odd one sits alone in the row nearest the scene."""
    rows = math.ceil(count / 2)
    out = []
    for k in range(count):
        row, col = divmod(k, 2)
        alone = count % 2 == 1 and k == count - 1
        fx = 0.5 if alone else (0.0, 1.0)[col]
        fy = (row + 0.5) / rows
        out.append((fx, 1 - fy if turned else fy))
    return out


def _group(surf: pygame.Surface, area: pygame.Rect, count: int, turned: bool, colour: Colour, symbol: str,
           label: str) -> None:
    if count <= 0 or area.h <= 0:
        return
    rows = math.ceil(count / 2)
    size = min(area.w * 0.19, area.h / (rows * 2.3))
    x0, x1 = area.left + size * 1.1, area.right - size * 1.1
    for fx, fy in group_positions(count, turned):
        y = area.top + area.h * fy
        draw_symbol(Pen(surf, x0 + (x1 - x0) * fx, y, size, flip=turned), symbol, colour, label)
