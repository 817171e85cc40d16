"""What every scene shares: fonts, colours, the theme, the user's settings, scaling.

Sizes scale with the window: `scale(size)` is 1.0 at the design size 1280x800, and
fonts, widget rectangles and the pygame_gui theme's font sizes are multiplied by it,
so a bigger window shows bigger text rather than more empty felt.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from functools import cache, lru_cache
from pathlib import Path

import pygame
import pygame_gui

from cards import files
from cards.files import SETTINGS_LIMIT
from games.jsontypes import JsonObject
from sessions.store import Problem, Why, problem_for, read_json
from ui import gui_tips, layout_record, tooltip
from ui.settings_file import settings_path, valid_name

ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"
THEME_FILE = ASSETS / "theme.json"
DESIGN_SIZE = (1280, 800)
MIN_SIZE = (800, 560)
FONT_DIR = Path(pygame_gui.__file__).resolve().parent / "data"

MIN_FONT = 11
FELT = (22, 84, 58)  # green felt: red suits stay clear on it
FELT_DARK = (16, 62, 43)
PANEL = (24, 30, 38)
PANEL_LIGHT = (40, 48, 60)
TEXT = (236, 236, 228)
TEXT_DIM = (170, 176, 170)
GOLD = (240, 200, 90)
HIGHLIGHT = (255, 214, 64)
FOCUS = (90, 180, 255)
SELECTED = (110, 230, 140)
SHADOW = (0, 0, 0, 90)


def scale(size: tuple[int, int]) -> float:
    """1.0 at the design size; never below 0.6, so small windows stay legible."""
    return max(0.6, min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1]))


@cache
def font(px: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans (shipped with pygame_gui; covers Czech) at `px` pixels."""
    if not pygame.font.get_init():
        pygame.font.init()
    px = max(MIN_FONT, px)  # below this Noto Sans is not readable, however small the window
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    path = FONT_DIR / name
    if path.exists():
        return pygame.font.Font(str(path), px)
    return pygame.font.Font(None, int(px * 1.3))


_TEXT_CACHE: dict[tuple[str, int, bool, tuple[int, ...]], pygame.Surface] = {}
#: characters Noto Sans lacks (card suits in bridge bids and games' messages, arrows), drawn with Fira Code
SYMBOLS = frozenset("♠♥♦♣♤♡♢♧←→↑↓")


@cache
def symbol_font(px: int) -> pygame.font.Font:
    path = FONT_DIR / "FiraCode-Regular.ttf"
    return pygame.font.Font(str(path), max(MIN_FONT, px)) if path.exists() else font(px)


def has_symbols(s: str) -> bool:
    return any(ch in SYMBOLS for ch in s)


