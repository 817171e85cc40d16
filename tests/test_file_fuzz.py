"""Every file Karty reads, damaged the ways a careless user, a full disc or a hostile file would.

One table per kind of file: saves, settings, statistics, imported replays, rule books and packs. Each row
is a damaged file and what must happen: a message that names the file and what is wrong with it (the field,
where a field is wrong), the file moved aside or left where it is, never overwritten, and the app working on
(the other saves listed, defaults used, the next result counted). Last, the window starts, headless, with
all of the damaged files in its data folder at once, and the terminal gives one line and a clean exit.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from cards import PackFileError, load_pack_file
from cards.files import FileRefused, read_yaml
from games import InvalidInput, Match, get_game
from games.errors import RulesFileError
from games.rulebook import load_rulebook
from sessions.autosave import newest_resumable
from sessions.replay import export_text, import_text, read_replay
from sessions.saves import SaveError, SaveStore
from sessions.stats import StatsStore

ROOT = Path(__file__).resolve().parent.parent
GAME = "cerny-petr"
SEATS = [{"player": "human"}, {"player": "random"}, {"player": "random"}, {"player": "random"}]
BAD_ID = f"{GAME}-20260101-000000-1"
posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and /dev/zero are POSIX")
#: for a file we may not read: root may read any file
not_root = pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads any file")


@contextlib.contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    """Fail instead of hanging (a FIFO opened for reading waits for a writer for ever)."""
    def stop(*_: Any) -> None:
        raise TimeoutError(f"still reading after {seconds} s")

    if not hasattr(signal, "SIGALRM"):  # Windows: no alarm (and no FIFOs to hang on)
        yield
        return
    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def played(steps: int = 12, seed: int = 5) -> Match:
    match = Match(get_game(GAME), 4, {}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        match.apply(rng.choice(match.legal_actions()))
    return match


def good_save(store: SaveStore, save_id: str = f"{GAME}-20250101-000000-9") -> dict[str, Any]:
    """A real save beside the damaged one: it must stay listed and resumable whatever the other holds."""
    path = store.autosave(save_id, played(), SEATS)
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


# -- ways to damage a file -------------------------------------------------------------------------------------
Make = Callable[[Path, Any], object]  # what it returns is not used


def fields(**changes: Any) -> Make:
    """The good data with some fields changed (a field set to ... is removed)."""
    def make(path: Path, good: Any) -> None:
        data = {**good, **changes}
        for key in [k for k, v in changes.items() if v is ...]:
            del data[key]
        path.write_text(json.dumps(data), encoding="utf-8")
    return make


def raw(blob: bytes) -> Make:
    return lambda path, good: path.write_bytes(blob)


def text(make_text: Callable[[str], str]) -> Make:
    """The good file's JSON text changed as text (for what json.dumps cannot write, like NaN)."""
    return lambda path, good: path.write_text(make_text(json.dumps(good)), encoding="utf-8")


def fifo(path: Path, good: Any) -> None:
    os.mkfifo(path)


def dev_zero(path: Path, good: Any) -> None:
    path.symlink_to("/dev/zero")


def folder(path: Path, good: Any) -> None:
    path.mkdir()


def unreadable(path: Path, good: Any) -> None:
    """A good save we may not read (permissions): refused with the reason, never treated as damaged."""
    path.write_text(json.dumps(good), encoding="utf-8")
    path.chmod(0)


def sparse(size: int) -> Make:
    def make(path: Path, good: Any) -> None:
        with path.open("wb") as handle:
            handle.truncate(size)  # sparse: a gigabyte that costs no disc
    return make


DEEP = b"[" * 100_000 + b"]" * 100_000
SMALL_DEEP = b"[" * 5_000 + b"]" * 5_000  # within the smallest size limit (settings), so the depth is what fails


@dataclass(frozen=True)
class Damage:
    name: str
    make: Make
    moved: bool  # moved aside (the content is bad) or left where it is (not ours, or not readable)
    words: tuple[str, ...]  # what the English message says beside the file's name
    posix: bool = False
    user: bool = False  # needs a user that permissions apply to (not root)


def _exists(path: Path) -> bool:
    return os.path.lexists(path)  # a link to /dev/zero counts, whatever it points to


