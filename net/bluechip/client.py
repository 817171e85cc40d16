"""A Karty bot in one seat at a Blue Chip table manager: it connects, takes its seat, and bids and plays every
board the manager deals, the declarer's dummy included, until the manager ends the session.

The bot decides from `SeatKnowledge` (net/bluechip/seat.py): what the protocol told this seat, nothing more.
A line the manager sends that is not the one the protocol expects now ends the session with a
`ProtocolError` quoting it.
"""

from __future__ import annotations

import random
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NoReturn, TypeVar

from ai.players import Player
from ai.registry import level_player, make_player
from ai.view import PlayerView
from games.actions import Action
from games.bridz.calls import action_call
from games.bridz.rules import AUCTION, OVER
from net.bluechip.protocol import (
    SEATS,
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
from net.bluechip.seat import SeatKnowledge
from net.bluechip.wire import LineSocket

M = TypeVar("M")
#: what the client waits for, as the protocol writes it, for an error that says what came instead
WANTED: dict[type, str] = {
    Seated: '\'SEAT ("TEAM") seated\'', Teams: '\'Teams : N/S : "TEAM" E/W : "TEAM"\'',
    BoardInfo: "'Board number N. Dealer SEAT. ... vulnerable.'", Cards: "'SEAT's cards : ...'",
    Call: "a call ('SEAT passes', 'SEAT bids 1C' ...)", Play: "'SEAT plays CARD'", ToLead: "'SEAT to lead'",
}


@dataclass
class BoardResult:
    """A board as this seat saw it end: its number, the calls and the cards played."""

    board: int
    calls: list[str]
    plays: list[tuple[int, str]]
    contract: str = ""  # "4H", "3NTX"; '' when passed out
    declarer: int = -1
    tricks: int = 0  # the declarer's side's

    def line(self) -> str:
        if not self.contract:
            return f"Board {self.board}: passed out"
        return f"Board {self.board}: {self.contract} by {SEATS[self.declarer]}, {self.tricks} tricks"


@dataclass
class SeatClient:
    """One seat's bot at a table manager. `player` is a Karty player name (`bridz:hard`) or a level."""

    seat: int
    team: str = "Karty"
    player: str = "bridz:hard"
    seed: int = 1
    timeout: float | None = None
    #: called with each line sent (">") and read ("<"), for a log
    echo: Callable[[str], None] | None = None
    boards: list[BoardResult] = field(default_factory=list)
    #: called with each board as it ends
    on_board: Callable[[BoardResult], None] | None = None

    def __post_init__(self) -> None:
        name = level_player("bridz", self.player) if self.player in ("easy", "normal", "hard") else self.player
        self.bot: Player = make_player(name, "bridz", self.seed)
        self.rng = random.Random(self.seed)
        self.line: LineSocket | None = None

    # -- the session --------------------------------------------------------------------------------
    def play(self, host: str, port: int) -> list[BoardResult]:
        """Connect, take the seat and play until the manager ends the session; the boards played."""
        sock = socket.create_connection((host, port), timeout=self.timeout)
        self.line = LineSocket(sock, self.timeout, f"the table manager at {host}:{port}")
        try:
            self.session()
        finally:
            self.line.close()
        return self.boards

    def session(self) -> None:
        me = self.seat
        self._send(Connect(self.team, me))
        seated = self._expect(Seated)
        if seated.seat != me:
            raise ProtocolError(f"asked for {SEATS[me]}, the table manager said {format_message(seated)!r}")
        self._send(Ready(me, "teams"))
        self._expect(Teams)
        self._send(Ready(me, "start"))
        while True:
            message = self._read()
            if isinstance(message, EndOfSession):
                return
            if isinstance(message, Timing):
                continue
            if not isinstance(message, StartOfBoard):
                self._unexpected(message, "Start of board or End of session")
            self._send(Ready(me, "deal"))
            info = self._expect(BoardInfo)
            self._send(Ready(me, "cards"))
            cards = self._expect(Cards)
            if cards.seat != me:
                self._unexpected(cards, f"{SEATS[me]}'s cards")
            facts = SeatKnowledge(me, info.dealer, info.ns_vulnerable, info.ew_vulnerable, cards.cards)
            self.board(facts)
            result = BoardResult(info.board, list(facts.calls), list(facts.plays))
            end = facts.state()
            if end.contract:
                level, strain, doubled, declarer = end.contract
                result.contract, result.declarer = f"{level}{strain}{'X' * doubled}", declarer
                result.tricks = end.side_tricks[declarer % 2]
            self.boards.append(result)
            if self.on_board is not None:
                self.on_board(result)

    def board(self, facts: SeatKnowledge) -> None:
        """The auction and the play of one board, from this seat."""
        me = self.seat
        state = facts.state()
        while state.phase == AUCTION:
            bidder = state.turn
            assert bidder is not None
            if bidder == me:
                call = action_call(self._choose(facts))
                assert call is not None
                self._send(Call(me, call))
            else:
                self._send(ReadyForBid(me, bidder))
                told = self._expect(Call)
                if told.seat != bidder:
                    self._unexpected(told, f"{SEATS[bidder]}'s call")
                call = told.call
            facts.calls.append(call)
            state = facts.state()
        while state.phase != OVER:
            actor, controller = state.turn, state.current_player
            assert actor is not None
            dummy = state.dummy
            trick = state.trick_number() + 1
            if controller == me:
                if not state.zones["trick"]:  # a new trick: the manager says who leads
                    lead = self._expect(ToLead)
                    if lead.seat != (None if actor == dummy else actor):
                        self._unexpected(lead, f"{'Dummy' if actor == dummy else SEATS[actor]} to lead")
                action = self._choose(facts)
                assert action.card is not None
                card = action.card.code
                self._send(Play(actor, card))
            else:
                self._send(ReadyForCard(me, None if actor == dummy else actor, trick))
                seen = self._expect(Play)
                if seen.seat != actor:
                    self._unexpected(seen, f"{SEATS[actor]}'s card")
                card = seen.card
            facts.plays.append((actor, card))
            if len(facts.plays) == 1:  # the opening lead: the dummy goes face up
                if me == dummy:
                    facts.dummy_cards = facts.hand
                else:
                    self._send(Ready(me, "dummy"))
                    shown = self._expect(Cards)
                    if shown.seat is not None:
                        self._unexpected(shown, "Dummy's cards")
                    facts.dummy_cards = shown.cards
            state = facts.state()

    def _choose(self, facts: SeatKnowledge) -> Action:
        view = PlayerView(facts.state(), self.seat, self.rng)
        return self.bot.choose(view)

    # -- lines ----------------------------------------------------------------------------------------
    def _send(self, message: Message) -> None:
        assert self.line is not None
        self.line.send(message)
        if self.echo:
            self.echo(f"> {format_message(message)}")

    def _read(self) -> Message:
        assert self.line is not None
        message = self.line.read()
        if self.echo:
            self.echo(f"< {format_message(message)}")
        if isinstance(message, Refused):
            raise ProtocolError(f"the table manager refused this seat's last line: {format_message(message)!r}")
        return message

    def _expect(self, kind: type[M]) -> M:
        message = self._read()
        if not isinstance(message, kind):
            self._unexpected(message, WANTED.get(kind, kind.__name__))
        return message

    def _unexpected(self, message: Message, wanted: str) -> NoReturn:
        raise ProtocolError(f"expected {wanted}, the table manager sent {format_message(message)!r}")
