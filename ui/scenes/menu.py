"""The menu: pick a game, who sits where (a human or an AI level per seat), the rule book's options.

Left: every registered game with its players, pack and a line about it. Right: the
chosen game's setup: number of players, each seat (human or AI), and every option of
its rule book with the default preselected. Bottom: language, deck browser, rules,
settings, quit. Keys: ↑/↓ choose a game, Enter plays, F1 opens its rules, Esc quits.
Tab moves the keyboard focus to the setup panel and back: there ↑/↓ move between its rows
(players, seats, options, Play) and ←/→ cycle the focused row's choices, so no mouse is needed.
"""

from __future__ import annotations

from typing import Any, cast

import pygame
import pygame_gui

from ai.registry import LEVEL_NAMES, level_player
from games.game import Game
from games.registry import all_games
from games.rulebook import OptionSpec
from games.rulebook_search import format_value, pack_name
from ui.i18n import ai_label, players_text, t
from ui.scene import GuiScene
from ui.scenes import common as c
from ui.table.session import HUMAN, ai_levels


def one_line(text: str, limit: int = 140) -> str:
    first = text.split(". ")[0].rstrip(".") + "."
    return first if len(first) <= limit else first[: limit - 1] + "…"


def default_ai(game_id: str, level: str = "normal") -> str:
    """The player a new seat gets: the chosen level's player in this game (normal for an unknown level)."""
    return level_player(game_id, level if level in LEVEL_NAMES else "normal")


def option_values(spec: OptionSpec) -> list[Any]:
    """The values a dropdown offers for an option."""
    if spec.type == "choice":
        return list(spec.values)
    if spec.type == "bool":
        return [True, False]
    low = spec.minimum if spec.minimum is not None else spec.default
    high = spec.maximum if spec.maximum is not None else spec.default
    if spec.type == "int" and high - low <= 30:
        return list(range(int(low), int(high) + 1))
    steps = sorted({low, spec.default, high, *(low + (high - low) * i / 8 for i in range(1, 8))})
    return [int(v) if spec.type == "int" else v for v in steps]


