"""One vocabulary: every template of every game is Czech in Czech, English in English, and fills.

The checks are functions that return problems, so the negative cases at the end can show that each
of them catches what it is there for.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator
from dataclasses import replace
from string import Formatter

import pytest

from cards import Names, Pack, all_packs, get_pack
from cards.czech import adjective_accusative, noun_accusative
from games.events import Event
from games.game import Game
from games.match import Match
from games.registry import all_games
from games.words import Fact, Words, describe, public_lines, zone_name
from games.words.facts import FACTS, PHASES, fact
from games.words.forms import CASES, NOUNS
from games.words.reasons import REASONS, reason
from games.words.sentences import FIELDS, fill, templates
from games.words.zones import ZONES, zone_words

#: common English words that never occur in Czech text ("to", "a", "no", "pas" do, and are left out;
#: "go", "crib" and "muggins" are the game's own terms in Czech too)
ENGLISH = frozenset({
    "the", "and", "of", "with", "from", "is", "are", "was", "has", "have", "takes", "take", "plays", "play", "deals",
    "deal", "dealt", "card", "cards", "trick", "tricks", "player", "players", "points", "point", "round", "game",
    "wins", "win", "over", "turn", "pile", "stock", "hand", "your", "you", "his", "her", "their", "for", "not",
    "all", "each", "every", "left", "right", "first", "last", "new", "one", "two", "three", "four", "five", "bids",
    "bid", "passes", "double", "redouble", "pays", "chips", "seat", "none", "nobody", "yes", "nothing", "made",
    "down", "out", "stays", "goes", "gives", "lays", "shows", "draws", "drew",
})

NAMES = ["Eva", "Jan", "Petr", "Ema"]


# -- the checks ---------------------------------------------------------------------------------------------
def _words(text: str) -> list[str]:
    """The words of a template without its placeholders."""
    bare = re.sub(r"\{[^{}]*\}", " ", text)
    return re.findall(r"[^\W\d_]+", bare.lower())


def check_pair(where: str, cs: str, en: str) -> list[str]:
    """A (cs, en) pair: both given, no English word in the Czech, and not the same text in both
    (one word may be: a game's own term such as "Komandant" reads the same in English)."""
    problems = []
    if not cs.strip() or not en.strip():
        problems.append(f"{where}: missing {'cs' if not cs.strip() else 'en'}")
    english = sorted(set(_words(cs)) & ENGLISH)
    if english:
        problems.append(f"{where}: English in the Czech text {cs!r}: {', '.join(english)}")
    if cs == en and len(_words(cs)) > 1:
        problems.append(f"{where}: the same text in cs and en: {cs!r}")
    return problems


def check_template(where: str, text: str, sample: Event, game: Game | None) -> list[str]:
    """A sentence template names only known fields, with known specs, and fills without a trace."""
    problems = []
    for _, name, _spec, _ in Formatter().parse(text):
        if name is not None and name not in FIELDS:
            problems.append(f"{where}: unknown placeholder {{{name}}} in {text!r}")
    if where.endswith("/hidden") and "cards" in {n for _, n, _, _ in Formatter().parse(text)}:
        problems.append(f"{where}: a hidden event's template names {{cards}}")
    if problems:
        return problems
    try:
        out = fill(text, sample, "cs", NAMES)
    except (KeyError, ValueError, IndexError) as exc:
        return [f"{where}: does not fill ({exc}): {text!r}"]
    if "{" in out or "}" in out:
        problems.append(f"{where}: unfilled placeholder in {out!r}")
    return problems


def sample_event(kind: str, game: Game | None) -> Event:
    pack = game.pack(game.config()) if game is not None else get_pack("french-32")
    return Event(kind, seat=1, cards=tuple(pack.cards[:2]), target=2, value=3, arg="x")


def check_words(words: Words, game: Game | None, name: str) -> list[str]:
    """Every text of one vocabulary (the game's own, or the common one with `words` empty)."""
    problems: list[str] = []
    sentences = templates(game) if game is not None else templates()
    sentences.update(words.sentences)
    for kind, (cs, en) in sentences.items():
        problems += check_pair(f"{name} sentence {kind}", cs, en)
        for lang_text in (cs, en):
            problems += check_template(f"{name} sentence {kind}", lang_text, sample_event(kind, game), game)
    for key, found in {**FACTS, **words.facts}.items():
        if found.how != "hide":
            problems += check_pair(f"{name} fact {key}", found.cs, found.en)
    for table, what in ((words.outcomes, "outcome"), ({**PHASES, **words.phases}, "phase")):
        for key, (cs, en) in table.items():
            problems += check_pair(f"{name} {what} {key}", cs, en)
    for key, names in {**ZONES, **words.zones}.items():
        problems += check_pair(f"{name} zone {key}", names.cs, names.en)
        problems += check_pair(f"{name} zone {key} (acc)", names.acc, names.en)
    for key, (cs, en) in {**REASONS, **words.reasons}.items():
        problems += check_pair(f"{name} reason {key}", _without_codes(cs), _without_codes(en))
        problems += check_reason(f"{name} reason {key}", cs, en, game)
    return problems


def _without_codes(text: str) -> str:
    """A reason without the action codes it quotes ("(pass)", "bid:1:NT", "'foo'"): they are typed as they are in
    Czech too."""
    return re.sub(r"\([a-z_]+\)|[a-z_]+(?::[^\s),]+)+|'[^']*'", " ", text)


def check_reason(where: str, cs: str, en: str, game: Game | None) -> list[str]:
    """A reason fills in both languages with the same fields: a card where a case is asked for, a number where
    a counted noun is, text otherwise."""
    pack = game.pack(game.config()) if game is not None else get_pack("french-32")
    specs: dict[str, set[str]] = {}
    for text in (cs, en):
        for _, n, spec, _ in Formatter().parse(text):
            if n:
                specs.setdefault(n, set()).add(spec or "")
    if {n for _, n, _, _ in Formatter().parse(cs) if n} != {n for _, n, _, _ in Formatter().parse(en) if n}:
        return [f"{where}: the Czech and the English name different fields: {cs!r} / {en!r}"]
    sample = {n: pack.cards[0] if got & set(CASES) else 3 if got & set(NOUNS) else "x" for n, got in specs.items()}
    try:
        said = reason((cs, en), **sample)
    except (KeyError, ValueError, IndexError) as exc:
        return [f"{where}: does not fill ({exc}): {cs!r}"]
    return [f"{where}: unfilled placeholder in {text!r}" for text in (said.cs, str(said)) if "{" in text or "}" in text]


# -- every game's vocabulary --------------------------------------------------------------------------------
GAMES = {g.id: g for g in all_games()}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_template_is_czech_in_czech_and_fills(game_id: str) -> None:
    game = GAMES[game_id]
    assert check_words(game.words, game, game_id) == []


def test_the_common_words_are_clean() -> None:
    assert check_words(Words(), None, "common") == []


def _played(game: Game, seed: int, steps: int = 600) -> Iterator[tuple[Match, list[Event]]]:
    """A match played at random (one deal, at most `steps` moves), yielding the match and each move's events."""
    match = Match(game, game.default_players(game.config()), None, seed)
    rng = random.Random(seed)
    yield match, list(match.state.history)
    for _ in range(steps):
        if match.is_over:
            return
        seat = match.current_player
        assert seat is not None
        legal = list(match.observation(seat).legal_actions)
        events = match.apply(rng.choice(legal))
        yield match, events
        if any(e.kind == "deal_over" for e in events):
            return


def _seen(events: Iterable[Event], seats: int) -> Iterator[Event]:
    for event in events:
        for seat in range(seats):
            view = event.for_seat(seat)
            if view is not None:
                yield view


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_played_deal_reads_in_both_languages(game_id: str) -> None:
    """Every event of a deal has its sentence, every public fact and pile its name, in cs and en."""
    game = GAMES[game_id]
    own = templates(game)
    problems: set[str] = set()
    for match, events in _played(game, seed=7):
        n = match.num_players
        for event in _seen(events, n):
            key = f"{event.kind}/hidden" if not event.cards and f"{event.kind}/hidden" in own else event.kind
            hooked = game.words.sentence is not None and game.words.sentence(event, "cs", NAMES, game)
            if key not in own and not hooked:
                problems.add(f"no sentence for event {event.kind!r}")
            for lang in ("cs", "en"):
                text = describe(event, lang, NAMES[:n], game)
                if "{" in text or "}" in text or not text.strip():
                    problems.add(f"{lang}: {text!r}")
                if lang == "cs" and set(_words(text)) & ENGLISH:
                    problems.add(f"English in {text!r}")
        if match.is_over:
            continue
        seat = match.current_player
        assert seat is not None
        obs = match.observation(seat)
        for key, value in obs.public.items():
            if fact(key, game) is None and value not in (None, "", [], {}):
                problems.add(f"no words for the public fact {key!r}")
        for zone in obs.zones:
            if zone_words(zone.name, game) is None:
                problems.add(f"no name for the pile {zone.name.split(':')[0]!r}")
        pack = game.pack(match.state.config)
        for line in public_lines(dict(obs.public), "cs", NAMES[:n], pack, game):
            if set(_words(line)) & ENGLISH:
                problems.add(f"English in the fact line {line!r}")
    assert sorted(problems) == []


# -- the checks catch what they are for ---------------------------------------------------------------------
def test_the_checks_catch_english_placeholders_and_gaps() -> None:
    bad = Words(sentences={"draw": ("{seat} draws the {cards}.", "{seat} draws the {cards}."),
                           "lost": ("{seat} ztrácí {kard}.", "{seat} loses {kard}."),
                           "case": ("{seat} vynáší {cards:dat}.", "{seat} leads the {cards}."),
                           "bare": ("{seat} odchází.", ""),
                           "peek/hidden": ("{seat} se dívá na {cards}.", "{seat} looks at the {cards}.")},
                facts={"odd": Fact("Trick count", "Trick count")},
                zones={"box": Names("box", "box", acc="")},
                reasons={"no": ("you must follow (play:KARTA)", "you must follow (play:CARD)"),
                         "odd": ("{card:acc} nemáš", "you lack the {card} ({n})"),
                         "case": ("{card:dat} nemáš", "you lack the {card}")})
    problems = "\n".join(check_words(bad, None, "bad"))
    assert "English in the Czech text '{seat} draws the {cards}.'" in problems
    assert "the same text in cs and en: '{seat} draws the {cards}.'" in problems
    assert "unknown placeholder {kard}" in problems
    assert "bad sentence case: does not fill (unknown case 'dat'" in problems
    assert "bad sentence bare: missing en" in problems
    assert "a hidden event's template names {cards}" in problems
    assert "bad fact odd: English in the Czech text 'Trick count': trick" in problems
    assert "bad zone box (acc): missing cs" in problems
    assert "bad reason no: English in the Czech text 'you must follow ( )': you" in problems
    assert "bad reason odd: the Czech and the English name different fields" in problems
    assert "bad reason case: does not fill" in problems


# -- card names in the accusative ---------------------------------------------------------------------------
GAME_PACKS = sorted({pack_id for g in all_games() for pack_id in g.rulebook.packs} | {"french-36"})


@pytest.mark.parametrize("pack_id", GAME_PACKS)
def test_every_card_a_game_deals_has_its_accusative(pack_id: str) -> None:
    for card in get_pack(pack_id).cards:
        assert card.names.acc, card
        assert card.name("cs", "acc") == card.names.acc


#: accusatives checked by hand, per pack and card code
HAND_CHECKED = {
    "french-52": {"8H": "srdcovou osmu", "KD": "kárového krále", "AS": "pikové eso", "JC": "křížového kluka",
                  "QH": "srdcovou dámu", "10D": "károvou desítku", "2S": "pikovou dvojku", "7C": "křížovou sedmu"},
    "german-32": {"OL": "zeleného svrška", "UA": "žaludského spodka", "KB": "kulového krále", "9H": "srdcovou devítku",
                  "AL": "zelené eso", "10A": "žaludskou desítku"},
    "cerny-petr-33": {"PETR": "Černého Petra", "DOG1": "psa", "HORSE2": "koně", "HOG1": "ježka", "FOX1": "lišku",
                      "MOUSE1": "myš", "CAT1": "kocoura", "HARE2": "zajíce"},
    "kvarteto-32": {"4B": "Hlubokou", "1C": "ovci", "7C": "chobotnici", "5A": "housle", "3C": "autobus",
                    "7B": "delfína", "6C": "švestky", "3B": "tramvaj"},
    "tarok-54": {"CH": "srdcového kavala"},
}


@pytest.mark.parametrize("pack_id", sorted(HAND_CHECKED))
def test_hand_checked_accusatives(pack_id: str) -> None:
    pack = get_pack(pack_id)
    assert {code: pack.card(code).name("cs", "acc") for code in HAND_CHECKED[pack_id]} == HAND_CHECKED[pack_id]


def test_a_pack_without_czech_grammar_reads_kartu_and_the_name() -> None:
    """Packs no game deals give no accusative; "kartu X" is never wrong Czech."""
    for pack in all_packs():
        for card in pack.cards:
            acc = card.name("cs", "acc")
            assert acc == card.names.acc or acc == f"kartu {card.names.cs}", card
    assert get_pack("italian-40").card(next(iter(get_pack("italian-40").cards)).code).name("cs", "acc") \
        .startswith("kartu ")
    assert get_pack("french-32").card("8H").name("en", "acc") == "eight of hearts"


def test_the_declension_rules() -> None:
    assert [noun_accusative(n, "f") for n in ("osma", "dáma", "myš", "Hluboká")] == ["osmu", "dámu", "myš", "Hlubokou"]
    assert noun_accusative("eso", "n") == "eso" and noun_accusative("král", "m") is None
    assert [adjective_accusative(a, g) for a, g in (("srdcová", "f"), ("kárový", "m"), ("pikové", "n"),
                                                    ("jižní", "m"), ("jižní", "f"))] == \
        ["srdcovou", "kárového", "pikové", "jižního", "jižní"]
    with pytest.raises(ValueError):
        adjective_accusative("zelen", "m")


def test_sentences_put_their_object_in_the_accusative() -> None:
    french, petr = get_pack("french-32"), get_game_pack("cerny-petr")
    lead = Event("lead", seat=0, cards=(french.card("KD"),))
    assert describe(lead, "cs", ["Eva"], GAMES["stortok"]) == "Eva vynáší kárového krále."
    assert describe(lead, "en", ["Eva"], GAMES["stortok"]) == "Eva leads the king of diamonds."
    draw = Event("draw", seat=1, cards=(petr.card("PETR"),), target=0)
    assert describe(draw, "cs", ["Eva", "Jan"], GAMES["cerny-petr"]) == "Jan si od Evy táhne Černého Petra."
    cut = Event("cut", seat=1, cards=(get_pack("french-52").card("8H"),))
    assert describe(cut, "cs", ["Eva", "Jan"], GAMES["bridz"]) == "Jan si táhne srdcovou osmu."
    two = Event("trail", seat=0, cards=(french.card("8H"), french.card("AS"), french.card("JC")))
    assert describe(two, "cs", ["Eva"], GAMES["kolovrat"]) == \
        "Eva přikládá na stůl srdcovou osmu, pikové eso a křížového kluka."


def get_game_pack(game_id: str) -> Pack:
    game = GAMES[game_id]
    return game.pack(game.config())


def test_counted_nouns_and_pile_names() -> None:
    deal = Event("deal", seat=0, value=3)
    assert describe(deal, "cs", ["Eva"], GAMES["cerny-petr"]) == "Eva rozdává 3 karty."
    assert describe(replace(deal, value=33), "cs", ["Eva"], GAMES["cerny-petr"]) == "Eva rozdává 33 karet."
    assert describe(replace(deal, value=1), "en", ["Eva"], GAMES["cerny-petr"]) == "Eva deals 1 card."
    assert zone_name("hand:2", "cs") == "ruka" and zone_name("hand:2", "cs", case="acc") == "ruku"
    assert zone_name("crib", "cs", GAMES["cribbage"]) == "crib" and zone_name("won:1", "en") == "tricks taken"
