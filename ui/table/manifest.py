"""What a game's table module tells the generic table: one typed `TABLE_HOOKS = TableHooks(...)` per game.

The table is generic: a legal action that carries a card is played by clicking that card wherever the seat
sees it; every other action is a labelled button. A game whose table needs more names the module of its
`TABLE_HOOKS` in its registry entry (games/registry.py `GameEntry.ui`, `ui/games/<id>.py`). Every hook is
optional; a field left None is the generic table's way. The fields are typed, so a misspelt or mistyped hook
is a type error, and the table checks each manifest as it first reads it (`table_hooks`): a module without
`TABLE_HOOKS`, a value of another type, a hook left beside it under its old name (`PANEL`, `TARGET`...) or a
module that does not load for a wrong keyword is refused with the game's id and the hook's name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from functools import cache
from typing import Protocol

import pygame

from games.actions import Action
from games.events import Event
from games.registry import entry, on_change, read_manifest
from games.state import Observation, State
from games.zones import ZoneView
from ui.table.boxes import ZoneBox
from ui.table.controls import AnyControl


@dataclass(frozen=True)
class Target:
    """A card place on the table: zone name and index into the zone as the seat sees it."""

    zone: str
    index: int


class SummaryPart(Protocol):
    """A game's own part of the end-of-deal summary, drawn under its rows."""

    #: changes when what the part shows changes by itself (Bridž's par, solved on a thread)
    version: int

    def height(self, width: int) -> int: ...

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None: ...


#: panel(surface, rect, observation, lang, seat names, own) draws a game's own score display into rect; `own` is the
#: seat whose row is the player's ("ty"), None where no human or more than one sits at the table
PanelFn = Callable[[pygame.Surface, pygame.Rect, Observation, str, Sequence[str], int | None], None]
TargetFn = Callable[[Observation, Action], Target | None]
DropFn = Callable[[Observation, Action], Sequence[str] | None]
SteadyFn = Callable[[Observation], bool]
#: hand(observation, zone, side, anchor, area, card size): another seat's hand laid out the game's own way
HandHook = Callable[[Observation, ZoneView, str, tuple[int, int], pygame.Rect, tuple[int, int]], ZoneBox | None]
ArrangeFn = Callable[[Observation], Observation]
ScoresFn = Callable[[Observation], Sequence[float] | None]
#: callout(events, seat, delta, lang)
CalloutFn = Callable[[Sequence[Event], int, float, str], str | None]
#: summary(deal, lang, seat names, viewer, scale)
SummaryFn = Callable[[State, str, Sequence[str], int, float], SummaryPart]
#: say(events, lang, seat names)
SayFn = Callable[[Sequence[Event], str, Sequence[str]], str | None]
OutFn = Callable[[Observation], Sequence[int]]
#: the names the table once read one by one from a game's module; left beside TABLE_HOOKS they would be ignored
OLD_NAMES = ("PANEL", "CONTROL", "TARGET", "DROP", "STEADY", "HAND", "ARRANGE", "SCORES", "CALLOUT", "SUMMARY",
             "SAY", "OUT")


@dataclass(frozen=True)
class TableHooks:
    """One game's own table pieces; each None falls back on the generic table (ui/table/adapters.py).

    - `panel(surface, rect, observation, lang, names, own)`: its own score display in the side panel (the cribbage
      board, the bridge score cross, the pot of the chip games), in `panel_share` of the panel's height;
    - `control()`: a fresh `ui.table.controls.Control` for one table, for a way of playing that buttons do not
      serve (Souboje's auto-play, Kvarteto's two-step ask, Bridž's bidding box);
    - `target(observation, action)`: where an action is clicked when that is not simply its card (Černý Petr's
      "draw the k-th card of the neighbour's fan"); None from it falls back to the card itself;
    - `drop(observation, action)`: the zones a dragged card is dropped on to make `action` ("centre" for the
      middle of the table); None from it falls back to ui/table/drag.py's default;
    - `steady(observation)`: True while the viewer picks several cards one at a time (Kolovrat's sum,
      Cribbage's discards), so the cards keep their places between the picks; by default, while a "done" is
      among the legal actions;
    - `hand(observation, zone, side, anchor, area, card_size)`: another seat's hand laid out the game's own way
      (Bridž's dummy in suit columns), a `ui.table.boxes.ZoneBox`, or None for the usual fan; where its cards
      lie in another order than the view lists them, `target` says where each is clicked;
    - `arrange(observation)`: the observation with the viewer's own hand in the order the game shows it
      (Cribbage sorts it by rank); the engine's order otherwise;
    - `scores(observation)`: each seat's number as `panel` shows it (the pegs, the chips, a side's points), so
      the seat plates agree with the panel (ui/table/scores.py); without it the plates show the match totals;
    - `callout(events, seat, delta, lang)`: the words of the callout that floats from a seat whose number a
      move changed ("+2 fifteen", "−6 žetonů"); without it, the number alone;
    - `summary(deal, lang, names, viewer, k)`: the game's own part of the end-of-deal summary (Bridž's result,
      par and makeable table), a `SummaryPart`; a game with one also offers the deal's replay from the summary;
    - `say(events, lang, names)`: a line for the line above the hand after a move (Bridž's claims), or None;
    - `out(observation)`: the seats that sit this deal out (Cvik's 'pas': the cards laid down), whose plates
      say so rather than stand bare where a hand was.
    """

    panel: PanelFn | None = None
    panel_share: float = 0.22
    control: Callable[[], AnyControl] | None = None
    target: TargetFn | None = None
    drop: DropFn | None = None
    steady: SteadyFn | None = None
    hand: HandHook | None = None
    arrange: ArrangeFn | None = None
    scores: ScoresFn | None = None
    callout: CalloutFn | None = None
    summary: SummaryFn | None = None
    say: SayFn | None = None
    out: OutFn | None = None


#: a game whose table is the generic one
NO_TABLE = TableHooks()
HOOK_NAMES = tuple(f.name for f in fields(TableHooks))


@cache
def table_hooks(game_id: str) -> TableHooks:
    """The game's `TABLE_HOOKS`, checked; `NO_TABLE` for a game without a table module (or not registered)."""
    try:
        module_name = entry(game_id).ui
    except ValueError:  # a game of the tests that is not in the list
        return NO_TABLE
    if module_name is None:
        return NO_TABLE
    hooks: TableHooks = read_manifest(game_id, module_name, "TABLE_HOOKS", TableHooks, OLD_NAMES,
                                        tuple(name for name in HOOK_NAMES if name != "panel_share"))
    return hooks


on_change(table_hooks.cache_clear)
