"""The tooltip's box: the whole of a shortened text (ui/tooltip.py), wrapped, under the text it belongs to."""

from __future__ import annotations

import pygame

from ui import tooltip
from ui.scenes import common as c


def draw(surface: pygame.Surface, pos: tuple[int, int]) -> None:
    shown = tooltip.current(pos)
    if shown is None:
        return
    anchor, whole = shown
    box(surface, anchor, whole, c.scale(surface.get_size()), 0.4)


def box(surface: pygame.Surface, anchor: pygame.Rect, words: str, k: float, share: float) -> None:
    """`words` wrapped in a box under `anchor` (above it where there is no room below), at most `share` of the
    window wide: the app's tooltip, and Bridž's meaning of a call."""
    px = max(c.MIN_FONT, int(14 * k))
    max_w = min(surface.get_width() - 20, max(240, int(surface.get_width() * share)))
    lines = c.wrap(words, px, max_w - 16)
    images = [c.text(line, px, c.TEXT) for line in lines]
    rect = pygame.Rect(0, 0, max(i.get_width() for i in images) + 16, sum(i.get_height() for i in images) + 10)
    rect.topleft = (anchor.left, anchor.bottom + 4)
    if rect.bottom > surface.get_height():
        rect.bottom = anchor.top - 4
    rect.clamp_ip(surface.get_rect())
    c.draw_panel(surface, rect, (18, 22, 28), radius=6, alpha=255)  # a panel: the layout audit sees what it covers
    pygame.draw.rect(surface, c.TEXT_DIM, rect, width=1, border_radius=6)
    y = rect.top + 5
    for image in images:
        surface.blit(image, (rect.left + 8, y))
        y += image.get_height()
