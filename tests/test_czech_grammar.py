"""Czech as a Czech card player speaks it: names and cards in the case their sentence needs, no level word of
the other language, and one address (ty) in everything Karty says to the player.

The checks are functions that return problems; every log template of every game is rendered with names of
every kind (Karty's own, "Hráč N", typed names that decline and one that does not), and the negative cases
at the end feed each check the lines a review of the Czech quoted, so each is shown to catch what it is for.
"""

from __future__ import annotations

import ast
import io
import random
import re
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from ai import make_player
from cards import Card, get_pack
from cli import play as terminal
from games.actions import Action
from games.events import Event
from games.game import Game
from games.match import Match
from games.registry import all_games
from games.words import action_label, describe
from games.words.facts import FACTS
from games.words.names import CASES, KNOWN, decline
from games.words.reasons import REASONS
from games.words.sentences import fill, templates
from ui import i18n
from ui.scenes import session_words  # noqa: F401  (its words join i18n.STRINGS)

GAMES = {g.id: g for g in all_games()}

#: every kind of name a seat may have: Karty's own, the seat's number, typed names that decline, one that cannot
NAME_SETS: dict[str, tuple[str, ...]] = {
    "karty": ("Jan", "Karel", "Tomáš", "Pavel", "Jiří", "Martin", "Lukáš", "Ondřej"),
    "seats": tuple(f"Hráč {n}" for n in range(1, 9)),
    "typed": ("Eva", "Marek", "Lucie", "Honza", "Klára", "Zdeněk", "Olga", "Petr"),
    "odd": ("X Æ-12", "Dagmar", "ZZ top", "Noemi", "Jan Novák", "A", "Ruth", "Ø"),
}

PREPOSITIONS = r"od|z|ze|k|ke|s|se|u|do|pro|za|o|na|bez|přes|po|před|nad|pod|mezi|proti|kromě|podle"
LEVELS_EN = re.compile(r"\b(easy|normal|hard|random|ismcts)\b")
LEVELS_CS = re.compile(r"\b(lehk[áýé]|střední|těžk[áýé]|náhodn[áýé])\b", re.IGNORECASE)
#: the plural address ("vy"): its pronouns and verb forms, imperatives included ("klikněte", "zvolte")
VY = re.compile(r"\b(vy|jste|máte|můžete|musíte|chcete|hrajete|vaše|vaši|vašeho|vašich|váš|vám|vás|vámi)\b"
                r"|\b(vyberte|zvolte|otočte|zkuste|pište|napište|zavřete|ukončete|nechte|pusťte|zadejte)\b"
                r"|\b\w+(ěte|ejte|ujte|íte|ňte|ďte|ťte)\b", re.IGNORECASE)


#: a string with a Czech letter in it: the code's English strings and docstrings are left alone
CZECH = re.compile(r"[ěščřžýáíéůúťďňĚŠČŘŽÝÁÍÉŮÚŤĎŇ]")


# -- the checks ---------------------------------------------------------------------------------------------
def declinable(name: str) -> bool:
    """A name whose cases differ from its nominative: only its nominative in a wrong place is a mistake."""
    return decline(name, "cs").case("gen") != f"hráče {name}"


def check_names(text: str, names: Sequence[str]) -> list[str]:
    """No name in brackets, before a colon, or after a preposition or 'hráč' in its nominative."""
    problems = []
    for name in names:
        if not declinable(name):
            continue
        n = re.escape(name)
        if re.search(rf"\(\s*{n}\b|\b{n}\s*\)|\b{n}\s*:", text):
            problems.append(f"{name!r} in brackets or before a colon: {text!r}")
        if name in decline(name, "cs").forms[1:]:
            continue  # 'od Lucie': the genitive reads as the nominative
        if re.search(rf"\b({PREPOSITIONS}|hráč(e|i|em|ů|ům))\s*:?\s+{n}\b", text, re.IGNORECASE):
            problems.append(f"{name!r} in the nominative after a preposition: {text!r}")
    return problems


