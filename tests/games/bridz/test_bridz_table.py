"""Bridž at the table: the bidding box offers exactly the legal calls, typed calls make the right
action, the auction grid puts every call under its seat from the dealer, and the dummy lies face up with
every card readable, its cards played by click and by drag."""

from __future__ import annotations

import itertools
import os
import random
from functools import cache

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from games.bridz.calls import action_call
from games.bridz.rules import BridzState
from games.registry import get_game
from games.zones import ZoneView
from tests.table_play import play_until
from ui.games.bridz import calls
from ui.games.bridz.auction import (
    CELL,
    CELL_DIM,
    VULNERABLE,
    AuctionControl,
    Geometry,
    Spot,
    auction_geometry,
    draw_auction,
)
from ui.games.bridz.dummy import dummy_hand, suit_groups
from ui.games.bridz.table import BridzTable
from ui.layout_audit import INDEX_HIDDEN, _area, _index_corner, audit
from ui.layout_record import record
from ui.scenes import common as c
from ui.scenes.table import TableScene
from ui.table.session import HUMAN, TableSession

SMALL = (800, 560)


def table(seed: int, lang: str = "en", size: tuple[int, int] = SMALL) -> TableScene:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(size)
    scene = TableScene(get_game("bridz"), [HUMAN, "random", "random", "random"], {}, seed=seed,
                       settings=c.Settings(lang=lang), size=size, animate=False, autosave=False)
    scene.ai_enabled = False
    return scene


def control(scene: TableScene) -> BridzTable:
    assert isinstance(scene.control, BridzTable)
    return scene.control


def calling(scene: TableScene) -> bool:
    return scene.obs.public.get("phase") == "auction" and scene.match.current_player == scene.viewer


def human_calls_after_a_bid(seed: int) -> TableScene:
    """A table where the viewer is to call and someone has bid (so some calls are out of reach)."""
    scene = table(seed)
    rng = random.Random(seed)
    for _ in range(60):
        if calling(scene) and any(call not in calls.WORDS for call in scene.obs.public["calls"]):
            scene.update(0.0)
            return scene
        if scene.obs.public.get("phase") != "auction":
            scene = table(seed := seed + 100)
            continue
        legal = scene.match.legal_actions()
        # low bids, so the auction lasts: a pass or one of the three cheapest calls
        scene.act(rng.choice(legal[:4]))
    raise AssertionError("no auction reached the viewer after a bid")


def press(scene: TableScene, key: int, char: str = "") -> None:
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=key, unicode=char, mod=0))


def click(scene: TableScene, pos: tuple[int, int]) -> None:
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


# -- the bidding box ---------------------------------------------------------------------------------------------
def test_the_box_offers_exactly_the_legal_calls_and_a_dimmed_one_does_nothing() -> None:
    scene = human_calls_after_a_bid(5)
    geometry = auction_geometry(scene, with_box=True)
    assert geometry is not None and len(geometry.cells) == 38  # 35 bids, pass, double, redouble
    legal = {call for call in (action_call(a) for a in scene.match.legal_actions()) if call is not None}
    surface = pygame.display.set_mode(SMALL)
    scene.draw(surface)
    lit = {call for call, cell in geometry.cells.items() if tuple(surface.get_at((cell.left + 3, cell.centery)))[:3]
           == CELL}
    dim = {call for call, cell in geometry.cells.items() if tuple(surface.get_at((cell.left + 3, cell.centery)))[:3]
           == CELL_DIM}
    assert lit == legal and dim == set(geometry.cells) - legal
    assert not any(action_call(a) for _, a in scene.action_buttons)  # the generic bid buttons are gone
    cheapest_out = next(call for row in calls.BOX_ROWS[1:] for call in row if call not in legal)
    before = list(scene.obs.public["calls"])
    click(scene, geometry.cells[cheapest_out].center)
    assert scene.obs.public["calls"] == before  # dimmed: nothing happens
    top = max((call for call in legal if call not in calls.WORDS), key=lambda call: (call[0], call))
    click(scene, geometry.cells[top].center)
    assert scene.obs.public["calls"] == [*before, top]


def test_the_box_cells_fit_inside_the_table_and_do_not_overlap_at_800x560() -> None:
    scene = human_calls_after_a_bid(6)
    geometry = auction_geometry(scene, with_box=True)
    assert geometry is not None
    cells = list(geometry.cells.values())
    assert all(scene.area.contains(cell) and cell.height >= 18 and cell.width >= 36 for cell in cells)
    assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1:])


