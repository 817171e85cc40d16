"""The table over the network: the same table scene as against bots, its match a mirror of the server's views.

The server holds the match and sends this seat only its own view (net/views.py); `RemoteMatch` shows that view
to the table as a match would (the observation, the deal's history as this seat saw it, the legal moves), so
the table draws, lays out, animates, holds the last trick and opens the rule book as it always does. A move is
sent to the server and shows when the server's next view says it happened. Undo is off (it would need every
player's consent); the hint is searched by the server from this seat's own view (net/hints.py). The
seat to move shows how long it has been thinking on its plate. A dropped line is taken up again with the
seat's token.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, cast

import pygame

from ai.registry import hint_level, level_player
from cards.model import Card, Pack
from games.actions import Action
from games.events import Event
from games.game import Game
from games.match import Match
from games.registry import get_game
from games.state import Observation, State
from games.zones import ZoneView
from net import protocol as p
from net.client import Client, NetError
from ui.i18n import seat_name, t
from ui.scenes import common as c
from ui.scenes import seat_book
from ui.scenes.friends_server import LocalServer
from ui.scenes.table import TableScene
from ui.table import controls
from ui.table.phase import TablePhase
from ui.table.session import HUMAN, OptionValue
from ui.table.tricks import trick_in

if TYPE_CHECKING:
    from ui.table.session import TableSession

#: seconds in which the host's second Esc (or Menu) leaves, after he was told that it ends the table
LEAVE_AGAIN = 4.0
#: seconds between two tries to take the seat back after a dropped line
RETRY = 3.0


class RemoteState:
    """The deal as this seat sees it, answering what the table asks of a deal; what only the game's own state
    knows (its pack, a rule's helper) comes from a local deal of the same game and options, never this one's."""

    def __init__(self, shadow: State, view: p.View, history: tuple[Event, ...], legal: tuple[Action, ...]) -> None:
        self._shadow = shadow
        self.view = view
        self.history = history
        self.legal = legal
        self.current_player = view.current
        self.num_players = len(view.totals) or shadow.num_players

    # Any: whatever the table asks of the game's own state (its pack, a rule's helper), the shadow's answer
    def __getattr__(self, name: str) -> Any:
        return getattr(self._shadow, name)

    def observation(self, seat: int) -> Observation:
        pack = self._shadow.pack
        zones = tuple(ZoneView(z.name, z.owner, tuple(None if code is None else pack.card(code) for code in z.cards))
                      for z in self.view.zones)
        return Observation(self.view.seat if self.view.seat is not None else seat, self.view.current, zones,
                           MappingProxyType(dict(self.view.public)), MappingProxyType(dict(self.view.private)),
                           self.history, self.legal)

    def public_info(self) -> dict[str, object]:
        return dict(self.view.public)

    def legal_actions(self) -> list[Action]:
        return list(self.legal)


class FinishedDeal(RemoteState):
    """A deal the server has finished, as this seat saw it to its end: what the end-of-deal summary reads."""

    def __init__(self, last: RemoteState, history: tuple[Event, ...], points: list[float]) -> None:
        super().__init__(last._shadow, last.view, history, ())
        self.current_player = None
        self.points = points

    def as_state(self) -> State:
        """This deal where the table takes a State (the summary's deal): it answers all the table asks of one,
        what it lacks from the local shadow of the same game (`RemoteState.__getattr__`)."""
        return cast(State, self)

    def scores(self) -> list[float]:
        return list(self.points)


class RemoteMatch:
    """The server's match as the last view showed it."""

    def __init__(self, game: Game, players: int, options: Mapping[str, OptionValue]) -> None:
        self.game = game
        self.shadow = Match(game, players, options, 0)  # the pack and the rules' helpers, never the cards
        self.config = self.shadow.config
        self.context = self.shadow.context
        self.num_players = players
        self.finished_deals: list[FinishedDeal] = []
        self.view: p.View | None = None
        self.history: list[Event] = []
        self.codes: dict[Action, str] = {}  # each legal action with the server's code for it
        self.state: State | RemoteState = self.shadow.state  # the server's deal once its first view came

    def take(self, view: p.View) -> list[Event]:
        """Take the server's next view; the events it brings, as this seat saw them."""
        pack = self.shadow.state.pack
        if view.history is not None:
            self.history = [event_of(e, pack) for e in view.history]
            events: list[Event] = []
        else:
            events = [event_of(e, pack) for e in view.events]
            cut = max((i for i, e in enumerate(events) if e.kind == "deal_over"), default=None)
            self.history = (events[cut + 1:] if cut is not None else self.history + events)
        self.view = view
        dealer = view.public.get("dealer")  # the deal's number and the points so far, as the server counts them
        self.context = dataclasses.replace(self.shadow.context, deal_index=view.deal, totals=tuple(view.totals),
                                           dealer=dealer if isinstance(dealer, int) else self.shadow.context.dealer)
        legal = tuple(action_of(a, pack) for a in view.legal)
        self.codes = {action: msg.code for action, msg in zip(legal, view.legal, strict=True)}
        self.state = RemoteState(self.shadow.state, view, tuple(self.history), legal)
        return events

    @property
    def current_player(self) -> int | None:
        return self.view.current if self.view is not None else None

    @property
    def is_over(self) -> bool:
        return self.view is not None and self.view.over

    @property
    def actions(self) -> list[int]:
        """As many entries as moves made: the table counts them."""
        return list(range(self.view.turn)) if self.view is not None else []

    def winners(self) -> list[int]:
        return list(self.view.winners) if self.view is not None else []

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions() if isinstance(self.state, RemoteState) else []

    def observation(self, seat: int) -> Observation:
        seen: Observation = self.state.observation(seat)  # the deal, local or as the server showed it
        return seen

    def scores(self) -> list[float]:
        return list(self.view.totals) if self.view is not None and self.view.totals else [0.0] * self.num_players


def event_of(msg: p.EventMsg, pack: Pack) -> Event:
    return Event(msg.kind, msg.seat, tuple(pack.card(code) for code in msg.cards), msg.target, msg.value, msg.arg)


def action_of(msg: p.ActionMsg, pack: Pack) -> Action:
    """The action a legal move's code names ('play:AS', 'bid:1:NT', 'draw:3'), with the server's labels."""
    kind, *rest = msg.code.split(":")
    card: Card | None = None
    number: int | None = None
    if rest:
        try:
            card = pack.card(rest[0])
            rest = rest[1:]
        except (KeyError, ValueError, LookupError):
            card = None
    if rest and rest[0].lstrip("-").isdigit():
        number, rest = int(rest[0]), rest[1:]
    return Action(kind, card, number, ":".join(rest) if rest else None, msg.label_cs, msg.label)


class NetSession:
    """What the table asks of its session, answered for a seat at the server's table."""

    def __init__(self, game: Game, client: Client, players: int, options: Mapping[str, OptionValue], seat: int,
                 kinds: list[str]) -> None:
        self.game = game
        self.client = client
        self.seat = seat
        self.seats = kinds
        self.match = RemoteMatch(game, players, options)
        self.generation = 0
        self.hint_turn: int | None = None
        self.hint_answer: p.Hint | None = None

    @property
    def humans(self) -> list[int]:
        return [self.seat]

    @property
    def to_move(self) -> int | None:
        return self.match.current_player

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat == self.seat

    @property
    def human_turn(self) -> bool:
        return self.is_human(self.to_move)

    @property
    def against_ai(self) -> bool:
        return False

    @property
    def thinking(self) -> bool:
        return False  # the plate of the seat to move shows its clock instead (NetTableScene._draw_clock)

    def start_ai(self) -> bool:
        return False

    def poll_ai(self) -> Action | None:
        return None

    def refusal(self, action: Action) -> str | None:
        return None  # the server says why, when it refuses

    def legal_after(self, action: Action) -> list[Action]:
        return []

    def hint_available(self) -> bool:
        return self.human_turn and self.client.view is not None

    def hint_player_name(self) -> str:
        return level_player(self.game.id, hint_level(self.game.id))

    def start_hint(self) -> None:
        """The server searches it (protocol version 2: net/hints.py); `poll_hint` takes its answer."""
        assert self.client.view is not None
        self.hint_turn, self.hint_answer = self.client.view.turn, None
        self.client.ask_hint(self.hint_turn)

    def poll_hint(self) -> Action | None:
        answer, self.hint_answer = self.hint_answer, None
        if answer is None or answer.turn != self.hint_turn:
            return None
        return next((a for a, code in self.match.codes.items() if code == answer.code), None)

    def can_undo(self, only: int | None = None) -> bool:
        return False

    def undo(self, only: int | None = None) -> bool:
        return False

    def close(self) -> None:
        self.client.close()


class NetTableScene(TableScene):
    def __init__(self, client: Client, first: p.View, settings: c.Settings, size: tuple[int, int],
                 server: LocalServer | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        table = client.table
        assert table is not None and client.seat is not None
        self.client, self.server, self.clock = client, server, clock
        self.address = client.ws.remote_address
        game = get_game(table.game)
        kinds = [HUMAN if s == client.seat else ("" if info.kind == HUMAN else info.name)
                 for s, info in enumerate(table.seats)]
        names = [(info.name if info.kind == HUMAN else "") or seat_name(s, settings.lang)
                 for s, info in enumerate(table.seats)]
        self._net = (client, table, kinds, names, first)
        self.sent = -1  # the turn a move was sent for, so one click sends one move
        self.mover_since = (first.current, clock())
        self.retry_at = 0.0
        self.leave_asked = -LEAVE_AGAIN  # when the host was told that leaving ends the table
        self.waiting: list[p.View] = []  # views that came while the summary was up
        super().__init__(game, [HUMAN] * table.players, dict(table.options), seed=0, settings=settings, size=size,
                         animate=True, autosave=False, seat_names=names)

    def reset(self, seats: Sequence[str], seed: int, autosave: bool) -> None:
        client, table, kinds, names, first = self._net
        self.net = NetSession(self.game, client, table.players, dict(table.options), client.seat or 0, kinds)
        self.session = cast("TableSession", self.net)  # answers all the table asks of a session
        self.net.match.take(first)
        self.shown_seats = [k if k else "" for k in kinds]
        self._reset_view(names)

    def _reset_view(self, names: list[str]) -> None:
        """The start of TableScene.reset, for a match that is the server's: the names, the viewer, the state."""
        from ui.table.anim import Animator
        from ui.table.drag import CardDrag
        from ui.table.scores import Callouts

        self.lang = self.settings.lang
        self.seed = 0
        self.saver = None
        self.names = list(names)
        self.viewer = self.net.seat
        self.masked = False
        self.anim, self.drag, self.callouts = Animator(), CardDrag(), Callouts()
        self.phase, self.pause, self.toast, self.toast_time = TablePhase.PLAY, 0.0, "", 0.0
        self.hinted, self.focus, self.selected = None, 0, None
        self.choices, self.targets, self.log, self.next_log = {}, {}, [], []
        self.summary_deal, self.summary_lines, self.after_summary = None, [], TablePhase.PLAY
        self.held, self.held_time, self.show_last = None, 0.0, False
        self.buttons, self.action_buttons = {}, []
        from ui.table import adapters

        self.control = adapters.control_for(self.game.id)
        self.obs = self.match.observation(self.viewer)
        self.layout, self._built_for, self.actions_top = None, (), 0
        self._layer, self._layer_key = None, ()
        self._log_events(self.match.state.history, self.log)
        self._rebuild(self.size)
        self.buttons["undo"].disable()  # it would need every player's consent (see the module's doc)

    def act(self, action: Action) -> bool:
        """Send the move; it shows when the server's next view says it happened."""
        if action.kind == controls.UI and self.control is not None:
            return self.control.intercept(self, action)
        view = self.net.match.view
        if view is None or self.phase != TablePhase.PLAY or view.current != self.viewer or self.sent == view.turn:
            return False
        code = self.net.match.codes.get(action)
        if code is None:
            return False
        try:
            self.client.move(code, view.turn)
        except NetError as exc:
            self._say(exc.say(self.lang))
            return False
        self.sent = view.turn
        self.hinted = None
        return True

    def _take(self, view: p.View) -> None:
        if self.phase in (TablePhase.SUMMARY_WAIT, TablePhase.SUMMARY, TablePhase.MATCH_OVER):
            self.waiting.append(view)  # the next deal goes on at the server; here it waits for the summary to close
            return
        before = self.obs.history
        last = self.net.match.state
        events = self.net.match.take(view)
        cut = next((i for i, e in enumerate(events) if e.kind == "deal_over"), None)
        if cut is not None and isinstance(last, RemoteState):
            self._summary(view, last, events, cut)
            return
        if view.current != self.mover_since[0]:
            self.mover_since = (view.current, self.clock())
        played = {card for e in events for card in e.cards if e.kind in ("play", "lead")}
        self.held = trick_in(events, self.viewer, before)
        self.held_time = self.settings.trick_delay
        if self.held is not None:
            self.show_last = False
        if view.history is not None:
            self.log = []
            self._log_events(self.match.state.history, self.log)
        else:  # a bot's call explained under the call, as at a table against bots (ui/scenes/table.py)
            meaning = view.meaning_cs if self.lang == "cs" else view.meaning
            self._log_events(events[:1], self.log)
            if meaning and events:
                self.log.append(f"  ({meaning})")
            self._log_events(events[1:], self.log)
        self._refresh(animate=True, played=played)
        if events:
            self.sounds.play("card")
        if view.current == self.viewer and view.legal:
            self.sounds.play("turn")

    def _command(self, key: str) -> None:
        if key in ("menu", "to_menu") and not self._may_leave():
            return
        super()._command(key)

    def _key(self, event: pygame.event.Event, rested: float = float("inf")) -> None:
        if event.key == pygame.K_ESCAPE and self.drag.place is None and self.selected is None \
                and not self._may_leave():
            return
        super()._key(event, rested)

    def _may_leave(self) -> bool:
        """The host's window holds the server: his leaving ends the table for everyone, so he is told first
        and leaves at the second asking (a guest just leaves; he can come back with his seat's token)."""
        if self.server is None or self.match.is_over or self.clock() < self.leave_asked + LEAVE_AGAIN:
            return True
        self.leave_asked = self.clock()
        self._say(t("host_leaves", self.lang), seconds=LEAVE_AGAIN)
        return False

    def _summary(self, view: p.View, last: RemoteState, events: list[Event], cut: int) -> None:
        """The deal is over: its summary, as against bots, over the deal as this seat last saw it."""
        over = events[cut]
        try:
            points = [float(x) for x in (over.arg or "").split(",")]
        except ValueError:
            points = []
        deal = FinishedDeal(last, (*last.history, *events[:cut]), points or [0.0] * self.match.num_players)
        self.net.match.finished_deals.append(deal)
        self._log_events(events[:cut], self.log)
        self.next_log = []
        self._log_events(events[cut:], self.next_log)
        self.held, self.show_last = None, False
        self.summary_deal = deal.as_state()
        self.summary_lines = self._summary_lines(deal.as_state(), events[:cut])
        self.after_summary = TablePhase.MATCH_OVER if view.over else TablePhase.PLAY
        self._refresh(animate=False, shown=deal.as_state())
        self.phase = TablePhase.SUMMARY_WAIT
        self.sounds.play("deal_over")
        if view.over:
            self.mover_since = (None, self.clock())

    def _build_action_buttons(self) -> None:
        super()._build_action_buttons()
        # the deal's replay replays the match from its record, which only the server holds
        button = self.buttons.pop("replay_deal", None)
        if button is not None:
            button.kill()

    def _summary_part(self) -> None:
        return None  # a game's own part (Bridž's par) reads the whole deal, which only the server holds

    def _continue(self) -> None:
        if self.phase == TablePhase.MATCH_OVER:
            self.next_scene = "menu"  # a new match is a new table: the host opens it from the menu
            return
        super()._continue()
        if self.phase == TablePhase.PLAY:
            waiting, self.waiting = self.waiting, []
            for view in waiting:  # what the server played meanwhile, shown now
                self._take(view)
                self.anim.finish()

    def update(self, dt: float) -> None:
        self._poll()
        super().update(dt)

    def _poll(self) -> None:
        if self.client.closed is not None and self.clock() >= self.retry_at:
            self._reconnect()
            return
        try:
            messages = self.client.poll()
        except NetError as exc:
            self._say(t("net_lost", self.lang, reason=exc.say(self.lang)), seconds=RETRY)
            self.retry_at = self.clock() + RETRY
            return
        for message in messages:
            if isinstance(message, p.View):
                self._take(message)
            elif isinstance(message, p.Hint):
                self.net.hint_answer = message
            elif isinstance(message, p.Refused | p.ErrorMsg):
                self.sent = -1
                self._say(message.text_cs if self.lang == "cs" else message.text, seconds=5.0)

    def _reconnect(self) -> None:
        """Back to the seat with its token; the first view brings the whole deal."""
        host, port = self.address[0], self.address[1]
        try:
            self.client = Client.reconnect(f"{host}:{port}", self.client.token, timeout=RETRY)
        except NetError as exc:
            self._say(t("net_lost", self.lang, reason=exc.say(self.lang)), seconds=RETRY)
            self.retry_at = self.clock() + RETRY
            return
        self.net.client = self.client
        self.sent = -1

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_clock(surface)

    def _draw_clock(self, surface: pygame.Surface) -> None:
        """How long the seat to move has been thinking, beside its plate."""
        seat, since = self.mover_since
        if seat is None or self.layout is None or seat not in self.layout.seats or self.phase != TablePhase.PLAY:
            return
        plate = self.layout.seats[seat].label
        seconds = int(self.clock() - since)
        img = c.text(t("thinking_for", self.lang, seconds=seconds), int(13 * self.k), c.GOLD, True)
        gap = int(8 * self.k)
        felt = self.area.inflate(-2 * gap, -2 * gap)
        cards = [rect for box in self.layout.zones.values() for rect, _ in box.places]
        # beside the plate, else above it, else on its left: the first place on the felt clear of every card
        places = [img.get_rect(midleft=(plate.right + gap, plate.centery)),
                  img.get_rect(midbottom=(plate.centerx, plate.top - gap // 2)),
                  img.get_rect(midright=(plate.left - gap, plate.centery))]
        inside = [r for r in places if felt.contains(r)] or [places[0].clamp(felt)]
        rect = next((r for r in inside if r.inflate(gap, gap).collidelist(cards) < 0), inside[0])
        c.draw_panel(surface, rect.inflate(int(12 * self.k), int(4 * self.k)), c.PANEL, radius=8, alpha=220)
        surface.blit(img, rect)

    def close(self) -> None:
        if self.server is None and self.match.is_over:  # the guest's seat is done with (ui/scenes/seat_book.py)
            seat_book.forget(self.client.code)
        super().close()
        if self.server is not None:
            self.server.stop()
            self.server = None
