"""Where a box may lie on the felt without hiding anything on it: the place nearest a point that touches none of
the rectangles to keep in sight (the last trick's review keeps the dummy, the hands and the piles readable)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def merged(rects: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """`rects` in the order given, each run of overlapping ones as one rectangle: a fan, a pile or one of the
    dummy's columns becomes a single obstacle, so that the search below has few edges to try."""
    out: list[pygame.Rect] = []
    for rect in rects:
        if out and out[-1].colliderect(rect):
            out[-1] = out[-1].union(rect)
        else:
            out.append(pygame.Rect(rect))
    return out


def free_spot(size: tuple[int, int], near: tuple[int, int], room: pygame.Rect, keep: Sequence[pygame.Rect],
              gap: int = 0) -> pygame.Rect | None:
    """A rectangle of `size` inside `room`, at least `gap` from each of `keep`, whose centre is nearest `near`;
    None where there is none.

    The nearest free place lies with its middle on `near`'s line, or with an edge against the room's or against a
    kept rectangle's edge (the distance grows away from `near` until a constraint stops it), so those few
    coordinates are the only ones tried, each pair nearest first."""
    w, h = size
    if w > room.width or h > room.height:
        return None
    blocked = [r.inflate(2 * gap, 2 * gap) for r in keep]
    xs = {near[0] - w // 2, room.left, room.right - w} | {r.right for r in blocked} | {r.left - w for r in blocked}
    ys = {near[1] - h // 2, room.top, room.bottom - h} | {r.bottom for r in blocked} | {r.top - h for r in blocked}
    xs = {x for x in xs if room.left <= x <= room.right - w}
    ys = {y for y in ys if room.top <= y <= room.bottom - h}
    cx, cy = near[0] - w / 2, near[1] - h / 2

    def far(spot: tuple[int, int]) -> float:
        return (spot[0] - cx) ** 2 + (spot[1] - cy) ** 2

    for x, y in sorted(((x, y) for x in xs for y in ys), key=far):
        spot = pygame.Rect(x, y, w, h)
        if spot.collidelist(blocked) == -1:
            return spot
    return None
