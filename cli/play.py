"""`main.py play GAME --text`: a person plays any registered game in the terminal against AI players."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from ai import Player, PlayerView, make_player, player_names
from cards import Card, Pack
from cli.common import add_lang, fail, lang_of, one_line, warn
from cli.main import SUMMARIES
from cli.saving import TextSaver, in_use
from cli.saving import tr as saved_tr
from cli.simulate import parse_options
from cli.timed import ask_timed, is_timed
from games import Action, Game, IllegalAction, InvalidInput, Match, get_game
from games.events import Event, seats_of_cards
from games.state import Observation
from games.words import action_label, count, describe, public_lines, zone_label
from games.words.names import decline
from games.words.reasons import reason_text
from games.words.vocabulary import own_seat_name
from sessions.autosave import names_of
from sessions.results import settle_pending
from sessions.saves import SaveError, SaveInUse, SaveStore
from ui.i18n import table_names
from ui.settings_file import saved_player_name

T = {
    "you": ("{name} (ty)", "{name} (you)"),
    "your_turn": ("Jsi na tahu. Vyber číslo nebo kód tahu (? nápověda, t stůl, q konec):",
                  "Your move. Choose a number or an action code (? help, t table, q quit):"),
    "help": ("Zadej číslo z nabídky, nebo kód tahu v hranatých závorkách (např. {example}). 'q' ukončí hru, "
             "'l' vypíše celý záznam, 't' celý stůl (jinak se vypisuje jen to, co se změnilo).",
             "Type a number from the list or the action code in brackets (e.g. {example}). 'q' quits, "
             "'l' prints the whole log, 't' the whole table (otherwise only what changed is printed)."),
    "not_number": ("'{x}' není v nabídce: zadej číslo od 1 do {n} nebo kód tahu.",
                   "'{x}' is not on the list: type a number from 1 to {n} or an action code."),
    "illegal": ("Tento tah nejde: {why}", "That move is not allowed: {why}"),
    "hand": ("Tvoje karty", "Your cards"),
    "plays_for": ("Teď hraješ za {who:acc}.", "Now you play for {who}."),
    "opponents": ("Hraješ za {who:acc}{own}, ostatní hraje počítač (úroveň {level}).",
                  "You are {who}{own}; the computer plays the others ({level})."),
    "face_down": ("lícem dolů", "face down"),
    "deal_over": ("--- Konec rozdání. Body v rozdání: {deal}\n    Celkem: {total}{low}",
                  "--- End of deal. Deal points: {deal}\n    Totals: {total}{low}"),
    "match_over": ("=== Konec zápasu. Celkem: {total}{low}\n=== {title}: {who}",
                   "=== Match over. Totals: {total}{low}\n=== {title}: {who}"),
    "winner": ("Vítěz", "Winner"), "winners": ("Vítězové", "Winners"),
    "low": (" (méně je lépe)", " (lower is better)"),
    "title": ("{game} — semínko {seed}", "{game} — seed {seed}"),
    "bye": ("Hra přerušena. Pro zopakování: --seed {seed}", "Game stopped. To replay it: --seed {seed}"),
}


#: what a player types at a prompt to see the whole table again
TABLE_KEYS = ("t", "stůl", "stul", "table")

#: a bot's level as the menu says it: a Czech line never carries the English word ('ismcts:normal' -> střední)
LEVELS = {"easy": ("lehká", "easy"), "normal": ("střední", "normal"), "hard": ("těžká", "hard"),
          "random": ("náhodné tahy", "random moves")}


def level_words(ai_name: str, lang: str) -> str:
    """'bridz:hard' -> 'těžká' / 'hard'; an experiment's name ('ismcts:500') stays as typed."""
    pair = LEVELS.get(ai_name.split(":")[-1])
    return ai_name if pair is None else pair[0 if lang == "cs" else 1]


