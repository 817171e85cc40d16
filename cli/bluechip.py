"""`main.py bluechip`: Bridž at the robots' table through the Blue Chip Bridge Table Manager protocol.

`bluechip serve` runs Karty's table manager (other robots, and Karty's own bots with --bots, sit at it);
`bluechip join HOST:PORT --seat S` seats a Karty bot at any table manager. docs/bridz-robots.md has the recipes.
"""

from __future__ import annotations

import argparse
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ai.registry import LEVEL_NAMES
from cli.common import fail, one_line
from cli.main import SUMMARIES

if TYPE_CHECKING:
    from net.bluechip.manager import BoardRecord

#: the seats as a user may type them (the protocol's words, or their initials), any case
SEAT_WORDS = {"n": 0, "north": 0, "e": 1, "east": 1, "s": 2, "south": 2, "w": 3, "west": 3}
#: the bounds of --timeout, in seconds, and of --boards
TIMEOUT_RANGE = (1.0, 86_400.0)
MAX_BOARDS = 1000
#: exit status when the table or the connection failed (2 stays the user's input)
TABLE_FAILED = 1


def seat_value(text: str) -> int:
    seat = SEAT_WORDS.get(text.strip().lower())
    if seat is None:
        raise argparse.ArgumentTypeError(f"a seat is N, E, S or W (North, East, South, West), not {text!r}")
    return seat


def seats_value(text: str) -> list[int]:
    """--bots: seats as initials ('NS') or words separated by commas ('north,south')."""
    words = text.split(",") if "," in text else list(text)
    seats = [seat_value(w) for w in words if w.strip()]
    if not seats or len(set(seats)) != len(seats):
        raise argparse.ArgumentTypeError(f"--bots names each seat once, e.g. NS or north,south, not {text!r}")
    return seats


def _bounded_int(low: int, high: int, what: str) -> Callable[[str], int]:
    def read(text: str) -> int:
        if not text.strip().lstrip("-").isascii() or not text.strip().lstrip("-").isdigit() or len(text) > 7:
            raise argparse.ArgumentTypeError(f"{what} is a whole number from {low} to {high}, not {text!r}")
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{what} is a whole number from {low} to {high}, not {value}")
        return value
    return read


def timeout_value(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not TIMEOUT_RANGE[0] <= value <= TIMEOUT_RANGE[1]:
        raise argparse.ArgumentTypeError(f"--timeout is seconds from {TIMEOUT_RANGE[0]:g} to {TIMEOUT_RANGE[1]:g}, "
                                         f"not {text!r}")
    return value


def address_value(text: str) -> tuple[str, int]:
    host, colon, port = text.rpartition(":")
    if not colon or not host:
        raise argparse.ArgumentTypeError(f"the table manager's address is HOST:PORT, e.g. 127.0.0.1:2000, not {text!r}")
    return host, _bounded_int(1, 65535, "the port")(port)


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("bluechip", help=SUMMARIES["bluechip"],
                            description="Bridž at the robots' table (Blue Chip Bridge Table Manager protocol, "
                                        "version 18): run Karty's table manager, or seat a Karty bot at one.")
    verbs = parser.add_subparsers(dest="verb", metavar="serve|join", required=True)
    serve = verbs.add_parser("serve", help="run Karty's table manager on a port",
                             description="Deal seeded boards to four robots that connect to PORT, check every call "
                                         "and card with Karty's rules and score each board.")
    serve.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1; 0.0.0.0 "
                                                           "for every network)")
    serve.add_argument("--port", type=_bounded_int(0, 65535, "--port"), default=2000,
                       help="the port all four robots connect to (default 2000; 0 picks a free one)")
    serve.add_argument("--boards", type=_bounded_int(1, MAX_BOARDS, "--boards"), default=1,
                       help="boards to play (default 1)")
    serve.add_argument("--first-board", type=_bounded_int(1, 9999, "--first-board"), default=1,
                       help="number of the first board: it sets the dealer and vulnerability (default 1)")
    serve.add_argument("--seed", type=_bounded_int(0, 10**9, "--seed"), default=1, help="the deals' seed (default 1)")
    serve.add_argument("--bots", type=seats_value, default=[], metavar="SEATS",
                       help="seats Karty's own bots take at this table, e.g. NS (the robots take the others)")
    serve.add_argument("--level", choices=LEVEL_NAMES, default="hard", help="level of --bots (default hard)")
    serve.add_argument("--pbn", type=Path, metavar="FILE", help="write the boards played to FILE as PBN")
    serve.add_argument("--timeout", type=timeout_value, metavar="SECONDS",
                       help="how long to wait for a robot's line (default: for ever, as the protocol has it)")
    serve.add_argument("--verbose", action="store_true", help="print every line exchanged")
    join = verbs.add_parser("join", help="seat a Karty bot at a table manager",
                            description="Connect to a Blue Chip table manager and play one seat with Karty's Bridž "
                                        "bot until the manager ends the session.")
    join.add_argument("address", type=address_value, metavar="HOST:PORT", help="the table manager's address")
    join.add_argument("--seat", type=seat_value, required=True, help="N, E, S or W")
    join.add_argument("--level", choices=LEVEL_NAMES, default="hard", help="the bot's level (default hard)")
    join.add_argument("--team", default="Karty", help="the team name the pair agreed on (default Karty)")
    join.add_argument("--timeout", type=timeout_value, metavar="SECONDS",
                      help="how long to wait for the manager's line (default: for ever)")
    join.add_argument("--verbose", action="store_true", help="print every line exchanged")


