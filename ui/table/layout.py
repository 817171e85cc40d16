"""Where every zone and card goes, computed from the observation alone (any game).

Seats sit on an ellipse, the viewer at the bottom and play going to the left
(clockwise seen from above: bottom, left, top, right). A seat's hand fans out at its
place; its other zones (pairs, tricks, a bridge dummy...) sit between it and the
centre; zones without an owner (talon, table, crib, pile) sit in a row in the
centre. Optional hints from the rule book's `layout:` section adjust this:
`center: [zone kinds in order]`, `piles: [kinds always stacked]`,
`spreads: [kinds always spread]`, `readable: [kinds of a seat's zones read card by card]` (drawn at the
centre row's size, each card's corner index showing, not as a small keepsake row), `own_hand: rows` (the player's
hand wraps into rows before its cards overlap: they are read by the words along their foot).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from cards.model import Card
from games.zones import ZoneView
from ui.table.boxes import ZoneBox, clamp, moved, rebase, separate, shift
from ui.table.hand_row import free_row, seat_room, wrapped_hand
from ui.table.tricks import TRICK, WON, cross_places, spread_by_seat

CARD_RATIO = 1 / 1.4  # width / height of a playing card (ui.faces draws 63 x 88 mm proportions)
#: the narrowest card of the player's own hand: below it the corner index of a German pack is hard to read; the
#: window's minimum size (ui/scenes/common.py MIN_SIZE) leaves room for a fan of them
MIN_HAND_WIDTH = 64


#: a game's own arrangement of another seat's hand (Bridž's dummy in suit columns): given the zone, its seat's
#: side, the seat's place on the ellipse, the table's area and the table's card size, the zone's box, or None for
#: the usual fan (ui/table/adapters.py `hand_for`)
HandFn = Callable[["ZoneView", str, tuple[int, int], pygame.Rect, tuple[int, int]], "ZoneBox | None"]


@dataclass
class SeatBox:
    seat: int
    anchor: tuple[int, int]  # the seat's place on the ellipse
    label: pygame.Rect  # where its name plate goes
    side: str  # bottom, left, top, right


@dataclass
class Layout:
    area: pygame.Rect
    seats: dict[int, SeatBox]
    zones: dict[str, ZoneBox]
    card_size: tuple[int, int]
    centre: tuple[int, int]

    def card_rect(self, zone: str, index: int) -> pygame.Rect | None:
        box = self.zones.get(zone)
        if box is None or not box.places:
            return None
        if box.style == "pile":
            return box.places[min(index, len(box.places) - 1)][0]
        if 0 <= index < len(box.places):
            return box.places[index][0]
        return None

    def hit(self, pos: tuple[int, int], candidates: Mapping[tuple[str, int], object]) -> tuple[str, int] | None:
        """The candidate card place under `pos`; fans overlap, so only the top-most card there counts."""
        for zone in dict.fromkeys(z for z, _ in candidates):
            box = self.zones.get(zone)
            if box is None:
                continue
            for index in range(len(box.places) - 1, -1, -1):
                if box.places[index][0].collidepoint(pos):
                    if box.style == "pile" and (zone, index) not in candidates:
                        continue  # a pile's cards are all "the pile": any candidate in it will do
                    return (zone, index) if (zone, index) in candidates else None
        return None


def seat_angle(rel: int, n: int) -> float:
    return 2 * math.pi * rel / n


def _side(angle: float) -> str:
    s, c = math.sin(angle), math.cos(angle)
    if c > 0.7:
        return "bottom"
    if c < -0.7:
        return "top"
    return "left" if s > 0 else "right"


def compute(zones: Sequence[ZoneView], num_players: int, viewer: int, area: pygame.Rect,
            hints: Mapping[str, object] | None = None, emphasise: Sequence[str] = (),
            trick_seats: Sequence[int | None] | None = None, card_scale: float = 1.0,
            laid: Mapping[str, Sequence[int | None]] | None = None, arrange: HandFn | None = None,
            keep_clear: Sequence[pygame.Rect] = (), hand_room: float | None = None) -> Layout:
    """Lay out every zone. `emphasise` names zones holding click targets: they are drawn larger.
    `trick_seats`, the player of each card of the `trick` zone, lays that zone out as a cross: each card
    in front of its player (ui/table/tricks.py). `card_scale` is the player's card size (Settings.card_size).
    `laid`, who laid each card of a pile, pushes the pile's top round of cards toward their players. `arrange`
    lays out another seat's hand the game's own way where it returns a box (see HandFn). `keep_clear`: the table's
    own buttons on the felt, which the player's hand and name plate go around; `hand_room`, the most the player's
    hand may spread (compute narrows it itself where the seats beside the hand need its ends)."""
    hints = hints or {}
    n = max(1, num_players)
    ch = int(min(area.height * 0.2, area.width * 0.14) * card_scale)
    cw = int(ch * CARD_RATIO)
    cx, cy = area.centerx, area.centery - int(area.height * 0.02)
    rx = area.width / 2 - cw * 0.9
    ry = area.height / 2 - ch * 0.62
    seats: dict[int, SeatBox] = {}
    anchors: dict[int, tuple[int, int]] = {}
    for seat in range(n):
        rel = (seat - viewer) % n
        a = seat_angle(rel, n)
        x = cx - rx * math.sin(a)
        y = cy + ry * math.cos(a)
        anchors[seat] = (int(x), int(y))
        seats[seat] = SeatBox(seat, (int(x), int(y)), pygame.Rect(0, 0, 0, 0), _side(a))

    boxes: dict[str, ZoneBox] = {}
    by_name = {z.name: z for z in zones}
    piles = set(zone_kinds(hints, "piles")) | {WON}  # quitted tricks lie stacked, as players keep them
    spreads = set(zone_kinds(hints, "spreads"))
    readable = set(zone_kinds(hints, "readable"))

    # Hands at the seats.
    other_w = area.width * (0.2 if n <= 4 else 0.15)
    for seat in range(n):
        zone = by_name.get(f"hand:{seat}")
        ax, ay = anchors[seat]
        side = seats[seat].side
        plate_w = max(int(cw * 1.7), 130)
        step_k, min_share = FAN_STEP, 0.12
        if seat == viewer:  # the cards the player reads most: never below a readable width
            size = (cw, ch) if cw >= MIN_HAND_WIDTH else (MIN_HAND_WIDTH, int(MIN_HAND_WIDTH / CARD_RATIO))
            row_left, row_right = free_row(area, keep_clear, size[1])
            max_w: float = row_right - row_left - plate_w - 8  # the row beside the name plate
            if hand_room is not None:
                max_w = min(max_w, hand_room)
            # seats low beside the row (Kolovrat for eight): their plates would lie over the corner indices of a
            # hand spread wide, so it stays the centred fan between them, its plate lower than theirs
            beside = [seat_room(anchors[s], other_w, ch, plate_w) for s in range(n) if s != viewer]
            crowded = free_row(area, beside, size[1]) != (area.left + 4, area.right - 4)
            plate_room = plate_w + 8  # the plate beside the hand in its row
            if zone is None or all(card is None for card in zone.cards):
                # backs alone (Souboje's stock) are a pile to take from, not cards to read: the centred fan
                row_left, row_right = area.left + 4, area.right - 4
                max_w = min(area.width * 0.78, area.width - 2 * (plate_w + 12))
            else:  # side by side while the row has room (six Cribbage cards took 380 px of 930); overlapped, each
                # card keeps OWN_SHARE of its width in sight
                step_k, min_share = OWN_STEP, OWN_SHARE
                if crowded:  # in the gap between the low seats; its plate lower than theirs, beside or under it
                    row_left, row_right = free_row(area, [*keep_clear, *beside], size[1])
                    max_w, plate_room = row_right - row_left, 0
        else:
            k = 0.86 if zone is not None and zone.name in emphasise else 0.6
            size = (int(cw * k), int(ch * k))
            max_w = other_w * (1.5 if zone is not None and zone.name in emphasise else 1.0)
        count = zone.size if zone is not None else 0
        cards: Sequence[Card | None] = zone.cards if zone else ()
        if seat != viewer and None in cards:
            # The cards known in another's hand (one passed to him) lie last, on top of his backs, so they
            # can be read; the view says which cards are there, never where, so no order is given away.
            cards = [c for c in cards if c is None] + [c for c in cards if c is not None]
        own_way = arrange(zone, side, (ax, ay), area, (cw, ch)) if arrange is not None and zone is not None \
            and seat != viewer else None
        rows = wrapped_hand(f"hand:{seat}", seat, cards, size, (ax, ay), max_w, step_k, size[0] * min_share,
                            area.height * 0.4) if seat == viewer and hints.get("own_hand") == "rows" else None
        box = own_way or rows or _fan(f"hand:{seat}", seat, cards, size, (ax, ay), max_w,
                                      min_step=size[0] * min_share, step_k=step_k)
        if seat == viewer:
            box.rect.bottom = area.bottom - int(ch * 0.08)
            # the hand and its plate together in the free row: off the middle where the plate has no room beside it
            box.rect.left = max(row_left, min(box.rect.left, row_right - plate_room - box.rect.width))
            rebase(box)
        clamp(box, area)
        boxes[box.name] = box
        plate_h = max(20, int(ch * 0.2))
        plate = pygame.Rect(0, 0, plate_w, plate_h)
        if seat == viewer:
            plate.bottomleft = (box.rect.right + 8, box.rect.bottom)
            if plate.right > min(area.right - 4, row_right + plate_w + 8 - plate_room):
                plate.bottomright = (box.rect.left - 8, box.rect.bottom)
        elif own_way is not None and side == "top":
            # a hand laid out the game's own way across the table (Bridž's dummy in columns hanging toward the
            # trick): its name beside its top, so the columns have the height down to the trick
            plate.topleft = (box.rect.right + 8, box.rect.top)
            if plate.right > area.right - 4:
                plate.topright = (box.rect.left - 8, box.rect.top)
        elif side == "top" or count == 0:
            plate.midtop = (box.rect.centerx, box.rect.bottom + 4) if count else (ax, ay - plate_h // 2)
        else:
            plate.midtop = (box.rect.centerx, box.rect.bottom + 4)
        plate.clamp_ip(area)
        seats[seat].label = plate

    # Seat-owned zones other than the hand (pairs, tricks, played cards): beside the hand, on the side away
    # from the centre row, so they never cover the talon or the table.
    owned: dict[int, list[ZoneBox]] = {}
    for z in zones:
        if z.name.startswith("hand:") or z.owner is None or z.owner not in anchors:
            continue
        ax, ay = anchors[z.owner]
        hand = boxes.get(f"hand:{z.owner}")
        plate = seats[z.owner].label
        kind = z.name.split(":")[0]
        # a zone the players read through the play (Cribbage's played cards, for the count) as large as the
        # centre row's cards, each showing its corner index; the others small, as kept things lie
        read = kind in readable
        share = 0.82 if read else 0.55
        oh = int(ch * share)
        px, py = float(ax), float(ay)
        if hand is not None:
            px = hand.rect.centerx
            if seats[z.owner].side == "top":
                py = max(plate.bottom, hand.rect.bottom) + oh * 0.5 + 6
            else:
                py = hand.rect.top - oh * 0.5 - 6
        size = (int(cw * share), int(ch * share))
        if read or kind in spreads or (kind not in piles and 0 < z.size <= 16 and any(c is not None for c in z.cards)):
            box = _fan(z.name, z.owner, z.cards, size, (int(px), int(py)),
                       area.width * 0.45 if read else other_w * 0.9,
                       min_step=size[0] * (READ_STEP if read else 0.1), step_k=READ_STEP if read else 0.32,
                       style="spread")
        else:
            box = _pile(z.name, z.owner, z.cards, size, (int(px), int(py)))
        boxes[z.name] = box
        owned.setdefault(z.owner, []).append(box)
    # Several owned zones of one seat sit side by side, centred where one would sit.
    for group in owned.values():
        span = sum(b.rect.width for b in group) + 8 * (len(group) - 1)
        x = group[0].rect.centerx - span // 2
        for b in group:
            shift(b, x - b.rect.left, 0)
            x += b.rect.width + 8
            clamp(b, area)
    # Crowded tables: push apart owned zones that still overlap.
    separate([b for b in boxes.values() if not b.name.startswith("hand:") and b.owner is not None])

    # Centre zones in a row.
    order = zone_kinds(hints, "centre")
    centre = [z for z in zones if z.owner is None]
    centre.sort(key=lambda z: (order.index(z.name.split(":")[0]) if z.name.split(":")[0] in order else len(order),
                               zones.index(z)))
    if centre:
        size = (int(cw * 0.82), int(ch * 0.82))
        spots = seat_spots(seats, boxes)
        widths = []
        plans = []
        for z in centre:
            kind = z.name.split(":")[0]
            visible = any(c is not None for c in z.cards)
            if z.name == TRICK and trick_seats is not None:
                plans.append("cross")  # the trick takes the room of a full cross, so it never grows into a row
                full = cross_places(list(range(n)), (cx, cy), size, spots)
                widths.append(float(full[0].unionall(full[1:]).width))
                continue
            spread = kind in spreads or (kind not in piles and visible and z.size <= 10)
            plans.append("spread" if spread else "pile")
            widths.append(size[0] + (size[0] * 0.55 * max(0, z.size - 1) if spread else size[0] * 0.15))
        gap = cw * 0.4
        total = sum(widths) + gap * (len(widths) - 1)

        def line(items: list[int], left: float, room: float) -> tuple[dict[str, ZoneBox], float]:
            """The zones `items` (indices into `centre`) in a row from `left`, squeezed into `room` if need be."""
            need = sum(widths[i] for i in items) + gap * max(0, len(items) - 1)
            k = min(1.0, max(0.0, room) / max(1.0, need))
            x = left
            placed: dict[str, ZoneBox] = {}
            for i in items:
                z, w = centre[i], widths[i]
                mid = (int(x + w * k / 2), cy)
                if plans[i] == "spread":
                    placed[z.name] = _fan(z.name, None, z.cards, size, mid, w * k, min_step=size[0] * 0.15,
                                          step_k=0.55, style="spread")
                else:
                    placed[z.name] = _pile(z.name, None, z.cards, size, mid)
                x += w * k + gap * k
            return placed, k

        def row(share: float) -> tuple[dict[str, ZoneBox], float]:
            """The row squeezed into `share` of the table's width (never wider than it needs). A trick laid out
            by seat keeps the middle of the table, the zones before it in the row to its left, those after it
            to its right."""
            if "cross" not in plans:
                k = min(1.0, area.width * share / max(1.0, total))
                return line(list(range(len(centre))), cx - total * k / 2, total * k)
            at = plans.index("cross")
            placed = {centre[at].name: _cross(centre[at], trick_seats or (), size, (cx, cy), spots)}
            # each side takes its share of the table beside the cross, never past the table's edge
            side = min(area.width * share / 2, (area.width - widths[at]) / 2 - cw * 0.3) - gap
            before = list(range(at))
            need = sum(widths[i] for i in before) + gap * max(0, len(before) - 1)
            left, k_left = line(before, cx - widths[at] / 2 - gap - min(need, side), side)
            right, k_right = line(list(range(at + 1, len(centre))), cx + widths[at] / 2 + gap, side)
            return {**placed, **left, **right}, min(k_left, k_right)

        narrow, k = row(0.55)
        badge = int(ch * 0.5)
        if k < 1.0:
            # A crowded row on a narrow table: spread it wider where the seats at the sides can move up out of
            # its way, so that the zones' names read under them instead of piling up.
            wide = row(0.8)[0]
            trial_seats, trial_boxes = _copies(seats, boxes, wide)
            own = boxes.get(f"hand:{viewer}")
            middle = area.width - 2 * (max(int(cw * 1.7), 130) + 12)  # the hand centred, its plate's room both sides
            if _lift_side_seats(trial_seats, trial_boxes, area, viewer, badge):
                seats, boxes = trial_seats, trial_boxes
                narrow = {}
            elif hand_room is None and own is not None and own.places:
                # the player's hand spread wide keeps the seats beside its ends from making way (Komando for six):
                # again with the hand in the middle, overlapped as a fan in the hand
                tight = min(middle, own.card_size[0] * (1 + FAN_STEP * (len(own.places) - 1)))
                if own.rect.width > tight and _lift_side_seats(*_copies(seats, boxes, wide, own.name), area, viewer,
                                                               badge):  # the hand alone was in the way
                    return compute(zones, num_players, viewer, area, hints, emphasise, trick_seats, card_scale, laid,
                                   arrange, keep_clear, hand_room=tight)
        if narrow:
            boxes.update(narrow)
            _lift_side_seats(seats, boxes, area, viewer, badge)
        if "cross" in plans:  # the seats have found their places: each card of the trick points at its player
            trick = centre[plans.index("cross")]
            boxes[trick.name] = _cross(trick, trick_seats or (), size, (cx, cy), seat_spots(seats, boxes))
            _clear_cross(boxes, trick.name, area, badge)
        for name, by in (laid or {}).items():  # a pile that shows who laid what
            if name in boxes and boxes[name].owner is None:
                box = boxes[name]
                spread_by_seat(box.places, by, n, seat_spots(seats, boxes))
                if box.places:
                    box.rect = box.places[0][0].unionall([rect for rect, _ in box.places[1:]])
                    box.style = "pile"  # stacked: its badge counts the cards
    return Layout(area, seats, boxes, (cw, ch), (cx, cy))


def _copies(seats: dict[int, SeatBox], boxes: dict[str, ZoneBox], row: dict[str, ZoneBox],
            leave: str | None = None) -> tuple[dict[int, SeatBox], dict[str, ZoneBox]]:
    """Seats and boxes to try a centre row on (without the box `leave`), the table's own left as they are."""
    trial = {n: SeatBox(b.seat, b.anchor, pygame.Rect(b.label), b.side) for n, b in seats.items()}
    return trial, {**{n: moved(b, 0, 0) for n, b in boxes.items() if n != leave}, **row}


