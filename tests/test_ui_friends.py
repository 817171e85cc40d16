"""Play with friends, headless: the menu's entry, hosting a table (a real server on a free port in this process),
joining it by address and code, the waiting room, and the table that opens when the host starts, played over
the network with its clock shown, undo off and the hint searched by the server."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pygame
import pygame_gui
import pytest

from games.registry import get_game
from net import protocol as p
from net.client import Client
from tests.test_ui_scenes import fast_settings, key, pump
from ui import layout_record
from ui.i18n import t
from ui.scene import Scene
from ui.scenes.friends import FriendsScene
from ui.scenes.net_table import NetTableScene, RemoteMatch
from ui.scenes.seat_names import TableArgs

SIZE = (1280, 800)
BOUND = 30.0  # the longest a wait for the server may take: a bound against a hang, never a pause


@pytest.fixture(autouse=True)
def _display(ui_display: pygame.Surface) -> pygame.Surface:
    return ui_display


def until(step: Callable[[], object], done: Callable[[], bool]) -> None:
    """Run `step` until `done`, at most BOUND seconds (the server answers on its own threads)."""
    end = time.monotonic() + BOUND
    while not done():
        assert time.monotonic() < end, "the server did not answer"
        step()
        time.sleep(0.01)


def code_of(scene: FriendsScene) -> str:
    """The code of the table `scene` hosts or joined."""
    assert scene.client is not None
    return scene.client.code


def remote_view(table: NetTableScene) -> p.View:
    """The table's last view from the server (a network table's match is a RemoteMatch, typed as the Match it
    stands in for)."""
    match = table.match
    assert isinstance(match, RemoteMatch) and match.view is not None
    return match.view


def texts(scene: Scene) -> list[str]:
    elements, _ = layout_record.record(scene, SIZE)
    return [e.whole or e.text or "" for e in elements if e.kind in ("text", "button")]


@pytest.fixture
def hosted() -> Iterator[FriendsScene]:
    args = TableArgs(game=get_game("cvik"), seats=["human", "human", "random", "random"], options={}, names=[])
    scene = FriendsScene(fast_settings("cs"), SIZE, host_args=args)
    scene.host(hosts=["127.0.0.1"])
    yield scene
    scene.close()


def test_the_menu_offers_play_with_friends() -> None:
    from ui.scenes.menu import MenuScene

    menu = MenuScene(fast_settings("cs"), SIZE, selected="cvik")
    button = menu.widgets["friends"]
    assert isinstance(button, pygame_gui.elements.UIButton) and button.text == "Hrát s přáteli"
    pump(menu, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=menu.widgets["friends"].rect.center, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=menu.widgets["friends"].rect.center, button=1)])
    assert isinstance(menu.next_scene, FriendsScene)
    assert menu.next_scene.host_args is not None and menu.next_scene.host_args["game"].id == "cvik"


def test_hosting_without_a_human_seat_is_refused() -> None:
    scene = FriendsScene(fast_settings("en"), SIZE,
                         host_args=TableArgs(game=get_game("cvik"), seats=["random", "random"], options={}, names=[]))
    scene.host(hosts=["127.0.0.1"])
    assert scene.mode == "start" and scene.server is None and "Human" in scene.message


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_a_host_whose_seats_leave_no_friend_a_place_is_told_so(lang: str, size: tuple[int, int]) -> None:
    """The menu's other seats all computers: the friends would find the table full. Said in full, on its own
    line (at the end of the seats' note it was cut off)."""
    def shown(seats: list[str]) -> list[str]:
        pygame.display.set_mode(size)
        args = TableArgs(game=get_game("cvik"), seats=seats, options={}, names=[])
        elements, _ = layout_record.record(FriendsScene(fast_settings(lang), size, host_args=args), size)
        return [e.text or "" for e in elements]

    warning = t("host_no_free", lang)
    assert warning in shown(["human"] + ["ismcts:easy"] * 5)
    assert warning not in shown(["human", "human", "ismcts:easy"])


def test_the_host_sees_the_code_and_a_friend_who_joins_then_starts_the_table(hosted: FriendsScene) -> None:
    client = hosted.client
    assert client is not None
    assert hosted.mode == "room" and client.host and len(client.code) >= 4
    assert any(client.code in line for line in texts(hosted))
    friend = Client.connect(hosted.addresses[-1], name="Petra")
    friend.join(client.code)
    until(lambda: hosted.update(0.05), lambda: client.table is not None and client.table.seats[1].taken)
    shown = texts(hosted)
    assert "2. Petra (připojen)" in shown and "1. Jan (zakládá stůl)" in shown
    assert any(line.startswith("3. Počítač") for line in shown)
    pump(hosted, key(pygame.K_RETURN))  # the host starts
    until(lambda: hosted.update(0.05), lambda: hosted.next_scene is not None)
    table = hosted.next_scene
    assert isinstance(table, NetTableScene)
    try:
        assert table.viewer == 0 and table.names[1] == "Petra"
        hand = table.obs.zone("hand:0").cards
        assert hand and all(card is not None for card in hand)
        assert all(card is None for card in table.obs.zone("hand:1").cards)  # the friend's hand stays his
        assert not table.buttons["undo"].is_enabled and table.buttons["hint"].is_enabled
        # the friend passes when it is his turn; the host's own move goes to the server and comes back
        view = friend.view

        def friend_plays() -> None:
            for message in friend.poll():
                if isinstance(message, p.View) and message.current == friend.seat and message.legal:
                    friend.move(message.legal[-1].code, message.turn)
            table.update(0.05)

        until(friend_plays, lambda: table.match.current_player == table.viewer and bool(table.action_buttons))
        pump(table, key(pygame.K_h))  # the hint, searched by the server from this seat's view, comes back
        until(friend_plays, lambda: table.hinted is not None)
        assert table.hinted in table.obs.legal_actions
        turn = remote_view(table).turn
        assert table.act(table.action_buttons[0][1])
        until(friend_plays, lambda: remote_view(table).turn > turn)
        assert view is not None
    finally:
        table.close()
        friend.close()


def test_joining_by_address_and_code_and_a_wrong_code_said(hosted: FriendsScene) -> None:
    scene = FriendsScene(fast_settings("cs"), SIZE)
    assert not scene.widgets["host"].is_enabled  # nothing to host without the menu's setup
    pump(scene, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.widgets["join"].rect.center, button=1),
                 pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.widgets["join"].rect.center, button=1)])
    assert scene.mode == "join" and "address" in scene.widgets and "code" in scene.widgets
    scene.join(hosted.addresses[-1], "ZZZZZZ")
    assert scene.mode == "join" and scene.message  # the server's refusal, in the player's language
    scene.join(hosted.addresses[-1], code_of(hosted).lower())
    assert scene.mode == "room" and scene.client is not None and scene.client.seat == 1
    until(lambda: scene.update(0.05), lambda: scene.client is not None and scene.client.table is not None)
    shown = texts(scene)
    assert "Čeká se, až ten, kdo stůl založil, začne hru." in shown
    assert not any("Začít hru" in line for line in shown)  # only the host starts
    scene.close()


