"""Bridž at the robots' table over real TCP (net/bluechip): Karty's table manager seats two Karty bots and two
scripted robots that speak nothing but the protocol's text, and a whole deal is played; the manager refuses an
illegal call and card and goes on; a Karty bot facing a line that is not the protocol's stops saying so.

Every socket is on a free port of the loopback, every wait bounded (TIMEOUT), nothing sleeps."""

from __future__ import annotations

import re
import socket
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cli.bluechip import board_line, pbn_of
from net.bluechip.client import SeatClient
from net.bluechip.manager import TableManager
from net.bluechip.protocol import ProtocolError

SEATS = ("North", "East", "South", "West")
RANKS = "AKQJT98765432"
#: the longest any one wait may take: a bound for a hang, far above what a step takes on a loaded machine
TIMEOUT = 60.0


class Scripted:
    """A robot written from the protocol's text alone (no Karty code): it opens 1C if nobody has bid, else passes,
    and plays the first card it may (following suit), for its hand and, as declarer, for the dummy. With `bad_call`
    or `bad_card` it first tries a call or card the rules forbid, and expects the manager to refuse it.

    It reads as BEN's client does: after the last card exactly one line (the timing) before the next board. It can
    speak as others in the field do: `alert` explains its opening ('... bids 1C Alert. <alert>'), `dummy_word` names
    the dummy's cards 'Dummy plays ...', `card_note` follows each of its cards (BEN's '. Forced')."""

    def __init__(self, seat: int, port: int, bad_call: str = "", bad_card: bool = False, noise: str = "",
                 alert: str = "", dummy_word: bool = False, card_note: str = "", passive: bool = False) -> None:
        self.me, self.name = seat, SEATS[seat]
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT)
        self.buffer = b""
        self.lines: list[str] = []  # every line read
        self.bad_call, self.bad_card, self.noise = bad_call, bad_card, noise
        self.alert, self.dummy_word, self.card_note = alert, dummy_word, card_note
        self.passive = passive  # it never bids
        self.refused: list[str] = []
        self.heard: list[str] = []  # every call passed on to it, as written
        self.timings: list[str] = []
        self.tricks_seen = 0

    def send(self, text: str) -> None:
        self.sock.sendall(text.encode("ascii") + b"\r\n")

    def read(self) -> str:
        while b"\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            assert chunk, f"{self.name}: the manager closed the connection"
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\r\n", 1)
        self.lines.append(line.decode("ascii"))
        return self.lines[-1]

    def expect(self, pattern: str) -> re.Match[str]:
        line = self.read()
        found = re.fullmatch(pattern, line)
        assert found, f"{self.name} expected {pattern!r}, got {line!r}"
        return found

    def run(self) -> None:
        self.send(f'Connecting "Scripted" as {self.name} using protocol version 18')
        self.expect(rf'{self.name} \("Scripted"\) seated')
        self.send(f"{self.name} ready for teams")
        self.expect(r'Teams : N/S : ".*" E/W : ".*"')
        self.send(f"{self.name} ready to start")
        while self.read() == "Start of board":
            if self.noise:  # a line that is not the protocol's
                self.send(self.noise)
                self.refused.append(self.expect(r"ERROR: (.*)").group(1))
                self.noise = ""
            self.send(f"{self.name} ready for deal")
            dealer = SEATS.index(self.expect(r"Board number \d+\. Dealer (\w+)\. .* vulnerable\.").group(1))
            self.send(f"{self.name} ready for cards")
            hand = self.hand(self.expect(rf"{self.name}'s cards : (.*)").group(1))
            self.board(dealer, hand)
            self.timings.append(self.expect(r"Timing - (.*)").group(1))
        self.sock.close()

    @staticmethod
    def hand(text: str) -> list[str]:
        cards = []
        for group in text.rstrip(".").split("."):
            suit, *ranks = group.split()
            cards += [r + suit for r in ranks if r != "-"]
        return cards

    def board(self, dealer: int, hand: list[str]) -> None:
        calls: list[tuple[int, str]] = []
        turn = dealer
        while not (len(calls) >= 4 and all(c == "passes" for _, c in calls[-3:])):
            if turn == self.me:
                if self.bad_call:
                    self.send(f"{self.name} bids {self.bad_call}")
                    self.refused.append(self.expect(r"ERROR: (.*)").group(1))
                    self.bad_call = ""
                bid = "bids 1C" if all(c == "passes" for _, c in calls) and not self.passive else "passes"
                self.send(f"{self.name} {bid}" + (f" Alert. {self.alert}" if self.alert and bid != "passes" else ""))
            else:
                self.send(f"{self.name} ready for {SEATS[turn]}'s bid")
                bid = self.expect(rf"{SEATS[turn]} (passes|doubles|redoubles|bids \w+)(?: Alert\. .*)?").group(1)
                self.heard.append(self.lines[-1])
            calls.append((turn, bid))
            turn = (turn + 1) % 4
        bids = [(s, c.split()[1]) for s, c in calls if c.startswith("bids")]
        if not bids:
            return  # passed out
        strain = bids[-1][1][1:]
        declarer = next(s for s, b in bids if b[1:] == strain and s % 2 == bids[-1][0] % 2)
        self.play(declarer, strain, hand)

    def play(self, declarer: int, strain: str, hand: list[str]) -> None:
        dummy, leader = (declarer + 2) % 4, (declarer + 1) % 4
        dummy_hand = hand if self.me == dummy else []
        for trick in range(1, 14):
            cards: list[str] = []
            for k in range(4):
                actor = (leader + k) % 4
                controller = declarer if actor == dummy else actor
                if controller == self.me:
                    if k == 0:
                        self.expect(f"{'Dummy' if actor == dummy else self.name} to lead")
                    held = dummy_hand if actor == dummy else hand
                    if self.bad_card:
                        wrong = next(c for r in RANKS for c in (r + "S", r + "H") if c not in held)
                        self.send(f"{SEATS[actor]} plays {wrong}")
                        self.refused.append(self.expect(r"ERROR: (.*)").group(1))
                        self.bad_card = False
                    same = [c for c in held if cards and c[-1] == cards[0][-1]]
                    card = (same or held)[0]
                    who = "Dummy" if actor == dummy and self.dummy_word else SEATS[actor]
                    self.send(f"{who} plays {card}{self.card_note}")
                else:
                    whose = "dummy" if actor == dummy else SEATS[actor]
                    self.send(f"{self.name} ready for {whose}'s card to trick {trick}")
                    card = self.expect(rf"{SEATS[actor]} plays (\w\w)").group(1)
                if actor == self.me:
                    hand.remove(card)
                elif actor == dummy and self.me == declarer:
                    dummy_hand.remove(card)
                cards.append(card)
                if trick == 1 and k == 0 and self.me != dummy:
                    self.send(f"{self.name} ready for dummy")
                    dummy_hand = self.hand(self.expect(r"Dummy's cards : (.*)").group(1))
            leader = (leader + winner(cards, strain)) % 4
            self.tricks_seen += 1