def _moved_or_kept(path: Path, message: str, moved: bool) -> None:
    if moved:
        assert not _exists(path), "a damaged file must be moved aside"
        assert list(path.parent.glob(path.name + ".bad-*")), "moved aside, never deleted"
        assert "moved aside as " + path.name + ".bad-" in message
    else:
        assert _exists(path) and "left where it is" in message


# -- saves -----------------------------------------------------------------------------------------------------
SAVE_CASES = [
    Damage("scores-text", fields(scores="abc"), True, ("'scores'", "4 numbers")),
    Damage("newer-format", fields(format=2, scores=[{"seat": 0}]), False, ("format 2", "format 1")),
    Damage("bad-format", fields(format="one"), True, ("'format'",)),
    Damage("deep", raw(DEEP), True, ("100000 levels",)),
    Damage("fifo", fifo, False, ("not a regular file",), posix=True),
    Damage("dev-zero", dev_zero, False, ("not a regular file",), posix=True),
    Damage("folder", folder, False, ("not a regular file",)),
    Damage("unreadable", unreadable, False, ("cannot be read",), posix=True, user=True),
    Damage("gigabyte", sparse(1 << 30), True, ("1.0 GB",)),
    Damage("not-utf8", raw(b'{"kind": "karty-save", "game": "\xff\xfe"}'), True, ("UTF-8",)),
    Damage("nan", text(lambda t: t.replace('"seed": ', '"seed": NaN, "x": ', 1)), True, ("NaN",)),
    Damage("long-number", text(lambda t: t.replace('"seed": ', '"seed": ' + "9" * 5000 + ', "x": ', 1)), True,
           ("not valid JSON",)),
    Damage("seats-numbers", fields(seats=[1, 2, 3, 4]), True, ("'seats'",)),
    Damage("seats-too-few", fields(seats=[{"player": "human"}]), True, ("'seats'",)),
    Damage("players-zero", fields(players=0), True, ("'players'", "from 2 to 8")),
    Damage("players-million", fields(players=1_000_000), True, ("'players'",)),
    Damage("players-true", fields(players=True), True, ("'players'",)),
    Damage("actions-numbers", fields(actions=[1, 2]), True, ("'actions'",)),
    Damage("options-list", fields(options=[1, 2]), True, ("'options'",)),
    Damage("seed-text", fields(seed="7"), True, ("'seed'",)),
    Damage("finished-text", fields(finished="yes"), True, ("'finished'",)),
    Damage("snapshot-list", fields(snapshot=[1]), True, ("'snapshot'",)),
    Damage("no-updated", fields(updated=...), True, ("'updated'",)),
    Damage("unknown-game", fields(game="nosuch"), False, ("does not know", "nosuch")),
    Damage("foreign", raw(b'{"hello": "world"}'), True, ("not a Karty save",)),
    Damage("empty", raw(b""), True, ("not valid JSON",)),
]


def _cases(cases: list[Damage]) -> list[Any]:
    return [pytest.param(c, id=c.name, marks=[posix_only] * c.posix + [not_root] * c.user) for c in cases]


@pytest.mark.parametrize("case", _cases(SAVE_CASES))
def test_a_damaged_save_is_reported_by_name_and_the_others_still_work(tmp_path: Path, case: Damage) -> None:
    store = SaveStore(tmp_path)
    good = good_save(store)
    path = store.dir / f"{BAD_ID}.json"
    case.make(path, good)
    with time_limit(20):
        listed = store.list()
    assert [i.id for i in listed] == [good["id"]]  # the good save is still there to resume
    assert len(store.problems) == 1, store.problems
    problem = store.problems[0]
    message = problem.text("en")
    assert message.startswith(path.name + ": ") and all(w in message for w in case.words), message
    assert problem.text("cs").startswith(path.name + ": ") and problem.text("cs") != message  # in Czech too
    _moved_or_kept(path, message, case.moved)
    # the menu's lookup at every start of the window
    with time_limit(20):
        info, problems = newest_resumable(SaveStore(tmp_path))
    assert info is not None and info.id == good["id"]
    assert len(problems) == (0 if case.moved else 1)  # a file left in place is reported again, a moved one is gone