def run(args: argparse.Namespace) -> int:
    if args.verb == "join":
        return join(args)
    return serve(args)


def join(args: argparse.Namespace) -> int:
    from net.bluechip.client import SeatClient
    from net.bluechip.protocol import SEATS, ProtocolError

    host, port = args.address
    if not args.team.isascii() or not args.team.isprintable() or '"' in args.team:
        return fail(f"the team name is plain ASCII without quotes (the protocol quotes it), not {args.team!r}")
    client = SeatClient(args.seat, team=args.team, player=args.level, timeout=args.timeout,
                        echo=print if args.verbose else None, on_board=lambda board: print(board.line(), flush=True))
    try:
        boards = client.play(host, port)
    except (OSError, ProtocolError) as exc:
        return fail(f"{SEATS[args.seat]} at {host}:{port}: {exc}", TABLE_FAILED)
    print(f"{SEATS[args.seat]} played {len(boards)} board{'s' * (len(boards) != 1)} at {host}:{port}")
    return 0


def serve(args: argparse.Namespace) -> int:
    from net.bluechip.client import SeatClient
    from net.bluechip.manager import TableManager
    from net.bluechip.protocol import SEATS, ProtocolError

    manager = TableManager(args.host, args.port, args.boards, args.seed, args.timeout, args.first_board,
                           echo=print if args.verbose else None)
    try:
        port = manager.listen()
    except OSError as exc:
        return fail(f"cannot listen on {args.host}:{args.port}: {exc}", TABLE_FAILED)
    print(f"Table manager on {args.host}:{port}, {args.boards} board{'s' * (args.boards != 1)}; "
          f"waiting for {4 - len(args.bots)} robot{'s' * (4 - len(args.bots) != 1)}", flush=True)
    manager.on_board = lambda record: print(board_line(record), flush=True)
    failures: dict[int, Exception] = {}

    def bot(seat: int) -> None:
        try:
            SeatClient(seat, player=args.level, timeout=args.timeout).play("127.0.0.1" if args.host in (
                "0.0.0.0", "") else args.host, port)
        except Exception as exc:  # said below, on the main thread: a bug gets its report there, never a traceback here
            failures[seat] = exc

    threads = [threading.Thread(target=bot, args=(seat,), daemon=True) for seat in args.bots]
    for thread in threads:
        thread.start()
    try:
        records: list[BoardRecord] = manager.run()
    except (OSError, ProtocolError) as exc:
        bots_failed(failures)
        return fail(one_line("; ".join([str(exc), *(f"Karty's {SEATS[s]}: {e}" for s, e in failures.items())])),
                    TABLE_FAILED)
    finally:
        manager.close()
    for thread in threads:
        thread.join(args.timeout)
    bots_failed(failures)
    if args.pbn is not None:
        try:
            args.pbn.write_text(pbn_of(records), encoding="latin-1", errors="replace")
        except OSError as exc:
            return fail(f"cannot write {args.pbn}: {exc}", TABLE_FAILED)
    total = sum(r.score for r in records)
    print(f"N/S {total:+d} over {len(records)} board{'s' * (len(records) != 1)}")
    if failures:
        return fail("; ".join(f"Karty's {SEATS[seat]}: {problem}" for seat, problem in failures.items()), TABLE_FAILED)
    return 0


def bots_failed(failures: dict[int, Exception]) -> None:
    """Raise a Karty bot's unexpected exception here, where main.py turns it into one line and a report."""
    from net.bluechip.protocol import ProtocolError

    for exc in failures.values():
        if not isinstance(exc, OSError | ProtocolError):
            raise exc


def pbn_of(records: list[BoardRecord]) -> str:
    """The boards played as one PBN file, each under the number it was played as (games/bridz/pbn.py's tags)."""
    from games.bridz.pbn import deal_tags

    games = ["\n".join(deal_tags(r.deal, r.board)) for r in records]
    return "% PBN 2.1\n% EXPORT\n\n" + "\n\n".join(games) + "\n"


def board_line(record: BoardRecord) -> str:
    from net.bluechip.protocol import SEATS

    deal = record.deal
    if not deal.contract:
        return f"Board {record.board}: passed out"
    level, strain, doubled, declarer = deal.contract
    made = deal.side_tricks[declarer % 2]
    return (f"Board {record.board}: {level}{strain}{'X' * doubled} by {SEATS[declarer]}, {made} tricks, "
            f"N/S {record.score:+d}")