def winner(cards: list[str], strain: str) -> int:
    def power(card: str) -> int:
        trump = 100 if card[-1] == strain else 50 if card[-1] == cards[0][-1] else 0
        return trump and trump - RANKS.index(card[0])
    return max(range(4), key=lambda k: power(cards[k]))


def run_threads(jobs: dict[str, Callable[[], Any]]) -> dict[str, Any]:
    """Run each job on a thread; every job's result, or the exception it raised (each join bounded)."""
    out: dict[str, Any] = {}

    def wrap(name: str, job: Callable[[], Any]) -> None:
        try:
            out[name] = job()
        except Exception as exc:  # the test reads it below
            out[name] = exc

    threads = [threading.Thread(target=wrap, args=(n, j), daemon=True) for n, j in jobs.items()]
    for t in threads:
        t.start()
    for t in threads:
        t.join(TIMEOUT * 3)
        assert not t.is_alive(), "a seat hung"
    return out


def test_two_karty_bots_and_two_scripted_robots_play_a_whole_deal_over_tcp() -> None:
    manager = TableManager(seed=3, timeout=TIMEOUT)
    port = manager.listen()
    north = SeatClient(0, player="bridz:easy", timeout=TIMEOUT)
    south = SeatClient(2, player="bridz:easy", timeout=TIMEOUT)
    east, west = Scripted(1, port), Scripted(3, port)
    out = run_threads({"manager": manager.run, "north": lambda: north.play("127.0.0.1", port),
                       "south": lambda: south.play("127.0.0.1", port), "east": east.run, "west": west.run})
    errors = {k: v for k, v in out.items() if isinstance(v, BaseException)}
    assert not errors, errors
    (record,) = out["manager"]
    deal = record.deal
    assert deal.contract and deal.is_over and sum(deal.side_tricks) == 13
    # North holds 17 points balanced and opens 1NT, so a Karty bot declares and plays its Karty partner's dummy
    assert deal.declarer in (0, 2)
    assert east.tricks_seen == west.tricks_seen == 13
    # the board ends with the timing line BEN's client waits for before the next board
    for robot in (east, west):
        (timing,) = robot.timings
        assert re.fullmatch(r"N/S : this board \d\d:\d\d, total \d+:\d\d:\d\d\. "
                            r"E/W : this board \d\d:\d\d, total \d+:\d\d:\d\d\.", timing), timing
    for client in (north, south):  # each Karty seat saw the same auction and play as the manager
        (board,) = client.boards
        assert board.calls == deal.calls
        level, strain, doubled, declarer = deal.contract
        made = deal.side_tricks[declarer % 2]
        assert board.line() == f"Board 1: {level}{strain}{'X' * doubled} by {SEATS[declarer]}, {made} tricks"
        assert [c for _, c in board.plays] == [e.cards[0].code for e in deal.history if e.kind == "play"]