@pytest.mark.parametrize("case", _cases(SAVE_CASES))
def test_resuming_a_damaged_save_is_refused_with_the_reason(tmp_path: Path, case: Damage) -> None:
    store = SaveStore(tmp_path)
    good = good_save(store)
    path = store.dir / f"{BAD_ID}.json"
    case.make(path, good)
    with time_limit(20), pytest.raises(SaveError) as refused:  # nothing but a SaveError, and quickly
        store.load(BAD_ID)
    message = str(refused.value)
    assert path.name in message and all(w in message for w in case.words), message
    _moved_or_kept(path, message, case.moved)
    assert store.load(good["id"])[0].to_dict()["actions"] == good["actions"]


def test_a_save_we_may_not_read_is_refused_and_left_in_place(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As root too (the table's chmod row needs a user): the open refused as permissions would refuse it."""
    store = SaveStore(tmp_path)
    good = good_save(store)
    path = store.dir / f"{BAD_ID}.json"
    path.write_text(json.dumps(good), encoding="utf-8")
    real_open = os.open

    def deny(name: Any, flags: int, *args: Any) -> int:
        if Path(name) == path:
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, flags, *args)

    monkeypatch.setattr(os, "open", deny)  # the os module cards/files.py calls
    assert [i.id for i in store.list()] == [good["id"]]
    (problem,) = store.problems
    assert str(problem) == f"{path.name}: cannot be read (Permission denied); left where it is" and path.exists()
    with pytest.raises(SaveError, match="Permission denied"):
        store.load(BAD_ID)
    assert path.exists()  # "refused with the reason and left where it is", as sessions/saves.py promises


def test_a_snapshot_that_contradicts_the_moves_loses_to_them(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = played()
    path = store.autosave(BAD_ID, match, SEATS)
    # the snapshot with a card of mine and one of seat 2's swapped: the moves never dealt that
    tampered = Match.from_dict(match.to_dict())
    mine, theirs = tampered.state.hand(0)[0], tampered.state.hand(1)[0]
    tampered.state.zones.swap(mine, theirs)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["snapshot"] = tampered.snapshot()
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, _ = store.load(BAD_ID)
    assert loaded.state.hand(0) == match.state.hand(0) and loaded.state == match.state  # my cards are mine
    (problem,) = store.problems
    assert "snapshot disagreed with its moves" in str(problem) and problem.kept and path.exists()
    # played on and saved again, it still replays
    loaded.apply(loaded.legal_actions()[0])
    store.autosave(BAD_ID, loaded, SEATS)
    again, _ = SaveStore(tmp_path).load(BAD_ID)
    assert again.to_dict() == loaded.to_dict()


def test_a_save_with_zero_players_never_reaches_the_table(tmp_path: Path) -> None:
    """Its snapshot (four seats) used to be trusted with players 0: a KeyError at the first AI move."""
    store = SaveStore(tmp_path)
    path = store.autosave(BAD_ID, played(), SEATS)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"] = 0
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="'players'"):
        store.load(BAD_ID)


# -- settings --------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SettingsCase:
    name: str
    make: Make
    words: tuple[str, ...]
    expect: dict[str, Any]  # what the loaded settings hold (the default where the file was wrong)
    posix: bool = False


SETTINGS_CASES = [
    SettingsCase("speed-zero", fields(anim_speed=0, lang="en"), ("'anim_speed' 0",), {"anim_speed": 1.0, "lang": "en"}),
    SettingsCase("width-huge", fields(width=100_000), ("'width' 100000",), {"width": 1280}),
    SettingsCase("height-negative", fields(height=-5), ("'height' -5",), {"height": 800}),
    SettingsCase("lang-number", fields(lang=5), ("'lang' 5",), {"lang": "cs"}),
    SettingsCase("colour-text", fields(four_colour="yes"), ("'four_colour'",), {"four_colour": False}),
    SettingsCase("sound-one", fields(sound=1), ("'sound' 1",), {"sound": True}),
    SettingsCase("speed-true", fields(anim_speed=True), ("'anim_speed' True",), {"anim_speed": 1.0}),
    SettingsCase("pause-huge", fields(ai_pause=1e308), ("'ai_pause'",), {"ai_pause": 0.8}),
    SettingsCase("level-unknown", fields(ai_level="godlike"), ("'ai_level'",), {"ai_level": "normal"}),
    SettingsCase("two-wrong", fields(width="wide", anim_speed=-1), ("'width'", "'anim_speed'"), {"width": 1280}),
    SettingsCase("deep", raw(SMALL_DEEP), ("5000 levels",), {"lang": "cs"}),
    SettingsCase("list", raw(b"[1, 2]"), ("not a Karty settings file",), {}),
    SettingsCase("big", raw(b" " * (100 << 10) + b"{}"), ("KB",), {}),
    SettingsCase("not-utf8", raw(b'{"lang": "\xff"}'), ("UTF-8",), {}),
    SettingsCase("fifo", fifo, ("not a regular file",), {}, posix=True),
]


@pytest.mark.parametrize("case", [pytest.param(c, id=c.name, marks=[posix_only] if c.posix else [])
                                  for c in SETTINGS_CASES])
def test_damaged_settings_get_defaults_by_field_and_the_file_is_moved_aside(tmp_path: Path,
                                                                            case: SettingsCase) -> None:
    from ui.scenes import common as c

    path = tmp_path / "settings.json"
    case.make(path, {"lang": "cs", "anim_speed": 2.0})
    with time_limit(20):
        settings = c.Settings.load(path)
    assert settings.problem is not None
    message = settings.problem.text("en")
    assert message.startswith("settings.json: ") and all(w in message for w in case.words), message
    assert settings.problem.text("cs") != message
    for key, value in {**case.expect}.items():
        assert getattr(settings, key) == value, key
    # moved aside, so that the save at the window's close cannot overwrite what was wrong
    _moved_or_kept(path, message, moved=True)
    assert settings.save() and c.Settings.load(path).problem is None


def test_settings_out_of_range_no_longer_reach_the_table() -> None:
    from ui.scenes import common as c

    for key, value in (("anim_speed", 0), ("anim_speed", 1e-300), ("width", 100_000), ("height", 10**9)):
        allowed, _, _ = c.SETTING_RANGES[key]
        assert not allowed(value), (key, value)
    assert all(c.SETTING_RANGES[k][0](getattr(c.Settings(), k)) for k in c.SETTING_RANGES)  # the defaults pass


# -- statistics ------------------------------------------------------------------------------------------------
def stats_with(**record: Any) -> Make:
    fields_ = {"played": 2, "won": 1, "lost": 1, "drawn": 0, "score_sum": 3.0, "best": 2.0, "streak": -1,
               "longest_win_streak": 1, **record}
    return lambda path, good: path.write_text(json.dumps(
        {"format": 1, "games": {GAME: {"random": fields_}}}), encoding="utf-8")


STATS_CASES = [
    Damage("played-text", stats_with(played="5"), True, ("'games.cerny-petr.random.played'", "'5'")),
    Damage("played-float", stats_with(played=2.5), True, ("played",)),
    Damage("sum-wrong", stats_with(won=3), True, ("sum of won, lost and drawn",)),
    Damage("negative", stats_with(lost=-1, won=3), True, ("'games.cerny-petr.random.lost'",)),
    Damage("best-text", stats_with(best="x"), True, ("best",)),
    Damage("streak-long", stats_with(streak=10), True, ("streak",)),
    Damage("unknown-field", stats_with(colour="red"), True, ("colour",)),
    Damage("level-list", raw(b'{"format": 1, "games": {"cerny-petr": [1]}}'), True, ("'games.cerny-petr'",)),
    Damage("newer-format", raw(b'{"format": 2, "games": {}}'), True, ("of this version",)),
    Damage("nan", raw(b'{"format": 1, "games": {"x": {"y": {"score_sum": NaN}}}}'), True, ("NaN",)),
    Damage("deep", raw(DEEP), True, ("levels",)),
    Damage("big", raw(b" " * (2 << 20)), True, ("MB",)),
    Damage("fifo", fifo, True, ("not a regular file",), posix=True),
]


@pytest.mark.parametrize("case", _cases(STATS_CASES))
def test_damaged_statistics_are_reported_moved_aside_and_counting_goes_on(tmp_path: Path, case: Damage) -> None:
    path = tmp_path / "stats.json"
    case.make(path, None)
    with time_limit(20):
        stats = StatsStore(tmp_path)
    assert stats.problem is not None and stats.games == {}
    message = stats.problem.text("en")
    assert message.startswith("stats.json: ") and all(w in message for w in case.words), message
    _moved_or_kept(path, message, case.moved)
    stats.record(GAME, "random", "won", 3)  # the next result is counted, into a new file
    assert StatsStore(tmp_path).get(GAME, "random").played == 1


# -- imported replays ------------------------------------------------------------------------------------------
def replay_text() -> str:
    match = Match(get_game("alager"), 3, {}, 4)
    rng = random.Random(4)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    return export_text(match.to_dict(), "en")


def header(key: str, value: str) -> Callable[[str], str]:
    def change(text: str) -> str:
        lines = text.splitlines()
        return "\n".join(f"{key}: {value}" if line.startswith(f"{key}:") else line for line in lines) + "\n"
    return change


@dataclass(frozen=True)
class ReplayCase:
    name: str
    make: Make  # given the good replay's text
    error: type[Exception]
    words: tuple[str, ...]
    posix: bool = False


def replay_edit(change: Callable[[str], str]) -> Make:
    return lambda path, good: path.write_text(change(good), encoding="utf-8")


REPLAY_CASES = [
    ReplayCase("options-list", replay_edit(header("options", "[1, 2]")), InvalidInput, ("'options'",)),
    ReplayCase("options-deep", replay_edit(header("options", "[" * 5000 + "]" * 5000)), InvalidInput, ("levels",)),
    ReplayCase("options-nan", replay_edit(header("options", '{"x": NaN}')), InvalidInput, ("NaN",)),
    ReplayCase("players-zero", replay_edit(header("players", "0")), InvalidInput, ("not 0",)),
    ReplayCase("players-million", replay_edit(header("players", "1000000")), InvalidInput, ("not 1000000",)),
    ReplayCase("players-text", replay_edit(header("players", "three")), InvalidInput, ("malformed",)),
    ReplayCase("players-superscript", replay_edit(header("players", "²")), InvalidInput, ("malformed",)),
    ReplayCase("move-superscript", replay_edit(lambda t: t.replace("\n1. ", "\n¹. ", 1)), InvalidInput, ("line",)),
    ReplayCase("seed-long", replay_edit(header("seed", "9" * 5000)), InvalidInput, ("malformed",)),
    ReplayCase("game-unknown", replay_edit(header("game", "nosuch")), InvalidInput, ("nosuch",)),
    ReplayCase("move-illegal", replay_edit(lambda t: t.replace("\n2. ", "\n2. take:ZZ  -- x\n#", 1)), InvalidInput,
               ("line",)),
    ReplayCase("big", raw(b"# Karty replay\n" + b" " * (5 << 20)), FileRefused, ("MB",)),
    ReplayCase("not-utf8", raw(b"# Karty replay\ngame: \xff\n"), FileRefused, ("UTF-8",)),
    ReplayCase("fifo", fifo, FileRefused, ("not a regular file",), posix=True),
    ReplayCase("dev-zero", dev_zero, FileRefused, ("not a regular file",), posix=True),
]


@pytest.mark.parametrize("case", [pytest.param(c, id=c.name, marks=[posix_only] if c.posix else [])
                                  for c in REPLAY_CASES])
def test_a_damaged_replay_is_refused_with_the_reason(tmp_path: Path, case: ReplayCase) -> None:
    path = tmp_path / "game.txt"
    case.make(path, replay_text())
    with time_limit(20), pytest.raises(case.error) as refused:
        import_text(read_replay(path))
    assert all(w in str(refused.value) for w in case.words), str(refused.value)


def test_the_saves_screen_reports_a_damaged_import_by_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            ui_display: Any) -> None:
    from ui.scenes import common as c
    from ui.scenes.saves import SavesScene

    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    scene = SavesScene(c.Settings(lang="cs"), (1024, 700))
    path = tmp_path / "list-options.txt"
    path.write_text(header("options", "[1, 2]")(replay_text()), encoding="utf-8")
    scene.import_file(str(path))  # was an AttributeError from the rule book's check of the options
    assert scene.message.startswith("list-options.txt: ") and "'options'" in scene.message
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.txt")
        with time_limit(20):
            scene.import_file(str(tmp_path / "pipe.txt"))
        assert scene.message.startswith("pipe.txt: ") and "obyčejný soubor" in scene.message  # in Czech


