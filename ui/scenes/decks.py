"""The deck browser: every pack with its story, every card drawn, a zoom on any card.

Left: the list of packs. Right: the pack's story (region, size, suits and ranks
named in Czech, English and the native language, the description) followed by a
grid of all its cards; the right side scrolls as one page. Enter or a click
zooms a card to full height with its names. Everything is drawn by hand from
`ui.scenes.common` helpers, so the scene renders headless and survives any
sequence of keys, clicks, wheel turns and resizes.

Keys: Up/Down choose a pack, Right/Enter/Tab go into its cards, arrows move in
the grid, PageUp/PageDown page, Home/End jump, Enter zooms, Left/Right in the
zoom step through the cards, Esc goes back one level (zoom -> grid -> list ->
menu), L switches Czech/English.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

import pygame

import cards
from cards.model import Card, Pack
from ui.faces import render_card
from ui.faces.shapes import face_size, fit_height
from ui.scene import Scene
from ui.scenes import common as c
from ui.scenes.deck_story import card_native, ordered, story, three_names, tr, ui_safe

STYLE = {"title": (28, True, c.GOLD), "sub": (16, False, c.TEXT_DIM), "field": (16, False, c.TEXT),
         "text": (16, False, c.TEXT)}


@dataclass
class Line:
    text: str
    px: int
    bold: bool
    colour: tuple[int, ...]
    y: int


class DecksScene(Scene):
    """The deck browser scene (see the module docstring for the keys)."""

    def __init__(self, settings: c.Settings | None = None, size: tuple[int, int] = c.DESIGN_SIZE,
                 lang: str | None = None, pack_id: str | None = None, back_to: str = "menu") -> None:
        self.settings = settings or c.Settings()
        self.lang = lang or self.settings.lang
        self.back_to = back_to
        self.packs: list[Pack] = ordered(cards.all_packs())
        self.index = 0
        if pack_id:
            ids = [p.id for p in self.packs]
            try:
                self.index = ids.index(cards.get_pack(pack_id).id)
            except (KeyError, ValueError):
                self.index = 0
        self.focus = "packs"  # or "cards"
        self.cursor = 0
        self.zoomed: int | None = None
        self.scroll = 0  # right panel, pixels
        self.list_scroll = 0
        self.mouse = (0, 0)
        self.next_scene = None
        self._lines: list[Line] = []
        self._story_key: tuple[str, str, int] | None = None
        self.resize(size)
        self._show_pack()

    # -- layout -----------------------------------------------------------------------------------------------
    @property
    def pack(self) -> Pack:
        return self.packs[self.index]

    def resize(self, size: tuple[int, int]) -> None:
        w, h = max(320, int(size[0])), max(240, int(size[1]))
        self.size = (w, h)
        k = c.scale(self.size)
        self.k = k
        pad = int(14 * k)
        self.pad = pad
        self.header = pygame.Rect(pad, pad, w - 2 * pad, int(40 * k))
        self.footer = pygame.Rect(pad, h - int(30 * k), w - 2 * pad, int(26 * k))
        top, bottom = self.header.bottom + pad // 2, self.footer.top - pad // 2
        left_w = max(160, int(w * 0.24))
        self.list_rect = pygame.Rect(pad, top, left_w, max(40, bottom - top))
        self.main_rect = pygame.Rect(self.list_rect.right + pad, top, max(80, w - left_w - 3 * pad),
                                     max(40, bottom - top))
        self.row_h = c.font(self._text_px(16)).get_linesize() + c.font(self._text_px(12)).get_linesize() + 6
        self.slot_w = int(max(56, min(104, (self.main_rect.w - 2 * pad) / 8.5)))
        self.gap = int(10 * k)
        self._fit_cards()
        self._story_key = None
        self._clamp()

    def _fit_cards(self) -> None:
        """The grid for the shown pack: its cards' own shape (round Ganjifa, narrow Chinese strips) in the slot."""
        self.card_w, self.card_h = face_size(self.pack, self.slot_w)
        inner = self.main_rect.w - 2 * self.pad
        self.cols = max(1, (inner + self.gap) // (self.card_w + self.gap))
        # spread the columns over the whole width, but never further apart than twice the gap
        spare = inner - self.cols * self.card_w
        self.gap_x = min(2 * self.gap, spare // (self.cols - 1)) if self.cols > 1 else self.gap

    def _text_px(self, px: int) -> int:
        return max(11, int(px * self.k))

    def _build_story(self) -> None:
        key = (self.pack.id, self.lang, self.main_rect.w)
        if key == self._story_key:
            return
        self._story_key = key
        width = self.main_rect.w - 2 * self.pad
        y = self.pad
        lines: list[Line] = []
        for style, text in story(self.pack, self.lang):
            base, bold, colour = STYLE[style]
            px = self._text_px(base)
            if style == "text":
                y += px // 2
            for line in c.wrap(text, px, width, bold):
                lines.append(Line(line, px, bold, colour, y))
                y += int(c.font(px, bold).get_linesize() * 1.02)
            y += px // 3 if style != "title" else px // 2
        self._lines = lines
        self.story_h = y + self.pad

    def _grid_top(self) -> int:
        self._build_story()
        return self.story_h

    def card_rect(self, i: int) -> pygame.Rect:
        """Where card i sits, in screen coordinates with the current scroll."""
        row, col = divmod(i, self.cols)
        x = self.main_rect.left + self.pad + col * (self.card_w + self.gap_x)
        y = self.main_rect.top + self._grid_top() + row * (self.card_h + self.gap) - self.scroll
        return pygame.Rect(x, y, self.card_w, self.card_h)

    def content_h(self) -> int:
        rows = (self.pack.size + self.cols - 1) // self.cols
        return self._grid_top() + rows * (self.card_h + self.gap) + self.pad

    def _clamp(self) -> None:
        self.index = max(0, min(self.index, len(self.packs) - 1))
        self.cursor = max(0, min(self.cursor, max(0, self.pack.size - 1)))
        if self.zoomed is not None and not (0 <= self.zoomed < self.pack.size):
            self.zoomed = None
        self.scroll = max(0, min(self.scroll, max(0, self.content_h() - self.main_rect.h)))
        list_h = len(self.packs) * self.row_h
        self.list_scroll = max(0, min(self.list_scroll, max(0, list_h - self.list_rect.h)))

    def _show_cursor(self) -> None:
        rect = self.card_rect(self.cursor)
        if rect.top < self.main_rect.top:
            self.scroll -= self.main_rect.top - rect.top + self.gap
        elif rect.bottom > self.main_rect.bottom:
            self.scroll += rect.bottom - self.main_rect.bottom + self.gap
        self._clamp()

    def _show_pack(self) -> None:
        top = self.index * self.row_h
        if top < self.list_scroll:
            self.list_scroll = top
        elif top + self.row_h > self.list_scroll + self.list_rect.h:
            self.list_scroll = top + self.row_h - self.list_rect.h
        self._clamp()

    # -- input ------------------------------------------------------------------------------------------------
    def select(self, index: int) -> None:
        index = max(0, min(index, len(self.packs) - 1))
        if index != self.index:
            self.index = index
            self.cursor = 0
            self.scroll = 0
            self.zoomed = None
            self._fit_cards()
        self._show_pack()

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = tuple(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = tuple(event.pos)
            self._click(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            step = int(60 * self.k) * int(event.y)
            if self.zoomed is not None:
                self._step_zoom(-int(event.y))
            elif self.list_rect.collidepoint(self.mouse):
                self.list_scroll -= step
            else:
                self.scroll -= step
            self._clamp()
        elif event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))

    def _key(self, key: int) -> None:
        if key == pygame.K_l:
            self.lang = "en" if self.lang == "cs" else "cs"
            self._story_key = None
            self._clamp()
            return
        if self.zoomed is not None:
            if key in (pygame.K_LEFT, pygame.K_UP, pygame.K_PAGEUP):
                self._step_zoom(-1)
            elif key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_TAB):
                self._step_zoom(1)
            elif key == pygame.K_HOME:
                self._step_zoom(-self.pack.size)
            elif key == pygame.K_END:
                self._step_zoom(self.pack.size)
            elif key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_BACKSPACE):
                self.zoomed = None
            return
        page_rows = max(1, self.main_rect.h // (self.card_h + self.gap))
        if self.focus == "packs":
            if key == pygame.K_UP:
                self.select(self.index - 1)
            elif key == pygame.K_DOWN:
                self.select(self.index + 1)
            elif key == pygame.K_HOME:
                self.select(0)
            elif key == pygame.K_END:
                self.select(len(self.packs) - 1)
            elif key == pygame.K_PAGEUP:
                self.scroll -= int(self.main_rect.h * 0.9)
            elif key == pygame.K_PAGEDOWN:
                self.scroll += int(self.main_rect.h * 0.9)
            elif key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                if self.pack.size:
                    self.focus = "cards"
                    self._show_cursor()
            elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.next_scene = self.back_to
        else:
            if key == pygame.K_LEFT:
                if self.cursor % self.cols == 0:
                    self.focus = "packs"
                else:
                    self.cursor -= 1
            elif key == pygame.K_RIGHT:
                self.cursor += 1
            elif key == pygame.K_UP:
                if self.cursor >= self.cols:
                    self.cursor -= self.cols
                else:
                    self.scroll = 0
            elif key == pygame.K_DOWN:
                if self.cursor + self.cols < self.pack.size:
                    self.cursor += self.cols
            elif key == pygame.K_PAGEUP:
                self.cursor = max(self.cursor % self.cols, self.cursor - page_rows * self.cols)
            elif key == pygame.K_PAGEDOWN:
                self.cursor = min(self.pack.size - 1, self.cursor + page_rows * self.cols)
            elif key == pygame.K_HOME:
                self.cursor = 0
            elif key == pygame.K_END:
                self.cursor = self.pack.size - 1
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.zoomed = self.cursor
            elif key in (pygame.K_ESCAPE, pygame.K_TAB, pygame.K_BACKSPACE):
                self.focus = "packs"
            self._clamp()
            if self.focus == "cards" and not (key == pygame.K_UP and self.scroll == 0):
                self._show_cursor()
        self._clamp()

    def _step_zoom(self, delta: int) -> None:
        if self.zoomed is None or not self.pack.size:
            return
        self.zoomed = max(0, min(self.pack.size - 1, self.zoomed + delta))
        self.cursor = self.zoomed

    def _click(self, pos: tuple[int, int]) -> None:
        if self.zoomed is not None:
            self.zoomed = None
            return
        if self.list_rect.collidepoint(pos):
            i = (pos[1] - self.list_rect.top + self.list_scroll) // self.row_h
            if 0 <= i < len(self.packs):
                self.select(int(i))
                self.focus = "packs"
            return
        if self.main_rect.collidepoint(pos):
            for i in self._visible_cards():
                if self.card_rect(i).collidepoint(pos):
                    self.cursor = i
                    self.zoomed = i
                    self.focus = "cards"
                    return

    def _visible_cards(self) -> range:
        if not self.pack.size:
            return range(0)
        top = self.main_rect.top + self._grid_top() - self.scroll
        step = self.card_h + self.gap
        first_row = max(0, (self.main_rect.top - top) // step)
        last_row = max(0, (self.main_rect.bottom - top) // step + 1)
        return range(min(self.pack.size, first_row * self.cols), min(self.pack.size, (last_row + 1) * self.cols))

    # -- drawing ----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        c.felt(surface)
        title = c.fit_text(tr("title", self.lang), self._text_px(26), self.header.w, c.GOLD, bold=True)
        surface.blit(title, title.get_rect(midleft=self.header.midleft))
        self._draw_list(surface)
        self._draw_main(surface)
        keys = "keys_zoom" if self.zoomed is not None else "keys_cards" if self.focus == "cards" else "keys_list"
        hint = c.fit_text(tr(keys, self.lang), self._text_px(14), self.footer.w, c.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midleft=self.footer.midleft))
        if self.zoomed is not None:
            self._draw_zoom(surface)

    def _draw_list(self, surface: pygame.Surface) -> None:
        c.draw_panel(surface, self.list_rect, radius=int(8 * self.k))
        clip = surface.get_clip()
        surface.set_clip(self.list_rect)
        px, small = self._text_px(16), self._text_px(12)
        for i, pack in enumerate(self.packs):
            y = self.list_rect.top + i * self.row_h - self.list_scroll
            if y + self.row_h < self.list_rect.top or y > self.list_rect.bottom:
                continue
            row = pygame.Rect(self.list_rect.left + 4, y + 2, self.list_rect.w - 8, self.row_h - 4)
            if i == self.index:
                colour = c.PANEL_LIGHT if self.focus == "cards" else (60, 80, 110)
                pygame.draw.rect(surface, colour, row, border_radius=int(6 * self.k))
                if self.focus == "packs":
                    pygame.draw.rect(surface, c.FOCUS, row, 2, border_radius=int(6 * self.k))
            c.blit_fit(surface, pack.names.get(self.lang), px, row.w - 12, c.TEXT, i == self.index,
                       topleft=(row.left + 6, row.top + 2))
            sub = tr("cards_n", self.lang, n=pack.size) if pack.cards else tr("description_only", self.lang)
            c.blit_fit(surface, f"{sub} · {pack.id}", small, row.w - 12, c.TEXT_DIM,
                       bottomleft=(row.left + 6, row.bottom - 2))
        surface.set_clip(clip)

    def _draw_main(self, surface: pygame.Surface) -> None:
        c.draw_panel(surface, self.main_rect, radius=int(8 * self.k))
        self._build_story()
        clip = surface.get_clip()
        surface.set_clip(self.main_rect)
        left = self.main_rect.left + self.pad
        for line in self._lines:
            y = self.main_rect.top + line.y - self.scroll
            if y > self.main_rect.bottom or y + line.px * 2 < self.main_rect.top:
                continue
            surface.blit(c.text(line.text, line.px, line.colour, line.bold), (left, y))
        size = (self.card_w, self.card_h)
        for i in self._visible_cards():
            card = self.pack.cards[i]
            lit = self.focus == "cards" and i == self.cursor
            face = render_card(card, self.pack, size, four_colour=self.settings.four_colour, highlight=lit,
                               lang=self.lang)
            surface.blit(face, self.card_rect(i))
        surface.set_clip(clip)
        total = self.content_h()
        if total > self.main_rect.h:  # a thin scroll bar says there is more below
            bar_h = max(20, self.main_rect.h * self.main_rect.h // total)
            bar_y = self.main_rect.top + (self.main_rect.h - bar_h) * self.scroll // max(1, total - self.main_rect.h)
            pygame.draw.rect(surface, c.TEXT_DIM, (self.main_rect.right - 6, bar_y, 4, bar_h), border_radius=2)

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        if self.zoomed is None:
            return
        w, h = self.size
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((8, 14, 12, 235))
        surface.blit(shade, (0, 0))
        card = self.pack.cards[self.zoomed]
        card_w, card_h = fit_height(self.pack, int(h * 0.8))
        if card_w > w * 0.5:
            card_w, card_h = fit_height(self.pack, int(card_h * w * 0.5 / card_w))
        face = render_card(card, self.pack, (card_w, card_h), four_colour=self.settings.four_colour, lang=self.lang)
        x = self.pad * 3
        y = (h - card_h) // 2
        surface.blit(face, (x, y))
        tx = x + card_w + self.pad * 2
        width = w - tx - self.pad * 2
        ty = y
        # an opaque panel under the names, so the page beneath never shows through the text
        c.draw_panel(surface, pygame.Rect(tx - self.pad, y, width + self.pad * 2, card_h), radius=int(10 * self.k),
                     alpha=250)
        ty += self.pad
        big, px = self._text_px(30), self._text_px(18)
        for line in c.wrap(card.name(self.lang), big, width, True):
            surface.blit(c.text(line, big, c.GOLD, True), (tx, ty))
            ty += c.font(big, True).get_linesize()
        ty += px
        for text in self._zoom_lines(card):
            for line in c.wrap(text, px, width):
                surface.blit(c.text(line, px, c.TEXT), (tx, ty))
                ty += c.font(px).get_linesize()

    def _zoom_lines(self, card: Card) -> list[str]:
        lang = self.lang
        lines = [f"cs: {card.names.cs}", f"en: {card.names.en}"]
        lines += [f"{code}: {name}" for code, name in card_native(card, self.pack)]
        lines.append("")
        if card.suit is not None:
            with contextlib.suppress(KeyError):
                lines.append(f"{tr('suit', lang)}: {three_names(self.pack.suit(card.suit).names, lang)}")
        if card.rank is not None:
            with contextlib.suppress(KeyError):
                lines.append(f"{tr('rank', lang)}: {three_names(self.pack.rank(card.rank).names, lang)}")
        if card.picture:
            lines.append(f"{tr('picture', lang)}: {ui_safe(card.picture)}")
        lines.append(f"{tr('code', lang)}: {card.code} · {tr('of_pack', lang, i=self.zoomed + 1, n=self.pack.size)}"
                     if self.zoomed is not None else card.code)
        return [line if line else " " for line in lines]


DeckBrowserScene = DecksScene
