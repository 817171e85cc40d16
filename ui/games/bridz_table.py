"""Bridž at the table: the bidding box, the auction by seat, and the contract's badge in play.

- The auction grid (columns from the dealer, each headed by its compass letter, red where the side is
  vulnerable, the dealer's button beside its letter) and under it the bidding box (7 levels × ♣ ♦ ♥ ♠ NT,
  Pass, Double, Redouble) stand in the middle of the table for the whole auction. The calls not legal now
  are dimmed and do nothing; the whole box is dimmed while another seat calls. A call's meaning by the
  bidding system (ai/games/bridz/bidding.py, the bots' own reading) shows on hover, in the grid and the box.
- Keys: a level digit then a strain letter (c d h s n, b for BT) selects a call, "p" a pass, "x" the double
  (or the redouble when that is the one allowed); Enter makes the selected call. The hint selects its call.
- In play a badge in the table's top-left corner holds the contract, the declarer and the tricks each side
  has won; a click on it or A shows the auction again over the table (A, Esc or a click closes it). When the
  viewer declares and the dummy is to play, a line says so.

Every call ends in `scene.act` with one of the legal actions (ui/games/bridz_calls.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ai.games.bridz.bidding import meaning
from games.actions import Action
from games.bridz.calls import action_call, call_action
from ui import layout_record
from ui.faces.colours import FOUR_COLOUR, ink
from ui.games import bridz_calls as calls
from ui.scenes import common as c
from ui.table.controls import Control, hint_line, human_to_move, tr
from ui.table.phase import TablePhase

if TYPE_CHECKING:  # the table imports its controls: only the checker reads this one back
    from ui.scenes.table import TableScene

CELL = (245, 242, 232)  # a bidding card: paper, as the cards are
CELL_DIM = (92, 100, 96)
INK_DIM = (150, 156, 150)
VULNERABLE = (232, 70, 60)
HOVER_SECONDS = 0.35
SIGN_SCALE = 1.2
KEYS_PX = 12
ROWS_KEPT = 4
#: the badge's lines' sizes at scale 1: the contract, the tricks, what declarer needs and the auction's key
BADGE_LINES = (22, 15, 13)
#: the auction's key, in play (the grid is always up during the auction)
AUCTION_KEY = pygame.K_a


def suit_colour(strain: str, four_colour: bool) -> tuple[int, int, int]:
    if four_colour and strain in calls.FOUR_COLOUR_SUIT:
        return FOUR_COLOUR[calls.FOUR_COLOUR_SUIT[strain]]
    return ink(calls.SUIT_COLOUR.get(strain, "black"))


def on_felt(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A suit's ink made readable on the dark panel (black spades would vanish)."""
    if sum(colour) < 200:
        return c.TEXT
    return tuple(min(255, int(v * 1.25) + 30) for v in colour)  # type: ignore[return-value]