# -- rule books and packs --------------------------------------------------------------------------------------
def yaml_edit(change: Callable[[str], str]) -> Make:
    return lambda path, good: path.write_text(change(good), encoding="utf-8")


def laughs() -> str:
    """A few hundred bytes that stand for 10^9 values through aliases."""
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
    return "\n".join(lines) + "\n"


YAML_CASES = [
    Damage("not-utf8", raw(b"id: hundert\nnames: {cs: \xff\xfe}\n"), True, ("UTF-8", "byte")),
    Damage("deep-flow", raw(b"id: hundert\nx: " + DEEP + b"\n"), True, ("levels",)),
    # past libyaml's own limit (1000 levels in some versions) but with too few indicators to be counted first
    Damage("deep-flow-short", raw(b"id: hundert\nx: " + b"[" * 1500 + b"]" * 1500 + b"\n"), True, ("levels",)),
    Damage("deep-block", yaml_edit(lambda t: t + "deep:\n" + "".join(" " * i + "- \n" for i in range(1, 60))),
           True, ("levels",)),
    Damage("aliases", yaml_edit(lambda t: t + laughs()), True, ("values",)),
    Damage("big", yaml_edit(lambda t: t + "#" * (2 << 20) + "\n"), True, ("MB",)),
    Damage("fifo", fifo, True, ("not a regular file",), posix=True),
    Damage("dev-zero", dev_zero, True, ("not a regular file",), posix=True),
    Damage("syntax", yaml_edit(lambda t: t + "\n: : [\n"), True, ("YAML",)),
]


