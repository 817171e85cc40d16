"""What the table scene holds, and how it turns the match into what is on screen.

`TableView` is the base of the table scene's parts (ui/table/input.py, draw_*.py) and of the scene
itself (ui/scenes/table.py): the state they share, declared here once, and the view of it that all
of them use: the observation the viewer sees, the layout of its zones, the clickable cards
(`targets`, `choices`) and the buttons (legal actions not on a card, the panel's commands, the
summary's). It decides no rule and makes no move: the moves are the scene's.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui

from cards.model import Card, Pack
from games.actions import Action
from games.events import Event
from games.game import Game
from games.match import Match
from games.state import Observation, State
from games.words import describe
from sessions.autosave import TableSaver
from ui import gui_tips, i18n
from ui.i18n import t
from ui.scene import GuiScene
from ui.scenes import common as c
from ui.sound import Sounds
from ui.table import adapters, controls, hotseat
from ui.table.anim import Animator
from ui.table.cardart import card_image
from ui.table.drag import CardDrag
from ui.table.layout import Layout, compute, zone_kinds
from ui.table.phase import TablePhase
from ui.table.session import HUMAN, OptionValue, TableSession
from ui.table.steady import keep_places
from ui.table.tricks import TRICK, SeenTrick, held_zones, laid_by, trick_seats


def panel_width(window_width: int) -> int:
    """The side panel: 27 % of a wide window; in a narrow one it narrows to 240 px rather than keep 300 (which
    left the felt 500 px at 800×560 and its cards about 45 px wide), so the cards get the room."""
    return max(240, int(window_width * 0.27))


class TableView(GuiScene):
    """The table scene's state and the view of it; ui/scenes/table.py's TableScene fills it in."""

    # what is played, and by whom (set when a match starts: TableScene.reset)
    game: Game
    settings: c.Settings
    lang: str
    seed: int
    options: dict[str, OptionValue]
    session: TableSession
    saver: TableSaver | None  # every applied action goes to disk; None where shots and tests switch it off
    names: list[str]
    viewer: int  # whose eyes the table shows (hot-seat: the human to move)
    #: hot seat: the table shown as an onlooker sees it (no one's hand face up, no private event in the log),
    #: from a human's move until the curtain is lifted for the next (ui/table/hotseat.py)
    masked: bool = False
    #: who played each seat where the session's seats are stand-ins: a replay's table asks no bot, yet its
    #: plates must say what the save says ('' where the record does not say: an imported text)
    shown_seats: list[str] | None = None
    animate: bool
    ai_enabled: bool
    anim: Animator
    drag: CardDrag  # the card under the mouse: pressed, carried or gliding back; the refusal line
    sounds: Sounds
    control: controls.AnyControl | None  # a game's own control (Ospalec race, Souboje auto-play, Kvarteto ask)
    # where the table is: "play", "summary_wait", "summary", "match_over" or "curtain"
    phase: TablePhase
    pause: float  # seconds still to wait after an AI move, so a person can follow it
    toast: str
    toast_time: float
    log: list[str]
    next_log: list[str]  # the next deal's first lines, held back while the summary shows
    summary_deal: State | None  # the finished deal shown under the summary
    summary_lines: list[str]
    after_summary: TablePhase
    held: SeenTrick | None  # a finished trick kept on the felt until a click or the delay (ui/table/tricks.py)
    held_time: float  # seconds the held trick still stays
    show_last: bool  # the last trick is shown by seat over the table (L)
    # how long the table has stood in `aged_phase`, and since the last Enter or Space (ui/table/input.py: a
    # summary goes on only at a deliberate key)
    phase_age: float = 0.0
    aged_phase: TablePhase | None = None
    key_rest: float = float("inf")
    # what is on screen (rebuilt by _rebuild and _refresh)
    obs: Observation
    layout: Layout | None
    targets: dict[tuple[str, int], Action]  # the card places a click plays, with the action it plays
    choices: dict[tuple[str, int], list[Action]]  # every action of each such card (several: a choice)
    focus: int  # the keyboard's place among `targets`
    selected: tuple[str, int] | None  # a card of several actions, clicked once: its actions are buttons
    buttons: dict[str, pygame_gui.elements.UIButton]  # the panel's commands and the summary's, by name
    action_buttons: list[tuple[pygame_gui.elements.UIButton, Action]]
    _built_for: tuple[object, ...]  # what the action buttons were built for: rebuilt when it changes
    k: float
    panel: pygame.Rect
    area: pygame.Rect
    sys_top: int
    actions_top: int

    # -- the moves: the scene's own (ui/scenes/table.py); input calls them ---------------------------------------
    def act(self, action: Action) -> bool:
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def hint(self) -> None:
        raise NotImplementedError

    def _continue(self) -> None:
        raise NotImplementedError

    def seat_numbers(self) -> list[float]:  # ui/table/draw_seats.py
        raise NotImplementedError

    def sweep(self) -> None:  # ui/table/draw_tricks.py
        raise NotImplementedError

    def toggle_last(self) -> None:  # ui/table/draw_tricks.py
        raise NotImplementedError

    # -- names and state ----------------------------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.session.match

    def own_seat(self) -> int | None:
        """The player's seat, whose row a panel marks as his: the one human's; None at a table of bots (a shot,
        a demo) or of several humans taking turns, where no row is "you" for all who look."""
        seats = self.shown_seats or self.session.seats
        return seats.index(HUMAN) if seats.count(HUMAN) == 1 else None

    def seat_label(self, seat: int) -> str:
        seats = self.shown_seats or self.session.seats
        kind = seats[seat]
        if kind == HUMAN:
            return f"{self.names[seat]} ({t('you', self.lang).lower()})" if seats.count(HUMAN) == 1 else \
                f"{self.names[seat]} ({t('human', self.lang).lower()})"
        if not kind:
            return self.names[seat]
        return f"{self.names[seat]} · {i18n.ai_label(kind, self.lang).split('– ')[-1]}"

    def seen(self, event: Event) -> Event | None:
        """`event` as the table may show it now: the viewer's eyes, or an onlooker's while masked."""
        return hotseat.seen(event, None if self.masked else self.viewer)

    def _log_events(self, events: Sequence[Event], into: list[str]) -> None:
        for event in events:
            seen = self.seen(event)
            if seen is None or seen.kind in ("deal_over", "match_over"):
                continue
            into.append(describe(seen, self.lang, self.names, self.game))

    def _say(self, message: str, seconds: float = 3.0) -> None:
        self.toast = message
        self.toast_time = seconds

    @property
    def obs_pack(self) -> Pack:
        return self.match.state.pack if self.summary_deal is None else self.summary_deal.pack

    def _image(self, card: Card | None, size: tuple[int, int]) -> pygame.Surface:
        return card_image(card, self.obs_pack, size, self.settings.four_colour, self.lang, self.settings.card_back)

    # -- layout and widgets -------------------------------------------------------------------------------------
    def _rebuild(self, size: tuple[int, int]) -> None:
        self.size = size
        self.manager = c.make_manager(size)
        self.buttons = {}
        self._built_for = ()
        w, h = size
        k = c.scale(size)
        self.k = k
        self.panel = pygame.Rect(w - panel_width(w), 0, panel_width(w), h)
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
        if any(z.name == TRICK for z in self.obs.zones):  # a trick game: the last trick one click away, on the felt
            label = t("last_trick", self.lang)
            width = int(c.font(int(14 * k)).size(label)[0] * 1.15) + int(32 * k)  # the theme's font is wider
            self.buttons["last_trick"] = pygame_gui.elements.UIButton(
                pygame.Rect(self.area.left + pad, h - pad - int(50 * k), width, int(30 * k)), label, self.manager)
        self._refresh(animate=False)

    def _emphasised(self, obs: Observation) -> list[str]:
        names = []
        for action in obs.legal_actions:
            target = adapters.action_target(self.game.id, obs, action)
            if target is not None:
                names.append(target.zone)
        return names

    def _layout_for(self, obs: Observation) -> Layout:
        zones, seats = obs.zones, None
        if any(z.name == TRICK for z in zones):  # a trick game: each card of the trick before its player
            if self.held is not None:
                zones = held_zones(zones, self.held)
            seats = trick_seats(zones, obs.history, self.held)
        by_seat = zone_kinds(self.game.rulebook.layout, "by_seat")  # piles that show who laid what
        layout = compute(zones, self.match.num_players, self.viewer, self.area.inflate(-8, -int(60 * self.k)),
                         self.game.rulebook.layout, self._emphasised(obs), seats,
                         c.CARD_SIZES.get(self.settings.card_size, 1.0),
                         laid_by(zones, by_seat, obs.history) if by_seat else None,
                         adapters.hand_for(self.game.id, obs),
                         [pygame.Rect(b.rect) for key, b in self.buttons.items() if key == "last_trick"])
        layout.area = self.area
        return layout

    def _refresh(self, animate: bool = True, played: set[Card] | None = None, shown: State | None = None) -> None:
        """Recompute the observation, layout, targets and buttons; fly the cards that moved."""
        old = self.layout
        state = shown if shown is not None else self.match.state
        seen = hotseat.onlooker(state, self.viewer) if self.masked else state.observation(self.viewer)
        self.obs = adapters.arranged(self.game.id, seen)
        self.layout = self._layout_for(self.obs)
        # a choice of several cards under way: nothing moves under the cursor (unless the window changed size:
        # the old places belong to another table)
        if old is not None and shown is None and old.area == self.layout.area and \
                adapters.steady(self.game.id, self.obs):
            keep_places(old, self.layout)
        self.targets = {}
        self.choices = {}
        if shown is None and self.phase == TablePhase.PLAY and self.session.is_human(self.obs.current_player) \
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
        covered = self.phase == TablePhase.CURTAIN  # the cover offers nothing of the table's but the rule book
        for name in ("hint", "undo", "last_trick"):
            button = self.buttons.get(name)
            if button is not None and button.visible == covered:
                button.hide() if covered else button.show()
        targeted = {a for acts in self.choices.values() for a in acts}
        actions = [a for a in self.obs.legal_actions if a not in targeted]
        if self.selected is not None:
            actions = self.choices[self.selected] + actions
        if self.phase != TablePhase.PLAY or not self.session.is_human(self.obs.current_player) or \
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
        for name in ("continue", "new_match", "to_menu", "curtain", "summary_rules", "replay_deal", "review_deal"):
            if name in self.buttons:
                self.buttons.pop(name).kill()
        k, pad = self.k, int(8 * self.k)
        replay = self.phase == TablePhase.SUMMARY and adapters.has_summary_part(self.game.id)
        summary = self.phase == TablePhase.SUMMARY
        if self.phase in (TablePhase.SUMMARY, TablePhase.MATCH_OVER):  # the scoring rules one click away
            n = (3 + replay) if summary else 3  # rules, [replay], review, continue
            self.buttons["summary_rules"] = pygame_gui.elements.UIButton(
                self._overlay_button_rect(0, n), t("summary_rules", self.lang) + " (F1)", self.manager)
        if replay:  # the deal card by card (ui/table/deal_replay.py), where the game has its own summary part
            self.buttons["replay_deal"] = pygame_gui.elements.UIButton(
                self._overlay_button_rect(1, 4), t("replay_deal", self.lang) + " (R)", self.manager)
        if summary:  # every decision of the deal rated (ui/scenes/review.py)
            self.buttons["review_deal"] = pygame_gui.elements.UIButton(
                self._overlay_button_rect(1 + replay, 3 + replay), t("review_deal", self.lang) + " (V)",
                self.manager)
            self.buttons["continue"] = pygame_gui.elements.UIButton(
                self._overlay_button_rect(2 + replay, 3 + replay), t("continue", self.lang) +
                " (Enter)", self.manager, object_id="@action")
        elif self.phase == TablePhase.MATCH_OVER:
            self.buttons["new_match"] = pygame_gui.elements.UIButton(
                self._overlay_button_rect(1, 3), t("new_match", self.lang) + " (Enter)", self.manager,
                object_id="@action")
            self.buttons["to_menu"] = pygame_gui.elements.UIButton(
                self._overlay_button_rect(2, 3), t("menu", self.lang) + " (Esc)", self.manager)
        if not actions:
            return
        # Noto Sans has no suit symbols: when a label needs them, all buttons use Fira Code alike.
        symbols = any(c.has_symbols(a.label(self.lang)) for a in actions)
        labels = [f"{i + 1}. {a.label(self.lang)}" if i < 9 else a.label(self.lang) for i, a in enumerate(actions)]
        cols = 1 if len(actions) <= 4 else (2 if len(actions) <= 12 else 3)
        while True:
            rows = (len(actions) + cols - 1) // cols
            bh = max(22, min(int(34 * k), (self.sys_top - int(self.size[1] * 0.45)) // max(1, rows) - pad))
            bw = (self.panel.width - (cols + 1) * pad) // cols
            top = self.sys_top - rows * (bh + pad) - pad
            for i, action in enumerate(actions):
                r, col = divmod(i, cols)
                rect = pygame.Rect(self.panel.left + pad + col * (bw + pad), top + r * (bh + pad), bw, bh)
                oid = pygame_gui.core.ObjectID("#symbols", "@action") if symbols else "@action"
                # no tooltip of its own: it said the label again, over the buttons below (ui/gui_tips.py gives one
                # the whole label where it is shortened)
                button = pygame_gui.elements.UIButton(rect, labels[i], self.manager, object_id=oid)
                self.action_buttons.append((button, action))
            # a label cut short ("1. Zeptat se K…" names nobody) takes a column fewer, where the rows still fit
            # as high as the fewest the layout allows
            narrow = any(gui_tips.font_of(b).size(b.text)[0] > gui_tips.room(b) for b, _ in self.action_buttons)
            fewer = (len(actions) + cols - 2) // max(1, cols - 1)
            if not narrow or cols == 1 or fewer * (22 + pad) + pad > self.sys_top - int(self.size[1] * 0.45):
                break
            for button, _ in self.action_buttons:
                button.kill()
            self.action_buttons = []
            cols -= 1
        self.actions_top = top
        self._light_hinted()

    def _light_hinted(self) -> None:
        """The hinted move's button drawn selected (lit), as a hinted card is focused."""
        hinted = getattr(self, "hinted", None)
        for button, action in self.action_buttons:
            if hinted is not None and action == hinted:
                button.select()
            elif button.is_selected:
                button.unselect()

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
