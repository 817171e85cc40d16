"""The deck browser: renders headless, reaches every pack by keyboard, zooms, and survives
thousands of random keys, clicks, wheel turns and resizes."""

from __future__ import annotations

import random

import pygame
import pytest

import cards
from ui.scenes import common as c
from ui.scenes.deck_story import card_native, story, three_names, ui_safe
from ui.scenes.decks import DecksScene


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> None:
    pygame.init()


def key(scene: DecksScene, k: int) -> None:
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def test_renders_in_both_languages() -> None:
    for lang in ("cs", "en"):
        scene = DecksScene(c.Settings(lang=lang), (1280, 800), pack_id="german-32")
        surface = pygame.Surface((1280, 800))
        scene.draw(surface)
        assert scene.pack.id == "german-32"
        # the grid is drawn: a card's paper shows where the first card sits (beside its top index, since the
        # middle of a face may hold a picture, as the Tell pattern's seven of hearts does)
        first = scene.card_rect(0)
        assert scene.main_rect.contains(first)
        r, g, b, _ = surface.get_at((first.centerx, first.top + first.h // 20))
        assert r > 200 and g > 200 and b > 200


def test_keyboard_reaches_every_pack_and_back() -> None:
    scene = DecksScene(c.Settings(), (1000, 700))
    seen = [scene.pack.id]
    for _ in range(len(scene.packs) + 3):
        key(scene, pygame.K_DOWN)
        seen.append(scene.pack.id)
    assert set(seen) == {p.id for p in cards.all_packs()}
    assert scene.index == len(scene.packs) - 1  # stops at the end
    key(scene, pygame.K_HOME)
    assert scene.index == 0
    key(scene, pygame.K_END)
    assert scene.index == len(scene.packs) - 1
    key(scene, pygame.K_ESCAPE)
    assert scene.next_scene == "menu"


def test_card_navigation_and_zoom() -> None:
    scene = DecksScene(c.Settings(lang="en"), (1280, 800), pack_id="french-52")
    key(scene, pygame.K_RETURN)
    assert scene.focus == "cards" and scene.cursor == 0
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_DOWN)
    assert scene.cursor == 1 + scene.cols
    key(scene, pygame.K_END)
    assert scene.cursor == 51
    surface = pygame.Surface((1280, 800))
    scene.draw(surface)
    assert scene.card_rect(51).bottom <= scene.main_rect.bottom  # the cursor was scrolled into view
    key(scene, pygame.K_RETURN)
    assert scene.zoomed == 51
    key(scene, pygame.K_LEFT)
    assert scene.zoomed == 50 and scene.pack.cards[50].code == "KC"
    scene.draw(surface)
    key(scene, pygame.K_ESCAPE)
    assert scene.zoomed is None and scene.focus == "cards"
    key(scene, pygame.K_ESCAPE)
    assert scene.focus == "packs" and scene.next_scene is None


def test_click_on_a_card_zooms_it() -> None:
    scene = DecksScene(c.Settings(), (1280, 800), pack_id="cerny-petr-33")
    scene.draw(pygame.Surface((1280, 800)))
    rect = scene.card_rect(3)
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))
    assert scene.zoomed == 3
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    assert scene.zoomed is None


def test_story_names_three_languages_and_explains_description_only_packs() -> None:
    german = story(cards.get_pack("german-32"), "cs")
    text = " ".join(t for _, t in german)
    assert "srdce / hearts / de: Rot (Herz)" in text
    assert "Počet listů: 32" in text
    unlisted = [p for p in cards.all_packs() if not p.listed]
    if unlisted:
        pack = unlisted[0]
        styles = story(pack, "en")
        assert ("text", pack.not_listed.en) in styles  # type: ignore[union-attr]
    assert three_names(cards.get_pack("french-52").suit("H").names, "en").startswith("hearts / srdce")
    assert ("fr", "valet – pique") in card_native(cards.get_pack("french-52").card("JS"), cards.get_pack("french-52"))
    assert ui_safe("麻將 (májiàng)") == "májiàng"


def test_random_events_never_raise() -> None:
    rng = random.Random(6)
    scene = DecksScene(c.Settings(), (1024, 700))
    surface = pygame.Surface((1024, 700))
    keys = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
            pygame.K_HOME, pygame.K_END, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_SPACE,
            pygame.K_l, pygame.K_a, pygame.K_BACKSPACE]
    sizes = [(800, 560), (1024, 700), (1280, 800), (1600, 900), (640, 480)]
    for step in range(2500):
        roll = rng.random()
        w, h = scene.size
        if roll < 0.55:
            key(scene, rng.choice(keys))
        elif roll < 0.75:
            pos = (rng.randrange(w), rng.randrange(h))
            scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=rng.choice([1, 1, 3]), pos=pos))
        elif roll < 0.93:
            scene.process_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3])))
        else:
            size = rng.choice(sizes)
            scene.resize(size)
            surface = pygame.Surface(size)
        scene.next_scene = None
        scene.update(0.016)
        if step % 50 == 0:
            scene.draw(surface)
        assert 0 <= scene.index < len(scene.packs)
        assert scene.scroll >= 0 and scene.list_scroll >= 0
        if scene.zoomed is not None:
            assert 0 <= scene.zoomed < scene.pack.size
