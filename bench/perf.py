"""The performance suite: `python -m bench` or `python -m bench perf [--quick] [--runs N] [--baseline REF]`.

Each run measures every figure afresh in child processes (bench/perf_probe.py): per game, random-play
deals and actions per CPU second, ISMCTS iterations per CPU second and the decision time of each level;
the cribbage show scorer; cribbage and bridž random play in the units of OpenSpiel and RLCard, and those
engines themselves where installed (optional: `pip install -r requirements-bench.txt`); table frame time,
start-up time and peak memory. The figures of all runs are summarised as median and range, printed as
tables and written as JSON.

With `--baseline REF`, the same measurements run in the same runs against the code of REF (a git
revision, unpacked to a temporary directory, or `--baseline-dir` for a checkout), alternating with
ours so that the load falls on both alike; each figure then gets the factor by which ours is better
(above 1: better), and the speed targets (`targets`) are checked.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import NotRequired, TypedDict

from bench.perf_probe import unit

ROOT = Path(__file__).resolve().parent.parent
PROBE = Path(__file__).resolve().parent / "perf_probe.py"
ENGINE_SECTIONS = "engine,search,levels,scorer,matches"
UI_SECTIONS = "ui,startup"
#: a figure counts as worse than the baseline only beyond this share and with the runs' ranges apart
TOLERANCE = 0.05


@dataclass
class Counts:
    """How much each run measures (the probe's options)."""

    seconds: float = 1.0
    points: int = 5
    iterations: int = 200
    level_points: tuple[int, int, int] = (4, 4, 1)
    scorer_hands: int = 100_000
    bridge_deals: int = 200
    frames: int = 120

    def argv(self) -> list[str]:
        return ["--seconds", str(self.seconds), "--points", str(self.points), "--iterations", str(self.iterations),
                "--level-points", *map(str, self.level_points), "--scorer-hands", str(self.scorer_hands),
                "--bridge-deals", str(self.bridge_deals), "--frames", str(self.frames)]


QUICK = Counts(seconds=0.2, points=2, iterations=100, level_points=(2, 2, 1), scorer_hands=10_000, bridge_deals=20,
               frames=20)


@dataclass
class Plan:
    runs: int = 3
    counts: Counts = field(default_factory=Counts)
    games: tuple[str, ...] = ()
    ui: bool = True
    references: bool = True
    baseline: str | None = None  # a git revision
    baseline_dir: Path | None = None  # or a checkout of it
    verbose: bool = False  # progress lines on stderr


# -- measuring ---------------------------------------------------------------------------------------------
def probe(root: Path, sections: str, counts: Counts, games: tuple[str, ...],
          progress: bool = False) -> dict[str, float]:
    """One pass of the probe over `root` in a fresh process; its figures. Its messages go to our stderr."""
    with tempfile.TemporaryDirectory(prefix="karty-perf-") as tmp:
        out = Path(tmp) / "figures.json"
        argv = [sys.executable, str(PROBE), "--root", str(root), "--sections", sections, "--json-out", str(out),
                *counts.argv(), *(a for g in games for a in ("--game", g)), *(["--progress"] if progress else [])]
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        done = subprocess.run(argv, cwd=tmp, env=env, stdout=subprocess.DEVNULL)
        if done.returncode != 0:
            raise RuntimeError(f"probe of {root} ({sections}) failed with exit code {done.returncode} (see above)")
        result = json.loads(out.read_text(encoding="utf-8"))
    if Path(result["games_package"]).parent != root.resolve():
        raise RuntimeError(f"probe of {root} measured {result['games_package']} instead")
    figures: dict[str, float] = result["figures"]  # the probe's JSON (bench/perf_probe.py)
    return figures


def unpack(ref: str, into: Path) -> Path:
    """The tree of git revision `ref` in a fresh directory (git archive: the repository itself is not touched)."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", ref], capture_output=True)
    if archive.returncode != 0:
        raise RuntimeError(f"cannot read revision {ref!r}: {archive.stderr.decode(errors='replace').strip()}")
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into


class Measured(TypedDict):
    """Every run's values, per tree ("ours", "baseline") and figure, and what the runs took."""

    values: dict[str, dict[str, list[float]]]
    seconds: float
    load_average: dict[str, float]  # start, end, min, max


def measure(plan: Plan) -> Measured:
    """All runs; per tree and figure the list of values, one per run."""
    started = time.perf_counter()
    loads = [os.getloadavg()[0]]
    tmp = Path(tempfile.mkdtemp(prefix="karty-baseline-")) if plan.baseline and plan.baseline_dir is None else None
    try:
        trees: dict[str, Path] = {"ours": ROOT}
        if plan.baseline_dir is not None:
            trees["baseline"] = plan.baseline_dir.resolve()
        elif tmp is not None:
            trees["baseline"] = unpack(str(plan.baseline), tmp)
        values: dict[str, dict[str, list[float]]] = {name: {} for name in trees}
        for run in range(plan.runs):
            order = list(trees) if run % 2 == 0 else list(reversed(trees))  # neither tree always goes first
            for name in order:
                jobs = [ENGINE_SECTIONS + (",references" if name == "ours" and plan.references else "")]
                if plan.ui:
                    jobs.append(UI_SECTIONS)
                for sections in jobs:
                    if plan.verbose:
                        print(f"run {run + 1}/{plan.runs}: {name} ({sections})", file=sys.stderr, flush=True)
                    for key, value in probe(trees[name], sections, plan.counts, plan.games, plan.verbose).items():
                        values[name].setdefault(key, []).append(value)
                    loads.append(os.getloadavg()[0])
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
    return {"values": values, "seconds": time.perf_counter() - started,
            "load_average": {"start": loads[0], "end": loads[-1], "min": min(loads), "max": max(loads)}}


# -- summarising -------------------------------------------------------------------------------------------
class Summary(TypedDict):
    """One figure over the runs."""

    median: float
    min: float
    max: float
    runs: list[float]


def summary(values: list[float]) -> Summary:
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "runs": values}


