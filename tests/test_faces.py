"""Card faces: every card of every pack draws headless, the cache hands out the same surface,
four colours recolour only diamonds and clubs, and the figure/symbol choices are the expected ones."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import cards
from cards.loader import load_pack_file
from ui.faces import CARD_RATIO, card_size, clear_cache, render_back, render_card
from ui.faces.courts import headwear, rank_words
from ui.faces.layout import pip_positions
from ui.faces.pictures import picture_for
from ui.faces.special import corner_label, initials
from ui.faces.symbols import is_known, resolve, symbol_for, symbol_style
from ui.faces.text import safe

LISTED = [p for p in cards.all_packs() if p.cards]


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> None:
    pygame.init()


def _mean(surface: pygame.Surface, rect: pygame.Rect | None = None) -> tuple[float, float, float]:
    sub = surface.subsurface(rect) if rect else surface
    avg = pygame.transform.average_color(sub)
    return (avg[0], avg[1], avg[2])


@pytest.mark.parametrize("pack", LISTED, ids=lambda p: p.id)
def test_every_card_renders_at_two_sizes(pack: cards.Pack) -> None:
    for width in (50, 110):  # 50 is the compact face, 110 the full one
        size = card_size(width)
        back = render_back(pack, size)
        assert back.get_size() == size
        for card in pack.cards:
            face = render_card(card, pack, size)
            assert face.get_size() == size
            assert face.get_flags() & pygame.SRCALPHA
            # rounded corners are transparent, the middle is painted
            assert face.get_at((0, 0)).a == 0
            assert face.get_at((width // 2, size[1] // 2)).a == 255
            assert pygame.image.tobytes(face, "RGBA") != pygame.image.tobytes(back, "RGBA")


def test_cache_returns_the_same_surface() -> None:
    pack = cards.get_pack("french-52")
    card = pack.card("QH")
    a = render_card(card, pack, (100, 140))
    assert render_card(card, pack, (100, 140)) is a
    assert render_card(card, pack, (101, 141)) is not a
    assert render_card(card, pack, (100, 140), highlight=True) is not a
    assert render_back(pack, (100, 140)) is render_back(pack, (100, 140))
    assert render_card(card, pack, (100, 140), face_up=False) is render_back(pack, (100, 140))
    clear_cache()
    assert render_card(card, pack, (100, 140)) is not a


def _centre_pip_colour(code: str, four_colour: bool) -> tuple[int, int, int, int]:
    pack = cards.get_pack("french-52")
    face = render_card(pack.card(code), pack, (200, 280), four_colour=four_colour)
    colour = face.get_at((100, 140))  # the five's middle pip sits on the card's centre
    return colour.r, colour.g, colour.b, colour.a


def test_four_colour_turns_diamonds_blue_and_clubs_green() -> None:
    r, g, b, _ = _centre_pip_colour("5D", False)
    assert r > 150 and g < 80 and b < 80  # red
    r, g, b, _ = _centre_pip_colour("5D", True)
    assert b > 150 and r < 80  # blue
    r, g, b, _ = _centre_pip_colour("5C", False)
    assert max(r, g, b) < 60  # black
    r, g, b, _ = _centre_pip_colour("5C", True)
    assert g > 100 and r < 60 and b < 90  # green
    assert _centre_pip_colour("5H", True) == _centre_pip_colour("5H", False)
    assert _centre_pip_colour("5S", True) == _centre_pip_colour("5S", False)


def test_highlight_adds_a_rim() -> None:
    pack = cards.get_pack("german-32")
    plain = render_card(pack.card("7H"), pack, (90, 126))
    lit = render_card(pack.card("7H"), pack, (90, 126), highlight=True)
    r, g, b, _ = lit.get_at((45, 2))
    assert r > 200 and g > 150 and b < 120  # yellow on the top edge
    assert plain.get_at((45, 2))[:3] != lit.get_at((45, 2))[:3]


def test_pip_layouts_have_n_pips_and_are_symmetric() -> None:
    for n in range(1, 16):
        positions = pip_positions(n)
        assert len(positions) == n
        assert len(set(positions)) == n
    for n in (1, 2, 3, 4, 5, 6, 8, 9, 10):  # the seven's odd pip sits in the upper half, as printed
        turned = {(round(1 - x, 6), round(1 - y, 6)) for x, y in pip_positions(n)}
        assert turned == {(round(x, 6), round(y, 6)) for x, y in pip_positions(n)}


def test_symbol_names_resolve_per_family() -> None:
    assert symbol_for("club", "french") == "club"
    assert symbol_for("club", "spanish") == "spanish-baton"
    assert symbol_for("sword", "italian") == "italian-sword"
    assert symbol_for("sword", "spanish") == "spanish-sword"
    assert resolve("swiss-bell") == "bell"
    assert resolve("Shields") == "shield"
    assert resolve("bastos") == "baton"
    assert resolve("no-such-symbol") is None


def test_court_figures_follow_the_rank_names() -> None:
    def figure(pack_id: str, rank: str) -> str:
        r = cards.get_pack(pack_id).rank(rank)
        return headwear(rank_words(r), r.code)

    assert figure("french-52", "K") == "king"
    assert figure("french-52", "Q") == "queen"
    assert figure("french-52", "J") == "jack"
    assert figure("german-32", "O") == "ober"
    assert figure("german-32", "U") == "jack"
    assert figure("spanish-48", "C") == "rider"
    assert figure("italian-40", "F") == "jack"
    assert figure("swiss-36", "10") == "banner"


def test_black_peter_is_dark_and_pairs_match() -> None:
    pack = cards.get_pack("cerny-petr-33")
    size = (120, 168)
    body = pygame.Rect(20, 50, 80, 90)
    peter = _mean(render_card(pack.card("PETR"), pack, size), body)
    cat = _mean(render_card(pack.card("CAT1"), pack, size), body)
    assert sum(peter) < 0.5 * sum(cat)
    for a, b in (("CAT1", "CAT2"), ("HORSE1", "HORSE2")):
        fa = render_card(pack.card(a), pack, size)
        fb = render_card(pack.card(b), pack, size)
        assert pygame.image.tobytes(fa, "RGBA") == pygame.image.tobytes(fb, "RGBA")
    labels = {corner_label(c, pack, "cs") for c in pack.cards}
    assert len(labels) == 17  # sixteen animals and the Petr, each with its own corner label


def test_unknown_symbols_and_cards_fall_back_readably(tmp_path: Path) -> None:
    path = tmp_path / "odd.yaml"
    path.write_text(
        "pattern: odd\nfamily: asian\nnames: {cs: Zvláštní, en: Odd}\nregion: {cs: nikde, en: nowhere}\n"
        "description: {cs: test, en: test}\n"
        "suits:\n  - {code: X, colour: plum-ish, symbol: comet, names: {cs: komety, en: comets, native: {zh: 彗星}}}\n"
        "  - {code: D, colour: blue, symbol: dots, names: {cs: kruhy, en: circles}}\n"
        "ranks:\n  - {code: '1', names: {cs: jedna, en: one}}\n  - {code: '9', names: {cs: devět, en: nine}}\n"
        "  - {code: G, court: true, names: {cs: generál, en: general}}\n"
        "cards:\n  - {code: RD, names: {cs: červený drak, en: red dragon}, picture: a dragon}\n"
        "cuts:\n  - {id: odd-7, size: 7}\n", encoding="utf-8")
    pack = load_pack_file(path)[0]
    for card in pack.cards:
        for width in (48, 120):
            face = render_card(card, pack, card_size(width))
            assert face.get_size() == card_size(width)


def test_text_drops_glyphs_the_font_lacks() -> None:
    assert safe("Černý Petr") == "Černý Petr"
    assert safe("萬 wan") == "wan"
    assert 1.3 <= CARD_RATIO <= 1.5


KNOWN_PACKS = ["french-52", "german-32", "italian-40", "spanish-48", "swiss-36", "tarot-78", "minchiate-97",
               "arabic-48", "dasavatara-120", "ganjifa-96", "hakka-pai-38", "hanafuda-48", "mahjong-144",
               "hung-pai-112", "szu-se-pai-118", "tujeon-80", "unsun-karuta-75", "kvarteto-32"]


@pytest.mark.parametrize("pack_id", KNOWN_PACKS)
def test_every_suit_symbol_has_a_drawing(pack_id: str) -> None:
    if pack_id not in cards.pack_ids():
        pytest.skip(f"{pack_id} is not in the registry")
    pack = cards.get_pack(pack_id)
    style = symbol_style(pack.family, [s.symbol for s in pack.suits])
    missing = [s.symbol for s in pack.suits if not is_known(symbol_for(s.symbol, style))]
    assert not missing, f"draw these in ui/faces/symbols_*.py or alias them: {missing}"


def test_kvarteto_cards_each_have_a_picture() -> None:
    if "kvarteto-32" not in cards.pack_ids():
        pytest.skip("no Kvarteto pack")
    pack = cards.get_pack("kvarteto-32")
    drawings: list[object] = []
    for card in pack.cards:
        # a picture of its own, else its group's emblem (the locomotive, the violin, the apple)
        drawing = picture_for(card.rank, f"{card.picture or ''} {card.names.en}")
        emblem = pack.suit(card.suit or "").symbol
        drawings.append(drawing or (emblem if is_known(emblem) else None))
    assert all(d is not None for d in drawings)
    assert len(set(drawings)) == 32  # no two Kvarteto cards look alike


def test_corner_labels_of_picture_packs() -> None:
    petr = cards.get_pack("cerny-petr-33")
    assert corner_label(petr.card("PETR"), petr, "cs") == "ČP"
    assert corner_label(petr.card("CAT1"), petr, "cs") == "Koc"
    assert initials("Bégato (bagát)") == "Bég"
    if "cuckoo-40" in cards.pack_ids():
        cuckoo = cards.get_pack("cuckoo-40")
        nine = next(c for c in cuckoo.cards if c.number == 9)
        assert corner_label(nine, cuckoo, "cs") == "VIIII"
    if "kvarteto-32" in cards.pack_ids():
        kvarteto = cards.get_pack("kvarteto-32")
        assert corner_label(kvarteto.card("3B"), kvarteto, "cs") == "3B"


def test_cache_is_bounded_by_memory() -> None:
    from ui.faces.cache import SurfaceCache

    cache = SurfaceCache(limit_bytes=10 * 10 * 4 * 3)  # room for three 10x10 surfaces
    made = [cache.get(i, lambda: pygame.Surface((10, 10))) for i in range(5)]
    assert len(cache) == 3 and cache.used == 3 * 400
    assert cache.get(4, lambda: pygame.Surface((1, 1))) is made[4]  # still cached
    assert cache.get(0, lambda: pygame.Surface((1, 1))) is not made[0]  # evicted, made again


def test_named_trumps_get_their_emblems() -> None:
    from ui.faces import emblems

    assert emblems.emblem_for("Death (XIII)") is emblems.skull
    assert emblems.emblem_for("the Devil's House (the Tower) (XV)") is emblems.tower
    assert emblems.emblem_for("the Devil (XIV)") is emblems.devil
    assert emblems.emblem_for("Justice (8)") is emblems.scales
    assert emblems.emblem_for("trump XII") is None  # Tarot Nouveau's unnamed trumps keep the sun-burst
