"""The table's log of a bot's bridge call: the call once, in the log's sentence, its meaning (if the bot gives
one) on the line under it."""

from __future__ import annotations

import pygame
import pytest

from games import Action, get_game
from tests.test_ui_scenes import fast_settings
from ui.scenes.table import TableScene
from ui.table.session import HUMAN


@pytest.fixture(autouse=True)
def _display(ui_display: pygame.Surface) -> pygame.Surface:  # the shared headless display (tests/conftest.py)
    return ui_display


def _bots_turn(lang: str) -> TableScene:
    scene = TableScene(get_game("bridz"), [HUMAN, "random", "random", "random"], {}, seed=3,
                       settings=fast_settings(lang), size=(800, 560), animate=False, autosave=False)
    scene.ai_enabled = False
    for _ in range(8):  # the viewer passes until a bot is to call
        if scene.match.current_player != scene.viewer:
            break
        assert scene.act(Action("pass"))
    assert scene.match.current_player != scene.viewer and scene.obs.public.get("phase") == "auction"
    return scene


@pytest.mark.parametrize(("lang", "label", "said"), [
    ("en", "Pass: not enough to open", ["passes.", "  (not enough to open)"]),
    ("cs", "Pas: méně než na zahájení", ["pasuje.", "  (méně než na zahájení)"]),
])
def test_a_bots_meaning_is_under_its_call(lang: str, label: str, said: list[str]) -> None:
    scene = _bots_turn(lang)
    before = len(scene.log)
    assert scene.act(Action("pass", label_cs=label, label_en=label))
    new = scene.log[before:]
    assert new[0].endswith(said[0]) and new[1] == said[1], new


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_call_without_a_meaning_is_said_once(lang: str) -> None:
    scene = _bots_turn(lang)
    before = len(scene.log)
    assert scene.act(Action("pass", label_cs="Pas", label_en="Pass"))  # as a random player's call is labelled
    assert not [line for line in scene.log[before:] if line.lstrip().startswith("(")], scene.log[before:]
