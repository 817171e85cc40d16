"""Tarot trumps: a big Roman numeral, a simple emblem and the trump's name."""

from __future__ import annotations

import math

import pygame

from cards.loader import roman
from ui.faces.colours import GOLD
from ui.faces.emblems import emblem_for
from ui.faces.pen import Pen, shade
from ui.faces.text import render_fit, render_lines_fit

PANEL = (250, 236, 196)
INK = (60, 40, 30)

# A few trumps are known by their picture; the rest get a sun-burst whose rays count the numeral.
EMBLEMS = ("sun", "moon", "star", "world", "angel", "mondo", "sole", "luna", "stella", "angelo")


def numeral(number: int | None, code: str) -> str:
    return roman(number) if number and number > 0 else code


def plain_name(name: str, number: int | None) -> str:
    """The name without a trailing '(8)' or '(VIII)' that only repeats the numeral shown above it."""
    if number:
        for tail in (f"({number})", f"({roman(number)})"):
            if name.rstrip().endswith(tail):
                return name.rstrip()[: -len(tail)].strip() or name
    return name


def emblem(pen: Pen, name: str, number: int, name_en: str = "") -> None:
    low = f"{name} {name_en}".lower()
    if any(w in low for w in ("moon", "luna", "měsíc")):
        pen.circle(0.0, 0.0, 0.8, (230, 226, 200))
        pen.circle(0.35, -0.15, 0.68, PANEL)
        return
    if any(w in low for w in ("star", "stella", "hvězda")):
        pts = []
        for k in range(16):
            a = -math.pi / 2 + math.pi * k / 8
            r = 0.95 if k % 2 == 0 else 0.4
            pts.append((r * math.cos(a), r * math.sin(a)))
        pen.poly(pts, GOLD)
        return
    if any(w in low for w in ("world", "mondo", "svět")):
        pen.circle(0.0, 0.0, 0.85, (60, 120, 200))
        pen.ellipse(-0.2, -0.1, 0.35, 0.5, (70, 150, 70))
        pen.circle(0.0, 0.0, 0.85, shade((60, 120, 200), 0.5), 0.05)
        return
    named = emblem_for(name_en)
    if named is not None:
        named(pen)
        return
    rays = max(4, min(24, number or 12))
    for k in range(rays):
        a = 2 * math.pi * k / rays
        pen.line((0.45 * math.cos(a), 0.45 * math.sin(a)), (0.92 * math.cos(a), 0.92 * math.sin(a)), GOLD, 0.07)
    pen.circle(0.0, 0.0, 0.42, (236, 176, 40))
    pen.circle(0.0, 0.0, 0.42, shade(GOLD, 0.5), 0.05)


def draw_trump(surface: pygame.Surface, body: pygame.Rect, number: int | None, code: str, name: str,
               frame: tuple[int, int, int], name_en: str = "") -> None:
    radius = max(1, body.w // 14)
    pygame.draw.rect(surface, PANEL, body, border_radius=radius)
    pygame.draw.rect(surface, frame, body, max(1, body.w // 60), border_radius=radius)
    text = numeral(number, "")  # unnumbered trumps (the Bolognese Moors) show only their name
    big = render_fit(text, INK, body.w * 0.9, body.h * 0.2, bold=True) if text else pygame.Surface((1, 1))
    if text:
        surface.blit(big, big.get_rect(midtop=(body.centerx, body.top + body.h * 0.05)))
    label = render_lines_fit(plain_name(name, number), INK, body.w * 0.94, body.h * 0.2, max_lines=2,
                             line_h=body.h * 0.085)
    surface.blit(label, label.get_rect(midbottom=(body.centerx, body.bottom - body.h * 0.04)))
    top = body.top + body.h * 0.05 + big.get_height()
    bottom = body.bottom - body.h * 0.04 - label.get_height()
    size = min(body.w * 0.4, (bottom - top) * 0.42)
    if size > 2:
        emblem(Pen(surface, body.centerx, (top + bottom) / 2, size), name, number or 0, name_en)
