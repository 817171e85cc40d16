"""pygame_gui widgets whose text is too long for them: shortened with an ellipsis, the whole in a tooltip.

pygame_gui clips a button's or a drop-down's text at its border without a mark; `_fit_one` shortens
such a text and gives the widget the whole as its `tool_tip_text`, `fit_dropdown` shows each of a
drop-down's values shortened while keeping the whole as the value's id (what UI_DROP_DOWN_MENU_CHANGED
reports as `selected_option_id`), and `_tip_items` gives the shortened items of an open list
their tooltips. `fit_new`, run by every GuiScene's update, does all three for what is new.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from typing import Protocol

import pygame_gui
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState

ELLIPSIS = "…"


class Sized(Protocol):
    """A font as text_height measures it: pygame's and pygame_gui's both say a line's size."""

    def size(self, text: str) -> tuple[int, int]: ...


class Texted(Protocol):
    """A widget that shows a text (a button, a label)."""

    @property
    def text(self) -> str: ...


#: each widget already fitted, with the text it was fitted for: a frame checks only what is new or changed
_fitted: weakref.WeakKeyDictionary[object, str] = weakref.WeakKeyDictionary()
#: the whole text of each widget shown shortened
_wholes: weakref.WeakKeyDictionary[object, str] = weakref.WeakKeyDictionary()
#: a manager's widgets at its last fitting, with its drop-downs whose items get tooltips
_Frame = tuple[tuple[object, ...], list[pygame_gui.elements.UIDropDownMenu]]
#: the drop-downs shown shortened: their open lists' items get tooltips (`_tip_items`)
_item_tipped: weakref.WeakSet[pygame_gui.elements.UIDropDownMenu] = weakref.WeakSet()


class Manager(pygame_gui.UIManager):
    """The program's UI manager (ui.scenes.common.make_manager makes every one): it keeps what `fit_new` saw of
    it last on itself, so that record goes when the manager goes (held anywhere else, its widgets, which hold
    their manager, would keep every manager the app ever made)."""

    fitted: _Frame | None = None


def whole(element: Texted) -> str:
    """A widget's whole text, when it shows it shortened; else the text it shows."""
    return _wholes.get(element, element.text or "")


def fit_new(manager: pygame_gui.UIManager) -> None:
    """What `GuiScene.update` calls every frame: fit the widgets added since the last frame (the scenes build
    new widgets rather than change a label's text) and tip the items of an open drop-down. A frame whose
    widgets are those of the last costs comparing two tuples. The manager keeps what it had (the widgets
    themselves: the id of a killed one may come back with a new widget)."""
    sprites = manager.get_sprite_group().sprites()
    key = tuple(sprites)
    last = manager.fitted if isinstance(manager, Manager) else None
    if last is None or last[0] != key:
        tipped = []
        for element in sprites:
            if isinstance(element, pygame_gui.elements.UIDropDownMenu):
                if element not in _fitted:
                    fit_dropdown(element)
                    _fitted[element] = ""
                if element in _item_tipped:
                    tipped.append(element)
            elif isinstance(element, pygame_gui.elements.UIButton | pygame_gui.elements.UILabel) \
                    and _fitted.get(element) != element.text and not _in_dropdown(element):
                _fit_one(element)
                _fitted[element] = element.text
        last = (key, tipped)
        if isinstance(manager, Manager):
            manager.fitted = last
    for drop in last[1]:
        _tip_items(drop)


def shorten(font: Sized, text: str, room: int) -> str:
    """`text` cut to `room` pixels in `font`, with an ellipsis when anything was cut."""
    if font.size(text)[0] <= room:
        return text
    cut = text
    while cut and font.size(cut.rstrip() + ELLIPSIS)[0] > room:
        cut = cut[:-1]
    return cut.rstrip() + ELLIPSIS


def room(element: pygame_gui.core.UIElement) -> int:
    """The width a widget's text has: its own less its border, shadow and the text's padding."""

    def width(value: int | dict[str, int] | None) -> int:  # pygame_gui 0.6.14 gives a border's width per side
        if isinstance(value, dict):
            return max((int(v) for v in value.values()), default=0)
        return int(value or 0)

    edges = sum(width(getattr(element, name, 0)) for name in
                ("text_horiz_alignment_padding", "border_width", "shadow_width"))
    return int(element.rect.width - 2 * edges)


