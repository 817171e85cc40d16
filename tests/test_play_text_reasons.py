"""What the terminal answers a mistyped or illegal move: one line of reason, in the interface's language,
naming the rule, with no traceback, and the game left as it was.

`BAD` holds known answers: a game at a set position, what the player types at the prompt, and the line the
terminal prints in answer. The rows are the reproductions of the issue (a rejected code rebuilt without its card or
seat, so Kvarteto, Kolovrat, Bridž and Boston gave the wrong reason or echoed 'foo:foo'; English reasons in the
Czech terminal; codes counted from 0 while the menu counts from 1) and the like in other games; what holds for
every game, a new one included, is `refuses_bad_codes_in_one_line`.
"""

from __future__ import annotations

import io
import os
import pickle
import random
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from ai.players import Player
from cli.play import _ask, play, show
from games import Action, IllegalAction, Match, get_game
from games.bridz.labels import SUIT_SYMBOL
from games.cerny_petr.rules import CernyPetrState
from games.events import Event
from games.game import Game
from games.kolovrat.rules import KolovratState
from games.kvarteto.rules import KvartetoState
from games.registry import all_games
from games.words import describe, public_lines
from games.words.reasons import Reason, reason_text

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Hráč 1", "Hráč 2", "Hráč 3", "Hráč 4"]  # as the terminal names seats in its log (cli/play.py)


# -- positions ---------------------------------------------------------------------------------------------
def put(match: Match, zone: str, codes: list[str], spare: str) -> None:
    """Make `zone` hold exactly these cards, in this order (the cards it held go to `spare`)."""
    zones, pack = match.state.zones, match.state.pack
    for card in list(zones[zone]):
        zones.move(card, spare, index=0)
    for code in codes:
        card = pack.card(code)
        zones.move(card, zone)
        zones.reveal(card)


def kvarteto() -> Match:
    """Three players, seat 0 (the player) to ask, holding quartets 1 to 7 by their A card and two D cards."""
    match = Match(get_game("kvarteto"), 3, {}, 1)
    state = match.state
    assert isinstance(state, KvartetoState)
    hands = {0: ["1A", "2A", "3A", "4A", "5A", "6A", "7A", "1D", "2D"],
             1: ["1B", "2B", "3B", "4B", "5B", "6B", "7B", "8B", "8A", "3D", "4D"],
             2: ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "5D", "6D", "7D", "8D"]}
    for seat, codes in hands.items():
        for code in codes:
            state.zones.move(state.pack.card(code), f"hand:{seat}", forget=True)
    state.lacks, state.holds_some, state.asker = set(), set(), 0
    return match


def kolovrat() -> Match:
    """Seat 0 to play 9♥ K♠ 2♦ 3♦ to a table of 9♦ Q♥ 5♠ 6♣, where a card that can capture must."""
    match = Match(get_game("kolovrat"), 3, {"trail_when_capture": False}, 1)
    put(match, "hand:0", ["9H", "KS", "2D", "3D"], "talon")
    put(match, "table", ["9D", "QH", "5S", "6C"], "talon")
    assert isinstance(match.state, KolovratState)
    match.state.turn = 0
    return match


def cerny_petr() -> Match:
    """Four players; seat 0 draws from a neighbour holding eight cards."""
    match = Match(get_game("cerny-petr"), 4, {}, 1)
    state = match.state
    assert isinstance(state, CernyPetrState)
    state.drawer = 0
    giver = state.giver()
    other = next(s for s in range(4) if s not in (0, giver) and state.hand(s))
    while len(state.hand(giver)) < 8:
        state.zones.move(state.hand(other)[0], f"hand:{giver}")
    for card in state.hand(giver)[8:]:
        state.zones.move(card, "pairs:0")
    return match


def bridz_over(call: str) -> Callable[[], Match]:
    """The first seat calls `call`; the next (the player) is to call over it."""
    def made() -> Match:
        match = Match(get_game("bridz"), 4, {}, 1)
        match.apply_code(call)
        return match
    return made


def start(game: str, players: int | None = None, **options: object) -> Callable[[], Match]:
    return lambda: Match(get_game(game), players, options, 1)


def alager_taken() -> Match:
    """Alager, the player has taken a card from the table and owes one back."""
    match = Match(get_game("alager"), 4, {}, 1)
    match.apply(next(a for a in match.legal_actions() if a.kind == "take"))
    return match


