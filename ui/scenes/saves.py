"""Saved games: every autosaved match, grouped per game, newest first, with date, state and score.

Per row: Resume (unfinished) or Replay (finished), Export (readable text into the data
folder's exports/, of a match in play only what its human has seen; Bridž also its finished
deals as PBN), Delete (asks: the first click arms it, the second deletes). Below: import a
replay from a file path (an export of a match in play is refused: it does not replay). Files that
cannot be read were moved aside by the store and are reported at the top; they never stop the list.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui

from ai.manifest import ai_hooks
from cards.files import FileRefused
from games.errors import IllegalAction, InvalidInput
from games.registry import all_games
from sessions.autosave import seats_of
from sessions.replay import InProgressExport, export_files, export_text, exporting_seat, import_text, read_replay
from sessions.saves import SaveError, SaveInfo, SaveInUse, SaveStore
from ui.i18n import t
from ui.scene import GuiScene
from ui.scenes import common as c
from ui.scenes import session_words  # noqa: F401  (the words of this screen)
from ui.scenes.replay import ReplayScene, export_dir, export_path
from ui.scenes.resume import resume_table


class SavesScene(GuiScene):
    def __init__(self, settings: c.Settings | None = None, size: tuple[int, int] = c.DESIGN_SIZE) -> None:
        self.settings = settings or c.Settings()
        self.store = SaveStore()
        self.names = {g.id: g.rulebook.names.get(self.lang) for g in all_games()}
        self.saves: list[SaveInfo] = []
        self.offset = 0
        self.armed: str | None = None  # the save id whose Delete was clicked once
        self.message = ""
        self.manager: pygame_gui.UIManager | None = None
        self.row_buttons: list[tuple[pygame_gui.elements.UIButton, str, SaveInfo]] = []
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.size = size
        self.reload()
        try:  # said on opening, not at the first Export: a data folder that is read-only, or a file
            export_dir().mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.message = " ".join(filter(None, (self.message, t("cannot_write", self.lang, folder=str(export_dir()),
                                                                   why=exc.strerror or exc))))

    @property
    def lang(self) -> str:
        return self.settings.lang

    def reload(self) -> None:
        # grouped per game (by its name), newest first within a game
        saves = self.store.list()
        self.saves = sorted(saves, key=lambda i: self.names.get(i.game, i.game))
        if self.store.problems:
            self.message = t("bad_file", self.lang, problem="; ".join(p.text(self.lang) for p in self.store.problems))
            self.store.problems.clear()
        self.offset = max(0, min(self.offset, len(self.saves) - 1))
        self._rebuild(self.size)

    def describe(self, info: SaveInfo) -> str:
        when = info.updated.replace("T", " ")[:16]
        state = t("finished" if info.finished else "unfinished", self.lang)
        scores = " : ".join(f"{s:g}" for s in info.scores)
        n = info.actions
        moves = t("moves_1" if n == 1 else "moves_2" if 2 <= n <= 4 else "moves_n", self.lang, n=n)
        return f"{self.names.get(info.game, info.game)} · {when} · {state} · {moves} · {t('score', self.lang)} {scores}"

    def _rows_fit(self) -> int:
        return max(1, (self.list_rect.height - int(8 * self.k)) // self.row_h)

    def _rebuild(self, size: tuple[int, int]) -> None:
        self.size = size
        self.k = k = c.scale(size)
        self.manager = c.make_manager(size)
        w, h = size
        pad = int(16 * k)
        bh = int(40 * k)
        self.row_h = int(46 * k)
        self.list_rect = pygame.Rect(pad, int(96 * k), w - 2 * pad, h - int(96 * k) - 2 * bh - 3 * pad)
        self.row_buttons = []
        bw = int(120 * k)
        for i, info in enumerate(self.saves[self.offset:self.offset + self._rows_fit()]):
            y = self.list_rect.top + int(4 * k) + i * self.row_h
            keys = [("resume" if not info.finished else "replay"), "export", "delete"]
            for j, key in enumerate(keys):
                x = self.list_rect.right - (3 - j) * (bw + int(8 * k))
                label = t(key, self.lang) + ("?" if key == "delete" and self.armed == info.id else "")
                oid = "@action" if j == 0 else None
                button = pygame_gui.elements.UIButton(pygame.Rect(x, y, bw, self.row_h - int(8 * k)), label,
                                                      self.manager, object_id=oid)
                self.row_buttons.append((button, key, info))
        y = h - pad - bh
        self.entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(pad, y, int(w * 0.5), bh), self.manager)
        self.entry.set_text(str(export_dir()) + "/")
        self.buttons = {
            "import": pygame_gui.elements.UIButton(pygame.Rect(pad + int(w * 0.5) + pad, y, int(200 * k), bh),
                                                   t("import", self.lang), self.manager),
            "back": pygame_gui.elements.UIButton(pygame.Rect(w - pad - int(220 * k), y, int(220 * k), bh),
                                                 t("back", self.lang) + " (Esc)", self.manager, object_id="@action"),
        }

    # -- actions -----------------------------------------------------------------------------------------
    def do(self, key: str, info: SaveInfo) -> None:
        if key != "delete":
            self.armed = None
        try:
            if key == "resume":
                self.next_scene = resume_table(info.id, self.settings, self.size, self.store)
            elif key == "replay":
                data = self.store.read(info.id)
                seats = seats_of(data)
                viewer = seats.index("human") if "human" in seats else 0
                self.next_scene = ReplayScene(data, self.settings, self.size, viewer=viewer, name=info.id)
            elif key == "export":
                data = self.store.read(info.id)
                # A match in play is exported as its human saw it, under a name without the save id's
                # seed (the seed would deal every hidden card again); a finished one whole, as before.
                name = info.id if info.finished else f"{info.game}-{''.join(filter(str.isdigit, info.started))}"
                path = export_path(name)
                path.write_text(export_text(data, self.lang, seen_by=exporting_seat(data)), encoding="utf-8")
                written = [str(path)]
                # the game's own formats (Bridž: PBN), a call's meaning from its AI for the notes
                for suffix, text in export_files(data, ai_hooks(info.game).call_meaning).items():
                    other = export_path(name, suffix)
                    other.write_text(text, encoding="utf-8")
                    written.append(str(other))
                self.message = t("exported_to" if info.finished else "exported_seen_by", self.lang,
                                 path=", ".join(written))
            elif key == "delete":
                if self.armed == info.id:
                    with self.store.locked(info.id):  # not a save another window or terminal is playing
                        self.store.delete(info.id)
                    self.armed = None
                    self.reload()
                    return
                self.armed = info.id
                self.message = t("confirm_delete", self.lang)
                self._rebuild(self.size)
        except SaveInUse as exc:
            self.armed = None
            by = t("by_process", self.lang, pid=exc.pid) if exc.pid is not None else ""
            self.message = t("save_in_use", self.lang, id=exc.save_id, by=by)
            self.reload()
        except OSError as exc:  # an export into a folder that cannot be written, or a save that cannot be deleted
            folder = export_dir() if key == "export" else self.store.dir
            self.message = t("cannot_write", self.lang, folder=str(folder), why=exc.strerror or exc)
            self.reload()
        except (SaveError, InvalidInput, IllegalAction) as exc:
            self.message = str(exc)
            self.reload()

    def import_file(self, text: str) -> None:
        path = Path(text.strip()).expanduser()
        try:
            record = import_text(read_replay(path))  # bounded, a regular file only: a FIFO would hang the window
            self.next_scene = ReplayScene(record, self.settings, self.size, name=path.stem)
        except InProgressExport:
            self.message = t("import_in_progress", self.lang, file=path.name)
        except FileRefused as exc:
            self.message = f"{path.name}: {exc.cs if self.lang == 'cs' else exc}"
        except (OSError, InvalidInput, IllegalAction) as exc:
            self.message = f"{path.name}: {exc}"

    def process_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None and self.entry is not None  # both built by _rebuild
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for button, key, info in self.row_buttons:
                if button is event.ui_element:
                    self.do(key, info)
                    return
            if event.ui_element is self.buttons["import"]:
                self.import_file(self.entry.get_text())
            elif event.ui_element is self.buttons["back"]:
                self.next_scene = "menu"
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.import_file(self.entry.get_text())
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        elif event.type == pygame.KEYDOWN and not self.entry.is_focused:
            if event.key == pygame.K_ESCAPE:
                self.next_scene = "menu"
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll(1 if event.key == pygame.K_DOWN else self._rows_fit())
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll(-1 if event.key == pygame.K_UP else -self._rows_fit())

    def scroll(self, rows: int) -> None:
        offset = max(0, min(len(self.saves) - self._rows_fit(), self.offset + rows))
        if offset != self.offset:
            self.offset = offset
            self._rebuild(self.size)

    def draw(self, surface: pygame.Surface) -> None:
        assert self.manager is not None
        c.felt(surface)
        k = self.k
        pad = int(16 * k)
        title = c.text(t("saved_games", self.lang), int(32 * k), c.GOLD, True)
        surface.blit(title, (pad, int(14 * k)))
        if self.message:
            img = c.fit_text(self.message, int(14 * k), self.size[0] - 2 * pad, c.HIGHLIGHT)
            surface.blit(img, (pad, int(66 * k)))
        c.draw_panel(surface, self.list_rect, c.PANEL, alpha=200)
        if not self.saves:
            surface.blit(c.text(t("no_saves", self.lang), int(18 * k), c.TEXT_DIM),
                         (self.list_rect.left + pad, self.list_rect.top + pad))
        text_w = self.list_rect.width - 3 * (int(128 * k)) - 2 * pad
        for i, info in enumerate(self.saves[self.offset:self.offset + self._rows_fit()]):
            y = self.list_rect.top + int(4 * k) + i * self.row_h
            img = c.fit_text(self.describe(info), int(15 * k), text_w, c.TEXT if not info.finished else c.TEXT_DIM)
            surface.blit(img, (self.list_rect.left + pad, y + (self.row_h - int(8 * k) - img.get_height()) // 2))
        label = c.text(t("file_path", self.lang), int(14 * k), c.TEXT_DIM)
        assert self.entry is not None
        surface.blit(label, (pad, self.entry.rect.top - label.get_height() - 4))
        self.manager.draw_ui(surface)
