"""`python -m bench decisions`: how long a bot thinks, per game and level, serial against parallel.

    python -m bench decisions [--game ID ...] [--points N] [--workers N] [--update-docs] [--out FILE]

For every game the search plays, at decision points of random first deals (bench/points.py), in one run:
- `ismcts:normal` and `ismcts:hard` as the table seats them (their iteration budget *and* time cap), with one
  worker (in-process) and with `--workers` (default 2: root-parallel, ai/parallel.py): wall time per decision
  p50/p95 and CPU time (the caller's and the workers', summed), and the iterations the decision reached;
- search iterations per wall second of a fixed budget (hard's settings and budget, `--iterations`, no time cap)
  with one worker and with `--workers`, and their ratio, over the first four points (target: at least 1.7 with
  2 workers on 2 cores).

Wall time is what a player waits and grows with the machine's load; CPU time much less, so both are given, with
the load average at the start and end of the run (on a crowded machine there is no free core for a second
worker, and the serial and parallel figures come out alike). The pool is started and warmed per game before timing (a
warm pool is what the table has after its first decision); its start-up is reported once. `--update-docs`
writes the tables between the `decisions` markers of docs/performance.md, with the command and the load.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ai.ismcts import ISMCTS
    from ai.view import PlayerView

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "performance.md"
BEGIN, END = "<!-- decisions:begin -->", "<!-- decisions:end -->"
LEVELS = ("normal", "hard")
#: decision points the iteration rate is taken over (each searched with hard's whole budget, 1 and 2 workers)
RATE_POINTS = 4
#: the wall-time targets per decision, p95, seconds: a person at the table never waits long
TARGETS = {"normal": 0.5, "hard": 1.5}
#: the report as JSON, also read back from a file (--report): a game's row keeps its figures under keys made
#: of a level and a worker count ("hard/2"), which no TypedDict can name
Report = dict[str, Any]  # Any: JSON whose keys are data (above)


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))]


def load_average() -> float:
    try:
        return os.getloadavg()[0]
    except OSError:
        return float("nan")


def timed(bot: ISMCTS, view: PlayerView) -> tuple[float, float, int, float]:
    """(wall s, CPU s of the caller and its workers, iterations, CPU s of the busiest process) of one decision.
    The last is what the decision would take on idle cores, one process to a core: the caller's CPU or a
    worker's (their sum shared evenly), whichever is more."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = bot.search(view)
    own = time.process_time() - cpu
    busiest = max(own, result.worker_cpu / max(1, result.shares - 1))
    return time.perf_counter() - wall, own + result.worker_cpu, result.iterations, busiest


def measure_game(game_id: str, points: int, workers: int, iterations: int) -> Report:
    from ai import parallel
    from ai.ismcts import ISMCTS
    from ai.view import PlayerView
    from bench.points import decision_points
    from games.registry import get_game

    spots = decision_points(get_game(game_id), points)
    out: Report = {"game": game_id, "points": len(spots)}
    if not spots:
        return out
    parallel.set_workers(workers)
    parallel.warm(game_id)
    parallel.load_game(game_id)  # this process too: the first decision would time the imports of the game's AI
    for level in LEVELS:
        for w in (1, workers):
            walls, cpus, its = [], [], []
            for i, (state, seat) in enumerate(spots):
                bot = ISMCTS.at_level(level, seed=i, workers=w, search_pure_chance=True)
                wall, cpu, done, _ = timed(bot, PlayerView(state, seat, random.Random(i)))
                walls.append(wall)
                cpus.append(cpu)
                its.append(done)
            out[f"{level}/{w}"] = {"wall_p50": percentile(walls, 50), "wall_p95": percentile(walls, 95),
                                   "cpu_p50": percentile(cpus, 50), "cpu_p95": percentile(cpus, 95),
                                   "iterations": statistics.median(its), "iterations_min": min(its),
                                   "at_budget": sum(1 for n in its if n >= bot_budget(level)) / len(its)}
    # every point, 1 and `workers` alternating point by point, so that a change in the machine's load falls on both
    spent = dict.fromkeys((1, workers), 0.0)
    busy = dict.fromkeys((1, workers), 0.0)
    done_total = dict.fromkeys((1, workers), 0)
    for i, (state, seat) in enumerate(spots[:RATE_POINTS]):
        for w in (1, workers):
            bot = ISMCTS.at_level("hard", seed=i, workers=w, seconds=None, iterations=iterations,
                                  search_pure_chance=True)
            wall, _, done, busiest = timed(bot, PlayerView(state, seat, random.Random(i)))
            spent[w] += wall
            busy[w] += busiest
            done_total[w] += done
    rates = {w: done_total[w] / max(spent[w], 1e-9) for w in (1, workers)}
    idle = {w: done_total[w] / max(busy[w], 1e-9) for w in (1, workers)}
    out["it_per_s"] = {str(w): r for w, r in rates.items()}
    out["speedup"] = rates[workers] / max(rates[1], 1e-9)
    # the speed-up on idle cores: iterations per CPU second of the busiest process (the wall time a decision
    # would take with a core to each process), which a crowded machine's wall clock cannot show
    out["it_per_busiest_cpu_s"] = {str(w): r for w, r in idle.items()}
    out["speedup_idle"] = idle[workers] / max(idle[1], 1e-9)
    return out