# -- the table -----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Bad:
    game: str
    setup: Callable[[], Match]
    typed: str
    lang: str
    said: str  # the whole line the terminal prints

    def __str__(self) -> str:
        return f"{self.game}[{self.lang}] {self.typed!r}"


NOT_CS = "Tento tah nejde: "
NOT_EN = "That move is not allowed: "
KV_HOW = "v Kvartetu se ptáš jednoho hráče na jednu kartu (ask:KARTA:HRÁČ)"
BRIDZ_HOW = "v dražbě můžeš pasovat (pass), dražit (např. bid:1:NT), dát kontru (double) nebo rekontru (redouble)"
BOSTON_HOW = "v dražbě nabízíš hru z nabídky (bid:…), nebo pasuješ (pass)"

BAD = [
    # Kvarteto: the card and the seat asked for are the ones explained; seats count from 1, as "Hráč 2" does
    Bad("kvarteto", kvarteto, "ask:4A:2", "cs", NOT_CS + "Karlštejn už máš v ruce"),
    Bad("kvarteto", kvarteto, "ask:8B:2", "cs", NOT_CS + "na lípu se ptát nesmíš: ptáš se jen na karty kvartet, ze "
        "kterých máš aspoň jednu kartu"),
    Bad("kvarteto", kvarteto, "ask:5B:0", "cs", NOT_CS + "hráč 0 u stolu není: hráči jsou 1 až 3"),
    Bad("kvarteto", kvarteto, "ask:5B:5", "cs", NOT_CS + "hráč 5 u stolu není: hráči jsou 1 až 3"),
    Bad("kvarteto", kvarteto, "ask:5B:1", "cs", NOT_CS + "sám sebe se ptát nemůžeš: zeptej se jiného hráče"),
    Bad("kvarteto", kvarteto, "ask:5B:5", "en", NOT_EN + "there is no player 5: the players are 1 to 3"),
    Bad("kvarteto", kvarteto, "foo", "cs", NOT_CS + KV_HOW),
    Bad("kvarteto", kvarteto, "ask:ZZ:2", "cs", NOT_CS + "'ZZ' není karta tohoto balíčku (například ask:1B:2)"),
    # Kolovrat: a card not in the hand is that, before any rule option
    Bad("kolovrat", kolovrat, "trail:KC", "cs", NOT_CS + "křížového krále nemáš v ruce"),
    Bad("kolovrat", kolovrat, "trail:KC", "en", NOT_EN + "the king of clubs is not in your hand"),
    Bad("kolovrat", kolovrat, "trail:9H", "cs", NOT_CS + "srdcová devítka může brát, tak brát musí (volba pravidel "
        "trail_when_capture)"),
    Bad("kolovrat", kolovrat, "capture:2D", "cs", NOT_CS + "kárová dvojka nic nebere: stejnou hodnotu nemá žádná "
        "karta na stole, součet karet ani vršek hromádky"),
    Bad("kolovrat", kolovrat, "foo", "cs", NOT_CS + "zahraj jednu ze svých karet: přilož ji na stůl, nebo s ní ber"),
    # Černý Petr: "8. kartu z 8" is draw:8; draw:0 and draw:9 are no places in the fan
    Bad("cerny-petr", cerny_petr, "draw:9", "cs", NOT_CS + "soused drží 8 karet: vyber pořadí od 1 do 8"),
    Bad("cerny-petr", cerny_petr, "draw:0", "cs", NOT_CS + "soused drží 8 karet: vyber pořadí od 1 do 8"),
    Bad("cerny-petr", cerny_petr, "draw:9", "en", NOT_EN + "the neighbour holds 8 cards: choose a place from 1 to 8"),
    Bad("cerny-petr", cerny_petr, "foo", "cs", NOT_CS + "v Černém Petrovi se jen táhne karta z vějíře souseda "
        "(draw:POŘADÍ)"),
    # Bridž: the call asked for is compared with the last bid
    Bad("bridz", bridz_over("bid:2:H"), "bid:1:C", "cs", NOT_CS + "1♣ nestačí: závazek musí být vyšší než 2♥"),
    Bad("bridz", bridz_over("bid:2:H"), "bid:1:NT", "cs", NOT_CS + "1BT nestačí: závazek musí být vyšší než 2♥"),
    Bad("bridz", bridz_over("bid:2:H"), "bid:1:C", "en", NOT_EN + "1♣ is not enough: a bid must be higher than 2♥"),
    Bad("bridz", bridz_over("bid:2:H"), "redouble", "cs", NOT_CS + "rekontru smíš dát jen na kontru soupeře proti "
        "závazku tvé strany"),
    Bad("bridz", bridz_over("pass"), "double", "cs", NOT_CS + "kontru smíš dát jen na poslední závazek soupeřů, a jen "
        "jednou"),
    Bad("bridz", bridz_over("bid:2:H"), "play:AS", "cs", NOT_CS + BRIDZ_HOW),
    Bad("bridz", bridz_over("bid:2:H"), "foo", "cs", NOT_CS + BRIDZ_HOW),
    # Boston: no 'play:play:AC' echo
    Bad("boston", start("boston"), "play:AC", "cs", NOT_CS + BOSTON_HOW),
    Bad("boston", start("boston"), "play:AC", "en", NOT_EN + "in the auction you bid a game from the list (bid:…) "
        "or pass"),
    Bad("boston", start("boston"), "foo", "cs", NOT_CS + BOSTON_HOW),
    # every other game, in its own words
    Bad("alager", alager_taken, "pass", "cs", NOT_CS + "kárové eso je ze stolu v tvé ruce: teď polož na stůl "
        "jinou svou kartu (give:KARTA)"),
    Bad("alager", start("alager", 4), "take:2S", "cs", NOT_CS + "vzít můžeš jen některou z karet, které leží lícem "
        "nahoru na stole"),
    Bad("hundert", start("hundert"), "play:AS", "cs", NOT_CS + "pikové eso nemáš v ruce"),
    Bad("hundert", start("hundert"), "foo", "cs", NOT_CS + "přilož na hromádku jednu kartu ze své ruky (play:KARTA)"),
    Bad("komando", start("komando"), "jdu", "cs", NOT_CS + "v dražbě bereš komando, nebo říkáš dál"),
    Bad("cvik", start("cvik"), "play:AS", "cs", NOT_CS + "teď každý hlásí jdu (hraje), nebo pas (zůstává doma)"),
    Bad("cribbage", start("cribbage"), "play:AS", "cs", NOT_CS + "teď každý odkládá dvě karty z ruky do cribu: vyber "
        "jednu ze svých karet (discard:KARTA)"),
    Bad("souboje", start("souboje"), "foo", "cs", NOT_CS + "v Soubojích se nic nevybírá: jediný tah je otočit "
        "vrchní kartu svého balíčku (turn)"),
    Bad("stortok", start("stortok"), "beat:7S", "cs", NOT_CS + "přebij vrchní kartu hromádky kartou z ruky, nebo ji "
        "vezmi"),
    Bad("ospalec", start("ospalec"), "pass:7S", "cs", NOT_CS + "posílat můžeš jen kartu ze své ruky a pikovou sedmu "
        "v ní nemáš"),
    # not a code at all: said so, never a traceback
    Bad("kvarteto", kvarteto, "ask:" + "x" * 60, "cs", NOT_CS + "'ask:" + "x" * 36 + "' není kód tahu"),
    Bad("kvarteto", kvarteto, "ask:č", "en", NOT_EN + "'ask:č' is not an action code"),
]


