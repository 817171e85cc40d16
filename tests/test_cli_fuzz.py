"""Every subcommand's arguments fuzzed: whatever is typed, main() answers
with exit 0, or a non-zero exit and one clear line; never a traceback, never a bug report.

In this process (main(argv) with stdout and stderr captured), in a folder of the test's own (the data folder and
the working folder both tmp_path), with the long work stubbed where valid arguments would start it (the audit's
frames, the shot's drawing, the window, the bots' search: every seat is the random player); what is fuzzed is
each command's reading of its arguments, which runs for real. `play --text` is fed fuzzed answers at its prompt.
"""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import cli.audit
import cli.main
import cli.play
import cli.shot
import net.client
import net.server
from cli.main import BUG_EXIT, SUBCOMMANDS, build_parser, main
from net.bluechip.client import SeatClient
from net.bluechip.manager import TableManager

if TYPE_CHECKING:
    import pygame

#: a few examples per command, the whole file in a few seconds (KARTY_FUZZ_EXAMPLES=1000 for a deeper look); no
#: example database: it would be written in .hypothesis/ of the working folder
FUZZ = settings(max_examples=int(os.environ.get("KARTY_FUZZ_EXAMPLES", 25)), deadline=None, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

#: what a hostile user types: digits int() cannot read, a number past int()'s 4,300 digits, a name longer than
#: a file's, a byte the terminal could not decode (argv carries it as a lone surrogate), options' look-alikes
NASTY = ["", " ", "-", "--", "-1", "0", "00", "1e3", "0x10", "nan", "²", "①", "¹", "٣", "１２", "9" * 4301,
         "a" * 300, "\udcff", "x\udcfe.png", "../..", "/", "\x00", "NUL", "con", "--help-me", "=", "a=b=c", "\n"]
#: (a NUL can be typed at the prompt, but no command line holds one: the system ends the word there)
junk = st.one_of(st.sampled_from(NASTY), st.text(max_size=12), st.integers().map(str)).map(
    lambda word: word.replace("\x00", ""))
typed = st.one_of(st.sampled_from(NASTY), st.text(max_size=12))


def either(*valid: str) -> st.SearchStrategy[str]:
    """A valid value (the work is stubbed or small) or, one time in four, junk: with more, nearly every command
    line would stop at its first bad word, and the checks after it would go untried."""
    return st.sampled_from([*valid, *valid, *valid, None]).flatmap(
        lambda value: junk if value is None else st.just(value))


#: games whose whole match of random players is quick: the valid ones the fuzz may start
QUICK_GAMES = ("cerny-petr", "Old Maid", "souboje", "kvarteto", "hundert", "cvik", "alager", "ospalec")


@st.composite
def command_line(draw: st.DrawFn, command: str, positional: list[st.SearchStrategy[str]],
                 options: dict[str, st.SearchStrategy[str] | None], always: tuple[str, ...] = ()) -> list[str]:
    """`command`, its positionals (each maybe left out), some of its options in any order (None: a flag), and
    sometimes a stray word."""
    argv = [command] + [draw(p) for p in positional if draw(st.sampled_from([True, True, True, False]))]
    names = sorted(options)
    chosen = draw(st.lists(st.sampled_from(names), max_size=4)) if names else []
    for name in [*always, *chosen]:
        value = options[name]
        argv += [name] if value is None else [name, draw(value)]
    if draw(st.integers(0, 9)) == 0:
        argv.insert(draw(st.integers(1, len(argv))), draw(junk))
    return argv


def check(argv: list[str]) -> None:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as done:  # argparse: --help, or a usage error
            code = done.code if isinstance(done.code, int) else 1
    said = err.getvalue()
    event(f"exit {code}: {said[:40] if code else 'ok'}")  # how far the examples got: --hypothesis-show-statistics
    assert "Traceback" not in said and code != BUG_EXIT, (argv, said)
    if code != 0:
        lines = [line for line in said.splitlines() if line.strip() and not line.startswith("warning: ")]
        assert len(lines) == 1 and len(lines[0]) < 1000, (argv, code, said)  # a word echoed back is cut short


def no_answer(_: str) -> str:
    raise EOFError  # the end of input at the first prompt: the game stops as with 'q'


@pytest.fixture(autouse=True)
def sandbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Nothing written outside tmp_path, nothing long started; and what a command changes put back."""
    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("KARTY_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    monkeypatch.chdir(tmp_path)
    for frames in ("other_screens", "match_points"):  # the audit's minutes of rendering (its loop over them runs)
        monkeypatch.setattr(cli.audit, frames, lambda *_, **__: iter(()))
    monkeypatch.setattr(cli.shot, "render_recorded", lambda scene, size, *_, **__: (blank(size), []))
    monkeypatch.setattr(cli.main, "open_app", lambda *_: 0)  # the window
    monkeypatch.setattr(cli.play, "best_ai", lambda _: "random")  # the default bots' search
    monkeypatch.setattr(cli.play, "input", no_answer, raising=False)  # pytest's stdin may not be read
    monkeypatch.setattr(TableManager, "listen", lambda self: 0)  # no port opened, no robot waited for
    monkeypatch.setattr(TableManager, "run", lambda self: [])
    monkeypatch.setattr(SeatClient, "play", lambda self, host, port: [])
    monkeypatch.setattr(net.server, "serve", no_server)  # a server would run until stopped
    monkeypatch.setattr(net.client.Client, "connect", no_line)  # no address the fuzz types is dialled
    yield


async def no_server(*_: object, **__: object) -> None:
    return None


def no_line(address: str, *_: object, **__: object) -> NoReturn:
    raise net.client.NetError("unreachable", f"cannot reach {address}")


def blank(size: tuple[int, int]) -> pygame.Surface:
    import pygame

    return pygame.Surface(size)


def test_the_fuzz_covers_every_subcommand() -> None:
    parser = build_parser()
    listed = next(a for a in parser._actions if a.dest == "command").choices
    assert listed is not None and set(listed) == set(SUBCOMMANDS) == set(FUZZED)


#: an option's values (None: a flag)
Options = dict[str, st.SearchStrategy[str] | None]
LANG: Options = {"--lang": either("cs", "en")}
#: each subcommand's positionals and options
FUZZED: dict[str, tuple[list[st.SearchStrategy[str]], Options]] = {
    "decks": ([either("french-32", "german-32", "tarot-78")], {**LANG, "--json": None}),
    "rules": ([either("cerny petr", "bridge", "Old Maid"), junk], {**LANG, "--options": None, "--json": None}),
    "play": ([either(*QUICK_GAMES)], {
        **LANG, "--text": None, "--players": either("2", "3", "4", "9"), "--seat": either("1", "2", "4"),
        "--ai": either("random", "nobody", "ismcts:", "ismcts:0", "bridz:hard"), "--seed": either("1", "-5", "7"),
        "--option": either("deals=1", "deals=0", "deals=x", "nosuch=1", "pack=german-32", "deals"),
        "--resume": either("latest", "cerny-petr-20260101-000000-1"), "--no-save": None,
        "--threads": either("1", "auto"), "--join": either("127.0.0.1:1/ABC234", "localhost/new", "x"),
        "--rejoin": either("abc"), "--invite": either("0", "2"), "--name": either("Eva")}),
    "serve": ([], {"--host": either("127.0.0.1", "::1"), "--port": either("0", "8765", "70000")}),
    "simulate": ([either(*QUICK_GAMES)], {
        "--players": either("random,random,random", "random,random", "random,random,random,random",
                            "random,nobody,random", ",,"),
        "--games": either("1", "2"), "--seed": either("1", "2"), "--option": either("deals=1", "deals=x"),
        "--no-duplicate": None, "--first-deal": None, "--par": None, "--no-progress": None, "--json": None,
        "--jobs": either("1"), "--threads": either("1")}),
    "shot": ([], {
        **LANG, "--scene": either(*cli.shot.SCENES), "--game": either(*QUICK_GAMES), "--pack": either(
            "german-32", "french-32", "nosuch"), "--seed": either("1", "3"), "--moves": either("0", "5", "-1"),
        "--players": either("0", "3", "4"), "--size": either("320x240", "800x560", "10x10", "1280x800x2"),
        "--out": either("x.png", "sub/x.png", "x.txt", "x.PNG"), "--layout": either("x.json", "x.png")}),
    "review": ([st.one_of(either("nosuch", "x.json", "cvik-20260101-000000-1", "."), junk)], {
        **LANG, "--deal": either("0", "1", "x"), "--seat": either("0", "1", "9"), "--budget": either("0", "1"),
        "--json": None}),
    "audit": ([], {"--quick": None, "--game": either(*QUICK_GAMES), "--seed": either("1"), "--verbose": None,
                   "--shots": either("shots", "x.png")}),
    "bluechip": ([either("serve", "join"), either("127.0.0.1:2000", "host:1", ":5", "h:0")], {
        "--port": either("0", "70000"), "--seat": either("N", "south", "x"), "--level": either("easy", "hard"),
        "--boards": either("1", "0"), "--bots": either("NS", "NN", "q"), "--timeout": either("5", "0", "nan"),
        "--team": either("Karty", 'a"b', "Čeština"), "--pbn": either("x.pbn", "sub/x.pbn"), "--verbose": None}),
}


#: given every time: play's --text (without it the command only says to add it), simulate's --games (its default
#: plays 100 matches; the fuzz gives 1, or a bad value), and the options required (else argparse stops every example)
ALWAYS = {"play": ("--text",), "simulate": ("--games", "--players"), "shot": ("--out",)}


@pytest.mark.parametrize("command", sorted(FUZZED))
def test_no_traceback_from_any_arguments(command: str) -> None:
    positional, options = FUZZED[command]

    @FUZZ
    @given(argv=command_line(command, positional, options, always=ALWAYS.get(command, ())))
    def fuzz(argv: list[str]) -> None:
        check(argv)

    fuzz()


@FUZZ
@given(before=st.lists(st.sampled_from(["--threads", "2", "auto", "x", "--help", "-h", "--nosuch", "①"]),
                       max_size=3))
def test_no_traceback_before_the_subcommand(before: list[str]) -> None:
    check(before)


@FUZZ
@given(game=st.sampled_from(QUICK_GAMES), answers=st.lists(st.one_of(typed, st.sampled_from(
    ["1", "2", "?", "h", "l", "q", "draw:1", "play:AS", "ask:1A:2"])), max_size=8))
def test_no_traceback_from_the_prompt(monkeypatch: pytest.MonkeyPatch, game: str, answers: list[str]) -> None:
    feed = iter(answers)

    def typed(_: str) -> str:
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr(cli.play, "input", typed, raising=False)
    check(["play", game, "--text", "--seed", "1", "--no-save"])
