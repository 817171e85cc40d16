"""The table's few sounds, made at start-up from a handful of numbers (no sound files to ship).

A card laid down snaps, a fresh deal rustles, a soft two-note chime says it is your turn,
and three rising notes close a deal. Sound is a courtesy: with the setting off nothing is
played and the mixer is never opened, and a machine without an audio device (or with
audio busy elsewhere) plays the game in silence, with the reason kept in `problem`.
"""

from __future__ import annotations

import math
import random
from array import array
from typing import Any

import pygame

RATE = 22050  # samples per second: plenty for clicks and chimes, and cheap to make
VOLUME = 0.35  # of full scale, so the table never startles anyone


def _envelope(i: int, n: int, attack: int, decay: float) -> float:
    """A quick rise over `attack` samples, then an exponential fall (`decay` per second)."""
    rise = min(1.0, i / attack) if attack else 1.0
    return rise * math.exp(-decay * i / RATE)


def snap(seconds: float = 0.06, seed: int = 1) -> array:
    """A card laid on cloth: a short burst of noise, darkened by averaging neighbours, dying away fast."""
    rng = random.Random(seed)  # a fixed burst: the same snap every time
    n = int(RATE * seconds)
    out, last = array("h"), 0.0
    for i in range(n):
        last = 0.55 * last + 0.45 * (rng.random() * 2 - 1)
        out.append(int(32767 * VOLUME * last * _envelope(i, n, 30, 70.0)))
    return out


def rustle(seconds: float = 0.35, seed: int = 2) -> array:
    """A pack riffled: noise in quick waves (about twenty flicks a second)."""
    rng = random.Random(seed)
    n = int(RATE * seconds)
    out, last = array("h"), 0.0
    for i in range(n):
        last = 0.7 * last + 0.3 * (rng.random() * 2 - 1)
        flick = 0.5 + 0.5 * math.sin(2 * math.pi * 20 * i / RATE)
        out.append(int(32767 * VOLUME * 0.8 * last * flick * _envelope(i, n, 200, 6.0)))
    return out


def notes(pitches: tuple[float, ...], each: float = 0.12, decay: float = 9.0) -> array:
    """Soft sine notes one after another (a chime): each note rings on under the next."""
    step = int(RATE * each)
    n = step * (len(pitches) - 1) + int(RATE * each * 3)
    mix = [0.0] * n
    for k, pitch in enumerate(pitches):
        start = k * step
        for i in range(n - start):
            mix[start + i] += math.sin(2 * math.pi * pitch * i / RATE) * _envelope(i, n, 80, decay)
    peak = max(1e-9, max(abs(v) for v in mix))
    return array("h", (int(32767 * VOLUME * 0.7 * v / peak) for v in mix))


#: what the table asks for -> how to make it
RECIPES = {
    "card": lambda: snap(),
    "deal": lambda: rustle(),
    "turn": lambda: notes((659.3, 880.0)),  # E5, A5: a friendly "your move"
    "deal_over": lambda: notes((523.3, 659.3, 784.0), each=0.1, decay=6.0),  # C5 E5 G5
}


class Sounds:
    """Plays the table's sounds when `enabled()` says so; silent (never failing) otherwise."""

    def __init__(self, enabled: Any = lambda: True) -> None:
        self.enabled = enabled  # asked before every sound, so the setting applies at once
        self.problem = ""  # why there is no sound on this machine, once the mixer has been tried
        self._sounds: dict[str, Any] | None = None

    def play(self, name: str) -> bool:
        """Play one of RECIPES; True if it was sent to the mixer."""
        if not self.enabled():
            return False
        sounds = self._load()
        if name not in sounds:
            return False
        sounds[name].play()
        return True

    def _load(self) -> dict[str, Any]:
        if self._sounds is not None:
            return self._sounds
        self._sounds = {}
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            rate, _, channels = pygame.mixer.get_init()
            for name, make in RECIPES.items():
                samples = make()
                if rate != RATE or channels != 1:  # a mixer opened elsewhere: match it (nearest sample, copied)
                    samples = _resample(samples, rate, channels)
                self._sounds[name] = pygame.mixer.Sound(buffer=samples.tobytes())
        except (pygame.error, ValueError, OSError) as exc:
            self.problem = f"no sound: {exc}"
            self._sounds = {}
        return self._sounds


def _resample(samples: array, rate: int, channels: int) -> array:
    n = int(len(samples) * rate / RATE)
    out = array("h")
    for i in range(n):
        value = samples[min(len(samples) - 1, i * RATE // rate)]
        out.extend([value] * channels)
    return out
