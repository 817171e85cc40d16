"""The cards on the felt: every zone's cards, the playable ones lifted and ringed, and each zone's name.

A centre zone's name goes under it as a badge (in up to BADGE_LINES lines, staggered when a row is
crowded); an empty zone's name sits inside its card-sized slot; a seat's pile gets a count beside it.
"""

from __future__ import annotations

import pygame

from games.words import zone_name
from ui.scenes import common as c
from ui.table.boxes import ZoneBox
from ui.table.tricks import WON, tricks_taken
from ui.table.view import TableView

#: a centre zone's name badge takes at most this many lines (a long Czech name in a small window)
BADGE_LINES = 4


class ZonesDrawing(TableView):
    """Draws the zones of the layout and fits their names."""

    def _draw_zones(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        hidden = self.anim.hidden() | self.drag.carried()  # a card in flight or in the hand of the mouse
        k = self.k
        focus_key = list(self.targets)[self.focus % len(self.targets)] if self.targets else None
        own = f"hand:{self.viewer}"
        dim = own in self.layout.zones and any(z == own for z, _ in self.targets)
        badges = self._badge_places()
        for name, box in self.layout.zones.items():
            if not box.places:
                if box.owner is None:
                    pygame.draw.rect(surface, c.FELT_DARK, pygame.Rect(box.rect.topleft, box.card_size),
                                     width=2, border_radius=6)
                    if name in badges:  # its name is too long for the slot: it goes under it, as a badge
                        width, drop = badges[name]
                        self._draw_zone_badge(surface, name, pygame.Rect(box.rect.topleft, box.card_size).move(0, drop),
                                              width)
                    else:
                        self._draw_slot_label(surface, zone_name(name, self.lang, self.game),
                                              pygame.Rect(box.rect.topleft, box.card_size), self._slot_pitch(name))
                continue
            quitted = name.split(":")[0] == WON  # won tricks lie face down, as they are kept at the table
            for index, (rect, card) in enumerate(box.places):
                if (name, index) in hidden:
                    continue
                surface.blit(self._image(None if quitted else card, rect.size), rect.topleft)
                key = (name, index)
                if key in self.targets:
                    pygame.draw.rect(surface, c.HIGHLIGHT, rect.inflate(4, 4), width=max(2, int(3 * k)),
                                     border_radius=8)
                elif dim and name == own:
                    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                    shade.fill((0, 0, 0, 70))
                    surface.blit(shade, rect.topleft)
                if key == focus_key:
                    pygame.draw.rect(surface, c.FOCUS, rect.inflate(10, 10), width=max(2, int(3 * k)),
                                     border_radius=10)
                if key == self.selected:
                    pygame.draw.rect(surface, c.SELECTED, rect.inflate(16, 16), width=max(3, int(4 * k)),
                                     border_radius=12)
            if box.style == "cross":  # a trick by seat needs no name: it reads as one
                continue
            if box.owner is None:  # centre zones carry their name: "talon 19", "table"
                width, drop = badges[name]
                self._draw_zone_badge(surface, name, box.rect.move(0, drop), width)
            elif box.style == "pile" or (not name.startswith("hand:") and box.owner is not None):
                count = box.count
                if name.split(":")[0] == WON and box.owner is not None:  # the tricks, not their cards
                    # (cards put there without a trick, as by a claim, count a trick per round of the table)
                    count = tricks_taken(self.obs.history, self.held).get(box.owner, 0) or max(
                        1, count // max(1, len(self.layout.seats)))
                badge = c.text(str(count), int(13 * k), c.TEXT, True)
                br = badge.get_rect()
                br.inflate_ip(10, 2)
                br.midleft = (box.rect.right + 3, box.rect.centery)  # beside the zone: above and below sit hands
                if br.right > self.area.right - 4:
                    br.midright = (box.rect.left - 3, box.rect.centery)
                pygame.draw.rect(surface, c.PANEL, br, border_radius=br.height // 2)
                surface.blit(badge, badge.get_rect(center=br.center))

    def _fit_lines(self, text: str, width: int, height: int, start_px: int,
                   bold: bool = False, slack: int = 0) -> tuple[int, list[str]]:
        """`text` wrapped into a width × height box at the largest font (from `start_px` down to the
        smallest readable) at which every line fits, so a label reads in full rather than elided; at the
        smallest font a word more than `slack` pixels too long for a line is hyphenated when both parts
        keep three letters, and is otherwise left a little wider than the box (better than cut)."""
        smallest = c.MIN_FONT
        for px in range(max(smallest, start_px), smallest - 1, -1):
            lines = c.wrap(text, px, width, bold)
            font = c.font(px, bold)
            if all(font.size(line)[0] <= width for line in lines) and len(lines) * font.get_linesize() <= height:
                return px, lines
        font = c.font(smallest, bold)
        lines = []
        for line in c.wrap(text, smallest, width, bold):
            while font.size(line)[0] > width + slack and " " not in line:
                cut = len(line) - 1
                while cut > 3 and font.size(line[:cut] + "-")[0] > width:
                    cut -= 1
                cut = min(cut, len(line) - 3)  # never leave fewer than three letters for the next line
                if cut <= 3:
                    break
                lines.append(line[:cut] + "-")
                line = line[cut:]
            lines.append(line)
        return smallest, lines

    def _badge_places(self) -> dict[str, tuple[int, int]]:
        """Each centre zone's name badge: the width it may take and how far below the usual line it
        sits. Badges on one row share its width; when a name would not fit its share (on up to three
        lines), every other badge drops below its neighbours', so each may take about twice the room."""
        assert self.layout is not None
        k = self.k
        centre = sorted(((n, b) for n, b in self.layout.zones.items()
                         if b.owner is None and b.style != "cross" and (b.places or not self._slot_label_fits(n))),
                        key=lambda nb: (nb[1].rect.bottom, nb[1].rect.centerx))
        rows: list[list[tuple[str, ZoneBox]]] = []
        for item in centre:
            if rows and abs(rows[-1][-1][1].rect.bottom - item[1].rect.bottom) <= int(30 * k):
                rows[-1].append(item)
            else:
                rows.append([item])
        places: dict[str, tuple[int, int]] = {}
        for row in (sorted(r, key=lambda nb: nb[1].rect.centerx) for r in rows):
            def widths(reach: int, row: list[tuple[str, ZoneBox]] = row) -> list[int]:
                out = []
                for i, (_, box) in enumerate(row):
                    width = max(box.rect.width, box.card_size[0] * (1 + reach))
                    for j in (i - reach, i + reach):
                        if 0 <= j < len(row):
                            width = min(width, abs(row[j][1].rect.centerx - box.rect.centerx) - int(6 * k))
                    out.append(max(int(30 * k), width - 12))
                return out

            near = widths(1)
            stagger = not all(self._badge_fits(name, w) for w, (name, _) in zip(near, row, strict=True))
            chosen = widths(2) if stagger else near
            drop = max((self._badge_height(name, w) for (name, _), w in zip(row, chosen, strict=True)), default=0)
            for i, ((name, _), width) in enumerate(zip(row, chosen, strict=True)):
                places[name] = (width, drop + int(4 * k) if stagger and i % 2 else 0)
        return places

    def _badge_lines(self, name: str, width: int) -> tuple[int, list[str]]:
        start = int(13 * self.k)
        return self._fit_lines(self._badge_tag(name), width, 3 * c.font(start, True).get_linesize(), start, True)

    def _badge_fits(self, name: str, width: int) -> bool:
        px, lines = self._badge_lines(name, width)
        font = c.font(px, True)
        return len(lines) <= BADGE_LINES and all(font.size(line)[0] <= width for line in lines)

    def _badge_height(self, name: str, width: int) -> int:
        px, lines = self._badge_lines(name, width)
        return min(BADGE_LINES, len(lines)) * c.font(px, True).get_linesize() + 2

    def _badge_tag(self, name: str) -> str:
        assert self.layout is not None
        box = self.layout.zones[name]
        count = f" {box.count}" if box.style == "pile" and box.places else ""
        return zone_name(name, self.lang, self.game) + count

    def _draw_zone_badge(self, surface: pygame.Surface, name: str, rect: pygame.Rect, width: int) -> None:
        """A centre zone's name under it, on up to BADGE_LINES lines so it reads in full in a narrow row."""
        px, lines = self._badge_lines(name, width)
        if len(lines) > BADGE_LINES:  # a last resort for a name too long even so: the last line is elided
            lines = [*lines[: BADGE_LINES - 1], " ".join(lines[BADGE_LINES - 1:]).replace("- ", "")]
        step = c.font(px, True).get_linesize()
        imgs = [c.fit_text(line, px, width, c.TEXT, True) for line in lines]
        br = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 12, len(imgs) * step + 2)
        br.midtop = (rect.centerx, rect.bottom + 3)
        pygame.draw.rect(surface, c.PANEL, br, border_radius=min(br.height // 2, int(10 * self.k)))
        for i, img in enumerate(imgs):
            surface.blit(img, img.get_rect(midtop=(br.centerx, br.top + 1 + i * step)))

    def _slot_pitch(self, name: str) -> int:
        """How far the nearest other centre zone on the same row is (centre to centre)."""
        assert self.layout is not None
        box = self.layout.zones[name]
        near = [abs(ob.rect.centerx - box.rect.centerx) for other, ob in self.layout.zones.items()
                if other != name and ob.owner is None and abs(ob.rect.centery - box.rect.centery) <= box.rect.height]
        return min(near, default=box.card_size[0] * 2)

    def _slot_label_fits(self, name: str) -> bool:
        """Whether an empty zone's name fits inside its slot without hyphenation."""
        assert self.layout is not None
        box = self.layout.zones[name]
        slot = pygame.Rect(box.rect.topleft, box.card_size)
        px, lines = self._slot_label_lines(zone_name(name, self.lang, self.game), slot, self._slot_pitch(name))
        return not any(line.endswith("-") for line in lines) and \
            len(lines) * c.font(px).get_linesize() <= slot.height - 4

    def _slot_label_lines(self, text: str, slot: pygame.Rect, pitch: int) -> tuple[int, list[str]]:
        """An empty zone's name inside its card-sized slot; at the smallest font a word may stick out of a
        narrow slot into the gap beside it (not into the next slot) before it is hyphenated."""
        slack = max(0, pitch - slot.width - int(6 * self.k))
        return self._fit_lines(text, slot.width - 4, slot.height - 4, int(12 * self.k), slack=slack)

    def _draw_slot_label(self, surface: pygame.Surface, text: str, slot: pygame.Rect, pitch: int) -> None:
        px, lines = self._slot_label_lines(text, slot, pitch)
        step = c.font(px).get_linesize()
        top = slot.centery - len(lines) * step // 2
        for i, line in enumerate(lines):
            img = c.text(line, px, c.TEXT_DIM)  # may stick out of a very narrow slot a little, never cut
            surface.blit(img, img.get_rect(center=(slot.centerx, top + i * step + step // 2)))
