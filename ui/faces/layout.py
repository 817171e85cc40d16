"""Where things go on a card: pip positions for number cards and the card's regions.

Pip positions follow printed French cards: columns left/centre/right, four
rows for 9 and 10, the lower half turned upside down. Coordinates are fractions
of the pip area, with y = 0 and y = 1 the centres of the top and bottom pips.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

L, C, R = 0.0, 0.5, 1.0
_THIRD = 1 / 3

PIPS: dict[int, list[tuple[float, float]]] = {
    1: [(C, 0.5)],
    2: [(C, 0.0), (C, 1.0)],
    3: [(C, 0.0), (C, 0.5), (C, 1.0)],
    4: [(L, 0.0), (R, 0.0), (L, 1.0), (R, 1.0)],
    5: [(L, 0.0), (R, 0.0), (C, 0.5), (L, 1.0), (R, 1.0)],
    6: [(L, 0.0), (R, 0.0), (L, 0.5), (R, 0.5), (L, 1.0), (R, 1.0)],
    7: [(L, 0.0), (R, 0.0), (C, 0.25), (L, 0.5), (R, 0.5), (L, 1.0), (R, 1.0)],
    8: [(L, 0.0), (R, 0.0), (C, 0.25), (L, 0.5), (R, 0.5), (C, 0.75), (L, 1.0), (R, 1.0)],
    9: [(L, 0.0), (R, 0.0), (L, _THIRD), (R, _THIRD), (C, 0.5), (L, 2 * _THIRD), (R, 2 * _THIRD),
        (L, 1.0), (R, 1.0)],
    10: [(L, 0.0), (R, 0.0), (C, 1 / 6), (L, _THIRD), (R, _THIRD), (L, 2 * _THIRD), (R, 2 * _THIRD),
         (C, 5 / 6), (L, 1.0), (R, 1.0)],
}


def pip_positions(n: int) -> list[tuple[float, float]]:
    """Positions for n pips; beyond ten, a three-column grid read like a page."""
    if n in PIPS:
        return PIPS[n]
    n = max(1, n)
    rows = math.ceil(n / 3)
    out = []
    for i in range(n):
        row, col = divmod(i, 3)
        in_row = min(3, n - row * 3)
        xs = [C] if in_row == 1 else [L, R] if in_row == 2 else [L, C, R]
        out.append((xs[col], row / max(1, rows - 1) if rows > 1 else 0.5))
    return out


def pip_rows(n: int) -> int:
    """How many distinct rows a layout has (drives the pip size)."""
    ys = {round(y * 12) for _, y in pip_positions(n)}
    if n in (7, 8):
        return 4
    if n == 10:
        return 5
    return max(1, len(ys))


@dataclass(frozen=True)
class Geometry:
    """The regions of a card at the (supersampled) pixel size it is drawn at."""

    w: int
    h: int
    final_w: int  # the width the card ends up at, which decides how big indices must be

    @property
    def compact(self) -> bool:
        """Small cards show a big index and one big symbol instead of pips and pictures."""
        return self.final_w < 64

    @property
    def margin(self) -> float:
        return self.w * 0.045

    @property
    def radius(self) -> int:
        return round(self.w * 0.07)

    @property
    def index_h(self) -> float:
        """Height of the corner index text: larger share of the card when the card is small."""
        if self.compact:
            return self.h * 0.2
        frac = 0.105 + max(0.0, min(1.0, (140 - self.final_w) / 80)) * 0.045
        return self.h * frac

    @property
    def index_w(self) -> float:
        return self.index_h * 1.15 if not self.compact else self.w * 0.42

    def body(self) -> tuple[float, float, float, float]:
        """The central area for pips and pictures, clear of both corner indices."""
        m = self.margin
        x0 = m + self.index_w + m * 0.4
        y0 = m * 1.6
        return (x0, y0, self.w - x0, self.h - y0)
