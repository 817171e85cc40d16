"""Issue 43, items 10-13: what a hostile user types at the prompt or on the command line gets one clear line
and a non-zero exit (or, at the prompt, the question again), never a traceback; and a command that cannot do
what was asked writes nothing."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from cli.main import main
from cli.play import _ask
from games import Match, get_game


def cli(*argv: str) -> tuple[int, str, str]:
    """main(argv) in this process: its exit code (argparse's SystemExit too), stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(argv))
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else 1
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
