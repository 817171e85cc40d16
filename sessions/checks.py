"""What a save and the statistics must hold, field by field, before anything uses them.

JSON that parses is not yet a save: `"scores": "abc"` stopped every start of the window, `"seats": [1, 2]`
and `"players": 0` crashed the table, and `"players": 1000000` built a million bots. So every field the
app reads is checked here by type and range, and the reason names the field, in English and Czech.
Whether the moves replay is the save store's check (sessions/saves.py); this one is cheap enough for
listing every save at start-up.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import TypeGuard

from games import rng as rngs
from games.game import Game
from games.match import Match
from games.registry import all_games
from sessions.store import Why

#: a match has at most this many moves in a save (a long Bridž rubber has about 1,500)
MAX_ACTIONS = 200_000


def is_whole(value: object) -> TypeGuard[int]:
    """An int that is not a bool (JSON true would pass isinstance(value, int))."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: object) -> TypeGuard[float]:
    """A finite int or float, not a bool."""
    return (is_whole(value) or isinstance(value, float)) and math.isfinite(value)


def damaged(key: str, en: str, cs: str) -> Why:
    return Why(f"is damaged: '{key}' {en}", f"je poškozený: '{key}' {cs}")


def save_problem(data: object, kind: str, save_format: int) -> Why | None:
    """Why `data` is not a save this version can list and resume, or None."""
    if not isinstance(data, dict) or data.get("kind") != kind:
        return Why("is not a Karty save", "není uložená hra Karet")
    version = data.get("format")
    if version != save_format:
        if is_whole(version) and version > save_format:
            # a newer Karty's save is not damaged: left for that version to resume
            app = data.get("app_version")
            by = f"Karty {app}" if isinstance(app, str) and len(app) < 40 else "a newer Karty"
            by_cs = f"Karty {app}" if isinstance(app, str) and len(app) < 40 else "novější verze Karet"
            return Why(f"was saved by {by} in save format {version}; this version reads format {save_format} only",
                       f"uložila {by_cs} ve formátu {version}; tato verze čte jen formát {save_format}", keep=True)
        return damaged("format", f"{version!r} is not a save format", f"{version!r} není formát uložené hry")
    for key, type_, en, cs in (
            ("game", str, "is not a game id", "není označení hry"),
            ("options", dict, "is not a set of options", "nejsou volby hry"),
            ("actions", list, "is not a list of moves", "není seznam tahů"),
            ("seats", list, "is not a list of seats", "není seznam míst u stolu"),
            ("started", str, "is not a time", "není čas"),
            ("updated", str, "is not a time", "není čas")):
        if not isinstance(data.get(key), type_):
            return damaged(key, f"is missing or {en}", f"chybí nebo {cs}")
    if not is_whole(data.get("seed")):
        return damaged("seed", "is missing or not a whole number", "chybí nebo není celé číslo")
    game = _game(data["game"])
    if game is None:
        # perhaps a game a newer Karty has: not damaged, but not ours to play
        return Why(f"is a game this version does not know ({data['game'][:40]!r})",
                   f"je hra, kterou tato verze nezná ({data['game'][:40]!r})", keep=True)
    players = data.get("players")
    low, high = game.rulebook.min_players, game.rulebook.max_players
    if not is_whole(players) or not low <= players <= high:
        return damaged("players", f"{repr(players)[:20]} is not a number of players from {low} to {high}",
                       f"{repr(players)[:20]} není počet hráčů od {low} do {high}")
    actions = data["actions"]
    if len(actions) > MAX_ACTIONS or not all(isinstance(a, str) and len(a) <= 200 for a in actions):
        return damaged("actions", "holds something that is not a move", "obsahuje něco, co není tah")
    seats = data["seats"]
    if len(seats) != players or not all(isinstance(s, dict) and isinstance(s.get("player"), str) for s in seats):
        return damaged("seats", f"is not {players} seats, each naming its player",
                       f"není {players} míst, každé se jménem hráče")
    scores = data.get("scores")
    if scores is not None and not (isinstance(scores, list) and len(scores) == players
                                   and all(is_number(s) for s in scores)):
        return damaged("scores", f"is not {players} numbers", f"není {players} čísel")
    for key in ("finished",):
        if key in data and not isinstance(data[key], bool):
            return damaged(key, "is not true or false", "není true ani false")
    for key in ("snapshot", "extra"):
        if data.get(key) is not None and not isinstance(data[key], dict):
            return damaged(key, "is not a mapping", "není slovník")
    return _moves_problem(actions, data.get("snapshot"))


