"""The trick on the felt: its winner marked while it is held, its sweep, and the last trick by seat (L).

The cards of the trick are laid out by ui/table/layout.py (a cross of the `trick` zone, each card in
front of its player); who played what and who took it come from the engine's events
(ui/table/tricks.py). This part marks the winner, sweeps a held trick to its pile, and draws the
last trick over the table on request, as Trickster and BBO let a player look back one trick.
"""

from __future__ import annotations

import math

import pygame

from cards.model import Card
from ui.i18n import t
from ui.scenes import common as c
from ui.table.layout import seat_spots
from ui.table.phase import TablePhase
from ui.table.tricks import TRICK, SeenTrick, cross_places, finished_tricks
from ui.table.view import TableView


class TricksDrawing(TableView):
    """Marks, sweeps and reviews tricks; every method is a no-op in a game without a trick zone."""

    def sweep(self) -> None:
        """Send the held trick to its pile now (a click, a key or the end of the delay)."""
        if self.held is None:
            return
        self.held = None
        # a trick that ended the deal is shown on the finished deal until the summary opens
        shown = self.summary_deal if self.phase == TablePhase.SUMMARY_WAIT else None
        self._refresh(animate=True, shown=shown)

    def last_seen_trick(self) -> SeenTrick | None:
        """The trick before the one in play (a held trick is still in play: the one before it)."""
        done = finished_tricks(self.obs.history)
        if self.held is not None and done:
            done = done[:-1]
        return done[-1] if done else None

    def toggle_last(self) -> None:
        if self.show_last:
            self.show_last = False
        elif self.last_seen_trick() is None:
            self._say(t("no_last_trick", self.lang))
        else:
            self.show_last = True

    def _draw_trick_marks(self, surface: pygame.Surface) -> None:
        """The held trick's winning card ringed in gold, and who takes it written under the trick."""
        if self.held is None or self.held.winner is None or self.layout is None:
            return
        box = self.layout.zones.get(TRICK)
        if box is None or box.style != "cross":
            return
        k = self.k
        for (rect, card), (seat, _) in zip(box.places, self.held.plays, strict=False):
            if seat == self.held.winner and card is not None:
                # a halo round the card, never over it (the card is drawn once, by the zones)
                glow = pygame.Surface(rect.inflate(16, 16).size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (*c.GOLD, 90), glow.get_rect(), width=8, border_radius=12)
                surface.blit(glow, rect.inflate(16, 16).topleft)
                pygame.draw.rect(surface, c.GOLD, rect.inflate(6, 6), width=max(3, int(4 * k)), border_radius=9)
        label = c.fit_text(t("takes_trick", self.lang, name=self.names[self.held.winner]), int(13 * k),
                           int(160 * k), c.GOLD, True)
        tag = label.get_rect(center=self.layout.centre).inflate(14, 4)
        if tag.collidelist([rect for rect, _ in box.places]) == -1:  # in the middle of the cross, never over a card
            c.draw_panel(surface, tag, c.PANEL, radius=tag.height // 2, alpha=220)
            surface.blit(label, label.get_rect(center=tag.center))

    def last_trick_places(self) -> list[tuple[int | None, Card, pygame.Rect]]:
        """The last trick as the review draws it: each card's player, the card and where it lies."""
        trick = self.last_seen_trick()
        if trick is None or self.layout is None:
            return []
        size = (int(self.layout.card_size[0] * 0.82), int(self.layout.card_size[1] * 0.82))
        rects = cross_places([seat for seat, _ in trick.plays], self._review_centre(), size,
                             seat_spots(self.layout.seats, self.layout.zones))
        return [(seat, card, rect) for (seat, card), rect in zip(trick.plays, rects, strict=True)]

    def _review_centre(self) -> tuple[int, int]:
        assert self.layout is not None
        return self.layout.centre  # where the trick in play lies (ui/table/layout.py keeps it in the middle)

    def _draw_last_trick(self, surface: pygame.Surface) -> None:
        """The last trick over the table, each card before its player with the player's name beyond it, the
        card that took it ringed, and the winner named above."""
        trick = self.last_seen_trick()
        if trick is None or self.layout is None:
            return
        k = self.k
        places = self.last_trick_places()
        centre = self._review_centre()
        tags = []
        for seat, _, rect in places:
            if seat is None:
                continue
            name = c.fit_text(self.names[seat], int(12 * k), int(90 * k), c.TEXT, True)
            dx, dy = rect.centerx - centre[0], rect.centery - centre[1]
            norm = math.hypot(dx, dy)
            if norm < 1:
                tag = name.get_rect(midtop=(rect.centerx, rect.bottom + 2))
            else:  # beyond the card, on the side of its player
                ux, uy = dx / norm, dy / norm
                reach = min((rect.width + name.get_width()) / 2 / max(abs(ux), 1e-6),
                            (rect.height + name.get_height()) / 2 / max(abs(uy), 1e-6)) + 4
                tag = name.get_rect(center=(round(rect.centerx + ux * reach), round(rect.centery + uy * reach)))
            tags.append((name, tag))
        rects = [rect for _, _, rect in places] + [tag for _, tag in tags]
        who = self.names[trick.winner] if trick.winner is not None else "?"
        title = c.fit_text(t("last_trick_took", self.lang, name=who), int(15 * k), int(360 * k), c.GOLD, True)
        box = rects[0].unionall(rects[1:]).inflate(int(24 * k), int(16 * k))
        if box.width < title.get_width() + int(24 * k):
            box.inflate_ip(title.get_width() + int(24 * k) - box.width, 0)
        box.top -= title.get_height() + int(6 * k)
        box.height += title.get_height() + int(6 * k)
        shift = box.clamp(self.area)
        dx, dy = shift.left - box.left, shift.top - box.top
        c.draw_panel(surface, shift, c.PANEL, radius=14, alpha=255)
        pygame.draw.rect(surface, c.GOLD, shift, width=2, border_radius=14)
        surface.blit(title, title.get_rect(midtop=(shift.centerx, shift.top + int(6 * k))))
        for seat, card, rect in places:
            rect = rect.move(dx, dy)
            surface.blit(self._image(card, rect.size), rect.topleft)
            if seat is not None and seat == trick.winner:
                pygame.draw.rect(surface, c.GOLD, rect.inflate(6, 6), width=max(3, int(4 * k)), border_radius=9)
        for name, tag in tags:
            surface.blit(name, tag.move(dx, dy))