def answers(match: Match, typed: list[str], lang: str) -> tuple[list[str], Action | None]:
    """What the prompt prints after the menu for each typed line, and the action it returns (None at the end)."""
    seat = match.current_player
    assert seat is not None
    lines: list[str] = []
    feed = iter(typed)

    def read(prompt: str) -> str:
        lines.append("<prompt>")
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    action = _ask(match, seat, lang, NAMES[:match.num_players], read, lines.append)
    said = lines[lines.index("<prompt>"):]
    return [line for line in said if line != "<prompt>"], action


@pytest.mark.parametrize("bad", BAD, ids=str)
def test_a_bad_move_gets_one_line_of_reason_and_changes_nothing(bad: Bad) -> None:
    match = bad.setup()
    before = match.state.to_dict()
    said, action = answers(match, [bad.typed], bad.lang)
    assert action is None and said == [bad.said]
    assert match.state.to_dict() == before  # the refused move left the deal as it was
    if bad.lang == "cs":  # no English reason in the Czech terminal
        assert not any(word in bad.said.split() for word in ("the", "you", "your", "must", "not", "is"))


def refuses_bad_codes_in_one_line(game: Game) -> None:
    """Every game, a registered one or a test's: at the start of a match, a typed line that is no move of it
    gets one line of reason in the player's language and changes nothing (the rows of `BAD` are known answers
    of some games; this holds for all of them, so a new game needs no row)."""
    for typed, lang in (("foo", "cs"), ("foo", "en"), ("play:ZZ", "cs"), ("ask:" + "x" * 60, "en")):
        match = Match(game, game.default_players(game.config()), {}, 1)
        before = match.state.to_dict()
        said, action = answers(match, [typed], lang)
        assert action is None and len(said) == 1, f"{game.id} {typed!r}: {said}"
        assert said[0].startswith(NOT_CS if lang == "cs" else NOT_EN) and said[0].strip() != NOT_CS.strip(), said
        assert match.state.to_dict() == before
        if lang == "cs":
            assert not any(word in said[0].split() for word in ("the", "you", "your", "must", "not", "is")), said


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_game_refuses_what_is_no_move_of_it_in_one_line(game_id: str) -> None:
    refuses_bad_codes_in_one_line(get_game(game_id))


