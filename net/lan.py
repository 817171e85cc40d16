"""Tables on the local network (zeroconf/mDNS): the host's window announces its server, the join screen lists
the servers found.

The service is `_karty._tcp.local.` with TXT `v=1` (this announcement's format) and `name=` (the host's name),
pointing at the server's local-network address and port (docs/protocol.md). The table's code is not announced:
on a shared network (a dormitory, a café) anyone would see it and could take a friend's free seat, so the code
stays the host's invitation, given out by word; a click on a found table fills only the address.

Zeroconf is optional at run time: without the package, a network or multicast, `start` says why in a line and
the window joins by a typed address as before. Nothing here raises into the window.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # zeroconf is imported where it is used: the window joins by address without it
    from zeroconf import ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

SERVICE = "_karty._tcp.local."
#: the announcement's own format version (TXT v=)
FORMAT = "1"


@dataclass(frozen=True, order=True)
class Found:
    """A table server announced on the local network: the host's name and the address to join."""

    name: str
    address: str


def _instance(name: str, port: int) -> str:
    # the instance name must be unique on the network: the host's name and its port tell two hosts apart
    safe = "".join(ch for ch in name if ch.isprintable() and ch not in ".\\")[:40] or "Karty"
    return f"{safe} {port}.{SERVICE}"


class Announcer:
    """The host's server announced while it is open; `stop` withdraws it."""

    def __init__(self) -> None:
        self.problem = ""
        self._zc: Zeroconf | None = None
        self._info: ServiceInfo | None = None
        self._thread: threading.Thread | None = None

    def start(self, name: str, host: str, port: int, interfaces: list[str] | None = None) -> bool:
        """Announce `name` at host:port; False, with `problem` said, when it cannot."""
        try:
            from zeroconf import ServiceInfo, Zeroconf

            info = ServiceInfo(SERVICE, _instance(name, port), port=port, addresses=[socket.inet_aton(host)],
                               properties={"v": FORMAT, "name": name[:60]})
            self._info = info
            zc = self._zc = Zeroconf(interfaces=interfaces) if interfaces else Zeroconf()
            zc.register_service(info, allow_name_change=True)
        except Exception as exc:  # no package, no network, multicast blocked: said, never raised
            self.problem = _say(exc)
            self.stop()
            return False
        return True

    def announce(self, name: str, host: str, port: int) -> None:
        """`start` on a thread of its own: zeroconf first probes the name for about two seconds, and the window
        must not stop meanwhile."""
        self._thread = threading.Thread(target=self.start, args=(name, host, port), name="karty-lan-announce",
                                        daemon=True)
        self._thread.start()

    def withdraw(self) -> None:
        """`stop` on a thread, after the announcement it withdraws (zeroconf says goodbye three times)."""
        started = self._thread

        def run() -> None:
            if started is not None:
                started.join(timeout=10.0)
            self.stop()

        threading.Thread(target=run, name="karty-lan-withdraw", daemon=True).start()

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if zc is None:
            return
        try:
            if self._info is not None:
                zc.unregister_service(self._info)
        except Exception:  # the network may be gone already; closing is all that is left
            pass
        finally:
            zc.close()


class Browser:
    """The Karty servers announced on the local network, kept up to date on zeroconf's own thread."""

    def __init__(self) -> None:
        self.problem = ""
        self._found: dict[str, Found] = {}
        self._lock = threading.Lock()
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None

    def start(self, interfaces: list[str] | None = None) -> bool:
        """Start looking; False, with `problem` said, when the network cannot be searched."""
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            zc = self._zc = Zeroconf(interfaces=interfaces) if interfaces else Zeroconf()
            self._browser = ServiceBrowser(zc, SERVICE, handlers=[self._changed])
        except Exception as exc:  # as in Announcer.start: a line for the window, never a crash
            self.problem = _say(exc)
            self.stop()
            return False
        return True

    def found(self) -> list[Found]:
        """The tables found, by name."""
        with self._lock:
            return sorted(self._found.values())

    def add(self, key: str, found: Found | None) -> None:
        """Note a service (None: it left). The listener calls it; tests may too, without a network."""
        with self._lock:
            if found is None:
                self._found.pop(key, None)
            else:
                self._found[key] = found

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            self.add(name, None)
            return
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=1500)
            found = read(info) if info is not None else None
        except Exception:  # a garbled announcement or a network gone: that table is not listed, nothing more
            found = None
        self.add(name, found)

    def stop(self) -> None:
        browser, zc, self._browser, self._zc = self._browser, self._zc, None, None
        try:
            if browser is not None:
                browser.cancel()
        finally:
            if zc is not None:
                zc.close()


class Announced(Protocol):
    """What `read` takes of a found service (zeroconf's ServiceInfo)."""

    @property
    def properties(self) -> Mapping[bytes, bytes | None]: ...

    @property
    def port(self) -> int | None: ...

    @property
    def addresses(self) -> Sequence[bytes]: ...


def read(info: Announced) -> Found | None:
    """A found service as a table to join, or None for one not ours to read (another TXT format, no address)."""
    props = {(k.decode("utf-8", "replace") if isinstance(k, bytes) else str(k)):
             (v.decode("utf-8", "replace") if isinstance(v, bytes) else "") for k, v in info.properties.items()}
    if props.get("v") != FORMAT or not info.port:
        return None
    hosts = [str(ipaddress.ip_address(raw)) for raw in info.addresses if len(raw) == 4]
    if not hosts:
        return None
    name = "".join(ch for ch in props.get("name", "") if ch.isprintable())[:60] or hosts[0]
    return Found(name, f"{hosts[0]}:{int(info.port)}")


def _say(exc: BaseException) -> str:
    if isinstance(exc, ImportError):
        return "zeroconf is not installed"
    return (getattr(exc, "strerror", None) or str(exc) or type(exc).__name__).splitlines()[0][:120]
