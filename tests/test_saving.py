"""Writes: storage failures never end a terminal game, results count exactly once, a save has one
session at a time, and killed writes leave nothing behind.

The failures are simulated below the code under test (os-level functions), so each test also runs
against the code before the fix, and fails there. Read-only folders are simulated too: tests may run as
root, whom chmod does not stop.
"""

from __future__ import annotations

import builtins
import dataclasses
import errno
import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from cli.main import main
from games import Match, get_game
from sessions.saves import SaveStore
from sessions.stats import StatsStore

if TYPE_CHECKING:
    import pygame

ROOT = Path(__file__).resolve().parent.parent
GAME = "cerny-petr"
NEW = ["play", GAME, "--text", "--lang", "en", "--ai", "random", "--option", "deals=1"]


class Killed(BaseException):
    """The process dying at this point (nothing catches a BaseException that is not an Exception)."""


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "data"
    monkeypatch.setenv("KARTY_DATA_DIR", str(root))
    return root


def answer_always(monkeypatch: pytest.MonkeyPatch, answer: str = "1", limit: int = 2000) -> None:
    """The human answers `answer` at every prompt ("1": Černý Petr's first card is always legal)."""
    left = [limit]

    def fake_input(prompt: str = "") -> str:
        left[0] -= 1
        if left[0] < 0:
            raise EOFError
        return answer

    monkeypatch.setattr(builtins, "input", fake_input)


def played(root: Path) -> int:
    return StatsStore(root).get(GAME, "random").played


def only_save(root: Path) -> str:
    (path,) = (root / "saves").glob("*.json")
    return path.stem


#: what os.open, os.mkdir and the others take as a path
PathArg = str | bytes | os.PathLike[str] | os.PathLike[bytes]


def under(root: Path, path: PathArg) -> bool:
    try:
        return Path(os.fsdecode(path)).resolve().is_relative_to(root.resolve())
    except (TypeError, ValueError):
        return False


@pytest.fixture
def read_only(monkeypatch: pytest.MonkeyPatch) -> Callable[[Path], None]:
    """Make everything under a folder refuse writes, as chmod a-w would for a user who is not root."""

    def apply(root: Path) -> None:
        real_open, real_mkdir = os.open, os.mkdir
        denied = OSError(errno.EACCES, os.strerror(errno.EACCES))

        def guarded_open(path: PathArg, flags: int, mode: int = 0o777, *, dir_fd: int | None = None) -> int:
            if under(root, path) and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fsdecode(path))
            return real_open(path, flags, mode, dir_fd=dir_fd)

        def guarded_mkdir(path: PathArg, mode: int = 0o777, *, dir_fd: int | None = None) -> None:
            if under(root, path) and not Path(os.fsdecode(path)).exists():
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fsdecode(path))
            real_mkdir(path, mode, dir_fd=dir_fd)

        def guard(real: Callable[..., None]) -> Callable[..., None]:
            def call(*paths: PathArg, **kwargs: int | None) -> None:
                if any(under(root, p) for p in paths):
                    raise denied
                real(*paths, **kwargs)
            return call

        monkeypatch.setattr(os, "open", guarded_open)
        monkeypatch.setattr(os, "mkdir", guarded_mkdir)
        for name in ("replace", "rename", "unlink"):
            monkeypatch.setattr(os, name, guard(getattr(os, name)))

    return apply


def disc_full_after(monkeypatch: pytest.MonkeyPatch, writes: int) -> None:
    """Every atomic write after the first `writes` fails as a full disc does (at the flush to the disc)."""
    real_fsync = os.fsync
    count = [0]

    def fsync(fd: int) -> None:
        count[0] += 1
        if count[0] > writes:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)


# -- storage failures: one line of warning, play on, and the end says the result was not saved ------------

def test_read_only_saves_folder_warns_once_and_plays_to_the_end(
        data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        read_only: Callable[[Path], None]) -> None:
    (data / "saves").mkdir(parents=True)
    read_only(data)
    answer_always(monkeypatch)
    assert main([*NEW, "--seed", "5"]) == 0
    out, err = capsys.readouterr()
    assert "Match over" in out
    lines = err.strip().splitlines()
    assert len(lines) == 2, err
    assert lines[0].startswith("Warning: the game cannot be saved") and "Permission denied" in lines[0]
    assert lines[1].startswith("The result could not be saved")
    assert list((data / "saves").iterdir()) == []