def test_the_clock_of_the_seat_to_move_shows_on_its_plate(hosted: FriendsScene) -> None:
    friend = Client.connect(hosted.addresses[-1], name="Petra")
    friend.join(code_of(hosted))
    hosted.start()
    until(lambda: hosted.update(0.05), lambda: hosted.next_scene is not None)
    table = hosted.next_scene
    assert isinstance(table, NetTableScene)
    try:
        now = [100.0]
        table.clock = lambda: now[0]
        table.mover_since = (table.match.current_player, 100.0)
        now[0] = 107.4
        assert "přemýšlí 7 s" in texts(table)
    finally:
        table.close()
        friend.close()


def started(hosted: FriendsScene, friend_name: str = "Petra") -> tuple[NetTableScene, Client]:
    friend = Client.connect(hosted.addresses[-1], name=friend_name)
    assert hosted.client is not None
    friend.join(code_of(hosted))
    hosted.start()
    until(lambda: hosted.update(0.05), lambda: hosted.next_scene is not None)
    assert isinstance(hosted.next_scene, NetTableScene)
    return hosted.next_scene, friend


def test_a_bots_bridge_call_is_explained_in_the_network_tables_log() -> None:
    """The meaning the server sends with a bot's call shows under the call, as at a table against bots."""
    args = TableArgs(game=get_game("bridz"), seats=["human", "bridz:easy", "bridz:easy", "bridz:easy"], options={},
                     names=[])
    scene = FriendsScene(fast_settings("en"), SIZE, host_args=args)
    scene.host(hosts=["127.0.0.1"])
    table: NetTableScene | None = None
    try:
        scene.start()
        until(lambda: scene.update(0.05), lambda: scene.next_scene is not None)
        assert isinstance(scene.next_scene, NetTableScene)
        table = shown = scene.next_scene

        def step() -> None:
            # the human passes in the auction and plays any card after it: a deal whose bots' calls all said
            # nothing beyond the call went on to the play and waited for this seat's card until the bound
            shown.update(0.05)
            if shown.match.current_player == shown.viewer:
                legal = shown.match.legal_actions()
                shown.act(next((a for a in legal if a.kind == "pass"), next(a for a in legal if a.kind != "claim")))

        until(step, lambda: any(line.lstrip().startswith("(") for line in shown.log))
        at = next(i for i, line in enumerate(shown.log) if line.lstrip().startswith("("))
        # under the call's own sentence, and without the call again in front of it ('(Pass: ...)')
        assert at > 0 and shown.log[at - 1].rstrip().endswith(".") and ":" not in shown.log[at].split()[0]
    finally:
        if table is not None:
            table.close()
        scene.close()


