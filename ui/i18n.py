"""The app's own words in Czech and English: menus, buttons, the table's chrome.

What a game says to a player (its sentences, public facts, pile names) is the engine's one
vocabulary, games/words/; rule texts come from the rule books, card names from the packs.

One flat table keyed by a short id; `t(key, lang, **fields)` formats it. A missing
key falls back to English and then to the key itself, so a forgotten string shows
up as a readable id rather than a crash.
"""

from __future__ import annotations

from collections.abc import Sequence

LANGS = ("cs", "en")

STRINGS: dict[str, tuple[str, str]] = {
    # menu
    "app_title": ("Karty", "Karty"),
    "app_subtitle": ("tradiční středoevropské karetní hry", "traditional Central-European card games"),
    "games": ("Hry", "Games"),
    "players_n": ("{low}–{high} hráčů", "{low}–{high} players"),
    "players_n_2": ("{low}–{high} hráči", "{low}–{high} players"),
    "players_1": ("{n} hráč", "{n} player"),
    "players_2": ("{n} hráči", "{n} players"),
    "players_5": ("{n} hráčů", "{n} players"),
    "players": ("Počet hráčů", "Players"),
    "seats": ("Místa u stolu", "Seats"),
    "options": ("Volby z pravidel", "Options from the rule book"),
    "no_options": ("Tato hra nemá volby.", "This game has no options."),
    "play": ("Hrát", "Play"),
    "decks": ("Balíčky karet", "Deck browser"),
    "rules": ("Pravidla", "Rules"),
    "settings": ("Nastavení", "Settings"),
    "quit": ("Konec", "Quit"),
    "save_failed": ("Hru teď nejde uložit ({reason}); hraje se dál, uloží se, jakmile to půjde.",
                    "The game cannot be saved now ({reason}); playing on, it is saved as soon as it can be."),
    "language": ("Jazyk", "Language"),
    "human": ("Člověk", "Human"),
    "seat_n": ("Místo {n}", "Seat {n}"),
    "pack": ("Balíček", "Pack"),
    "yes": ("ano", "yes"),
    "no": ("ne", "no"),
    "menu_keys": ("↑↓ hra/řádek · ←→ změnit · Tab hry/nastavení · Enter hrát · F1 pravidla · L jazyk · Esc konec",
                  "↑↓ game/row · ←→ change · Tab games/setup · Enter play · F1 rules · L language · Esc quit"),
    # rule book
    "search": ("Hledat", "Search"),
    "search_hint": ("hledat hru nebo slovo…", "search a game or a word…"),
    "no_match": ("Nic nenalezeno.", "Nothing found."),
    "back": ("Zpět", "Back"),
    "objective": ("Cíl hry", "Objective"),
    "sec_overview": ("Přehled", "Overview"),
    "sec_setup": ("Příprava a rozdání", "Setup and deal"),
    "sec_turn": ("Průběh hry", "Play"),
    "sec_scoring": ("Počítání", "Scoring"),
    "sec_end": ("Konec hry", "End of the game"),
    "sec_example": ("Příklad", "Example"),
    "default": ("výchozí", "default"),
    "sources": ("Prameny", "Sources"),
    "category": ("Druh", "Kind"),
    "no_engine": ("(zatím jen pravidla, hra se připravuje)", "(rules only; the game is coming later)"),
    # settings
    "four_colour": ("Čtyřbarevné karty", "Four-colour cards"),
    "anim_speed": ("Rychlost animací", "Animation speed"),
    "ai_pause": ("Pauza po tahu počítače", "Pause after an AI move"),
    "slow": ("pomalu", "slow"),
    "normal": ("normálně", "normal"),
    "fast": ("rychle", "fast"),
    "saved": ("Uloženo.", "Saved."),
    "seconds": ("{n} s", "{n} s"),
    "card_back": ("Rub karet", "Card back"),
    "back_pack": ("podle balíčku", "the pack's own"),
    "back_lattice": ("mřížka", "lattice"),
    "back_plain": ("jednobarevný s rámečkem", "plain with a border"),
    "back_ornament": ("český ornament", "Czech ornament"),
    "back_tarotee": ("tečkovaný (tarotée)", "dotted (tarotée)"),
    "back_stars": ("hvězdy na červené", "stars on red"),
    "felt": ("Barva stolu", "Table colour"),
    "felt_green": ("zelená", "green"),
    "felt_blue": ("modrá", "blue"),
    "felt_red": ("vínová", "wine red"),
    "felt_grey": ("šedá", "grey"),
    "felt_brown": ("hnědá", "brown"),
    "card_size": ("Velikost karet", "Card size"),
    "size_small": ("menší", "small"),
    "size_normal": ("normální", "normal"),
    "size_large": ("větší", "large"),
    "fullscreen": ("Celá obrazovka (F11)", "Full screen (F11)"),
    "threads": ("Jádra procesoru pro počítačové hráče", "Processor cores for the AI"),
    "threads_auto": ("automaticky ({n})", "automatic ({n})"),
    "player_name": ("Tvoje jméno u stolu", "Your name at the table"),
    "player_name_tip": ("Prázdné: místo dostane své obvyklé jméno. Enter uloží.",
                        "Empty: the seat keeps its usual name. Enter saves it."),
    # quitting (ui/scenes/confirm.py)
    "quit_ask": ("Ukončit Karty?", "Quit Karty?"),
    "quit_note": ("Volby a nastavení zůstanou uložené.", "Your choices and settings are kept."),
    "quit_saved": ("Rozehraná hra je uložená, v menu v ní půjde pokračovat.",
                   "The game in progress is saved; the menu offers to resume it."),
    "stay": ("Zůstat", "Stay"),
    # table
    "you": ("Ty", "You"),
    "hint": ("Rada", "Hint"),
    "undo": ("Vrátit tah", "Undo"),
    "menu": ("Menu", "Menu"),
    "thinking": ("{name} přemýšlí…", "{name} is thinking…"),
    "thinking_mark": ("přemýšlí", "thinking"),
    "sits_out": ("pas – zůstává doma", "passed – stays home"),
    "last_trick": ("Poslední zdvih (L)", "Last trick (L)"),
    "last_trick_took": ("Poslední zdvih – bral {name}", "Last trick – {name} took it"),
    "no_last_trick": ("Zatím nebyl dohrán žádný zdvih.", "No trick has been completed yet."),
    "takes_trick": ("Bere {name}", "{name} takes it"),
    "trick_delay": ("Dohraný zdvih zůstane na stole", "A finished trick stays for"),
    "your_turn": ("Jsi na tahu", "Your turn"),
    "click_card": ("klikni na zvýrazněnou kartu, nebo ji přetáhni", "click or drag a highlighted card"),
    # Kvarteto's ask, in the line over the table: what the step is (the line over the hand says how to take it)
    "ask_whom": ("zeptej se hráče na kartu, která ti chybí do kvarteta",
                 "ask a player for a card you lack from one of your quartets"),
    "asking": ("ptáš se {name:gen}", "you are asking {name}"),
    # and over the hand: how to take the step
    "ask_how": ("Klikni na hráče, nebo stiskni číslo tlačítka vpravo.",
                "Click a player, or press the number of a button on the right."),
    "ask_how_or_card": ("Klikni na hráče či zvýrazněnou kartu, nebo stiskni číslo tlačítka vpravo.",
                        "Click a player or a highlighted card, or press the number of a button on the right."),
    "choose_for_card": ("vyber tlačítkem, co s kartou udělat (znovu klik: první volba)",
                        "pick what to do with the card (click it again: the first choice)"),
    "turn_of": ("Na tahu: {name}", "{name} to play"),
    "waiting": ("…", "…"),
    "log": ("Průběh rozdání", "This deal"),
    "score": ("Skóre", "Score"),
    "deal_n": ("Rozdání {n} z {of}", "Deal {n} of {of}"),
    "deal_k": ("Rozdání {n}", "Deal {n}"),
    "deal_over": ("Konec rozdání", "End of the deal"),
    "match_over": ("Konec zápasu", "End of the match"),
    "continue": ("Pokračovat", "Continue"),
    "new_match": ("Nový zápas", "New match"),
    "winner": ("Vítěz: {names}", "Winner: {names}"),
    "player": ("Hráč", "Player"),
    "for_what": ("Za co", "For what"),
    "deal_column": ("Rozdání", "Deal"),
    "total_column": ("Celkem", "Total"),
    "summary_rules": ("Pravidla: bodování", "Rules: scoring"),
    "replay_deal": ("Přehrát", "Replay"),
    "review_deal": ("Rozbor", "Review"),  # the end-of-deal button and the replay's (ui/scenes/review.py)
    "review": ("Rozbor", "Review"),
    "winners": ("Vítězové: {names}", "Winners: {names}"),
    "deal_points": ("body za rozdání", "this deal"),
    "total": ("celkem", "total"),
    "lower_better": ("(méně je lépe)", "(lower is better)"),
    "curtain": ("Předej hru {name:dat}", "Pass to {name}"),
    # play with friends (ui/scenes/friends.py, net_table.py)
    "friends": ("Hrát s přáteli", "Play with friends"),
    "host_table": ("Založit stůl pro přátele", "Host a table for friends"),
    "host_what": ("Hra {game}, jak je nastavená v menu. Místa: {seats}. Volné místo zabere přítel, "
                  "nikým nezabrané dostane počítač.",
                  "{game} as set up in the menu. Seats: {seats}. A friend takes a free seat; one nobody takes "
                  "gets a computer player."),
    "host_no_free": ("Pro přítele tu není volné místo: v menu nastav některé místo na Člověk.",
                     "No seat is free for a friend: set one to Human in the menu."),
    "host_none": ("Stůl založíš z menu: vyber hru a místa a klikni na Hrát s přáteli.",
                  "Host a table from the menu: choose the game and seats, then Play with friends."),
    "join_table": ("Připojit se ke stolu", "Join a table"),
    "join_what": ("Adresu a kód stolu ti dá ten, kdo stůl založil.",
                  "The one who hosts the table gives you its address and code."),
    "join": ("Připojit", "Join"),
    "lan_found": ("Stoly v místní síti (klikni a napiš kód):",
                  "Tables on the local network (click, then type the code):"),
    "lan_looking": ("Hledám stoly v místní síti…", "Looking for tables on the local network…"),
    "lan_off": ("Stoly v místní síti hledat nejde: napiš adresu, kterou ti dal ten, kdo stůl založil.",
                "The local network cannot be searched: type the address the host gave you."),
    "join_needs": ("Napiš adresu i kód stolu.", "Type the address and the table's code."),
    "address": ("Adresa", "Address"),
    "table_code": ("Kód stolu", "Table code"),
    "waiting_room": ("Čekárna u stolu", "Waiting room"),
    "give_out": ("Dej přátelům adresu a kód stolu:", "Give your friends the address and the table's code:"),
    "seat_free": ("volné místo", "free seat"),
    "seat_host": ("zakládá stůl", "host"),
    "seat_here": ("připojen", "connected"),
    "seat_gone": ("odpojen", "disconnected"),
    "start_table": ("Začít hru", "Start"),
    "waiting_for_host": ("Čeká se, až ten, kdo stůl založil, začne hru.", "Waiting for the host to start."),
    "need_human": ("Aspoň jedno místo musí být Člověk: to tvoje.", "At least one seat must be Human: yours."),
    "host_failed": ("Server se nepodařilo spustit ({reason}).", "The server could not start ({reason})."),
    "net_lost": ("Spojení se serverem se přerušilo: {reason}", "The line to the server dropped: {reason}"),
    "host_leaves": ("Když odejdeš, stůl skončí i pro ostatní. Pro odchod to zopakuj.",
                    "If you leave, the table ends for everyone. Do it again to leave."),
    "thinking_for": ("přemýšlí {seconds} s", "thinking {seconds} s"),
    "curtain_sub": ("Ostatní ať se nedívají. Klikni nebo stiskni Enter.",
                    "Others look away. Click or press Enter."),
    # the move only: the adviser's internal name ('cribbage:hard') means nothing to a player
    "hint_says": ("Rada: {action}", "Hint: {action}"),
    "hint_none": ("Rada není k dispozici.", "No hint available."),
    "undone": ("Vráceno k vašemu poslednímu rozhodnutí.", "Back to your last decision."),
    "nothing_to_undo": ("Není co vrátit.", "Nothing to undo."),
    "cards_n": ("{n} karet", "{n} cards"),
    "table_keys": ("šipky: karta · Enter zahrát · 1–9 tlačítka · H rada · U vrátit tah · F1 pravidla · Esc menu",
                   "arrows: card · Enter play · 1–9 buttons · H hint · U undo · F1 rules · Esc menu"),
    "rules_only": ("(jen pravidla)", "(rules only)"),
    "ai_random": ("Počítač – náhodný", "Computer – random"),
    "ai_easy": ("Počítač – lehký", "Computer – easy"),
    "ai_normal": ("Počítač – střední", "Computer – normal"),
    "ai_hard": ("Počítač – těžký", "Computer – hard"),
    "ai_other": ("Počítač – {name}", "Computer – {name}"),
    "dealer": ("rozdává", "dealer"),
    "out": ("venku", "out"),
    "explain_scores": ("Body rozdání podle pravidel:", "Points of the deal by the rules:"),
    "all_ai": ("Hrají jen počítače.", "Only computers are playing."),
    # the table's mouse (ui/table/drag.py) and Kolovrat's table (ui/games/kolovrat/manifest.py)
    "not_your_turn": ("Na tahu je {name}.", "It is {name}'s turn."),
    "lay_it_down": ("Přiložit na stůl", "Lay it on the table"),
    "capture_with_it": ("Brát touto kartou", "Capture with it"),
    # the hint of a capture: the card (the engine's "Capture with the nine of hearts") and what it can take
    "can_take": ("{action} – může vzít {what}", "{action}: it can take {what}"),
    "the_card": ("{card}", "the {card}"),
    "pile_of": ("hromádku {name:gen}", "{name}'s pile"),
    "running_sum": ("součet {sum}", "sum {sum}"),
    "running_sum_of": ("součet {sum} z {target}", "sum {sum} of {target}"),
}