# -- numbering: what the menu shows is what is typed -----------------------------------------------------------
def test_the_menu_shows_seats_and_places_from_one_and_reads_them_so() -> None:
    match = cerny_petr()
    lines: list[str] = []
    feed = iter(["draw:8"])
    action = _ask(match, 0, "cs", NAMES, lambda _: next(feed), lines.append)
    assert "   8. Táhnout 8. kartu z 8   [draw:8]" in lines and "[draw:0]" not in "\n".join(lines)
    assert action is not None and action.number == 7  # the eighth card: the engine counts from 0
    match = kvarteto()
    feed = iter(["ask:1B:2"])
    action = _ask(match, 0, "cs", NAMES[:3], lambda _: next(feed), lines.append)
    assert action is not None and action.number == 1 and action.label("cs").startswith("Zeptat se hráče 2")


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_offered_move_reads_back_from_its_typed_code(game_id: str) -> None:
    """A random deal: each legal action's typed code and engine code both parse back to that very action."""
    game = get_game(game_id)
    match = Match(game, game.default_players(game.config()), {}, 7)
    rng = random.Random(7)
    for _ in range(120):
        if match.is_over:
            break
        legal = match.legal_actions()
        for action in legal:
            assert match.state.action_from_typed(match.state.typed_code(action)) == action
            assert match.state.action_from_code(action.code) == action
        match.apply(rng.choice(legal))


def test_help_gives_a_code_of_the_game_at_hand() -> None:
    said, _ = answers(Match(get_game("cribbage"), 2, {}, 1), ["?"], "cs")
    assert said[0].startswith("Zadej číslo z nabídky, nebo kód tahu v hranatých závorkách (např. discard:")
    assert "draw:2" not in said[0]


# -- the reasons themselves -----------------------------------------------------------------------------------
def test_a_reason_is_english_as_a_string_and_czech_on_request() -> None:
    match = kolovrat()
    with pytest.raises(IllegalAction) as caught:
        match.apply_code("trail:KC")
    why = caught.value.args[0]
    assert isinstance(why, Reason) and str(caught.value) == "the king of clubs is not in your hand"
    assert reason_text(caught.value, "cs") == "křížového krále nemáš v ruce"
    assert reason_text(ValueError("plain"), "cs") == "plain"
    assert pickle.loads(pickle.dumps(why)).text("cs") == why.text("cs")  # reasons cross process boundaries


def test_a_finished_match_refuses_in_both_languages() -> None:
    match = Match(get_game("souboje"), 2, {}, 1)
    match.over = True
    with pytest.raises(IllegalAction) as caught:
        match.apply_code("turn")
    assert reason_text(caught.value, "cs") == "zápas už skončil" and str(caught.value) == "the match is over"


# -- other messages of the issue --------------------------------------------------------------------------------
def _cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "KARTY_DATA_DIR": tempfile.mkdtemp(prefix="karty-reasons-")}  # its own: side by side
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, input=stdin, capture_output=True, text=True,
                          env=env, timeout=120)