@pytest.mark.parametrize("keys, call", [("1n", "1NT"), ("3h", "3H"), ("7s", "7S"), ("2b", "2NT"), ("p", "P")])
def test_typed_calls_select_then_enter_makes_them(keys: str, call: str) -> None:
    entry = calls.KeyEntry()
    legal = {"P", *(f"{lv}{st}" for lv in range(1, 8) for st in ("C", "D", "H", "S", "NT"))}
    for key in keys:
        assert entry.press(key, legal)
    assert entry.selected == call


def test_x_doubles_or_redoubles_whichever_is_legal_and_an_illegal_call_is_refused() -> None:
    entry = calls.KeyEntry()
    entry.press("x", {"P", "X", "2C"})
    assert entry.selected == "X"
    entry.press("x", {"P", "XX", "2C"})
    assert entry.selected == "XX"
    entry.press("1", {"P", "2C"})
    entry.press("c", {"P", "2C"})
    assert entry.selected is None and entry.refused == "1C"
    assert not entry.press("h", {"P"})  # no level typed: H is the table's hint key
    assert not entry.press("8", {"P"})


def test_keys_at_the_table_make_the_selected_call_on_enter() -> None:
    scene = human_calls_after_a_bid(7)
    legal = control(scene).legal(scene)
    bid = next(call for call in ("7NT", "7S", "7H") if call in legal)
    before = list(scene.obs.public["calls"])
    press(scene, pygame.K_7, "7")
    press(scene, getattr(pygame, f"K_{calls.STRAIN_KEYS_BY_STRAIN[bid[1:]]}"), calls.STRAIN_KEYS_BY_STRAIN[bid[1:]])
    assert control(scene).entry.selected == bid and scene.obs.public["calls"] == before  # selected, not made
    press(scene, pygame.K_RETURN)
    assert scene.obs.public["calls"] == [*before, bid]


def test_the_hint_lights_its_call_and_enter_makes_it() -> None:
    scene = human_calls_after_a_bid(8)
    legal = control(scene).legal(scene)
    scene.hinted = legal["P"]
    scene.update(0.0)
    assert control(scene).entry.selected == "P"
    before = list(scene.obs.public["calls"])
    press(scene, pygame.K_KP_ENTER)
    assert scene.obs.public["calls"] == [*before, "P"]


# -- the auction grid ----------------------------------------------------------------------------------------
def test_the_grid_puts_every_call_under_its_seat_starting_from_the_dealer() -> None:
    dealer = 2
    made = ["P", "1H", "X", "2H", "P", "P", "3C"]
    seats = calls.columns(dealer)
    assert seats == [2, 3, 0, 1]
    for r, row in enumerate(calls.grid_rows(made)):
        for i, call in enumerate(row):
            assert call == made[r * 4 + i]
            assert seats[i] == (dealer + r * 4 + i) % 4  # the seat that made it
    assert [calls.compass(s, "en") for s in seats] == ["S", "W", "N", "E"]  # seat 0 North, whoever looks
    assert [calls.compass(s, "cs") for s in seats] == ["J", "Z", "S", "V"]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_two_viewers_of_one_deal_see_the_same_letter_for_the_same_player(lang: str) -> None:
    """Jan at seat 0 and his friend at seat 2 talk about one hand: each window heads the grid's columns with
    the same letter for the same seat, though each viewer sits at the bottom of his own window."""
    seen = []
    for human in (0, 2):
        players = ["random"] * 4
        players[human] = HUMAN
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_mode(SMALL)
        scene = TableScene(get_game("bridz"), players, {}, seed=5, settings=c.Settings(lang=lang), size=SMALL,
                           animate=False, autosave=False)
        scene.ai_enabled = False
        assert scene.viewer == human
        geometry = auction_geometry(scene, with_box=True) or auction_geometry(scene, with_box=False)
        assert geometry is not None
        elements, _ = record(scene, SMALL)
        heads = sorted((e.box.centerx, e.text) for e in elements if e.kind == "text"
                       and e.text in calls.COMPASS[lang] and geometry.grid.collidepoint(e.box.center)
                       and e.box.top < geometry.grid.top + 40)
        columns = calls.columns(int(scene.obs.public["dealer"]))
        seen.append({seat: text for seat, (_, text) in zip(columns, heads, strict=True)})
    assert seen[0] == seen[1]
    assert seen[0][0] == ("S" if lang == "cs" else "N")


