"""The table's mouse (ui/table/drag.py), headless: a card acts on release, a drag dropped on a lit place
acts, a drag let go elsewhere does nothing, an unplayable card says why; Kolovrat's piles, running sum
and still table while a sum is picked (ui/games/kolovrat/manifest.py)."""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

from games.registry import game_ids, get_game
from ui.scenes.common import Settings

SIZE = (1280, 800)


@pytest.fixture(autouse=True)
def _display(ui_display):  # the shared headless display (tests/conftest.py), for every test here
    return ui_display


def table(game_id: str, seed: int, n: int) -> Any:
    from ui.scenes.table import TableScene

    game = get_game(game_id)
    settings = Settings(lang="en", anim_speed=20.0, ai_pause=0.0)
    scene = TableScene(game, ["human", *["random"] * (n - 1)], {}, seed=seed, settings=settings,
                       size=SIZE, animate=False, autosave=False)
    return scene


def feed(scene: Any, events: list[pygame.event.Event]) -> None:
    for event in events:
        scene.process_event(event)


def down(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def up(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def move(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def drag(start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> list[pygame.event.Event]:
    """A real drag: press, several moves on the way, release."""
    path = [(start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            for i in range(1, steps + 1)]
    return [down(start), *(move(p) for p in path), up(end)]


def point(scene: Any, place: tuple[str, int]) -> tuple[int, int]:
    """A point on the visible strip of a card (fans overlap: the next card covers the rest)."""
    box = scene.layout.zones[place[0]]
    rect = box.places[place[1]][0]
    if place[1] + 1 < len(box.places) and box.style != "pile":
        nxt = box.places[place[1] + 1][0]
        return ((rect.left + max(rect.left + 2, min(nxt.left, rect.right))) // 2, rect.centery)
    return rect.center


def until(scene: Any, ready: Any, limit: int = 3000) -> None:
    """Let the bots play (by the table's loop) and the human at random until `ready(scene)`."""
    rng = random.Random(1)
    for _ in range(limit):
        if ready(scene):
            return
        if scene.phase == "summary":
            scene._continue()  # a deal passed out or over: on to the next
        if scene.phase == "match_over":
            raise AssertionError("the match ended first")
        if scene.phase == "play" and scene.match.current_player == scene.viewer and not scene.anim.busy:
            scene.act(rng.choice(scene.obs.legal_actions))
        scene.update(0.2)
        pygame.time.wait(1)
    raise AssertionError("never got there")


def my_turn(scene: Any) -> bool:
    return scene.phase == "play" and not scene.anim.busy and scene.match.current_player == scene.viewer \
        and bool(scene.targets)


def hand_place(scene: Any) -> tuple[str, int]:
    own = f"hand:{scene.viewer}"
    return next(p for p in scene.targets if p[0] == own)


def trick_table(seed: int = 3) -> Any:
    scene = table("cvik", seed, 4)
    until(scene, lambda s: my_turn(s) and any(p[0] == f"hand:{s.viewer}" for p in s.targets))
    return scene


def test_a_press_alone_does_not_act_and_the_release_does() -> None:
    scene = trick_table()
    place = hand_place(scene)
    before = len(scene.match.actions)
    feed(scene, [down(point(scene, place))])
    assert len(scene.match.actions) == before  # a press only picks the card up
    feed(scene, [up(point(scene, place))])
    assert len(scene.match.actions) == before + 1


def test_a_card_dropped_on_the_table_is_played() -> None:
    scene = trick_table()
    place = hand_place(scene)
    action = scene.targets[place]
    before = len(scene.match.actions)
    start = point(scene, place)
    feed(scene, [down(start), move((start[0], start[1] - 40))])
    assert scene.drag.lifted and scene.drag.drops(scene, place)  # carried, its targets lit
    surface = pygame.Surface(SIZE)
    scene.draw(surface)  # the carried card and the lit places draw
    feed(scene, drag(start, scene.layout.centre)[1:])  # on through the moves to the middle of the table
    assert len(scene.match.actions) == before + 1 and scene.match.actions[before] == action.code


def test_a_card_let_go_elsewhere_goes_back_and_nothing_happens() -> None:
    scene = trick_table()
    place = hand_place(scene)
    before = len(scene.match.actions)
    seen = scene.match.observation(scene.viewer)
    start = point(scene, place)
    corner = (scene.area.left + 12, scene.area.bottom - 12)  # off every lit place
    assert not any(d.rect.collidepoint(corner) for d in scene.drag.drops(scene, place))
    feed(scene, drag(start, corner))
    assert len(scene.match.actions) == before and scene.match.observation(scene.viewer) == seen
    assert scene.drag.place is None and not scene.drag.lifted


def test_an_unplayable_card_does_not_lift_and_says_why() -> None:
    own = "hand:0"
    for seed in range(30):
        scene = table("cvik", seed, 4)
        try:
            until(scene, lambda s: my_turn(s) and own in s.layout.zones and
                  sum(1 for p in s.targets if p[0] == own) < len(s.layout.zones[own].places), limit=400)
        except AssertionError:
            continue
        box = scene.layout.zones[own]
        index = next(i for i in range(len(box.places)) if (own, i) not in scene.targets)
        before = len(scene.match.actions)
        feed(scene, drag(point(scene, (own, index)), scene.layout.centre))
        assert len(scene.match.actions) == before and not scene.drag.lifted
        assert scene.drag.note and "follow" in scene.drag.note  # the engine's own reason, in English here
        scene.draw(pygame.Surface(SIZE))
        return
    pytest.skip("no deal here where a card must not be played")


# -- Kolovrat ---------------------------------------------------------------------------------------------------
def kolovrat_until(ready: Any, seeds: range = range(40)) -> Any:
    """A Kolovrat table where the human (seat 0) plays at random until `ready(scene)`."""
    for seed in seeds:
        scene = table("kolovrat", seed, 3)
        rng = random.Random(seed)
        for _ in range(600):
            if scene.phase != "play" or scene.match.is_over:
                break
            if ready(scene):
                return scene
            if scene.match.current_player == scene.viewer and not scene.anim.busy:
                scene.act(rng.choice(scene.obs.legal_actions))
            else:
                scene.update(0.2)
                pygame.time.wait(1)
    pytest.skip("no such position in these deals")


def test_kolovrat_clicking_a_pile_takes_it_and_its_button_names_the_player() -> None:
    def pile_offered(scene: Any) -> bool:
        return my_turn(scene) and any(p[0].startswith("pile:") for p in scene.targets)

    scene = kolovrat_until(pile_offered)
    place = next(p for p in scene.targets if p[0].startswith("pile:"))
    owner = int(place[0].split(":")[1])
    labels = [a.label("en") for _, a in scene.action_buttons if a.kind == "take_pile"]
    assert labels and all("player" not in label for label in labels)
    assert f"Take {scene.names[owner]}'s pile" in labels
    before = len(scene.match.actions)
    anywhere = scene.layout.zones[place[0]].rect.topleft  # the whole pile is taken: any card of it will do
    feed(scene, [down((anywhere[0] + 3, anywhere[1] + 3)), up((anywhere[0] + 3, anywhere[1] + 3))])
    assert scene.match.actions[before] == f"take_pile:{owner}"


def test_kolovrat_shows_the_running_sum_and_keeps_the_table_still() -> None:
    def sum_started(scene: Any) -> bool:
        """A capture under way with a table card on offer that does not make the sum alone."""
        if not my_turn(scene) or scene.obs.public.get("playing") is None:
            return False
        return any(p[0] == "table" and scene.obs.public.get("sum_so_far") == 0 and
                   _value(scene, scene.targets[p]) < _playing_value(scene) for p in scene.targets)

    scene = kolovrat_until(sum_started)
    target = _playing_value(scene)
    place = next(p for p in scene.targets if p[0] == "table" and _value(scene, scene.targets[p]) < target)
    value = _value(scene, scene.targets[place])
    rects = {card: rect.copy() for rect, card in scene.layout.zones["table"].places}
    feed(scene, [down(point(scene, place)), up(point(scene, place))])
    assert scene.obs.public.get("sum_so_far") == value
    assert scene.control.sum_line(scene) == f"sum {value} of {_playing_value(scene)}"
    for rect, card in scene.layout.zones["table"].places:  # nothing moved under the cursor
        assert rect == rects[card]
    scene.draw(pygame.Surface(SIZE))


def _value(scene: Any, action: Any) -> int:
    return int(scene.game.rank_values[action.card.rank]) if action.card is not None else 99


def _playing_value(scene: Any) -> int:
    code = scene.obs.public["playing"]
    card = next(c for z in scene.obs.zones for c in z.cards if c is not None and c.code == code)
    return int(scene.game.rank_values[card.rank])


def test_kolovrat_a_card_dropped_on_a_pile_captures_it() -> None:
    def pile_capturable(scene: Any) -> bool:
        if not my_turn(scene) or scene.obs.public.get("playing") is not None:
            return False
        return any(a.kind == "capture" and any(b.kind == "take_pile" for b in scene.session.legal_after(a))
                   for acts in scene.choices.values() for a in acts)

    scene = kolovrat_until(pile_capturable)
    place, capture, take = next((p, a, b) for p, acts in scene.choices.items() for a in acts if a.kind == "capture"
                                for b in scene.session.legal_after(a) if b.kind == "take_pile")
    pile = scene.layout.zones[f"pile:{take.number}"].rect.center
    before = len(scene.match.actions)
    feed(scene, drag(point(scene, place), pile))
    assert scene.match.actions[before:before + 2] == [capture.code, take.code]


@pytest.mark.parametrize("game_id", [g for g in game_ids() if g != "souboje"])  # Souboje has no card to choose
def test_every_card_action_can_be_dropped(game_id: str) -> None:
    """In every game the human's first card move, made by a drag onto its first lit place, is made."""
    game = get_game(game_id)
    scene = table(game_id, 1, game.default_players(game.config({})))
    until(scene, lambda s: my_turn(s) and any(s.drag.drops(s, p) for p in s.targets), limit=1500)
    place = next(p for p in scene.targets if scene.drag.drops(scene, p))
    drop = next(d for d in scene.drag.drops(scene, place) if d.rect.collidepoint(d.rect.center))
    others = [d for d in scene.drag.drops(scene, place) if d.action != drop.action and d.rect.collidepoint(
        drop.rect.center)]
    before = len(scene.match.actions)
    feed(scene, drag(point(scene, place), drop.rect.center))
    if others:  # two moves meet there (lay it down or capture): the card is selected and they are offered
        assert scene.selected == place or len(scene.match.actions) > before
    else:
        assert scene.match.actions[before] == drop.action.code


def test_bridz_the_declarer_drags_the_dummys_card_to_the_trick() -> None:
    for seed in range(12):
        scene = table("bridz", seed, 4)
        try:
            until(scene, lambda s: my_turn(s) and any(p[0] != "hand:0" for p in s.targets), limit=400)
        except AssertionError:
            continue
        place = next(p for p in scene.targets if p[0] != "hand:0")
        before = len(scene.match.actions)
        feed(scene, drag(point(scene, place), scene.layout.centre))
        assert len(scene.match.actions) == before + 1 and scene.match.actions[before].startswith("play:")
        return
    pytest.skip("the human never declared in these deals")


def test_komando_discards_keep_the_hand_still() -> None:
    """A choice of several cards with a "done" (Komando's discards): the hand does not close up between picks."""
    def discarding(scene: Any) -> bool:
        return my_turn(scene) and any(a.kind == "done" for a in scene.obs.legal_actions) and \
            sum(1 for p in scene.targets if p[0] == "hand:0") >= 2

    for seed in range(20):
        scene = table("komando", seed, 4)
        try:
            until(scene, discarding, limit=600)
        except AssertionError:
            continue
        place = next(p for p in scene.targets if p[0] == "hand:0")
        lefts = {card: rect.left for rect, card in scene.layout.zones["hand:0"].places}
        before = len(scene.match.actions)
        feed(scene, drag(point(scene, place), scene.layout.centre))
        assert len(scene.match.actions) == before + 1
        for rect, card in scene.layout.zones["hand:0"].places:
            assert rect.left == lefts[card]
        return
    pytest.skip("the human never discarded in these deals")


def test_a_move_is_named_with_the_players_names_as_its_button_is() -> None:
    """The hint says "Take Charles's pile", as the button does, not the engine's "Take player 2's pile"."""
    from games.kolovrat.rules import take_pile_action
    from ui.scenes.table import TableScene

    scene = TableScene(get_game("kolovrat"), ["human", "random"], {}, seed=1, settings=Settings(lang="en"),
                       size=(1280, 800), animate=False)
    named = scene.named(take_pile_action(1))
    assert named == take_pile_action(1) and scene.names[1] in named.label("en")
    assert "player 2" not in named.label("en")


def test_the_pointer_is_a_hand_over_a_card_that_acts() -> None:
    """Players expect the hand over a playable card and the arrow over the felt (Trickster, PySolFC)."""
    from ui.table import cursor

    scene = trick_table()
    rect = scene.layout.card_rect(*hand_place(scene))
    hover = pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    feed(scene, [hover])
    assert cursor.wanted() == pygame.SYSTEM_CURSOR_HAND
    feed(scene, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    assert cursor.wanted() == pygame.SYSTEM_CURSOR_ARROW
    scene.close()