class BridzTable(Control):
    """The auction's box and grid, the contract's badge and the dummy's line (the module's docstring says what
    each does); it keeps the call being typed, whether the auction is shown again in play, and the pointer."""

    def __init__(self) -> None:
        self.entry = calls.KeyEntry()
        self.show_auction = False  # in play: the auction shown again over the table
        self.mouse = (-1, -1)
        self.rest = 0.0  # seconds the pointer has rested where it is
        self.hinted: Action | None = None
        self.calls_seen = 0  # the calls of the auction when the entry was last cleared
        self._meanings: dict[tuple[tuple[str, ...], int, str, str], str] = {}
        self.spots: list[Spot] = []  # the auction's places that say something on hover
        self._picture: pygame.Surface | None = None
        self._picture_key: tuple[object, ...] = ()
        # the pieces' places, worked out again only for a new layout or a call made (a still frame reuses them)
        self._geometry: Geometry | None = None
        self._geometry_for: tuple[object, ...] = ()

    # -- where the table stands ----------------------------------------------------------------------------
    @staticmethod
    def in_auction(scene: TableScene) -> bool:
        return scene.phase == TablePhase.PLAY and scene.summary_deal is None and \
            scene.obs.public.get("phase") == "auction"

    @staticmethod
    def in_play(scene: TableScene) -> bool:
        return scene.phase == TablePhase.PLAY and scene.summary_deal is None and \
            scene.obs.public.get("phase") == "play" and bool(scene.obs.public.get("contract"))

    def my_call(self, scene: TableScene) -> bool:
        return self.in_auction(scene) and human_to_move(scene)

    def legal(self, scene: TableScene) -> dict[str, Action]:
        return calls.legal_calls(scene.obs.legal_actions) if self.my_call(scene) else {}

    def from_dummy(self, scene: TableScene) -> bool:
        """The viewer declares and the dummy is to play: its cards are the viewer's to play."""
        public = scene.obs.public
        return self.in_play(scene) and human_to_move(scene) and public.get("declarer") == scene.viewer \
            and public.get("turn") == public.get("dummy")

    # -- the table's hooks ---------------------------------------------------------------------------------
    def menu(self, scene: TableScene, actions: list[Action]) -> list[Action]:
        if not self.in_auction(scene):
            return actions
        return [a for a in actions if action_call(a) is None]  # the calls are in the box

    def update(self, scene: TableScene, dt: float) -> None:
        self.rest += dt
        made = len(scene.obs.public.get("calls", []))
        if not self.my_call(scene) or made != self.calls_seen:  # a call made or undone: a new choice
            self.entry.clear()
            self.calls_seen = made
        if scene.hinted is not self.hinted:
            self.hinted = scene.hinted
            call = action_call(scene.hinted) if scene.hinted is not None else None
            if call is not None and call in self.legal(scene):
                self.entry.clear()
                self.entry.selected = call  # lit in the box; Enter makes it
        if not self.in_play(scene):
            self.show_auction = False

    def handle(self, scene: TableScene, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            if event.pos != self.mouse:
                self.mouse, self.rest = event.pos, 0.0
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(scene, event)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and getattr(event, "button", 0) == 1:
            return self._click(scene, event.pos, event.type == pygame.MOUSEBUTTONUP)
        return False

    def _key(self, scene: TableScene, event: pygame.event.Event) -> bool:
        if self.show_auction and event.key in (AUCTION_KEY, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.show_auction = False
            return True
        if event.key == AUCTION_KEY and self.in_play(scene):
            self.show_auction = True
            return True
        if not self.my_call(scene):
            return False
        legal = self.legal(scene)
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.entry.selected in legal:
            return self.make(scene, legal[self.entry.selected])
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE) and (self.entry.level or self.entry.selected):
            self.entry.clear()
            return True
        char = (getattr(event, "unicode", "") or "")[:1]
        if not char and pygame.K_0 <= event.key <= pygame.K_9:
            char = chr(event.key)
        if not char or not self.entry.press(char, legal):
            return False
        if self.entry.refused is not None:
            reason = scene.session.refusal(call_action(self.entry.refused))
            scene._say(reason_words(reason, scene.lang) or tr(scene.lang, "Tohle teď hlásit nelze.",
                                                               "That call is not allowed now."))
        return True

    def _click(self, scene: TableScene, pos: tuple[int, int], release: bool) -> bool:
        if self.show_auction:
            if release:
                self.show_auction = False
            return True  # a click closes the auction shown again, and does nothing else
        badge = self.badge_rect(scene)
        if badge is not None and badge.collidepoint(pos):
            if release:
                self.show_auction = True
            return True
        if not self.in_auction(scene):
            return False
        geometry = self.geometry(scene)
        if geometry is None or not geometry.whole.collidepoint(pos):
            return False
        if release:
            legal = self.legal(scene)
            for call, rect in geometry.cells.items():
                if rect.collidepoint(pos) and call in legal:
                    return self.make(scene, legal[call])
        return True

    def make(self, scene: TableScene, action: Action) -> bool:
        self.entry.clear()
        return bool(scene.act(action))

    # -- the pieces' places ----------------------------------------------------------------------------------
    def geometry(self, scene: TableScene) -> Geometry | None:
        with_box = self.in_auction(scene)
        made = len(scene.obs.public.get("calls", []))
        cached = self._geometry_for
        # the layout is compared by identity (a refresh makes a new one) and kept in the key, so its id is not reused
        if not cached or cached[0] is not scene.layout or cached[1:] != (made, with_box, scene.k, scene.viewer):
            self._geometry = auction_geometry(scene, with_box)
            self._geometry_for = (scene.layout, made, with_box, scene.k, scene.viewer)
        return self._geometry

    def badge_rect(self, scene: TableScene) -> pygame.Rect | None:
        """The contract's badge: the felt's top-left corner, under the status line's height."""
        if not self.in_play(scene) or scene.layout is None:
            return None
        k = scene.k
        area = scene.layout.area
        lines = sum(c.font(max(c.MIN_FONT, int(px * k)), True).get_linesize() for px in BADGE_LINES)
        return pygame.Rect(area.left + int(10 * k), area.top + int(40 * k), max(150, int(200 * k)),
                           lines + int(16 * k))

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, scene: TableScene, surface: pygame.Surface) -> None:
        if scene.layout is None:
            return
        if self.in_play(scene):
            self.draw_badge(scene, surface)
            if self.from_dummy(scene):
                dummy = scene.obs.public.get("dummy")
                box = scene.layout.zones.get(f"hand:{dummy}")
                if box is not None:
                    pygame.draw.rect(surface, c.GOLD, box.rect.inflate(8, 8), width=2, border_radius=8)
                hint_line(scene, surface, tr(scene.lang, f"Hraješ ze stolu ({scene.names[int(dummy or 0)]})",
                                             f"Playing from dummy ({scene.names[int(dummy or 0)]})"))
        if self.in_auction(scene) or self.show_auction:
            geometry = self.geometry(scene)
            if geometry is not None:
                self.draw_picture(scene, surface, geometry)
                hovered = next((words for rect, words in self.spots if rect.collidepoint(self.mouse)), None)
                said = hovered() if hovered is not None and self.rest >= HOVER_SECONDS else ""
                if said:
                    draw_tip(surface, next(r for r, _ in self.spots if r.collidepoint(self.mouse)), said, scene.k)

    def draw_picture(self, scene: TableScene, surface: pygame.Surface, geometry: Geometry) -> None:
        """The auction's picture, drawn again only when something in it changed (it is over the table every
        frame of the auction); a frame being recorded (the layout audit) is drawn in full, text by text."""
        public = scene.obs.public
        hinted = action_call(scene.hinted) if scene.hinted is not None else None
        key = (tuple(geometry.whole), tuple(public.get("calls", [])), tuple(self.legal(scene)), self.entry.selected,
               self.entry.level, hinted, scene.lang, scene.settings.four_colour, scene.viewer, tuple(scene.names),
               public.get("dealer"), tuple(public.get("vulnerable", ())), scene.k, surface.get_size())
        if layout_record.active:
            self.spots = draw_auction(self, scene, surface, geometry)
            return
        region = geometry.whole.inflate(int(40 * scene.k), int(40 * scene.k)).clip(surface.get_rect())
        if key != self._picture_key or self._picture is None:
            # drawn on a surface the size of the picture, its pieces shifted to it (a window-sized one cost a
            # clear and a copy of 4 MB per call made); the hover places shifted back to the table
            picture = pygame.Surface(region.size, pygame.SRCALPHA)
            spots = draw_auction(self, scene, picture, geometry.moved(-region.left, -region.top))
            self.spots = [(rect.move(region.topleft), words) for rect, words in spots]
            # in the display's pixel format, a still frame's blit of it is the cheap one
            self._picture = picture.convert_alpha() if pygame.display.get_surface() is not None else picture
            self._picture_key = key
        surface.blit(self._picture, region.topleft)

    def draw_badge(self, scene: TableScene, surface: pygame.Surface) -> None:
        """The contract (doubled in red), who declares, the tricks each side has won and what declarer needs;
        the auction one click (or A) away."""
        rect = self.badge_rect(scene)
        if rect is None:
            return
        k, lang, public = scene.k, scene.lang, scene.obs.public
        c.draw_panel(surface, rect, c.PANEL, radius=10, alpha=235)
        pygame.draw.rect(surface, c.GOLD, rect, width=1, border_radius=10)
        sizes = [max(c.MIN_FONT, int(px * k)) for px in BADGE_LINES]
        steps = [c.font(px, True).get_linesize() for px in sizes]
        pad = int(8 * k)
        room = rect.width - 2 * pad
        contract = str(public.get("contract") or "")
        bid = contract.rstrip("X")
        doubled = len(contract) - len(bid)
        declarer = int(public.get("declarer", 0))
        x, y = rect.left + pad, rect.top + int(6 * k)
        x = blit_call(surface, bid, lang, sizes[0], (x, y), scene.settings.four_colour, c.TEXT)
        if doubled:
            x += blit_plain(surface, " " + calls.call_text("X" * doubled, lang), sizes[1], (x, y + int(4 * k)),
                            VULNERABLE, True)
        who = f"  {scene.names[declarer]} ({calls.compass(declarer, scene.viewer, lang)})"
        c.blit_fit(surface, who, sizes[1], rect.right - pad - x, c.TEXT, whole=tr(lang, "Hlavní hráč", "Declarer")
                   + who, midleft=(x, y + steps[0] // 2))
        y += steps[0]
        tricks = public.get("tricks", [0, 0])
        we = scene.viewer % 2
        line = tr(lang, f"Zdvihy: my {tricks[we]} · oni {tricks[1 - we]}",
                  f"Tricks: we {tricks[we]} · they {tricks[1 - we]}")
        c.blit_fit(surface, line, sizes[1], room, c.TEXT, True, topleft=(rect.left + pad, y))
        y += steps[1]
        need = 6 + int(bid[0]) if bid[:1].isdigit() else 0
        c.blit_fit(surface, tr(lang, f"potřeba {need}", f"needs {need}"), sizes[2], room // 2, c.TEXT_DIM,
                   topleft=(rect.left + pad, y))
        chip = c.blit_fit(surface, tr(lang, "Dražba (A)", "Auction (A)"), sizes[2], room // 2 - int(6 * k), c.GOLD,
                          True, topright=(rect.right - pad - int(4 * k), y + int(2 * k)))
        pygame.draw.rect(surface, c.GOLD, chip.inflate(int(8 * k), 2), width=1, border_radius=6)  # a button

    # -- meanings on hover -----------------------------------------------------------------------------------
    def meaning_of(self, scene: TableScene, before: tuple[str, ...], seat: int, call: str) -> str:
        dealer = int(scene.obs.public.get("dealer", 0))
        key = (before, seat, call, scene.lang)
        if key not in self._meanings:
            try:
                self._meanings[key] = meaning(list(before), dealer, seat, call).text(scene.lang)
            except (KeyError, ValueError, IndexError):  # a call the system cannot read: no meaning shown
                self._meanings[key] = ""
        return self._meanings[key]


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
    calls_n = len(scene.obs.public.get("calls", []))
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


def reason_words(reason: object, lang: str) -> str:
    """An engine's reason (games/words/reasons.py Reason, or plain text) in `lang`."""
    if reason is None:
        return ""
    text = getattr(reason, "text", None)
    return str(text(lang)) if callable(text) else str(reason)


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


def draw_auction(control: BridzTable, scene: TableScene, surface: pygame.Surface, geometry: Geometry) -> list[Spot]:
    """The grid (and during the auction the box); the places that say something on hover (a seat's whole name,
    a call's meaning), the words worked out only when hovered."""
    k, lang, public = scene.k, scene.lang, scene.obs.public
    grid = geometry.grid
    c.draw_panel(surface, geometry.whole.inflate(int(12 * k), int(12 * k)), c.PANEL, radius=12, alpha=250)
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
    vul = [calls.compass(s, scene.viewer, lang) for s in range(4) if vulnerable[s % 2]]
    vul_text = tr(lang, "v manši: ", "vulnerable: ") + "–".join(sorted(vul)) if vul else \
        tr(lang, "nikdo v manši", "none vulnerable")
    title = tr(lang, "Dražba", "Auction")
    c.blit_fit(surface, title, px, grid.width // 2, c.GOLD, True, topleft=(grid.left + gap, grid.top + gap))
    c.blit_fit(surface, vul_text, max(c.MIN_FONT, int(12 * k)), grid.width // 2 - gap,
               VULNERABLE if vul else c.TEXT_DIM, topright=(grid.right - gap, grid.top + gap + int(2 * k)))
    y = grid.top + gap + row_h
    for i, seat in enumerate(seats):
        cell = pygame.Rect(grid.left + i * col_w, y, col_w, row_h * 2)
        colour = VULNERABLE if vulnerable[seat % 2] else c.TEXT
        letter = c.text(calls.compass(seat, scene.viewer, lang), px, colour, True)
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
        words = [calls.compass(seat, scene.viewer, lang, words=True), name]
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


def called(control: BridzTable, scene: TableScene, before: tuple[str, ...], seat: int, call: str) -> str:
    """'Charles: 1♣ – 3+ clubs, 12–21 points': who made a call of the grid and what it means by the system."""
    text = control.meaning_of(scene, before, seat, call)
    return f"{scene.names[seat]}: {calls.call_text(call, scene.lang)}" + (f" – {text}" if text else "")


def draw_box(control: BridzTable, scene: TableScene, surface: pygame.Surface, geometry: Geometry,
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


def meant(control: BridzTable, scene: TableScene, before: tuple[str, ...], call: str) -> str:
    text = control.meaning_of(scene, before, scene.viewer, call)
    return f"{calls.call_text(call, scene.lang)} – {text}" if text else ""


def _dim_call(surface: pygame.Surface, call: str, lang: str, px: int, centre: tuple[int, int]) -> None:
    img = c.text(calls.call_text(call, lang), px, INK_DIM, True)
    surface.blit(img, img.get_rect(center=centre))


def draw_tip(surface: pygame.Surface, anchor: pygame.Rect, words: str, k: float) -> None:
    """A call's meaning under the call, as the app's own tooltips look (ui/tooltip_box.py)."""
    px = max(c.MIN_FONT, int(14 * k))
    max_w = min(surface.get_width() - 20, max(240, int(surface.get_width() * 0.35)))
    lines = c.wrap(words, px, max_w - 16)
    images = [c.text(line, px, c.TEXT) for line in lines]
    box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 16, sum(i.get_height() for i in images) + 10)
    box.topleft = (anchor.left, anchor.bottom + 4)
    if box.bottom > surface.get_height():
        box.bottom = anchor.top - 4
    box.clamp_ip(surface.get_rect())
    c.draw_panel(surface, box, (18, 22, 28), radius=6, alpha=250)  # a panel: what it covers is out of sight
    pygame.draw.rect(surface, c.TEXT_DIM, box, width=1, border_radius=6)
    y = box.top + 5
    for image in images:
        surface.blit(image, (box.left + 8, y))
        y += image.get_height()
