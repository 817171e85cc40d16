"""A bounded cache of rendered surfaces, so a table redraw never re-renders a face."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame


def _bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * 4


class SurfaceCache:
    """Least-recently-used map from a key to a surface; the same key gives the same surface object.

    Bounded by memory rather than count: a zoomed card weighs as much as a hundred small ones.
    """

    def __init__(self, limit_bytes: int = 96 * 1024 * 1024) -> None:
        self.limit_bytes = limit_bytes
        self.used = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            return surf
        surf = make()
        self._items[key] = surf
        self.used += _bytes(surf)
        while self.used > self.limit_bytes and len(self._items) > 1:
            _, old = self._items.popitem(last=False)
            self.used -= _bytes(old)
        return surf

    def clear(self) -> None:
        self._items.clear()
        self.used = 0

    def __len__(self) -> int:
        return len(self._items)
