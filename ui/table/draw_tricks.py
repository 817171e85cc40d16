"""The trick on the felt: its winner marked while it is held, its sweep, and the last trick by seat (L).

The cards of the trick are laid out by ui/table/layout.py (a cross of the `trick` zone, each card in
front of its player); who played what and who took it come from the engine's events
(ui/table/tricks.py). This part marks the winner, sweeps a held trick to its pile, and draws the
last trick over the table on request, as Trickster and BBO let a player look back one trick.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from cards.model import Card
from ui import layout_record
from ui.i18n import t
from ui.scenes import common as c
from ui.table.free_spot import free_spot, merged
from ui.table.layout import Layout, seat_spots
from ui.table.phase import TablePhase
from ui.table.tricks import TRICK, SeenTrick, cross_places, finished_tricks
from ui.table.view import TableView


class TricksDrawing(TableView):
    """Marks, sweeps and reviews tricks; every method is a no-op in a game without a trick zone."""

    #: the last review laid out, with what it was laid out for: the layout, and the trick, language and names
    _review_for: tuple[Layout, tuple[object, ...], Review] | None = None

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
        review = self._review()
        return review.places if review is not None else []

    def _review_centre(self) -> tuple[int, int]:
        """The middle of the review's cross, which each card leaves toward its player."""
        review = self._review()
        assert review is not None and self.layout is not None
        return review.centre

    def _review(self) -> Review | None:
        """The last trick's review, laid out once per layout and trick (the search for its place takes a while)."""
        trick = self.last_seen_trick()
        if trick is None or self.layout is None:
            return None
        key = (trick, self.lang, tuple(self.names))
        if self._review_for is None or self._review_for[0] is not self.layout or self._review_for[1] != key:
            self._review_for = (self.layout, key, self._place_review(trick))
        return self._review_for[2]

    def _place_review(self, trick: SeenTrick) -> Review:
        """The review where it hides none of the table's cards, plates and buttons: the largest of REVIEW_SCALES
        that fits somewhere, nearest the middle of the table (over the trick in play, which it stands in for).
        Where none fits, the smallest over the middle, as before there was a choice."""
        assert self.layout is not None
        keep = self._review_keeps()
        keys = c.font(int(11 * self.k)).get_linesize() + 4
        top = int(40 * self.k)  # under the status line
        room = pygame.Rect(self.area.left, top, self.area.width, self.area.height - keys - top)
        review = None
        scales = [s for s in REVIEW_SCALES if s == REVIEW_SCALES[0] or self.layout.card_size[0] * s >= MIN_REVIEW_W]
        for row in (False, True):
            for scale in scales:
                review = self._review_at(trick, scale, row)
                spot = free_spot(review.box.size, self.layout.centre, room, keep, gap=int(4 * self.k))
                if spot is not None:
                    return review.moved(spot.left - review.box.left, spot.top - review.box.top)
        assert review is not None
        shift = review.box.clamp(self.area)
        return review.moved(shift.left - review.box.left, shift.top - review.box.top)

    def _review_keeps(self) -> list[pygame.Rect]:
        """What the review must leave in sight: every card on the table but the trick in play's, each zone's name
        under it, the seat plates and the table's buttons on the felt."""
        assert self.layout is not None
        keep = [box.label for box in self.layout.seats.values()]
        name = int(30 * self.k)
        for zone, box in self.layout.zones.items():
            if zone == TRICK:
                continue
            keep += merged([rect for rect, _ in box.places])
            if box.owner is None:
                keep.append(box.rect.inflate(0, name).move(0, name // 2))
        button = self.buttons.get("last_trick")
        if button is not None:
            keep.append(pygame.Rect(button.rect))
        if self.control is not None:  # the game's own parts on the felt (Bridž's contract badge)
            keep += self.control.keeps(self)
        return keep

    def _review_at(self, trick: SeenTrick, scale: float, row: bool = False) -> Review:
        """The review laid out round the table's middle with its cards at `scale` of the table's: a close cross,
        each card toward its player and no two touching, the players' names beyond the cards, the winner above;
        with `row`, the cards side by side in playing order, each name under its card (where no cross fits)."""
        assert self.layout is not None
        k, centre = self.k, self.layout.centre
        size = (int(self.layout.card_size[0] * scale), int(self.layout.card_size[1] * scale))
        if row:
            return self._review_row(trick, size)
        spots = seat_spots(self.layout.seats, self.layout.zones)
        seats = [seat for seat, _ in trick.plays]
        near: dict[int, tuple[int, int]] = {}
        for player, (x, y) in spots.items():  # each player's way from the middle, a card's height off: a close cross
            dist = max(1.0, math.hypot(x - centre[0], y - centre[1]))
            near[player] = (round(centre[0] + (x - centre[0]) / dist * size[1]),
                          round(centre[1] + (y - centre[1]) / dist * size[1]))
        rects = cross_places(seats, centre, size, near)
        for _ in range(12):  # five or six players: neighbours on the closest cross would lie on each other
            if not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]):
                break
            for rect in rects:
                rect.center = (round(centre[0] + (rect.centerx - centre[0]) * 1.1),
                               round(centre[1] + (rect.centery - centre[1]) * 1.1))
        places = [(seat, card, rect) for (seat, card), rect in zip(trick.plays, rects, strict=True)]
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
        return self._framed(trick, places, tags, centre)

    def _review_row(self, trick: SeenTrick, size: tuple[int, int]) -> Review:
        """The review's cards side by side in playing order round the table's middle, each player's name under
        the card."""
        assert self.layout is not None
        k, centre = self.k, self.layout.centre
        names = [c.fit_text(self.names[seat], int(12 * k), int(90 * k), c.TEXT, True) if seat is not None else None
                 for seat, _ in trick.plays]
        step = max([size[0]] + [n.get_width() for n in names if n is not None]) + int(8 * k)
        left = centre[0] - (step * len(names) - int(8 * k)) // 2
        places, tags = [], []
        for i, ((seat, card), name) in enumerate(zip(trick.plays, names, strict=True)):
            rect = pygame.Rect(0, 0, *size)
            rect.center = (left + i * step + (step - int(8 * k)) // 2, centre[1])
            places.append((seat, card, rect))
            if name is not None:
                tags.append((name, name.get_rect(midtop=(rect.centerx, rect.bottom + 2))))
        return self._framed(trick, places, tags, centre)

    def _framed(self, trick: SeenTrick, places: list[tuple[int | None, Card, pygame.Rect]],
                tags: list[tuple[pygame.Surface, pygame.Rect]], centre: tuple[int, int]) -> Review:
        """The review's panel round its cards and names, with the winner named above them."""
        k = self.k
        shown = [rect for _, _, rect in places] + [tag for _, tag in tags]
        who = self.names[trick.winner] if trick.winner is not None else "?"
        title = c.fit_text(t("last_trick_took", self.lang, name=who), int(15 * k), int(360 * k), c.GOLD, True)
        box = shown[0].unionall(shown[1:]).inflate(int(24 * k), int(16 * k))
        if box.width < title.get_width() + int(24 * k):
            box.inflate_ip(title.get_width() + int(24 * k) - box.width, 0)
        box.top -= title.get_height() + int(6 * k)
        box.height += title.get_height() + int(6 * k)
        return Review(box, title, places, tags, centre, trick.winner)

    def _draw_last_trick(self, surface: pygame.Surface) -> None:
        """The last trick over the table, each card before its player with the player's name beyond it, the
        card that took it ringed, and the winner named above."""
        review = self._review()
        if review is None:
            return
        k, box = self.k, review.box
        c.draw_panel(surface, box, c.PANEL, radius=14, alpha=255)
        layout_record.note_overlay(surface, box, TRICK)  # the trick in play is the one place it may hide
        pygame.draw.rect(surface, c.GOLD, box, width=2, border_radius=14)
        surface.blit(review.title, review.title.get_rect(midtop=(box.centerx, box.top + int(6 * k))))
        for seat, card, rect in review.places:
            surface.blit(self._image(card, rect.size), rect.topleft)
            if seat is not None and seat == review.winner:
                pygame.draw.rect(surface, c.GOLD, rect.inflate(6, 6), width=max(3, int(4 * k)), border_radius=9)
        for name, tag in review.tags:
            surface.blit(name, tag)


#: the review's cards as a share of the table's, largest first: the first whose review fits clear of the table's
#: cards is used, as a cross, else as a row
REVIEW_SCALES = (0.82, 0.72, 0.62, 0.52)
#: the narrowest card a smaller share may make (about the width of a seat's won pile at 800x560)
MIN_REVIEW_W = 30


@dataclass(frozen=True)
class Review:
    """The last trick's review as drawn: its panel, title, cards by player, names, middle and who took it."""

    box: pygame.Rect
    title: pygame.Surface
    places: list[tuple[int | None, Card, pygame.Rect]]
    tags: list[tuple[pygame.Surface, pygame.Rect]]
    centre: tuple[int, int]
    winner: int | None

    def moved(self, dx: int, dy: int) -> Review:
        return Review(self.box.move(dx, dy), self.title, [(s, card, r.move(dx, dy)) for s, card, r in self.places],
                      [(img, r.move(dx, dy)) for img, r in self.tags], (self.centre[0] + dx, self.centre[1] + dy),
                      self.winner)