def tr(key: str, lang: str, **fields: object) -> str:
    return T[key][0 if lang == "cs" else 1].format(**fields)


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("play", help=SUMMARIES["play"],
                            description="Play a game against AI players. --text plays in this terminal.")
    parser.add_argument("game", help="game id, name or alias, e.g. cerny-petr")
    parser.add_argument("--text", action="store_true", help="play in the terminal (the only mode here)")
    parser.add_argument("--players", type=int, default=None, help="number of players (default: the game's)")
    parser.add_argument("--seat", type=int, default=None,
                        help="your seat, 1-based (default: the window's, 1 but in Bridž 3, South; with --join the "
                             "first free one)")
    parser.add_argument("--ai", default=None, help="AI player name for the other seats (default: the best available)")
    parser.add_argument("--seed", type=seed_value, default=None,
                        help="seed: the same seed deals the same cards (a whole number of up to 18 digits)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a rule-book option")
    parser.add_argument("--resume", nargs="?", const="latest", default=None, metavar="SAVE_ID",
                        help="continue the latest unfinished game of GAME (or the save with this id)")
    parser.add_argument("--no-save", action="store_true", help="do not autosave this game")
    # over the network (cli/netplay.py, docs/protocol.md)
    parser.add_argument("--join", metavar="ADDRESS/CODE", default=None,
                        help="play at a table of a Karty server (`main.py serve`); CODE 'new' opens one there")
    parser.add_argument("--rejoin", metavar="TOKEN", default=None, help="with --join: take your seat back")
    parser.add_argument("--invite", type=int, default=1, metavar="N",
                        help="with --join ADDRESS/new: seats kept for friends (default 1)")
    parser.add_argument("--name", default=None, help="with --join: your name at the table")
    add_lang(parser)


#: seeds are written into the save's name: this keeps it well inside a file name's length
SEED_LIMIT = 10**18


def seed_value(text: str) -> int:
    """--seed as argparse reads it: a clear usage error for what is not a whole number of up to 18 digits."""
    try:
        seed = int(text) if len(text) <= 40 else SEED_LIMIT  # int() of thousands of digits raises, slowly
    except ValueError:
        seed = SEED_LIMIT
    if abs(seed) >= SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"{shorten(text)!r} is not a whole number of up to 18 digits")
    return seed


def best_ai(game_id: str) -> str:
    names = player_names(game_id)
    for preferred in (f"{game_id}:normal", "ismcts:normal"):
        if preferred in names:
            return preferred
    return "random"


def run(args: argparse.Namespace) -> int:
    lang = lang_of(args)
    if not args.text:
        print("Use --text to play in the terminal; the window opens with `python main.py`.", file=sys.stderr)
        return 2
    store = SaveStore()
    saver = None if args.no_save else TextSaver(store, lang, sys.stderr)
    if saver is not None:
        for problem in settle_pending():  # results a killed session left uncounted: counted now, once
            warn(problem.text(lang), lang)
    try:
        game = get_game(args.game)
        if args.resume is not None:  # --resume "" is a name that is not a save, not "no --resume"
            match, save_id, human, ai_name, chosen = resume(store, game, args.resume, saver)
        else:
            options = parse_options(args.option)
            config = game.config(options)
            n = args.players if args.players is not None else game.default_players(config)  # 0 is refused
            seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 10**6)
            match = Match(game, n, options, seed)
            ai_name = args.ai or best_ai(game.id)
            chosen = []
            human = game.first_human(n) if args.seat is None else args.seat - 1
            if not 0 <= human < n:
                raise InvalidInput(f"--seat must be between 1 and {n}")
            save_id = store.new_id(game.id, seed)
            if saver is not None:
                save_id = saver.hold(save_id, new=True)
        bots = {s: make_player(ai_name, game.id, match.seed * 31 + s) for s in range(match.num_players) if s != human}
    except SaveInUse as exc:
        return fail(in_use(exc, lang), lang=lang)
    except (InvalidInput, SaveError) as exc:
        # a damaged save moved aside while looking for one is said, not left to surprise ("no unfinished game")
        for problem in store.problems:
            if str(problem) != str(exc):
                warn(problem.text(lang), lang)
        said = reason_text(exc, lang)
        return fail(said, lang=lang if said != str(exc) else "en")  # "chyba:" only before a Czech reason
    for problem in store.problems:
        warn(problem.text(lang), lang)
    if saver is not None:
        saver.seats = [{"player": "human" if s == human else ai_name} for s in range(match.num_players)]
    if match.is_over:  # a finished save shown again: nothing to write, nothing to count again
        print(saved_tr("finished", lang), file=sys.stderr)
    try:
        # the seats named as the window names them: the bots by Karty's names, the player by his own (Settings)
        names = table_names(match.num_players, [human], lang, saved_player_name(), chosen)
        code = play(match, human, bots, lang, ai_name, input_fn=input, out=sys.stdout,
                    autosave=None if saver is None or match.is_over else saver, names=names)
    except KeyboardInterrupt:
        # Ctrl+C stops like 'q' (every move is saved already), but says it was not a normal end
        print(f"\n{tr('bye', lang, seed=match.seed)}")
        code = 130
    finally:
        if saver is not None:
            saver.close()  # the save free for another session at once (the process's end would free it too)
    if saver is not None and saver.result_note:
        print(saver.result_note, file=sys.stderr)
    return code