def zone_kinds(hints: Mapping[str, object], key: str) -> list[str]:
    """The zone kinds a layout hint lists (`spreads: [table]`). The rule book's layout section also describes
    zones in words under their own names (Kolovrat's `piles: in front of each seat`): only a list is a hint."""
    value = hints.get(key)
    return [str(v) for v in value] if isinstance(value, (list, tuple)) else []


def _clear_cross(boxes: dict[str, ZoneBox], trick: str, area: pygame.Rect, badge: int) -> None:
    """Move the row's zones beside the trick outward where a card of the trick (pointing at its player, which
    may take it past the room measured for it) would lie on them or on the names under them. The trick keeps
    its places: each card must stay nearest its player."""
    cards = [rect for rect, _ in boxes[trick].places]
    if not cards:
        return
    centre_x = boxes[trick].rect.centerx
    row = sorted((b for b in boxes.values() if b.owner is None and b.name != trick),
                 key=lambda b: abs(b.rect.centerx - centre_x))
    for box in row:
        side = -1 if box.rect.centerx < centre_x else 1
        # the zone with its name under it (a name may be a little wider than the cards)
        reach = pygame.Rect(box.rect.left - badge // 2, box.rect.top, box.rect.width + badge, box.rect.height + badge)
        hits = [card for card in cards if card.colliderect(reach)]
        others = [b.rect for b in row if b is not box and (b.rect.centerx - centre_x) * side > 0
                  and abs(b.rect.centerx - centre_x) < abs(box.rect.centerx - centre_x)]
        hits += [r for r in others if r.colliderect(reach)]
        if not hits:
            continue
        if side < 0:
            dx = max(min(r.left for r in hits) - reach.right - 4, area.left + 4 - box.rect.left)
        else:
            dx = min(max(r.right for r in hits) - reach.left + 4, area.right - 4 - box.rect.right)
        if dx * side > 0:  # only ever away from the trick
            shift(box, dx, 0)


def _lift_side_seats(seats: dict[int, SeatBox], boxes: dict[str, ZoneBox], area: pygame.Rect, viewer: int,
                     badge: int) -> bool:
    """On a narrow table the centre row reaches the seats at the sides, whose name plates would then cover the
    names under the talon or the pile: lift such a seat (hand, plate and its other zones) until it clears the row,
    where there is room above it that no other seat takes, else lower it under the row's names. False when a seat
    still meets the row."""
    row = [b.rect for b in boxes.values() if b.owner is None and b.style != "cross"]  # a trick has no name under it
    if not row:
        return True
    band = row[0].unionall(row[1:])
    band.height += badge  # the zone names hang under the row,
    band.inflate_ip(2 * badge, 0)  # and a name (or a plate grown to fit its name) may be wider than its cards
    cleared = True
    for seat, box in seats.items():
        hand = boxes.get(f"hand:{seat}")
        if seat == viewer or box.side not in ("left", "right") or hand is None:
            continue
        own = [b for b in boxes.values() if b.owner == seat]
        region = box.label.unionall([b.rect for b in own])
        if not region.colliderect(band):
            continue
        others = [s.label for other, s in seats.items() if other != seat] + \
            [b.rect for b in boxes.values() if b.owner not in (None, seat)]
        for dy in (band.top - 6 - region.bottom, band.bottom + 6 - region.top):  # up if there is room, else down
            there = region.move(0, dy)
            if there.top >= area.top + 4 and there.bottom <= area.bottom - 4 and there.collidelist(others) == -1:
                break
        else:
            # No room for the whole seat: its plate alone may go over its hand, where it stays the seat's
            if not hand.rect.colliderect(band):
                plate = box.label.copy()
                plate.midbottom = (box.label.centerx, hand.rect.top - 4)
                if plate.top >= area.top + 4 and not plate.colliderect(band) and plate.collidelist(others) == -1 \
                        and plate.collidelist([b.rect for b in own]) == -1:
                    box.label.update(plate)
                    continue
            cleared = False  # no room anywhere: better a covered name than a seat on top of another
            continue
        box.label.move_ip(0, dy)
        box.anchor = (box.anchor[0], box.anchor[1] + dy)
        for b in own:
            shift(b, 0, dy)
    return cleared


#: the step between the cards of a fan held in the hand
FAN_STEP = 0.62
#: the step between the player's own cards while the row has room: side by side with a narrow gap
OWN_STEP = 1.06
#: the least share of each of the player's own cards' width left in sight when the row is too short for them side by
#: side: the corner index and a margin (ui/layout_audit.py checks it)
OWN_SHARE = 0.25


#: the share of a card's width left showing where a known card lies under the next in another's fan: its index
#: (the faces' corner is about 0.3 of the width) reads
READ_SHARE = 0.34
#: the step between the cards of a zone read card by card (the `readable` hint): the whole corner index and a margin
#: show (the index is up to 0.47 of a small card's width)
READ_STEP = 0.52


def _fan(name: str, owner: int | None, cards: Sequence[Card | None], size: tuple[int, int], mid: tuple[int, int],
         max_w: float, min_step: float, step_k: float = FAN_STEP, style: str = "fan") -> ZoneBox:
    w, h = size
    n = len(cards)
    step = w * step_k
    if n > 1 and w + step * (n - 1) > max_w:
        step = max(min_step, (max_w - w) / (n - 1))
    gaps = [step] * max(0, n - 1)
    known = [i for i in range(n - 1) if cards[i] is not None]
    if known and None in cards and step < w * READ_SHARE:
        # another's hand with cards known in it (a Kvarteto card handed over): each known card shows its
        # index, the backs close up to make the room (at a 9 px pitch the known cards could not be read)
        backs = n - 1 - len(known)
        back = max(w * 0.05, (max_w - w - w * READ_SHARE * len(known)) / backs) if backs else step
        gaps = [w * READ_SHARE if i in known else min(step, back) for i in range(n - 1)]
    total = w + sum(gaps)
    left = mid[0] - total / 2
    top = mid[1] - h / 2
    xs = [left + x for x in itertools.accumulate(gaps, initial=0.0)][:n]
    places = [(pygame.Rect(int(x), int(top), w, h), c) for x, c in zip(xs, cards, strict=True)]
    return ZoneBox(name, owner, pygame.Rect(int(left), int(top), int(total), h), size, style, places, n)


def _cross(zone: ZoneView, seats: Sequence[int | None], size: tuple[int, int], mid: tuple[int, int],
           spots: Mapping[int, tuple[int, int]]) -> ZoneBox:
    """The trick zone with each card in front of its player; empty, a card-sized slot in the middle."""
    rects = cross_places((list(seats) + [None] * zone.size)[:zone.size], mid, size, spots)
    places = list(zip(rects, zone.cards, strict=True))
    rect = rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, *size)
    if not rects:
        rect.center = mid
    return ZoneBox(zone.name, None, rect, size, "cross" if rects else "pile", places, zone.size)


def seat_spots(seats: Mapping[int, SeatBox], boxes: Mapping[str, ZoneBox]) -> dict[int, tuple[int, int]]:
    """Where each player sits as a person sees it: the middle of its hand, or its name plate when it holds none."""
    spots = {}
    for seat, box in seats.items():
        hand = boxes.get(f"hand:{seat}")
        spots[seat] = hand.rect.center if hand is not None and hand.places else box.label.center
    return spots


def _pile(name: str, owner: int | None, cards: Sequence[Card | None], size: tuple[int, int],
          mid: tuple[int, int]) -> ZoneBox:
    w, h = size
    n = len(cards)
    shown = min(n, 4)
    off = max(1, w // 30)
    rect = pygame.Rect(0, 0, w + off * max(0, shown - 1), h + off * max(0, shown - 1))
    rect.center = mid
    places = []
    for i, c in enumerate(cards):
        j = max(0, i - (n - shown))  # only the top few are offset; the rest hide underneath
        places.append((pygame.Rect(rect.left + off * j, rect.bottom - h - off * j, w, h), c))
    return ZoneBox(name, owner, rect, size, "pile", places, n)
