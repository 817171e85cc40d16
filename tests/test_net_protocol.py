"""The protocol's schema and the views, without a server: strict decoding, each seat's view exactly its own
observation, a spectator's view without anyone's hidden card, a table's set-up refusals."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from ai import PlayerView
from games import Action, Match, get_game
from net import protocol as p
from net.client import Client, NetError
from net.server import BackgroundServer
from net.tables import CODE_ALPHABET, Table, TableError, new_code, token_hash
from net.views import build_view
from sessions.saves import SaveStore


@pytest.mark.parametrize("frame", [
    b"", b"null", b"[]", b"{}", b'{"type": "move"}', b'{"type": "move", "code": "play:AS", "turn": "1"}',
    b'{"type": "move", "code": "play:AS", "turn": 1.5}', b'{"type": "move", "code": 7, "turn": 1}',
    b'{"type": "move", "code": "play:AS", "turn": 1, "seat": 2}', b'{"type": "MOVE", "code": "x", "turn": 1}',
    b'{"type": "hello", "version": true}', b'{"type": "join", "code": "' + b"A" * 201 + b'"}',
    b'{"type": "create", "game": "cvik", "seats": ' + b'["human", ' * 16 + b'"human"' + b"]" + b"}",
    b'{"type": "create", "game": "cvik", "seats": ["human"], "dropped": "never"}',
    b'{"type": "move", "code": "play:AS", "turn": 1} {"type": "leave"}', b"\xff\xfe",
])
def test_the_schema_refuses_what_it_does_not_describe(frame: bytes) -> None:
    with pytest.raises(p.DecodeError):
        p.decode_client(frame)


def test_every_client_message_round_trips() -> None:
    for message in (p.Hello(version=1, name="Eva"), p.Create(game="cvik", seats=["human", "easy"], options={"a": 1}),
                    p.Join(code="ABC234", seat=None, watch=True), p.Rejoin(token="t"), p.Start(level="hard"),
                    p.Move(code="play:AS", turn=3), p.Leave()):
        assert p.decode_client(p.encode(message)) == message


@pytest.mark.parametrize("game_id", ["cerny-petr", "cvik", "bridz"])
def test_each_seat_is_sent_its_observation_and_a_spectator_no_hidden_card(game_id: str) -> None:
    match = Match(get_game(game_id), None, {}, 11)
    rng = random.Random(3)
    while not match.is_over and len(match.actions) < 40:
        events = match.apply(rng.choice(match.legal_actions()))
        for seat in range(match.num_players):
            view = p.decode_server(p.encode(build_view(match, seat, events)))
            assert isinstance(view, p.View)
            obs = match.observation(seat)
            assert [(z.name, z.cards) for z in view.zones] == \
                [(z.name, [None if c is None else c.code for c in z.cards]) for z in obs.zones]
            assert [a.code for a in view.legal] == [a.code for a in obs.legal_actions]
        watched = build_view(match, None, events)
        public = {c.code for e in events if e.audience is None for c in e.cards} | \
            {c.code for e in events if e.audience is not None and e.public is not None for c in e.public.cards}
        assert {c for e in watched.events for c in e.cards} <= public
        for zone in watched.zones:
            for k, code in enumerate(zone.cards):
                if code is not None:  # every seat sees it there
                    seen = [match.observation(s).zone(zone.name).cards[k] for s in range(match.num_players)]
                    assert all(card is not None and card.code == code for card in seen)
    assert str(match.seed) not in p.encode(build_view(match, 0, whole=True))


def test_a_table_refuses_what_cannot_be_set() -> None:
    for seats, host, bot in ((["human", "nobody"], 0, "normal"), (["random", "human"], 0, "normal"),
                             (["human"], 0, "normal"), (["human", "human"], 0, "bogus")):
        with pytest.raises(TableError) as refused:
            Table.create("ABC234", "souboje", seats, host, {}, stand_in=bot)
        assert refused.value.code == "bad_table" and refused.value.text_cs
    table = Table.create("ABC234", "souboje", ["human", "human"], 0, {})
    seat, token = table.sit(None)
    assert seat == 0 and table.seat_of(token) == 0 and table.seats[0].token_hash == token_hash(token) != token
    with pytest.raises(TableError) as taken:
        table.sit(0)
    assert "seat 1 " in taken.value.text and "místo 1 " in taken.value.text_cs  # counted as --seat counts them
    with pytest.raises(TableError):
        table.seat_of(token[:-1] + ("A" if token[-1] != "A" else "B"))


def test_table_codes_are_short_and_unambiguous() -> None:
    codes = {new_code(()) for _ in range(200)}
    assert len(codes) == 200 and all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert not set("01ILO") & set(CODE_ALPHABET)
    assert new_code({"X"}) != "X"


@pytest.fixture
def in_process(tmp_path: Path) -> Iterator[str]:
    """A server on this process's own loop in a thread, as the window hosts one (so a test may patch the
    engine it uses)."""
    server = BackgroundServer(root=tmp_path)
    yield f"127.0.0.1:{server.port}"
    server.stop()


def test_a_race_against_the_clock_is_timed_by_the_server(in_process: str, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Where a decision is a race (Ospalec's laying down), the server measures the time: whatever the client
    names, the move applied is the engine's timed action (made here the first legal move, for any time)."""
    game = get_game("cvik")
    monkeypatch.setattr(type(game), "timed_action",
                        lambda self, state, seconds: state.legal_actions()[0] if state.legal_actions() else None)
    host = Client.connect(in_process)
    host.create("cvik", ["human", "random", "random", "random"])
    host.start(level="random")
    view = host.view
    while view is None or view.current != 0 or len(view.legal) < 2:
        host.next(60)
        view = host.view
    host.move(view.legal[-1].code, view.turn)
    while host.view is view or host.view is None:
        host.next(60)
    host.close()
    store = SaveStore(tmp_path / "server")
    actions = store.read(store.list()[0].id)["actions"]
    assert actions[view.turn] == view.legal[0].code != view.legal[-1].code


