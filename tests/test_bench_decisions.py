"""`python -m bench decisions` (bench/decisions.py): its tables from a report, and the block it writes into a page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bench import decisions


def report(hard_p95: float) -> dict[str, Any]:
    level = {"wall_p50": 0.3, "wall_p95": 0.45, "cpu_p50": 0.2, "cpu_p95": 0.3, "iterations": 700,
             "iterations_min": 650, "at_budget": 0.5}
    hard = {**level, "wall_p95": hard_p95, "iterations": 3000, "iterations_min": 2100, "at_budget": 0.0}
    game = {"game": "kolovrat", "points": 6, "normal/1": level, "normal/2": level, "hard/1": hard, "hard/2": hard,
            "it_per_s": {"1": 1000.0, "2": 1900.0}, "speedup": 1.9, "it_per_busiest_cpu_s": {"1": 1100.0, "2": 2000.0},
            "speedup_idle": 1.82}
    return {"command": "python -m bench decisions", "workers": 2, "cpus": 2, "load_start": 0.5, "load_end": 0.7,
            "games": [game], "pool_start_s": 0.4, "minutes": 5.0, "commit": "abc1234", "when": "today",
            "iterations": 1000}


def test_the_tables_and_the_verdicts() -> None:
    text = decisions.markdown(report(1.4))
    assert "| kolovrat | 300 / 450 | 200 / 300 | 650 / 700 | 50% |" in text
    assert "| 2,100 / 3,000 | 0% |" in text
    assert "| 1.90x |" in text and "| 1.82x |" in text
    assert "hard p95 wall <= 1.5 s | 1,400 ms pass" in text
    assert "1,600 ms FAIL" in decisions.markdown(report(1.6))


def test_the_block_goes_between_the_markers_and_nowhere_else(tmp_path: Path) -> None:
    doc = tmp_path / "performance.md"
    doc.write_text(f"before\n{decisions.BEGIN}\nold\n{decisions.END}\nafter\n", encoding="utf-8")
    decisions.update_docs("new", doc)
    assert doc.read_text(encoding="utf-8") == f"before\n{decisions.BEGIN}\nnew\n{decisions.END}\nafter\n"
    (tmp_path / "bare.md").write_text("no markers", encoding="utf-8")
    with pytest.raises(SystemExit):
        decisions.update_docs("new", tmp_path / "bare.md")


def test_a_game_s_own_players_get_their_rows_and_count_in_the_verdict() -> None:
    data = report(1.2)
    own = {"player": "bridz:hard", "wall_p50": 0.9, "wall_p95": 1.7}
    data["games"][0]["own"] = {"hard/1": own, "hard/2": {**own, "wall_p95": 1.3}}
    text = decisions.markdown(data)
    assert "| kolovrat | hard | `bridz:hard` | 900 / 1,700 | 900 / 1,300 |" in text
    assert "hard p95 wall <= 1.5 s | 1,700 ms FAIL | 1,300 ms pass |" in text


def test_only_levels_played_by_a_game_s_own_player_are_timed_apart() -> None:
    assert decisions.own_players("bridz") == {"normal": "bridz:normal", "hard": "bridz:hard"}
    assert decisions.own_players("cribbage") == {"hard": "cribbage:hard"}
    assert decisions.own_players("kolovrat") == {}
