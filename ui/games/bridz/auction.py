"""Bridž's auction picture, its one job: where the grid and the bidding box go on the felt and how they are drawn.

- `auction_geometry` places the grid (and during the auction the box under it, a cell per call) in the free
  middle of the felt between the seats; `Geometry` holds those places.
- `draw_auction` draws the grid and the box from a `Geometry` and gives back the places that say something on
  hover (`Spot`), the words worked out only when hovered; `draw_tip` shows them. `blit_call` draws a call as
  level and coloured suit sign (the contract's badge uses it too).

Nothing here keeps state or handles events: the table's control (ui/games/bridz/table.py, `BridzTable`) is
passed in as a parameter where its legal calls, typed entry and meanings are needed, and it caches the picture.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Protocol

import pygame

from games.actions import Action
from games.bridz.calls import action_call
from games.bridz.facts import public_facts
from ui import tooltip_box
from ui.faces.colours import FOUR_COLOUR, ink
from ui.games.bridz import calls
from ui.scenes import common as c
from ui.table.controls import tr

if TYPE_CHECKING:
    from ui.scenes.table import TableScene


class AuctionControl(Protocol):
    """What the drawing asks of the table's control (ui/games/bridz_table.py `BridzTable`, which imports this
    module and hands itself in): whether the auction is up and the player to call, the calls, their meanings."""

    entry: calls.KeyEntry

    def in_auction(self, scene: TableScene) -> bool: ...
    def my_call(self, scene: TableScene) -> bool: ...
    def legal(self, scene: TableScene) -> dict[str, Action]: ...
    def meaning_of(self, scene: TableScene, before: tuple[str, ...], seat: int, call: str) -> str: ...

CELL = (245, 242, 232)  # a bidding card: paper, as the cards are
CELL_DIM = (92, 100, 96)
INK_DIM = (150, 156, 150)
VULNERABLE = (232, 70, 60)
SIGN_SCALE = 1.2
KEYS_PX = 12
ROWS_KEPT = 4


def suit_colour(strain: str, four_colour: bool) -> tuple[int, int, int]:
    if four_colour and strain in calls.FOUR_COLOUR_SUIT:
        return FOUR_COLOUR[calls.FOUR_COLOUR_SUIT[strain]]
    return ink(calls.SUIT_COLOUR.get(strain, "black"))


def on_felt(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A suit's ink made readable on the dark panel (black spades would vanish)."""
    if sum(colour) < 200:
        return c.TEXT
    return tuple(min(255, int(v * 1.25) + 30) for v in colour)  # type: ignore[return-value]


class Geometry:
    """Where the auction's pieces go: the grid's panel, the box's panel and each call's cell in the box."""

    def __init__(self, grid: pygame.Rect, box: pygame.Rect | None, cells: dict[str, pygame.Rect],
                 rows_shown: int) -> None:
        self.grid = grid
        self.box = box
        self.cells = cells
        self.rows_shown = rows_shown
        self.whole = grid.union(box) if box is not None else grid

    def moved(self, dx: int, dy: int) -> Geometry:
        """The same pieces shifted by (dx, dy): drawn on a picture of their own."""
        return Geometry(self.grid.move(dx, dy), self.box.move(dx, dy) if self.box is not None else None,
                        {call: rect.move(dx, dy) for call, rect in self.cells.items()}, self.rows_shown)


def free_middle(scene: TableScene) -> pygame.Rect:
    """The middle of the felt between the seats: under the top seat, above the viewer's hand, between the
    side seats' hands and name plates."""
    assert scene.layout is not None
    layout, k = scene.layout, scene.k
    area = layout.area
    left, right, top, bottom = area.left + int(8 * k), area.right - int(8 * k), area.top + int(34 * k), \
        area.bottom - int(40 * k)
    for seat, box in layout.seats.items():
        hand = layout.zones.get(f"hand:{seat}")
        parts = [box.label] + ([hand.rect] if hand is not None and hand.places else [])
        whole = parts[0].unionall(parts[1:])
        if seat == scene.viewer:
            bottom = min(bottom, (hand.rect.top if hand is not None and hand.places else box.label.top)
                         - int(hand.card_size[1] * 0.12 if hand is not None else 0) - int(6 * k))
        elif box.side == "top":
            top = max(top, whole.bottom + int(6 * k))
        elif box.side == "left":
            left = max(left, whole.right + int(8 * k))
        elif box.side == "right":
            right = min(right, whole.left - int(8 * k))
    return pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))


