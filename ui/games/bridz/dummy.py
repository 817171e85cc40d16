"""Bridž's dummy as bridge players lay it: face up in four suit columns facing the table.

A dummy across the table (the top seat) stands in columns, each suit's cards overlapping downward from
the highest, the lowest nearest the trick; a dummy at a side seat stands in columns too, between the table's
edge and the trick (rows a suit read as overlapping hands). Trumps come first (the leftmost column). Every card
shows at least its corner index: the step between cards never drops below what the layout audit reads.

`dummy_hand` is the table's `HAND` hook (ui/table/layout.py HandFn); before the opening lead, and for
any other hand, it gives None and the usual fan is drawn. Its cards are placed in the order they are drawn
(each over the one before it), which is not the order the view lists them in (the view sorts a hand it
may see by code, so as to give nothing away), so `dummy_target` is the table's `TARGET` hook: where a
dummy's card is clicked, by the same order.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from cards.model import Card
from games.actions import Action
from games.bridz.facts import public_facts
from games.state import Observation
from games.zones import ZoneView
from ui.table.boxes import ZoneBox
from ui.table.layout import CARD_RATIO
from ui.table.manifest import Target

#: the step between overlapping cards in a column, as a share of the card's height: the first
#: is roomy, the second the least at which the corner index reads whole with a margin (a column's index is about
#: a quarter of the card's height; at a fifth its foot was cut), a long suit's cards smaller rather than less shown
COLUMN_STEP = (0.34, 0.3)
#: how far above the table's middle the trick's card toward the top seat reaches, in table card heights
BOTTOM_REACH = 1.04
#: the dummy's cards against the table's card size (the other hands are drawn at 0.6 of it)
SIZE = 0.8
#: the ranks from the highest, as a bridge hand is read (the view gives the dummy's cards in no such order)
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
#: the suits' order, the colours alternating; the trumps go first
SUITS = ("S", "H", "C", "D")


def strain_of(obs: Observation) -> str:
    """The contract's strain ('S', 'NT'), '' before there is one."""
    contract = str(public_facts(obs).get("contract") or "").rstrip("X")
    return contract[1:] if contract else ""


def suit_groups(cards: Sequence[Card], trump: str) -> list[list[Card]]:
    """The cards by suit, spades, hearts, clubs, diamonds (the colours alternate) with the trumps first; in a
    suit from the highest."""
    groups: dict[str, list[Card]] = {}
    for card in cards:
        groups.setdefault(card.suit or "", []).append(card)
    order = sorted(groups, key=lambda suit: (suit != trump, SUITS.index(suit) if suit in SUITS else len(SUITS)))
    rank = {r: i for i, r in enumerate(RANKS)}
    return [sorted(groups[suit], key=lambda card: rank.get(card.rank or "", len(RANKS))) for suit in order]


def face_up_dummy(obs: Observation, zone: ZoneView) -> bool:
    dummy = public_facts(obs).get("dummy")
    return dummy is not None and zone.name == f"hand:{dummy}" and bool(zone.cards) and None not in zone.cards


def dummy_target(obs: Observation, action: Action) -> Target | None:
    """Where a card of the face-up dummy is clicked: its place in the dummy's columns (None: elsewhere)."""
    if action.card is None:
        return None
    for zone in obs.zones:
        if face_up_dummy(obs, zone) and action.card in zone.cards:
            order = [card for group in suit_groups([c for c in zone.cards if c is not None], strain_of(obs))
                     for card in group]
            return Target(zone.name, order.index(action.card))
    return None


def dummy_hand(obs: Observation, zone: ZoneView, side: str, anchor: tuple[int, int], area: pygame.Rect,
               card_size: tuple[int, int]) -> ZoneBox | None:
    if not face_up_dummy(obs, zone):
        return None
    dummy = int(public_facts(obs)["dummy"])
    groups = suit_groups([c for c in zone.cards if c is not None], strain_of(obs))
    cw, ch = card_size
    h = int(ch * SIZE)
    if side == "top":
        return _columns(zone.name, dummy, groups, anchor, area, (cw, ch), h)
    if side in ("left", "right"):
        return _side_columns(zone.name, dummy, groups, anchor, area, (cw, ch), h, side)
    return None