def test_the_drawn_grid_heads_its_columns_from_the_dealer_and_writes_the_calls_under_them() -> None:
    scene = human_calls_after_a_bid(9)
    pygame.display.set_mode(SMALL)
    elements, _ = record(scene, SMALL)
    geometry = auction_geometry(scene, with_box=True)
    assert geometry is not None
    dealer = int(scene.obs.public["dealer"])
    letters = [calls.compass(s, "en") for s in calls.columns(dealer)]
    heads = {e.text: e.box.centerx for e in elements if e.kind == "text" and e.text in letters
             and geometry.grid.collidepoint(e.box.center) and e.box.top < geometry.grid.top + 40}
    assert len(heads) == 4
    xs = [heads[letter] for letter in letters]
    assert xs == sorted(xs)  # left to right from the dealer
    made = scene.obs.public["calls"]
    col_w = geometry.grid.width // 4
    first_rows = [e for e in elements if e.kind == "text" and geometry.grid.collidepoint(e.box.center)
                  and e.text in ("Pass", "Dbl", "Rdbl", *"1234567")]
    for i, call in enumerate(made[:4]):
        column = pygame.Rect(geometry.grid.left + i * col_w, geometry.grid.top, col_w, geometry.grid.height)
        shown = calls.call_parts(call, "en")[0]
        assert any(e.text == shown and column.collidepoint(e.box.center) for e in first_rows), (i, call)


def test_a_call_shows_its_meaning_on_hover() -> None:
    scene = human_calls_after_a_bid(10)
    geometry = auction_geometry(scene, with_box=True)
    assert geometry is not None
    box = control(scene)
    pos = geometry.cells["1NT" if "1NT" in box.legal(scene) else "7NT"].center
    scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.update(1.0)
    pygame.display.set_mode(SMALL)
    elements, _ = record(scene, SMALL)
    assert any(e.kind == "text" and e.text and " – " in e.text and "NT" in e.text for e in elements)



def test_a_still_frame_of_the_auction_is_one_blit_and_hover_finds_the_cells_where_they_are(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The grid and box are drawn once into a picture of their own size (it cost a window-sized surface per
    call made) and only blitted while nothing in them changes; the hover places stay in the table's pixels."""
    from ui.games.bridz import table as bridz_table

    scene = human_calls_after_a_bid(10)
    box = control(scene)
    surface = pygame.display.get_surface()
    assert surface is not None
    drawn: list[int] = []

    def counted(box: AuctionControl, scene: TableScene, surface: pygame.Surface, geometry: Geometry) -> list[Spot]:
        drawn.append(1)
        return draw_auction(box, scene, surface, geometry)

    monkeypatch.setattr(bridz_table, "draw_auction", counted)
    scene.draw(surface)
    for _ in range(3):
        scene.update(1 / 60)
        scene.draw(surface)
    assert len(drawn) == 1
    picture = box._picture
    assert picture is not None and picture.get_width() < surface.get_width() // 2
    geometry = auction_geometry(scene, with_box=True)
    assert geometry is not None
    legal = next(call for call in geometry.cells if call in box.legal(scene))
    assert any(rect == geometry.cells[legal] for rect, _ in box.spots)
    press(scene, pygame.K_p, "p")  # a pass selected: the picture changes
    scene.draw(surface)
    assert len(drawn) == 2

# -- the dummy --------------------------------------------------------------------------------------------------
def dummy_zone() -> ZoneView:
    pack = get_game("bridz").pack(get_game("bridz").config({}))
    by_code = {card.code: card for card in pack.cards}
    codes = ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "AH", "2H", "3D", "4D", "5C", "7C"]  # 7-2-2-2
    return ZoneView("hand:2", 2, tuple(by_code[code] for code in codes))


class FakeObs:
    def __init__(self, dummy: int, contract: str) -> None:
        self.public = {"dummy": dummy, "contract": contract}