def check_cards(text: str, cards: Sequence[Card]) -> list[str]:
    """No card in the nominative after a preposition, an instrumental noun or a verb and a colon."""
    problems = []
    for card in cards:
        nom = card.name("cs")
        if nom in (card.name("cs", "acc"), card.name("cs", "ins")):
            continue  # 'eso' reads the same in the cases these sentences use
        n = re.escape(nom)
        if re.search(rf"\b({PREPOSITIONS})\s+{n}\b|\b\w+(í|á|uje|ere):\s+{n}\b|\b\w+ou:?\s+{n}\b", text):
            problems.append(f"{nom!r} not declined: {text!r}")
    return problems


def check_level_words(text: str, lang: str) -> list[str]:
    found = (LEVELS_EN if lang == "cs" else LEVELS_CS).findall(text)
    return [f"a level word of the other language in {text!r}"] if found else []


def check_address(text: str) -> list[str]:
    """Karty says ty: a plural address in a Czech line is the other one."""
    found = VY.search(text)
    return [f"'vy' ({found.group(0)}) in {text!r}"] if found else []


def check_line(text: str, lang: str, names: Sequence[str], cards: Sequence[Card]) -> list[str]:
    problems = check_level_words(text, lang)
    if lang == "cs":
        problems += check_names(text, names) + check_cards(text, cards) + check_address(text)
    return problems


# -- every template, every kind of name -----------------------------------------------------------------------
def sample(kind: str, game: Game) -> Event:
    pack = game.pack(game.config())
    # a card whose three forms differ, so a nominative in the wrong place shows
    varied = [c for c in pack.cards if len({c.name("cs"), c.name("cs", "acc"), c.name("cs", "ins")}) == 3]
    return Event(kind, seat=1, cards=tuple((varied or list(pack.cards))[:1]), target=2, value=3, arg="x")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_log_template_reads_with_every_kind_of_name(game_id: str) -> None:
    game = GAMES[game_id]
    problems: list[str] = []
    for kind, pair in templates(game).items():
        event = sample(kind, game)
        for names in NAME_SETS.values():
            for lang, text in zip(("cs", "en"), pair, strict=True):
                try:
                    line = fill(text, event, lang, names)
                except ValueError as exc:  # a case no name has
                    problems.append(f"{kind}: {exc}")
                    continue
                problems += check_line(line, lang, names, event.cards)
    assert problems == []


def _deal(game: Game, seed: int) -> Iterator[tuple[int, Event]]:
    """One deal played at random: every event as each seat saw it."""
    match = Match(game, game.default_players(game.config()), None, seed)
    rng = random.Random(seed)
    pending = list(match.state.history)
    for _ in range(600):
        for event in pending:
            for seat in range(match.num_players):
                seen = event.for_seat(seat)
                if seen is not None:
                    yield match.num_players, seen
        if match.is_over or any(e.kind == "deal_over" for e in pending):
            return
        seat_to_move = match.current_player
        assert seat_to_move is not None
        pending = match.apply(rng.choice(list(match.observation(seat_to_move).legal_actions)))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_played_deal_reads_as_czech_with_every_kind_of_name(game_id: str) -> None:
    """The games' own sentence functions too: every event of a deal, in both languages, with each set of names."""
    game = GAMES[game_id]
    problems: set[str] = set()
    for n, event in _deal(game, seed=11):
        for names in NAME_SETS.values():
            for lang in ("cs", "en"):
                problems.update(check_line(describe(event, lang, names[:n], game), lang, names[:n], event.cards))
    assert sorted(problems) == []


def test_refusals_hints_and_chrome_say_ty() -> None:
    texts = [cs for cs, _ in REASONS.values()]
    texts += [cs for g in GAMES.values() for cs, _ in g.words.reasons.values()]
    texts += [cs for cs, _ in i18n.STRINGS.values()]  # session_words adds its own to them as it loads
    texts += [cs for cs, _ in terminal.T.values()]
    texts += [f.cs for f in FACTS.values()] + [f.cs for g in GAMES.values() for f in g.words.facts.values()]
    assert [p for text in texts for p in check_address(text)] == []


