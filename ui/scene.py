"""The scene contract every screen of the app follows (pygame_gui / pgzero style).

The app loop calls `process_event` for each event, then `update(dt)` with the
seconds since the last frame, then `draw(surface)`. Time only enters through
`dt`, so a test can drive any scene headless. A scene asks to switch by setting
`next_scene` (a scene name or a Scene instance); the app reads and clears it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from ui import gui_tips


class Scene:
    """Base class: every hook is optional, so a scene overrides only what it needs."""

    next_scene: str | Scene | None = None

    def process_event(self, event: pygame.event.Event) -> None:
        """React to one pygame event."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the whole scene onto `surface`."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; lay out again."""


class GuiScene(Scene):
    """A scene whose widgets live in a pygame_gui manager: `_rebuild(size)` lays it all out, again whenever
    the window's size changes, and `update` ticks the widgets (a subclass adds its own timers after)."""

    manager: pygame_gui.UIManager | None = None
    size: tuple[int, int] = (0, 0)

    def _rebuild(self, size: tuple[int, int]) -> None:
        raise NotImplementedError

    def resize(self, size: tuple[int, int]) -> None:
        if size != self.size or self.manager is None:  # the scene stack resizes on every switch: only real changes
            self._rebuild(size)

    def update(self, dt: float) -> None:
        assert self.manager is not None
        # a text too long for its widget: shortened, the whole in a tooltip; before the manager's update,
        # which redraws the widgets whose text changed
        gui_tips.fit_new(self.manager)
        self.manager.update(dt)


#: `next_scene` value that returns to the scene underneath (e.g. the rule book opened from the table)
BACK = "back"
#: `next_scene` value that opens, over the table, the replay of the deal just finished (ui/table/deal_replay.py)
REPLAY_DEAL = "replay_deal"
#: `next_scene` value that opens, over the table, the review of the deal just finished (ui/table/deal_replay.py)
REVIEW_DEAL = "review_deal"
#: `next_scene` value that opens, over a replay, the review of the deal at its cursor (ui/scenes/review_open.py)
REVIEW_REPLAY = "review_replay"


class SceneManager:
    """A stack of scenes: a name replaces the stack, an instance goes on top, BACK pops.

    Names are built by `factories` (name -> callable returning a Scene), so the rule book
    opened from the table (pushed as an instance) returns to the same table, while going
    to "menu" starts clean. A name in `overlays` goes on top instead, built from the scene that
    asked for it: a scene that cannot import the one it opens (the table and the replay of its
    deal, which holds a table) names it, and the app, which imports both, builds it.
    """

    def __init__(self, factories: dict[str, Callable[[], Scene]], size: tuple[int, int],
                 overlays: dict[str, Callable[[Scene], Scene]] | None = None) -> None:
        self.factories = factories
        self.overlays = overlays or {}
        self.size = size
        self.stack: list[Scene] = []
        self.quit = False

    @property
    def current(self) -> Scene:
        return self.stack[-1]

    def go(self, target: str | Scene) -> None:
        if target == "quit":
            self.quit = True
            return
        if target == BACK:
            if len(self.stack) > 1:
                self.stack.pop()
                self.current.resize(self.size)
            return
        if isinstance(target, str) and target in self.overlays:
            target = self.overlays[target](self.current)
        if isinstance(target, Scene):
            self.stack.append(target)
            target.resize(self.size)
            return
        factory = self.factories.get(target)
        if factory is None:
            raise KeyError(f"no scene named {target!r}")
        for scene in self.stack:
            close = getattr(scene, "close", None)
            if close is not None:
                close()
        self.stack = [factory()]
        self.current.resize(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        if self.stack:
            self.current.resize(size)

    def process_event(self, event: pygame.event.Event) -> None:
        self.current.process_event(event)
        self._follow()

    def update(self, dt: float) -> None:
        self.current.update(dt)
        self._follow()

    def draw(self, surface: pygame.Surface) -> None:
        self.current.draw(surface)

    def _follow(self) -> None:
        scene = self.current
        target = scene.next_scene
        if target is not None:
            scene.next_scene = None
            self.go(target)
