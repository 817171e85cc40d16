"""What a player reads in the terminal and the log: Czech wording, public facts in words."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from cards import get_pack
from games import get_game
from games.events import Event
from games.words import count, describe, public_lines, zone_label

ROOT = Path(__file__).resolve().parent.parent


def _play(game: str, lang: str, seed: int = 3, *more: str, settings: str = "") -> str:
    env = {**os.environ, "KARTY_DATA_DIR": tempfile.mkdtemp(prefix="karty-words-")}  # its own: side by side
    if settings:
        (Path(env["KARTY_DATA_DIR"]) / "settings.json").write_text(settings, encoding="utf-8")
    out = subprocess.run([sys.executable, "main.py", "play", game, "--text", "--lang", lang, "--ai", "random",
                          "--no-save", "--seed", str(seed), *more], cwd=ROOT, input="1\n" * 3000,
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout


def _show_event() -> Event:
    pack = get_pack("french-52")
    cards = tuple(pack.card(c) for c in ("5H", "5S", "10D", "JC", "4C"))  # starter last: 4 fifteens, a pair, nobs
    return Event("show", seat=1, cards=cards, value=11, arg="fifteen 2, fifteen 4, fifteen 6, fifteen 8, "
                 "a pair is 10, and nobs is 11")


def test_cribbage_count_is_czech_in_terminal_and_table_log() -> None:
    """The terminal and the table's log print the same sentence (games.words.describe)."""
    game = get_game("cribbage")
    event = _show_event()
    names = ["Eva", "Jan"]
    text = describe(event, "cs", names, game)
    assert "patnáct 2" in text and "fifteen" not in text
    assert text.startswith("Jan ukazuje srdcovou pětku, pikovou pětku, károvou desítku a křížového kluka;")
    assert "se startovní kartou křížovou čtyřkou:" in text  # the last card is the starter, in the instrumental
    assert "fifteen 2" in describe(event, "en", names, game)


def test_cribbage_czech_match_prints_no_english_counts() -> None:
    out = _play("cribbage", "cs")
    assert "patnáct" in out
    for english in ("fifteen", "a pair", "a run of", "nobs", "Crib hráče"):
        assert english not in out


def test_public_facts_read_as_words_with_seat_names() -> None:
    pack = get_pack("french-52")
    names = ["Hráč 1 (ty)", "Hráč 2", "Hráč 3"]
    lines = public_lines({"dealer": 1, "loser": None, "trump": "H", "marks": [0.0, 1.0, 2.0], "first_out": [],
                          "starter": "QD", "mystery_key": 7}, "cs", names, pack, get_game("cerny-petr"))
    assert lines == ["Rozdává: Hráč 2", "Trumfy: srdce", "Černé čárky: Hráč 1 (ty): 0 · Hráč 2: 1 · Hráč 3: 2",
                     "starter: QD", "mystery key: 7"]  # Černý Petr has no starter: no words for it there
    assert public_lines({"playing": "QD"}, "cs", names, pack, get_game("kolovrat")) == ["Hraná karta: kárová dáma"]
    assert public_lines({"starter": "QD"}, "cs", names, pack, get_game("cribbage")) == []  # its pile says it
    assert zone_label("pairs:2", "en", names, get_game("cerny-petr")) == "Pairs laid down – Hráč 3"
    assert [count(n, "karta", "cs") for n in (1, 3, 5)] == ["1 karta", "3 karty", "5 karet"]


def test_czech_terminal_shows_no_raw_public_keys() -> None:
    out = _play("cerny-petr", "cs")
    assert re.search(r"Táhneš od (Karla|Pavla)\n", out) and "Táhneš od: " not in out
    for raw in ("drawing_from:", "dealer:", "hand:1", "pairs:0"):
        assert raw not in out
    assert not re.search(r"(?<!\d)[1-4] karet", out)


def test_czech_log_names_cards_and_seats_without_wrong_case() -> None:
    """A card a sentence acts on is in the accusative; a seat's name in the case its sentence needs."""
    out = _play("kolovrat", "cs", seed=5)
    assert re.search(r"bere (Janovi|Karlovi|Tomášovi|Pavlovi) hromádku", out) and "od: " not in out
    assert re.search(r"přikládá na stůl \w+ou \w+u\.|přikládá na stůl \w+ého \w+a\.|přikládá na stůl \w+é eso", out)
    assert re.search(r"má \d+ kart(a|y|et)\.", out) and "má karet: " not in out
    out = _play("alager", "cs", seed=5)
    assert re.search(r"odhazuje \w+(ou|ého|é) \w+", out) and "si lízl" not in out
    assert not re.search(r"(odhazuje|vynáší|si táhne|si dobírá) \w+á \w+a\.", out)  # no nominative object