def resume(store: SaveStore, game: Game, which: str, saver: TextSaver | None = None) \
        -> tuple[Match, str, int, str, list[str]]:
    """The match to continue, its save id, the human's seat, the AI's name and the names the save gives seats
    ('' for none); held by `saver` first, so what is read is not changed under us by another session."""
    if which == "latest":
        candidates = [i for i in store.resumable(game.id)]
        if not candidates:
            raise SaveError(f"there is no unfinished {game.id} game to resume")
        which = candidates[0].id
    if saver is not None:
        saver.hold(which)
    match, data = store.load(which)
    seats = data["seats"]
    human = next((i for i, s in enumerate(seats) if s.get("player") == "human"), 0)
    ai_name = next((s["player"] for s in seats if s.get("player") != "human"), "random")
    return match, which, human, ai_name, names_of(data)


def play(match: Match, human: int, bots: dict[int, Player], lang: str, ai_name: str,
         input_fn: Callable[[str], str], out: TextIO, autosave: Callable[[Match], object] | None = None,
         names: Sequence[str] | None = None) -> int:
    """The match played out in the terminal; `names` are the seats' (default: Karty's, as the window's table
    gives them, `table_names`)."""
    game = match.game
    # the log names every seat as the sentences decline it ("od Karla"); only the scores mark "(ty)", and the
    # bots' level is said once, in the reader's language, rather than in every line
    names = list(names) if names is not None else table_names(match.num_players, [human], lang)
    marked = [tr("you", lang, name=names[s]) if s == human else names[s] for s in range(match.num_players)]

    def say(text: str) -> None:
        print(text, file=out)

    say(tr("title", lang, game=game.names.get(lang), seed=match.seed))
    own = own_seat_name(game.words, human, lang)
    say(tr("opponents", lang, who=decline(names[human], lang), own=f" ({own})" if own else "",
           level=level_words(ai_name, lang)))
    if autosave:
        autosave(match)
    for event in match.state.history:
        _say_event(say, event, human, lang, names, game)
    view_rng = random.Random(match.seed ^ 0x5EED)
    seen: list[str] = []  # the table as the player's last prompt showed it: the next prints what changed
    short = marked
    low = tr("low", lang) if game.lower_is_better else ""
    while not match.is_over:
        seat = match.current_player
        assert seat is not None
        if seat == human:
            action = _ask(match, human, lang, names, input_fn, say, seen)
            if action is None:
                say(tr("bye", lang, seed=match.seed))
                return 0
        else:
            action = bots[seat].choose(PlayerView(match.state, seat, view_rng))
            # no label here: an AI's choice can be private (a card passed face down); the events
            # below say what the human may know of it
        events = match.apply(action)
        if autosave:
            autosave(match)  # before anything is shown, so whatever a player saw is already on disk
        # a bot's public choice explained (a bridge call's meaning), under the sentence that says the choice
        meaning = game.announcement(action, lang) if seat != human and action.kind in game.announce_kinds else ""
        for i, event in enumerate(events):
            _say_event(say, event, human, lang, names, game)
            if i == 0 and meaning:
                say(f"    ({meaning})")
            if event.kind == "deal_over":
                deal = match.finished_deals[-1]
                say(tr("deal_over", lang, deal=_fmt(deal.scores(), short), total=_fmt(match.context.totals, short),
                       low=low))
    winners = ", ".join(marked[s] for s in match.winners())
    title = tr("winner" if len(match.winners()) == 1 else "winners", lang)
    say(tr("match_over", lang, total=_fmt(match.scores(), short), who=winners, low=low, title=title))
    return 0


def _fmt(values: Sequence[float], names: list[str]) -> str:
    """'Hráč 1 (ty): 3 · Hráč 2: -1': each score beside its seat."""
    return " · ".join(f"{names[s]}: {v:g}" for s, v in enumerate(values))


def _say_event(say: Callable[[str], None], event: Event, human: int, lang: str, names: list[str], game: Game) -> None:
    seen = event.for_seat(human)
    if seen is None or seen.kind in ("deal_over", "match_over"):
        return
    say("  " + describe(seen, lang, names, game))