def test_the_manager_refuses_an_illegal_call_and_card_and_a_stray_line_and_plays_on() -> None:
    manager = TableManager(seed=5, timeout=TIMEOUT)
    port = manager.listen()
    robots = [Scripted(0, port, alert="3+ clubs", dummy_word=True),
              Scripted(1, port, bad_call="1C", card_note=". Forced"), Scripted(2, port), Scripted(3, port, noise="Hi")]
    for robot in robots[::2]:
        robot.bad_card = True  # North declares 1C (board 1: North deals and opens); one of the pair plays dummy
    robots[1].bad_card = True  # East leads
    out = run_threads({"manager": manager.run, **{SEATS[r.me]: r.run for r in robots}})
    errors = {k: v for k, v in out.items() if isinstance(v, BaseException)}
    assert not errors, errors
    (record,) = out["manager"]
    assert record.deal.calls[:2] == ["1C", "P"] and sum(record.deal.side_tricks) == 13
    assert len(robots[1].refused) == 2  # 1C over 1C, then a card East does not hold
    assert "1C" in robots[1].refused[0]
    assert sum(len(r.refused) for r in robots[::2]) == 1  # North's bad card (South is dummy: it never plays)
    assert robots[3].refused == ["not a message of the Blue Chip protocol (version 18): 'Hi'"]
    # North's alert reaches East and West, not its partner; its 'Dummy plays ...' reached the others as South's
    assert robots[1].heard[0] == robots[3].heard[0] == "North bids 1C Alert. 3+ clubs"
    assert robots[2].heard[0] == "North bids 1C"
    assert all(len(r.timings) == 1 for r in robots)
    made = record.deal.side_tricks[0]
    assert board_line(record) == f"Board 1: 1C by North, {made} tricks, N/S {record.score:+d}"
    assert record.score == (70 + 20 * (made - 7) if made >= 7 else -50 * (7 - made))  # duplicate, not vulnerable
    pbn = pbn_of([record])
    assert '[Board "1"]' in pbn and '[Contract "1C"]' in pbn and '[Declarer "N"]' in pbn and "[Play " in pbn


def test_a_passed_out_board_ends_with_the_timing_line_too() -> None:
    """BEN's client reads one line after a passed-out board as after any other (a Python manager that sends none
    there hung BEN on the next board)."""
    manager = TableManager(boards=2, seed=2, timeout=TIMEOUT)
    port = manager.listen()
    robots = [Scripted(seat, port, passive=True) for seat in range(4)]
    out = run_threads({"manager": manager.run, **{SEATS[r.me]: r.run for r in robots}})
    errors = {k: v for k, v in out.items() if isinstance(v, BaseException)}
    assert not errors, errors
    assert [r.score for r in out["manager"]] == [0, 0]
    assert all(len(r.timings) == 2 for r in robots)