def auction_geometry(scene: TableScene, with_box: bool) -> Geometry | None:
    if scene.layout is None:
        return None
    k = scene.k
    room = free_middle(scene)
    width = min(room.width, int(330 * k))
    gap = max(3, int(4 * k))
    cell_w = (width - 2 * gap - 4 * gap) // 5
    cell_h = max(18, min(int(30 * k), cell_w // 2 + 2))
    keys_h = c.font(max(c.MIN_FONT, int(KEYS_PX * k))).get_linesize()  # the keys' line under the box
    box_h = 8 * cell_h + 7 * gap + 2 * gap + keys_h if with_box else 0
    row_h = c.font(max(c.MIN_FONT, int(15 * k)), True).get_linesize()
    head_h = row_h * 3 + gap * 2  # the title (vulnerability) and the seats' letters and names
    calls_n = len(public_facts(scene.obs).get("calls", []))
    wanted = max(1, (calls_n + 4) // 4 if with_box else (calls_n + 3) // 4)
    spare = room.height - box_h - (gap * 2 if with_box else 0) - head_h - gap * 2
    rows_shown = max(1, min(wanted, spare // row_h)) if spare > 0 else 1
    # room for four rows (most auctions) from the start: the box stays put under the mouse as calls are made
    rows_room = max(rows_shown, min(ROWS_KEPT, spare // row_h)) if with_box and spare > 0 else rows_shown
    grid_h = head_h + rows_room * row_h + gap * 2
    total = grid_h + (gap * 2 + box_h if with_box else 0)
    top = room.top + max(0, (room.height - total) // 2)
    grid = pygame.Rect(room.centerx - width // 2, top, width, grid_h)
    trick = scene.layout.zones.get("trick")
    if not with_box and trick is not None and trick.places:  # shown again in play: over the whole trick
        grid = grid.union(trick.rect.inflate(int(10 * k), int(10 * k)))
    cells: dict[str, pygame.Rect] = {}
    box: pygame.Rect | None = None
    if with_box:
        box = pygame.Rect(grid.left, grid.bottom + gap * 2, width, box_h)
        inner_left, y = box.left + gap, box.top + gap
        for row in calls.BOX_ROWS:
            w = (width - 2 * gap - (len(row) - 1) * gap) // len(row)
            for i, call in enumerate(row):
                cells[call] = pygame.Rect(inner_left + i * (w + gap), y, w, cell_h)
            y += cell_h + gap
    return Geometry(grid, box, cells, rows_shown)


def blit_plain(surface: pygame.Surface, s: str, px: int, pos: tuple[int, int], colour: tuple[int, int, int],
               bold: bool = False) -> int:
    img = c.text(s, px, colour, bold)
    surface.blit(img, pos)
    return img.get_width()


def blit_call(surface: pygame.Surface, call: str, lang: str, px: int, pos: tuple[int, int], four_colour: bool,
              plain: tuple[int, int, int], dark: bool = True, centre: bool = False) -> int:
    """A call as level + coloured suit sign (or its word) with its top-left at `pos` (its centre when
    `centre`); the x where it ends. `dark`: on a dark panel, where black suits are drawn light. The suit's
    sign is drawn a size larger: the symbol font's signs are small beside the digits."""
    level, sign, strain = calls.call_parts(call, lang)
    imgs = [c.text(level, px, plain, True)]
    if sign and strain != "NT":
        colour = suit_colour(strain, four_colour)
        imgs.append(c.text(sign, int(px * SIGN_SCALE), on_felt(colour) if dark else colour, True))
    elif sign:
        imgs.append(c.text(sign, px, plain, True))
    width = sum(i.get_width() for i in imgs)
    height = imgs[0].get_height()
    x, y = pos
    if centre:
        x -= width // 2
        y -= height // 2
    mid = y + height // 2
    for img in imgs:
        surface.blit(img, img.get_rect(midleft=(x, mid)))
        x += img.get_width()
    return x


#: a place in the auction's picture with something to say on hover: its rect and a function giving the words
Spot = tuple[pygame.Rect, Callable[[], str]]


def draw_auction(control: AuctionControl, scene: TableScene, surface: pygame.Surface, geometry: Geometry) -> list[Spot]:
    """The grid (and during the auction the box); the places that say something on hover (a seat's whole name,
    a call's meaning), the words worked out only when hovered."""
    k, lang, public = scene.k, scene.lang, public_facts(scene.obs)
    grid = geometry.grid
    c.draw_panel(surface, geometry.whole.inflate(int(12 * k), int(12 * k)), c.PANEL, radius=12, alpha=255)
    pygame.draw.rect(surface, c.GOLD, geometry.whole.inflate(int(12 * k), int(12 * k)), width=1, border_radius=12)
    px = max(c.MIN_FONT, int(15 * k))
    row_h = c.font(px, True).get_linesize()
    gap = max(3, int(4 * k))
    dealer = int(public.get("dealer", 0))
    vulnerable = list(public.get("vulnerable", [False, False]))
    seats = calls.columns(dealer)
    col_w = grid.width // 4
    spots: list[Spot] = []
    # the title: what the red letters mean
    vul = [calls.compass(s, lang) for s in range(4) if vulnerable[s % 2]]
    vul_text = tr(lang, "v manši: ", "vulnerable: ") + "–".join(vul) if vul else \
        tr(lang, "nikdo v manši", "none vulnerable")
    title = tr(lang, "Dražba", "Auction")
    c.blit_fit(surface, title, px, grid.width // 2, c.GOLD, True, topleft=(grid.left + gap, grid.top + gap))
    c.blit_fit(surface, vul_text, max(c.MIN_FONT, int(12 * k)), grid.width // 2 - gap,
               VULNERABLE if vul else c.TEXT_DIM, topright=(grid.right - gap, grid.top + gap + int(2 * k)))
    y = grid.top + gap + row_h
    for i, seat in enumerate(seats):
        cell = pygame.Rect(grid.left + i * col_w, y, col_w, row_h * 2)
        colour = VULNERABLE if vulnerable[seat % 2] else c.TEXT
        letter = c.text(calls.compass(seat, lang), px, colour, True)
        spot = letter.get_rect(midtop=(cell.centerx, cell.top))
        if seat == dealer:  # the dealer's button, as on the seat plates
            r = max(6, int(8 * k))
            spot.x += r + 2
            centre = (spot.left - r - 3, spot.centery)
            pygame.draw.circle(surface, c.GOLD, centre, r)
            mark = c.text(tr(lang, "R", "D"), max(c.MIN_FONT, int(11 * k)), c.PANEL, True)
            surface.blit(mark, mark.get_rect(center=centre))
        surface.blit(letter, spot)
        name = scene.names[seat]
        small = max(c.MIN_FONT, int(12 * k))
        if c.font(small).size(name)[0] <= col_w - 4:  # the name where it fits; the letter always
            img = c.text(name, small, c.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(cell.centerx, spot.bottom - int(2 * k))))
        words = [calls.compass(seat, lang, words=True), name]
        if seat == dealer:
            words.append(tr(lang, "rozdává", "dealer"))
        if vulnerable[seat % 2]:
            words.append(tr(lang, "v manši", "vulnerable"))
        spots.append((cell, partial(str, " · ".join(words))))
    y += row_h * 2
    pygame.draw.line(surface, c.TEXT_DIM, (grid.left + gap, y), (grid.right - gap, y), 1)
    y += gap
    made = list(public.get("calls", []))
    rows = calls.grid_rows(made)
    mine = control.my_call(scene)
    if control.in_auction(scene) and (not rows or len(rows[-1]) == 4):
        rows.append([])  # the row the next call goes in
    first = max(0, len(rows) - geometry.rows_shown)
    if first:  # earlier rows are out of room: say so at the top right of the first shown
        more = c.text("…", px, c.TEXT_DIM)
        surface.blit(more, (grid.right - more.get_width() - gap, y - row_h // 2))
    for r, row in enumerate(rows[first:], start=first):
        for i, call in enumerate(row):
            index = r * 4 + i
            cell = pygame.Rect(grid.left + i * col_w, y, col_w, row_h)
            blit_call(surface, call, lang, px, cell.center, scene.settings.four_colour, c.TEXT, centre=True)
            spots.append((cell, partial(called, control, scene, tuple(made[:index]), seats[i], call)))
        if control.in_auction(scene) and r == len(rows) - 1 and len(row) < 4:
            cell = pygame.Rect(grid.left + len(row) * col_w, y, col_w, row_h)
            q = c.text("?", px, c.GOLD if mine else c.TEXT_DIM, True)
            surface.blit(q, q.get_rect(center=cell.center))
        y += row_h
    if geometry.box is not None:
        spots += draw_box(control, scene, surface, geometry, made)
    return spots


def called(control: AuctionControl, scene: TableScene, before: tuple[str, ...], seat: int, call: str) -> str:
    """'Charles: 1♣ – 3+ clubs, 12–21 points': who made a call of the grid and what it means by the system."""
    text = control.meaning_of(scene, before, seat, call)
    return f"{scene.names[seat]}: {calls.call_text(call, scene.lang)}" + (f" – {text}" if text else "")


def draw_box(control: AuctionControl, scene: TableScene, surface: pygame.Surface, geometry: Geometry,
             made: list[str]) -> list[Spot]:
    """The bidding box; its legal calls' places, each with its meaning by the system for the viewer's seat."""
    k, lang = scene.k, scene.lang
    legal = control.legal(scene)
    hinted = action_call(scene.hinted) if scene.hinted is not None else None
    spots: list[Spot] = []
    for call, rect in geometry.cells.items():
        on = call in legal
        pygame.draw.rect(surface, CELL if on else CELL_DIM, rect, border_radius=max(3, int(5 * k)))
        px = max(c.MIN_FONT, min(int(rect.height * 0.62), int(18 * k)))
        if call in calls.WORDS:
            word = calls.call_text(call, lang)
            colour = (VULNERABLE if call != "P" else (30, 110, 50)) if on else INK_DIM
            img = c.text(word, px, colour, True)
            while img.get_width() > rect.width - 4 and px > c.MIN_FONT:
                px -= 1
                img = c.text(word, px, colour, True)
            surface.blit(img, img.get_rect(center=rect.center))
        elif on:
            blit_call(surface, call, lang, px, rect.center, scene.settings.four_colour, (30, 30, 34), dark=False,
                      centre=True)
        else:  # not legal now: grey, suit signs and all
            _dim_call(surface, call, lang, px, rect.center)
        if call == control.entry.selected or (call == hinted and on):
            pygame.draw.rect(surface, c.HIGHLIGHT, rect.inflate(4, 4), width=max(2, int(3 * k)),
                             border_radius=max(4, int(6 * k)))
        elif on and control.entry.level is not None and call[:1] == str(control.entry.level):
            pygame.draw.rect(surface, c.FOCUS, rect.inflate(2, 2), width=2, border_radius=max(4, int(6 * k)))
        if on:
            spots.append((rect, partial(meant, control, scene, tuple(made), call)))
    box = geometry.box
    assert box is not None
    keys = "1–7 + c d h s n/b · p · x · Enter" if lang == "cs" else "1–7 + c d h s n · p · x · Enter"
    spot = c.blit_fit(surface, keys, max(c.MIN_FONT, int(KEYS_PX * k)), box.width - 4, c.TEXT_DIM,
                      midbottom=(box.centerx, box.bottom))
    spots.append((spot, partial(str, tr(lang, "Klávesy: úroveň 1–7, pak barva c ♣, d ♦, h ♥, s ♠, n nebo b BT; "
                                              "p pas, x kontra (nebo rekontra); Enter hlášku potvrdí.",
                                        "Keys: a level 1–7, then a strain c ♣, d ♦, h ♥, s ♠, n NT; p pass, "
                                        "x double (or redouble); Enter makes the call."))))
    return spots


def meant(control: AuctionControl, scene: TableScene, before: tuple[str, ...], call: str) -> str:
    text = control.meaning_of(scene, before, scene.viewer, call)
    return f"{calls.call_text(call, scene.lang)} – {text}" if text else ""


def _dim_call(surface: pygame.Surface, call: str, lang: str, px: int, centre: tuple[int, int]) -> None:
    img = c.text(calls.call_text(call, lang), px, INK_DIM, True)
    surface.blit(img, img.get_rect(center=centre))


def draw_tip(surface: pygame.Surface, anchor: pygame.Rect, words: str, k: float) -> None:
    """A call's meaning under the call, in the app's own tooltip box (ui/tooltip_box.py)."""
    tooltip_box.box(surface, anchor, words, k, 0.35)
