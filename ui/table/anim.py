"""Card flights between two layouts, on a clock driven only by `dt` (pgzero style).

The table does not animate per event kind. It compares where each card was before a
batch of events and where it is after, and flies every card that moved: that covers
dealing, playing, gathering a trick, capturing and exchanging for any game. Cards the
viewer cannot identify (backs) are matched by zone counts: a zone that shrank gives
its cards to zones that grew. A card that was played and then gathered in the same
batch (the last card of a trick) first stops at the centre, so the trick is seen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from cards.model import Card
from ui.table.boxes import ZoneBox
from ui.table.layout import Layout
from ui.table.tricks import WON

#: the share of a face-down flight's leg spent turning the card over (the face narrows, the back widens)
FLIP = 0.35


@dataclass
class Flight:
    card: Card | None
    start: pygame.Rect
    end: pygame.Rect
    delay: float
    duration: float
    via: pygame.Rect | None = None  # an intermediate stop (the trick on the table)
    hold: float = 0.0  # seconds to rest at `via`
    key: tuple[str, int] = ("", 0)  # zone and index at the end, so the static card is hidden meanwhile
    t: float = 0.0
    # it goes to a pile kept face down (a won trick): players turn the cards over as they gather them, so it
    # turns as it leaves its last rest, never on landing
    turn: bool = False

    @property
    def total(self) -> float:
        return self.delay + self.duration * (2 if self.via is not None else 1) + self.hold

    @property
    def done(self) -> bool:
        return self.t >= self.total

    @property
    def leaves(self) -> float:
        """When the card sets off on its last leg (after the delay, or after its rest at `via`)."""
        return self.delay + (self.duration + self.hold if self.via is not None else 0.0)

    def face(self) -> tuple[bool, float]:
        """Whether the card shows its back now, and how wide it is drawn (a share of its width) as it turns."""
        if not self.turn:
            return False, 1.0
        k = (self.t - self.leaves) / max(1e-6, self.duration * FLIP)
        if k <= 0:
            return False, 1.0
        if k >= 1:
            return True, 1.0
        return k >= 0.5, abs(1 - 2 * k)  # narrows to an edge, then opens as its back

    def rect(self) -> pygame.Rect:
        t = self.t - self.delay
        if t <= 0:
            return self.start
        if t >= self.total - self.delay:
            return self.end
        if self.via is None:
            return _lerp(self.start, self.end, _ease(min(1.0, t / self.duration)))
        if t < self.duration:
            return _lerp(self.start, self.via, _ease(t / self.duration))
        t -= self.duration
        if t < self.hold:
            return self.via
        t -= self.hold
        return _lerp(self.via, self.end, _ease(min(1.0, t / self.duration)))


def _ease(x: float) -> float:
    return 1 - (1 - x) ** 3


def _lerp(a: pygame.Rect, b: pygame.Rect, k: float) -> pygame.Rect:
    return pygame.Rect(round(a.x + (b.x - a.x) * k), round(a.y + (b.y - a.y) * k),
                       round(a.w + (b.w - a.w) * k), round(a.h + (b.h - a.h) * k))


class Animator:
    def __init__(self) -> None:
        self.flights: list[Flight] = []

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def update(self, dt: float) -> None:
        # A batch lands together: a card that arrived early rests at its place (drawn by its flight)
        # until the last one lands, so the still picture under the flights is redrawn once per batch.
        for f in self.flights:
            f.t += dt
        if all(f.done for f in self.flights):
            self.flights = []

    def finish(self) -> None:
        self.flights.clear()

    def hidden(self) -> set[tuple[str, int]]:
        """Places whose static card is drawn by a flight instead."""
        return {f.key for f in self.flights}

    def deal(self, new: Layout, source: tuple[int, int], speed: float = 1.0) -> None:
        """Every card of the new layout flies from `source` (the dealer's stack), one after another."""
        self.flights.clear()
        i = 0
        for name, box in new.zones.items():
            for index, (rect, card) in enumerate(box.places):
                start = rect.copy()
                start.center = source
                self.flights.append(Flight(card, start, rect.copy(), delay=i * 0.025 / speed,
                                           duration=0.3 / speed, key=(name, index)))
                i += 1

    def moves(self, old: Layout, new: Layout, played: set[Card], speed: float = 1.0) -> None:
        """Fly every card that changed place from `old` to `new`."""
        self.flights.clear()
        old_known: dict[Card, tuple[str, pygame.Rect]] = {}
        for name, box in old.zones.items():
            for rect, card in box.places:
                if card is not None:
                    old_known[card] = (name, rect)
        new_known = {card for box in new.zones.values() for _, card in box.places if card is not None}
        # Cards that left a zone without a known destination form a pool for unknown arrivals.
        shrink: dict[str, list[pygame.Rect]] = {}
        for name, box in old.zones.items():
            after = new.zones[name].count if name in new.zones else 0
            lost = box.count - after
            if lost > 0:
                gone = [rect for rect, card in box.places if card is not None and card not in new_known]
                backs = [rect for rect, card in reversed(box.places) if card is None]
                shrink[name] = (gone + backs + [box.rect])[:lost] if (gone or backs) else [box.rect] * lost
        pool = [r for rects in shrink.values() for r in rects]
        centre = pygame.Rect(0, 0, *new.card_size)
        centre.center = new.centre
        duration = 0.38 / speed
        hold = 0.7 / speed
        # Where each played card ends, and which table zone the cards gathered with it came from:
        # the played card first joins them there (the trick is seen complete), then all fly together.
        new_zone = {card: name for name, box in new.zones.items() for _, card in box.places if card is not None}
        gathered_from: dict[str, str] = {}  # destination zone -> the old centre zone its other cards left
        for card, (left, _) in old_known.items():
            dest = new_zone.get(card)
            if dest is not None and dest != left and old.zones[left].owner is None and card not in played:
                gathered_from.setdefault(dest, left)
        waits = {dest for dest in gathered_from if any(new_zone.get(c) == dest for c in played)}
        for name, box in new.zones.items():
            before = old.zones.get(name)
            before_count = before.count if before is not None else 0
            for index, (rect, card) in enumerate(box.places):
                start: pygame.Rect | None = None
                old_zone: str | None = None
                if card is not None and card in old_known:
                    old_zone, old_rect = old_known[card]
                    if old_rect != rect:
                        start = old_rect
                        if old_zone != name and old_zone in shrink and shrink[old_zone]:
                            shrink[old_zone].pop()
                            if old_rect in pool:
                                pool.remove(old_rect)
                elif (index >= before_count or card is not None) and (card is not None or before_count < box.count):
                    start = pool.pop(0) if pool else None
                if start is None:
                    continue
                via = None
                delay = 0.0
                # a card played to a trick laid out by seat goes straight to its place before its player
                if card is not None and card in played and box.style != "cross" and \
                        not _near(rect, new.centre, new.card_size[1] * 1.2):
                    via = _next_slot(old.zones[gathered_from[name]]) if name in gathered_from else centre
                elif name in waits and old_zone == gathered_from.get(name):
                    delay = duration + hold  # wait on the table for the card that completes the trick
                self.flights.append(Flight(card, start.copy(), rect.copy(), delay, duration, via=via,
                                           hold=hold if via is not None else 0.0, key=(name, index),
                                           turn=card is not None and name.split(":")[0] == WON))

    def draw(self, surface: pygame.Surface, image: Callable[[Card | None, tuple[int, int]], pygame.Surface]) -> None:
        """Draw the flights on top; `image(card, size)` gives a card's surface."""
        for f in sorted(self.flights, key=lambda f: f.t > f.delay):
            r = f.rect()
            down, width = f.face()
            picture = image(None if down else f.card, f.end.size)
            if width < 1.0:  # turning over: drawn narrower about its middle
                narrow = max(1, round(picture.get_width() * width))
                picture = pygame.transform.scale(picture, (narrow, picture.get_height()))
                r = picture.get_rect(center=r.center)
            surface.blit(picture, r.topleft)


def _next_slot(box: ZoneBox) -> pygame.Rect:
    """The place after the last card of a spread zone (where a card played to it would lie)."""
    places = box.places
    if not places:
        return box.rect.copy()
    last = places[-1][0]
    step = places[-1][0].left - places[-2][0].left if len(places) > 1 else int(last.width * 0.55)
    return last.move(step, 0)


def _near(rect: pygame.Rect, point: tuple[int, int], dist: float) -> bool:
    return abs(rect.centerx - point[0]) < dist and abs(rect.centery - point[1]) < dist
