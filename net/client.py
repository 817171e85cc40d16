"""A client of Karty's table server, for the terminal and the window alike (docs/protocol.md).

Blocking calls that set up a table (connect, create, join, watch, rejoin) wait for the server's answer; during
play, a reader thread queues what the server sends, and the caller takes it when it suits him: `poll()` (the
window, once a frame: never blocks) or `next(timeout)` (the terminal). Every frame is decoded by the schema.

    client = Client.connect("192.168.1.5:8765", name="Eva")
    seated = client.create("cvik", ["human", "human", "normal", "normal"])   # seated.code: give it out
    client.start()
    for message in client.poll(): ...            # View, TableInfo, Refused, ErrorMsg
    client.move("play:AS")                       # answers the last View (its turn)
    token = client.token                         # after a dropped line: Client.reconnect(address, token)
"""

from __future__ import annotations

import collections
import queue
import threading
from typing import TypeVar

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection
from websockets.sync.client import connect as ws_connect

from net import protocol as p

_Awaited = TypeVar("_Awaited", bound=p.ServerMessage)

DEFAULT_PORT = 8765


class NetError(Exception):
    """The server refused (`code` as in docs/protocol.md), or it could not be reached or went away."""

    def __init__(self, code: str, text: str, text_cs: str = "") -> None:
        super().__init__(text)
        self.code = code
        self.text = text
        self.text_cs = text_cs or text

    def say(self, lang: str) -> str:
        return self.text_cs if lang == "cs" else self.text


