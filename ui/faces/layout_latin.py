"""Where the suit signs go on Latin-suited number cards (Italian, Spanish) and on Swiss ones.

Unlike French cards, Latin cards never turn their pips: every cup and coin stands upright, as a
player of scopa or tute expects. Round signs (coins, cups; roses, shields, bells, acorns) sit at
points; long signs (swords, batons) are laid as strokes: the Spanish ones side by side and separate
(the deuce crossed), the Italian ones interlaced, curved sabres forming nested ovals and knotted
staves forming a trellis. Coordinates are fractions of the pip area: x, y in 0..1, y down.
"""

from __future__ import annotations

from dataclasses import dataclass

L, C, R = 0.0, 0.5, 1.0
_T = 1 / 3

# Latin coins and cups (Spanish oros/copas, Italian denari/coppe), all upright.
POINTS: dict[int, list[tuple[float, float]]] = {
    1: [(C, 0.5)],
    2: [(C, 0.0), (C, 1.0)],
    3: [(C, 0.0), (C, 0.5), (C, 1.0)],
    4: [(L, 0.0), (R, 0.0), (L, 1.0), (R, 1.0)],
    5: [(L, 0.0), (R, 0.0), (C, 0.5), (L, 1.0), (R, 1.0)],
    6: [(L, 0.0), (R, 0.0), (L, 0.5), (R, 0.5), (L, 1.0), (R, 1.0)],
    7: [(L, 0.0), (R, 0.0), (C, 0.25), (L, 0.5), (R, 0.5), (L, 1.0), (R, 1.0)],
    8: [(L, 0.0), (R, 0.0), (L, _T), (R, _T), (L, 2 * _T), (R, 2 * _T), (L, 1.0), (R, 1.0)],
    9: [(L, 0.0), (C, 0.0), (R, 0.0), (L, 0.5), (C, 0.5), (R, 0.5), (L, 1.0), (C, 1.0), (R, 1.0)],
    10: [(L, 0.0), (R, 0.0), (C, 1 / 6), (L, _T), (R, _T), (L, 2 * _T), (R, 2 * _T), (C, 5 / 6), (L, 1.0),
         (R, 1.0)],  # the tarots' ten
}

@dataclass(frozen=True)
class Stroke:
    """One sword or baton: from `start` (hilt, or a club's thick end) to `end`, bowed sideways by `bow`
    (a fraction of the area's width; 0 is straight)."""

    start: tuple[float, float]
    end: tuple[float, float]
    bow: float = 0.0


def points(n: int) -> list[tuple[float, float]]:
    """Upright positions for n round signs (Swiss number cards use the same); beyond ten, rows of three."""
    if n in POINTS:
        return POINTS[n]
    rows = -(-n // 3)
    return [((i % 3) / 2, (i // 3) / max(1, rows - 1)) for i in range(n)]


def spanish_strokes(n: int) -> list[Stroke]:
    """Spanish swords and clubs: the deuce and trey crossed, higher cards in two tilted columns, separate."""
    if n <= 1:
        return [Stroke((C, 0.0), (C, 1.0))]
    if n <= 3:
        out = [Stroke((0.12, 0.0), (0.88, 1.0)), Stroke((0.88, 0.0), (0.12, 1.0))]
        return out + ([Stroke((C, 0.0), (C, 1.0))] if n == 3 else [])
    rows = n // 2
    span = 1.0 / rows
    out = []
    for row in range(rows):
        top, bottom = row * span + span * 0.04, (row + 1) * span - span * 0.04
        out.append(Stroke((0.08, top), (0.28, bottom)))
        out.append(Stroke((0.92, top), (0.72, bottom)))
    if n % 2:
        out.append(Stroke((C, 0.1), (C, 0.9)))
    return out


def italian_swords(n: int) -> list[Stroke]:
    """Italian sabres: pairs bowed apart into ovals of different heights, so that the pairs cross one
    another (interlace); an odd sword stands straight through the middle. Hilts alternate ends."""
    if n <= 1:  # the ace: one sabre, hilt up, its blade curving to the point
        return [Stroke((C + 0.1, 0.0), (C + 0.1, 1.0), 0.22)]
    pairs = n // 2
    out = []
    for i in range(pairs):
        step = i / max(1, pairs - 1)  # 0 for the tallest, narrowest oval, 1 for the shortest, widest
        inset = (0.26 if pairs < 4 else 0.34) * step if pairs > 1 else 0.0
        bow = (0.2 + 0.26 * step if pairs < 4 else 0.14 + 0.36 * step) if pairs > 1 else 0.38
        top, bottom = inset, 1.0 - inset
        d = 0.1  # each blade ends a little past the centre line, so the two cross near their ends
        left_bowed = ((C + d, top), (C + d, bottom))
        right_bowed = ((C - d, top), (C - d, bottom))
        if i % 2 == 0:  # hilts alternate: this pair's left blade has its hilt at the bottom
            out += [Stroke(left_bowed[1], left_bowed[0], -bow), Stroke(right_bowed[0], right_bowed[1], -bow)]
        else:
            out += [Stroke(left_bowed[0], left_bowed[1], bow), Stroke(right_bowed[1], right_bowed[0], bow)]
    if n % 2:
        out.append(Stroke((C, 0.0), (C, 1.0), 0.0))
    return out


def italian_batons(n: int) -> list[Stroke]:
    """Italian batons: staves leaning both ways, spread so that they cross as a trellis; an odd one upright."""
    if n <= 1:
        return [Stroke((C, 0.0), (C, 1.0))]
    lean = n // 2
    out = []
    for i in range(lean):
        x = C if lean == 1 else 0.18 + 0.64 * i / (lean - 1)
        slant = 0.3 if lean == 1 else 0.18
        out.append(Stroke((x + slant, 0.0), (x - slant, 1.0)))
        out.append(Stroke((x - slant, 0.0), (x + slant, 1.0)))
    if n % 2:
        out.append(Stroke((C, 0.0), (C, 1.0)))
    return [Stroke((min(1.0, max(0.0, s.start[0])), s.start[1]), (min(1.0, max(0.0, s.end[0])), s.end[1]))
            for s in out]
