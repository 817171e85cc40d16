"""The Minchiate's forty trumps: every one has a picture of its own, the subjects only the
Minchiate has (virtues, elements, zodiac, the Trumpets) included, and the Devil's House is the Tower."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

import cards
from ui.faces import card_size, render_card, trump_allegories, trump_minchiate


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> None:
    pygame.init()


def test_every_minchiate_trump_has_a_picture_and_no_two_are_alike() -> None:
    pack = cards.get_pack("minchiate-97")
    trumps = [c for c in pack.cards if c.kind == "trump"]
    assert len(trumps) == 40
    scenes = {c.code: trump_minchiate.picture_for(c, pack) for c in trumps}
    assert all(scenes.values()), [code for code, scene in scenes.items() if scene is None]
    # the two emperors (III, IV) share the emperor's allegory; every other subject is drawn only once
    assert len(set(scenes.values())) == 39
    faces = {c.code: pygame.surfarray.array3d(render_card(c, pack, card_size(70))).astype(np.int16)
             for c in trumps if c.code in ("T2", "T16", "T20", "T24", "T27", "T33", "ANG")}
    codes = sorted(faces)
    for i, a in enumerate(codes):
        for b in codes[i + 1:]:
            assert np.abs(faces[a] - faces[b]).mean() > 2.0, f"{a} and {b} look the same"


def test_the_devils_house_is_the_tower_and_other_packs_are_left_alone() -> None:
    pack = cards.get_pack("minchiate-97")
    house = next(c for c in pack.cards if c.code == "T15")
    assert trump_minchiate.picture_for(house, pack) is trump_allegories.tower_card
    piedmont = cards.get_pack("tarocco-piemontese-78")
    assert all(trump_minchiate.picture_for(c, piedmont) is None for c in piedmont.cards if c.kind == "trump")


def test_the_five_highest_print_no_numeral() -> None:
    pack = cards.get_pack("minchiate-97")
    by_code = {c.code: c for c in pack.cards}
    assert trump_minchiate.numbered(by_code["T35"], pack) and not trump_minchiate.numbered(by_code["ANG"], pack)
    assert not trump_minchiate.numbered(by_code["STL"], pack)
    tarok = cards.get_pack("tarok-54")
    assert all(trump_minchiate.numbered(c, tarok) for c in tarok.cards if c.kind == "trump")
