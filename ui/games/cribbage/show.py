"""The show at the table: pone's hand, the dealer's, then the crib, each laid out with the starter and counted
aloud one combination at a time ("fifteen two, fifteen four, and a pair is six").

`show_stages` reads the deal's show events (public once shown) and asks the engine's scorer for their
combinations (`Scoring.breakdown`): nothing is scored here. `ShowSteps` walks through them on the table's
clock, or a beat at a time when the player clicks or presses Space; `draw_show` paints the current beat.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from cards import Card
from games.cribbage.counts import Item
from games.cribbage.deal_rules import credited
from games.cribbage.scoring import Scoring
from games.cribbage.words import nothing_said, spoken_count
from games.events import Event
from games.words.names import decline
from ui.scenes import common as c
from ui.table.controls import tr


@dataclass(frozen=True)
class Stage:
    """One hand of the show: whose, the cards and the starter, the combinations the scorer found, and with
    muggins what its owner announced and who took the rest."""

    seat: int
    crib: bool
    hand: tuple[Card, ...]
    starter: Card
    items: tuple[Item, ...]
    points: int
    claimed: int | None = None
    taker: int | None = None  # muggins: who took the points the owner missed

    def phrases(self, lang: str) -> list[str]:
        return spoken_count([(i.kind, i.points, len(i.cards)) for i in self.items], lang)


def show_stages(history: Sequence[Event], scoring: Scoring) -> list[Stage]:
    """The deal's shows in the order they were counted (pone ... dealer, crib), each with its combinations."""
    stages: list[Stage] = []
    claimed: int | None = None
    for event in history:
        if event.kind == "claim":
            claimed = int(event.value or 0)
        elif event.kind in ("show", "show_crib") and event.seat is not None and len(event.cards) >= 2 \
                and all(card is not None for card in event.cards):
            cards = tuple(card for card in event.cards if card is not None)
            crib = event.kind == "show_crib"
            items = tuple(scoring.breakdown(cards[:-1], cards[-1], crib))
            stages.append(Stage(event.seat, crib, cards[:-1], cards[-1], items, int(event.value or 0), claimed))
            claimed = None
        elif event.kind == "muggins" and stages:
            last = stages[-1]
            stages[-1] = Stage(last.seat, last.crib, last.hand, last.starter, last.items, last.points,
                               last.claimed, event.seat)
    return stages


class ShowSteps:
    """Where the counting stands: a stage (hand) and a beat in it: -1 the cards laid out, 0..n-1 the n-th
    combination lit, n the total said. It moves on by itself every `BEAT` seconds of the table's clock."""

    BEAT = 1.1

    def __init__(self, stages: Sequence[Stage]) -> None:
        self.stages = list(stages)
        self.stage = 0
        self.beat = -1
        self.clock = 0.0
        self.done = not self.stages

    def step(self) -> None:
        if self.done:
            return
        self.clock = 0.0
        self.beat += 1
        if self.beat > len(self.stages[self.stage].items):
            self.stage += 1
            self.beat = -1
            if self.stage >= len(self.stages):
                self.stage = len(self.stages) - 1
                self.beat = len(self.stages[self.stage].items)
                self.done = True

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.clock >= self.BEAT * (1.4 if self.beat < 0 else 1.0) and not self.done:
            last = self.stage == len(self.stages) - 1 and self.beat == len(self.stages[self.stage].items)
            if not last:  # the last total stays until the player goes on
                self.step()

    def finish(self) -> None:
        self.done = True

    @property
    def current(self) -> Stage:
        return self.stages[self.stage]

    def counted(self) -> list[tuple[int, int]]:
        """(seat, points) of every stage whose total has been said: the pegs follow the count."""
        said = [(s.seat, s.points) for s in self.stages[:self.stage]]
        stage = self.current
        if self.beat >= len(stage.items):
            said.append((stage.seat, stage.points))
        return said


def points_word(n: int, lang: str) -> str:
    if lang != "cs":
        return f"{n} point" if n == 1 else f"{n} points"
    return f"{n} bod" if n == 1 else f"{n} body" if 2 <= n <= 4 else f"{n} bodů"


