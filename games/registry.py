"""The one list of Karty's games, and how to find a game by id, name or alias.

`GAMES` is the only place that names every game. Each entry says where that game lives in each
layer, as module paths (strings, so this engine module imports no AI or UI code):

- `engine`: the module that defines `GAME` (`games/<id>/rules.py`; Boston's is `game.py`);
- `ai`: the module that holds the game's `AI_HOOKS` (an `ai.manifest.AiHooks`: its own players, menu
  levels, hint level and search hooks; `ai/games/<id>/manifest.py`),
  or None where the search, knowing nothing of the game, plays every level;
- `ui`: the module that holds the game's `TABLE_HOOKS` (a `ui.table.manifest.TableHooks`: a score panel,
  a control, click targets...; `ui/games/<id>/manifest.py`), or None where the generic table serves.

Each layer reads its manifest through `read_manifest`, which checks it and names the game and the hook
of anything wrong. Adding a game is its rule book in `rules_yaml/`, its modules, one line here and its
tests (`docs/adding-a-game.md`); a test adds a game of its own with `added`. The menu lists the games in
this order.
"""

from __future__ import annotations

import difflib
import importlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import TypeVar

from cards.loader import PackFileError
from games.errors import InvalidInput, RulesFileError
from games.game import Game
from games.rulebook import fold


@dataclass(frozen=True)
class GameEntry:
    """Where one game lives: its id (the rule book's, `rules_yaml/<id>.yaml`) and, per layer, the module that holds
    its typed object there: `GAME` (a `Game`), `AI_HOOKS` (an `ai.manifest.AiHooks`), `TABLE_HOOKS` (a
    `ui.table.manifest.TableHooks`)."""

    id: str
    engine: str
    ai: str | None = None
    ui: str | None = None


GAMES: tuple[GameEntry, ...] = (
    GameEntry("cribbage", "games.cribbage.rules", ai="ai.games.cribbage.manifest", ui="ui.games.cribbage.manifest"),
    GameEntry("bridz", "games.bridz.rules", ai="ai.games.bridz.manifest", ui="ui.games.bridz.manifest"),
    GameEntry("boston", "games.boston.game", ai="ai.games.boston.manifest", ui="ui.games.boston.manifest"),
    GameEntry("cvik", "games.cvik.rules", ai="ai.games.cvik.manifest", ui="ui.games.cvik.manifest"),
    GameEntry("komando", "games.komando.rules", ai="ai.games.komando.manifest", ui="ui.games.komando.manifest"),
    GameEntry("alager", "games.alager.rules", ai="ai.games.alager.manifest"),
    GameEntry("kolovrat", "games.kolovrat.rules", ai="ai.games.kolovrat.manifest", ui="ui.games.kolovrat.manifest"),
    GameEntry("stortok", "games.stortok.rules", ai="ai.games.stortok.manifest", ui="ui.games.stortok.manifest"),
    GameEntry("cerny-petr", "games.cerny_petr.rules", ui="ui.games.cerny_petr.manifest"),
    GameEntry("hundert", "games.hundert.rules", ai="ai.games.hundert.manifest", ui="ui.games.hundert.manifest"),
    GameEntry("ospalec", "games.ospalec.rules", ai="ai.games.ospalec.manifest", ui="ui.games.ospalec.manifest"),
    GameEntry("kvarteto", "games.kvarteto.rules", ai="ai.games.kvarteto.manifest", ui="ui.games.kvarteto.manifest"),
    GameEntry("souboje", "games.souboje.rules", ui="ui.games.souboje.manifest"),
)


def entries() -> tuple[GameEntry, ...]:
    return GAMES


def entry(game_id: str) -> GameEntry:
    for item in GAMES:
        if item.id == game_id:
            return item
    raise InvalidInput(f"unknown game {game_id!r}; known: {', '.join(e.id for e in GAMES)}")


#: a layer's manifest class (ai/manifest.py AiHooks, ui/table/manifest.py TableHooks)
M = TypeVar("M")


class ManifestError(TypeError):
    """A game's manifest in a layer is malformed: the message names the game, the module and the hook."""


def read_manifest(game_id: str, module_name: str, attribute: str, kind: type[M], old_names: tuple[str, ...],
                  callables: tuple[str, ...] = (), load: Callable[[str], ModuleType] = importlib.import_module) -> M:
    """The `attribute` of `module_name`, checked to be a `kind`: the one lookup by name of a game's layer module,
    made by the layer (ai/manifest.py, ui/table/manifest.py). A wrong keyword in the manifest's construction, a
    missing or mistyped manifest, or a hook left beside it under a name no layer reads fails here, naming the
    game and the hook; so is a hook among `callables` set to a value that cannot be called."""
    try:
        module = load(module_name)
    except TypeError as exc:  # `TableHooks(pannel=...)`: the dataclass names the keyword, this the game
        raise ManifestError(f"game {game_id!r}: {module_name} does not load: {exc}") from exc
    found = vars(module).get(attribute)
    if found is None:
        raise ManifestError(f"game {game_id!r}: {module_name} defines no {attribute} (a {kind.__name__})")
    if not isinstance(found, kind):
        raise ManifestError(f"game {game_id!r}: {module_name}.{attribute} is a {type(found).__name__}, "
                            f"not a {kind.__name__}")
    for name in callables:
        hook = vars(found)[name]  # a field of the manifest's own dataclass
        if hook is not None and not callable(hook):
            raise ManifestError(f"game {game_id!r}: {module_name}.{attribute}.{name} is a {type(hook).__name__}, "
                                f"not a function")
    stray = [name for name in old_names if name in vars(module)]
    if stray:
        raise ManifestError(f"game {game_id!r}: {module_name} defines {', '.join(stray)} beside {attribute}, which "
                            f"no layer reads: make it a field of {attribute}")
    return found


#: the caches that read the list, cleared when a test adds a game (`added`); the layers add theirs
_CACHES: list[Callable[[], None]] = []


def on_change(clear: Callable[[], None]) -> None:
    """Have `clear` called whenever the list changes (a layer's cache of what it read per game)."""
    _CACHES.append(clear)


@contextmanager
def added(*extra: GameEntry) -> Iterator[None]:
    """The list with `extra` games at its end while the block runs: how a test registers a game of its own
    (tests/test_recipe.py), every layer's cache of the list cleared around it."""
    global GAMES
    original = GAMES
    taken = {e.id for e in original} & {e.id for e in extra}
    if taken:
        raise InvalidInput(f"games already listed: {', '.join(sorted(taken))}")
    GAMES = (*original, *extra)
    _changed()
    try:
        yield
    finally:
        GAMES = original
        _changed()


def _changed() -> None:
    _games.cache_clear()
    for clear in _CACHES:
        clear()


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
