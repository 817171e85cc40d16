"""Argument parsing and dispatch for main.py."""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import io
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

#: subcommand -> module in cli/ that implements it (add_parser(subparsers), run(args) -> int)
SUBCOMMANDS = {
    "decks": "cli.decks",
    "rules": "cli.rules",
    "play": "cli.play",
    "simulate": "cli.simulate",
    "shot": "cli.shot",
    "audit": "cli.audit",
    "bluechip": "cli.bluechip",
    "serve": "cli.serve",
    "review": "cli.review",
}
#: each subcommand's line in the help, here rather than only in its module: the help lists them all, and
#: importing every module for it (the games, the AI, pygame for some) cost more than the rest of the help
SUMMARIES = {
    "decks": "list the card packs, or every card of one pack",
    "rules": "list the games or print a game's rule book",
    "play": "play a game in the terminal (--text) against AI players",
    "simulate": "play seeded matches between AI players and report win rates",
    "shot": "render a scene of the app to a PNG (headless)",
    "audit": "check every screen for text that does not fit or lies over cards (headless)",
    "bluechip": "Bridž against other robots: the Blue Chip table manager protocol",
    "serve": "run a table server: friends play together over the network",
    "review": "rate every decision of a finished deal and show the better move",
}


class Parser(argparse.ArgumentParser):
    """argparse saying what is wrong in one line (its usage, often longer than the screen, is in --help)."""

    def error(self, message: str) -> NoReturn:
        from cli.common import one_line

        self.exit(2, f"error: {one_line(message)} (see: {self.prog} --help)\n")


