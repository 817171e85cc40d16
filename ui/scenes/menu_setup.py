"""The menu's setup panel: the chosen game's setup (players, who sits in each seat, its rule book's
options) and the widgets that edit it, by mouse or by keyboard.

Each game keeps its own setup while the menu is open (`setups`), so switching games and back keeps
what was chosen. An option value the rule book refuses together with the others is not taken.
"""

from __future__ import annotations

from typing import cast

import pygame
import pygame_gui

from ai.registry import LEVEL_NAMES, level_player
from games.game import Game
from games.rulebook import OptionSpec
from games.rulebook_search import format_value
from ui import gui_tips, tooltip
from ui.i18n import ai_label, seat_name, t
from ui.scene import GuiScene
from ui.scenes import common as c
from ui.scenes.seat_names import SeatNameFields, Setup, TableArgs, table_names, typed_names
from ui.table.session import HUMAN, OptionValue, ai_levels

#: a drop-down's height beyond its button's (pygame_gui draws a 3 px frame around the button, above and below)
DROP_FRAME = 6


def default_ai(game_id: str, level: str = "normal") -> str:
    """The player a new seat gets: the chosen level's player in this game (normal for an unknown level)."""
    return level_player(game_id, level if level in LEVEL_NAMES else "normal")


def option_values(spec: OptionSpec) -> list[OptionValue]:
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


def remembered_setups(games: list[Game], settings: c.Settings) -> dict[str, Setup]:
    """The setups a settings file remembers, each checked against its game as it is now: a seat whose player
    this version lacks gets the default AI, options the rule book refuses are dropped, a player count it does
    not allow is fixed when the panel is built."""
    by_id = {g.id: g for g in games}
    setups: dict[str, Setup] = {}
    for gid, saved in settings.setups.items():
        game = by_id.get(gid)
        if game is None or not isinstance(saved, dict):
            continue
        names = [HUMAN, *ai_levels(gid)]
        ai = default_ai(gid, settings.ai_level)
        seats = [s if s in names else ai for s in saved.get("seats", [])[:8]]
        seats += [ai] * (8 - len(seats))
        options = {k: v for k, v in dict(saved.get("options", {})).items() if k in game.rulebook.options}
        try:
            game.config(options)
        except Exception:  # a combination this rule book no longer takes: its defaults
            options = {}
        players = saved.get("players")
        setups[gid] = {"players": players if isinstance(players, int) else game.default_players(game.config()),
                       "seats": seats, "options": options, "names": typed_names(saved)}
    return setups


#: a row of the setup panel, as the keyboard walks it: its kind and which one (a seat's index, an option's name)
Row = tuple[str, int | str | None]


def _seat(arg: int | str | None) -> int:
    """A seat row's index (`Row`)."""
    assert isinstance(arg, int)
    return arg


def _option(arg: int | str | None) -> str:
    """An option row's name (`Row`)."""
    assert isinstance(arg, str)
    return arg


