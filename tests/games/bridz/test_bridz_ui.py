"""The bridge score cross draws the sheet the deal publishes, with the viewer's side as We."""

from __future__ import annotations

import pygame

from games.bridz.facts import PublicSheet
from ui.games.bridz.manifest import draw_bridz_panel, draw_score_cross, totals
from ui.table.adapters import panel_for

SHEET: PublicSheet = {"games": [1, 0], "above": [[30, 500], [500]], "below": [[[60], [100]], [[120], []]],
                      "past": [0, 0], "rubbers_done": 0, "rubber_over": False}


def test_totals_add_both_parts_and_past_rubbers() -> None:
    assert totals(SHEET) == [710, 600]
    assert totals({**SHEET, "past": [1000, 0]}) == [1710, 600]


def test_cross_draws_into_its_rectangle() -> None:
    pygame.init()
    surface = pygame.Surface((360, 300))
    surface.fill((0, 0, 0))
    rect = pygame.Rect(10, 10, 340, 280)
    draw_score_cross(surface, rect, SHEET, "cs")
    inside = sum(1 for x in range(rect.left, rect.right, 3) for y in range(rect.top, rect.bottom, 3)
                 if surface.get_at((x, y))[:3] != (0, 0, 0))
    outside = sum(1 for x in range(0, 360, 3) for y in (0, 299) if surface.get_at((x, y))[:3] != (0, 0, 0))
    assert inside > 200 and outside == 0
    assert panel_for("bridz") is draw_bridz_panel  # the table finds it through the registry
