"""The review of a finished deal in the window: its decisions one by one, each on the table as the player saw it.

Built on the replay (ui/scenes/replay.py): the table shows the position before each of the reviewed seat's
decisions, the move chosen outlined in red and the best in green on the cards (where a move is a card), and
the panel says the mark, both moves, the cost with its spread and the better move in a sentence, in the words
the terminal prints (games/words/review.py). The review is computed off the UI thread (review_job.py) with a
progress bar; leaving the screen stops it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame
import pygame_gui

from ai.review import core
from ai.review.text import cost_text, summary, verdict
from games.actions import Action
from games.events import Event
from games.words.review import mark_word, say
from sessions.results import count_review
from ui.i18n import t
from ui.scenes import common as c
from ui.scenes import review_words  # noqa: F401  (the words of this screen)
from ui.scenes.replay import ReplayScene
from ui.scenes.review_job import ReviewJob
from ui.table import adapters

#: the outline of the best move and of the player's own where it was worse
BEST = (96, 208, 128)
CHOSEN = (232, 88, 72)
#: a line of the panel: its text, colour and whether bold
Line = tuple[str, tuple[int, ...], bool]
MARK_COLOURS = {"good": BEST, "inaccuracy": c.HIGHLIGHT, "mistake": (240, 150, 70), "blunder": CHOSEN}


def deal_first_move(steps: Sequence[tuple[str, Sequence[Event]]], deal: int) -> int:
    """The replay position of deal `deal`'s first move (from 1): just after the move that ended the deal before."""
    ends = [i for i, (_, events) in enumerate(steps) if any(e.kind == "deal_over" for e in events)]
    return ends[deal - 2] + 1 if deal >= 2 and len(ends) >= deal - 1 else 0