class Figure(Summary):
    """One figure of the report: ours over the runs, and against the baseline where one was measured."""

    unit: str
    better: str  # "higher" or "lower"
    baseline: NotRequired[Summary]
    factor: NotRequired[float | None]
    worse_than_baseline: NotRequired[bool]


# "pass" is a keyword, so the functional form
Target = TypedDict("Target", {"target": str, "ratio": float, "need": float, "pass": bool,
                              "worse": NotRequired[list[str]]})


class Machine(TypedDict):
    python: str
    cpus: int | None
    platform: str


class Report(TypedDict):
    """The JSON a run writes and `--report` reads again."""

    date: str
    commit: str | None
    uncommitted_changes: bool
    baseline_commit: str | None
    machine: Machine
    load_average: dict[str, float]  # start and end; min and max in reports that have them
    seconds: float
    runs: int
    baseline: str | None
    counts: dict[str, object]  # Counts' fields
    figures: dict[str, Figure]
    targets: list[Target]
    command: NotRequired[str]


def factor(key: str, ours: float, base: float) -> float | None:
    """How many times better ours is (above 1: better), whichever way the figure points."""
    if ours <= 0 or base <= 0:
        return None
    return ours / base if unit(key)[1] == "higher" else base / ours


def worse(key: str, ours: Summary, base: Summary) -> bool:
    """Worse beyond the noise: by more than TOLERANCE, and every run of ours worse than every run of the baseline
    (with a single run, by more than twice TOLERANCE)."""
    f = factor(key, ours["median"], base["median"])
    single = len(ours["runs"]) < 2 or len(base["runs"]) < 2  # no range to compare: twice the tolerance
    if f is None or f >= 1 - TOLERANCE * (2 if single else 1):
        return False
    return ours["max"] < base["min"] if unit(key)[1] == "higher" else ours["min"] > base["max"]


def summarise(measured: Measured, plan: Plan) -> Report:
    values = measured["values"]
    ours = {k: summary(v) for k, v in values["ours"].items()}
    base = {k: summary(v) for k, v in values.get("baseline", {}).items()}
    figures: dict[str, Figure] = {}
    for key, s in ours.items():
        entry: Figure = {"unit": unit(key)[0], "better": unit(key)[1], "median": s["median"], "min": s["min"],
                         "max": s["max"], "runs": s["runs"]}
        if key in base:
            entry["baseline"] = base[key]
            entry["factor"] = factor(key, s["median"], base[key]["median"])
            entry["worse_than_baseline"] = worse(key, s, base[key])
        figures[key] = entry
    return {"date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
            "commit": revision("HEAD"), "uncommitted_changes": dirty(),
            "baseline_commit": revision(plan.baseline) if plan.baseline else None,
            "machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform()},
            "load_average": measured["load_average"], "seconds": round(measured["seconds"], 1), "runs": plan.runs,
            "baseline": plan.baseline or (str(plan.baseline_dir) if plan.baseline_dir else None),
            "counts": plan.counts.__dict__, "figures": figures, "targets": targets(figures)}


def revision(ref: str) -> str | None:
    done = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", ref], capture_output=True, text=True)
    return done.stdout.strip() or None


