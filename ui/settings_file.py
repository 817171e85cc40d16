"""Where the settings live, and the player's name read from them without the window.

The window's `Settings` (ui/scenes/common.py) loads the whole file, checks every field and moves a bad file
aside; it needs pygame. The terminal table only wants the name the player gave himself in Settings, so that
it calls him as the window does: this reads that one field, touches nothing, and takes '' for anything amiss.
"""

from __future__ import annotations

import os
from pathlib import Path

from cards import files

NAME_LIMIT = 24  # what a seat's plate has room for


def valid_name(v: object) -> bool:
    """A player's name: printable, short enough for a seat plate; empty means the seat's own name."""
    return isinstance(v, str) and len(v) <= NAME_LIMIT and v.isprintable()


def settings_path() -> Path:
    base = os.environ.get("KARTY_CONFIG_DIR") or os.environ.get("KARTY_DATA_DIR")
    if base:
        return Path(base) / "settings.json"
    try:
        import platformdirs

        return Path(platformdirs.user_config_dir("karty")) / "settings.json"
    except ImportError:
        return Path.home() / ".karty" / "settings.json"


def saved_player_name(path: Path | None = None) -> str:
    """The player's name as Settings keeps it, stripped; '' where there is none or the file cannot be read."""
    try:
        data = files.read_json(path or settings_path(), files.SETTINGS_LIMIT)
    except (OSError, ValueError):
        return ""
    name = data.get("player_name") if isinstance(data, dict) else None
    return name.strip() if isinstance(name, str) and valid_name(name) else ""
