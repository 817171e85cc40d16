"""`main.py play GAME --text`: a person plays any registered game in the terminal against AI players."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from typing import Any, TextIO

from ai import PlayerView, make_player, player_names
from cli.common import add_lang, fail, lang_of
from cli.simulate import parse_options
from games import Action, Game, IllegalAction, InvalidInput, Match, get_game
from games.describe import describe
from games.state import Observation
from sessions.saves import SaveError, SaveStore
from sessions.stats import StatsStore

T = {
    "you": ("Hráč {n} (ty)", "Player {n} (you)"),
    "seat": ("Hráč {n}", "Player {n}"),
    "your_turn": ("Jsi na tahu. Vyber číslo nebo kód tahu (? nápověda, q konec):",
                  "Your move. Choose a number or an action code (? help, q quit):"),
    "help": ("Zadej číslo z nabídky, nebo kód tahu (např. draw:2). 'q' ukončí hru, 'l' vypíše celý záznam.",
             "Type a number from the list or an action code (e.g. draw:2). 'q' quits, 'l' prints the whole log."),
    "not_number": ("'{x}' není v nabídce: zadej číslo od 1 do {n} nebo kód tahu.",
                   "'{x}' is not on the list: type a number from 1 to {n} or an action code."),
    "illegal": ("Tento tah nejde: {why}", "That move is not allowed: {why}"),
    "hand": ("Tvoje karty", "Your cards"),
    "cards": ("karet", "cards"), "face_down": ("lícem dolů", "face down"),
    "deal_over": ("--- Konec rozdání. Body v rozdání: {deal}\n    Celkem: {total}{low}",
                  "--- End of deal. Deal points: {deal}\n    Totals: {total}{low}"),
    "match_over": ("=== Konec zápasu. Celkem: {total}{low}\n=== {title}: {who}",
                   "=== Match over. Totals: {total}{low}\n=== {title}: {who}"),
    "winner": ("Vítěz", "Winner"), "winners": ("Vítězové", "Winners"),
    "low": (" (méně je lépe)", " (lower is better)"),
    "bye": ("Hra přerušena. Pro zopakování: --seed {seed}", "Game stopped. To replay it: --seed {seed}"),
}


#: zone name (before any ":seat") -> (cs, en); anything else prints its own name
ZONES: dict[str, tuple[str, str]] = {
    "hand": ("Ruka", "Hand"), "pairs": ("Odložené páry", "Pairs laid down"), "won": ("Vzaté štychy", "Tricks taken"),
    "pile": ("Hromádka", "Pile"), "played": ("Zahrané karty", "Cards played"), "table": ("Stůl", "Table"),
    "talon": ("Talon", "Talon"), "discard": ("Odhozené karty", "Discards"), "crib": ("Crib", "Crib"),
    "starter": ("Startovní karta", "Starter"), "stock": ("Zbytek balíčku", "Stock"),
    "turned": ("Otočená karta", "Turned card"), "trick": ("Štych na stole", "Trick on the table"),
    "folded": ("Složené karty", "Folded cards"), "blind": ("Karty naslepo", "Blind cards"),
    "quartets": ("Složená kvarteta", "Quartets laid down"),
}

#: obs.public key -> (cs, en, how the value reads): seat = one seat, seats = a list of seats,
#: per_seat = one value per seat, hide = not shown, flag = the label alone when true, nonzero = hidden at 0,
#: suit / card / cards = codes shown by name, zone = a zone name,
#: word = one of WORDS; keys missing here print as "key words: value"
PUBLIC: dict[str, tuple[str, str, str]] = {
    "dealer": ("Rozdává", "Dealer", "seat"), "drawing_from": ("Táhneš od", "You draw from", "seat"),
    "first_out": ("Bez karet", "Out of cards", "seats"), "loser": ("Prohrál", "Loser", "seat"),
    "marks": ("Černé čárky", "Black marks", "per_seat"), "deal": ("Rozdání", "Deal", "plain"),
    "deals": ("Rozdání v zápase", "Deals in the match", "plain"), "knocker": ("Ukončil", "Knocked", "seat"),
    "passes": ("Kol bez konce", "Rounds passed", "plain"), "taken": ("Vzato ze stolu", "Taken from the table", "card"),
    "ended_by": ("Rozdání ukončil", "Deal ended by", "seat"), "shown": ("Ukázali karty", "Have shown", "seats"),
    "penalties": ("Trestné body", "Penalty points", "per_seat"),
    "limit": ("Hranice trestných bodů", "Penalty limit", "plain"),
    "bank": ("Bank", "Bank", "plain"), "chips": ("Žetony", "Chips", "per_seat"),
    "playing": ("Hraná karta", "Card played", "card"),
    "captured": ("Sebráno karet", "Cards captured", "per_seat"),
    "talon": ("Karet v talonu", "Cards in the talon", "plain"),
    "totals": ("Celkem", "Totals", "per_seat"), "phase": ("Fáze", "Phase", "word"), "pone": ("Pone", "Pone", "seat"),
    "count": ("Součet", "Count", "plain"), "pile": ("Zahráno do součtu", "Cards in this count", "cards"),
    "go": ("Řekli go", "Said go", "seats"), "starter": ("Startovní karta", "Starter", "card"),
    "deal_points": ("Body v rozdání", "Points this deal", "per_seat"),
    "previous_totals": ("Stav před rozdáním", "Totals before this deal", "per_seat"),
    "target": ("Hraje se do", "Game to", "plain"), "show": ("Ukazuje se", "Now counting", "zone"),
    "trump": ("Trumfy", "Trumps", "suit"), "main_trump": ("Hlavní trumfy", "Main trumps", "suit"),
    "minor_trump": ("Vedlejší trumfy", "Second trumps", "suit"), "stake": ("Vklad", "Stake", "plain"),
    "played_for": ("Hraje se o", "Playing for", "plain"), "declared": ("Hlášení", "Declarations", "per_seat"),
    "defender": ("Za bank hraje", "Plays for the bank", "seat"), "tricks": ("Štychy", "Tricks", "per_seat"),
    "komandant": ("Komandant", "Komandant", "seat"), "needed": ("Musí uhrát štychů", "Tricks needed", "plain"),
    "joined": ("Hlášení", "Declarations", "per_seat"), "bought": ("Koupil karet", "Cards bought", "per_seat"),
    "played_to_pile": ("Karet na hromádce", "Cards on the pile", "plain"), "out": ("Venku", "Out", "seats"),
    "winners": ("Vyhráli", "Winners", "seats"),
}

WORDS: dict[str, tuple[str, str]] = {
    "play": ("hra", "play"), "show": ("počítání", "the show"), "discard": ("odkládání", "discarding"),
    "auction": ("dražba", "auction"), "buy": ("dokupování", "buying"), "declare": ("hlášení", "declaring"),
    "join": ("přidávání", "joining"), "swap": ("výměna trumfu", "trump swap"), "over": ("konec", "over"),
    "done": ("konec", "over"), "pass": ("předávání karet", "passing cards"), "give": ("dávání karet", "giving cards"),
}


def cards_word(n: int, lang: str) -> str:
    """'1 karta, 3 karty, 5 karet' (Czech counts its nouns three ways)."""
    if lang != "cs":
        return f"{n} card" if n == 1 else f"{n} cards"
    return f"{n} karta" if n == 1 else f"{n} karty" if 2 <= n <= 4 else f"{n} karet"


def zone_label(name: str, lang: str, names: list[str]) -> str:
    """'hand:1' -> 'Ruka – Hráč 2'; an unknown zone keeps its own name."""
    base, _, seat = name.partition(":")
    words = ZONES.get(base)
    text = words[0 if lang == "cs" else 1] if words else base.replace("_", " ")
    if seat.isdigit() and int(seat) < len(names):
        text += f" – {names[int(seat)]}"
    return text


#: per game: obs.public keys that mean something else there, or only there (checked before PUBLIC)
GAME_PUBLIC: dict[str, dict[str, tuple[str, str, str]]] = {
    "kvarteto": {
        "quartet_by": ("", "", "hide"),  # a rule-book setting, not news at the table
        "quartets": ("Počet kvartet", "Quartets so far", "per_seat"),
        "lacks": ("Víme, že nemá", "Known not to hold", "seat_card"),
        "holds_some": ("Víme, že má něco z", "Known to hold some of", "seat_group"),
    },
    "ospalec": {
        "passing": ("", "", "hide"), "suits": ("Sbírané barvy", "Suits to collect", "suits"),
        "round": ("Kolo posílání", "Passing round", "of:rounds"), "rounds": ("", "", "hide"),
        "deal": ("Rozdání", "Deal", "of:deals"), "deals": ("", "", "hide"),
        "laid_down": ("Pořadí vyložení", "Laid down in order", "seats"),
        "reacted": ("Zareagovali", "Have reacted", "seats"), "times": ("", "", "hide"),
        "ospalec": ("Ospalec", "Ospalec (the sleepyhead)", "seat"),
        "by_limit": ("Konec po posledním kole", "Ended by the round limit", "flag"),
        "points": ("Body", "Points", "per_seat"),
    },
    "hundert": {
        "total": ("Součet na hromádce", "Pile total", "plain"),
        "over_per_point": ("Platba za bod přes", "Pays per point over", "plain"),
        "values": ("", "", "hide"), "pack": ("", "", "hide"), "outcome": ("Výsledek", "Outcome", "outcome"),
    },
    "souboje": {
        "attack": ("", "", "hide"), "attacker": ("Útočí", "Attacker", "seat"),
        "to_answer": ("Karet na odpověď", "Cards left to answer", "nonzero"),
        "cards_turned": ("Otočeno karet", "Cards turned", "plain"),
        "tricks": ("Sebráno hromádek", "Piles taken", "plain"),
        "winner": ("Vítěz", "Winner", "seat"), "drawn": ("Remíza", "Drawn", "flag"),
        "wins": ("Vyhraná rozdání", "Deals won", "per_seat"),
    },
    "bridz": {
        "calls": ("Dražba", "Auction", "bridz_calls"), "vulnerable": ("V manši", "Vulnerable", "sides_flag"),
        "tricks": ("Zdvihy", "Tricks", "sides"), "contract": ("Závazek", "Contract", "bridz_contract"),
        "declarer": ("Hlavní hráč", "Declarer", "seat"), "dummy": ("Tichý", "Dummy", "seat"),
        "sheet": ("Zápis", "Score sheet", "bridz_sheet"), "pack_back": ("Balíček (rub)", "Pack in use (back)", "plain"),
        "next_pack_back": ("", "", "hide"), "played": ("", "", "hide"), "turn": ("", "", "hide"),
        "voids": ("Nepřiznal barvu", "Known voids", "voids"), "outcome": ("Výsledek", "Outcome", "outcome"),
        "last_deal": ("Minulé rozdání", "Last deal", "bridz_last"), "par": ("Par", "Par", "plain"),
        "par_score": ("Par (body)", "Par score", "sides"), "dd_tricks": ("Zdvihů při otevřených kartách",
                                                                        "Double-dummy tricks", "plain"),
        "made_tricks": ("Uhráno zdvihů", "Tricks made", "plain"),
    },
    "boston": {
        "turned": ("Otočená karta", "Turned card", "card"), "suit_order": ("Pořadí barev", "Suit order", "suits"),
        "calls": ("Dražba", "Auction", "boston_calls"), "high": ("Nejvyšší hra", "Highest bid", "boston_bid"),
        "high_seat": ("", "", "hide"), "holder": ("Hru drží", "Bid held by", "seat"),
        "declarer": ("Hraje", "Declarer", "seat"), "partner": ("Společník", "Partner", "seat"),
        "game": ("Hra", "Game", "boston_game"), "price": ("Cena hry", "Price", "nonzero"),
        "tricks": ("Zdvihy", "Tricks", "per_seat"), "voids": ("Nepřiznal barvu", "Known voids", "voids"),
        "deal_chips": ("Žetony v rozdání", "Chips this deal", "per_seat"), "partners": ("", "", "hide"),
        "outcome": ("Výsledek", "Outcome", "outcome"),
        "partout": ("Hraje se mizérie všech", "A misère partout is played", "flag"),
        "paid": ("Zaplaceno za hru", "Settled at", "nonzero"),
    },
}

#: outcome words per game (an engine's short code -> what a player reads)
OUTCOMES: dict[str, tuple[str, str]] = {
    "hundred": ("přesně sto", "exactly the target"), "over": ("přes hranici", "over the target"),
    "out of cards": ("došly karty", "out of cards"), "made": ("splněno", "made"), "down": ("nesplněno", "down"),
    "passed out": ("všichni pasovali", "passed out"), "failed": ("nesplněno", "failed"),
    "thrown_in": ("rozdání zahozeno", "thrown in"), "partout": ("mizérie všech dohrána", "misère partout played"),
}

SUIT_LACK = ("bez barvy", "no")  # "Hráč 2: bez barvy srdce" / "Player 2: no hearts"


def public_lines(public: dict[str, Any], lang: str, names: list[str], pack: Any, game: Any = None) -> list[str]:
    """The table's public facts in words ("Rozdává: Hráč 2"); None, empty lists, hidden facts are left out."""
    lines = []
    own = GAME_PUBLIC.get(getattr(game, "id", ""), {})
    for key, value in public.items():
        if value is None or value == [] or value == "" or value == {}:
            continue
        cs, en, how = own.get(key) or PUBLIC.get(key, (key.replace("_", " "), key.replace("_", " "), "plain"))
        label = cs if lang == "cs" else en
        if how == "hide" or (how in ("flag", "nonzero") and not value):
            continue
        if how == "flag":
            lines.append(label)
            continue
        text = _public_value(value, how, lang, names, pack, game, public)
        if text:
            lines.append(f"{label}: {text}")
    return lines


