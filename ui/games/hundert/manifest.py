"""Hundert at the table: the pile's running total stands by the pile, as the players say it aloud with each card
(the log alone had it, a line among the others)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games.hundert.facts import public_facts
from games.words.facts import fact
from games.words.vocabulary import pick
from ui.scenes import common as c
from ui.table.controls import Control
from ui.table.manifest import TableHooks

if TYPE_CHECKING:  # the table imports its controls: only the checker reads this one back
    from ui.scenes.table import TableScene


def total_words(scene: TableScene) -> tuple[str, str] | None:
    """The running total's label and value ("Pile total", "36 / 100") in the game's words; None with no pile."""
    public = public_facts(scene.obs)
    total, target = public.get("total"), public.get("target")
    found = fact("total", scene.game)
    if not total or found is None or scene.summary_deal is not None:
        return None
    return pick((found.cs, found.en), scene.lang), f"{total} / {target}" if target else str(total)


class HundertTable(Control["TableScene"]):
    def draw(self, scene: TableScene, surface: pygame.Surface) -> None:
        words = total_words(scene)
        pile = scene.layout.zones.get("pile") if scene.layout is not None else None
        if words is None or pile is None:
            return
        k = scene.k
        label = c.text(words[0], max(c.MIN_FONT, int(13 * k)), c.TEXT_DIM)
        value = c.text(words[1], int(24 * k), c.GOLD, True)
        pad = int(8 * k)
        rect = pygame.Rect(0, 0, max(label.get_width(), value.get_width()) + 2 * pad,
                           label.get_height() + value.get_height() + pad)
        rect = self.place(scene, pile.rect, rect)
        c.draw_panel(surface, rect, c.PANEL, radius=10, alpha=225)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.top + pad // 2)))
        surface.blit(value, value.get_rect(midbottom=(rect.centerx, rect.bottom - pad // 2)))


    @staticmethod
    def place(scene: TableScene, pile: pygame.Rect, rect: pygame.Rect) -> pygame.Rect:
        """Over the pile, else beside it or under its name: the first place that covers no hand, pile or plate."""
        assert scene.layout is not None
        gap, name = int(10 * scene.k), int(30 * scene.k)  # the pile's name is drawn under it
        taken = [box.rect for box in scene.layout.zones.values()] + [seat.label for seat in scene.layout.seats.values()]
        tries = [rect.copy() for _ in range(4)]
        tries[0].midbottom = (pile.centerx, pile.top - gap)
        tries[1].midleft = (pile.right + gap, pile.centery)
        tries[2].midright = (pile.left - gap, pile.centery)
        tries[3].midtop = (pile.centerx, pile.bottom + name)
        for spot in tries:
            spot.clamp_ip(scene.area)
            if spot.collidelist(taken) < 0:
                return spot
        return tries[0]


#: what the table reads of this game (ui/table/manifest.py)
TABLE_HOOKS = TableHooks(
    control=HundertTable,
)
