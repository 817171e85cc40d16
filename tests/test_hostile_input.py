"""What a hostile user types at the prompt or on the command line gets one clear line
and a non-zero exit (or, at the prompt, the question again), never a traceback; and a command that cannot do
what was asked writes nothing."""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NoReturn

import pytest

import cli.decks
import cli.play
from cli.main import BUG_EXIT, main
from cli.play import _ask
from games import Match, get_game
from tests.ctrl_c import as_from_a_terminal

ROOT = Path(__file__).resolve().parent.parent


def run_main(*argv: str) -> tuple[int, str, str]:
    """main(argv) in this process: its exit code (argparse's SystemExit too), stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(argv))
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else 1
        except KeyboardInterrupt:  # escaped main(): caught here, or it would stop the whole test run
            code = -2
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(autouse=True)
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)


# -- 10. the prompt -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("typed", ["²", "①", "¹", "1" * 4301, "0" * 5000 + "1" * 4301])
def test_a_digit_int_cannot_read_is_not_on_the_list(typed: str) -> None:
    match = Match(get_game("cerny-petr"), 3, {}, 1)
    said: list[str] = []
    feed = iter([typed, "1"])
    action = _ask(match, match.current_player or 0, "en", ["A", "B", "C"], lambda _: next(feed), said.append)
    assert action == match.legal_actions()[0]  # asked again, and the next answer taken
    refusal = said[-1]
    assert refusal.startswith("'") and "is not on the list" in refusal and len(refusal) < 200


def test_unicode_decimal_digits_pick_from_the_menu() -> None:
    match = Match(get_game("cerny-petr"), 3, {}, 1)
    feed = iter(["\uff12", "0002"])  # a full-width 2, as an input method types it
    picked = [_ask(match, match.current_player or 0, "en", ["A", "B", "C"], lambda _: next(feed), lambda _: None)
              for _ in range(2)]
    assert picked == [match.legal_actions()[1]] * 2


# -- the command line --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("argv", [["play"], ["decks", "--lang", "xx"], ["shot", "--seed", "1" * 5000, "--out", "x.png"],
                                  ["nosuch"], ["rules", "--nosuch"]], ids=["missing", "choice", "huge-int", "command",
                                                                           "option"])
def test_argparse_says_what_is_wrong_in_one_line(argv: list[str]) -> None:
    code, out, err = run_main(*argv)
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and err.startswith("error: "), err
    assert err.rstrip().endswith("--help)")


@pytest.mark.parametrize("argv, said", [
    (["rules", "0\r0", "--lang", "en"], "error: no game matches '0\\r0'. List the games: python main.py rules"),
    (["rules", "\x1b[2J", "--lang", "en"], "error: no game matches '\\x1b[2J'."),
    (["play", "9" * 4301, "--text"], "error: unknown game '" + "9" * 159 + "…"),
    (["decks", "--lang", "9" * 4301], "error: argument --lang: invalid choice: '" + "9" * 120),
], ids=["carriage-return", "escape-sequence", "huge-game", "huge-choice"])
def test_an_error_echoing_what_was_typed_stays_one_short_line(argv: list[str], said: str) -> None:
    code, out, err = run_main(*argv)
    assert code in (1, 2) and out == "" and err.startswith(said) and len(err.splitlines()) == 1, err
    assert len(err) < 500


def test_a_message_of_several_lines_is_said_in_one() -> None:
    from cli.common import one_line

    yaml_error = "x.yaml: is not valid YAML (while increasing flow level\nexceeded maximum nesting depth\n  in line 2)"
    assert one_line(yaml_error) == "x.yaml: is not valid YAML (while increasing flow level exceeded maximum nesting " \
                                   "depth in line 2)"
    assert one_line("typed '\x1b[2J\r'") == "typed '\\x1b[2J\\r'"


# -- 11. Ctrl+C ---------------------------------------------------------------------------------------------
def interrupt(*_: object) -> NoReturn:
    raise KeyboardInterrupt


def test_ctrl_c_at_the_prompt_stops_the_game_cleanly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli.play, "input", interrupt, raising=False)
    code, out, err = run_main("play", "cerny-petr", "--text", "--seed", "3", "--ai", "random", "--lang", "en")
    assert code == 130 and err == ""
    assert out.rstrip().endswith("Game stopped. To replay it: --seed 3")
    saves = list((Path("data") / "saves").glob("*.json"))
    assert len(saves) == 1 and not json.loads(saves[0].read_text(encoding="utf-8"))["finished"]  # resumable


def test_ctrl_c_in_any_command_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli.decks, "run", interrupt)
    code, _, err = run_main("decks")
    assert code == 130 and err.strip() == "interrupted"


# -- an unexpected exception: one line and a report ---------------------------------------------------------
def broken(*_: object) -> NoReturn:
    raise RuntimeError("boom\non two lines")


def report_line(err: str) -> Path:
    (line,) = err.splitlines()
    assert line.startswith("error: a bug in Karty (RuntimeError: boom on two lines); the details are in ")
    return Path(line.split("the details are in ")[1].split(";")[0])


def test_a_bug_is_one_line_naming_its_report_in_the_data_folder(monkeypatch: pytest.MonkeyPatch,
                                                                 tmp_path: Path) -> None:
    monkeypatch.setattr(cli.decks, "run", broken)
    code, out, err = run_main("decks", "--json")
    assert code == BUG_EXIT and out == ""
    path = report_line(err)
    assert path.parent == tmp_path / "data" / "bugs"
    report = json.loads(path.read_text(encoding="utf-8"))
    assert report["argv"] == ["decks", "--json"] and "RuntimeError: boom" in report["traceback"][-1]
    assert any("in broken" in frame for frame in report["traceback"])


def test_a_bug_report_falls_back_to_the_temporary_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(cli.decks, "run", broken)
    (tmp_path / "a-file").write_text("in the way", encoding="utf-8")
    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path / "a-file"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    code, _, err = run_main("decks")
    assert code == BUG_EXIT and report_line(err).parent == tmp_path / "tmp" / "karty-bugs"
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "a-file"))  # nowhere to write: said, still one line
    code, _, err = run_main("decks")
    assert code == BUG_EXIT and len(err.splitlines()) == 1 and "no report could be written" in err


# -- 13. audit and resume --------------------------------------------------------------------------------------
@pytest.mark.parametrize("argv, said", [
    (["--game", "nosuch"], "error: unknown game 'nosuch'."),
    (["--game", "cerny-petr", "--game", "①"], "error: unknown game '①'."),
    (["--shots", "a-file"], "error: --shots a-file: not a folder"),
], ids=["unknown-game", "unicode-game", "shots-is-a-file"])
def test_audit_refuses_bad_input_before_the_first_frame(monkeypatch: pytest.MonkeyPatch, argv: list[str],
                                                        said: str) -> None:
    import cli.audit

    monkeypatch.setattr(cli.audit, "frames", broken)  # nothing may be rendered for a command that cannot run
    Path("a-file").write_text("", encoding="utf-8")
    code, out, err = run_main("audit", *argv)
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and err.startswith(said), err


@pytest.mark.parametrize("argv, said", [
    (["--resume", "a" * 300], "error: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…' is not a save id"),
    (["--resume", "abc\n"], "error: 'abc\\n' is not a save id"),
    (["--seed", "9" * 30], "error: argument --seed: '999999999999999999999999999999' is not a whole number"),
    (["--seed", "9" * 5000], "error: argument --seed: '9999999999999999999999999999999999999999…' is not a"),
    (["--resume", ""], "error: '' is not a save id"),
], ids=["long-save-id", "newline-save-id", "long-seed", "huge-seed", "empty-save-id"])
def test_play_refuses_a_save_name_no_file_can_have(argv: list[str], said: str) -> None:
    code, out, err = run_main("play", "cerny-petr", "--text", *argv)
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and err.startswith(said), err
    assert not list(Path("data").glob("saves/*"))


# -- 12. shot ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("argv, said", [
    (["--pack", "nosuch"], "error: --pack does not apply to --scene menu"),
    (["--scene", "decks", "--pack", "nosuch"], "error: unknown pack 'nosuch'. Did you mean: "),
    (["--pack", "①"], "error: --pack does not apply"),
    (["--scene", "decks", "--pack", "①"], "error: unknown pack '①'."),
    (["--scene", "settings", "--game", "cvik"], "error: --game does not apply to --scene settings"),
    (["--scene", "replay", "--players", "0"], "error: cribbage is played by 2 to 4 players, not 0"),
    (["--scene", "replay", "--moves", "-1"], "error: --moves must be 0 or more, not -1"),
    (["--scene", "table", "--game", "cerny-petr", "--pack", "nosuch"], "error: option 'pack': 'nosuch' is not one"),
    (["--scene", "table", "--game", "cribbage", "--pack", "french-32"], "error: cribbage has no pack option"),
    (["--scene", "replay", "--game", "bridz", "--players", "5"], "error: bridz is played by 4 players, not 5"),
    (["--scene", "rules", "--game", "①"], "error: no rule book for '①'"),
    (["--scene", "menu", "--game", "nosuch"], "error: unknown game 'nosuch'"),
], ids=["menu-pack", "decks-pack", "menu-unicode-pack", "decks-unicode-pack", "settings-game", "no-players",
        "negative-moves", "table-pack", "no-pack-option", "replay-players", "rules-game", "menu-game"])
def test_shot_that_cannot_show_what_was_asked_writes_nothing(monkeypatch: pytest.MonkeyPatch, argv: list[str],
                                                             said: str) -> None:
    import cli.shot

    monkeypatch.setattr(cli.shot, "render_recorded", broken)  # refused before anything is drawn
    code, out, err = run_main("shot", *argv, "--out", "x.png", "--size", "800x560")
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and err.startswith(said), err
    assert not list(Path().iterdir())


def test_shot_writes_its_picture_and_layout_both_or_neither() -> None:
    Path("in-the-way").write_text("", encoding="utf-8")
    code, _, err = run_main("shot", "--scene", "settings", "--size", "800x560", "--out", "x.png",
                              "--layout", "in-the-way/x.json")
    assert code == 2 and err.startswith("error: cannot write in-the-way/x.json: ") and len(err.splitlines()) == 1
    assert sorted(p.name for p in Path().iterdir()) == ["in-the-way"]  # no picture, no temporary left
    code, _, err = run_main("shot", "--scene", "settings", "--size", "800x560", "--out", "x.png", "--out", "x.txt")
    assert code == 2 and err.startswith("error: --out 'x.txt' must name a .png file")


def test_play_refuses_no_players_rather_than_taking_the_default() -> None:
    code, out, err = run_main("play", "cerny-petr", "--text", "--players", "0", "--no-save", "--lang", "en")
    assert code == 2 and out == "" and err == "error: cerny-petr is played by 3 to 8 players, not 0\n"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a file name that is not UTF-8 needs Linux")
def test_shot_writes_a_file_name_with_a_byte_the_system_could_not_decode() -> None:
    code, _, err = run_main("shot", "--scene", "settings", "--size", "320x240", "--out", "\udcff.png")
    assert code == 0, err
    assert os.listdir(b".") == [b"\xff.png"] and Path("\udcff.png").read_bytes().startswith(b"\x89PNG")


def test_output_a_file_encoding_cannot_hold_is_escaped_not_a_bug(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONIOENCODING": "ascii", "KARTY_DATA_DIR": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "rules", "cerny-petr", "--lang", "en"],
                          capture_output=True, env=env, timeout=120, stdin=subprocess.DEVNULL)
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    assert done.stdout.startswith(b"Black Peter (\\u010cern\\xfd Petr)\n")


def test_the_saves_screen_shows_even_when_the_data_folder_is_a_file(monkeypatch: pytest.MonkeyPatch) -> None:
    Path("a-file").write_text("", encoding="utf-8")
    monkeypatch.setenv("KARTY_DATA_DIR", "a-file")
    code, _, err = run_main("shot", "--scene", "saves", "--size", "800x560", "--out", "x.png")
    assert code == 0 and err == "" and Path("x.png").exists()  # it made its exports folder only to show its name


WORKERS_THEN_CTRL_C = """
import sys
try:
    from ai import parallel
    parallel.set_workers(2)
    print(parallel.warm(), flush=True)
    sys.stdin.read()  # until the test's Ctrl+C
