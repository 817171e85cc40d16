"""Kvarteto at the table: whom to ask, then for which card."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, cast

import pygame

from cards.registry import get_pack
from games.actions import Action
from games.events import Event
from games.kvarteto.facts import public_facts
from games.kvarteto.rules import GAME, KvartetoState, quartet_key
from games.state import Observation
from games.words import action_label
from games.words.forms import Forms, count_as
from games.words.names import decline
from games.zones import ZoneView
from ui.i18n import t
from ui.scenes import common as c
from ui.table.controls import UI, Control, hint_line, human_to_move, tr, ui_action
from ui.table.manifest import TableHooks
from ui.table.scores import signed

if TYPE_CHECKING:  # the table imports its controls: only the checker reads this one back
    from ui.scenes.table import TableScene


class KvartetoAsk(Control["TableScene"]):
    """Asking in two steps: first the player (a seat plate click, a button or a digit), then the card.

    The cards are shown on the felt in rows, one row per quartet the asker holds a card of (at most
    three missing cards each): a click on a card asks for it; from the keyboard a digit picks the
    row and a second digit the card in it. Backspace (or Esc, or the Back button) steps back.
    """

    def __init__(self) -> None:
        self.target: int | None = None
        self.row: int | None = None  # the quartet row picked by a digit, waiting for the card's digit

    @staticmethod
    def targets(actions: list[Action]) -> list[int]:
        seen: list[int] = []
        for a in actions:
            if a.kind == "ask" and a.number is not None and a.number not in seen:
                seen.append(a.number)
        return seen

    def asks(self, scene: TableScene) -> list[Action]:
        # All the asks, also those the table made card clicks (a card shown to all, seen in a hand).
        return [a for a in scene.obs.legal_actions if a.kind == "ask"] if human_to_move(scene) else []

    def rows(self, scene: TableScene) -> list[tuple[str, list[Action]]]:
        """(quartet name, the asks for its cards) for the chosen player, in the pack's order."""
        if self.target is None:
            return []
        state = cast(KvartetoState, scene.match.state)  # this game's deal (over the network, answering as one)
        order = {card: i for i, card in enumerate(state.pack.cards)}
        suits = {s.code: s for s in state.pack.suits}
        groups: dict[str, list[Action]] = {}
        for a in sorted((a for a in self.asks(scene) if a.number == self.target),
                        key=lambda a: order.get(a.card, 0) if a.card is not None else 0):
            assert a.card is not None
            groups.setdefault(state.quartet(a.card), []).append(a)
        return [(suits[key].names.get(scene.lang) if key in suits else key, acts) for key, acts in groups.items()]

    def menu(self, scene: TableScene, actions: list[Action]) -> list[Action]:
        asks = self.asks(scene)
        if not asks or any(a.kind != "ask" for a in actions):
            self.target = self.row = None
            return actions
        targets = self.targets(asks)
        if self.target not in targets:
            self.target = self.row = None
        if self.target is None:
            return [ui_action(f"seat:{s}", f"Zeptat se {decline(scene.names[s], 'cs'):gen}", f"Ask {scene.names[s]}")
                    for s in targets]
        return []  # the cards and the way back are on the felt (see draw), where digits pick rows, then cards

    def name(self, scene: TableScene, action: Action) -> Action:
        """An ask by the player's name (the engine's label numbers the seat: 'Ask player 3 for the cherries')."""
        if action.kind != "ask" or action.number is None or action.card is None:
            return super().name(scene, action)
        return Action(action.kind, card=action.card, number=action.number,
                      label_cs=action_label(action, "cs", scene.names, scene.game),
                      label_en=action_label(action, "en", scene.names, scene.game))

    def prompt(self, scene: TableScene) -> str | None:
        """The step the ask is at, as the line over the table says it: first a player (and the rule that says what
        may be asked for), then a card. How to take the step is the line over the hand's (`draw`), not this."""
        if not self.asks(scene):
            return None
        if self.target is None:
            return t("ask_whom", scene.lang)
        return t("asking", scene.lang, name=decline(scene.names[self.target], scene.lang))

    def choose_seat(self, scene: TableScene, seat: int) -> bool:
        if seat not in self.targets(self.asks(scene)):
            return False
        self.target, self.row = seat, None
        scene._build_action_buttons()
        return True

    def back(self, scene: TableScene) -> bool:
        if self.row is not None:
            self.row = None
        elif self.target is not None:
            self.target = None
            scene._build_action_buttons()
        else:
            return False
        return True

    def intercept(self, scene: TableScene, action: Action) -> bool:
        if action.kind != UI:
            return False
        arg = action.arg or ""
        if arg.startswith("seat:"):
            self.choose_seat(scene, int(arg.split(":")[1]))
        elif arg == "back":
            self.back(scene)
        return True

    def back_rect(self, scene: TableScene) -> pygame.Rect | None:
        rows = self.chip_rects(scene)
        if not rows:
            return None
        last = rows[-1][0]
        rect = pygame.Rect(0, 0, int(220 * scene.k), last.height)
        rect.midtop = (last.centerx, last.bottom + int(30 * scene.k))
        return rect

    def chip_rects(self, scene: TableScene) -> list[tuple[pygame.Rect, pygame.Rect, list[tuple[pygame.Rect, Action]]]]:
        """Per quartet row: the row's rect, its name's rect and (card rect, ask) for its cards."""
        rows = self.rows(scene)
        if not rows:
            return []
        k, area = scene.k, scene.area
        row_h = min(int(40 * k), (area.height - int(260 * k)) // max(1, len(rows)))
        gap = int(6 * k)
        width = int(area.width * 0.84)
        top = area.centery - ((len(rows) + 1) * (row_h + gap)) // 2 + row_h // 2  # room for the title above
        left = area.centerx - width // 2
        name_w = int(width * 0.3)
        chip_w = (width - name_w - 4 * gap) // 3
        out = []
        for r, (_, acts) in enumerate(rows):
            y = top + r * (row_h + gap)
            row = pygame.Rect(left, y, width, row_h)
            name = pygame.Rect(left, y, name_w, row_h)
            chips = [(pygame.Rect(left + name_w + gap + i * (chip_w + gap), y, chip_w, row_h), a)
                     for i, a in enumerate(acts)]
            out.append((row, name, chips))
        return out

    def ask(self, scene: TableScene, action: Action) -> bool:
        self.target = self.row = None
        return bool(scene.act(action))

    def handle(self, scene: TableScene, event: pygame.event.Event) -> bool:
        if not human_to_move(scene):
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_BACKSPACE, pygame.K_ESCAPE):
                return self.back(scene)
            if self.target is not None and pygame.K_1 <= event.key <= pygame.K_9:
                digit = event.key - pygame.K_1
                rows = self.rows(scene)
                if self.row is None:
                    if digit < len(rows):
                        self.row = digit
                        if len(rows[digit][1]) == 1:  # one card in the row: no second digit needed
                            return self.ask(scene, rows[digit][1][0])
                    return True
                acts = rows[self.row][1] if self.row < len(rows) else []
                if digit < len(acts):
                    return self.ask(scene, acts[digit])
                return True
        # On release, as every click at the table (a press may be the start of a card's drag: leave it be).
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and scene.layout is not None \
                and scene.drag.place is None:
            for _, _, chips in self.chip_rects(scene):
                for rect, action in chips:
                    if rect.collidepoint(event.pos):
                        return self.ask(scene, action)
            back = self.back_rect(scene)
            if back is not None and back.collidepoint(event.pos):
                return self.back(scene)
            for seat, box in scene.layout.seats.items():
                zone = scene.layout.zones.get(f"hand:{seat}")
                hit = box.label.collidepoint(event.pos) or (zone is not None and zone.rect.collidepoint(event.pos))
                if hit and seat != scene.viewer and scene.layout.hit(event.pos, scene.targets) is None:
                    return self.choose_seat(scene, seat)
        return False

    def draw(self, scene: TableScene, surface: pygame.Surface) -> None:
        if not human_to_move(scene) or scene.layout is None:
            return
        k, lang = scene.k, scene.lang
        for seat in self.targets(self.asks(scene)):
            box = scene.layout.seats.get(seat)
            if box is None:
                continue
            colour = c.SELECTED if seat == self.target else c.HIGHLIGHT
            pygame.draw.rect(surface, colour, box.label.inflate(6, 6), width=max(2, int(3 * k)), border_radius=10)
        if self.target is None:  # how to take the step the line over the table names
            line = t("ask_how_or_card" if scene.targets else "ask_how", lang)
        else:
            name = scene.names[self.target]
            line = tr(lang, f"Kterou kartu chceš od {decline(name, lang):gen}? Číslo řady, pak karty.",
                       f"Which card to ask {name} for? Row digit, then card digit.")
        rows = self.chip_rects(scene)
        if not rows:
            hint_line(scene, surface, line)
            return
        back = self.back_rect(scene)
        assert back is not None
        whole = rows[0][0].unionall([back] + [r for r, _, _ in rows]).inflate(int(24 * k), int(24 * k))
        title = c.fit_text(line, int(16 * k), whole.width - int(24 * k), c.GOLD, True)
        whole.top -= title.get_height() + int(12 * k)
        whole.height += title.get_height() + int(12 * k)
        c.draw_panel(surface, whole, c.PANEL, radius=14, alpha=255)
        pygame.draw.rect(surface, c.GOLD, whole, width=2, border_radius=14)
        surface.blit(title, title.get_rect(midtop=(whole.centerx, whole.top + int(12 * k))))
        names = [n for n, _ in self.rows(scene)]
        px = max(11, int(15 * k))
        for r, (_row, name_rect, chips) in enumerate(rows):
            picked = self.row == r
            label = c.fit_text(f"{r + 1}. {names[r]}", px, name_rect.width - 8, c.SELECTED if picked else c.GOLD, True)
            surface.blit(label, label.get_rect(midleft=(name_rect.left + 6, name_rect.centery)))
            for i, (chip, action) in enumerate(chips):
                pygame.draw.rect(surface, (50, 90, 70) if picked else c.PANEL_LIGHT, chip, border_radius=8)
                pygame.draw.rect(surface, c.SELECTED if picked else c.HIGHLIGHT, chip, width=2, border_radius=8)
                assert action.card is not None
                text = f"{i + 1}. {action.card.name(lang)}" if picked else action.card.name(lang)
                img = c.fit_text(text, px, chip.width - 12, c.TEXT)
                surface.blit(img, img.get_rect(center=chip.center))
        pygame.draw.rect(surface, c.PANEL_LIGHT, back, border_radius=8)
        pygame.draw.rect(surface, c.TEXT_DIM, back, width=2, border_radius=8)
        img = c.fit_text(tr(lang, "Zpět (Backspace)", "Back (Backspace)"), px, back.width - 12, c.TEXT)
        surface.blit(img, img.get_rect(center=back.center))


