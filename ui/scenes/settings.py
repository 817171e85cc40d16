"""Settings: language, four-colour cards, animation speed, the pause after AI moves, how long a finished
trick stays, default AI level, the cores the AI thinks on, sound, the card back, the table's colour, the card
size, full screen and the player's name.

Every change is saved at once (JSON in the user's config folder) and applies to the
next table; the language and full screen apply at once.
"""

from __future__ import annotations

import os
from typing import cast

import pygame
import pygame_gui

from ai import parallel
from ui.i18n import seat_name, t
from ui.scene import GuiScene
from ui.scenes import common as c
from ui.scenes import session_words  # noqa: F401  (words for the default AI level and sound)

SPEEDS = (0.5, 1.0, 2.0)
PAUSES = (0.3, 0.6, 0.8, 1.2, 2.0)
DELAYS = (0.5, 1.0, 1.5, 2.5, 4.0)  # how long a finished trick stays on the felt
LEVELS = ("easy", "normal", "hard")
#: the cores offered for the AI's search: 1 to every core of the machine (0, "automatic", is every core but one)
THREAD_CHOICES = max(2, min(parallel.MAX_WORKERS, os.cpu_count() or 1))


#: a setting's value, as the fields of Settings hold them
Value = str | bool | int | float


class SettingsScene(GuiScene):
    def __init__(self, settings: c.Settings | None = None, size: tuple[int, int] = c.DESIGN_SIZE) -> None:
        self.settings = settings or c.Settings()
        self.manager: pygame_gui.UIManager | None = None
        # setting -> (its drop-down, its values, their labels)
        self.drops: dict[str, tuple[pygame_gui.elements.UIDropDownMenu, list[Value], list[str]]] = {}
        self.back: pygame_gui.elements.UIButton | None = None
        self.name: pygame_gui.elements.UITextEntryLine | None = None  # the player's name at the table
        self.size = size
        self.message = ""
        self._rebuild(size)

    @property
    def lang(self) -> str:
        return self.settings.lang

    def rows(self) -> list[tuple[str, str, list[Value], list[str], Value]]:
        lang = self.lang
        return [
            ("lang", t("language", lang), ["cs", "en"], ["Čeština", "English"], self.settings.lang),
            ("four_colour", t("four_colour", lang), [False, True], [t("no", lang), t("yes", lang)],
             self.settings.four_colour),
            ("anim_speed", t("anim_speed", lang), list(SPEEDS), [t("slow", lang), t("normal", lang), t("fast", lang)],
             self.settings.anim_speed),
            ("ai_pause", t("ai_pause", lang), list(PAUSES), [t("seconds", lang, n=f"{p:g}") for p in PAUSES],
             self.settings.ai_pause),
            ("trick_delay", t("trick_delay", lang), list(DELAYS), [t("seconds", lang, n=f"{p:g}") for p in DELAYS],
             self.settings.trick_delay),
            ("ai_level", t("default_ai", lang), list(LEVELS), [t(f"ai_level_{v}", lang) for v in LEVELS],
             self.settings.ai_level),
            ("threads", t("threads", lang), list(range(0, THREAD_CHOICES + 1)),
             [t("threads_auto", lang, n=parallel.default_workers())] + [str(n) for n in range(1, THREAD_CHOICES + 1)],
             self.settings.threads),
            ("sound", t("sound", lang), [True, False], [t("yes", lang), t("no", lang)], self.settings.sound),
            ("card_back", t("card_back", lang), list(c.CARD_BACKS), [t(f"back_{v}", lang) for v in c.CARD_BACKS],
             self.settings.card_back),
            ("felt", t("felt", lang), list(c.FELTS), [t(f"felt_{v}", lang) for v in c.FELTS], self.settings.felt),
            ("card_size", t("card_size", lang), list(c.CARD_SIZES), [t(f"size_{v}", lang) for v in c.CARD_SIZES],
             self.settings.card_size),
            ("fullscreen", t("fullscreen", lang), [False, True], [t("no", lang), t("yes", lang)],
             self.settings.fullscreen),
        ]

    def _rebuild(self, size: tuple[int, int]) -> None:
        self.size = size
        self.manager = c.make_manager(size)
        k = c.scale(size)
        self.k = k
        w, h = size
        rows = self.rows()
        gap = max(4, int(8 * k))
        # tall enough for every row at the readable minimum (24 px) where the window has the room
        need = int(62 * k) + int(100 * k) + (len(rows) + 1) * (24 + gap)
        self.box = pygame.Rect(0, 0, int(min(w - 40, 760 * k)), int(min(h - 40, max(700 * k, need))))
        self.box.center = (w // 2, h // 2)
        top = self.box.top + int(62 * k)
        room = self.box.bottom - int(100 * k) - top  # under the rows: the message and the Back button
        # every row and the name's on one screen: thinner rows in a small window, never below a readable 24 px
        row = self.row_h = max(24, min(int(36 * k), room // (len(rows) + 1) - gap))
        x = self.box.left + int(self.box.width * 0.5)
        dw = self.box.right - int(20 * k) - x
        y = top
        self.drops = {}
        self.row_ys = []
        for key, _, values, labels, current in rows:
            shown = labels[values.index(current)] if current in values else labels[0]
            # pygame_gui types the options as a list of str | (str, str); it only reads them
            options = cast("list[str | tuple[str, str]]", labels)
            drop = pygame_gui.elements.UIDropDownMenu(options, shown, pygame.Rect(x, y, dw, row), self.manager)
            self.drops[key] = (drop, values, labels)
            self.row_ys.append(y)
            y += row + gap
        self.name_y = y
        self.name = pygame_gui.elements.UITextEntryLine(pygame.Rect(x, y, dw, row), self.manager,
                                                        initial_text=self.settings.player_name,
                                                        placeholder_text=seat_name(0, self.lang))  # used when empty
        self.name.set_text_length_limit(24)  # what Settings.load accepts
        self.name.set_tooltip(t("player_name_tip", self.lang))
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.centerx - int(120 * k), self.box.bottom - int(60 * k), int(240 * k), int(42 * k)),
            t("back", self.lang) + " (Esc)", self.manager, object_id="@action")

    def _name_changed(self, text: str) -> None:
        """The player's name as typed; kept when Settings.load would read it back (printable, 24 at most)."""
        allowed = c.SETTING_RANGES["player_name"][0]
        if allowed(text) and text != self.settings.player_name:
            self.set("player_name", text)

    def set(self, key: str, value: Value) -> None:
        setattr(self.settings, key, value)
        self.message = t("saved", self.lang) if self.settings.save() else ""
        if key == "lang":
            self._rebuild(self.size)
        elif key == "threads":
            assert isinstance(value, int)
            parallel.set_workers(value)  # the next decision uses it (a pool of another size is stopped now)

    def process_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.next_scene = "menu"
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            for key, (drop, values, labels) in self.drops.items():
                chosen = event.selected_option_id  # the whole value: ui/gui_tips.py may show it shortened
                if event.ui_element is drop and chosen in labels:
                    self.set(key, values[labels.index(chosen)])
                    break
        elif event.type in (pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_TEXT_ENTRY_FINISHED) \
                and event.ui_element is self.name:
            self._name_changed(self.name.get_text())
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.next_scene = "menu"

    def draw(self, surface: pygame.Surface) -> None:
        assert self.manager is not None
        c.felt(surface)
        k = self.k
        c.draw_panel(surface, self.box, c.PANEL, radius=14)
        title = c.text(t("settings", self.lang), int(26 * k), c.GOLD, True)
        surface.blit(title, (self.box.left + int(20 * k), self.box.top + int(16 * k)))
        labels = [label for _, label, *_rest in self.rows()] + [t("player_name", self.lang)]
        for label, y in zip(labels, [*self.row_ys, self.name_y], strict=True):
            img = c.fit_text(label, int(16 * k), int(self.box.width * 0.5) - int(30 * k))
            surface.blit(img, (self.box.left + int(20 * k), y + (self.row_h - img.get_height()) // 2))
        if self.message:
            img = c.text(self.message, int(14 * k), c.TEXT_DIM)
            surface.blit(img, img.get_rect(midbottom=(self.box.centerx, self.box.bottom - int(70 * k))))
        self.manager.draw_ui(surface)