def _public_value(value: Any, how: str, lang: str, names: list[str], pack: Any, game: Any = None,
                  public: dict[str, Any] | None = None) -> str:
    i = 0 if lang == "cs" else 1

    def one(v: Any) -> str:
        if v is None:
            return "—"
        if isinstance(v, bool):
            return ("ano", "yes")[i] if v else ("ne", "no")[i]
        if isinstance(v, float):
            return f"{v:g}"
        if isinstance(v, str):
            return WORDS[v][i] if v in WORDS else v
        return str(v)

    def seat(v: Any) -> str:
        v = int(v) if isinstance(v, str) and v.isdigit() else v
        return names[v] if isinstance(v, int) and 0 <= v < len(names) else one(v)

    def card(code: Any) -> str:
        try:
            return pack.card(code).name(lang)
        except Exception:  # a code this pack does not know still prints as itself
            return str(code)

    def suit(code: Any) -> str:
        found = next((s for s in getattr(pack, "suits", ()) if s.code == code), None)
        return one(code) if found is None else found.names.cs if lang == "cs" else found.names.en

    def group(code: Any) -> str:  # a suit, or a rank where a pack groups by rank
        found = next((s for s in getattr(pack, "suits", ()) if s.code == code), None)
        found = found or next((r for r in getattr(pack, "ranks", ()) if r.code == code), None)
        return one(code) if found is None else found.names.cs if lang == "cs" else found.names.en

    def side(s: int) -> str:  # partners sit opposite: seats 0+2 and 1+3
        return " + ".join(names[k] for k in range(s, len(names), 2))

    def pairs(items: Any, show: Callable[[str], str]) -> str:  # "seat:x" strings -> "Hráč 2: x", grouped by seat
        by_seat: dict[int, list[str]] = {}
        for item in items:
            s, _, x = str(item).partition(":")
            by_seat.setdefault(int(s) if s.isdigit() else -1, []).append(show(x))
        return "; ".join(f"{seat(s)}: {', '.join(xs)}" for s, xs in sorted(by_seat.items()))

    if how == "seat":
        return seat(value)
    if how == "seats" and isinstance(value, list | tuple):
        return ", ".join(seat(v) for v in value)
    if how == "per_seat" and isinstance(value, list | tuple) and len(value) == len(names):
        return " · ".join(f"{names[s]}: {one(v)}" for s, v in enumerate(value))
    if how == "card":
        return card(value)
    if how == "cards" and isinstance(value, list | tuple):
        return ", ".join(card(v) for v in value)
    if how == "suit":
        return suit(value)
    if how == "suits" and isinstance(value, list | tuple):
        return ", ".join(suit(v) for v in value)
    if how == "zone" and isinstance(value, str):
        return zone_label(value, lang, names)
    if how == "seat_card" and isinstance(value, list | tuple):
        return pairs(value, card)
    if how == "seat_group" and isinstance(value, list | tuple):
        return pairs(value, group)
    if how.startswith("of:"):  # "2 / 20": this one out of the number another fact holds
        whole = (public or {}).get(how[3:])
        return f"{one(value)} / {one(whole)}" if whole else one(value)
    if how == "outcome" and isinstance(value, str):
        return OUTCOMES[value][i] if value in OUTCOMES else one(value)
    if how == "sides" and isinstance(value, list | tuple) and len(value) == 2 and len(names) == 4:
        return " · ".join(f"{side(s)}: {one(v)}" for s, v in enumerate(value))
    if how == "sides_flag" and isinstance(value, list | tuple) and len(names) == 4:
        sides = [side(s) for s, v in enumerate(value) if v]
        return ", ".join(sides) if sides else ("nikdo", "nobody")[i]
    if how == "voids" and isinstance(value, list | tuple):
        return _voids(value, names, lambda s: f"{SUIT_LACK[i]} {suit(s)}", seat)
    if how in SPECIAL:
        return SPECIAL[how](value, lang, names, game, public or {})
    if isinstance(value, list | tuple):
        return ", ".join(one(v) for v in value)
    return one(value)


