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

Every call ends in `scene.act` with one of the legal actions (ui/games/bridz/calls.py). This module is the
control and its events; the auction picture's places and drawing are ui/games/bridz/auction.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ai.games.bridz.bidding import meaning
from games.actions import Action
from games.bridz.calls import action_call, call_action
from games.bridz.facts import public_facts
from ui import layout_record
from ui.games.bridz import calls
from ui.games.bridz.auction import (
    VULNERABLE,
    Geometry,
    Spot,
    auction_geometry,
    blit_call,
    blit_plain,
    draw_auction,
    draw_tip,
)
from ui.scenes import common as c
from ui.table.controls import Control, hint_line, human_to_move, tr
from ui.table.phase import TablePhase

if TYPE_CHECKING:  # the table imports its controls: only the checker reads this one back
    from ui.scenes.table import TableScene

HOVER_SECONDS = 0.35
#: the badge's lines' sizes at scale 1: the contract, the tricks, what declarer needs and the auction's key
BADGE_LINES = (22, 15, 13)
#: the table phases that show the auction and the contract: play, and a replay stepping through it
SHOWN = (TablePhase.PLAY, TablePhase.REPLAY)
#: the auction's key, in play (the grid is always up during the auction)
AUCTION_KEY = pygame.K_a


class BridzTable(Control["TableScene"]):
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
        """The auction is on the table (in play, or stepped through in a replay, where only the box is left out)."""
        return scene.phase in SHOWN and scene.summary_deal is None and public_facts(scene.obs).get("phase") == "auction"

    @staticmethod
    def in_play(scene: TableScene) -> bool:
        public = public_facts(scene.obs)
        return scene.phase in SHOWN and scene.summary_deal is None and public.get("phase") == "play" and \
            bool(public.get("contract"))

    def my_call(self, scene: TableScene) -> bool:
        return self.in_auction(scene) and human_to_move(scene)

    def legal(self, scene: TableScene) -> dict[str, Action]:
        return calls.legal_calls(scene.obs.legal_actions) if self.my_call(scene) else {}

    def from_dummy(self, scene: TableScene) -> bool:
        """The viewer declares and the dummy is to play: its cards are the viewer's to play."""
        public = public_facts(scene.obs)
        return self.in_play(scene) and human_to_move(scene) and public.get("declarer") == scene.viewer \
            and public.get("turn") == public.get("dummy")

    # -- the table's hooks ---------------------------------------------------------------------------------
    def menu(self, scene: TableScene, actions: list[Action]) -> list[Action]:
        if not self.in_auction(scene):
            return actions
        return [a for a in actions if action_call(a) is None]  # the calls are in the box

    def update(self, scene: TableScene, dt: float) -> None:
        self.rest += dt
        made = len(public_facts(scene.obs).get("calls", []))
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
        with_box = self.in_auction(scene) and scene.phase == TablePhase.PLAY  # a replay makes no calls
        made = len(public_facts(scene.obs).get("calls", []))
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

    def keeps(self, scene: TableScene) -> list[pygame.Rect]:
        """The badge stays in sight of the last trick's review (it lay over the review's corner)."""
        badge = self.badge_rect(scene)
        return [] if badge is None else [badge]

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, scene: TableScene, surface: pygame.Surface) -> None:
        if scene.layout is None:
            return
        if self.in_play(scene):
            self.draw_badge(scene, surface)
            if self.from_dummy(scene):
                dummy = public_facts(scene.obs).get("dummy")
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
        public = public_facts(scene.obs)
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
        k, lang, public = scene.k, scene.lang, public_facts(scene.obs)
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
        who = f"  {scene.names[declarer]} ({calls.compass(declarer, lang)})"
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
        dealer = int(public_facts(scene.obs).get("dealer", 0))
        key = (before, seat, call, scene.lang)
        if key not in self._meanings:
            try:
                self._meanings[key] = meaning(list(before), dealer, seat, call).text(scene.lang)
            except (KeyError, ValueError, IndexError):  # a call the system cannot read: no meaning shown
                self._meanings[key] = ""
        return self._meanings[key]


def reason_words(reason: object, lang: str) -> str:
    """An engine's reason (games/words/reasons.py Reason, or plain text) in `lang`."""
    if reason is None:
        return ""
    text = getattr(reason, "text", None)
    return str(text(lang)) if callable(text) else str(reason)
