"""Driving a table scene with random legal moves, for the table's tests."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.scenes.table import TableScene
    from ui.table.layout import Layout


def layout_of(scene: TableScene) -> Layout:
    """The table's layout, which it has once it has drawn or been laid out (None only before, or after a resize)."""
    assert scene.layout is not None
    return scene.layout


def play_until(scene: TableScene, done: Callable[[TableScene], bool], rng: random.Random, limit: int = 900,
               what: str = "never happened") -> None:
    """Random legal moves (the deal's summary passed as a player would) until `done(scene)` after a move."""
    for _ in range(limit):
        if scene.phase != "play":
            scene.update(0.0)
            scene._continue()
            continue
        scene.act(rng.choice(scene.match.legal_actions()))
        if done(scene):
            return
    raise AssertionError(what)
