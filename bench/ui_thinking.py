"""The table's frames while a hard bot searches beside it, with 1 and 2 workers.

    python -m bench.ui_thinking [--game kolovrat] [--seconds 6]

The window's loop, headless (SDL dummy driver): the table scene updated and drawn at 60 frames a second while a
thread searches hard decisions back to back, as the table's bot does: with one worker searching in the window's
own process (as the window did before it offloaded its search), with one worker process (the window's way now,
`parallel.set_offload`) and with two, alternating twice. Printed: frames a second, the time from a frame's tick
to its end (median, 95th percentile, longest), the frames later than two ticks, and the iterations the bot
searched a decision (median): what the frames' share of the interpreter costs a search in the window's process.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SIZE = (1280, 800)


def frames_while_thinking(game_id: str, workers: int, seconds: float, offload: bool = True) -> str:
    import pygame

    from ai import parallel
    from ai.ismcts import ISMCTS
    from ai.view import PlayerView
    from bench.points import decision_points
    from cli.shot import build_scene
    from games.registry import get_game
    from ui.scenes.common import Settings

    pygame.init()
    surface = pygame.display.set_mode(SIZE)
    scene = build_scene("table", SIZE, Settings(lang="cs"), game=game_id, moves=6)
    scene.draw(surface)
    spots = decision_points(get_game(game_id), 4, seed=3)
    parallel.set_workers(workers)
    parallel.set_offload(offload)
    parallel.warm(game_id)
    stop = threading.Event()
    reached: list[int] = []

    def think() -> None:
        bot = ISMCTS.at_level("hard", seed=1, workers=workers)
        i = 0
        while not stop.is_set():
            state, seat = spots[i % len(spots)]
            result = bot.search(PlayerView(state, seat, random.Random(i)))
            if not result.cancelled and result.searched:
                reached.append(result.iterations)
            i += 1

    thinker = threading.Thread(target=think, daemon=True)
    thinker.start()
    late: list[float] = []
    start = tick = time.perf_counter()
    while time.perf_counter() - start < seconds:
        tick += 1 / 60
        scene.update(1 / 60)
        scene.draw(surface)
        pygame.display.flip()
        done = time.perf_counter()
        late.append((done - (tick - 1 / 60)) * 1000)
        if tick > done:
            time.sleep(tick - done)
        else:
            tick = done
    stop.set()
    thinker.join()
    parallel.set_offload(False)
    parallel.shutdown()
    late.sort()
    n = len(late)
    where = "in worker processes" if offload else "in the window's process and" if workers > 1 else \
        "in the window's process"
    return (f"{game_id}, {workers} worker(s) {where}: {n / seconds:.1f} frames/s, frame p50 {late[n // 2]:.1f} ms, "
            f"p95 {late[int(n * 0.95)]:.1f} ms, longest {late[-1]:.1f} ms, "
            f"{sum(x > 33.4 for x in late)} later than two ticks; the bot searched "
            f"{statistics.median(reached) if reached else 0:,.0f} iterations a decision (median of {len(reached)})")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ui_thinking", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="kolovrat", help="the game whose table and search (default kolovrat)")
    parser.add_argument("--seconds", type=float, default=6.0, help="seconds per run (default 6)")
    args = parser.parse_args(argv)
    for _ in range(2):
        for workers, offload in ((1, False), (1, True), (2, True)):
            print(frames_while_thinking(args.game, workers, args.seconds, offload), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
