"""Bridž's end of deal at the table, and its claims said where the player looks.

- `DealResult` (the table's `summary` hook, ui/table/manifest.py): under the summary's rows, the result
  line (contract, declarer, made or down by how many), the points each side wrote above and below the
  line, the double-dummy par and the makeable table (tricks for each of five strains by each of four
  declarers, the contract played ringed). The par is asked for here, when the summary shows it
  (games/bridz/analysis.py `deal_par`, cached per deal), never while the deal is played; without the
  optional solver the part says so instead.
- `claim_line` (the `say` hook): a claim, accepted or refused, said in the line above the hand (a bot's as
  a human's), shorter than the log's sentence so that it fits there at 800 px.

Seat letters are absolute, the same in every window and in the terminal: seat 0 North (Sever), then East,
South, West clockwise as play goes (games/bridz/text.py).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence

import pygame

from games.bridz import analysis, dds
from games.bridz.analysis import STRAINS
from games.bridz.facts import as_public
from games.bridz.labels import STRAIN_CS, SUIT_SYMBOL
from games.bridz.rules import BridzState
from games.bridz.text import contract_line, seat_letter
from games.bridz.words import pair_name
from games.events import Event
from games.state import State
from games.words.forms import count
from ui import layout_record
from ui.scenes import common as c

#: the makeable table's suit signs, larger than its letters and numbers by this much, so they read as tall as they do
SUIT_SCALE = 1.8
RED = (236, 110, 100)  # hearts and diamonds, light enough on the dark summary panel
#: the makeable table's rows, top to bottom, as bridge programs print them (no-trumps, then the suits down)
ROWS = ("NT", "S", "H", "D", "C")
WORDS = {
    "made": ("splněno", "made"), "down": ("bez {n}", "down {n}"),
    "overtricks": ("+{n}", "+{n}"),
    "below": ("pod čarou {n}", "{n} below the line"), "above": ("nad čarou {n}", "{n} above the line"),
    "nothing": ("nic", "nothing"),
    "par": ("Par: {par} ({score:+d} pro {pair})", "Par: {par} ({score:+d} for {pair})"),
    "par_pass": ("Par: všichni pasují", "Par: pass it out"),
    "dd_made": ("Při otevřených kartách by hlavní hráč vzal {n}.", "Double dummy, declarer would take {n}."),
    "no_solver": ("Analýza při otevřených kartách potřebuje řešič endplay (není nainstalován).",
                  "The double-dummy analysis needs the endplay solver (not installed)."),
    "grid": ("Otevřené karty", "Double dummy"),
    "claim_ok": ("{who}: nárok uznán, zbylé zdvihy ({n}) bere hlavní hráč.",
                 "{who}'s claim agreed: the declarer takes the last {n}."),
    "claim_no": ("{who}: nárok neuznán, obrana vezme zdvih. Hraje se dál.",
                 "{who}'s claim refused: the defence can take a trick. Play on."),
    "solving": ("Počítám par při otevřených kartách…", "Working out the double-dummy par…"),
}


def _w(key: str, lang: str, **fields: object) -> str:
    return WORDS[key][0 if lang == "cs" else 1].format(**fields)


def result_words(deal: BridzState, lang: str, names: Sequence[str]) -> list[str]:
    """The result line and the points line of a finished deal ([] for a deal thrown in)."""
    contract = deal.played_contract()
    if contract is None:
        return []
    declarer = contract.declarer
    made = deal.side_tricks[declarer % 2]
    need = 6 + contract.level
    head = contract_line(contract.code, lang, declarer, None, names)
    head = head.split(":")[0]  # the contract and its declarer; what it needed is said by the result
    if made >= need:
        extra = f" {_w('overtricks', lang, n=made - need)}" if made > need else ""
        outcome = f"{_w('made', lang)}{extra}, {count(made, 'zdvih', lang)}"
    else:
        outcome = f"{_w('down', lang, n=need - made)}, {count(made, 'zdvih', lang)}"
    sides = []
    for side in (declarer % 2, 1 - declarer % 2):
        parts = [_w(k, lang, n=v) for k, v in (("below", deal.below[side]), ("above", deal.above[side])) if v]
        sides.append(f"{pair_name(side, names)}: {', '.join(parts) or _w('nothing', lang)}")
    return [f"{head}: {outcome}", " · ".join(sides)]


def par_words(found: analysis.DealPar | None, lang: str, names: Sequence[str]) -> list[str]:
    """The par and what the contract played could have made, double dummy."""
    if found is None:
        return [_w("no_solver", lang)]
    if found.par == "pass":
        par = _w("par_pass", lang)
    else:
        score = int(found.par_score[0])
        side = 0 if score >= 0 else 1
        par = _w("par", lang, par=lettered(found.par, lang), score=abs(score), pair=pair_name(side, names))
    return [par, _w("dd_made", lang, n=found.dd_tricks)]


def lettered(par: str, lang: str) -> str:
    """The par's contracts with their declarers as the grid's letters: analysis writes seats from 1 ('4♠ 1='),
    the grid and the terminal write quarters ('4♠ N=')."""
    par = re.sub(r"(?<= )([1-4])(?=[=+-])", lambda m: seat_letter(int(m[1]) - 1, lang), par)
    return par.replace("NT", "BT") if lang == "cs" else par


def deal_par(deal: BridzState) -> analysis.DealPar | None:
    """The finished deal's par and makeable table, worked out now (None without the solver)."""
    return analysis.deal_par(as_public(deal.public_info()))


