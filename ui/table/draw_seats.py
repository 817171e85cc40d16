"""The seat plates around the table: name, score, the dealer's button, and who is thinking."""

from __future__ import annotations

import pygame

from ui.i18n import t
from ui.scenes import common as c
from ui.table.view import TableView


class SeatsDrawing(TableView):
    """Draws one plate per seat, the seat to move ringed in gold."""

    def _draw_seats(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        k = self.k
        mover = self.obs.current_player if self.summary_deal is None else None
        dealer = self.obs.public.get("dealer")
        totals = self.match.scores()
        for seat, box in self.layout.seats.items():
            name = self.seat_label(seat)
            score = c.text(f"{totals[seat]:g}", int(13 * k), c.GOLD, True) if seat < len(totals) else None
            button = self._dealer_radius() * 2 + 4 if seat == dealer else 0
            plate, name_w = self._plate_rect(box.label, name, seat == mover, score, button)
            colour = c.PANEL_LIGHT if seat != mover else (70, 60, 20)
            c.draw_panel(surface, plate, colour, radius=8, alpha=225)
            if seat == mover:
                pygame.draw.rect(surface, c.GOLD, plate, width=2, border_radius=8)
            if button:
                self._draw_dealer_button(surface, (plate.left + 4 + button // 2, plate.centery))
            img = c.fit_text(name, int(14 * k), name_w, c.TEXT, seat == mover)
            surface.blit(img, (plate.left + 6 + button, plate.top + (plate.height - img.get_height()) // 2))
            if seat == mover and self.session.thinking and seat != self.viewer:
                dots = "." * (1 + int(pygame.time.get_ticks() / 300) % 3)
                think = c.text(t("thinking", self.lang, name=self.names[seat]).rstrip("…") + dots, int(13 * k),
                               c.GOLD)
                tr = think.get_rect(midbottom=(plate.centerx, plate.top - 2))
                tr.clamp_ip(self.area)
                surface.blit(think, tr)
            if score is not None:
                surface.blit(score, score.get_rect(midright=(plate.right - 6, plate.centery)))

    def _dealer_radius(self) -> int:
        return max(7, int(9 * self.k))

    def _draw_dealer_button(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """The dealer's button, as at a card club's table: a white disc with the initial of the word
        ("R" for rozdává, "D" for dealer) at the head of the dealer's plate."""
        radius = self._dealer_radius()
        pygame.draw.circle(surface, (238, 234, 222), centre, radius)
        pygame.draw.circle(surface, c.GOLD, centre, radius, width=2)
        letter = c.text(t("dealer", self.lang)[0].upper(), max(9, int(11 * self.k)), (40, 40, 40), True)
        surface.blit(letter, letter.get_rect(center=centre))

    def _plate_rect(self, plate: pygame.Rect, name: str, bold: bool,
                    score: pygame.Surface | None, button: int = 0) -> tuple[pygame.Rect, int]:
        """A seat plate wide enough for its name and score side by side, after the dealer's button if it
        has one (grown about its centre, kept on the table, at most a third of it wide), and the width
        left for the name, which is elided beyond it."""
        gap = int(10 * self.k) if score is not None else 0
        score_w = score.get_width() if score is not None else 0
        need = c.font(int(14 * self.k), bold).size(name)[0] + score_w + gap + 12 + button
        plate = pygame.Rect(plate)
        if need > plate.width:
            centre = plate.center
            plate.width = min(need, max(plate.width, self.area.width // 3))
            plate.center = centre
            plate.clamp_ip(self.area)
        return plate, plate.width - 12 - score_w - gap - button