def _voids(value: Any, names: list[str], lack: Callable[[str], str], seat: Callable[[Any], str]) -> str:
    """Bridž: [[seat, suit], ...]; Boston: one list of suits per seat. Either reads 'Hráč 2: bez barvy kára'."""
    found: dict[int, list[str]] = {}
    if len(value) == len(names) and all(isinstance(v, list | tuple) and all(isinstance(x, str) for x in v)
                                        for v in value):
        for s, suits in enumerate(value):
            found.setdefault(s, []).extend(suits)
    else:
        for item in value:
            if isinstance(item, list | tuple) and len(item) == 2:
                found.setdefault(int(item[0]), []).append(str(item[1]))
    return "; ".join(f"{seat(s)}: {', '.join(lack(x) for x in suits)}" for s, suits in sorted(found.items()) if suits)


def _bridz_call(call: str, lang: str) -> str:
    from games.bridz.rules import call_label  # only when a bridž table is shown

    try:
        return call_label(call, lang)
    except Exception:  # an unknown call prints as itself
        return call


def _bridz_calls(value: Any, lang: str, names: list[str], game: Any, public: dict[str, Any]) -> str:
    """Each call beside its caller: the auction starts with the dealer and goes round the table."""
    dealer = public.get("dealer")
    if not isinstance(dealer, int) or not names:
        return ", ".join(_bridz_call(str(c), lang) for c in value)
    return ", ".join(f"{names[(dealer + i) % len(names)]}: {_bridz_call(str(c), lang)}" for i, c in enumerate(value))


