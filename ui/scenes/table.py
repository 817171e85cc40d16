"""The table: one scene that plays every registered game.

Everything shown comes from the match: the observation's zones (cards around the
table), its public facts, the history (the log) and the legal actions (clickable
cards and labelled buttons). The scene decides no rule. Its loop:

- `update(dt)`: advance card flights; when they are done and the pause after an AI
  move has passed, start or poll the AI of the seat to move (off the UI thread);
- `process_event`: clicks and keys pick a legal action; F1 opens the rule book;
- `draw`: felt, zones, seat plates, flights, side panel, overlays.

Phases: "play"; "summary" (end of a deal, over the deal's last position);
"match_over"; "curtain" (hot-seat: the screen passes to the next human).
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from typing import Any

import pygame
import pygame_gui

from cards.model import Card
from games.actions import Action
from games.errors import IllegalAction
from games.events import Event
from games.game import Game
from games.state import Observation
from sessions.autosave import TableSaver
from ui import i18n
from ui.i18n import t
from ui.scene import GuiScene
from ui.scenes import common as c
from ui.sound import Sounds
from ui.table import adapters, controls
from ui.table.anim import Animator
from ui.table.cardart import card_image
from ui.table.layout import Layout, compute
from ui.table.session import HUMAN, TableSession
from ui.text import sentence

#: a centre zone's name badge takes at most this many lines (a long Czech name in a small window)
BADGE_LINES = 4


class TableScene(GuiScene):
    def __init__(self, game: Game, seats: Sequence[str], options: Mapping[str, Any] | None = None, seed: int = 0,
                 settings: c.Settings | None = None, size: tuple[int, int] = c.DESIGN_SIZE,
                 animate: bool = True, autosave: bool = True) -> None:
        self.game = game
        self.settings = settings or c.Settings()
        self.lang = self.settings.lang
        self.seed = seed
        self.options = dict(options or {})
        self.session = TableSession(game, seats, options, seed)
        # every applied action goes to disk (sessions/autosave.py); shots and some tests switch it off
        self.saver: TableSaver | None = TableSaver(game.id, seed, seats) if autosave else None
        n = len(seats)
        self.names = [i18n.seat_name(s, self.lang) for s in range(n)]
        humans = self.session.humans
        self.viewer = humans[0] if humans else 0
        self.animate = animate
        self.ai_enabled = True  # shots and tests switch the AI off to keep a position still
        self.size = size
        self.anim = Animator()
        settings = self.settings  # not `self` in the closure: a cycle would keep every closed table (and its
        self.sounds = Sounds(lambda: settings.sound)  # surfaces) alive until the collector ran; read at each sound
        self.phase = "play"
        self.pause = 0.0
        self.toast = ""
        self.toast_time = 0.0
        self.focus = 0
        self.selected: tuple[str, int] | None = None
        self.choices = {}
        self.log: list[str] = []
        self.next_log: list[str] = []
        self.summary_deal: Any = None  # the finished deal shown under the summary
        self.summary_lines: list[str] = []
        self.after_summary = "play"
        self.manager: pygame_gui.UIManager | None = None
        self.buttons: dict[Any, Any] = {}
        self.action_buttons: list[tuple[Any, Action]] = []
        self.control = adapters.control_for(game.id)  # Ospalec race, Souboje auto-play, Kvarteto ask
        self.targets: dict[tuple[str, int], Action] = {}
        self.obs: Observation = self.session.match.observation(self.viewer)
        self.layout: Layout | None = None
        self._built_for: tuple[Any, ...] = ()
        self.actions_top = 0
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[Any, ...] = ()
        self._log_events(self.session.match.state.history, self.log)
        self._rebuild(size)
        if animate:
            self._deal_animation()

    # -- names and state ----------------------------------------------------------------------------------------
    @property
    def match(self) -> Any:
        return self.session.match

    def seat_label(self, seat: int) -> str:
        kind = self.session.seats[seat]
        if kind == HUMAN:
            return f"{self.names[seat]} ({t('you', self.lang).lower()})" if len(self.session.humans) == 1 else \
                f"{self.names[seat]} ({t('human', self.lang).lower()})"
        return f"{self.names[seat]} · {i18n.ai_label(kind, self.lang).split('– ')[-1]}"

    def _log_events(self, events: Sequence[Event], into: list[str]) -> None:
        messages = getattr(self.game, "messages", None)
        for event in events:
            seen = event.for_seat(self.viewer)
            if seen is None or seen.kind in ("deal_over", "match_over"):
                continue
            into.append(sentence(seen, self.lang, self.names, messages, self.game))

    # -- layout and widgets -------------------------------------------------------------------------------------
    def _rebuild(self, size: tuple[int, int]) -> None:
        self.size = size
        self.manager = c.make_manager(size)
        self.buttons = {}
        self._built_for = ()
        w, h = size
        k = c.scale(size)
        self.k = k
        self.panel = pygame.Rect(w - max(300, int(w * 0.27)), 0, max(300, int(w * 0.27)), h)
        self.area = pygame.Rect(0, 0, self.panel.left, h)
        pad = int(10 * k)
        bh = int(34 * k)
        labels = [("hint", t("hint", self.lang) + " (H)"), ("undo", t("undo", self.lang) + " (U)"),
                  ("rules", t("rules", self.lang) + " (F1)"), ("menu", t("menu", self.lang) + " (Esc)")]
        bw = (self.panel.width - 3 * pad) // 2
        for i, (key, label) in enumerate(labels):
            rect = pygame.Rect(self.panel.left + pad + (i % 2) * (bw + pad),
                               h - pad - (2 - i // 2) * (bh + pad) + pad, bw, bh)
            self.buttons[key] = pygame_gui.elements.UIButton(rect, label, self.manager)
        self.sys_top = h - 2 * (bh + pad) - pad
        self._refresh(animate=False)

    def _emphasised(self, obs: Observation) -> list[str]:
        names = []
        for action in obs.legal_actions:
            target = adapters.action_target(self.game.id, obs, action)
            if target is not None:
                names.append(target.zone)
        return names

    def _layout_for(self, obs: Observation) -> Layout:
        layout = compute(obs.zones, self.match.num_players, self.viewer, self.area.inflate(-8, -int(60 * self.k)),
                         self.game.rulebook.layout, self._emphasised(obs))
        layout.area = self.area
        return layout

    def _refresh(self, animate: bool = True, played: set[Card] | None = None, shown: Any = None) -> None:
        """Recompute the observation, layout, targets and buttons; fly the cards that moved."""
        old = self.layout
        state = shown if shown is not None else self.match.state
        self.obs = state.observation(self.viewer)
        self.layout = self._layout_for(self.obs)
        self.targets = {}
        self.choices: dict[tuple[str, int], list[Action]] = {}
        if shown is None and self.phase == "play" and self.session.is_human(self.obs.current_player) \
                and self.obs.current_player == self.viewer:
            for action in self.obs.legal_actions:
                target = adapters.action_target(self.game.id, self.obs, action)
                if target is not None and self.layout.card_rect(target.zone, target.index) is not None:
                    self.choices.setdefault((target.zone, target.index), []).append(action)
            # A card with one action is played by a click; a card with several (Kolovrat: lay it on
            # the table or capture with it) is selected by the click and its actions become buttons.
            self.targets = {place: actions[0] for place, actions in self.choices.items()}
        if self.selected not in self.choices:
            self.selected = None
        # Lift the playable cards of the viewer's hand so they stand out.
        lift = int(self.layout.card_size[1] * 0.1)
        own = f"hand:{self.viewer}"
        if own in self.layout.zones and 0 < sum(1 for z, _ in self.targets if z == own) < len(
                self.layout.zones[own].places):
            for (zone, index) in self.targets:
                if zone == own:
                    self.layout.zones[zone].places[index][0].move_ip(0, -lift)
        self.focus = min(self.focus, max(0, len(self.targets) - 1))
        if animate and self.animate and old is not None:
            self.anim.moves(old, self.layout, played or set(), self.settings.anim_speed)
        self._build_action_buttons()

    def _build_action_buttons(self) -> None:
        assert self.manager is not None
        targeted = {a for acts in self.choices.values() for a in acts}
        actions = [a for a in self.obs.legal_actions if a not in targeted]
        if self.selected is not None:
            actions = self.choices[self.selected] + actions
        if self.phase != "play" or not self.session.is_human(self.obs.current_player) or \
                self.obs.current_player != self.viewer:
            actions = []
        if self.control is not None:
            actions = self.control.menu(self, actions)
        key = (tuple(a.code for a in actions), self.lang, self.size, self.phase, self.selected)
        if key == self._built_for:
            return
        self._built_for = key
        for button, _ in self.action_buttons:
            button.kill()
        self.action_buttons = []
        for name in ("continue", "new_match", "to_menu", "curtain"):
            if name in self.buttons:
                self.buttons.pop(name).kill()
        k, pad = self.k, int(8 * self.k)
        if self.phase == "summary":
            self.buttons["continue"] = pygame_gui.elements.UIButton(
                self._overlay_button_rect(0, 1), t("continue", self.lang) + " (Enter)", self.manager,
                object_id="@action")
        elif self.phase == "match_over":
            self.buttons["new_match"] = pygame_gui.elements.UIButton(
                self._overlay_button_rect(0, 2), t("new_match", self.lang) + " (Enter)", self.manager,
                object_id="@action")
            self.buttons["to_menu"] = pygame_gui.elements.UIButton(
                self._overlay_button_rect(1, 2), t("menu", self.lang) + " (Esc)", self.manager)
        if not actions:
            return
        cols = 1 if len(actions) <= 4 else (2 if len(actions) <= 12 else 3)
        rows = (len(actions) + cols - 1) // cols
        bh = max(22, min(int(34 * k), (self.sys_top - int(self.size[1] * 0.45)) // max(1, rows) - pad))
        bw = (self.panel.width - (cols + 1) * pad) // cols
        top = self.sys_top - rows * (bh + pad) - pad
        # Noto Sans has no suit symbols: when a label needs them, all buttons use Fira Code alike.
        symbols = any(c.has_symbols(a.label(self.lang)) for a in actions)
        for i, action in enumerate(actions):
            r, col = divmod(i, cols)
            rect = pygame.Rect(self.panel.left + pad + col * (bw + pad), top + r * (bh + pad), bw, bh)
            label = action.label(self.lang)
            if i < 9:
                label = f"{i + 1}. {label}"
            oid = pygame_gui.core.ObjectID("#symbols", "@action") if symbols else "@action"
            button = pygame_gui.elements.UIButton(rect, label, self.manager, object_id=oid,
                                                  tool_tip_text=action.label(self.lang))
            self.action_buttons.append((button, action))
        self.actions_top = top

    def _overlay_rect(self) -> pygame.Rect:
        roomy = self.k >= 0.9  # small windows give the summary box more of the table, so its text fits
        w = int(self.area.width * (0.74 if roomy else 0.84))
        h = int(self.area.height * (0.72 if roomy else 0.86))
        rect = pygame.Rect(0, 0, w, h)
        rect.center = self.area.center
        return rect

    def _overlay_button_rect(self, i: int, n: int) -> pygame.Rect:
        box = self._overlay_rect()
        bh = int(40 * self.k)
        bw = int(min(240 * self.k, (box.width - 40) / n - 10))
        total = n * bw + (n - 1) * 16
        return pygame.Rect(box.centerx - total // 2 + i * (bw + 16), box.bottom - bh - int(16 * self.k), bw, bh)

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
        if self.phase != "play" or self.match.is_over:
            return False
        mover = self.match.current_player
        sizes = _zone_sizes(self.obs)
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self._say(str(exc))
            return False
        if self.saver is not None:
            self.saver.save(self.match)
            if self.saver.problem:
                self._say(self.saver.problem)  # the save failed (a full disc): say so, play on
        played = {card for e in events for card in (e.for_seat(self.viewer) or e).cards if e.kind in ("play", "lead")}
        cut = next((i for i, e in enumerate(events) if e.kind == "deal_over"), None)
        now, later = (events, []) if cut is None else (events[:cut], events[cut:])
        self._log_events(now, self.log)
        if not self.session.is_human(mover) and action.kind in getattr(self.game, "announce_kinds", ()):
            self.log.append(f"  ({action.label(self.lang)})")  # e.g. a bridge call's meaning
        if cut is not None:
            self.next_log = []
            self._log_events(later, self.next_log)
            deal = self.match.finished_deals[-1]
            self.summary_deal = deal
            self.summary_lines = self._summary_lines(deal, now)
            self.after_summary = "match_over" if self.match.is_over else "play"
            self._refresh(animate=True, played=played, shown=deal)
            self.phase = "summary_wait"
            self.sounds.play("deal_over")
        else:
            self._refresh(animate=True, played=played)
            if _zone_sizes(self.obs) != sizes:
                self.sounds.play("card")  # a card went somewhere (laid, drawn, captured, passed)
            now_mover = self.match.current_player
            if not self.session.is_human(mover) and now_mover is not None and self.session.is_human(now_mover):
                self.sounds.play("turn")  # the bots have moved: the human's turn again
        self.pause = self.settings.ai_pause if not self.session.is_human(mover) else 0.0
        self.toast = ""
        return True

    def _summary_lines(self, deal: Any, last_events: Sequence[Event]) -> list[str]:
        """How the deal went, in a few sentences: its rarer events (who went out, who scored, the
        Petr), leaving out the kinds that make up the play itself (the most frequent ones)."""
        messages = getattr(self.game, "messages", None)
        seen = [e for e in (ev.for_seat(self.viewer) for ev in deal.history) if e is not None]
        seen += [e for e in (ev.for_seat(self.viewer) for ev in last_events) if e is not None and e not in seen]
        counts: dict[str, int] = {}
        for event in seen:
            counts[event.kind] = counts.get(event.kind, 0) + 1
        common = {k for k, n in counts.items() if n > 2 * self.match.num_players}
        notable = [e for e in seen if e.kind not in common and e.kind not in ("deal_over", "match_over")]
        return [sentence(e, self.lang, self.names, messages, self.game) for e in notable[-8:]]

    def _say(self, message: str, seconds: float = 3.0) -> None:
        self.toast = message
        self.toast_time = seconds

    def undo(self) -> None:
        if not self.session.can_undo() or self.phase == "curtain":
            self._say(t("nothing_to_undo", self.lang))
            return
        if self.session.undo():
            if self.saver is not None:
                self.saver.save(self.match)
            self.anim.finish()
            self.log = []
            self._log_events(self.match.state.history, self.log)
            self.phase = "play"
            self.pause = 0.0
            self.summary_deal = None
            self.layout = None
            self._refresh(animate=False)
            self._say(t("undone", self.lang))
        else:
            self._say(t("nothing_to_undo", self.lang))

    def hint(self) -> None:
        if self.phase == "play" and self.session.hint_available() and self.match.current_player == self.viewer:
            self.session.start_hint()
            self._say("…", 10.0)
        else:
            self._say(t("hint_none", self.lang))

    def _continue(self) -> None:
        if self.phase == "summary":
            self.phase = self.after_summary
            if self.phase == "play":
                self.log, self.next_log = self.next_log, []
                self.summary_deal = None
                self.layout = None
                self._refresh(animate=False)
                self._deal_animation()
            else:
                self._build_action_buttons()
        elif self.phase == "match_over":
            self._new_match()
        elif self.phase == "curtain":
            self.phase = "play"
            self.viewer = self.match.current_player if self.match.current_player is not None else self.viewer
            self.log = []
            self._log_events(self.match.state.history, self.log)
            self.layout = None
            self._refresh(animate=False)

    def _new_match(self) -> None:
        seats = self.session.seats
        self.session.close()
        self.__init__(self.game, seats, self.options, self.seed + 1, self.settings, self.size,  # type: ignore[misc]
                      self.animate, self.saver is not None)

    def adopt_match(self) -> None:
        """Show `self.session.match` afresh (a resumed save): log, phase and layout from its state."""
        self.anim.finish()
        self.log = []
        self._log_events(self.match.state.history, self.log)
        finished = self.match.finished_deals
        self.summary_deal = finished[-1] if self.match.is_over and finished else None
        self.phase = "match_over" if self.match.is_over else "play"
        humans = self.session.humans
        current = self.match.current_player
        self.viewer = current if current in humans and len(humans) > 1 else (humans[0] if humans else 0)
        self.layout = None
        self._built_for = ()
        self._refresh(animate=False)

    def close(self) -> None:
        self.session.close()

    # -- the loop ---------------------------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None
        self.manager.process_events(event)
        if self.control is not None and event.type != pygame_gui.UI_BUTTON_PRESSED and \
                self.control.handle(self, event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _button(self, element: Any) -> None:
        for button, action in self.action_buttons:
            if button is element:
                self.act(action)
                return
        for key, button in list(self.buttons.items()):
            if button is element:
                self._command(key)
                return

    def _command(self, key: str) -> None:
        if key == "hint":
            self.hint()
        elif key == "undo":
            self.undo()
        elif key == "rules":
            self.open_rules()
        elif key in ("menu", "to_menu"):
            self.next_scene = "menu"
        elif key in ("continue", "new_match", "curtain"):
            self._continue()

    def open_rules(self) -> None:
        from ui.scenes.rules import RulesScene

        self.next_scene = RulesScene(self.settings, game_id=self.game.id, size=self.size)

    def _click(self, pos: tuple[int, int]) -> None:
        if self.phase == "curtain":
            self._continue()
            return
        if self.phase != "play" or self.layout is None or not self.area.collidepoint(pos):
            return
        hit = self.layout.hit(pos, self.targets)
        if hit is not None:
            self.focus = list(self.targets).index(hit)
            self.choose(hit)

    def choose(self, place: tuple[str, int]) -> None:
        """A click (or Enter) on a playable card: play it, or offer its actions if it has several."""
        actions = self.choices.get(place) or [self.targets[place]]
        if len(actions) == 1 or self.selected == place:
            self.anim.finish()
            self.selected = None
            self.act(actions[0])
        else:
            self.selected = place
            self._build_action_buttons()

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key == pygame.K_F1:
            self.open_rules()
        elif key == pygame.K_ESCAPE:
            if self.selected is not None:
                self.selected = None
                self._build_action_buttons()
            else:
                self.next_scene = "menu"
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.phase in ("summary", "match_over", "curtain"):
                self._continue()
            elif self.targets:
                self.choose(list(self.targets)[self.focus % len(self.targets)])
        elif key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB) and self.targets:
            self.focus = (self.focus + 1) % len(self.targets)
        elif key in (pygame.K_LEFT, pygame.K_UP) and self.targets:
            self.focus = (self.focus - 1) % len(self.targets)
        elif key == pygame.K_h:
            self.hint()
        elif key == pygame.K_u or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            self.undo()
        elif pygame.K_1 <= key <= pygame.K_9:
            i = key - pygame.K_1
            if self.phase == "play" and i < len(self.action_buttons):
                self.act(self.action_buttons[i][1])

    def update(self, dt: float) -> None:
        super().update(dt)
        self.anim.update(dt)
        if self.control is not None:
            self.control.update(self, dt)
        if self.toast_time > 0:
            self.toast_time -= dt
            if self.toast_time <= 0:
                self.toast = ""
        hint = self.session.poll_hint()
        if hint is not None:
            self._say(t("hint_says", self.lang, who=self.session.hint_player_name(), action=hint.label(self.lang)))
            target = adapters.action_target(self.game.id, self.obs, hint)
            if target is not None and (target.zone, target.index) in self.targets:
                self.focus = list(self.targets).index((target.zone, target.index))
        if self.anim.busy:
            return
        if self.phase == "summary_wait":
            self.phase = "summary"
            self._build_action_buttons()
            return
        if self.phase != "play" or self.match.is_over:
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
        elif mover != self.viewer:
            if len(self.session.humans) > 1:
                self.phase = "curtain"
                self._build_action_buttons()
            else:
                self.viewer = mover
                self._refresh(animate=False)

    # -- drawing ----------------------------------------------------------------------------------------------
    def _image(self, card: Card | None, size: tuple[int, int]) -> pygame.Surface:
        return card_image(card, self.obs_pack, size, self.settings.four_colour, self.lang)

    @property
    def obs_pack(self) -> Any:
        return self.match.state.pack if self.summary_deal is None else self.summary_deal.pack

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the cached still picture, fly the moving cards over it, then the status and widgets.

        The still picture (felt, zones, seat plates, side panel, summary) is redrawn only when
        something in it changed; a frame is otherwise one blit, the flights and the widgets.
        """
        assert self.manager is not None and self.layout is not None
        if self.phase == "curtain":
            c.felt(surface)
            self._draw_curtain(surface)
            self.manager.draw_ui(surface)
            return
        dots = int(pygame.time.get_ticks() / 300) % 3 if self.session.thinking else -1
        key = (id(self.layout), id(self.obs), self.focus, self.selected, self.phase, len(self.log),
               frozenset(self.anim.hidden()),
               dots, self.summary_deal is not None, len(self.action_buttons), surface.get_size())
        if self._layer is None or key != self._layer_key:
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() \
                    else pygame.Surface(surface.get_size())
            layer = self._layer
            c.felt(layer)
            self._draw_zones(layer)
            self._draw_seats(layer)
            self._draw_panel(layer)
            if self.phase in ("summary", "match_over"):
                self._draw_summary(layer)
            self._layer_key = key
        surface.blit(self._layer, (0, 0))
        self.anim.draw(surface, self._image)
        if self.phase not in ("summary", "match_over"):
            self._draw_status(surface)
        if self.control is not None:
            self.control.draw(self, surface)
        self.manager.draw_ui(surface)

    def _draw_zones(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        hidden = self.anim.hidden()
        k = self.k
        focus_key = list(self.targets)[self.focus % len(self.targets)] if self.targets else None
        own = f"hand:{self.viewer}"
        dim = own in self.layout.zones and any(z == own for z, _ in self.targets)
        badges = self._badge_places()
        for name, box in self.layout.zones.items():
            if not box.places:
                if box.owner is None:
                    pygame.draw.rect(surface, c.FELT_DARK, pygame.Rect(box.rect.topleft, box.card_size),
                                     width=2, border_radius=6)
                    if name in badges:  # its name is too long for the slot: it goes under it, as a badge
                        width, drop = badges[name]
                        self._draw_zone_badge(surface, name, pygame.Rect(box.rect.topleft, box.card_size).move(0, drop),
                                              width)
                    else:
                        self._draw_slot_label(surface, i18n.zone_name(name, self.lang),
                                              pygame.Rect(box.rect.topleft, box.card_size), self._slot_pitch(name))
                continue
            for index, (rect, card) in enumerate(box.places):
                if (name, index) in hidden:
                    continue
                surface.blit(self._image(card, rect.size), rect.topleft)
                key = (name, index)
                if key in self.targets:
                    pygame.draw.rect(surface, c.HIGHLIGHT, rect.inflate(4, 4), width=max(2, int(3 * k)),
                                     border_radius=8)
                elif dim and name == own:
                    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                    shade.fill((0, 0, 0, 70))
                    surface.blit(shade, rect.topleft)
                if key == focus_key:
                    pygame.draw.rect(surface, c.FOCUS, rect.inflate(10, 10), width=max(2, int(3 * k)),
                                     border_radius=10)
                if key == self.selected:
                    pygame.draw.rect(surface, c.SELECTED, rect.inflate(16, 16), width=max(3, int(4 * k)),
                                     border_radius=12)
            if box.owner is None:  # centre zones carry their name: "talon 19", "table"
                width, drop = badges[name]
                self._draw_zone_badge(surface, name, box.rect.move(0, drop), width)
            elif box.style == "pile" or (not name.startswith("hand:") and box.owner is not None):
                badge = c.text(str(box.count), int(13 * k), c.TEXT, True)
                br = badge.get_rect()
                br.inflate_ip(10, 2)
                br.midleft = (box.rect.right + 3, box.rect.centery)  # beside the zone: above and below sit hands
                if br.right > self.area.right - 4:
                    br.midright = (box.rect.left - 3, box.rect.centery)
                pygame.draw.rect(surface, c.PANEL, br, border_radius=br.height // 2)
                surface.blit(badge, badge.get_rect(center=br.center))

    def _fit_lines(self, text: str, width: int, height: int, start_px: int,
                   bold: bool = False, slack: int = 0) -> tuple[int, list[str]]:
        """`text` wrapped into a width × height box at the largest font (from `start_px` down to the
        smallest readable) at which every line fits, so a label reads in full rather than elided; at the
        smallest font a word more than `slack` pixels too long for a line is hyphenated when both parts
        keep three letters, and is otherwise left a little wider than the box (better than cut)."""
        smallest = c.MIN_FONT
        for px in range(max(smallest, start_px), smallest - 1, -1):
            lines = c.wrap(text, px, width, bold)
            font = c.font(px, bold)
            if all(font.size(line)[0] <= width for line in lines) and len(lines) * font.get_linesize() <= height:
                return px, lines
        font = c.font(smallest, bold)
        lines = []
        for line in c.wrap(text, smallest, width, bold):
            while font.size(line)[0] > width + slack and " " not in line:
                cut = len(line) - 1
                while cut > 3 and font.size(line[:cut] + "-")[0] > width:
                    cut -= 1
                cut = min(cut, len(line) - 3)  # never leave fewer than three letters for the next line
                if cut <= 3:
                    break
                lines.append(line[:cut] + "-")
                line = line[cut:]
            lines.append(line)
        return smallest, lines

    def _badge_places(self) -> dict[str, tuple[int, int]]:
        """Each centre zone's name badge: the width it may take and how far below the usual line it
        sits. Badges on one row share its width; when a name would not fit its share (on up to three
        lines), every other badge drops below its neighbours', so each may take about twice the room."""
        assert self.layout is not None
        k = self.k
        centre = sorted(((n, b) for n, b in self.layout.zones.items()
                         if b.owner is None and (b.places or not self._slot_label_fits(n))),
                        key=lambda nb: (nb[1].rect.bottom, nb[1].rect.centerx))
        rows: list[list[tuple[str, Any]]] = []
        for item in centre:
            if rows and abs(rows[-1][-1][1].rect.bottom - item[1].rect.bottom) <= int(30 * k):
                rows[-1].append(item)
            else:
                rows.append([item])
        places: dict[str, tuple[int, int]] = {}
        for row in (sorted(r, key=lambda nb: nb[1].rect.centerx) for r in rows):
            def widths(reach: int, row: list[tuple[str, Any]] = row) -> list[int]:
                out = []
                for i, (_, box) in enumerate(row):
                    width = max(box.rect.width, box.card_size[0] * (1 + reach))
                    for j in (i - reach, i + reach):
                        if 0 <= j < len(row):
                            width = min(width, abs(row[j][1].rect.centerx - box.rect.centerx) - int(6 * k))
                    out.append(max(int(30 * k), width - 12))
                return out

            near = widths(1)
            stagger = not all(self._badge_fits(name, w) for w, (name, _) in zip(near, row, strict=True))
            chosen = widths(2) if stagger else near
            drop = max((self._badge_height(name, w) for (name, _), w in zip(row, chosen, strict=True)), default=0)
            for i, ((name, _), width) in enumerate(zip(row, chosen, strict=True)):
                places[name] = (width, drop + int(4 * k) if stagger and i % 2 else 0)
        return places

    def _badge_lines(self, name: str, width: int) -> tuple[int, list[str]]:
        start = int(13 * self.k)
        return self._fit_lines(self._badge_tag(name), width, 3 * c.font(start, True).get_linesize(), start, True)

    def _badge_fits(self, name: str, width: int) -> bool:
        px, lines = self._badge_lines(name, width)
        font = c.font(px, True)
        return len(lines) <= BADGE_LINES and all(font.size(line)[0] <= width for line in lines)

    def _badge_height(self, name: str, width: int) -> int:
        px, lines = self._badge_lines(name, width)
        return min(BADGE_LINES, len(lines)) * c.font(px, True).get_linesize() + 2

    def _badge_tag(self, name: str) -> str:
        assert self.layout is not None
        box = self.layout.zones[name]
        return i18n.zone_name(name, self.lang) + (f" {box.count}" if box.style == "pile" and box.places else "")

    def _draw_zone_badge(self, surface: pygame.Surface, name: str, rect: pygame.Rect, width: int) -> None:
        """A centre zone's name under it, on up to BADGE_LINES lines so it reads in full in a narrow row."""
        px, lines = self._badge_lines(name, width)
        if len(lines) > BADGE_LINES:  # a last resort for a name too long even so: the last line is elided
            lines = [*lines[: BADGE_LINES - 1], " ".join(lines[BADGE_LINES - 1:]).replace("- ", "")]
        step = c.font(px, True).get_linesize()
        imgs = [c.fit_text(line, px, width, c.TEXT, True) for line in lines]
        br = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 12, len(imgs) * step + 2)
        br.midtop = (rect.centerx, rect.bottom + 3)
        pygame.draw.rect(surface, c.PANEL, br, border_radius=min(br.height // 2, int(10 * self.k)))
        for i, img in enumerate(imgs):
            surface.blit(img, img.get_rect(midtop=(br.centerx, br.top + 1 + i * step)))

    def _slot_pitch(self, name: str) -> int:
        """How far the nearest other centre zone on the same row is (centre to centre)."""
        assert self.layout is not None
        box = self.layout.zones[name]
        near = [abs(ob.rect.centerx - box.rect.centerx) for other, ob in self.layout.zones.items()
                if other != name and ob.owner is None and abs(ob.rect.centery - box.rect.centery) <= box.rect.height]
        return min(near, default=box.card_size[0] * 2)

    def _slot_label_fits(self, name: str) -> bool:
        """Whether an empty zone's name fits inside its slot without hyphenation."""
        assert self.layout is not None
        box = self.layout.zones[name]
        slot = pygame.Rect(box.rect.topleft, box.card_size)
        px, lines = self._slot_label_lines(i18n.zone_name(name, self.lang), slot, self._slot_pitch(name))
        return not any(line.endswith("-") for line in lines) and \
            len(lines) * c.font(px).get_linesize() <= slot.height - 4

    def _slot_label_lines(self, text: str, slot: pygame.Rect, pitch: int) -> tuple[int, list[str]]:
        """An empty zone's name inside its card-sized slot; at the smallest font a word may stick out of a
        narrow slot into the gap beside it (not into the next slot) before it is hyphenated."""
        slack = max(0, pitch - slot.width - int(6 * self.k))
        return self._fit_lines(text, slot.width - 4, slot.height - 4, int(12 * self.k), slack=slack)

    def _draw_slot_label(self, surface: pygame.Surface, text: str, slot: pygame.Rect, pitch: int) -> None:
        px, lines = self._slot_label_lines(text, slot, pitch)
        step = c.font(px).get_linesize()
        top = slot.centery - len(lines) * step // 2
        for i, line in enumerate(lines):
            img = c.text(line, px, c.TEXT_DIM)  # may stick out of a very narrow slot a little, never cut
            surface.blit(img, img.get_rect(center=(slot.centerx, top + i * step + step // 2)))

    def _draw_seats(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        k = self.k
        mover = self.obs.current_player if self.summary_deal is None else None
        dealer = self.obs.public.get("dealer")
        totals = self.match.scores()
        for seat, box in self.layout.seats.items():
            name = self.seat_label(seat)
            score = c.text(f"{totals[seat]:g}", int(13 * k), c.GOLD, True) if seat < len(totals) else None
            button = self._dealer_radius() * 2 + 4 if seat == dealer else 0
            plate, name_w = self._plate_rect(box.label, name, seat == mover, score, button)
            colour = c.PANEL_LIGHT if seat != mover else (70, 60, 20)
            c.draw_panel(surface, plate, colour, radius=8, alpha=225)
            if seat == mover:
                pygame.draw.rect(surface, c.GOLD, plate, width=2, border_radius=8)
            if button:
                self._draw_dealer_button(surface, (plate.left + 4 + button // 2, plate.centery))
            img = c.fit_text(name, int(14 * k), name_w, c.TEXT, seat == mover)
            surface.blit(img, (plate.left + 6 + button, plate.top + (plate.height - img.get_height()) // 2))
            if seat == mover and self.session.thinking and seat != self.viewer:
                dots = "." * (1 + int(pygame.time.get_ticks() / 300) % 3)
                think = c.text(t("thinking", self.lang, name=self.names[seat]).rstrip("…") + dots, int(13 * k),
                               c.GOLD)
                tr = think.get_rect(midbottom=(plate.centerx, plate.top - 2))
                tr.clamp_ip(self.area)
                surface.blit(think, tr)
            if score is not None:
                surface.blit(score, score.get_rect(midright=(plate.right - 6, plate.centery)))

    def _dealer_radius(self) -> int:
        return max(7, int(9 * self.k))

    def _draw_dealer_button(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """The dealer's button, as at a card club's table: a white disc with the initial of the word
        ("R" for rozdává, "D" for dealer) at the head of the dealer's plate."""
        radius = self._dealer_radius()
        pygame.draw.circle(surface, (238, 234, 222), centre, radius)
        pygame.draw.circle(surface, c.GOLD, centre, radius, width=2)
        letter = c.text(t("dealer", self.lang)[0].upper(), max(9, int(11 * self.k)), (40, 40, 40), True)
        surface.blit(letter, letter.get_rect(center=centre))

    def _plate_rect(self, plate: pygame.Rect, name: str, bold: bool,
                    score: pygame.Surface | None, button: int = 0) -> tuple[pygame.Rect, int]:
        """A seat plate wide enough for its name and score side by side, after the dealer's button if it
        has one (grown about its centre, kept on the table, at most a third of it wide), and the width
        left for the name, which is elided beyond it."""
        gap = int(10 * self.k) if score is not None else 0
        score_w = score.get_width() if score is not None else 0
        need = c.font(int(14 * self.k), bold).size(name)[0] + score_w + gap + 12 + button
        plate = pygame.Rect(plate)
        if need > plate.width:
            centre = plate.center
            plate.width = min(need, max(plate.width, self.area.width // 3))
            plate.center = centre
            plate.clamp_ip(self.area)
        return plate, plate.width - 12 - score_w - gap - button

    def _draw_status(self, surface: pygame.Surface) -> None:
        k = self.k
        mover = self.obs.current_player
        if self.toast:
            line = self.toast
        elif self.summary_deal is not None:
            line = t("deal_over", self.lang)
        elif mover is None:
            line = t("match_over", self.lang)
        elif mover == self.viewer and self.session.is_human(mover):
            line = t("your_turn", self.lang)
            if self.selected is not None:
                line += " – " + t("choose_for_card", self.lang)
            elif self.targets:
                line += " – " + t("click_card", self.lang)
        elif not self.session.humans:
            line = t("all_ai", self.lang) + " " + t("turn_of", self.lang, name=self.names[mover])
        else:
            line = t("turn_of", self.lang, name=self.names[mover])
        img = c.fit_text(line, int(17 * k), self.area.width - 40, c.TEXT, True)
        rect = img.get_rect(midtop=(self.area.centerx, int(8 * k)))
        c.draw_panel(surface, rect.inflate(24, 8), c.PANEL, radius=12, alpha=200)
        surface.blit(img, rect)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        k = self.k
        p = self.panel
        pygame.draw.rect(surface, c.PANEL, p)
        pad = int(12 * k)
        y = pad
        title = c.fit_text(self.game.names.get(self.lang), int(22 * k), p.width - 2 * pad, c.GOLD, True)
        surface.blit(title, (p.left + pad, y))
        y += title.get_height() + 2
        deals = self.match.config.get("deals")
        n = self.match.context.deal_index + (0 if self.summary_deal is not None else 1)
        n = max(1, n)
        sub = t("deal_n", self.lang, n=n, of=deals) if deals else t("deal_k", self.lang, n=n)
        surface.blit(c.text(sub, int(14 * k), c.TEXT_DIM), (p.left + pad, y))
        y += int(24 * k)
        # score
        head = t("score", self.lang) + (" " + t("lower_better", self.lang) if self.game.lower_is_better else "")
        surface.blit(c.fit_text(head, int(15 * k), p.width - 2 * pad, c.TEXT, True), (p.left + pad, y))
        y += int(22 * k)
        panel = adapters.panel_for(self.game.id)
        if panel is not None:
            rect = pygame.Rect(p.left + pad, y, p.width - 2 * pad, int(p.height * 0.22))
            with contextlib.suppress(Exception):  # a game's panel must not take the table down
                panel(surface, rect, self.obs, self.lang, self.names)
            y = rect.bottom + 4
        else:
            totals = self.match.scores()
            for seat in range(self.match.num_players):
                line = c.fit_text(self.seat_label(seat), int(14 * k), p.width - 2 * pad - int(60 * k))
                surface.blit(line, (p.left + pad, y))
                val = c.text(f"{totals[seat]:g}", int(14 * k), c.GOLD, True)
                surface.blit(val, val.get_rect(topright=(p.right - pad, y)))
                y += int(19 * k)
        y += int(8 * k)
        # log
        surface.blit(c.text(t("log", self.lang), int(15 * k), c.TEXT, True), (p.left + pad, y))
        y += int(22 * k)
        bottom = self.actions_top - pad if self.action_buttons else self.sys_top - pad
        px = int(13 * k)
        line_h = c.font(px).get_linesize()
        lines: list[str] = []
        for entry in self.log[-40:]:
            lines.extend(c.wrap(entry, px, p.width - 2 * pad))
        room = max(0, (bottom - y) // line_h)
        for line in lines[-room:] if room else []:
            surface.blit(c.text(line, px, c.TEXT_DIM), (p.left + pad, y))
            y += line_h
        # keys
        keys = c.fit_text(t("table_keys", self.lang), int(11 * k), self.area.width - 20, c.TEXT_DIM)
        surface.blit(keys, keys.get_rect(midbottom=(self.area.centerx, self.area.bottom - 2)))

    def _draw_summary(self, surface: pygame.Surface) -> None:
        k = self.k
        box = self._overlay_rect()
        c.draw_panel(surface, box, c.PANEL, radius=14, alpha=240)
        pygame.draw.rect(surface, c.GOLD, box, width=2, border_radius=14)
        pad = int(18 * k)
        y = box.top + pad
        over = self.phase == "match_over"
        title = t("match_over", self.lang) if over else t("deal_over", self.lang)
        img = c.text(title, int(24 * k), c.GOLD, True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height() + int(8 * k)
        if over:
            winners = [self.names[s] for s in self.match.winners()]
            key = "winner" if len(winners) == 1 else "winners"
            img = c.fit_text(t(key, self.lang, names=", ".join(winners)), int(19 * k), box.width - 2 * pad, c.TEXT,
                             True)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + int(8 * k)
        # score table: seat, this deal, total
        deal = self.summary_deal
        deal_scores = deal.scores() if deal is not None else [0.0] * self.match.num_players
        totals = self.match.scores()
        px = int(15 * k)
        col1, col2 = box.left + int(box.width * 0.62), box.right - pad
        head = c.text(t("deal_points", self.lang), px, c.TEXT_DIM)
        surface.blit(head, head.get_rect(topright=(col1, y)))
        tot = c.text(t("total", self.lang), px, c.TEXT_DIM)
        surface.blit(tot, tot.get_rect(topright=(col2, y)))
        y += int(22 * k)
        for seat in range(self.match.num_players):
            surface.blit(c.fit_text(self.seat_label(seat), px, col1 - box.left - pad - int(90 * k)),
                         (box.left + pad, y))
            a = c.text(f"{deal_scores[seat]:g}", px, c.TEXT, True)
            surface.blit(a, a.get_rect(topright=(col1, y)))
            b = c.text(f"{totals[seat]:g}", px, c.GOLD, True)
            surface.blit(b, b.get_rect(topright=(col2, y)))
            y += int(20 * k)
        y += int(8 * k)
        # explanations: how the deal ended, then the rule it was scored by
        limit = self._overlay_button_rect(0, 1).top - int(8 * k)
        texts = list(self.summary_lines)
        texts.append(t("explain_scores", self.lang) + " " + self.game.rulebook.text["scoring"].get(self.lang))
        small, lines = self._summary_text(texts, box.width - 2 * pad, limit - y)
        line_h = c.font(small).get_linesize()
        for line in lines:
            surface.blit(c.text(line, small, c.TEXT_DIM), (box.left + pad, y))
            y += line_h

    def _summary_text(self, texts: list[str], width: int, room: int) -> tuple[int, list[str]]:
        """The summary's paragraphs wrapped to the box: the largest font (14 px down to 10) at which they
        fit; when even the smallest does not, the lines that fit, the last one ending in a pointer to
        the rules (the cut part is the rule book's scoring text, which F1 shows in full)."""
        k = self.k
        smallest = max(10, int(10 * k))
        for px in range(max(smallest, int(14 * k)), smallest - 1, -1):
            lines = [line for entry in texts for line in c.wrap(entry, px, width)]
            if len(lines) * c.font(px).get_linesize() <= room:
                return px, lines
        fits = max(1, room // c.font(smallest).get_linesize())
        more = f" … ({t('rules', self.lang)}: F1)"
        last = lines[fits - 1]
        while last and c.font(smallest).size(last + more)[0] > width:
            last = last.rsplit(" ", 1)[0] if " " in last else last[:-1]
        return smallest, [*lines[: fits - 1], last + more]

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        surface.fill((12, 16, 22))
        k = self.k
        w, h = surface.get_size()
        mover = self.match.current_player
        name = self.names[mover] if mover is not None else ""
        img = c.fit_text(t("curtain", self.lang, name=name), int(34 * k), w - 40, c.GOLD, True)
        surface.blit(img, img.get_rect(center=(w // 2, h // 2 - int(20 * k))))
        sub = c.fit_text(t("curtain_sub", self.lang), int(18 * k), w - 40, c.TEXT)
        surface.blit(sub, sub.get_rect(center=(w // 2, h // 2 + int(28 * k))))


def _zone_sizes(obs: Observation) -> dict[str, int]:
    """How many cards each zone holds, as the viewer sees the table."""
    return {zone.name: zone.size for zone in obs.zones}
