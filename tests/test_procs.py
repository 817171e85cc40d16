"""Processes tied to their parent, and bounds: `simulate --jobs`'s workers, their search
workers and resource trackers end when the run does, however it ends; a killed or stopped worker costs only its
own match, and the run reports what finished and what was lost; every count has a bound, refused in one line.

The runs start in a session of their own, so every process they start, even one whose parent died (handed to
init), is found by its session id in /proc; each test kills that whole session when it ends, pass or fail."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest

from ai import jobs, procs
from ai.simulate import MatchResult, simulate
from games.errors import InvalidInput
from tests.ctrl_c import as_from_a_terminal

ROOT = Path(__file__).resolve().parent.parent
PLAYERS = "ismcts:100,random,random,random"  # Cvik: a match takes about a quarter of a second
pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")


def session(sid: int) -> dict[int, tuple[int, str, str]]:
    """The live processes of session `sid`: pid -> (parent pid, state, command line); a zombie has ended."""
    found = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path("/proc", entry, "stat").read_text()
            command = Path("/proc", entry, "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:  # ended while we looked
            continue
        fields = stat[stat.rindex(")") + 2:].split()  # after the command's name, which may hold spaces
        state, ppid, sid_of = fields[0], int(fields[1]), int(fields[3])
        if sid_of == sid and state not in "ZX":
            found[int(entry)] = (ppid, state, command)
    return found


def until(condition: Callable[[], bool], seconds: float, step: float = 0.02) -> bool:
    """Whether `condition` became true within `seconds` (polled): a bound on a wait, not a claim on speed."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(step)
    return condition()


@pytest.fixture
def start(tmp_path: Path) -> Iterator[Callable[..., subprocess.Popen[str]]]:
    """Starts `main.py simulate ...` in a new session; at the end kills whatever of that session is left."""
    started: list[subprocess.Popen[str]] = []

    def run(*words: str) -> subprocess.Popen[str]:
        env = {**os.environ, "KARTY_DATA_DIR": str(tmp_path)}
        process = subprocess.Popen(as_from_a_terminal("main.py", "simulate", *words), cwd=ROOT, env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   start_new_session=True)
        started.append(process)
        return process

    yield run
    for process in started:
        for pid in session(process.pid):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.communicate(timeout=30)


def job_workers(sid: int) -> list[int]:
    return [pid for pid, (ppid, state, _) in session(sid).items() if ppid == sid and state != "T"]


def search_workers(sid: int) -> list[int]:
    return [pid for pid, (_, _, command) in session(sid).items() if "spawn_main" in command]


@pytest.mark.parametrize("how", ["SIGTERM", "SIGHUP", "SIGKILL", "early Ctrl+C"])
def test_every_worker_ends_with_the_run_however_it_ends(start: Callable[..., subprocess.Popen[str]],
                                                         how: str) -> None:
    # +w2: each job worker searches on a worker of its own, with its resource tracker
    run = start("cvik", "--players", "ismcts:300+w2,random,random,random", "--games", "16", "--jobs", "2",
                "--no-progress")
    sid = run.pid
    if how == "early Ctrl+C":  # as a terminal sends it, to the whole group, while the search workers start
        assert until(lambda: len(job_workers(sid)) == 2, 30), run.stderr
        os.killpg(sid, signal.SIGINT)
    else:
        assert until(lambda: len(search_workers(sid)) == 2, 30), "the search workers never started"
        os.kill(sid, getattr(signal, how))
    # before: the job workers (SIGTERM, SIGHUP, SIGKILL) or the search workers and trackers (Ctrl+C) lived on
    assert until(lambda: not session(sid), 10), f"left running: {session(sid)}"
    run.communicate(timeout=30)
    if how == "early Ctrl+C":
        assert run.returncode == 130


def test_killed_and_stopped_workers_cost_only_their_matches(start: Callable[..., subprocess.Popen[str]]) -> None:
    games = 12
    run = start("cvik", "--players", PLAYERS, "--games", str(games), "--jobs", "2", "--no-duplicate",
                "--worker-timeout", "1", "--json")
    sid = run.pid
    seed = random.randrange(2**32)  # other moments each run; the seed in a failure's message replays them
    rng = random.Random(seed)
    hits: list[str] = []
    for _ in range(3):  # at random moments of the run, a worker killed or stopped
        if not until(lambda: len(job_workers(sid)) == 2 or run.poll() is not None, 30) or run.poll() is not None:
            break
        time.sleep(rng.uniform(0.0, 0.4))
        busy = job_workers(sid)
        if not busy:
            break
        how = rng.choice([signal.SIGKILL, signal.SIGSTOP])
        with contextlib.suppress(ProcessLookupError):
            os.kill(rng.choice(busy), how)
            hits.append(how.name)
    out, err = run.communicate(timeout=90)  # before: a BrokenProcessPool traceback, or no end at all
    assert hits, "the run ended before a worker was hit"
    assert "Traceback" not in err, (seed, hits, err)
    report = json.loads(out)
    lost = report.get("lost", [])
    assert report["games"] + len(lost) == games  # every match either counted or named as lost
    assert run.returncode == (1 if lost else 0), (seed, hits, err)
    assert all("killed by SIGKILL" in m["why"] or "no sign of life" in m["why"] for m in lost), (seed, hits, lost)
    assert report["games"] > 0  # the finished matches are reported, not thrown away with the lost ones
    assert until(lambda: not session(sid), 10), f"left running: {session(sid)}"  # a stopped worker too