def test_no_czech_string_in_the_code_says_vy() -> None:
    """The hints a game's table writes inline (ui/games/), the terminal's and the saves' sentences: every Czech
    string literal in the code, not only the tables above."""
    root = Path(__file__).resolve().parent.parent
    problems = []
    for folder in ("cards", "games", "ai", "sessions", "net", "ui", "cli"):
        for path in sorted((root / folder).rglob("*.py")):
            source = path.read_text(encoding="utf-8")
            if not VY.search(source):
                continue  # most files: no need to parse them
            tree = ast.parse(source)
            docs = {id(n.value) for n in ast.walk(tree)
                    if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs \
                        and CZECH.search(node.value):
                    problems += [f"{path.relative_to(root)}: {p}" for p in check_address(node.value)]
    assert problems == []


def test_the_terminal_names_seats_without_the_english_level() -> None:
    """A deal of Kvarteto in the terminal: the level is said once in Czech, the speech names no level."""
    game = GAMES["kvarteto"]
    match = Match(game, 3, None, 5)
    bots = {s: make_player("random", game.id, s) for s in (1, 2)}  # quick; the level named is only words
    out = io.StringIO()
    terminal.play(match, 0, bots, "cs", "ismcts:normal", input_fn=lambda _: "1", out=out)
    text = out.getvalue()
    assert "(úroveň střední)" in text.splitlines()[1]
    names = ["Jan", "Karel", "Tomáš"]  # the window's names for the seats, which the terminal gives them too
    lines = [line for line in text.splitlines() if line.startswith(tuple(f"  {n} " for n in names))]
    assert lines and [p for line in lines for p in check_line(line, "cs", names, ())] == []
    assert "normal" not in text and re.search(r"(Jan|Karel|Tomáš) se ptá: „(Jane|Karle|Tomáši), máš", text)


# -- what the names and cards say ---------------------------------------------------------------------------
def test_names_decline_in_seven_cases() -> None:
    assert decline("Pavel").forms == ("Pavel", "Pavla", "Pavlovi", "Pavla", "Pavle", "Pavlovi", "Pavlem")
    assert decline("Hráč 3").forms == ("Hráč 3", "hráče 3", "hráči 3", "hráče 3", "Hráči 3", "hráči 3", "hráčem 3")
    assert [decline(n).case("gen") for n in ("Eva", "Jitka", "Marek", "Zdeněk", "Lucie", "Honza", "Petr")] == \
        ["Evy", "Jitky", "Marka", "Zdeňka", "Lucie", "Honzy", "Petra"]
    assert [decline(n).case("voc") for n in ("Petr", "Marek", "Tomáš", "Klára")] == ["Petře", "Marku", "Tomáši",
                                                                                     "Kláro"]
    # a name no pattern fits keeps its form beside the declined noun: still a Czech sentence
    assert f"{decline('X Æ-12'):gen}" == "hráče X Æ-12" and f"{decline('X Æ-12'):voc}" == "X Æ-12"
    assert f"{decline('Jan', 'en'):dat}" == "Jan"  # English has one form
    assert all(len(forms) == len(CASES) for forms in KNOWN.values())
    assert set(i18n.SEAT_NAMES["cs"]) <= set(KNOWN)  # the names Karty gives are data, not guesses


def test_cards_in_the_instrumental() -> None:
    french, german, petr = get_pack("french-32"), get_pack("german-32"), get_pack("cerny-petr-33")
    assert french.card("KD").name("cs", "ins") == "károvým králem"
    assert french.card("8H").name("cs", "ins") == "srdcovou osmou"
    assert french.card("AS").name("cs", "ins") == "pikovým esem"
    assert german.card(german.cards[-1].code).name("cs", "ins").split()[-1].endswith("em")
    assert petr.card("PETR").name("cs", "ins") == "Černým Petrem"


# -- the checks catch the lines a review of the Czech quoted --------------------------------------------------
def test_the_checks_catch_the_quoted_lines() -> None:
    petr = get_pack("french-32")
    ten = petr.card("10C")
    assert check_level_words("Hráč 2 (normal) odkládá kartu.", "cs")
    assert check_level_words("Player 2 (střední) discards.", "en")
    assert check_names("Karel si táhne vlka (od: Jan).", ["Jan", "Karel"])
    assert check_names("Pavel bere hromádku od: Hráč 2.", ["Pavel", "Hráč 2"])
    assert check_names("Pavel pomůže hráči Jan.", ["Pavel", "Jan"])
    assert check_names("Stůl (Hráč 1) vykládá karty.", ["Hráč 1"])
    assert check_names("Pavel: „Jan, máš Hlubokou?“", ["Pavel", "Jan"])
    assert check_cards(f"Jan bere kartou: {ten.name('cs')}.", [ten])
    assert check_cards(f"Jan přebíjí: {ten.name('cs')}.", [ten])
    assert check_cards(f"Jan ukazuje karty se startovní kartou {ten.name('cs')}.", [ten])
    assert check_address("Jste na tahu – klikněte na kartu")
    assert not check_line(f"Karel si od Jana táhne vlka a bere {ten.name('cs', 'ins')}.", "cs", ["Jan", "Karel"],
                          [ten])


def test_the_tables_own_labels_decline_the_name() -> None:
    """Labels a game's table writes itself: Kvarteto's ask, Cribbage's show, Kolovrat's pile, hot seat's curtain."""
    from ui.games.cribbage.show import Stage, stage_title

    starter = get_pack("french-52").card("4C")
    crib = Stage(seat=0, crib=True, hand=(), starter=starter, items=(), points=0)
    hand = Stage(seat=1, crib=False, hand=(), starter=starter, items=(), points=0)
    assert stage_title(crib, ["Jan", "Eva"], 0, "cs") == "Crib Jana"
    assert stage_title(hand, ["Jan", "Eva"], 0, "cs") == "Ruka Evy"
    assert stage_title(hand, ["Jan", "Eva"], 0, "en") == "Eva's hand"
    pile = Action("take_pile", number=2)
    assert action_label(pile, "cs", ["Jan", "Eva", "Tomáš"], GAMES["kolovrat"]) == "Sebrat hromádku Tomášovi"
    assert action_label(pile, "en", ["Jan", "Eva", "Tomáš"], GAMES["kolovrat"]) == "Take Tomáš's pile"
    assert i18n.t("curtain", "cs", name=decline("Hráč 2")) == "Předej hru hráči 2"
    assert i18n.t("curtain", "cs", name=decline("Eva")) == "Předej hru Evě"
    assert i18n.t("curtain", "en", name=decline("Player 2", "en")) == "Pass to Player 2"
    kvarteto = GAMES["kvarteto"]
    asks = [a for a in Match(kvarteto, 3, None, 1).legal_actions() if a.kind == "ask" and a.card is not None]
    ask = next(a for a in asks if a.card is not None and a.card.names.acc and a.card.names.acc != a.card.names.cs)
    assert ask.card is not None and ask.label("cs").endswith(f" na {ask.card.names.acc}")  # 'na krávu
    named = action_label(ask, "cs", ["Jan", "Eva", "Tomáš"], kvarteto)
    assert named == f"Zeptat se {('Evy', 'Tomáše')[(ask.number or 1) - 1]} na {ask.card.names.acc}", named



def test_kvartetos_seat_buttons_decline_the_name(ui_display: object) -> None:
    """'Zeptat se: Karel' stood a name in the nominative after a colon; Czech asks 'Zeptat se Karla'."""
    from games.registry import get_game
    from tests.test_ui_scenes import fast_settings, pump
    from ui.scenes.table import TableScene

    scene = TableScene(get_game("kvarteto"), ["human", "random", "random", "random"], {}, seed=3,
                       settings=fast_settings("cs"), size=(1280, 800))
    control = scene.control
    assert control is not None
    for _ in range(200):  # to the human's turn: the seats to ask are offered as buttons
        shown = control.menu(scene, list(scene.obs.legal_actions))
        if any((a.arg or "").startswith("seat:") for a in shown):
            break
        pump(scene, [], dt=0.5)
    labels = [a.label("cs") for a in shown if (a.arg or "").startswith("seat:")]
    scene.close()
    assert labels and all(label.startswith("Zeptat se ") and ": " not in label for label in labels), labels
