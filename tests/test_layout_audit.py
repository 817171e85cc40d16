"""The layout recorder and audit: what a frame draws is recorded where it lands, and the audit
finds a label cut without a tooltip, a widget's label past its border, text over text or over a card and
a card hidden under another; a shortened text with its tooltip passes."""

from __future__ import annotations

import gc
import json
import weakref
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState

from cards.model import Card
from cards.registry import get_pack
from ui import gui_tips, tooltip
from ui.layout_audit import Finding, audit
from ui.layout_record import Element, record
from ui.scene import GuiScene
from ui.scenes import common as c
from ui.table.cardart import card_image

SIZE = (400, 300)
LONG = "A label far too long for the little room it is given on the screen"


class Sketch(GuiScene):
    """A scene that draws whatever a test gives it."""

    def __init__(self, paint: Any) -> None:
        self.paint = paint
        self._rebuild(SIZE)

    def _rebuild(self, size: tuple[int, int]) -> None:
        self.size = size
        self.manager = c.make_manager(size)

    def draw(self, surface: pygame.Surface) -> None:
        c.felt(surface)
        self.paint(surface)
        assert self.manager is not None
        self.manager.draw_ui(surface)


def findings(scene: Sketch) -> list[Finding]:
    scene.update(0.0)
    return audit(record(scene, SIZE)[0])


def kinds(found: list[Finding]) -> list[str]:
    return [f.kind for f in found]


def test_a_label_cut_without_a_tooltip_is_found_and_one_with_its_tooltip_passes(ui_display: Any) -> None:
    cut = Sketch(lambda s: s.blit(c.fit_text(LONG, 15, 120), (10, 10)))
    assert kinds(findings(cut)) == ["cut_without_tooltip"]
    tipped = Sketch(lambda s: c.blit_fit(s, LONG, 15, 120, topleft=(10, 10)))
    assert findings(tipped) == []
    assert tooltip.at((20, 15)) is not None and tooltip.at((20, 15))[1] == LONG  # type: ignore[index]


def test_a_button_label_past_its_border_is_found_until_it_is_shortened_with_a_tooltip(ui_display: Any) -> None:
    scene = Sketch(lambda s: None)
    button = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 90, 30), LONG, scene.manager)
    elements, _ = record(scene, SIZE)  # not yet updated: pygame_gui clips the text at the border
    assert kinds(audit(elements)) == ["label_past_button"]
    assert kinds(findings(scene)) == []  # the scene's update shortened it
    assert button.text.endswith("…") and button.tool_tip_text == LONG
    assert gui_tips.whole(button) == LONG


def test_a_dropdown_shows_its_values_shortened_and_its_items_get_tooltips(ui_display: Any) -> None:
    scene = Sketch(lambda s: None)
    drop = pygame_gui.elements.UIDropDownMenu(["short", LONG], LONG, pygame.Rect(10, 10, 120, 30), scene.manager)
    assert findings(scene) == []
    assert drop.selected_option[1] == LONG and drop.selected_option[0].endswith("…")
    assert drop.tool_tip_text == LONG
    items = [e for e in record(scene, SIZE)[0] if e.kind == "dropdown_item"]
    assert [e.tooltip for e in items] == [None, LONG]


def test_an_open_dropdowns_shortened_items_show_their_whole_text_on_hover(ui_display: Any) -> None:
    """gui_tips remembers which drop-downs it shortened (its own weak set, not an attribute set on pygame_gui's
    object): the items of such a list, once opened, get their whole texts as tooltips."""
    scene = Sketch(lambda s: None)
    drop = pygame_gui.elements.UIDropDownMenu(["short", LONG], "short", pygame.Rect(10, 10, 120, 30), scene.manager)
    scene.update(0.0)
    assert gui_tips.item_tips(drop)
    assert drop.current_state is not None
    drop.current_state.finish()
    expanded = drop.menu_states["expanded"]
    drop.current_state = expanded
    expanded.start()
    scene.update(0.0)
    scene.update(0.0)  # the list makes its item buttons in the manager's update; the next frame tips them
    assert isinstance(expanded, UIExpandedDropDownState) and expanded.options_selection_list is not None
    tips = {item["text"]: item["button_element"].tool_tip_text for item in expanded.options_selection_list.item_list}
    shortened = next(text for text in tips if text != "short")
    assert shortened.endswith("…") and tips == {"short": None, shortened: LONG}