def own_players(game_id: str) -> dict[str, str]:
    """The levels (normal, hard) the menu seats with a game's own player rather than the plain search."""
    from ai.registry import level_player

    named = {level: level_player(game_id, level) for level in LEVELS}
    return {level: name for level, name in named.items() if not name.startswith("ismcts:")}


def measure_own(game_id: str, points: int, workers: int) -> Report:
    """Wall time per decision of the game's own level players, as the table seats them (their own caps, the
    table's 5 s deadline), with 1 worker and with `workers`: what a player waits in Bridž, Boston, ..."""
    from ai import make_player, parallel
    from ai.view import PlayerView
    from bench.points import decision_points
    from games.registry import get_game

    names = own_players(game_id)
    if not names:
        return {}
    spots = decision_points(get_game(game_id), points)
    out: Report = {}
    for level, name in names.items():
        for w in (1, workers):
            parallel.set_workers(w)  # a count of one stops the pool: start it again, warm, as the table has it
            if w > 1:
                parallel.warm(game_id)
            walls = []
            for i, (state, seat) in enumerate(spots):
                player = make_player(name, game_id, seed=i)
                view = PlayerView(state, seat, random.Random(i))
                began = time.perf_counter()
                until = getattr(player, "choose_until", None)
                if until is not None:
                    until(view, began + 5.0, None)
                else:
                    player.choose(view)
                walls.append(time.perf_counter() - began)
            out[f"{level}/{w}"] = {"player": name, "wall_p50": percentile(walls, 50),
                                   "wall_p95": percentile(walls, 95)}
    parallel.set_workers(workers)
    return out


def bot_budget(level: str) -> int:
    """The level's iteration budget: a decision that reached it searched as the level does with no time cap."""
    from ai.levels import LEVELS as LEVEL_SETTINGS

    return LEVEL_SETTINGS[level].iterations


def searched_games(only: Sequence[str]) -> list[str]:
    from games.registry import game_ids, get_game

    ids = [g for g in game_ids() if not only or g in only]
    return [g for g in ids if not get_game(g).pure_chance]


def run(args: argparse.Namespace) -> Report:
    from ai import parallel

    report: Report = {"command": "python -m bench decisions " + " ".join(args.argv), "workers": args.workers,
                              "iterations": args.iterations,
                              "cpus": os.cpu_count(), "load_start": load_average(), "games": []}
    parallel.set_workers(args.workers)
    parallel.shutdown()
    started = time.perf_counter()
    parallel.warm()
    report["pool_start_s"] = time.perf_counter() - started
    began = time.perf_counter()
    for game_id in searched_games(args.game):
        row = measure_game(game_id, args.points, args.workers, args.iterations)
        own = measure_own(game_id, args.points, args.workers)
        if own:
            row["own"] = own
        report["games"].append(row)
        if not args.quiet:
            print(json.dumps(row), file=sys.stderr, flush=True)
    parallel.shutdown()
    report["minutes"] = (time.perf_counter() - began) / 60
    report["load_end"] = load_average()
    report["commit"] = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                                      text=True, check=False).stdout.strip()
    report["when"] = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    return report


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:,.0f}"


