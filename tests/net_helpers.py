"""The network tests' tools: a real `main.py serve` in a subprocess on a free port, clients that play random
legal moves, and the check of every frame a seat was sent against the true deal.

Run as a module it is a player in its own process (for the test that kills one mid-trick):
`python -m tests.net_helpers ADDRESS CODE STOP_TURN` sits down, prints its token, plays random moves until
the table reaches STOP_TURN, prints 'stopped' and waits to be killed.
"""

from __future__ import annotations

import os
import queue
import random
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from net import protocol as p
from net.client import Client
from net.framecheck import check_frames, true_views  # noqa: F401  (the tests' check, shared with recorded trials)
from sessions.saves import SaveStore

ROOT = Path(__file__).resolve().parent.parent
#: the longest any one wait may take: a bound against a hang, never a pause (nothing waits for it to pass)
BOUND = 60.0


class ServerProcess:
    """`main.py serve --port 0` with its own data folder; `address` once it says where it listens."""

    def __init__(self, data: Path) -> None:
        self.data = data
        env = {**os.environ, "KARTY_DATA_DIR": str(data), "SDL_VIDEODRIVER": "dummy"}
        self.process = subprocess.Popen([sys.executable, "main.py", "serve", "--host", "127.0.0.1", "--port", "0"],
                                        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        #: what it printed up to the line saying where it listens
        self.said = _read_until(self.process, "listening on ws://")
        self.address = self.said.splitlines()[-1].split("ws://")[1].strip()

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(BOUND)
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()

    def save(self, code: str) -> dict[str, Any]:
        """The table's save as the server wrote it: the true deal (seed, options, every move)."""
        store = SaveStore(self.data / "server")
        return store.read(next(info.id for info in store.list() if info.id.endswith(code.lower())))


def _read_until(process: subprocess.Popen[str], marker: str) -> str:
    """The process's output up to the first line holding `marker` (waiting at most BOUND seconds)."""
    lines: queue.Queue[str | None] = queue.Queue()
    stream = process.stdout
    assert stream is not None

    def read() -> None:
        for line in stream:
            lines.put(line)
            if marker in line:
                return
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    said = ""
    while True:
        line = lines.get(timeout=BOUND)
        if line is None:
            said = process.stderr.read() if process.stderr else ""
            raise AssertionError(f"the process ended before saying {marker!r}: {said}")
        said += line
        if marker in line:
            return said


def server(data: Path) -> Iterator[ServerProcess]:
    started = ServerProcess(data)
    try:
        yield started
    finally:
        started.kill()


def recording(address: str, name: str = "") -> Client:
    client = Client.connect(address, name=name)
    client.frames = []
    return client


def play_until(clients: list[Client], done: Callable[[p.View], bool], rng: random.Random,
               stop: Callable[[], bool] = lambda: False) -> None:
    """Each client answers its views with a random legal move until `done` holds for a view any client got (or
    `stop()` holds). A view already taken but not answered (the first after coming back) is answered first."""
    import time

    moved: set[tuple[int, int]] = set()  # (client, turn): a view is answered once, however it was taken

    def answer(client: Client, view: p.View | None) -> None:
        if view is not None and view.legal and view.current == client.seat and (id(client), view.turn) not in moved:
            moved.add((id(client), view.turn))
            client.move(rng.choice(view.legal).code, view.turn)

    for client in clients:
        answer(client, client.view)
    end = time.monotonic() + 3 * BOUND
    while not stop():
        assert time.monotonic() < end, "the play did not get there"
        answered = False
        for client in clients:
            message = client.next(0.02)
            if message is None:
                continue
            answered = True
            if isinstance(message, p.ErrorMsg | p.Refused):
                raise AssertionError(f"seat {client.seat} refused: {message}")
            if isinstance(message, p.View):
                if done(message):
                    return
                if message is client.view:
                    answer(client, message)
        if not answered and all(c.closed is not None for c in clients):
            raise AssertionError("every client lost its line")


def next_of(client: Client, kind: type, bound: float = BOUND) -> Any:
    """The next message of `kind` (others passed over), within `bound` seconds."""
    import time

    end = time.monotonic() + bound
    while time.monotonic() < end:
        message = client.next(max(0.0, end - time.monotonic()))
        if isinstance(message, kind):
            return message
    raise AssertionError(f"no {kind.__name__} within {bound} s")


def main() -> None:
    address, code, stop = sys.argv[1], sys.argv[2], int(sys.argv[3])
    client = Client.connect(address)
    client.join(code)
    print("token", client.token, flush=True)
    rng = random.Random(7)
    while True:
        message = client.next(BOUND)
        if isinstance(message, p.View):
            mid_trick = any(z.name.startswith("trick") and z.cards for z in message.zones)
            if message.turn >= stop and message.current == client.seat and mid_trick:
                print("stopped", message.turn, flush=True)
                threading.Event().wait()  # held here until the test kills the process
            if message.legal and message.current == client.seat:
                client.move(rng.choice(message.legal).code, message.turn)


if __name__ == "__main__":
    main()