def build_parser(prog: str = "main.py", words: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser of main.py's arguments. Given the `words` it is to parse, only the subcommand they name gets
    its module imported and its options; the others are listed by name and summary (all the help needs)."""
    named = None if words is None else next((w for w in words if w in SUBCOMMANDS), "")
    parser = Parser(
        prog=prog,
        description="Karty: traditional Central-European card games against AI opponents. "
                    "Without a subcommand the app opens in a window.",
    )
    add_threads(parser, "the window's bots")
    sub = parser.add_subparsers(dest="command", metavar="SUBCOMMAND")
    for name, module_name in SUBCOMMANDS.items():
        if named is not None and name != named:
            if importlib.util.find_spec(module_name) is not None:
                sub.add_parser(name, help=SUMMARIES[name])  # never parses: its name would have named it
            continue
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
            continue
        module.add_parser(sub)
    for name in THREADED:
        if name in sub.choices:
            add_threads(sub.choices[name], "the bots", subcommand=True)
    return parser


#: the subcommands whose bots search, and so take --threads (default: play and review every core but one, a
#: review's figures being the same on any count; simulate one, as its --jobs uses the cores)
THREADED = ("play", "simulate", "review")


def threads_value(text: str) -> int:
    """--threads as argparse reads it: a clear usage error for bad input, never a traceback."""
    from ai.parallel import parse_workers
    from games.errors import InvalidInput

    try:
        return parse_workers(text)
    except InvalidInput as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_threads(parser: argparse.ArgumentParser, whose: str, subcommand: bool = False) -> None:
    from sessions.machine import max_workers  # not ai.parallel: the help would import every game for it

    # SUPPRESS: a subcommand's parser must not overwrite a value given before the subcommand with its default
    parser.add_argument("--threads", metavar="N", type=threads_value, default=argparse.SUPPRESS,
                        help=f"processes {whose} may search on: a number from 1 to {max_workers()} (one a core "
                             f"of this machine), or 'auto' (every core but one); "
                             + ("default: auto for play and review, 1 for simulate" if subcommand
                                else "the Settings' choice, at most this"))


def apply_threads(args: argparse.Namespace) -> None:
    """The search's worker count for this run: --threads if given, else the command's default."""
    from ai import parallel

    threads = getattr(args, "threads", None)
    if threads is not None:
        parallel.set_cap(threads)
    elif args.command in ("play", "review"):
        parallel.set_workers(None)


def available_subcommands() -> list[str]:
    return [name for name, module in SUBCOMMANDS.items() if importlib.util.find_spec(module) is not None]


def has_display() -> bool:
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return False
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def no_display_message(command: str = "python main.py") -> str:
    names = ", ".join(available_subcommands())
    examples = (("decks", "the card packs"), ("rules cerny-petr", "a game's rules"),
                ("play cerny-petr --text", "play in the terminal"), ("--help", "all subcommands and options"))
    width = len(command) + 27
    return (
        "Karty needs a display to open its window, and none was found (no DISPLAY or WAYLAND_DISPLAY).\n"
        f"In a terminal you can use the subcommands: {names}.\n"
        "For example:\n"
        + "\n".join(f"  {command} {words}".ljust(width) + what for words, what in examples)
    )


def main(argv: Sequence[str] | None = None) -> int:
    """`python main.py` passes its arguments; the installed `karty` command calls this with none."""
    if argv is None:
        sturdy_output()
        prog, command, words = "karty", "karty", sys.argv[1:]
    else:
        prog, command, words = "main.py", "python main.py", list(argv)
    try:
        args = build_parser(prog, words).parse_args(words)
        from ai import parallel

        before = parallel.snapshot()
        apply_threads(args)
        try:
            return _run(args, command)
        finally:
            parallel.restore(before)  # the count was this command's (main() is called in-process by the tests too)
    except KeyboardInterrupt:  # Ctrl+C: the user's stop, not a failure worth a traceback
        print("\ninterrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # whatever it is, the user gets one line and a report, not a traceback
        return bug(exc, words)


#: the exit code of an unexpected exception (EX_SOFTWARE in sysexits.h): a bug, where 1 and 2 are the user's input
BUG_EXIT = 70


def bug(exc: BaseException, words: Sequence[str]) -> int:
    """An unexpected exception: one line naming it and the report written with its traceback."""
    from sessions.bugs import summary, write_report

    path = write_report(exc, words)
    where = f"the details are in {path}; please send that file with" if path is not None else \
        "no report could be written; please send this line with"
    print(f"error: a bug in Karty ({summary(exc)}); {where} what you did", file=sys.stderr)
    return BUG_EXIT


def sturdy_output() -> None:
    """What the terminal or file cannot hold written as an escape, not an exception: a Czech name in a file of a
    Windows code page, a file name with a byte the system could not decode (its encoding stays the user's)."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def _run(args: argparse.Namespace, command: str) -> int:
    if args.command is None:
        return open_app(command)
    from cli.common import one_line

    name = SUBCOMMANDS[args.command]
    if args.command == "play" and getattr(args, "join", None) is not None:
        name = "cli.netplay"  # the same text table over the network (cli.netplay draws it with cli.play's parts)
    module = importlib.import_module(name)
    try:
        if args.command in DATA_COMMANDS:
            for problem in broken_data_files(packs_only=args.command == "decks"):
                print(f"warning: {one_line(problem)}", file=sys.stderr)  # YAML's errors take several lines
        return int(module.run(args))
    except BrokenPipeError:  # `| head` closed the pipe: not an error worth a traceback
        return 0
    except ValueError as exc:
        from cards.files import FileRefused
        from cards.loader import PackFileError
        from games.errors import RulesFileError

        if not isinstance(exc, RulesFileError | PackFileError | FileRefused):
            raise
        # a data file the command read is malformed, and the error names it: one line, not a traceback
        print(f"error: {one_line(str(exc))}", file=sys.stderr)
        return 2


#: the subcommands that read the rule books and packs, and say first which of them did not load
DATA_COMMANDS = ("decks", "rules", "play", "simulate")


def broken_data_files(packs_only: bool = False) -> list[str]:
    """One line per rule book or pack file that did not load (its games or packs are left out, the rest work)."""
    from cards.registry import broken_packs

    problems = [str(error) for error in broken_packs().values()]
    if not packs_only:
        from ai.registry import load_players
        from games.registry import broken_games
        from games.rulebook import broken_rulebooks

        load_players()  # a game whose AI data file is damaged (Bridž's bidding system) is left out here too
        problems += [str(error) for error in broken_rulebooks().values()]
        problems += [str(error) for error in broken_games().values() if str(error) not in problems]
    return problems


def open_app(command: str = "python main.py") -> int:
    if not has_display():
        print(no_display_message(command), file=sys.stderr)
        return 2
    try:
        app = importlib.import_module("ui.app")
    except ModuleNotFoundError as exc:
        if exc.name not in ("ui.app", "pygame", "pygame_gui"):
            raise
        print(f"The window cannot open: {exc}. Install the requirements: "
              "python -m pip install -r requirements.txt", file=sys.stderr)
        return 2
    return int(app.run())
