"""Card images for the table, cached by size: `ui.faces` when present, else a plain stand-in.

The table asks for a card at a pixel size every frame; rendering a face is costly
and sizes change only on resize, so every image is cached by (card, pack, size,
face up, four colours, highlight).
"""

from __future__ import annotations

from types import ModuleType

import pygame

from cards.model import Card, Pack
from ui import layout_record

#: (card or None for a back, pack, size, four colours, language, back design) -> the picture
_cache: dict[tuple[str | None, str, tuple[int, int], bool, str, str], pygame.Surface] = {}


def _faces() -> ModuleType | None:
    try:
        from ui import faces
    except ImportError:
        return None
    return faces if hasattr(faces, "render_card") and hasattr(faces, "render_back") else None


def card_image(card: Card | None, pack: Pack, size: tuple[int, int], four_colour: bool = False,
               lang: str = "cs", back: str = "pack") -> pygame.Surface:
    """The face of `card`, or its back when `card` is None (a card this seat cannot see): the pack's own, or
    the design `back` the player chose (Settings.card_back)."""
    size = (max(8, int(size[0])), max(12, int(size[1])))
    key = (card.code if card is not None else None, pack.id, size, four_colour, lang, back if card is None else "")
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) > 1500:
            _cache.clear()
        surf = _render(card, pack, size, four_colour, lang, back)
        _cache[key] = surf
    if layout_record.active:  # a layout dump or audit is drawing this frame (ui/layout_record.py)
        layout_record.tag_card(surf, key[0])
    return surf


def _render(card: Card | None, pack: Pack, size: tuple[int, int], four_colour: bool, lang: str,
            back: str = "pack") -> pygame.Surface:
    faces = _faces()
    if faces is not None:
        try:
            surf: pygame.Surface
            if card is None:
                surf = faces.render_back(pack, size, back)
            else:
                surf = faces.render_card(card, pack, size, face_up=True, four_colour=four_colour, lang=lang)
            if surf.get_size() != size:
                surf = pygame.transform.smoothscale(surf, size)
            return surf.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else surf
        except Exception:  # a face the renderer cannot draw yet must not take the table down
            pass
    return placeholder(card, pack, size)


def placeholder(card: Card | None, pack: Pack, size: tuple[int, int]) -> pygame.Surface:
    """A plain face with the card's index and name, or a patterned back."""
    from ui.scenes.common import font

    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 12)
    if card is None:
        pygame.draw.rect(surf, (160, 40, 48), surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-max(4, w // 8), -max(4, w // 8))
        pygame.draw.rect(surf, (200, 70, 78), inner, width=max(1, w // 30), border_radius=radius)
        pygame.draw.rect(surf, (250, 250, 245), surf.get_rect(), width=max(1, w // 40), border_radius=radius)
        return surf
    pygame.draw.rect(surf, (250, 250, 245), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, (90, 90, 90), surf.get_rect(), width=1, border_radius=radius)
    colour = (20, 20, 20)
    for suit in pack.suits:
        if suit.code == card.suit and suit.colour in ("red", "orange"):
            colour = (200, 20, 30)
    index = card.code if card.rank is None else (next((r.short for r in pack.ranks if r.code == card.rank),
                                                      card.rank) + (card.suit or ""))
    f = font(max(8, h // 7), True)
    surf.blit(f.render(index, True, colour), (max(2, w // 14), max(1, h // 30)))
    name = card.name("en")
    small = font(max(7, h // 11))
    words = name.split()
    y = h // 2 - len(words) * small.get_linesize() // 2
    for word in words[:4]:
        img = small.render(word, True, colour)
        surf.blit(img, ((w - img.get_width()) // 2, y))
        y += small.get_linesize()
    return surf