def test_a_lost_match_leaves_its_duplicate_block_out(monkeypatch: pytest.MonkeyPatch) -> None:
    import ai.simulate as sim

    real = sim.run_jobs

    def losing_the_second(fn: Callable[..., MatchResult], tasks: Sequence[tuple[object, ...]], jobs: int = 1,
                          cluster: str | None = None, done: Callable[[int, MatchResult], None] | None = None,
                          stall: float = procs.STALL_SECONDS) -> procs.Batch[MatchResult]:
        batch = real(fn, tasks, jobs, cluster, done, stall)
        del batch.results[1]
        batch.lost[1] = "its worker was killed by SIGKILL"
        return batch

    monkeypatch.setattr(sim, "run_jobs", losing_the_second)
    report = simulate("cvik", ["random"] * 4, 8, seed=1)
    assert report["games"] == 4 and report["left_out"] == 3  # the first block, less the lost match, is left out
    assert report["lost"] == [{"match": 1, "seed": 1, "why": "its worker was killed by SIGKILL"}]
    monkeypatch.setattr(sim, "run_jobs", lambda *a, **k: procs.Batch({}, {0: "no worker was left to play it"}))
    with pytest.raises(InvalidInput, match="every match of the run was lost"):
        simulate("cvik", ["random"] * 4, 1, seed=1)


@pytest.mark.parametrize(("words", "said"), [
    (["--jobs", "200"], "--jobs takes a whole number from 1 to"),
    (["--jobs", "0"], "--jobs takes a whole number from 1 to"),
    (["--games", str(10**12)], "--games takes a whole number from 1 to 100000"),
    (["--worker-timeout", "nan"], "--worker-timeout takes seconds from 0.5 to 3600"),
    (["--cluster", ""], "--cluster takes a Dask scheduler's address as tcp://host:port"),
    (["--cluster", "tls://host:8786"], "tls:// is not supported"),
    (["--cluster", "ucx://host:8786"], "ucx:// is not supported"),
    (["--cluster", "tcp://host"], "--cluster takes a Dask scheduler's address as tcp://host:port"),
])
def test_counts_and_addresses_beyond_their_bounds_are_refused(words: list[str], said: str,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    from cli.main import main

    assert main(["simulate", "cvik", "--players", "random,random,random,random", *words]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and said in err and err.count("\n") == 1, err


def test_threads_beyond_the_cores_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    from ai import parallel
    from cli.main import main

    too_many = parallel.max_workers() + 1
    with pytest.raises(SystemExit) as stop:
        main(["simulate", "cvik", "--players", "random,random,random,random", "--threads", str(too_many)])
    assert stop.value.code == 2
    assert f"--threads takes a whole number from 1 to {too_many - 1}" in capsys.readouterr().err
    jobs_ = jobs.max_jobs()
    assert main(["simulate", "cvik", "--players", "random,random,random,random", "--jobs", str(jobs_),
                 "--threads", "2"]) == 2  # together more processes than cores
    assert "would search on" in capsys.readouterr().err


def test_the_cluster_address_as_dask_reads_it() -> None:
    assert jobs.cluster_address(" host:8786 ") == "tcp://host:8786"
    assert jobs.cluster_address("tcp://10.0.0.5:8786") == "tcp://10.0.0.5:8786"
    assert jobs.cluster_address("TCP://[::1]:8786") == "tcp://[::1]:8786"
    assert jobs.cluster_address("inproc://10.0.0.5/4242/1") == "inproc://10.0.0.5/4242/1"  # a LocalCluster's


class NotDask:
    """distributed.Client at a service that is not Dask: its reply read as a frame's length, a huge one."""

    def __init__(self, address: str, timeout: float) -> None:
        raise MemoryError


def test_a_service_that_is_not_dask_is_one_clear_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "distributed", type(sys)("distributed"))
    monkeypatch.setattr(sys.modules["distributed"], "Client", NotDask, raising=False)
    said = "no Dask scheduler answered at 'tcp://host:8786': what answered there does not speak Dask's protocol"
    with pytest.raises(InvalidInput, match=said):
        simulate("cvik", ["random"] * 4, 1, cluster="host:8786")


def test_help_names_every_bound() -> None:
    from ai import parallel
    from cli.main import build_parser

    sub = next(a for a in build_parser()._actions if a.dest == "command")
    choices = sub.choices
    assert isinstance(choices, dict)
    text = " ".join(choices["simulate"].format_help().split())
    for bound in ("1 to 100,000", f"1 to {jobs.max_jobs()}", "0.5 to 3600", f"from 1 to {parallel.max_workers()}",
                  "tcp://host:port"):
        assert bound in text, bound
