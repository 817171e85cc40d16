"""One measuring pass of the performance suite over one source tree, printed as JSON (used by bench/perf.py).

    python bench/perf_probe.py --root /tmp/karty-baseline --sections engine,search --json-out out.json

The measuring code is this tree's (the `bench` package beside this file); the engine, search and
UI code it measures come from `--root`, so the same measurements run against the current tree and
against a git worktree of an earlier commit. Every figure is a flat key (`random/cribbage/deals_per_s`)
with a number; `UNITS` says its unit and whether higher is better.

Rates of the engine and the search are per CPU second (`time.process_time`): the machine is shared,
and CPU time of a single-threaded loop does not count the neighbours' work. Start-up and frame
times are wall time, as a user sees them.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the probe imports the measured tree's modules at run time, from that tree
    from games.game import Game
    from games.state import State

HERE = Path(__file__).resolve().parent  # this tree's bench/
LEVELS = ("easy", "normal", "hard")
SECTIONS = ("engine", "search", "levels", "scorer", "matches", "references", "ui", "startup")
clock = time.process_time
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}

#: unit and direction of each figure kind (the key's last part)
UNITS: dict[str, tuple[str, str]] = {
    "deals_per_s": ("deals/CPU s", "higher"),
    "actions_per_s": ("actions/CPU s", "higher"),
    "iter_per_s": ("iterations/CPU s", "higher"),
    "p50_ms": ("CPU ms", "lower"),
    "p95_ms": ("CPU ms", "lower"),
    "hands_per_s": ("hands/CPU s", "higher"),
    "py_deals_per_s": ("deals/CPU s", "higher"),
    "cpp_deals_per_s": ("deals/CPU s", "higher"),
    "still_ms": ("ms", "lower"),
    "redraw_ms": ("ms", "lower"),
    "menu_s": ("s", "lower"),
    "help_s": ("s", "lower"),
    "peak_mb": ("MB", "lower"),
}


#: games whose default rules changed since the baseline in a way that changes the work per deal, with the options
#: that restore the old rules. They get a second row, `<id>@old-rules`, measured with those options where the
#: tree's rule book knows them (the baseline's does not: there they were the only rules), so that row compares
#: the same game. Boston: over- and undertricks became paid by default, so every deal runs to the last trick.
OLD_RULES: dict[str, dict[str, str]] = {"boston": {"overtricks": "unpaid", "undertricks": "unpaid"}}


def unit(key: str) -> tuple[str, str]:
    return UNITS.get(key.rsplit("/", 1)[-1], ("", "higher"))


#: bench modules that drive one game's engine by its module paths (which move as the code is laid out anew):
#: where the measured tree has its own, that one is used, so an earlier layout is measured by code that
#: knows its paths; their measuring functions have not changed
GAME_DRIVERS = ("cribbage_bench", "bridz_bench")
MEASURED: list[Path] = []


def use_tree(root: Path) -> None:
    """Import the engine packages from `root`, and the `bench` package from this tree.

    The bench modules put their own tree first on sys.path when imported; the path is put back
    afterwards, and the packages they use were imported from `root` before, so `games.x` still
    resolves inside root's `games` package."""
    script_dir = str(HERE)
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != script_dir]
    sys.path.insert(0, str(root))
    MEASURED[:] = [root]
    for name in ("cards", "games", "ai"):
        importlib.import_module(name)
    spec = importlib.util.spec_from_file_location("bench", HERE / "__init__.py",
                                                  submodule_search_locations=[str(HERE)])
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench"] = module
    spec.loader.exec_module(module)


def bench_module(name: str) -> ModuleType:
    saved = list(sys.path)
    own = MEASURED[0] / "bench" / f"{name}.py" if MEASURED else None
    try:
        if name in GAME_DRIVERS and own is not None and own.is_file() and own.parent != HERE:
            if f"measured_{name}" in sys.modules:
                return sys.modules[f"measured_{name}"]
            spec = importlib.util.spec_from_file_location(f"measured_{name}", own)
            assert spec and spec.loader
            module = importlib.util.module_from_spec(spec)
            sys.modules[spec.name] = module
            spec.loader.exec_module(module)
            return module
        return importlib.import_module(f"bench.{name}")
    finally:
        sys.path[:] = saved


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a small sample."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))]


# -- engine: random play -----------------------------------------------------------------------------------
def random_play(game: Game, seconds: float, seed: int = 1,
                options: Mapping[str, object] | None = None) -> dict[str, float]:
    """First deals of matches (seeds 1, 2, ...) played with uniformly random legal actions, for `seconds` of CPU
    (at least one deal)."""
    from games import Match
    from games import rng as rngs

    def deal(number: int) -> int:
        match = Match(game, None, dict(options or {}), number)
        done = 0
        while not match.is_over and match.context.deal_index == 0:
            legal = match.legal_actions()
            match.apply(legal[rngs.below(rng, len(legal))])
            done += 1
        return done

    rng = random.Random(seed)
    deal(0)  # warm-up, untimed: one-off costs (lazy imports, a solver's library, caches) are not the engine's rate
    deals = actions = 0
    started = clock()
    while deals == 0 or clock() - started < seconds:
        actions += deal(seed + deals)
        deals += 1
    elapsed = clock() - started
    return {"deals_per_s": deals / elapsed, "actions_per_s": actions / elapsed}