class MenuScene(GuiScene):
    def __init__(self, settings: c.Settings | None = None, size: tuple[int, int] = c.DESIGN_SIZE,
                 selected: str | None = None) -> None:
        self.settings = settings or c.Settings()
        self.lang = self.settings.lang
        self.games: list[Game] = all_games()
        ids = [g.id for g in self.games]
        self.selected = selected if selected in ids else (ids[0] if ids else "")
        self.setups: dict[str, dict[str, Any]] = {}
        self.manager: pygame_gui.UIManager | None = None
        self.widgets: dict[str, pygame_gui.core.UIElement] = {}
        self.game_buttons: list[tuple[pygame_gui.elements.UIButton, str]] = []
        self.seat_drops: list[pygame_gui.elements.UIDropDownMenu] = []
        # option -> (its drop-down, its values, their labels); values are Any as OptionSpec.default is
        self.option_drops: dict[str, tuple[pygame_gui.elements.UIDropDownMenu, list[Any], list[str]]] = {}
        self.size = size
        # keyboard focus: the game list, or a row of the setup panel (index into panel_rows())
        self.panel_focus = False
        self.focus_row = 0
        # sessions that last: the newest unfinished save is offered; bad files are reported, not fatal
        from sessions.autosave import newest_resumable
        from ui.scenes import session_words  # noqa: F401  (registers the words of the session screens)

        self.resumable, problems = newest_resumable()
        self.notice = "; ".join([self.settings.problem or ""] + [str(p) for p in problems]).strip("; ")
        self._rebuild(size)

    # -- setup of the selected game ------------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return next(g for g in self.games if g.id == self.selected)

    def setup(self) -> dict[str, Any]:
        game = self.game
        if game.id not in self.setups:
            config = game.config()
            n = game.default_players(config)
            ai = default_ai(game.id, self.settings.ai_level)
            self.setups[game.id] = {"players": n, "seats": [HUMAN] + [ai] * 7, "options": {}}
        return self.setups[game.id]

    def player_counts(self) -> list[int]:
        try:
            config = self.game.config(self.setup()["options"])
        except Exception:
            config = self.game.config()
        return self.game.player_counts(config)

    def table_args(self) -> dict[str, Any]:
        """What the table is started with: seats and options (also used by tests)."""
        setup = self.setup()
        counts = self.player_counts()
        n = setup["players"] if setup["players"] in counts else counts[0]
        return {"game": self.game, "seats": setup["seats"][:n], "options": dict(setup["options"])}

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
            players = players_text(book.min_players, book.max_players, self.lang)
            label = f"{book.names.get(self.lang)}   ·   {players}   ·   {pack_name(book.packs[0], self.lang)}"
            rect = pygame.Rect(self.left.left, self.left.top + i * rh, self.left.width, bh)
            oid = "@selected_game" if game.id == self.selected else "@game"
            self.game_buttons.append((pygame_gui.elements.UIButton(rect, label, self.manager, object_id=oid), game.id))

    def _build_setup(self) -> None:
        assert self.manager is not None
        for drop in self.seat_drops:
            drop.kill()
        for drop, _, _ in self.option_drops.values():
            drop.kill()
        for key in ("players", "play"):
            if key in self.widgets:
                self.widgets.pop(key).kill()
        self.seat_drops = []
        self.option_drops = {}
        if not self.games:
            return
        k = self.k
        setup = self.setup()
        r = self.right
        row = int(34 * k)
        gap = int(6 * k)
        label_w = int(r.width * 0.42)
        x = r.left + label_w
        dw = r.width - label_w
        y = r.top + int(40 * k)
        counts = self.player_counts()
        if setup["players"] not in counts:
            setup["players"] = counts[0]
        self.players_y = y
        self.widgets["players"] = pygame_gui.elements.UIDropDownMenu(
            [str(n) for n in counts], str(setup["players"]), pygame.Rect(x, y, dw, row), self.manager)
        y += row + gap + int(26 * k)
        self.seats_y = y
        names = [HUMAN, *ai_levels(self.game.id)]
        choices = [ai_label(n, self.lang) for n in names]
        self.seat_choices = choices
        self.seat_names = names
        n = setup["players"]
        seat_row = min(row, (r.height // 2 - int(30 * k)) // max(1, n) - gap) if n > 4 else row
        for s in range(n):
            current = setup["seats"][s]
            shown = choices[names.index(current)] if current in names else choices[-1]
            # pygame_gui types the options as a list of str | (str, str); it only reads them
            options = cast("list[str | tuple[str, str]]", choices)
            drop = pygame_gui.elements.UIDropDownMenu(options, shown, pygame.Rect(x, y, dw, seat_row), self.manager)
            self.seat_drops.append(drop)
            y += seat_row + gap
        self.seat_row = seat_row
        y += int(26 * k)
        self.options_y = y
        opt_row = row
        specs = list(self.game.rulebook.options.items())
        room = r.bottom - int(60 * k) - y
        # Many options (Boston has sixteen) go into two columns rather than run under the Play button.
        columns = 2 if specs and room < len(specs) * (22 + gap) else 1
        per_column = -(-len(specs) // columns) if specs else 0
        if specs and room < per_column * (row + gap):
            opt_row = max(22, room // per_column - gap)
        self.opt_row = opt_row
        column_w = (r.width - gap) // columns
        self.option_labels: dict[str, pygame.Rect] = {}
        for i, (name, spec) in enumerate(specs):
            column, line = divmod(i, per_column)
            left = r.left + column * (column_w + gap)
            label_part = int(column_w * 0.42) if columns == 1 else int(column_w * 0.5)
            oy = self.options_y + line * (opt_row + gap)
            self.option_labels[name] = pygame.Rect(left, oy, label_part - 10, opt_row)
            values = option_values(spec)
            labels = [self._value_label(spec, v) for v in values]
            current = setup["options"].get(name, spec.default)
            shown = labels[values.index(current)] if current in values else labels[0]
            rect = pygame.Rect(left + label_part, oy, column_w - label_part, opt_row)
            # pygame_gui types the options as a list of str | (str, str); it only reads them
            options = cast("list[str | tuple[str, str]]", labels)
            drop = pygame_gui.elements.UIDropDownMenu(options, shown, rect, self.manager)
            self.option_drops[name] = (drop, values, labels)
        self.widgets["play"] = pygame_gui.elements.UIButton(
            pygame.Rect(r.left, r.bottom - int(48 * k), r.width, int(48 * k)), t("play", self.lang) + " (Enter)",
            self.manager, object_id="@action")

    def _value_label(self, spec: OptionSpec, value: Any) -> str:
        label = spec.value_labels.get(str(value)) if spec.value_labels else None
        if label is not None:
            return label.get(self.lang)
        if isinstance(value, bool):
            return t("yes", self.lang) if value else t("no", self.lang)
        return format_value(value)

    def panel_rows(self) -> list[tuple[str, Any]]:
        """The setup panel's rows in screen order, as the keyboard walks them."""
        rows: list[tuple[str, Any]] = [("players", None)]
        rows += [("seat", s) for s in range(len(self.seat_drops))]
        rows += [("option", name) for name in self.option_drops]
        return [*rows, ("play", None)]

    def focused_row(self) -> tuple[str, Any] | None:
        if not self.panel_focus or not self.games:
            return None
        rows = self.panel_rows()
        self.focus_row = max(0, min(self.focus_row, len(rows) - 1))
        return rows[self.focus_row]

    def _row_rect(self, row: tuple[str, Any]) -> pygame.Rect | None:
        kind, arg = row
        widget = {"players": lambda: self.widgets.get("players"), "play": lambda: self.widgets.get("play"),
                  "seat": lambda: self.seat_drops[arg], "option": lambda: self.option_drops[arg][0]}[kind]()
        if widget is None:
            return None
        rect = pygame.Rect(widget.rect)
        if kind == "option":  # its own column's width: the options may stand in two columns
            return self.option_labels[arg].union(rect)
        return pygame.Rect(self.right.left, rect.top, self.right.right - self.right.left, rect.height)

    def cycle(self, row: tuple[str, Any], step: int) -> None:
        """Change a panel row's value by one choice (wrapping), as picking it in the dropdown would."""
        kind, arg = row
        setup = self.setup()
        if kind == "players":
            counts = self.player_counts()
            i = counts.index(setup["players"]) if setup["players"] in counts else 0
            setup["players"] = counts[(i + step) % len(counts)]
        elif kind == "seat":
            names = self.seat_names
            current = setup["seats"][arg]
            i = names.index(current) if current in names else 0
            setup["seats"][arg] = names[(i + step) % len(names)]
        elif kind == "option":
            spec = self.game.rulebook.options[arg]
            values = self.option_drops[arg][1]
            current = setup["options"].get(arg, spec.default)
            i = values.index(current) if current in values else 0
            for j in range(1, len(values) + 1):  # skip values the rule book refuses with the other options
                value = values[(i + step * j) % len(values)]
                trial = {**setup["options"], arg: value}
                if value == spec.default:
                    trial.pop(arg)
                try:
                    self.game.config(trial)
                except Exception:
                    continue
                setup["options"] = trial
                break
        else:
            return
        self._build_setup()

    def _panel_key(self, key: int) -> bool:
        """Keys while the setup panel has the focus; False when the key is not the panel's."""
        row = self.focused_row()
        if row is None:
            return False
        if key in (pygame.K_UP, pygame.K_DOWN):
            self.focus_row = (self.focus_row + (1 if key == pygame.K_DOWN else -1)) % len(self.panel_rows())
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.cycle(row, 1 if key == pygame.K_RIGHT else -1)
        else:
            return False
        return True

    def select(self, game_id: str) -> None:
        self.selected = game_id
        self.focus_row = 0
        self._build_games()
        self._build_setup()

    # -- events ------------------------------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._dropdown(event.ui_element, event.text)
        elif event.type == pygame.KEYDOWN:
            ids = [g.id for g in self.games]
            if event.key == pygame.K_TAB and ids:
                self.panel_focus = not self.panel_focus
                self.focus_row = 0
            elif self._panel_key(event.key):
                pass
            elif event.key == pygame.K_ESCAPE:
                self.next_scene = "quit"
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
                    self.next_scene = "quit"
                elif key == "rules":
                    self.open_rules()
                elif key == "decks":
                    self.next_scene = "decks"
                elif key == "settings":
                    self.next_scene = "settings"
                elif key in ("saves", "stats"):
                    self.next_scene = key
                elif key == "resume":
                    self.resume()
                elif key == "lang":
                    self.toggle_language()
                return

    def _dropdown(self, element: object, text: str) -> None:
        setup = self.setup()
        if element is self.widgets.get("players"):
            setup["players"] = int(text)
            self._build_setup()
            return
        for s, drop in enumerate(self.seat_drops):
            if element is drop:
                if text in self.seat_choices:
                    setup["seats"][s] = self.seat_names[self.seat_choices.index(text)]
                return
        for name, (drop, values, labels) in self.option_drops.items():
            if element is drop and text in labels:
                value = values[labels.index(text)]
                spec = self.game.rulebook.options[name]
                if value == spec.default:
                    setup["options"].pop(name, None)
                else:
                    setup["options"][name] = value
                try:
                    self.game.config(setup["options"])
                except Exception:
                    setup["options"].pop(name, None)
                self._build_setup()
                return

    def play(self) -> None:
        from ui.scenes.table import TableScene

        if not self.games:
            return
        args = self.table_args()
        seed = pygame.time.get_ticks() * 7919 + len(self.setups)
        self.next_scene = TableScene(args["game"], args["seats"], args["options"], seed=seed, settings=self.settings,
                                     size=self.size)

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
        c.draw_panel(surface, self.left.inflate(pad, pad), c.PANEL, alpha=150)
        c.draw_panel(surface, self.right.inflate(pad, pad), c.PANEL, alpha=190)
        rh = self._row_height()
        bh = self._button_height()
        for i, game in enumerate(self.games if self._with_lines() else []):
            line = one_line(game.rulebook.objective.get(self.lang))
            img = c.fit_text(line, int(13 * k), self.left.width - 16, c.TEXT_DIM)
            surface.blit(img, (self.left.left + 12, self.left.top + i * rh + bh + 2))
        if self.games:
            self._draw_setup_labels(surface)
        self.manager.draw_ui(surface)
        self._draw_focus(surface)

    def _draw_focus(self, surface: pygame.Surface) -> None:
        """A gold frame round the keyboard's row (or the game list), drawn over the widgets."""
        width = max(2, int(3 * self.k))
        row = self.focused_row()
        if row is not None:
            rect = self._row_rect(row)
            if rect is not None:
                pygame.draw.rect(surface, c.GOLD, rect.inflate(int(8 * self.k), int(4 * self.k)), width,
                                 border_radius=int(6 * self.k))
        elif self.games:
            button = next((b for b, gid in self.game_buttons if gid == self.selected), None)
            if button is not None:
                pygame.draw.rect(surface, c.GOLD, pygame.Rect(button.rect).inflate(int(6 * self.k), int(4 * self.k)),
                                 width, border_radius=int(6 * self.k))

    def _draw_setup_labels(self, surface: pygame.Surface) -> None:
        k = self.k
        r = self.right
        label_w = int(r.width * 0.42) - 10
        px = int(15 * k)
        head = c.fit_text(self.game.rulebook.names.get(self.lang), int(22 * k), r.width, c.GOLD, True)
        surface.blit(head, (r.left, r.top))
        row = int(34 * k)

        def label(text: str, y: int, height: int, colour: tuple[int, ...] = c.TEXT) -> None:
            img = c.fit_text(text, px, label_w, colour)
            surface.blit(img, (r.left, y + (height - img.get_height()) // 2))

        label(t("players", self.lang), self.players_y, row)
        heading = c.text(t("seats", self.lang), px, c.GOLD, True)
        surface.blit(heading, (r.left, self.seats_y - int(24 * k)))
        from ui.i18n import seat_name

        for s in range(len(self.seat_drops)):
            label(f"{s + 1}. {seat_name(s, self.lang)}", self.seats_y + s * (self.seat_row + int(6 * k)),
                  self.seat_row)
        heading = c.text(t("options", self.lang), px, c.GOLD, True)
        surface.blit(heading, (r.left, self.options_y - int(24 * k)))
        if not self.option_drops:
            label(t("no_options", self.lang), self.options_y, row, c.TEXT_DIM)
        for name in self.option_drops:
            spec = self.game.rulebook.options[name]
            place = self.option_labels[name]
            img = c.fit_text(spec.label.get(self.lang), px, place.width, c.TEXT)
            surface.blit(img, (place.left, place.top + (place.height - img.get_height()) // 2))
