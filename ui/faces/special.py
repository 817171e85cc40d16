"""Faces of the game packs (Černý Petr, Kvarteto, ...): a drawn picture and the card's name."""

from __future__ import annotations

import zlib

import pygame

from cards.loader import roman
from cards.model import Card, Pack
from ui.faces.colours import GOLD, INK, ink
from ui.faces.pen import Pen, shade
from ui.faces.pictures import picture_for
from ui.faces.symbols import draw_symbol, is_known
from ui.faces.text import render_fit, render_lines_fit

DARK_FIELD = (28, 26, 30)
# Words that name a symbol but say nothing about a picture ("the character 東" is a wind, not a seal).
GENERIC_WORDS = frozenset({"the", "and", "with", "character", "characters", "numeral", "number", "circle", "dot",
                           "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "style"})


def is_villain(card: Card) -> bool:
    """The odd card out (the Black Peter): drawn on a dark field."""
    return (card.rank or card.code).upper().startswith("PETR") or "peter" in card.names.en.lower()


def group_colour(card: Card, pack: Pack) -> tuple[int, int, int]:
    named = named_colour(card) if card.suit is None else None
    if named is not None:
        return named
    if card.suit is not None:
        try:
            return ink(pack.suit(card.suit).colour)
        except KeyError:
            pass
    h = zlib.crc32((card.rank or card.names.en).encode())  # copies and pairs share a colour
    return (70 + h % 150, 70 + (h >> 8) % 130, 70 + (h >> 16) % 150)


def initials(name: str) -> str:
    """Short corner label from a name: 'Černý Petr' -> 'ČP', 'kocour' -> 'Koc', 'Bégato (bagát)' -> 'Bég'."""
    words = [w for w in name.replace("-", " ").split() if w[:1].isalpha()]
    if len(words) >= 2 and not name.split()[1][:1].isalpha():
        words = words[:1]
    if len(words) >= 2:
        return "".join(w[0].upper() for w in words[:3])
    word = words[0] if words else "?"
    return word[:3].capitalize()


def numeral(number: int, name: str = "", picture: str = "") -> str:
    """The card's numeral as printed: its own name when that is one ('VIIII'), Roman when the
    picture idea says so ('numeral XV'), else Arabic digits (Kabufuda)."""
    if name and set(name) <= set("IVXLC"):
        return name
    if number > 0 and roman(number) in picture.replace(",", " ").split():
        return roman(number)
    return str(number)


def _word_symbol(card: Card) -> str | None:
    """A drawn symbol named by the card's English name or picture idea, name words first."""
    words = f"{card.picture or ''} {card.names.en}".lower().replace(",", " ").replace("-", " ").split()
    for word in reversed(words):
        if len(word) > 2 and word not in GENERIC_WORDS and is_known(word):
            return word
    return None


def corner_label(card: Card, pack: Pack, lang: str) -> str:
    """Grouped packs print the card's short code ('3B', '1P1'), numbered cards their numeral,
    picture packs the name's initials."""
    base = card.code.split(".")[0]
    if card.suit is not None and len(base) <= 4:
        return base
    if card.number is not None:
        return numeral(card.number, card.names.en, card.picture or "")
    return initials(card.name(lang))


def named_colour(card: Card) -> tuple[int, int, int] | None:
    """A colour word in the card's English name or picture ('red dragon'), if there is one."""
    for text in (card.names.en, card.picture or ""):
        for word in text.lower().replace("-", " ").split():
            if word in INK:
                return INK[word]
    return None


def _suit_symbol(card: Card, pack: Pack) -> str | None:
    if card.suit is None:
        return None
    try:
        return pack.suit(card.suit).symbol
    except KeyError:
        return None


def draw_special(surface: pygame.Surface, body: pygame.Rect, card: Card, pack: Pack, lang: str,
                 frame: tuple[int, int, int], compact: bool) -> None:
    villain = is_villain(card)
    colour = group_colour(card, pack)
    field = DARK_FIELD if villain else shade(colour, 1.8)
    radius = max(1, body.w // 14)
    pygame.draw.rect(surface, field, body, border_radius=radius)
    pygame.draw.rect(surface, GOLD if villain else frame, body, max(1, body.w // 45), border_radius=radius)
    name_h = 0 if compact else body.h * 0.16
    text_colour = GOLD if villain else (40, 34, 30)
    if card.suit is not None and not compact:  # Kvarteto: the group's name on a coloured header
        try:
            group = pack.suit(card.suit).names.get(lang)
        except KeyError:
            group = card.suit
        header = pygame.Rect(body.left, body.top, body.w, round(body.h * 0.13))
        pygame.draw.rect(surface, colour, header, border_top_left_radius=radius, border_top_right_radius=radius)
        bright = sum(colour) / 3 > 150
        label = render_fit(group, (20, 20, 20) if bright else (255, 255, 255), header.w * 0.9, header.h * 0.7,
                           bold=True)
        surface.blit(label, label.get_rect(center=header.center))
        top = header.bottom
    else:
        top = body.top
    pic_area = pygame.Rect(body.left, top, body.w, round(body.bottom - top - name_h))
    draw = picture_for(card.rank, f"{card.picture or ''} {card.names.en}")
    size = min(pic_area.w, pic_area.h) * 0.44
    pen = Pen(surface, pic_area.centerx, pic_area.centery, size)
    kind = _suit_symbol(card, pack)
    if draw is not None:
        draw(pen)
    elif _word_symbol(card) is not None:  # a word of the picture idea names a drawn symbol (lion, mask...)
        draw_symbol(pen.sub(0, 0, 0.9), _word_symbol(card) or "", colour, "")
    elif kind is not None and is_known(kind):  # a hanafuda month, a quartet's emblem: the suit's own drawing
        grade = (card.rank or "").lower()
        if grade in ("bright", "light"):  # the twenty-point cards: a red sun behind the plant
            pen.circle(0.35, -0.35, 0.55, (214, 50, 40))
        draw_symbol(pen.sub(0, 0, 0.9), kind, colour, "")
        if grade == "ribbon":
            idea = f"{card.picture or ''} {card.names.en}".lower()
            tint = (40, 70, 180) if ("blue" in idea or "purple" in idea) else (206, 36, 36)
            pen.poly([(-0.2, -0.75), (0.12, -0.8), (0.3, 0.75), (-0.02, 0.8)], tint)
            pen.poly([(-0.2, -0.75), (0.12, -0.8), (0.3, 0.75), (-0.02, 0.8)], (250, 240, 220), 0.03)
    else:  # an unknown picture: a medallion with the initial, in the group colour
        pen.circle(0, 0, 0.9, colour)
        pen.circle(0, 0, 0.9, shade(colour, 0.5), 0.06)
        ink_colour = (30, 30, 30) if sum(colour) > 600 else (255, 255, 255)
        if card.number is not None:
            mark = numeral(card.number, card.names.en, card.picture or "")
        else:
            mark = initials(card.name(lang))[:1]
        letter = render_fit(mark, ink_colour, size * 1.3, size * (0.8 if len(mark) > 2 else 1.0), bold=True)
        surface.blit(letter, letter.get_rect(center=pic_area.center))
    if not compact:
        name = render_lines_fit(card.name(lang), text_colour, body.w * 0.9, name_h * 0.9, max_lines=2, bold=True)
        surface.blit(name, name.get_rect(center=(body.centerx, body.bottom - name_h / 2)))
