"""The scene contract every screen of the app follows (pygame_gui / pgzero style).

The app loop calls `process_event` for each event, then `update(dt)` with the
seconds since the last frame, then `draw(surface)`. Time only enters through
`dt`, so a test can drive any scene headless. A scene asks to switch by setting
`next_scene` (a scene name or a Scene instance); the app reads and clears it.
"""

from __future__ import annotations

import pygame


class Scene:
    """Base class: every hook is optional, so a scene overrides only what it needs."""

    next_scene: str | Scene | None = None

    def process_event(self, event: pygame.event.Event) -> None:
        """React to one pygame event."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the whole scene onto `surface`."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; lay out again."""
