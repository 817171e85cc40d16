"""Karty's Blue Chip table manager: four robots sit at it over TCP, it deals seeded boards, runs the auction and
the play checking every call and card with Bridž's engine, and scores each board as duplicate does.

One listening port seats all four players; each says its seat in its "Connecting" line (the document's
manager opens a port a seat; any port agreed in advance will do, one is the simplest to agree on). The manager
reads each player's lines in the order the protocol has them sent, so it needs no thread per player: a player
that has sent a line before the manager reads it waits in the socket's buffer.

After each board every player is sent the thinking time as "Timing - ..." (each side's time waiting for its
calls and cards, this board and in total): BEN's client reads one line after a board before it waits for the
next "Start of board", as the document's managers send it, and hangs on a second board without it.

A line the manager cannot accept now (a call or card the rules forbid, a "ready" for the wrong thing, an
unknown line) is answered with "ERROR: <why>" and the manager waits for that player's next line, as it was
(the document leaves refusals to the operators; Karty's own client treats the answer as the end of the
session). After `refusals` refusals in a row the board is abandoned with a `ProtocolError`.
"""

from __future__ import annotations

import contextlib
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from games.actions import play_card
from games.bridz.calls import call_action
from games.bridz.rules import AUCTION, OVER, BridzState
from games.errors import IllegalAction
from net.bluechip.protocol import (
    SEATS,
    VERSION,
    BoardInfo,
    Call,
    Cards,
    Connect,
    EndOfSession,
    Message,
    Play,
    ProtocolError,
    Ready,
    ReadyForBid,
    ReadyForCard,
    Refused,
    Seated,
    StartOfBoard,
    Teams,
    Timing,
    ToLead,
    format_message,
)
from net.bluechip.seat import board_dealer, board_vulnerability, duplicate_score, new_deal
from net.bluechip.wire import LineLost, LineSocket


@dataclass
class BoardRecord:
    board: int
    deal: BridzState  # finished: every card, call and trick
    score: int  # North-South's duplicate score


