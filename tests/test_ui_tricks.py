"""Tricks at the table: each card in front of its player, the finished trick held with its winner, the sweep,
and the last trick by seat."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from cards.model import Card
from games.registry import get_game
from tests.table_play import layout_of, play_until
from ui.scenes import common as c
from ui.scenes.table import TableScene

SIZES = [(1280, 800), (800, 560)]
#: every game with a trick zone, at the player counts that lay the trick out differently
TRICK_GAMES = [("bridz", 4), ("boston", 4), ("cvik", 3), ("cvik", 4), ("komando", 5), ("komando", 6)]


@pytest.fixture(autouse=True)
def _display(ui_display: pygame.Surface) -> pygame.Surface:  # the shared headless display (tests/conftest.py)
    return ui_display


def table(game_id: str, players: int, size: tuple[int, int] = (1280, 800), lang: str = "en",
          animate: bool = False, seed: int = 2) -> TableScene:
    seats = ["human"] + ["random"] * (players - 1)
    scene = TableScene(get_game(game_id), seats, {}, seed=seed, settings=c.Settings(lang=lang), size=size,
                       animate=animate, autosave=False)
    scene.ai_enabled = False
    return scene


def play_to_trick(scene: TableScene, rng: random.Random, tricks: int = 1, limit: int = 400) -> None:
    """Random legal moves until `tricks` tricks have been completed (the last one held on the felt)."""
    done = [0]

    def trick_done(scene: TableScene) -> bool:
        done[0] += scene.held is not None
        return done[0] == tricks

    play_until(scene, trick_done, rng, limit, "no trick completed")


def seat_spot(scene: TableScene, seat: int) -> tuple[int, int]:
    """Where a player sits as a person sees it: the middle of its hand, or its name plate when it holds none."""
    from ui.table.layout import seat_spots

    layout = layout_of(scene)
    return seat_spots(layout.seats, layout.zones)[seat]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game_id", "players"), TRICK_GAMES)
def test_a_finished_trick_lies_by_seat(game_id: str, players: int, size: tuple[int, int]) -> None:
    scene = table(game_id, players, size)
    play_to_trick(scene, random.Random(5))
    held = scene.held
    assert held is not None
    box = layout_of(scene).zones["trick"]
    assert box.style == "cross" and [card for _, card in box.places] == list(held.cards)
    # the winner is the engine's: the seat its trick event names, whose card is in the trick
    assert held.winner in [seat for seat, _ in held.plays]
    for (rect, _), (seat, _) in zip(box.places, held.plays, strict=True):
        assert seat is not None
        spots = {s: seat_spot(scene, s) for s in range(players)}
        dist = {s: math.dist(rect.center, spot) for s, spot in spots.items()}
        assert min(dist, key=dist.__getitem__) == seat, (game_id, seat, dist)
    # the cards of one trick do not hide each other's index corner
    rects = [rect for rect, _ in box.places]
    for i, a in enumerate(rects):
        corner = pygame.Rect(a.left, a.top, a.width // 4, a.height // 4)
        assert all(not corner.colliderect(b) for b in rects[i + 1:]), game_id


@pytest.mark.parametrize(("game_id", "players"), TRICK_GAMES[:4])
def test_a_trick_in_play_lies_by_seat_too(game_id: str, players: int) -> None:
    scene = table(game_id, players)
    rng = random.Random(8)
    play_to_trick(scene, rng)
    while True:  # the next trick's first cards
        scene.act(rng.choice(scene.match.legal_actions()))
        box = layout_of(scene).zones["trick"]
        if scene.held is None and box.places:
            break
    seats = [e.seat for e in scene.obs.history if e.kind == "play"][-len(box.places):]
    for (rect, _), seat in zip(box.places, seats, strict=True):
        dist = {s: math.dist(rect.center, seat_spot(scene, s)) for s in range(players)}
        assert min(dist, key=dist.__getitem__) == seat


@pytest.mark.parametrize(("game_id", "players"), [("bridz", 4), ("cvik", 3), ("komando", 5)])
def test_the_last_trick_shows_by_seat_until_the_next_one_completes(game_id: str, players: int) -> None:
    scene = table(game_id, players)
    rng = random.Random(11)
    play_to_trick(scene, rng)
    first = scene.held
    assert scene.last_seen_trick() is None  # the held trick is the one in play: no earlier one yet
    scene.toggle_last()
    assert not scene.show_last and scene.toast  # said so, nothing shown
    scene.act(rng.choice(scene.match.legal_actions()))  # the next trick starts: the first is the last one now
    assert scene.held is None
    scene.toggle_last()
    assert scene.show_last
    places = scene.last_trick_places()
    assert [(seat, card) for seat, card, _ in places] == list(first.plays)
    assert len(places) == len(first.plays) >= players - 3
    scene.draw(pygame.display.get_surface())  # the review draws
    for seat, _, rect in places:  # each card toward its player from the middle of the review
        others = [s for s in range(players) if s != seat]
        centre = scene._review_centre()
        angle = math.atan2(rect.centery - centre[1], rect.centerx - centre[0])
        spot = seat_spot(scene, seat)
        towards = math.atan2(spot[1] - centre[1], spot[0] - centre[0])
        assert abs(math.remainder(angle - towards, math.tau)) < math.pi / 2, (seat, others)
    play_to_trick(scene, rng)  # the next trick completes: the review closes, the last trick is the one before it
    assert not scene.show_last
    scene.act(rng.choice(scene.match.legal_actions()))
    assert scene.last_seen_trick() != first


def test_the_held_trick_stays_for_the_delay_and_a_click_sweeps_it() -> None:
    scene = table("bridz", 4, animate=True)
    scene.settings.anim_speed = 20.0
    scene.settings.trick_delay = 1.5
    rng = random.Random(3)
    play_to_trick(scene, rng)
    for _ in range(20):
        scene.update(0.05)  # the flight lands, then a second of the delay passes
    assert scene.held is not None
    assert scene.match.current_player is not None
    scene.update(0.6)
    scene.update(0.05)
    assert scene.held is None  # swept after the delay
    play_to_trick(scene, rng)
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert scene.held is None  # a click sweeps it at once
    assert [c for _, c in layout_of(scene).zones["trick"].places] == []


def test_the_bots_wait_while_a_trick_is_held() -> None:
    scene = table("cvik", 3, animate=True)
    scene.settings.anim_speed = 20.0
    rng = random.Random(4)
    play_to_trick(scene, rng)
    scene.ai_enabled = True
    moves = len(scene.match.actions)
    for _ in range(10):
        scene.update(0.05)
    assert len(scene.match.actions) == moves and scene.held is not None
    scene.sweep()
    assert scene.held is None


def test_the_trick_delay_is_a_setting(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"trick_delay": 2.5}')
    assert c.Settings.load(path).trick_delay == 2.5
    path.write_text('{"trick_delay": -3}')
    loaded = c.Settings.load(path)
    assert loaded.trick_delay == c.Settings().trick_delay and loaded.problem is not None


@pytest.mark.parametrize(("game_id", "players"), [("hundert", 3), ("hundert", 5), ("stortok", 4)])
def test_a_pile_shows_who_laid_its_top_cards(game_id: str, players: int) -> None:
    """Games without tricks place the played card by its player too (Hundert's pile, Štorťok's beating):
    the pile's top round lies pushed from its middle toward whoever laid each card."""
    from games.events import seats_of_cards
    from ui.table.layout import seat_spots

    scene = table(game_id, players)
    rng = random.Random(6)
    pairs = 0
    for _ in range(120):
        if scene.phase != "play":
            scene.update(0.0)
            scene._continue()
            continue
        scene.act(rng.choice(scene.match.legal_actions()))
        if scene.phase != "play":
            continue
        box = layout_of(scene).zones["pile"]
        seat_of = seats_of_cards(scene.obs.history)
        spots = seat_spots(layout_of(scene).seats, layout_of(scene).zones)
        top = [(rect.center, seat_of[card]) for rect, card in box.places[-players:] if card in seat_of]
        # of two cards laid by two players, each lies further toward its own player than the other one does
        for i, (a, seat_a) in enumerate(top):
            for b, seat_b in top[i + 1:]:
                if seat_a == seat_b:
                    continue
                way = (spots[seat_a][0] - spots[seat_b][0], spots[seat_a][1] - spots[seat_b][1])
                assert (a[0] - b[0]) * way[0] + (a[1] - b[1]) * way[1] > 0, (seat_a, seat_b, a, b)
                pairs += 1
    assert pairs > 10