def dirty() -> bool:
    """Whether the measured tree differs from its commit in tracked engine or search code."""
    done = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no", "--", "cards",
                           "games", "ai", "ui", "rules_yaml"], capture_output=True, text=True)
    return bool(done.stdout.strip())


def targets(figures: dict[str, Figure]) -> list[Target]:
    """The speed targets, where the figures to check them were measured."""
    out: list[Target] = []

    def median(key: str) -> float | None:
        return figures[key]["median"] if key in figures else None

    def check(name: str, ours: float | None, reference: float | None, need: float) -> None:
        if ours is not None and reference:
            ratio = ours / reference
            out.append({"target": name, "ratio": ratio, "need": need, "pass": ratio >= need})

    check("cribbage deals/s >= 0.1 x OpenSpiel C++ loop", median("cribbage/match/deals_per_s"),
          median("openspiel/cribbage/cpp_deals_per_s"), 0.1)
    check("bridz deals/s >= 10 x RLCard", median("bridz/deal/deals_per_s"), median("rlcard/bridge/deals_per_s"), 10)
    for key, entry in figures.items():
        found = entry.get("factor")
        if key.startswith("ismcts/") and found is not None:
            out.append({"target": f"{key.split('/')[1]} ISMCTS it/s >= 2 x baseline", "ratio": found,
                        "need": 2.0, "pass": found >= 2.0})
    compared = [k for k, e in figures.items() if "baseline" in e]
    if compared:
        bad = [k for k in compared if figures[k].get("worse_than_baseline")]
        out.append({"target": "no figure worse than baseline", "ratio": len(compared) - len(bad),
                    "need": len(compared), "pass": not bad, "worse": bad})
    return out


# -- printing ----------------------------------------------------------------------------------------------
def num(value: float | None) -> str:
    if value is None:
        return "-"
    if abs(value) >= 1000:
        return f"{value:,.0f}"
    return f"{value:.3g}" if abs(value) >= 0.01 else f"{value:.2g}"


def cell(figures: dict[str, Figure], key: str, spread: bool = True) -> str:
    """Median, and with several runs ± half the runs' range as a share of it."""
    entry = figures.get(key)
    if entry is None:
        return "-"
    text = num(entry["median"])
    if spread and len(entry["runs"]) > 1 and entry["median"]:
        text += f" ±{50 * (entry['max'] - entry['min']) / entry['median']:.0f}%"
    return text


def times(figures: dict[str, Figure], key: str) -> str:
    entry = figures.get(key)
    found = None if entry is None else entry.get("factor")
    if entry is None or found is None:
        return "-"
    return f"{found:.2f}x" + (" WORSE" if entry.get("worse_than_baseline") else "")


Block = tuple[str, list[dict[str, str]]]  # a title and table rows (or a line of text with no rows)


def blocks(report: Report) -> list[Block]:
    """The report as titled tables, for the terminal (`render`) or docs/performance.md (`markdown`)."""
    figures = report["figures"]
    games = list(dict.fromkeys(k.split("/")[1] for k in figures if k.startswith(("random/", "ismcts/", "frame/"))))
    based = report["baseline"] is not None
    out: list[Block] = []
    rows = []
    for g in games:
        row = {"game": g, "deals/s": cell(figures, f"random/{g}/deals_per_s"),
               "actions/s": cell(figures, f"random/{g}/actions_per_s")}
        if based:
            row["deals x"] = times(figures, f"random/{g}/deals_per_s")
        row["ISMCTS it/s"] = cell(figures, f"ismcts/{g}/iter_per_s")
        if based:
            row["it/s x"] = times(figures, f"ismcts/{g}/iter_per_s")
        if any(k.startswith("frame/") for k in figures):
            row["frame ms still"] = cell(figures, f"frame/{g}/still_ms")
            row["frame ms redraw"] = cell(figures, f"frame/{g}/redraw_ms")
        rows.append(row)
    out.append(("Per game: random play (first deal of a match) and search, per CPU second; table frame (wall)", rows))
    rows = []
    for g in games:
        if not any(k.startswith(f"decision/{g}/") for k in figures):
            continue
        row = {"game": g}
        for level in ("easy", "normal", "hard"):
            p50, p95 = f"decision/{g}/{level}/p50_ms", f"decision/{g}/{level}/p95_ms"
            row[f"{level} p50/p95"] = f"{cell(figures, p50, False)} / {cell(figures, p95, False)}"
            if based:
                row[f"{level} x"] = times(figures, p50)
        rows.append(row)
    if rows:
        out.append(("Decision time of ismcts:<level> (iteration budget, no time cap), CPU ms", rows))
    rows = [{"figure": label, "value": cell(figures, key), "unit": figures[key]["unit"],
             **({"x baseline": times(figures, key)} if based else {})}
            for key, label in OTHER if key in figures]
    out.append(("Scorer, whole-deal random play, start-up, memory", rows))
    rows = []
    for key, label, ours_key in REFERENCES:
        if key in figures and ours_key in figures:
            ratio = figures[ours_key]["median"] / figures[key]["median"]
            rows.append({"reference": label, "deals/s": cell(figures, key), "ours": cell(figures, ours_key),
                         "ours / reference": f"{ratio:.3g}"})
    out.append(("Reference engines, random play" if rows else "Reference engines: not measured (--no-references, "
                "or not installed: pip install -r requirements-bench.txt)", rows))
    rows = [{"target": t["target"], "ours": f"{t['ratio']:.3g}", "need": f"{t['need']:.3g}",
             "verdict": "pass" if t["pass"] else "FAIL"} for t in report["targets"]]
    if rows:
        out.append(("Targets", rows))
        for t in report["targets"]:
            if t.get("worse"):
                out.append(("Worse than baseline: " + ", ".join(t["worse"]), []))
    return out