class ReviewScene(ReplayScene):
    def __init__(self, record: Mapping[str, object], settings: c.Settings | None = None,
                 size: tuple[int, int] = c.DESIGN_SIZE, viewer: int = 0, deal: int | None = None,
                 name: str = "review", back: str = "saves", seats: Sequence[str] | None = None,
                 review: core.DealReview | None = None, budget: int | None = None) -> None:
        self.deal = deal if deal is not None else core.deals_in(record)
        self.review = review
        self.index = 0
        self.failed = ""
        super().__init__(record, settings, size, viewer=viewer, name=name, back=back, seats=seats)
        self.job = None if review is not None else ReviewJob(self.replay.record, self.deal, viewer, budget)
        self.seek(deal_first_move(self.replay.steps, self.deal))
        if review is not None:
            self.goto(0)

    def _bar(self) -> list[tuple[str, str]]:
        return [("start", t("review_first", self.lang) + " (Home)"), ("end", t("review_last", self.lang) + " (End)"),
                ("prev", t("prev", self.lang)), ("next", t("next", self.lang)),
                ("export", t("export", self.lang)), ("back", t("back", self.lang) + " (Esc)")]

    # -- stepping through the decisions -------------------------------------------------------------------------
    @property
    def decisions(self) -> tuple[core.Decision, ...]:
        return self.review.decisions if self.review is not None else ()

    def goto(self, index: int) -> None:
        if not self.decisions:
            return
        self.index = max(0, min(index, len(self.decisions) - 1))
        self.seek(self.decisions[self.index].action_index)

    def leave(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.next_scene = self.back_to

    def process_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None
        self.manager.process_events(event)
        steps = {"start": lambda: self.goto(0), "end": lambda: self.goto(len(self.decisions) - 1),
                 "prev": lambda: self.goto(self.index - 1), "next": lambda: self.goto(self.index + 1),
                 "export": self.export, "back": self.leave}
        keys = {pygame.K_ESCAPE: "back", pygame.K_RIGHT: "next", pygame.K_SPACE: "next", pygame.K_LEFT: "prev",
                pygame.K_HOME: "start", pygame.K_END: "end"}
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, b in self.buttons.items() if b is event.ui_element), None)
            if key in steps:
                steps[key]()
        elif event.type == pygame.KEYDOWN and event.key in keys:
            steps[keys[event.key]]()

    def update(self, dt: float) -> None:
        super().update(dt)
        job = self.job
        if job is not None and self.review is None and job.done():
            if job.error is not None:
                self.failed = t("review_failed", self.lang, why=job.error)
            else:
                self.review = job.result
                if self.review is not None and self.review.complete:
                    count_review(self.review.game, self.replay.record, self.seats, self.review.seat, self.deal,
                                 *self.review.counted())
                self.goto(0)

    # -- drawing ---------------------------------------------------------------------------------------------------
    def _action(self, code: str) -> Action | None:
        try:
            return self.replay.match.state.action_from_code(code)
        except Exception:  # a code the position does not read (a claim): nothing to outline
            return None

    def _outline(self, surface: pygame.Surface, code: str, colour: tuple[int, int, int]) -> bool:
        table = self.table
        action = self._action(code)
        if action is None or table.layout is None:
            return False
        target = adapters.action_target(table.game.id, table.obs, action)
        rect = table.layout.card_rect(target.zone, target.index) if target is not None else None
        if rect is None:
            return False
        width = max(3, int(4 * self.k))
        pygame.draw.rect(surface, colour, rect.inflate(2 * width, 2 * width), width, border_radius=int(8 * self.k))
        return True

    def lines(self) -> list[Line]:
        """The panel's lines: (text, colour, bold), the first the heading."""
        lang = self.lang
        head = t("review", lang)
        if self.failed:
            return [(head, c.GOLD, True), (self.failed, CHOSEN, False)]
        if self.review is None:
            return [(head, c.GOLD, True), (t("review_working", lang), c.TEXT, False)]
        if not self.decisions:
            return [(head, c.GOLD, True), *((line, c.TEXT, False) for line in summary(self.review, lang))]
        d = self.decisions[self.index]
        heading = f"{head} · {t('review_decision', lang, i=self.index + 1, n=len(self.decisions))}"
        yours = d.value_of(d.chosen).label(lang) if d.chosen in {v.code for v in d.values} else d.chosen
        said: list[Line] = [(heading, c.GOLD, True), (mark_word(d.mark, lang), MARK_COLOURS[d.mark], True),
                            (t("review_yours", lang, move=yours), c.TEXT, False)]
        if d.best != d.chosen:
            said.append((t("review_best", lang, move=d.value_of(d.best).label(lang)), BEST, False))
            cost = cost_text(d, lang)
            if cost:
                said.append((t("review_cost", lang, cost=cost), c.TEXT, False))
        said.append((verdict(d, lang), c.TEXT, False))
        if d.note[0]:
            said.append((d.note[0] if lang == "cs" else d.note[1], c.TEXT_DIM, False))
        said += [(line, c.TEXT_DIM, False) for line in summary(self.review, lang)[:1]]
        if d.method == "search":  # the player is judged on what could be known, and the screen says so
            said.append((say("sampled", lang), c.TEXT_DIM, False))
        if d.unit == "vysledek":
            said.append((say("scale", lang), c.TEXT_DIM, False))
        return said

    def _marks(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The moves to outline on the cards: the best, and the chosen one where it was worse."""
        if not self.decisions:
            return []
        d = self.decisions[self.index]
        return [(d.best, BEST)] + ([(d.chosen, CHOSEN)] if d.chosen != d.best else [])

    def draw(self, surface: pygame.Surface) -> None:
        assert self.manager is not None
        k = self.k
        panel = self.table.panel
        pad = int(10 * k)
        width = panel.width - 2 * pad
        rows: list[tuple[str, tuple[int, ...], bool]] = []
        for text, colour, bold in self.lines():
            size = int(17 * k) if bold and not rows else int(14 * k)
            rows += [(line, colour, bold) for line in (c.wrap(text, size, width, bold) or [""])]
        rows += [(line, c.TEXT_DIM, False) for line in c.wrap(t("review_legend", self.lang), int(13 * k), width)]
        line_h = c.font(int(15 * k)).get_linesize()
        busy = self.review is None and not self.failed
        bar_h = int(12 * k) if busy else 0
        height = len(rows) * line_h + 2 * pad + ((bar_h + pad + line_h) if busy else 0)
        strip = pygame.Rect(panel.left, max(0, self.bar_top - pad - height), panel.width, surface.get_height())
        self.table.sys_top = strip.top  # the table's log ends above the review's lines
        self.table.draw(surface)
        marked = [self._outline(surface, code, colour) for code, colour in self._marks()]
        if not any(marked):  # no card to outline (a call, "jdu"): no legend
            rows = rows[:len(rows) - len(c.wrap(t("review_legend", self.lang), int(13 * k), width))]
        c.draw_panel(surface, strip, c.PANEL, radius=0, alpha=255)  # opaque: the log may lie beneath
        y = strip.top + pad
        for i, (line, colour, bold) in enumerate(rows):
            size = int(17 * k) if i == 0 else int(14 * k)
            c.blit_fit(surface, line, size, width, colour, bold, topleft=(panel.left + pad, y))
            y += line_h
        if busy:
            job = self.job
            done, total = (job.done_count, job.total) if job is not None else (0, 0)
            bar = pygame.Rect(panel.left + pad, y + pad // 2, width, bar_h)
            pygame.draw.rect(surface, c.PANEL_LIGHT, bar, border_radius=bar_h // 2)
            if total:
                fill = bar.copy()
                fill.width = max(bar_h, bar.width * done // total)
                pygame.draw.rect(surface, c.GOLD, fill, border_radius=bar_h // 2)
                c.blit_fit(surface, t("review_progress", self.lang, i=done, n=total), int(12 * k), width,
                           c.TEXT_DIM, topleft=(bar.left, bar.bottom + 2))
        self._keys(surface, "review_keys")
        if self.message:
            img = c.fit_text(self.message, int(13 * k), self.size[0] - panel.width - 20, c.HIGHLIGHT)
            surface.blit(img, (10, self.size[1] - img.get_height() - 8))
        self.manager.draw_ui(surface)
