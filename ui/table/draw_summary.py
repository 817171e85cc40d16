"""The end of a deal: what the summary says (the deal's notable events, the scores, the scoring rule)
and the box it is drawn in; and the curtain that hides the table between two humans (hot-seat)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from games.events import Event
from games.words import describe
from ui.i18n import t
from ui.scenes import common as c
from ui.table.phase import TablePhase
from ui.table.view import TableView


class SummaryDrawing(TableView):
    """The summary overlay and the curtain."""

    def _summary_lines(self, deal: Any, last_events: Sequence[Event]) -> list[str]:
        """How the deal went, in a few sentences: its rarer events (who went out, who scored, the
        Petr), leaving out the kinds that make up the play itself (the most frequent ones)."""
        seen = [e for e in (ev.for_seat(self.viewer) for ev in deal.history) if e is not None]
        seen += [e for e in (ev.for_seat(self.viewer) for ev in last_events) if e is not None and e not in seen]
        counts: dict[str, int] = {}
        for event in seen:
            counts[event.kind] = counts.get(event.kind, 0) + 1
        common = {k for k, n in counts.items() if n > 2 * self.match.num_players}
        notable = [e for e in seen if e.kind not in common and e.kind not in ("deal_over", "match_over")]
        return [describe(e, self.lang, self.names, self.game) for e in notable[-8:]]

    def _draw_summary(self, surface: pygame.Surface) -> None:
        k = self.k
        box = self._overlay_rect()
        c.draw_panel(surface, box, c.PANEL, radius=14, alpha=240)
        pygame.draw.rect(surface, c.GOLD, box, width=2, border_radius=14)
        pad = int(18 * k)
        y = box.top + pad
        over = self.phase == TablePhase.MATCH_OVER
        title = t("match_over", self.lang) if over else t("deal_over", self.lang)
        img = c.text(title, int(24 * k), c.GOLD, True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height() + int(8 * k)
        if over:
            winners = [self.names[s] for s in self.match.winners()]
            key = "winner" if len(winners) == 1 else "winners"
            img = c.fit_text(t(key, self.lang, names=", ".join(winners)), int(19 * k), box.width - 2 * pad, c.TEXT,
                             True)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + int(8 * k)
        # score table: seat, this deal, total
        deal = self.summary_deal
        deal_scores = deal.scores() if deal is not None else [0.0] * self.match.num_players
        totals = self.match.scores()
        px = int(15 * k)
        col1, col2 = box.left + int(box.width * 0.62), box.right - pad
        head = c.text(t("deal_points", self.lang), px, c.TEXT_DIM)
        surface.blit(head, head.get_rect(topright=(col1, y)))
        tot = c.text(t("total", self.lang), px, c.TEXT_DIM)
        surface.blit(tot, tot.get_rect(topright=(col2, y)))
        y += int(22 * k)
        for seat in range(self.match.num_players):
            surface.blit(c.fit_text(self.seat_label(seat), px, col1 - box.left - pad - int(90 * k)),
                         (box.left + pad, y))
            a = c.text(f"{deal_scores[seat]:g}", px, c.TEXT, True)
            surface.blit(a, a.get_rect(topright=(col1, y)))
            b = c.text(f"{totals[seat]:g}", px, c.GOLD, True)
            surface.blit(b, b.get_rect(topright=(col2, y)))
            y += int(20 * k)
        y += int(8 * k)
        # explanations: how the deal ended, then the rule it was scored by
        limit = self._overlay_button_rect(0, 1).top - int(8 * k)
        texts = list(self.summary_lines)
        texts.append(t("explain_scores", self.lang) + " " + self.game.rulebook.text["scoring"].get(self.lang))
        small, lines = self._summary_text(texts, box.width - 2 * pad, limit - y)
        line_h = c.font(small).get_linesize()
        for line in lines:
            surface.blit(c.text(line, small, c.TEXT_DIM), (box.left + pad, y))
            y += line_h

    def _summary_text(self, texts: list[str], width: int, room: int) -> tuple[int, list[str]]:
        """The summary's paragraphs wrapped to the box: the largest font (14 px down to 10) at which they
        fit; when even the smallest does not, the lines that fit, the last one ending in a pointer to
        the rules (the cut part is the rule book's scoring text, which F1 shows in full)."""
        k = self.k
        smallest = max(10, int(10 * k))
        for px in range(max(smallest, int(14 * k)), smallest - 1, -1):
            lines = [line for entry in texts for line in c.wrap(entry, px, width)]
            if len(lines) * c.font(px).get_linesize() <= room:
                return px, lines
        fits = max(1, room // c.font(smallest).get_linesize())
        more = f" … ({t('rules', self.lang)}: F1)"
        last = lines[fits - 1]
        while last and c.font(smallest).size(last + more)[0] > width:
            last = last.rsplit(" ", 1)[0] if " " in last else last[:-1]
        return smallest, [*lines[: fits - 1], last + more]

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        surface.fill((12, 16, 22))
        k = self.k
        w, h = surface.get_size()
        mover = self.match.current_player
        name = self.names[mover] if mover is not None else ""
        img = c.fit_text(t("curtain", self.lang, name=name), int(34 * k), w - 40, c.GOLD, True)
        surface.blit(img, img.get_rect(center=(w // 2, h // 2 - int(20 * k))))
        sub = c.fit_text(t("curtain_sub", self.lang), int(18 * k), w - 40, c.TEXT)
        surface.blit(sub, sub.get_rect(center=(w // 2, h // 2 + int(28 * k))))
