"""The pack registry as a reference people browse: every pack the source describes loads with the
right size and complete metadata, the structures the source gives (per-suit rank orders, trumps,
copies) come out exactly, and malformed pack files are refused with the file, the field and a fix."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

import cards
from cards import PackFileError, load_pack_file

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = "reference/ceske-karetni-hry.txt"

# The ids the brief requires, with their card counts.
REQUIRED = {
    "italian-40": 40, "spanish-48": 48, "spanish-40": 40, "swiss-36": 36, "tarot-78": 78, "tarok-54": 54,
    "tarokk-42": 42, "minchiate-97": 97, "tarocco-piemontese-78": 78, "tarocco-bolognese-62": 62,
    "cuckoo-40": 40, "arabic-48": 48, "kvarteto-32": 32,
}
# Further listed packs of the reference section, with the sizes their sources give.
ALSO_LISTED = {
    "tarocco-siciliano-63": 63, "tarocco-siciliano-64": 64, "ganjifa-96": 96, "dasavatara-120": 120,
    "mahjong-144": 144, "hakka-pai-38": 38, "hakka-pai-33": 33, "szu-se-pai-112": 112, "szu-se-pai-118": 118,
    "hung-pai-112": 112, "shuang-chin-pai-70": 70, "shuang-chin-pai-72": 72, "tam-cuc-32": 32,
    "hanafuda-48": 48, "hanafuda-50": 50, "unsun-karuta-75": 75, "tujeon-80": 80, "tujeon-60": 60,
    "tensho-karuta-48": 48, "kabufuda-40": 40,
}
DESCRIPTION_ONLY = {"tarock-66", "uta-karuta", "e-awase", "iroha-karuta", "kai-awase", "chinese-money-cards",
                    "chinese-domino-cards", "chinese-chess-cards", "mekuri-karuta"}

ALL = cards.all_packs()
LISTED = [p for p in ALL if p.listed]


# --- every pack is there, with the right size -------------------------------------------------

@pytest.mark.parametrize(("pack_id", "size"), sorted({**REQUIRED, **ALSO_LISTED}.items()))
def test_pack_loads_with_its_size(pack_id: str, size: int) -> None:
    pack = cards.get_pack(pack_id)
    assert pack.listed
    assert pack.size == size == len(pack.cards)


@pytest.mark.parametrize("pack_id", sorted(DESCRIPTION_ONLY))
def test_description_only_entries_say_why(pack_id: str) -> None:
    pack = cards.get_pack(pack_id)
    assert not pack.listed and pack.size == 0
    assert pack.not_listed is not None and pack.not_listed.cs.strip() and pack.not_listed.en.strip()


# --- metadata a browser needs -----------------------------------------------------------------

@pytest.mark.parametrize("pack", ALL, ids=lambda p: p.id)
def test_every_pack_has_names_region_description_and_sources(pack: cards.Pack) -> None:
    for names in (pack.names, pack.region, pack.description):
        assert names.cs.strip() and names.en.strip()
    assert pack.description.cs != pack.description.en  # written in both languages, not copied
    assert pack.family
    assert pack.sources, "cite at least the reference section"
    assert any(s.startswith(REFERENCE) for s in pack.sources), "the reference section is a source"
    for suit in pack.suits:
        assert suit.colour and suit.symbol
        if pack.family != "game":
            assert suit.names.native, f"{pack.id}: suit {suit.code} lacks its native name"


@pytest.mark.parametrize("pack", LISTED, ids=lambda p: p.id)
def test_card_codes_are_short_ascii_and_unique(pack: cards.Pack) -> None:
    codes = [c.code for c in pack.cards]
    assert len(set(codes)) == len(codes)
    for code in codes:
        assert code.isascii() and code.isprintable() and " " not in code and 0 < len(code) <= 8, code
        assert pack.card(code).code == code
    for card in pack.cards:
        assert card.names.cs.strip() and card.names.en.strip()


@pytest.mark.parametrize("pack", LISTED, ids=lambda p: p.id)
def test_czech_adjectives_come_with_genders(pack: cards.Pack) -> None:
    """A pack that names cards 'srdcové eso' must give every rank a gender, or names would mix styles."""
    if any(s.adjective for s in pack.suits):
        assert all(set(s.adjective) == {"m", "f", "n"} for s in pack.suits)
        assert all(r.gender in ("m", "f", "n") for r in pack.ranks)


# --- structures from the reference, known answers ---------------------------------------------

def test_bolognese_rank_order_differs_per_suit_as_the_reference_lists() -> None:
    pack = cards.get_pack("tarocco-bolognese-62")
    long_suits = ("R", "D", "C", "F", "10", "9", "8", "7", "6", "A")   # swords and batons
    round_suits = ("R", "D", "C", "F", "A", "6", "7", "8", "9", "10")  # cups and coins
    assert pack.ranks_of("S") == pack.ranks_of("B") == long_suits
    assert pack.ranks_of("C") == pack.ranks_of("D") == round_suits
    assert [c.code for c in pack.cards if c.suit == "C"][4:6] == ["AC", "6C"]
    trumps = [c for c in pack.cards if c.kind == "trump"]
    assert len(trumps) == 21
    assert [c.code for c in trumps if c.names.en == "Moor"] == ["MO1", "MO2", "MO3", "MO4"]
    assert {c.number for c in trumps if c.number is not None} >= set(range(5, 17))
    assert pack.card("BEG").names.cs.startswith("Bégato")
    assert [c.code for c in pack.cards if c.kind == "extra"] == ["MAT"]


def test_central_european_tarock_cuts() -> None:
    tarok = cards.get_pack("tarok-54")
    assert tarok.ranks_of("H") == tarok.ranks_of("D") == ("K", "Q", "C", "J", "A", "2", "3", "4")
    assert tarok.ranks_of("S") == tarok.ranks_of("C") == ("K", "Q", "C", "J", "10", "9", "8", "7")
    assert tarok.card("AH").names.cs == "srdcové eso"
    assert tarok.card("CS").names.cs == "pikový kaval"
    assert tarok.card("T1").names.cs.startswith("pagát") and tarok.card("T21").names.cs.startswith("mond")
    assert [c.code for c in tarok.cards if c.kind == "extra"] == ["SK"]
    hungarian = cards.get_pack("tarokk-42")
    assert hungarian.ranks_of("H") == ("K", "Q", "C", "J", "A")
    assert hungarian.ranks_of("C") == ("K", "Q", "C", "J", "10")
    full = cards.get_pack("tarot-78")
    assert all(len(full.ranks_of(s.code)) == 14 for s in full.suits)
    assert sum(1 for c in full.cards if c.kind == "trump") == 21


def test_latin_and_swiss_packs() -> None:
    spanish40 = cards.get_pack("spanish-40")
    assert "8" not in spanish40.ranks_of("O") and "9" not in spanish40.ranks_of("O")
    assert cards.get_pack("spanish-48").ranks_of("O")[-3:] == ("S", "C", "R")
    assert cards.get_pack("italian-40").card("RC").names.en == "king of cups"
    swiss = cards.get_pack("swiss-36")
    assert swiss.ranks_of("R") == ("6", "7", "8", "9", "10", "U", "O", "K", "A")
    assert swiss.rank("10").names.native["de"] == "Banner" and "Daus" in swiss.rank("A").names.native["de"]


def test_minchiate_trumps() -> None:
    pack = cards.get_pack("minchiate-97")
    trumps = [c for c in pack.cards if c.kind == "trump"]
    assert len(trumps) == 40 and sum(1 for c in pack.cards if c.kind == "suited") == 56
    assert [c.number for c in trumps] == list(range(1, 41))
    assert [c.names.en for c in trumps[-5:]] == ["the Star", "the Moon", "the Sun", "the World",
                                                 "the Angel (Fame, the Trumpets)"]
    assert pack.card("T35").names.en == "Gemini (XXXV)"
    assert pack.card("MAT").kind == "extra"


def test_cuckoo_has_the_twenty_reference_cards_twice() -> None:
    pack = cards.get_pack("cuckoo-40")
    bases = Counter(c.code.split(".")[0] for c in pack.cards)
    assert len(bases) == 20 and set(bases.values()) == {2}
    order = list(dict.fromkeys(c.names.en for c in pack.cards))
    assert order[:5] == ["the Cuckoo", "the Bragon", "the Horse", "the Cat", "the Inn"]
    assert order[5:16] == ["X", "VIIII", "VIII", "VII", "VI", "V", "IIII", "III", "II", "I", "zero"]
    assert order[16:] == ["the Bucket", "the Mask", "the Fool", "the Lion"]


def test_kvarteto_is_eight_named_quartets() -> None:
    pack = cards.get_pack("kvarteto-32")
    assert [c.code for c in pack.cards] == [f"{q}{x}" for q in range(1, 9) for x in "ABCD"]
    assert len(pack.suits) == 8
    assert Counter(c.suit for c in pack.cards) == {str(q): 4 for q in range(1, 9)}
    assert all(c.picture for c in pack.cards)
    assert len({c.names.cs for c in pack.cards}) == 32  # every card its own name


def test_mahjong_composition() -> None:
    pack = cards.get_pack("mahjong-144")
    suited = [c for c in pack.cards if c.kind == "suited"]
    assert len(suited) == 108 and Counter(c.code.split(".")[0] for c in suited)["5B"] == 4
    honours = Counter(c.code.split(".")[0] for c in pack.cards if c.kind == "special")
    assert honours == {code: 4 for code in ("WE", "WS", "WW", "WN", "DR", "DG", "DW")}
    bonus = [c.code for c in pack.cards if c.kind == "extra"]
    assert bonus == ["S1", "S2", "S3", "S4", "F1", "F2", "F3", "F4"]  # once each, plain codes


def test_chess_card_packs_repeat_pieces_as_the_reference_says() -> None:
    def count(pack_id: str) -> Counter[tuple[str | None, str | None]]:
        return Counter((c.suit, c.rank) for c in cards.get_pack(pack_id).cards)

    si_se = count("szu-se-pai-112")
    assert len(si_se) == 28 and set(si_se.values()) == {4}
    assert set(count("hung-pai-112").values()) == {8}
    gold72, gold70 = count("shuang-chin-pai-72"), count("shuang-chin-pai-70")
    assert gold72[("R", "P")] == 10 and gold72[("B", "K")] == 4
    assert gold72[("R", "AU")] == 2 and gold70[("R", "AU")] == 1
    tam = count("tam-cuc-32")
    assert [tam[("R", r)] for r in ("K", "A", "E", "R", "H", "C", "P")] == [1, 2, 2, 2, 2, 2, 5]
    assert sum(1 for c in cards.get_pack("szu-se-pai-118").cards if c.kind == "extra") == 6


def test_hanafuda_months_and_categories() -> None:
    pack = cards.get_pack("hanafuda-48")
    assert Counter(c.suit for c in pack.cards) == {f"M{m}": 4 for m in range(1, 13)}
    assert Counter(c.rank for c in pack.cards) == {"bright": 5, "animal": 9, "ribbon": 10, "plain": 24}
    assert pack.card("1L").names.en == "crane and sun" and pack.card("12L").names.en == "phoenix"
    assert [c.code for c in cards.get_pack("hanafuda-50").cards[48:]] == ["SHIRO", "ONI"]


def test_asian_suit_structures() -> None:
    assert len(cards.get_pack("ganjifa-96").suits) == 8 and len(cards.get_pack("dasavatara-120").suits) == 10
    unsun = cards.get_pack("unsun-karuta-75")
    assert len(unsun.suits) == 5 and all(len(unsun.ranks_of(s.code)) == 15 for s in unsun.suits)
    assert [s.code for s in cards.get_pack("tujeon-60").suits] == ["M", "F", "C", "P", "D", "S"]
    hakka = cards.get_pack("hakka-pai-33")
    assert hakka.ranks_of("T")[0] == "1" and hakka.ranks_of("Q")[0] == "2"
    coins_sicily = cards.get_pack("tarocco-siciliano-63").ranks_of("D")
    assert coins_sicily[-1] == "4" and cards.get_pack("tarocco-siciliano-64").ranks_of("D")[-1] == "1"


# --- malformed files are refused with the file, the field and how to fix it -------------------

GOOD = """\
pattern: tiny
family: test
names: {cs: Malý, en: Tiny}
region: {cs: Nikde, en: Nowhere}
description: {cs: Zkušební balíček., en: A test pack.}
sources: [tests]
suits:
  - {code: H, colour: red, symbol: heart, names: {cs: srdce, en: hearts}}
  - {code: S, colour: black, symbol: spade, names: {cs: piky, en: spades}}
