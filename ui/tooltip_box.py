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
    px = max(c.MIN_FONT, int(14 * c.scale(surface.get_size())))
    max_w = min(surface.get_width() - 20, max(240, int(surface.get_width() * 0.4)))
    lines = c.wrap(whole, px, max_w - 16)
    images = [c.text(line, px, c.TEXT) for line in lines]
    box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 16, sum(i.get_height() for i in images) + 10)
    box.topleft = (anchor.left, anchor.bottom + 4)
    if box.bottom > surface.get_height():
        box.bottom = anchor.top - 4
    box.clamp_ip(surface.get_rect())
    c.draw_panel(surface, box, (18, 22, 28), radius=6, alpha=255)  # a panel: the layout audit sees what it covers
    pygame.draw.rect(surface, c.TEXT_DIM, box, width=1, border_radius=6)
    y = box.top + 5
    for image in images:
        surface.blit(image, (box.left + 8, y))
        y += image.get_height()
