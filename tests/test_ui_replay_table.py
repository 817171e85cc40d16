"""The replay's table tells the truth: who played each seat, no turn of the viewer's, Bridž's auction shown."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from games.registry import get_game
from tests.test_export_hidden import random_match
from tests.test_ui_sessions import data as own_data_folder  # noqa: F401  (autouse: own data folder, a display)
from ui.scenes import common as c

SIZE = (1024, 700)


# Any: a save's record as Match.to_dict writes it (JSON-ready values of every kind)
def record(game_id: str, moves: int, players: int | None = None, seed: int = 3) -> dict[str, Any]:
    return {**random_match(game_id, moves, seed, players).to_dict()}


def test_a_saves_players_are_named_as_it_says() -> None:
    from ui.scenes.replay import ReplayScene

    data = record("kvarteto", 10, 3)
    data["seats"] = [{"player": "human"}, {"player": "kvarteto:normal"}, {"player": "ismcts:hard"}]
    scene = ReplayScene(data, c.Settings(lang="en"), SIZE, viewer=0)
    labels = [scene.table.seat_label(s) for s in range(3)]
    assert labels[1].endswith("normal") and labels[2].endswith("hard"), labels
    assert not any("random" in label for label in labels), labels


def test_a_record_without_players_names_no_level() -> None:
    """An imported text says nothing of who played: the plates give the name alone, no 'random'."""
    from ui.scenes.replay import ReplayScene

    scene = ReplayScene(record("kvarteto", 10, 3), c.Settings(lang="en"), SIZE, viewer=0)
    assert [scene.table.seat_label(s) for s in (1, 2)] == scene.table.names[1:]


def test_the_replay_of_a_deal_keeps_the_tables_players() -> None:
    from ui.scenes.table import TableScene
    from ui.table.deal_replay import deal_replay

    table = TableScene(get_game("kvarteto"), ["human", "ismcts:easy", "kvarteto:normal"], {}, seed=3,
                       settings=c.Settings(lang="en"), size=SIZE, animate=False, autosave=False)
    table.ai_enabled = False
    scene = deal_replay(table)
    assert scene.table.seat_label(2).endswith("normal") and scene.table.seat_label(1).endswith("easy")


def test_a_replay_never_says_it_is_your_turn() -> None:
    from ui.scenes.replay import ReplayScene

    data = record("kvarteto", 30, 3)
    scene = ReplayScene(data, c.Settings(lang="en"), SIZE, viewer=0)
    ours = [i for i in range(len(scene.replay)) if scene.replay.movers[i] == 0]
    assert ours
    scene.seek(ours[0])
    assert scene.table.match.current_player == 0
    line = scene.table.status_line()
    assert "Your turn" not in line and scene.table.names[0] in line, line


def test_bridz_replay_shows_the_auction_without_the_box(monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.games.bridz import table as bridz_table
    from ui.games.bridz.auction import AuctionControl, Geometry, Spot, draw_auction
    from ui.scenes.replay import ReplayScene
    from ui.scenes.table import TableScene

    scene = ReplayScene(record("bridz", 3), c.Settings(lang="en"), SIZE, viewer=0)
    scene.seek(2)
    assert scene.table.match.state.observation(0).public.get("phase") == "auction"
    drawn: list[Geometry] = []

    def recorded(box: AuctionControl, scene: TableScene, surface: pygame.Surface, geometry: Geometry) -> list[Spot]:
        drawn.append(geometry)
        return draw_auction(box, scene, surface, geometry)

    monkeypatch.setattr(bridz_table, "draw_auction", recorded)
    scene.draw(pygame.Surface(SIZE))
    assert drawn and drawn[0].box is None  # the grid, and no bidding box: a replay makes no calls


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
@pytest.mark.parametrize(("game_id", "lang"), [("cvik", "en"), ("cvik", "cs"), ("bridz", "cs")])
def test_the_end_of_match_box_is_as_tall_as_what_it_says(size: tuple[int, int], game_id: str, lang: str) -> None:
    """No buttons under it in a replay: the box ends a margin below its last line, not far under it."""
    from ui.scenes.replay import ReplayScene
    from ui.table.phase import TablePhase

    data = record(game_id, 5000, seed=1)
    scene = ReplayScene(data, c.Settings(lang=lang), size, viewer=0)
    scene.seek(len(scene.replay))
    table = scene.table
    assert table.phase == TablePhase.MATCH_OVER
    surface = pygame.Surface(size)
    scene.draw(surface)
    box = table._overlay_rect()
    inside = box.inflate(-32, -8)  # clear of the gold rim and its round corners
    ground = surface.get_at((inside.centerx, inside.bottom - 1))
    lowest = max(y for y in range(inside.top, inside.bottom) for x in range(inside.left, inside.right, 2)
                 if surface.get_at((x, y)) != ground)
    assert box.bottom - lowest <= 40 * table.k, (box, lowest)