def _bridz_contract(value: Any, lang: str, names: list[str], game: Any, public: dict[str, Any]) -> str:
    text = str(value)
    doubled = len(text) - len(text.rstrip("X"))
    words = ("", " kontra", " rekontra") if lang == "cs" else ("", " doubled", " redoubled")
    return _bridz_call(text.rstrip("X"), lang) + words[min(doubled, 2)]


def _bridz_last(value: Any, lang: str, names: list[str], game: Any, public: dict[str, Any]) -> str:
    from games.bridz.rules import last_deal_words

    return last_deal_words(value, lang, names)


def _bridz_sheet(value: Any, lang: str, names: list[str], game: Any, public: dict[str, Any]) -> str:
    """The rubber score: games won, points above and below the line, per side."""
    if not isinstance(value, dict) or len(names) != 4:
        return str(value)
    cs = lang == "cs"
    below = value.get("below") or [[[], []]]
    parts = []
    for s in (0, 1):
        side = " + ".join(names[k] for k in range(s, 4, 2))
        games_won = (value.get("games") or [0, 0])[s]
        above = sum((value.get("above") or [[], []])[s])
        under = sum((below[-1] if below else [[], []])[s])
        parts.append(f"{side}: " + (f"hry {games_won}, nad čarou {above}, pod čarou {under}" if cs else
                                    f"games {games_won}, above the line {above}, below {under}"))
    done = int(value.get("rubbers_done", 0))
    if done:
        parts.append(f"dohraných robrů {done}" if cs else f"rubbers finished {done}")
    return " · ".join(parts)