ranks:
  - {code: A, names: {cs: eso, en: ace}}
  - {code: K, names: {cs: král, en: king}}
cuts:
  - {id: tiny-4, size: 4}
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "tiny.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _refused(tmp_path: Path, text: str) -> PackFileError:
    path = _write(tmp_path, text)
    with pytest.raises(PackFileError) as info:
        load_pack_file(path)
    err = info.value
    assert err.file == str(path)
    assert err.fix and err.problem
    assert err.file in str(err) and err.field in str(err) and err.fix in str(err)
    return err


def test_the_good_fixture_loads(tmp_path: Path) -> None:
    (pack,) = load_pack_file(_write(tmp_path, GOOD))
    assert [c.code for c in pack.cards] == ["AH", "KH", "AS", "KS"]
    assert pack.card("KS").names.cs == "král – piky"


def test_missing_field_is_refused(tmp_path: Path) -> None:
    err = _refused(tmp_path, GOOD.replace("region: {cs: Nikde, en: Nowhere}\n", ""))
    assert err.field == "region"
    assert "region:" in err.fix
    err = _refused(tmp_path, GOOD.replace("names: {cs: piky, en: spades}", "names: {cs: piky}"))
    assert err.field == "suits[1].names.en"


def test_duplicate_card_code_is_refused(tmp_path: Path) -> None:
    text = GOOD.replace("cuts:", "extras:\n  - {code: AH, names: {cs: žolík, en: joker}}\ncuts:")
    text = text.replace("size: 4", "size: 5")
    err = _refused(tmp_path, text)
    assert err.field == "cuts[0].(cards)"
    assert "'AH'" in err.problem and "different code" in err.fix


