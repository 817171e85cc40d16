"""Text on card faces: cached fonts, glyph-safe strings and shrink-to-fit.

pygame's bundled font covers Latin (Czech included) but not CJK or suit
symbols, so text is filtered to what it can show; symbols are drawn, never
typed. Text that does not fit its box is rendered smaller rather than clipped.
"""

from __future__ import annotations

from functools import cache

import pygame

# What the bundled font draws: Latin, Latin-1, Latin Extended-A/B and common punctuation.
_SAFE_RANGES = ((0x20, 0x24F), (0x2010, 0x2027), (0x2032, 0x203A))


@cache
def font(px: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(None, max(6, px))
    f.set_bold(bold)
    return f


def drawable(text: str) -> bool:
    """True when the bundled font holds a real glyph for every character."""
    return all(any(lo <= ord(ch) <= hi for lo, hi in _SAFE_RANGES) for ch in text)


def safe(text: str) -> str:
    """Drop characters the font would show as empty boxes."""
    return "".join(ch for ch in text if any(lo <= ord(ch) <= hi for lo, hi in _SAFE_RANGES)).strip()


def render_fit(text: str, colour: tuple[int, int, int], max_w: float, max_h: float,
               bold: bool = False) -> pygame.Surface:
    """`text` as large as fits in max_w x max_h (the font's px size tracks the height)."""
    text = safe(text) or "?"
    px = max(6, int(max_h * 1.35))  # pygame's px size is larger than the cap height it draws
    surf = font(px, bold).render(text, True, colour)
    if surf.get_height() > max_h or surf.get_width() > max_w:
        k = min(max_h / max(1, surf.get_height()), max_w / max(1, surf.get_width()))
        px = max(6, int(px * k))
        surf = font(px, bold).render(text, True, colour)
        if surf.get_width() > max_w or surf.get_height() > max_h:
            k = min(max_w / max(1, surf.get_width()), max_h / max(1, surf.get_height()))
            surf = pygame.transform.smoothscale(
                surf, (max(1, int(surf.get_width() * k)), max(1, int(surf.get_height() * k))))
    return surf


def wrap(text: str, f: pygame.font.Font, max_w: int) -> list[str]:
    """Greedy word wrap; a single word longer than the line is kept whole."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= max_w or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def render_lines_fit(text: str, colour: tuple[int, int, int], max_w: float, max_h: float,
                     max_lines: int = 3, bold: bool = False, line_h: float | None = None) -> pygame.Surface:
    """Wrapped text, centred, at the largest size that fits the box in at most `max_lines` lines
    (and no taller than `line_h` per line, so short names do not come out huge)."""
    text = safe(text) or "?"
    px = max(6, int(min(max_h, line_h or max_h) * 1.35))
    while True:
        f = font(px, bold)
        lines = wrap(text, f, int(max_w))
        h = f.get_linesize() * len(lines)
        w = max(f.size(line)[0] for line in lines)
        if (len(lines) <= max_lines and h <= max_h and w <= max_w) or px <= 7:
            break
        px = max(7, int(px * 0.9))
    out = pygame.Surface((max(1, int(w)), max(1, int(h))), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        s = f.render(line, True, colour)
        out.blit(s, ((out.get_width() - s.get_width()) // 2, i * f.get_linesize()))
    if out.get_width() > max_w or out.get_height() > max_h:
        k = min(max_w / out.get_width(), max_h / out.get_height())
        out = pygame.transform.smoothscale(out, (max(1, int(out.get_width() * k)), max(1, int(out.get_height() * k))))
    return out
