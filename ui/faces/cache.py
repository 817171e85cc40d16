"""A bounded cache of rendered surfaces, so a table redraw never re-renders a face."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame


class SurfaceCache:
    """Least-recently-used map from a key to a surface; the same key gives the same surface object."""

    def __init__(self, limit: int = 3000) -> None:
        self.limit = limit
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            return surf
        surf = make()
        self._items[key] = surf
        if len(self._items) > self.limit:
            self._items.popitem(last=False)
        return surf

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)
