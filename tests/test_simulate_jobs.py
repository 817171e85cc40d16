"""simulate's matches run anywhere: --jobs over local processes, --cluster on Dask, the report the
serial run's; the random player's light view; the progress line; Bridž's par only when asked for."""

from __future__ import annotations

import concurrent.futures as cf
import io
import multiprocessing
import random
import re
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

import pytest

from ai import jobs
from ai.players import RandomPlayer
from ai.simulate import simulate, simulate_game
from ai.view import LegalView, PlayerView
from cli.progress import Progress, bar_text, clock_text
from games import Match, toygame
from games.actions import Action
from games.bridz import dds
from games.bridz.analysis import STRAINS, deal_par
from games.bridz.facts import as_public
from games.bridz.rules import BridzState
from games.errors import InvalidInput
from games.registry import get_game

PLAYERS = ["random", "ismcts:10", "random"]  # a seeded search too: its moves must not depend on where it ran


# Any: a simulate report read as JSON, nested dicts, lists and numbers
def without_times(report: Any) -> Any:
    """The report less its decision times, the one part that may differ between runs."""
    if isinstance(report, dict):
        return {k: without_times(v) for k, v in report.items() if k != "decision_ms"}
    if isinstance(report, list):
        return [without_times(v) for v in report]
    return report


def test_jobs_give_the_serial_report() -> None:
    serial = simulate("cerny-petr", PLAYERS, 6, seed=3)
    seen: list[tuple[int, int]] = []
    parallel = simulate("cerny-petr", PLAYERS, 6, seed=3, jobs=2,
                        progress=lambda done, total: seen.append((done, total)))
    assert without_times(parallel) == without_times(serial)
    assert serial["players"][0]["decision_ms"]["count"] > 0 and serial["games"] == 6
    assert seen == [(k, 6) for k in range(1, 7)]  # every match reported once, as they finish


def test_the_cluster_gives_the_serial_report() -> None:
    distributed = pytest.importorskip("distributed")  # optional: requirements-cluster.txt
    serial = simulate("cerny-petr", PLAYERS, 6, seed=5)
    with distributed.LocalCluster(processes=False, n_workers=1, threads_per_worker=2, dashboard_address=None) \
            as cluster:
        remote = simulate("cerny-petr", PLAYERS, 6, seed=5, cluster=cluster.scheduler_address)
    assert without_times(remote) == without_times(serial)


def test_a_missing_dask_is_named_with_its_pip_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # `import distributed` now fails, as if not installed
    with pytest.raises(InvalidInput, match=re.escape(jobs.CLUSTER_PIP)):
        simulate("cvik", ["random"] * 4, 1, cluster="tcp://127.0.0.1:8786")


def test_no_scheduler_at_the_address_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("distributed")
    monkeypatch.setattr(jobs, "CONNECT_TIMEOUT", 0.5)
    with pytest.raises(InvalidInput, match="no Dask scheduler answered"):
        simulate("cvik", ["random"] * 4, 1, cluster="tcp://127.0.0.1:9")


class BrokenCluster:
    """A stand-in for distributed.Client whose workers cannot import Karty, as a misconfigured cluster."""

    def __init__(self, address: str, timeout: float) -> None:
        self.closed = False

    def get_executor(self) -> BrokenExecutor:
        return BrokenExecutor()

    def close(self) -> None:
        self.closed = True


P = ParamSpec("P")
T = TypeVar("T")


class BrokenExecutor(cf.Executor):
    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> cf.Future[T]:
        future: cf.Future[T] = cf.Future()
        future.set_exception(RuntimeError("Error during deserialization of the task graph.\nNo module named 'ai'"))
        return future


def test_a_cluster_that_cannot_run_karty_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "distributed", type(sys)("distributed"))
    monkeypatch.setattr(sys.modules["distributed"], "Client", BrokenCluster, raising=False)
    with pytest.raises(InvalidInput, match="need Karty's code on their Python path") as caught:
        simulate("cerny-petr", ["random"] * 3, 3, cluster="tcp://sched:8786")
    assert "deserialization of the task graph. No module named 'ai'" in str(caught.value)


def test_what_cannot_travel_is_refused_before_any_match() -> None:
    with pytest.raises(InvalidInput, match="not in the registry"):
        simulate_game(toygame.GAME, ["random", "random"], 2, jobs=2)
    with pytest.raises(InvalidInput, match="cannot be sent"):
        simulate_game(get_game("cvik"), ["random"] * 4, 2, jobs=2, factory=lambda n, g, s: RandomPlayer(s))
    local = simulate_game(toygame.GAME, ["random"] * 2, 2, factory=lambda n, g, s: RandomPlayer(s))
    assert local["games"] == 2  # in this process a closure and an unregistered game are fine


def test_a_serial_run_reports_each_match_as_it_ends() -> None:
    log: list[str] = []

    def factory(name: str, game_id: str, seed: int) -> RandomPlayer:
        log.append("deal")
        return RandomPlayer(seed)

    simulate_game(toygame.GAME, ["random"] * 2, 4, factory=factory, progress=lambda done, total: log.append(str(done)))
    # two players made per match (and one up front, to check the name): progress after every match, not at the end
    assert log == ["deal", *[step for k in range(1, 5) for step in ("deal", "deal", str(k))]]


