"""Statistics: per game and opponents' level, played / won / lost / drawn, mean, best, streaks, and the average
cost of a decision in the deals the player reviewed (ui/scenes/review.py).

Reset asks first: the first click arms it (the button says so), the second resets; any
other key or click disarms it.
"""

from __future__ import annotations

import pygame
import pygame_gui

from ai.review.games import hooks_for
from games.registry import all_games
from games.words.review import amount
from sessions.stats import StatsStore
from ui.i18n import ai_label, t
from ui.scene import GuiScene
from ui.scenes import common as c
from ui.scenes import (
    review_words,  # noqa: F401  (the average cost's heading)
    session_words,  # noqa: F401  (the words of this screen)
)

COLUMNS = ("level", "played", "won", "lost", "drawn", "mean_score", "best", "streak", "longest", "mean_cost")


def _num(value: float | None) -> str:
    if value is None:
        return "–"
    return f"{value:.0f}" if float(value).is_integer() else f"{value:.1f}"


class StatsScene(GuiScene):
    def __init__(self, settings: c.Settings | None = None, size: tuple[int, int] = c.DESIGN_SIZE) -> None:
        self.settings = settings or c.Settings()
        self.store = StatsStore()
        self.armed = False
        self.message = self.store.problem.text(self.lang) if self.store.problem else ""
        self.names = {g.id: g.rulebook.names.get(self.lang) for g in all_games()}
        self.manager: pygame_gui.UIManager | None = None
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.size = size
        self._rebuild(size)

    @property
    def lang(self) -> str:
        return self.settings.lang

    def rows(self) -> list[list[str]]:
        """One row per game and level: the game's name, then the columns."""
        out = []
        for game in sorted(self.store.games, key=lambda g: self.names.get(g, g)):
            for level, r in sorted(self.store.games[game].items()):
                streak = f"+{r.streak}" if r.streak > 0 else str(r.streak)
                who = ai_label(level, self.lang).split("– ")[-1] if level != "mixed" else level
                out.append([self.names.get(game, game), who,
                            str(r.played), str(r.won), str(r.lost), str(r.drawn), _num(r.mean_score), _num(r.best),
                            streak, str(r.longest_win_streak), self._cost(game, r.mean_cost)])
        return out

    def _cost(self, game: str, mean: float | None) -> str:
        """The average cost of a reviewed decision with its unit ('0,4 zdvihu'), '–' before any review."""
        if mean is None:
            return "–"
        return amount(mean, hooks_for(game).counted, self.lang).replace(" more", "")

    def _rebuild(self, size: tuple[int, int]) -> None:
        self.size = size
        self.k = k = c.scale(size)
        self.manager = c.make_manager(size)
        w, h = size
        pad = int(16 * k)
        bw, bh = int(300 * k), int(42 * k)
        label = t("confirm_reset" if self.armed else "reset_stats", self.lang)
        self.buttons = {
            "reset": pygame_gui.elements.UIButton(pygame.Rect(pad, h - pad - bh, bw, bh), label, self.manager),
            "back": pygame_gui.elements.UIButton(pygame.Rect(w - pad - bw, h - pad - bh, bw, bh),
                                                 t("back", self.lang) + " (Esc)", self.manager, object_id="@action"),
        }

    def reset_clicked(self) -> None:
        if self.armed:
            self.store.reset()
            self.armed = False
            self.message = t("stats_reset", self.lang)
        else:
            self.armed = True
            self.message = ""
        self._rebuild(self.size)

    def process_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons["reset"]:
                self.reset_clicked()
                return
            if event.ui_element is self.buttons["back"]:
                self.next_scene = "menu"
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.next_scene = "menu"
            if self.armed:
                self.armed = False
                self._rebuild(self.size)

    def draw(self, surface: pygame.Surface) -> None:
        assert self.manager is not None
        c.felt(surface)
        k = self.k
        w, h = self.size
        pad = int(16 * k)
        title = c.text(t("statistics", self.lang), int(32 * k), c.GOLD, True)
        surface.blit(title, (pad, int(14 * k)))
        box = pygame.Rect(pad, int(70 * k), w - 2 * pad, h - int(70 * k) - int(90 * k))
        c.draw_panel(surface, box, c.PANEL, alpha=200)
        rows = self.rows()
        px = int(15 * k)
        line = int(26 * k)
        name_w = int(box.width * 0.22)
        col_w = (box.width - name_w - 2 * pad) // len(COLUMNS)
        x0 = box.left + pad
        y = box.top + int(10 * k)
        widths = [name_w] + [col_w] * len(COLUMNS)
        heads = [""] + [t(key, self.lang) for key in COLUMNS]
        x = x0
        step = c.font(px, True).get_linesize()
        # a heading too long for its column ("Nejdelší série výher") takes more lines before it is shortened
        heads_lines = [c.few_lines(head, px, widths[i] - 6, True, most=3) for i, head in enumerate(heads)]
        for i, (head, lines) in enumerate(zip(heads, heads_lines, strict=True)):
            for j, part in enumerate(lines):
                c.blit_fit(surface, part, px, widths[i] - 6, c.TEXT_DIM, True, whole=head, topleft=(x, y + j * step))
            x += widths[i]
        y += max(line, max(len(lines) for lines in heads_lines) * step + int(6 * k))
        if not rows:
            surface.blit(c.text(t("no_stats", self.lang), int(18 * k), c.TEXT_DIM), (x0, y + line))
        for row in rows:
            if y + line > box.bottom:
                break
            c.blit_fit(surface, row[0], px, name_w - 8, c.GOLD, topleft=(x0, y))
            x = x0 + name_w
            for cell in row[1:]:
                c.blit_fit(surface, cell, px, col_w - 6, topleft=(x, y))
                x += col_w
            y += line
        if self.message or self.armed:
            msg = t("confirm_reset", self.lang) if self.armed else self.message
            img = c.fit_text(msg, int(15 * k), w - 2 * pad, c.HIGHLIGHT)
            surface.blit(img, (pad, box.bottom + int(8 * k)))
        self.manager.draw_ui(surface)
