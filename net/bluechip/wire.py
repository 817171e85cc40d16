"""Protocol lines over a TCP socket: ASCII, each ended by CRLF (a bare LF is read too), every read bounded."""

from __future__ import annotations

import contextlib
import socket

from net.bluechip.protocol import Message, ProtocolError, format_message, parse_message

#: the longest line read: a hand is under 60 characters, a team name under 40 in practice
MAX_LINE = 1024


class LineLost(ProtocolError):
    """The connection closed, went silent past the timeout, or sent a line too long to be one: nothing more will
    be read from it."""


class LineSocket:
    """One connection speaking the protocol. `timeout` bounds every wait for a line (None: wait for ever)."""

    def __init__(self, sock: socket.socket, timeout: float | None, name: str = "") -> None:
        self.sock = sock
        self.sock.settimeout(timeout)
        self.name = name or "the other side"
        self._buffer = b""
        #: every line sent (">") and read ("<"), for a log and the tests
        self.transcript: list[str] = []

    def send_line(self, text: str) -> None:
        try:
            data = text.encode("ascii") + b"\r\n"
        except UnicodeEncodeError:
            raise ProtocolError(f"the protocol sends ASCII only: {text!r}") from None
        self.transcript.append(f"> {text}")
        self.sock.sendall(data)

    def send(self, message: Message) -> None:
        self.send_line(format_message(message))

    def read_line(self) -> str:
        while b"\n" not in self._buffer:
            if len(self._buffer) > MAX_LINE:
                raise LineLost(f"{self.name} sent a line longer than {MAX_LINE} characters")
            try:
                chunk = self.sock.recv(4096)
            except TimeoutError:
                raise LineLost(f"{self.name} sent nothing within {self.sock.gettimeout()} s") from None
            if not chunk:
                raise LineLost(f"{self.name} closed the connection")
            self._buffer += chunk
        raw, self._buffer = self._buffer.split(b"\n", 1)
        try:
            text = raw.rstrip(b"\r").decode("ascii")
        except UnicodeDecodeError:
            raise ProtocolError(f"{self.name} sent a line that is not ASCII: {raw!r}") from None
        self.transcript.append(f"< {text}")
        return text

    def read(self) -> Message:
        """The next line as a message; a blank line (some robots send one) is skipped."""
        while True:
            line = self.read_line()
            if line.strip():
                return parse_message(line)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.close()
