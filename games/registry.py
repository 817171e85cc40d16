"""The one list of Karty's games, and how to find a game by id, name or alias.

`GAMES` is the only place that names every game. Each entry says where that game lives in each
layer, as module paths (strings, so this engine module imports no AI or UI code):

- `engine`: the module that defines `GAME` (`games/<id>.py`, or a module of the package `games/<id>/`
  for a game big enough to be one: `rules.py`, or Boston's `game.py`);
- `ai`: the game's own players and what it tells the generic search (`ai/games/<id>`: its
  `PLAYERS`, `MENU_LEVELS`, `SEARCH` hooks, the last in a package's `search` module), or None where
  the search, knowing nothing of the game, plays every level;
- `ui`: the game's own table pieces (`ui/games/<id>.py`: a score panel, a control, click targets),
  or None where the generic table serves.

Adding a game is its rule book in `rules_yaml/`, its modules, one line here and its tests
(`docs/adding-a-game.md`). The menu lists the games in this order.
"""

from __future__ import annotations

import difflib
import importlib
from dataclasses import dataclass
from functools import cache
from types import ModuleType

from cards.loader import PackFileError
from games.errors import InvalidInput, RulesFileError
from games.game import Game
from games.rulebook import fold


@dataclass(frozen=True)
class GameEntry:
    """Where one game lives: its id (the rule book's, `rules_yaml/<id>.yaml`) and its module per layer."""

    id: str
    engine: str
    ai: str | None = None
    ui: str | None = None


GAMES: tuple[GameEntry, ...] = (
    GameEntry("cribbage", "games.cribbage.rules", ai="ai.games.cribbage.players", ui="ui.games.cribbage"),
    GameEntry("bridz", "games.bridz.rules", ai="ai.games.bridz.play", ui="ui.games.bridz"),
    GameEntry("boston", "games.boston.game", ai="ai.games.boston.players", ui="ui.games.boston"),
    GameEntry("cvik", "games.cvik.rules", ai="ai.games.cvik", ui="ui.games.cvik"),
    GameEntry("komando", "games.komando", ai="ai.games.komando", ui="ui.games.komando"),
    GameEntry("alager", "games.alager", ai="ai.games.alager"),
    GameEntry("kolovrat", "games.kolovrat", ai="ai.games.kolovrat", ui="ui.games.kolovrat"),
    GameEntry("stortok", "games.stortok", ai="ai.games.stortok", ui="ui.games.stortok"),
    GameEntry("cerny-petr", "games.cerny_petr", ui="ui.games.cerny_petr"),
    GameEntry("hundert", "games.hundert", ai="ai.games.hundert", ui="ui.games.hundert"),
    GameEntry("ospalec", "games.ospalec", ai="ai.games.ospalec", ui="ui.games.ospalec"),
    GameEntry("kvarteto", "games.kvarteto", ai="ai.games.kvarteto", ui="ui.games.kvarteto"),
    GameEntry("souboje", "games.souboje", ui="ui.games.souboje"),
)


def entries() -> tuple[GameEntry, ...]:
    return GAMES


def entry(game_id: str) -> GameEntry:
    for item in GAMES:
        if item.id == game_id:
            return item
    raise InvalidInput(f"unknown game {game_id!r}; known: {', '.join(e.id for e in GAMES)}")


def layer_module(game_id: str, layer: str) -> ModuleType | None:
    """The game's module in `layer` ('ai' or 'ui'), imported, or None where the game has none there."""
    name = getattr(entry(game_id), layer)
    return importlib.import_module(name) if name else None


#: the games whose data files did not load, with why (filled by _games)
_BROKEN: dict[str, ValueError] = {}


@cache
def _games() -> dict[str, Game]:
    games: dict[str, Game] = {}
    _BROKEN.clear()
    for item in GAMES:
        try:
            game = importlib.import_module(item.engine).GAME
        except (RulesFileError, PackFileError) as exc:
            # a broken rule book or pack takes out its own game only; the app and the other games go on
            _BROKEN[item.id] = exc
            continue
        if not isinstance(game, Game) or game.id != item.id:
            raise InvalidInput(f"{item.engine}.GAME is not the game {item.id!r}: fix its `id` or the entry in "
                               f"games/registry.py")
        games[item.id] = game
    return games


def leave_out(game_id: str, error: ValueError) -> None:
    """Take a game out of the list with why: a file another layer ships for it did not load (the bidding system
    of Bridž's AI), so the game cannot be offered, as with a broken rule book."""
    _games()  # the list settled first: it is made once, and would forget this
    _BROKEN[game_id] = error


def all_games() -> list[Game]:
    return [game for game_id, game in _games().items() if game_id not in _BROKEN]


def game_ids() -> list[str]:
    return [item.id for item in GAMES]


def find_game(query: str) -> Game | None:
    key = fold(query)
    for game in all_games():
        if key in game.rulebook.search_keys() or key.replace(" ", "-") == game.id:
            return game
    return None


def broken_games() -> dict[str, ValueError]:
    """The games left out because their rule book or pack did not load: id -> the error naming the file."""
    _games()
    return dict(_BROKEN)


def get_game(query: str) -> Game:
    game = find_game(query)
    if game is None:
        broken = broken_games().get(fold(query).replace(" ", "-"))
        if broken is not None:
            # InvalidInput, which every caller already reports in one line
            raise InvalidInput(f"{query} cannot be played: {broken}")
        raise InvalidInput(f"unknown game {query!r}." + _suggest(query))
    return game


def _suggest(query: str) -> str:
    keys = {k: g.id for g in all_games() for k in g.rulebook.search_keys()}
    close = difflib.get_close_matches(fold(query), list(keys), n=3, cutoff=0.5)
    ids = list(dict.fromkeys(keys[k] for k in close)) or game_ids()
    return " Did you mean: " + ", ".join(ids) + "?"