@pytest.fixture
def short_match() -> Iterator[FriendsScene]:
    args = TableArgs(game=get_game("cerny-petr"), seats=["human", "human", "random"], options={"deals": 2}, names=[])
    scene = FriendsScene(fast_settings("cs"), SIZE, host_args=args)
    scene.host(hosts=["127.0.0.1"])
    yield scene
    scene.close()


def test_a_match_over_the_network_plays_to_its_end_and_names_the_winners(short_match: FriendsScene) -> None:
    import random

    table, friend = started(short_match)
    rng = random.Random(2)

    def both_play() -> None:
        for message in friend.poll():
            if isinstance(message, p.View) and message.current == friend.seat and message.legal:
                friend.move(rng.choice(message.legal).code, message.turn)
        table.update(0.2)
        if table.phase == "summary":
            summaries.append(texts(table))
            assert not [line for line in summaries[-1] if "přemýšlí" in line]  # no clock over the summary
            table._continue()
        elif table.targets and table.sent != remote_view(table).turn and not table.anim.busy:
            table.choose(rng.choice(list(table.targets)))  # a click on a card, as the table takes it

    summaries: list[list[str]] = []
    try:
        until(both_play, lambda: table.phase == "match_over")
        shown = texts(table)
        assert "Konec zápasu" in shown and any(line.startswith("Vítěz") for line in shown)
        assert "Rozdání 2 z 2" in shown  # the panel counts the server's deals
        assert len(summaries) == 2 and all("Konec rozdání" in shown for shown in summaries)  # each deal's end
        assert not table.targets
        table._continue()
        assert table.next_scene == "menu"  # a new match is a new table, opened from the menu
    finally:
        table.close()
        friend.close()


def test_a_dropped_line_is_taken_up_again_with_the_seats_token(short_match: FriendsScene) -> None:
    table, friend = started(short_match)
    try:
        now = [0.0]
        table.clock = lambda: now[0]
        old, turn = table.client, remote_view(table).turn
        old.ws.close()  # the line drops
        until(lambda: None, lambda: old.closed is not None)
        until(lambda: table.update(0.05), lambda: table.client is not old and remote_view(table).history is not None)
        assert table.client.token == old.token and table.client.seat == old.seat and remote_view(table).turn >= turn
        assert all(card is not None for card in table.obs.zone(f"hand:{table.viewer}").cards)
    finally:
        table.close()
        friend.close()


