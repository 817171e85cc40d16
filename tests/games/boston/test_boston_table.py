"""Boston at the table: a finished trick is swept to the pile of the player who won it, and that pile lies at
his seat (the rule book: tricks in front of each player who won them)."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from games.registry import get_game
from tests.table_play import play_until
from ui.scenes import common as c


@pytest.fixture(autouse=True)
def _display(ui_display: Any) -> Any:  # the shared headless display (tests/conftest.py)
    return ui_display


def boston_table(size: tuple[int, int]) -> Any:
    from ui.scenes.table import TableScene

    scene = TableScene(get_game("boston"), ["human", "random", "random", "random"], {}, seed=2,
                       settings=c.Settings(lang="en"), size=size, animate=True, autosave=False)
    scene.ai_enabled = False
    scene.settings.anim_speed = 20.0
    return scene


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_the_trick_flies_to_its_winners_pile_at_his_seat(size: tuple[int, int]) -> None:
    from ui.table.layout import seat_spots

    scene = boston_table(size)
    rng = random.Random(7)
    for done in range(1, 4):  # three tricks, so more than one seat has taken one
        play_until(scene, lambda s: s.held is not None, rng, 400, "no trick completed")
        held = scene.held
        winner = held.winner
        scene.sweep()
        pile = f"won:{winner}"
        flights = {f.card: f.key[0] for f in scene.anim.flights if f.card in held.cards}
        assert set(flights) == set(held.cards) and set(flights.values()) == {pile}, (done, flights)
        for _ in range(40):
            scene.update(0.05)  # the sweep lands
        box = scene.layout.zones[pile]
        assert sorted(card.code for _, card in box.places[-4:]) == sorted(card.code for card in held.cards)
        spots = seat_spots(scene.layout.seats, scene.layout.zones)
        nearest = min(spots, key=lambda s: math.dist(box.rect.center, spots[s]))
        assert nearest == winner, (done, winner, nearest)
    taken = [len(scene.obs.zone(f"won:{s}").cards) // 4 for s in range(4)]
    assert sum(taken) == 3 and taken == scene.obs.public["tricks"]  # the piles count what the panel says
