"""The table server at scale: one `main.py serve` process, many tables of bots and simulated players.

    python -m bench.net_bench [--tables 10 100 1000] [--seconds 20] [--game cvik] [--level random]

Each table seats two simulated players (websocket clients in this process, on one asyncio loop, answering
every view of their seat with a random legal move at once) and two bots at `--level`; a finished match is
followed by a new table. Measured per run: the tables held, moves a second over the whole server (bots'
moves and players'), and the time from a player sending his move to every seat at his table having the view
of it (median, p95). The server saves every move as it does in play (its data folder is a temporary one).
The clients share the machine with the server: on a small machine they take part of its cores too.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from net import protocol as p  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100) by the nearest rank; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))  # ceil(n * q / 100), at least the first
    return ordered[int(rank) - 1]


@dataclass
class Run:
    tables: int
    seconds: float = 0.0
    moves: int = 0
    delays: list[float] = field(default_factory=list)
    matches: int = 0
    rss_kib: int = 0

    def row(self) -> dict[str, float]:
        return {"tables": self.tables, "seconds": round(self.seconds, 1), "moves": self.moves,
                "moves_per_s": round(self.moves / self.seconds, 1) if self.seconds else 0.0,
                "median_ms": round(percentile(self.delays, 50) * 1000, 1),
                "p95_ms": round(percentile(self.delays, 95) * 1000, 1), "player_moves": len(self.delays),
                "matches_finished": self.matches, "server_rss_mib": round(self.rss_kib / 1024, 1)}


class Seat:
    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.seat: int | None = None
        self.turn = -1
        self.got = asyncio.Event()


async def open_seat(url: str) -> Seat:
    ws = await connect(url, max_size=p.SERVER_FRAME_LIMIT)
    await ws.send(p.encode(p.Hello(version=p.VERSION)))
    return Seat(ws)


@dataclass
class Shared:
    """One match's bookkeeping, shared by its two players."""

    host: Seat
    #: turn a player's move answered -> when he sent it
    sent: dict[int, float] = field(default_factory=dict)
    #: turn -> how many of the two seats have its next view
    seen: dict[int, int] = field(default_factory=dict)
    over: asyncio.Event = field(default_factory=asyncio.Event)


async def play(me: Seat, shared: Shared, run: Run, until: float, rng: random.Random) -> None:
    loop = asyncio.get_running_loop()
    async for frame in me.ws:
        message = p.decode_server(frame)
        if not isinstance(message, p.View):
            continue
        if message.turn > me.turn:
            if me is shared.host and me.turn >= 0:
                run.moves += message.turn - me.turn
            me.turn = message.turn
            for turn in [t for t in shared.sent if t < message.turn]:
                shared.seen[turn] = shared.seen.get(turn, 0) + 1
                if shared.seen[turn] == 2:
                    run.delays.append(loop.time() - shared.sent.pop(turn))
                    shared.seen.pop(turn)
        if message.over or loop.time() >= until:
            if message.over:
                run.matches += me is shared.host
            shared.over.set()
            return
        if message.legal and message.current == me.seat:
            shared.sent[message.turn] = loop.time()
            await me.ws.send(p.encode(p.Move(code=rng.choice(message.legal).code, turn=message.turn)))


async def table_loop(url: str, game: str, level: str, run: Run, until: float, rng: random.Random) -> None:
    """Two players at a table with two bots, match after match, until `until` (the loop's time)."""
    loop = asyncio.get_running_loop()
    while loop.time() < until:
        host, guest = await open_seat(url), await open_seat(url)
        await host.ws.send(p.encode(p.Create(game=game, seats=["human", "human", level, level])))
        code = ""
        async for frame in host.ws:
            message = p.decode_server(frame)
            if isinstance(message, p.Seated):
                code, host.seat = message.code, message.seat
                break
        await guest.ws.send(p.encode(p.Join(code=code)))
        async for frame in guest.ws:
            message = p.decode_server(frame)
            if isinstance(message, p.Seated):
                guest.seat = message.seat
                break
        await host.ws.send(p.encode(p.Start(level=level)))
        shared = Shared(host)
        players = [asyncio.create_task(play(me, shared, run, until, rng)) for me in (host, guest)]
        await shared.over.wait()
        for task in players:
            task.cancel()
        for seat in (host, guest):
            await seat.ws.close()


def measure(tables: int, seconds: float, game: str, level: str) -> Run:
    with tempfile.TemporaryDirectory(prefix="karty-net-bench-") as data:
        env = {**os.environ, "KARTY_DATA_DIR": data}
        server = subprocess.Popen([sys.executable, "main.py", "serve", "--host", "127.0.0.1", "--port", "0"],
                                  cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        try:
            assert server.stdout is not None
            line = server.stdout.readline()
            url = "ws://" + line.split("ws://")[1].strip()
            run = Run(tables)

            async def main() -> None:
                loop = asyncio.get_running_loop()
                start = loop.time()
                until = start + seconds
                rng = random.Random(1)
                await asyncio.gather(*(table_loop(url, game, level, run, until, rng) for _ in range(tables)))
                run.seconds = loop.time() - start

            asyncio.run(main())
            run.rss_kib = rss_kib(server.pid)
        finally:
            server.kill()
            server.wait()
    return run


def rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.net_bench", description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[10, 100])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--game", default="cvik")
    parser.add_argument("--level", default="random")
    args = parser.parse_args(argv)
    print("| tables | moves/s | player's move to every seat: median, p95 | matches finished | server RSS |")
    print("|---|---|---|---|---|")
    for tables in args.tables:
        started = time.monotonic()
        row = measure(tables, args.seconds, args.game, args.level).row()
        print(f"| {row['tables']} | {row['moves_per_s']:g} | {row['median_ms']:g} ms, {row['p95_ms']:g} ms "
              f"({row['player_moves']} moves) | {row['matches_finished']} | {row['server_rss_mib']:g} MiB |"
              f"  <!-- {time.monotonic() - started:.0f} s -->", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
