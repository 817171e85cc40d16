"""The performance suite's harness (bench/perf.py): its JSON, its verdicts. Timings are never asserted."""

from __future__ import annotations

import importlib.util
import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from bench import perf

ROOT = Path(__file__).resolve().parent.parent


def entry(runs: list[float], base: list[float] | None = None, key: str = "random/x/deals_per_s") -> perf.Figure:
    ours = perf.summary(runs)
    out = perf.Figure(**ours, unit="deals/s", better="higher")
    if base is not None:
        baseline = perf.summary(base)
        out["baseline"] = baseline
        out["factor"] = perf.factor(key, ours["median"], baseline["median"])
        out["worse_than_baseline"] = perf.worse(key, ours, baseline)
    return out


def test_factor_points_the_way_the_figure_does() -> None:
    assert perf.factor("random/x/deals_per_s", 300.0, 100.0) == 3.0  # a rate: higher is better
    assert perf.factor("decision/x/hard/p95_ms", 50.0, 100.0) == 2.0  # a time: lower is better
    assert perf.factor("memory/x/peak_mb", 0.0, 10.0) is None


def test_worse_only_beyond_the_noise() -> None:
    assert entry([80, 85, 90], [100, 101, 102])["worse_than_baseline"]
    assert not entry([80, 85, 101], [100, 101, 102])["worse_than_baseline"]  # ranges overlap
    assert not entry([97, 97, 97], [100, 100, 100])["worse_than_baseline"]  # within 5 %
    assert not entry([92], [100])["worse_than_baseline"]  # one run: 10 % allowed
    assert entry([89], [100])["worse_than_baseline"]


def test_targets_check_issue_13() -> None:
    figures = {"cribbage/match/deals_per_s": entry([2000]), "openspiel/cribbage/cpp_deals_per_s": entry([10000]),
               "bridz/deal/deals_per_s": entry([500]), "rlcard/bridge/deals_per_s": entry([100]),
               "ismcts/cribbage/iter_per_s": entry([6000], [2000], "ismcts/cribbage/iter_per_s"),
               "ismcts/bridz/iter_per_s": entry([1500], [1000], "ismcts/bridz/iter_per_s")}
    verdicts = {t["target"]: t["pass"] for t in perf.targets(figures)}
    assert verdicts == {"cribbage deals/s >= 0.1 x OpenSpiel C++ loop": True, "bridz deals/s >= 10 x RLCard": False,
                        "cribbage ISMCTS it/s >= 2 x baseline": True, "bridz ISMCTS it/s >= 2 x baseline": False,
                        "no figure worse than baseline": True}


def test_bench_without_a_name_runs_the_suite(capsys: pytest.CaptureFixture[str]) -> None:
    from bench.__main__ import main

    with pytest.raises(SystemExit):
        main(["--help"])
    assert "--baseline REF" in capsys.readouterr().out  # the suite's options, not the named benchmarks'
    with pytest.raises(SystemExit):
        main(["ai-speed", "--help"])
    assert "--baseline" not in capsys.readouterr().out