def test_a_manager_the_scenes_let_go_is_freed_after_its_widgets_were_fitted(ui_display: Any) -> None:
    """What gui_tips keeps of a manager's last frame holds its widgets, which hold the manager: kept anywhere but
    on the manager itself, every scene's manager (one per window size, per screen opened) lived on."""

    def used() -> weakref.ref[pygame_gui.UIManager]:
        manager = c.make_manager(SIZE)
        pygame_gui.elements.UIButton(pygame.Rect(10, 10, 90, 30), LONG, manager)
        pygame_gui.elements.UIDropDownMenu(["short", LONG], "short", pygame.Rect(10, 50, 120, 30), manager)
        for _ in range(2):
            gui_tips.fit_new(manager)
            manager.update(0.0)
        return weakref.ref(manager)

    managers = [used() for _ in range(4)]
    gc.collect()
    assert sum(m() is not None for m in managers) <= 1  # pygame_gui itself may hold on to the last one


def test_overlapping_texts_and_text_over_a_card_are_found(ui_display: Any) -> None:
    def paint(surface: pygame.Surface) -> None:
        surface.blit(c.text("first words", 16), (20, 20))
        surface.blit(c.text("second words", 16), (40, 24))
        surface.blit(card_image(None, get_pack("french-52"), (60, 84)), (200, 100))
        surface.blit(c.text("is thinking", 14), (190, 130))

    found = findings(Sketch(paint))
    assert sorted(kinds(found)) == ["text_over_card", "text_over_text"]
    assert "'first words' and 'second words'" in str(found)


def test_text_on_a_panel_over_the_table_is_not_over_the_cards_beneath(ui_display: Any) -> None:
    def paint(surface: pygame.Surface) -> None:
        surface.blit(card_image(None, get_pack("french-52"), (60, 84)), (200, 100))
        c.draw_panel(surface, pygame.Rect(150, 80, 200, 150), alpha=255)
        surface.blit(c.text("the summary", 14), (190, 130))

    assert findings(Sketch(paint)) == []


def test_text_on_a_translucent_panel_over_a_card_is_found_as_see_through(ui_display: Any) -> None:
    """The trick's cards showed through the summary's rows; the same text clear of the card, or on a
    translucent panel over the bare felt, is fine."""
    def paint(over: bool) -> Any:
        def draw(surface: pygame.Surface) -> None:
            surface.blit(card_image(None, get_pack("french-52"), (60, 84)), (200, 100))
            c.draw_panel(surface, pygame.Rect(20, 20, 360, 250), alpha=240)
            surface.blit(c.text("Charles takes it", 14), (190, 130) if over else (30, 30))
        return draw

    found = findings(Sketch(paint(True)))
    assert kinds(found) == ["see_through"] and "'Charles takes it' over a card's back" in str(found)
    assert findings(Sketch(paint(False))) == []


def test_a_tables_column_left_empty_is_found(ui_display: Any) -> None:
    """The summary said "For what" and left the column blank; a column with a line in it passes."""
    from ui.layout_record import note_column

    def paint(filled: bool) -> Any:
        def draw(surface: pygame.Surface) -> None:
            surface.blit(c.text("For what", 14), (100, 20))
            if filled:
                surface.blit(c.text("lays down a quartet", 14), (100, 50))
            note_column(surface, pygame.Rect(100, 40, 200, 100), "For what")
        return draw

    assert [str(f) for f in findings(Sketch(paint(False)))] == ["empty_column: 'For what'"]
    assert findings(Sketch(paint(True))) == []


