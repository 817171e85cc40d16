"""The player's hand uses the room its row has: side by side while the cards fit, overlapped only as
much as the row needs, each card's index in sight; Kvarteto's hand grouped by quartet."""

from __future__ import annotations

import itertools

import pygame
import pytest

from games.kvarteto.rules import KvartetoState
from games.match import Match
from games.registry import get_game
from tests.table_play import layout_of
from ui.layout_audit import audit
from ui.layout_record import Element, record
from ui.scenes.table import TableScene
from ui.table.boxes import ZoneBox
from ui.table.layout import compute


@pytest.fixture(autouse=True)
def _display(ui_display: pygame.Surface) -> pygame.Surface:  # the shared headless display (tests/conftest.py)
    return ui_display


def table(game: str, n: int, size: tuple[int, int], seed: int = 2) -> TableScene:
    from tests.test_ui_scenes import fast_settings, pump

    scene = TableScene(get_game(game), ["human"] + ["random"] * (n - 1), {}, seed=seed, settings=fast_settings(),
                       size=size)
    pump(scene, [])
    return scene


def steps(box: ZoneBox) -> list[int]:
    return [b.left - a.left for (a, _), (b, _) in zip(box.places, box.places[1:], strict=False)]


def test_six_cribbage_cards_lie_side_by_side_on_a_wide_table() -> None:
    """They took 380 px of a 930 px table, each card two-thirds under the next."""
    match = Match(get_game("cribbage"), 2, None, seed=2)
    area = pygame.Rect(0, 0, 930, 740)
    own = compute(match.observation(0).zones, 2, 0, area).zones["hand:0"]
    width = own.card_size[0]
    assert len(own.places) == 6 and all(width < step < width * 1.2 for step in steps(own))


def test_thirteen_bridge_cards_use_the_row_beside_the_plate_and_keep_clear_of_the_last_trick_button() -> None:
    """At 800×560 the hand took 270 px, the width of a plate kept free on both sides; it now reaches from the
    Last trick button to its own plate."""
    scene = table("bridz", 4, (800, 560))
    own = layout_of(scene).zones["hand:0"]
    button = pygame.Rect(scene.buttons["last_trick"].rect)
    plate = layout_of(scene).seats[0].label
    assert len(own.places) == 13 and own.rect.width > 290
    assert not own.rect.colliderect(button) and not own.rect.colliderect(plate)
    assert min(steps(own)) >= own.card_size[0] * 0.25  # every index in sight
    assert [f for f in audit(record(scene, (800, 560))[0]) if f.kind == "hand_squeezed"] == []
    scene.close()


def test_kvarteto_groups_the_hand_by_quartet() -> None:
    """The player sees at a glance which quartets are nearly whole: their cards lie together, in the pack's order."""
    from ui.games.kvarteto.manifest import arrange

    for seed in range(3):
        match = Match(get_game("kvarteto"), 3, None, seed=seed)
        obs = arrange(match.observation(0))
        state = match.state
        assert isinstance(state, KvartetoState)
        quartets = [state.quartet(card) for card in obs.hand()]
        groups = list(dict.fromkeys(quartets))
        assert quartets == sorted(quartets, key=groups.index)  # each quartet's cards together
        assert sorted(obs.hand(), key=lambda c: c.code) == sorted(match.observation(0).hand(), key=lambda c: c.code)
        order = [card.code for card in state.pack.cards]
        assert [order.index(c.code) for c in obs.hand()] == sorted(order.index(c.code) for c in obs.hand())


def fan(lefts: list[int], top: int = 400, width: int = 64) -> list[Element]:
    return [Element("card", (x, top, width, 90), card=f"{i + 2}S", face_up=True, zone="hand:0", order=i,
                    extra={"style": "fan"}) for i, x in enumerate(lefts)]


def test_the_audit_finds_a_hand_squeezed_with_room_to_spare() -> None:
    plate = Element("panel", (600, 470, 130, 20), order=10)
    button = Element("button", (0, 470, 90, 20), text="Last trick", whole="Last trick", order=11)
    squeezed = fan([200, 240, 280, 320])  # 40 px steps with 510 px between the button and the plate
    assert [f.kind for f in audit([*squeezed, plate, button])] == ["hand_squeezed"]
    assert audit([*fan([200, 268, 336, 404]), plate, button]) == []  # side by side
    crowded = fan([100 + 34 * i for i in range(15)])  # overlapped, and the row has no more room than it takes
    assert audit([*crowded, Element("panel", (100 + 34 * 14 + 64 + 8, 470, 130, 20), order=20), button]) == []
    thin = fan([100 + 12 * i for i in range(15)])  # 12 px of each card: the index is cut
    assert "hand_squeezed" in [f.kind for f in audit([*thin, Element("panel", (290, 470, 130, 20), order=20),
                                                      button])]
    picked = fan([200, 268, 300])  # a hole where a card was picked: its places are kept (ui/table/steady.py)
    assert audit([*picked, plate, button]) == []


