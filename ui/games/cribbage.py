"""Cribbage at the table: the board, one track of holes per side, two pegs each (the last score and the one
before).

Real boards are kept by leapfrogging two pegs, so the back peg shows the previous score and
the gap between the pegs is what was just pegged; we draw the same. The track runs twice
round for 121 (two rows of 60 holes in groups of five, then the game hole) and once for 61.

`draw_board` is the pure drawing; `draw_cribbage_panel` adapts it to the table's panel hook
(named as PANEL below, which the table looks up through games/registry.py).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from games.actions import Action
from games.cribbage.rules import GAME
from games.cribbage.words import callout_words
from games.events import Event
from games.state import Observation
from ui.scenes import common as c
from ui.table.scores import signed

WOOD = (150, 98, 52)
WOOD_DARK = (112, 70, 36)
HOLE = (58, 36, 20)
PEGS = [(220, 40, 40), (40, 110, 230), (40, 170, 80), (240, 200, 60)]
GROUP = 5
ROW = 60


def _sides(values: Sequence[float]) -> list[float]:
    """Partners' pegs together when four play (seats 0+2 and 1+3)."""
    if len(values) == 4:
        return [values[0] + values[2], values[1] + values[3]]
    return list(values)


def hole_centre(rect: pygame.Rect, lane: int, lanes: int, point: int, target: int) -> tuple[int, int]:
    """Where hole number `point` (1..target) of lane `lane` sits; 0 is the start, off the track."""
    rows = max(1, (target - 1) // ROW)
    lane_h = rect.height / lanes
    row_h = lane_h / (rows + 0.6)
    left = rect.left + rect.width * 0.06
    usable = rect.width * 0.88
    step = usable / (ROW + (ROW // GROUP - 1) * 0.6)
    if point <= 0:
        return int(rect.left + rect.width * 0.03), int(rect.top + lane * lane_h + row_h * 0.8)
    if point >= target:
        return int(rect.right - rect.width * 0.03), int(rect.top + lane * lane_h + row_h * (rows / 2 + 0.3))
    index = point - 1
    row, col = divmod(index, ROW)
    if row % 2 == 1:
        col = ROW - 1 - col  # the second lap comes back along the lower row
    x = left + col * step + (col // GROUP) * step * 0.6
    y = rect.top + lane * lane_h + row_h * (row + 0.8)
    return int(x), int(y)


def draw_board(surface: pygame.Surface, rect: pygame.Rect, totals: Sequence[float],
               previous_totals: Sequence[float], target: int) -> None:
    """The board with each side's front peg at its total and back peg at its previous total."""
    fronts, backs = _sides(totals), _sides(previous_totals)
    lanes = len(fronts)
    pygame.draw.rect(surface, WOOD, rect, border_radius=max(4, rect.height // 12))
    pygame.draw.rect(surface, WOOD_DARK, rect, width=2, border_radius=max(4, rect.height // 12))
    radius = max(1, int(min(rect.width / (ROW * 3.2), rect.height / (lanes * 6))))
    for lane in range(lanes):
        for point in range(1, target):
            pygame.draw.circle(surface, HOLE, hole_centre(rect, lane, lanes, point, target), radius)
        pygame.draw.circle(surface, HOLE, hole_centre(rect, lane, lanes, target, target), radius + 1)
    for lane in range(lanes):
        colour = PEGS[lane % len(PEGS)]
        dim = tuple(int(v * 0.55) for v in colour)
        back = int(min(backs[lane], target))
        front = int(min(fronts[lane], target))
        if back != front:
            pygame.draw.circle(surface, dim, hole_centre(rect, lane, lanes, back, target), radius + 2)
        pygame.draw.circle(surface, colour, hole_centre(rect, lane, lanes, front, target), radius + 3)
        pygame.draw.circle(surface, (255, 255, 255), hole_centre(rect, lane, lanes, front, target), radius + 3, 1)


def draw_cribbage_panel(surface: pygame.Surface, rect: pygame.Rect, obs: Observation, lang: str,
                        names: Sequence[str]) -> None:
    """The table's panel: a caption per side with its score, and the board below."""
    pub = obs.public
    totals = list(pub.get("totals") or [])
    previous = list(pub.get("previous_totals") or totals)
    if not totals:
        return
    # the back peg stands at the score the side had when this deal began
    target = int(pub.get("target", 121))
    px = max(11, rect.height // 10)
    sides = _sides(totals)
    labels = []
    if len(totals) == 4:
        labels = [f"{names[0]} + {names[2]}", f"{names[1]} + {names[3]}"]
    else:
        labels = [names[s] if s < len(names) else str(s + 1) for s in range(len(totals))]
    y = rect.top
    for lane, label in enumerate(labels):
        colour = PEGS[lane % len(PEGS)]
        text = f"{label}: {sides[lane]:g} / {target}"
        c.blit_fit(surface, text, px, rect.width, colour, True, topleft=(rect.left, y))
        y += int(px * 1.3)
    board = pygame.Rect(rect.left, y + 4, rect.width, max(20, rect.bottom - y - 4))
    draw_board(surface, board, totals, previous, target)


def drop_zones(obs: Observation, action: Action) -> Sequence[str] | None:
    """A discard goes to the crib; a card played lies in the player's row, the count in the middle."""
    if action.kind == "discard":
        return ["crib"]
    if action.kind == "play":
        return ["centre", f"played:{obs.seat}"]
    return None


def discarding(obs: Observation) -> bool:
    """The discards to the crib are chosen one card at a time: the hand keeps still between them."""
    return obs.public.get("phase") == "discard"


PANEL = draw_cribbage_panel
DROP = drop_zones
STEADY = discarding


def pegged(obs: Observation) -> list[float] | None:
    """Each seat's pegs as the board's caption counts them: partners' together when four play."""
    totals = list(obs.public.get("totals") or [])
    if not totals:
        return None
    sides = _sides(totals)
    return [sides[seat % len(sides)] for seat in range(len(totals))]


def peg_callout(events: Sequence[Event], seat: int, delta: float, lang: str) -> str | None:
    """'+2 fifteen', '+3 a run of three', '+1 go', '+20 hand, crib': what the seat's scoring events of the
    move scored, in the words the log uses for them (games/cribbage/words.py)."""
    said = [what for event in events if event.seat == seat and (what := callout_words(event, lang, GAME))]
    return f"{signed(delta)} {', '.join(dict.fromkeys(said))}" if said else None


SCORES = pegged
CALLOUT = peg_callout
