"""Text over text: the side panel's log starts with a whole sentence; Cribbage's note that the count
starts again lies clear of the zones' names."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from ui.table.draw_panel import last_entries

if TYPE_CHECKING:
    import pygame


def test_the_log_shows_whole_entries_from_the_newest_back() -> None:
    """The log showed the last lines that fitted, so it could start with the end of a sentence cut off above."""
    entries = [["John deals."], ["Thomas claims the last", "8 tricks: refused, the", "defence can take one."],
               ["Paul wins the trick."]]
    assert last_entries(entries, 3) == ["Paul wins the trick."]  # not "8 tricks: refused, the" first
    assert last_entries(entries, 4) == [*entries[1], *entries[2]]
    assert last_entries(entries, 9) == [line for entry in entries for line in entry]
    assert last_entries([["one", "two", "three"]], 2) == ["one", "two …"]  # the newest alone too long: its start
    assert last_entries(entries, 0) == []


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_the_count_starting_again_is_said_clear_of_the_zones_names(ui_display: pygame.Surface,
                                                                   size: tuple[int, int]) -> None:
    """Cribbage's "the count starts again" lay on its own little panel over "stock 39" (the audit takes a panel for
    what hides the things under it, so it could not see this)."""
    from cli.shot import build_scene
    from tests.test_ui_scenes import fast_settings
    from ui.games.cribbage.control import CribbageTable
    from ui.layout_record import record
    from ui.scenes.table import TableScene

    scene = build_scene("table", size, fast_settings("en"), game="cribbage", seed=1, moves=8)
    assert isinstance(scene, TableScene) and isinstance(scene.control, CribbageTable)
    assert "count" in scene.obs.public
    scene.control.reset_time = 1.0  # just reset
    elements, _ = record(scene, size)
    note = next(e for e in elements if e.text == "the count starts again")
    backing = note.box.inflate(14, 6)
    assert [e.text or e.card for e in elements if e.kind in ("text", "card") and e is not note
            and e.box.colliderect(backing)] == []


def test_a_callout_never_floats_over_the_line_of_keys(ui_display: pygame.Surface) -> None:
    """A callout by a plate low on the felt, with no room above or beside it, floated down over the keys' line."""
    import pygame

    from cli.shot import build_scene
    from tests.test_ui_scenes import fast_settings
    from ui import layout_record
    from ui.layout_record import record
    from ui.scenes.table import TableScene
    from ui.table.scores import LIFE, Callouts

    size = (800, 560)
    scene = build_scene("table", size, fast_settings("en"), game="cribbage", seed=1, moves=8)
    assert isinstance(scene, TableScene)
    keys = next(e for e in record(scene, size)[0] if e.text and e.text.startswith("arrows:"))
    plate = pygame.Rect(keys.box.centerx - 65, keys.box.top - 62, 130, 20)
    walls = [pygame.Rect(0, 0, 800, plate.top),  # nothing free over the plate or beside it
             pygame.Rect(0, plate.top - 40, plate.left - 2, plate.height + 40),
             pygame.Rect(plate.right + 2, plate.top - 40, 800, plate.height + 40)]
    callouts = Callouts()
    callouts.add(0, "+2 fifteen", True)
    callouts.update(LIFE * 0.7)  # risen all the way
    surface = layout_record.RecordingSurface(size)
    layout_record.active = True
    try:
        callouts.draw(surface, {0: (plate, "bottom")}, scene.k, walls, scene.callout_bounds())
    finally:
        layout_record.active = False
    said = next(e for e in surface.elements if e.text == "+2 fifteen")
    assert not said.box.colliderect(keys.box)


def test_the_replays_status_says_the_last_move_whole_and_its_own_keys_alone(ui_display: pygame.Surface) -> None:
    """The replay's line under its heading cut the last move short ("Pavel hraje pikovou dvojku. Zdvih be…"), and
    the audit read the table's keys, covered by felt, under the replay's own."""
    from cli.shot import build_scene
    from tests.test_ui_scenes import fast_settings
    from ui.layout_audit import audit
    from ui.layout_record import record
    from ui.scenes.replay import ReplayScene

    size = (800, 560)
    scene = build_scene("replay", size, fast_settings("cs"), game="bridz", seed=1, moves=0)  # at the end
    assert isinstance(scene, ReplayScene)
    elements, _ = record(scene, size)
    said = scene.last_move()
    head = next(e for e in elements if e.kind == "text" and (e.text or "").startswith("Záznam"))
    lines = [e.text for e in elements if e.kind == "text" and e.text and e.order > head.order and e.text in said]
    assert " ".join(lines).split() == said.split()
    assert audit(elements) == []