#: seat names for the table, by seat number (the human's seat shows "you" instead)
SEAT_NAMES: dict[str, tuple[str, ...]] = {
    # Men's names only: a few Czech fact labels use the masculine past tense ("Prohrál: Jan"); the
    # sentences are in the present tense and need no gender (games/words/).
    "cs": ("Jan", "Karel", "Tomáš", "Pavel", "Jiří", "Martin", "Lukáš", "Ondřej"),
    "en": ("John", "Charles", "Thomas", "Paul", "George", "Martin", "Luke", "Andrew"),
}


def t(key: str, lang: str = "en", **fields: object) -> str:
    pair = STRINGS.get(key)
    if pair is None:
        return key
    text = pair[0] if lang == "cs" else pair[1]
    return text.format(**fields) if fields else text


def seat_name(seat: int, lang: str = "en") -> str:
    names = SEAT_NAMES.get(lang, SEAT_NAMES["en"])
    return names[seat % len(names)] if seat < len(names) else f"{t('seat_n', lang, n=seat + 1)}"


def table_names(players: int, humans: Sequence[int], lang: str, own: str = "",
                chosen: Sequence[str | None] = ()) -> list[str]:
    """Each seat's name as the window and the terminal give it: Karty's name for the seat (`seat_name`), the
    player's own (Settings) where he is the only human, and over either a name chosen for the seat (hot seat's,
    a save's); so a player is called alike wherever he plays."""
    names = [seat_name(s, lang) for s in range(players)]
    if len(humans) == 1 and own.strip():
        names[humans[0]] = own.strip()
    for s, name in enumerate(chosen[:players]):
        if name:
            names[s] = name
    return names


def players_text(low: int, high: int, lang: str = "en") -> str:
    """'3–8 hráčů', '2–4 hráči', '2 hráči', '1 player': Czech plural forms by the number (a range's by its
    upper end, as it is read: "dva až čtyři hráči")."""
    if low != high:
        return t("players_n_2" if 2 <= high <= 4 else "players_n", lang, low=low, high=high)
    key = "players_1" if low == 1 else ("players_2" if 2 <= low <= 4 else "players_5")
    return t(key, lang, n=low)


def ai_label(name: str, lang: str = "en") -> str:
    """A seat's player as people read it: 'Computer – normal' for 'ismcts:normal' and for a game's own
    level player ('boston:normal'), which the menu offers in its place."""
    if name == "human":
        return t("human", lang)
    if name == "random":
        return t("ai_random", lang)
    level = name.split(":")[-1]
    if ":" in name and f"ai_{level}" in STRINGS:
        return t(f"ai_{level}", lang)
    return t("ai_other", lang, name=name.replace(":", " "))
