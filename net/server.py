"""Karty's table server: asyncio and websockets, one event loop holding every table (docs/protocol.md).

Each table has a driver task that lets its bots move (a bot thinks in a worker thread, so the loop keeps
serving every other table while it does) and waits for its people otherwise. A person's move is checked on
the loop by the engine and applied there; every change is saved (net/tables.py) before anyone is told of it,
so a restarted server resumes from what the players saw.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import ipaddress
import os
import socket
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.server import ServerConnection, broadcast
from websockets.asyncio.server import serve as ws_serve
from websockets.exceptions import ConnectionClosed

from ai import PlayerView
from games import IllegalAction, InvalidInput
from games.words.reasons import reason_text
from net import protocol as p
from net.framecheck import FrameLog
from net.hints import ask_hint
from net.tables import Table, TableError, TableStore, new_code
from net.views import build_view

#: messages a connection may send a second, and the burst it may save up; past the burst it is refused
RATE = 20.0
BURST = 40.0
#: tables not yet started that one address may hold open: opening tables is not a way to fill the server
MAX_WAITING_TABLES = 20
#: refusals after which a connection is closed: a client that keeps sending what is refused is not playing
MAX_ERRORS = 50


@dataclass(eq=False)
class Conn:
    ws: ServerConnection
    name: str = ""
    table: Table | None = None
    seat: int | None = None
    watching: bool = False
    allowance: float = BURST
    checked: float = field(default_factory=time.monotonic)
    errors: int = 0
    hinting: bool = False

    def spend(self) -> bool:
        """One message's share of the rate (a token bucket): False when the connection floods."""
        now = time.monotonic()
        self.allowance = min(BURST, self.allowance + (now - self.checked) * RATE)
        self.checked = now
        self.allowance -= 1.0
        return self.allowance >= 0.0


