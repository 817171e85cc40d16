"""What each seat's plate says it has scored, and the short callouts that float from a seat as it scores.

A seat plate shows the same number as the side panel: a game whose table module draws its own panel
says what that panel counts per seat (its `scores` hook, ui/table/manifest.py: chips including this deal, pegs on the
board, a side's points on the score sheet); any other game shows the match totals, as the plain panel
does. When a move changes a seat's number, a callout floats up from its plate ("+2 fifteen",
"−6 chips"), in the words of the game's `callout(events, seat, delta, lang)` hook where it has one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from games.events import Event
from games.state import Observation
from ui import layout_record
from ui.scenes import common as c
from ui.table.manifest import table_hooks

#: seconds a callout lives: it rises for all of it and fades over the last FADE
LIFE = 1.8
FADE = 0.7



def seat_scores(game_id: str, obs: Observation, totals: Sequence[float]) -> list[float]:
    """Each seat's number as the panel shows it: the game's own count, or the match `totals`."""
    own = table_hooks(game_id).scores
    if own is not None:
        found = own(obs)
        if found is not None and len(found) >= len(totals):
            return [float(v) for v in found]
    return [float(v) for v in totals]


def signed(delta: float) -> str:
    """'+2', '−6' (a true minus sign, as printed scores have it)."""
    return f"+{delta:g}" if delta > 0 else f"−{-delta:g}"


def callout_text(game_id: str, events: Sequence[Event], seat: int, delta: float, lang: str) -> str:
    own = table_hooks(game_id).callout
    said = own(events, seat, delta, lang) if own is not None else None
    return said or signed(delta)


@dataclass
class Callout:
    seat: int
    text: str
    gain: bool
    age: float = 0.0


class Callouts:
    """The callouts in the air; they live on the frame clock (`update(dt)`), drawn over the still picture."""

    def __init__(self) -> None:
        self.items: list[Callout] = []

    def add(self, seat: int, text: str, gain: bool) -> None:
        self.items = [item for item in self.items if item.seat != seat]  # the newest replaces the last at a seat
        self.items.append(Callout(seat, text, gain))

    def update(self, dt: float) -> None:
        for item in self.items:
            item.age += dt
        self.items = [item for item in self.items if item.age < LIFE]

    def clear(self) -> None:
        self.items.clear()

    def draw(self, surface: pygame.Surface, plates: dict[int, tuple[pygame.Rect, str]], k: float,
             avoid: Sequence[pygame.Rect] = (), bounds: pygame.Rect | None = None) -> None:
        """Each callout by its seat's plate, rising as it ages and fading at the end: over the plate (under it
        for a seat at the top, toward the middle), else under, right or left of it, the first place whose whole
        path keeps clear of `avoid` (the cards, the zones' names, the other plates) within `bounds`."""
        room = bounds or surface.get_rect()
        for item in self.items:
            if item.seat not in plates:
                continue
            plate, side = plates[item.seat]
            reach = int(36 * k)
            rise = int(reach * min(1.0, item.age / LIFE * 1.6))
            colour = c.GOLD if item.gain else (235, 120, 110)
            img = c.text(item.text, int(17 * k), colour, True)
            box = img.get_rect().inflate(int(14 * k), int(4 * k))
            start, step = _spot(box, plate, side, reach, avoid, room)
            box.topleft = (start[0], start[1] + step * rise)
            box.clamp_ip(room)
            alpha = 255 if item.age < LIFE - FADE else int(255 * (LIFE - item.age) / FADE)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*c.PANEL[:3], 230), layer.get_rect(), border_radius=box.height // 2)
            layer.blit(img, img.get_rect(center=layer.get_rect().center))
            layer.set_alpha(alpha)
            if layout_record.active:  # the pill is the callout's text as the layout audit sees it
                layout_record.tag_text(layer, item.text)
            surface.blit(layer, box.topleft)


def _spot(box: pygame.Rect, plate: pygame.Rect, side: str, reach: int, avoid: Sequence[pygame.Rect],
          room: pygame.Rect) -> tuple[tuple[int, int], int]:
    """Where a callout of `box`'s size starts and which way it moves (-1 up, +1 down): the first of its places by
    the plate whose path (start to full rise, kept in `room`) touches nothing in `avoid`; else the first place."""
    gap = 4
    above = (plate.centerx - box.width // 2, plate.top - gap - box.height), -1
    below = (plate.centerx - box.width // 2, plate.bottom + gap), 1
    right = (plate.right + gap, plate.centery - box.height // 2), -1
    left = (plate.left - gap - box.width, plate.centery - box.height // 2), -1
    order = [below, above, right, left] if side == "top" else [above, below, right, left]
    for (x, y), step in order:
        first = pygame.Rect((x, y), box.size).clamp(room)
        path = first.union(first.move(0, step * reach).clamp(room))
        if path.collidelist(list(avoid)) == -1 and room.contains(path):
            return first.topleft, step
    return order[0]
