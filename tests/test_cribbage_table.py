"""Cribbage at the table (issue 26): the board's holes, the leapfrogging pegs, the words of the play and the show."""

from __future__ import annotations

import itertools

import pygame
import pytest

from ui.games.cribbage_board import BACK_START, GROUP, STREET, BoardGeometry, Pegs


@pytest.mark.parametrize("lanes", [2, 3])
def test_a_board_to_121_has_121_distinct_holes_per_track_in_streets_of_30(lanes: int) -> None:
    geo = BoardGeometry((0, 0, 300, 420), lanes, 121)
    for lane in range(lanes):
        holes = [geo.hole(lane, p) for p in range(1, 122)]
        assert len(set(holes)) == 121
        starts = {geo.hole(lane, 0), geo.hole(lane, BACK_START)}
        assert len(starts) == 2 and not starts & set(holes)
        for street in range(4):
            xs = {geo.hole(lane, street * STREET + i)[0] for i in range(1, STREET + 1)}
            assert len(xs) == 1  # a street is one straight lane
            ys = [geo.hole(lane, street * STREET + i)[1] for i in range(1, STREET + 1)]
            steps = [abs(b - a) for a, b in itertools.pairwise(ys)]
            # holes in a group are evenly spaced; the gap after each five is wider
            inner = [s for i, s in enumerate(steps) if (i + 1) % GROUP]
            between = [s for i, s in enumerate(steps) if not (i + 1) % GROUP]
            assert max(inner) - min(inner) <= 1 and min(between) > max(inner)
        assert all(0 <= x <= 300 and 0 <= y <= 420 for x, y in [*holes, *starts])
    # the tracks of one street lie side by side, and each street runs the other way from the last
    assert geo.hole(0, 1)[1] > geo.hole(0, 30)[1] and geo.hole(0, 31)[1] < geo.hole(0, 60)[1]
    assert len({geo.hole(lane, 45) for lane in range(lanes)}) == lanes


def test_a_board_to_61_has_two_streets() -> None:
    geo = BoardGeometry((0, 0, 200, 300), 2, 61)
    assert geo.streets == 2 and len({geo.hole(0, p) for p in range(1, 62)}) == 61


def test_the_pegs_leapfrog_and_the_gap_is_the_last_score() -> None:
    pegs = Pegs()
    pegs.sync([0, 0])
    assert (pegs.pegs[0].front, pegs.pegs[0].back) == (0, BACK_START)
    for scores in ([2, 0], [2, 3], [6, 3], [6, 15], [7, 15]):
        grown = pegs.sync(scores)
        assert len(grown) == 1
    assert [(p.back, p.front) for p in pegs.pegs] == [(6, 7), (3, 15)]
    assert pegs.busy
    for _ in range(40):
        pegs.update(1 / 60)  # the table's clock, not the wall clock
    assert not pegs.busy
    pegs.sync([0, 0])  # a new match puts the pegs back to the start
    assert [(p.back, p.front) for p in pegs.pegs] == [(BACK_START, 0), (BACK_START, 0)]


def test_a_moving_peg_goes_through_the_holes_between() -> None:
    geo = BoardGeometry((0, 0, 300, 420), 2, 121)
    pegs = Pegs()
    pegs.sync([26, 0])
    pegs.sync([28, 0])  # the back peg now stands at 26
    pegs.update(1.0)
    pegs.sync([34, 0])  # it jumps from 26 over 28 to 34
    pegs.update(Pegs.DURATION / 2)
    moving = pegs.pegs[0].moving
    assert moving is not None and 26 < moving < 34 and pegs.pegs[0].started == 26
    assert geo.at(0, 30.0) == geo.hole(0, 30)


def test_the_board_draws_at_the_smallest_window(ui_display: object) -> None:
    from ui.games.cribbage_board import Peg, draw_board

    surface = pygame.Surface((240, 280))
    geo = draw_board(surface, surface.get_rect(), [Peg(10, 4), Peg(0, BACK_START)], 121, (91,))
    assert geo.radius >= 1 and geo.pitch >= 6
