"""The words around the felt: the status line over the table and the side panel (game, deal, score, log)."""

from __future__ import annotations

import contextlib

import pygame

from ui.i18n import t
from ui.scenes import common as c
from ui.table import adapters
from ui.table.phase import TablePhase
from ui.table.view import TableView


def last_entries(entries: list[list[str]], room: int) -> list[str]:
    """The lines of the newest log entries (each wrapped into its lines) that fit `room` lines whole: the log
    starts with a sentence, not with the end of one cut off above. The newest entry alone, longer than the room,
    shows its beginning."""
    shown: list[str] = []
    for lines in reversed(entries):
        if len(shown) + len(lines) > room:
            if not shown and room:
                return [*lines[:room - 1], lines[room - 1].rstrip() + " …"]
            break
        shown[:0] = lines
    return shown


class PanelDrawing(TableView):
    """Draws the status line and the side panel; a game's own score panel (adapters.panel_for) replaces
    the plain score list."""

    #: where the game's own score panel was last drawn (a game's control draws its moving parts there)
    game_panel_rect: pygame.Rect | None = None

    def status_line(self) -> str:
        """The line over the table: whose turn, the deal or match over, or a passing message."""
        mover = self.obs.current_player
        if self.toast:
            line = self.toast
        elif self.summary_deal is not None:
            line = t("deal_over", self.lang)
        elif mover is None:
            line = t("match_over", self.lang)
        elif mover == self.viewer and self.session.is_human(mover) and self.phase != TablePhase.REPLAY:
            line = t("your_turn", self.lang)
            said = self.control.prompt(self) if self.control is not None else None
            if said:  # the game's own control leads this move (whom to ask, then for which card)
                line += " – " + said
            elif self.selected is not None:
                line += " – " + t("choose_for_card", self.lang)
            elif self.targets:
                line += " – " + t("click_card", self.lang)
        elif not self.session.humans:
            line = t("all_ai", self.lang) + " " + t("turn_of", self.lang, name=self.names[mover])
        else:
            line = t("turn_of", self.lang, name=self.names[mover])
        return line

    def _draw_status(self, surface: pygame.Surface) -> None:
        k = self.k
        img = c.fit_text(self.status_line(), int(17 * k), self.area.width - 40, c.TEXT, True)
        rect = img.get_rect(midtop=(self.area.centerx, int(8 * k)))
        c.draw_panel(surface, rect.inflate(24, 8), c.PANEL, radius=12, alpha=200)
        surface.blit(img, rect)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        k = self.k
        p = self.panel
        pygame.draw.rect(surface, c.PANEL, p)
        pad = int(12 * k)
        y = pad
        title = c.fit_text(self.game.names.get(self.lang), int(22 * k), p.width - 2 * pad, c.GOLD, True)
        surface.blit(title, (p.left + pad, y))
        y += title.get_height() + 2
        deals = self.match.config.get("deals")
        n = self.match.context.deal_index + (0 if self.summary_deal is not None else 1)
        n = max(1, n)
        sub = t("deal_n", self.lang, n=n, of=deals) if deals else t("deal_k", self.lang, n=n)
        surface.blit(c.text(sub, int(14 * k), c.TEXT_DIM), (p.left + pad, y))
        y += int(24 * k)
        # score
        head = t("score", self.lang) + (" " + t("lower_better", self.lang) if self.game.lower_is_better else "")
        c.blit_fit(surface, head, int(15 * k), p.width - 2 * pad, c.TEXT, True, topleft=(p.left + pad, y))
        y += int(22 * k)
        panel = adapters.panel_for(self.game.id)
        if panel is not None:
            share = adapters.panel_share(self.game.id)  # a panel may ask for more of the height (a board)
            rect = pygame.Rect(p.left + pad, y, p.width - 2 * pad, int(p.height * share))
            self.game_panel_rect = rect
            with contextlib.suppress(Exception):  # a game's panel must not take the table down
                panel(surface, rect, self.obs, self.lang, self.names, self.own_seat())
            y = rect.bottom + 4
        else:
            totals = self.seat_numbers()  # the game's own count where it has one (Kvarteto's quartets laid so far)
            # a row at least a line high: the font stops shrinking at MIN_FONT, the step would not (six rows at
            # 800x560 lay 11 px apart in 15 px lines, letters touching the row below)
            step = max(int(19 * k), c.font(int(14 * k)).get_linesize())
            for seat in range(self.match.num_players):
                c.blit_fit(surface, self.seat_label(seat), int(14 * k), p.width - 2 * pad - int(60 * k),
                           topleft=(p.left + pad, y))
                val = c.text(f"{totals[seat]:g}", int(14 * k), c.GOLD, True)
                surface.blit(val, val.get_rect(topright=(p.right - pad, y)))
                y += step
        y += int(8 * k)
        # log
        surface.blit(c.text(t("log", self.lang), int(15 * k), c.TEXT, True), (p.left + pad, y))
        y += int(22 * k)
        bottom = self.actions_top - pad if self.action_buttons else self.sys_top - pad
        px = int(13 * k)
        line_h = c.font(px).get_linesize()
        room = max(0, (bottom - y) // line_h)
        for line in last_entries([c.wrap(entry, px, p.width - 2 * pad) for entry in self.log[-40:]], room):
            surface.blit(c.text(line, px, c.TEXT_DIM), (p.left + pad, y))
            y += line_h
        # keys
        keys = c.fit_text(t("table_keys", self.lang), int(11 * k), self.area.width - 20, c.TEXT_DIM)
        surface.blit(keys, keys.get_rect(midbottom=(self.area.centerx, self.area.bottom - 2)))