def test_the_last_trick_closes_on_a_click_or_esc_and_its_button_toggles_it() -> None:
    scene = table("bridz", 4)
    rng = random.Random(11)
    play_to_trick(scene, rng, tricks=2)
    scene.act(rng.choice(scene.match.legal_actions()))
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    assert scene.show_last
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert scene.show_last is False and scene.next_scene is None  # Esc closed the review, not the table
    scene._command("last_trick")
    assert scene.show_last
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.area.center, button=1))
    assert not scene.show_last


@pytest.mark.parametrize(("game_id", "players"), [("bridz", 4), ("cvik", 3)])
def test_won_tricks_lie_face_down_counted_in_tricks(game_id: str, players: int) -> None:
    """A Bridž player's won trick once lay spread face up with a badge "4" (its cards) beside it, read as four
    tricks. Quitted tricks lie stacked and face down, the badge counting tricks."""
    from ui.table.tricks import tricks_taken

    scene = table(game_id, players)
    play_to_trick(scene, random.Random(5), tricks=2)
    scene.sweep()
    scene.update(0.05)
    taken = tricks_taken(scene.obs.history)
    assert sum(taken.values()) == 2
    piles = {name: box for name, box in layout_of(scene).zones.items() if name.startswith("won:") and box.places}
    assert piles and all(box.style == "pile" for box in piles.values())
    assert {box.owner for box in piles.values()} <= set(taken)
    drawn: list[tuple[Card | None, tuple[int, int]]] = []
    original = scene._image

    def recorded(card: Card | None, size: tuple[int, int]) -> pygame.Surface:
        drawn.append((card, size))
        return original(card, size)

    scene._image = recorded  # type: ignore[method-assign]  # this scene's pictures only, to see which are drawn
    scene._layer_key = ()
    scene.draw(pygame.Surface(scene.size))
    pile_sizes = {box.card_size for box in piles.values()}
    won_cards = {card for box in piles.values() for _, card in box.places}
    assert any(card is None and size in pile_sizes for card, size in drawn)  # the backs of the piles
    assert not any(card in won_cards and size in pile_sizes for card, size in drawn)  # no won card face up


