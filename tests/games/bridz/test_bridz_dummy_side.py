"""Bridž's dummy at a side seat stands in suit columns facing the table, as across it (not rows of hands)."""

from __future__ import annotations

import pygame
import pytest

from tests.games.bridz.test_bridz_table import FakeObs, dummy_zone
from ui.games.bridz.dummy import dummy_hand


@pytest.mark.parametrize("side", ["left", "right"])
@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
def test_a_side_dummy_stands_in_suit_columns(side: str, size: tuple[int, int]) -> None:
    area = pygame.Rect(0, 0, size[0] - max(240, int(size[0] * 0.27)), size[1]).inflate(-8, -40)
    ch = int(min(area.height * 0.2, area.width * 0.14))
    anchor = (area.left + 60, area.centery) if side == "left" else (area.right - 60, area.centery)
    box = dummy_hand(FakeObs(2, "4H"), dummy_zone(), side, anchor, area, (int(ch / 1.4), ch))  # type: ignore[arg-type]
    assert box is not None
    columns: dict[str, list[pygame.Rect]] = {}
    for rect, card in box.places:
        assert card is not None
        columns.setdefault(str(card.suit), []).append(rect)
    assert len({rects[0].left for rects in columns.values()}) == 4  # a column a suit, side by side
    for rects in columns.values():
        assert len({r.left for r in rects}) == 1 and [r.top for r in rects] == sorted(r.top for r in rects)
    spades = columns["S"]  # the long suit hangs down, the seat's middle within it
    assert spades[0].top < anchor[1] < spades[-1].bottom
    assert all(area.contains(rect) for rect, _ in box.places)
