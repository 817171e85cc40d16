"""A tiny drawing pen with a local coordinate frame.

Suit symbols, figures and pictures are written once in local units (the symbol
spans roughly -1..1 on both axes, y pointing down) and the pen maps them to
pixels. A flipped pen turns everything by 180 degrees, which is what the lower
half of a card needs; axis-aligned ellipses stay axis-aligned under that turn,
so every primitive here survives it. Outlines are drawn after fills so small
symbols keep a crisp edge once the supersampled card is scaled down.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

Colour = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]


class Pen:
    def __init__(self, surface: pygame.Surface, cx: float, cy: float, scale: float, flip: bool = False) -> None:
        self.surface = surface
        self.cx, self.cy, self.scale, self.flip = cx, cy, scale, flip

    def pt(self, x: float, y: float) -> tuple[float, float]:
        if self.flip:
            x, y = -x, -y
        return (self.cx + x * self.scale, self.cy + y * self.scale)

    def px(self, length: float) -> int:
        """A local length in whole pixels, at least one."""
        return max(1, round(length * self.scale))

    def poly(self, points: Sequence[Point], colour: Colour, width: float = 0) -> None:
        pts = [self.pt(x, y) for x, y in points]
        if len(pts) >= 3:
            pygame.draw.polygon(self.surface, colour, pts, self.px(width) if width else 0)

    def lines(self, points: Sequence[Point], colour: Colour, width: float, closed: bool = False) -> None:
        pts = [self.pt(x, y) for x, y in points]
        if len(pts) >= 2:
            w = self.px(width)
            pygame.draw.lines(self.surface, colour, closed, pts, w)
            for p in pts:  # round joints so thick strokes do not show notches
                pygame.draw.circle(self.surface, colour, p, w / 2)

    def line(self, a: Point, b: Point, colour: Colour, width: float) -> None:
        self.lines([a, b], colour, width)

    def circle(self, x: float, y: float, r: float, colour: Colour, width: float = 0) -> None:
        pygame.draw.circle(self.surface, colour, self.pt(x, y), max(1.0, r * self.scale),
                           self.px(width) if width else 0)

    def ellipse(self, x: float, y: float, rx: float, ry: float, colour: Colour, width: float = 0) -> None:
        cx, cy = self.pt(x, y)
        rect = pygame.Rect(0, 0, max(2, round(2 * rx * self.scale)), max(2, round(2 * ry * self.scale)))
        rect.center = (round(cx), round(cy))
        pygame.draw.ellipse(self.surface, colour, rect, self.px(width) if width else 0)

    def rect(self, x0: float, y0: float, x1: float, y1: float, colour: Colour, width: float = 0,
             radius: float = 0) -> None:
        ax, ay = self.pt(x0, y0)
        bx, by = self.pt(x1, y1)
        r = pygame.Rect(round(min(ax, bx)), round(min(ay, by)), max(1, round(abs(bx - ax))),
                        max(1, round(abs(by - ay))))
        pygame.draw.rect(self.surface, colour, r, self.px(width) if width else 0,
                         border_radius=round(radius * self.scale))

    def turned(self) -> Pen:
        """The same pen turned upside down (for figures hanging head-down)."""
        return Pen(self.surface, self.cx, self.cy, self.scale, not self.flip)

    def sub(self, x: float, y: float, scale: float) -> Pen:
        """A pen for a part drawn in its own local frame, placed at (x, y) and scaled."""
        cx, cy = self.pt(x, y)
        return Pen(self.surface, cx, cy, self.scale * scale, self.flip)


def shade(colour: Colour, factor: float) -> tuple[int, int, int]:
    """Darker (factor < 1) or lighter (factor > 1) version of a colour, for outlines and highlights."""
    r, g, b = colour[0], colour[1], colour[2]
    if factor <= 1:
        return (round(r * factor), round(g * factor), round(b * factor))
    t = min(1.0, factor - 1)
    return (round(r + (255 - r) * t), round(g + (255 - g) * t), round(b + (255 - b) * t))