def _moves_problem(actions: list[str], snapshot: dict[str, object] | None) -> Why | None:
    """Why the moves do not reach the snapshot saved with them (written in one write, they always match), or None.

    A list cut short by hand replayed to an earlier point, and the snapshot, which Match.restore skips when the
    counts differ, never told the player: the match went on from there and the next save dropped the rest.
    A truncated save is damaged, as a truncated file is: moved aside, so what is left of it can still be read.
    """
    told = snapshot.get("actions") if snapshot is not None else None
    if not is_whole(told) or told == len(actions):
        return None  # no count to compare (a save without a snapshot replays its moves alone)
    how, how_cs = ("the list was cut short", "seznam byl zkrácen") if len(actions) < told else \
        ("moves were added to it", "tahy do něj byly přidány")
    return damaged("actions", f"ends at move {len(actions)}, but the snapshot saved with it is at move {told} ({how})",
                   f"končí tahem {len(actions)}, ale snímek uložený s ním je z tahu {told} ({how_cs})")


def _game(game_id: str) -> Game | None:
    return next((g for g in all_games() if g.id == game_id), None)


def stats_problem(data: object, stats_format: int, record_fields: tuple[str, ...]) -> Why | None:
    """Why `data` is not statistics this version can count on, or None: every count a whole number, the
    outcomes adding up to the matches played, scores finite numbers."""
    if not isinstance(data, dict) or data.get("format") != stats_format or not isinstance(data.get("games"), dict):
        return Why("is not a Karty statistics file of this version", "není soubor statistik této verze Karet")
    for game, levels in data["games"].items():
        if not isinstance(levels, dict):
            return damaged(f"games.{game[:40]}", "is not a table of levels", "není tabulka úrovní")
        for level, record in levels.items():
            where = f"games.{game[:40]}.{level[:40]}"  # JSON keys are strings
            if not isinstance(record, Mapping):
                return damaged(where, "is not a record", "není záznam")
            unknown = set(record) - set(record_fields)
            if unknown:
                name = sorted(map(str, unknown))[0]
                return damaged(f"{where}.{name}", "is not a statistic", "není statistika")
            why = _record_problem(where, record)
            if why:
                return why
    return None


def _record_problem(where: str, record: Mapping[str, object]) -> Why | None:
    counts: dict[str, int] = {}
    for key in ("played", "won", "lost", "drawn", "longest_win_streak", "reviewed"):
        value = record.get(key, 0)
        if not is_whole(value) or value < 0:
            return damaged(f"{where}.{key}", f"{repr(value)[:20]} is not a count", f"{repr(value)[:20]} není počet")
        counts[key] = value
    played, won = counts["played"], counts["won"]
    if won + counts["lost"] + counts["drawn"] != played:
        return damaged(f"{where}.played", "is not the sum of won, lost and drawn",
                       "není součet výher, proher a remíz")
    streak = record.get("streak", 0)
    if not is_whole(streak) or abs(streak) > played:
        return damaged(f"{where}.streak", f"{repr(streak)[:20]} is not a run of at most {played} matches",
                       f"{repr(streak)[:20]} není série nejvýš {played} partií")
    if counts["longest_win_streak"] > won:
        return damaged(f"{where}.longest_win_streak", "is longer than the matches won", "je delší než počet výher")
    for key in ("score_sum", "review_cost"):
        if not is_number(record.get(key, 0.0)):
            return damaged(f"{where}.{key}", "is not a number", "není číslo")
    cost = record.get("review_cost", 0.0)
    if is_number(cost) and cost < 0:  # a cost is never below nothing (is_number: checked just above)
        return damaged(f"{where}.review_cost", "is below zero", "je pod nulou")
    best = record.get("best")
    if best is not None and not is_number(best):
        return damaged(f"{where}.best", "is not a number", "není číslo")
    return None


def snapshot_disagrees(match: Match, data: Mapping[str, object], snapshot: Mapping[str, object]) -> bool:
    """Whether a save's snapshot describes another match than the one its moves replay to.

    Compared: where every card lies, in order; the deal's other fields; whose turn; the totals; the random
    generator. Not compared: which seats know which card, since that bookkeeping differs from one run of
    Python to the next (a set's order) while the play does not, and would cry wolf on every resume.
    """
    try:
        restored = Match.restore(data, snapshot, match.game)
        return _fingerprint(restored) != _fingerprint(match)
    except Exception:  # a snapshot that does not even restore disagrees; the moves win either way
        return True


def _fingerprint(match: Match) -> str:
    state = match.state.to_dict()
    state.pop("zones", None)
    zones = match.state.zones
    positions = {name: [card.code for card in zones[name]] for name in zones.names()}
    whole = {"state": state, "cards": positions, "context": match.context.to_dict(), "over": match.over,
             "rng": rngs.rng_state(match.rng), "turn": match.current_player}
    return json.dumps(whole, sort_keys=True, default=repr)  # the saved snapshot went through JSON: lists, str keys
