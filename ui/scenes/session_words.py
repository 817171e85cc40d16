"""Words of the saved-games, statistics, replay and settings screens, added to the app's one table (ui.i18n)
by importing this module."""

from __future__ import annotations

from ui import i18n

i18n.STRINGS.update({
    "resume": ("Pokračovat", "Resume"),
    "resume_game": ("Pokračovat: {game} ({when})", "Resume: {game} ({when})"),
    "saved_games": ("Uložené hry", "Saved games"),
    "statistics": ("Statistiky", "Statistics"),
    "no_saves": ("Zatím žádné uložené hry.", "No saved games yet."),
    "no_stats": ("Zatím žádné odehrané partie.", "No matches played yet."),
    "unfinished": ("rozehraná", "unfinished"),
    "finished": ("dohraná", "finished"),
    # the noun by the number, as players_text does it: '1 tah', '3 tahy', '5 tahů' / '1 move', '3 moves'
    "moves_1": ("{n} tah", "{n} move"), "moves_2": ("{n} tahy", "{n} moves"), "moves_n": ("{n} tahů", "{n} moves"),
    "score": ("Skóre", "Score"),
    "replay": ("Záznam", "Replay"),
    "export": ("Export", "Export"),
    "export_pbn": ("Export PBN", "Export PBN"),
    "import": ("Načíst záznam", "Import replay"),
    "delete": ("Smazat", "Delete"),
    "confirm_delete": ("Opravdu smazat? Klikni znovu.", "Really delete? Click again."),
    "save_in_use": ("Hra {id} se právě hraje v jiném okně nebo terminálu{by}; dohraj ji, nebo ji tam zavři.",
                    "The game {id} is being played in another window or terminal{by}; finish or close it there "
                    "first."),
    "by_process": (" (proces {pid})", " (process {pid})"),
    "reset_stats": ("Vynulovat statistiky", "Reset statistics"),
    "confirm_reset": ("Opravdu vynulovat? Klikni znovu.", "Really reset? Click again."),
    "stats_reset": ("Statistiky vynulovány.", "Statistics reset."),
    "exported_to": ("Uloženo do {path}", "Written to {path}"),
    "imported": ("Záznam načten.", "Replay loaded."),
    "cannot_write": ("Do složky {folder} nejde zapisovat ({why}).", "The folder {folder} cannot be written ({why})."),
    "bad_file": ("Vadný soubor: {problem}", "Bad file: {problem}"),
    "level": ("Soupeři", "Opponents"),
    "played": ("Hráno", "Played"),
    "won": ("Výhry", "Won"),
    "lost": ("Prohry", "Lost"),
    "drawn": ("Remízy", "Drawn"),
    "mean_score": ("Průměr", "Mean"),
    "best": ("Nejlepší", "Best"),
    "streak": ("Série", "Streak"),
    "longest": ("Nejdelší série výher", "Longest win run"),
    "move_of": ("Tah {i} z {n}", "Move {i} of {n}"),
    "prev": ("< Zpět", "< Back"),
    "next": ("Vpřed >", "Forward >"),
    "replay_keys": ("←/→ tah zpět/vpřed · Home/End začátek/konec · Esc zpět",
                    "←/→ move back/forward · Home/End start/end · Esc back"),
    "start": ("Začátek", "Start"),
    "end": ("Konec", "End"),
    "file_path": ("Cesta k souboru:", "File path:"),
    "sound": ("Zvuk", "Sound"),
    "default_ai": ("Výchozí síla soupeřů", "Default AI level"),
    "ai_level_easy": ("slabá", "easy"),
    "ai_level_normal": ("střední", "normal"),
    "ai_level_hard": ("silná", "hard"),
    "hidden_move": ("{seat} hraje skrytý tah", "{seat} makes a hidden move"),
    "import_in_progress": ("{file}: záznam rozehrané partie, jak ji viděl jeden hráč, se nedá přehrát (nemá "
                           "semínko, skryté tahy chybí). Exportuj partii znovu, až skončí.",
                           "{file}: this is a match still in play as one player saw it; it does not replay (it "
                           "has no seed, hidden moves are left out). Export the match again once it is over."),
    "exported_seen_by": ("Partie se ještě hraje: export vynechává karty, které jsi neviděl. Uloženo do {path}",
                         "The match is still in play: the export leaves out the cards you have not seen. "
                         "Written to {path}"),
    "settings_problem": ("Nastavení nešlo přečíst ({problem}); platí výchozí.",
                         "Settings could not be read ({problem}); using defaults."),
})
