"""The rule book: every game's rules from rules_yaml/, searchable, with options and defaults.

The search is the one `main.py rules` uses (`games.rulebook_search`: folded names and
aliases, then close suggestions), widened by a folded full-text match so a word such
as "pair" or "štych" finds the games whose rules mention it. Opened from the table
with F1 it shows the game being played, and Esc/Back returns to the table.
"""

from __future__ import annotations

import html
import re

import pygame
import pygame_gui

from games import rulebook_search as rs
from games.registry import game_ids
from games.rulebook import OptionSpec, RuleBook, fold, rulebooks
from ui.i18n import t
from ui.scene import BACK, GuiScene
from ui.scenes import common as c


def search(query: str, lang: str) -> list[RuleBook]:
    """Rule books matching `query`: exact name/alias first, then suggestions, then full text."""
    books = rulebooks()
    if not fold(query):
        return list(books.values())
    found: list[RuleBook] = []
    exact = rs.find_rulebook(query, books)
    if exact is not None:
        found.append(exact)
    found += [books[i] for i in rs.suggest(query, books, limit=len(books)) if i in books]
    key = fold(query)
    for book in books.values():
        if key in fold(" ".join(searched_text(book, lang))):
            found.append(book)
    unique: dict[str, RuleBook] = {}
    for book in found:
        unique.setdefault(book.id, book)
    return list(unique.values())


def searched_text(book: RuleBook, lang: str) -> list[str]:
    """Everything the rule book shows that a search reads: its sections, objective and options (their labels,
    values and why), so 'muggins' finds Cribbage by its option."""
    out = [n.get(lang) for n in book.text.values()] + [book.objective.get(lang)]
    for name, spec in book.options.items():
        out += [name, spec.label.get(lang), spec.why.get(lang), rs.option_allowed(spec, lang)]
    return out


#: a hit of the search in the rule text: gold behind dark letters, like a highlighter's stroke
MARK = "<body bgcolor=#f0c85a><font color=#1b2430>{}</font></body>"
MARK_COLOUR = pygame.Color("#f0c85a")


def marked(text: str, query: str) -> str:
    """`text` as escaped HTML with every hit of `query` marked; a hit is found as the search finds it
    (case, diacritics and punctuation folded: 'cerny petr' marks 'Černý Petr')."""
    words = fold(query).split()
    if not words:
        return html.escape(text)
    folded: list[str] = []  # the text folded a character at a time, each folded character's source index
    source: list[int] = []
    for i, ch in enumerate(text):
        piece = fold(ch) or " "
        folded.append(piece)
        source += [i] * len(piece)
    pattern = r"\s+".join(re.escape(w) for w in words)
    out, at = [], 0
    for hit in re.finditer(pattern, "".join(folded)):
        start, end = source[hit.start()], source[hit.end() - 1] + 1
        out += [html.escape(text[at:start]), MARK.format(html.escape(text[start:end]))]
        at = end
    return "".join(out) + html.escape(text[at:])


def scroll_to_mark(box: pygame_gui.elements.UITextBox) -> None:
    """Scroll the text so its first marked hit is in sight (an option's word lies at the bottom of a long
    rule book); the layout's rows are pygame_gui's own, so a version that lays out otherwise only scrolls not."""
    bar = getattr(box, "scroll_bar", None)
    layout = getattr(box, "text_box_layout", None)
    if bar is None or layout is None:
        return
    try:
        ys = [row.y for row in layout.layout_rows for item in row.items
              if getattr(item, "bg_colour", None) == MARK_COLOUR]
        height = layout.layout_rect.height
        if ys and height:
            visible = bar.visible_percentage
            bar.set_scroll_from_start_percentage(max(0.0, min(1.0 - visible, min(ys) / height - visible / 3)))
    except AttributeError:
        pass


