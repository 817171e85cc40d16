"""The end of a deal waits for a deliberate key: Enter pressed again and again to draw does not run through it."""

from __future__ import annotations

import pygame

from games.registry import get_game
from tests.test_ui_scenes import SIZE, fast_settings, key, pump


def to_the_summary(scene) -> None:
    """Černý Petr drawn card after card by Enter, every tenth of a second, until the deal is over."""
    for _ in range(3000):
        if scene.phase == "summary":
            return
        human = scene.phase == "play" and scene.session.human_turn and scene.targets and not scene.anim.busy
        pump(scene, key(pygame.K_RETURN) if human else [], dt=0.1)
    raise AssertionError(f"no summary (phase {scene.phase})")


def test_repeated_enter_stops_at_the_summary(ui_display) -> None:
    from ui.scenes.table import TableScene

    scene = TableScene(get_game("cerny-petr"), ["human", "random", "random"], {"deals": 2}, seed=4,
                       settings=fast_settings(), size=SIZE)
    to_the_summary(scene)
    for _ in range(12):  # still pressing, as quickly as before: the summary stays
        pump(scene, key(pygame.K_RETURN), dt=0.1)
    assert scene.phase == "summary" and scene.match.context.deal_index == 1
    pump(scene, [], dt=0.6)  # a pause to read it; then Enter goes on
    pump(scene, key(pygame.K_RETURN), dt=0.1)
    assert scene.phase == "play"
    scene.close()


def test_a_held_enter_does_not_pass_the_summary(ui_display) -> None:
    from ui.scenes.table import TableScene

    scene = TableScene(get_game("cerny-petr"), ["human", "random", "random"], {"deals": 2}, seed=4,
                       settings=fast_settings(), size=SIZE)
    to_the_summary(scene)
    pump(scene, [], dt=1.0)
    held = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)]
    pump(scene, [], dt=0.0)
    scene.key_rest = 0.0  # Enter went down while the deal ended and is held: the window repeats it
    for _ in range(30):
        pump(scene, held, dt=0.04)
    assert scene.phase == "summary"
    scene.close()
