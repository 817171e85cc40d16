"""Test set-up: headless SDL for any UI test, and the project root on sys.path."""

import os
import signal
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


def _ctrl_c_dead() -> str:
    """Whether the kernel has Ctrl+C ignored in this process ('ignored', else ''): what a program started from
    here inherits, whoever set it (Python's signal module, or a library in C)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            fields = dict(line.split(":", 1) for line in status if ":" in line)
    except OSError:  # not Linux: Python's own view only
        return "ignored" if signal.getsignal(signal.SIGINT) == signal.SIG_IGN else ""
    return "ignored" if int(fields["SigIgn"], 16) & (1 << (signal.SIGINT - 1)) else ""


@pytest.fixture(autouse=True)
def _ctrl_c_as_found() -> Iterator[None]:
    """Every test leaves Ctrl+C as it found it in its worker process. Ctrl+C ignored there (a search
    worker's set-up run in the test process) is inherited by every program the worker starts later, so their
    Ctrl+C tests failed far from the cause, on whichever worker the scheduling put them: such a test fails here,
    by name. A handler of Python's own (the window's) is not inherited; it is put back quietly."""
    before, dead_before = signal.getsignal(signal.SIGINT), _ctrl_c_dead()
    yield
    if signal.getsignal(signal.SIGINT) is not before:
        signal.signal(signal.SIGINT, before)
    dead = _ctrl_c_dead()
    if dead and not dead_before:
        pytest.fail(f"the test left Ctrl+C {dead} in its process: every program started after it inherits that")


@pytest.fixture
def ui_display(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """A headless 1280×800 display with its own settings folder, for the UI tests (pygame loads only here)."""
    import pygame

    monkeypatch.setenv("KARTY_CONFIG_DIR", str(tmp_path))
    pygame.init()
    surface = pygame.display.set_mode((1280, 800))
    pygame.event.clear()
    yield surface
