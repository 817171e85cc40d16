"""Cribbage's control at the table: the moving parts the still picture cannot show.

- the board's pegs, leapfrogging on the table's clock as points are pegged (drawn over the panel's board);
- the play: the running count large beside the centre, "Go" at the seats that said it, the cards of
  finished counts dimmed and the count's reset said;
- the discard: "Lay two cards away to your crib", and the hint's throw with its expected values;
- the show: each hand and the crib laid out and counted aloud (ui/games/cribbage/show.py).

It decides no rule: the count, the goes and the shows are the engine's, read from the observation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ai.games.cribbage.advice import laid_away, throws
from cards import Card
from games.actions import Action
from games.cribbage.facts import public_facts
from games.cribbage.rules import GAME
from games.cribbage.words import discard_prompt, match_sheet
from games.state import Observation
from ui.games.cribbage.board import (
    PEGS,
    BoardGeometry,
    Pegs,
    board_rect,
    board_surface,
    deal_pegs,
    draw_captions,
    draw_pegs,
    lurch_lines,
    side_labels,
    sides,
    tracks,
)
from ui.games.cribbage.hand import ORDER
from ui.games.cribbage.show import ShowSteps, draw_claim, draw_show, show_stages
from ui.scenes import common as c
from ui.table.controls import Control, hint_line, human_to_move, tr, ui_action
from ui.table.phase import TablePhase

if TYPE_CHECKING:  # the table imports its controls: only the checker reads this one back
    from ui.scenes.table import TableScene

SHOWING = (TablePhase.SUMMARY_WAIT, TablePhase.SUMMARY)
RESET_SECONDS = 1.6  # how long "the count starts again" stays said


def fmt(x: float, lang: str) -> str:
    text = f"{x:.1f}"
    return text.replace(".", ",") if lang == "cs" else text


def advice(obs: Observation, lang: str) -> tuple[tuple[Card, ...], list[str]]:
    """The hint's numbers in the discard: the best throw's cards, and lines saying what it keeps on average and
    gives the crib, then the next best throws; nothing when the seat has nothing left to lay away."""
    best = throws(obs, GAME.scoring())
    if not best:
        return (), []

    def said(cards: tuple[Card, ...], case: str = "nom") -> str:
        return " + ".join(card.name(lang, case) for card in cards)

    def crib(value: float) -> str:
        return f"{'+' if value >= 0 else '−'}{fmt(abs(value), lang)}"

    top = best[0]
    lines = [tr(lang, f"Odlož {said(top.cards, 'acc')}: ruka drží průměrně {fmt(top.keeps, lang)} b., "
                      f"crib {crib(top.crib)}",
                f"Lay away {said(top.cards)}: keeps {fmt(top.keeps, lang)} points on average, crib {crib(top.crib)}")]
    for other in best[1:]:
        lines.append(tr(lang, f"nebo {said(other.cards, 'acc')}: {fmt(other.keeps, lang)} b., crib {crib(other.crib)}",
                        f"or {said(other.cards)}: {fmt(other.keeps, lang)}, crib {crib(other.crib)}"))
    return top.cards, lines


def claims(obs: Observation) -> dict[int, Action]:
    """Muggins: the announcements the seat may make now, by number (empty when it is not announcing)."""
    legal = obs.legal_actions
    if not legal or any(a.kind != "claim" for a in legal):
        return {}
    return {int(a.number or 0): a for a in legal}


def count_spot(scene: TableScene) -> tuple[tuple[int, int], int]:
    """Where the count's disc goes: beside the centre row (right, left), else above or below it, the first
    place clear of every other zone and name plate; smaller if no place is clear at full size."""
    layout = scene.layout
    assert layout is not None
    k = scene.k
    centre = [b.rect for b in layout.zones.values() if b.owner is None and b.rect.width > 0]
    row = centre[0].unionall(centre[1:]) if centre else pygame.Rect(layout.centre, (0, 0))
    others = [b.rect for b in layout.zones.values() if b.owner is not None and b.rect.width > 0]
    others += [seat.label for seat in layout.seats.values()]
    area = scene.area.inflate(-8, -8)
    full = int(max(26 * k, layout.card_size[1] * 0.42))
    for radius in (full, int(full * 0.8), int(full * 0.65)):
        gap = int(14 * k) + radius
        for x, y in ((row.right + gap, row.centery), (row.left - gap, row.centery),
                     (row.centerx, row.top - gap), (row.centerx, row.bottom + gap)):
            disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            disc.center = (x, y)
            if area.contains(disc) and disc.collidelist(others) < 0:
                return (x, y), radius
    return (row.right + full + int(14 * k), row.centery), full


def note_place(scene: TableScene, spot: tuple[int, int], radius: int, size: tuple[int, int]) -> pygame.Rect:
    """Where "the count starts again" goes by the count's disc: under it or over it, centred or running away from
    the centre row, the first place clear of the zones with the names under them and of the plates (centred under
    the disc it lay over "stock 39")."""
    layout = scene.layout
    assert layout is not None
    named = int(layout.card_size[1] * 0.5)  # a zone's name hangs under its cards
    taken = [b.rect.union(b.rect.move(0, named)) for b in layout.zones.values()
             if b.rect.width > 0] + [seat.label for seat in layout.seats.values()]
    gap = int(8 * scene.k)
    disc = pygame.Rect(spot[0] - radius, spot[1] - radius, 2 * radius, 2 * radius)
    away = "left" if spot[0] >= layout.centre[0] else "right"  # the side of the disc away from the centre row
    places = []
    for y in (disc.bottom + gap + 3, disc.top - gap - 3 - size[1]):
        centred = pygame.Rect((0, 0), size)
        centred.midtop = (spot[0], y)
        aside = centred.copy()
        setattr(aside, away, getattr(disc, away))
        places += [centred, aside]
    area = scene.area.inflate(-8, -8)
    for place in places:
        if area.contains(place.inflate(14, 6)) and place.inflate(14, 6).collidelist(taken) < 0:
            return place
    return places[0]


class CribbageTable(Control["TableScene"]):
    def __init__(self) -> None:
        self.claim = ""  # muggins: the count the player is typing
        self.pegs = Pegs()
        self.seen: int | None = None  # how much of the deal's history was looked at (None: nothing yet)
        self.reset_time = 0.0
        self.show: ShowSteps | None = None
        self.show_for: object = None  # the finished deal the show is of
        self.advised: object = None  # the hint the advice was made for
        self.advice: tuple[tuple[Card, ...], list[str]] = ((), [])  # the best throw's cards, the lines saying it

    # -- the clock -------------------------------------------------------------------------------------------
    def update(self, scene: TableScene, dt: float) -> None:
        obs = scene.obs
        self._watch_history(obs)
        if self.reset_time > 0:
            self.reset_time -= dt
        self._update_show(scene, dt)
        self.pegs.sync(self.track_totals(scene), [p.back for p in deal_pegs(obs)])
        self.pegs.update(dt)
        self._advise(scene)

    def _watch_history(self, obs: Observation) -> None:
        history = obs.history
        if self.seen is None or len(history) < self.seen:  # a new table or a new deal: nothing to say yet
            self.seen = len(history) if self.seen is None else 0
        if any(e.kind == "reset" for e in history[self.seen:]):
            self.reset_time = RESET_SECONDS
        self.seen = len(history)

    def _update_show(self, scene: TableScene, dt: float) -> None:
        if scene.phase not in SHOWING or scene.summary_deal is None:
            self.show, self.show_for = None, None
            return
        if self.show_for is not scene.summary_deal:
            self.show_for = scene.summary_deal
            self.show = ShowSteps(show_stages(scene.obs.history, GAME.scoring(scene.match.config)))
        if self.show is not None:
            self.show.update(dt)

    def showing(self) -> bool:
        return self.show is not None and not self.show.done

    def track_totals(self, scene: TableScene) -> list[float]:
        """Each track's score as the board shows it now: while the show is counted, the pegs follow the count."""
        pub = public_facts(scene.obs)
        totals = tracks(list(pub.get("totals") or []))
        if not self.showing() or scene.match.config.get("muggins"):
            return totals  # with muggins the hands were counted in the play, their pegs already moved
        assert self.show is not None
        n = len(pub.get("totals") or [])
        shown = [0.0] * len(totals)
        for stage in self.show.stages:
            shown[stage.seat % 2 if n == 4 else stage.seat] += stage.points
        counted = [0.0] * len(totals)
        for seat, points in self.show.counted():
            counted[seat % 2 if n == 4 else seat] += points
        return [t - s + d for t, s, d in zip(totals, shown, counted, strict=True)]

    def seat_numbers(self, scene: TableScene) -> list[float] | None:
        """While the show is counted, each plate says its track's pegs, not the deal's end: the plates gave the
        show away before the board and the panel had counted it."""
        if not self.showing():
            return None
        tracks = self.track_totals(scene)
        return [tracks[seat % len(tracks)] for seat in range(scene.match.num_players)]

    def _advise(self, scene: TableScene) -> None:
        """When the hint names a card to lay away, work out what the best throws keep and give the crib."""
        hinted = scene.hinted
        if hinted is None or hinted.kind != "discard":
            self.advised, self.advice = hinted, ((), [])
        elif hinted is not self.advised:
            self.advised, self.advice = hinted, advice(scene.obs, scene.lang)

    # -- muggins: the player announces his own count ------------------------------------------------------------
    def menu(self, scene: TableScene, actions: list[Action]) -> list[Action]:
        if not actions or any(a.kind != "claim" for a in actions):
            return actions
        n = self.claimed()
        return [ui_action("minus", "−1", "−1"), ui_action(f"announce:{n}", f"Ohlásit {n}", f"Announce {n}"),
                ui_action("plus", "+1", "+1")]  # three buttons instead of thirty

    def claimed(self) -> int:
        return int(self.claim) if self.claim else 0

    def intercept(self, scene: TableScene, action: Action) -> bool:
        arg = action.arg or ""
        most = max(claims(scene.obs), default=0)
        if arg.startswith("announce"):
            return self.announce(scene)
        if arg in ("minus", "plus"):
            self.claim = str(max(0, min(most, self.claimed() + (1 if arg == "plus" else -1))))
            scene._build_action_buttons()
            return True
        return False

    def announce(self, scene: TableScene) -> bool:
        action = claims(scene.obs).get(self.claimed())
        if action is None or not human_to_move(scene):
            return False
        self.claim = ""
        return scene.act(action)

    def _type(self, scene: TableScene, event: pygame.event.Event) -> bool:
        """Digits, Backspace, +/−, Enter while the player announces (the digits would press buttons otherwise)."""
        if event.type != pygame.KEYDOWN or not human_to_move(scene):
            return False
        allowed = claims(scene.obs)
        if not allowed:
            return False
        digit = event.unicode if getattr(event, "unicode", "") and event.unicode.isdigit() else None
        if digit is not None:
            typed = (self.claim + digit).lstrip("0") or "0"
            self.claim = typed if int(typed) in allowed else digit
        elif event.key == pygame.K_BACKSPACE:
            self.claim = self.claim[:-1]
        elif event.key in (pygame.K_UP, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
            self.claim = str(min(max(allowed), self.claimed() + 1))
        elif event.key in (pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.claim = str(max(0, self.claimed() - 1))
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.announce(scene)
        else:
            return False
        scene._build_action_buttons()
        return True

    # -- input -----------------------------------------------------------------------------------------------
    def handle(self, scene: TableScene, event: pygame.event.Event) -> bool:
        if self._type(scene, event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s and scene.phase == TablePhase.PLAY:
            by_suit = ORDER.switch()
            scene._refresh(animate=True)
            scene._say(tr(scene.lang, "Ruka podle barev (S)" if by_suit else "Ruka podle hodnot (S)",
                          "Hand sorted by suit (S)" if by_suit else "Hand sorted by rank (S)"))
            return True
        if not self.showing():
            return False
        assert self.show is not None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.show.step()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.show.finish()
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 \
                and self.show_box(scene).collidepoint(event.pos):
            self.show.step()
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.show_box(scene).collidepoint(event.pos)

    def show_box(self, scene: TableScene) -> pygame.Rect:
        """The show's place: the summary's box above its buttons (they stay usable: Continue skips the show)."""
        box = scene._overlay_rect()
        top = scene._overlay_button_rect(0, 1).top
        return pygame.Rect(box.left, box.top, box.width, top - box.top - int(8 * scene.k))

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw(self, scene: TableScene, surface: pygame.Surface) -> None:
        if scene.phase == TablePhase.CURTAIN:
            return
        self._draw_board(scene, surface)
        if self.showing():
            assert self.show is not None
            dealer = int(public_facts(scene.obs).get("dealer", 0))
            card_h = scene.layout.card_size[1] if scene.layout is not None else int(120 * scene.k)
            draw_show(surface, self.show_box(scene), self.show, scene.names, dealer, scene.lang, scene.k,
                      scene._image, int(card_h * 1.15))
            return
        if scene.phase == TablePhase.MATCH_OVER:
            self._draw_sheet(scene, surface)
        if scene.phase != TablePhase.PLAY:
            return
        phase = public_facts(scene.obs).get("phase")
        if phase == "show" and human_to_move(scene) and claims(scene.obs):
            self._draw_claim(scene, surface)
        elif phase == "play":
            self._draw_play(scene, surface)
        elif phase == "discard" and human_to_move(scene):
            self._draw_discard(scene, surface)

    def _draw_claim(self, scene: TableScene, surface: pygame.Surface) -> None:
        obs, lang = scene.obs, scene.lang
        showing = str(public_facts(obs).get("show") or "")
        crib = showing == "crib"
        try:
            zone = obs.zone("crib" if crib else showing.replace("hand:", "played:"))
            starter = next((card for card in obs.zone("starter").cards if card is not None), None)
        except KeyError:
            return
        cards = [card for card in zone.cards if card is not None]
        title = tr(lang, "Spočítej si crib a ohlas body", "Muggins: count your crib") if crib else \
            tr(lang, "Spočítej si ruku a ohlas body", "Muggins: count your hand")
        area = scene.area
        box = pygame.Rect(0, 0, int(area.width * 0.7), int(area.height * 0.42))
        box.center = (area.centerx, area.centery - int(area.height * 0.06))
        card_h = scene.layout.card_size[1] if scene.layout is not None else int(120 * scene.k)
        taker = scene.names[(obs.seat + 1) % len(scene.names)]
        value = (self.claim or "0") + "_"
        draw_claim(surface, box, title, cards, starter, value, lang, scene.k, scene._image, card_h, taker)

    def _draw_board(self, scene: TableScene, surface: pygame.Surface) -> None:
        rect = scene.game_panel_rect
        pub = public_facts(scene.obs)
        if rect is None or not self.pegs.pegs or not pub.get("totals"):
            return
        target = int(pub.get("target", 121))
        area = board_rect(rect, len(self.pegs.pegs))
        lanes = len(self.pegs.pegs)
        colours = tuple(PEGS[i % len(PEGS)] for i in range(lanes))
        # the captions say the scores the pegs stand at (while the show is counted, not yet the deal's end)
        c.draw_panel(surface, pygame.Rect(rect.left, rect.top, rect.width, area.top - rect.top), c.PANEL, radius=0,
                     alpha=255)  # over the panel's own captions (the final scores)
        draw_captions(surface, rect, side_labels(len(pub["totals"]), scene.names), [p.front for p in self.pegs.pegs])
        surface.blit(board_surface(area.size, lanes, target, lurch_lines(target, scene.match.config), colours),
                     area.topleft)
        draw_pegs(surface, BoardGeometry((area.left, area.top, area.width, area.height), lanes, target),
                  self.pegs.pegs)

    def _draw_play(self, scene: TableScene, surface: pygame.Surface) -> None:
        layout = scene.layout
        if layout is None:
            return
        k, lang, pub = scene.k, scene.lang, public_facts(scene.obs)
        pile = set(pub.get("pile") or [])
        # the cards of the counts already finished lie dimmed: the count in play reads at a glance
        shade_colour = (0, 0, 0, 120)
        for name, box in layout.zones.items():
            if not name.startswith("played:"):
                continue
            for i, (rect, card) in enumerate(box.places):
                if card is None or card.code in pile:
                    continue
                seen = rect.copy()
                if i + 1 < len(box.places):
                    seen.width = max(1, min(rect.width, box.places[i + 1][0].left - rect.left))
                shade = pygame.Surface(seen.size, pygame.SRCALPHA)
                shade.fill(shade_colour)
                surface.blit(shade, seen)
        # the count, large, beside the centre row where nothing else lies
        spot, radius = count_spot(scene)
        pygame.draw.circle(surface, (14, 40, 26), spot, radius)
        pygame.draw.circle(surface, c.GOLD, spot, radius, max(2, int(3 * k)))
        count = c.text(str(int(pub.get("count", 0) or 0)), int(radius * 1.05), c.GOLD, True)
        surface.blit(count, count.get_rect(center=(spot[0], spot[1] - int(radius * 0.12))))
        word = c.fit_text(tr(lang, "součet", "count"), max(10, int(radius * 0.3)), radius * 2 - 8, c.TEXT_DIM)
        surface.blit(word, word.get_rect(midtop=(spot[0], spot[1] + int(radius * 0.42))))
        if self.reset_time > 0:
            note = c.fit_text(tr(lang, "součet znovu od nuly", "the count starts again"), int(15 * k),
                              radius * 5, c.TEXT, True)
            where = note_place(scene, spot, radius, note.get_size())
            c.draw_panel(surface, where.inflate(14, 6), c.PANEL, radius=8, alpha=255)
            surface.blit(note, where)
        # "Go" at each seat that said it in this count
        for seat in pub.get("go") or []:
            plate = layout.seats.get(seat)
            if plate is None:
                continue
            img = c.text("Go", int(18 * k), (20, 20, 20), True)
            bubble = img.get_rect().inflate(int(16 * k), int(6 * k))
            bubble.midleft = (plate.label.right + int(8 * k), plate.label.centery)
            if bubble.right > scene.area.right - 4:
                bubble.midright = (plate.label.left - int(8 * k), plate.label.centery)
            pygame.draw.rect(surface, c.GOLD, bubble, border_radius=bubble.height // 2)
            surface.blit(img, img.get_rect(center=bubble.center))

    def _draw_discard(self, scene: TableScene, surface: pygame.Surface) -> None:
        obs = scene.obs
        still = max(0, len(obs.hand()) - 4)
        if still == 0:
            return
        dealer = int(public_facts(obs).get("dealer", 0))
        more = bool(laid_away(obs))
        prompt = discard_prompt(scene.lang, still, None if dealer == obs.seat else scene.names[dealer], more)
        prompt += tr(scene.lang, " · S: podle hodnot" if ORDER.by_suit else " · S: podle barev",
                     " · S: sort by rank" if ORDER.by_suit else " · S: sort by suit")
        cards, lines = self.advice
        if not lines:
            hint_line(scene, surface, prompt)
            return
        self._draw_advice(scene, surface, prompt, cards, lines)

    def _draw_advice(self, scene: TableScene, surface: pygame.Surface, prompt: str, cards: tuple[Card, ...],
                     lines: list[str]) -> None:
        """The prompt with the hint's numbers under it, above the hand; the best throw's cards ringed."""
        k = scene.k
        layout = scene.layout
        own = layout.zones.get(f"hand:{scene.viewer}") if layout is not None else None
        for rect, card in own.places if own is not None else []:
            if card in cards:
                pygame.draw.rect(surface, c.GOLD, rect.inflate(6, 6), width=max(2, int(3 * k)), border_radius=8)
        room = scene.area.width - int(60 * k)
        images = [c.fit_text(prompt, int(15 * k), room, c.GOLD, True),
                  c.fit_text(lines[0], int(14 * k), room, c.TEXT, True),
                  *(c.fit_text(line, int(13 * k), room, c.TEXT_DIM) for line in lines[1:])]
        height = sum(img.get_height() for img in images) + 2 * (len(images) - 1)
        width = max(img.get_width() for img in images)
        bottom = own.rect.top - int(16 * k) if own is not None else scene.area.bottom - int(60 * k)
        box = pygame.Rect(0, 0, width + 20, height + 8)
        box.midbottom = (scene.area.centerx, bottom)
        c.draw_panel(surface, box, c.PANEL, radius=10, alpha=225)
        y = box.top + 4
        for img in images:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + 2

    def _draw_sheet(self, scene: TableScene, surface: pygame.Surface) -> None:
        """The match's end under the final board: the winner, the lurch and what the game is worth, the sheet."""
        rect = scene.game_panel_rect
        if rect is None:
            return
        k, lang = scene.k, scene.lang
        totals = sides(list(scene.match.context.totals))
        labels = side_labels(len(scene.match.context.totals), scene.names)
        lines = match_sheet(scene.match.config, totals, labels, lang)
        box = pygame.Rect(rect.left - 4, rect.bottom + int(6 * k), rect.width + 8, 0)
        box.height = max(0, scene.sys_top - int(8 * k) - box.top)
        if box.height < 40:
            return
        c.draw_panel(surface, box, (30, 40, 52), radius=10, alpha=255)
        pygame.draw.rect(surface, c.GOLD, box, width=1, border_radius=10)
        pad = int(8 * k)
        y = box.top + pad
        head = c.fit_text(tr(lang, "Zápis partie", "Match sheet"), int(16 * k), box.width - 2 * pad, c.GOLD, True)
        surface.blit(head, (box.left + pad, y))
        y += head.get_height() + int(4 * k)
        px = max(11, int(14 * k))
        height = c.font(px).get_linesize()
        for i, line in enumerate(lines):
            colour = c.TEXT if i == 0 or "×" in line else c.TEXT_DIM
            for part in c.wrap(line, px, box.width - 2 * pad, bold=i == 0):
                if y + height > box.bottom - pad // 2:
                    return
                surface.blit(c.text(part, px, colour, i == 0), (box.left + pad, y))
                y += height
            y += int(3 * k)
