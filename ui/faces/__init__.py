"""Card faces drawn by code from the pack registry: no image files, no font-borne suit symbols.

`render_card` and `render_back` are what the rest of the UI calls; both cache
their surfaces, so calling them every frame is cheap. Callers must not draw on
the returned surfaces (copy first), since the same object is handed out again.
"""

from __future__ import annotations

import pygame

from cards.model import Card, Pack
from ui.faces.cache import SurfaceCache
from ui.faces.render import add_highlight, draw_back_surface, draw_face

CARD_RATIO = 1.4  # height / width, close to the common 63 x 88 mm card

_cache = SurfaceCache()


def card_size(width: int) -> tuple[int, int]:
    """The (width, height) of a card `width` pixels wide."""
    return (int(width), round(width * CARD_RATIO))


def render_card(card: Card, pack: Pack, size: tuple[int, int], *, face_up: bool = True, four_colour: bool = False,
                highlight: bool = False, lang: str = "cs") -> pygame.Surface:
    """The card's face (or its pack's back) at `size`, cached by pack, card, size and flags."""
    size = (int(size[0]), int(size[1]))
    if not face_up:
        back = render_back(pack, size)
        if not highlight:
            return back
        return _cache.get(("back", pack.id, size, True), lambda: add_highlight(back))
    key = (pack.id, card.code, size, four_colour, highlight, lang)
    if highlight:
        plain = render_card(card, pack, size, four_colour=four_colour, lang=lang)
        return _cache.get(key, lambda: add_highlight(plain))
    return _cache.get(key, lambda: draw_face(card, pack, size, four_colour, lang))


def render_back(pack: Pack, size: tuple[int, int], design: str = "pack") -> pygame.Surface:
    """The back of the pack's cards: its own, or `design` (Settings.card_back: lattice, plain, ornament)."""
    size = (int(size[0]), int(size[1]))
    return _cache.get(("back", pack.id, size, False, design), lambda: draw_back_surface(pack, size, design))


def clear_cache() -> None:
    _cache.clear()


__all__ = ["CARD_RATIO", "card_size", "clear_cache", "render_back", "render_card"]