def test_scores_at_deal_and_match_end_name_their_seats() -> None:
    out = _play("cerny-petr", "cs", seed=5)
    assert re.search(r"Body v rozdání: Jan \(ty\): \d+ · Karel: \d+", out)
    assert "(méně je lépe)" in out  # black marks: the fewest win
    assert re.search(r"=== Vítěz(ové)?: (Jan|Karel|Tomáš|Pavel)", out)


def test_the_terminal_names_the_seats_as_the_window_does() -> None:
    """The bots by Karty's names and the player by his own from Settings, declined, in the log, the facts, the
    scores and the menu (an ask names the player asked); 'Hráč 2' nowhere, the seat's number only in a code."""
    out = _play("kvarteto", "cs", 3, "--seat", "2", settings='{"player_name": "Eva"}')
    assert out.splitlines()[1].startswith("Hraješ za Evu,")
    assert "Jan rozdává" in out and "Celkem: Jan: 0 · Eva: 0 · Tomáš: 0 · Pavel: 0" in out
    assert re.search(r"=== Konec zápasu\. Celkem: Jan: \d+ · Eva \(ty\): \d+", out)
    assert re.search(r"\d+\. Zeptat se (Jana|Tomáše|Pavla) na \w+ +\[ask:\w+:[134]\]", out)
    assert "„Evo, máš" in out or "Evo," not in out  # the vocative where a bot asks her
    assert not re.search(r"[Hh]ráč(e|i|em)? \d", out), re.findall(r".*[Hh]ráč(?:e|i|em)? \d.*", out)[:3]
    english = _play("kolovrat", "en", 5)
    assert "Hráč" not in english and "Player " not in english
    assert re.search(r"John \(you\): -?\d+ · Charles: -?\d+", english)


def test_trick_counts_agree_with_their_noun() -> None:
    assert [count(n, "zdvih", "cs") for n in (1, 3, 5)] == ["1 zdvih", "3 zdvihy", "5 zdvihů"]
    assert [count(n, "zdvih", "en") for n in (1, 2)] == ["1 trick", "2 tricks"]
    komando = public_lines({"needed": 2, "komandant": 1}, "cs", ["Eva", "Jan", "Ema"], None, get_game("komando"))
    assert komando == ["Musí uhrát: 2 zdvihy", "Komandant: Jan"]


def test_game_specific_public_facts_read_as_words() -> None:
    """The raw forms players used to see: seat:code pairs, bools, dicts, bid codes, rule-book settings."""
    names = ["Hráč 1 (ty)", "Hráč 2", "Hráč 3", "Hráč 4"]
    kv = public_lines({"quartet_by": "suit", "lacks": ["0:6C", "1:2C"], "holds_some": ["1:3"]}, "cs", names,
                      get_pack("kvarteto-32"), get_game("kvarteto"))
    assert kv[0].startswith("Karty, které určitě nemají: Hráč 1 (ty): ") and "6C" not in kv[0] and "0:" not in kv[0]
    assert kv[1] == "Skupiny, z nichž určitě něco mají: Hráč 2: Dopravní prostředky"
    assert not any("quartet" in line for line in kv)
    ospalec = public_lines({"passing": "chain", "suits": ["S", "H"], "round": 2, "rounds": 20, "times": {},
                            "by_limit": False, "deal": 1, "deals": 3}, "en", names, get_pack("french-32"),
                           get_game("ospalec"))
    assert ospalec == ["Suits to collect: spades, hearts", "Passing round: 2 / 20", "Deal: 1 / 3"]
    hundert = public_lines({"total": 18, "over_per_point": 1, "values": "reference", "pack": "french-32"}, "en",
                           names, get_pack("french-32"), get_game("hundert"))
    assert hundert == ["Pile total: 18", "Chips for each point over the hundred: 1"]
    duel = ["Player 1 (you)", "Player 2"]
    souboje = public_lines({"attack": "reference", "attacker": 1, "drawn": False, "to_answer": 0}, "en", duel,
                           get_pack("french-52"), get_game("souboje"))
    assert souboje == ["Attacker: Player 2"]


