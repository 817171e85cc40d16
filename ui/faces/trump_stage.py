"""The stage of a pictured tarock trump: the half card a scene is drawn on, its sky, ground or room.

A scene (ui/faces/trump_scenes.py, ui/faces/trump_allegories.py) is a function of a Stage: the half
card's pen, its half-height and its ground line. `draw_half` sets one up in a rectangle, upright or
turned for the lower half of a double-ended card; `banner` is trump II's motto ribbon.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ui.faces.pen import Pen, shade
from ui.faces.text import render_fit

SKY = (196, 222, 238)
DUSK = (236, 200, 160)
NIGHT = (48, 56, 96)
WINTER = (214, 224, 236)
GRASS = (128, 176, 92)
FIELD = (214, 190, 110)
SNOW = (246, 248, 252)
SEA = (86, 140, 190)
ROAD = (196, 176, 140)
FLOOR = (170, 126, 86)
WALL = (226, 206, 170)


@dataclass(frozen=True)
class Stage:
    """One half of a trump: x runs -1..1, y -ry..ry (down), people stand on y = g and are s tall."""

    pen: Pen
    ry: float

    @property
    def g(self) -> float:
        return self.ry * 0.62

    @property
    def s(self) -> float:
        return self.ry * 1.42

    def sky(self, colour: tuple[int, int, int], ground: tuple[int, int, int], horizon: float = 0.25) -> None:
        """Sky above a horizon (a fraction of the half-height above the ground line) and ground below it."""
        ry = self.ry
        self.pen.rect(-1.05, -ry - 0.05, 1.05, ry + 0.05, colour)
        self.pen.rect(-1.05, self.g - horizon * ry, 1.05, ry + 0.05, ground)
        # a lighter band near the horizon gives the flat colour some depth
        self.pen.rect(-1.05, self.g - horizon * ry - ry * 0.12, 1.05, self.g - horizon * ry, shade(colour, 1.15))

    def room(self, wall: tuple[int, int, int] = WALL, floor: tuple[int, int, int] = FLOOR) -> None:
        """An interior: a wall with a wainscot and a plank floor."""
        ry = self.ry
        self.pen.rect(-1.05, -ry - 0.05, 1.05, ry + 0.05, wall)
        self.pen.rect(-1.05, self.g - 0.1 * ry, 1.05, ry + 0.05, floor)
        self.pen.line((-1.05, self.g - 0.1 * ry), (1.05, self.g - 0.1 * ry), shade(floor, 0.6), 0.015)
        self.pen.rect(-0.35, -ry * 0.75, 0.05, -ry * 0.2, (150, 190, 220))  # a window
        self.pen.rect(-0.35, -ry * 0.75, 0.05, -ry * 0.2, shade(wall, 0.5), 0.02)
        self.pen.line((-0.15, -ry * 0.75), (-0.15, -ry * 0.2), shade(wall, 0.5), 0.015)


Scene = Callable[[Stage], None]


BANNER = "INDUSTRIE UND GLÜCK"



def draw_half(surface: pygame.Surface, rect: pygame.Rect, scene: Scene, turned: bool) -> None:
    """One scene filling `rect`, upright or turned (the lower half of a double-ended card)."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    pen = Pen(surface, rect.centerx, rect.centery, rect.w / 2, flip=turned)
    scene(Stage(pen, rect.h / rect.w))
    surface.set_clip(clip)


def banner(surface: pygame.Surface, area: pygame.Rect) -> None:
    """Trump II carries the motto that gave the pattern its name, on a ribbon across the middle."""
    band = pygame.Rect(0, 0, round(area.w * 0.94), max(3, round(area.h * 0.09)))
    band.center = area.center
    pygame.draw.rect(surface, (250, 244, 220), band, border_radius=band.h // 3)
    pygame.draw.rect(surface, (150, 110, 60), band, max(1, band.h // 10), border_radius=band.h // 3)
    text = render_fit(BANNER, (120, 40, 30), band.w * 0.9, band.h * 0.8, bold=True)
    surface.blit(text, text.get_rect(center=band.center))
