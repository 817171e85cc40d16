"""The row along the felt's foot that the player's own hand may spread in: clear of the table's buttons and of the
seats beside it (ui/table/layout.py lays the hand out in it)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from cards.model import Card
from ui.table.boxes import ZoneBox


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


def wrapped_hand(name: str, owner: int, cards: Sequence[Card | None], size: tuple[int, int], mid: tuple[int, int],
                 max_w: float, step_k: float, min_step: float, height: float) -> ZoneBox | None:
    """The player's hand in as few rows as let its cards lie side by side (a `layout: own_hand: rows` game, whose
    cards are read by the words along their foot, which an overlap would cut), at most as many rows as `height`
    holds; None where one row already has the room (the usual fan lays it out). Rows stack from the top, the
    first the longest, so the box's top left is its first card's, as `rebase` needs."""
    w, h = size
    n = len(cards)
    gap = max(4, int(h * 0.08))
    most = max(1, min(3, int(height // (h + gap))))

    def fits(k: int) -> bool:
        return w + w * step_k * (k - 1) <= max_w

    if n < 2 or fits(n) or most == 1:
        return None
    rows = next((r for r in range(2, most + 1) if fits(math.ceil(n / r))), most)
    per_row = math.ceil(n / rows)
    chunks = [list(cards[i:i + per_row]) for i in range(0, n, per_row)]
    step = max(min_step, min(w * step_k, (max_w - w) / max(1, per_row - 1)))
    widest = w + step * (per_row - 1)
    top = mid[1] - (rows * h + (rows - 1) * gap) / 2
    left = mid[0] - widest / 2
    places: list[tuple[pygame.Rect, Card | None]] = []
    for r, chunk in enumerate(chunks):
        x0 = left + (widest - (w + step * (len(chunk) - 1))) / 2
        y = int(top + r * (h + gap))
        places.extend((pygame.Rect(int(x0 + i * step), y, w, h), card) for i, card in enumerate(chunk))
    height_used = len(chunks) * h + (len(chunks) - 1) * gap
    return ZoneBox(name, owner, pygame.Rect(int(left), int(top), int(widest), height_used), size, "fan", places, n)