@pytest.mark.parametrize("side", ["top", "left", "right"])
@pytest.mark.parametrize("size", [SMALL, (1280, 800)])
def test_every_dummy_card_shows_its_index_and_stays_on_the_table(side: str, size: tuple[int, int]) -> None:
    zone = dummy_zone()
    area = pygame.Rect(0, 0, size[0] - max(240, int(size[0] * 0.27)), size[1]).inflate(-8, -40)
    ch = int(min(area.height * 0.2, area.width * 0.14))
    anchor = {"top": (area.centerx, area.top + 60), "left": (area.left + 60, area.centery),
              "right": (area.right - 60, area.centery)}[side]
    box = dummy_hand(FakeObs(2, "4H"), zone, side, anchor, area, (int(ch / 1.4), ch))  # type: ignore[arg-type]  # FakeObs: the facts it reads
    assert box is not None and len(box.places) == 13
    rects = [rect for rect, _ in box.places]
    assert all(area.contains(rect) for rect in rects)
    assert rects[0].height >= 50  # readable at 800x560 too
    for i, rect in enumerate(rects):
        corner = _index_corner(rect)
        assert _area(corner, rects[i + 1:]) <= INDEX_HIDDEN * corner.width * corner.height
    assert [card.suit for _, card in box.places[:2] if card is not None] == ["H", "H"]  # the trumps first


@pytest.mark.parametrize("size", [(1280, 800), SMALL])
def test_the_dummy_across_the_table_shows_each_whole_index_above_the_trick(ui_display: object,
                                                                            size: tuple[int, int]) -> None:
    """Across the table at 1280x800 the dummy's columns were squeezed by the trick's card below them: a fifth of
    each card showed, the index's foot cut. The seat's name goes beside the columns, so they reach down to the
    trick with each card's whole corner index and a margin showing, and the trick still reads by seat."""
    from cli.shot import build_scene
    from ui.table.layout import seat_spots

    scene = build_scene("table", size, c.Settings(lang="en"), game="bridz", seed=2, moves=10)
    assert isinstance(scene, TableScene) and scene.layout is not None
    dummy = scene.obs.public["dummy"]
    assert scene.layout.seats[dummy].side == "top" and scene.obs.public.get("phase") == "play"
    box = scene.layout.zones[f"hand:{dummy}"]
    rects = [rect for rect, _ in box.places]
    columns: dict[int, list[pygame.Rect]] = {}
    for rect in rects:
        columns.setdefault(rect.left, []).append(rect)
    assert any(len(column) > 2 for column in columns.values())
    for column in columns.values():
        for upper, lower in itertools.pairwise(column):
            assert lower.top - upper.top >= _index_corner(upper).height + 2  # the whole index and a margin
    trick = scene.layout.zones["trick"]
    seats = [seat for seat, _ in scene.held.plays] if scene.held is not None else []
    assert dummy in seats
    spots = seat_spots(scene.layout.seats, scene.layout.zones)
    for seat, (rect, _) in zip(seats, trick.places, strict=True):
        assert rect.collidelist(rects) < 0
        nearest = min(spots, key=lambda s: (spots[s][0] - rect.centerx) ** 2 + (spots[s][1] - rect.centery) ** 2)
        assert nearest == seat  # each card before its player
    plate = scene.layout.seats[dummy].label
    assert plate.collidelist(rects + [r for r, _ in trick.places]) < 0 and scene.area.contains(plate)

def test_suits_alternate_colours_and_run_from_the_highest() -> None:
    zone = dummy_zone()
    groups = suit_groups([c for c in zone.cards if c is not None], "NT")
    assert [g[0].suit for g in groups] == ["S", "H", "C", "D"]
    assert [c.code for c in groups[0][:3]] == ["AS", "KS", "QS"]


def declaring_with_dummy_to_play(seed: int) -> TableScene:
    return declaring_at(first_declaring(seed))


@cache
def first_declaring(seed: int) -> int:
    """The first seed from `seed` at which the viewer declares (found once for all the tests)."""
    for attempt in range(seed, seed + 200):
        session = TableSession(get_game("bridz"), [HUMAN, "random", "random", "random"], {}, attempt)
        rng = random.Random(attempt)  # the moves play_until will make at the table, made on the match alone
        while session.match.state.observation(0).public.get("phase") == "auction":
            session.apply(rng.choice(session.match.legal_actions()))
        declarer = session.match.state.observation(0).public.get("declarer")
        session.close()
        if declarer == 0:
            return attempt
    raise AssertionError("the viewer never declared")


def ready(scene: TableScene) -> bool:
    """The viewer declares, the dummy is face up and to play."""
    public = scene.obs.public
    return public.get("phase") == "play" and public.get("declarer") == 0 and public.get("turn") == 2 \
        and None not in next(z for z in scene.obs.zones if z.name == "hand:2").cards


def declaring_at(attempt: int) -> TableScene:
    scene = table(attempt)
    rng = random.Random(attempt)
    play_until(scene, lambda s: s.obs.public.get("phase") != "auction", rng, limit=120)
    if scene.obs.public.get("declarer") != 0:
        raise AssertionError("another seat declares")
    play_until(scene, ready, rng, limit=40)
    scene.held = None
    scene._refresh(animate=False)
    return scene


