"""Tooltips for text the app draws itself: a text shortened to fit shows its whole on hover and on
keyboard focus.

`ui.scenes.common.blit_fit` notes every text it had to shorten (`note`); `common.felt`, which starts
every picture, forgets the last picture's notes (`clear`), so a cached layer's notes (the table) last
as long as the layer. The app draws the tooltip last (ui/tooltip_box.py), over the scene and its widgets.
pygame_gui widgets carry their own (`tool_tip_text`).
"""

from __future__ import annotations

import pygame

#: the shortened texts of the picture on screen: where each is, and its whole
_spots: dict[tuple[int, int, int, int], str] = {}
#: the keyboard's focus, when a scene says it is on something shortened: where, and the whole text
_focus: tuple[pygame.Rect, str] | None = None
HOVER_DELAY = 0.4  # seconds the pointer rests before a tooltip shows, as pygame_gui's own do
_hover: tuple[tuple[int, int, int, int] | None, float] = (None, 0.0)


def note(rect: pygame.Rect, whole: str) -> None:
    _spots[(rect.x, rect.y, rect.width, rect.height)] = whole


def clear() -> None:
    global _focus
    _spots.clear()
    _focus = None


def set_focus(rect: pygame.Rect | None, whole: str | None = None) -> None:
    """The keyboard's focus is on `rect`, whose whole text is `whole` (None: nothing there is shortened)."""
    global _focus
    _focus = (pygame.Rect(rect), whole) if rect is not None and whole else None


def spots() -> list[pygame.Rect]:
    """Where the picture on screen has shortened texts (the layout audit hovers over them)."""
    return [pygame.Rect(spot) for spot in _spots]


def covering(rect: pygame.Rect) -> str | None:
    """The tooltip of a text drawn at `rect`, if it has one."""
    for spot, whole in _spots.items():
        if pygame.Rect(spot).colliderect(rect):
            return whole
    return None


def at(pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
    for spot, whole in _spots.items():
        if pygame.Rect(spot).collidepoint(pos):
            return pygame.Rect(spot), whole
    return None


def update(dt: float, pos: tuple[int, int]) -> None:
    """Count how long the pointer has rested on one spot."""
    global _hover
    hit = at(pos)
    key = None if hit is None else tuple(hit[0])
    _hover = (key, _hover[1] + dt if key == _hover[0] else 0.0)  # type: ignore[assignment]


def current(pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
    """The tooltip to show: the text under a resting pointer, else the one under the keyboard's focus."""
    hit = at(pos)
    if hit is not None and _hover[0] == tuple(hit[0]) and _hover[1] >= HOVER_DELAY:
        return hit
    return _focus