def heading(report: Report) -> str:
    load = report["load_average"]
    tree = f"{report['commit']}{' with uncommitted changes' if report['uncommitted_changes'] else ''}"
    based = report["baseline"] is not None
    return (f"Performance suite of {tree}: {report['runs']} run(s), {report['date']}, {report['seconds']:.0f} s; "
            f"load average {load.get('min', load['start']):.1f} to {load.get('max', load['end']):.1f}; "
            f"{report['machine']['cpus']} CPUs, "
            f"Python {report['machine']['python']}. Cells: median ±half the range of the runs."
            + (f" Baseline: {report['baseline']} (x: how many times better ours is)." if based else ""))


def render(report: Report) -> str:
    from bench import table

    parts = [heading(report)]
    parts += [title + ("\n" + table(rows) if rows else "") for title, rows in blocks(report)]
    return "\n\n".join(parts)


def markdown(report: Report) -> str:
    """The same tables in Markdown, for docs/performance.md."""
    parts = [heading(report).replace("<", "&lt;")]
    for title, rows in blocks(report):
        part = title.replace("<", "&lt;")
        if rows:
            columns = list(rows[0])
            lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
            lines += ["| " + " | ".join(row[c].replace("|", "\\|") for c in columns) + " |" for row in rows]
            part += ":\n\n" + "\n".join(lines)
        parts.append(part)
    return "\n\n".join(parts) + "\n"


OTHER = (("cribbage/scorer/hands_per_s", "cribbage show scorer"),
         ("cribbage/match/deals_per_s", "cribbage random deals (whole matches)"),
         ("bridz/deal/deals_per_s", "bridz random deals (auction and play)"),
         ("startup/menu/menu_s", "start to menu (fresh process, first frame)"),
         ("startup/help/help_s", "python main.py --help"),
         ("memory/menu_process/peak_mb", "peak memory: app at the menu"),
         ("memory/table_process/peak_mb", "peak memory: every game's table drawn"),
         ("memory/engine_process/peak_mb", "peak memory: engine, search and levels"))
REFERENCES = (("openspiel/cribbage/py_deals_per_s", "OpenSpiel cribbage, Python driver", "cribbage/match/deals_per_s"),
              ("openspiel/cribbage/cpp_deals_per_s", "OpenSpiel cribbage, C++ loop", "cribbage/match/deals_per_s"),
              ("openspiel/bridge/py_deals_per_s", "OpenSpiel bridge, Python driver", "bridz/deal/deals_per_s"),
              ("openspiel/bridge/cpp_deals_per_s", "OpenSpiel bridge, C++ loop", "bridz/deal/deals_per_s"),
              ("rlcard/bridge/deals_per_s", "RLCard bridge", "bridz/deal/deals_per_s"),
              ("bare/bridge/deals_per_s", "bare CPython loop, no engine (the floor)", "bridz/deal/deals_per_s"))


DOC = ROOT / "docs" / "performance.md"
DOC_BLOCK = re.compile(r"<!-- perf:begin -->.*?<!-- perf:end -->", re.S)