def _render(s: str, px: int, colour: tuple[int, ...], bold: bool) -> pygame.Surface:
    """One line; runs of suit symbols come from a font that has them."""
    if not has_symbols(s):
        return font(px, bold).render(s, True, colour)
    runs: list[pygame.Surface] = []
    start = 0
    for i in range(1, len(s) + 1):
        if i == len(s) or (s[i] in SYMBOLS) != (s[start] in SYMBOLS):
            part = s[start:i]
            f = symbol_font(px) if part[0] in SYMBOLS else font(px, bold)
            runs.append(f.render(part, True, colour))
            start = i
    height = max(r.get_height() for r in runs)
    line = pygame.Surface((sum(r.get_width() for r in runs), height), pygame.SRCALPHA)
    x = 0
    for r in runs:
        line.blit(r, (x, (height - r.get_height()) // 2))
        x += r.get_width()
    return line


def text(s: str, px: int, colour: tuple[int, ...] = TEXT, bold: bool = False) -> pygame.Surface:
    """A rendered line, cached: the table redraws the same labels every frame."""
    px = max(MIN_FONT, px)
    key = (s, px, bold, colour)
    surf = _TEXT_CACHE.get(key)
    if surf is None:
        if len(_TEXT_CACHE) > 4000:
            _TEXT_CACHE.clear()
        surf = _render(s, px, colour, bold)
        _TEXT_CACHE[key] = surf
    if layout_record.active:  # a layout dump or audit is drawing this frame (ui/layout_record.py)
        layout_record.tag_text(surf, s)
    return surf


def fit_text(s: str, px: int, max_w: int, colour: tuple[int, ...] = TEXT, bold: bool = False) -> pygame.Surface:
    """`s` on one line no wider than max_w: a smaller size first, then an ellipsis."""
    return _fit(s, px, max_w, colour, bold)[0]


def _fit(s: str, px: int, max_w: int, colour: tuple[int, ...], bold: bool) -> tuple[pygame.Surface, bool]:
    """fit_text's line, and whether it had to be cut short."""
    surf = text(s, px, colour, bold)
    size = px
    while surf.get_width() > max_w and size > max(MIN_FONT, int(px * 0.88)):
        size -= 1
        surf = text(s, size, colour, bold)
    if surf.get_width() <= max_w:
        return surf, False
    cut = s
    while cut and font(size, bold).size(cut + "…")[0] > max_w:
        cut = cut[:-1]
    surf = text(cut + "…", size, colour, bold)
    if layout_record.active:
        layout_record.tag_text(surf, cut + "…", s)
    return surf, True


def blit_fit(surface: pygame.Surface, s: str, px: int, max_w: int, colour: tuple[int, ...] = TEXT,
             bold: bool = False, whole: str | None = None, **anchor: int | tuple[int, int]) -> pygame.Rect:
    """`fit_text` blitted where `anchor` says (get_rect's keywords, e.g. topleft=(x, y)); a text it had to
    shorten shows its whole (`whole`, when `s` is the last line of a longer text) as a tooltip on hover and
    keyboard focus (ui/tooltip.py)."""
    img, cut = _fit(s, px, max_w, colour, bold)
    rect = img.get_rect(**anchor)
    surface.blit(img, rect)
    if cut:
        tooltip.note(rect, whole or s)
        if layout_record.active and whole:
            layout_record.tag_text(img, layout_record.shown_of(img), whole)
    return rect


def few_lines(s: str, px: int, max_w: int, bold: bool = False, most: int = 2) -> list[str]:
    """`s` in at most `most` lines of `max_w` pixels: wrapped at spaces, the rest on the last line (which
    `blit_fit` shortens, with the whole as its tooltip, if it is still too long)."""
    lines = wrap(s, px, max_w, bold)
    return lines if len(lines) <= most else [*lines[:most - 1], " ".join(lines[most - 1:])]


def wrap(s: str, px: int, max_w: int, bold: bool = False) -> list[str]:
    """Greedy word wrap by pixel width (cached: the log re-wraps the same sentences)."""
    return list(_wrap(s, px, max_w, bold))


@lru_cache(maxsize=4096)
def _wrap(s: str, px: int, max_w: int, bold: bool) -> tuple[str, ...]:
    f = font(px, bold)
    lines: list[str] = []
    for paragraph in s.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and f.size(trial)[0] > max_w:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return tuple(lines)


def load_theme(factor: float = 1.0) -> JsonObject:
    """The pygame_gui theme from assets/theme.json with every font size scaled by `factor`."""
    theme = copy.deepcopy(_theme_file())
    for block in theme.values():
        face = block.get("font") if isinstance(block, dict) else None
        size = face.get("size") if isinstance(face, dict) else None
        if isinstance(face, dict) and isinstance(size, str | int | float):
            face["size"] = str(max(MIN_FONT, round(int(size) * factor)))
    return theme


@cache
def _theme_file() -> JsonObject:
    try:
        theme = files.read_json(THEME_FILE, SETTINGS_LIMIT)  # bounded like any file read (cards/files.py)
    except (OSError, ValueError):  # missing or refused (FileRefused is a ValueError): pygame_gui's own theme
        return {}
    return theme if isinstance(theme, dict) else {}


def make_manager(size: tuple[int, int]) -> pygame_gui.UIManager:
    manager = gui_tips.Manager(size, load_theme(scale(size)), enable_live_theme_updates=False)
    return manager


# -- settings ------------------------------------------------------------------------------------------------
#: the largest window a settings file may ask for (8K): 100000 pixels wide crashed the start
MAX_SIZE = (7680, 4320)


def _whole_in(low: int, high: int) -> Callable[[object], bool]:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def _number_in(low: float, high: float) -> Callable[[object], bool]:
    # a speed of 0 divided every animation's duration by zero at every table
    return lambda v: isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v) and low <= v <= high


def _one_of(*values: object) -> Callable[[object], bool]:
    return lambda v: isinstance(v, str | bool) and v in values and type(v) is type(values[0])


def _game_id(v: object) -> bool:
    # a game this version may not have is allowed: the menu falls back to the first game it lists
    return isinstance(v, str) and len(v) <= 40 and (v == "" or v.replace("_", "").replace("-", "").isalnum())


def _scalar(v: object) -> bool:
    return isinstance(v, str | bool | int) or (isinstance(v, float) and math.isfinite(v))


def _setup(v: object) -> bool:
    """One game's remembered setup: players, seats (names of players), options (rule book values). Only the
    shape is checked here; the menu checks each against the game's rule book and drops what it refuses."""
    return isinstance(v, dict) and set(v) <= {"players", "seats", "options", "names"} \
        and isinstance(v.get("names", []), list) and len(v.get("names", [])) <= 8 \
        and all(valid_name(n) for n in v.get("names", [])) \
        and _whole_in(1, 8)(v.get("players", 1)) \
        and isinstance(v.get("seats", []), list) and len(v.get("seats", [])) <= 8 \
        and all(isinstance(s, str) and len(s) <= 40 for s in v.get("seats", [])) \
        and isinstance(v.get("options", {}), dict) and len(v.get("options", {})) <= 64 \
        and all(isinstance(k, str) and len(k) <= 40 and _scalar(x) for k, x in v.get("options", {}).items())


def _setups(v: object) -> bool:
    return isinstance(v, dict) and len(v) <= 64 and all(_game_id(k) and _setup(x) for k, x in v.items())


#: the card backs, the felts and the card sizes Settings offers (ui/faces/backs.py draws the backs)
CARD_BACKS = ("pack", "lattice", "plain", "ornament", "tarotee", "stars")
FELTS = {"green": ((22, 84, 58), (16, 62, 43)), "blue": ((28, 66, 104), (20, 48, 78)),
         "red": ((112, 34, 40), (82, 24, 30)), "grey": ((66, 70, 74), (46, 50, 54)),
         "brown": ((96, 66, 40), (70, 48, 28))}
CARD_SIZES = {"small": 0.85, "normal": 1.0, "large": 1.2}


#: each setting a file may hold: the test of its value, and what the value must be (English, Czech)
SETTING_RANGES: dict[str, tuple[Callable[[object], bool], str, str]] = {
    "lang": (_one_of("cs", "en"), "cs or en", "cs ani en"),
    "four_colour": (_one_of(True, False), "true or false", "true ani false"),
    "anim_speed": (_number_in(0.25, 4.0), "a speed from 0.25 to 4", "rychlost od 0,25 do 4"),
    "ai_pause": (_number_in(0.0, 10.0), "a pause from 0 to 10 seconds", "pauza od 0 do 10 sekund"),
    "trick_delay": (_number_in(0.0, 10.0), "a delay from 0 to 10 seconds", "prodleva od 0 do 10 sekund"),
    "width": (_whole_in(MIN_SIZE[0], MAX_SIZE[0]), f"a width from {MIN_SIZE[0]} to {MAX_SIZE[0]}",
              f"šířka od {MIN_SIZE[0]} do {MAX_SIZE[0]}"),
    "height": (_whole_in(MIN_SIZE[1], MAX_SIZE[1]), f"a height from {MIN_SIZE[1]} to {MAX_SIZE[1]}",
               f"výška od {MIN_SIZE[1]} do {MAX_SIZE[1]}"),
    "ai_level": (_one_of("easy", "normal", "hard"), "easy, normal or hard", "easy, normal ani hard"),
    "threads": (_whole_in(0, 64), "a whole number from 0 (automatic) to 64", "celé číslo od 0 (automaticky) do 64"),
    "sound": (_one_of(True, False), "true or false", "true ani false"),
    "card_back": (_one_of(*CARD_BACKS), ", ".join(CARD_BACKS), ", ".join(CARD_BACKS)),
    "felt": (_one_of(*FELTS), ", ".join(FELTS), ", ".join(FELTS)),
    "card_size": (_one_of(*CARD_SIZES), ", ".join(CARD_SIZES), ", ".join(CARD_SIZES)),
    "fullscreen": (_one_of(True, False), "true or false", "true ani false"),
    "player_name": (valid_name, "a name of at most 24 printable characters", "jméno nejvýš o 24 tisknutelných znacích"),
    "last_game": (_game_id, "a game's id", "označení hry"),
    "setups": (_setups, "games' setups (players, seats, options)", "nastavení her (hráči, místa, volby)"),
}


@dataclass
class Settings:
    """What the user chose in Settings; saved as JSON in the user's config folder."""

    lang: str = "cs"
    four_colour: bool = False
    anim_speed: float = 1.0  # 0.5 slow, 1 normal, 2 fast: divides animation durations
    ai_pause: float = 0.8  # seconds a finished AI move stays on screen before the next one starts
    trick_delay: float = 1.5  # seconds a finished trick stays on the felt before it is swept (a click sweeps it)
    width: int = 1280
    height: int = 800
    ai_level: str = "normal"  # the AI level a new seat gets in the menu: easy, normal or hard
    threads: int = 0  # processes the bots' search may use (ai/parallel.py); 0: every core but one
    sound: bool = True
    card_back: str = "pack"  # "pack": the pack's own back; or one design for every pack (CARD_BACKS)
    felt: str = "green"  # the table's colour (FELTS)
    card_size: str = "normal"  # scales the cards the table computes (CARD_SIZES)
    fullscreen: bool = False
    player_name: str = ""  # the human seat's name at the table; empty: the seat's own name
    last_game: str = ""  # the game chosen in the menu, chosen again at the next start
    #: per game id, what the menu last started it with: {"players", "seats", "options", "names"}, its shape checked
    #: on load (`_setup`), each value against the game's rule book by the menu (menu_setup.remembered_setups)
    setups: dict[str, object] = field(default_factory=dict)
    #: why the settings file, or some of its fields, could not be used (the file was moved aside; defaults
    #: apply to what was wrong); shown by the menu
    problem: Problem | None = field(default=None, compare=False, repr=False)

    @staticmethod
    def path() -> Path:
        return settings_path()

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """The saved settings; a field of the wrong type or out of range gets its default and is reported
        by name, and the file is moved aside, so the app's next save cannot overwrite what was wrong."""
        target = path or cls.path()
        settings = cls()
        data, settings.problem = read_json(target, lambda d: None if isinstance(d, dict) else Why(
            "is not a Karty settings file", "není soubor nastavení Karet"), SETTINGS_LIMIT, rewritten=True)
        if not isinstance(data, dict):
            return settings
        wrong_en, wrong_cs = [], []
        for f in fields(cls):
            if f.name not in data or f.name not in SETTING_RANGES:
                continue  # missing: the default; a key another version wrote: not ours to judge
            value, (allowed, en, cs) = data[f.name], SETTING_RANGES[f.name]
            if allowed(value):
                setattr(settings, f.name, value)
            else:
                shown = repr(value)[:30]
                wrong_en.append(f"'{f.name}' {shown} is not {en}")
                wrong_cs.append(f"'{f.name}' {shown} není {cs}")
        if wrong_en:
            settings.problem = problem_for(target, Why(
                "; ".join(wrong_en) + " (the default is used instead)",
                "; ".join(wrong_cs) + " (platí místo toho výchozí hodnota)"))
        return settings

    def save(self, path: Path | None = None) -> bool:
        from sessions.store import write_json_atomic

        target = path or self.path()
        data = asdict(self)
        data.pop("problem", None)
        try:
            write_json_atomic(target, data)  # a crash mid-write leaves the old file, never half of one
        except OSError:
            return False
        return True


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...] = PANEL,
               radius: int = 10, alpha: int = 235) -> None:
    panel = _panel(rect.size, tuple(colour[:3]), radius, alpha)
    if layout_record.active:
        layout_record.tag_panel(panel, alpha)
    surface.blit(panel, rect.topleft)


@cache
def _panel(size: tuple[int, int], colour: tuple[int, ...], radius: int, alpha: int) -> pygame.Surface:
    """A translucent rounded box, cached: plates and pills are drawn every frame."""
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*colour, alpha), panel.get_rect(), border_radius=radius)
    return panel


def felt(surface: pygame.Surface, colour: str = "green") -> None:
    """The table background: a plain felt with a darker rim, drawn once per window size. It starts every
    picture, so the last picture's shortened texts are forgotten here (ui/tooltip.py)."""
    tooltip.clear()
    surface.blit(_felt(surface.get_size(), colour), (0, 0))


@cache
def _felt(size: tuple[int, int], colour: str = "green") -> pygame.Surface:
    """`colour` names one of FELTS (Settings.felt; the table's only: the menus stay green)."""
    face, rim = FELTS.get(colour, (FELT, FELT_DARK))
    surface = pygame.Surface(size)
    surface.fill(rim)
    w, h = size
    inset = max(6, int(min(w, h) * 0.015))
    pygame.draw.rect(surface, face, pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset),
                     border_radius=inset * 3)
    return surface
