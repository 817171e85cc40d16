"""The shape a pack's cards are cut to: most are oblong, Ganjifa round, Chinese strip cards long and narrow.

This is the pack-level hook the deck browser (and any table that deals such a pack) reads to size
its cards; the registry stays free of pixels, so the shape follows from the pack's family here.
"""

from __future__ import annotations

from cards.model import Pack

CARD_RATIO = 1.4  # height / width of the common 63 x 88 mm card
NARROW_RATIO = 2.8  # Chinese money and chess cards are strips about 2 x 6 cm or narrower
NOT_NARROW = frozenset({"mahjong"})  # mahjong's tiles and tile cards keep a tile's proportions


def shape(pack: Pack) -> str:
    """'round', 'narrow' or 'oblong'."""
    if pack.family == "indian":
        return "round"
    if pack.family == "chinese" and pack.pattern not in NOT_NARROW:
        return "narrow"
    return "oblong"


def face_size(pack: Pack, width: int) -> tuple[int, int]:
    """The (w, h) of the pack's card in a slot `width` pixels wide and `width * CARD_RATIO` tall.

    Round cards take the slot's width as their diameter; narrow cards keep the slot's height and
    give up width, so a grid of them shows more cards in a row."""
    height = round(width * CARD_RATIO)
    kind = shape(pack)
    if kind == "round":
        return (int(width), int(width))
    if kind == "narrow":
        return (max(8, round(height / NARROW_RATIO)), height)
    return (int(width), height)


def fit_height(pack: Pack, height: int) -> tuple[int, int]:
    """The (w, h) of the pack's card `height` pixels tall (the browser's zoomed card)."""
    kind = shape(pack)
    if kind == "round":
        return (int(height), int(height))
    if kind == "narrow":
        return (max(8, round(height / NARROW_RATIO)), int(height))
    return (int(height / CARD_RATIO), int(height))