def test_the_terminal_game_answers_bad_input_without_a_traceback() -> None:
    out = _cli("play", "kvarteto", "--text", "--lang", "cs", "--ai", "random", "--no-save", "--seed", "3",
               stdin="foo\nask:ZZ:9\nask:1A:0\n?\nq\n")
    assert out.returncode == 0 and "Traceback" not in out.stderr + out.stdout
    assert out.stdout.count(NOT_CS) == 3 and "foo:foo" not in out.stdout
    assert "in Kvarteto" not in out.stdout  # Czech, not English, reasons
    assert out.stdout.startswith("Kvarteto — semínko 3\n")  # not "seed"


def test_hundert_stake_reason_names_no_tricks() -> None:
    out = _cli("play", "hundert", "--text", "--option", "stake=4", "--no-save")
    assert out.returncode == 2
    assert out.stderr.strip() == "error: the stake must divide by 3 (going over the hundred costs a third of the " \
                                 "stake per point), not 4"


def test_one_player_count_is_said_once() -> None:
    out = _cli("play", "bridz", "--text", "--players", "3", "--no-save", "--lang", "en")
    assert out.stderr.strip() == "error: bridz is played by 4 players, not 3"


def test_a_player_count_is_refused_in_the_players_language() -> None:
    out = _cli("play", "cerny-petr", "--text", "--players", "2", "--no-save", "--lang", "cs")
    assert out.returncode == 2 and out.stderr.strip() == "chyba: počet hráčů pro cerny-petr je 3 až 8, ne 2"


def test_rules_print_every_source_as_text() -> None:
    out = _cli("rules", "boston", "--lang", "en")
    assert out.returncode == 0 and "{'" not in out.stdout
    assert "(Hoyle: if all pass, the cards are thrown up)" in out.stdout
    for game in all_games():
        assert all(isinstance(source, str) for source in game.rulebook.sources), game.id


def test_alager_showdown_after_a_knock_is_not_a_second_knock() -> None:
    match = Match(get_game("alager"), 3, {}, 2)
    events = match.apply_code("knock")
    while not any(e.kind == "showdown" for e in events):
        events += match.apply_code("pass")
    kinds = [e.kind for e in events]
    assert kinds.count("knock") == 1 and kinds.count("showdown") == 1
    showdown = next(e for e in events if e.kind == "showdown")
    assert describe(showdown, "cs", NAMES, match.game) == "Poslední výměny po konci skončily: karty se ukazují."
    lines = public_lines({"passes": 2, "ended_by": "knock"}, "cs", NAMES, None, match.game)
    assert lines == ["Za sebou řekli dál: 2", "Rozdání skončilo: konec a poslední výměny"]
    assert public_lines({"passes": 0}, "en", NAMES, None, match.game) == []


def test_komando_needs_no_tricks_before_the_komando_is_taken() -> None:
    match = Match(get_game("komando"), 4, {}, 1)
    out: list[str] = []
    show(match.observation(match.current_player or 0), "en", NAMES, out.append, None, match.game)
    assert not any("Needs" in line for line in out)


def test_cerny_petr_counts_the_deals_won() -> None:
    game = get_game("cerny-petr")
    match = Match(game, 3, {}, 4)
    rng = random.Random(4)
    while not match.finished_deals:
        match.apply(rng.choice(match.legal_actions()))
    deal = match.finished_deals[0]
    assert isinstance(deal, CernyPetrState)
    first = deal.first_out
    won = match.state.public_info()["deals_won"]
    assert won == [1 if s in first else 0 for s in range(3)] and sum(won) >= 1
    lines = public_lines({"deals_won": won}, "cs", NAMES[:3], None, game)
    assert lines[0].startswith("Vyhraná rozdání: Hráč 1: ")


def test_boston_counts_tricks_with_their_plural() -> None:
    game = get_game("boston")
    said = [describe(Event("overtricks", seat=0, value=n), lang, NAMES, game) for n, lang in
            ((1, "en"), (1, "cs"), (3, "cs"), (5, "cs"))]
    assert said[0] == "Hráč 1's side took 1 trick over the game, and they are paid too."
    assert "má navíc 1 zdvih;" in said[1] and "3 zdvihy;" in said[2] and "5 zdvihů;" in said[3]


