"""Play with friends: host a table or join one, then wait in its room until the host starts.

- The start page: *host* the game and seats chosen in the menu (the window starts a table server on a free
  port, ui/scenes/friends_server.py; each "Human" seat but the host's is a free seat for a friend), or *join*
  a table by its address and code. The host's server is announced on the local network (net/lan.py) and the
  join page lists the tables found there: a click fills the address (the code is never announced: the host
  gives it out). Without zeroconf, a network or multicast a line says so and the address is typed as before.
- The waiting room: the address and the short code to give out, every seat (free, a person, a bot and its
  level), and for the host the Start button; free seats nobody took get a bot when he starts.
- When the server sends the first view, the table opens (ui/scenes/net_table.py).

The scene speaks to the server only through net/client.py's Client and polls it once a frame.
"""

from __future__ import annotations

import pygame
import pygame_gui

from net import protocol as p
from net.client import Client, NetError
from net.lan import Announcer, Browser, Found
from ui.i18n import ai_label, seat_name, t
from ui.scene import GuiScene
from ui.scenes import common as c
from ui.scenes.friends_server import LocalServer
from ui.scenes.seat_names import TableArgs
from ui.table.session import HUMAN

START, JOIN, ROOM = "start", "join", "room"
#: the most tables found that the join page lists
MAX_FOUND = 4


