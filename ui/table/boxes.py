"""A zone's box on the table (ZoneBox: the area its cards cover, and where each card lies) and the moves
the layout makes with boxes: shifting one with its cards, clamping it inside the table, pushing overlapping
ones apart (ui/table/layout.py lays them out)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from cards.model import Card


@dataclass
class ZoneBox:
    name: str
    owner: int | None
    rect: pygame.Rect  # the area the zone's cards cover (or its empty outline)
    card_size: tuple[int, int]
    style: str  # "fan" (overlapping row), "pile" (stacked, count shown), "spread", "cross" (a trick by seat)
    places: list[tuple[pygame.Rect, Card | None]] = field(default_factory=list)
    count: int = 0


def rebase(box: ZoneBox) -> None:
    """Move the cards with the box after its rect was moved."""
    if not box.places:
        return
    dx = box.rect.left - box.places[0][0].left
    dy = box.rect.top - box.places[0][0].top
    for rect, _ in box.places:
        rect.move_ip(dx, dy)


def moved(box: ZoneBox, dx: int, dy: int) -> ZoneBox:
    """A copy of the box moved by (dx, dy); the cards themselves are shared."""
    return ZoneBox(box.name, box.owner, box.rect.move(dx, dy), box.card_size, box.style,
                   [(rect.move(dx, dy), card) for rect, card in box.places], box.count)


def shift(box: ZoneBox, dx: int, dy: int) -> None:
    box.rect.move_ip(dx, dy)
    for rect, _ in box.places:
        rect.move_ip(dx, dy)


def clamp(box: ZoneBox, area: pygame.Rect) -> None:
    inner = area.inflate(-8, -8)
    before = box.rect.topleft
    box.rect.clamp_ip(inner)
    dx, dy = box.rect.left - before[0], box.rect.top - before[1]
    if dx or dy:
        for rect, _ in box.places:
            rect.move_ip(dx, dy)


def separate(boxes: list[ZoneBox]) -> None:
    """Push apart owned zones that overlap (a seat with pairs and tricks, or crowded seats)."""
    for _ in range(3):
        moved = False
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                if a.rect.colliderect(b.rect):
                    dy = a.rect.bottom - b.rect.top + 4
                    b.rect.move_ip(0, dy)
                    for rect, _ in b.places:
                        rect.move_ip(0, dy)
                    moved = True
        if not moved:
            break
