"""The table's per-game hooks: which card an action points at, a game's own score panel and control.

The table is generic: a legal action that carries a card is played by clicking that card wherever
the seat sees it; every other action is a labelled button. A game's table module (`ui/games/<id>.py`,
named by its entry in games/registry.py) may define any of:

- `TARGET(observation, action)`: where an action is clicked when that is less obvious (Černý Petr's
  "draw the k-th card of the neighbour's fan"); None falls back to the card itself;
- `PANEL(surface, rect, observation, lang, names)`: its own score display (the cribbage board, the
  bridge score cross, the pot of the chip games); a `share` attribute on it asks for that part of the
  panel's height (0.22 by default);
- `CONTROL`: a `ui.table.controls.Control` class, made fresh for each table;
- `DROP(observation, action)`: the zones a dragged card may be dropped on to make `action`
  ("centre" for the middle of the table); None falls back to ui/table/drag.py's default;
- `STEADY(observation)`: True while the viewer makes a choice of several cards one at a time
  (Kolovrat's sum, Cribbage's discards): the cards then keep their places between picks; by default,
  while a "done" is among the legal actions;
- `HAND(observation, zone, side, anchor, area, card_size)`: another seat's hand laid out the game's own way
  (Bridž's dummy in suit columns), a `ui.table.layout.ZoneBox`, or None for the usual fan;
- `ARRANGE(observation)`: the observation with the viewer's own hand in the order the game shows it
  (Cribbage sorts it by rank); the engine's order otherwise;
- `SCORES(observation)` and `CALLOUT(events, seat, delta, lang)`: each seat's number as the panel shows
  it, and the callout's words when it changes (read by ui/table/scores.py);
- `SUMMARY(deal, lang, names, viewer, k)`: the game's own part of the end-of-deal summary (Bridž's result, par and
  makeable table), an object with `height(width)`, `draw(surface, rect)` and a `version` that changes when
  it has something new to show, drawn under the summary's rows; a game with one also offers the deal's
  replay from the summary;
- `SAY(events, lang, names)`: a line for the line above the hand after a move (Bridž's claims), or None;
- `OUT(observation)`: the seats that sit this deal out (Cvik's 'pas': the cards laid down), whose plates
  say so rather than stand bare where a hand was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from games.actions import Action
from games.registry import layer_module
from games.state import Observation
from ui.table.controls import Control
from ui.table.layout import HandFn


@dataclass(frozen=True)
class Target:
    """A card place on the table: zone name and index into the zone as the seat sees it."""

    zone: str
    index: int


TargetFn = Callable[[Observation, Action], Target | None]
DropFn = Callable[[Observation, Action], Sequence[str] | None]
SteadyFn = Callable[[Observation], bool]
#: panel(surface, rect, observation, lang, seat names) draws a game's own score display into rect
PanelFn = Callable[[pygame.Surface, pygame.Rect, Observation, str, Sequence[str]], None]

class SummaryPart(Protocol):
    #: changes when what the part shows changes by itself (Bridž's par, solved on a thread)
    version: int

    def height(self, width: int) -> int: ...

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None: ...


def _own(game_id: str, hook: str) -> Any:
    """The game's own table piece named `hook` (PANEL, TARGET, CONTROL) in its table module, or None."""
    module = layer_module(game_id, "ui")
    return getattr(module, hook, None) if module is not None else None


def panel_for(game_id: str) -> PanelFn | None:
    panel: PanelFn | None = _own(game_id, "PANEL")
    return panel


def control_for(game_id: str) -> Control | None:
    """A fresh control for one table (it keeps per-table state: the race clock, auto-play, the chosen player)."""
    factory: Callable[[], Control] | None = _own(game_id, "CONTROL")
    return factory() if factory is not None else None


def action_target(game_id: str, obs: Observation, action: Action) -> Target | None:
    """Where on the table `action` is made by a click, or None for a button."""
    func: TargetFn | None = _own(game_id, "TARGET")
    if func is not None:
        target = func(obs, action)
        if target is not None:
            return target
    if action.card is None:
        return None
    own = f"hand:{obs.seat}"
    best: Target | None = None
    for zone in obs.zones:
        for i, card in enumerate(zone.cards):
            if card == action.card:
                if zone.name == own:
                    return Target(zone.name, i)
                best = best or Target(zone.name, i)
    return best


def hand_for(game_id: str, obs: Observation) -> HandFn | None:
    """The game's own layout of other seats' hands for this observation (ui/table/layout.py HandFn), or None."""
    func: Callable[..., Any] | None = _own(game_id, "HAND")
    if func is None:
        return None
    return lambda zone, side, anchor, area, card_size: func(obs, zone, side, anchor, area, card_size)


def drop_zones(game_id: str, obs: Observation, action: Action) -> Sequence[str] | None:
    """The zones where a dragged card makes `action`, where the game names them (else None)."""
    func: DropFn | None = _own(game_id, "DROP")
    return func(obs, action) if func is not None else None


def arranged(game_id: str, obs: Observation) -> Observation:
    """`obs` with the viewer's hand in the game's display order (its ARRANGE hook), else as the engine keeps it."""
    func: Callable[[Observation], Observation] | None = _own(game_id, "ARRANGE")
    return func(obs) if func is not None else obs


def steady(game_id: str, obs: Observation) -> bool:
    """Whether the viewer is in the middle of a choice of several cards, so nothing should move: where the
    game says so, else while a "done" is on offer (a choice of several cards is single-card actions and a
    "done": Komando's discards)."""
    func: SteadyFn | None = _own(game_id, "STEADY")
    if func is not None:
        return bool(func(obs))
    return any(action.kind == "done" for action in obs.legal_actions)


def summary_part(game_id: str, deal: Any, lang: str, names: Sequence[str], viewer: int,
                 k: float) -> SummaryPart | None:
    """The game's own part of the summary of `deal` as `viewer` sees it (None where the game has none)."""
    factory: Callable[[Any, str, Sequence[str], int, float], SummaryPart] | None = _own(game_id, "SUMMARY")
    return factory(deal, lang, names, viewer, k) if factory is not None else None


def has_summary_part(game_id: str) -> bool:
    return _own(game_id, "SUMMARY") is not None


def table_line(game_id: str, events: Sequence[Any], lang: str, names: Sequence[str]) -> str | None:
    """What the game says in the line above the hand after a move's `events` (None: nothing)."""
    func: Callable[[Sequence[Any], str, Sequence[str]], str | None] | None = _own(game_id, "SAY")
    return func(events, lang, names) if func is not None else None


def sitting_out(game_id: str, obs: Observation) -> Sequence[int]:
    """The seats out of this deal, where the game says (its OUT hook), else none."""
    func: Callable[[Observation], Sequence[int]] | None = _own(game_id, "OUT")
    return func(obs) if func is not None else ()