def _boston_label(index: int, suit: str | None, lang: str, game: Any) -> str:
    from games.boston import tables as boston_rules  # only when a Boston table is shown

    rows = boston_rules.games(game.rulebook)
    if not 0 <= index < len(rows):
        return f"{index} {suit or ''}".strip()
    return boston_rules.bid_label(rows[index], suit or None)[0 if lang == "cs" else 1]


def _boston_call(code: str, lang: str, game: Any) -> str:
    kind, _, rest = code.partition(":")
    if kind == "bid":
        index, _, suit = rest.partition(":")
        if index.isdigit():
            return _boston_label(int(index), suit or None, lang, game)
    words = {"pass": ("pas", "pass"), "ask": ("hledá společníka", "asks for a partner"),
             "alone": ("hraje sám", "plays alone"), "accept": ("pomůže", "accepts"),
             "decline": ("nepomůže", "declines")}
    return words[kind][0 if lang == "cs" else 1] if kind in words else code


def _boston_calls(value: Any, lang: str, names: list[str], game: Any, public: dict[str, Any]) -> str:
    out = []
    for item in value:
        if isinstance(item, list | tuple) and len(item) == 2 and isinstance(item[0], int) and item[0] < len(names):
            out.append(f"{names[item[0]]}: {_boston_call(str(item[1]), lang, game)}")
        else:
            out.append(str(item))
    return ", ".join(out)


