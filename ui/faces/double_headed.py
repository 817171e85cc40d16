"""The double-headed court: one half drawn once, then turned 180 degrees into the other half.

A court panel is the card less its margins and less two notches for the corner
indices (top left, bottom right). Panel and notches are symmetric about the
card's centre, and so is the dividing line (horizontal, or a diagonal through
the centre), so the half drawn on its own surface, masked to its side of the
line and turned by 180 degrees fits the other side exactly, as a printed
double-headed card does. Drawing one half and turning it also halves the cost.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ui.faces.pen import Colour, Pen

KEY = (255, 0, 255)  # the transparent colour of a half (no figure uses pure magenta)


@dataclass(frozen=True)
class Panel:
    """A court panel in card pixels: outer box, index notches and the dividing line's tilt."""

    box: pygame.Rect
    notch: tuple[int, int]  # width and height of the top-left (and, turned, bottom-right) notch
    tilt: float  # the dividing line's rise across the panel, as a share of the panel height

    def outline(self) -> list[tuple[float, float]]:
        b, (nw, nh) = self.box, self.notch
        return [(b.left + nw, b.top), (b.right, b.top), (b.right, b.bottom - nh), (b.right - nw, b.bottom - nh),
                (b.right - nw, b.bottom), (b.left, b.bottom), (b.left, b.top + nh), (b.left + nw, b.top + nh)]

    def divide(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """The dividing line's ends: left end lower than the right one when tilted."""
        b = self.box
        rise = b.h * self.tilt / 2
        return (b.left, b.centery + rise), (b.right, b.centery - rise)


def panel_for(card_w: int, card_h: int, margin: float, index_size: tuple[int, int], tilt: float) -> Panel:
    """The panel on a card of this size, clear of an index of `index_size` in the corners."""
    inset = round(margin * 0.9)
    box = pygame.Rect(inset, round(margin * 1.1), card_w - 2 * inset, card_h - 2 * round(margin * 1.1))
    notch = (round(margin * 0.8 + index_size[0] + margin * 0.35) - inset,
             round(margin + index_size[1] + margin * 0.35) - box.top)
    return Panel(box, (max(1, notch[0]), max(1, notch[1])), tilt)


def half_pen(half: pygame.Surface, panel: Panel) -> Pen:
    """A pen for the upper half: x -1..1 across the panel, y 0 at its top, panel.box.h / box.w at the middle."""
    return Pen(half, panel.box.w / 2, 0.0, panel.box.w / 2)


def depth(panel: Panel) -> float:
    """How deep the half is in local units (y of the panel's middle)."""
    return panel.box.h / panel.box.w


def draw_double(surface: pygame.Surface, panel: Panel, ground: Colour, draw_half: Callable[[Pen], None],
                frame: Colour, line: Colour) -> None:
    """Paint the ground, draw the upper half with `draw_half`, mirror it below, then frame and dividing line.

    The half's surface covers only the rows down to the dividing line's lower end (a little over half
    the panel); what lies below the line and the index notch are painted in the key colour. Two surfaces
    of half a panel per court, not full-panel copies, keep the peak memory of a first draw low.
    """
    b = panel.box
    (lx, ly), (rx, ry) = panel.divide()
    rows = min(b.h, math.ceil(max(ly, ry) - b.top) + 1)
    half = pygame.Surface((b.w, rows))
    half.fill(ground)
    draw_half(half_pen(half, panel))
    pygame.draw.polygon(half, KEY, [(0, ly - b.top), (b.w, ry - b.top), (b.w, rows), (0, rows)])
    pygame.draw.rect(half, KEY, pygame.Rect(0, 0, *panel.notch))
    half.set_colorkey(KEY)
    surface.blit(half, b.topleft)
    surface.blit(pygame.transform.rotate(half, 180), (b.left, b.bottom - rows))
    width = max(1, b.w // 70)
    pygame.draw.polygon(surface, frame, panel.outline(), width)
    pygame.draw.line(surface, line, (lx, ly), (rx, ry), width)
