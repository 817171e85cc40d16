"""Every file read is a file that can be written back, or it is moved aside with a notice.

`"\\udcff"` is valid JSON, but half of a UTF-16 pair: it parses to a string no UTF-8 file can hold. In a key of
stats.json the first finished match crashed, and the pending result crashed every start after; in a save's
`updated` the window could not start; in settings.json's `setups` the window crashed when a game started and
on quit. Each is now refused where it is read, like any damaged file.
"""

from __future__ import annotations

import builtins
import errno
import io
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cards import files
from cli.main import main
from games import Match, get_game
from sessions.autosave import TableSaver
from sessions.results import Journal, result_of, settle_pending
from sessions.saves import SaveStore
from sessions.stats import StatsStore
from tests.test_saving import read_only  # noqa: F401  (a fixture: writes under a folder refused, even for root)

ROOT = Path(__file__).resolve().parent.parent

GAME = "cerny-petr"
SEATS = ["human", "random", "random", "random"]
HALF = "\\udcff"  # as JSON text: the escape of a lone surrogate


def play_out(match: Match) -> Match:
    while not match.is_over:
        match.apply(match.state.legal_actions()[0])
    return match


def with_half(path: Path, data: Any, where: str) -> None:
    """`data` as JSON with the string `where` (a key or a value) turned into one holding a lone surrogate."""
    text = json.dumps(data, ensure_ascii=False)
    assert f'"{where}"' in text
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text.replace(f'"{where}"', f'"{where}{HALF}"', 1), encoding="utf-8")


