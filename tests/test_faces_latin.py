"""Latin and Swiss faces: upright signs, the pinta, whole-figure courts named in the pack's
language, the Swiss Ober's sign high and the Under's low, and the deck browser naming the pattern."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest

import cards
from cards.loader import PackFileError, load_pack_file
from ui.faces import card_size, latin_pips, render_back, render_card
from ui.faces.colours import suit_ink
from ui.faces.courts_latin import native_name, sign_place
from ui.faces.layout_latin import italian_batons, italian_swords, points, spanish_strokes
from ui.faces.pen import Colour, Pen
from ui.faces.pinta import gap_count
from ui.faces.render import pip_count
from ui.faces.symbols import draw_symbol, resolve
from ui.scenes.deck_story import games_dealing, story


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> None:
    pygame.init()


def _courts(pack: cards.Pack) -> list[cards.Card]:
    return [c for c in pack.cards if c.rank is not None and (pack.rank(c.rank).court or c.rank == "10")]


@pytest.mark.parametrize("pack_id", ["italian-40", "spanish-48", "swiss-36"])
def test_each_court_is_its_own_picture(pack_id: str) -> None:
    pack = cards.get_pack(pack_id)
    courts = _courts(pack)
    images = {pygame.image.tobytes(render_card(c, pack, card_size(110)), "RGBA") for c in courts}
    assert len(courts) >= 12 and len(images) == len(courts)


@pytest.mark.parametrize("pack_id", ["italian-40", "spanish-48", "tarocco-piemontese-78"])
def test_latin_number_cards_never_turn_a_sign(pack_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """French cards turn the lower half's pips; a Latin card's cups and coins all stand upright."""
    pack = cards.get_pack(pack_id)
    pens: list[Pen] = []
    def spy(pen: Pen, kind: str, colour: Colour, label: str = "?") -> None:
        pens.append(pen)
        draw_symbol(pen, kind, colour, label)

    monkeypatch.setattr(latin_pips, "draw_symbol", spy)
    expected = 0
    for card in pack.cards:
        if card.suit is None or card.rank is None:
            continue
        rank = pack.rank(card.rank)
        if resolve(pack.suit(card.suit).symbol) in ("coin", "cup") and not rank.court:
            render_card(card, pack, card_size(97))
            expected += pip_count(rank) or 0
    assert expected >= 56 and len(pens) == expected  # every cup and coin drawn here, the ten's too
    assert not any(pen.flip for pen in pens)


def test_latin_layouts_place_every_sign() -> None:
    for n in range(1, 10):
        assert len(points(n)) == n and all(0 <= x <= 1 and 0 <= y <= 1 for x, y in points(n))
        assert len(spanish_strokes(n)) == len(italian_swords(n)) == len(italian_batons(n)) == n
    # interlaced: the Italian ovals differ in height and width, so their blades cross
    four = italian_swords(4)
    assert four[0].start[1] != four[2].start[1] and abs(four[0].bow) != abs(four[2].bow)


def _gaps(face: pygame.Surface, y: int) -> int:
    """Light runs interrupting the dark frame line along row y, in the card's middle half."""
    w = face.get_width()
    dark = [sum(face.get_at((x, y))[:3]) < 500 for x in range(w // 5, w - w // 5)]
    return sum(1 for a, b in itertools.pairwise(dark) if a and not b)


def test_the_pinta_tells_the_suit() -> None:
    pack = cards.get_pack("spanish-48")
    expected = {"O": 0, "C": 1, "E": 2, "B": 3}
    for suit in pack.suits:
        assert gap_count(resolve(suit.symbol) or "") == expected[suit.code]
        face = render_card(pack.card(f"4{suit.code}"), pack, card_size(200))
        row = round(face.get_width() * 0.03) + 1
        found = max(_gaps(face, y) for y in range(row - 2, row + 2))
        assert found == expected[suit.code], suit.code


def _ink_rows(face: pygame.Surface, ink: tuple[int, int, int]) -> tuple[int, int]:
    """Pixels of the suit's ink in the upper and the lower half of the card's middle column."""
    w, h = face.get_size()
    top = bottom = 0
    for y in range(h // 8, h - h // 8, 2):
        for x in range(w // 4, w - w // 4, 2):
            r, g, b, _ = face.get_at((x, y))
            if abs(r - ink[0]) + abs(g - ink[1]) + abs(b - ink[2]) < 40:
                top, bottom = (top + 1, bottom) if y < h / 2 else (top, bottom + 1)
    return top, bottom


def test_swiss_ober_holds_his_sign_high_and_the_under_low() -> None:
    assert sign_place("ober", False)[0][1] < sign_place("jack", False)[0][1]
    pack = cards.get_pack("swiss-36")
    suit = pack.suit("R")
    ink = suit_ink(suit.colour, "rose", False)
    ober = _ink_rows(render_card(pack.card("OR"), pack, card_size(160)), (ink[0], ink[1], ink[2]))
    under = _ink_rows(render_card(pack.card("UR"), pack, card_size(160)), (ink[0], ink[1], ink[2]))
    assert ober[0] > under[0] and under[1] > ober[1]


def test_courts_are_named_in_the_packs_language_whatever_the_table_speaks() -> None:
    italian, spanish = cards.get_pack("italian-40"), cards.get_pack("spanish-40")
    assert [native_name(italian.rank(r)) for r in ("F", "C", "R")] == ["fante", "cavallo", "re"]
    assert [native_name(spanish.rank(r)) for r in ("S", "C", "R")] == ["sota", "caballo", "rey"]
    card = italian.card("FD")
    cs, en = (pygame.image.tobytes(render_card(card, italian, card_size(120), lang=lang), "RGBA")
              for lang in ("cs", "en"))
    assert cs == en


def test_the_browser_names_the_pattern_and_its_games_in_both_languages() -> None:
    german = cards.get_pack("german-32")
    assert "Cvik" in games_dealing(german, "cs")
    for lang, words in (("cs", ("Vzor na kartách", "trevírský", "briscola")),
                        ("en", ("Pattern shown", "Trevigiane", "briscola"))):
        text = " ".join(t for _, t in story(cards.get_pack("italian-40"), lang))
        assert all(w in text for w in words), lang
    assert games_dealing(cards.get_pack("spanish-40"), "en") == []


def test_a_bad_shown_field_is_a_clear_error(tmp_path: Path) -> None:
    source = Path(cards.get_pack("swiss-36").source_file).read_text(encoding="utf-8")
    path = tmp_path / "swiss.yaml"
    path.write_text(source.replace("shown:\n  cs:", "shown:\n  de: x\n  cs:"), encoding="utf-8")
    with pytest.raises(PackFileError) as info:
        load_pack_file(path)
    assert info.value.field == "shown"


def test_latin_and_swiss_backs_show_their_family_not_a_monogram() -> None:
    """Each pattern family has its own back: the Latin and Swiss ones a suit sign on a ground of diamonds."""
    size = card_size(120)
    backs = {pid: pygame.image.tobytes(render_back(cards.get_pack(pid), size), "RGBA")
             for pid in ("french-52", "italian-40", "spanish-48", "swiss-36")}
    assert len(set(backs.values())) == 4
    swiss = render_back(cards.get_pack("swiss-36"), size)
    centre = swiss.get_at((size[0] // 2 - size[0] // 5, size[1] // 2))  # the roundel's cream, beside the bell
    assert sum(centre[:3]) > 650


def test_every_back_offered_in_settings_is_its_own_design() -> None:
    from ui.i18n import t
    from ui.scenes.common import CARD_BACKS

    pack = cards.get_pack("italian-40")
    images = {pygame.image.tobytes(render_back(pack, card_size(90), design), "RGBA") for design in CARD_BACKS}
    assert len(images) == len(CARD_BACKS)
    for design in CARD_BACKS:  # named in both languages
        assert t(f"back_{design}", "cs") != t(f"back_{design}", "en") != f"back_{design}"
