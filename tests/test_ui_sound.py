"""The table's sounds: made from numbers, played only with the setting on, silent without a sound device."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from ui import sound
from ui.sound import RECIPES, Sounds


@pytest.fixture(autouse=True)
def _display(ui_display):  # the shared headless display (tests/conftest.py): SDL's dummy audio driver
    return ui_display


@pytest.mark.parametrize("name", sorted(RECIPES))
def test_every_sound_is_short_audible_and_within_range(name: str) -> None:
    samples = RECIPES[name](sound.RATE)
    seconds = len(samples) / sound.RATE
    assert len(RECIPES[name](44100)) == pytest.approx(2 * len(samples), abs=2)  # made at the mixer's own rate
    assert 0.03 <= seconds <= 1.0, seconds
    peak = max(abs(v) for v in samples)
    assert 0.1 * 32767 * sound.VOLUME < peak <= 32767 * sound.VOLUME  # heard, and never at full blast
    assert samples[-1] == pytest.approx(0, abs=0.1 * 32767)  # ends faded out: no click at the end


def test_sounds_play_through_the_mixer_and_follow_the_setting() -> None:
    on = {"sound": True}
    sounds = Sounds(lambda: on["sound"])
    assert sounds.play("card") and sounds.play("turn") and not sounds.problem
    assert not sounds.play("no-such-sound")
    on["sound"] = False  # the setting switched off at the table: silent from the next sound on
    assert not sounds.play("card")


def test_with_the_setting_off_the_mixer_is_never_opened(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("the mixer was opened with sound off")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    assert not Sounds(lambda: False).play("card")


def test_a_machine_without_sound_plays_in_silence(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: Any, **kwargs: Any) -> None:
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    assert not sounds.play("card") and not sounds.play("turn")
    assert "no sound" in sounds.problem and "ALSA" in sounds.problem


def test_a_stereo_mixer_gets_the_sound_on_both_channels() -> None:
    mono = RECIPES["card"](44100)
    stereo = sound._channels(mono, 2)
    assert len(stereo) == 2 * len(mono) and list(stereo[0::2]) == list(mono) == list(stereo[1::2])
    assert sound._channels(mono, 1) is mono


class Heard:
    def __init__(self) -> None:
        self.names: list[str] = []

    def play(self, name: str) -> bool:
        self.names.append(name)
        return True


def test_the_table_snaps_a_laid_card_and_chimes_for_the_human_after_the_bots() -> None:
    from games.registry import get_game
    from tests.test_ui_scenes import fast_settings
    from ui.scenes.table import TableScene
    from ui.table.session import HUMAN

    scene = TableScene(get_game("hundert"), [HUMAN, "random", "random"], seed=3, settings=fast_settings(),
                       animate=False, autosave=False)
    heard = Heard()
    scene.sounds = heard  # type: ignore[assignment]
    match = scene.match
    while match.current_player != 0:  # the bots lay their cards first
        assert scene.act(match.legal_actions()[0])
    assert heard.names[-1] == "turn" and "card" in heard.names
    heard.names.clear()
    assert scene.act(match.legal_actions()[0])  # the human lays a card: a snap, and no chime for a bot's turn
    assert heard.names == ["card"]
    scene.close()


def test_a_closed_table_is_freed_without_waiting_for_the_cycle_collector() -> None:
    """The sounds ask the settings, not the scene: a closure over the scene made a cycle that kept every closed
    table and its surfaces alive until the collector ran (40 MB more at the peak of the perf suite's tables)."""
    import gc
    import weakref

    from games.registry import get_game
    from tests.test_ui_scenes import fast_settings
    from ui.scenes.table import TableScene
    from ui.table.session import HUMAN

    scene = TableScene(get_game("cribbage"), [HUMAN, "random"], settings=fast_settings(), autosave=False)
    scene.draw(pygame.Surface((1280, 800)))
    scene.close()
    gone = weakref.ref(scene)
    gc.collect()
    gc.disable()
    try:
        del scene
        assert gone() is None
    finally:
        gc.enable()


def test_the_audio_library_stays_out_of_the_terminal_while_the_mixer_opens(capfd: pytest.CaptureFixture[str]) -> None:
    from ui.sound import _quiet_stderr

    with _quiet_stderr():
        os.write(2, b"ALSA lib pcm.c: Unknown PCM default\n")  # as C code writes: straight to descriptor 2
    os.write(2, b"after\n")
    assert capfd.readouterr().err == "after\n"  # silenced inside the block, and stderr back afterwards
