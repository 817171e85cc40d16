"""What the layout audit finds in one recorded frame (ui/layout_record.py): text cut short with no
tooltip, a widget's label wider or taller than the widget, text over a card or over other text, text on a
translucent panel with the table showing through it, a table's column left empty, a card the player must read
more than half covered, a card under a box that must leave the table's cards in sight (the last trick's review), a
hand squeezed with room to spare and a tooltip that only repeats what its widget shows.

The checks read only the recorded elements, so a test can hand them a frame built by hand.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass

import pygame

from ui.layout_record import Element

#: the kinds of finding, in the order they are reported (most visible first)
KINDS = ("text_over_card", "text_over_text", "see_through", "empty_column", "label_past_button",
         "cut_without_tooltip", "card_covered", "card_under_overlay", "text_under_overlay", "hand_squeezed",
         "tooltip_repeats",
         "internal_name")
#: a player's internal name ('cribbage:hard', 'ismcts:normal') shown where its words belong
INTERNAL = re.compile(r"\b(ismcts|[a-z_-]+:(easy|normal|hard|\d+))\b"
                      # or a player by the seat's number where the table knows the names ("Ask player 3"), not a
                      # count ("each player 3 chips", wrapped after the number)
                      r"|\b(player|hráč\w*) \d\b(?!\W*(chips?|žeton\w*|points?|bod\w*)\b|\W*$)", re.IGNORECASE)
#: widgets whose text pygame_gui clips at their border rather than shortening it
WIDGETS = ("button", "label", "dropdown")
#: overlaps smaller than this many pixels each way are anti-aliasing, not a collision
SLACK = 3
#: how much of a card's index (its corner, as ui/faces/layout.py draws it) may be hidden and still read;
#: the rank's glyph fills about the first 60 % of the index's box ("10" the most)
INDEX_HIDDEN = 0.25
GLYPH_SHARE = 0.6
#: a seat's collections: the cards it has won or laid away lie overlapped to show how many, and only the top
#: one is read (the trick, the table, the played rows and the hands are read card by card)
#: the zone of the card the player carries under the mouse (ui/layout_record.py marks it)
CARRIED = "carried"
COLLECTIONS = ("won", "pairs", "quartets", "pile", "down", "tricks")
#: the least share of each face-up card of a fanned hand that must show (ui/table/layout.py OWN_SHARE), less a pixel's
#: rounding: the corner index and a margin
HAND_SHARE = 0.24
#: the gap a hand laid side by side needs between its cards and at its ends before a neighbour, in pixels
HAND_GAP = 4


@dataclass(frozen=True)
class Finding:
    kind: str
    what: str  # the text or the card, as the player sees it

    def __str__(self) -> str:
        return f"{self.kind}: {self.what}"


def audit(elements: list[Element]) -> list[Finding]:
    """Every problem in one frame."""
    found: list[Finding] = []
    panels = [e for e in elements if e.kind == "panel"]
    # what a later panel covers (the summary over the table) is out of sight, not in the way
    seen = [e for e in elements if e.kind == "panel" or not _under_panel(e, panels)]
    texts = [e for e in seen if e.kind == "text" and e.text and e.text.strip()]
    cards = [e for e in seen if e.kind == "card"]
    widgets = [e for e in elements if e.kind in WIDGETS]
    found += _cut(seen)
    found += _over_cards(texts + widgets, cards, panels)
    found += _over_text(texts, widgets, panels)
    found += _covered(cards)
    found += _under_overlay(elements)
    found += _see_through(elements, panels)
    found += _empty_columns(elements)
    found += _squeezed(cards, [e for e in seen if e.kind in ("text", "card", "panel")] + widgets,
                       [e for e in elements if e.kind == "card"])
    found += [Finding("tooltip_repeats", f"{e.kind} {e.text!r}: {e.tooltip!r}") for e in texts + widgets
              if e.tooltip and not e.cut and not (e.text or "").endswith("…")
              and not _words(e.tooltip) - _words(e.text or "")]
    found += [Finding("internal_name", repr(e.text)) for e in texts + widgets if INTERNAL.search(e.text or "")]
    return found


def _under_panel(e: Element, panels: list[Element]) -> bool:
    """At least half of `e` lies under one panel drawn after it."""
    if e.kind not in ("text", "card"):
        return False
    area = e.box.width * e.box.height
    return any(p.order > e.order and _area(e.box, [p.box]) * 2 >= area for p in panels)


def _between(a: Element, b: Element, panels: list[Element]) -> bool:
    """A panel drawn after the lower of `a` and `b` and before the upper covers where they meet."""
    low, high = sorted((a, b), key=lambda e: e.order)
    meet = a.box.clip(b.box)
    return any(low.order < p.order < high.order and p.box.contains(meet) for p in panels)


def _see_through(elements: list[Element], panels: list[Element]) -> list[Finding]:
    """Text written on a translucent panel over a card or a text drawn before the panel: the table shows through
    the letters (a trick's cards through the summary's rows)."""
    found = []
    for panel in panels:
        if panel.extra.get("alpha", 255) >= 255:
            continue
        below = [e for e in elements if e.kind in ("text", "card") and e.order < panel.order]
        for e in elements:
            if e.kind != "text" or not (e.text or "").strip() or e.order < panel.order \
                    or not panel.box.contains(e.box):
                continue
            under = next((b for b in below if _overlap(_ink(e), b.box)), None)
            if under is not None:
                what = repr(under.text) if under.kind == "text" else _card_name(under)
                found.append(Finding("see_through", f"{e.text!r} over {what}"))
    return found


def _empty_columns(elements: list[Element]) -> list[Finding]:
    """A table's column (ui/layout_record.py `note_column`) with no text in it: the end of a deal said "for
    what" and left it blank, the reasons only in the log."""
    texts = [e for e in elements if e.kind == "text" and (e.text or "").strip()]
    return [Finding("empty_column", repr(col.text)) for col in elements if col.kind == "column"
            and not any(col.box.collidepoint(e.box.center) for e in texts)]