def test_the_declarer_plays_dummys_cards_by_click_and_by_drag_and_is_told_so() -> None:
    scene = declaring_with_dummy_to_play(1)
    assert control(scene).from_dummy(scene)
    pygame.display.set_mode(SMALL)
    elements, _ = record(scene, SMALL)
    assert any(e.kind == "text" and (e.text or "").startswith("Playing from dummy") for e in elements)
    assert not [f for f in audit(elements) if "hand:2" in f.what]  # every dummy card readable
    dummy_places = [place for place in scene.targets if place[0] == "hand:2"]
    assert dummy_places
    place = dummy_places[0]
    card = scene.targets[place].card
    assert scene.layout is not None
    rect = scene.layout.card_rect(*place)
    assert rect is not None
    box = scene.layout.zones["hand:2"]
    assert next(c for r, c in box.places if r == rect) == card  # the click lands on the card it plays
    start = (rect.left + 4, rect.top + 4)
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    end = scene.layout.centre
    scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] + 30), rel=(0, 30),
                                           buttons=(1, 0, 0)))
    scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end))
    assert isinstance(scene.match.state, BridzState)
    assert card in scene.match.state.played[2]  # dragged to the trick: played from dummy


def test_the_badge_and_the_auction_key_in_play() -> None:
    scene = declaring_with_dummy_to_play(1)
    box = control(scene)
    rect = box.badge_rect(scene)
    assert rect is not None and scene.area.contains(rect)
    pygame.display.set_mode(SMALL)
    elements, _ = record(scene, SMALL)
    contract = str(scene.obs.public["contract"]).rstrip("X")
    assert any(e.kind == "text" and e.text == contract[0] and rect.collidepoint(e.box.center) for e in elements)
    assert any(e.kind == "text" and (e.text or "").startswith("Tricks: we") for e in elements)
    press(scene, pygame.K_a, "a")
    assert box.show_auction
    press(scene, pygame.K_ESCAPE)
    assert not box.show_auction and scene.next_scene is None  # Esc closed the auction, not the table


def test_the_vulnerable_sides_letters_are_red_and_the_others_not() -> None:
    scene = human_calls_after_a_bid(11)
    assert isinstance(scene.match.state, BridzState)
    scene.match.state.vulnerable = [True, False]  # seats 0 and 2 vulnerable
    scene._refresh(animate=False)
    pygame.display.set_mode(SMALL)
    elements, picture = record(scene, SMALL)
    geometry = auction_geometry(scene, with_box=True)
    assert geometry is not None
    for seat in range(4):
        letter = calls.compass(seat, "en")
        head = next(e for e in elements if e.kind == "text" and e.text == letter
                    and geometry.grid.collidepoint(e.box.center) and e.box.top < geometry.grid.top + 40)
        box = head.box.clip(picture.get_rect())
        red = any(abs(picture.get_at((x, y))[0] - VULNERABLE[0]) < 20 and abs(picture.get_at((x, y))[1] -
                  VULNERABLE[1]) < 30 for x in range(box.left, box.right) for y in range(box.top, box.bottom))
        assert red == (seat % 2 == 0), (seat, letter)


def test_the_box_stays_put_as_the_auction_grows() -> None:
    scene = table(12)
    seen = set()
    for _ in range(12):  # the first three rows of an auction: the box never moves under the mouse
        if scene.obs.public.get("phase") != "auction":
            break
        geometry = auction_geometry(scene, with_box=True)
        assert geometry is not None
        seen.add(tuple(tuple(rect) for rect in geometry.cells.values()))
        legal = scene.match.legal_actions()
        bids = [a for a in legal if a.kind == "bid"]
        scene.act(legal[0] if len(scene.obs.public["calls"]) % 2 else bids[0])  # bid, pass, bid...: never over
    assert len(scene.obs.public["calls"]) == 12 and len(seen) == 1


def test_a_typed_call_not_allowed_now_says_why_and_selects_nothing() -> None:
    scene = human_calls_after_a_bid(5)
    press(scene, pygame.K_1, "1")
    press(scene, pygame.K_c, "c")
    assert control(scene).entry.selected is None
    last = [call for call in scene.obs.public["calls"] if call not in calls.WORDS][-1]
    assert "1♣" in scene.toast and calls.call_text(last, "en") in scene.toast  # why: the bid to beat
