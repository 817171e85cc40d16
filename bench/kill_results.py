"""Kill terminal matches at random moments; check that every finished match is counted exactly once.

    python bench/kill_results.py [--kills 200] [--seed 1] [--keep DIR] [--json] [--out FILE]

The figures of a 200-kill run are in bench/kill_results.md.

Short matches (Černý Petr, one deal, random AI, the human answering "1" to every prompt) are played by
`main.py play --text` in subprocesses, in a fresh data folder. Each run starts a new match, or resumes
the unfinished one, and is SIGKILLed in one of three ways, chosen at random:

- anytime: after a random delay over a whole run (start-up with its settling of pending results,
  mid-game autosaves, the end);
- ending: the moment the match's result appears in the journal (results/), plus 0-4 ms: inside the
  writes of the end (the journal entry, the finished save, the statistics, the entry's removal);
- after: right after "Match over" is printed, plus 0-5 ms.

One run in ten instead opens a finished match again (`--resume <id>`), which must count nothing.

A run the kill misses ends by itself. At the end every unfinished match is resumed to its end, and the
statistics must count each finished save exactly once: played == finished matches, no id lost or doubled,
no journal entry, temporary file or lock file left. Where the kills landed is counted too (how many left
a result pending, a temporary file, a lock file). tests/test_saving.py runs 20 kills of it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import TypedDict

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sessions.saves import SaveStore  # noqa: E402  (after the path line, as a script)

GAME = "cerny-petr"
MODES = ("anytime", "anytime", "ending", "after")  # anytime twice: the whole run is the larger target


def command(resume: bool | str, seed: int) -> list[str]:
    """A new match at `seed`; the unfinished match (resume=True); or the save named by resume."""
    base = [sys.executable, str(ROOT / "main.py"), "play", GAME, "--text", "--lang", "en"]
    if isinstance(resume, str):
        return [*base, "--resume", resume]
    if resume:
        return [*base, "--resume"]
    return [*base, "--seed", str(seed), "--ai", "random", "--option", "deals=1"]


class Run:
    """One subprocess: its output read on a thread, so the bench can wait for a line."""

    def __init__(self, cmd: list[str], env: dict[str, str], answers: Path) -> None:
        self.started = time.monotonic()
        self.cmd = cmd
        with answers.open("rb") as stdin:
            self.proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdin=stdin, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE)
        self.match_over = threading.Event()
        self.stderr = b""
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None and self.proc.stderr is not None
        for line in self.proc.stdout:
            if line.startswith(b"=== Match over"):
                self.match_over.set()
        self.stderr = self.proc.stderr.read()

    def alive(self) -> bool:
        return self.proc.poll() is None

    def kill(self) -> bool:
        """SIGKILL; False when the process had ended already."""
        if not self.alive():
            return False
        self.proc.send_signal(signal.SIGKILL)
        return True

    def finish(self, timeout: float = 300.0) -> int:
        code = self.proc.wait(timeout=timeout)
        self._reader.join(timeout=10)
        return code


def kill_run(run: Run, mode: str, rng: random.Random, results: Path, typical: float) -> bool:
    """Kill `run` as `mode` says; True when it was killed (not ended by itself)."""
    if mode == "anytime":  # a third of the way into start-up at the earliest, a little past the end at most
        deadline = time.monotonic() + rng.uniform(0.1, 1.2) * typical
        while run.alive() and time.monotonic() < deadline:
            time.sleep(0.002)
    elif mode == "ending":
        while run.alive():
            if results.is_dir() and any(p.suffix == ".json" for p in results.iterdir()):
                time.sleep(rng.uniform(0.0, 0.004))
                break
            time.sleep(0.0005)
    else:
        while run.alive() and not run.match_over.wait(0.01):
            pass
        time.sleep(rng.choice((0.0, rng.uniform(0.0, 0.005))))
    killed = run.kill()
    run.finish()
    return killed


def leftovers(root: Path) -> dict[str, set[str]]:
    """What a kill can leave for the next start to deal with: result entries, temporary files, lock files."""
    results, saves = root / "results", root / "saves"
    return {
        "kills_leaving_a_result_pending": {p.name for p in results.glob("*.json")} if results.is_dir() else set(),
        "kills_leaving_a_temporary_file": {str(p) for f in (root, saves, results) if f.is_dir()
                                           for p in f.glob(".*.tmp")},
        # a lock file by its inode too: a resumed session makes a new one at the same path
        "kills_leaving_a_lock_file": {f"{p}:{_inode(p)}" for f in (root, saves) if f.is_dir()
                                      for p in f.glob(".*.lock")},
    }


def _inode(path: Path) -> int:
    try:
        return path.stat().st_ino
    except OSError:
        return 0


class Check(TypedDict):
    """What the data folder says at the end (`check`)."""

    finished_matches: int
    unfinished_saves: int
    played: int
    lost: int
    doubled: int
    finished_not_counted: int | None  # None: statistics from before the journal
    pending_entries: int
    leftover_files: int
    bad_files: int


class Figures(Check):
    """What `run` reports: its runs and kills, where the kills landed, and the data folder at the end."""

    kills: int
    runs: int
    ended_by_themselves: int
    new_matches: int
    resumes: int
    finished_reopened: int
    by_mode: dict[str, int]
    errors: int
    kills_leaving_a_result_pending: int
    kills_leaving_a_temporary_file: int
    kills_leaving_a_lock_file: int
    error_messages: list[str]  # of the runs that failed (errors)
    seconds: float


def check(root: Path) -> Check:
    """What the data folder says: finished matches against what the statistics counted."""
    store = SaveStore(root)
    saves = store.list()
    finished = {i.id for i in saves if i.finished}
    stats_path = root / "stats.json"
    stats = json.loads(stats_path.read_text(encoding="utf-8")) if stats_path.exists() else {}
    record = stats.get("games", {}).get(GAME, {}).get("random", {})
    played = int(record.get("played", 0))
    counted = set(stats.get("recorded", [])) if "recorded" in stats else None  # ids: since the journal
    leftovers = [p.name for folder in (root, root / "saves", root / "results") if folder.is_dir()
                 for p in folder.iterdir() if p.name.endswith((".tmp", ".lock"))]
    pending = list((root / "results").glob("*.json")) if (root / "results").is_dir() else []
    return {
        "finished_matches": len(finished), "unfinished_saves": sum(1 for i in saves if not i.finished),
        "played": played, "lost": max(0, len(finished) - played), "doubled": max(0, played - len(finished)),
        "finished_not_counted": None if counted is None else len(finished - counted),
        "pending_entries": len(pending), "leftover_files": len(leftovers), "bad_files": len(store.problems),
    }


def run(kills: int, seed: int, root: Path, log: bool = False) -> Figures:
    """Kill `kills` runs in `root` (a fresh data folder), finish every match, and return the figures."""
    rng = random.Random(seed)
    env = {**os.environ, "KARTY_DATA_DIR": str(root), "PYTHONHASHSEED": "0"}
    answers = root.parent / f"{root.name}-answers.txt"
    answers.write_text("1\n" * 400, encoding="ascii")  # more than any one deal asks; EOF would quit
    store = SaveStore(root)
    results = root / "results"
    # the counts, and where the kills landed (a count per kind of leftover)
    figures: dict[str, int] = {"kills": 0, "runs": 0, "ended_by_themselves": 0, "new_matches": 0, "resumes": 0,
                               "finished_reopened": 0, "errors": 0}
    by_mode = {m: 0 for m in dict.fromkeys(MODES)}
    error_messages: list[str] = []
    durations: list[float] = []
    started = time.monotonic()
    next_seed = seed * 10_000
    while figures["kills"] < kills:
        finished = [i.id for i in store.list(GAME) if i.finished]
        resume: bool | str = bool(store.resumable(GAME))
        store.problems.clear()
        if finished and rng.random() < 0.1:
            resume = rng.choice(finished)  # a finished match opened again: shown, never counted again
        elif not resume:
            next_seed += 1
        mode = rng.choice(MODES)
        before = leftovers(root)
        one = Run(command(resume, next_seed), env, answers)
        typical = sorted(durations)[len(durations) // 2] if durations else 2.0
        killed = kill_run(one, mode, rng, results, typical)
        figures["runs"] += 1
        figures["finished_reopened" if isinstance(resume, str) else "resumes" if resume else "new_matches"] += 1
        if killed:
            figures["kills"] += 1
            by_mode[mode] += 1
            # where the kills landed: each kill that left something new (a moment the next start must survive)
            for key, names in leftovers(root).items():
                figures[key] = figures.get(key, 0) + int(bool(names - before[key]))
        else:
            figures["ended_by_themselves"] += 1
            if resume is False:  # a whole match: the scale of the random kill times
                durations.append(time.monotonic() - one.started)
            if one.proc.returncode != 0:
                figures["errors"] += 1
                error_messages.append(
                    f"{' '.join(one.cmd[3:])}: {one.stderr.decode(errors='replace').strip()[-300:]}")
        if log and figures["runs"] % 20 == 0:
            print(f"  {figures['runs']} runs, {figures['kills']} kills", file=sys.stderr)
    while store.resumable(GAME):  # every match to its end, unkilled
        one = Run(command(True, 0), env, answers)
        if one.finish() != 0:
            figures["errors"] += 1
            error_messages.append(one.stderr.decode(errors="replace").strip()[-300:])
            break
        figures["runs"] += 1
    # the last kill may have left a finished match's result pending: a start settles it
    one = Run(command(True, 0), env, answers)
    one.finish()
    report: Figures = {
        "kills": figures["kills"], "runs": figures["runs"], "ended_by_themselves": figures["ended_by_themselves"],
        "new_matches": figures["new_matches"], "resumes": figures["resumes"],
        "finished_reopened": figures["finished_reopened"], "by_mode": by_mode, "errors": figures["errors"],
        "kills_leaving_a_result_pending": figures.get("kills_leaving_a_result_pending", 0),
        "kills_leaving_a_temporary_file": figures.get("kills_leaving_a_temporary_file", 0),
        "kills_leaving_a_lock_file": figures.get("kills_leaving_a_lock_file", 0), "error_messages": error_messages,
        **check(root), "seconds": round(time.monotonic() - started, 1)}
    answers.unlink()
    return report


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=Path, default=None, help="data folder to use (kept afterwards)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--out", type=Path, default=None, help="also write the figures as JSON here")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="karty-kills-") as tmp:
        root = args.keep or Path(tmp) / "data"
        root.mkdir(parents=True, exist_ok=True)
        figures = run(args.kills, args.seed, root, log=not args.json)
    if args.out:
        args.out.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    if args.json:
        print(json.dumps(figures, indent=1))
    else:
        for key, value in figures.items():
            print(f"{key:>22}: {value}")
    ok = figures["lost"] == 0 and figures["doubled"] == 0 and figures["played"] == figures["finished_matches"]
    return 0 if ok and figures["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
