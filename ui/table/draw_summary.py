"""The end of a deal as a table, and the curtain that hides the table between two humans (hot-seat).

The summary reads like the score sheet of a card club: one row per player with what the deal brought
them and for what (the deal's notable events of that player, in the game's own sentences), the points
of the deal and the match totals; what concerns nobody in particular (the bank that stays, the deal
passed out) goes under the table. The rules are one click away (a button, or F1), not pasted in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pygame

from games.events import Event
from games.state import State
from games.words import describe
from games.words.names import decline
from games.words.sentences import fill
from games.words.vocabulary import pick
from ui import layout_record
from ui.i18n import t
from ui.scenes import common as c
from ui.table import adapters
from ui.table.manifest import SummaryPart
from ui.table.phase import TablePhase
from ui.table.view import TableView

#: the columns' shares of the box: player, for what, this deal, total (what is left is padding)
COLUMNS = (0.27, 0.47, 0.11, 0.11)


class SummaryDrawing(TableView):
    """The summary overlay and the curtain."""

    summary_events: tuple[Event, ...] = ()  # the finished deal's notable events (set with summary_lines)
    _part_key: tuple[str, float, int] | None = None  # the language, scale and viewer it was made for
    _part_deal: State | None = None  # the deal the game's summary part was made for
    _part: SummaryPart | None = None
    #: the box only as tall as what it says, where it has no buttons under it (the replay's table)
    fit_summary: bool = False

    def _overlay_rect(self) -> pygame.Rect:
        box = super()._overlay_rect()
        if not self.fit_summary or self.phase not in (TablePhase.SUMMARY, TablePhase.MATCH_OVER):
            return box
        fitted = pygame.Rect(0, 0, box.width, min(box.height, self._summary_height(box.width)))
        fitted.center = box.center
        return fitted

    def _summary_heads(self, width: int) -> list[pygame.Surface]:
        """The title, and the winners at the end of the match, as the box shows them at its top."""
        k = self.k
        over = self.phase == TablePhase.MATCH_OVER
        heads = [c.text(t("match_over", self.lang) if over else t("deal_over", self.lang), int(24 * k), c.GOLD, True)]
        if over:
            winners = [self.names[s] for s in self.match.winners()]
            key = "winner" if len(winners) == 1 else "winners"
            heads.append(c.fit_text(t(key, self.lang, names=", ".join(winners)), int(19 * k), width, c.TEXT, True))
        return heads

    def _summary_height(self, width: int) -> int:
        """The box's height that holds its heads, rows, notes and the game's own part at the largest font."""
        k = self.k
        pad = int(18 * k)
        inner = width - 2 * pad
        heads = sum(img.get_height() + int(8 * k) for img in self._summary_heads(inner))
        part = self._summary_part()
        below = part.height(inner) if part is not None else 0
        rows = self._deal_table_need(inner, max(c.MIN_FONT, int(14 * k)))
        return 2 * pad + heads + rows + (below + int(6 * k) if below else 0)

    def _summary_events(self, deal: State, last_events: Sequence[Event]) -> list[Event]:
        """How the deal went: its rarer events as the viewer saw them (who went out, who scored, the Petr),
        leaving out the kinds that make up the play itself (the most frequent ones)."""
        seen = [e for e in (self.seen(ev) for ev in deal.history) if e is not None]
        seen += [e for e in (self.seen(ev) for ev in last_events) if e is not None and e not in seen]
        counts: dict[str, int] = {}
        for event in seen:
            counts[event.kind] = counts.get(event.kind, 0) + 1
        common = {k for k, n in counts.items() if n > 2 * self.match.num_players} - self.game.words.tallied
        return [e for e in seen if e.kind not in common and e.kind not in ("deal_over", "match_over")]

    def _summary_lines(self, deal: State, last_events: Sequence[Event]) -> list[str]:
        """The deal's notable events in sentences, the last few (the log's words)."""
        self.summary_events = tuple(self._summary_events(deal, last_events))
        return [describe(e, self.lang, self.names, self.game) for e in self.summary_events[-8:]]

    def summary_rows(self, groups: Sequence[Sequence[int]] | None = None) -> tuple[list[list[str]], list[str]]:
        """For each seat the sentences of its notable events that count something (points, chips, tricks: an
        event with a value; dealing aside) or that the game tallies (a quartet laid down, Petr left in a hand:
        `Words.tallied`), its row's "for what" (with `groups`, each group of seats together: a side's row); and
        such sentences that name no seat (the bank that stays), said once each under the table."""
        rows: list[list[str]] = [[] for _ in range(self.match.num_players)]
        notes: list[str] = []
        tallied, tally, times = self.game.words.tallied, self.game.words.tally, self.game.words.times
        counted: dict[tuple[int, str], int] = {}  # (seat, kind) said once with how often (Words.times)
        for event in self.summary_events:
            if (event.value is None and event.kind not in tallied) or event.kind == "deal":
                continue
            if event.kind in times and event.seat is not None and 0 <= event.seat < len(rows):
                key = (event.seat, event.kind)
                if key not in counted:
                    rows[event.seat].append(_times_mark(*key))  # its place in the row, its count filled below
                counted[key] = counted.get(key, 0) + 1
                continue
            said = tally(event, self.lang, self.names, self.game) if tally is not None \
                else describe(event, self.lang, self.names, self.game)
            if said is None:
                continue
            if event.seat is not None and 0 <= event.seat < len(rows):
                rows[event.seat].append(said)
                others = self.game.words.to_others.get(event.kind)
                if others is not None:  # the other players' chips moved too: say why in their rows
                    template = pick(others, self.lang)
                    for seat, row in enumerate(rows):
                        if seat != event.seat:
                            row.append(fill(template, replace(event, target=seat), self.lang, self.names))
            elif said not in notes:
                notes.append(said)
        for (seat, kind), n in counted.items():
            said = fill(pick(times[kind], self.lang), Event(kind, seat=seat, value=n), self.lang, self.names)
            rows[seat] = [said if line == _times_mark(seat, kind) else line for line in rows[seat]]
        if groups is not None:  # a side's row: its seats' reasons, the same said once with how often
            rows = [[said for seat in group for said in rows[seat]] for group in groups]
        return [_counted(row) for row in rows], notes

    def summary_groups(self) -> tuple[tuple[int, ...], ...]:
        """The summary's rows: a side's seats together where the game is played by sides (Bridž scores the deal
        per side, not per player), else each seat alone."""
        n = self.match.num_players
        return self.game.sides(n) or tuple((seat,) for seat in range(n))

    def _side_number(self, numbers: Sequence[float], group: tuple[int, ...]) -> float:
        """A row's number: its seat's, or its side's (the seat's where it holds the side's, else their sum)."""
        return numbers[group[0]] if self.game.side_scores else sum(numbers[s] for s in group)

    def _draw_summary(self, surface: pygame.Surface) -> None:
        k = self.k
        box = self._overlay_rect()
        c.draw_panel(surface, box, c.PANEL, radius=14, alpha=255)  # opaque: the trick beneath showed through its rows
        pygame.draw.rect(surface, c.GOLD, box, width=2, border_radius=14)
        pad = int(18 * k)
        y = box.top + pad
        for img in self._summary_heads(box.width - 2 * pad):
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + int(8 * k)
        limit = box.bottom - pad if self.fit_summary else self._overlay_button_rect(0, 2).top - int(8 * k)
        rect = pygame.Rect(box.left + pad, y, box.width - 2 * pad, limit - y)
        part = self._summary_part()
        if part is not None:  # the game's own part (Bridž's result and par) under the rows: what they leave of the
            # room at their largest font, and at least half of it
            rows = self._deal_table_need(rect.width, max(c.MIN_FONT, int(14 * k)))
            height = min(part.height(rect.width), max(rect.height // 2, rect.height - rows - int(6 * k)))
            if height:
                part.draw(surface, pygame.Rect(rect.left, rect.bottom - height, rect.width, height))
                rect.height -= height + int(6 * k)
        self._draw_deal_table(surface, rect)

    def _summary_part(self) -> SummaryPart | None:
        """The game's own summary part for the deal shown, made once per deal and language (its par is solved
        when it is made: the summary is drawn every frame)."""
        key = (self.lang, self.k, self.viewer)
        # the deal itself, not its id: a deal of a match now gone may leave its id to a new one
        if self._part_key != key or self._part_deal is not self.summary_deal:
            self._part_key, self._part_deal = key, self.summary_deal
            self._part = None if self.summary_deal is None else adapters.summary_part(
                self.game.id, self.summary_deal, self.lang, self.names, self.viewer, self.k)
        return self._part

    def _summary_columns(self, rect: pygame.Rect) -> list[tuple[int, int]]:
        """Each column's left edge and width inside `rect`."""
        gap = int(10 * self.k)
        out, x = [], rect.left
        for share in COLUMNS:
            width = int(rect.width * share)
            out.append((x, width))
            x += width + gap
        return out

    @staticmethod
    def _wrapped_rows(rows: Sequence[Sequence[str]], notes: Sequence[str], px: int, why_w: int,
                      width: int) -> tuple[list[list[str]], list[str]]:
        """Each row's reasons and the notes under the table, wrapped at font size `px`."""
        return ([[line for said in row for line in c.wrap(said, px, why_w)] for row in rows],
                [line for said in notes for line in c.wrap(said, px, width)])

    def _deal_table_need(self, width: int, px: int) -> int:
        """The height the deal's table (header, rows, notes) takes `width` wide at font size `px`."""
        rows, notes = self.summary_rows(self.summary_groups())
        why_w = self._summary_columns(pygame.Rect(0, 0, width, 0))[1][1]
        wrapped, note_lines = self._wrapped_rows(rows, notes, px, why_w, width)
        step = c.font(px).get_linesize()
        return step + 4 + sum(max(1, len(w)) * step + 4 for w in wrapped) + len(note_lines) * step + 4

    def _draw_deal_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Header, one row per seat (name, what for, this deal, total), then the notes: at the largest font
        at which all of it fits, down to the smallest readable; past that, each row's reasons are cut to
        what fits and end in '…'."""
        k = self.k
        deal = self.summary_deal
        deal_scores = deal.scores() if deal is not None else [0.0] * self.match.num_players
        totals = self.match.scores()
        groups = self.summary_groups()
        rows, notes = self.summary_rows(groups)
        cols = self._summary_columns(rect)
        why_w = cols[1][1]
        for px in range(max(c.MIN_FONT, int(14 * k)), c.MIN_FONT - 1, -1):
            wrapped, note_lines = self._wrapped_rows(rows, notes, px, why_w, rect.width)
            step = c.font(px).get_linesize()
            if self._deal_table_need(rect.width, px) <= rect.height:
                break
        else:  # even the smallest font is too big: each row keeps its share of the room
            spare = rect.height - step - 4 - len(rows) * 4 - min(len(note_lines), 2) * step
            per_row = max(1, spare // step // max(1, len(rows)))
            wrapped = [[*w[:per_row - 1], w[per_row - 1] + " …"] if len(w) > per_row else w for w in wrapped]
            note_lines = note_lines[:2]
        y = rect.top
        # no row says what for (the reasons are all in the notes under the table): no empty column headed "for what"
        said_why = any(rows)
        heads = (t("player", self.lang), t("for_what", self.lang) if said_why else "", t("deal_column", self.lang),
                 t("total_column", self.lang))
        for i, ((x, w), head) in enumerate(zip(cols, heads, strict=True)):
            img = c.fit_text(head, px, w, c.TEXT_DIM)
            surface.blit(img, img.get_rect(topright=(x + w, y)) if i >= 2 else img.get_rect(topleft=(x, y)))
        y += step + 2
        pygame.draw.line(surface, c.TEXT_DIM, (rect.left, y), (rect.right, y), 1)
        y += 2
        top = y
        for group, lines in zip(groups, wrapped, strict=True):
            seat = group[0]
            deal_points, so_far = self._side_number(deal_scores, group), self._side_number(totals, group)
            label = self.seat_label(seat) if len(group) == 1 else " + ".join(self.names[s] for s in group)
            c.blit_fit(surface, label, px + 1, cols[0][1], c.TEXT, True, topleft=(cols[0][0], y))
            for i, line in enumerate(lines):
                surface.blit(c.text(line, px, c.TEXT_DIM), (cols[1][0], y + i * step))
            points = c.text(f"{deal_points:g}", px + 1, c.TEXT, True)
            surface.blit(points, points.get_rect(topright=(cols[2][0] + cols[2][1], y)))
            total = c.text(f"{so_far:g}", px + 1, c.GOLD, True)
            surface.blit(total, total.get_rect(topright=(cols[3][0] + cols[3][1], y)))
            y += max(1, len(lines)) * step + 4
            if group is not groups[-1]:
                pygame.draw.line(surface, (70, 76, 88), (rect.left, y - 2), (rect.right, y - 2), 1)
        if said_why:
            layout_record.note_column(surface, pygame.Rect(cols[1][0], top, cols[1][1], y - top), heads[1])
        if note_lines:  # under a line of its own, so that it is not read as the last player's
            pygame.draw.line(surface, c.TEXT_DIM, (rect.left, y), (rect.right, y), 1)
            y += 4
        for line in note_lines:
            surface.blit(c.text(line, px, c.TEXT_DIM), (rect.left, y))
            y += step

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        surface.fill((12, 16, 22))
        k = self.k
        w, h = surface.get_size()
        mover = self.match.current_player
        name = self.names[mover] if mover is not None else ""
        img = c.fit_text(t("curtain", self.lang, name=decline(name, self.lang)), int(34 * k), w - 40, c.GOLD, True)
        surface.blit(img, img.get_rect(center=(w // 2, h // 2 - int(20 * k))))
        sub = c.fit_text(t("curtain_sub", self.lang), int(18 * k), w - 40, c.TEXT)
        surface.blit(sub, sub.get_rect(center=(w // 2, h // 2 + int(28 * k))))


def _times_mark(seat: int, kind: str) -> str:
    """A row's place for an event said with its count, which is known only when the deal's events are read."""
    return f"\0{kind}@{seat}"


def _counted(sentences: list[str]) -> list[str]:
    """The same sentence said once, with how many times it happened ("Charles takes the trick. ×3")."""
    times = {said: sentences.count(said) for said in sentences}
    return [said + (f" ×{n}" if n > 1 else "") for said, n in times.items()]
