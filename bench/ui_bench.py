"""UI numbers (not part of the test run): table frame time and start-up time to the menu.

    python bench/ui_bench.py                 both figures, every registered game's table
    python bench/ui_bench.py --json          machine-readable

Frame time: one frame is `update(1/60)` + `draw` of the table scene at 1280x800, headless
(SDL dummy driver: software blits, the same work a real window does minus the flip),
median and 95th percentile over N frames, once with the position still and once while
a deal's cards are flying. Target: median <= 8 ms.
Start-up: wall time of a fresh `python` process from launch until the menu's first frame
is drawn (and the part of it inside the process). Target: <= 1.5 s.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict, cast

if TYPE_CHECKING:
    from ui.scenes.table import TableScene

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SIZE = (1280, 800)


def frame_times(game_id: str, frames: int = 300, moves: int = 6, flying: bool = False,
                redraw: bool = False) -> list[float]:
    """Milliseconds per frame. `redraw`: the still picture is rebuilt every frame, as on the frame
    after a move (the worst case; a still or animating table reuses it)."""
    import pygame

    from cli.shot import build_scene
    from ui.scenes.common import Settings

    pygame.init()
    surface = pygame.display.set_mode(SIZE)
    # the "table" scene is a TableScene, whose animation this drives
    scene = cast("TableScene", build_scene("table", SIZE, Settings(lang="cs"), game=game_id, moves=moves))
    scene.draw(surface)  # warm the card-face cache, as the first frame of a real table does
    times = []
    for i in range(frames):
        if flying and not scene.anim.busy:
            scene.animate = True
            scene._deal_animation()
        if redraw:
            scene._layer_key = ()
        started = time.perf_counter()
        scene.update(1 / 60)
        scene.draw(surface)
        times.append((time.perf_counter() - started) * 1000)
        if i == 0 and flying:
            times.clear()
    scene.close()
    return times


def startup(runs: int = 3) -> dict[str, float]:
    code = "import ui.app as a; a.run(max_frames=1)"
    env = {**os.environ, "KARTY_STARTUP_REPORT": "1", "KARTY_CONFIG_DIR": "/tmp/karty-bench-config"}
    walls, inside, cpu = [], [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                             check=True)
        walls.append(time.perf_counter() - started)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        for line in out.stdout.splitlines():
            if line.startswith("first frame after"):
                inside.append(float(line.split()[3]))
    return {"wall_median_s": statistics.median(walls), "wall_max_s": max(walls),
            "in_process_median_s": statistics.median(inside) if inside else float("nan"),
            "cpu_median_s": statistics.median(cpu), "load_average": os.getloadavg()[0]}


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {"median_ms": statistics.median(ordered), "p95_ms": ordered[int(len(ordered) * 0.95) - 1],
            "max_ms": ordered[-1]}


class Results(TypedDict):
    size: list[int]
    tables: dict[str, dict[str, dict[str, float]]]  # game -> still, dealing, redraw -> its summary
    startup: dict[str, float]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    from games.registry import game_ids

    tables = {game_id: {"still": summary(frame_times(game_id, args.frames)),
                        "dealing": summary(frame_times(game_id, args.frames, flying=True)),
                        "redraw": summary(frame_times(game_id, args.frames, redraw=True))} for game_id in game_ids()}
    results: Results = {"size": list(SIZE), "tables": tables, "startup": startup()}
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"table frame time at {SIZE[0]}x{SIZE[1]} (update + draw, headless), target median <= 8 ms")
    for game_id, r in results["tables"].items():
        s, d, w = r["still"], r["dealing"], r["redraw"]
        print(f"  {game_id:12s} still: median {s['median_ms']:5.2f} ms (p95 {s['p95_ms']:5.2f})   "
              f"cards flying: median {d['median_ms']:5.2f} ms (p95 {d['p95_ms']:5.2f})   "
              f"full redraw: median {w['median_ms']:5.2f} ms (p95 {w['p95_ms']:5.2f})")
    st = results["startup"]
    print(f"start to menu (fresh process, first frame drawn), target <= 1.5 s: median {st['wall_median_s']:.2f} s "
          f"(max {st['wall_max_s']:.2f} s; inside the process {st['in_process_median_s']:.2f} s; CPU time "
          f"{st['cpu_median_s']:.2f} s; machine load average {st['load_average']:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