class SetupPanel(SeatNameFields, GuiScene):
    """The right half of the menu (MenuScene in ui/scenes/menu.py builds on it)."""

    settings: c.Settings
    lang: str
    games: list[Game]
    selected: str  # the chosen game's id
    setups: dict[str, Setup]  # per game id: players, seats (eight, the first `players` used), options
    widgets: dict[str, pygame_gui.core.UIElement]
    seat_drops: list[pygame_gui.elements.UIDropDownMenu]
    # option -> (its drop-down, its values, their labels)
    option_drops: dict[str, tuple[pygame_gui.elements.UIDropDownMenu, list[OptionValue], list[str]]]
    panel_focus: bool  # the keyboard is in this panel (else in the game list)
    focus_row: int  # the keyboard's row, an index into panel_rows()
    k: float
    right: pygame.Rect
    left: pygame.Rect  # the game list, which the rule book's options page covers
    game_buttons: list[tuple[pygame_gui.elements.UIButton, str]]
    #: the options stand on a page of their own (over the game list) where they would be cut beside the seats;
    #: True while that page is shown
    options_paged: bool = False
    options_page: bool = False

    @property
    def game(self) -> Game:
        return next(g for g in self.games if g.id == self.selected)

    def setup(self) -> Setup:
        game = self.game
        if game.id not in self.setups:
            n = game.default_players(game.config())
            ai = default_ai(game.id, self.settings.ai_level)
            seats = [ai] * 8
            seats[game.first_human(n)] = HUMAN
            self.setups[game.id] = {"players": n, "seats": seats, "options": {}}
        return self.setups[game.id]

    def seat_title(self, seat: int) -> str:
        """A seat's name as the table will call it: the player's own name (Settings) on the only human seat."""
        seats = self.setup()["seats"][:self.setup()["players"]]
        return table_names(self.setup(), len(seats), self.lang, self.settings.player_name)[seat] or \
            seat_name(seat, self.lang)

    def player_counts(self) -> list[int]:
        try:
            config = self.game.config(self.setup()["options"])
        except Exception:
            config = self.game.config()
        return self.game.player_counts(config)

    def remember(self, save: bool = True) -> None:
        """Keep the chosen game and its setup in the settings (the file too when `save`), so another screen
        or the next start comes back to them."""
        setup = self.setup()
        self.settings.last_game = self.selected
        self.settings.setups = {**self.settings.setups, self.selected: {
            "players": setup["players"], "seats": list(setup["seats"]), "options": dict(setup["options"]),
            "names": typed_names(setup)}}
        if save:
            self.settings.save()

    def table_args(self) -> TableArgs:
        """What the table is started with: seats and options (also used by tests)."""
        setup = self.setup()
        counts = self.player_counts()
        n = setup["players"] if setup["players"] in counts else counts[0]
        return {"game": self.game, "seats": setup["seats"][:n], "options": dict(setup["options"]),
                "names": table_names(setup, n, self.lang, self.settings.player_name)}

    def _build_setup(self) -> None:
        assert self.manager is not None
        for drop in self.seat_drops:
            drop.kill()
        for drop, _, _ in self.option_drops.values():
            drop.kill()
        for key in ("players", "play", "page", "friends"):
            if key in self.widgets:
                self.widgets.pop(key).kill()
        self.seat_drops = []
        self.option_drops = {}
        self._kill_name_entries()
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
        specs = list(self.game.rulebook.options.items())
        self.options_paged = bool(specs) and not self._options_fit(specs, r, self._options_top(setup["players"]))
        self.options_page = self.options_page and self.options_paged
        for button, _ in self.game_buttons:  # the options page lies over the game list
            if self.options_page:
                button.hide()
            else:
                button.show()
        if self.options_page:
            self._build_options_page(specs, setup)
            return
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
        number_w = c.font(int(15 * k)).size("8. ")[0]  # the seat's number stays before its name field
        self._build_name_entries(n, r.left, self.seats_y, seat_row, gap, label_w - 10, number_w)
        y += int(26 * k)
        self.options_y = y
        self.option_labels: dict[str, pygame.Rect] = {}
        if self.options_paged:  # a button to the page where every option reads whole
            changed = len(setup["options"])
            text = (f"Změnit volby ({len(specs)}" + (f", změněno {changed}" if changed else "") + ") »"
                    if self.lang == "cs" else
                    f"Change options ({len(specs)}" + (f", {changed} changed" if changed else "") + ") »")
            self.widgets["page"] = pygame_gui.elements.UIButton(pygame.Rect(r.left, y, r.width, row), text,
                                                                self.manager)
            self.remember(save=False)  # as _build_options does: the players and seats chosen here are kept too
        else:
            self._build_options(specs, setup, pygame.Rect(r.left, y, r.width, r.bottom - int(60 * k) - y))
        self._add_play_button()

    def _options_top(self, players: int) -> int:
        """Where the options start under the players and seats (as `_build_setup` lays them out)."""
        k = self.k
        row, gap = int(34 * k), int(6 * k)
        y = self.right.top + int(40 * k) + row + gap + int(26 * k)
        seat_row = min(row, (self.right.height // 2 - int(30 * k)) // max(1, players) - gap) if players > 4 else row
        return y + players * (seat_row + gap) + int(26 * k)

    def _least_row(self) -> int:
        """The lowest a drop-down may be and still show its value whole: its button's font (the theme's 16 px,
        scaled) and the frames around that button."""
        return gui_tips.text_height(c.font(max(c.MIN_FONT, round(16 * self.k)))) + DROP_FRAME

    def _option_grid(self, count: int, area: pygame.Rect) -> tuple[int, int, int]:
        """Columns, rows per column and row height for `count` options in `area`: one column while they fit,
        else two (Boston has sixteen), the rows squeezed before that, never below what shows a value whole
        (a fixed 22 px cut the values through the middle at 1920×1080, where the letters are larger)."""
        row, gap, least = int(34 * self.k), int(6 * self.k), self._least_row()
        columns = 2 if count and area.height < count * (least + gap) else 1
        per_column = -(-count // columns) if count else 0
        opt_row = row
        if count and area.height < per_column * (row + gap):
            opt_row = max(least, area.height // per_column - gap)
        return columns, per_column, opt_row

    def _options_fit(self, specs: list[tuple[str, OptionSpec]], r: pygame.Rect, top: int) -> bool:
        """Whether every option's name and values read whole beside the seats (else they get a page)."""
        area = pygame.Rect(r.left, top, r.width, r.bottom - int(60 * self.k) - top)
        columns, per_column, opt_row = self._option_grid(len(specs), area)
        if per_column * (opt_row + int(6 * self.k)) > area.height + int(6 * self.k):
            return False  # even two columns of the lowest rows run past the Play button
        return all(self._option_fits(spec, (area.width - int(6 * self.k)) // columns, columns, opt_row)
                   for _, spec in specs)

    def _option_fits(self, spec: OptionSpec, column_w: int, columns: int, opt_row: int) -> bool:
        label_part = int(column_w * 0.42) if columns == 1 else int(column_w * 0.5)
        label_font = c.font(int(15 * self.k))
        value_font = c.font(max(c.MIN_FONT, round(15 * self.k)))
        value_room = column_w - label_part - opt_row - 12  # less the arrow button and the padding
        return (label_font.size(spec.label.get(self.lang))[0] <= label_part - 10
                and all(value_font.size(self._value_label(spec, v))[0] <= value_room for v in option_values(spec)))

    def _build_options_page(self, specs: list[tuple[str, OptionSpec]], setup: Setup) -> None:
        """The rule book's options over the game list and the setup panel, with a way back."""
        k = self.k
        r = self.right
        area = pygame.Rect(self.left.left, r.top, r.right - self.left.left, r.height)
        row = int(34 * k)
        back = "« Hráči a místa" if self.lang == "cs" else "« Players and seats"
        bw = min(area.width // 3, c.font(int(16 * k)).size(back)[0] + int(40 * k))
        self.widgets["page"] = pygame_gui.elements.UIButton(pygame.Rect(area.right - bw, area.top, bw, row), back,
                                                            self.manager)
        top = area.top + row + int(34 * k)
        self.options_y = top
        self._build_options(specs, setup, pygame.Rect(area.left, top, area.width, r.bottom - int(60 * k) - top))
        self._add_play_button()

    def _add_play_button(self) -> None:
        r, k = self.right, self.k
        gap = int(8 * k)
        friends_w = (r.width - gap) * 2 // 5  # the same setup, hosted for friends (ui/scenes/friends.py)
        self.widgets["play"] = pygame_gui.elements.UIButton(
            pygame.Rect(r.left, r.bottom - int(48 * k), r.width - friends_w - gap, int(48 * k)),
            t("play", self.lang) + " (Enter)", self.manager, object_id="@action")
        self.widgets["friends"] = pygame_gui.elements.UIButton(
            pygame.Rect(r.right - friends_w, r.bottom - int(48 * k), friends_w, int(48 * k)), t("friends", self.lang),
            self.manager)

    def toggle_options_page(self) -> None:
        """Show the rule book's options on their own page, or go back to the players and seats."""
        self.options_page = not self.options_page and self.options_paged
        self.panel_focus = True
        self._build_setup()
        # the page's first option; leaving it, Play: the options are set, and on the page's button Enter would
        # open them again where a player pressing Enter next means to play
        self.focus_row = 1 if self.options_page else self.panel_rows().index(("play", None))

    def _build_options(self, specs: list[tuple[str, OptionSpec]], setup: Setup, area: pygame.Rect) -> None:
        gap = int(6 * self.k)
        columns, per_column, opt_row = self._option_grid(len(specs), area)
        self.opt_row = opt_row
        column_w = (area.width - gap) // columns
        for i, (name, spec) in enumerate(specs):
            column, line = divmod(i, per_column)
            left = area.left + column * (column_w + gap)
            label_part = int(column_w * 0.42) if columns == 1 else int(column_w * 0.5)
            oy = area.top + line * (opt_row + gap)
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
        self.remember(save=False)  # every change of the setup, kept for the menu's next visit

    def _value_label(self, spec: OptionSpec, value: OptionValue) -> str:
        label = spec.value_labels.get(str(value)) if spec.value_labels else None
        if label is not None:
            return label.get(self.lang)
        if isinstance(value, bool):
            return t("yes", self.lang) if value else t("no", self.lang)
        return format_value(value)

    def panel_rows(self) -> list[Row]:
        """The setup panel's rows in screen order, as the keyboard walks them."""
        if self.options_page:
            return [("page", None), *[("option", name) for name in self.option_drops], ("play", None)]
        rows: list[Row] = [("players", None)]
        rows += [("seat", s) for s in range(len(self.seat_drops))]
        rows += [("page", None)] if self.options_paged else [("option", name) for name in self.option_drops]
        return [*rows, ("play", None)]

    def focused_row(self) -> Row | None:
        if not self.panel_focus or not self.games:
            return None
        rows = self.panel_rows()
        self.focus_row = max(0, min(self.focus_row, len(rows) - 1))
        return rows[self.focus_row]

    def _row_rect(self, row: Row) -> pygame.Rect | None:
        kind, arg = row
        widget: pygame_gui.core.UIElement | None
        if kind == "seat":
            widget = self.seat_drops[_seat(arg)]
        elif kind == "option":
            widget = self.option_drops[_option(arg)][0]
        else:  # "players", "play", "page": named widgets
            widget = self.widgets.get(kind)
        if widget is None:
            return None
        rect = pygame.Rect(widget.rect)
        if kind == "option":  # its own column's width: the options may stand in two columns
            return self.option_labels[_option(arg)].union(rect)
        if kind == "page":
            return rect
        return pygame.Rect(self.right.left, rect.top, self.right.right - self.right.left, rect.height)

    def focus_tip(self, row: Row) -> str | None:
        """A panel row's whole label and value when either is shown shortened (the keyboard's tooltip)."""
        kind, arg = row
        if kind == "option":
            name = _option(arg)
            drop = self.option_drops[name][0]
            label = self.game.rulebook.options[name].label.get(self.lang)
            cut = tooltip.covering(self.option_labels[name]) is not None
        elif kind == "seat":
            seat = _seat(arg)
            drop, label, cut = self.seat_drops[seat], f"{seat + 1}. {self.seat_title(seat)}", False
        else:
            return None
        shown, whole = drop.selected_option if isinstance(drop.selected_option, tuple) else (drop.selected_option,) * 2
        return f"{label}: {whole}" if cut or shown != whole else None

    def cycle(self, row: Row, step: int) -> None:
        """Change a panel row's value by one choice (wrapping), as picking it in the dropdown would."""
        kind, arg = row
        setup = self.setup()
        if kind == "players":
            counts = self.player_counts()
            i = counts.index(setup["players"]) if setup["players"] in counts else 0
            setup["players"] = counts[(i + step) % len(counts)]
        elif kind == "seat":
            names = self.seat_names
            seat = _seat(arg)
            current = setup["seats"][seat]
            i = names.index(current) if current in names else 0
            setup["seats"][seat] = names[(i + step) % len(names)]
        elif kind == "option":
            name = _option(arg)
            spec = self.game.rulebook.options[name]
            values = self.option_drops[name][1]
            current = setup["options"].get(name, spec.default)
            i = values.index(current) if current in values else 0
            for j in range(1, len(values) + 1):  # skip values the rule book refuses with the other options
                value = values[(i + step * j) % len(values)]
                trial = {**setup["options"], name: value}
                if value == spec.default:
                    trial.pop(name)
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
        if row == ("page", None) and key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.toggle_options_page()
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.focus_row = (self.focus_row + (1 if key == pygame.K_DOWN else -1)) % len(self.panel_rows())
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.cycle(row, 1 if key == pygame.K_RIGHT else -1)
        else:
            return False
        return True

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
                    self._build_setup()  # a second human: the humans' name fields appear
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

    def _draw_setup_labels(self, surface: pygame.Surface) -> None:
        k = self.k
        r = self.right
        label_w = int(r.width * 0.42) - 10
        px = int(15 * k)
        c.blit_fit(surface, self.game.rulebook.names.get(self.lang), int(22 * k), r.width, c.GOLD, True,
                   topleft=(r.left, r.top))
        row = int(34 * k)

        def label(text: str, y: int, height: int, colour: tuple[int, ...] = c.TEXT) -> None:
            c.blit_fit(surface, text, px, label_w, colour, midleft=(r.left, y + height // 2))

        if self.options_page:
            heading = c.text(t("options", self.lang), px, c.GOLD, True)
            surface.blit(heading, (self.left.left, self.options_y - int(24 * k)))
            self._draw_option_labels(surface, px)
            return
        label(t("players", self.lang), self.players_y, row)
        heading = c.text(t("seats", self.lang), px, c.GOLD, True)
        surface.blit(heading, (r.left, self.seats_y - int(24 * k)))
        for s in range(len(self.seat_drops)):  # a hot-seat human's name is typed in its field after the number
            label(f"{s + 1}." if s in self.name_entries else f"{s + 1}. {self.seat_title(s)}",
                  self.seats_y + s * (self.seat_row + int(6 * k)), self.seat_row)
        heading = c.text(t("options", self.lang), px, c.GOLD, True)
        surface.blit(heading, (r.left, self.options_y - int(24 * k)))
        if not self.game.rulebook.options:
            label(t("no_options", self.lang), self.options_y, row, c.TEXT_DIM)
        self._draw_option_labels(surface, px)

    def _draw_option_labels(self, surface: pygame.Surface, px: int) -> None:
        for name in self.option_drops:
            spec = self.game.rulebook.options[name]
            place = self.option_labels[name]
            c.blit_fit(surface, spec.label.get(self.lang), px, place.width, c.TEXT, midleft=place.midleft)