def test_bridz_names_the_pair_and_keeps_the_games_below_the_line() -> None:
    game = get_game("bridz")
    assert describe(Event("game", seat=3, value=1), "cs", NAMES, game) == "Hru vyhrávají Hráč 2 + Hráč 4."
    assert describe(Event("rubber", seat=0, value=700), "en", NAMES, game) == \
        "Hráč 1 + Hráč 3 win the rubber: a bonus of 700 points."
    sheet = {"games": [1, 0], "above": [[50], []], "below": [[[120], [40]], [[30], []]], "rubbers_done": 0}
    line = public_lines({"sheet": sheet}, "cs", ["A", "B", "C", "D"], None, game)[0]
    assert line == "Zápis: A + C: hry 1, nad čarou 50, pod čarou 150 (z toho 120 v dohraných hrách) · B + D: hry 0, " \
                   "nad čarou 0, pod čarou 40 (z toho 40 v dohraných hrách)"


def test_bridz_dummy_is_sorted_and_the_declarer_is_told_he_plays_it() -> None:
    match = Match(get_game("bridz"), 4, {}, 1)
    for code in ("bid:2:H", "pass", "pass", "pass"):  # seat 1 declares, seat 3 is dummy
        match.apply_code(code)
    match.apply(match.legal_actions()[0])  # the opening lead; now the declarer plays from dummy
    assert match.current_player == 1 and match.state.acting_seat() == 3
    lines: list[str] = []
    _ask(match, 1, "cs", NAMES, lambda _: "q", lines.append)
    dummy = next(line for line in lines if line.startswith("  Ruka – Hráč 4: "))
    # the dummy by suit in rank order, as a bridge player lays it out: "♠ 10 9 8 7 · ♥ K 9 5 · ..."
    groups = [group.split(" ") for group in dummy.split(": ", 2)[2].split(" · ")]
    state = match.state
    held = state.in_order(state.hand(3))
    suits = list(dict.fromkeys(c.suit for c in held if c.suit is not None))  # a bridge pack has no unsuited card
    assert [group[0] for group in groups] == [SUIT_SYMBOL[suit] for suit in suits] and groups[0][0] == "♠"
    for group, suit in zip(groups, suits, strict=True):
        assert len(group) - 1 == sum(c.suit == suit for c in held)
        numbers = [int(rank) for rank in group[1:] if rank.isdigit()]
        assert numbers == sorted(numbers, reverse=True)  # high to low, not by code
    assert "Teď hraješ za hráče 4." in lines


def test_a_whole_match_in_czech_reads_without_english_reasons() -> None:
    """The terminal loop with a bad line before every move: a played match, every refusal Czech."""
    match = Match(get_game("cerny-petr"), 3, {"deals": 1}, 5)
    bots = {s: _bot(match, s) for s in (1, 2)}
    typed = iter(["draw:99", "1"] * 200)
    out = io.StringIO()
    assert play(match, 0, bots, "cs", "random", lambda _: next(typed), out) == 0
    text = out.getvalue()
    assert NOT_CS + "soused drží" in text and "neighbour" not in text and match.is_over


def _bot(match: Match, seat: int) -> Player:
    from ai import make_player
    return make_player("random", match.game.id, seat)


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_refusal_in_a_played_deal_reads_czech(game_id: str) -> None:
    """A random deal, and at every move codes of every kind, with cards and numbers that are not offered: each
    refusal has its Czech, with no English word beyond the codes it quotes."""
    from tests.test_vocabulary import ENGLISH, _without_codes, _words

    game = get_game(game_id)
    match = Match(game, game.default_players(game.config()), {}, 3)
    rng = random.Random(3)
    pack = match.state.pack
    english: set[str] = set()
    for _ in range(150):
        if match.is_over:
            break
        legal = match.legal_actions()
        for kind in sorted({a.kind for a in legal} | {"foo", "play", "bid", "draw", "take", "done"}):
            for typed in [kind, f"{kind}:ZZ", f"{kind}:0", f"{kind}:99", *(f"{kind}:{c.code}" for c in
                                                                           rng.sample(pack.cards, 2))]:
                try:
                    match.state.action_from_typed(typed)
                except IllegalAction as exc:
                    czech = reason_text(exc, "cs").split("; jde: ")[0]  # the list of codes allowed is codes
                    if set(_words(_without_codes(czech))) & ENGLISH or czech == str(exc):
                        english.add(czech)
        match.apply(rng.choice(legal))
    assert sorted(english) == []