def show(obs: Observation, lang: str, names: list[str], say: Callable[[str], None], pack: Pack | None = None,
         game: Game | None = None, order: Callable[[list[Card]], list[Card]] | None = None) -> None:
    """What `obs` shows, zone by zone, then the public facts; `order` sorts another seat's seen hand (the
    dummy) as the game sorts hands (State.in_order), where the view gives it in code order."""
    short = [n.split(" (")[0] if s != obs.seat else n for s, n in enumerate(names)]
    laid = seats_of_cards(obs.history)
    for zone in obs.zones:
        if zone.size == 0:
            continue
        seen = [c for c in zone.cards if c is not None]
        if order is not None and zone.name.startswith("hand:"):
            seen = order(seen)
        visible = [c.name(lang) for c in seen]
        hidden = sum(1 for c in zone.cards if c is None)
        if zone.name == f"hand:{obs.seat}":
            mine = [f"{c.code} ({c.name(lang)})" for c in obs.hand()]
            mine += [f"{count(hidden, 'karta', lang)} {tr('face_down', lang)}"] if hidden else []
            # a face-down stack (souboje) is yours but unseen: say how many rather than print nothing
            say(f"{tr('hand', lang)}: " + ", ".join(mine))
            continue
        parts = visible + ([f"{hidden} × ▒"] if hidden else [])
        if zone.name == "trick" and seen and not hidden and all(card in laid for card in seen):
            # who laid each card, as the window lays it before its player: the lead first
            parts = [" · ".join(f"{short[laid[card]]} – {card.name(lang)}" for card in seen)]
        hand_text = getattr(getattr(game, "words", None), "hand", None)
        if hand_text is not None and seen and not hidden and zone.name.startswith("hand:"):
            parts = [hand_text(seen, lang)]  # a hand face up in the game's own way (Bridž's dummy by suit)
        say(f"  {zone_label(zone.name, lang, short, game)}: {count(zone.size, 'karta', lang)}"
            + (": " + ", ".join(parts) if visible else ""))
    derived = game.analysis(obs.public) if game is not None else {}  # e.g. a bridge deal's par, where endplay is
    for line in public_lines({**obs.public, **derived}, lang, short, pack, game):
        say(f"  {line}")


def menu_number(answer: str) -> int:
    """The menu number typed, or 0 for none: '²' and '①' are digits to str.isdigit but not to int(), and int()
    refuses more than 4,300 digits, which no menu has (leading zeros aside)."""
    digits = answer.lstrip("0")
    if not answer.isdecimal() or len(digits) > 9:
        return 0
    return int(digits or "0")


def shorten(text: str, limit: int = 40) -> str:
    """A typed answer quoted back, cut where a pasted page would flood the terminal."""
    return text if len(text) <= limit else text[:limit] + "…"


def changed(blocks: list[str], seen: list[str] | None, hand: str) -> list[str]:
    """The table's lines (a zone, a fact: a block each, the auction's grid one block) to print at a prompt: all
    of them at the first, then those not shown at the last prompt, and the player's own cards always, which
    he decides by (15-20 lines each time hid the few that changed)."""
    if not seen:
        return blocks
    return [block for block in blocks if block not in seen or block.startswith(hand)]


def _ask(match: Match, seat: int, lang: str, names: list[str], input_fn: Callable[[str], str],
         say: Callable[[str], None], seen: list[str] | None = None) -> Action | None:
    """The player's move, asked for under the table (under what changed of it since `seen`, which it updates;
    the whole table where `seen` is None)."""
    obs = match.observation(seat)
    blocks: list[str] = []
    show(obs, lang, names, blocks.append, match.game.pack(match.state.config), match.game, match.state.in_order)
    for block in changed(blocks, seen, tr("hand", lang) + ":"):
        say(block)
    if seen is not None:
        seen[:] = blocks
    acting = match.state.acting_seat()
    if acting is not None and acting != seat:  # the declarer playing from dummy: whose cards the menu offers
        say(tr("plays_for", lang, who=decline(names[acting], lang)))
    if is_timed(match):  # a race against the clock: the time is measured from the prompt, not typed in
        return ask_timed(match, lang, input_fn, say)
    legal = list(obs.legal_actions)
    for i, action in enumerate(legal, 1):
        label = action_label(action, lang, names, match.game)  # an ask names the player, as the window's button
        say(f"  {i:2d}. {label}   [{match.state.typed_code(action)}]")  # seats, places from 1
    while True:
        try:
            answer = input_fn(tr("your_turn", lang) + " ").strip()
        except EOFError:
            return None
        if answer.lower() in ("q", "quit", "konec"):
            return None
        if answer in ("?", "h", "help"):
            say(tr("help", lang, example=match.state.typed_code(legal[-1])))  # a code this game takes now
            continue
        if answer.lower() in TABLE_KEYS:
            for block in blocks:
                say(block)
            continue
        if answer.lower() == "l":
            for event in match.state.history:
                _say_event(say, event, seat, lang, names, match.game)
            continue
        if answer.isdigit():
            k = menu_number(answer)
            if 1 <= k <= len(legal):
                return legal[k - 1]
            say(tr("not_number", lang, x=one_line(shorten(answer)), n=len(legal)))
            continue
        try:
            return match.state.action_from_typed(answer)
        except (IllegalAction, InvalidInput) as exc:
            say(one_line(tr("illegal", lang, why=reason_text(exc, lang))))  # it may quote what was typed