def _boston_bid(value: Any, lang: str, names: list[str], game: Any, public: dict[str, Any]) -> str:
    if isinstance(value, list | tuple) and len(value) == 2 and isinstance(value[0], int):
        return _boston_label(value[0], value[1], lang, game)
    return str(value)


def _boston_game(value: Any, lang: str, names: list[str], game: Any, public: dict[str, Any]) -> str:
    from games.boston import tables as boston_rules

    row = next((g for g in boston_rules.games(game.rulebook) if g.id == value), None)
    return str(value) if row is None else row.name(lang).capitalize() if lang == "cs" else row.name(lang)


#: formatters that need the game itself (its rule book or its call names)
SPECIAL: dict[str, Callable[[Any, str, list[str], Any, dict[str, Any]], str]] = {
    "bridz_calls": _bridz_calls, "bridz_contract": _bridz_contract, "bridz_sheet": _bridz_sheet,
    "bridz_last": _bridz_last,
    "boston_calls": _boston_calls, "boston_bid": _boston_bid, "boston_game": _boston_game,
}


def tr(key: str, lang: str, **fields: Any) -> str:
    return T[key][0 if lang == "cs" else 1].format(**fields)


def add_parser(sub: Any) -> None:
    parser = sub.add_parser("play", help="play a game in the terminal (--text) against AI players",
                            description="Play a game against AI players. --text plays in this terminal.")
    parser.add_argument("game", help="game id, name or alias, e.g. cerny-petr")
    parser.add_argument("--text", action="store_true", help="play in the terminal (the only mode here)")
    parser.add_argument("--players", type=int, default=None, help="number of players (default: the game's)")
    parser.add_argument("--seat", type=int, default=1, help="your seat, 1-based (default 1)")
    parser.add_argument("--ai", default=None, help="AI player name for the other seats (default: the best available)")
    parser.add_argument("--seed", type=int, default=None, help="seed: the same seed deals the same cards")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a rule-book option")
    parser.add_argument("--resume", nargs="?", const="latest", default=None, metavar="SAVE_ID",
                        help="continue the latest unfinished game of GAME (or the save with this id)")
    parser.add_argument("--no-save", action="store_true", help="do not autosave this game")
    add_lang(parser)


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
    try:
        game = get_game(args.game)
        if args.resume:
            match, save_id, human, ai_name = resume(store, game, args.resume)
        else:
            options = parse_options(args.option)
            config = game.config(options)
            n = args.players or game.default_players(config)
            seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 10**6)
            match = Match(game, n, options, seed)
            ai_name = args.ai or best_ai(game.id)
            human = args.seat - 1
            if not 0 <= human < n:
                raise InvalidInput(f"--seat must be between 1 and {n}")
            save_id = store.new_id(game.id, seed)
        bots = {s: make_player(ai_name, game.id, match.seed * 31 + s) for s in range(match.num_players) if s != human}
    except (InvalidInput, SaveError) as exc:
        return fail(str(exc))
    for problem in store.problems:
        print(f"warning: saved game {problem}", file=sys.stderr)
    seats = [{"player": "human" if s == human else ai_name} for s in range(match.num_players)]
    autosave = None if args.no_save else (lambda m: store.autosave(save_id, m, seats, extra={"mode": "text"}))
    code = play(match, human, bots, lang, ai_name, input_fn=input, out=sys.stdout, autosave=autosave)
    if match.is_over and not args.no_save:
        record_result(match, human, ai_name)
    return code


