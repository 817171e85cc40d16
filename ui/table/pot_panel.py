"""The table's score panel for games played for chips (Cvik, Komando, Stortok name it as their PANEL).

It draws what the deal makes public: the bank on the table (and what the deal is played
for), each seat's chips including this deal so far, and the facts of the moment (trumps,
the komandant and his duty, tricks taken). Only the observation is read, so the panel
shows exactly what the seat may know.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from games.state import Observation
from ui.scenes import common as c

SUIT_NAMES = {
    "S": ("piky", "spades"), "H": ("srdce", "hearts"), "D": ("kára", "diamonds"), "C": ("kříže", "clubs"),
    "B": ("kule", "bells"), "L": ("listy", "leaves"), "A": ("žaludy", "acorns"),
}
WORDS = {
    "bank": ("Bank", "Bank"), "played_for": ("hraje se o", "played for"), "trump": ("Trumfy", "Trumps"),
    "main": ("Hlavní trumfy", "Main trumps"), "minor": ("vedlejší", "minor"), "komandant": ("Komandant", "Komandant"),
    "needs": ("musí uhrát", "needs"), "chips": ("Žetony", "Chips"),
}


def tricks_text(n: int, lang: str) -> str:
    """'1 zdvih, 3 zdvihy, 5 zdvihů' / '1 trick, 2 tricks': the noun agrees with the count."""
    if lang == "cs":
        return f"{n} zdvih" if n == 1 else f"{n} zdvihy" if 2 <= n <= 4 else f"{n} zdvihů"
    return f"{n} trick" if n == 1 else f"{n} tricks"


def _w(key: str, lang: str) -> str:
    return WORDS[key][0 if lang == "cs" else 1]


def _suit(code: str | None, lang: str) -> str:
    if not code:
        return "-"
    names = SUIT_NAMES.get(code)
    return names[0 if lang == "cs" else 1] if names else code


def draw_pot_panel(surface: pygame.Surface, rect: pygame.Rect, obs: Observation, lang: str,
                   names: Sequence[str]) -> None:
    pub = obs.public
    px = max(11, rect.height // 12)
    line = int(px * 1.35)
    y = rect.top
    bank = pub.get("bank", 0)
    head = f"{_w('bank', lang)}: {bank:g}"
    if pub.get("played_for") is not None and pub.get("played_for") != bank:
        head += f"  ({_w('played_for', lang)} {pub['played_for']:g})"
    surface.blit(c.fit_text(head, px + 2, rect.width, c.GOLD, True), (rect.left, y))
    y += line + 2
    if "main_trump" in pub:
        facts = f"{_w('main', lang)}: {_suit(pub['main_trump'], lang)}, {_w('minor', lang)}: " \
                f"{_suit(pub.get('minor_trump'), lang)}"
    else:
        facts = f"{_w('trump', lang)}: {_suit(pub.get('trump'), lang)}"
    if pub.get("komandant") is not None:
        boss = names[pub["komandant"]] if pub["komandant"] < len(names) else str(pub["komandant"] + 1)
        facts += f"; {_w('komandant', lang)}: {boss} ({_w('needs', lang)} {pub.get('needed', 2)})"
    surface.blit(c.fit_text(facts, px, rect.width, c.TEXT_DIM), (rect.left, y))
    y += line
    chips = pub.get("chips") or []
    tricks = pub.get("tricks") or []
    for seat, value in enumerate(chips):
        if y + line > rect.bottom:
            break
        label = names[seat] if seat < len(names) else str(seat + 1)
        if tricks and seat < len(tricks) and tricks[seat]:
            label += f" · {tricks_text(tricks[seat], lang)}"
        surface.blit(c.fit_text(label, px, rect.width - 4 * px, c.TEXT), (rect.left, y))
        val = c.text(f"{value:+g}", px, c.GOLD if value >= 0 else c.TEXT_DIM, True)
        surface.blit(val, val.get_rect(topright=(rect.right, y)))
        y += line

