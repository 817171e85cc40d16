"""The seat plates around the table: name, score, the dealer's button, and whose turn it is.

Whose turn it is shows at the seat, never as text over cards: the plate of the seat to move glows gold
with an arrow at its head, and a bot that is thinking has a short animated mark beside its name, inside
the plate. The score is the panel's number for that seat (ui/table/scores.py), so the two always agree.
"""

from __future__ import annotations

import pygame

from ui.i18n import t
from ui.scenes import common as c
from ui.table import adapters
from ui.table.scores import seat_scores
from ui.table.view import TableView

GLOW = 4  # pixels of the gold glow around the plate of the seat to move


class SeatsDrawing(TableView):
    """Draws one plate per seat, the seat to move glowing."""

    def seat_numbers(self) -> list[float]:
        """Each seat's number on its plate: what the side panel shows for it, at this frame."""
        own = self.control.seat_numbers(self) if self.control is not None else None
        return own if own is not None else seat_scores(self.game.id, self.obs, self.match.scores())

    def _thinking(self, seat: int) -> bool:
        return seat == self.obs.current_player and self.session.thinking and seat != self.viewer \
            and self.summary_deal is None

    def _draw_seats(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        k = self.k
        mover = self.obs.current_player if self.summary_deal is None else None
        dealer = self.obs.public.get("dealer")
        totals = self.seat_numbers()
        mark_px = int(12 * k)
        out = set(adapters.sitting_out(self.game.id, self.obs)) if self.summary_deal is None else set()
        for seat, box in self.layout.seats.items():
            name = self.seat_label(seat)
            score = c.text(f"{totals[seat]:g}", int(13 * k), c.GOLD, True) if seat < len(totals) else None
            button = self._dealer_radius() * 2 + 4 if seat == dealer else 0
            # room for the mark is kept while the bot is to move, so the plate does not jump as the dots change
            word = t("thinking_mark", self.lang) if self._thinking(seat) else ""
            if word and c.font(int(14 * k), True).size(name + word + "...")[0] + int(80 * k) > self.area.width // 3:
                word = " "  # a narrow table: the dots alone, so the name is not cut for the word
            mark = word + "..." if word else ""
            mark_w = c.font(mark_px).size(mark)[0] + int(8 * k) if mark else 0
            plate, name_w = self._plate_rect(box.label, name, seat == mover, score, button + mark_w)
            if seat == mover:
                self._draw_glow(surface, plate)
            colour = c.PANEL_LIGHT if seat != mover else (70, 60, 20)
            c.draw_panel(surface, plate, colour, radius=8, alpha=255)  # opaque: a card beside it may run under it
            if seat == mover:
                pygame.draw.rect(surface, c.GOLD, plate, width=2, border_radius=8)
            if button:
                self._draw_dealer_button(surface, (plate.left + 4 + button // 2, plate.centery))
            img = c.fit_text(name, int(14 * k), name_w, c.TEXT_DIM if seat in out else c.TEXT, seat == mover)
            x = plate.left + 6 + button
            surface.blit(img, (x, plate.top + (plate.height - img.get_height()) // 2))
            if mark:
                dots = 1 + int(pygame.time.get_ticks() / 300) % 3
                shown = c.text(word.strip() + "." * dots, mark_px, c.GOLD)
                surface.blit(shown, (x + img.get_width() + int(8 * k),
                                     plate.top + (plate.height - shown.get_height()) // 2))
            if score is not None:
                surface.blit(score, score.get_rect(midright=(plate.right - 6, plate.centery)))
            if seat in out:
                self._draw_out(surface, plate)

    def _draw_out(self, surface: pygame.Surface, plate: pygame.Rect) -> None:
        """A seat out of the deal: a tag at its plate, on the side toward the table's middle, saying so, so the
        plate does not stand bare where a hand was."""
        img, tag = self._out_tag(plate)
        c.draw_panel(surface, tag, c.PANEL, radius=tag.height // 2, alpha=170)
        pygame.draw.rect(surface, c.TEXT_DIM, tag, width=1, border_radius=tag.height // 2)
        surface.blit(img, img.get_rect(center=tag.center))

    def _out_tag(self, plate: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
        """The out-of-the-deal tag's words and place: a pill whose round ends (half its height each) come on
        top of the words' margin, so the first and last letters do not touch its rim."""
        k = self.k
        px = max(c.MIN_FONT, int(12 * k))
        img = c.fit_text(t("sits_out", self.lang), px, max(plate.width, self.area.width // 4), c.TEXT_DIM)
        tag = img.get_rect().inflate(0, int(6 * k))
        tag.inflate_ip(tag.height + int(6 * k), 0)
        if plate.centery > self.area.centery:  # toward the middle of the table, clear of the keys' line
            tag.midbottom = (plate.centerx, plate.top - 3)
        else:
            tag.midtop = (plate.centerx, plate.bottom + 3)
        tag.clamp_ip(self.area)
        return img, tag

    def _draw_glow(self, surface: pygame.Surface, plate: pygame.Rect) -> None:
        """A soft gold halo round the plate, and an arrow pointing at it from its left."""
        halo = plate.inflate(2 * GLOW, 2 * GLOW)
        glow = pygame.Surface(halo.size, pygame.SRCALPHA)
        for i in range(GLOW, 0, -2):
            pygame.draw.rect(glow, (*c.GOLD, 26), glow.get_rect().inflate(-2 * i, -2 * i), border_radius=8 + i)
        surface.blit(glow, halo.topleft)
        size = max(5, plate.height // 3)
        tip = (plate.left - 3, plate.centery)
        if tip[0] - size > self.area.left:
            pygame.draw.polygon(surface, c.GOLD, [tip, (tip[0] - size, tip[1] - size), (tip[0] - size, tip[1] + size)])

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
                    score: pygame.Surface | None, extra: int = 0) -> tuple[pygame.Rect, int]:
        """A seat plate wide enough for its name and score side by side, with `extra` room beside the name
        (the dealer's button before it, the thinking mark after it), grown about its centre, kept on the
        table, at most a third of it wide; and the width left for the name, which is elided beyond it."""
        gap = int(10 * self.k) if score is not None else 0
        score_w = score.get_width() if score is not None else 0
        need = c.font(int(14 * self.k), bold).size(name)[0] + score_w + gap + 12 + extra
        plate = pygame.Rect(plate)
        if need > plate.width:
            centre = plate.center
            plate.width = min(need, max(plate.width, self.area.width // 3))
            plate.center = centre
            plate.clamp_ip(self.area)
        return plate, plate.width - 12 - score_w - gap - extra
