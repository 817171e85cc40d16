"""Regression tests for two bugs fixed without tests (the tarock numeral XVIII running
into the corner indices at 64 px; the Ganjifa vizier's rank disc turned at the bottom, where his W read as the
king's M), and the backs cut to their pack's shape (Ganjifa round, Chinese strips narrow)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

import cards
from ui.faces import backs_shaped, card_size, clear_cache, ganjifa, render_back, render_card
from ui.faces.backs import draw_back
from ui.faces.layout import Geometry
from ui.faces.render import _index, supersample
from ui.faces.shapes import face_size
from ui.faces.text import render_fit
from ui.faces.trumps import framed


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> None:
    pygame.init()


@pytest.mark.parametrize("width", [64, 72, 90])  # 64: the smallest full face, where XVIII ran into the index
def test_a_long_trump_numeral_keeps_clear_of_the_corner_indices(width: int) -> None:
    fw, fh = card_size(width)
    ss = supersample(fw)
    geo = Geometry(fw * ss, fh * ss, fw)
    real = _index(geo, "18", (60, 40, 30), None, "")
    index = pygame.Surface(real.get_size(), pygame.SRCALPHA)  # blank, the real one's size: only the numeral
    index.fill((0, 0, 0, 0))  # leaves ink in the top band
    surf = pygame.Surface((geo.w, geo.h))
    surf.fill((255, 255, 255))
    area = framed(surf, geo, index, "XVIII")
    band = pygame.surfarray.array3d(surf)[:, : area.top].astype(np.int16).sum(axis=2)
    xs = np.nonzero((band < 400).any(axis=1))[0]
    assert xs.size, "the numeral is drawn"
    m = geo.margin
    left_index_right = m * 0.8 + index.get_width()
    # a clear gap after the top-left index (the old numeral, 0.42 of the width, left 0.37 m at 64 px)
    assert xs.min() > left_index_right + m * 0.6
    assert xs.max() < geo.w - left_index_right - m * 0.6  # and before the turned index's column at the right


def test_the_ganjifa_rank_is_printed_once_upright(monkeypatch: pytest.MonkeyPatch) -> None:
    """Turned at the bottom, the vizier's W read as the king's M: a rank disc is drawn once, at the top."""
    printed: list[str] = []
    turned: list[tuple[int, int]] = []
    real_rotate = pygame.transform.rotate

    def fit(words: str, colour: tuple[int, int, int], max_w: float, max_h: float, bold: bool = False) -> pygame.Surface:
        printed.append(words)
        return render_fit(words, colour, max_w, max_h, bold)

    def rotate(surface: pygame.Surface, angle: float) -> pygame.Surface:
        turned.append(surface.get_size())
        return real_rotate(surface, angle)

    monkeypatch.setattr(ganjifa, "render_fit", fit)
    monkeypatch.setattr(pygame.transform, "rotate", rotate)
    clear_cache()
    pack = cards.get_pack("ganjifa-96")
    for code in ("W", "M"):
        printed.clear()
        card = next(c for c in pack.cards if c.rank == code)
        face = render_card(card, pack, (100, 100))
        assert printed == [code]
        for x, y in ((50, 7), (42, 16), (58, 16)):  # the cream disc round the rank, at the top
            colour = face.get_at((x, y))
            assert colour.r + colour.g + colour.b > 600, (code, x, y)
    assert not turned  # nothing on a Ganjifa face is drawn turned


def test_the_ganjifa_back_is_round_like_its_face() -> None:
    pack = cards.get_pack("ganjifa-96")
    for design in ("pack", "ornament", "plain"):
        back = render_back(pack, (100, 100), design)
        assert back.get_at((8, 8)).a == 0 and back.get_at((92, 92)).a == 0, design  # outside the disc
        assert back.get_at((50, 50)).a == 255 and back.get_at((50, 3)).a == 255, design
    wide = render_back(pack, (100, 140))  # a taller slot: the disc sits centred in it, as the face does
    assert wide.get_at((50, 10)).a == 0 and wide.get_at((50, 70)).a == 255


def test_the_strip_backs_are_narrow_and_their_own_design() -> None:
    pack = cards.get_pack("hung-pai-112")
    size = face_size(pack, 90)
    back = render_back(pack, size)
    assert back.get_size() == size == render_card(pack.cards[0], pack, size).get_size()
    assert back.get_at((0, 0)).a == 0 and back.get_at((size[0] // 2, size[1] // 2)).a == 255
    oblong = pygame.Surface(size)
    draw_back(oblong, pack, 3)  # what a strip pack's back was before: the oblong lattice and monogram
    ours = pygame.surfarray.array3d(back).astype(np.int16)
    assert np.abs(ours - pygame.surfarray.array3d(oblong).astype(np.int16)).mean() > 20
    assert backs_shaped.draw(cards.get_pack("french-52"), (90, 126), "pack") is None  # oblong packs keep theirs