class TableManager:
    def __init__(self, host: str = "127.0.0.1", port: int = 0, boards: int = 1, seed: int = 1,
                 timeout: float | None = None, first_board: int = 1, refusals: int = 3,
                 echo: Callable[[str], None] | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.host, self.port = host, port
        self.boards, self.seed, self.first_board = boards, seed, first_board
        self.timeout, self.refusals, self.echo = timeout, refusals, echo
        #: seconds each side (N/S, E/W) spent on its calls and cards: this board's and the session's
        self.clock = clock
        self.board_time, self.total_time = [0.0, 0.0], [0.0, 0.0]
        self.listener: socket.socket | None = None
        self.players: dict[int, LineSocket] = {}
        self.teams: dict[int, str] = {}
        self.records: list[BoardRecord] = []
        self.on_board: Callable[[BoardRecord], None] | None = None

    def listen(self) -> int:
        """Open the port (0: any free one) and say which it is."""
        listener = socket.create_server((self.host, self.port))
        listener.settimeout(self.timeout)
        self.listener = listener
        self.port = listener.getsockname()[1]
        return self.port

    def run(self) -> list[BoardRecord]:
        """Seat four players, play the boards, end the session; the boards played."""
        if self.listener is None:
            self.listen()
        try:
            self.seat_players()
            for board in range(self.first_board, self.first_board + self.boards):
                self.play_board(board)
            self._broadcast(EndOfSession())
        finally:
            self.close()
        return self.records

    def close(self) -> None:
        for line in self.players.values():
            line.close()
        if self.listener is not None:
            with contextlib.suppress(OSError):  # wakes an accept() waiting on another thread (close alone does not)
                self.listener.shutdown(socket.SHUT_RDWR)
            self.listener.close()

    # -- seating -------------------------------------------------------------------------------------
    def seat_players(self) -> None:
        assert self.listener is not None
        while len(self.players) < 4:
            try:
                sock, address = self.listener.accept()
            except TimeoutError:
                raise ProtocolError(f"no player connected within {self.timeout} s") from None
            line = LineSocket(sock, self.timeout, f"the player at {address[0]}:{address[1]}")
            try:
                hello = line.read()
            except ProtocolError as exc:
                self._turn_away(line, str(exc))
                continue
            if isinstance(hello, Connect) and hello.seat is None:  # "as ANYPL": the first seat still free
                hello = replace(hello, seat=next(s for s in range(4) if s not in self.players))
            if not isinstance(hello, Connect) or hello.seat is None:
                self._turn_away(line, f"expected Connecting ..., not {format_message(hello)!r}")
            elif hello.version != VERSION:
                self._turn_away(line, f"this table manager speaks protocol version {VERSION}, not {hello.version}")
            elif hello.seat in self.players:
                self._turn_away(line, f"{SEATS[hello.seat]} is already seated")
            else:
                line.name = SEATS[hello.seat]
                self.players[hello.seat] = line
                self.teams[hello.seat] = hello.team
                self._send(hello.seat, Seated(hello.seat, hello.team))
        for seat in range(4):
            self._expect_ready(seat, "teams")
        self._broadcast(Teams(self.teams[0], self.teams[1]))
        for seat in range(4):
            self._expect_ready(seat, "start")

    def _turn_away(self, line: LineSocket, why: str) -> None:
        with contextlib.suppress(OSError):
            line.send(Refused(why))
        line.close()

    # -- a board -------------------------------------------------------------------------------------
    def play_board(self, board: int) -> None:
        ns, ew = board_vulnerability(board)
        state = new_deal(board_dealer(board), ns, ew, self.seed * 10_000 + board)
        self.board_time = [0.0, 0.0]
        self._broadcast(StartOfBoard())
        for seat in range(4):
            self._expect_ready(seat, "deal")
        self._broadcast(BoardInfo(board, state.dealer, ns, ew))
        for seat in range(4):
            self._expect_ready(seat, "cards")
        for seat in range(4):
            self._send(seat, Cards(seat, tuple(c.code for c in state.hand(seat))))
        while state.phase == AUCTION:
            self._auction_call(state)
        dummy_shown = False
        while state.phase != OVER:
            self._play_card(state)
            if not dummy_shown:
                dummy_shown = True
                shown = Cards(None, tuple(c.code for c in state.hand(state.dummy)))
                for seat in range(4):
                    if seat != state.dummy:
                        self._expect_ready(seat, "dummy")
                        self._send(seat, shown)
        self._broadcast(Timing(self.timing()))
        record = BoardRecord(board, state, duplicate_score(state))
        self.records.append(record)
        if self.on_board is not None:
            self.on_board(record)

    def _auction_call(self, state: BridzState) -> None:
        bidder = state.turn
        assert bidder is not None

        def legal(message: Message) -> str:
            if not isinstance(message, Call) or message.seat != bidder:
                return f"expected {SEATS[bidder]}'s call"
            try:
                state.apply(call_action(message.call))
            except IllegalAction as exc:
                return str(exc)
            return ""

        call = self._timed(bidder, legal)
        assert isinstance(call, Call)
        for seat in range(4):
            if seat != bidder:
                self._take(seat, _one_of({ReadyForBid(seat, bidder)},
                                         f"expected {SEATS[seat]} ready for {SEATS[bidder]}'s bid"))
                # an alert is for the opponents: the bidder's partner is told the call alone
                self._send(seat, replace(call, alert="") if seat == (bidder + 2) % 4 else call)

    def _play_card(self, state: BridzState) -> None:
        actor, controller = state.turn, state.current_player
        assert actor is not None and controller is not None
        dummy = state.dummy
        trick = state.trick_number() + 1
        if not state.zones["trick"]:
            self._send(controller, ToLead(None if actor == dummy else actor))

        def legal(message: Message) -> str:
            # the declarer may name the dummy's card "Dummy plays ..." (passed on under the dummy's seat)
            if not isinstance(message, Play) or message.seat not in (actor, None if actor == dummy else actor):
                return f"expected {SEATS[actor]}'s card"
            action = play_card(state.pack.card(message.card))
            if action not in state.legal_actions():
                return str(state.explain_illegal(action))
            state.apply(action)
            return ""

        played = self._timed(controller, legal)
        assert isinstance(played, Play)
        played = replace(played, seat=actor)
        for seat in range(4):
            if seat == controller:
                continue
            whose: set[Message] = {ReadyForCard(seat, actor, trick)}
            if actor == dummy:  # robots differ: some wait for "dummy's card", some name the dummy's seat
                whose.add(ReadyForCard(seat, None, trick))
            self._take(seat, _one_of(whose, f"expected {SEATS[seat]} ready for {SEATS[actor]}'s card to trick {trick}"))
            self._send(seat, played)

    # -- lines ---------------------------------------------------------------------------------------
    def _take(self, seat: int, check: Callable[[Message], str]) -> Message:
        """The next line from `seat` that `check` accepts ('' for accepted, else why not); each other is refused."""
        line = self.players[seat]
        for _ in range(self.refusals + 1):
            try:
                message = line.read()
            except LineLost:
                raise
            except ProtocolError as exc:  # a whole line, but none of the protocol's
                why = str(exc)
            else:
                if self.echo:
                    self.echo(f"{SEATS[seat]} < {format_message(message)}")
                why = check(message)
                if not why:
                    return message
            self._send(seat, Refused(why))
        raise ProtocolError(f"{SEATS[seat]} was refused {self.refusals + 1} times in a row; the table stops")

    def _timed(self, seat: int, check: Callable[[Message], str]) -> Message:
        """`_take`, the wait counted as the thinking time of `seat`'s side."""
        start = self.clock()
        message = self._take(seat, check)
        spent = max(0.0, self.clock() - start)
        self.board_time[seat % 2] += spent
        self.total_time[seat % 2] += spent
        return message

    def timing(self) -> str:
        """The text of the timing line, as the document spells it: 'N/S : this board 0:41, total 0:00:41. E/W : ...'
        (minutes:seconds this board, hours:minutes:seconds in total)."""
        def side(name: str, i: int) -> str:
            board, total = round(self.board_time[i]), round(self.total_time[i])
            return (f"{name} : this board {board // 60:02d}:{board % 60:02d}, "
                    f"total {total // 3600}:{total // 60 % 60:02d}:{total % 60:02d}.")
        return f"{side('N/S', 0)} {side('E/W', 1)}"

    def _expect_ready(self, seat: int, what: str) -> None:
        self._take(seat, _one_of({Ready(seat, what)}, f"expected {format_message(Ready(seat, what))}"))

    def _send(self, seat: int, message: Message) -> None:
        if self.echo:
            self.echo(f"{SEATS[seat]} > {format_message(message)}")
        self.players[seat].send(message)

    def _broadcast(self, message: Message) -> None:
        for seat in range(4):
            self._send(seat, message)


def _one_of(accepted: set[Message], why: str) -> Callable[[Message], str]:
    """A check that takes one of `accepted` and refuses anything else saying `why`."""
    return lambda message: "" if message in accepted else why