def resume(store: SaveStore, game: Game, which: str) -> tuple[Match, str, int, str]:
    """The match to continue, its save id, the human's seat and the AI's name."""
    if which == "latest":
        candidates = [i for i in store.resumable(game.id)]
        if not candidates:
            raise SaveError(f"there is no unfinished {game.id} game to resume")
        which = candidates[0].id
    match, data = store.load(which)
    seats = data["seats"]
    human = next((i for i, s in enumerate(seats) if s.get("player") == "human"), 0)
    ai_name = next((s["player"] for s in seats if s.get("player") != "human"), "random")
    return match, which, human, ai_name


def record_result(match: Match, human: int, ai_name: str) -> None:
    winners = match.winners()
    outcome = "drawn" if len(winners) == match.num_players else "won" if human in winners else "lost"
    StatsStore().record(match.game.id, ai_name, outcome, match.scores()[human], match.game.lower_is_better)


def play(match: Match, human: int, bots: dict[int, Any], lang: str, ai_name: str,
         input_fn: Callable[[str], str], out: TextIO, autosave: Callable[[Match], Any] | None = None) -> int:
    game = match.game
    names = [tr("you", lang, n=s + 1) if s == human else f"{tr('seat', lang, n=s + 1)} ({ai_name})"
             for s in range(match.num_players)]
    say = lambda text: print(text, file=out)  # noqa: E731
    say(f"{game.names.get(lang)} — seed {match.seed}")
    if autosave:
        autosave(match)
    for event in match.state.history:
        _say_event(say, event, human, lang, names, game)
    view_rng = random.Random(match.seed ^ 0x5EED)
    short = [n.split(" (")[0] if s != human else n for s, n in enumerate(names)]
    low = tr("low", lang) if game.lower_is_better else ""
    while not match.is_over:
        seat = match.current_player
        assert seat is not None
        if seat == human:
            action = _ask(match, human, lang, names, input_fn, say)
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
        if seat != human and action.kind in getattr(game, "announce_kinds", ()):
            say(f"    ({action.label(lang)})")  # a public choice whose label explains it (a bridge call's meaning)
        for event in events:
            _say_event(say, event, human, lang, names, game)
            if event.kind == "deal_over":
                deal = match.finished_deals[-1]
                say(tr("deal_over", lang, deal=_fmt(deal.scores(), short), total=_fmt(match.context.totals, short),
                       low=low))
    winners = ", ".join(names[s] for s in match.winners())
    title = tr("winner" if len(match.winners()) == 1 else "winners", lang)
    say(tr("match_over", lang, total=_fmt(match.scores(), short), who=winners, low=low, title=title))
    return 0