def test_bridge_and_boston_public_facts_name_calls_sides_and_cards() -> None:
    names = ["Player 1 (you)", "Player 2", "Player 3", "Player 4"]
    pack = get_pack("french-52")
    bridz = public_lines({"dealer": 3, "calls": ["P", "2NT", "6D", "X"], "vulnerable": [False, True], "contract": "6DX",
                          "sheet": {"games": [1, 0], "above": [[50], []], "below": [[[60], []]], "past": [0, 0],
                                    "rubbers_done": 0}, "played": [[], ["4C"], [], []], "turn": 0,
                          "voids": [[1, "H"]]}, "en", names, pack, get_game("bridz"))
    assert bridz == ["Dealer: Player 4",
                     "Auction: \n    W Player 4        N Player 1 (you)  E Player 2        S Player 3"
                     "\n    Pass              2NT               6♦                Double",
                     "Vulnerable: Player 2 + Player 4",
                     "Contract: 6♦ doubled",
                     "Score sheet: Player 1 (you) + Player 3: games 1, above the line 50, below 60 · "
                     "Player 2 + Player 4: games 0, above the line 0, below 0",
                     "Known voids: Player 2: no hearts"]
    boston = public_lines({"calls": [[1, "pass"], [2, "bid:0:D"]], "turned": "10C", "high_seat": 1,
                           "voids": [[], ["S"], [], []], "partners": True}, "cs", names, pack, get_game("boston"))
    assert boston[0].startswith("Dražba: Player 2: pas, Player 3: ") and "bid:" not in boston[0]
    assert boston[0].endswith("v kárách")
    assert boston[1:] == ["Otočená karta: křížová desítka", "Nepřiznal barvu: Player 2: bez barvy piky"]


def test_six_games_print_no_raw_public_facts() -> None:
    for game, raw in (("kvarteto", ("\n  lacks:", "\n  holds some:", "\n  quartet by:", "\n  quartets –")),
                      ("souboje", ("\n  attack:", "\n  attacker: ", "\n  drawn:")),
                      ("boston", ("\n  calls:", "\n  turned:", "\n  high seat:", "\n  voids:", "'bid:"))):
        out = _play(game, "en")
        assert "\n  Dealer: " in out
        if game == "souboje":  # the player's own stack is face down: its size, not an empty line
            assert re.search(r"Your cards: \d+ cards face down", out) and "Your cards: \n" not in out
        for text in raw:
            assert text not in out, (game, text)


def test_cribbage_terminal_says_the_starter_once_and_whose_crib_is_counted() -> None:
    """Each prompt said the starter twice (its pile, then a fact) and the totals three ways (this deal's, the
    match's and before this deal, the last the difference of the others); the crib's count read as if the crib
    were the first of its cards ('Karel ukazuje crib, srdcové eso, ...')."""
    out = _play("cribbage", "cs", 4)
    blocks = [block.split("\n   1. ")[0] for block in out.split("Tvoje karty: ")[1:]]  # the table, not the log
    assert blocks and all(block.count("Startovní karta") <= 1 for block in blocks)
    assert "Stav před rozdáním" not in out and "Celkem: " in out and "Body v rozdání: " in out
    assert re.search(r"(Jan|Karel) má v cribu \w+", out) and "ukazuje crib" not in out


def test_english_sentences_name_cards_with_the_article() -> None:
    """'John shows ace of diamonds, six of clubs and ace of clubs' read as a telegram: a card named in a sentence
    takes 'the' ('shows the ace of diamonds'), except after a colon or in brackets, where it is a list."""
    from games.registry import all_games
    from games.words.sentences import templates

    bare = []
    for game in all_games():
        for kind, (_cs, en) in templates(game).items():
            for before in re.findall(r"(\S+) \{cards(?::\w+)?\}", en):
                if before.lower() != "the" and not before.endswith((":", "(")):
                    bare.append(f"{game.id} {kind}: {en}")
    assert bare == []


def test_the_trick_in_the_terminal_says_who_laid_each_card() -> None:
    """'Trick: 3 cards: ten of diamonds, nine of hearts, nine of diamonds' left the reader to find who led and who
    followed in the log; the window lays each card before its player, the terminal names him beside it."""
    out = _play("cvik", "en", 2)
    names = "(John|Charles|Thomas|Paul)"
    assert re.search(rf"  Trick: 3 cards: {names} – [a-z ]+ · {names} – [a-z ]+ · {names} – [a-z ]+\n", out), out[:3000]
    assert not re.search(r"  Trick: \d cards?: (ace|king|queen|jack|ten|nine|eight|seven|six)", out)