@pytest.mark.parametrize("case", _cases(YAML_CASES))
def test_a_damaged_rule_book_names_the_file_and_the_fix(tmp_path: Path, case: Damage) -> None:
    path = tmp_path / "hundert.yaml"
    case.make(path, (ROOT / "rules_yaml" / "hundert.yaml").read_text(encoding="utf-8"))
    with time_limit(20), pytest.raises(RulesFileError) as refused:
        load_rulebook(path)
    error = refused.value
    assert error.file == str(path) and error.fix and all(w in error.problem for w in case.words), str(error)


class _LimitedLoader(yaml.SafeLoader):
    """A loader with a nesting limit of its own and its own words for it, as libyaml has in some versions."""

    def get_single_node(self) -> Any:
        raise yaml.YAMLError("exceeded maximum nesting depth")


def test_the_depth_is_karty_s_to_report_whatever_the_loader_s_own_limit(tmp_path: Path) -> None:
    """A loader that stops deep nesting with its own sentence still gets Karty's "levels", on any version."""
    path = tmp_path / "deep.yaml"
    path.write_text("x: " + "[" * 40 + "]" * 40 + "\n", encoding="utf-8")
    with pytest.raises(FileRefused) as refused:
        read_yaml(path, _LimitedLoader)
    assert refused.value.damaged and "levels" in str(refused.value) and "nesting depth" not in str(refused.value)
    path.write_text("x: [1, 2\n", encoding="utf-8")  # shallow: its own syntax error is what the player reads
    with pytest.raises(FileRefused) as refused:
        read_yaml(path, _LimitedLoader)
    assert "not valid YAML" in str(refused.value)


