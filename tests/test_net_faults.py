"""Faults over the network with a real server: a player killed mid-trick takes his seat back, a server killed
mid-deal resumes the match from its save, and a hostile client's every bad message is refused with the match
unchanged and the other tables served."""

from __future__ import annotations

import contextlib
import random
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect as ws_connect

from games import Match, get_game
from net import protocol as p
from net.client import Client, NetError
from tests.net_helpers import BOUND, ROOT, ServerProcess, check_frames, next_of, play_until, recording, server


@pytest.fixture
def serving(tmp_path: Path) -> Iterator[ServerProcess]:
    yield from server(tmp_path / "data")


def test_a_player_killed_mid_trick_takes_his_seat_back(serving: ServerProcess) -> None:
    host = recording(serving.address, "Eva")
    seated = host.create("cvik", ["human", "human", "random", "random"], grace=3600)
    player = subprocess.Popen([sys.executable, "-m", "tests.net_helpers", serving.address, seated.code, "6"],
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert player.stdout is not None
        token = player.stdout.readline().split()[1]
        next_of(host, p.TableInfo)  # the player sat down
        host.start(level="random")
        stopped = threading.Event()
        hosting = threading.Thread(target=play_until, args=([host], lambda _: False, random.Random(3), stopped.is_set))
        hosting.start()
        try:
            said = player.stdout.readline().split()  # 'stopped TURN': its turn, a trick on the table
        finally:
            stopped.set()
            hosting.join(BOUND)
        assert said[0] == "stopped"
        player.kill()
    finally:
        player.kill()
        player.wait(BOUND)
        for stream in (player.stdout, player.stderr):
            if stream is not None:
                stream.close()
    info = next_of(host, p.TableInfo)
    while info.seats[1].connected:
        info = next_of(host, p.TableInfo)
    back = Client.reconnect(serving.address, token)
    back.frames = []
    view = next_of(back, p.View)
    assert back.seat == 1 and view.turn == int(said[1]) and view.current == 1 and view.legal
    assert view.history and any(z.name == "trick" and z.cards for z in view.zones)  # the whole view, mid-trick
    assert len(back.token) >= 40
    back.frames = [p.encode(view)]  # the first view, then everything after it
    play_until([host, back], lambda v: v.deal >= 1, random.Random(4))
    host.close()
    back.close()
    assert check_frames(back.frames, 1, serving.save(seated.code)) >= 2


def test_a_server_killed_mid_deal_resumes_the_match(tmp_path: Path) -> None:
    first = ServerProcess(tmp_path / "data")
    try:
        host = recording(first.address, "Eva")
        seated = host.create("cvik", ["human", "random", "random", "random"])
        host.start()
        play_until([host], lambda v: v.turn >= 8 and v.current == 0, random.Random(5))
        before = host.view
        assert before is not None
        saved = first.save(seated.code)
    finally:
        first.kill()
    with pytest.raises(NetError):
        next_of(host, p.View, bound=BOUND)  # the line is gone
    second = ServerProcess(tmp_path / "data")
    assert "1 table(s) resumed" in second.said
    try:
        back = Client.reconnect(second.address, seated.token)
        back.frames = []
        view = next_of(back, p.View)
        assert view.turn == before.turn == len(saved["actions"]) and view.zones == before.zones and view.history
        back.frames = [p.encode(view)]
        play_until([back], lambda v: v.deal >= 1, random.Random(6))
        back.close()
        assert check_frames(back.frames, 0, second.save(seated.code)) > 1
    finally:
        second.kill()


def errors(ws: object, count: int = 1) -> list[str]:
    """The codes of the next `count` error messages on a raw connection (other messages passed over)."""
    codes: list[str] = []
    while len(codes) < count:
        message = p.decode_server(ws.recv(timeout=BOUND))  # type: ignore[attr-defined]
        if isinstance(message, p.ErrorMsg | p.Refused):
            codes.append(message.code if isinstance(message, p.ErrorMsg) else "refused")
    return codes


def test_a_hostile_client_changes_nothing_and_slows_no_other_table(serving: ServerProcess) -> None:
    host = Client.connect(serving.address, "Eva")
    seated = host.create("cvik", ["human", "human", "random", "random"])
    url = f"ws://{serving.address}"
    with ws_connect(url, max_size=p.SERVER_FRAME_LIMIT) as ws:
        ws.send(p.encode(p.Move(code="play:AS", turn=0)))  # no hello first
        assert errors(ws) == ["version"]
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=BOUND)
    ws = ws_connect(url, max_size=p.SERVER_FRAME_LIMIT).__enter__()  # closed below, as with `with`
    ws.send(p.encode(p.Hello(version=p.VERSION)))
    ws.send(p.encode(p.Join(code=seated.code)))
    while not isinstance(p.decode_server(ws.recv(timeout=BOUND)), p.Seated):
        pass
    host.start(level="random")
    # the table stops at the host's turn: he does not move while the hostile seat tries everything (until then
    # the hostile seat plays as it should)
    view = host.view
    while view is None or view.current != 0:
        with contextlib.suppress(TimeoutError):
            mine = p.decode_server(ws.recv(timeout=0.05))
            if isinstance(mine, p.View) and mine.current == 1 and mine.legal:
                ws.send(p.encode(p.Move(code=mine.legal[0].code, turn=mine.turn)))
        host.poll()
        view = host.view
    while True:  # what the hostile seat was sent up to here
        try:
            ws.recv(timeout=0.2)
        except TimeoutError:
            break
    saved = serving.save(seated.code)["actions"]
    other = view.legal[0].code
    bad: list[str | bytes] = [
        "not json", b"\x00\x01", "[1, 2]", '{"type": "move", "code": "play:AS", "turn": "3"}',
        '{"type": "move", "code": "play:AS", "turn": 3, "seat": 0}', '{"type": "launch"}',
        p.encode(p.Hello(version=p.VERSION)), p.encode(p.Rejoin(token="x" * 43)),
        p.encode(p.Move(code=other, turn=view.turn)),  # the host's move, by another seat
        p.encode(p.Move(code=other, turn=view.turn - 1)),  # an old view's
        p.encode(p.Start()),
    ]
    for frame in bad:
        ws.send(frame)
    assert errors(ws, len(bad)) == ["bad_frame", "bad_frame", "bad_frame", "bad_frame", "bad_frame", "bad_frame",
                                    "bad_request", "seated", "not_your_turn", "stale", "not_host"]
    stale = ws_connect(url).__enter__()
    stale.send(p.encode(p.Hello(version=p.VERSION)))
    stale.send(p.encode(p.Rejoin(token="never-given")))
    assert errors(stale) == ["bad_token"]
    stale.close()
    for _ in range(60):  # a flood: past the burst each is refused, and the connection is cut at last
        ws.send(p.encode(p.Move(code=other, turn=view.turn)))
    flooded: list[str] = []
    with pytest.raises(ConnectionClosed):  # closed after MAX_ERRORS refusals
        while True:
            flooded += errors(ws)
    assert "flood" in flooded and len(flooded) < 60
    # meanwhile another table is served at once
    elsewhere = Client.connect(serving.address)
    assert elsewhere.create("souboje", ["human", "random"]).code != seated.code
    huge = Client.connect(serving.address)
    huge.ws.send(" " * (p.CLIENT_FRAME_LIMIT + 1))  # over the limit: the line is closed (1009) unread
    with pytest.raises(NetError) as lost:
        next_of(huge, p.Seated)
    assert lost.value.code == "closed"
    assert serving.save(seated.code)["actions"] == saved
    assert not [m for m in host.poll() if isinstance(m, p.View)]  # the host was sent nothing new
    host.move(other, view.turn)
    assert next_of(host, p.View).turn == view.turn + 1  # the honest seat plays on
    host.close()


@pytest.mark.parametrize(("dropped", "grace"), [("bot", 3600.0), ("wait", 0.0)])
def test_a_dropped_player_is_played_by_a_bot_as_the_host_chose(serving: ServerProcess, dropped: str,
                                                              grace: float) -> None:
    host = recording(serving.address, "Eva")
    seated = host.create("cvik", ["human", "human", "random", "random"], dropped=dropped, grace=grace,
                         stand_in="random")
    guest = Client.connect(serving.address, "Jan")
    guest.join(seated.code)
    host.start(level="random")
    guest.close()  # gone for good: only its stand-in can play seat 1 now
    play_until([host], lambda v: v.deal >= 1, random.Random(9))
    info = host.table
    assert info is not None and info.seats[1].kind == "human" and not info.seats[1].connected
    save = serving.save(seated.code)
    match = Match(get_game("cvik"), 4, save["options"], save["seed"])
    movers = set()
    for code in save["actions"]:
        movers.add(match.current_player)
        match.apply_code(code)
    assert 1 in movers  # its stand-in moved for it
