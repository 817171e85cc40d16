"""Per-game hooks for the table: which card an action points at, a game's own score panel.

The table is generic: a legal action that carries a card is played by clicking that
card wherever the seat sees it; every other action is a labelled button. A game whose
actions point at cards in a less obvious way (Černý Petr's "draw the k-th card of the
neighbour's fan") registers a target function here; a game that needs its own score
display (the cribbage board, the bridge score cross) registers a panel. Both are
optional, and returning None falls back to the generic behaviour.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from games.actions import Action
from games.state import Observation


@dataclass(frozen=True)
class Target:
    """A card place on the table: zone name and index into the zone as the seat sees it."""

    zone: str
    index: int


TargetFn = Callable[[Observation, Action], Target | None]
#: panel(surface, rect, observation, lang, seat names) draws a game's own score display into rect
PanelFn = Callable[[pygame.Surface, pygame.Rect, Observation, str, Sequence[str]], None]

_TARGETS: dict[str, TargetFn] = {}
_PANELS: dict[str, PanelFn] = {}


def register_target(game_id: str, func: TargetFn) -> None:
    _TARGETS[game_id] = func


def register_panel(game_id: str, func: PanelFn) -> None:
    _PANELS[game_id] = func


def panel_for(game_id: str) -> PanelFn | None:
    return _PANELS.get(game_id)


def action_target(game_id: str, obs: Observation, action: Action) -> Target | None:
    """Where on the table `action` is made by a click, or None for a button."""
    func = _TARGETS.get(game_id)
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


# -- Černý Petr: "draw k" is a click on the k-th face-down card of the neighbour's fan ----------------------------
def _cerny_petr_target(obs: Observation, action: Action) -> Target | None:
    giver = obs.public.get("drawing_from")
    if action.kind != "draw" or action.number is None or giver is None:
        return None
    return Target(f"hand:{giver}", action.number)


register_target("cerny-petr", _cerny_petr_target)


# -- score panels of the games that need one ----------------------------------------------------------------------
def _load_panels() -> None:
    """Panels live beside the table (ui/table/pot_panel.py registers itself on import) or in ui/panels/:
    a module there may call register_panel itself or list `PANELS = {game_id: function}`."""
    import importlib
    import pkgutil

    importlib.import_module("ui.table.pot_panel")
    try:
        package = importlib.import_module("ui.panels")
    except ImportError:
        return
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"ui.panels.{info.name}")
        for game_id, func in getattr(module, "PANELS", {}).items():
            register_panel(game_id, func)
    board = getattr(importlib.import_module("ui.panels.cribbage_board"), "draw_cribbage_panel", None) \
        if importlib.util.find_spec("ui.panels.cribbage_board") else None
    if board is not None and "cribbage" not in _PANELS:
        register_panel("cribbage", board)


_load_panels()
