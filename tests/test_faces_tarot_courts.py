"""Tarot courts: the French-suited tarots' sixteen courts as double-headed figures with a
Cavalier on horseback and no English label, the Latin tarots' courts as whole figures named in Italian with a
crowned Queen, and the small Cavalier at the table's size."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

import cards
from ui.faces import card_size, clear_cache, court_tarot, court_tarot_latin, render_card, text


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> None:
    pygame.init()


def _pixels(surface: pygame.Surface) -> np.ndarray:
    return pygame.surfarray.array3d(surface).astype(np.int16)


def _court_faces(pack_id: str, width: int) -> dict[str, np.ndarray]:
    pack = cards.get_pack(pack_id)
    return {c.code: _pixels(render_card(c, pack, card_size(width)))
            for c in pack.cards if c.kind == "suited" and pack.rank(c.rank or "").court}


def _all_distinct(faces: dict[str, np.ndarray]) -> None:
    codes = sorted(faces)
    for i, a in enumerate(codes):
        for b in codes[i + 1:]:
            assert np.abs(faces[a] - faces[b]).mean() > 2.0, f"{a} and {b} look the same"


@pytest.mark.parametrize(("pack_id", "width"), [("tarok-54", 80), ("tarok-54", 56), ("tarocco-siciliano-63", 80)])
def test_every_tarot_court_is_its_own_picture(pack_id: str, width: int) -> None:
    faces = _court_faces(pack_id, width)
    assert len(faces) == 16
    _all_distinct(faces)


def test_french_tarot_courts_are_double_headed_with_no_english_label(monkeypatch: pytest.MonkeyPatch) -> None:
    printed: list[str] = []
    real = text.render_fit

    def spy(words: str, *args: object, **kwargs: object) -> pygame.Surface:
        printed.append(words)
        return real(words, *args, **kwargs)  # type: ignore[arg-type]  # passes the caller's arguments through

    monkeypatch.setattr("ui.faces.render.render_fit", spy)
    clear_cache()  # faces drawn before the spy would come from the cache
    pack = cards.get_pack("tarok-54")
    for code in ("KH", "QD", "CS", "JC"):
        card = next(c for c in pack.cards if c.code == code)
        face = render_card(card, pack, card_size(120), lang="en")
        turned = _pixels(pygame.transform.rotate(face, 180))
        w, h = face.get_size()
        box = (slice(w // 4, w - w // 4), slice(h // 5, h - h // 5))  # clear of the corner indices
        assert np.abs(_pixels(face)[box] - turned[box]).mean() < 3.0, code
        assert _pixels(face)[box].std() > 20, code  # a figure, not a blank
    assert not {"KING", "QUEEN", "CAVALIER", "JACK"} & set(printed)


def test_the_cavalier_rides_a_horse_coloured_by_suit() -> None:
    assert court_tarot.court_for("C", "H") is not None and court_tarot.court_for("X", "H") is None
    assert len(set(court_tarot.HORSES.values())) == 4


def test_latin_tarot_courts_are_named_in_italian_whatever_the_table_speaks(monkeypatch: pytest.MonkeyPatch) -> None:
    printed: list[str] = []
    real = text.render_fit

    def spy(words: str, *args: object, **kwargs: object) -> pygame.Surface:
        printed.append(words)
        return real(words, *args, **kwargs)  # type: ignore[arg-type]  # passes the caller's arguments through

    monkeypatch.setattr("ui.faces.court_tarot_latin.render_fit", spy)
    monkeypatch.setattr("ui.faces.courts_latin.render_fit", spy)
    clear_cache()
    pack = cards.get_pack("tarocco-piemontese-78")
    for card in pack.cards:
        if card.kind == "suited" and card.suit == "C" and pack.rank(card.rank or "").court:
            render_card(card, pack, card_size(90), lang="en")
    assert {"RE", "REGINA", "CAVALLO", "FANTE"} <= set(printed)
    assert not {"KING", "QUEEN", "KNIGHT", "KNAVE"} & set(printed)
    assert court_tarot_latin.band_name("regina (donna)") == "REGINA"


def test_only_latin_tarots_take_the_latin_courts() -> None:
    assert court_tarot_latin.handles(cards.get_pack("minchiate-97"))
    assert not court_tarot_latin.handles(cards.get_pack("tarok-54"))
    assert not court_tarot_latin.handles(cards.get_pack("italian-40"))  # its courts are courts_latin's
