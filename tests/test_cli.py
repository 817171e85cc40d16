"""main.py as a user runs it: help, no display, decks, simulate, play --text."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, stdin: str | None = None, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    full_env = {**os.environ, **(env or {})}
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True,
                          input=stdin, env=full_env, timeout=120)


def test_help_lists_the_subcommands() -> None:
    out = run("--help")
    assert out.returncode == 0
    for name in ("decks", "rules", "play", "simulate"):
        assert name in out.stdout


def _modules_after(*words: str) -> set[str]:
    """The subcommands' modules imported by main.py given `words`, in a fresh process (this one has them all)."""
    code = ("import sys\nfrom cli.main import SUBCOMMANDS, main\ntry:\n    main(sys.argv[1:])\nexcept SystemExit:\n"
            "    pass\nprint('MODULES', *sorted(m for m in SUBCOMMANDS.values() if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code, *words], cwd=ROOT, capture_output=True, text=True, timeout=120)
    return set(out.stdout.split("MODULES")[-1].split())


def test_the_help_and_a_subcommand_import_only_what_they_run() -> None:
    assert _modules_after("--help") == set()
    assert _modules_after("decks", "--help") == {"cli.decks"}
    assert _modules_after("rules") == {"cli.rules"}


def test_the_help_imports_neither_the_search_nor_the_games() -> None:
    """--help names --threads' bound (the cores) without ai.parallel, which brings every game (~100 ms)."""
    code = ("import sys\nfrom cli.main import main\ntry:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
            "print('MODULES', *sorted(m for m in sys.modules if m.split('.')[0] in ('ai', 'games', 'cards')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert "--threads" in out.stdout
    assert out.stdout.split("MODULES")[-1].split() == [], out.stdout.split("MODULES")[-1]


def test_the_help_lists_every_subcommand_by_its_summary() -> None:
    from cli.main import SUBCOMMANDS, SUMMARIES

    said = " ".join(run("--help").stdout.split())
    assert set(SUMMARIES) == set(SUBCOMMANDS)
    assert all(" ".join(line.split()) in said for line in SUMMARIES.values()), said


def test_no_display_says_so_and_names_the_subcommands() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["SDL_VIDEODRIVER"] = "dummy"
    out = subprocess.run([sys.executable, "main.py"], cwd=ROOT, capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode != 0
    assert "display" in out.stderr.lower()
    for name in ("decks", "play", "simulate"):
        assert name in out.stderr
    assert "Traceback" not in out.stderr


def test_decks_json_lists_packs_with_sizes() -> None:
    out = run("decks", "--json")
    assert out.returncode == 0, out.stderr
    packs = {p["id"]: p for p in json.loads(out.stdout)}
    assert packs["french-52"]["size"] == 52 and packs["german-32"]["size"] == 32
    assert packs["cerny-petr-33"]["size"] == 33
    assert set(packs["french-32"]["names"]) >= {"cs", "en"} and len(packs["french-32"]["suits"]) == 4


def test_decks_one_pack_lists_every_card_and_unknown_ids_get_suggestions() -> None:
    out = run("decks", "german-32", "--json")
    pack = json.loads(out.stdout)
    assert len(pack["cards"]) == 32
    unter = {"code": "UL", "names": {"cs": "zelený spodek", "en": "Unter of leaves", "acc": "zeleného spodka"}}
    assert unter.items() <= {"code": pack["cards"][20]["code"], "names": pack["cards"][20]["names"]}.items()
    bad = run("decks", "germn-32")
    assert bad.returncode != 0 and "german-32" in bad.stderr and "Traceback" not in bad.stderr


def test_simulate_json_has_the_promised_fields() -> None:
    out = run("simulate", "cerny-petr", "--players", "random,random,random", "--games", "30", "--seed", "1", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["game"] == "cerny-petr" and data["games"] == 30
    (row,) = data["players"]
    assert set(row) >= {"name", "seats_played", "wins", "win_rate", "ci95", "mean_score"}
    assert row["seats_played"] == 90 and abs(row["wins"] - 30) < 1e-6
    assert row["ci95"][0] <= row["win_rate"] <= row["ci95"][1]
    assert set(data["decision_ms"]) == {"p50", "p95"}


def test_simulate_rejects_bad_input_clearly() -> None:
    for args in (["no-such-game", "--players", "random,random,random"],
                 ["cerny-petr", "--players", "random,random"],
                 ["cerny-petr", "--players", "random,nobody,random"],
                 ["cerny-petr", "--players", "random,random,random", "--option", "deals=zero"]):
        out = run("simulate", *args, "--games", "2")
        assert out.returncode != 0 and out.stderr.startswith("error:") and "Traceback" not in out.stderr, args


def test_play_text_plays_a_whole_match_and_explains_bad_input() -> None:
    answers = "\n".join(["abc", "99", "play:AS", "?"] + ["1"] * 3000) + "\n"
    out = run("play", "cerny-petr", "--text", "--seed", "5", "--lang", "en", "--option", "deals=2", stdin=answers)
    assert out.returncode == 0, out.stderr
    assert "'99' is not on the list" in out.stdout
    assert out.stdout.count("That move is not allowed: in Černý Petr the only move is to draw") == 2  # abc, play:AS
    assert out.stdout.count("End of deal") == 2
    assert "Match over" in out.stdout


def test_play_text_same_seed_same_game() -> None:
    answers = "\n".join(["1"] * 3000) + "\n"
    first = run("play", "cerny-petr", "--text", "--seed", "8", "--lang", "cs", "--option", "deals=1", stdin=answers)
    second = run("play", "cerny-petr", "--text", "--seed", "8", "--lang", "cs", "--option", "deals=1", stdin=answers)
    assert first.stdout == second.stdout and "Konec zápasu" in first.stdout


def test_play_text_stops_cleanly_at_end_of_input() -> None:
    out = run("play", "cerny-petr", "--text", "--seed", "3", stdin="")
    assert out.returncode == 0 and "--seed 3" in out.stdout


def test_play_text_does_not_print_ai_choices_that_are_private() -> None:
    """Regression: the AI's action label was printed, showing e.g. which card it passed face down in Ospalec."""
    answers = "\n".join(["1"] * 60 + ["q"]) + "\n"
    out = run("play", "ospalec", "--text", "--seed", "3", "--lang", "cs", "--ai", "random", "--no-save",
              stdin=answers)
    assert out.returncode == 0, out.stderr
    for line in out.stdout.splitlines():
        # the human's own menu lists 'Vrátit: <card>' choices; nothing else may name a passed card
        assert " hraje: " not in line
        assert "Vrátit:" not in line or re.match(r"\s+\d+\. ", line), line