class FriendsScene(GuiScene):
    def __init__(self, settings: c.Settings, size: tuple[int, int] = c.DESIGN_SIZE,
                 host_args: TableArgs | None = None) -> None:
        self.settings = settings
        self.lang = settings.lang
        #: what the host offers: the menu's game, seats and options (None: joining only)
        self.host_args = host_args
        self.mode = START
        self.client: Client | None = None
        self.server: LocalServer | None = None
        self.addresses: list[str] = []
        self.message = ""
        #: the host's announcement while his room is open; the join page's search while it is shown
        self.announcer: Announcer | None = None
        self.lan: Browser | None = None
        self.found: list[Found] = []
        self.manager: pygame_gui.UIManager | None = None
        self.widgets: dict[str, pygame_gui.core.UIElement] = {}
        self.size = size
        self._rebuild(size)

    # -- widgets ---------------------------------------------------------------------------------------------
    def _rebuild(self, size: tuple[int, int]) -> None:
        self.size = size
        self.manager = c.make_manager(size)
        self.k = k = c.scale(size)
        w, h = size
        self.box = pygame.Rect(0, 0, int(min(w - 40, 860 * k)), int(min(h - 40, 640 * k)))
        self.box.center = (w // 2, h // 2)
        self.widgets = {}
        pad, row = int(20 * k), int(40 * k)
        bw = (self.box.width - 3 * pad) // 2
        bottom = self.box.bottom - pad - row
        self.widgets["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.left + pad, bottom, bw, row), t("back", self.lang) + " (Esc)", self.manager)
        right = pygame.Rect(self.box.left + 2 * pad + bw, bottom, bw, row)
        if self.mode == START:
            top = self.box.top + int(80 * k)
            self.widgets["host"] = pygame_gui.elements.UIButton(
                pygame.Rect(self.box.left + pad, top, self.box.width - 2 * pad, row), t("host_table", self.lang),
                self.manager, object_id="@action")
            if self.host_args is None:
                self.widgets["host"].disable()
            self.widgets["join"] = pygame_gui.elements.UIButton(
                pygame.Rect(self.box.left + pad, top + int(130 * k), self.box.width - 2 * pad, row),
                t("join_table", self.lang), self.manager)
        elif self.mode == JOIN:
            label_w = int(self.box.width * 0.3)
            x, ew = self.box.left + pad + label_w, self.box.width - 2 * pad - label_w
            self.entry_top = self.box.top + int(80 * k)
            self.widgets["address"] = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(x, self.entry_top, ew, row), self.manager, placeholder_text="192.168.1.5:8765")
            self.widgets["code"] = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(x, self.entry_top + row + pad, ew, row), self.manager, placeholder_text="K7QX2M")
            self._entry("code").set_text_length_limit(12)
            self.widgets["address"].focus()
            self.found_top = self.entry_top + 2 * (row + pad) + int(30 * k)
            self._found_buttons()
            self.widgets["go"] = pygame_gui.elements.UIButton(right, t("join", self.lang) + " (Enter)", self.manager,
                                                              object_id="@action")
        elif self.mode == ROOM and self.client is not None and self.client.host:
            self.widgets["go"] = pygame_gui.elements.UIButton(right, t("start_table", self.lang) + " (Enter)",
                                                              self.manager, object_id="@action")

    def _found_buttons(self) -> None:
        """A button for each table found on the local network, under the code (as many as fit)."""
        assert self.manager is not None
        k, pad, row = self.k, int(20 * self.k), int(34 * self.k)
        room = (self.box.bottom - int(70 * k) - int(44 * k)) - self.found_top
        for i, found in enumerate(self.found[:max(0, min(MAX_FOUND, room // (row + 4)))]):
            self.widgets[f"found:{i}"] = pygame_gui.elements.UIButton(
                pygame.Rect(self.box.left + pad, self.found_top + i * (row + 4), self.box.width - 2 * pad, row),
                f"{found.name} · {found.address}", self.manager)

    def _go(self, mode: str) -> None:
        if mode != JOIN and self.lan is not None:
            self.lan.stop()
            self.lan, self.found = None, []
        self.mode = mode
        self.message = ""
        if mode == JOIN and self.lan is None:
            self.lan = Browser()
            self.lan.start()
        self._rebuild(self.size)

    def pick(self, found: Found) -> None:
        """A table found on the network: its address filled in, the cursor in the code."""
        self._entry("address").set_text(found.address)
        self.widgets["address"].unfocus()
        self.widgets["code"].focus()

    def _entry(self, key: str) -> pygame_gui.elements.UITextEntryLine:
        """One of the join page's text fields ('address', 'code')."""
        entry = self.widgets[key]
        assert isinstance(entry, pygame_gui.elements.UITextEntryLine)
        return entry

    # -- what the buttons do -----------------------------------------------------------------------------------
    def host(self, hosts: list[str] | None = None) -> None:
        """Start a server here and open the menu's game at it, the host at the first human seat."""
        args = self.host_args
        if args is None:
            return
        seats: list[str] = list(args["seats"])
        if HUMAN not in seats:
            self.message = t("need_human", self.lang)
            return
        self.server = LocalServer(hosts=hosts)
        if not self.server.start():
            self.message = t("host_failed", self.lang, reason=self.server.problem)
            self.server = None
            return
        self.addresses = self.server.addresses()
        lan = [a for a in self.addresses if not a.startswith(("127.", "::1", "[::1]"))]
        if lan:  # only a server the local network can reach is worth announcing there
            host, port = lan[0].rsplit(":", 1)
            self.announcer = Announcer()
            self.announcer.announce(self._name(seats.index(HUMAN)), host, int(port))
        try:
            self.client = Client.connect(self.addresses[-1], name=self._name(seats.index(HUMAN)))
            self.client.create(args["game"].id, seats, seat=seats.index(HUMAN), options=dict(args["options"]))
        except NetError as exc:
            self.message = exc.say(self.lang)
            self.leave()
            return
        self._go(ROOM)

    def join(self, address: str | None = None, code: str | None = None) -> None:
        address = (address if address is not None else self._entry("address").get_text()).strip()
        code = (code if code is not None else self._entry("code").get_text()).strip()
        if not address or not code:
            self.message = t("join_needs", self.lang)
            return
        from ui.scenes import seat_book

        left = seat_book.recall(code)
        try:
            self.client = None
            if left is not None and left[0] == address:  # a seat this window held: back to it, the deal whole
                try:
                    self.client = Client.reconnect(address, left[1])
                except NetError as exc:
                    if exc.code != "bad_token":
                        raise
                    seat_book.forget(code)  # that match is over or the seat was left: a plain join then
            if self.client is None:
                self.client = Client.connect(address, name=self.settings.player_name.strip())
                self.client.join(code)
                seat_book.remember(code, address, self.client.token)
        except NetError as exc:
            self.message = exc.say(self.lang)
            self.client = None
            return
        self.addresses = [address]
        self._go(ROOM)

    def start(self) -> None:
        if self.client is not None and self.client.host:
            try:
                self.client.start(self.settings.ai_level)
            except NetError as exc:
                self.message = exc.say(self.lang)

    def leave(self) -> None:
        """Stand up and, for a host, stop his server and its announcement."""
        if self.announcer is not None:
            self.announcer.withdraw()
            self.announcer = None
        if self.client is not None:
            self.client.close()
            self.client = None
        if self.server is not None:
            self.server.stop()
            self.server = None

    def _name(self, seat: int) -> str:
        return self.settings.player_name.strip() or seat_name(seat, self.lang)

    # -- the loop ----------------------------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, w in self.widgets.items() if w is event.ui_element), None)
            self._command(key)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and self.mode == JOIN:
            if event.ui_element is self.widgets.get("address"):
                self.widgets["code"].focus()
            else:
                self.join()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and self.mode == JOIN:
            self._tab(backwards=bool(event.mod & pygame.KMOD_SHIFT))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._command("back")
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.mode == ROOM:
            self.start()

    def _tab(self, backwards: bool) -> None:
        """Tab from the address to the code and on round (Shift+Tab the other way), as in any form."""
        fields = [self.widgets["address"], self.widgets["code"]]
        now = next((i for i, w in enumerate(fields) if w.is_focused), -1)
        target = fields[(now + (-1 if backwards else 1)) % 2]
        for w in fields:
            w.unfocus()
        target.focus()

    def _command(self, key: str | None) -> None:
        if key == "back":
            if self.mode == START:
                self.next_scene = "menu"
            else:
                self.leave()
                self._go(START)
        elif key == "host":
            self.host()
        elif key == "join":
            self._go(JOIN)
        elif key == "go" and self.mode == JOIN:
            self.join()
        elif key is not None and key.startswith("found:"):
            self.pick(self.found[int(key.split(":")[1])])
        elif key == "go":
            self.start()

    def update(self, dt: float) -> None:
        if self.lan is not None and self.mode == JOIN and self.lan.found() != self.found:
            self.found = self.lan.found()  # the buttons made before the manager's update, so this frame has them
            for key in [key for key in self.widgets if key.startswith("found:")]:
                self.widgets.pop(key).kill()
            self._found_buttons()
        super().update(dt)
        if self.client is None:
            return
        try:
            messages = self.client.poll()
        except NetError as exc:
            self.message = exc.say(self.lang)
            self.leave()
            self._go(START)
            return
        for message in messages:
            if isinstance(message, p.ErrorMsg):
                self.message = message.text_cs if self.lang == "cs" else message.text
            elif isinstance(message, p.View):
                self._open_table(message)
                return

    def _open_table(self, first: p.View) -> None:
        from ui.scenes.net_table import NetTableScene

        assert self.client is not None
        self.next_scene = NetTableScene(self.client, first, self.settings, self.size, server=self.server)
        self.client, self.server = None, None  # the table owns them now
        if self.announcer is not None:  # the room is closed: nobody else can sit down
            self.announcer.withdraw()
            self.announcer = None

    def close(self) -> None:
        self.leave()
        if self.lan is not None:
            self.lan.stop()
            self.lan = None

    # -- drawing -----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        assert self.manager is not None
        c.felt(surface, self.settings.felt)
        k, box = self.k, self.box
        c.draw_panel(surface, box, c.PANEL, radius=14)
        pad = int(20 * k)
        width = box.width - 2 * pad
        title = {START: "friends", JOIN: "join_table", ROOM: "waiting_room"}[self.mode]
        c.blit_fit(surface, t(title, self.lang), int(26 * k), width, c.GOLD, True,
                   topleft=(box.left + pad, box.top + int(18 * k)))
        if self.mode == START:
            self._draw_start(surface)
        elif self.mode == JOIN:
            for i, key in enumerate(("address", "table_code")):
                y = self.entry_top + i * (int(40 * k) + pad) + int(20 * k)
                c.blit_fit(surface, t(key, self.lang), int(16 * k), int(box.width * 0.3) - 10, c.TEXT,
                           midleft=(box.left + pad, y))
            self._draw_found(surface)
        else:
            self._draw_room(surface)
        if self.message:
            for i, line in enumerate(c.few_lines(self.message, int(15 * k), width)):
                c.blit_fit(surface, line, int(15 * k), width, c.GOLD, whole=self.message,
                           bottomleft=(box.left + pad, box.bottom - int(70 * k) - int(20 * k) * (1 - i)))
        self.manager.draw_ui(surface)

    def _draw_start(self, surface: pygame.Surface) -> None:
        k, box, pad = self.k, self.box, int(20 * self.k)
        width = box.width - 2 * pad
        y = box.top + int(128 * k)
        said = self.host_note()
        for line in c.few_lines(said, int(15 * k), width):
            c.blit_fit(surface, line, int(15 * k), width, c.TEXT_DIM, whole=said, topleft=(box.left + pad, y))
            y += int(20 * k)
        if self.no_free_seat():  # a line of its own: at the end of the note it was cut off at 800x560
            c.blit_fit(surface, t("host_no_free", self.lang), int(15 * k), width, c.HIGHLIGHT,
                       topleft=(box.left + pad, y))
        said = t("join_what", self.lang)
        y = box.top + int(258 * k)
        for line in c.few_lines(said, int(15 * k), width):
            c.blit_fit(surface, line, int(15 * k), width, c.TEXT_DIM, whole=said, topleft=(box.left + pad, y))
            y += int(20 * k)

    def _draw_found(self, surface: pygame.Surface) -> None:
        """The heading over the tables found, or why there are none."""
        k, box, pad = self.k, self.box, int(20 * self.k)
        if self.lan is not None and self.lan.problem:
            said = t("lan_off", self.lang)
        else:
            said = t("lan_found" if self.found else "lan_looking", self.lang)
        c.blit_fit(surface, said, int(15 * k), box.width - 2 * pad, c.TEXT_DIM,
                   bottomleft=(box.left + pad, self.found_top - int(4 * k)))

    def host_note(self) -> str:
        """What hosting opens: the game and its seats as the menu set them."""
        if self.host_args is None:
            return t("host_none", self.lang)
        game, seats = self.host_args["game"], list(self.host_args["seats"])
        mine = seats.index(HUMAN) if HUMAN in seats else -1  # the host's own seat
        return t("host_what", self.lang, game=game.rulebook.names.get(self.lang),
                 seats=", ".join(t("you", self.lang).lower() if s == mine else self._seat_word(who)
                                 for s, who in enumerate(seats)))

    def no_free_seat(self) -> bool:
        """The host's is the only person's seat the menu set: a friend would find the table full."""
        return self.host_args is not None and list(self.host_args["seats"]).count(HUMAN) == 1

    def _seat_word(self, player: str) -> str:
        return t("seat_free", self.lang) if player == HUMAN else ai_label(player, self.lang)

    def _draw_room(self, surface: pygame.Surface) -> None:
        k, box, pad = self.k, self.box, int(20 * self.k)
        width = box.width - 2 * pad
        client = self.client
        table = client.table if client is not None else None
        y = box.top + int(64 * k)
        if client is not None and client.host:
            c.blit_fit(surface, t("give_out", self.lang), int(15 * k), width, c.TEXT_DIM, topleft=(box.left + pad, y))
            y += int(24 * k)
        code = client.code if client is not None else ""
        c.blit_fit(surface, t("table_code", self.lang) + ": " + code, int(30 * k), width, c.GOLD, True,
                   topleft=(box.left + pad, y))
        y += int(42 * k)
        shown = self.addresses[:1] if client is not None and not client.host else self.addresses
        c.blit_fit(surface, t("address", self.lang) + ": " + "  ·  ".join(shown), int(17 * k), width, c.TEXT,
                   topleft=(box.left + pad, y))
        y += int(38 * k)
        if table is None:
            return
        c.blit_fit(surface, table.game and self._game_name(table.game), int(18 * k), width, c.GOLD, True,
                   topleft=(box.left + pad, y))
        y += int(30 * k)
        for s, info in enumerate(table.seats):
            mine = client is not None and s == client.seat
            line = f"{s + 1}. {self._seat_text(s, info, table.host)}"
            c.blit_fit(surface, line, int(16 * k), width, c.GOLD if mine else c.TEXT, mine,
                       topleft=(box.left + pad + int(12 * k), y))
            y += int(26 * k)
        if client is not None and not client.host:
            c.blit_fit(surface, t("waiting_for_host", self.lang), int(15 * k), width, c.TEXT_DIM,
                       topleft=(box.left + pad, y + int(8 * k)))

    def _game_name(self, game_id: str) -> str:
        from games.registry import get_game

        return get_game(game_id).rulebook.names.get(self.lang)

    def _seat_text(self, seat: int, info: p.SeatInfo, host: int) -> str:
        if info.kind != HUMAN:
            return ai_label(_player_name(info.name), self.lang)
        if not info.taken:
            return t("seat_free", self.lang)
        who = info.name or seat_name(seat, self.lang)
        state = "seat_host" if seat == host else ("seat_here" if info.connected else "seat_gone")
        return f"{who} ({t(state, self.lang)})"


def _player_name(level: str) -> str:
    """A bot as the server names it ('normal', or a player's name) as the menu's labels know it."""
    return f"ismcts:{level}" if level in ("easy", "normal", "hard") else level
