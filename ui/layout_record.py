"""The layout recorder: every text, card and panel a frame draws, with where it landed.

Drawing helpers tag the surfaces they hand out (`tag_text` in `ui.scenes.common.text`/`fit_text`,
`tag_card` in `ui.table.cardart.card_image`), and a `RecordingSurface` notes each tagged surface
blitted onto it, so the one place a text or a card reaches the screen is `RecordingSurface.blit`.
Off (the app, the benchmarks) the helpers test one module flag and tag nothing.

`record(scene, surface_size)` draws a scene once onto a recording surface and adds its pygame_gui
widgets (buttons, drop-downs, labels) read from its UI manager; `python main.py shot --layout` and
`python main.py audit` use it.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, TypedDict, cast

import pygame
import pygame_gui

from ui import gui_tips
from ui.scene import Scene

if TYPE_CHECKING:
    from pygame.typing import Point, RectLike, SequenceLike


class Extra(TypedDict, total=False):
    """What an element carries beyond its fields: a panel's alpha, a card's place style (fan, pile...)."""

    alpha: int
    style: str


class _Tag(TypedDict, total=False):
    """What a tagged surface is, as the `Element` fields it fills."""

    kind: str
    text: str
    whole: str
    card: str | None
    face_up: bool
    extra: Extra


#: True while a frame is being recorded; the drawing helpers tag their surfaces only then
active = False
_tags: weakref.WeakKeyDictionary[pygame.Surface, _Tag] = weakref.WeakKeyDictionary()


@dataclass
class Element:
    """One thing drawn: `kind` is text, card, panel, drop (a carried card's lit place), button, dropdown,
    dropdown_item, label or entry; or a mark for the audit: column (`note_column`) or overlay (`note_overlay`)."""

    kind: str
    rect: tuple[int, int, int, int]
    text: str | None = None  # as shown (cut short, with its ellipsis, if it did not fit)
    whole: str | None = None  # the whole text
    card: str | None = None  # a card's code
    face_up: bool | None = None
    seat: int | None = None
    zone: str | None = None
    tooltip: str | None = None
    order: int = 0  # drawing order: a later element lies over an earlier one
    needed_w: int | None = None  # a widget's text: the width it needs; room_w: the width it has
    room_w: int | None = None
    needed_h: int | None = None  # and its height: the height its letters need, and the height it has
    room_h: int | None = None
    extra: Extra = field(default_factory=Extra)

    @property
    def box(self) -> pygame.Rect:
        return pygame.Rect(self.rect)

    @property
    def cut(self) -> bool:
        return self.whole is not None and self.text is not None and self.text != self.whole

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {k: v for k, v in asdict(self).items() if v not in (None, {})}
        data["rect"] = list(self.rect)
        return data


def tag_text(surf: pygame.Surface, shown: str, whole: str | None = None) -> pygame.Surface:
    """Mark `surf` as the text `shown` (the whole of it `whole`, when cut short)."""
    _tags[surf] = {"kind": "text", "text": shown, "whole": shown if whole is None else whole}
    return surf


def shown_of(surf: pygame.Surface) -> str:
    """The text a tagged surface shows ('' for one not tagged)."""
    return str(_tags.get(surf, {}).get("text", ""))


def tag_card(surf: pygame.Surface, code: str | None) -> pygame.Surface:
    """Mark `surf` as a card's face (`code`) or, with None, a back."""
    _tags[surf] = {"kind": "card", "card": code, "face_up": code is not None}
    return surf


def tag_panel(surf: pygame.Surface, alpha: int = 255) -> pygame.Surface:
    """Mark `surf` as a box drawn under text; with `alpha` under 255 what lies beneath shows through it."""
    _tags[surf] = {"kind": "panel", "extra": Extra(alpha=alpha)}
    return surf


def tag_drop(surf: pygame.Surface) -> pygame.Surface:
    """Mark `surf` as a lit place a carried card may be dropped on (ui/table/drag.py)."""
    _tags[surf] = {"kind": "drop"}
    return surf


def note_column(surface: pygame.Surface, rect: pygame.Rect, head: str) -> None:
    """Mark where a table's column is (below its head), so that the audit can tell one left empty."""
    if active and isinstance(surface, RecordingSurface):
        surface.elements.append(Element("column", (rect.left, rect.top, rect.width, rect.height), text=head))


def note_overlay(surface: pygame.Surface, rect: pygame.Rect, spares: str) -> None:
    """Mark `rect` as a box drawn over the table that must leave its cards in sight but those of the zone `spares`
    (the last trick's review stands over the trick in play), so that the audit can tell a card it hides."""
    if active and isinstance(surface, RecordingSurface):
        surface.elements.append(Element("overlay", (rect.left, rect.top, rect.width, rect.height), zone=spares))


# one blit of `blits`: (source, dest), (source, dest, area) or (source, dest, area, special_flags), as pygame's own
_Blit = (tuple[pygame.Surface, "Point | RectLike"] | tuple[pygame.Surface, "Point | RectLike", "RectLike | int"]
         | tuple[pygame.Surface, "Point | RectLike", "RectLike", int])


class RecordingSurface(pygame.Surface):
    """A surface that remembers the tagged surfaces blitted onto it, and what another recording surface
    blitted onto it had recorded (the table draws its still picture on a layer first)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.elements: list[Element] = []

    def _note(self, src: pygame.Surface, dest: Point | RectLike, area: RectLike | int | None) -> None:
        # the program blits at a point or at a rect, both read from their first two numbers (x, y)
        corner = cast("SequenceLike[float]", dest)
        x, y = int(corner[0]), int(corner[1])
        if isinstance(src, RecordingSurface):
            for e in src.elements:
                moved = Element(**{**e.__dict__, "rect": (e.rect[0] + x, e.rect[1] + y, e.rect[2], e.rect[3])})
                self.elements.append(moved)
            return
        tag = _tags.get(src)
        if tag is None:
            return
        w, h = src.get_size() if area is None or isinstance(area, int) else pygame.Rect(area).size
        self.elements.append(Element(rect=(x, y, w, h), **tag))

    def blit(self, source: pygame.Surface, dest: Point | RectLike = (0, 0), area: RectLike | None = None,
             special_flags: int = 0) -> pygame.Rect:
        self._note(source, dest, area)
        return super().blit(source, dest, area, special_flags)

    def blits(self, blit_sequence: Iterable[_Blit], doreturn: int | bool = True) -> list[pygame.Rect] | None:
        items = list(blit_sequence)
        for item in items:
            self._note(item[0], item[1], item[2] if len(item) > 2 else None)
        return super().blits(items, doreturn)

    def fblits(self, blit_sequence: Iterable[tuple[pygame.Surface, Point | RectLike]], special_flags: int = 0,
               /) -> None:
        items = list(blit_sequence)
        for item in items:
            self._note(item[0], item[1], None)
        super().fblits(items, special_flags)


def gui_elements(manager: pygame_gui.UIManager) -> list[Element]:
    """The visible pygame_gui widgets with their texts: what each needs and what it has."""
    found: list[Element] = []
    for element in manager.get_sprite_group().sprites():
        if not element.visible or not element.alive():
            continue
        rect = tuple(element.rect)
        tip = getattr(element, "tool_tip_text", None) or None
        if isinstance(element, pygame_gui.elements.UIDropDownMenu):
            button = gui_tips.chosen_button(element)
            font = gui_tips.font_of(button)
            shown = button.text  # what the closed drop-down shows
            whole = element.selected_option[1] if isinstance(element.selected_option, tuple) else shown
            room = gui_tips.room(button)
            found.append(Element("dropdown", rect, text=shown, whole=whole, tooltip=tip,
                                 needed_w=font.size(shown)[0], room_w=room,
                                 needed_h=gui_tips.text_height(font), room_h=gui_tips.room_h(button)))
            tipped = gui_tips.item_tips(element)  # gui_tips gives the shortened items tooltips
            for option in element.options_list:
                shown, whole = option if isinstance(option, tuple) else (option, option)
                found.append(Element("dropdown_item", rect, text=shown, whole=whole,
                                     tooltip=whole if tipped and shown != whole else None,
                                     needed_w=font.size(shown)[0], room_w=room))
            continue
        if gui_tips._in_dropdown(element):
            continue  # a drop-down's own parts: reported with it, above
        if isinstance(element, pygame_gui.elements.UIButton | pygame_gui.elements.UILabel):
            kind = "button" if isinstance(element, pygame_gui.elements.UIButton) else "label"
            words = element.text or ""
            if not words:
                continue
            font = gui_tips.font_of(element)
            found.append(Element(kind, rect, text=words, whole=gui_tips.whole(element), tooltip=tip,
                                 needed_w=font.size(words)[0], room_w=gui_tips.room(element),
                                 needed_h=gui_tips.text_height(font), room_h=gui_tips.room_h(element)))
        elif isinstance(element, pygame_gui.elements.UITextEntryLine):
            found.append(Element("entry", rect, text=element.get_text(), whole=element.get_text(), tooltip=tip))
    return found


def record(scene: Scene, size: tuple[int, int]) -> tuple[list[Element], RecordingSurface]:
    """Draw `scene` once at `size` onto a recording surface: every element drawn, in drawing order (cards
    on the table with their zone and seat, texts on a seat's plate with their seat), and the picture."""
    global active
    surface = RecordingSurface(size)
    tables: list[object] = [scene, getattr(scene, "table", None)]  # a replay shows a table inside it
    for table in tables:
        # the table caches its still picture on a layer: draw it afresh, recorded
        if hasattr(table, "_layer") and hasattr(table, "_layer_key"):
            table._layer = RecordingSurface(size)
            table._layer_key = None
    active = True
    try:
        scene.draw(surface)
    finally:
        active = False
    elements = list(surface.elements)
    from ui import tooltip

    for e in elements:
        if e.kind == "text" and e.cut:
            e.tooltip = tooltip.covering(e.box)
    _place_on_table(getattr(scene, "table", scene), elements)
    manager = getattr(scene, "manager", None)
    if manager is not None:
        elements += gui_elements(manager)
    for i, e in enumerate(elements):
        e.order = i
    return elements, surface


def hover(surface: RecordingSurface, elements: list[Element], pos: tuple[int, int],
          draw: Callable[[pygame.Surface, tuple[int, int]], None]) -> list[Element]:
    """The frame `record` drew, with the tooltip a pointer resting at `pos` opens drawn over it last by `draw`, as
    the app draws it (ui/tooltip_box.py `draw`, handed in: the box draws with the helpers this module records):
    the frame's elements and the tooltip's, in drawing order."""
    global active
    from ui import tooltip

    tooltip.update(0.0, pos)
    tooltip.update(tooltip.HOVER_DELAY, pos)  # the pointer has rested long enough
    start = len(surface.elements)
    active = True
    try:
        draw(surface, pos)
    finally:
        active = False
        tooltip.update(0.0, (-1, -1))  # the pointer gone: no later frame shows the tooltip
    out = elements + surface.elements[start:]
    for i, e in enumerate(out):
        e.order = i
    return out


def _place_on_table(scene: object, elements: list[Element]) -> None:
    layout = getattr(scene, "layout", None)
    if layout is None:
        return
    places: dict[tuple[int, ...], tuple[str, int | None, str]] = {}
    for name, box in layout.zones.items():
        for rect, _card in box.places:
            places[tuple(rect)] = (name, box.owner, box.style)
    drag = getattr(scene, "drag", None)
    carried = drag.card_rect(scene) if drag is not None and drag.carried() else None
    for e in elements:
        if e.kind == "card" and carried is not None and e.box == carried:
            e.zone = "carried"  # the card the player holds under the mouse, over everything on the felt
        elif e.kind == "card" and e.rect in places:
            e.zone, e.seat, e.extra["style"] = places[e.rect]
    for seat, box in layout.seats.items():
        plate = box.label
        for e in elements:
            if e.kind == "text" and e.seat is None and plate.inflate(plate.width, 4).contains(e.box):
                e.seat = seat
