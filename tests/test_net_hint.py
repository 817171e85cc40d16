"""The hint over the network (protocol version 2): searched on the server from the asking seat's own view."""

from __future__ import annotations

from pathlib import Path

from net import protocol as p
from net.client import Client
from net.server import BackgroundServer
from tests.net_helpers import next_of


def _a_person_to_move(host: Client, friend: Client) -> tuple[Client, Client, p.View]:
    """(the one to move, the other, the mover's view), once the bots have moved up to a person."""
    view = host.view or next_of(host, p.View)
    while view.current not in (host.seat, friend.seat):
        view = next_of(host, p.View)
    if view.current == host.seat:
        return host, friend, view
    mine = friend.view or next_of(friend, p.View)
    while mine.turn != view.turn:
        mine = next_of(friend, p.View)
    return friend, host, mine


def test_the_seat_to_move_gets_a_legal_hint_and_others_are_refused(tmp_path: Path) -> None:
    server = BackgroundServer(root=tmp_path)
    try:
        address = f"127.0.0.1:{server.port}"
        host, friend = Client.connect(address, name="Eva"), Client.connect(address, name="Jan")
        code = host.create("cvik", ["human", "human", "random", "random"]).code
        friend.join(code)
        host.start(level="random")
        mover, other, view = _a_person_to_move(host, friend)
        other.ask_hint(view.turn)  # not his turn: refused, and no search is made for him
        assert next_of(other, p.ErrorMsg).code == "not_your_turn"
        mover.ask_hint(view.turn)
        hint = next_of(mover, p.Hint)
        assert hint.turn == view.turn and hint.code in {a.code for a in view.legal}
        mover.ask_hint(view.turn + 1)
        assert next_of(mover, p.ErrorMsg).code == "stale"
        host.close()
        friend.close()
    finally:
        server.stop()


def test_a_version_1_client_is_still_welcomed(tmp_path: Path) -> None:
    from websockets.sync.client import connect

    server = BackgroundServer(root=tmp_path)
    try:
        with connect(f"ws://127.0.0.1:{server.port}/") as ws:
            ws.send(p.encode(p.Hello(version=1)))
            welcome = p.decode_server(ws.recv(timeout=10))
            assert isinstance(welcome, p.Welcome) and welcome.version == 1
    finally:
        server.stop()
