"""`main.py shot`: a PNG for every scene; bad input is a clear message, never a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from cli.main import main
from cli.shot import parse_size

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("args", [
    ["--scene", "menu", "--lang", "en"],
    ["--scene", "rules", "--game", "old maid"],
    ["--scene", "table", "--game", "cerny-petr", "--moves", "5", "--seed", "3", "--size", "1024x700"],
    ["--scene", "table", "--game", "cerny-petr", "--pack", "german-32", "--players", "5"],
    ["--scene", "decks", "--pack", "german-32"],
])
def test_shot_writes_a_png(args: list[str], tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("KARTY_CONFIG_DIR", str(tmp_path))
    out = tmp_path / "shot.png"
    assert main(["shot", *args, "--out", str(out)]) == 0
    image = pygame.image.load(str(out))
    expected = (1024, 700) if "1024x700" in args else (1280, 800)
    assert image.get_size() == expected


@pytest.mark.parametrize("args, message", [
    (["--scene", "table", "--game", "no-such-game"], "unknown game"),
    (["--scene", "table", "--game", "cribbage", "--pack", "german-32"], "no pack option"),
    (["--scene", "table", "--game", "cerny-petr", "--players", "12"], "not 12"),
    (["--scene", "menu", "--size", "big"], "is not WxH"),
])
def test_shot_bad_input_is_a_message(args: list[str], message: str, tmp_path, capsys) -> None:
    assert main(["shot", *args, "--out", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_parse_size() -> None:
    assert parse_size("800x600") == (800, 600)
    with pytest.raises(ValueError):
        parse_size("10x10")


def test_app_starts_and_stops_headless(tmp_path) -> None:
    """What `python main.py` runs with a display: the window opens on the menu and closes cleanly."""
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "KARTY_CONFIG_DIR": str(tmp_path),
           "KARTY_STARTUP_REPORT": "1", "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-c", "import ui.app as a; raise SystemExit(a.run(max_frames=3))"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "first frame after" in done.stdout
    assert (tmp_path / "settings.json").exists()