def _fmt(values: Any, names: list[str]) -> str:
    """'Hráč 1 (ty): 3 · Hráč 2: -1': each score beside its seat."""
    return " · ".join(f"{names[s]}: {v:g}" for s, v in enumerate(values))


def _say_event(say: Callable[[str], None], event: Any, human: int, lang: str, names: list[str], game: Game) -> None:
    seen = event.for_seat(human)
    if seen is None or seen.kind in ("deal_over", "match_over"):
        return
    say("  " + describe(seen, lang, names, game.messages, game))


def show(obs: Observation, lang: str, names: list[str], say: Callable[[str], None], pack: Any = None,
         game: Any = None) -> None:
    short = [n.split(" (")[0] if s != obs.seat else n for s, n in enumerate(names)]
    for zone in obs.zones:
        if zone.size == 0:
            continue
        visible = [c.name(lang) for c in zone.cards if c is not None]
        hidden = sum(1 for c in zone.cards if c is None)
        if zone.name == f"hand:{obs.seat}":
            mine = [f"{c.code} ({c.name(lang)})" for c in obs.hand()]
            mine += [f"{cards_word(hidden, lang)} {tr('face_down', lang)}"] if hidden else []
            # a face-down stack (souboje) is yours but unseen: say how many rather than print nothing
            say(f"{tr('hand', lang)}: " + ", ".join(mine))
            continue
        parts = visible + ([f"{hidden} × ▒"] if hidden else [])
        say(f"  {zone_label(zone.name, lang, short)}: {cards_word(zone.size, lang)}"
            + (": " + ", ".join(parts) if visible else ""))
    for line in public_lines(dict(obs.public), lang, short, pack, game):
        say(f"  {line}")


def _ask(match: Match, seat: int, lang: str, names: list[str], input_fn: Callable[[str], str],
         say: Callable[[str], None]) -> Action | None:
    obs = match.observation(seat)
    show(obs, lang, names, say, match.game.pack(match.state.config), match.game)
    legal = list(obs.legal_actions)
    for i, action in enumerate(legal, 1):
        say(f"  {i:2d}. {action.label(lang)}   [{action.code}]")
    while True:
        try:
            answer = input_fn(tr("your_turn", lang) + " ").strip()
        except EOFError:
            return None
        if answer.lower() in ("q", "quit", "konec"):
            return None
        if answer in ("?", "h", "help"):
            say(tr("help", lang))
            continue
        if answer.lower() == "l":
            for event in match.state.history:
                _say_event(say, event, seat, lang, names, match.game)
            continue
        if answer.isdigit():
            k = int(answer)
            if 1 <= k <= len(legal):
                return legal[k - 1]
            say(tr("not_number", lang, x=answer, n=len(legal)))
            continue
        try:
            return match.state.action_from_code(answer)
        except (IllegalAction, InvalidInput) as exc:
            say(tr("illegal", lang, why=exc))
