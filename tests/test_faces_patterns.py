"""The French standard courts and the Tell pattern (mariášky): each figure its own, double-headed faces turn
into themselves, the Ober's suit sign high and the Unter's low (full face and the table's small face), the aces'
seasons named in the table's language, and the game packs (Kvarteto, Černý Petr) left to their own art."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

import cards
from ui.faces import card_size, compact_courts, patterns, render_card, tell_courts, tell_pips, tell_scenes
from ui.faces.pen import Pen


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> None:
    pygame.init()


def _pixels(surface: pygame.Surface) -> np.ndarray:
    return pygame.surfarray.array3d(surface).astype(np.int16)


def _faces(pack_id: str, ranks: tuple[str, ...], width: int = 80, lang: str = "cs") -> dict[str, np.ndarray]:
    pack = cards.get_pack(pack_id)
    return {c.code: _pixels(render_card(c, pack, card_size(width), lang=lang))
            for c in pack.cards if c.rank in ranks}


def _all_distinct(faces: dict[str, np.ndarray]) -> None:
    codes = sorted(faces)
    for i, a in enumerate(codes):
        for b in codes[i + 1:]:
            assert np.abs(faces[a] - faces[b]).mean() > 2.0, f"{a} and {b} look the same"


def test_twelve_french_courts_are_twelve_figures() -> None:
    faces = _faces("french-52", ("J", "Q", "K"))
    assert len(faces) == 12
    _all_distinct(faces)


def test_tell_obers_unters_and_kings_are_all_different() -> None:
    faces = _faces("german-32", ("U", "O", "K"))
    assert len(faces) == 12
    _all_distinct(faces)


@pytest.mark.parametrize(("pack_id", "code"), [("french-52", "KH"), ("french-32", "JD"), ("german-32", "OA"),
                                                ("german-32", "UH"), ("german-32", "KB")])
def test_a_double_headed_court_turns_into_itself(pack_id: str, code: str) -> None:
    pack = cards.get_pack(pack_id)
    card = next(c for c in pack.cards if c.code == code)
    face = render_card(card, pack, card_size(120))
    turned = _pixels(pygame.transform.rotate(face, 180))
    w, h = face.get_size()
    box = (slice(w // 4, w - w // 4), slice(h // 5, h - h // 5))  # the figure, clear of the corner indices
    assert np.abs(_pixels(face)[box] - turned[box]).mean() < 3.0
    # and it is not a blank that would pass any symmetry check
    assert _pixels(face)[box].std() > 30


def _sign_heights(monkeypatch: pytest.MonkeyPatch, module: object, draw: object) -> list[float]:
    seen: list[float] = []
    monkeypatch.setattr(module, "draw_symbol", lambda pen, *a: seen.append(pen.cy))
    assert callable(draw)
    draw()
    return seen


@pytest.mark.parametrize("suit", ["H", "B", "L", "A"])
def test_the_obers_sign_stands_high_and_the_unters_low(monkeypatch: pytest.MonkeyPatch, suit: str) -> None:
    w, h = 300, 420
    heights = {}
    for rank in ("O", "U"):
        surf = pygame.Surface((w, h))
        heights[rank] = _sign_heights(monkeypatch, tell_courts, lambda r=rank, s=surf: tell_courts.draw(
            s, w, h, w * 0.045, (40, 70), r, suit, (200, 20, 30), "german-heart", "srdce", (0, 0, 0)))
    # the half is drawn once (then turned), with its sign in the top half's own coordinates
    assert len(heights["O"]) == len(heights["U"]) == 1
    ober, unter = heights["O"][0], heights["U"][0]
    assert ober < h * 0.15 < h * 0.3 < unter < h * 0.5


def test_the_small_faces_keep_ober_high_and_unter_low(monkeypatch: pytest.MonkeyPatch) -> None:
    w, h = card_size(48)
    heights = {}
    for rank in ("O", "U"):
        surf = pygame.Surface((w, h))
        heights[rank] = _sign_heights(monkeypatch, compact_courts, lambda r=rank, s=surf: compact_courts.tell(
            s, w, h, r, (200, 20, 30), "german-heart", "srdce"))
    assert heights["O"][0] < heights["U"][0]
    assert not compact_courts.tell(pygame.Surface((w, h)), w, h, "K", (0, 0, 0), "acorn", "")


def test_small_french_courts_show_three_different_heads() -> None:
    faces = _faces("french-52", ("J", "Q", "K"), width=48)
    assert len(faces) == 12
    _all_distinct({code: face for code, face in faces.items() if code.endswith("S")})
    assert not compact_courts.french(pygame.Surface((48, 67)), 48, 67, "10", (0, 0, 0), "spade", "")


def test_the_four_aces_show_four_seasons_named_in_the_tables_language() -> None:
    cs = _faces("german-32", ("A",), lang="cs")
    en = _faces("german-32", ("A",), lang="en")
    _all_distinct(cs)
    assert {tell_scenes.season_for(s) for s in "HBLA"} == set(tell_scenes.SEASON_NAMES)
    for code in cs:  # the season's name is the only text on the ace besides the index
        assert np.abs(cs[code] - en[code]).mean() > 0.05


def test_every_scene_draws_inside_its_vignette() -> None:
    for name in tell_scenes.SCENES:
        surf = pygame.Surface((200, 200))
        surf.fill((0, 0, 0))
        rect = pygame.Rect(40, 60, 120, 84)
        tell_pips.vignette(surf, rect, name)
        outside = _pixels(surf).copy()
        outside[rect.left:rect.right, rect.top:rect.bottom] = 0
        assert outside.max() == 0, f"{name} drew outside its frame"
        assert _pixels(surf)[rect.centerx, rect.centery].sum() > 0


def test_pip_groups_turn_the_lower_half_and_centre_an_odd_pip() -> None:
    top = tell_pips.group_positions(5, turned=False)
    bottom = tell_pips.group_positions(5, turned=True)
    assert [x for x, _ in top].count(0.5) == 1 and max(y for _, y in top) == next(y for x, y in top if x == 0.5)
    assert [v for x, y in bottom for v in (x, 1 - y)] == pytest.approx([v for p in top for v in p])


@pytest.mark.parametrize("pack_id", ["kvarteto-32", "cerny-petr-33"])
def test_the_game_packs_keep_their_own_art(pack_id: str) -> None:
    pack = cards.get_pack(pack_id)
    surf = pygame.Surface((300, 420))
    from ui.faces.layout import Geometry
    geo = Geometry(300, 420, 100)
    for card in pack.cards[:8]:
        assert not patterns.court(surf, geo, (30, 60), pack, card, (0, 0, 0), "heart", "", (0, 0, 0))
        assert not patterns.pips(surf, surf.get_rect(), pack, card, 1, (0, 0, 0), "heart", "", "cs")


def test_pens_stay_unflipped_for_the_upper_half() -> None:
    # the double-headed halves rely on drawing the top half upright and turning the surface, not the pen
    pen = Pen(pygame.Surface((10, 10)), 5, 0, 5)
    assert pen.pt(0, 1) == (5, 5)


def test_only_the_french_ace_of_spades_is_wreathed() -> None:
    from ui.faces import ace_french

    body = pygame.Rect(0, 0, 200, 280)
    for rank, suit in (("A", "H"), ("A", "C"), ("K", "S")):
        assert not ace_french.draw(pygame.Surface(body.size), body, rank, suit, (20, 20, 20), "spade", "")
    surf = pygame.Surface(body.size)
    surf.fill((255, 255, 255))
    assert ace_french.draw(surf, body, "A", "S", (20, 20, 20), "spade", "piky")
    px = _pixels(surf)
    xs, ys = np.meshgrid(np.arange(body.w), np.arange(body.h), indexing="ij")
    r = min(body.w * 0.48, body.h * 0.3)
    dist = np.hypot(xs - body.centerx, ys - body.centery)
    ring = (dist > 0.8 * r) & (dist < 1.1 * r)
    assert (px[ring].sum(axis=1) < 300).sum() > 200  # the wreath is inked, well outside the spade itself