def test_a_card_more_than_half_hidden_is_found_and_a_fan_whose_indices_show_is_not(ui_display: Any) -> None:
    pack = get_pack("french-52")
    a, b = pack.cards[:2]

    def stacked(surface: pygame.Surface) -> None:
        surface.blit(card_image(a, pack, (70, 98)), (100, 100))
        surface.blit(card_image(b, pack, (70, 98)), (106, 104))

    def fanned(surface: pygame.Surface) -> None:
        surface.blit(card_image(a, pack, (70, 98)), (100, 100))
        surface.blit(card_image(b, pack, (70, 98)), (122, 100))

    assert kinds(findings(Sketch(stacked))) == ["card_covered"]
    assert findings(Sketch(fanned)) == []


def test_the_union_of_covers_is_counted_once() -> None:
    card = Element("card", (0, 0, 100, 100), card="AS", face_up=True, order=0)
    over = [Element("card", (0, 0, 40, 100), face_up=False, order=1),  # two backs on the same place
            Element("card", (0, 0, 40, 100), face_up=False, order=2)]
    assert audit([card, *over]) == []  # 40 % hidden, not 80 %


def test_shot_writes_the_layout_of_a_table(tmp_path: Any) -> None:
    from cli.main import main

    out, dump = tmp_path / "t.png", tmp_path / "t.json"
    assert main(["shot", "--scene", "table", "--game", "cribbage", "--moves", "8", "--size", "800x560",
                 "--lang", "en", "--out", str(out), "--layout", str(dump)]) == 0
    data = json.loads(dump.read_text(encoding="utf-8"))
    elements = data["elements"]
    own = [e for e in elements if e["kind"] == "card" and e.get("zone") == "hand:0"]
    assert own and all(e["face_up"] and e["seat"] == 0 and e.get("card") for e in own)
    assert any(e["kind"] == "card" and not e["face_up"] for e in elements)
    assert any(e["kind"] == "text" and e.get("seat") == 1 for e in elements)  # a name on its seat's plate
    assert any(e["kind"] == "button" and e.get("text") for e in elements)  # the side panel's, from pygame_gui
    assert all({"kind", "rect", "order"} <= set(e) for e in elements)


def test_an_internal_player_name_is_found() -> None:
    shown = Element("text", (0, 0, 100, 20), text="Hint (cribbage:hard): 5♥", whole="Hint (cribbage:hard): 5♥")
    assert [f.kind for f in audit([shown])] == ["internal_name"]
    assert audit([Element("text", (0, 0, 100, 20), text="Hint: 5♥", whole="Hint: 5♥")]) == []
    numbered = Element("text", (0, 0, 100, 20), text="Hint: Ask player 3 for the cherries")
    assert [f.kind for f in audit([numbered])] == ["internal_name"]
    counted = Element("text", (0, 0, 100, 20), text="John pays each player 3 chips.")
    assert audit([counted]) == []


def test_the_hint_names_the_player_to_ask_in_kvarteto(ui_display: Any, monkeypatch: Any, tmp_path: Any) -> None:
    """Kvarteto's hint said 'Ask player 3 for the cherries' (the engine's label); the table has the names."""
    from cli.audit import match_points
    from games.registry import get_game

    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    for scene, point in match_points(get_game("kvarteto"), 3, "en", (800, 560), 3):
        if point == "hint":
            assert scene.toast.startswith("Hint: Ask ") and "player" not in scene.toast, scene.toast
            assert any(name in scene.toast for name in scene.names[1:]), scene.toast
            break
    else:
        raise AssertionError("the viewer never had a turn")


def test_the_audit_of_every_game_and_screen_finds_nothing(ui_display: Any, monkeypatch: Any,
                                                           tmp_path: Any) -> None:
    """Every game at its fewest and most players at four points of a match in Czech (the longer words), every
    screen in both languages, at 800×560 (`main.py audit --quick` adds the tables in English; the full
    audit, the other sizes)."""
    from cli.audit import QUICK_SIZES, frames

    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    found, points = [], set()
    for where, findings, _ in frames(QUICK_SIZES, None, 3, tables=("cs",)):
        found += [f"{where}: {f}" for f in findings]
        points.add(where.split(" 800x560 ")[-1])
    assert found == [], "\n".join(found)
    # the moving parts were seen too: callouts, the hint, a carried card, the last trick, a cribbage show counted
    assert {"score", "hint", "drag", "last trick", "end later"} <= points, points


