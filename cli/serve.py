"""`main.py serve`: run Karty's table server (net/server.py) until Ctrl+C.

By default it listens on this machine (127.0.0.1) and on its address in the local network, where there is
one: friends at home can join, the internet cannot. `--host 0.0.0.0` listens everywhere (then forward the
port on the router to play over the internet; the seat tokens keep seats, not the line, private: put it
behind a TLS proxy for that).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from cli.common import fail
from cli.main import SUMMARIES

DEFAULT_PORT = 8765


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("serve", help=SUMMARIES["serve"],
                            description="Run Karty's table server. Players join with "
                                        "`main.py play GAME --text --join ADDRESS/CODE` or from the window.")
    parser.add_argument("--host", action="append", default=None, metavar="H",
                        help="address to listen on, may be repeated (default: 127.0.0.1 and this machine's "
                             "local-network address; 0.0.0.0 listens on every interface)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"port (default {DEFAULT_PORT}; 0 picks a free one and prints it)")
    parser.add_argument("--record", type=Path, default=None, metavar="DIR",
                        help="append every frame sent to DIR/frames.jsonl, for `python -m net.framecheck DIR` "
                             "(a trial's tool: it holds the seat tokens)")


def run(args: argparse.Namespace) -> int:
    from net.server import lan_address, serve

    if not 0 <= args.port <= 65535:
        return fail(f"--port takes 0 to 65535, not {args.port}")
    hosts = args.host or ["127.0.0.1", *filter(None, [lan_address()])]

    def ready(bound: list[tuple[str, int]]) -> None:
        for host, port in bound:
            print(f"Karty server listening on ws://{host}:{port}", flush=True)
        print("Players join with: python main.py play GAME --text --join ADDRESS:PORT/CODE", flush=True)

    try:
        asyncio.run(serve(hosts, args.port, ready=ready, record=args.record))
    except OSError as exc:
        return fail(f"cannot listen on {', '.join(hosts)} port {args.port}: {exc.strerror or exc}")
    except KeyboardInterrupt:
        print("server stopped", file=sys.stderr)
        return 0
    return 0