def test_a_name_reaches_the_others_without_control_characters(in_process: str) -> None:
    host = Client.connect(in_process, name="\x1b[2J\r\nEva\u200b" + "a" * 100)
    host.create("souboje", ["human", "human"])
    friend = Client.connect(in_process, name="Jan")
    friend.join(host.code)
    info = friend.table
    while info is None or not info.seats[1].taken:
        friend.next(60)
        info = friend.table
    shown = info.seats[0].name
    assert shown.startswith("[2JEva") and len(shown) <= 40 and all(ch.isprintable() for ch in shown)
    host.close()
    friend.close()


def test_one_address_cannot_fill_the_server_with_waiting_tables(in_process: str) -> None:
    from net.server import MAX_WAITING_TABLES

    opened = [Client.connect(in_process) for _ in range(MAX_WAITING_TABLES + 1)]
    for client in opened[:-1]:
        client.create("souboje", ["human", "random"])
    with pytest.raises(NetError) as refused:
        opened[-1].create("souboje", ["human", "random"])
    assert refused.value.code == "too_many_tables"
    opened[0].start()  # a started table no longer counts
    while opened[0].table is None or not opened[0].table.started:
        opened[0].next(60)
    late = Client.connect(in_process)
    assert late.create("souboje", ["human", "random"]).code
    for client in [*opened, late]:
        client.close()


def test_a_table_plays_on_when_its_save_fails_and_a_broken_bot_stops_only_its_table(
        in_process: str, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]) -> None:
    import net.tables

    def full_disk(self: net.tables.TableStore, record: object) -> None:
        raise OSError(28, "No space left on device")

    class Broken:
        def choose(self, view: PlayerView) -> Action:
            raise RuntimeError("a bug in a bot")

    from ai import make_player as real
    monkeypatch.setattr(net.tables.TableStore, "write", full_disk)
    monkeypatch.setattr(net.tables, "make_player",
                        lambda name, game_id, seed: Broken() if game_id == "souboje" else real(name, game_id, seed))
    broken = Client.connect(in_process)
    broken.create("souboje", ["human", "random"], seat=0)
    broken.start(level="random")
    host = Client.connect(in_process)
    host.create("cvik", ["human", "random", "random", "random"])
    host.start(level="random")
    rng = random.Random(2)
    while host.view is None or host.view.turn < 10:
        message = host.next(60)
        view = host.view
        if isinstance(message, p.View) and message is view and view.legal and view.current == host.seat:
            host.move(rng.choice(view.legal).code, view.turn)
    host.close()
    broken.close()
    said = capfd.readouterr().err
    assert "not saved" in said and "stopped: RuntimeError" in said


def test_a_bots_bridge_call_reaches_the_players_with_its_meaning(in_process: str) -> None:
    host = Client.connect(in_process)
    host.create("bridz", ["human", "normal", "normal", "normal"])
    host.start()
    meanings: list[tuple[str, str]] = []
    while host.view is None or host.view.turn < 4:  # four calls: at least three of them the bots'
        message = host.next(60)
        view = host.view
        if isinstance(message, p.View):
            meanings += [(message.meaning, message.meaning_cs)] if message.meaning else []
            if message is view and view.legal and view.current == host.seat:
                host.move("pass", view.turn)  # the host passes: the bots' calls follow
    host.close()
    assert meanings
    english, czech = meanings[0]
    assert english != czech and czech  # e.g. 'not enough to open' / 'méně než na zahájení'
    # the call itself is in the log's sentence above the meaning: not again in front of it ('Pass: ...')
    # (a meaning may have a head of its own, 'overcall: 5+ diamonds'; the call's name, 'Pass: ', is never in front)
    call = re.compile(r"^(Pass|Pas|Double|Kontra|Redouble|Rekontra|[1-7](♣|♦|♥|♠|NT|BT)):")
    assert not any(call.match(said) for pair in meanings for said in pair), meanings
