"""Test set-up: headless SDL for any UI test, and the project root on sys.path."""

import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# the table autosaves and Settings persist: tests never touch the user's own data folder
os.environ.setdefault("KARTY_DATA_DIR", tempfile.mkdtemp(prefix="karty-tests-"))

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture
def ui_display(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """A headless 1280×800 display with its own settings folder, for the UI tests (pygame loads only here)."""
    import pygame

    monkeypatch.setenv("KARTY_CONFIG_DIR", str(tmp_path))
    pygame.init()
    surface = pygame.display.set_mode((1280, 800))
    pygame.event.clear()
    yield surface
