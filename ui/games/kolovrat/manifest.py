"""Kolovrat at the table: piles taken by a click or a drop, the sum being picked shown, cards kept still.

- An opponent's pile is taken by clicking it (or dropping the capturing card on it), as a table card is.
- A card from the hand goes to the table (laid down) or onto a table card or a pile (captured with it:
  the capture starts and, if the rules then offer that card or pile, it is taken at once).
- While a capture is under way its running sum shows by the table, and the table does not re-spread
  between picks (STEADY), so the next card stays under the cursor.
- The buttons name the player whose pile they take, and a selected card's two actions read short
  ("Lay it on the table"), the card being the one ringed on the felt.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from games.actions import Action
from games.kolovrat.facts import public_facts
from games.state import Observation
from games.words import action_label
from games.words.forms import join
from games.words.names import decline
from ui.i18n import t
from ui.scenes import common as c
from ui.table.controls import Control, human_to_move
from ui.table.manifest import TableHooks, Target

if TYPE_CHECKING:  # the table imports its controls: only the checker reads this one back
    from ui.scenes.table import TableScene


def _pile(seat: int) -> str:
    return f"pile:{seat}"


def _size(obs: Observation, zone: str) -> int:
    return next((z.size for z in obs.zones if z.name == zone), 0)


def pile_target(obs: Observation, action: Action) -> Target | None:
    """Taking a player's pile is a click on that pile's top card."""
    if action.kind != "take_pile" or action.number is None:
        return None
    size = _size(obs, _pile(action.number))
    return Target(_pile(action.number), size - 1) if size else None


def drop_zones(obs: Observation, action: Action) -> Sequence[str] | None:
    """Laid down: anywhere in the middle. Captured with: onto the table or another player's pile (the
    control takes the very card or pile it lands on). A pick: onto the viewer's own pile, where the
    captured cards go."""
    if action.kind == "trail":
        return ["centre"]
    if action.kind == "capture":
        return ["table", *(z.name for z in obs.zones if z.name.startswith("pile:") and z.owner != obs.seat and z.size)]
    if action.kind in ("take", "take_pile"):
        return [_pile(obs.seat), f"hand:{obs.seat}"]
    return None


def capturing(obs: Observation) -> bool:
    """A capture is under way: the player picks table cards and piles one at a time."""
    return public_facts(obs).get("playing") is not None


class KolovratTable(Control["TableScene"]):
    def menu(self, scene: TableScene, actions: list[Action]) -> list[Action]:
        # A pile is taken by a click on it now, but keeps its button too: it names whose pile it is.
        piles = [a for a in scene.obs.legal_actions if a.kind == "take_pile" and a not in actions] \
            if human_to_move(scene) else []
        out = []
        for action in [*actions, *piles]:
            if action.kind == "take_pile" and action.number is not None:
                action = Action(action.kind, number=action.number,
                                label_cs=action_label(action, "cs", scene.names, scene.game),
                                label_en=action_label(action, "en", scene.names, scene.game))
            elif action.kind in ("trail", "capture") and action.card is not None:
                key = "lay_it_down" if action.kind == "trail" else "capture_with_it"
                action = Action(action.kind, card=action.card, label_cs=t(key, "cs"), label_en=t(key, "en"))
            out.append(action)  # equal to the legal action (labels take no part in equality)
        return out

    def name(self, scene: TableScene, action: Action) -> Action:
        """The hint says a capture whole: the card (the buttons' short "Capture with it" leans on the card ringed on
        the felt, a hint has none) and what the rules let it take, each table card and pile."""
        if action.kind != "capture" or action.card is None:
            return super().name(scene, action)
        takes = [a for a in scene.session.legal_after(action) if a.kind in ("take", "take_pile")]
        labels = {lang: action.label(lang) for lang in ("cs", "en")}
        if takes:
            for lang in labels:
                what = [t("the_card", lang, card=a.card.name(lang, "acc")) if a.card is not None
                        else t("pile_of", lang, name=decline(scene.names[a.number or 0], lang)) for a in takes]
                labels[lang] = t("can_take", lang, action=labels[lang], what=join(what, lang))
        return Action(action.kind, card=action.card, label_cs=labels["cs"], label_en=labels["en"])

    def drop(self, scene: TableScene, place: tuple[str, int], pos: tuple[int, int]) -> bool:
        """A hand card let go on a table card or another player's pile captures with it and takes that card
        or pile, when the rules would then offer it; else the table's own drop follows (laid down)."""
        layout = scene.layout
        capture = next((a for a in scene.choices.get(place, []) if a.kind == "capture"), None)
        if layout is None or capture is None:
            return False
        picks = {(zone, i): None for zone, box in layout.zones.items()
                 if zone == "table" or (zone.startswith("pile:") and box.owner != scene.viewer)
                 for i in range(len(box.places))}
        under = layout.hit(pos, picks)
        if under is None:
            return False
        zone, index = under
        box = layout.zones[zone]
        take = next((a for a in scene.session.legal_after(capture)
                     if (a.kind == "take" and zone == "table" and a.card == box.places[index][1]) or
                     (a.kind == "take_pile" and zone == _pile(a.number if a.number is not None else -1))), None)
        if take is None:
            return False
        scene.selected = None
        return scene.act(capture) and scene.act(take)

    @staticmethod
    def sum_line(scene: TableScene) -> str | None:
        """"sum 7 of 9" while the viewer picks cards towards a sum, else None."""
        obs = scene.obs
        total = public_facts(obs).get("sum_so_far") or 0
        if not capturing(obs) or not total or not human_to_move(scene):
            return None
        playing = str(public_facts(obs).get("playing"))
        card = next((cd for z in obs.zones for cd in z.cards if cd is not None and cd.code == playing), None)
        values = getattr(scene.game, "rank_values", {})
        if card is not None and card.rank in values:
            return t("running_sum_of", scene.lang, sum=total, target=values[card.rank])
        return t("running_sum", scene.lang, sum=total)

    def draw(self, scene: TableScene, surface: pygame.Surface) -> None:
        line = self.sum_line(scene)
        table = scene.layout.zones.get("table") if scene.layout is not None else None
        if line is None or table is None:
            return
        k = scene.k
        img = c.text(line, int(18 * k), c.GOLD, True)
        rect = img.get_rect(midbottom=(table.rect.centerx, table.rect.top - int(8 * k)))
        rect.clamp_ip(scene.area)
        c.draw_panel(surface, rect.inflate(int(18 * k), int(8 * k)), c.PANEL, radius=10, alpha=225)
        surface.blit(img, rect)


#: what the table reads of this game (ui/table/manifest.py)
TABLE_HOOKS = TableHooks(
    control=KolovratTable,
    target=pile_target,
    drop=drop_zones,
    steady=capturing,
)
