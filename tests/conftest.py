"""Test set-up: headless SDL for any UI test, and the project root on sys.path."""

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# the table autosaves and Settings persist: tests never touch the user's own data folder
os.environ.setdefault("KARTY_DATA_DIR", tempfile.mkdtemp(prefix="karty-tests-"))

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