def url_of(address: str) -> str:
    """'host', 'host:port' or a ws:// URL as the URL to connect to."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address
    host, sep, port = address.rpartition(":")
    if not sep or not port.isdigit() or host.endswith(":"):  # no port given (or a bare IPv6 address)
        host, port = address, str(DEFAULT_PORT)
    return f"ws://{host}:{port}"


def split_join(text: str) -> tuple[str, str]:
    """'ADDRESS/CODE' as (address, code)."""
    address, sep, code = text.strip().rstrip("/").rpartition("/")
    if not sep or not address or not code:
        raise NetError("bad_address", f"{text!r} is not ADDRESS/CODE (e.g. 192.168.1.5:8765/K7QX2M)",
                       f"{text!r} není ADRESA/KÓD (např. 192.168.1.5:8765/K7QX2M)")
    return address, code


class Client:
    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.inbox: queue.Queue[p.ServerMessage | NetError] = queue.Queue()
        self._held: collections.deque[p.ServerMessage] = collections.deque()
        self.code = ""
        self.seat: int | None = None
        self.token = ""
        self.host = False
        #: the latest view and table the server sent, kept up to date as frames arrive (ahead of `poll`)
        self.view: p.View | None = None
        self.table: p.TableInfo | None = None
        self.closed: NetError | None = None
        #: every frame the server sent, as sent, where a caller asks for them (the tests check each one)
        self.frames: list[str] | None = None
        self._reader = threading.Thread(target=self._read, name="karty-net-client", daemon=True)
        self._reader.start()

    # -- set-up ------------------------------------------------------------------------------------------
    @staticmethod
    def connect(address: str, name: str = "", timeout: float = 10.0) -> Client:
        try:
            # entered at once, as `with` would: the connection outlives this call (Client.close ends it), and from
            # websockets 17 on a connection used without entering it warns that the call is deprecated
            ws = ws_connect(url_of(address), open_timeout=timeout, max_size=p.SERVER_FRAME_LIMIT)
            ws.__enter__()  # it returns the connection itself
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
            raise NetError("unreachable", f"cannot reach a Karty server at {address}: {exc}",
                           f"na adrese {address} není k zastižení server Karet: {exc}") from None
        client = Client(ws)
        client.send(p.Hello(version=p.VERSION, name=name))
        client._wait(p.Welcome, timeout)
        return client

    @staticmethod
    def reconnect(address: str, token: str, timeout: float = 10.0) -> Client:
        """Back to one's seat after a dropped line: the first view holds the whole deal so far."""
        client = Client.connect(address, timeout=timeout)
        client.rejoin(token, timeout)
        return client

    def create(self, game: str, seats: list[str], seat: int = 0, options: dict[str, p.OptionValue] | None = None,
               dropped: str = "wait", grace: float = 60.0, stand_in: str = "normal",
               timeout: float = 10.0) -> p.Seated:
        """Open a table (`seats`: "human" or a bot's level for each) and sit at `seat` as its host."""
        self.send(p.Create(game=game, seats=seats, seat=seat, options=options or {}, dropped=dropped,  # type: ignore[arg-type]  # checked by the server
                           grace=grace, stand_in=stand_in))
        return self._seated(timeout)

    def join(self, code: str, seat: int | None = None, timeout: float = 10.0) -> p.Seated:
        self.send(p.Join(code=code, seat=seat))
        return self._seated(timeout)

    def watch(self, code: str, timeout: float = 10.0) -> p.Seated:
        self.send(p.Join(code=code, watch=True))
        return self._seated(timeout)

    def rejoin(self, token: str, timeout: float = 10.0) -> p.Seated:
        self.send(p.Rejoin(token=token))
        seated = self._seated(timeout)
        self.token = token  # the server keeps only its hash, so it does not send it back
        return seated

    def start(self, level: str = "normal") -> None:
        """The host starts the match; free seats get a bot at `level`. A refusal comes as an ErrorMsg."""
        self.send(p.Start(level=level))

    def move(self, code: str, turn: int | None = None) -> None:
        """A move by its code, answering the last view (or view `turn`); a refusal comes as Refused/ErrorMsg."""
        if turn is None:
            turn = self.view.turn if self.view is not None else 0
        self.send(p.Move(code=code, turn=turn))

    def ask_hint(self, turn: int | None = None) -> None:
        """Ask the server for a hint for the last view (or view `turn`); it comes as `Hint`, or ErrorMsg."""
        if turn is None:
            turn = self.view.turn if self.view is not None else 0
        self.send(p.HintAsk(turn=turn))

    def leave(self) -> None:
        self.send(p.Leave())

    # -- messages ----------------------------------------------------------------------------------------
    def send(self, message: p.ClientMessage) -> None:
        try:
            self.ws.send(p.encode(message))
        except ConnectionClosed as exc:
            raise self._lost(exc) from None

    def poll(self) -> list[p.ServerMessage]:
        """Everything the server sent since the last call, without waiting; raises NetError once the line is
        gone (then `reconnect` with `token`)."""
        out = list(self._held)
        self._held.clear()
        while True:
            try:
                item = self.inbox.get_nowait()
            except queue.Empty:
                break
            if isinstance(item, NetError):
                if out:
                    self.inbox.put(item)
                    break
                raise item
            out.append(item)
        return out

    def next(self, timeout: float | None = None) -> p.ServerMessage | None:
        """The next message, waiting up to `timeout` seconds (None: as long as it takes); None when none came."""
        if self._held:
            return self._held.popleft()
        try:
            item = self.inbox.get(timeout=timeout)
        except queue.Empty:
            return None
        if isinstance(item, NetError):
            self.inbox.put(item)  # stays the answer to every later call
            raise item
        return item

    def close(self) -> None:
        self.ws.close()

    def _read(self) -> None:
        try:
            for frame in self.ws:
                if self.frames is not None:
                    self.frames.append(frame if isinstance(frame, str) else frame.decode("utf-8", "replace"))
                try:
                    message = p.decode_server(frame)
                except p.DecodeError as exc:
                    self.inbox.put(NetError("bad_frame", f"the server sent what protocol {p.VERSION} does not "
                                                         f"know: {exc}"))
                    self.ws.close()
                    return
                self._note(message)
                self.inbox.put(message)
        except ConnectionClosed:
            pass
        self.inbox.put(self._lost(None))

    def _note(self, message: p.ServerMessage) -> None:
        # kept here too, so a caller can ask for the latest view or table at any time
        if isinstance(message, p.View):
            self.view = message
        elif isinstance(message, p.TableInfo):
            self.table = message

    def _lost(self, exc: BaseException | None) -> NetError:
        reason = self.ws.close_reason or (str(exc) if exc else "")
        self.closed = NetError("closed", f"the server closed the line{': ' + reason if reason else ''}",
                               f"server spojení ukončil{': ' + reason if reason else ''}")
        return self.closed

    def _wait(self, kind: type[_Awaited], timeout: float) -> _Awaited:
        """The first message of `kind` (others are kept for `poll`); an ErrorMsg raised as NetError."""
        while True:
            try:
                item = self.inbox.get(timeout=timeout)
            except queue.Empty:
                raise NetError("timeout", "the server did not answer", "server neodpověděl") from None
            if isinstance(item, NetError):
                self.inbox.put(item)
                raise item
            if isinstance(item, p.ErrorMsg):
                raise NetError(item.code, item.text, item.text_cs)
            if isinstance(item, kind):
                return item
            self._held.append(item)

    def _seated(self, timeout: float) -> p.Seated:
        seated = self._wait(p.Seated, timeout)
        self.code, self.seat, self.host = seated.code, seated.seat, seated.host
        self.token = seated.token or self.token
        return seated