def _columns(name: str, owner: int, groups: list[list[Card]], anchor: tuple[int, int], area: pygame.Rect,
             table_card: tuple[int, int], h: int) -> ZoneBox:
    """The dummy across the table: a column a suit, hanging from the top edge toward the trick."""
    ch = table_card[1]
    top = area.top + int(ch * 0.2)  # the status line sits over the middle of the table's top edge
    # down to where the trick's card toward this seat begins (the seat's name plate goes beside the columns,
    # ui/table/layout.py)
    bottom = area.centery - int(ch * BOTTOM_REACH) - 8
    longest = max(len(g) for g in groups)
    h = min(h, _fit(bottom - top, longest, COLUMN_STEP[1]))
    step = min(h * COLUMN_STEP[0], (bottom - top - h) / max(1, longest - 1)) if longest > 1 else 0.0
    step = max(step, h * COLUMN_STEP[1])
    w = int(h * CARD_RATIO)
    gap = max(4, int(w * 0.14))
    width = len(groups) * w + (len(groups) - 1) * gap
    left = anchor[0] - width // 2
    places: list[tuple[pygame.Rect, Card | None]] = []
    for col, group in enumerate(groups):
        x = left + col * (w + gap)
        places += [(pygame.Rect(x, int(top + i * step), w, h), card) for i, card in enumerate(group)]
    return _box(name, owner, places, (w, h))


def _side_columns(name: str, owner: int, groups: list[list[Card]], anchor: tuple[int, int], area: pygame.Rect,
                  table_card: tuple[int, int], h: int, side: str) -> ZoneBox:
    """The dummy at a side seat: its suit columns too, between the table's edge and the trick, centred on the
    seat (rows a suit read as a stack of overlapping hands)."""
    cw = table_card[0]
    # the height the side has between the top seat's hand and the player's own (the badge sits above it)
    tall = int(area.height * 0.56)
    room = int(area.width * 0.5 - cw * 1.45)  # from the edge to where the trick's card toward this seat lies
    longest = max(len(g) for g in groups)
    h = min(h, _fit(tall, longest, COLUMN_STEP[1]))
    w = int(h * CARD_RATIO)
    gap = max(4, int(w * 0.14))
    count = len(groups)
    if count * w + (count - 1) * gap > room:  # four suits wider than the side: smaller cards
        w = max(20, int((room - (count - 1) * gap) / count))
        h = int(w / CARD_RATIO)
    step = max(h * COLUMN_STEP[1], min(h * COLUMN_STEP[0], (tall - h) / max(1, longest - 1))) if longest > 1 else 0.0
    width = count * w + (count - 1) * gap
    top = anchor[1] - int(h + (longest - 1) * step) // 2
    left = area.left + 4 if side == "left" else area.right - 4 - width
    places: list[tuple[pygame.Rect, Card | None]] = []
    for col, group in enumerate(groups):
        x = left + col * (w + gap)
        places += [(pygame.Rect(x, int(top + i * step), w, h), card) for i, card in enumerate(group)]
    return _box(name, owner, places, (w, h))


def _fit(room: int, count: int, step: float) -> int:
    """The tallest card whose column of `count` cards at the least step fits in `room` pixels."""
    return int(room / (1 + max(0, count - 1) * step))


def _box(name: str, owner: int, places: list[tuple[pygame.Rect, Card | None]], size: tuple[int, int]) -> ZoneBox:
    rect = places[0][0].unionall([r for r, _ in places[1:]])
    return ZoneBox(name, owner, rect, size, "dummy", places, len(places))