def test_the_seats_beside_the_row_keep_their_plates_off_the_hand_s_indices() -> None:
    """Kolovrat for eight at 800×560: the hand spread to the row's ends lay under the two lower seats' plates, which
    hid the corner index of its first and last card; it stays the centred fan between them."""
    scene = table("kolovrat", 8, (800, 560))
    own = layout_of(scene).zones["hand:0"]
    plates = [box.label for seat, box in layout_of(scene).seats.items() if seat != 0]
    corners = [pygame.Rect(rect.left, rect.top, rect.width // 4, rect.height // 4) for rect, _ in own.places]
    assert not [c for c in corners for p in plates if c.colliderect(p)]
    scene.close()


def test_a_hand_of_backs_stays_a_pile() -> None:
    """Souboje's stock of 26 backs is taken from, not read: spread over the whole row it ran under its own plate."""
    scene = table("souboje", 2, (800, 560))
    own = layout_of(scene).zones["hand:0"]
    assert own.rect.width <= 800 * 0.5 and not own.rect.colliderect(layout_of(scene).seats[0].label)
    scene.close()


def test_kvarteto_names_are_never_cut_by_the_overlap() -> None:
    """At 800×560 ten Kvarteto cards overlapped and the names along their foot read 'pea', 'appl', 'violi'; the hand
    now wraps into rows before its cards overlap (the rule book's `layout: own_hand: rows`)."""
    for seed in range(3):
        scene = table("kvarteto", 3, (800, 560), seed=seed)
        own = [rect for rect, _ in layout_of(scene).zones["hand:0"].places]
        assert len(own) >= 8
        assert not [(a, b) for i, a in enumerate(own) for b in own[i + 1:] if a.colliderect(b)]
        assert [f for f in audit(record(scene, (800, 560))[0]) if f.kind == "hand_squeezed"] == []
        scene.close()


def test_a_long_kvarteto_hand_wraps_into_at_most_three_rows_inside_the_table() -> None:
    """Sixteen cards (a player who asked well) at the smallest window: three rows, each card's index in sight."""
    match = Match(get_game("kvarteto"), 3, None, seed=1)
    pack = match.state.pack.cards
    zones = [z if z.name != "hand:0" else type(z)(z.name, 0, tuple(pack[:16])) for z in match.observation(0).zones]
    area = pygame.Rect(0, 0, 552, 552)
    own = compute(zones, 3, 0, area, hints={"own_hand": "rows"}).zones["hand:0"]
    tops = sorted({rect.top for rect, _ in own.places})
    assert len(own.places) == 16 and 2 <= len(tops) <= 3
    assert all(area.contains(rect) for rect, _ in own.places)
    for top in tops:
        row = sorted(rect.left for rect, _ in own.places if rect.top == top)
        assert min(b - a for a, b in itertools.pairwise(row)) >= own.card_size[0] * 0.25


def test_the_audit_checks_a_hand_in_rows_row_by_row() -> None:
    """Two rows side by side, the second centred under the first: sorted by left edge alone they interleave and
    read as one row overlapped by half a card."""
    plate = Element("panel", (600, 470, 130, 20), order=10)
    button = Element("button", (0, 470, 90, 20), text="Last trick", whole="Last trick", order=11)
    upper = fan([200, 268, 336, 404], top=280)
    lower = [Element("card", (x, 380, 64, 90), card=f"{i + 2}H", face_up=True, zone="hand:0", order=4 + i,
                     extra={"style": "fan"}) for i, x in enumerate([234, 302, 370])]
    assert audit([*upper, *lower, plate, button]) == []


def test_a_card_lifted_out_of_its_row_is_still_checked_with_it() -> None:
    """Boston lifts the cards that may be played by a few pixels: checked as a row of their own, three lifted cards
    overlapped with room to spare were reported apart from their row."""
    plate = Element("panel", (600, 470, 130, 20), order=10)
    button = Element("button", (0, 470, 90, 20), text="Last trick", whole="Last trick", order=11)
    row = [Element("card", (100 + 34 * i, 390 if 4 <= i < 7 else 400, 64, 90), card=f"{i + 2}S", face_up=True,
                   zone="hand:0", order=i, extra={"style": "fan"}) for i in range(14)]
    assert audit([*row, Element("panel", (100 + 34 * 13 + 64 + 8, 470, 130, 20), order=20), button]) == []
    assert [f.kind for f in audit([*fan([200, 240, 280, 320]), plate, button])] == ["hand_squeezed"]