def update_doc(report: Report, doc: Path = DOC) -> bool:
    """Replace the figures between the doc's perf markers by this report's; False if the markers are missing."""
    text = doc.read_text(encoding="utf-8") if doc.exists() else ""
    if not DOC_BLOCK.search(text):
        return False
    load = report["load_average"]
    command = re.sub(r"\s--(?:out|doc)\s+\S+", "", report.get("command", "python -m bench"))
    changed = " (with uncommitted changes)" if report["uncommitted_changes"] else ""
    intro = (f"Figures of `{command}` at {report['commit']}{changed}, {report['date']}: {report['runs']} runs in "
             f"{report['seconds'] / 60:.0f} minutes, load average {load.get('min', load['start']):.0f} to "
             f"{load.get('max', load['end']):.0f} on {report['machine']['cpus']} CPUs (the CPU-time rates hold under "
             "load; the wall-time figures, frames and start-up, grow with it).")
    body = markdown(report).split("\n\n", 1)[1].rstrip()
    block = f"<!-- perf:begin -->\n{intro}\n\n{body}\n<!-- perf:end -->"
    doc.write_text(DOC_BLOCK.sub(lambda _: block, text), encoding="utf-8")
    return True


# -- command line ------------------------------------------------------------------------------------------
def add_arguments(parser: argparse.ArgumentParser) -> None:
    d = Counts()
    parser.add_argument("--quick", action="store_true", help="one run with tiny counts: a smoke run")
    parser.add_argument("--runs", type=int, default=None, help="runs (default 3; --quick: 1)")
    parser.add_argument("--baseline", metavar="REF", help="also measure git revision REF (e.g. perf-baseline)")
    parser.add_argument("--baseline-dir", type=Path, help="also measure this checkout (instead of --baseline)")
    parser.add_argument("--game", action="append", default=[], help="only this game id (repeatable)")
    parser.add_argument("--no-ui", action="store_true", help="skip frame time, start-up and the app's memory")
    parser.add_argument("--no-references", action="store_true", help="skip OpenSpiel and RLCard")
    parser.add_argument("--seconds", type=float, help=f"CPU seconds per random-play rate (default {d.seconds})")
    parser.add_argument("--points", type=int, help=f"decision points per game for ISMCTS it/s (default {d.points})")
    parser.add_argument("--level-points", type=int, nargs=3, metavar=("EASY", "NORMAL", "HARD"),
                        help=f"decisions timed per level and game (default {' '.join(map(str, d.level_points))})")
    parser.add_argument("--frames", type=int, help=f"frames per table and mode (default {d.frames})")
    parser.add_argument("--silent", action="store_true", help="no progress lines on stderr")
    parser.add_argument("--report", type=Path, metavar="JSON", help="print a written report again; measure nothing")
    parser.add_argument("--markdown", action="store_true",
                        help="print the tables in Markdown (as in docs/performance.md)")
    parser.add_argument("--update-docs", "--update-readme", dest="update_docs", action="store_true",
                        help="also put the tables between the perf markers of docs/performance.md (or --doc)")
    parser.add_argument("--doc", type=Path, default=DOC, help="the Markdown file --update-docs writes")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "perf.json", help="JSON written here")


def plan_of(args: argparse.Namespace) -> Plan:
    counts = Counts(**QUICK.__dict__) if args.quick else Counts()
    for name in ("seconds", "points", "frames"):
        if getattr(args, name) is not None:
            setattr(counts, name, getattr(args, name))
    if args.level_points is not None:
        counts.level_points = tuple(args.level_points)
    return Plan(runs=args.runs or (1 if args.quick else 3), counts=counts, games=tuple(args.game), ui=not args.no_ui,
                references=not args.no_references, baseline=args.baseline, baseline_dir=args.baseline_dir,
                verbose=not args.silent)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench perf", description=__doc__.split("\n\n")[0])
    add_arguments(parser)
    args = parser.parse_args(argv)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # a killed run still removes its baseline tree
    if args.runs is not None and args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.report is not None:
        try:
            report = json.loads(args.report.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            print(f"error: cannot read the report {args.report}: {exc}", file=sys.stderr)
            return 1
        print(markdown(report) if args.markdown else render(report))
        return doc_step(report, args.doc) if args.update_docs else 0
    plan = plan_of(args)
    try:
        report = summarise(measure(plan), plan)
    except RuntimeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    report["command"] = "python -m bench " + " ".join(["perf", *argv])
    print(markdown(report) if args.markdown else render(report))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(f"\nJSON: {args.out}")
    return doc_step(report, args.doc) if args.update_docs else 0


def doc_step(report: Report, doc: Path) -> int:
    if update_doc(report, doc):
        print(f"{doc}: performance figures updated")
        return 0
    print(f"error: {doc} has no <!-- perf:begin --> ... <!-- perf:end --> block", file=sys.stderr)
    return 1