def test_a_table_resized_while_cards_are_picked_one_by_one_is_laid_out_afresh(ui_display: Any, monkeypatch: Any,
                                                                             tmp_path: Any) -> None:
    """Komando's discards keep the hand still between picks (ui/table/steady.py); a window resized meanwhile
    kept the old window's places: hands over plates, a plate under the side panel's buttons."""
    from cli.audit import checked, match_points
    from games.registry import get_game

    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    for scene, point in match_points(get_game("komando"), 6, "en", (800, 560), 3):
        if point == "trick":
            scene.resize((1280, 800))
            scene.update(0.0)
            assert checked(scene, (1280, 800))[0] == []
            break
    else:
        raise AssertionError("the match never reached the audit's second point")


def test_a_callout_floats_clear_of_the_cards_by_its_seat_and_the_audit_reads_it(ui_display: Any) -> None:
    """A callout over a side seat's plate lay on that seat's cards ('+4' over Charles's backs): it goes to the
    first place by the plate whose path is clear."""
    from ui.table.scores import Callouts

    plate, card = pygame.Rect(20, 150, 130, 22), pygame.Rect(30, 60, 60, 84)  # the seat's hand above its plate
    callouts = Callouts()
    callouts.add(1, "+4 fifteen", True)

    def paint(surface: pygame.Surface) -> None:
        surface.blit(card_image(None, get_pack("french-52"), card.size), card.topleft)
        callouts.draw(surface, {1: (plate, "left")}, 1.0, [card, plate], surface.get_rect())

    scene = Sketch(paint)
    elements, _ = record(scene, SIZE)
    said = [e for e in elements if e.kind == "text" and e.text == "+4 fifteen"]
    assert len(said) == 1 and said[0].box.top >= plate.bottom  # under the plate: above it lie the cards
    assert audit(elements) == []
    callouts.update(10.0)  # its life is over
    assert not [e for e in record(scene, SIZE)[0] if e.kind == "text"]


def test_a_carried_card_passes_over_anything_but_nothing_may_lie_over_it() -> None:
    under = Element("text", (10, 10, 80, 20), text="starter", whole="starter", order=0)
    beneath = Element("card", (20, 40, 60, 84), card="2D", face_up=True, zone="table", order=1)
    carried = Element("card", (15, 5, 60, 84), card="AS", face_up=True, zone="carried", order=2)
    assert audit([under, beneath, carried]) == []
    lying = Element("card", (15, 5, 60, 84), card="AS", face_up=True, zone="table", order=2)
    assert sorted(f.kind for f in audit([under, beneath, lying])) == ["card_covered", "text_over_card"]
    over = Element("text", (10, 40, 80, 20), text="a prompt", whole="a prompt", order=3)
    assert [f.kind for f in audit([under, beneath, carried, over])] == ["text_over_card"]


def test_an_open_tooltip_is_a_panel_over_what_lies_beneath(ui_display: Any) -> None:
    from ui import tooltip, tooltip_box
    from ui.layout_record import hover

    def paint(surface: pygame.Surface) -> None:
        c.blit_fit(surface, LONG, 15, 120, topleft=(10, 10))
        surface.blit(c.text("the line below", 15), (12, 34))  # where the tooltip opens

    scene = Sketch(paint)
    scene.update(0.0)
    elements, picture = record(scene, SIZE)
    spot = tooltip.spots()[0]
    shown = hover(picture, elements, spot.center, tooltip_box.draw)
    assert shown[len(elements)].kind == "panel"  # the box first, its words over it
    assert " ".join(e.text or "" for e in shown[len(elements):] if e.kind == "text").split() == LONG.split()
    assert audit(shown) == []


