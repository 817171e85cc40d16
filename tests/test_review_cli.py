"""`main.py review`: a saved deal's decisions rated in the terminal, the same figures as --json, bad input in one
line with exit 2, in both languages."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ai.review import core
from cli.main import main
from games import Match, get_game
from sessions.saves import SaveStore
from sessions.stats import StatsStore


def _save(data: Path, game_id: str, seed: int, human: int = 0, names: tuple[str, ...] = ()) -> str:
    match = Match(get_game(game_id), 2 if game_id == "cribbage" else None, seed=seed)
    rng = random.Random(seed)
    while not match.finished_deals:
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
    seats = [{"player": "human" if s == human else "ismcts:hard"} for s in range(match.num_players)]
    for seat, name in zip(seats, names, strict=False):
        if name:
            seat["name"] = name
    save_id = f"{game_id}-20260101-000000-{seed}"
    SaveStore(data).autosave(save_id, match, seats)
    return save_id


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    return tmp_path


def test_json_gives_the_figures_of_the_review(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save_id = _save(data, "cribbage", 5)
    assert main(["review", save_id, "--json", "--budget", "60"]) == 0
    shown = json.loads(capsys.readouterr().out)
    record = json.loads((data / "saves" / f"{save_id}.json").read_text(encoding="utf-8"))
    assert shown == core.review_deal(record, 1, 0, budget=60).to_dict()
    assert shown["decisions"] and {d["unit"] for d in shown["decisions"]} == {"bod"}
    assert any(d["method"] == "exact" for d in shown["decisions"])  # the discard, counted as the hint counts it
    counted = StatsStore(data).get("cribbage", "ismcts:hard")  # the human's record against the bots
    assert counted.reviewed == len(shown["decisions"]) and counted.played == 0
    assert counted.review_cost == pytest.approx(sum(d["cost"] for d in shown["decisions"]), abs=1e-3)
    assert main(["review", save_id, "--json", "--budget", "60"]) == 0  # reviewed again: counted once
    assert StatsStore(data).get("cribbage", "ismcts:hard").reviewed == counted.reviewed


@pytest.mark.parametrize(("lang", "words"), [("cs", ("Rozbor", "rozhodnutí")), ("en", ("Review", "decisions"))])
def test_the_text_says_each_decision_in_the_language_asked(data: Path, capsys: pytest.CaptureFixture[str],
                                                           lang: str, words: tuple[str, ...]) -> None:
    save_id = _save(data, "cribbage", 5)
    path = data / "saves" / f"{save_id}.json"
    assert main(["review", str(path), "--lang", lang, "--budget", "60"]) == 0  # a file's path does as well
    out = capsys.readouterr().out
    assert all(word in out for word in words)
    record = json.loads(path.read_text(encoding="utf-8"))
    review = core.review_deal(record, 1, 0, budget=60)
    assert out.count("(") >= len(review.decisions)  # each decision with its mark


def test_the_seat_reviewed_is_named_as_the_table_named_it(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The head said 'hraje Hráč 1', and a save naming only the second seat gave its name to the first (the names
    were taken without their empty places); now the player's own name (Settings), a saved name, else Karty's."""
    save_id = _save(data, "cribbage", 5, names=("", "Eva"))
    assert main(["review", save_id, "--lang", "cs", "--budget", "20"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith(", hraje Jan")
    (data / "settings.json").write_text('{"player_name": "Věra"}', encoding="utf-8")
    assert main(["review", save_id, "--lang", "cs", "--budget", "20"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith(", hraje Věra")
    assert main(["review", save_id, "--lang", "en", "--seat", "2", "--budget", "20"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith(", played by Eva")


@pytest.mark.parametrize("argv", [["nosuch"], ["x.json"], ["SAVE", "--deal", "2"], ["SAVE", "--seat", "5"],
                                  ["SAVE", "--seat", "0"], ["SAVE", "--budget", "0"], ["."]])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_bad_input_is_one_line_and_exit_2(data: Path, capsys: pytest.CaptureFixture[str], argv: list[str],
                                          lang: str) -> None:
    save_id = _save(data, "cvik", 7)
    code = main(["review", *[save_id if a == "SAVE" else a for a in argv], "--lang", lang])
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1
    assert err.startswith("chyba:" if lang == "cs" else "error:")


def test_a_save_without_a_human_asks_for_a_seat(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save_id = _save(data, "cvik", 7, human=-1)
    assert main(["review", save_id, "--lang", "en"]) == 2
    assert "--seat" in capsys.readouterr().err