def known_options(game: Game, options: dict[str, str]) -> dict[str, str]:
    """The options this tree's rule book has (an older tree may lack some: there they were fixed rules)."""
    return {name: value for name, value in options.items() if name in game.rulebook.options}


# -- search: fixed-iteration ISMCTS and the levels --------------------------------------------------------
def search_rate(points: list[tuple[State, int]], iterations: int) -> float:
    """Median iterations per CPU second of a fixed-budget search at each decision point."""
    from ai import PlayerView
    from ai.ismcts import ISMCTS

    rates = []
    for i, (state, seat) in enumerate(points):
        bot = ISMCTS(iterations=iterations, seed=i, search_pure_chance=True)
        started = clock()
        result = bot.search(PlayerView(state, seat, random.Random(i)))
        rates.append(result.iterations / max(clock() - started, 1e-9))
    return statistics.median(rates) if rates else 0.0


def decision_times(points: list[tuple[State, int]], level: str) -> list[float]:
    """CPU milliseconds of `ismcts:<level>` (what the menu seats by default) per decision, with the level's
    iteration budget and without its wall-clock cap, so that the figure does not depend on the load."""
    from ai import PlayerView
    from ai.ismcts import ISMCTS

    times = []
    for i, (state, seat) in enumerate(points):
        bot = ISMCTS.at_level(level, seed=i, seconds=None)
        started = clock()
        bot.search(PlayerView(state, seat, random.Random(i)))
        times.append((clock() - started) * 1000)
    return times


# -- cribbage and bridž against the reference engines ------------------------------------------------------
def reference_figures(seconds: float, bridge_deals: int) -> dict[str, float]:
    """OpenSpiel's cribbage and bridge (Python driver and C++ loop) and RLCard's bridge, where installed, and the
    floor of CPython itself: bridge deals played by a bare loop (bench/bare_bridge.py)."""
    crib = bench_module("cribbage_bench")
    bridz = bench_module("bridz_bench")
    out: dict[str, float] = {}
    spiel = crib.bench_openspiel(seconds)
    if spiel is not None:
        out["openspiel/cribbage/py_deals_per_s"] = spiel["py_deals_per_s"]
        out["openspiel/cribbage/cpp_deals_per_s"] = spiel["cpp_deals_per_s"]
    bridge_py = bridz.bench_random_openspiel(bridge_deals)
    if bridge_py is not None:
        out["openspiel/bridge/py_deals_per_s"] = bridge_py
        out["openspiel/bridge/cpp_deals_per_s"] = openspiel_bridge_cpp(seconds)
    rl = bridz.bench_random_rlcard(bridge_deals)
    if rl is not None:
        out["rlcard/bridge/deals_per_s"] = rl
    out["bare/bridge/deals_per_s"] = bench_module("bare_bridge").deals_per_s(seconds)
    return out


def openspiel_bridge_cpp(seconds: float, seed: int = 3) -> float:
    """OpenSpiel's bridge (no double-dummy shortcut: the 52 cards are played) in its C++ loop, uniform random bots."""
    import pyspiel

    game = pyspiel.load_game("bridge", {"use_double_dummy_result": False})
    bots = [pyspiel.make_uniform_random_bot(p, seed + p) for p in range(4)]
    deals = 0
    started = clock()
    while deals == 0 or clock() - started < seconds:
        pyspiel.evaluate_bots(game.new_initial_state(), bots, seed + deals)
        deals += 1
    return deals / (clock() - started)


# -- UI: frames, start-up, memory -------------------------------------------------------------------------
def ui_figures(root: Path, game_ids: list[str], frames: int) -> dict[str, float]:
    """Median table frame (update + draw, headless 1280x800), still and with the picture rebuilt every frame."""
    for name, value in HEADLESS.items():
        os.environ.setdefault(name, value)
    ui_bench = bench_module("ui_bench")
    out: dict[str, float] = {}
    for game_id in game_ids:
        out[f"frame/{game_id}/still_ms"] = statistics.median(ui_bench.frame_times(game_id, frames))
        out[f"frame/{game_id}/redraw_ms"] = statistics.median(ui_bench.frame_times(game_id, frames, redraw=True))
    out["memory/table_process/peak_mb"] = peak_mb()
    return out


#: VmHWM, not ru_maxrss: Linux carries ru_maxrss over from the parent through fork and exec
MENU = ("import ui.app as a; a.run(max_frames=1); "
        "print('peak', [ln.split()[1] for ln in open('/proc/self/status') if ln.startswith('VmHWM')][0])")


