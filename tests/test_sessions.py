"""Saves, statistics and replays: atomic, never lost, never overwritten, never crashing on bad files."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import Game, InvalidInput, Match, all_games, get_game
from games import rng as rngs
from sessions.replay import Replay, export_text, import_text
from sessions.saves import SaveError, SaveStore
from sessions.stats import StatsStore
from sessions.store import read_json, write_json_atomic

ROOT = Path(__file__).resolve().parent.parent
SEATS = [{"player": "human"}, {"player": "random"}, {"player": "random"}, {"player": "random"}]


def played(game_id: str = "alager", n: int = 3, steps: int = 30, seed: int = 2) -> Match:
    match = Match(get_game(game_id), n, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over:
            break
        legal = match.legal_actions()
        match.apply(legal[rngs.below(rng, len(legal))])
    return match


def test_atomic_write_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "a" / "file.json"
    write_json_atomic(path, {"x": 1})
    write_json_atomic(path, {"x": 2})
    assert json.loads(path.read_text()) == {"x": 2}
    assert [p.name for p in path.parent.iterdir()] == ["file.json"]


def test_autosave_and_load_give_the_same_match(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = played()
    store.autosave("alager-1-2", match, SEATS[:3])
    loaded, data = store.load("alager-1-2")
    assert loaded.state == match.state and loaded.to_dict() == match.to_dict()
    assert data["seats"][0]["player"] == "human"
    (info,) = store.resumable("alager")
    assert info.id == "alager-1-2" and info.actions == len(match.actions) and not info.finished


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_save_round_trip_at_random_points_for_every_game(tmp_path: Path, game: Game) -> None:
    store = SaveStore(tmp_path)
    rng = random.Random(7)
    n = game.default_players(game.config())
    match = Match(game, n, seed=11)
    for point in range(3):
        for _ in range(rngs.below(rng, 25) + 1):
            if match.is_over:
                break
            legal = match.legal_actions()
            match.apply(legal[rngs.below(rng, len(legal))])
        store.autosave(f"{game.id}-{point}", match, [{"player": "random"}] * n)
        loaded, _ = store.load(f"{game.id}-{point}")
        assert loaded.state == match.state, f"snapshot differs at point {point}"
        replayed = Match.from_dict(match.to_dict())
        assert replayed.state == match.state


def test_corrupt_truncated_and_foreign_saves_are_moved_aside_and_reported(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.autosave("alager-good", played(), SEATS[:3])
    good_text = (store.dir / "alager-good.json").read_text()
    (store.dir / "alager-cut.json").write_text(good_text[: len(good_text) // 2])
    (store.dir / "alager-foreign.json").write_text(json.dumps({"hello": "world"}))
    (store.dir / "alager-binary.json").write_bytes(b"\xff\xfe\x00garbage")
    infos = store.list()
    assert [i.id for i in infos] == ["alager-good"]
    assert len(store.problems) == 3
    names = sorted(p.name for p in store.dir.iterdir())
    assert "alager-good.json" in names
    assert sum(".bad-" in n for n in names) == 3  # kept aside, not deleted
    assert all(str(p) for p in store.problems)


def test_a_save_that_no_longer_replays_is_refused_and_kept(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.autosave("alager-x", played(), SEATS[:3])
    path = store.dir / "alager-x.json"
    data = json.loads(path.read_text())
    data["actions"][3] = "take:ZZ"
    del data["snapshot"]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="does not replay"):
        store.load("alager-x")
    assert not path.exists() and any(".bad-" in p.name for p in store.dir.iterdir())


def test_a_save_from_another_format_is_refused_with_the_reason_and_left_in_place(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.autosave("alager-v", played(), SEATS[:3])
    path = store.dir / "alager-v.json"
    data = json.loads(path.read_text())
    data["format"], data["app_version"] = 99, "9.0"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="format 99"):
        store.load("alager-v")
    assert path.exists()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(blob=st.one_of(st.binary(max_size=300), st.text(max_size=300),
                      st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                                   lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
                                       st.sampled_from(["kind", "game", "players", "options", "seed", "actions",
                                                        "seats", "started", "updated", "format", "snapshot"]),
                                       inner, max_size=11), max_leaves=20)))
def test_fuzzed_save_files_never_crash_the_loader(tmp_path: Path, blob: object) -> None:
    store = SaveStore(Path(tempfile.mkdtemp(dir=tmp_path)))
    store.dir.mkdir(parents=True)
    path = store.dir / "cerny-petr-fuzz.json"
    if isinstance(blob, bytes):
        path.write_bytes(blob)
    elif isinstance(blob, str):
        path.write_text(blob, encoding="utf-8")
    else:
        path.write_text(json.dumps({"kind": "karty-save", "format": 1, **blob} if isinstance(blob, dict) else blob))
    store.list()
    with contextlib.suppress(SaveError):  # refusing is fine; any other exception fails the test
        store.load("cerny-petr-fuzz")


def test_statistics_count_streaks_and_survive_a_corrupt_file(tmp_path: Path) -> None:
    stats = StatsStore(tmp_path)
    for outcome, score in (("won", 3), ("won", 5), ("lost", 1), ("won", 4), ("drawn", 2)):
        stats.record("hundert", "ismcts:normal", outcome, score)
    again = StatsStore(tmp_path).get("hundert", "ismcts:normal")
    assert (again.played, again.won, again.lost, again.drawn) == (5, 3, 1, 1)
    assert again.best == 5 and again.mean_score == 3.0 and again.longest_win_streak == 2 and again.streak == 0
    low = StatsStore(tmp_path)
    low.record("cerny-petr", "random", "won", 2, lower_is_better=True)
    low.record("cerny-petr", "random", "lost", 1, lower_is_better=True)
    assert low.get("cerny-petr", "random").best == 1
    low.reset("hundert")
    assert StatsStore(tmp_path).get("hundert", "ismcts:normal").played == 0
    (tmp_path / "stats.json").write_text("{not json")
    fresh = StatsStore(tmp_path)
    assert fresh.problem is not None and fresh.games == {}
    assert any(".bad-" in p.name for p in tmp_path.iterdir())


def test_replay_steps_forward_and_back_and_text_round_trips() -> None:
    match = played("kolovrat", 3, 5000, seed=4)  # finished: only a finished match's export replays
    assert match.is_over
    replay = Replay(match.to_dict())
    assert len(replay) == len(match.actions)
    replay.seek(len(replay))
    assert replay.match.state == match.state
    replay.back()
    replay.back()
    replay.forward()
    assert replay.position == len(replay) - 1
    text = export_text(match.to_dict(), "cs")
    assert text.startswith("# Karty replay") and "1. " in text
    assert import_text(text) == {k: match.to_dict()[k] for k in ("game", "players", "seed", "options", "actions")}
    broken = text.replace("\n3. ", "\n4. ", 1)
    with pytest.raises(InvalidInput, match="line"):
        import_text(broken)


def test_read_json_reports_missing_as_nothing(tmp_path: Path) -> None:
    assert read_json(tmp_path / "none.json") == (None, None)


def _saved_moves(store: SaveStore, game: str, moves: int) -> bool:
    """Whether the game's autosave holds at least `moves` moves (a save being written reads as not yet)."""
    try:
        return any(store.load(info.id)[0].actions[moves - 1:] for info in store.resumable(game))
    except (OSError, SaveError):
        return False


def test_killed_mid_game_resumes_with_nothing_lost(tmp_path: Path) -> None:
    env = {**os.environ, "KARTY_DATA_DIR": str(tmp_path)}
    cmd = [sys.executable, "main.py", "play", "alager", "--text", "--seed", "9", "--lang", "en", "--ai", "random"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdin and proc.stdout
    moves_seen = 0
    deadline = time.monotonic() + 60
    while moves_seen < 3 and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if line.strip().startswith("1. "):  # our move: the list of legal actions is being printed
            proc.stdin.write("pass\n")
            proc.stdin.flush()
            moves_seen += 1
    assert moves_seen == 3, "the game never asked for a third move"
    store = SaveStore(tmp_path)
    # killed once the autosave holds our moves (waited for, not slept on: a busy machine writes it later)
    while time.monotonic() < deadline and not _saved_moves(store, "alager", moves_seen):
        time.sleep(0.02)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    (info,) = store.resumable("alager")
    before, _ = store.load(info.id)
    assert len(before.actions) >= moves_seen
    out = subprocess.run([*cmd[:4], "--text", "--resume", "--lang", "en"], cwd=ROOT, env=env, input="q\n",
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    after, _ = store.load(info.id)
    assert after.actions[: len(before.actions)] == before.actions