def markdown(report: Report) -> str:
    w = report["workers"]
    lines = [f"Figures of `{report['command']}` at {report['commit']}, {report['when']}: {report['minutes']:.1f} "
             f"minutes, load average {report['load_start']:.1f} at the start and {report['load_end']:.1f} at the end "
             f"on {report['cpus']} CPUs (wall times grow with the load; CPU times less, though a crowded machine slows "
             f"them too; above a load of about 2 no core is left for a second worker). Decision points per game: "
             f"{min((g['points'] for g in report['games']), default=0)}; the pool of {w - 1} worker process(es) "
             f"started in {report['pool_start_s']:.2f} s, once.", ""]
    lines += [f"Decision time of `ismcts:<level>` as the table seats it (budget and time cap), milliseconds, with 1 "
              f"worker (in-process) and with {w} (root-parallel); iterations reached (least and median), and the share "
              f"of decisions that reached the level's whole budget (normal 700, hard 4000) before the cap: those "
              f"searched exactly as with no cap at all:", ""]
    head = "| game |"
    rule = "|---|"
    for level in LEVELS:
        for n in (1, w):
            head += f" {level} x{n} wall p50/p95 | CPU p50/p95 | it min/median | at budget |"
            rule += "---|---|---|---|"
    lines += [head, rule]
    worst: dict[str, float] = {}
    for g in report["games"]:
        if "hard/1" not in g:
            continue
        cells = [g["game"]]
        for level in LEVELS:
            for n in (1, w):
                m = g[f"{level}/{n}"]
                cells += [f"{_ms(m['wall_p50'])} / {_ms(m['wall_p95'])}", f"{_ms(m['cpu_p50'])} / {_ms(m['cpu_p95'])}",
                          f"{m.get('iterations_min', m['iterations']):,.0f} / {m['iterations']:,.0f}",
                          f"{m['at_budget']:.0%}" if "at_budget" in m else "-"]
                worst[f"{level}/{n}"] = max(worst.get(f"{level}/{n}", 0.0), m["wall_p95"])
        lines.append("| " + " | ".join(cells) + " |")
    budget = report.get("iterations", 1000)
    lines += ["", f"Search iterations per wall second, hard's settings, a fixed budget of {budget} "
                  f"iterations and no cap, over {RATE_POINTS} decision points, 1 against {w} workers alternating "
                  f"(target: at least 1.7x with 2); and per CPU second "
                  f"of the busiest process (the caller or a worker): the rate on idle cores, one process to a core, "
                  f"which the wall clock of a crowded machine cannot show:", "",
              f"| game | it/s x1 | it/s x{w} | ratio | idle cores: it/s x1 | it/s x{w} | ratio |",
              "|---|---|---|---|---|---|---|"]
    for g in report["games"]:
        if "speedup" in g:
            rates = g["it_per_s"]
            idle = g.get("it_per_busiest_cpu_s")
            extra = (f" {idle['1']:,.0f} | {idle[str(w)]:,.0f} | {g['speedup_idle']:.2f}x |" if idle
                     else " - | - | - |")
            lines.append(f"| {g['game']} | {rates['1']:,.0f} | {rates[str(w)]:,.0f} | {g['speedup']:.2f}x |" + extra)
    owned = [g for g in report["games"] if g.get("own")]
    if owned:
        lines += ["", f"Decision time of the games' own players where the menu seats one (their own caps, the "
                      f"table's deadline), wall milliseconds p50/p95, with 1 worker and with {w}; the other games' "
                      f"levels are the search above:", "",
                  f"| game | level | player | x1 wall p50/p95 | x{w} wall p50/p95 |", "|---|---|---|---|---|"]
        for g in owned:
            for level in LEVELS:
                one, more = g["own"].get(f"{level}/1"), g["own"].get(f"{level}/{w}")
                if one is None or more is None:
                    continue
                lines.append(f"| {g['game']} | {level} | `{one['player']}` | {_ms(one['wall_p50'])} / "
                             f"{_ms(one['wall_p95'])} | {_ms(more['wall_p50'])} / {_ms(more['wall_p95'])} |")
                for n, m in ((1, one), (w, more)):
                    worst[f"{level}/{n}"] = max(worst.get(f"{level}/{n}", 0.0), m["wall_p95"])
    lines += ["", "Targets, the slowest game's p95 wall time (the search's and the games' own players):",
              "", "| target | x1 | x" + str(w) + " |",
              "|---|---|---|"]
    for level in LEVELS:
        limit = TARGETS[level]
        cells = []
        for n in (1, w):
            value = worst.get(f"{level}/{n}", 0.0)
            cells.append(f"{_ms(value)} ms {'pass' if value <= limit else 'FAIL'}")
        lines.append(f"| {level} p95 wall <= {limit:g} s | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def update_docs(text: str, doc: Path = DOC) -> None:
    page = doc.read_text(encoding="utf-8")
    if BEGIN not in page or END not in page:
        raise SystemExit(f"error: {doc} has no {BEGIN} ... {END} markers")
    head, rest = page.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    doc.write_text(f"{head}{BEGIN}\n{text}\n{END}{tail}", encoding="utf-8")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench decisions", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", default=[], help="only this game id (repeatable)")
    parser.add_argument("--points", type=int, default=6, help="decision points per game (default 6)")
    parser.add_argument("--workers", type=int, default=2, help="the parallel worker count to compare (default 2)")
    parser.add_argument("--iterations", type=int, default=4000,
                        help="the fixed budget of the iterations-per-second figure (default 4000, hard's)")
    parser.add_argument("--update-docs", action="store_true", help="write the tables into docs/performance.md")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "decisions.json",
                        help="where the report is written as JSON")
    parser.add_argument("--report", type=Path, help="print (and with --update-docs, write) a report already made")
    parser.add_argument("--quiet", action="store_true", help="no per-game progress on stderr")
    args = parser.parse_args(argv)
    args.argv = argv
    if args.workers < 2 or args.points < 1 or args.iterations < 1:
        parser.error("--workers needs at least 2, --points and --iterations at least 1")
    if args.report is not None:
        report = json.loads(args.report.read_text(encoding="utf-8"))
    else:
        report = run(args)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=1), encoding="utf-8")
    text = markdown(report)
    print(text)
    if args.update_docs:
        update_docs(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