def test_quick_run_against_a_baseline_writes_the_json(tmp_path: Path) -> None:
    """The whole suite on one game with tiny counts, with HEAD as the baseline (unpacked by git archive)."""
    out = tmp_path / "perf.json"
    done = subprocess.run(
        [sys.executable, "-m", "bench", "perf", "--quick", "--game", "hundert", "--baseline", "HEAD", "--seconds",
         "0.05", "--points", "1", "--level-points", "1", "1", "1", "--frames", "2", "--out", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    figures = report["figures"]
    expected = {"random/hundert/deals_per_s", "random/hundert/actions_per_s", "ismcts/hundert/iter_per_s",
                "decision/hundert/hard/p95_ms", "cribbage/scorer/hands_per_s", "cribbage/match/deals_per_s",
                "bridz/deal/deals_per_s", "frame/hundert/still_ms", "startup/menu/menu_s", "startup/help/help_s",
                "memory/menu_process/peak_mb", "memory/engine_process/peak_mb"}
    assert expected <= set(figures)
    for key in expected:
        assert figures[key]["median"] > 0 and figures[key]["runs"] == [figures[key]["median"]], key
        assert figures[key]["baseline"]["median"] > 0 and figures[key]["factor"] > 0, key
    if importlib.util.find_spec("pyspiel"):
        assert figures["openspiel/bridge/cpp_deals_per_s"]["median"] > 0
        assert "cribbage deals/s >= 0.1 x OpenSpiel C++ loop" in {t["target"] for t in report["targets"]}
    assert "ISMCTS it/s" in done.stdout and "Targets" in done.stdout
    text = perf.markdown(report)
    assert "| hundert |" in text and "| no figure worse than baseline |" in text


def fake_report() -> perf.Report:
    return {"command": "python -m bench perf --baseline perf-baseline --out x.json", "commit": "abc1234",
            "uncommitted_changes": False, "baseline_commit": None, "counts": {},
            "date": "2026-11-29 16:00 UTC", "runs": 3, "seconds": 600.0,
            "load_average": {"start": 2.0, "end": 3.0}, "machine": {"cpus": 2, "python": "3.11", "platform": "Linux"},
            "baseline": "perf-baseline",
            "figures": {"random/cvik/deals_per_s": entry([300, 310, 320], [100, 100, 100])}, "targets": []}


def test_update_doc_replaces_only_the_marked_block(tmp_path: Path) -> None:
    doc = tmp_path / "performance.md"
    doc.write_text("# K\n\n<!-- perf:begin -->\nSTALE FIGURES\n<!-- perf:end -->\n\n## Next\n", encoding="utf-8")
    assert perf.update_doc(fake_report(), doc)
    text = doc.read_text(encoding="utf-8")
    assert "STALE FIGURES" not in text and text.startswith("# K\n") and text.endswith("## Next\n")
    assert "`python -m bench perf --baseline perf-baseline` at abc1234" in text
    assert "| cvik | 310 ±3% |" in text and "3.10x" in text
    unmarked = tmp_path / "other.md"
    unmarked.write_text("# no markers\n", encoding="utf-8")
    assert not perf.update_doc(fake_report(), unmarked)
    assert not perf.update_doc(fake_report(), tmp_path / "missing.md")


def test_update_docs_option_rewrites_a_doc_from_a_written_report(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(signal, "signal", lambda *_: None)  # main() would keep its SIGTERM handler
    report = tmp_path / "perf.json"
    report.write_text(json.dumps(fake_report()), encoding="utf-8")
    doc = tmp_path / "performance.md"
    doc.write_text("intro\n<!-- perf:begin -->\nold\n<!-- perf:end -->\nend\n", encoding="utf-8")
    assert perf.main(["--report", str(report), "--markdown", "--update-docs", "--doc", str(doc)]) == 0
    text = doc.read_text(encoding="utf-8")
    assert text.startswith("intro\n<!-- perf:begin -->\nFigures of") and text.endswith("<!-- perf:end -->\nend\n")
    assert "| cvik | 310 ±3% |" in text and "\nold\n" not in text
    assert "| cvik | 310 ±3% |" in capsys.readouterr().out
    assert perf.main(["--report", str(report), "--update-docs", "--doc", str(tmp_path / "none.md")]) == 1


def test_the_performance_doc_has_the_markers_the_writer_needs() -> None:
    assert perf.DOC_BLOCK.search(perf.DOC.read_text(encoding="utf-8"))


def test_the_bare_bridge_floor_plays_whole_legal_deals() -> None:
    import random

    from bench import bare_bridge

    rng = random.Random(5)
    for _ in range(300):
        calls, final, tricks = bare_bridge.play_deal(rng)
        assert 0 <= final < bare_bridge.BIDS and calls >= 4 and sum(tricks) == 13  # random bidders all but always open

    class AlwaysFirst(random.Random):
        def random(self) -> float:
            return 0.0  # the first legal call each time: everybody passes

    assert bare_bridge.play_deal(AlwaysFirst()) == (4, -1, [0, 0])  # four passes end an auction nobody opened
    assert bare_bridge.deals_per_s(0.01) > 0
