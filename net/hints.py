"""The hint over the network (protocol version 2): the server searches it for the seat that asks, as a bot would.

Server-side rather than sending the client its sampling template to search locally: the server already holds
the bots, their threads and the seat's PlayerView, so every client (the window, the terminal, another program)
gets the same hint with no search code of its own, and nothing but a legal move's code leaves the server.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Protocol

from ai import PlayerView, make_player
from ai.registry import hint_level, level_player
from net import protocol as p
from net.tables import Table, TableError


class Asker(Protocol):
    """The asking connection, as far as a hint needs it (net/server.py's Conn)."""

    table: Table | None
    seat: int | None
    hinting: bool


def ask_hint(conn: Asker, msg: p.HintAsk, executor: Executor, send: Callable[[p.Hint], None]) -> None:
    """A hint is searched like a bot's move, on the bot threads, over worlds sampled from the asking seat's own
    PlayerView: the search never sees the true deal, so its answer tells the seat nothing it could not know."""
    table = conn.table
    if table is None or conn.seat is None:
        raise TableError("not_seated", "you do not sit at a table", "nesedíš u stolu")
    match = table.match
    if match is None or match.is_over:
        raise TableError("not_started", "no deal is being played", "nehraje se žádné rozdání")
    if msg.turn != len(match.actions):
        raise TableError("stale", "that view is no longer the table's", "ten pohled už u stolu neplatí")
    if match.current_player != conn.seat:
        raise TableError("not_your_turn", "it is not your turn", "nejsi na tahu")
    if conn.hinting:  # one search a connection: asking again does not multiply the server's work
        raise TableError("hinting", "a hint for you is being searched", "rada pro tebe se už hledá")
    conn.hinting = True
    asyncio.get_running_loop().create_task(_search(conn, table, conn.seat, msg.turn, executor, send))

async def _search(conn: Asker, table: Table, seat: int, turn: int, executor: Executor,
                  send: Callable[[p.Hint], None]) -> None:
    match = table.match
    assert match is not None
    try:
        player = make_player(level_player(table.game_id, hint_level(table.game_id)), table.game_id,
                             match.seed * 37 + turn)
        view = PlayerView(match.state, seat, table.view_rng())
        action = await asyncio.get_running_loop().run_in_executor(executor, player.choose, view)
    finally:
        conn.hinting = False
    if len(match.actions) == turn and conn.table is table and conn.seat == seat:  # else it answers nothing now
        send(p.Hint(code=action.code, turn=turn))
