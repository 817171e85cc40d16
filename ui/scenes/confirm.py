"""The small dialog that asks before Karty closes: Esc or Quit in the menu, or the window's close button.

It goes on top of the scene stack over the screen that asked (drawn dimmed underneath, and frozen: its
timers and bots wait); Enter or "Quit" closes the app, Esc or "Stay" returns to that screen unchanged.
A game in progress is autosaved at every move, so the dialog only says so.
"""

from __future__ import annotations

import pygame
import pygame_gui

from ui.i18n import t
from ui.scene import BACK, GuiScene, Scene
from ui.scenes import common as c


class ConfirmQuit(GuiScene):
    def __init__(self, under: Scene, lang: str, in_game: bool = False, size: tuple[int, int] = c.DESIGN_SIZE) -> None:
        self.under = under
        self.lang = lang
        self.in_game = in_game  # a game is being played: say that it is saved
        self.quit_button: pygame_gui.elements.UIButton | None = None
        self.stay_button: pygame_gui.elements.UIButton | None = None
        self._rebuild(size)

    def _rebuild(self, size: tuple[int, int]) -> None:
        self.size = size
        self.manager = c.make_manager(size)
        k = self.k = c.scale(size)
        # at least 140 px: in a small window the fonts stop shrinking (MIN_FONT) before the box does
        self.box = pygame.Rect(0, 0, int(min(size[0] - 40, 460 * k)), max(140, int(180 * k)))
        self.box.center = (size[0] // 2, size[1] // 2)
        bw, bh, gap = int(180 * k), int(42 * k), int(16 * k)
        top = self.box.bottom - bh - int(18 * k)
        self.quit_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.centerx - bw - gap // 2, top, bw, bh), t("quit", self.lang) + " (Enter)",
            self.manager, object_id="@action")
        self.stay_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.centerx + gap // 2, top, bw, bh), t("stay", self.lang) + " (Esc)", self.manager)
        self.under.resize(size)

    def process_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.quit_button:
                self.next_scene = "quit"
            elif event.ui_element is self.stay_button:
                self.next_scene = BACK
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
                self.next_scene = "quit"
            elif event.key in (pygame.K_ESCAPE, pygame.K_n):
                self.next_scene = BACK

    def draw(self, surface: pygame.Surface) -> None:
        assert self.manager is not None
        self.under.draw(surface)
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        k = self.k
        c.draw_panel(surface, self.box, c.PANEL, radius=14, alpha=250)
        pad = int(20 * k)
        title = c.fit_text(t("quit_ask", self.lang), int(24 * k), self.box.width - 2 * pad, c.GOLD, True)
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.top + int(18 * k))))
        note = t("quit_saved" if self.in_game else "quit_note", self.lang)
        y = self.box.top + int(62 * k)
        for line in c.wrap(note, int(15 * k), self.box.width - 2 * pad)[:2]:
            img = c.text(line, int(15 * k), c.TEXT)
            surface.blit(img, img.get_rect(midtop=(self.box.centerx, y)))
            y += img.get_height()
        self.manager.draw_ui(surface)
