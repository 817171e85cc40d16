"""Tables on the local network: the host's announcement found by a search in this process (zeroconf on the
loopback interface), the join page's list of found tables (one click fills the address), Tab from the address
to the code, and a window that still joins by address when zeroconf cannot work."""

from __future__ import annotations

import socket
import threading
from typing import Any

import pygame
import pytest

from net import lan
from net.lan import Announcer, Browser, Found
from tests.test_ui_scenes import fast_settings, pump

SIZE = (800, 560)
BOUND = 20.0  # the longest the search may take to hear the announcement: a bound against a hang


@pytest.fixture(autouse=True)
def _display(ui_display):
    return ui_display


class _Info:
    def __init__(self, properties: dict[bytes, bytes | None], port: int = 8765,
                 addresses: tuple[bytes, ...] = (socket.inet_aton("192.168.1.5"),)) -> None:
        self.properties, self.port, self.addresses = properties, port, list(addresses)


def test_a_found_service_is_read_only_in_its_own_format() -> None:
    assert lan.read(_Info({b"v": b"1", b"name": b"Jan"})) == Found("Jan", "192.168.1.5:8765")
    assert lan.read(_Info({b"v": b"2", b"name": b"Jan"})) is None  # a later format is not guessed at
    assert lan.read(_Info({b"v": b"1"}, addresses=())) is None  # nowhere to join
    assert lan.read(_Info({b"v": b"1", b"name": b"\x1b[2J"})) == Found("[2J", "192.168.1.5:8765")


def test_the_hosts_announcement_is_found_on_the_network() -> None:
    """Real zeroconf on the loopback interface, in this process (about 2 s: zeroconf probes a name for 1.75 s
    before it announces it, as mDNS asks; it is the only test that waits so)."""
    heard = threading.Event()

    class Listening(Browser):
        def add(self, key: str, found: Found | None) -> None:
            super().add(key, found)
            heard.set()

    announcer, browser = Announcer(), Listening()
    if not announcer.start("Jan", "127.0.0.1", 40123, interfaces=["127.0.0.1"]):
        pytest.skip(f"multicast does not work here: {announcer.problem}")
    try:
        assert browser.start(interfaces=["127.0.0.1"]), browser.problem
        assert heard.wait(BOUND), "the announcement was not heard"
        assert browser.found() == [Found("Jan", "127.0.0.1:40123")]
    finally:
        browser.stop()
        announcer.stop()


def _join_page(monkeypatch: pytest.MonkeyPatch, lang: str = "en", broken: bool = False) -> Any:
    from ui.scenes.friends import FriendsScene

    def start(self: Browser, interfaces: list[str] | None = None) -> bool:
        # the search's network stands in: a test never waits on the machine's real network
        if broken:
            self.problem = "multicast blocked"
        return not broken

    monkeypatch.setattr(Browser, "start", start)
    monkeypatch.setattr(Browser, "stop", lambda self: None)
    scene = FriendsScene(fast_settings(lang), SIZE)
    scene._go("join")
    return scene


def click(scene: Any, widget: Any) -> None:
    pump(scene, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=widget.rect.center, button=1),
                 pygame.event.Event(pygame.MOUSEBUTTONUP, pos=widget.rect.center, button=1)])


def test_the_join_page_lists_the_tables_found_and_a_click_fills_the_address(monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _join_page(monkeypatch)
    assert scene.lan is not None
    scene.lan.add("a", Found("Eva", "192.168.1.17:8765"))
    scene.update(0.0)
    button = scene.widgets["found:0"]
    assert "Eva" in button.text and "192.168.1.17:8765" in button.text
    click(scene, button)
    assert scene.widgets["address"].get_text() == "192.168.1.17:8765"
    assert scene.widgets["code"].get_text() == ""  # the code is never announced: the host gives it out
    assert scene.widgets["code"].is_focused and not scene.widgets["address"].is_focused
    scene.lan.add("a", None)  # the host left
    scene.update(0.0)
    assert "found:0" not in scene.widgets


def test_without_zeroconf_a_line_says_so_and_the_address_is_typed(monkeypatch: pytest.MonkeyPatch) -> None:
    from ui import layout_record
    from ui.i18n import t

    scene = _join_page(monkeypatch, "cs", broken=True)
    scene.update(0.0)
    elements, _ = layout_record.record(scene, SIZE)
    assert t("lan_off", "cs") in [e.whole or e.text for e in elements if e.kind == "text"]
    scene.join("127.0.0.1:1", "K7QX2M")  # nobody listens there: the join is tried and refused in words
    assert scene.mode == "join" and scene.message


def test_the_search_says_why_it_cannot_start(monkeypatch: pytest.MonkeyPatch) -> None:
    import zeroconf

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise OSError(19, "No such device")

    monkeypatch.setattr(zeroconf, "Zeroconf", refuse)
    browser, announcer = Browser(), Announcer()
    assert not browser.start() and browser.problem == "No such device"
    assert not announcer.start("Jan", "192.168.1.5", 8765) and announcer.problem == "No such device"


def test_tab_moves_from_the_address_to_the_code_and_back(monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _join_page(monkeypatch)
    assert scene.widgets["address"].is_focused
    pump(scene, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)])
    assert scene.widgets["code"].is_focused and not scene.widgets["address"].is_focused
    assert scene.widgets["address"].get_text() == "" == scene.widgets["code"].get_text()  # no tab typed in
    pump(scene, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode="\t",
                                    scancode=0)])
    assert scene.widgets["address"].is_focused and not scene.widgets["code"].is_focused


@pytest.mark.parametrize("reachable", [True, False])
def test_the_host_announces_his_server_while_the_room_is_open(monkeypatch: pytest.MonkeyPatch,
                                                              reachable: bool) -> None:
    from games.registry import get_game
    from ui.scenes.friends import FriendsScene
    from ui.scenes.friends_server import LocalServer

    said: list[tuple[str, ...]] = []
    monkeypatch.setattr(Announcer, "announce", lambda self, name, host, port: said.append((name, host, str(port))))
    monkeypatch.setattr(Announcer, "withdraw", lambda self: said.append(("withdrawn",)))
    if reachable:  # as if the server listened on the local network too (the test's listens on 127.0.0.1 only)
        real = LocalServer.addresses
        monkeypatch.setattr(LocalServer, "addresses", lambda self: ["192.168.1.5:40123", *real(self)])
    from ui.scenes.seat_names import TableArgs

    args = TableArgs(game=get_game("cvik"), seats=["human", "human", "random", "random"], options={},
                     names=[None] * 4)
    scene = FriendsScene(fast_settings("en"), SIZE, host_args=args)
    scene.host(hosts=["127.0.0.1"])
    try:
        assert scene.mode == "room"
        if reachable:
            assert said == [(scene._name(0), "192.168.1.5", "40123")]
        else:
            assert said == []  # a server only this machine reaches is not worth announcing
    finally:
        scene.close()
    assert said[-1:] == ([("withdrawn",)] if reachable else [])
