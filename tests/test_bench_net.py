"""bench/net_bench.py's arithmetic (never its timings)."""

from __future__ import annotations

from bench.net_bench import Run, percentile


def test_percentile_by_nearest_rank() -> None:
    assert percentile([], 95) == 0.0
    assert percentile([3.0], 95) == 3.0
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 95) == 95.0 and percentile(values, 50) == 50.0 and percentile(values, 100) == 100.0
    assert percentile([5.0, 1.0, 3.0], 50) == 3.0


def test_a_run_reports_per_second_and_milliseconds() -> None:
    run = Run(10, seconds=2.0, moves=300, delays=[0.010, 0.020, 0.030], matches=1, rss_kib=2048)
    row = run.row()
    assert row["moves_per_s"] == 150.0 and row["p95_ms"] == 30.0 and row["median_ms"] == 20.0
    assert row["server_rss_mib"] == 2.0 and row["player_moves"] == 3
