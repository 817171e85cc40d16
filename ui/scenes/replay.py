"""Replay: step through a match's record, forwards and back, drawn as the human seat saw it.

The table scene draws each position (it is given the replay's match and told it is a
replay, so it offers no moves); this scene adds the step bar: Start, Back, Forward, End
(buttons, or Home, ←, →, End), and export of the record as text into the data folder.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from games.registry import get_game
from games.words import describe
from sessions.autosave import seats_of
from sessions.replay import Replay, export_text
from sessions.store import data_dir
from ui import layout_record
from ui.i18n import t
from ui.scene import REVIEW_REPLAY, GuiScene
from ui.scenes import common as c
from ui.scenes import session_words  # noqa: F401  (the words of this screen)
from ui.table.phase import TablePhase

if TYPE_CHECKING:
    from ui.scenes.table import TableScene


def export_dir() -> Path:
    """Where exports go (not made here: a data folder that is read-only, or a file, must not stop a screen)."""
    return data_dir() / "exports"


def export_path(name: str, suffix: str = ".txt") -> Path:
    """The export file's path, its folder made first (OSError where it cannot be: the caller says so)."""
    folder = export_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{name}{suffix}"


class ReplayScene(GuiScene):
    table: TableScene  # the table the replay is shown on, built anew with the window's size (_rebuild)

    def __init__(self, record: Mapping[str, object], settings: c.Settings | None = None,
                 size: tuple[int, int] = c.DESIGN_SIZE, viewer: int = 0, name: str = "replay",
                 back: str = "saves", seats: Sequence[str] | None = None) -> None:
        self.settings = settings or c.Settings()
        self.replay = Replay(record)  # InvalidInput if the record does not replay
        self.viewer = viewer
        self.seats = self._seats(record, seats)
        self.name = name
        self.back_to = back
        self.message = ""
        self.size = size
        self.manager: pygame_gui.UIManager | None = None
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._rebuild(size)

    @property
    def lang(self) -> str:
        return self.settings.lang

    @property
    def position(self) -> int:
        return self.replay.position

    def _seats(self, record: Mapping[str, object], given: Sequence[str] | None) -> list[str]:
        """Who played each seat: as given (the table's own), else as the save says, else '' (an imported text
        names no players), the viewer then the human whose eyes the replay shows."""
        n = int(self.replay.record["players"])
        seats = list(given) if given is not None else seats_of(dict(record))
        if len(seats) != n:
            seats = [""] * n
            seats[min(max(0, self.viewer), n - 1)] = "human"
        return seats

    def _table(self) -> TableScene:
        from ui.scenes.table import TableScene

        n = int(self.replay.record["players"])
        # the table plays nothing, so its session gets stand-ins (no bot is built, no search warmed up) with the
        # viewer its one human; the plates read who really played from shown_seats
        seats = ["random"] * n
        seats[min(max(0, self.viewer), n - 1)] = "human"
        table = TableScene(get_game(self.replay.game.id), seats, dict(self.replay.record["options"]),
                           seed=int(self.replay.record["seed"]), settings=self.settings, size=self.size,
                           animate=False, autosave=False)
        table.ai_enabled = False
        table.fit_summary = True  # its summary has no buttons here: no room kept for them
        table.shown_seats = self.seats
        for button in table.buttons.values():
            button.kill()  # hint, undo, menu: not for a replay; this scene has its own bar
        table.buttons = {}
        return table

    def _show(self) -> None:
        """Give the table the replay's match at the cursor and freeze it (no moves, no AI)."""
        table = self.table
        table.session.match = self.replay.match
        table.adopt_match()
        if table.phase == TablePhase.PLAY:
            table.phase = TablePhase.REPLAY
            table._refresh(animate=False)
        for key in list(table.buttons):
            table.buttons.pop(key).kill()

    def _rebuild(self, size: tuple[int, int]) -> None:
        self.size = size
        self.table = self._table()
        self.k = k = c.scale(size)
        self.manager = c.make_manager(size)
        panel = self.table.panel
        pad = int(10 * k)
        bh = int(34 * k)
        bw = (panel.width - 3 * pad) // 2
        keys = self._bar()
        rows = (len(keys) + 1) // 2
        top = size[1] - rows * (bh + pad)
        self.buttons = {}
        for i, (key, label) in enumerate(keys):
            rect = pygame.Rect(panel.left + pad + (i % 2) * (bw + pad), top + (i // 2) * (bh + pad), bw, bh)
            oid = "@action" if key in ("prev", "next") else None
            self.buttons[key] = pygame_gui.elements.UIButton(rect, label, self.manager, object_id=oid)
        self.bar_top = top
        self.table.sys_top = top - int(70 * k)  # the table's log stops above this scene's step bar
        self._show()

    def _bar(self) -> list[tuple[str, str]]:
        """The step bar's buttons, two to a row: (key, label)."""
        keys = [("start", t("start", self.lang) + " (Home)"), ("end", t("end", self.lang) + " (End)"),
                ("prev", t("prev", self.lang)), ("next", t("next", self.lang))]
        if self.reviewable():
            keys.append(("review", t("review", self.lang) + " (V)"))
        return [*keys, ("export", t("export", self.lang)), ("back", t("back", self.lang) + " (Esc)")]

    def reviewable(self) -> bool:
        """Whether the record holds a finished deal to review (ui/scenes/review.py)."""
        return any(e.kind == "deal_over" for _, events in self.replay.steps for e in events)

    def open_review(self) -> None:
        """The review of the deal at the cursor (the last finished one past it), for the viewer's seat."""
        self.next_scene = REVIEW_REPLAY  # the app builds it (ui/scenes/review_open.py): the review is a replay

    # -- stepping -------------------------------------------------------------------------------------------
    def seek(self, position: int) -> None:
        self.replay.seek(position)
        self._show()

    def forward(self) -> None:
        self.seek(self.position + 1)

    def back(self) -> None:
        self.seek(self.position - 1)

    def last_move(self) -> str:
        """The move that led to this position, in words as the viewer saw it; where it saw nothing, the move's
        code if it knew which move it was, else only whose move it was (a code can name a face-down card)."""
        index = self.position - 1
        _, events = self.replay.steps[index]
        names = self.table.names
        said = [describe(seen, self.lang, names, self.replay.game) for seen in (e.for_seat(self.viewer) for e in events)
                if seen is not None and seen.kind not in ("deal_over", "match_over")]
        mover = self.replay.movers[index]
        hidden = t("hidden_move", self.lang, seat=names[mover] if mover is not None else "?")
        return " ".join(said[:2]) or self.replay.seen_code(index, self.viewer) or hidden

    def export(self) -> Path | None:
        try:
            path = export_path(self.name)
            # a finished record is written whole; one still in play (a shot's) as this seat saw it
            path.write_text(export_text(self.replay.record, self.lang, seen_by=self.viewer), encoding="utf-8")
        except OSError as exc:
            self.message = t("cannot_write", self.lang, folder=str(export_dir()), why=exc.strerror or exc)
            return None
        self.message = t("exported_to", self.lang, path=str(path))
        return path

    def process_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, b in self.buttons.items() if b is event.ui_element), None)
            actions = {"start": lambda: self.seek(0), "end": lambda: self.seek(len(self.replay)),
                       "prev": self.back, "next": self.forward, "export": self.export, "review": self.open_review}
            if key == "back":
                self.next_scene = self.back_to
            elif key in actions:
                actions[key]()
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.next_scene = self.back_to
            elif event.key in (pygame.K_RIGHT, pygame.K_SPACE):
                self.forward()
            elif event.key == pygame.K_LEFT:
                self.back()
            elif event.key == pygame.K_HOME:
                self.seek(0)
            elif event.key == pygame.K_END:
                self.seek(len(self.replay))
            elif event.key == pygame.K_v and "review" in self.buttons:
                self.open_review()

    def update(self, dt: float) -> None:
        super().update(dt)
        assert self.table.manager is not None  # built with the table
        self.table.manager.update(dt)

    def _keys(self, surface: pygame.Surface, key: str) -> None:
        """The table's key help is for playing; say this screen's keys (`key` of ui.i18n) in its place."""
        k = self.k
        area = self.table.area
        old = c.fit_text(t("table_keys", self.lang), int(11 * k), area.width - 20, c.TEXT_DIM)
        cover = old.get_rect(midbottom=(area.centerx, area.bottom - 2)).inflate(8, 2)
        patch = c._felt(surface.get_size()).subsurface(cover.clip(surface.get_rect())).copy()  # felt and rim
        surface.blit(layout_record.tag_panel(patch) if layout_record.active else patch, cover.topleft)  # hides them
        keys = c.fit_text(t(key, self.lang), int(11 * k), area.width - 20, c.TEXT_DIM)
        surface.blit(keys, keys.get_rect(midbottom=(area.centerx, area.bottom - 2)))

    def draw(self, surface: pygame.Surface) -> None:
        assert self.manager is not None
        self.table.draw(surface)
        k = self.k
        panel = self.table.panel
        pad = int(10 * k)
        head = c.fit_text(t("replay", self.lang) + " · " + t("move_of", self.lang, i=self.position, n=len(self.replay)),
                          int(17 * k), panel.width - 2 * pad, c.GOLD, True)
        # the last move whole, on as many lines as it takes (one line cut it short: "Tomáš: závazek 7BT kontra…")
        said = c.wrap(self.last_move(), int(14 * k), panel.width - 2 * pad) \
            if 0 < self.position <= len(self.replay) else []
        line_h = c.font(int(14 * k)).get_linesize()
        top = min(self.bar_top - int(64 * k), self.bar_top - 2 * pad - head.get_height() - len(said) * line_h)
        strip = pygame.Rect(panel.left, top, panel.width, surface.get_height())
        c.draw_panel(surface, strip, c.PANEL, radius=0, alpha=250)
        surface.blit(head, (panel.left + pad, strip.top + pad))
        for i, line in enumerate(said):
            surface.blit(c.text(line, int(14 * k), c.TEXT), (panel.left + pad, strip.top + pad + head.get_height()
                                                             + i * line_h))
        self._keys(surface, "replay_keys")
        if self.message:
            img = c.fit_text(self.message, int(13 * k), self.size[0] - panel.width - 20, c.HIGHLIGHT)
            surface.blit(img, (10, self.size[1] - img.get_height() - 8))
        self.manager.draw_ui(surface)
