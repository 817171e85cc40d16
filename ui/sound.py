"""The table's few sounds, made at start-up from a handful of numbers (no sound files to ship).

A card laid down snaps, a fresh deal rustles, a soft two-note chime says it is your turn,
and three rising notes close a deal. Sound is a courtesy: with the setting off nothing is
played and the mixer is never opened, and a machine without an audio device (or with
audio busy elsewhere) plays the game in silence, with the reason kept in `problem`.
"""

from __future__ import annotations

import math
import os
import random
from array import array
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame

RATE = 22050  # samples per second we ask for: plenty for clicks and chimes (a mixer opened elsewhere may differ)
VOLUME = 0.35  # of full scale, so the table never startles anyone


def _envelope(i: int, rate: int, attack: float, decay: float) -> float:
    """A quick rise over `attack` seconds, then an exponential fall (`decay` per second)."""
    t = i / rate
    return min(1.0, t / attack) * math.exp(-decay * t)


def snap(rate: int = RATE, seconds: float = 0.06, seed: int = 1) -> array[int]:
    """A card laid on cloth: a short burst of noise, darkened by averaging neighbours, dying away fast."""
    rng = random.Random(seed)  # a fixed burst: the same snap every time
    out, last = array("h"), 0.0
    for i in range(int(rate * seconds)):
        last = 0.55 * last + 0.45 * (rng.random() * 2 - 1)
        out.append(int(32767 * VOLUME * last * _envelope(i, rate, 0.0015, 70.0)))
    return out


def rustle(rate: int = RATE, seconds: float = 0.35, seed: int = 2) -> array[int]:
    """A pack riffled: noise in quick waves (about twenty flicks a second)."""
    rng = random.Random(seed)
    out, last = array("h"), 0.0
    for i in range(int(rate * seconds)):
        last = 0.7 * last + 0.3 * (rng.random() * 2 - 1)
        flick = 0.5 + 0.5 * math.sin(2 * math.pi * 20 * i / rate)
        out.append(int(32767 * VOLUME * 0.8 * last * flick * _envelope(i, rate, 0.01, 6.0)))
    return out


def notes(pitches: tuple[float, ...], rate: int = RATE, each: float = 0.12, decay: float = 9.0) -> array[int]:
    """Soft sine notes one after another (a chime): each note rings on under the next."""
    step = int(rate * each)
    n = step * (len(pitches) - 1) + int(rate * each * 3)
    shape = [_envelope(i, rate, 0.004, decay) for i in range(n)]
    mix = [0.0] * n
    for k, pitch in enumerate(pitches):
        w = 2 * math.pi * pitch / rate
        start = k * step
        for i in range(n - start):
            mix[start + i] += math.sin(w * i) * shape[i]
    scale = 32767 * VOLUME * 0.7 / max(1e-9, max(abs(v) for v in mix))
    return array("h", [int(v * scale) for v in mix])


#: what the table asks for -> how to make it at a sample rate
RECIPES = {
    "card": lambda rate: snap(rate),
    "deal": lambda rate: rustle(rate),
    "turn": lambda rate: notes((659.3, 880.0), rate),  # E5, A5: a friendly "your move"
    "deal_over": lambda rate: notes((523.3, 659.3, 784.0), rate, each=0.1, decay=6.0),  # C5 E5 G5
}


class Sounds:
    """Plays the table's sounds when `enabled()` says so; silent (never failing) otherwise."""

    def __init__(self, enabled: Callable[[], bool] = lambda: True) -> None:
        self.enabled = enabled  # asked before every sound, so the setting applies at once
        self.problem = ""  # why there is no sound on this machine, once the mixer has been tried
        self._mixer: tuple[int, int] | None = None  # (rate, channels) once open
        self._sounds: dict[str, pygame.mixer.Sound] = {}  # each made the first time it is played (a few ms each)

    def play(self, name: str) -> bool:
        """Play one of RECIPES; True if it was sent to the mixer."""
        if not self.enabled() or name not in RECIPES or not self._open():
            return False
        sound = self._sounds.get(name)
        if sound is None:
            assert self._mixer is not None
            rate, channels = self._mixer
            sound = self._sounds[name] = pygame.mixer.Sound(buffer=_channels(RECIPES[name](rate), channels).tobytes())
        sound.play()
        return True

    def _open(self) -> bool:
        if self._mixer is None and not self.problem:
            try:
                if pygame.mixer.get_init() is None:
                    with _quiet_stderr():  # a machine without audio has its C library print a page of errors
                        pygame.mixer.init(frequency=RATE, size=-16, channels=1)
                opened = pygame.mixer.get_init()  # pygame.init() may have opened it already, its own way
                assert opened is not None  # open now: init() above raises when it cannot open it
                rate, _, channels = opened
                self._mixer = (rate, channels)
            except (pygame.error, ValueError, OSError) as exc:
                self.problem = f"no sound: {exc}"
        return self._mixer is not None


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Send what C code writes to the process's stderr to nowhere for the block (ALSA reports to it directly)."""
    try:
        saved = os.dup(2)
    except OSError:  # no stderr to save (a detached process): nothing to quieten
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def _channels(mono: array[int], channels: int) -> array[int]:
    """The same samples on every channel, interleaved as the mixer wants them."""
    if channels == 1:
        return mono
    out = array("h", bytes(2 * len(mono) * channels))
    for c in range(channels):
        out[c::channels] = mono
    return out
