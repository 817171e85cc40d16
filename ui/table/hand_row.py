"""The row along the felt's foot that the player's own hand may spread in: clear of the table's buttons and of the
seats beside it (ui/table/layout.py lays the hand out in it)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def seat_room(anchor: tuple[int, int], hand_w: float, ch: int, plate_w: int) -> pygame.Rect:
    """Where another seat's hand and name plate may lie around its anchor: its fan at most `hand_w` wide and
    0.86 of a card high, the plate under it."""
    ax, ay = anchor
    width = int(max(hand_w, plate_w))
    return pygame.Rect(ax - width // 2, ay - int(ch * 0.43), width, int(ch * 0.86) + max(20, int(ch * 0.2)) + 4)


def free_row(area: pygame.Rect, keep_clear: Sequence[pygame.Rect], height: int) -> tuple[int, int]:
    """From where to where the bottom row of `height` is free of the rectangles `keep_clear` (the table's buttons on
    the felt), on the side of each away from the middle."""
    row = pygame.Rect(area.left, area.bottom - int(height * 1.2), area.width, int(height * 1.2))
    left, right = area.left + 4, area.right - 4
    for rect in keep_clear:
        if rect.colliderect(row):
            if rect.centerx < area.centerx:
                left = max(left, rect.right + 8)
            else:
                right = min(right, rect.left - 8)
    return left, right
