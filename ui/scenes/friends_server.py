"""The table server a host's window runs for his friends: net/server.py on a thread of its own, on a free port.

A thread, not a process: it ends with the window (a daemon thread, and `stop` when the host leaves), so no
server is left listening after the game; the bots at its tables think in the server's own worker threads.
It listens where `main.py serve` does by default: this machine and its local-network address.
"""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from net.server import lan_address, serve

#: the longest the window waits for the server to listen (a bound against a hang, never a pause)
START_BOUND = 20.0


class LocalServer:
    def __init__(self, root: Path | None = None, hosts: list[str] | None = None) -> None:
        self.root = root
        self.hosts = hosts or ["127.0.0.1", *filter(None, [lan_address()])]
        self.bound: list[tuple[str, int]] = []
        self.problem = ""
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Future[None] | None = None
        self._thread = threading.Thread(target=self._run, name="karty-host-server", daemon=True)

    def start(self) -> list[tuple[str, int]]:
        """Listen on a free port; the addresses it listens on (empty, with `problem` said, if it cannot)."""
        self._thread.start()
        if not self._ready.wait(START_BOUND) and not self.problem:
            self.problem = "the server did not start"
        return self.bound

    @property
    def port(self) -> int:
        return self.bound[0][1] if self.bound else 0

    def addresses(self) -> list[str]:
        """'host:port' for each address, the local network's first (the one to give out), this machine's last."""
        out = [f"{host}:{port}" for host, port in self.bound]
        return sorted(out, key=lambda a: a.startswith(("127.", "::1", "[::1]")))

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except OSError as exc:
            self.problem = exc.strerror or str(exc)
        finally:
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = self._loop.create_future()

        def ready(bound: list[tuple[str, int]]) -> None:
            self.bound = [(str(host), int(port)) for host, port in bound]
            self._ready.set()

        await serve(self.hosts, 0, root=self.root, ready=ready, stop=self._stop)

    def stop(self) -> None:
        """Close every table's connection and stop listening (the tables stay saved, as a server's do)."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():

            def done() -> None:
                if not stop.done():
                    stop.set_result(None)

            loop.call_soon_threadsafe(done)
        self._thread.join(timeout=START_BOUND)
