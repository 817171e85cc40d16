"""Cribbage at the table: the table's hooks (PANEL, DROP, STEADY, SCORES, CALLOUT, CONTROL).

The panel holds the board (ui/games/cribbage/board.py: a classic 121-hole board, two leapfrogging pegs
per track) under a caption per track; the control (ui/games/cribbage/control.py) moves the pegs on the
table's clock and shows the play's count, the discard's prompt and the show counted aloud
(ui/games/cribbage/show.py). The callouts say each peg the way players do ("fifteen for 2").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pygame

from games.actions import Action
from games.cribbage.deal_rules import credited
from games.cribbage.facts import public_facts
from games.cribbage.rules import GAME
from games.cribbage.words import callout_phrase
from games.events import Event
from games.state import Observation
from ui.games.cribbage.board import board_rect, deal_pegs, draw_board, draw_captions, lurch_lines, side_labels, tracks
from ui.games.cribbage.hand import ORDER
from ui.table.manifest import TableHooks


def draw_cribbage_panel(surface: pygame.Surface, rect: pygame.Rect, obs: Observation, lang: str,
                        names: Sequence[str], own: int | None = None) -> None:
    """The table's panel: a caption per track with its score, and the board below."""
    pub = public_facts(obs)
    totals = list(pub.get("totals") or [])
    if not totals:
        return
    target = int(pub.get("target", 121))
    pegs = deal_pegs(obs)
    draw_captions(surface, rect, side_labels(len(totals), names), [peg.front for peg in pegs])
    draw_board(surface, board_rect(rect, len(pegs)), pegs, target, lurch_lines(target))


def drop_zones(obs: Observation, action: Action) -> Sequence[str] | None:
    """A discard goes to the crib; a card played lies in the player's row, the count in the middle."""
    if action.kind == "discard":
        return ["crib"]
    if action.kind == "play":
        return ["centre", f"played:{obs.seat}"]
    return None


def discarding(obs: Observation) -> bool:
    """The discards to the crib are chosen one card at a time: the hand keeps still between them."""
    return public_facts(obs).get("phase") == "discard"


def pegged(obs: Observation) -> list[float] | None:
    """Each seat's pegs as the board's caption counts them: partners' together when four play."""
    totals = list(public_facts(obs).get("totals") or [])
    if not totals:
        return None
    per_track = tracks(totals)
    return [per_track[seat % len(per_track)] for seat in range(len(totals))]


def peg_callout(events: Sequence[Event], seat: int, delta: float, lang: str) -> str | None:
    """What the seat pegged with the move, said as players say it: "fifteen for 2", "a pair for 2", "a run of
    three for 3", "thirty-one for 2", "last card for 1" (games/cribbage/words.py `callout_phrase`)."""
    claimed = next((int(e.value or 0) for e in events if e.kind == "claim" and e.seat == seat), None)
    said = [what for event in events if event.seat == seat
            and (what := callout_phrase(_as_scored(event, claimed), lang, GAME))]
    return ", ".join(dict.fromkeys(said)) if said else None


def _as_scored(event: Event, claimed: int | None) -> Event:
    """A show counted under muggins says what the announcement scored, not what the hand held: "hand for 10"
    floated from a seat credited 8."""
    if claimed is None or event.kind not in ("show", "show_crib"):
        return event
    return replace(event, value=credited(int(event.value or 0), claimed))


from ui.games.cribbage.control import CribbageTable  # noqa: E402  # the control reads the board's helpers above

#: what the table reads of this game (ui/table/manifest.py)
TABLE_HOOKS = TableHooks(
    panel=draw_cribbage_panel,
    panel_share=0.5,  # the board wants half the panel's height
    control=CribbageTable,
    drop=drop_zones,
    steady=discarding,
    arrange=ORDER,  # by rank, or by suit (S at the table)
    scores=pegged,
    callout=peg_callout,
)
