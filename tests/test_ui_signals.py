"""The window ends when the system asks it to (SIGTERM at shutdown, Ctrl+C in its terminal), saving its settings."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_ends_the_window_at_once(tmp_path: Path, signum: int) -> None:
    # SDL turns these signals into the window's close event, which now asks before quitting: nobody would
    # ever answer it at a shutdown, so the app must end by itself.
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "KARTY_STARTUP_REPORT": "1",
           "KARTY_DATA_DIR": str(tmp_path / "data"), "KARTY_CONFIG_DIR": str(tmp_path / "config")}
    app = subprocess.Popen([sys.executable, "-c", "from ui.app import run; raise SystemExit(run())"], cwd=ROOT,
                           env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert app.stdout is not None
        line = app.stdout.readline()
        assert line.startswith("first frame"), line + app.stderr.read() if app.stderr else line
        app.send_signal(signum)
        _out, err = app.communicate(timeout=20)
    finally:
        if app.poll() is None:
            app.kill()
    assert app.returncode == 0, err[-800:]
    assert "Traceback" not in err
    assert any((tmp_path / "config").rglob("settings.json")) or any((tmp_path / "data").rglob("settings.json"))
