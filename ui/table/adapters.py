"""The table's per-game hooks, read from the game's typed `TABLE_HOOKS` (ui/table/manifest.py, whose
`TableHooks` says what each hook does), with the generic table's way where a game has none.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.actions import Action
from games.events import Event
from games.state import Observation, State
from ui.table.controls import AnyControl
from ui.table.layout import HandFn
from ui.table.manifest import PanelFn, SummaryPart, Target, table_hooks


def panel_for(game_id: str) -> PanelFn | None:
    return table_hooks(game_id).panel


def panel_share(game_id: str) -> float:
    """The part of the side panel's height the game's own panel takes."""
    return table_hooks(game_id).panel_share


def control_for(game_id: str) -> AnyControl | None:
    """A fresh control for one table (it keeps per-table state: the race clock, auto-play, the chosen player)."""
    factory = table_hooks(game_id).control
    return factory() if factory is not None else None


def action_target(game_id: str, obs: Observation, action: Action) -> Target | None:
    """Where on the table `action` is made by a click, or None for a button."""
    func = table_hooks(game_id).target
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
    func = table_hooks(game_id).hand
    if func is None:
        return None
    return lambda zone, side, anchor, area, card_size: func(obs, zone, side, anchor, area, card_size)


def drop_zones(game_id: str, obs: Observation, action: Action) -> Sequence[str] | None:
    """The zones where a dragged card makes `action`, where the game names them (else None)."""
    func = table_hooks(game_id).drop
    return func(obs, action) if func is not None else None


def arranged(game_id: str, obs: Observation) -> Observation:
    """`obs` with the viewer's hand in the game's display order (its ARRANGE hook), else as the engine keeps it."""
    func = table_hooks(game_id).arrange
    return func(obs) if func is not None else obs


def steady(game_id: str, obs: Observation) -> bool:
    """Whether the viewer is in the middle of a choice of several cards, so nothing should move: where the
    game says so, else while a "done" is on offer (a choice of several cards is single-card actions and a
    "done": Komando's discards)."""
    func = table_hooks(game_id).steady
    if func is not None:
        return bool(func(obs))
    return any(action.kind == "done" for action in obs.legal_actions)


def summary_part(game_id: str, deal: State, lang: str, names: Sequence[str], viewer: int,
                 k: float) -> SummaryPart | None:
    """The game's own part of the summary of `deal` as `viewer` sees it (None where the game has none)."""
    factory = table_hooks(game_id).summary
    return factory(deal, lang, names, viewer, k) if factory is not None else None


def has_summary_part(game_id: str) -> bool:
    return table_hooks(game_id).summary is not None


def table_line(game_id: str, events: Sequence[Event], lang: str, names: Sequence[str]) -> str | None:
    """What the game says in the line above the hand after a move's `events` (None: nothing)."""
    func = table_hooks(game_id).say
    return func(events, lang, names) if func is not None else None


def sitting_out(game_id: str, obs: Observation) -> Sequence[int]:
    """The seats out of this deal, where the game says (its OUT hook), else none."""
    func = table_hooks(game_id).out
    return func(obs) if func is not None else ()
