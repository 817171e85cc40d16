"""The engine and the AI never load pygame, and never touch the global random generator."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_engine_and_ai_do_not_import_pygame() -> None:
    code = textwrap.dedent("""
        import importlib, pkgutil, sys
        import cards, games, ai
        for package in (cards, games, ai):
            for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
                importlib.import_module(info.name)
        import games.registry
        for game in games.all_games():
            pass
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("pygame", "pygame_gui", "ui"))
        print(",".join(loaded))
    """)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"engine modules loaded: {out.stdout.strip()}"


def test_engine_sources_do_not_use_the_global_random_or_clocks() -> None:
    offenders = []
    for path in list((ROOT / "games").rglob("*.py")) + list((ROOT / "cards").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for bad in ("random.random(", "random.shuffle(", "random.choice(", "random.randint(", "random.seed(",
                    "time.time(", "time.perf_counter(", "datetime.now(", "import pygame"):
            if bad in text:
                offenders.append(f"{path.relative_to(ROOT)}: {bad}")
    assert offenders == []
