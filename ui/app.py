"""The app: a resizable window, the scene stack and the frame loop.

`run()` is what `python main.py` calls when a display exists. The loop is the
pygame_gui one: events -> update(dt) -> draw; `App` holds everything but the window,
so tests and `main.py shot` drive the same scenes headless.
"""

from __future__ import annotations

import contextlib
import inspect
import os
import signal
import time
from collections.abc import Callable
from typing import cast

import pygame

from ai import parallel
from ui import tooltip, tooltip_box
from ui.i18n import t
from ui.scene import REPLAY_DEAL, REVIEW_DEAL, REVIEW_REPLAY, Scene, SceneManager
from ui.scenes import common as c


class _Unavailable(Scene):
    """Stands in for a scene whose module has not landed yet (Esc or a click returns)."""

    def __init__(self, settings: c.Settings, title: str) -> None:
        self.settings = settings
        self.title = title

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.next_scene = "menu"

    def draw(self, surface: pygame.Surface) -> None:
        c.felt(surface)
        img = c.text(self.title, 28, c.GOLD, True)
        surface.blit(img, img.get_rect(center=surface.get_rect().center))


def _build(cls: Callable[..., Scene], **kwargs: object) -> Scene:
    """Construct a scene passing only the keyword arguments its constructor takes."""
    params = inspect.signature(cls).parameters
    if any(p.kind is p.VAR_KEYWORD for p in params.values()):
        return cls(**kwargs)
    return cls(**{k: v for k, v in kwargs.items() if k in params})


