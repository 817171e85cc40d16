"""Which packs draw their courts and pip cards in their own printed pattern, and who draws them.

`render` asks here first and falls back to its generic faces when the answer is
False: the French standard courts for the French packs, the Tell pattern
(mariášky) for the German pack. Other packs keep their faces.
"""

from __future__ import annotations

import pygame

from cards.model import Card, Pack
from ui.faces import ace_french, compact_courts, court_french, court_tarot, court_tarot_latin, tell_courts, tell_pips
from ui.faces.layout import Geometry
from ui.faces.pen import Colour


def court(surf: pygame.Surface, geo: Geometry, index_size: tuple[int, int], pack: Pack, card: Card,
          colour: Colour, symbol: str, label: str, frame: Colour) -> bool:
    """Draw a court of the pack's pattern on the full-size face; False when the pattern has none of its own."""
    rank, suit = card.rank or "", card.suit or ""
    if pack.pattern == "french":
        return court_french.draw(surf, geo.w, geo.h, geo.margin, index_size, rank, suit, colour, symbol, label,
                                 frame)
    if pack.pattern == "german":
        return tell_courts.draw(surf, geo.w, geo.h, geo.margin, index_size, rank, suit, colour, symbol, label,
                                frame)
    if court_tarot_latin.handles(pack):  # Latin tarots: whole figures, a crowned queen among them
        return court_tarot_latin.draw(surf, geo, pack, card, colour, symbol, label)
    if pack.family == "tarot":  # French-suited tarots: Industrie und Glück figures with the Cavalier
        return court_tarot.draw(surf, geo.w, geo.h, geo.margin, index_size, rank, suit, colour, symbol, label,
                                frame)
    return False


def pips(surf: pygame.Surface, body: pygame.Rect, pack: Pack, card: Card, n: int, colour: Colour, symbol: str,
         label: str, lang: str) -> bool:
    """Draw a number card or ace with the pattern's pictures (Tell: seasons and scenes; the French ace of
    spades); False to fall back."""
    if pack.pattern == "french" and n == 1:
        return ace_french.draw(surf, body, card.rank or "", card.suit or "", colour, symbol, label)
    if pack.pattern == "german":
        return tell_pips.draw(surf, body, card.rank or "", card.suit or "", n, colour, symbol, label, lang)
    return False


def compact(surf: pygame.Surface, geo: Geometry, pack: Pack, card: Card, colour: Colour, symbol: str,
            label: str) -> bool:
    """The small face's court picture (a framed head; Tell: the sign high or low); False to fall back."""
    if pack.pattern == "french":
        return compact_courts.french(surf, geo.w, geo.h, card.rank or "", colour, symbol, label)
    if pack.pattern == "german":
        return compact_courts.tell(surf, geo.w, geo.h, card.rank or "", colour, symbol, label)
    if pack.family == "tarot" and not court_tarot_latin.handles(pack):
        return court_tarot.compact(surf, geo.w, geo.h, card.rank or "", colour, symbol, label)
    return False
