"""Cards picked up and dropped: the table's mouse, as card players expect it.

A press on a playable card does nothing yet. Released where it was pressed, it is a click (the
card's action, or its choices as buttons). Moved past a small threshold, the card is lifted: it
follows the cursor, the places it may be dropped are lit, and letting go over one of them makes
that action; anywhere else the card glides back and nothing happens. A press on a card of the
viewer's hand that is not playable does not lift it: the engine's reason shows in one line above
the hand.

Where an action's card may be dropped is not a rule but the table's geography: a game's table
module may name the zones (`DROP`, ui/table/adapters.py); by default a card from the viewer's hand
goes to the middle of the table (the trick, the table cards, the crib), and a card taken from
elsewhere (the table, a neighbour's fan) goes to the viewer's own hand or piles. The actions
themselves come from the view's legal actions only.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.actions import Action
from games.errors import IllegalAction
from games.words.reasons import reason_text
from ui import layout_record
from ui.i18n import t
from ui.scenes import common as c
from ui.table import adapters
from ui.table.anim import Flight
from ui.table.controls import TableHost, hint_line
from ui.table.layout import Layout
from ui.table.phase import TablePhase

Place = tuple[str, int]
#: the name a DROP hook gives the middle of the table (the trick, the table cards, the crib)
CENTRE = "centre"
THRESHOLD = 6  # pixels (at scale 1) a pressed card must travel before it is lifted rather than clicked
NOTE_SECONDS = 3.5
GLIDE_SECONDS = 0.18


@dataclass(frozen=True)
class Drop:
    """A lit place on the table: letting a lifted card go inside `rect` makes `action`."""

    rect: pygame.Rect
    action: Action


def play_area(layout: Layout, own: str) -> pygame.Rect:
    """The middle of the table, where a card from the hand is played: the centre zones and room around
    the centre for a trick laid as a cross, never reaching down into the viewer's own hand."""
    cw, ch = layout.card_size
    rect = pygame.Rect(0, 0, int(cw * 3.4), int(ch * 2.3))
    rect.center = layout.centre
    for box in layout.zones.values():
        if box.owner is None:
            rect.union_ip(box.rect.inflate(cw // 3, ch // 5))
    hand = layout.zones.get(own)
    if hand is not None and rect.bottom > hand.rect.top - 6:
        rect.height = max(ch, hand.rect.top - 6 - rect.top)
    return rect.clip(layout.area)


def zone_rect(layout: Layout, zone: str, own: str) -> pygame.Rect | None:
    if zone == CENTRE:
        return play_area(layout, own)
    box = layout.zones.get(zone)
    if box is None:
        return None
    rect = box.rect.copy()
    rect.width, rect.height = max(rect.width, box.card_size[0]), max(rect.height, box.card_size[1])
    return rect.inflate(12, 12)


class CardDrag:
    """One table's card under the mouse: pressed, lifted, dropped or gliding back; and the refusal line."""

    def __init__(self) -> None:
        self.place: Place | None = None  # the playable card pressed (None: no press in progress)
        self.start = (0, 0)
        self.pos = (0, 0)
        self.lifted = False
        self.note = ""  # why the card just pressed may not be played
        self.note_time = 0.0
        self.note_at = 0  # how many moves the match had when it was said: a move made since ends it

    # -- where a card may go --------------------------------------------------------------------------------
    @staticmethod
    def drops(scene: TableHost, place: Place) -> list[Drop]:
        assert scene.layout is not None
        own = f"hand:{scene.viewer}"
        actions = scene.choices.get(place) or ([scene.targets[place]] if place in scene.targets else [])
        mine = [own, *(name for name, box in scene.layout.zones.items()
                       if box.owner == scene.viewer and name != own)]
        out = []
        for action in actions:
            zones = adapters.drop_zones(scene.game.id, scene.obs, action)
            if zones is None:
                zones = [CENTRE] if place[0] == own else mine
            for zone in zones:
                rect = zone_rect(scene.layout, zone, own)
                if rect is not None and zone != place[0]:
                    out.append(Drop(rect, action))
        return out

    def card_rect(self, scene: TableHost) -> pygame.Rect | None:
        """Where the lifted card is drawn: its place moved with the cursor."""
        if self.place is None or scene.layout is None:
            return None
        rect = scene.layout.card_rect(*self.place)
        if rect is None:
            return None
        return rect.move(self.pos[0] - self.start[0], self.pos[1] - self.start[1])

    # -- the mouse ------------------------------------------------------------------------------------------
    def press(self, scene: TableHost, pos: tuple[int, int]) -> None:
        self.cancel()
        if scene.phase != TablePhase.PLAY or scene.layout is None or not scene.area.collidepoint(pos):
            return
        hit = scene.layout.hit(pos, scene.targets) or _whole_zone(scene, pos)
        if hit is not None:
            self.place, self.start, self.pos, self.lifted = hit, pos, pos, False
            self.note = ""  # a playable card taken: the last refusal no longer applies
            return
        self._refuse(scene, pos)

    def motion(self, scene: TableHost, pos: tuple[int, int], held: bool = True) -> None:
        if self.place is None:
            return
        if not held:  # the button came up where the table did not hear it (outside the window): put it back
            place, rect = self.place, self.card_rect(scene)
            self.cancel()
            self._glide_back(scene, place, rect)
            return
        self.pos = pos
        reach = max(3, int(THRESHOLD * scene.k))
        if not self.lifted and max(abs(pos[0] - self.start[0]), abs(pos[1] - self.start[1])) > reach:
            self.lifted = True

    def release(self, scene: TableHost, pos: tuple[int, int]) -> None:
        place, lifted = self.place, self.lifted
        if place is None:
            return
        self.pos = pos
        rect = self.card_rect(scene)
        self.place = None
        self.lifted = False
        if place not in scene.targets:
            return  # the table changed under the press (an undo, a summary): nothing to play
        if not lifted:
            scene.focus = list(scene.targets).index(place)
            scene.choose(place)
            return
        if scene.control is not None and scene.control.drop(scene, place, pos):
            return
        chosen = list(dict.fromkeys(d.action for d in self.drops(scene, place) if d.rect.collidepoint(pos)))
        if len(chosen) == 1:
            scene.anim.finish()
            card = chosen[0].card
            scene.selected = None
            if scene.act(chosen[0]) and rect is not None and card is not None:
                for flight in scene.anim.flights:  # the card flies on from where it was let go (by way of
                    if flight.card == card:  # the trick's place, if it completed one)
                        flight.start = rect.copy()
            return
        if len(chosen) > 1:  # one place, several actions (lay it down or capture with it): ask as a click does
            scene.focus = list(scene.targets).index(place)
            scene.selected = place
            scene._build_action_buttons()
        self._glide_back(scene, place, rect)

    def carried(self) -> set[Place]:
        """The place whose card is in the air (not drawn at its place meanwhile)."""
        return {self.place} if self.lifted and self.place is not None else set()

    def cancel(self) -> None:
        self.place = None
        self.lifted = False

    def _glide_back(self, scene: TableHost, place: Place, rect: pygame.Rect | None) -> None:
        assert scene.layout is not None
        home = scene.layout.card_rect(*place)
        if rect is None or home is None or not scene.animate:
            return
        card = scene.layout.zones[place[0]].places[place[1]][1]
        scene.anim.flights.append(Flight(card, rect, home.copy(), 0.0, GLIDE_SECONDS / scene.settings.anim_speed,
                                         key=place))

    def _refuse(self, scene: TableHost, pos: tuple[int, int]) -> None:
        """A press on a card of the viewer's hand that is not playable: say why, in one short line."""
        assert scene.layout is not None
        own = f"hand:{scene.viewer}"
        box = scene.layout.zones.get(own)
        if box is None:
            return
        hit = scene.layout.hit(pos, {(own, i): None for i in range(len(box.places))})
        card = box.places[hit[1]][1] if hit is not None else None
        if card is None:
            return
        mover = scene.match.current_player
        if mover is None:
            return
        self.note_at = len(scene.match.actions)
        if mover != scene.viewer or not scene.session.is_human(mover):
            self.say(t("not_your_turn", scene.lang, name=scene.names[mover]))
            return
        kinds = [a.kind for a in scene.obs.legal_actions if a.card is not None and _zone_of(scene, a) == own]
        if not kinds:
            return  # no card is played from the hand now (an auction, a capture's picks): the buttons say what is
        reason = scene.session.refusal(Action(kinds[0], card=card))
        if reason is not None:
            self.say(reason_text(IllegalAction(reason), scene.lang))
        self.note_at = len(scene.match.actions)

    def say(self, line: str) -> None:
        self.note, self.note_time = line, NOTE_SECONDS

    # -- the clock and the picture --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.note_time > 0:
            self.note_time -= dt
            if self.note_time <= 0:
                self.note = ""

    def draw(self, scene: TableHost, surface: pygame.Surface) -> None:
        if self.note and len(scene.match.actions) != self.note_at:
            self.note = ""  # said of a position that has moved on (a key played, a bot moved)
        if self.note and scene.phase == TablePhase.PLAY:
            hint_line(scene, surface, self.note)
        rect = self.card_rect(scene)
        if not self.lifted or rect is None or self.place is None or scene.layout is None:
            return
        k = scene.k
        for drop in self.drops(scene, self.place):
            over = drop.rect.collidepoint(self.pos)
            glow = pygame.Surface(drop.rect.size, pygame.SRCALPHA)
            glow.fill((*c.HIGHLIGHT, 60 if over else 28))
            if layout_record.active:
                layout_record.tag_drop(glow)
            surface.blit(glow, drop.rect.topleft)
            pygame.draw.rect(surface, c.HIGHLIGHT, drop.rect, width=max(2, int((4 if over else 2) * k)),
                             border_radius=10)
        card = scene.layout.zones[self.place[0]].places[self.place[1]][1]
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        surface.blit(shadow, rect.move(int(6 * k), int(8 * k)).topleft)
        surface.blit(scene._image(card, rect.size), rect.topleft)


def _zone_of(scene: TableHost, action: Action) -> str | None:
    target = adapters.action_target(scene.game.id, scene.obs, action)
    return target.zone if target is not None else None


def _whole_zone(scene: TableHost, pos: tuple[int, int]) -> Place | None:
    """A pile that is taken whole (Kolovrat's piles) may be grabbed anywhere, not only by its top card: the
    one playable place of a stack or of a seat's zone other than its hand, when `pos` is on that zone (never
    the table's cards or a hand, where the card under the cursor is the one meant)."""
    assert scene.layout is not None
    for zone, box in scene.layout.zones.items():
        places = [p for p in scene.targets if p[0] == zone]
        stack = box.style == "pile" or (box.owner is not None and not zone.startswith("hand:"))
        if len(places) == 1 and stack and box.rect.collidepoint(pos):
            return places[0]
    return None