class App:
    def __init__(self, settings: c.Settings | None = None, size: tuple[int, int] | None = None) -> None:
        self.settings = settings or c.Settings.load()
        self.size = size or (self.settings.width, self.settings.height)
        self.scenes = SceneManager({
            "menu": self.menu_scene, "rules": self.rules_scene, "settings": self.settings_scene,
            "decks": self.decks_scene, "saves": self.saves_scene, "stats": self.stats_scene,
        }, self.size, overlays={REPLAY_DEAL: self.deal_replay_scene, REVIEW_DEAL: self.deal_review_scene,
                                         REVIEW_REPLAY: self.replay_review_scene})
        self.scenes.go("menu")

    # -- scenes -----------------------------------------------------------------------------------------------
    def menu_scene(self) -> Scene:
        from ui.scenes.menu import MenuScene

        return MenuScene(self.settings, self.scenes.size)

    def rules_scene(self) -> Scene:
        from ui.scenes.rules import RulesScene

        return RulesScene(self.settings, size=self.scenes.size)

    def settings_scene(self) -> Scene:
        from ui.scenes.settings import SettingsScene

        return SettingsScene(self.settings, self.scenes.size)

    def saves_scene(self) -> Scene:
        from ui.scenes.saves import SavesScene

        return SavesScene(self.settings, self.scenes.size)

    def stats_scene(self) -> Scene:
        from ui.scenes.stats import StatsScene

        return StatsScene(self.settings, self.scenes.size)

    def deal_replay_scene(self, table: Scene) -> Scene:
        from ui.table.deal_replay import deal_replay
        from ui.table.view import TableView

        assert isinstance(table, TableView), "the replay of a deal is opened from a table"
        return deal_replay(table)

    def deal_review_scene(self, table: Scene) -> Scene:
        from ui.table.deal_replay import deal_review
        from ui.table.view import TableView

        assert isinstance(table, TableView), "the review of a deal is opened from a table"
        return deal_review(table)

    def replay_review_scene(self, replay: Scene) -> Scene:
        from ui.scenes.replay import ReplayScene
        from ui.scenes.review_open import replay_review

        assert isinstance(replay, ReplayScene), "the review of a replayed deal is opened from its replay"
        return replay_review(replay)

    def decks_scene(self) -> Scene:
        try:
            from ui.scenes.decks import DecksScene
        except ImportError:
            return _Unavailable(self.settings, t("decks", self.settings.lang))
        return _build(DecksScene, settings=self.settings, size=self.scenes.size, lang=self.settings.lang)

    # -- the loop ---------------------------------------------------------------------------------------------
    @property
    def quit(self) -> bool:
        return self.scenes.quit

    def handle(self, event: pygame.event.Event) -> None:
        from ui.scenes.confirm import ConfirmQuit

        if event.type == pygame.QUIT:
            current = self.scenes.current
            if isinstance(current, ConfirmQuit):  # closed again while asking: that is an answer
                self.scenes.quit = True
            else:  # the window's close button asks first, like Esc in the menu
                in_game = getattr(current, "saver", None) is not None  # a table that autosaves its game
                self.scenes.go(ConfirmQuit(current, self.settings.lang, in_game, self.scenes.size))
        elif event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.settings.fullscreen = not self.settings.fullscreen  # run() switches the window over
            self.settings.save()
        else:
            self.scenes.process_event(event)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out for `size`, never below the smallest window the table is drawn for (MIN_SIZE): the
        window itself refuses to go smaller (run()), and a size asked for below it is taken as the minimum."""
        size = (max(c.MIN_SIZE[0], size[0]), max(c.MIN_SIZE[1], size[1]))
        self.size = size
        self.scenes.resize(size)

    def close(self) -> None:
        """Keep the settings (the window's size among them) and let each scene release what it holds."""
        if not self.settings.fullscreen:  # the windowed size is what a restart comes back to
            # never saved beyond what Settings.load accepts, or a window dragged past 8K would be refused next start
            self.settings.width = min(c.MAX_SIZE[0], self.size[0])
            self.settings.height = min(c.MAX_SIZE[1], self.size[1])
        menu = next((s for s in self.scenes.stack if hasattr(s, "remember")), None)
        if menu is not None and getattr(menu, "games", None):
            menu.remember(save=False)  # the setup being edited when the window closed
        self.settings.save()
        for scene in self.scenes.stack:
            close = getattr(scene, "close", None)
            if close is not None:
                close()

    def step(self, dt: float) -> None:
        self.scenes.update(dt)
        tooltip.update(dt, pygame.mouse.get_pos())

    def draw(self, surface: pygame.Surface) -> None:
        self.scenes.draw(surface)
        tooltip_box.draw(surface, pygame.mouse.get_pos())  # a shortened text's whole, over everything

    def frame(self, surface: pygame.Surface, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
            if self.quit:
                return
        self.step(dt)
        self.draw(surface)


def _quit_on_signals(app: App) -> None:
    """SIGTERM (a shutdown, `kill`) and Ctrl+C in the launching terminal end the app at once, as they end any
    program: SDL would turn them into the window's close event, which asks first and so never ends. Every move
    is already saved, and run() still closes the app (settings kept) on its way out."""

    def stop(signum: int, frame: object) -> None:
        app.scenes.quit = True

    for name in ("SIGTERM", "SIGINT"):
        number = getattr(signal, name, None)
        if number is not None:
            with contextlib.suppress(ValueError, OSError):  # not the main thread, or a platform without it
                signal.signal(number, stop)


def run(max_frames: int | None = None) -> int:
    """Open the window and play until Quit. `max_frames` stops early (start-up benchmark)."""
    started = time.perf_counter()
    # Display and fonts only: the mixer opens when the first sound plays (ui/sound.py), so a machine
    # without audio, or a player with sound off, never sees the audio library's complaints.
    pygame.display.init()
    pygame.font.init()
    pygame.key.set_repeat(350, 40)
    settings = c.Settings.load()
    saved = parallel.snapshot()
    parallel.set_workers(settings.threads)  # the search's worker processes start when a table opens with bots
    parallel.set_offload(True)  # the bots search in those processes, none in this one: its core draws the table
    size = (max(c.MIN_SIZE[0], settings.width), max(c.MIN_SIZE[1], settings.height))
    pygame.display.set_caption("Karty")
    screen = window_mode(size, settings.fullscreen)
    full = settings.fullscreen
    app = App(settings, screen.get_size())
    _quit_on_signals(app)
    clock = pygame.time.Clock()
    frames = 0
    while not app.quit:
        dt = clock.tick(60) / 1000.0
        for event in pygame.event.get():
            if event.type == pygame.VIDEORESIZE:
                screen = cast(pygame.Surface, pygame.display.get_surface())  # not None: set_mode opened the window
            app.handle(event)
        if app.quit:
            break
        if settings.fullscreen != full:  # F11 or the Settings screen
            full = settings.fullscreen
            if full:  # the windowed size, which F11 comes back to and the next start opens at
                size = app.size
                settings.width, settings.height = min(c.MAX_SIZE[0], size[0]), min(c.MAX_SIZE[1], size[1])
            screen = window_mode(size, full)
        if screen.get_size() != app.size:
            screen = cast(pygame.Surface, pygame.display.get_surface())  # as above
            w, h = screen.get_size()
            if not full and (w < c.MIN_SIZE[0] or h < c.MIN_SIZE[1]):  # no window manager kept the minimum
                screen = window_mode((max(c.MIN_SIZE[0], w), max(c.MIN_SIZE[1], h)), False)
            app.resize(screen.get_size())
        app.step(min(dt, 0.1))
        app.draw(screen)
        pygame.display.flip()
        frames += 1
        if frames == 1 and os.environ.get("KARTY_STARTUP_REPORT"):
            print(f"first frame after {time.perf_counter() - started:.3f} s", flush=True)
        if max_frames is not None and frames >= max_frames:
            break
    app.close()
    parallel.set_offload(False)
    parallel.restore(saved)
    parallel.shutdown()  # the search's worker processes end with the window
    pygame.quit()
    return 0


def window_mode(size: tuple[int, int], full: bool) -> pygame.Surface:
    """The window at `size`, or the whole screen; resizable, and never smaller than MIN_SIZE (the table is
    not drawn for less: cards would drop below a readable size)."""
    if full:
        screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    else:
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    # the window manager enforces it; an older pygame or a driver without windows: App.resize clamps
    with contextlib.suppress(AttributeError, pygame.error):
        pygame.Window.from_display_module().minimum_size = c.MIN_SIZE
    return screen