except KeyboardInterrupt:
    parallel.shutdown()  # waits for the workers: whatever they print on Ctrl+C is printed by now
    print("stopped", flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="a process group's Ctrl+C is POSIX")
def test_ctrl_c_with_the_search_pool_up_prints_no_traceback(tmp_path: Path) -> None:
    """The search's workers ignore Ctrl+C (ai/parallel.py _init_worker): each printed a KeyboardInterrupt traceback.
    Without that the test fails in most runs, not all: a Ctrl+C that finds a worker still sending warm()'s answer
    back is caught by the pool itself (concurrent.futures' _sendback_result)."""
    env = {**os.environ, "KARTY_DATA_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(as_from_a_terminal("-c", WORKERS_THEN_CTRL_C), stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path,
                             start_new_session=True)  # its own group, as a terminal's foreground job
    try:
        assert child.stdout is not None and child.stdout.readline().startswith("[")  # the pool is up
        os.killpg(child.pid, signal.SIGINT)  # what Ctrl+C does: the whole group
        out, err = child.communicate(timeout=60)
    finally:
        child.kill()
    assert out.strip() == "stopped" and "Traceback" not in err, err


def test_a_czech_terminal_says_its_errors_in_czech(capsys: pytest.CaptureFixture[str]) -> None:
    """'error: počet hráčů pro cvik je 2 až 6, ne 9': an English word before the Czech reason."""
    from cli.main import main

    assert main(["play", "cvik", "--text", "--lang", "cs", "--players", "9"]) == 2
    assert capsys.readouterr().err.strip() == "chyba: počet hráčů pro cvik je 2 až 6, ne 9"
    assert main(["play", "cvik", "--text", "--lang", "en", "--players", "9"]) == 2
    assert capsys.readouterr().err.strip().startswith("error: ")