class Server:
    def __init__(self, root: Path | None = None, bot_threads: int = 2, record: Path | None = None) -> None:
        self.store = TableStore(root)
        # a trial's recording of every frame sent (net/framecheck.py); the window's server takes it from the env
        folder = record or (Path(os.environ["KARTY_NET_RECORD"]) if os.environ.get("KARTY_NET_RECORD") else None)
        self.log = FrameLog(folder) if folder is not None else None
        self.tables: dict[str, Table] = {}
        self.conns: dict[str, set[Conn]] = {}
        self.wake: dict[str, asyncio.Event] = {}
        self.drivers: dict[str, asyncio.Task[None]] = {}
        self.executor = ThreadPoolExecutor(max_workers=bot_threads, thread_name_prefix="karty-bot")
        self.savers = ThreadPoolExecutor(max_workers=8, thread_name_prefix="karty-save")
        self.locks: dict[str, asyncio.Lock] = {}
        self.created_by: dict[str, str] = {}
        self.problems: list[str] = []

    # -- tables ------------------------------------------------------------------------------------------
    def resume_saved(self) -> int:
        loop = asyncio.get_running_loop()
        tables, self.problems = self.store.load_all(loop.time())
        for table in tables:
            table.offered_at = loop.time()
            self._add(table)
            self._drive(table)
        return len(tables)

    def _add(self, table: Table) -> None:
        self.tables[table.code] = table
        self.conns[table.code] = set()
        self.wake[table.code] = asyncio.Event()
        self.locks[table.code] = asyncio.Lock()

    def _drive(self, table: Table) -> None:
        self.drivers[table.code] = asyncio.get_running_loop().create_task(self._driver(table))

    async def _driver(self, table: Table) -> None:
        try:
            await self._drive_table(table)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # a bug at one table stops that table, said once, and no other
            print(f"error: table {table.code} stopped: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)

    async def _drive_table(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        wake = self.wake[table.code]
        match = table.match
        assert match is not None
        while not match.is_over:
            wake.clear()  # before looking: a change made while we look sets it again, and is not missed
            seat = match.current_player
            assert seat is not None
            bot = table.bot_for(seat, loop.time())
            if bot is None:
                info = table.seats[seat]
                timeout = None
                if info.dropped_at is not None and table.dropped == "wait":
                    timeout = max(0.0, info.dropped_at + table.grace - loop.time())
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(wake.wait(), timeout)
                continue
            turn = len(match.actions)
            view = PlayerView(match.state, seat, table.view_rng())  # a sampled world: not the live deal
            action = await loop.run_in_executor(self.executor, bot.choose, view)
            if len(match.actions) != turn or table.bot_for(seat, loop.time()) is not bot:
                continue  # the player came back while his stand-in thought: his move now
            said = (match.game.announcement(action, "en"), match.game.announcement(action, "cs")) \
                if action.kind in match.game.announce_kinds else ("", "")
            await self._apply(table, seat, action.code, said)
        self._send_info(table)

    async def _apply(self, table: Table, seat: int, code: str, meaning: tuple[str, str] = ("", "")) -> None:
        """A move by `seat`, checked by the engine (IllegalAction, InvalidInput: nothing changed), saved, sent."""
        match = table.match
        assert match is not None
        loop = asyncio.get_running_loop()
        events = match.apply_code(code)
        # the views of this very move, built now: another move may follow while this one is being saved
        sends = [(conn, build_view(match, conn.seat, events, meaning=meaning)) for conn in list(self.conns[table.code])
                 if conn.seat is not None or conn.watching]
        record = self.store.record(table)
        # written in a thread (a save syncs to disk, ~8 ms, which would hold every table); the table's lock keeps
        # its saves in order, and nobody is sent a move before it is on disk
        async with self.locks[table.code]:
            try:
                await loop.run_in_executor(self.savers, self.store.write, record)
            except OSError as exc:  # a full or read-only disk: the table plays on, said where the host sees it
                print(f"warning: table {table.code} not saved: {exc}", file=sys.stderr, flush=True)
        for conn, view in sends:
            self._send(conn, view)
        table.offered_at = loop.time()
        self.wake[table.code].set()

    # -- connections -------------------------------------------------------------------------------------
    def _send(self, conn: Conn, message: p.ServerMessage) -> None:
        # never waits: a client that reads slowly cannot hold up its table (its frames wait in its own buffer)
        frame = p.encode(message)
        broadcast([conn.ws], frame)
        if self.log is not None:
            self.log.write(conn.table.code if conn.table else None, conn.seat, frame)

    def _send_info(self, table: Table) -> None:
        info = table.info()
        for conn in list(self.conns.get(table.code, ())):
            self._send(conn, info)

    async def handle(self, ws: ServerConnection) -> None:
        conn = Conn(ws)
        try:
            if not await self._hello(conn):
                return
            async for frame in ws:
                if not conn.spend():
                    self._refuse(conn, TableError("flood", f"too many messages: at most {RATE:g} a second",
                                                  f"příliš mnoho zpráv: nejvýš {RATE:g} za sekundu"))
                elif isinstance(frame, bytes):
                    self._refuse(conn, TableError("bad_frame", "frames are JSON text, not binary",
                                                  "zprávy jsou text JSON, ne binární data"))
                else:
                    try:
                        message = p.decode_client(frame)
                        if isinstance(message, p.Move):
                            await self._move(conn, message)
                        elif isinstance(message, p.HintAsk):
                            ask_hint(conn, message, self.executor, functools.partial(self._send, conn))
                        else:
                            self._dispatch(conn, message)
                        conn.errors = max(0, conn.errors - 1)  # a player's odd mistake is forgiven in time
                    except p.DecodeError as exc:
                        self._refuse(conn, TableError("bad_frame", f"not a message of protocol {p.VERSION}: {exc}",
                                                      f"není zpráva protokolu {p.VERSION}: {exc}"))
                    except TableError as exc:
                        self._refuse(conn, exc)
                if conn.errors >= MAX_ERRORS:
                    await ws.close(1008, "too many refused messages")
                    return
        except ConnectionClosed:
            pass
        finally:
            self._gone(conn)

    async def _hello(self, conn: Conn) -> bool:
        try:
            frame = await asyncio.wait_for(conn.ws.recv(), 30)
            hello = p.decode_client(frame)
        except (TimeoutError, ConnectionClosed):
            return False
        except p.DecodeError:
            hello = None
        if not isinstance(hello, p.Hello) or hello.version not in p.SUPPORTED:
            self._refuse(conn, TableError("version", f"the first message must be hello with version {p.VERSION}",
                                          f"první zpráva musí být hello s verzí {p.VERSION}"))
            await conn.ws.close(1002, "hello first")
            return False
        conn.name = plain_name(hello.name)
        self._send(conn, p.Welcome(version=hello.version))  # the version this connection speaks
        return True

    def _refuse(self, conn: Conn, exc: TableError) -> None:
        conn.errors += 1
        self._send(conn, p.ErrorMsg(code=exc.code, text=exc.text, text_cs=exc.text_cs))

    def _gone(self, conn: Conn) -> None:
        table = conn.table
        if table is None:
            return
        self.conns[table.code].discard(conn)
        if table.match is not None and table.match.is_over and not self.conns[table.code]:
            self._forget(table)  # played out and everyone gone: its save stays, the memory is freed
            return
        if conn.seat is not None and table.seats[conn.seat].connected:
            if not any(c.seat == conn.seat for c in self.conns[table.code]):
                info = table.seats[conn.seat]
                info.connected = False
                info.dropped_at = asyncio.get_running_loop().time()
            self._send_info(table)
            self.wake[table.code].set()

    def _dispatch(self, conn: Conn, msg: p.ClientMessage) -> None:
        if isinstance(msg, p.Hello):
            raise TableError("bad_request", "hello was said already", "pozdrav už zazněl")
        if isinstance(msg, p.Start | p.Leave):
            return self._start(conn, msg) if isinstance(msg, p.Start) else self._leave(conn)
        if conn.table is not None:
            raise TableError("seated", "this connection is at a table already", "toto spojení už u stolu je")
        if isinstance(msg, p.Create):
            address = peer_host(conn)
            waiting = [c for c, t in self.tables.items() if t.match is None and self.created_by.get(c) == address]
            if len(waiting) >= MAX_WAITING_TABLES:
                raise TableError("too_many_tables", f"{len(waiting)} tables opened from your address wait to start",
                                 f"z tvé adresy čeká na začátek už {len(waiting)} stolů")
            code = new_code(self.tables)
            self.created_by[code] = address
            table = Table.create(code, msg.game, msg.seats, msg.seat, dict(msg.options), msg.dropped, msg.grace,
                                 msg.stand_in)
            self._add(table)
            self._seat(conn, table, *table.sit(msg.seat, conn.name))
        elif isinstance(msg, p.Join):
            table = self._table(msg.code)
            if msg.watch:
                conn.table, conn.watching = table, True
                self.conns[table.code].add(conn)
                self._send(conn, p.Seated(code=table.code))
                self._send(conn, table.info())
                if table.match is not None:
                    self._send(conn, build_view(table.match, None, whole=True))
                return None
            if table.match is not None:
                raise TableError("started", "the match has started: its free seats have bots; you may watch",
                                 "zápas už začal: volná místa mají roboty; můžeš se dívat")
            self._seat(conn, table, *table.sit(msg.seat, conn.name))
        elif isinstance(msg, p.Rejoin):
            table, seat = self._by_token(msg.token)
            for other in [c for c in self.conns[table.code] if c.seat == seat]:
                other.seat = None  # the newer line wins: the old one is closed and no longer speaks for the seat
                other.table = None
                self.conns[table.code].discard(other)
                asyncio.get_running_loop().create_task(other.ws.close(1000, "the seat was taken back elsewhere"))
            info = table.seats[seat]
            info.connected, info.dropped_at = True, None
            self._seat(conn, table, seat, "")
            self.wake[table.code].set()
        return None

    def _forget(self, table: Table) -> None:
        for held in (self.tables, self.conns, self.wake, self.locks, self.drivers, self.created_by):
            held.pop(table.code, None)

    def _table(self, code: str) -> Table:
        table = self.tables.get(code.strip().upper())
        if table is None:
            raise TableError("not_found", "no table has this code", "žádný stůl nemá tento kód")
        return table

    def _by_token(self, token: str) -> tuple[Table, int]:
        for table in self.tables.values():
            with contextlib.suppress(TableError):
                return table, table.seat_of(token)
        raise TableError("bad_token", "this token holds no seat here (stale, or never given)",
                         "tento klíč tu nedrží žádné místo (starý, nebo nikdy nevydaný)")

    def _seat(self, conn: Conn, table: Table, seat: int, token: str) -> None:
        conn.table, conn.seat = table, seat
        self.conns[table.code].add(conn)
        self._send(conn, p.Seated(code=table.code, seat=seat, token=token, host=seat == table.host))
        self._send_info(table)
        if table.match is not None:
            self._send(conn, build_view(table.match, seat, whole=True))

    def _start(self, conn: Conn, msg: p.Start) -> None:
        table = conn.table
        if table is None or conn.seat != table.host:
            raise TableError("not_host", "only the table's host starts it", "stůl spouští jen hostitel")
        table.start(msg.level)
        assert table.match is not None
        try:
            self.store.save(table)
        except OSError as exc:
            print(f"warning: table {table.code} not saved: {exc}", file=sys.stderr, flush=True)
        self._send_info(table)
        for other in list(self.conns[table.code]):
            self._send(other, build_view(table.match, other.seat, whole=True))
        table.offered_at = asyncio.get_running_loop().time()
        self._drive(table)

    def _leave(self, conn: Conn) -> None:
        table, seat = conn.table, conn.seat
        if table is None or seat is None:
            raise TableError("not_seated", "you sit at no table", "nesedíš u žádného stolu")
        info = table.seats[seat]
        info.left, info.connected, info.token_hash = True, False, ""
        conn.seat = None
        self.conns[table.code].discard(conn)
        conn.table = None
        self._send_info(table)
        self.wake[table.code].set()

    async def _move(self, conn: Conn, msg: p.Move) -> None:
        table, seat = conn.table, conn.seat
        if table is None or seat is None:
            raise TableError("not_seated", "you sit at no table", "nesedíš u žádného stolu")
        match = table.match
        if match is None:
            raise TableError("not_started", "the match has not started", "zápas ještě nezačal")
        if match.is_over:
            raise TableError("over", "the match is over", "zápas skončil")
        if msg.turn != len(match.actions):
            raise TableError("stale", f"that answers move {msg.turn}, the table is at move {len(match.actions)}",
                             f"to odpovídá na tah {msg.turn}, stůl je u tahu {len(match.actions)}")
        if match.current_player != seat:
            raise TableError("not_your_turn", "it is not your turn", "nejsi na tahu")
        code = msg.code
        loop = asyncio.get_running_loop()
        if match.game.timed_action(match.state, 0.0) is not None:
            # a race against the clock (Ospalec's laying down): the time is the server's, from the view that
            # offered the decision to this move, never one the client names (the quickest would win every race)
            timed = match.game.timed_action(match.state, loop.time() - table.offered_at)
            assert timed is not None
            code = timed.code
        try:
            await self._apply(table, seat, code)
        except (IllegalAction, InvalidInput) as exc:
            conn.errors += 1
            self._send(conn, p.Refused(code=msg.code, text=reason_text(exc, "en"), text_cs=reason_text(exc, "cs")))

    async def close(self) -> None:
        for task in self.drivers.values():
            task.cancel()
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.savers.shutdown(wait=True)  # a save begun is finished
        if self.log is not None:
            self.log.close()


#: the longest name shown at a table
NAME_LIMIT = 40


def plain_name(name: str) -> str:
    """A player's name as others are shown it: printable characters only (no escape sequence that would redraw
    their terminal, no line break to forge a line of the log), trimmed, at most NAME_LIMIT characters."""
    return "".join(ch for ch in name if ch.isprintable()).strip()[:NAME_LIMIT]


def peer_host(conn: Conn) -> str:
    address = conn.ws.remote_address
    return str(address[0]) if isinstance(address, tuple) and address else "?"


def lan_address() -> str | None:
    """This machine's address on its local network (a private one), or None: the server's default is to be
    reached from there and from this machine, not from the internet."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent, the route picks the interface
        address = str(probe.getsockname()[0])
        if ipaddress.ip_address(address).is_private and not ipaddress.ip_address(address).is_loopback:
            return address
    return None


def free_port(host: str) -> int:
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])


async def serve(host: list[str], port: int, root: Path | None = None,
                ready: Callable[[list[tuple[str, int]]], None] | None = None,
                stop: asyncio.Future[None] | None = None, server: Server | None = None,
                record: Path | None = None) -> None:
    server = server or Server(root, record=record)
    resumed = server.resume_saved()
    for problem in server.problems:  # a damaged save was moved aside: said, and the other tables go on
        print(f"warning: {problem}", file=sys.stderr, flush=True)
    if resumed:
        print(f"{resumed} table(s) resumed from their saves; their players come back with their tokens", flush=True)
    if port == 0 and len(host) > 1:
        port = free_port(host[0])  # one port on every address, so one address:port to give out
    # a list of hosts goes to loop.create_server as it is, though websockets' hints name one
    async with ws_serve(server.handle, host, port, max_size=p.CLIENT_FRAME_LIMIT,  # type: ignore[arg-type]
                        max_queue=16, ping_interval=20, ping_timeout=20, close_timeout=2) as ws_server:
        bound = [sock.getsockname()[:2] for sock in ws_server.sockets]
        if ready is not None:
            ready(bound)
        try:
            await (stop if stop is not None else asyncio.get_running_loop().create_future())
        finally:
            await server.close()


class BackgroundServer:
    """A server on its own event loop in a daemon thread: the window's "host a table" (and the tests'). Once
    constructed it listens; `addresses` are where (host, port); `stop()` ends it, finishing saves begun."""

    def __init__(self, hosts: list[str] | None = None, port: int = 0, root: Path | None = None,
                 timeout: float = 30.0) -> None:
        self.addresses: list[tuple[str, int]] = []
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Future[None] | None = None
        self._failed: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(hosts or ["127.0.0.1"], port, root),
                                        name="karty-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the server did not start")
        if self._failed is not None:
            raise self._failed

    @property
    def port(self) -> int:
        return self.addresses[0][1]

    def _run(self, hosts: list[str], port: int, root: Path | None) -> None:
        async def main() -> None:
            self._loop = asyncio.get_running_loop()
            self._stop = self._loop.create_future()
            await serve(hosts, port, root, ready=self._started, stop=self._stop)

        try:
            asyncio.run(main())
        except BaseException as exc:  # said to the constructor when it happens before the server listens
            self._failed = exc
            self._ready.set()

    def _started(self, bound: list[tuple[str, int]]) -> None:
        self.addresses = bound
        self._ready.set()

    def stop(self, timeout: float = 30.0) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(_settle, stop)
        self._thread.join(timeout)


def _settle(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)
