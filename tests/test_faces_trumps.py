"""Pictured tarot trumps and the exotic shapes: every tarock trump is its own
pair of scenes, the Italian trumps have their allegories, Ganjifa is round on a ground per suit and the
Chinese strip cards are narrow, in the faces and in the deck browser's grid."""

from __future__ import annotations

import pygame
import pytest

import cards
from ui.faces import CARD_RATIO, card_size, render_card, shapes
from ui.faces.ganjifa import ground_and_ink, ring
from ui.faces.shapes import NARROW_RATIO, face_size, fit_height, shape
from ui.faces.trump_allegories import ALLEGORIES, allegorical, allegory_for, death, fool, moon_card, sun_card, world
from ui.faces.trump_scenes import SCENES


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> None:
    pygame.init()


def _bytes(surface: pygame.Surface, rect: pygame.Rect | None = None) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect) if rect else surface, "RGBA")


def _trumps(pack_id: str) -> list[cards.Card]:
    pack = cards.get_pack(pack_id)
    return [c for c in pack.cards if c.kind in ("trump", "extra")]


@pytest.mark.parametrize("width", [80, 48])  # the browser's card and the table's compact one
def test_every_tarock_trump_and_the_skus_draw_a_picture_of_their_own(width: int) -> None:
    pack = cards.get_pack("tarok-54")
    trumps = _trumps("tarok-54")
    assert len(trumps) == 22
    faces = {_bytes(render_card(c, pack, card_size(width), lang="cs")) for c in trumps}
    assert len(faces) == 22


def test_a_tarock_trump_shows_two_scenes_and_an_allegory_one_turned() -> None:
    """Double-ended: a tarock trump's lower half is another scene, not the upper one turned; the
    Piedmontese allegory is the same picture at both ends."""
    size = card_size(120)

    def halves(pack_id: str, code: str) -> float:
        """How far apart the upper picture (turned) and the lower one are: the largest difference of
        the mean colour over four strips (equal pictures differ only by rounding)."""
        pack = cards.get_pack(pack_id)
        face = render_card(next(c for c in pack.cards if c.code == code), pack, size)
        w, h = face.get_size()
        top = pygame.Rect(round(w * 0.2), round(h * 0.22), round(w * 0.6), round(h * 0.2))
        bottom = pygame.Rect(w - top.right, h - top.bottom, top.w, top.h)  # the same place, turned
        upper = pygame.transform.rotate(face.subsurface(top), 180)
        lower = face.subsurface(bottom)

        def strips(s: pygame.Surface) -> list[int]:
            quarter = s.get_width() // 4
            parts = [s.subsurface((k * quarter, 0, quarter, s.get_height())) for k in range(4)]
            return [c for part in parts for c in pygame.transform.average_color(part)[:3]]

        return max(abs(a - b) for a, b in zip(strips(upper), strips(lower), strict=True))

    for number in (3, 8, 12, 21):
        assert halves("tarok-54", f"T{number}") > 15, number
    assert halves("tarocco-piemontese-78", "T19") < 6


def test_every_tarock_number_has_its_own_pair_of_scenes() -> None:
    assert sorted(SCENES) == list(range(1, 22))
    drawn = [f for pair in SCENES.values() for f in pair]
    assert len(set(drawn)) == len(drawn) == 42


def test_the_italian_trumps_find_their_allegories_by_name() -> None:
    trumps = [c for c in _trumps("tarocco-piemontese-78") if c.kind == "trump"]
    found = [allegory_for(c) for c in trumps]
    assert None not in found
    assert len(set(found)) == 21 == len(ALLEGORIES) - 1  # all but the Bolognese Moor
    by_name = {c.names.native["it"]: allegory_for(c) for c in trumps}
    assert by_name["il Sole"] is sun_card and by_name["la Luna"] is moon_card
    assert by_name["la Morte"] is death and by_name["il Mondo"] is world
    # the Minchiate's "Papa due" (the Grand Duke) is no pope, and a made-up trump has no allegory
    minchiate = {c.code: c for c in cards.get_pack("minchiate-97").cards}
    assert allegory_for(minchiate["T2"]) is None
    assert fool not in found
    # pictures only where most trumps have one: a few among the Minchiate's forty would look like a slip
    assert allegorical(cards.get_pack("tarocco-piemontese-78")) and allegorical(cards.get_pack("tarocco-bolognese-62"))
    assert not allegorical(cards.get_pack("minchiate-97"))


def test_the_matto_and_the_skus_differ() -> None:
    tarok, piem = cards.get_pack("tarok-54"), cards.get_pack("tarocco-piemontese-78")
    skus = render_card(next(c for c in tarok.cards if c.kind == "extra"), tarok, card_size(100))
    matto = render_card(next(c for c in piem.cards if c.kind == "extra"), piem, card_size(100))
    assert _bytes(skus) != _bytes(matto)


def test_ganjifa_is_round_on_a_ground_colour_of_its_own_per_suit() -> None:
    pack = cards.get_pack("ganjifa-96")
    assert shape(pack) == "round"
    grounds = set()
    for suit in pack.suits:
        one = next(c for c in pack.cards if c.suit == suit.code and c.rank == "1")
        face = render_card(one, pack, (100, 100))
        assert face.get_at((1, 1)).a == 0 and face.get_at((98, 98)).a == 0  # cut round: the corners are empty
        assert face.get_at((50, 50)).a == 255
        colour = face.get_at((50 + 21, 50 + 21))  # between the single pip and the gold rim
        grounds.add((colour.r // 4, colour.g // 4, colour.b // 4))
        ground, pip = ground_and_ink(pack, suit.code)
        assert sum(ground) != sum(pip)
    assert len(grounds) == len(pack.suits)


def test_ganjifa_courts_are_figures_not_pips() -> None:
    pack = cards.get_pack("ganjifa-96")
    crowns = {c.rank: c for c in pack.cards if c.suit == "TJ"}
    faces = {rank: _bytes(render_card(card, pack, (90, 90))) for rank, card in crowns.items()}
    assert len(set(faces.values())) == 12  # king (throne), vizier (horse) and ten pip cards
    assert [len(ring(n)) for n in range(1, 11)] == list(range(1, 11))


def test_shapes_and_the_browser_grid() -> None:
    from ui.scenes import common as c
    from ui.scenes.decks import DecksScene

    assert shapes.CARD_RATIO == CARD_RATIO  # one oblong card shape for faces, browser and shapes
    ganjifa, strips, french = (cards.get_pack(p) for p in ("ganjifa-96", "hung-pai-112", "french-52"))
    assert face_size(ganjifa, 90) == (90, 90)
    w, h = face_size(strips, 90)
    assert h == card_size(90)[1] and abs(h / w - NARROW_RATIO) < 0.1
    assert face_size(french, 90) == card_size(90)
    assert fit_height(french, 560) == (400, 560)
    scene = DecksScene(c.Settings(lang="en"), (1280, 800), pack_id="ganjifa-96")
    assert scene.card_rect(0).w == scene.card_rect(0).h
    scene.select(next(i for i, p in enumerate(scene.packs) if p.id == "hung-pai-112"))
    narrow = scene.card_rect(0)
    assert narrow.h / narrow.w > 2.5 and scene.cols > 8  # thin strips: more of them in a row
    face = render_card(scene.pack.cards[0], scene.pack, narrow.size)
    assert face.get_size() == narrow.size and face.get_at((0, 0)).a == 0
    assert shape(cards.get_pack("mahjong-144")) == "oblong"
