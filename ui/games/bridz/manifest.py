"""The bridge score sheet: a cross with We / They (My / Oni), above and below the line.

`draw_score_cross` draws the sheet of the rubber in play from the match's score record (the
`sheet` the deal publishes, built from `MatchContext.extra`: entries above the line per side,
below the line per game, games won, points of finished rubbers). Each finished game is closed
by a line across both columns, as players draw it. `draw_bridz_panel` adapts it to the table's
panel hook, with "We" the viewer's side.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from games.actions import Action
from games.bridz import dds
from games.bridz.analysis import last_deal_facts
from games.bridz.facts import BridzPublic, LastDealFacts, PublicSheet, public_facts
from games.bridz.words import last_deal_words
from games.state import Observation
from ui.games.bridz.dummy import dummy_hand, dummy_target
from ui.games.bridz.result import DealResult, claim_line
from ui.games.bridz.table import BridzTable
from ui.scenes import common as c
from ui.table.manifest import TableHooks

INK = (236, 236, 228)
LINE = (240, 200, 90)
WORDS = {"we": ("My", "We"), "they": ("Oni", "They"), "games": ("hry", "games"), "total": ("Celkem", "Total"),
         "vul": ("v manši", "vulnerable"), "rubber": ("vyhráli robr", "won the rubber")}


def _w(key: str, lang: str) -> str:
    return WORDS[key][0 if lang == "cs" else 1]


def totals(sheet: PublicSheet) -> list[int]:
    """Each side's points: finished rubbers, above the line and below it."""
    past = list(sheet.get("past", [0, 0]))
    above = sheet.get("above", [[], []])
    below = sheet.get("below", [[[], []]])
    return [int(past[s]) + sum(above[s]) + sum(sum(block[s]) for block in below) for s in range(2)]


def draw_score_cross(surface: pygame.Surface, rect: pygame.Rect, sheet: PublicSheet, lang: str, we: int = 0) -> None:
    """Draw the sheet into `rect`; `we` is the side (0: seats 1 and 3, 1: seats 2 and 4) written left."""
    sides = (we, 1 - we)
    px = max(c.MIN_FONT, rect.height // 16)
    line_h = int(px * 1.25)
    mid_x = rect.centerx
    head = c.fit_text(_w("we", lang), px, rect.width // 2 - 6, LINE, True)
    surface.blit(head, (mid_x - head.get_width() - 8, rect.top))
    c.blit_fit(surface, _w("they", lang), px, rect.width // 2 - 6, LINE, True, topleft=(mid_x + 8, rect.top))
    top = rect.top + line_h + 2
    bottom = rect.bottom - line_h - 4
    above = sheet.get("above", [[], []])
    below = sheet.get("below", [[[], []]])
    rows_below = sum(max(len(b[0]), len(b[1]), 1) for b in below)
    rows_above = max(len(above[0]), len(above[1]), 1)
    # the line sits where both parts fit, never closer than two rows to either end
    span = max(1, (bottom - top) // line_h)
    line_y = top + line_h * max(2, min(span - 2, round(span * rows_above / max(1, rows_above + rows_below))))
    pygame.draw.line(surface, LINE, (mid_x, top - 2), (mid_x, bottom), 2)
    pygame.draw.line(surface, LINE, (rect.left, line_y), (rect.right, line_y), 2)
    # above the line: the latest entry nearest the line
    for col, side in enumerate(sides):
        y = line_y - line_h - 3
        for value in reversed(above[side]):
            if y < top:
                break
            _cell(surface, str(value), px, rect, mid_x, col, y)
            y -= line_h
    # below the line: one block per game, closed by a line when the game is won
    y = line_y + 4
    for k, block in enumerate(below):
        rows = max(len(block[0]), len(block[1]), 1)
        for col, side in enumerate(sides):
            for i, value in enumerate(block[side]):
                if y + i * line_h < bottom:
                    _cell(surface, str(value), px, rect, mid_x, col, y + i * line_h)
        y += rows * line_h
        if k < len(below) - 1 and y < bottom:
            pygame.draw.line(surface, LINE, (rect.left + 4, y + 1), (rect.right - 4, y + 1), 1)
            y += 4
    tot = totals(sheet)
    games = sheet.get("games", [0, 0])
    for col, side in enumerate(sides):
        vul = f" · {_w('vul', lang)}" if int(games[side]) >= 1 else ""
        text = f"{tot[side]} ({_w('games', lang)}: {games[side]}{vul})"
        if sheet.get("rubber_over") and int(games[side]) > int(games[1 - side]):  # beside the last deal's summary
            text = f"{tot[side]} ({_w('rubber', lang)})"
        _cell(surface, text, px, rect, mid_x, col, rect.bottom - line_h, LINE)


def _cell(surface: pygame.Surface, text: str, px: int, rect: pygame.Rect, mid_x: int, col: int, y: int,
          colour: tuple[int, int, int] = INK) -> None:
    img = c.fit_text(text, px, rect.width // 2 - 10, colour)
    x = mid_x - img.get_width() - 8 if col == 0 else mid_x + 8
    surface.blit(img, (x, y))


def last_deal_analysis(public: BridzPublic) -> LastDealFacts | None:
    """The previous deal's par facts, where endplay is installed (the solver caches a deal's par: the panel
    is drawn every frame)."""
    previous = public.get("previous_deal")
    return last_deal_facts(previous) if previous and dds.available() else None


def draw_bridz_panel(surface: pygame.Surface, rect: pygame.Rect, obs: Observation, lang: str,
                     names: Sequence[str], own: int | None = None) -> None:
    public = public_facts(obs)
    sheet = public.get("sheet")
    if not sheet:
        return
    last = last_deal_analysis(public)
    if last:  # the previous deal beside its double-dummy par (where endplay is installed), under the cross
        px = max(c.MIN_FONT, rect.height // 18)
        label = ("Minulé rozdání: " if lang == "cs" else "Last deal: ") + last_deal_words(last, lang, names)
        lines = c.wrap(label, px, rect.width)[:3]
        height = len(lines) * int(px * 1.25) + 4
        for i, line in enumerate(lines):
            c.blit_fit(surface, line, px, rect.width, c.TEXT_DIM,
                       topleft=(rect.left, rect.bottom - height + 4 + i * int(px * 1.25)))
        rect = pygame.Rect(rect.left, rect.top, rect.width, rect.height - height)
    draw_score_cross(surface, rect, sheet, lang, we=obs.seat % 2)


def side_points(obs: Observation) -> list[int] | None:
    """Each seat's side's points on the sheet, as the score cross totals them (seats 1 and 3 are one side)."""
    sheet = public_facts(obs).get("sheet")
    if not sheet:
        return None
    tot = totals(sheet)
    return [tot[seat % 2] for seat in range(4)]


def drop_zones(obs: Observation, action: Action) -> Sequence[str] | None:
    """A card is played to the trick in the middle, also the dummy's, which the declarer drags from the
    dummy's hand (a card from another hand would otherwise be taken into one's own)."""
    return ["centre"] if action.kind == "play" else None


#: what the table reads of this game (ui/table/manifest.py)
TABLE_HOOKS = TableHooks(
    panel=draw_bridz_panel,
    control=BridzTable,  # the bidding box, the auction grid and the contract's badge (ui/games/bridz/table.py)
    target=dummy_target,
    drop=drop_zones,
    # the dummy face up in suit columns (ui/games/bridz/dummy.py), its cards clicked where they lie there
    hand=dummy_hand,
    scores=side_points,
    summary=DealResult,  # the end of deal (ui/games/bridz/result.py)
    say=claim_line,  # claims
)
