"""Ink colours for suits, and the four-colour variant of the French suits.

The registry names a suit's colour with a word ("red", "green", ...); the face
renderer owns what that word looks like. Unknown words fall back to a stable
colour derived from the word, so a new pack never fails to draw.
"""

from __future__ import annotations

import zlib

INK: dict[str, tuple[int, int, int]] = {
    "red": (200, 24, 32),
    "black": (24, 24, 28),
    "green": (28, 128, 48),
    "orange": (226, 140, 20),
    "yellow": (222, 176, 16),
    "gold": (206, 160, 30),
    "brown": (128, 76, 34),
    "blue": (30, 70, 190),
    "purple": (120, 40, 150),
    "white": (236, 236, 236),
    "grey": (120, 120, 124),
    "gray": (120, 120, 124),
    "pink": (220, 90, 140),
    "teal": (20, 130, 130),
}

PAPER = (252, 250, 242)
FRAME = (70, 60, 50)
GOLD = (214, 170, 48)
SKIN = (246, 214, 180)
HIGHLIGHT = (255, 200, 40)

# Four-colour packs (as in some bridge and poker decks): diamonds blue, clubs green.
FOUR_COLOUR = {"diamond": (24, 88, 200), "club": (24, 132, 52)}


def ink(name: str) -> tuple[int, int, int]:
    """RGB for a colour word or a '#rrggbb' string; unknown words get a stable muted colour."""
    word = name.strip().lower()
    if word in INK:
        return INK[word]
    if word.startswith("#") and len(word) == 7:
        try:
            return (int(word[1:3], 16), int(word[3:5], 16), int(word[5:7], 16))
        except ValueError:
            pass
    h = zlib.crc32(word.encode("utf-8"))
    return (60 + h % 140, 60 + (h >> 8) % 120, 60 + (h >> 16) % 140)


def suit_ink(colour: str, symbol: str, four_colour: bool) -> tuple[int, int, int]:
    if four_colour and symbol in FOUR_COLOUR:
        return FOUR_COLOUR[symbol]
    return ink(colour)