def stage_title(stage: Stage, names: Sequence[str], dealer: int, lang: str) -> str:
    name = names[stage.seat] if stage.seat < len(names) else str(stage.seat + 1)
    if stage.crib:
        return tr(lang, f"Crib {decline(name, 'cs'):gen}", f"{name}'s crib")
    if stage.seat == dealer:
        return tr(lang, f"Ruka {decline(name, 'cs'):gen} (rozdává)", f"{name}'s hand (dealer)")
    return tr(lang, f"Ruka {decline(name, 'cs'):gen}", f"{name}'s hand")


def draw_show(surface: pygame.Surface, box: pygame.Rect, steps: ShowSteps, names: Sequence[str], dealer: int,
              lang: str, k: float, image: Callable[[Card, tuple[int, int]], pygame.Surface],
              card_h: int) -> None:
    """The current beat of the show inside `box` (the summary's place on the felt)."""
    stage = steps.current
    c.draw_panel(surface, box, (16, 52, 34), radius=14, alpha=255)  # opaque: the summary waits beneath it
    pygame.draw.rect(surface, c.GOLD, box, width=2, border_radius=14)
    pad = int(16 * k)
    title = c.fit_text(stage_title(stage, names, dealer, lang), int(24 * k), box.width - 2 * pad - int(80 * k),
                       c.GOLD, True)
    surface.blit(title, (box.left + pad, box.top + pad))
    tabs = c.text(f"{steps.stage + 1} / {len(steps.stages)}", int(16 * k), c.TEXT_DIM, True)
    surface.blit(tabs, tabs.get_rect(topright=(box.right - pad, box.top + pad + 4)))
    # the cards: the hand, a gap, the starter
    cards = [*stage.hand, stage.starter]
    ch = min(card_h, int(box.height * 0.36))
    cw = int(ch / 1.4)
    gap = int(cw * 0.12)
    width = len(stage.hand) * (cw + gap) + cw + gap * 3
    if width > box.width - 2 * pad:
        cw = int((box.width - 2 * pad - gap * (len(cards) + 3)) / len(cards))
        ch = int(cw * 1.4)
        width = len(stage.hand) * (cw + gap) + cw + gap * 3
    x = box.centerx - width // 2
    top = box.top + pad + title.get_height() + int(22 * k)
    lit = stage.items[steps.beat] if 0 <= steps.beat < len(stage.items) else None
    for i, card in enumerate(cards):
        left = x + i * (cw + gap) + (gap * 3 if i == len(stage.hand) else 0)
        rect = pygame.Rect(left, top, cw, ch)
        on = lit is not None and card in lit.cards
        if on:
            rect.move_ip(0, -int(ch * 0.1))
        surface.blit(image(card, (cw, ch)), rect)
        if on:
            pygame.draw.rect(surface, c.GOLD, rect.inflate(6, 6), width=3, border_radius=8)
        elif lit is not None:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 110))
            surface.blit(shade, rect)
        if i == len(stage.hand):
            label = c.fit_text(tr(lang, "startovní karta", "starter"), int(13 * k), cw + gap * 6, c.TEXT_DIM)
            surface.blit(label, label.get_rect(midtop=(rect.centerx, top + ch + int(6 * k))))
    # the count aloud: the phrases said so far, the newest large
    y = top + ch + int(30 * k)
    phrases = stage.phrases(lang)
    said = phrases[:steps.beat + 1] if steps.beat >= 0 else []
    room = box.width - 2 * pad
    if said:
        if len(said) > 1:
            before = c.fit_text(", ".join(said[:-1]) + ",", int(16 * k), room, c.TEXT_DIM)
            surface.blit(before, before.get_rect(midtop=(box.centerx, y)))
        y += int(24 * k)
        now = c.fit_text(said[-1], int(30 * k), room, c.GOLD, True)
        surface.blit(now, now.get_rect(midtop=(box.centerx, y)))
        y += now.get_height() + int(8 * k)
    else:
        y += int(24 * k)
    if steps.beat >= len(stage.items):
        total = points_word(stage.points, lang)
        line = tr(lang, f"Celkem {total}", f"Total {total}") if stage.items else f"{nothing_said(lang)}: {total}"
        img = c.fit_text(line, int(24 * k), room, c.TEXT, True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height() + int(6 * k)
        if stage.claimed is not None:
            name = names[stage.seat]
            missed = max(0, stage.points - stage.claimed)
            note = tr(lang, f"{name}: ohlášeno {stage.claimed}", f"{name} announced {stage.claimed}")
            if stage.claimed > stage.points:  # an overclaim is not scored at all
                note += tr(lang, ", víc, než ruka má: nepočítá se", ", more than the hand holds: not scored")
            elif missed and stage.taker is not None:
                note += tr(lang, f"; {names[stage.taker]} si bere přehlédnuté {points_word(missed, lang)}",
                           f"; muggins: {names[stage.taker]} takes the {points_word(missed, lang)} missed")
            img = c.fit_text(note, int(17 * k), room, (240, 140, 120) if missed else c.TEXT_DIM, True)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
    keys = tr(lang, "mezerník / klik: dál · Enter: přehled rozdání", "Space / click: next · Enter: the deal's summary")
    foot = c.fit_text(keys, int(13 * k), room, c.TEXT_DIM)
    surface.blit(foot, foot.get_rect(midbottom=(box.centerx, box.bottom - pad)))
    # the show so far: each hand's total once said, the one being counted marked
    tally = []
    for i, done in enumerate(steps.stages):
        name = stage_title(done, names, dealer, lang)
        if i < steps.stage or (i == steps.stage and steps.beat >= len(done.items)):
            kept = done.points if done.claimed is None else credited(done.points, done.claimed)
            taken = tr(lang, f" ({done.points - kept} bere soupeř)", f" (muggins {done.points - kept})") \
                if done.taker is not None and kept < done.points else ""
            tally.append(f"{name}: {kept}{taken}")
        elif i == steps.stage:
            tally.append(f"{name} …")
    so_far = c.fit_text("   ·   ".join(tally), int(14 * k), room, c.TEXT, True)
    surface.blit(so_far, so_far.get_rect(midbottom=(box.centerx, box.bottom - pad - foot.get_height() - int(8 * k))))


def draw_claim(surface: pygame.Surface, box: pygame.Rect, title: str, cards: Sequence[Card], starter: Card | None,
               value: str, lang: str, k: float, image: Callable[[Card, tuple[int, int]], pygame.Surface],
               card_h: int, taker: str) -> None:
    """Muggins: the hand the player counts, laid out with the starter, and the number he is entering."""
    c.draw_panel(surface, box, (16, 52, 34), radius=14, alpha=255)
    pygame.draw.rect(surface, c.GOLD, box, width=2, border_radius=14)
    pad = int(14 * k)
    head = c.fit_text(title, int(22 * k), box.width - 2 * pad, c.GOLD, True)
    surface.blit(head, head.get_rect(midtop=(box.centerx, box.top + pad)))
    laid = [*cards, *([starter] if starter is not None else [])]
    ch = min(card_h, int(box.height * 0.42))
    cw = int(ch / 1.4)
    gap = int(cw * 0.12)
    width = len(laid) * (cw + gap) + gap * 2
    x = box.centerx - width // 2
    top = box.top + pad + head.get_height() + int(12 * k)
    for i, card in enumerate(laid):
        left = x + i * (cw + gap) + (gap * 3 if starter is not None and i == len(laid) - 1 else 0)
        surface.blit(image(card, (cw, ch)), (left, top))
    y = top + ch + int(12 * k)
    ask = c.fit_text(tr(lang, f"Tvůj součet: {value}", f"Your count: {value}"), int(28 * k), box.width - 2 * pad,
                     c.TEXT, True)
    surface.blit(ask, ask.get_rect(midtop=(box.centerx, y)))
    y += ask.get_height() + int(6 * k)
    note = tr(lang, f"napiš číslo a Enter (nebo −1 / +1 a Ohlásit); přehlédnuté body si vezme {taker}",
              f"type the number and Enter (or −1 / +1 and Announce); {taker} takes any points you miss")
    for line in c.wrap(note, int(14 * k), box.width - 2 * pad):
        img = c.text(line, int(14 * k), c.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height()
