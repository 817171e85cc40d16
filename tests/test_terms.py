"""One vocabulary of terms per language: every word of Czech text is a kept term, English text holds no Czech,
no calque comes back, and a number takes its noun's form ("2–4 hráči", "5 hráčů"; "3 zdvihy", "5 zdvihů").

The texts are every game's words (sentences, facts, phases, outcomes, piles, reasons), the words of a deal
played at random (its log, public facts and buttons), the rule books, the pack notes, the bidding system's
explanations (system.yaml's, and those its Python modules make, gathered by tests/games/bridz/explained.py) and
the window's strings. A new Czech word fails `test_every_czech_word_is_a_kept_term` until it
is added to tests/data/terms_cs.txt on purpose, after a look at whether Czech card players say it so.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from cards import get_pack
from games.match import Match
from games.registry import all_games
from games.rulebook import get_rulebook, rulebooks
from games.rulebook_search import option_lines
from games.words import describe, public_lines
from games.words import review as review_text
from games.words.facts import FACTS, PHASES
from games.words.names import decline
from games.words.reasons import REASONS
from games.words.sentences import templates
from games.words.zones import ZONES
from tests.games.bridz.explained import explanations
from ui import i18n
from ui.scenes import (
    review_words,  # noqa: F401  (the review screen's words, checked likewise)
    session_words,  # noqa: F401  (its screens' words join i18n's table: check them always)
)

ROOT = Path(__file__).resolve().parent.parent
TERMS = ROOT / "tests" / "data" / "terms_cs.txt"
NAMES_CS, NAMES_EN = ["Jan", "Karel", "Tomáš", "Pavel", "Jiří", "Martin", "Lukáš", "Ondřej"], \
    ["John", "Charles", "Thomas", "Paul", "George", "Martin", "Luke", "Andrew"]

#: calques and slips that must not come back, with what Czech players say; none may enter the kept terms
NEVER: dict[str, str] = {
    r"\bvelk\w* barv": "drahá barva (a major), levná barva (a minor)",
    r"\bpřebíjecí zahájení": "bariérové zahájení (a pre-empt)",
    r"\bnic k vstupu": "nemá na vstup",
    r"(?-i:^hra: )|\bhra v [♣♦♥♠]": "manše (a game contract), konečný závazek (to play)",
    r"\d+NT\b": "BT (bez trumfů) in Czech",
    r"\bve sehráv": "v sehrávce",
    r"\bv manše\b": "v manši",
    r"\bpo manši\b": "v manši (vulnerable: the window's word), na manši (game values)",
    r"talón": "talon",
    r"štych": "zdvih",
    r"\bbarv\w* tisku": "stejně zbarvená",
    r"\bzpět tah": "vrátit tah",
    r"\blurch": "prohra pod hranicí",
    r"\bmuggins": "přehlédnuté body bere soupeř",
    r"\bhis heels|\bnobs\b": "za kluka, kluk v barvě",
    r"\bvynucuj": "forsing (a call partner may not pass), forsing do manše",
}

#: words with accents an English text may hold: names (of games, of Kvarteto's castles, of packs and their
#: foreign terms: Tam Cúc, bégato, Hungarian tarokk's skíz and hívás, the tarotée back); docs/architecture.md, Words
CZECH_IN_ENGLISH = frozenset({
    "bridž", "černý", "štorťok", "mariáš", "čapáry", "křivoklát", "karlštejn", "hluboká", "cúc", "bégato", "skíz",
    "hívás", "hívásos", "tarotée",
})
#: Czech words without accents that were left in English text ("says konec", "plays (jdu)")
CZECH_ASCII = frozenset({"dal", "konec", "jdu", "hraji", "pas", "hori"})

#: counted nouns: (1, 2–4, 5 and more) in the nominative and accusative; a masculine noun's 2–4 form is its
#: instrumental plural too ("s 54 listy"), so only a feminine or neuter one is wrong after 5 ("5 karty")
COUNTED: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str]]] = {
    noun: (frozenset(one), frozenset(few), frozenset(many)) for noun, one, few, many in (
        ("hráč", {"hráč", "hráče"}, {"hráči", "hráče"}, {"hráčů"}),
        ("karta", {"karta", "kartu"}, {"karty"}, {"karet"}),
        ("zdvih", {"zdvih"}, {"zdvihy"}, {"zdvihů"}),
        ("bod", {"bod"}, {"body"}, {"bodů"}),
        ("žeton", {"žeton"}, {"žetony"}, {"žetonů"}),
        ("kolo", {"kolo"}, {"kola"}, {"kol"}),
        ("tah", {"tah"}, {"tahy"}, {"tahů"}),
        ("list", {"list"}, {"listy"}, {"listů"}),
        ("pád", {"pád"}, {"pády"}, {"pádů"}),
    )}
#: after these words a count takes another case ("od 3 hráčů", "s 5 body", "po 5 kartách", "méně než 5 bodů")
GOVERNS = frozenset({"z", "ze", "od", "do", "bez", "u", "s", "se", "po", "pro", "na", "za", "o", "v", "ve", "k", "ke",
                     "mezi", "nad", "pod", "před", "přes", "podle", "kolem", "místo", "během", "než", "až", "a", "i",
                     "nebo", "či"})


# -- the texts ----------------------------------------------------------------------------------------------
def _pairs(data: Any, where: str) -> Iterator[tuple[str, str, str]]:
    """Every {cs, en} pair in a YAML tree."""
    if isinstance(data, dict):
        if isinstance(data.get("cs"), str) and isinstance(data.get("en"), str):
            yield where, data["cs"], data["en"]
        for key, value in data.items():
            yield from _pairs(value, f"{where}.{key}")
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _pairs(value, f"{where}[{i}]")


def _game_words() -> Iterator[tuple[str, str, str]]:
    for game in [None, *all_games()]:
        name = game.id if game is not None else "common"
        words = game.words if game is not None else None
        yield from ((f"{name} sentence {k}", cs, en) for k, (cs, en) in templates(game).items())
        if words is None:
            yield from ((f"common fact {k}", f.cs, f.en) for k, f in FACTS.items() if f.how != "hide")
            yield from ((f"common phase {k}", cs, en) for k, (cs, en) in PHASES.items())
            yield from ((f"common pile {k}", n.cs, n.en) for k, n in ZONES.items())
            yield from ((f"common pile {k} (acc)", n.acc, n.en) for k, n in ZONES.items())
            yield from ((f"common reason {k}", cs, en) for k, (cs, en) in REASONS.items())
            continue
        yield from ((f"{name} fact {k}", f.cs, f.en) for k, f in words.facts.items() if f.how != "hide")
        for table, what in ((words.outcomes, "outcome"), (words.phases, "phase"), (words.reasons, "reason"),
                            (words.times, "counted"), (words.to_others, "to others"), (words.labels, "label")):
            yield from ((f"{name} {what} {k}", cs, en) for k, (cs, en) in table.items())
        yield from ((f"{name} pile {k}", n.cs, n.en) for k, n in words.zones.items())


def _played() -> Iterator[tuple[str, str, str]]:
    """A deal of every game at random: its log, public facts and buttons, in both languages."""
    for game in all_games():
        match = Match(game, game.default_players(game.config()), None, 11)
        rng, n = random.Random(11), match.num_players
        pack = game.pack(match.state.config)
        for step in range(150):
            seat = match.current_player
            if match.is_over or seat is None:
                break
            obs = match.observation(seat)
            if step % 5 == 0:  # the facts change slowly; every move's would double the test's time
                cs_facts = public_lines(dict(obs.public), "cs", NAMES_CS[:n], pack, game)
                en_facts = public_lines(dict(obs.public), "en", NAMES_EN[:n], pack, game)
                yield from ((f"{game.id} fact line", cs, en) for cs, en in zip(cs_facts, en_facts, strict=False))
            yield from ((f"{game.id} button", a.label("cs"), a.label("en")) for a in obs.legal_actions)
            events = match.apply(rng.choice(list(obs.legal_actions)))
            for event in events:
                seen = event.for_seat(0)
                if seen is not None:
                    yield (f"{game.id} log {event.kind}", describe(seen, "cs", NAMES_CS[:n], game),
                           describe(seen, "en", NAMES_EN[:n], game))
            if any(e.kind == "deal_over" for e in events):
                break


def _load(path: Path) -> Any:
    """A YAML file, by libyaml where it is installed (the pure-Python parser takes seconds over the packs)."""
    return yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


@cache
def texts() -> tuple[tuple[str, str, str], ...]:
    """(where, Czech, English) of every text a player reads."""
    found: list[tuple[str, str, str]] = []
    for book in sorted(rulebooks()):
        path = ROOT / "rules_yaml" / f"{book}.yaml"
        found += _pairs(_load(path), f"rules_yaml/{book}.yaml")
    for path in sorted((ROOT / "cards" / "packs").glob("*.yaml")):  # the notes (card names are the packs')
        data = _load(path)
        found += _pairs({"description": data.get("description")}, path.name)
    found += _pairs(_load(ROOT / "ai" / "games" / "bridz" / "system.yaml"),
                    "system.yaml")
    found += explanations()  # what the bidding modules write in Python, as their calls show it
    found += ((f"ui/i18n.py {k}", cs, en) for k, (cs, en) in i18n.STRINGS.items())
    for game in all_games():  # the menu's player counts, as players_text says them
        counts = game.player_counts(game.config())
        found.append((f"{game.id} players", i18n.players_text(counts[0], counts[-1], "cs"),
                      i18n.players_text(counts[0], counts[-1], "en")))
    found += _game_words()
    found += review_text.pairs()
    found += _played()
    return tuple(found)


def words_of(text: str, lang: str = "cs") -> list[str]:
    """The words of a text, placeholders and what a player types left out: an action code ("bid:1:NT", a quoted
    'dal', and in Czech one in brackets: "(pass)"; an English text's brackets hold words: "plays (jdu)"), an
    option's name ("trail_when_capture")."""
    codes = r"\{[^{}]*\}|'[a-z_]+(?::[^\s']*)?'|\b[a-z_]+(?::[^\s),]+)+|\b[a-z]+(?:_[a-z]+)+\b"
    bare = re.sub(codes + (r"|\([a-z_]+\)" if lang == "cs" else ""), " ", text)
    return re.findall(r"[^\W\d_]+", bare.lower())


# -- the checks ---------------------------------------------------------------------------------------------
def unkept(pairs: tuple[tuple[str, str, str], ...], kept: frozenset[str]) -> dict[str, str]:
    """Czech words outside the kept terms, each with where it was first met."""
    new: dict[str, str] = {}
    for where, cs, _ in pairs:
        for word in words_of(cs):
            if word not in kept:
                new.setdefault(word, where)
    return new


def calques(where: str, text: str) -> list[str]:
    return [f"{where}: {re.search(bad, text, re.I)[0]!r} in {text!r}: Czech says {good}"  # type: ignore[index]
            for bad, good in NEVER.items() if re.search(bad, text, re.I)]


def czech_in_english(where: str, text: str) -> list[str]:
    said = [w for w in words_of(text, "en") if w not in CZECH_IN_ENGLISH and (re.search("[áčďéěíňóřšťúůýž]", w)
                                                                           or w in CZECH_ASCII)]
    return [f"{where}: Czech {', '.join(said)} in the English {text!r}"] if said else []


def miscounted(where: str, text: str) -> list[str]:
    """A number whose noun has the wrong form ("2–4 hráčů", "3 zdvihů", "5 karty"); a template's number field
    followed by a fixed form ("{value} bodů") counts with its noun instead ('{value:bod}')."""
    problems = []
    for match in re.finditer(r"(?:(\w+) )?(\d+)(?:\s*[–-]\s*(\d+))?\s+(?:\w+(?:ý|á|é|í|ých|ích)\s+)?(\w+)", text):
        before, low, high, noun = match.groups()
        if (before or "").lower() in GOVERNS or text[match.start() - 1:match.start()] in (",", "."):
            continue
        n = int(high or low)
        for one, few, many in COUNTED.values():
            if noun in one | few | many:
                right = one if n == 1 else few if 2 <= n <= 4 else many
                instrumental = n > 4 and noun in few and noun not in ("karty", "kola")
                if noun not in right and not instrumental:
                    problems.append(f"{where}: {match[0].strip()!r} ({n} takes {'/'.join(sorted(right))}) in "
                                    f"{text!r}")
    for match in re.finditer(r"\{(value|n|count|low|high)\}\s+(\w+)", "" if where.startswith("ui/") else text):
        if any(match[2] in few | many for _, few, many in COUNTED.values()):
            problems.append(f"{where}: {match[0]!r}: count it with its noun ('{{{match[1]}:…}}') in {text!r}")
    return problems


def kept_terms() -> frozenset[str]:
    return frozenset(line.strip() for line in TERMS.read_text(encoding="utf-8").splitlines()
                     if line.strip() and not line.startswith("#"))


@cache
def card_words() -> frozenset[str]:
    """The words of every card name a game deals, in both cases: the packs' own (test_vocabulary checks them), and
    which of them a random deal shows depends on its seed, so they are kept whether it shows them or not."""
    packs = {pack_id for game in all_games() for pack_id in game.rulebook.packs}
    return frozenset(word for pack_id in packs for card in get_pack(pack_id).cards for case in ("nom", "acc", "ins")
                     for word in words_of(card.name("cs", case)))


@cache
def name_words() -> frozenset[str]:
    """Every case of the names the deals give the seats (games/words/names.py declines them): which cases a
    random deal shows depends on its seed, as with the cards."""
    return frozenset(word for name in NAMES_CS for form in decline(name).forms for word in words_of(form))


# -- the tests ----------------------------------------------------------------------------------------------
def test_every_czech_word_is_a_kept_term() -> None:
    new = unkept(texts(), kept_terms() | card_words() | name_words())
    assert not new, ("Czech words outside tests/data/terms_cs.txt; add each on purpose, once you know Czech card "
                     "players say it so:\n" + "\n".join(f"{w}   ({where})" for w, where in sorted(new.items())))


def test_no_kept_term_is_a_known_calque() -> None:
    assert [w for w in kept_terms() if calques("terms_cs.txt", w)] == []


def test_czech_text_holds_no_calque() -> None:
    assert [p for where, cs, _ in texts() for p in calques(where, cs)] == []


def test_english_text_holds_no_czech() -> None:
    assert [p for where, _, en in texts() for p in czech_in_english(where, en)] == []


def test_a_number_takes_its_nouns_form() -> None:
    assert [p for where, cs, _ in texts() for p in miscounted(where, cs)] == []


# -- the checks catch what they are for ---------------------------------------------------------------------
@pytest.mark.parametrize(("text", "caught"), [
    ("2–4 hráčů", True), ("2–4 hráči", False), ("3–8 hráčů", False), ("uhráno 3 zdvihů", True),
    ("uhráno 3 zdvihy", False), ("5 karty", True), ("od 3 hráčů", False), ("s 5 body", False),
    ("1 hráč", False), ("0 bodů", False), ("platí {value} bodů", True), ("platí {value:bod}", False),
    ("chybí 1 klíčové karty", True), ("chybí 1 klíčová karta", False), ("jen 3 pracujících bodů", True),
    ("jen 3 pracující body", False), ("17 pracujících bodů", False),
])
def test_the_count_check(text: str, caught: bool) -> None:
    assert bool(miscounted("x", text)) == caught


def test_the_other_checks_catch_what_they_are_for() -> None:
    assert calques("x", "bez pětilisté velké barvy") and calques("x", "přebíjecí zahájení: sedm ♥")
    assert calques("x", "hra: 10–15 bodů") and calques("x", "hra v ♥ po kontře") and not calques("x", "Hra končí")
    assert calques("x", "přijímá výzvu do manše: po manši, 13 bodů stačí") and not calques("x", "v manši stačí 13")
    assert calques("x", "Zbytek tvoří talón.") and calques("x", "hrajeme 1NT") and not calques("x", "hrajeme 1BT")
    assert czech_in_english("x", "{seat} says konec: everyone else has one last turn.")
    assert czech_in_english("x", "Dál (pass)") and czech_in_english("x", "{seat} plays (jdu).")
    assert not czech_in_english("x", "Černý Petr is played by 3 to 8 players")
    assert unkept((("x", "Hráč táhne štych", ""),), frozenset({"hráč", "táhne"})) == {"štych": "x"}
    assert words_of("musíš přiznat barvu (play:KARTA), např. bid:1:NT {cards:acc}") == ["musíš", "přiznat", "barvu",
                                                                                       "např"]


def test_the_terminals_option_list_names_each_kind_in_czech() -> None:
    """`rules --options --lang cs` said "bool", "choice" and "int" between the Czech words."""
    lines = option_lines(get_rulebook("cribbage"), "cs")
    assert lines[0].startswith("target = 121  (Hraje se do; výběr; možné: 121 (")
    assert not [line for line in lines if re.search(r"; (bool|choice|int);", line)]
    assert "; bool; allowed: true, false)" in "".join(option_lines(get_rulebook("cribbage"), "en"))