def rulebook_html(book: RuleBook, lang: str, playable: bool, query: str = "") -> str:
    def e(text: str) -> str:
        return marked(text, query)

    other = book.names.en if lang == "cs" else book.names.cs
    out = [f"<font size=6><b>{e(book.names.get(lang))}</b></font>"]
    if other != book.names.get(lang):
        out.append(f" <i>({e(other)})</i>")
    if not playable:
        out.append(f"<br><i>{e(t('no_engine', lang))}</i>")
    out.append("<br><br>")
    for line in rs.header_lines(book, lang)[2:]:
        head, _, rest = line.partition(": ")
        out.append(f"<b>{e(head)}:</b> {e(rest)}<br>")
    for _, heading, text in rs.sections(book, lang):
        out.append(f"<br><font color=#f0c85a><b>{e(heading)}</b></font><br>{e(text)}<br>")
    out.append(f"<br><font color=#f0c85a><b>{e(t('options', lang))}</b></font><br>")
    if not book.options:
        out.append(e(t("no_options", lang)) + "<br>")
    for name, spec in book.options.items():
        out.append(f"<b>{e(spec.label.get(lang))}</b> ({e(name)}) — {e(t('default', lang))}: "
                   f"<b>{e(_value(spec, spec.default, lang))}</b>; {e(rs.option_allowed(spec, lang))}<br>"
                   f"<i>{e(spec.why.get(lang))}</i><br>")
    out.append(f"<br><font color=#f0c85a><b>{e(t('sources', lang))}</b></font><br>")
    out += [f"• {e(s)}<br>" for s in book.sources]
    return "".join(out)


def _value(spec: OptionSpec, value: object, lang: str) -> str:
    label = spec.value_labels.get(str(value)) if spec.value_labels else None
    if label is not None:
        return label.get(lang)
    if isinstance(value, bool):
        return t("yes", lang) if value else t("no", lang)
    return rs.format_value(value)