def square_but_not_zero(x: int, pause: float = 0.0) -> int:
    """A job for a local pool (module level, so it pickles): fails on 0."""
    if x == 0:
        raise InvalidInput("zero")
    time.sleep(pause)
    return x * x


def interrupt(index: int, result: int) -> None:
    raise KeyboardInterrupt  # as Ctrl+C while the results come in


INTERRUPTED_RUN = """
import multiprocessing, sys, time
sys.path.insert(0, {root!r})
from ai import jobs
from tests.test_simulate_jobs import gated_square, interrupt
start = time.monotonic()
try:
    jobs.run_jobs(gated_square, [(k, {folder!r}) for k in range(1, 40)], 2, done=interrupt)
except KeyboardInterrupt:
    print("interrupted")
while multiprocessing.active_children() and time.monotonic() < start + 60:
    time.sleep(0.02)
print("workers left:", len(multiprocessing.active_children()))
"""


def test_a_failed_or_interrupted_local_run_stops_its_workers_at_once(tmp_path: Path) -> None:
    tasks = [(k,) for k in range(1, 40)]
    batch = jobs.run_jobs(square_but_not_zero, tasks[:5], 2)
    assert batch.results == {0: 1, 1: 4, 2: 9, 3: 16, 4: 25} and not batch.lost
    assert not multiprocessing.active_children()  # an ended run leaves no worker behind
    with pytest.raises(InvalidInput, match="zero"):
        jobs.run_jobs(square_but_not_zero, [(1,), (0,), *tasks], 2)
    assert not multiprocessing.active_children()
    # Ctrl+C in a fresh process, as `simulate` has it: the test run's own process forks badly, with the threads
    # that other tests leave (a forked worker may start holding another thread's lock)
    root = str(Path(__file__).resolve().parent.parent)
    done = subprocess.run([sys.executable, "-c", INTERRUPTED_RUN.format(root=root, folder=str(tmp_path))],
                          cwd=root, capture_output=True, text=True, timeout=120)
    assert done.stdout.split("\n")[:2] == ["interrupted", "workers left: 0"], done.stdout + done.stderr[-800:]
    # stopped, not left to play out the queued jobs: the first job ends at once, every other one waits for a
    # "go" that never comes (up to 20 s) and only then finishes; a run left to play them out would finish them
    # (judged by what ran, not by how long it took: a loaded machine once took 5 s to stop)
    assert not [path.name for path in tmp_path.iterdir() if path.name.startswith("end-")]


def gated_square(x: int, folder: str) -> int:
    """A job that marks its end; all but the first wait for a "go" file that the test never writes."""
    if x != 1:
        until = time.monotonic() + 20
        while not Path(folder, "go").exists() and time.monotonic() < until:
            time.sleep(0.05)
        Path(folder, f"end-{x}").touch()
    return x * x


