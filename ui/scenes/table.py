"""The table: one scene that plays every registered game.

Everything shown comes from the match: the observation's zones (cards around the
table), its public facts, the history (the log) and the legal actions (clickable
cards and labelled buttons). The scene decides no rule. Its loop:

- `update(dt)`: advance card flights; when they are done and the pause after an AI
  move has passed, start or poll the AI of the seat to move (off the UI thread);
- `process_event`: clicks and keys pick a legal action; F1 opens the rule book;
- `draw`: felt, zones, seat plates, flights, side panel, overlays.

Phases (ui/table/phase.py `TablePhase`): play; summary (end of a deal, over the deal's last
position); match over; curtain (hot-seat: the screen passes to the next human).

This module holds the moves (play, undo, hint, continue, a new match) and the loop; the
scene's parts live beside the table's other pieces in ui/table/:

- view.py: the state every part shares, the observation and layout, the buttons;
- input.py: clicks, buttons and keys; drag.py: a card pressed, carried and dropped (a click acts on release);
  steady.py: cards kept in place while several are picked one at a time;
- draw_zones.py, draw_seats.py, draw_panel.py, draw_summary.py: the cards and their zones'
  names, the seat plates, the status line and side panel, the end-of-deal summary and the curtain;
- tricks.py, draw_tricks.py: who laid which card, the finished trick held on the felt, the last trick (L);
  scores.py: the plates' numbers and the callouts as they change.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from games.actions import Action
from games.errors import IllegalAction
from games.events import Event
from games.game import Game
from games.state import Observation
from games.words.reasons import reason_text
from sessions.autosave import TableSaver
from sessions.results import TOLD
from ui import i18n
from ui.i18n import t
from ui.scenes import common as c
from ui.sound import Sounds
from ui.table import adapters, controls, cursor
from ui.table.anim import Animator
from ui.table.drag import CardDrag
from ui.table.draw_panel import PanelDrawing
from ui.table.draw_seats import SeatsDrawing
from ui.table.draw_summary import SummaryDrawing
from ui.table.draw_tricks import TricksDrawing
from ui.table.draw_zones import ZonesDrawing
from ui.table.input import TableInput
from ui.table.phase import TablePhase
from ui.table.scores import Callouts, callout_text
from ui.table.session import OptionValue, TableSession
from ui.table.tricks import trick_in

#: how long the hint's advice stays said (it goes at once when the player moves)
HINT_SECONDS = 60.0


class TableScene(TableInput, ZonesDrawing, TricksDrawing, SeatsDrawing, PanelDrawing, SummaryDrawing):
    def __init__(self, game: Game, seats: Sequence[str], options: Mapping[str, OptionValue] | None = None,
                 seed: int = 0, settings: c.Settings | None = None, size: tuple[int, int] = c.DESIGN_SIZE,
                 animate: bool = True, autosave: bool = True, seat_names: Sequence[str | None] | None = None) -> None:
        self.game = game
        self.seat_names = list(seat_names or [])  # names chosen in the menu (hot seat), None: the seat's own
        self.settings = settings or c.Settings()
        self.options = dict(options or {})
        self.animate = animate
        self.ai_enabled = True  # shots and tests switch the AI off to keep a position still
        self.size = size
        settings = self.settings  # not `self` in the closure: a cycle would keep every closed table (and its
        self.sounds = Sounds(lambda: settings.sound)  # surfaces) alive until the collector ran; read at each sound
        self.reset(seats, seed, autosave)

    def reset(self, seats: Sequence[str], seed: int, autosave: bool) -> None:
        """Start a match at this table: a fresh session of `seats` at `seed`, and everything shown as at the
        start (the log, the phase, the layout and the widgets), the deal flying out when animated."""
        self.lang = self.settings.lang
        self.seed = seed
        self.session = TableSession(self.game, seats, self.options, seed)
        # every applied action goes to disk (sessions/autosave.py); shots and some tests switch it off
        humans = self.session.humans
        self.names = i18n.table_names(len(seats), humans, self.lang, self.settings.player_name, self.seat_names)
        chosen = [name or "" for name in self.seat_names[:len(seats)]]
        self.saver = TableSaver(self.game.id, seed, seats, names=chosen) if autosave else None
        self.viewer = humans[0] if humans else 0
        self.masked = self.hot_seat  # nobody's hand shows until the first human to move lifts the curtain
        self.anim = Animator()
        self.drag = CardDrag()
        self.phase = TablePhase.PLAY
        self.pause = 0.0
        self.toast = ""
        self.toast_time = 0.0
        self.hinted: Action | None = None
        self.focus = 0
        self.selected = None
        self.choices = {}
        self.log = []
        self.next_log = []
        self.summary_deal = None
        self.summary_lines = []
        self.after_summary = TablePhase.PLAY
        self.held = None
        self.held_time = 0.0
        self.show_last = False
        self.callouts = Callouts()  # "+2 fifteen" floating from a seat as it scores (ui/table/scores.py)
        self.buttons = {}
        self.action_buttons = []
        self.control = adapters.control_for(self.game.id)
        self.targets = {}
        self.obs = self.session.match.observation(self.viewer)
        self.layout = None
        self._built_for = ()
        self.actions_top = 0
        self._layer: pygame.Surface | None = None  # the still picture `draw` blits, redrawn when its key changes
        self._layer_key: tuple[object, ...] = ()
        self._log_events(self.session.match.state.history, self.log)
        self._rebuild(self.size)
        if self.animate:
            self._deal_animation()

    # -- playing ---------------------------------------------------------------------------------------------
    def _deal_animation(self) -> None:
        if not self.animate or self.layout is None:
            return
        dealer = self.obs.public.get("dealer", getattr(self.match.state.context, "dealer", 0))
        seat = self.layout.seats.get(dealer if isinstance(dealer, int) else 0)
        source = seat.anchor if seat is not None else self.layout.centre
        self.anim.deal(self.layout, source, self.settings.anim_speed)
        self.sounds.play("deal")

    def act(self, action: Action) -> bool:
        """Play `action` for the seat to move; False if it is not legal now."""
        if action.kind == controls.UI and self.control is not None:  # a game control's own button
            return self.control.intercept(self, action)
        if self.phase != TablePhase.PLAY or self.match.is_over:
            return False
        mover = self.match.current_player
        sizes = _zone_sizes(self.obs)
        before = self.obs.history
        numbers = self.seat_numbers()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self._say(reason_text(exc, self.lang))  # the engine gives its reasons in cs and en
            return False
        cut = next((i for i, e in enumerate(events) if e.kind == "deal_over"), None)
        turn_over = self.session.is_human(mover) and self.match.current_player != mover
        if self.hot_seat and (cut is not None or turn_over):
            # his turn (or the deal) is over: his hand goes face down before the others look again
            self.masked = True
        if self.saver is not None:
            self.saver.save(self.match)
        played = {card for e in events for card in (self.seen(e) or e).cards if e.kind in ("play", "lead")}
        # a trick still on the felt goes to its pile as this card is played (the flight starts from it); one
        # this move completed is kept there, its winner marked
        self.held = trick_in(events, self.viewer, before)
        self.held_time = self.settings.trick_delay
        if self.held is not None:
            self.show_last = False  # the trick under review is no longer the last one
        now, later = (events, []) if cut is None else (events[:cut], events[cut:])
        self._log_events(now[:1], self.log)
        meaning = self.game.announcement(action, self.lang) \
            if not self.session.is_human(mover) and action.kind in self.game.announce_kinds else ""
        if meaning and now:
            self.log.append(f"  ({meaning})")  # a bridge call's meaning, under the call
        self._log_events(now[1:], self.log)
        if cut is not None:
            self.next_log = []
            self._log_events(later, self.next_log)
            deal = self.match.finished_deals[-1]
            self.summary_deal = deal
            self.summary_lines = self._summary_lines(deal, now)
            self.after_summary = TablePhase.MATCH_OVER if self.match.is_over else TablePhase.PLAY
            self._refresh(animate=True, played=played, shown=deal)
            self.phase = TablePhase.SUMMARY_WAIT
            self.sounds.play("deal_over")
        else:
            self._refresh(animate=True, played=played)
            if _zone_sizes(self.obs) != sizes:
                self.sounds.play("card")  # a card went somewhere (laid, drawn, captured, passed)
            now_mover = self.match.current_player
            if not self.session.is_human(mover) and now_mover is not None and self.session.is_human(now_mover):
                self.sounds.play("turn")  # the bots have moved: the human's turn again
        self._call_out(numbers, events)
        self.pause = self.settings.ai_pause if not self.session.is_human(mover) else 0.0
        self.toast = ""
        said = adapters.table_line(self.game.id, [e for e in (self.seen(ev) for ev in events) if e],
                                   self.lang, self.names)
        if said:  # the game's line about this move (a Bridž claim), where a refusal would be said
            self._say(said, seconds=5.0)
        self.hinted = None  # the hint was for the move just made
        if self.saver is not None and self.saver.problem:  # a full disc: say so (last, or it is wiped), play on
            self._say(t("save_failed", self.lang, reason=self.saver.problem), seconds=6.0)
        if self.saver is not None and (self.saver.told or self.saver.notes):  # the result's fate, said once
            told = [TOLD[self.saver.told][self.lang != "cs"]] if self.saver.told else []
            self._say(" ".join([*told, *(p.text(self.lang) for p in self.saver.notes)]), seconds=8.0)
            self.saver.told, self.saver.notes = None, []
        return True

    def _call_out(self, before: list[float], events: list[Event]) -> None:
        """A callout at each seat whose number on its plate this move changed, in the game's words."""
        seen = [e for e in (self.seen(event) for event in events) if e is not None]
        for seat, (old, new) in enumerate(zip(before, self.seat_numbers(), strict=False)):
            if new != old:
                self.callouts.add(seat, callout_text(self.game.id, seen, seat, new - old, self.lang), new > old)

    @property
    def hot_seat(self) -> bool:
        """Two or more humans share this screen: a curtain between their turns, undo only of one's own move."""
        return len(self.session.humans) > 1

    def undo(self) -> None:
        # hot seat: a human takes back only his own move, while it is his turn and no other human has moved since
        own = self.viewer if self.hot_seat else None
        if not self.session.can_undo(own) or self.phase == TablePhase.CURTAIN or (self.hot_seat and self.masked):
            self._say(t("nothing_to_undo", self.lang))
            return
        if self.session.undo(own):
            if self.saver is not None:
                self.saver.save(self.match)
            self.anim.finish()
            self.held, self.show_last = None, False
            self.callouts.clear()
            self.log = []
            self._log_events(self.match.state.history, self.log)
            self.phase = TablePhase.PLAY
            self.pause = 0.0
            self.summary_deal = None
            self.layout = None
            self._refresh(animate=False)
            self._say(t("undone", self.lang))
        else:
            self._say(t("nothing_to_undo", self.lang))

    def named(self, action: Action) -> Action:
        """`action` as its button names it: a game's control puts the players' names in ("Take Charles's pile")."""
        return self.control.name(self, action) if self.control is not None else action

    def hint(self) -> None:
        if self.phase == TablePhase.PLAY and self.session.hint_available() and not self.masked \
                and self.match.current_player == self.viewer:
            self.session.start_hint()
            self._say("…", 10.0)
        else:
            self._say(t("hint_none", self.lang))

    def show_hint(self, hint: Action) -> None:
        """The hint's advice said, its card focused or its button lit (the layout audit shows one this way)."""
        # the advice stays until the player moves (a 3 s toast was gone before it was read)
        self._say(t("hint_says", self.lang, who=self.session.hint_player_name(),
                    action=self.named(hint).label(self.lang)), seconds=HINT_SECONDS)
        self.hinted = hint
        self._light_hinted()
        target = adapters.action_target(self.game.id, self.obs, hint)
        if target is not None and (target.zone, target.index) in self.targets:
            self.focus = list(self.targets).index((target.zone, target.index))

    def _continue(self) -> None:
        if self.phase == TablePhase.SUMMARY:
            self.phase = self.after_summary
            self.held, self.show_last = None, False
            self.callouts.clear()
            if self.phase == TablePhase.PLAY:
                self.log, self.next_log = self.next_log, []
                self.summary_deal = None
                self.layout = None
                self._refresh(animate=False)
                self._deal_animation()
            else:
                self._build_action_buttons()
        elif self.phase == TablePhase.MATCH_OVER:
            self._new_match()
        elif self.phase == TablePhase.CURTAIN:
            self.phase = TablePhase.PLAY
            self.viewer = self.match.current_player if self.match.current_player is not None else self.viewer
            self.masked = False
            self.log = []
            self._log_events(self.match.state.history, self.log)
            self.layout = None
            self._refresh(animate=False)

    def _new_match(self) -> None:
        seats = self.session.seats
        self.session.close()
        self.reset(seats, self.seed + 1, autosave=self.saver is not None)

    def adopt_match(self) -> None:
        """Show `self.session.match` afresh (a resumed save): log, phase and layout from its state."""
        self.anim.finish()
        self.held, self.show_last = None, False
        self.callouts.clear()
        self.log = []
        self._log_events(self.match.state.history, self.log)
        finished = self.match.finished_deals
        self.summary_deal = finished[-1] if self.match.is_over and finished else None
        self.phase = TablePhase.MATCH_OVER if self.match.is_over else TablePhase.PLAY
        humans = self.session.humans
        current = self.match.current_player
        self.viewer = current if current in humans and len(humans) > 1 else (humans[0] if humans else 0)
        self.masked = self.hot_seat  # whoever sits down to a resumed hot-seat match, the curtain first
        self.layout = None
        self._built_for = ()
        self._refresh(animate=False)

    def close(self) -> None:
        self.session.close()
        cursor.point(False)  # the menu's arrow, whatever the table showed last

    def _callout_avoid(self) -> list[pygame.Rect]:
        """What a callout must not float over: the cards, each zone with room for the name under it, the plates."""
        assert self.layout is not None
        name = int(30 * self.k)
        out = [b.label for b in self.layout.seats.values()]
        for box in self.layout.zones.values():
            out += [rect for rect, _ in box.places]
            out.append(box.rect if box.owner is not None else box.rect.inflate(0, name).move(0, name // 2))
        return out

    def callout_bounds(self) -> pygame.Rect:
        """Where callouts may float: the felt above the line of keys at its foot (one floated over that line)."""
        keys = c.font(int(11 * self.k)).get_linesize() + 4
        return pygame.Rect(self.area.left, self.area.top, self.area.width, self.area.height - keys)

    # -- the loop ---------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.phase_age = self.phase_age + dt if self.phase == self.aged_phase else 0.0
        self.aged_phase = self.phase
        self.key_rest += dt
        self.anim.update(dt)
        self.drag.update(dt)
        self.callouts.update(dt)
        if self.control is not None:
            self.control.update(self, dt)
        if self.toast_time > 0:
            self.toast_time -= dt
            if self.toast_time <= 0:
                self.toast = ""
        hint = self.session.poll_hint()
        if hint is not None:
            self.show_hint(hint)
        if self.anim.busy:
            return
        if self.held is not None and self.animate:  # a finished trick stays until a click or the delay
            self.held_time -= dt
            if self.held_time <= 0:
                self.sweep()
            return
        if self.phase == TablePhase.SUMMARY_WAIT:
            self.phase = TablePhase.SUMMARY
            self._build_action_buttons()
            return
        if self.phase != TablePhase.PLAY or self.match.is_over:
            return
        if self.pause > 0:
            self.pause -= dt
            return
        mover = self.match.current_player
        if mover is None:
            return
        if not self.session.is_human(mover):
            if not self.ai_enabled:
                return
            self.session.start_ai()
            action = self.session.poll_ai()
            if action is not None:
                self.act(action)
        elif mover != self.viewer or self.masked:
            if self.hot_seat:
                self.phase = TablePhase.CURTAIN
                self._build_action_buttons()
            else:
                self.viewer = mover
                self._refresh(animate=False)

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the cached still picture, fly the moving cards over it, then the status and widgets.

        The still picture (felt, zones, seat plates, side panel, summary) is redrawn only when
        something in it changed; a frame is otherwise one blit, the flights and the widgets.
        """
        assert self.manager is not None and self.layout is not None
        if self.phase == TablePhase.CURTAIN:
            c.felt(surface, self.settings.felt)
            self._draw_curtain(surface)
            self.manager.draw_ui(surface)
            return
        dots = int(pygame.time.get_ticks() / 300) % 3 if self.session.thinking else -1
        key = (id(self.layout), id(self.obs), self.focus, self.selected, self.phase, len(self.log),
               frozenset(self.anim.hidden()), frozenset(self.drag.carried()),
               dots, self.summary_deal is not None, len(self.action_buttons), surface.get_size(),
               tuple(self.seat_numbers()),  # a plate follows a show counted on the clock
               self._part.version if self._part is not None else -1)  # the game's summary part, when it changes
        if self._layer is None or key != self._layer_key:
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() \
                    else pygame.Surface(surface.get_size())
            layer = self._layer
            c.felt(layer, self.settings.felt)  # the player's table colour (Settings)
            self._draw_zones(layer)
            self._draw_trick_marks(layer)
            self._draw_seats(layer)
            self._draw_panel(layer)
            if self.phase in (TablePhase.SUMMARY, TablePhase.MATCH_OVER):
                self._draw_summary(layer)
            self._layer_key = key
        surface.blit(self._layer, (0, 0))
        self.anim.draw(surface, self._image)
        if self.show_last:
            self._draw_last_trick(surface)
        if self.phase not in (TablePhase.SUMMARY, TablePhase.MATCH_OVER):
            self._draw_status(surface)
        if self.control is not None:
            self.control.draw(self, surface)
        # the callouts and the carried card over the game's own parts too (a cribbage count's disc hid a callout)
        if self.callouts.items and self.phase not in (TablePhase.SUMMARY, TablePhase.MATCH_OVER):
            self.callouts.draw(surface, {s: (b.label, b.side) for s, b in self.layout.seats.items()}, self.k,
                               self._callout_avoid(), self.callout_bounds())
        self.drag.draw(self, surface)  # the carried card over everything on the felt; the refusal line
        self.manager.draw_ui(surface)


def _zone_sizes(obs: Observation) -> dict[str, int]:
    """How many cards each zone holds, as the viewer sees the table."""
    return {zone.name: zone.size for zone in obs.zones}