@pytest.mark.parametrize("case", _cases(YAML_CASES))
def test_a_damaged_pack_names_the_file_and_the_fix(tmp_path: Path, case: Damage) -> None:
    path = tmp_path / "french.yaml"
    case.make(path, (ROOT / "cards" / "packs" / "french.yaml").read_text(encoding="utf-8"))
    with time_limit(20), pytest.raises(PackFileError) as refused:
        load_pack_file(path)
    error = refused.value
    assert error.file == str(path) and error.fix and all(w in error.problem for w in case.words), str(error)


@pytest.mark.parametrize("options", [[1, 2], "stake", 3, {"stake": "nan"}, {"stake": float("inf")}])
def test_options_of_the_wrong_shape_are_invalid_input(options: Any) -> None:
    """From a save or a replay file: [1, 2] was an AttributeError in games/rulebook.py, "nan" passed min and max."""
    with pytest.raises(InvalidInput):
        get_game("hundert").config(options)


# -- the window and the terminal with everything damaged at once ----------------------------------------------
def damaged_data_folder(data: Path) -> dict[str, str]:
    """Every damage above that the data folder can hold, at once; file name -> a word its message holds."""
    store = SaveStore(data)
    good = good_save(store)
    expected = {}
    for i, case in enumerate(c for c in SAVE_CASES if (not c.posix or hasattr(os, "mkfifo")) and not c.user):
        path = store.dir / f"{GAME}-20260101-000000-{100 + i}.json"
        case.make(path, good)
        expected[path.name] = case.words[0]
    fields(anim_speed=0, width=100_000, lang="en")(data / "settings.json", {})
    expected["settings.json"] = "'anim_speed' 0"
    stats_with(played="5")(data / "stats.json", None)
    return expected