def moved_aside(path: Path) -> bool:
    """The damaged file kept beside (a file counted or saved into since starts afresh, writable again)."""
    return any(HALF in bad.read_text(encoding="utf-8") for bad in path.parent.glob(f"{path.name}.bad-*")) \
        and (not path.exists() or HALF not in path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("text", [f'{{"{HALF}": 1}}', f'{{"a": [{{"b": "x{HALF}"}}]}}', '{"a": 1e400}',
                                  '["\\ud83d"]'])
def test_json_that_could_not_be_written_back_is_refused_at_reading(text: str) -> None:
    with pytest.raises(files.FileRefused) as refused:
        files.parse_json(text)
    assert refused.value.damaged
    assert files.parse_json('["\\ud83d\\ude00"]') == ["\U0001f600"]  # a whole pair is one character: kept


def test_yaml_with_a_lone_surrogate_is_refused(tmp_path: Path) -> None:
    """The pure-Python YAML parser (used where libyaml is missing) lets the escape through."""
    import yaml

    path = tmp_path / "book.yaml"
    path.write_text(f'names: {{cs: "Cvik{HALF}"}}\n', encoding="utf-8")
    with pytest.raises(files.FileRefused, match="udcff"):
        files.read_yaml(path, yaml.SafeLoader)


def finished_with_entry(root: Path, save_id: str, seed: int = 5) -> None:
    """A finished match whose result waits in the journal (the process was killed before counting it)."""
    match = play_out(Match(get_game(GAME), 4, {"deals": 1}, seed))
    result = result_of(match, SEATS, save_id)
    assert result is not None
    Journal(root).write(result)
    SaveStore(root).autosave(save_id, match, [{"player": s} for s in SEATS])


def half_stats(root: Path) -> Path:
    """stats.json with a lone surrogate in a game's key."""
    path = root / "stats.json"
    with_half(path, {"format": 1, "games": {"souboje": {"random": {"played": 1, "won": 1}}}}, "souboje")
    return path


def test_a_pending_result_is_counted_when_stats_json_holds_a_lone_surrogate(tmp_path: Path) -> None:
    """It raised UnicodeEncodeError at every start of the window and of `play --text`."""
    finished_with_entry(tmp_path, "cerny-petr-x-1")
    stats = half_stats(tmp_path)
    problems = settle_pending(tmp_path)
    assert moved_aside(stats)
    assert any(p.path.name == "stats.json" and "udcff" in p.text() for p in problems), problems
    assert StatsStore(tmp_path).get(GAME, "random").played == 1


def test_finishing_a_match_counts_it_when_stats_json_holds_a_lone_surrogate(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    stats = half_stats(tmp_path)
    saver = TableSaver(GAME, 5, SEATS)
    saver.save(play_out(Match(get_game(GAME), 4, {"deals": 1}, 5)))
    assert moved_aside(stats) and saver.problem is None
    assert [p.path.name for p in saver.notes] == ["stats.json"] and "udcff" in saver.notes[0].text()
    assert StatsStore(tmp_path).get(GAME, "random").played == 1


def damaged_entry(root: Path) -> Path:
    """A journal entry whose level holds a lone surrogate."""
    path = Journal(root).dir / "cerny-petr-x-9.json"
    with_half(path, {"kind": "karty-result", "match_id": "cerny-petr-x-9", "game": GAME, "level": "random",
                     "outcome": "won", "score": 1.0, "lower_is_better": False, "actions": 3}, "random")
    return path


def damaged_save(root: Path) -> Path:
    """An unfinished save whose `updated` holds a lone surrogate."""
    match = Match(get_game(GAME), 4, {"deals": 1}, 7)
    path = SaveStore(root).autosave("cerny-petr-x-7", match, [{"player": s} for s in SEATS])
    data = json.loads(path.read_text(encoding="utf-8"))
    data["updated"] = "2026-01-01T00:00:00"
    with_half(path, data, "2026-01-01T00:00:00")
    return path


def damaged_settings(root: Path) -> Path:
    """settings.json remembering a setup whose option's name holds a lone surrogate."""
    path = root / "settings.json"
    with_half(path, {"lang": "en", "setups": {GAME: {"players": 4, "seats": SEATS, "options": {"deals": 1}}}},
              "deals")
    return path


def test_the_window_starts_plays_and_quits_with_lone_surrogates_in_every_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ui_display: Any) -> None:
    import pygame

    from ui.app import App
    from ui.scenes import common as c

    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("KARTY_CONFIG_DIR", raising=False)
    finished_with_entry(tmp_path, "cerny-petr-x-1")
    damaged = [half_stats(tmp_path), damaged_entry(tmp_path), damaged_save(tmp_path), damaged_settings(tmp_path)]
    settings = c.Settings.load()
    app = App(settings, (1024, 700))
    surface = pygame.Surface((1024, 700))
    for _ in range(3):
        app.frame(surface, 0.016, [])
    menu: Any = app.scenes.stack[-1]
    for path in damaged:
        assert moved_aside(path), path
        assert path.name in menu.notice and "udcff" in menu.notice, (path.name, menu.notice)
    assert StatsStore(tmp_path).get(GAME, "random").played == 1  # the pending result, counted
    menu.play()  # remembers the setup in the settings file: the first write that crashed
    app.scenes.go(menu.next_scene)
    for _ in range(3):
        app.frame(surface, 0.016, [])
    app.close()  # the settings again, at quit
    assert c.Settings.load().problem is None


def test_play_text_starts_with_lone_surrogates_in_every_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    finished_with_entry(tmp_path, "cerny-petr-x-1")
    damaged = [half_stats(tmp_path), damaged_entry(tmp_path)]
    save = damaged_save(tmp_path)

    def quits(prompt: str = "") -> str:
        return "q"

    monkeypatch.setattr(builtins, "input", quits)
    code = main(["play", GAME, "--text", "--lang", "en", "--ai", "random", "--option", "deals=1", "--seed", "3"])
    err = capsys.readouterr().err
    assert code == 0, err
    for path in damaged:
        assert moved_aside(path), path
        assert f"warning: {path.name}: " in err and "udcff" in err, err
    assert StatsStore(tmp_path).get(GAME, "random").played == 1
    # the saves are read when one is resumed: the damaged one is named and set aside, in one line each
    code = main(["play", GAME, "--text", "--lang", "en", "--resume"])
    err = capsys.readouterr().err
    assert code == 0 and moved_aside(save), err  # the game the first run left is resumed
    assert err.startswith(f"warning: {save.name}: ") and "udcff" in err, err


# -- a match counted on a full disc leaves no save to finish again ---------------------------------------------
def disc_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """From here on the saves and the journal cannot be written; stats.json, smaller, still can."""
    import sessions.results
    import sessions.saves

    def full(path: Path, data: Any, one_line: bool = False) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(sessions.saves, "write_json_atomic", full)
    monkeypatch.setattr(sessions.results, "write_json_atomic", full)


def test_a_match_counted_on_a_full_disc_leaves_no_save_to_resume(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """The 0-move save stayed resumable, and finishing it again was silently not counted."""
    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    saver = TableSaver(GAME, 5, SEATS)
    match = Match(get_game(GAME), 4, {"deals": 1}, 5)
    saver.save(match)  # the table's first save, before the disc filled
    disc_full(monkeypatch)
    saver.save(play_out(match))
    assert StatsStore(tmp_path).get(GAME, "random").played == 1
    assert saver.told == "unsaved_dropped" and SaveStore(tmp_path).resumable() == []


def test_a_counted_match_whose_save_stays_says_so_when_finished_again(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    saver = TableSaver(GAME, 5, SEATS)
    match = Match(get_game(GAME), 4, {"deals": 1}, 5)
    saver.save(match)
    def refused(self: SaveStore, save_id: str) -> None:
        raise OSError(errno.EACCES, os.strerror(errno.EACCES))

    with monkeypatch.context() as patch:
        disc_full(patch)
        patch.setattr(SaveStore, "delete", refused)
        saver.save(play_out(match))
    assert saver.told == "unsaved_kept" and saver.lock is not None
    saver.lock.release()  # the window closed
    (info,) = SaveStore(tmp_path).resumable()
    again = TableSaver(GAME, 5, SEATS, info.id, info.started)
    again.save(play_out(SaveStore(tmp_path).load(info.id)[0]))
    assert again.told == "counted_before" and StatsStore(tmp_path).get(GAME, "random").played == 1


def test_the_terminal_says_a_counted_match_lost_its_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cli.saving import TextSaver
    from sessions.results import TOLD

    store = SaveStore(tmp_path)
    saver = TextSaver(store, "cs", io.StringIO())
    saver.hold("cerny-petr-x-3", new=True)
    saver.seats = [{"player": s} for s in SEATS]
    match = Match(get_game(GAME), 4, {"deals": 1}, 3)
    saver(match)
    disc_full(monkeypatch)
    saver(play_out(match))
    assert saver.result_note == TOLD["unsaved_dropped"][0] and store.resumable() == []
    assert StatsStore(tmp_path).get(GAME, "random").played == 1


# -- a damaged rule book leaves out its own game only ----------------------------------------------------------
def truncated_cvik(rules: Path, packs: Path) -> None:
    book = rules / "cvik.yaml"
    book.write_bytes(book.read_bytes()[: book.stat().st_size // 2])


def test_a_truncated_cvik_rule_book_leaves_komando_in_the_menu(tmp_path: Path) -> None:
    """Komando's search shares Cvik's AI modules, which imported Cvik's rules, whose import raised: the menu
    (building the players of every game) stopped the window from starting."""
    from tests.test_file_fuzz import with_data_files

    simulated, window = with_data_files(
        tmp_path, truncated_cvik, [["simulate", "komando", "--games", "1", "--players", "ismcts:20,random,random"]],
        window=True)
    assert simulated["code"] == 0 and "ismcts:20" in simulated["out"], simulated["err"]
    assert "komando" in window["games"] and "cvik" not in window["games"]
    assert "cvik.yaml" in window["notice"] and "komando" not in window["notice"]


# -- the Saved games screen with a data folder it cannot write -------------------------------------------------
def test_the_saves_screen_says_a_data_folder_that_is_a_file_cannot_be_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ui_display: Any) -> None:
    from ui.scenes import common as c
    from ui.scenes.saves import SavesScene

    data = tmp_path / "data"
    data.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("KARTY_DATA_DIR", str(data))
    saves = SavesScene(c.Settings(lang="en"), (1024, 700))  # raised NotADirectoryError
    saves.draw(ui_display)
    assert saves.message.startswith(f"The folder {data / 'exports'} cannot be written (")


def test_the_saves_screen_and_export_say_a_read_only_data_folder_cannot_be_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ui_display: Any,
        read_only: Callable[[Path], None]) -> None:  # noqa: F811  (the fixture imported above)
    from ui.scenes import common as c
    from ui.scenes.replay import ReplayScene
    from ui.scenes.saves import SavesScene

    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    match = play_out(Match(get_game(GAME), 4, {"deals": 1}, 5))
    SaveStore(tmp_path).autosave("cerny-petr-x-5", match, [{"player": s} for s in SEATS])
    read_only(tmp_path)
    saves = SavesScene(c.Settings(lang="cs"), (1024, 700))  # raised PermissionError
    assert saves.message.startswith(f"Do složky {tmp_path / 'exports'} nejde zapisovat (")
    (info,) = saves.saves
    saves.message = ""
    saves.do("export", info)
    assert saves.message.startswith(f"Do složky {tmp_path / 'exports'} nejde zapisovat (")
    replay = ReplayScene(SaveStore(tmp_path).read(info.id), c.Settings(lang="en"), (1024, 700), name=info.id)
    assert replay.export() is None and "cannot be written" in replay.message  # raised PermissionError


# -- a move list cut short by hand -----------------------------------------------------------------------------
@pytest.mark.parametrize("keep", [6, 0], ids=["cut-short", "emptied"])
def test_a_save_whose_moves_were_cut_short_is_moved_aside_with_the_reason(tmp_path: Path, keep: int) -> None:
    """It resumed silently at the shorter point: the snapshot's check was skipped when the counts differed."""
    match = Match(get_game(GAME), 4, {"deals": 1}, 5)
    for _ in range(12):
        match.apply(match.legal_actions()[0])
    store = SaveStore(tmp_path)
    path = store.autosave("cerny-petr-x-5", match, [{"player": s} for s in SEATS])
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:keep]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert store.resumable() == []
    (problem,) = store.problems
    assert problem.moved_to is not None and not path.exists()
    assert f"'actions' ends at move {keep}, but the snapshot saved with it is at move 12" in problem.text()
    assert f"'actions' končí tahem {keep}, ale snímek uložený s ním je z tahu 12" in problem.text("cs")


@pytest.mark.parametrize("text", ["[]", f'{{"dealer": {{"A-2{HALF}": 1.0}}, "pone": {{}}}}'], ids=["list", "half"])
def test_a_damaged_crib_table_falls_back_to_the_flat_mean(tmp_path: Path, text: str) -> None:
    """`[]` raised a TypeError while Cribbage's players were imported, which the menu does for every game."""
    from ai.games.cribbage.discard import DATA_FILE, load_crib_table

    path = tmp_path / "crib_ev.json"
    path.write_text(text, encoding="utf-8")
    assert load_crib_table(path) == {"dealer": {}, "pone": {}}
    assert len(load_crib_table(DATA_FILE)["dealer"]) > 50  # the shipped one still loads


# -- a damaged data file of a game's AI leaves out that game only ----------------------------------------------
SYSTEM_DRIVER = """
import sys
from pathlib import Path
import ai.games.bridz.bidding as bidding
bidding.SYSTEM_FILE = Path(sys.argv[1])  # before anything reads it
driver = open(sys.argv[2], encoding="utf-8").read()
sys.argv = [sys.argv[0], *sys.argv[3:]]  # the rule books, the packs and the commands, as the driver reads them
exec(compile(driver, "driver", "exec"))
"""


@pytest.mark.parametrize("damage", ["truncated", "not-a-list"])
def test_a_damaged_bidding_system_leaves_out_bridz_only(tmp_path: Path, damage: str) -> None:
    """Bridž's bidding system ships beside its AI, as a rule book does: read with plain yaml.safe_load, a damaged
    copy raised a parser's traceback from the players' registry, and with it every game's menu."""
    import ai.games.bridz.bidding as bidding
    from tests.test_file_fuzz import DRIVER

    system = tmp_path / "system.yaml"
    good = bidding.SYSTEM_FILE.read_text(encoding="utf-8")
    system.write_text(good[: len(good) // 2] + "\n  - [" if damage == "truncated" else "rules: 3\n", encoding="utf-8")
    driver = tmp_path / "driver.py"
    driver.write_text(DRIVER, encoding="utf-8")
    commands = [["play", "bridz", "--text", "--lang", "en"], ["simulate", "cvik", "--games", "1", "--players",
                                                                 "random,random,random"]]
    env = {**os.environ, "KARTY_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": str(ROOT),
           "SDL_VIDEODRIVER": "dummy", "WINDOW": "1"}
    done = subprocess.run([sys.executable, "-c", SYSTEM_DRIVER, str(system), str(driver), str(ROOT / "rules_yaml"),
                           str(ROOT / "cards" / "packs"), json.dumps(commands)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-3000:]
    played, simulated, window = json.loads(done.stdout.strip().splitlines()[-1])
    assert played["code"] == 2 and "system.yaml" in played["err"] and "Traceback" not in played["err"]
    assert simulated["code"] == 0 and "cvik:" in simulated["out"], simulated["err"]
    assert "bridz" not in window["games"] and "cvik" in window["games"] and "system.yaml" in window["notice"]