def test_the_first_failing_job_is_raised_in_order() -> None:
    with pytest.raises(ZeroDivisionError):
        jobs.run_ordered(jobs.InlineExecutor(), lambda x: 1 // x, [(1,), (0,), (2,)])
    assert jobs.run_ordered(jobs.InlineExecutor(), lambda x: x * x, [(3,), (1,), (2,)]) == [9, 1, 4]
    with pytest.raises(InvalidInput, match="--jobs takes a whole number from 1"):
        jobs.run_jobs(square_but_not_zero, [(1,)], 0)


class FullViewRandom(RandomPlayer):
    """The random player, but handed the full view (observation and sampled world) as any other bot."""

    legal_actions_only = False


def test_the_random_players_light_view_changes_no_result() -> None:
    light = simulate("cerny-petr", ["random"] * 3, 6, seed=2)
    full = simulate_game(get_game("cerny-petr"), ["random"] * 3, 6, seed=2,
                         factory=lambda name, game_id, seed: FullViewRandom(seed))
    assert without_times(light) == without_times(full)


def test_a_legal_view_holds_no_world_and_says_so() -> None:
    match = Match(toygame.GAME, 2, {}, 4)
    seat = match.current_player
    assert seat is not None
    view = LegalView(match.state, seat)
    assert view.legal_actions == tuple(match.state.legal_actions())
    assert (view.game_id, view.num_players) == (match.state.game_id, 2)
    with pytest.raises(TypeError, match="no sampled world"):
        view.sample_world(random.Random(1))
    with pytest.raises(AttributeError):
        _ = view.observation
    assert isinstance(RandomPlayer(1).choose(view), Action)
    assert isinstance(PlayerView(match.state, seat, random.Random(1)).sample_world(random.Random(2)),
                      type(match.state))


def test_progress_draws_a_bar_and_the_time_left() -> None:
    assert bar_text(1, 4, 10.0) == "[######------------------] 1/4 matches, about 30 s left"
    assert bar_text(4, 4, 125.0).endswith("4/4 matches in 2 min 05 s")
    assert clock_text(3725) == "1 h 02 min"
    assert bar_text(9, 10, 0.5).endswith("9/10 matches, less than a second left")
    assert bar_text(2, 10, 30.0, left=8.0).endswith("2/10 matches, about 8 s left")
    now = [0.0]
    log = io.StringIO()
    progress = Progress(log, delay=1.0, clock=lambda: now[0])
    progress(1, 20)  # within the first second: quiet
    for done in range(2, 21):
        now[0] += 1.0
        progress(done, 20)
    lines = log.getvalue().splitlines()
    assert lines[0].endswith("2/20 matches, about 18 s left")  # the pace since the first result: 1 s a match
    assert lines[-1].startswith("[" + "#" * 24 + "] 20/20 matches in 19 s")
    assert len(lines) == 10  # not a terminal: a plain line each tenth of the run, no redrawing
    quiet = io.StringIO()
    silent = Progress(quiet, quiet_unless_terminal=True, delay=0.0, clock=lambda: now[0])
    silent(5, 10)
    silent.close()
    assert quiet.getvalue() == ""  # --json into a pipe: nothing on stderr


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_on_a_terminal_redraws_one_line() -> None:
    now = [5.0]
    screen = Terminal()
    progress = Progress(screen, quiet_unless_terminal=True, delay=0.0, clock=lambda: now[0])
    for done in range(1, 4):
        now[0] += 1.0
        progress(done, 3)
    progress.close()
    text = screen.getvalue()
    assert text.count("\r") == 3 and text.endswith("3/3 matches in 3 s\n") and text.count("\n") == 1


needs_dds = pytest.mark.skipif(not dds.available(), reason="endplay (DDS) is not installed")


@needs_dds
def test_bridz_par_and_makeable_table_come_only_when_asked() -> None:
    dds._par.cache_clear()
    plain = simulate("bridz", ["random"] * 4, 1, seed=7, first_deal=True, duplicate=False)
    assert "deals" not in plain and dds._par.cache_info().misses == 0  # no par worked out nobody asked for
    asked = simulate("bridz", ["random"] * 4, 1, seed=7, first_deal=True, duplicate=False, par=True)
    assert without_times({k: v for k, v in asked.items() if k != "deals"}) == without_times(plain)
    for facts in asked.get("deals", []):
        assert isinstance(facts["makeable"], dict) and isinstance(facts["contract"], str)
        assert isinstance(facts["dd_tricks"], int) and isinstance(facts["declarer"], int)
        assert isinstance(facts["par_score"], list)
        assert set(facts["makeable"]) == set(STRAINS)
        strain = facts["contract"][1:].rstrip("X")
        assert facts["dd_tricks"] == facts["makeable"][strain][facts["declarer"]]
        assert facts["par_score"][0] == -facts["par_score"][1]
    assert dds._par.cache_info().misses == len(asked["deals"]) > 0  # one solve per deal shown


@needs_dds
def test_deal_par_is_none_until_the_deal_is_over_and_cached_after() -> None:
    match = Match(get_game("bridz"), 4, {}, 11)
    rng = random.Random(3)
    assert deal_par(as_public(match.state.public_info())) is None
    while True:  # random calls until a deal is played out (a passed-out deal shows no hands, hence no par)
        legal = [a for a in match.legal_actions() if a.code != "claim"]
        match.apply(legal[rng.randrange(len(legal))])
        if match.finished_deals and match.finished_deals[-1].public_info().get("contract"):
            break
    deal = match.finished_deals[-1]
    assert isinstance(deal, BridzState)
    found = deal_par(as_public(deal.public_info()))
    assert found is not None
    hits = dds._par.cache_info().hits
    assert deal_par(as_public(deal.public_info())) == found and dds._par.cache_info().hits == hits + 1
    hands = deal.original_hands()
    for strain, seat in (("S", 0), ("NT", 3), ("C", 1)):  # the table's rows are strains, its columns declarers
        assert found.makeable[STRAINS.index(strain)][seat] == 13 - max(dds.solve(hands, strain, (seat + 1) % 4)
                                                                        .values())


def test_jobs_whose_bots_search_on_workers_end_and_report() -> None:
    """A `--jobs` process whose bot started its own search workers (`+w2`) ends when its matches are done: it
    once waited for ever on workers that waited for work, as multiprocessing's exit closed their queue first."""
    root = Path(__file__).resolve().parent.parent
    command = [sys.executable, "main.py", "simulate", "stortok", "--players", "ismcts:20+infer+w2,ismcts:20+infer",
               "--games", "2", "--jobs", "2", "--option", "rounds=1", "--no-progress", "--json"]
    try:
        done = subprocess.run(command, cwd=root, capture_output=True, text=True, timeout=90, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail("simulate --jobs 2 with a +w2 player did not end")
    assert done.returncode == 0, done.stderr
    assert '"ismcts:20+infer+w2"' in done.stdout
