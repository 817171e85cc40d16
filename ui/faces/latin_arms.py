"""Latin swords and batons drawn along any line or curve, so number cards can cross and interlace them.

Pen primitives are axis-aligned, which a tilted sword cannot use; here every part is a polygon or a
circle computed from the weapon's own axis (hilt to tip), so one drawing serves the upright suit sign,
the tilted Spanish clubs and the curved, interlaced Italian sabres alike. Units are the pen's local units.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ui.faces.pen import Colour, Pen, Point, shade

STEEL = (200, 208, 218)
STEEL_DARK = (88, 96, 112)
GOLDEN = (222, 176, 40)
WOOD = (150, 98, 46)


def _unit(a: Point, b: Point) -> tuple[float, float, float]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return dx / length, dy / length, length


def _ribbon(path: Sequence[Point], widths: Sequence[float]) -> list[Point]:
    """The outline of a band of varying half-width following `path` (one width per point)."""
    left, right = [], []
    for i, (x, y) in enumerate(path):
        a, b = path[max(0, i - 1)], path[min(len(path) - 1, i + 1)]
        ux, uy, _ = _unit(a, b)
        nx, ny = -uy, ux
        w = widths[i]
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    return left + right[::-1]


def _hilt(pen: Pen, at: Point, toward: Point, size: float, colour: Colour) -> None:
    """Guard, grip and pommel of a sword whose blade leaves `at` in the direction of `toward`."""
    ux, uy, _ = _unit(at, toward)
    nx, ny = -uy, ux
    dark = shade(colour, 0.5)
    x, y = at
    guard = [(x + nx * size * 0.55 - ux * size * 0.05, y + ny * size * 0.55 - uy * size * 0.05),
             (x + nx * size * 0.62 + ux * size * 0.1, y + ny * size * 0.62 + uy * size * 0.1),
             (x - nx * size * 0.62 + ux * size * 0.1, y - ny * size * 0.62 + uy * size * 0.1),
             (x - nx * size * 0.55 - ux * size * 0.05, y - ny * size * 0.55 - uy * size * 0.05)]
    pen.poly(guard, colour)
    pen.poly(guard, dark, 0.03 * size / 0.6)
    grip_end = (x - ux * size * 0.5, y - uy * size * 0.5)
    pen.line((x, y), grip_end, colour, size * 0.22)
    pen.line((x - ux * size * 0.12, y - uy * size * 0.12), (x - ux * size * 0.4, y - uy * size * 0.4), dark,
             size * 0.06)
    pen.circle(grip_end[0] - ux * size * 0.06, grip_end[1] - uy * size * 0.06, size * 0.15, GOLDEN)
    pen.circle(grip_end[0] - ux * size * 0.06, grip_end[1] - uy * size * 0.06, size * 0.15, dark, size * 0.03)


def straight_sword(pen: Pen, hilt: Point, tip: Point, colour: Colour, width: float = 0.16) -> None:
    """A Spanish sword: a straight, double-edged blade with a fuller, the hilt in the suit colour."""
    ux, uy, length = _unit(hilt, tip)
    steps = 6
    path = [(hilt[0] + ux * length * k / steps, hilt[1] + uy * length * k / steps) for k in range(steps + 1)]
    widths = [width * (1.0 if k < steps - 1 else 0.55 if k < steps else 0.02) for k in range(steps + 1)]
    blade = _ribbon(path, widths)
    pen.poly(blade, STEEL)
    pen.poly(blade, STEEL_DARK, width * 0.22)
    pen.line(path[0], path[-2], shade(STEEL, 0.8), width * 0.25)
    _hilt(pen, hilt, tip, width * 3.6, colour)


def sabre_path(top: Point, bottom: Point, bow: float, steps: int = 14) -> list[Point]:
    """Points on a curved blade from `top` to `bottom`, bowed sideways by `bow` (its sign says which way)."""
    ux, uy, length = _unit(top, bottom)
    nx, ny = -uy, ux
    return [(top[0] + ux * length * t + nx * bow * math.sin(math.pi * t),
             top[1] + uy * length * t + ny * bow * math.sin(math.pi * t))
            for t in (k / steps for k in range(steps + 1))]


def curved_sword(pen: Pen, path: Sequence[Point], colour: Colour, width: float = 0.12) -> None:
    """An Italian sabre along `path` (hilt first): a slim curved blade tapering to its point."""
    n = len(path) - 1
    widths = [width * (1.0 - 0.75 * (k / n) ** 2) if k < n else 0.01 for k in range(n + 1)]
    blade = _ribbon(path, widths)
    pen.poly(blade, STEEL)
    pen.poly(blade, STEEL_DARK, width * 0.25)
    _hilt(pen, path[0], path[1], width * 4.2, colour)


def club(pen: Pen, top: Point, bottom: Point, colour: Colour, width: float = 0.2) -> None:
    """A Spanish basto: a knobbly cudgel, thick at the top, with lopped branch stubs along it."""
    ux, uy, length = _unit(bottom, top)
    nx, ny = -uy, ux
    steps = 8
    path = [(bottom[0] + ux * length * k / steps, bottom[1] + uy * length * k / steps) for k in range(steps + 1)]
    widths = [width * (0.55 + 0.55 * k / steps) for k in range(steps + 1)]
    body = _ribbon(path, widths)
    dark = shade(colour, 0.5)
    for k, side in ((2, 1), (4, -1), (6, 1), (3, -1)):  # stubs first, so the trunk covers their roots
        x, y = path[k]
        w = widths[k]
        sx, sy = x + nx * side * w * 1.5 + ux * w * 0.5, y + ny * side * w * 1.5 + uy * w * 0.5
        pen.line((x, y), (sx, sy), colour, w * 0.7)
        pen.circle(sx, sy, w * 0.36, shade(colour, 1.35))
        pen.circle(sx, sy, w * 0.36, dark, w * 0.1)
    pen.poly(body, colour)
    pen.poly(body, dark, width * 0.16)
    pen.circle(top[0], top[1], widths[-1] * 1.02, colour)
    pen.circle(top[0], top[1], widths[-1] * 1.02, dark, width * 0.16)
    pen.circle(bottom[0], bottom[1], widths[0] * 0.95, shade(colour, 1.25))
    pen.circle(bottom[0], bottom[1], widths[0] * 0.95, dark, width * 0.14)
    light = [(x + nx * w * 0.35, y + ny * w * 0.35) for (x, y), w in zip(path[1:-1], widths[1:-1], strict=True)]
    pen.lines(light, shade(colour, 1.4), width * 0.18)


def stave(pen: Pen, top: Point, bottom: Point, colour: Colour, width: float = 0.13) -> None:
    """An Italian baton: a long knotted staff with cut twigs and a red band at each end (Trevigiane)."""
    ux, uy, length = _unit(bottom, top)
    nx, ny = -uy, ux
    dark = shade(colour, 0.5)
    for t, side in ((0.3, 1), (0.55, -1), (0.75, 1)):
        x, y = bottom[0] + ux * length * t, bottom[1] + uy * length * t
        tip = (x + (nx * side * 1.6 + ux) * width, y + (ny * side * 1.6 + uy) * width)
        pen.line((x, y), tip, colour, width * 0.55)
        pen.circle(tip[0], tip[1], width * 0.28, dark)
    pen.line(bottom, top, dark, width * 2.3)
    pen.line(bottom, top, colour, width * 1.9)
    for t in (0.08, 0.92):
        x, y = bottom[0] + ux * length * t, bottom[1] + uy * length * t
        band = (x + ux * width * 0.5, y + uy * width * 0.5)
        pen.line((x - ux * width * 0.5, y - uy * width * 0.5), band, (190, 40, 40), width * 2.3)
    pen.line((bottom[0] + nx * width * 0.4, bottom[1] + ny * width * 0.4),
             (top[0] + nx * width * 0.4, top[1] + ny * width * 0.4), shade(colour, 1.4), width * 0.35)