@pytest.mark.parametrize(("game_id", "players"), [("bridz", 4), ("boston", 4)])
def test_a_swept_trick_turns_face_down_as_it_leaves(game_id: str, players: int) -> None:
    """A swept trick flew face up all the way to its winner's pile and turned over only on landing; players turn
    the cards down as they gather them, so the cards bound for a `won:` pile show their backs early in the flight
    (after a short turn in which they are drawn narrower), and a card that merely moves keeps its face."""
    scene = table(game_id, players, animate=True)
    scene.settings.anim_speed = 1.0
    play_to_trick(scene, random.Random(3))
    scene.anim.finish()
    scene.sweep()
    bound = [f for f in scene.anim.flights if f.key[0].startswith("won:")]
    assert len(bound) == players and all(f.card is not None for f in bound)
    scene.anim.flights = bound  # only the trick's cards are drawn below
    drawn: list[tuple[Card | None, tuple[int, int]]] = []
    original = scene._image

    def image(card: Card | None, size: tuple[int, int]) -> pygame.Surface:
        drawn.append((card, size))
        return original(card, size)

    surface = pygame.Surface(scene.size)
    scene.anim.draw(surface, image)  # the moment they set off: still face up
    assert [card for card, _ in drawn] == [f.card for f in bound]
    first = bound[0]
    while first.rect() == first.start:
        scene.anim.update(0.01)  # under way
    scene.anim.update(first.duration * 0.4)
    assert first.rect() != first.end, "the check must happen in flight, before the card lands"
    drawn.clear()
    scene.anim.draw(surface, image)
    assert [card for card, _ in drawn] == [None] * len(bound)  # backs, well before landing


@pytest.mark.parametrize("size", [(800, 560), (900, 620), (1280, 800), (2560, 1080)])
@pytest.mark.parametrize(("seed", "tricks"), [(7, 1), (9, 4), (5, 1), (4, 1)])  # the dummy at the top, left, right
def test_the_last_trick_hides_none_of_the_tables_cards(seed: int, tricks: int, size: tuple[int, int]) -> None:
    """At 900x620 the review covered the bottom of the dummy's columns (and elsewhere the won piles by the trick):
    it now lies where it hides no card but the trick in play's, as a close cross or, where none fits, a row."""
    from ui import layout_record
    from ui.layout_audit import audit

    scene = table("bridz", 4, size, seed=seed)
    rng = random.Random(seed)
    done = 0
    while done < tricks or scene.held is not None:
        if scene.held is not None:
            done += 1
            scene.sweep()
            continue
        scene.act(rng.choice([a for a in scene.match.legal_actions() if a.kind != "claim"]))
    scene.update(0.0)
    scene.toggle_last()
    assert scene.show_last and scene.obs.public.get("dummy") is not None
    elements, _ = layout_record.record(scene, size)
    assert any(e.kind == "overlay" for e in elements)
    found = [str(f) for f in audit(elements) if f.kind == "card_under_overlay"]
    assert found == [], found
    review = scene._review()
    assert review is not None and scene.area.contains(review.box)


@pytest.mark.parametrize(("size", "lang"), [((1000, 560), "cs"), ((1400, 800), "en")])
def test_the_last_trick_leaves_bridzs_contract_badge_in_sight(size: tuple[int, int], lang: str) -> None:
    """The review lay across the contract badge in the felt's corner (seed 3, the ninth trick): the badge is one of
    what the review keeps clear now, and the audit finds a box of the table across the review."""
    from ai import RandomPlayer
    from ui import layout_record
    from ui.games.bridz.table import BridzTable
    from ui.layout_audit import audit

    scene = TableScene(get_game("bridz"), ["human", "random", "random", "random"], {}, seed=3,
                       settings=c.Settings(lang=lang, width=size[0], height=size[1]), size=size, animate=False,
                       autosave=False)
    scene.ai_enabled = False
    bot, tricks = RandomPlayer(3), 0
    while tricks < 9:
        seat = scene.match.current_player
        assert seat is not None
        scene.act(bot.choose(scene.session._view(seat)))
        scene.pause = 0.0
        tricks += scene.last_seen_trick() is not None and scene.held is None
    scene.show_last = True
    control = scene.control
    assert isinstance(control, BridzTable)
    badge, review = control.badge_rect(scene), scene._review()
    assert badge is not None and review is not None
    assert not badge.colliderect(review.box), (badge, review.box)
    elements, _ = layout_record.record(scene, size)
    assert [str(f) for f in audit(elements) if "overlay" in f.kind] == []