def arrange(obs: Observation) -> Observation:
    """`obs` with the viewer's hand grouped by quartet, the quartets and their cards in the pack's order, so the
    player sees at a glance which quartets are near whole. Only the display's order: the engine keeps the hand."""
    by = public_facts(obs).get("quartet_by", "suit")
    # the rule book names the pack of each way of making quartets; the pack's order is the order shown
    packs = [get_pack(pack) for pack, way in GAME.rulebook.tables.get("quartet_by", {}).items() if way == by]
    place = {card.code: i for pack in packs[:1] for i, card in enumerate(pack.cards)}
    groups = {key: i for i, key in enumerate(dict.fromkeys(quartet_key(card, by) for pack in packs[:1]
                                                             for card in pack.cards))}
    own = f"hand:{obs.seat}"

    def order(zone: ZoneView) -> ZoneView:
        if zone.name != own or any(card is None for card in zone.cards):
            return zone
        cards = sorted((card for card in zone.cards if card is not None),
                       key=lambda card: (groups.get(quartet_key(card, by), len(groups)), place.get(card.code, 0)))
        return replace(zone, cards=tuple(cards))

    return replace(obs, zones=tuple(order(zone) for zone in obs.zones))


def quartets_so_far(obs: Observation) -> list[float]:
    """Each seat's score as it stands this moment: its match total before the deal and the quartets it has laid
    down since (the engine's public facts), so a quartet counts on the plate and in the panel as it is laid."""
    facts = public_facts(obs)
    return [float(total + laid) for total, laid in zip(facts["totals"], facts["quartets"], strict=True)]


#: a quartet, counted ("1 kvarteto", "2 kvarteta", "5 kvartet")
QUARTET: Forms = (("kvarteto", "kvarteta", "kvartet"), ("quartet", "quartets"))


def quartet_callout(events: Sequence[Event], seat: int, delta: float, lang: str) -> str:
    """'+1 kvarteto', '+2 quartets': the sign, then the count with its noun in agreement."""
    return signed(delta)[0] + count_as(abs(delta), QUARTET, lang)


#: what the table reads of this game (ui/table/manifest.py)
TABLE_HOOKS = TableHooks(
    control=KvartetoAsk,
    arrange=arrange,
    scores=quartets_so_far,
    callout=quartet_callout,
)