@pytest.mark.parametrize(("line", "said"), [
    (b"Teams are N/S and E/W", "'Teams are N/S and E/W'"),  # no line of the protocol
    (b"Start of board", "expected 'Teams : N/S : \"TEAM\" E/W : \"TEAM\"', the table manager sent 'Start of board'"),
])
def test_a_karty_bot_stops_on_a_line_that_is_not_the_protocols(line: bytes, said: str) -> None:
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(TIMEOUT)
    port = listener.getsockname()[1]

    def fake_manager() -> list[str]:
        sock, _ = listener.accept()
        with sock:
            sock.settimeout(TIMEOUT)
            got = sock.recv(4096).decode("ascii")
            sock.sendall(b'North ("Karty") seated\r\n')
            got += sock.recv(4096).decode("ascii")
            sock.sendall(line + b"\r\n")
            sock.recv(4096)  # until the client hangs up
        listener.close()
        return got.splitlines()

    client = SeatClient(0, player="bridz:easy", timeout=TIMEOUT)
    out = run_threads({"manager": fake_manager, "client": lambda: client.play("127.0.0.1", port)})
    assert out["manager"] == ['Connecting "Karty" as North using protocol version 18', "North ready for teams"]
    assert isinstance(out["client"], ProtocolError)
    assert said in str(out["client"])


def _two_connected() -> tuple[TableManager, socket.socket, socket.socket, threading.Thread, list[BaseException]]:
    """A manager seating players on a thread of its own, two connections to it, and what the thread raised."""
    manager = TableManager(timeout=TIMEOUT)
    port = manager.listen()
    first = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT)
    second = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT)
    out: list[BaseException] = []

    def seat() -> None:
        try:
            manager.seat_players()
        except (OSError, ProtocolError) as exc:  # the test closes the port while it waits for two more
            out.append(exc)

    return manager, first, second, threading.Thread(target=seat, daemon=True), out


def _closed(manager: TableManager, first: socket.socket, second: socket.socket, seated: threading.Thread) -> bool:
    """Everything closed; True when the seating thread has ended."""
    first.close()
    second.close()
    manager.close()
    seated.join(TIMEOUT)
    return not seated.is_alive()


def test_the_manager_turns_away_a_seat_taken_twice() -> None:
    manager, first, second, seated, out = _two_connected()
    first.sendall(b'Connecting "A" as North using protocol version 18\r\n')
    second.sendall(b'Connecting "B" as North using protocol version 18\r\n')
    seated.start()
    assert first.recv(4096) == b'North ("A") seated\r\n'
    assert second.recv(4096) == b"ERROR: North is already seated\r\n"
    assert _closed(manager, first, second, seated) and out


def test_a_player_connecting_as_anypl_is_given_the_first_free_seat() -> None:
    """WBridge5 connects 'as ANYPL' and plays the seat the manager names (Karty's manager has one port for all)."""
    manager, first, second, seated, _ = _two_connected()
    first.sendall(b'Connecting "Karty" as North using protocol version 18\r\n')
    seated.start()
    assert first.recv(4096) == b'North ("Karty") seated\r\n'
    second.sendall(b'Connecting "WBridge5" as ANYPL using protocol version 18\r\n')
    assert second.recv(4096) == b'East ("WBridge5") seated\r\n'
    assert _closed(manager, first, second, seated)


def test_the_timing_line_says_each_sides_time_as_the_document_writes_it() -> None:
    manager = TableManager()
    manager.board_time, manager.total_time = [41.2, 94.0], [41.2, 3700.4]
    assert manager.timing() == "N/S : this board 00:41, total 0:00:41. E/W : this board 01:34, total 1:01:40."


def test_join_says_in_one_line_that_no_table_manager_answers(capsys: pytest.CaptureFixture[str]) -> None:
    from cli.main import main

    probe = socket.create_server(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()  # nobody listens there now
    assert main(["bluechip", "join", f"127.0.0.1:{port}", "--seat", "N", "--level", "easy", "--timeout", "5"]) == 1
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and said[0].startswith(f"error: North at 127.0.0.1:{port}")


def test_serve_seats_its_own_bots_and_writes_the_boards(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The command a user starts (four easy Karty bots on its own threads, a port it picks, the PBN it writes): the
    only run of serve's own code, a few seconds of easy bots for one board."""
    from cli.main import main

    pbn = tmp_path / "match.pbn"
    assert main(["bluechip", "serve", "--port", "0", "--bots", "NESW", "--level", "easy", "--first-board", "2",
                 "--pbn", str(pbn), "--timeout", str(TIMEOUT)]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[0].startswith("Table manager on 127.0.0.1:") and said[0].endswith("waiting for 0 robots")
    assert said[1].startswith("Board 2: ") and said[2].startswith("N/S ") and said[2].endswith(" over 1 board")
    text = pbn.read_text(encoding="latin-1")
    assert '[Board "2"]' in text and '[Dealer "E"]' in text and '[Vulnerable "NS"]' in text