def test_the_window_starts_and_plays_with_every_file_damaged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            ui_display: Any) -> None:
    import pygame

    from ui.app import App
    from ui.scenes import common as c

    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("KARTY_CONFIG_DIR", raising=False)
    expected = damaged_data_folder(tmp_path)
    with time_limit(60):
        settings = c.Settings.load()
        assert (settings.anim_speed, settings.width, settings.lang) == (1.0, 1280, "en")
        app = App(settings, (1024, 700))
        surface = pygame.Surface((1024, 700))
        for _ in range(3):
            app.frame(surface, 0.016, [])
        menu: Any = app.scenes.stack[-1]  # the MenuScene
        for name, word in expected.items():  # each file by name, with what is wrong with it
            assert name in menu.notice and word in menu.notice, (name, menu.notice)
        assert menu.resumable is not None  # the good save is offered
        for scene in ("saves", "stats", "settings", "menu"):  # the damaged files' screens, drawn
            app.scenes.go(scene)
            for _ in range(3):
                app.frame(surface, 0.016, [])
        app.frame(surface, 0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")])
        for _ in range(30):  # the resumed table, animating at the default speed
            app.frame(surface, 0.05, [])
        assert type(app.scenes.stack[-1]).__name__ == "TableScene"
    assert StatsStore(tmp_path).problem is None  # moved aside at the first read; a fresh file counts from here


def test_resuming_a_save_that_names_an_unknown_player_is_reported_in_the_menu(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ui_display: Any) -> None:
    from ui.scenes import common as c
    from ui.scenes.menu import MenuScene

    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    store = SaveStore(tmp_path)
    path = store.autosave(BAD_ID, played(), [SEATS[0], {"player": "nosuch"}, *SEATS[2:]])
    menu = MenuScene(c.Settings(), (1024, 700))
    menu.resume()  # was an InvalidInput out of the table's bots
    assert menu.next_scene is None and "unknown player 'nosuch'" in menu.notice and path.exists()


def run_cli(*args: str, data: Path, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "KARTY_DATA_DIR": str(data)}
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout, stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("case", _cases([c for c in SAVE_CASES if c.name in (
    "scores-text", "deep", "fifo", "players-zero", "seats-numbers", "newer-format")]))
def test_the_terminal_refuses_a_damaged_save_in_one_line(tmp_path: Path, case: Damage) -> None:
    store = SaveStore(tmp_path)
    store.dir.mkdir(parents=True)
    good = json.loads(store.autosave(BAD_ID, played(), SEATS).read_text(encoding="utf-8"))
    path = store.dir / f"{BAD_ID}.json"
    path.unlink()
    case.make(path, good)
    done = run_cli("play", GAME, "--text", "--lang", "en", "--resume", BAD_ID, data=tmp_path)
    assert done.returncode != 0 and "Traceback" not in done.stderr, done.stderr
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert lines and lines[-1].startswith("error: ") and path.name in lines[-1] and case.words[0] in lines[-1], lines
    _moved_or_kept(path, lines[-1], case.moved)


def test_when_the_only_save_is_damaged_the_terminal_says_where_it_went(tmp_path: Path) -> None:
    """It used to say only "there is no unfinished game" while the file quietly became .bad-…"""
    store = SaveStore(tmp_path)
    path = store.autosave(BAD_ID, played(), SEATS)
    fields(scores="abc")(path, json.loads(path.read_text(encoding="utf-8")))
    done = run_cli("play", GAME, "--text", "--lang", "cs", "--resume", data=tmp_path)
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert lines[0].startswith(f"varování: {path.name}: ") and "'scores'" in lines[0] and "odložen stranou" in lines[0]
    assert lines[-1].startswith("error: ") and len(lines) == 2


# -- one broken rule book or pack leaves out its own games only ----------------------------------------------
DRIVER = """
import contextlib, io, json, os, sys
from pathlib import Path
import cards.registry as packs
import games.rulebook as books
books.RULES_DIR, packs.PACKS_DIR = Path(sys.argv[1]), Path(sys.argv[2])
from cli.main import main
results = []
for command in json.loads(sys.argv[3]):
    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        code = main(command)
    results.append({"code": code, "err": err.getvalue(), "out": out.getvalue()})
if os.environ.get("WINDOW"):
    import pygame
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1024, 700))
    from ui.app import App
    app = App(None, (1024, 700))
    for scene in ("menu", "rules", "decks", "menu"):
        app.scenes.go(scene)
        for _ in range(3):
            app.frame(surface, 0.016, [])
    menu = app.scenes.stack[-1]
    results.append({"games": [g.id for g in menu.games], "notice": menu.notice})
print(json.dumps(results))
"""


def with_data_files(tmp_path: Path, damage: Callable[[Path, Path], None], commands: list[list[str]],
                    window: bool = False) -> list[dict[str, Any]]:
    """Run CLI commands (and the window, headless) in a fresh process over copies of the rule books and packs."""
    rules, packs = tmp_path / "rules", tmp_path / "packs"
    shutil.copytree(ROOT / "rules_yaml", rules)
    shutil.copytree(ROOT / "cards" / "packs", packs)
    damage(rules, packs)
    env = {**os.environ, "KARTY_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": str(ROOT),
           "SDL_VIDEODRIVER": "dummy", "WINDOW": "1" if window else ""}
    done = subprocess.run([sys.executable, "-c", DRIVER, str(rules), str(packs), json.dumps(commands)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-3000:]
    results: list[dict[str, Any]] = json.loads(done.stdout.strip().splitlines()[-1])
    return results


def not_utf8_cribbage(rules: Path, packs: Path) -> None:
    (rules / "cribbage.yaml").write_bytes(b"id: cribbage\nnames: {cs: \xff}\n")


def no_cribbage(rules: Path, packs: Path) -> None:
    (rules / "cribbage.yaml").unlink()


SIMULATE_CVIK = ["simulate", "cvik", "--games", "1", "--players", "random,random,random"]
PLAY_CRIBBAGE = ["play", "cribbage", "--text", "--lang", "en"]


@pytest.mark.parametrize("damage, words", [(not_utf8_cribbage, "is not UTF-8 text"), (no_cribbage, "is missing")],
                         ids=["not-utf8", "deleted"])
def test_a_broken_rule_book_takes_out_its_own_game_only(tmp_path: Path, damage: Callable[[Path, Path], None],
                                                       words: str) -> None:
    simulated, played_, listed = with_data_files(tmp_path, damage, [SIMULATE_CVIK, PLAY_CRIBBAGE, ["rules"]])
    assert simulated["code"] == 0 and "cvik:" in simulated["out"]  # broke with cribbage.yaml before
    lines = played_["err"].strip().splitlines()
    assert played_["code"] == 2 and lines[-1].startswith("error: cribbage cannot be played: ")
    assert "cribbage.yaml" in lines[-1] and words in lines[-1]
    assert listed["code"] == 0 and "Cvik" in listed["out"]
    if damage is not_utf8_cribbage:  # a file that is there but broken is named before the command's output
        assert "warning: " in simulated["err"] and "cribbage.yaml" in simulated["err"]


def test_a_broken_pack_file_is_named_and_the_rest_play_in_the_window(tmp_path: Path) -> None:
    def deep_french(rules: Path, packs: Path) -> None:
        (packs / "french.yaml").write_bytes(b"pattern: french\nx: " + DEEP + b"\n")
        not_utf8_cribbage(rules, packs)

    decks, window = with_data_files(tmp_path, deep_french, [["decks"]], window=True)
    assert decks["code"] == 0 and "french.yaml" in decks["err"] and "levels" in decks["err"]
    assert "german" in decks["out"]  # the other packs are listed
    assert "cerny-petr" in window["games"] and "cribbage" not in window["games"]
    assert "french.yaml" in window["notice"] and "cribbage.yaml" in window["notice"]