class RulesScene(GuiScene):
    def __init__(self, settings: c.Settings | None = None, game_id: str | None = None,
                 size: tuple[int, int] = c.DESIGN_SIZE, query: str = "") -> None:
        self.settings = settings or c.Settings()
        self.lang = self.settings.lang
        books = rulebooks()
        self.selected = game_id if game_id in books else next(iter(books))
        self.query = query
        self.pending_query: str | None = None
        self.query_timer = 0.0
        self.results = search(query, self.lang)
        if self.results and self.selected not in [b.id for b in self.results]:
            self.selected = self.results[0].id
        self.manager: pygame_gui.UIManager | None = None
        self.game_buttons: list[tuple[pygame_gui.elements.UIButton, str]] = []
        self.box: pygame_gui.elements.UITextBox | None = None
        self.boxes: dict[tuple[str, str] | str, pygame_gui.elements.UITextBox] = {}  # by (game, search)
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.back: pygame_gui.elements.UIButton | None = None
        self.size = size
        self._rebuild(size)

    def _rebuild(self, size: tuple[int, int]) -> None:
        self.size = size
        self.manager = c.make_manager(size)
        self.boxes = {}
        self.box = None
        k = c.scale(size)
        # The rule text uses bold, italic and a large heading: load those faces now, not mid-layout.
        base = max(c.MIN_FONT, round(16 * k))
        # Only those not loaded yet: the theme may share its 24-point bold, and pygame_gui warns of a second load.
        fonts = self.manager.get_theme().get_font_dictionary()
        faces = [(size, style) for size, style in ((base, "italic"), (24, "bold"))
                 if not fonts.check_font_preloaded(fonts.create_font_id(size, "noto_sans", style == "bold",
                                                                        style == "italic"))]
        self.manager.preload_fonts([{"name": "noto_sans", "point_size": size, "style": style, "antialiased": "1"}
                                    for size, style in faces])
        self.k = k
        w, h = size
        pad = int(14 * k)
        left_w = int(w * 0.26)
        top = int(60 * k)
        self.entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(pad, top, left_w, int(36 * k)), self.manager,
                                                         placeholder_text=t("search_hint", self.lang))
        if self.query:
            self.entry.set_text(self.query)
        self.list_top = top + int(46 * k)
        self.left = pygame.Rect(pad, self.list_top, left_w, h - self.list_top - int(70 * k))
        self.back = pygame_gui.elements.UIButton(pygame.Rect(pad, h - int(56 * k), left_w, int(40 * k)),
                                                 t("back", self.lang) + " (Esc)", self.manager)
        self.text_rect = pygame.Rect(left_w + 2 * pad, top, w - left_w - 3 * pad, h - top - pad)
        self._build_list()
        self._show()

    def _build_list(self) -> None:
        for button, _ in self.game_buttons:
            button.kill()
        self.game_buttons = []
        bh = int(34 * self.k)
        gap = int(6 * self.k)
        playable = set(game_ids())
        for i, book in enumerate(self.results):
            rect = pygame.Rect(self.left.left, self.left.top + i * (bh + gap), self.left.width, bh)
            if rect.bottom > self.left.bottom:
                break
            star = "" if book.id in playable else " " + t("rules_only", self.lang)
            oid = "@selected_game" if book.id == self.selected else "@game"
            button = pygame_gui.elements.UIButton(rect, book.names.get(self.lang) + star, self.manager, object_id=oid)
            self.game_buttons.append((button, book.id))

    def _show(self) -> None:
        """Show the selected game's text; each text box is built once and kept (laying out a rule
        book's text takes a noticeable moment, flipping between games should not)."""
        if self.box is not None:
            self.box.hide()
        key = (self.selected, fold(self.query)) if self.results else ""  # each search marks its own hits
        box = self.boxes.get(key)
        if box is None:
            books = rulebooks()
            if not self.results:
                body = t("no_match", self.lang)
            else:
                book = books[self.selected]
                body = rulebook_html(book, self.lang, book.id in set(game_ids()), self.query)
            box = pygame_gui.elements.UITextBox(body, self.text_rect, self.manager)
            self.boxes[key] = box
            if self.results and fold(self.query):
                scroll_to_mark(box)
        box.show()
        self.box = box

    def select(self, game_id: str) -> None:
        self.selected = game_id
        self._build_list()
        self._show()

    def set_query(self, query: str) -> None:
        self.query = query
        for key in [key for key in self.boxes if key and key[1] != fold(query)]:  # marked for another search
            self.boxes.pop(key).kill()
        self.results = search(query, self.lang)
        if self.results and self.selected not in [b.id for b in self.results]:
            self.selected = self.results[0].id
        self._build_list()
        self._show()

    def process_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.next_scene = BACK
            for button, game_id in self.game_buttons:
                if event.ui_element is button:
                    self.select(game_id)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            # Search once typing pauses: rebuilding the rule text on every key would make typing lag.
            self.pending_query = self.entry.get_text()
            self.query_timer = 0.25
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.next_scene = BACK
            elif event.key in (pygame.K_DOWN, pygame.K_UP) and self.results:
                ids = [b.id for b in self.results]
                i = ids.index(self.selected) if self.selected in ids else 0
                i = (i + (1 if event.key == pygame.K_DOWN else -1)) % len(ids)
                self.select(ids[i])
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self._page(1 if event.key == pygame.K_PAGEDOWN else -1)

    def _page(self, direction: int) -> None:
        """Scroll the text a screen at a time (pygame_gui's scroll bar does the rest)."""
        bar = getattr(self.box, "scroll_bar", None)
        if bar is None:
            return
        try:
            visible = bar.visible_percentage
            start = max(0.0, min(1.0 - visible, bar.start_percentage + direction * 0.8 * visible))
            bar.set_scroll_from_start_percentage(start)
        except AttributeError:
            pass

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.pending_query is not None:
            self.query_timer -= dt
            if self.query_timer <= 0:
                query, self.pending_query = self.pending_query, None
                if query != self.query:
                    self.set_query(query)

    def draw(self, surface: pygame.Surface) -> None:
        assert self.manager is not None
        surface.fill(c.PANEL)
        title = c.text(t("rules", self.lang), int(26 * self.k), c.GOLD, True)
        surface.blit(title, (int(14 * self.k), int(12 * self.k)))
        self.manager.draw_ui(surface)
