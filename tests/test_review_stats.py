"""Statistics gain the average cost of a reviewed decision per game and level: counted once per deal, only the
human's own in a match against bots, checked when read, shown with the game's unit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sessions.results import count_review
from sessions.stats import StatsStore

RECORD = {"seed": 77, "players": 2}
SEATS = ["human", "ismcts:hard"]


def test_a_review_is_counted_once_for_the_human_against_bots(tmp_path: Path) -> None:
    assert count_review("cribbage", RECORD, SEATS, 0, 1, 5, 3.5, root=tmp_path)
    assert not count_review("cribbage", RECORD, SEATS, 0, 1, 5, 3.5, root=tmp_path)  # the same deal again
    assert count_review("cribbage", RECORD, SEATS, 0, 2, 3, 0.5, root=tmp_path)
    record = StatsStore(tmp_path).get("cribbage", "ismcts:hard")
    assert (record.reviewed, record.review_cost, record.mean_cost) == (8, 4.0, 0.5)
    assert not count_review("cribbage", RECORD, SEATS, 1, 3, 5, 1.0, root=tmp_path)  # a bot's seat
    assert not count_review("cribbage", RECORD, ["human", "human"], 0, 3, 5, 1.0, root=tmp_path)  # hot seat
    assert not count_review("cribbage", RECORD, ["human", ""], 0, 3, 5, 1.0, root=tmp_path)  # players not named
    assert StatsStore(tmp_path).get("cribbage", "ismcts:hard").reviewed == 8
    assert StatsStore(tmp_path).get("cribbage", "ismcts:hard").played == 0  # no match counted by a review


@pytest.mark.parametrize(("field", "value"), [("reviewed", -1), ("reviewed", 1.5), ("review_cost", -0.5),
                                              ("review_cost", "x")])
def test_a_damaged_review_figure_is_found_when_read(tmp_path: Path, field: str, value: object) -> None:
    count_review("cvik", RECORD, SEATS, 0, 1, 2, 0.2, root=tmp_path)
    path = tmp_path / "stats.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["games"]["cvik"]["ismcts:hard"][field] = value
    path.write_text(json.dumps(data), encoding="utf-8")
    store = StatsStore(tmp_path)
    assert store.problem is not None and field in store.problem.text("en")
    assert store.games == {}

