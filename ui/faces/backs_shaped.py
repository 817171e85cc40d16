"""Backs cut to the pack's own shape: round for Ganjifa, long and narrow for the Chinese strip cards.

The faces of these packs are round discs (ganjifa) and narrow strips (strip_cards); a back drawn as an
oblong card would not match them when a card is turned. The pack's own back:

- Ganjifa: a plain lacquered disc, as painted Ganjifa backs are (one dark colour), here with a gold
  rim, a ring of dots and a lotus rosette in the middle;
- Chinese strips: a vermilion strip in a cream border with a column of cash coins (a round coin with
  its square hole) down its length, the motif of the money-suited packs.

A back the player chose in Settings (backs_extra) is drawn as usual and then cut to the same shape.
Sizes follow the faces: a round card takes the smaller side as its diameter, centred in the slot; a
strip takes the size it is given (shapes.face_size gives the narrow proportions).
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from cards.model import Pack
from ui.faces import backs_extra
from ui.faces.colours import GOLD
from ui.faces.pen import Pen, shade
from ui.faces.shapes import shape

LACQUER = (112, 30, 26)
VERMILION = (176, 50, 34)
CREAM = (250, 242, 222)
EDGE = (60, 50, 40)


def draw(pack: Pack, size: tuple[int, int], design: str) -> pygame.Surface | None:
    """The back of a round or narrow pack at `size`; None for an oblong pack (backs.py draws those)."""
    kind = shape(pack)
    if kind == "round":
        return _round(size, design)
    if kind == "narrow":
        return _narrow(size, design)
    return None


def _supersample(width: int) -> int:
    return max(2, min(6, math.ceil(240 / max(1, width))))


@cache
def _mask(big: tuple[int, int], size: tuple[int, int], radius: int, disc: bool) -> pygame.Surface:
    """Opaque white inside the shape (a disc, or a rounded strip), soft at its rim, at the final size."""
    mask = pygame.Surface(big, pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    if disc:
        pygame.draw.circle(mask, (255, 255, 255, 255), (big[0] / 2, big[1] / 2), big[0] / 2 - 1)
    else:
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    small = pygame.transform.smoothscale(mask, size)
    small.blit(small.copy(), (0, 0), special_flags=pygame.BLEND_RGBA_ADD)  # opaque inside (see render._corner_mask)
    return small


def _cut(surf: pygame.Surface, size: tuple[int, int], radius: int, disc: bool) -> pygame.Surface:
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(pygame.transform.smoothscale(surf, size), (0, 0))
    out.blit(_mask(surf.get_size(), size, radius, disc), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _round(size: tuple[int, int], design: str) -> pygame.Surface:
    fw, fh = max(8, int(size[0])), max(8, int(size[1]))
    d = min(fw, fh)
    big = d * _supersample(d)
    surf = pygame.Surface((big, big))
    if design == "pack":
        lacquer(Pen(surf, big / 2, big / 2, big / 2))
    else:  # the chosen design drawn larger than the disc (its white margin falls outside), cut round
        over = round(big * 0.2)
        field = pygame.Surface((big + 2 * over, big + 2 * over))
        backs_extra.draw(design, field, 0)
        surf.blit(field, (-over, -over))
        Pen(surf, big / 2, big / 2, big / 2).circle(0.0, 0.0, 0.97, GOLD, 0.04)
    disc = _cut(surf, (d, d), 0, True)
    out = pygame.Surface((fw, fh), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    out.blit(disc, ((fw - d) // 2, (fh - d) // 2))
    return out


def lacquer(pen: Pen) -> None:
    """The Ganjifa back in the disc of radius 1: lacquer ground, gold rim, a ring of dots, a lotus."""
    pen.circle(0.0, 0.0, 1.0, LACQUER)
    pen.circle(0.0, 0.0, 0.95, GOLD, 0.05)
    pen.circle(0.0, 0.0, 0.8, shade(GOLD, 0.8), 0.02)
    for k in range(24):
        a = 2 * math.pi * k / 24
        pen.circle(0.87 * math.cos(a), 0.87 * math.sin(a), 0.03, GOLD)
    for k in range(8):  # eight pointed petals, then eight rounder ones between them
        a = 2 * math.pi * k / 8
        tip = (0.5 * math.cos(a), 0.5 * math.sin(a))
        side = 0.14
        left = (0.16 * math.cos(a - side * 2), 0.16 * math.sin(a - side * 2))
        right = (0.16 * math.cos(a + side * 2), 0.16 * math.sin(a + side * 2))
        pen.poly([left, tip, right], GOLD)
        b = a + math.pi / 8
        pen.circle(0.3 * math.cos(b), 0.3 * math.sin(b), 0.07, shade(GOLD, 0.75))
    pen.circle(0.0, 0.0, 0.15, shade(LACQUER, 0.7))
    pen.circle(0.0, 0.0, 0.15, GOLD, 0.03)
    pen.circle(0.0, 0.0, 0.05, GOLD)


def _narrow(size: tuple[int, int], design: str) -> pygame.Surface:
    fw, fh = max(6, int(size[0])), max(8, int(size[1]))
    ss = _supersample(fw)
    w, h = fw * ss, fh * ss
    surf = pygame.Surface((w, h))
    radius = round(w * 0.12)
    if design == "pack":
        coins(surf, radius)
    else:
        backs_extra.draw(design, surf, radius)
    return _cut(surf, (fw, fh), radius, False)


def coins(surf: pygame.Surface, radius: int) -> None:
    """The strip back: a vermilion field in a cream border, a column of cash coins down its length."""
    w = surf.get_width()
    card = surf.get_rect()
    pygame.draw.rect(surf, CREAM, card, border_radius=radius)
    field = card.inflate(-round(w * 0.16), -round(w * 0.16))
    pygame.draw.rect(surf, VERMILION, field, border_radius=max(1, radius // 2))
    pygame.draw.rect(surf, GOLD, field, max(1, w // 30), border_radius=max(1, radius // 2))
    light = shade(VERMILION, 1.45)
    r = field.w * 0.34
    count = max(1, int((field.h - r) // (r * 2.5)))
    gap = field.h / count
    for k in range(count):
        pen = Pen(surf, field.centerx, field.top + gap * (k + 0.5), r)
        pen.circle(0.0, 0.0, 1.0, light)
        pen.rect(-0.32, -0.32, 0.32, 0.32, VERMILION)  # the square hole of a cash coin
        pen.circle(0.0, 0.0, 0.78, VERMILION, 0.06)
        if k < count - 1:  # a knot of cord between coins
            pen.line((0.0, 1.05), (0.0, gap / r - 1.05), GOLD, 0.12)
    pygame.draw.rect(surf, EDGE, card, max(1, w // 40), border_radius=radius)