def _cut(elements: list[Element]) -> list[Finding]:
    found = []
    for e in elements:
        if e.kind in WIDGETS and e.needed_w is not None and e.room_w is not None and e.needed_w > e.room_w:
            found.append(Finding("label_past_button", f"{e.kind} {e.text!r} needs {e.needed_w} px, has {e.room_w}"))
        elif e.kind in WIDGETS and e.needed_h is not None and e.room_h is not None and e.needed_h > e.room_h:
            # pygame_gui centres a line and clips it at the border: the letters are cut through the middle
            found.append(Finding("label_past_button",
                                 f"{e.kind} {e.text!r} needs {e.needed_h} px high, has {e.room_h}"))
        elif e.kind == "dropdown_item" and e.needed_w is not None and e.room_w is not None \
                and e.needed_w > e.room_w and not e.tooltip:
            found.append(Finding("cut_without_tooltip", f"drop-down item {e.text!r}"))
        elif e.kind == "text" and e.cut and not e.tooltip:
            found.append(Finding("cut_without_tooltip", f"{e.text!r} (whole: {e.whole!r})"))
    return found


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    clip = a.clip(b)
    return clip.width > SLACK and clip.height > SLACK


def _over_cards(texts: list[Element], cards: list[Element], panels: list[Element]) -> list[Finding]:
    found = []
    for e in texts:
        for card in cards:
            if card.zone == CARRIED and e.order < card.order:
                continue  # the card the player holds may pass over anything; nothing may be drawn over it
            if _overlap(e.box, card.box) and not _between(e, card, panels):
                found.append(Finding("text_over_card", f"{e.text!r} over {_card_name(card)}" if e.order > card.order
                                     else f"{e.text!r} under {_card_name(card)}"))
                break
    return found