def test_suit_ranks_naming_an_unknown_suit_is_refused(tmp_path: Path) -> None:
    err = _refused(tmp_path, GOOD.replace("cuts:", "suit_ranks:\n  X: [A]\ncuts:"))
    assert err.field == "suit_ranks.X"
    assert "'X'" in err.problem and "['H', 'S']" in err.fix


def test_wrong_size_is_refused(tmp_path: Path) -> None:
    err = _refused(tmp_path, GOOD.replace("size: 4", "size: 5"))
    assert err.field == "cuts[0].size"
    assert "5" in err.problem and "4" in err.problem and "size" in err.fix


def test_unquoted_comma_in_a_name_is_refused(tmp_path: Path) -> None:
    err = _refused(tmp_path, GOOD.replace("{cs: eso, en: ace}", "{cs: eso, en: ace (one, top)}"))
    assert err.field == "ranks[0].names" and "quote" in err.fix


def test_copies_per_rank_per_card_and_per_cut(tmp_path: Path) -> None:
    text = GOOD.replace("{code: K, names", "{code: K, copies: 2, names").replace(
        "cuts:\n  - {id: tiny-4, size: 4}",
        "extras:\n  - {code: J, copies: 3, names: {cs: žolík, en: joker}}\ncopies: 1\n"
        "cuts:\n  - {id: tiny-9, size: 9}\n  - {id: tiny-7, size: 7, copies: {J: 1}}")
    big, small = load_pack_file(_write(tmp_path, text))
    assert [c.code for c in big.cards] == ["AH", "KH.1", "KH.2", "AS", "KS.1", "KS.2", "J.1", "J.2", "J.3"]
    assert [c.code for c in small.cards][-1] == "J"
    assert big.card("KS.2").copy == 2
    err = _refused(tmp_path, text.replace("copies: {J: 1}", "copies: {Z: 1}"))
    assert err.field == "cuts[1].copies.Z"


# --- the CLI lists them -------------------------------------------------------------------------

def test_decks_json_lists_every_required_pack() -> None:
    if not (ROOT / "cli" / "decks.py").exists():
        pytest.skip("cli/decks.py (the `decks` subcommand) does not exist yet")
    out = subprocess.run([sys.executable, "main.py", "decks", "--json"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, check=False)
    assert out.returncode == 0, out.stderr
    sizes = {entry["id"]: entry["size"] for entry in json.loads(out.stdout)}
    for pack_id, size in {**REQUIRED, **ALSO_LISTED}.items():
        assert sizes.get(pack_id) == size, pack_id
    assert set(sizes) >= DESCRIPTION_ONLY