def test_the_summary_offers_no_replay_of_a_deal_only_the_server_holds(hosted: FriendsScene,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.table import adapters
    from ui.table.phase import TablePhase

    table, friend = started(hosted)
    try:
        monkeypatch.setattr(adapters, "has_summary_part", lambda game_id: True)  # as Bridž's summary has
        table.phase = TablePhase.SUMMARY
        table._build_action_buttons()
        assert "continue" in table.buttons and "replay_deal" not in table.buttons
        pump(table, key(pygame.K_r))
        assert table.next_scene is None
    finally:
        table.close()
        friend.close()


def test_the_host_is_told_that_leaving_ends_the_table_and_leaves_at_the_second_esc(hosted: FriendsScene) -> None:
    table, friend = started(hosted)
    try:
        now = [50.0]
        table.clock = lambda: now[0]
        pump(table, key(pygame.K_ESCAPE))
        assert table.next_scene is None and "stůl skončí i pro ostatní" in table.toast
        now[0] += 1.0
        pump(table, key(pygame.K_ESCAPE))
        assert table.next_scene == "menu"
    finally:
        table.close()
        friend.close()


def test_a_guest_who_left_the_table_joins_its_code_again_and_gets_his_seat_back(hosted: FriendsScene) -> None:
    guest = FriendsScene(fast_settings("cs"), SIZE)
    guest.join(hosted.addresses[-1], code_of(hosted))
    hosted.start()
    until(lambda: hosted.update(0.05), lambda: hosted.next_scene is not None)
    until(lambda: guest.update(0.05), lambda: guest.next_scene is not None)
    host_table, table = hosted.next_scene, guest.next_scene
    assert isinstance(host_table, NetTableScene) and isinstance(table, NetTableScene)
    try:
        seat = table.viewer
        table.close()  # Esc: back to the menu
        again = FriendsScene(fast_settings("cs"), SIZE)
        again.join(hosted.addresses[-1], host_table.client.code)
        assert again.mode == "room", again.message  # not refused as a started table
        until(lambda: again.update(0.05), lambda: again.next_scene is not None)
        back = again.next_scene
        assert isinstance(back, NetTableScene) and back.viewer == seat
        assert all(card is not None for card in back.obs.zone(f"hand:{seat}").cards)
        back.close()
    finally:
        host_table.close()


def test_a_guest_whose_window_was_killed_gets_his_seat_back_in_a_new_window(hosted: FriendsScene) -> None:
    """The trial's drop: the guest's process dies mid-deal (nothing of it runs: no close, no Esc); the window
    he opens again has only what is on disk, and joining the same code must still give him his seat."""

    guest = FriendsScene(fast_settings("cs"), SIZE)
    guest.join(hosted.addresses[-1], code_of(hosted))
    hosted.start()
    until(lambda: hosted.update(0.05), lambda: hosted.next_scene is not None)
    until(lambda: guest.update(0.05), lambda: guest.next_scene is not None)
    host_table, table = hosted.next_scene, guest.next_scene
    assert isinstance(host_table, NetTableScene) and isinstance(table, NetTableScene)
    try:
        seat = table.viewer
        table.client.close()  # the line goes with the process; the scene itself never hears of it
        again = FriendsScene(fast_settings("cs"), SIZE)
        again.join(hosted.addresses[-1], host_table.client.code.lower())
        assert again.mode == "room", again.message
        until(lambda: again.update(0.05), lambda: again.next_scene is not None)
        back = again.next_scene
        assert isinstance(back, NetTableScene) and back.viewer == seat
        back.close()
    finally:
        host_table.close()


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("size", [(800, 560), (1920, 1080)])
def test_the_new_screens_pass_the_layout_audit(lang: str, size: tuple[int, int]) -> None:
    """The friends pages, the waiting room, the table over the network and the hot-seat curtain: no text cut
    without a tooltip, none over a card or another text, no internal name (ui/layout_audit.py)."""
    from ui.layout_audit import audit
    from ui.scenes.table import TableScene

    pygame.display.set_mode(size)
    args = TableArgs(game=get_game("cvik"), seats=["human", "human", "ismcts:easy", "ismcts:easy"], options={},
                     names=[])
    host = FriendsScene(fast_settings(lang), size, host_args=args)
    frames: list[tuple[str, Scene]] = [("start", host)]
    joining = FriendsScene(fast_settings(lang), size)
    joining._command("join")
    frames.append(("join", joining))
    found: list[str] = []
    hot = TableScene(get_game("cvik"), ["human", "random", "human", "random"], {}, seed=3, settings=fast_settings(lang),
                     size=size, autosave=False, seat_names=["Eva", None, "Tomáš", None])
    try:
        host.host(hosts=["127.0.0.1"])
        friend = Client.connect(host.addresses[-1], name="Petra")
        client = host.client
        assert client is not None
        friend.join(client.code)
        until(lambda: host.update(0.05), lambda: client.table is not None and client.table.seats[1].taken)
        frames.append(("room", host))
        until(lambda: hot.update(0.2), lambda: hot.phase == "curtain")
        frames.append(("curtain", hot))
        for name, scene in frames:
            scene.update(0.0)
            elements, _ = layout_record.record(scene, size)
            found += [f"{name}: {finding}" for finding in audit(elements)]
        host.start()
        until(lambda: host.update(0.05), lambda: host.next_scene is not None)
        table = host.next_scene
        assert isinstance(table, TableScene)
        table.update(0.0)
        elements, _ = layout_record.record(table, size)
        found += [f"net table: {finding}" for finding in audit(elements)]
        table.close()
        friend.close()
    finally:
        hot.close()
        joining.close()
    assert not found


def test_the_seat_book_is_readable_by_its_owner_only_and_forgets_a_finished_table() -> None:
    from ui.scenes import seat_book

    seat_book.remember("k7qx2m", "192.168.1.5:8765", "secret-token")
    assert seat_book.recall("K7QX2M") == ("192.168.1.5:8765", "secret-token")
    assert seat_book._path().stat().st_mode & 0o777 == 0o600
    seat_book.forget("K7QX2M")
    assert seat_book.recall("k7qx2m") is None