def test_the_cards_known_in_anothers_fan_show_their_indices() -> None:
    """Kvarteto: cards handed to a player lie last in his fan, face up; at a 9 px pitch their indices were hidden."""
    from ui.table.layout import _fan

    pack = get_pack("french-52")
    fan: list[Card | None] = [None] * 11
    fan += pack.cards[:3]
    box = _fan("hand:1", 1, fan, (47, 66), (90, 160), 165, min_step=47 * 0.1)
    shown = [Element("card", (rect.x, rect.y, rect.w, rect.h), card=card.code if card else None,
                     face_up=card is not None, zone="hand:1",
                     order=i) for i, (rect, card) in enumerate(box.places)]
    assert audit(shown) == []
    assert box.rect.width <= 166 and [rect.x for rect, _ in box.places] == sorted(rect.x for rect, _ in box.places)


def test_a_widget_too_low_for_its_letters_is_found() -> None:
    """Bridge's option drop-downs at 1920×1080 were 22 px high for 30 px letters: every value cut through the
    middle, though each was narrow enough."""
    low = Element("dropdown", (0, 0, 300, 22), text="draw cards", whole="draw cards", needed_w=112, room_w=290,
                  needed_h=27, room_h=16)
    assert [f.kind for f in audit([low])] == ["label_past_button"]
    assert audit([Element("dropdown", (0, 0, 300, 36), text="draw cards", whole="draw cards", needed_w=112,
                          room_w=290, needed_h=27, room_h=30)]) == []


def test_a_tooltip_that_only_repeats_its_button_is_found() -> None:
    """Bridge's '1. Claim the rest' button opened 'Claim the rest' over the Undo button below it."""
    repeats = Element("button", (0, 0, 200, 30), text="1. Claim the rest", whole="1. Claim the rest",
                      tooltip="Claim the rest")
    assert [f.kind for f in audit([repeats])] == ["tooltip_repeats"]
    whole = Element("button", (0, 0, 90, 30), text="1. Claim…", whole="1. Claim the rest", tooltip="Claim the rest")
    assert audit([whole]) == []  # the tooltip says what the shortened label cannot


def test_a_card_under_a_box_that_must_leave_the_cards_in_sight_is_found() -> None:
    """The last trick's review hid the bottom of the dummy's columns at 900x620; the audit took the panel over them
    for a summary over the table. A box marked so (`note_overlay`) may lie only over the zone it stands in for."""
    dummy = Element("card", (0, 0, 50, 70), card="4H", face_up=True, zone="hand:2", order=0)
    trick = Element("card", (100, 100, 50, 70), card="2C", face_up=True, zone="trick", order=1)
    review = Element("overlay", (40, 60, 200, 150), zone="trick", order=2)
    assert [str(f) for f in audit([dummy, trick, review])] == ["card_under_overlay: 1 of hand:2 (4H)"]
    clear = Element("overlay", (60, 80, 200, 150), zone="trick", order=2)
    assert audit([dummy, trick, clear]) == []  # over the trick in play only
    shown = Element("card", (120, 120, 40, 56), card="AS", face_up=True, zone="hand:2", order=3)
    assert audit([dummy, clear, shown]) == []  # the review's own cards, drawn on it


def test_a_box_of_the_table_across_the_review_or_a_text_under_it_is_found() -> None:
    """Bridž's contract badge lay across the last trick's review (1000x560, 1400x800): drawn after it, the badge
    covered the review's corner, and only cards were looked for under the review."""
    own = Element("panel", (40, 60, 200, 150), order=0)
    review = Element("overlay", (40, 60, 200, 150), zone="trick", order=1)
    title = Element("text", (60, 64, 120, 20), text="Last trick – Eva took it", order=2)
    badge = Element("panel", (0, 20, 150, 62), order=3)
    contract = Element("text", (8, 26, 40, 20), text="7NT", order=4)
    assert [str(f) for f in audit([own, review, title, badge, contract])] == [
        "text_under_overlay: the box of '7NT' across it"]
    assert audit([own, review, title]) == []  # its own panel and title
    plate = Element("text", (150, 180, 60, 20), text="Karel", order=0)
    assert [str(f) for f in audit([plate, own, review])] == ["text_under_overlay: 'Karel'"]
