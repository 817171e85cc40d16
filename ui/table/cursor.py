"""The mouse pointer at the table: a hand over a card that can be played or taken, the arrow elsewhere.

Players of Trickster or PySolFC read the hand as "this card acts"; the table asks for it as the mouse
moves (and while a card is carried). SDL keeps the cursor per window, so the shape is only set when it
changes; a machine without a real cursor (the headless driver of the tests) is simply left as it is.
"""

from __future__ import annotations

import contextlib

import pygame

_wanted: int | None = None  # the system cursor the table asked for last (one pointer per window, as in SDL)


def point(acts: bool) -> None:
    """Show the hand where the pointer is over something that acts, else the arrow."""
    global _wanted
    shape = pygame.SYSTEM_CURSOR_HAND if acts else pygame.SYSTEM_CURSOR_ARROW
    if shape == _wanted:
        return
    _wanted = shape
    with contextlib.suppress(pygame.error):  # no window with a cursor (headless): nothing to show it on
        pygame.mouse.set_cursor(shape)


def wanted() -> int | None:
    """The shape the table asked for last (tests read it; a headless SDL cannot show it)."""
    return _wanted
