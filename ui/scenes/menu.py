"""The menu: pick a game, who sits where (a human or an AI level per seat), the rule book's options.

Left: every registered game with its players, pack and a line about it. Right: the
chosen game's setup: number of players, each seat (human or AI), and every option of
its rule book with the default preselected. Bottom: language, deck browser, rules,
settings, quit. Keys: ↑/↓ choose a game, Enter plays, F1 opens its rules, Esc asks to quit.
Tab moves the keyboard focus to the setup panel and back: there ↑/↓ move between its rows
(players, seats, options, Play) and ←/→ cycle the focused row's choices, so no mouse is needed.
"""

from __future__ import annotations

import pygame
import pygame_gui

from ai.registry import load_players
from cards.registry import broken_packs
from games.game import Game
from games.registry import all_games, broken_games
from games.rulebook_search import pack_name
from ui import tooltip
from ui.i18n import players_text, t
from ui.scenes import common as c
from ui.scenes.menu_setup import SetupPanel, remembered_setups


def one_line(text: str, limit: int = 140) -> str:
    first = text.split(". ")[0].rstrip(".") + "."
    return first if len(first) <= limit else first[: limit - 1] + "…"


class MenuScene(SetupPanel):
    """The game list, the bottom bar and the keys; the setup panel on the right is SetupPanel's."""

    def __init__(self, settings: c.Settings | None = None, size: tuple[int, int] = c.DESIGN_SIZE,
                 selected: str | None = None) -> None:
        self.settings = settings or c.Settings()
        self.lang = self.settings.lang
        load_players()  # first: a game whose AI data file is damaged is left out of the list, and named below
        self.games: list[Game] = all_games()
        ids = [g.id for g in self.games]
        # the game chosen last (kept in the settings across screens and restarts), else the first
        chosen = selected if selected in ids else self.settings.last_game
        self.selected = chosen if chosen in ids else (ids[0] if ids else "")
        self.setups = remembered_setups(self.games, self.settings)
        self.manager: pygame_gui.UIManager | None = None
        self.widgets = {}
        self.game_buttons: list[tuple[pygame_gui.elements.UIButton, str]] = []
        self.seat_drops = []
        self.option_drops = {}
        self.size = size
        # keyboard focus: the game list, or a row of the setup panel (index into panel_rows())
        self.panel_focus = False
        self.focus_row = 0
        # sessions that last: the newest unfinished save is offered; bad files are reported, not fatal
        from sessions.autosave import newest_resumable
        from ui.scenes import session_words  # noqa: F401  (registers the words of the session screens)

        self.resumable, problems = newest_resumable()
        found = ([self.settings.problem] if self.settings.problem else []) + problems
        notes = [p.text(self.lang) for p in found]  # each file by name: what is wrong, where it went
        # a rule book or pack that did not load (or is gone) leaves out its games, named here, in English as
        # the files are
        notes += [str(error) for error in [*broken_packs().values(), *broken_games().values()]]
        self.notice = "; ".join(notes)
        self._rebuild(size)

    # -- widgets -----------------------------------------------------------------------------------------------
    def _rebuild(self, size: tuple[int, int]) -> None:
        self.size = size
        self.manager = c.make_manager(size)
        self.k = c.scale(size)
        self.widgets = {}
        self.game_buttons = []
        w, h = size
        k = self.k
        pad = int(16 * k)
        self.top = int(88 * k)
        bottom_h = int(44 * k)
        self.left = pygame.Rect(pad, self.top, int(w * 0.44), h - self.top - bottom_h - 3 * pad)
        self.right = pygame.Rect(self.left.right + 2 * pad, self.top, w - self.left.right - 3 * pad,
                                 self.left.height)
        # bottom bar
        labels = [("lang", "Čeština" if self.lang == "cs" else "English"), ("decks", t("decks", self.lang)),
                  ("rules", t("rules", self.lang) + " (F1)"), ("saves", t("saved_games", self.lang)),
                  ("stats", t("statistics", self.lang)), ("settings", t("settings", self.lang)),
                  ("quit", t("quit", self.lang) + " (Esc)")]
        bw = (w - (len(labels) + 1) * pad) // len(labels)
        for i, (key, label) in enumerate(labels):
            rect = pygame.Rect(pad + i * (bw + pad), h - bottom_h - pad, bw, bottom_h)
            self.widgets[key] = pygame_gui.elements.UIButton(rect, label, self.manager)
        if self.resumable is not None:
            info = self.resumable
            name = next((g.rulebook.names.get(self.lang) for g in self.games if g.id == info.game), info.game)
            rw = int(w * 0.36)
            self.widgets["resume"] = pygame_gui.elements.UIButton(
                pygame.Rect(w - pad - rw, int(14 * k), rw, int(44 * k)),
                t("resume_game", self.lang, game=name, when=info.updated.replace("T", " ")[:16]) + " (R)",
                self.manager, object_id="@action")
        self._build_games()
        self._build_setup()

    def _row_height(self) -> int:
        n = max(1, len(self.games))
        return min(int(62 * self.k), self.left.height // n)

    def _button_height(self) -> int:
        """A game's button; the line about the game goes under it when the row has room for it."""
        rh = self._row_height()
        bh = max(24, int(rh * 0.55))
        return bh if self._with_lines() else max(22, rh - 6)

    def _with_lines(self) -> bool:
        rh = self._row_height()
        return rh >= max(24, int(rh * 0.55)) + c.font(int(13 * self.k)).get_linesize() + 2

    def _build_games(self) -> None:
        for button, _ in self.game_buttons:
            button.kill()
        self.game_buttons = []
        rh = self._row_height()
        bh = self._button_height()
        for i, game in enumerate(self.games):
            book = game.rulebook
            counts = game.player_counts(game.config())  # the default rules' counts (Černý Petr: 3–8, not 2–8)
            players = players_text(counts[0], counts[-1], self.lang)
            label = f"{book.names.get(self.lang)}   ·   {players}   ·   {pack_name(book.packs[0], self.lang)}"
            rect = pygame.Rect(self.left.left, self.left.top + i * rh, self.left.width, bh)
            oid = "@selected_game" if game.id == self.selected else "@game"
            self.game_buttons.append((pygame_gui.elements.UIButton(rect, label, self.manager, object_id=oid), game.id))

    def select(self, game_id: str) -> None:
        self.selected = game_id
        self.options_page = False
        self.settings.last_game = game_id  # saved at the next Play or when the app closes
        self.focus_row = 0
        self._build_games()
        self._build_setup()

    # -- events ------------------------------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None
        self.manager.process_events(event)
        if self.name_event(event):
            return
        if event.type == pygame.KEYDOWN and self.typing():
            return  # the letters are the name's (L would switch the language), Enter ends the typing
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._dropdown(event.ui_element, event.selected_option_id)  # the whole value: gui_tips may shorten the text
        elif event.type == pygame.KEYDOWN:
            ids = [g.id for g in self.games]
            if event.key == pygame.K_TAB and ids and self.options_page:
                self.toggle_options_page()
                self.panel_focus = False
            elif event.key == pygame.K_TAB and ids:
                self.panel_focus = not self.panel_focus
                self.focus_row = 0
            elif self._panel_key(event.key):
                pass
            elif event.key == pygame.K_ESCAPE and self.options_page:
                self.toggle_options_page()  # back to the players and seats, as a page's Esc does
            elif event.key == pygame.K_ESCAPE:
                self.ask_quit()
            elif event.key in (pygame.K_DOWN, pygame.K_UP) and ids:
                i = (ids.index(self.selected) + (1 if event.key == pygame.K_DOWN else -1)) % len(ids)
                self.select(ids[i])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and ids:
                self.play()
            elif event.key == pygame.K_F1:
                self.open_rules()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and ids:
                counts = self.player_counts()
                setup = self.setup()
                i = counts.index(setup["players"]) if setup["players"] in counts else 0
                setup["players"] = counts[max(0, min(len(counts) - 1, i + (1 if event.key == pygame.K_RIGHT else -1)))]
                self._build_setup()
            elif event.key == pygame.K_l:
                self.toggle_language()
            elif event.key == pygame.K_r and self.resumable is not None:
                self.resume()

    def toggle_language(self) -> None:
        self.settings.lang = "en" if self.lang == "cs" else "cs"
        self.settings.save()
        self.lang = self.settings.lang
        self._rebuild(self.size)

    def _button(self, element: object) -> None:
        for button, game_id in self.game_buttons:
            if element is button:
                self.select(game_id)
                return
        for key, widget in self.widgets.items():
            if element is widget:
                if key == "play":
                    self.play()
                elif key == "quit":
                    self.ask_quit()
                elif key == "rules":
                    self.open_rules()
                elif key == "decks":
                    self.next_scene = "decks"
                elif key == "settings":
                    self.next_scene = "settings"
                elif key == "friends":
                    self.play_with_friends()
                elif key in ("saves", "stats"):
                    self.next_scene = key
                elif key == "resume":
                    self.resume()
                elif key == "page":
                    self.toggle_options_page()
                elif key == "lang":
                    self.toggle_language()
                return

    def ask_quit(self) -> None:
        """Esc or Quit: a small dialog asks first (ui/scenes/confirm.py); the choices are kept either way."""
        from ui.scenes.confirm import ConfirmQuit

        if self.games:
            self.remember()
        self.next_scene = ConfirmQuit(self, self.lang, size=self.size)

    def play(self) -> None:
        from ui.scenes.table import TableScene

        if not self.games:
            return
        args = self.table_args()
        self.remember()
        seed = pygame.time.get_ticks() * 7919 + len(self.setups)
        self.next_scene = TableScene(args["game"], args["seats"], args["options"], seed=seed, settings=self.settings,
                                     size=self.size, seat_names=args["names"])

    def play_with_friends(self) -> None:
        """Host this setup for friends over the network, or join a friend's table (ui/scenes/friends.py)."""
        from ui.scenes.friends import FriendsScene

        args = self.table_args() if self.games else None
        if args is not None:
            self.remember()
        self.next_scene = FriendsScene(self.settings, self.size, host_args=args)

    def open_rules(self) -> None:
        from ui.scenes.rules import RulesScene

        self.next_scene = RulesScene(self.settings, game_id=self.selected or None, size=self.size)

    def resume(self) -> None:
        """Continue the newest unfinished save; a save that cannot be resumed is reported here."""
        from sessions.saves import SaveError
        from ui.scenes.resume import resume_table

        if self.resumable is None:
            return
        try:
            self.next_scene = resume_table(self.resumable.id, self.settings, self.size)
        except SaveError as exc:
            self.notice = str(exc)
            self.resumable = None
            self._rebuild(self.size)

    # -- drawing -----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        assert self.manager is not None
        c.felt(surface)
        k = self.k
        pad = int(16 * k)
        title = c.text(t("app_title", self.lang), int(40 * k), c.GOLD, True)
        surface.blit(title, (pad, int(14 * k)))
        sub = c.text(t("app_subtitle", self.lang), int(17 * k), c.TEXT)
        surface.blit(sub, (pad + title.get_width() + pad, int(14 * k) + title.get_height() - sub.get_height() - 6))
        if self.resumable is None:
            # the key hint takes the room right of the subtitle, on up to two lines, so it reads in full
            px = int(13 * k)
            room = max(self.size[0] // 4, self.size[0] - (2 * pad + title.get_width() + sub.get_width()) - 2 * pad)
            lines: list[str] = []
            for part in t("menu_keys", self.lang).split(" · "):  # break only between the key-meaning pairs
                joined = f"{lines[-1]} · {part}" if lines else part
                if lines and c.font(px).size(joined)[0] <= room:
                    lines[-1] = joined
                else:
                    lines.append(part)
            if len(lines) > 2:
                lines = [lines[0], " ".join(lines[1:])]
            step = c.font(px).get_linesize()
            for j, line in enumerate(lines):
                img = c.fit_text(line, px, room, c.TEXT_DIM)
                surface.blit(img, img.get_rect(topright=(self.size[0] - pad, int(14 * k) + j * step)))
        if self.notice:
            img = c.fit_text(self.notice, int(13 * k), self.size[0] - 2 * pad, c.HIGHLIGHT)
            surface.blit(img, (pad, self.top - img.get_height() - int(4 * k)))
        if self.options_page:  # one panel: the options lie over the game list
            c.draw_panel(surface, self.left.union(self.right).inflate(pad, pad), c.PANEL, alpha=190)
        else:
            c.draw_panel(surface, self.left.inflate(pad, pad), c.PANEL, alpha=150)
            c.draw_panel(surface, self.right.inflate(pad, pad), c.PANEL, alpha=190)
        rh = self._row_height()
        bh = self._button_height()
        for i, game in enumerate(self.games if self._with_lines() and not self.options_page else []):
            line = one_line(game.rulebook.objective.get(self.lang))
            c.blit_fit(surface, line, int(13 * k), self.left.width - 16, c.TEXT_DIM,
                       whole=game.rulebook.objective.get(self.lang),  # the objective's whole, on hover
                       topleft=(self.left.left + 12, self.left.top + i * rh + bh + 2))
        if self.games:
            self._draw_setup_labels(surface)
        self.manager.draw_ui(surface)
        self._draw_focus(surface)

    def _draw_focus(self, surface: pygame.Surface) -> None:
        """A gold frame round the keyboard's row (or the game list), drawn over the widgets."""
        width = max(2, int(3 * self.k))
        row = self.focused_row()
        tooltip.set_focus(None)
        if row is not None:
            rect = self._row_rect(row)
            if rect is not None:
                tooltip.set_focus(rect, self.focus_tip(row))  # what is shortened there, whole, without the mouse
                pygame.draw.rect(surface, c.GOLD, rect.inflate(int(8 * self.k), int(4 * self.k)), width,
                                 border_radius=int(6 * self.k))
        elif self.games:
            button = next((b for b, gid in self.game_buttons if gid == self.selected), None)
            if button is not None:
                tooltip.set_focus(button.rect, button.tool_tip_text)
                pygame.draw.rect(surface, c.GOLD, pygame.Rect(button.rect).inflate(int(6 * self.k), int(4 * self.k)),
                                 width, border_radius=int(6 * self.k))