def _over_text(texts: list[Element], widgets: list[Element], panels: list[Element]) -> list[Finding]:
    found = []
    both = texts + widgets
    for i, a in enumerate(both):
        for b in both[i + 1:]:
            if a.kind in WIDGETS and b.kind in WIDGETS:
                continue  # widgets are laid out by their scenes in rows; their labels are checked above
            if _overlap(_ink(a), _ink(b)) and not _between(a, b, panels):
                found.append(Finding("text_over_text", f"{a.text!r} and {b.text!r}"))
    return found


def _ink(e: Element) -> pygame.Rect:
    """Where a text's letters are: a line's surface has empty rows above and below its letters."""
    r = e.box
    if e.kind != "text":
        return r
    return r.inflate(0, -int(r.height * 0.3))


def _covered(cards: list[Element]) -> list[Finding]:
    found = []
    for i, card in enumerate(cards):
        if not card.face_up:
            continue
        above = [o.box for o in cards[i + 1:] if o.box.colliderect(card.box) and o.zone != CARRIED]
        if not above:
            continue
        if card.extra.get("style") == "pile" or (card.zone or "").split(":")[0] in COLLECTIONS:
            continue  # a stacked pile, or a seat's collection, shows its top card only, by design
        hidden = _area(card.box, above)
        if hidden * 2 <= card.box.width * card.box.height:
            continue
        w, h = card.box.size
        corner = _index_corner(card.box)
        if _area(corner, above) <= INDEX_HIDDEN * corner.width * corner.height:
            continue  # a fan: the card is mostly under its neighbour, but its index reads
        where = f" in {card.zone}" if card.zone else ""
        found.append(Finding("card_covered", f"{_card_name(card)}{where} {100 * hidden // (w * h)} % covered"))
    return found


