"""Play over the network with a real server: four people finish a deal of Cvik, two finish Bridž's first deal with
bots in the empty seats, and every frame each seat was sent is checked against the true deal."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from net import protocol as p
from tests.net_helpers import ServerProcess, check_frames, next_of, play_until, recording, server


@pytest.fixture
def serving(tmp_path: Path) -> Iterator[ServerProcess]:
    yield from server(tmp_path / "data")


#: Cvik as the issue asks; Černý Petr for its private events (a card drawn face down is seen by two seats only)
@pytest.mark.parametrize("game", ["cvik", "cerny-petr"])
def test_four_people_finish_a_deal_and_see_only_their_own(serving: ServerProcess, game: str) -> None:
    host = recording(serving.address, "Eva")
    seated = host.create(game, ["human"] * 4)
    assert len(seated.token) >= 40 and len(seated.code) == 6
    others = [recording(serving.address, name) for name in ("Jan", "Petr", "Klára")]
    for client in others:
        client.join(seated.code.lower())  # the code as a friend may type it
    watcher = recording(serving.address)
    assert watcher.watch(seated.code).seat is None
    host.start()
    clients = [host, *others]
    play_until(clients, lambda view: view.deal >= 1, random.Random(1))
    for client in [*clients, watcher]:
        client.close()  # what each was sent is complete; the save read next is at least as far on
    save = serving.save(seated.code)
    assert save["seats"] == [{"player": "human"}] * 4 and save["actions"]
    for client in clients:
        assert client.frames is not None and client.seat is not None
        # a view for the start and one for every move, each as the engine shows that seat
        assert check_frames(client.frames, client.seat, save) == len(save["actions"]) + 1
        assert all(seated.token not in frame for frame in client.frames if client is not host)
    # the spectator: nobody's hand, ever
    views = [m for m in map(p.decode_server, watcher.frames or []) if isinstance(m, p.View)]
    assert views and all(c is None for v in views for z in v.zones if z.name.startswith("hand:") for c in z.cards)


def test_two_people_and_two_bots_finish_the_first_deal_of_bridz(serving: ServerProcess) -> None:
    host = recording(serving.address, "Eva")
    seated = host.create("bridz", ["human", "random", "human", "human"])
    partner = recording(serving.address, "Jan")
    assert partner.join(seated.code, seat=2).seat == 2
    host.start(level="random")  # seat 3, nobody's, gets a bot too
    info = next_of(host, p.TableInfo)
    while not info.started:
        info = next_of(host, p.TableInfo)
    assert [s.kind for s in info.seats] == ["human", "bot", "human", "bot"]
    play_until([host, partner], lambda view: view.deal >= 1, random.Random(2))
    host.close()
    partner.close()
    save = serving.save(seated.code)
    for client in (host, partner):
        assert client.frames is not None and client.seat is not None
        assert check_frames(client.frames, client.seat, save) >= 3