def room_h(element: pygame_gui.core.UIElement) -> int:
    """The height a widget's text has: its own less its border and shadow above and below."""
    border = element.border_width
    edge = max((int(v) for v in border.values()), default=0) if isinstance(border, dict) else int(border or 0)
    return int(element.rect.height - 2 * (edge + int(element.shadow_width or 0)))


#: the share of a line's height its letters fill, from an accent over a capital to a descender: Noto Sans leaves
#: a little room above its accents, which a widget may clip without cutting a letter
INK_SHARE = 0.9




def text_height(font: Sized) -> int:
    """The height a line of `font` needs to show its letters whole (a pygame font or pygame_gui's)."""
    return round(INK_SHARE * font.size("Ťg")[1])


def _fit_one(element: pygame_gui.elements.UIButton | pygame_gui.elements.UILabel) -> None:
    """A button or label its text overflows: shortened, the whole as its tooltip (unless it has one)."""
    whole = element.text or ""
    shown = shorten(font_of(element), whole, room(element))
    if shown != whole:
        _wholes[element] = whole
        element.set_text(shown)
        if not element.tool_tip_text:
            element.set_tooltip(whole)


def fit_dropdown(drop: pygame_gui.elements.UIDropDownMenu) -> None:
    """Show `drop`'s values shortened to its width, each keeping its whole as its id; the whole of the chosen
    one is the drop-down's tooltip, the items of its open list get theirs from `tip_open_dropdowns`."""
    button = chosen_button(drop)
    space = room(button)
    options = [(shorten(font_of(button), whole, space), whole) for whole, _id in _pairs(drop.options_list)]
    if all(shown == whole for shown, whole in options):
        return
    chosen = _pairs([drop.selected_option])[0][0]
    selected = next(o for o in options if o[1] == chosen)
    shortened: list[str | tuple[str, str]] = list(options)
    drop.options_list = shortened
    drop.selected_option = selected
    expanded = drop.menu_states["expanded"]
    assert isinstance(expanded, UIExpandedDropDownState)
    expanded.options_list = shortened
    _item_tipped.add(drop)
    for state in drop.menu_states.values():
        state.selected_option = selected
    chosen_button(drop).set_text(selected[0])
    if selected[0] != selected[1]:
        drop.set_tooltip(selected[1])


def _tip_items(drop: pygame_gui.elements.UIDropDownMenu) -> None:
    """An open drop-down's shortened items show their whole text on hover (the list makes its item buttons
    as they scroll into view, so each frame looks at those it has)."""
    listing = getattr(drop.current_state, "options_selection_list", None)
    if listing is None:
        return
    wholes = dict(_pairs(drop.options_list))
    for item in listing.item_list:
        button = item.get("button_element")
        whole = wholes.get(item["text"], item["text"])
        if button is not None and whole != item["text"] and button.tool_tip_text != whole:
            button.set_tooltip(whole)


def item_tips(drop: pygame_gui.elements.UIDropDownMenu) -> bool:
    """Whether `drop` shows its values shortened, its open list's items with their whole texts as tooltips."""
    return drop in _item_tipped


def chosen_button(drop: pygame_gui.elements.UIDropDownMenu) -> pygame_gui.elements.UIButton:
    """The button a drop-down shows its chosen value on (pygame_gui builds it with the drop-down)."""
    state = drop.current_state
    assert state is not None and state.selected_option_button is not None
    return state.selected_option_button


def font_of(element: pygame_gui.elements.UIButton | pygame_gui.elements.UILabel) -> Sized:
    """A built widget's font (pygame_gui sets it when it builds the widget)."""
    assert element.font is not None
    return element.font


def _pairs(options: Iterable[str | tuple[str, str]]) -> list[tuple[str, str]]:
    return [(o[0], o[1]) if isinstance(o, tuple) else (o, o) for o in options]


def _in_dropdown(element: object) -> bool:
    parent = getattr(element, "parent_element", None)
    while parent is not None:
        if isinstance(parent, pygame_gui.elements.UIDropDownMenu):
            return True
        parent = getattr(parent, "parent_element", None)
    return False