def startup_figures(root: Path) -> dict[str, float]:
    """Wall time of a fresh process from launch to the menu's first frame drawn, and of `python main.py --help`."""
    env = {**os.environ, **HEADLESS, "KARTY_CONFIG_DIR": "/tmp/karty-bench-config"}
    env.pop("PYTHONPATH", None)
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", MENU], cwd=root, env=env, capture_output=True, text=True, check=True)
    menu = time.perf_counter() - started
    peak = [line.split()[1] for line in done.stdout.splitlines() if line.startswith("peak ")]
    started = time.perf_counter()
    subprocess.run([sys.executable, "main.py", "--help"], cwd=root, env=env, capture_output=True, check=True)
    help_s = time.perf_counter() - started
    out = {"startup/menu/menu_s": menu, "startup/help/help_s": help_s}
    if peak:
        out["memory/menu_process/peak_mb"] = int(peak[0]) / 1024
    return out


def peak_mb() -> float:
    """Peak resident memory of this process so far (VmHWM: ru_maxrss may be the parent's, inherited at fork)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: kilobytes


# -- the pass ---------------------------------------------------------------------------------------------
def run(args: argparse.Namespace) -> dict[str, object]:
    root = Path(args.root).resolve()
    use_tree(root)
    from games.registry import all_games

    sections = set(args.sections.split(","))
    games = [g for g in all_games() if not args.game or g.id in args.game]
    figures: dict[str, float] = {}

    def log(msg: str) -> None:
        if args.progress:
            print(msg, file=sys.stderr, flush=True)

    if {"search", "levels"} & sections:
        points_of = bench_module("points").decision_points
    for game in games:
        if "engine" in sections:
            for key, value in random_play(game, args.seconds).items():
                figures[f"random/{game.id}/{key}"] = value
        if {"search", "levels"} & sections:
            wanted = max(args.points, *(args.level_points if "levels" in sections else [0]))
            points = points_of(game, wanted)
            if "search" in sections and points:  # none where nobody ever has a choice (souboje)
                figures[f"ismcts/{game.id}/iter_per_s"] = search_rate(points[:args.points], args.iterations)
            if "levels" in sections and not game.pure_chance and points:
                for level, count in zip(LEVELS, args.level_points, strict=True):
                    if count:
                        times = decision_times(points[:count], level)
                        figures[f"decision/{game.id}/{level}/p50_ms"] = percentile(times, 50)
                        figures[f"decision/{game.id}/{level}/p95_ms"] = percentile(times, 95)
        if game.id in OLD_RULES and {"engine", "search"} & sections:
            old = known_options(game, OLD_RULES[game.id])
            if "engine" in sections:
                for key, value in random_play(game, args.seconds, options=old).items():
                    figures[f"random/{game.id}@old-rules/{key}"] = value
            if "search" in sections:
                old_points = points_of(game, args.points, options=old)
                if old_points:
                    figures[f"ismcts/{game.id}@old-rules/iter_per_s"] = search_rate(old_points, args.iterations)
        if {"engine", "search", "levels"} & sections:
            log(f"  {root}: {game.id} measured ({clock():.0f} CPU s so far)")
    if "engine" in sections or "search" in sections:
        figures["memory/engine_process/peak_mb"] = peak_mb()
    if "scorer" in sections:
        figures["cribbage/scorer/hands_per_s"] = bench_module("cribbage_bench").bench_scorer(args.scorer_hands)[
            "show_hands_per_s_keys"]
    if "matches" in sections:  # the units the reference engines count: cribbage deals within whole matches
        crib = bench_module("cribbage_bench").bench_random_matches(args.seconds)
        figures["cribbage/match/deals_per_s"] = crib["deals_per_s"]
        figures["bridz/deal/deals_per_s"] = bench_module("bridz_bench").bench_random_ours(args.bridge_deals)
    if "references" in sections:
        figures.update(reference_figures(args.seconds, args.bridge_deals))
        log(f"  {root}: reference engines measured")
    if "ui" in sections:
        figures.update(ui_figures(root, [g.id for g in games], args.frames))
        log(f"  {root}: tables drawn")
    if "startup" in sections:
        figures.update(startup_figures(root))
    import games as games_package

    return {"root": str(root), "games_package": str(Path(games_package.__file__).parent), "figures": figures}


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--root", default=str(HERE.parent), help="source tree whose engine is measured")
    p.add_argument("--sections", default=",".join(SECTIONS), help=f"comma-separated, of {', '.join(SECTIONS)}")
    p.add_argument("--game", action="append", default=[], help="only this game id (repeatable)")
    p.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per random-play rate")
    p.add_argument("--points", type=int, default=5, help="decision points per game for the search rate")
    p.add_argument("--iterations", type=int, default=200, help="iterations of the fixed search")
    p.add_argument("--level-points", type=int, nargs=3, default=[4, 4, 1], metavar=("EASY", "NORMAL", "HARD"),
                   help="decisions timed per level and game")
    p.add_argument("--scorer-hands", type=int, default=100_000)
    p.add_argument("--bridge-deals", type=int, default=200, help="random bridge deals per engine")
    p.add_argument("--frames", type=int, default=120, help="frames per table and mode")
    p.add_argument("--json-out", help="write the JSON here (default: stdout)")
    p.add_argument("--progress", action="store_true", help="a line per game on stderr")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    result = run(args)
    text = json.dumps(result, indent=1)
    if args.json_out:
        Path(args.json_out).write_text(text + "\n", encoding="utf-8")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
