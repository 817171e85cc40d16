"""The review in the window: its screen steps through the decisions with the moves outlined on the cards, it is
computed off the UI thread and stopped on leaving, and the end-of-deal panel and the replay open it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

import pygame
import pygame_gui
import pytest

from ai.review import core
from games.registry import get_game
from tests.test_ui_sessions import data as own_data_folder  # noqa: F401  (autouse: own data folder, a display)
from ui.scenes import common as c
from ui.scenes.review_shot import played_deal

SIZE = (800, 560)


# Any: a save's record as Match.to_dict writes it (JSON-ready values of every kind)
def _cribbage() -> tuple[dict[str, Any], core.DealReview]:
    record: dict[str, Any] = {**played_deal(get_game("cribbage"), 1, 2).to_dict()}
    return record, core.review_deal(record, 1, 0, budget=40)


class Pressable(Protocol):
    """A scene with buttons by name (the review, the table, the replay)."""

    @property
    def buttons(self) -> Mapping[str, object]: ...

    def process_event(self, event: pygame.event.Event) -> object: ...


def _press(scene: Pressable, key: str) -> None:
    scene.process_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.buttons[key]))


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_review_steps_through_the_decisions_with_both_moves_outlined(lang: str) -> None:
    from ui.scenes.review import BEST, CHOSEN, ReviewScene

    record, review = _cribbage()
    bad = next(i for i, d in enumerate(review.decisions) if d.best != d.chosen)
    scene = ReviewScene(record, c.Settings(lang=lang), SIZE, viewer=0, deal=1, review=review)
    assert scene.position == review.decisions[0].action_index  # the position before the first decision
    for _ in range(bad):
        _press(scene, "next")
    assert scene.index == bad and scene.position == review.decisions[bad].action_index
    surface = pygame.Surface(SIZE)
    scene.update(0.0)
    scene.draw(surface)
    drawn = {surface.get_at((x, y))[:3] for x in range(0, SIZE[0], 2) for y in range(SIZE[1] // 2, SIZE[1], 2)}
    assert BEST in drawn and CHOSEN in drawn  # the best and the chosen card outlined on the hand
    texts = " ".join(text for text, _, _ in scene.lines())
    assert ("Nejlepší" if lang == "cs" else "Best") in texts
    _press(scene, "end")
    assert scene.index == len(review.decisions) - 1
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    assert scene.index == 0


def test_the_review_is_computed_off_the_ui_thread_and_stopped_on_leaving() -> None:
    from ui.scenes.review import ReviewScene

    record, review = _cribbage()
    scene = ReviewScene(record, c.Settings(lang="en"), SIZE, viewer=0, deal=1, budget=40)
    assert scene.job is not None and scene.job.wait(60)
    scene.update(0.0)
    assert scene.review == review and scene.index == 0  # the same figures as the review run in place
    long = ReviewScene(record, c.Settings(lang="en"), SIZE, viewer=0, deal=1, budget=10**9)
    long.draw(pygame.Surface(SIZE))  # the progress bar while it works
    _press(long, "back")
    assert long.job is not None and long.job.wait(60) and long.job.result is not None
    assert not long.job.result.complete and long.next_scene == "saves"


def test_the_end_of_deal_panel_opens_the_review_of_that_deal() -> None:
    from cli.shot import table_scene
    from ui.scenes.review import ReviewScene
    from ui.table.phase import TablePhase

    table = table_scene(get_game("cvik"), SIZE, c.Settings(lang="cs"), None, 5, 500, None)
    assert table.phase == TablePhase.SUMMARY and "review_deal" in table.buttons
    from ui.scene import REVIEW_DEAL
    from ui.table.deal_replay import deal_review

    table.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v"))
    assert table.next_scene == REVIEW_DEAL  # the app builds it over the table (ui/app.py)
    review = deal_review(table)
    assert isinstance(review, ReviewScene) and review.deal == len(table.match.finished_deals)
    assert review.viewer == table.viewer
    assert review.job is not None
    review.job.cancel()


def test_a_replay_offers_the_review_of_the_deal_at_its_cursor() -> None:
    from ui.scene import REVIEW_REPLAY
    from ui.scenes.replay import ReplayScene
    from ui.scenes.review import ReviewScene
    from ui.scenes.review_open import replay_review

    match = played_deal(get_game("cribbage"), 1, 2)
    while len(match.finished_deals) < 2:
        match.apply(match.legal_actions()[0])
    scene = ReplayScene(match.to_dict(), c.Settings(lang="en"), SIZE)
    assert "review" in scene.buttons
    scene.seek(3)
    _press(scene, "review")
    assert scene.next_scene == REVIEW_REPLAY  # the app builds it over the replay (ui/app.py)
    review = replay_review(scene)
    assert isinstance(review, ReviewScene) and review.deal == 1
    assert review.job is not None
    review.job.cancel()
    scene.seek(len(scene.replay))
    _press(scene, "review")
    later = replay_review(scene)
    assert later.deal == 2 and later.job is not None
    later.job.cancel()


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_review_screen_passes_the_layout_audit(lang: str) -> None:
    """Its lines stand on an opaque strip with the table's log ended above it: a translucent strip over the log
    showed the log's lines through its own (Cvik and Cribbage at 800×560, where the lines reach the log)."""
    from ui import layout_record
    from ui.layout_audit import audit
    from ui.scenes.review import ReviewScene

    record = played_deal(get_game("cvik"), 6, None).to_dict()
    scene = ReviewScene(record, c.Settings(lang=lang), SIZE, viewer=0, deal=1,
                        review=core.review_deal(record, 1, 0, budget=60))
    scene.update(0.0)
    elements, _ = layout_record.record(scene, SIZE)
    assert audit(elements) == []


