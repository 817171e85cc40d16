"""The cribbage board: a classic 121-hole board drawn for the rectangle it is given, and its pegs.

The board stands upright, as the long boards lie before the players: streets of 30 holes (four for the
game to 121, two for 61) run alternately up and down, each street holding one lane per track (two
tracks, or three when three play alone; partners share a track). The holes come in groups of five,
numbers stand every ten, the two start holes of each track sit below the first street, the game hole
below the last, and the lurch line (and the double-lurch line when it is played) crosses the lanes at
the rule book's value.

`BoardGeometry` is pure arithmetic (hole centres; the tests count 121 distinct holes); `board_surface`
paints the wood and holes once per size; `draw_pegs` puts two pegs per track on it. Pegs leapfrog: the
back peg jumps ahead by the points, so the gap between a track's pegs is its last score (`Pegs`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from games.cribbage.deal_rules import credited
from games.rulebook import Config
from games.state import Observation
from ui.scenes import common as c

STREET = 30
GROUP = 5
GROUP_GAP = 1.0  # the extra space between groups of five, in hole pitches
WOOD = (158, 104, 56)
WOOD_DARK = (104, 64, 32)
LANE = (132, 84, 42)
HOLE = (52, 32, 18)
NUMBER = (250, 232, 190)
LURCH = (200, 30, 30)
PEGS = [(222, 44, 44), (44, 112, 232), (40, 168, 80), (240, 200, 60)]

#: the start holes: the front peg's (0) and the back peg's (-1) before anything is pegged
START, BACK_START = 0, -1


def sides(values: Sequence[float]) -> list[float]:
    """Partners' points together when four play (seats 0+2 and 1+3): one track per side."""
    if len(values) == 4:
        return [values[0] + values[2], values[1] + values[3]]
    return list(values)


def tracks(totals: Sequence[float]) -> list[float]:
    """The deal's public `totals` one per track: each seat's there is already its side's when four play (the
    partners hold the same), so adding partners' (`sides`) counted a side twice."""
    return list(totals[:2]) if len(totals) == 4 else list(totals)