def test_data_folder_that_is_a_file_warns_in_czech_and_plays_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    not_a_folder = tmp_path / "karty-data"
    not_a_folder.write_text("I am a file", encoding="utf-8")
    monkeypatch.setenv("KARTY_DATA_DIR", str(not_a_folder))
    answer_always(monkeypatch)
    assert main([*NEW, "--seed", "5", "--lang", "cs"]) == 0
    out, err = capsys.readouterr()
    assert "Konec zápasu" in out
    assert err.count("Pozor: hru nejde uložit") == 1 and "Not a directory" in err, err
    assert "Výsledek se nepodařilo uložit" in err
    assert not_a_folder.read_text(encoding="utf-8") == "I am a file"


def test_full_disc_mid_game_plays_on_and_resume_plays_on_too(
        data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    disc_full_after(monkeypatch, writes=5)
    answer_always(monkeypatch)
    assert main([*NEW, "--seed", "5"]) == 0
    out, err = capsys.readouterr()
    assert "Match over" in out
    assert err.count("Warning: the game cannot be saved") == 1 and "No space left on device" in err, err
    assert "The result could not be saved" in err
    # the save holds the game as far as the disc let it: resuming it (the disc still full) plays on too
    (info,) = SaveStore(data).resumable(GAME)
    assert main(["play", GAME, "--text", "--lang", "en", "--resume"]) == 0
    out, err = capsys.readouterr()
    assert "Match over" in out and err.count("Warning: the game cannot be saved") == 1, err
    assert SaveStore(data).resumable(GAME) == [info]  # nothing written, nothing lost
    assert played(data) == 0


def test_a_disc_that_frees_up_saves_again_and_counts_the_result(
        data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    real_fsync = os.fsync
    calls = [0]

    def fsync(fd: int) -> None:  # full for the 3rd to 6th write only
        calls[0] += 1
        if 3 <= calls[0] <= 6:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    answer_always(monkeypatch)
    assert main([*NEW, "--seed", "5"]) == 0
    _, err = capsys.readouterr()
    assert err.count("Warning: the game cannot be saved") == 1 and "The game is being saved again." in err
    assert "result" not in err
    assert played(data) == 1 and not SaveStore(data).resumable()


# -- results counted exactly once ---------------------------------------------------------------------------

def test_reopening_a_finished_game_counts_nothing_again(
        data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    answer_always(monkeypatch)
    assert main([*NEW, "--seed", "5"]) == 0
    assert played(data) == 1
    save_id = only_save(data)
    capsys.readouterr()
    for _ in range(3):
        assert main(["play", GAME, "--text", "--lang", "en", "--resume", save_id]) == 0
    assert played(data) == 1
    out, err = capsys.readouterr()
    assert out.count("Match over") == 3 and err.count("This game is already over") == 3


def test_killed_after_the_finished_save_the_result_is_counted_at_the_next_start(
        data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import sessions.stats
    from sessions.store import write_json_atomic as real_write

    def dies(path: Path, payload: object, one_line: bool = False) -> None:
        raise Killed

    monkeypatch.setattr(sessions.stats, "write_json_atomic", dies)  # the process dies writing the statistics
    answer_always(monkeypatch)
    with pytest.raises(Killed):
        main([*NEW, "--seed", "5"])
    save_id = only_save(data)
    assert SaveStore(data).read(save_id)["finished"]
    assert played(data) == 0
    monkeypatch.setattr(sessions.stats, "write_json_atomic", real_write)
    answer_always(monkeypatch, "q")
    main([*NEW, "--seed", "6"])  # any next start: the pending result is counted, once
    assert played(data) == 1
    main(["play", GAME, "--text", "--lang", "en", "--resume", save_id])
    main([*NEW, "--seed", "7"])
    assert played(data) == 1
    assert StatsStore(data).recorded == [save_id]


def test_killed_between_counting_and_clearing_the_entry_counts_once(data: Path) -> None:
    from sessions.results import Journal, result_of, settle_pending

    match = play_out(Match(get_game(GAME), 4, {"deals": 1}, 5))
    store = SaveStore(data)
    seats = [{"player": "human"}] + [{"player": "random"}] * 3
    result = result_of(match, [s["player"] for s in seats], "cerny-petr-x-1")
    assert result is not None
    journal = Journal(data)
    journal.write(result)
    store.autosave("cerny-petr-x-1", match, seats)
    StatsStore(data).record_once(result.match_id, result.game, result.level, result.outcome, result.score)
    # killed here: counted, but the entry is still in the journal
    assert settle_pending(data) == []
    assert played(data) == 1 and not list(journal.dir.glob("*.json"))
    # an entry whose save never got its finished write (killed between the two) is dropped, not counted
    journal.write(dataclasses.replace(result, match_id="cerny-petr-x-2"))
    store.autosave("cerny-petr-x-2", Match(get_game(GAME), 4, {"deals": 1}, 6), seats)
    assert settle_pending(data) == []
    assert played(data) == 1 and not list(journal.dir.glob("*.json"))


def play_out(match: Match) -> Match:
    while not match.is_over:
        match.apply(match.state.legal_actions()[0])
    return match


def test_statistics_count_a_match_id_once_and_keep_a_bounded_list(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(StatsStore, "KEEP_IDS", 20)  # the bound, not its size, is under test
    stats = StatsStore(tmp_path)
    assert stats.record_once("a", GAME, "random", "won", 1.0)
    assert not StatsStore(tmp_path).record_once("a", GAME, "random", "won", 1.0)
    assert StatsStore(tmp_path).get(GAME, "random").played == 1
    stats = StatsStore(tmp_path)
    for n in range(StatsStore.KEEP_IDS + 5):
        stats.record_once(f"m{n}", GAME, "random", "lost", 0.0)
    kept = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))["recorded"]
    assert len(kept) == StatsStore.KEEP_IDS and kept[-1] == f"m{StatsStore.KEEP_IDS + 4}"


def test_window_table_killed_before_the_stats_counts_at_the_next_start(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import sessions.stats
    from sessions.autosave import TableSaver, newest_resumable

    saver = TableSaver(GAME, 5, ["human", "random", "random", "random"])
    match = play_out(Match(get_game(GAME), 4, {"deals": 1}, 5))
    from sessions.store import write_json_atomic as real_write

    def dies(path: Path, payload: object, one_line: bool = False) -> None:
        raise Killed

    monkeypatch.setattr(sessions.stats, "write_json_atomic", dies)
    with pytest.raises(Killed):
        saver.save(match)
    monkeypatch.setattr(sessions.stats, "write_json_atomic", real_write)
    assert played(data) == 0
    newest_resumable()  # the window's start
    newest_resumable()
    assert played(data) == 1


# -- one session per save -------------------------------------------------------------------------------------

def start(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_for_prompt(proc: subprocess.Popen[str]) -> None:
    """Until the session lists the human's moves (it holds the save from before its first line)."""
    assert proc.stdout is not None
    seen: list[str] = []
    for line in proc.stdout:
        seen.append(line)
        if line.strip().startswith("1. "):
            return
    raise AssertionError(f"the session ended: {''.join(seen)[-500:]}")


@pytest.fixture
def a_save(data: Path) -> Iterator[tuple[str, dict[str, str]]]:
    save_id = "cerny-petr-20240101-000000-5"
    SaveStore(data).autosave(save_id, Match(get_game(GAME), 4, {"deals": 1}, 5),
                             [{"player": "human"}] + [{"player": "random"}] * 3)
    yield save_id, {**os.environ, "KARTY_DATA_DIR": str(data)}


def test_a_save_being_played_is_refused_to_a_second_session_until_the_first_ends(
        data: Path, a_save: tuple[str, dict[str, str]]) -> None:
    save_id, env = a_save
    resume = ["play", GAME, "--text", "--lang", "en", "--resume", save_id]
    first = start(resume, env)
    try:
        wait_for_prompt(first)
        before = (data / "saves" / f"{save_id}.json").read_bytes()
        second = subprocess.run([sys.executable, "main.py", *resume], cwd=ROOT, env=env, input="1\n" * 50,
                                capture_output=True, text=True, timeout=120)
        assert second.returncode == 2, second.stdout[-500:]
        assert f"The game {save_id} is being played in another window or terminal (process {first.pid})" \
            in second.stderr
        assert "Traceback" not in second.stderr
        assert (data / "saves" / f"{save_id}.json").read_bytes() == before
        cs = subprocess.run([sys.executable, "main.py", "play", GAME, "--text", "--lang", "cs", "--resume", save_id],
                            cwd=ROOT, env=env, input="", capture_output=True, text=True, timeout=120)
        assert cs.returncode == 2 and "se právě hraje v jiném okně nebo terminálu" in cs.stderr
    finally:
        first.communicate("q\n", timeout=60)
    again = subprocess.run([sys.executable, "main.py", *resume], cwd=ROOT, env=env, input="q\n",
                           capture_output=True, text=True, timeout=120)
    assert again.returncode == 0, again.stderr
    assert not list((data / "saves").glob(".*.lock"))  # released and removed


def test_a_session_killed_holding_a_save_does_not_block_it(data: Path, a_save: tuple[str, dict[str, str]]) -> None:
    save_id, env = a_save
    resume = ["play", GAME, "--text", "--lang", "en", "--resume", save_id]
    first = start(resume, env)
    wait_for_prompt(first)
    first.kill()
    first.wait(timeout=30)
    assert list((data / "saves").glob(".*.lock"))  # the kill left the lock file, naming a dead process
    again = subprocess.run([sys.executable, "main.py", *resume], cwd=ROOT, env=env, input="q\n",
                           capture_output=True, text=True, timeout=120)
    assert again.returncode == 0 and "being played" not in again.stderr, again.stderr


def hold(save_id: str, env: dict[str, str]) -> subprocess.Popen[str]:
    """Another process holding the save (as a session playing it does) until its stdin closes."""
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys; from sessions.saves import SaveStore; "
         f"lock = SaveStore().lock({save_id!r}); print('held', flush=True); sys.stdin.read()"],
        cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


def test_the_window_refuses_a_save_another_session_plays(data: Path, a_save: tuple[str, dict[str, str]]) -> None:
    from sessions.autosave import TableSaver
    from sessions.saves import SaveError

    save_id, env = a_save
    holder = hold(save_id, env)
    try:
        with pytest.raises(SaveError, match="being played in another Karty session"):
            TableSaver(GAME, 5, ["human", "random", "random", "random"], save_id)
    finally:
        holder.communicate("", timeout=30)
    TableSaver(GAME, 5, ["human", "random", "random", "random"], save_id)  # free again


def test_the_saves_screen_does_not_delete_a_save_another_session_plays(
        data: Path, a_save: tuple[str, dict[str, str]], ui_display: pygame.Surface) -> None:
    from ui.scenes import common as c
    from ui.scenes.saves import SavesScene

    save_id, env = a_save
    holder = hold(save_id, env)
    try:
        screen = SavesScene(c.Settings(lang="cs"), (1024, 700))
        [info] = screen.saves
        screen.do("delete", info)
        screen.do("delete", info)  # the second click would delete
        assert (data / "saves" / f"{save_id}.json").exists()
        assert f"(proces {holder.pid})" in screen.message and "se právě hraje" in screen.message
    finally:
        holder.communicate("", timeout=30)
    screen.do("delete", screen.saves[0])
    screen.do("delete", screen.saves[0])
    assert not (data / "saves" / f"{save_id}.json").exists()


# -- killed writes leave nothing behind -----------------------------------------------------------------------

def test_temporary_files_of_killed_writes_are_removed_at_the_next_start(
        data: Path, a_save: tuple[str, dict[str, str]], monkeypatch: pytest.MonkeyPatch) -> None:
    save_id, _ = a_save
    saves = data / "saves"
    for n in range(11):
        (saves / f".{save_id}.json.k{n:07d}.tmp").write_text('{"kind": "karty-sa', encoding="utf-8")
    other = "cerny-petr-20240101-000000-6"
    (saves / f".{other}.json.abcdefgh.tmp").write_text("{", encoding="utf-8")  # a save that is gone
    (data / ".stats.json.abcdefgh.tmp").write_text("{", encoding="utf-8")
    answer_always(monkeypatch, "q")
    assert main(["play", GAME, "--text", "--lang", "en", "--resume", save_id]) == 0
    left = [p.name for p in [*saves.iterdir(), *data.iterdir()] if p.name.endswith((".tmp", ".lock"))]
    assert left == []


# -- 20 random kills during and just after matches (bench/kill_results.py does 200) -----------------------------

def test_random_kills_neither_lose_nor_double_a_result(tmp_path: Path) -> None:
    from bench import kill_results

    figures = kill_results.run(kills=20, seed=7, root=tmp_path / "data")
    assert figures["kills"] == 20 and figures["errors"] == 0, figures
    assert figures["finished_matches"] > 0
    assert figures["played"] == figures["finished_matches"], figures
    assert figures["lost"] == figures["doubled"] == figures["finished_not_counted"] == 0, figures
    assert figures["pending_entries"] == figures["leftover_files"] == figures["unfinished_saves"] == 0, figures


def test_a_store_read_earlier_does_not_write_back_over_results_counted_since(tmp_path: Path) -> None:
    """The Statistics screen reads the file when it opens; a result the terminal counts meanwhile must survive
    both the screen's next count and its reset of another game."""
    screen = StatsStore(tmp_path)
    StatsStore(tmp_path).record_once("terminal-1", "cribbage", "hard", "won", 3.0)
    screen.record_once("window-1", "cribbage", "hard", "lost", 1.0)
    assert StatsStore(tmp_path).get("cribbage", "hard").played == 2
    StatsStore(tmp_path).record_once("terminal-2", "komando", "easy", "won", 1.0)
    screen.reset("cribbage")
    fresh = StatsStore(tmp_path)
    assert fresh.get("cribbage", "hard").played == 0
    assert fresh.get("komando", "easy").played == 1
    assert screen.get("komando", "easy").played == 1  # the screen shows what is on disc now