def test_the_statistics_screen_shows_the_average_cost_of_a_decision_with_its_unit() -> None:
    from sessions.results import count_review
    from sessions.stats import StatsStore
    from ui.scenes.stats import COLUMNS, StatsScene

    record, seats = {"seed": 77, "players": 4}, ["human", "ismcts:hard", "ismcts:hard", "ismcts:hard"]

    count_review("bridz", record, seats, 0, 1, 10, 14.0)
    StatsStore().record("cvik", "ismcts:hard", "won", 3.0)
    for lang, said in (("cs", "1,4 zdvihu"), ("en", "1.4 tricks")):
        rows = {row[0]: row for row in StatsScene(c.Settings(lang=lang), (800, 560)).rows()}
        bridz = next(row for name, row in rows.items() if name in ("Bridž", "Bridge"))
        assert bridz[1 + COLUMNS.index("mean_cost")] == said
        cvik = rows["Cvik"]
        assert cvik[1 + COLUMNS.index("mean_cost")] == "–"  # no review yet


def test_the_app_opens_the_review_over_the_table_and_over_a_replay() -> None:
    """The table and the replay name the review (REVIEW_DEAL, REVIEW_REPLAY) and the app builds it on top: neither
    imports the review screen, which is built on the replay."""
    from cli.shot import table_scene
    from ui.app import App
    from ui.scenes.replay import ReplayScene
    from ui.scenes.review import ReviewScene

    table = table_scene(get_game("cvik"), SIZE, c.Settings(lang="en"), None, 5, 500, None)
    app = App(c.Settings(lang="en"), SIZE)
    app.scenes.go(table)
    table.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v"))
    app.scenes._follow()
    review = app.scenes.current
    assert isinstance(review, ReviewScene) and app.scenes.stack[-2] is table and review.job is not None
    review.job.cancel()
    replay = ReplayScene(table.match.to_dict(), c.Settings(lang="en"), SIZE)
    app.scenes.go(replay)
    _press(replay, "review")
    app.scenes._follow()
    assert isinstance(app.scenes.current, ReviewScene) and app.scenes.stack[-2] is replay
    assert app.scenes.current.job is not None
    app.scenes.current.job.cancel()