@dataclass(frozen=True)
class BoardGeometry:
    """Where every hole of a board of `lanes` tracks to `target` lies inside `rect` (x, y, w, h)."""

    rect: tuple[int, int, int, int]
    lanes: int
    target: int = 121
    pitch: float = field(init=False)  # vertical distance of two holes in a group
    lane_w: float = field(init=False)  # horizontal distance of two lanes
    gutter: float = field(init=False)  # room left of each street for its numbers
    left: float = field(init=False)  # x of the first street's gutter
    top: float = field(init=False)  # y of a down street's first hole (an up street's last)

    def __post_init__(self) -> None:
        x, y, w, h = self.rect
        span = (STREET - 1) + (STREET // GROUP - 1) * GROUP_GAP  # first to last hole of a street, in pitches
        pitch = h / (span + 5.1)  # room above for the lurch line, below for the start and game holes
        gutter = max(14.0, min(30.0, pitch * 2.6))
        streets = self.streets
        lane_w = min(pitch * 1.9, (w - streets * gutter - pitch) / (streets * self.lanes))
        used = streets * (gutter + self.lanes * lane_w)
        object.__setattr__(self, "pitch", pitch)
        object.__setattr__(self, "lane_w", lane_w)
        object.__setattr__(self, "gutter", gutter)
        object.__setattr__(self, "left", x + (w - used) / 2)
        object.__setattr__(self, "top", y + pitch * 2.0)

    @property
    def streets(self) -> int:
        return max(1, (self.target - 1) // STREET)

    @property
    def span(self) -> float:
        return ((STREET - 1) + (STREET // GROUP - 1) * GROUP_GAP) * self.pitch

    @property
    def radius(self) -> int:
        return max(1, round(min(self.pitch, self.lane_w) * 0.3))

    def street_x(self, street: int) -> float:
        """The left edge of a street's first lane."""
        return self.left + street * (self.gutter + self.lanes * self.lane_w) + self.gutter

    def lane_x(self, street: int, lane: int) -> float:
        return self.street_x(street) + (lane + 0.5) * self.lane_w

    def along(self, street: int, index: float) -> float:
        """The y of the index-th hole (0..29, fractions between) of a street: up streets climb, down ones fall."""
        whole = int(min(max(index, 0), STREET - 1))
        offset = (index + (whole // GROUP) * GROUP_GAP) * self.pitch
        return self.top + self.span - offset if street % 2 == 0 else self.top + offset

    def hole(self, lane: int, point: int) -> tuple[int, int]:
        """The centre of the hole for `point` on a lane: 1..target-1 on the streets, the target in the game
        hole, 0 and -1 the two start holes."""
        if point <= START:
            x = self.lane_x(0, lane)
            return int(x), int(self.top + self.span + self.pitch * (1.3 if point == START else 2.3))
        if point >= self.target:
            last = self.streets - 1
            x = (self.street_x(last) + self.street_x(last) + self.lanes * self.lane_w) / 2
            return int(x), int(self.top + self.span + self.pitch * 1.8)
        street, index = divmod(point - 1, STREET)
        return int(self.lane_x(street, lane)), int(self.along(street, index))

    def at(self, lane: int, point: float) -> tuple[int, int]:
        """A peg on its way: between the holes of the two whole points around `point`."""
        low = int(point // 1)
        frac = point - low
        ax, ay = self.hole(lane, low)
        if frac <= 0:
            return ax, ay
        bx, by = self.hole(lane, low + 1)
        return int(ax + (bx - ax) * frac), int(ay + (by - ay) * frac)

    def line_y(self, point: int) -> tuple[int, float, float, float]:
        """(street, y, x from, x to) of the line drawn just before hole `point` (the lurch line)."""
        street, index = divmod(point - 1, STREET)
        y = self.along(street, index)
        half = self.pitch * (0.6 if index % GROUP else 0.9)
        y += half if street % 2 == 0 else -half
        x0 = self.street_x(street) - 2
        return street, y, x0, x0 + self.lanes * self.lane_w + 4


@lru_cache(maxsize=8)
def board_surface(size: tuple[int, int], lanes: int, target: int, lines: tuple[int, ...],
                  colours: tuple[tuple[int, int, int], ...]) -> pygame.Surface:
    """The wood, lanes, holes, numbers and lurch lines of a board of `size` (no pegs), made once per size."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    geo = BoardGeometry((0, 0, w, h), lanes, target)
    pygame.draw.rect(surface, WOOD, surface.get_rect(), border_radius=max(4, w // 24))
    pygame.draw.rect(surface, WOOD_DARK, surface.get_rect(), width=2, border_radius=max(4, w // 24))
    r = geo.radius
    for street in range(geo.streets):
        for lane in range(lanes):
            x = geo.street_x(street) + lane * geo.lane_w
            strip = pygame.Rect(int(x + 1), int(geo.top - geo.pitch * 0.6), max(2, int(geo.lane_w - 2)),
                                int(geo.span + geo.pitch * 1.2))
            pygame.draw.rect(surface, LANE, strip, border_radius=3)
            # a thread of the track's colour along the lane, so each player finds his track
            pygame.draw.line(surface, colours[lane % len(colours)], (strip.left, strip.top + 2),
                             (strip.left, strip.bottom - 3))
    px = max(9, min(14, int(geo.pitch * 1.25)))
    for lane in range(lanes):
        for point in range(BACK_START, target):
            pygame.draw.circle(surface, HOLE, geo.hole(lane, point), r)
    pygame.draw.circle(surface, HOLE, geo.hole(0, target), r + 3)
    pygame.draw.circle(surface, NUMBER, geo.hole(0, target), r + 3, 1)
    for point in range(10, target, 10):
        x, y = geo.hole(0, point)
        street = (point - 1) // STREET
        num = c.text(str(point), px, NUMBER, True)
        surface.blit(num, num.get_rect(midright=(int(geo.street_x(street) - 3), y)))
    for mark, point in zip(("L", "2L"), lines, strict=False):
        if 1 < point < target:
            _street, line_y, x0, x1 = geo.line_y(point)
            pygame.draw.line(surface, LURCH, (int(x0), int(line_y)), (int(x1), int(line_y)), 2)
            label = c.text(mark, px, LURCH, True)
            surface.blit(label, label.get_rect(midright=(int(x0 - 2), int(line_y))))
    # blitted every frame under the moving pegs: in the display's format it costs a fraction
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


@dataclass
class Peg:
    """One track's two pegs: `front` is the score, `back` the score before the last peg."""

    front: float = START
    back: float = BACK_START
    moving: float | None = None  # where the jumping peg is now, while it moves
    started: float = START  # where it jumped from
    clock: float = 0.0


class Pegs:
    """The pegs of every track, leapfrogging as scores change, moved on the table's clock.

    `sync(totals)` is called with the tracks' scores each frame: a score that grew makes the back peg
    jump over the front one to the new score; one that fell (undo, a new match) puts both pegs back.
    """

    DURATION = 0.45  # seconds a peg takes to its new hole

    def __init__(self) -> None:
        self.pegs: list[Peg] = []

    def sync(self, totals: Sequence[float], backs: Sequence[float] | None = None) -> list[int]:
        """Bring the pegs to `totals`; the tracks whose score grew (they start a jump). `backs` seeds the back
        pegs of a board seen for the first time."""
        if len(self.pegs) != len(totals):
            seed = backs if backs is not None else [BACK_START] * len(totals)
            self.pegs = [Peg(front=t, back=min(b, t) if t > 0 else BACK_START)
                         for t, b in zip(totals, seed, strict=False)]
            return []
        grown = []
        for lane, (peg, total) in enumerate(zip(self.pegs, totals, strict=True)):
            if total > peg.front:
                peg.started = peg.back
                peg.back, peg.front = peg.front, total
                peg.moving, peg.clock = peg.started, 0.0
                grown.append(lane)
            elif total < peg.front:
                self.pegs[lane] = Peg(front=total, back=BACK_START if total <= 0 else total)
        return grown

    def update(self, dt: float) -> None:
        for peg in self.pegs:
            if peg.moving is None:
                continue
            peg.clock += dt
            share = min(1.0, peg.clock / self.DURATION)
            ease = 1 - (1 - share) ** 2
            peg.moving = peg.started + (peg.front - peg.started) * ease
            if share >= 1.0:
                peg.moving = None

    @property
    def busy(self) -> bool:
        return any(p.moving is not None for p in self.pegs)


def draw_pegs(surface: pygame.Surface, geo: BoardGeometry, pegs: Sequence[Peg],
              colours: Sequence[tuple[int, int, int]] = PEGS) -> None:
    """Two pegs per track: the back one darker, the front one (the score) bright and ringed."""
    r = max(3, int(min(geo.pitch, geo.lane_w) * 0.5))
    target = geo.target
    for lane, peg in enumerate(pegs):
        colour = colours[lane % len(colours)]
        dim = (colour[0] * 3 // 5, colour[1] * 3 // 5, colour[2] * 3 // 5)
        front = min(peg.front, target)
        if peg.moving is not None:  # the back peg is still on its way over the other one
            back_at, front_at = geo.hole(lane, int(min(peg.back, target))), geo.at(lane, min(peg.moving, target))
            pygame.draw.circle(surface, dim, back_at, r)
            pygame.draw.circle(surface, colour, front_at, r + 1)
            pygame.draw.circle(surface, (255, 255, 255), front_at, r + 1, 1)
            continue
        if peg.back != peg.front:
            pygame.draw.circle(surface, dim, geo.hole(lane, int(min(peg.back, target))), r)
            pygame.draw.circle(surface, (20, 12, 6), geo.hole(lane, int(min(peg.back, target))), r, 1)
        at = geo.hole(lane, int(front))
        pygame.draw.circle(surface, colour, at, r + 1)
        pygame.draw.circle(surface, (255, 255, 255), at, r + 1, 1)


def draw_board(surface: pygame.Surface, rect: pygame.Rect, pegs: Sequence[Peg], target: int,
               lines: tuple[int, ...] = ()) -> BoardGeometry:
    """The board in `rect` with its pegs; the geometry it used."""
    lanes = max(1, len(pegs))
    colours = tuple(PEGS[i % len(PEGS)] for i in range(lanes))
    surface.blit(board_surface(rect.size, lanes, target, lines, colours), rect.topleft)
    geo = BoardGeometry((rect.left, rect.top, rect.width, rect.height), lanes, target)
    draw_pegs(surface, geo, pegs)
    return geo


#: the events that move a peg, and how many points (a show's count when muggins asked for a claim: what the
#: claim scored, games/cribbage/deal_rules.py `credited`)
SCORING = ("peg", "go_point", "last_card", "heels", "show", "show_crib", "muggins")


def deal_pegs(obs: Observation) -> list[Peg]:
    """Each track's two pegs as this deal's history leaves them: the front at the score, the back where the
    front stood before the last score of the deal (at the deal's start, hidden under the front)."""
    pub = obs.public
    totals = tracks(list(pub.get("totals") or []))
    fronts = sides(list(pub.get("previous_totals") or [])) or totals  # the totals before the deal are each seat's
    n = len(pub.get("totals") or [])
    backs = [BACK_START if f <= 0 else f for f in fronts]
    claimed: int | None = None
    for event in obs.history:
        if event.kind == "claim":
            claimed = int(event.value or 0)
            continue
        if event.kind not in SCORING or event.seat is None or not event.value:
            continue
        points = int(event.value)
        if event.kind in ("show", "show_crib") and claimed is not None:
            points, claimed = credited(points, claimed), None
        lane = event.seat % 2 if n == 4 else event.seat
        if 0 <= lane < len(fronts) and points > 0:
            backs[lane], fronts[lane] = fronts[lane], fronts[lane] + points
    # whatever the history could not tell (a resumed save), the totals are right
    return [Peg(front=t, back=min(b, t) if t == f else t) for t, f, b in zip(totals, fronts, backs, strict=False)]


def lurch_lines(target: int, config: Config | None = None) -> tuple[int, ...]:
    """The first hole a side must reach to escape the lurch (and the double lurch, when it is played)."""
    cfg = dict(_rulebook_config()) if config is None else dict(config)
    lines = []
    if cfg.get("lurch", True):
        lines.append(target - int(cfg.get("lurch_margin", 30)))
    if cfg.get("double_lurch"):
        lines.append(target - int(cfg.get("double_lurch_margin", 60)))
    return tuple(lines)


def side_labels(n: int, names: Sequence[str]) -> list[str]:
    if n == 4:
        return [f"{names[0]} + {names[2]}", f"{names[1]} + {names[3]}"]
    return [names[s] if s < len(names) else str(s + 1) for s in range(n)]


def caption_height(rect: pygame.Rect, lanes: int) -> int:
    """The captions (one line per track) above the board."""
    return lanes * int(max(12, rect.height // 22) * 1.3) + 4


def draw_captions(surface: pygame.Surface, rect: pygame.Rect, labels: Sequence[str], scores: Sequence[float]) -> None:
    """A line per track above the board: its peg's colour, the player (or partners), the score."""
    px = max(12, rect.height // 22)
    y = rect.top
    for lane, label in enumerate(labels):
        colour = PEGS[lane % len(PEGS)]
        pygame.draw.circle(surface, colour, (rect.left + px // 2, y + px * 2 // 3), px // 3)
        score = c.text(f"{scores[lane]:g}", px, colour, True)
        surface.blit(score, score.get_rect(topright=(rect.right, y)))
        c.blit_fit(surface, label, px, rect.width - px - score.get_width() - 8, colour, True,
                   topleft=(rect.left + px, y))
        y += int(px * 1.3)


def board_rect(rect: pygame.Rect, lanes: int) -> pygame.Rect:
    top = caption_height(rect, lanes)
    return pygame.Rect(rect.left, rect.top + top, rect.width, max(40, rect.height - top))


def _rulebook_config() -> Config:
    from games.cribbage.rules import GAME

    return GAME.rulebook.config()
