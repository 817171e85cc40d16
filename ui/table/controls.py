"""What a game-specific control at the table is: the hooks the table asks, and helpers they share.

The table is generic: it offers every legal action as a card click or a button. A game played better
with its own control (the Ospalec lay-down race, Souboje auto-play, Kvarteto's two-step ask) defines a
`Control` subclass in its table module (`ui/games/<id>.py`, named as `CONTROL`); the table asks it at
these hooks (all optional, all no-ops in the base class):

- `menu(scene, actions)`: the buttons to show instead of the legal actions. It may return
  *pseudo-actions* (kind "ui") that only this control understands;
- `intercept(scene, action)`: a pressed button or digit key carrying a pseudo-action; True if handled;
- `handle(scene, event)`: a pygame event before the table's own handling; True if consumed;
- `update(scene, dt)`: every frame, with the table's clock (dt) - timers run on it, never on the wall clock;
- `draw(scene, surface)`: an overlay over the table, every frame;
- `drop(scene, place, pos)`: a card lifted from `place` let go at `pos` (ui/table/drag.py); True if the
  control made its move, else the table's own drop follows;
- `name(scene, action)`: the action as the hint says it (by default as `menu` names it);
- `prompt(scene)`: what the line over the table tells the player to do now, where the control leads the move;
- `seat_numbers(scene)`: each seat's number as the control's own parts show it now (a show counted on the clock).

A control decides no rule: whatever it does ends in `scene.act(legal action)`.

The scene a hook is handed is a `TableHost` (what the table scene declares) or, for a game's own control, the
type it names as `Control[TableScene]`: the table imports its controls, so this module names the scene by a
Protocol instead of importing it back.
"""

from __future__ import annotations

from typing import Any, Generic, Protocol, TypeVar

import pygame

from cards.model import Card
from games.actions import Action
from games.game import Game
from games.match import Match
from games.state import Observation
from ui.scenes import common as c
from ui.table.anim import Animator
from ui.table.layout import Layout
from ui.table.phase import TablePhase
from ui.table.session import TableSession

UI = "ui"  # the kind of the pseudo-actions a control puts on buttons


def tr(lang: str, cs: str, en: str) -> str:
    return cs if lang == "cs" else en


def ui_action(arg: str, cs: str, en: str) -> Action:
    return Action(UI, arg=arg, label_cs=cs, label_en=en)


class TableHost(Protocol):
    """What the helpers here, the card under the mouse (ui/table/drag.py) and a control may use of the table scene
    they are handed: ui/table/view.py's `TableView` declares it, ui/scenes/table.py's `TableScene` fills it in."""

    game: Game
    settings: c.Settings
    lang: str
    names: list[str]
    viewer: int
    session: TableSession
    animate: bool
    anim: Animator
    control: AnyControl | None
    phase: TablePhase
    obs: Observation
    layout: Layout | None
    targets: dict[tuple[str, int], Action]
    choices: dict[tuple[str, int], list[Action]]
    focus: int
    selected: tuple[str, int] | None
    k: float
    area: pygame.Rect
    masked: bool  # hot seat: the table shows only what every seat may see, until the next human lifts the cover

    @property
    def match(self) -> Match: ...
    def act(self, action: Action) -> bool: ...
    def choose(self, place: tuple[str, int]) -> None: ...
    def _image(self, card: Card | None, size: tuple[int, int]) -> pygame.Surface: ...
    def _build_action_buttons(self) -> None: ...


#: the scene a control's hooks are handed: a game's control names the table scene it reads
S = TypeVar("S", bound=TableHost)


def human_to_move(scene: TableHost) -> bool:
    """The viewer is to move now, in play (not in a summary, a curtain or an animation's end)."""
    mover = scene.match.current_player
    return scene.phase == TablePhase.PLAY and not scene.match.is_over and mover is not None and mover == scene.viewer \
        and scene.session.is_human(mover) and not scene.masked


def hint_line(scene: TableHost, surface: pygame.Surface, line: str) -> None:
    """A control's one-line prompt, just above the viewer's own hand (the top of the felt holds other hands)."""
    k = scene.k
    img = c.fit_text(line, int(15 * k), scene.area.width - 40, c.GOLD, True)
    own = scene.layout.zones.get(f"hand:{scene.viewer}") if scene.layout is not None else None
    bottom = own.rect.top - int(14 * k) if own is not None else scene.area.bottom - int(60 * k)
    rect = img.get_rect(midbottom=(scene.area.centerx, bottom))
    c.draw_panel(surface, rect.inflate(20, 6), c.PANEL, radius=10, alpha=255)
    surface.blit(img, rect)


class Control(Generic[S]):
    def menu(self, scene: S, actions: list[Action]) -> list[Action]:
        return actions

    def intercept(self, scene: S, action: Action) -> bool:
        return False

    def handle(self, scene: S, event: pygame.event.Event) -> bool:
        return False

    def update(self, scene: S, dt: float) -> None:
        return None

    def draw(self, scene: S, surface: pygame.Surface) -> None:
        return None

    def seat_numbers(self, scene: S) -> list[float] | None:
        """Each seat's number as the control's own parts show it now, where that runs on the table's clock (a
        show counted hand by hand); None: the plates say what the panel says."""
        return None

    def drop(self, scene: S, place: tuple[str, int], pos: tuple[int, int]) -> bool:
        return False

    def prompt(self, scene: S) -> str | None:
        """What the line over the table says the player may do now, after "Your turn – ", where the control leads
        the move (Kvarteto: whom to ask, then for which card); None: the table's own ("click a highlighted card")."""
        return None

    def keeps(self, scene: S) -> list[pygame.Rect]:
        """What the control draws on the felt that a box over the table (the last trick's review) must leave in
        sight (Bridž's contract badge); the table's own cards, plates and buttons it keeps itself."""
        return []

    def name(self, scene: S, action: Action) -> Action:
        """`action` as the player reads it where it is said rather than pressed (the hint): as the menu names it
        ("Take Charles's pile"); a control whose menu shows other buttons names it itself."""
        return next((a for a in self.menu(scene, [action]) if a == action), action)


#: a game's control as the table holds it: each names the table scene (`Control[TableScene]`), which this layer
#: cannot import back, so the scene parameter stays open here; the table hands every hook its TableScene.
# Any: Control[TableScene] for the scene this layer cannot name (and a Control[TableHost] would not take one)
AnyControl = Control[Any]