class DealResult:
    """The Bridž part of the end-of-deal summary for one finished deal (made when the summary is first drawn).

    The par is solved on a thread of its own: the solver's makeable table takes from a fraction of a second to
    20 s on a loaded machine (measured: 0.45-20.6 s for four random deals here), and the window must not stop
    meanwhile. Until it is known the part says so; `version` changes when it arrives, so the table draws the
    summary afresh (ui/scenes/table.py keys its still picture by it)."""

    def __init__(self, deal: State, lang: str, names: Sequence[str], viewer: int, k: float) -> None:
        assert isinstance(deal, BridzState)  # the table hands Bridž's summary a Bridž deal
        self.deal, self.lang, self.names, self.viewer, self.k = deal, lang, list(names), viewer, k
        self.found: analysis.DealPar | None = None
        self.version = 0
        self.solving = bool(deal.contract) and dds.available()
        self._done = threading.Event()
        if self.solving:
            threading.Thread(target=self._solve, name="bridz-par", daemon=True).start()
        else:
            self._done.set()

    def _solve(self) -> None:
        try:
            self.found = deal_par(self.deal)
        finally:  # whatever happens, the summary stops waiting
            self.solving = False
            self.version += 1
            self._done.set()

    def wait(self, seconds: float) -> bool:
        """Wait up to `seconds` for the par (tests and screenshots); whether it is there."""
        return self._done.wait(seconds)

    @property
    def lines(self) -> list[str]:
        lines = result_words(self.deal, self.lang, self.names)
        if not self.deal.contract:
            return lines
        if self.solving:
            return [*lines, _w("solving", self.lang)]
        if self.found is None and dds.available():  # the solver failed on this deal: nothing to show, no error
            return lines
        return lines + par_words(self.found, self.lang, self.names)

    def px(self) -> int:
        return max(c.MIN_FONT, int(13 * self.k))

    def grid_size(self) -> tuple[int, int]:
        """The makeable table's width and height, kept while it is solved (nothing without the solver)."""
        if not self.deal.contract or not dds.available():
            return 0, 0
        step = c.font(self.px()).get_linesize()
        return int(self.px() * 2.4) * 5, step * 7 + 4  # a title, the letters, five strains; under the rule

    def height(self, width: int) -> int:
        """How tall the part is at `width`: its lines wrapped beside the grid, or the grid, whichever is taller."""
        lines = self.lines
        if not lines:
            return 0
        px = self.px()
        grid_w, grid_h = self.grid_size()
        text_w = width - grid_w - (int(16 * self.k) if grid_w else 0)
        # room for the par's two lines from the start, so the box does not jump when they arrive
        wrapped = sum(len(c.wrap(line, px, text_w, i == 0)) for i, line in enumerate(lines)) + int(self.solving)
        return max(grid_h, wrapped * c.font(px).get_linesize() + 6)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        lines = self.lines
        if not lines:
            return
        pygame.draw.line(surface, c.TEXT_DIM, (rect.left, rect.top), (rect.right - 1, rect.top), 1)
        px = self.px()
        step = c.font(px).get_linesize()
        grid_w, _ = self.grid_size()
        text_w = rect.width - grid_w - (int(16 * self.k) if grid_w else 0)
        y = rect.top + 4
        for i, line in enumerate(lines):
            colour = c.GOLD if i == 0 else c.TEXT if i == 1 else c.TEXT_DIM
            for part in c.wrap(line, px, text_w, i == 0):  # the result line is bold: wrapped as it is drawn
                if y + step > rect.bottom:
                    return
                surface.blit(c.fit_text(part, px, text_w, colour, i == 0), (rect.left, y))
                y += step
        if self.found is not None:  # drawn once solved; its room is kept meanwhile
            self._draw_grid(surface, pygame.Rect(rect.right - grid_w, rect.top + 4, grid_w, rect.height - 4))

    def _draw_grid(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Tricks by strain (rows) and declarer (columns N E S W); a number that makes a contract in white."""
        px = self.px()
        step = c.font(px).get_linesize()
        cell = rect.width // 5
        title = c.fit_text(_w("grid", self.lang), px, rect.width, c.TEXT_DIM)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top)))
        y = rect.top + step
        seats = range(4)  # the columns N E S W: seat 0 first, as every viewer names them
        for column, seat in enumerate(seats):
            head = c.text(seat_letter(seat, self.lang), px, c.TEXT_DIM, True)
            surface.blit(head, head.get_rect(midtop=(rect.left + cell * (column + 1) + cell // 2, y)))
        contract = self.deal.played_contract()
        found = self.found
        assert found is not None and contract is not None  # drawn only with the solver's answer, for a contract
        for name in ROWS:
            y += step
            symbol = (STRAIN_CS if self.lang == "cs" else SUIT_SYMBOL)[name]
            # the symbols' font draws a suit at about half the letters' height: 5 px at 800x560, ♠ and ♣ alike
            size = px if name == "NT" else round(px * SUIT_SCALE)
            label = c.text(symbol, size, RED if name in ("H", "D") else c.TEXT, True)
            if name != "NT":  # its ink alone: the large sign's line is taller than the row, its ink is not
                label = label.subsurface(label.get_bounding_rect()).copy()
                if layout_record.active:
                    layout_record.tag_text(label, symbol)
            surface.blit(label, label.get_rect(center=(rect.left + cell // 2, y + step // 2)))
            tricks = found.makeable[STRAINS.index(name)]
            for column, seat in enumerate(seats):
                n = int(tricks[seat])
                img = c.text(str(n), px, c.TEXT if n >= 7 else c.TEXT_DIM, n >= 7)
                place = img.get_rect(midtop=(rect.left + cell * (column + 1) + cell // 2, y))
                surface.blit(img, place)
                if name == contract.strain and seat == contract.declarer:  # the contract played
                    pygame.draw.rect(surface, c.GOLD, place.inflate(8, 2), 1, border_radius=4)


def claim_line(events: Sequence[Event], lang: str, names: Sequence[str]) -> str | None:
    """A claim or a refused claim among `events`, said short enough for the line above the hand at 800 px (the
    log keeps the whole sentence); None when there is none."""
    for event in events:
        if event.kind in ("claim", "claim_refused") and event.seat is not None:
            key = "claim_ok" if event.kind == "claim" else "claim_no"
            return _w(key, lang, who=names[event.seat] if event.seat < len(names) else event.seat + 1,
                      n=event.value or 0)
    return None