def _squeezed(cards: list[Element], others: list[Element], drawn: list[Element]) -> list[Finding]:
    """A hand of face-up cards fanned (a player's own, or one shown) whose cards overlap though its row has room for
    them side by side or leaves more than a card's width unused, or whose cards show less than HAND_SHARE of their
    width each. The row's room runs between the nearest things drawn beside the hand (a name plate, a button)."""
    found = []
    hands: dict[str, list[Element]] = {}
    for card in cards:
        if (card.zone or "").startswith("hand:") and card.extra.get("style") == "fan" and card.face_up:
            hands.setdefault(card.zone or "", []).append(card)
    rows: list[tuple[str, list[Element]]] = []
    for zone, hand in hands.items():
        if len(hand) != sum(1 for c in drawn if c.zone == zone):
            continue  # backs among them (another's hand with a card known in it), or some under a panel
        # a hand wrapped into rows (Kvarteto's) is checked row by row; a card lifted out of its row (one that may be
        # played) stays in it
        starts: list[int] = []
        for top in sorted(c.box.top for c in hand):
            if not starts or top - starts[-1] >= hand[0].box.height // 2:
                starts.append(top)
        rows.extend((zone, [c for c in hand if start <= c.box.top < start + hand[0].box.height // 2])
                    for start in starts)
    for zone, fan in rows:
        if len(fan) < 2:
            continue
        fan.sort(key=lambda c: c.box.left)
        w = fan[0].box.width
        steps = [b.box.left - a.box.left for a, b in itertools.pairwise(fan)]
        if min(steps) < HAND_SHARE * w:
            found.append(Finding("hand_squeezed", f"{zone}: {min(steps)} px of a {w} px card in sight"))
        if min(steps) >= w or max(steps) - min(steps) > 2:
            continue  # side by side, or with holes: cards picked one by one keep their places (ui/table/steady.py)
        band = fan[0].box.unionall([c.box for c in fan[1:]])
        # the row reaches half a card above the hand: a neighbour's name plate there, by the hand's end, bounds it
        row = pygame.Rect(band.left, band.top - fan[0].box.height // 2, band.width, band.height * 3 // 2 - SLACK)
        left, right = 0, max(e.box.right for e in others)
        for e in others:
            if e.zone == zone or e.box.bottom <= row.top or e.box.top >= row.bottom:
                continue  # the hand's own cards, or not beside it
            if e.box.right > band.left and e.box.left < band.right:
                continue  # over the hand: the other checks find it
            if e.box.centerx < band.centerx:
                left = max(left, e.box.right)
            else:
                right = min(right, e.box.left)
        need = len(fan) * (w + HAND_GAP) + HAND_GAP
        # overlapped with room to spare: side by side would fit, or more than a card's width of the row lies unused
        if right - left >= need or right - left - band.width > w + 2 * HAND_GAP:
            found.append(Finding("hand_squeezed", f"{zone}: {len(fan)} cards overlap in {band.width} px with "
                                                  f"{right - left} px free"))
    return found


def _under_overlay(elements: list[Element]) -> list[Finding]:
    """Cards of the table under a box drawn over it that must leave them in sight (ui/layout_record.py
    `note_overlay`), one finding per zone; only the cards of the zone the box stands in for may lie under it.
    The table's words must stay in sight too: a text the box hides, and a box of the table (a panel: Bridž's
    contract badge) that crosses its edge, drawn before it or after it, which the review then lies under or over."""
    found = []
    for box in (e for e in elements if e.kind == "overlay"):
        hidden: dict[str, list[str]] = {}
        for card in elements:
            if card.kind == "card" and card.order < box.order and card.zone not in (box.zone, CARRIED) \
                    and _overlap(card.box, box.box):
                hidden.setdefault(card.zone or "the table", []).append(_card_name(card))
        found += [Finding("card_under_overlay", f"{len(names)} of {zone} ({', '.join(names[:3])})")
                  for zone, names in hidden.items()]
        words = [e for e in elements if e.kind == "text" and (e.text or "").strip() and e.order < box.order
                 and _overlap(_ink(e), box.box)]
        # its own panel is the one drawn just before it, with its rectangle; what is drawn inside it is its own
        crossing = [e for e in elements if e.kind == "panel" and e.box != box.box and _overlap(e.box, box.box)
                    and not box.box.contains(e.box)]
        found += [Finding("text_under_overlay", repr(e.text)) for e in words]
        found += [Finding("text_under_overlay", f"the box of {_first_words(e, elements)} across it") for e in crossing]
    return found


def _first_words(panel: Element, elements: list[Element]) -> str:
    """A panel as the player knows it: by the first text written in it ('7NT'), else by where it is."""
    inside = (e.text for e in elements if e.kind == "text" and (e.text or "").strip() and e.order > panel.order
              and panel.box.contains(e.box))
    return repr(next(inside, None) or f"a box at {tuple(panel.rect)}")


def _index_corner(box: pygame.Rect) -> pygame.Rect:
    """Where a card's top-left index is: the faces' own geometry at the card's size."""
    from ui.faces.layout import Geometry

    g = Geometry(box.width, box.height, box.width)
    width, height = round(g.margin + GLYPH_SHARE * g.index_w), round(g.margin * 1.6 + g.index_h)
    return pygame.Rect(box.left, box.top, max(1, width), max(1, height))


def _area(target: pygame.Rect, covers: list[pygame.Rect]) -> int:
    """How many of `target`'s pixels the rectangles `covers` hide (their union, not their sum)."""
    clips = [target.clip(r) for r in covers]
    clips = [r for r in clips if r.width and r.height]
    if not clips:
        return 0
    xs = sorted({x for r in clips for x in (r.left, r.right)})
    total = 0
    for x0, x1 in itertools.pairwise(xs):
        spans = sorted((r.top, r.bottom) for r in clips if r.left <= x0 and r.right >= x1)
        covered, end = 0, None
        for top, bottom in spans:
            if end is None or top > end:
                covered += bottom - top
                end = bottom
            elif bottom > end:
                covered += bottom - end
                end = bottom
        total += covered * (x1 - x0)
    return total


def _words(text: str) -> Counter[str]:
    """The words of a text, whatever their case and the marks around them ("1. Claim the rest (C)"), counted."""
    return Counter(re.findall(r"\w+", text.lower()))


def _card_name(card: Element) -> str:
    return card.card or "a card's back"
