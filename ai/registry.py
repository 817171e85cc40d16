"""Player names as `simulate` and the UI spell them: `random`, and what games and search add."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from ai.players import Player, RandomPlayer
from games.errors import InvalidInput
from games.registry import on_change

# name -> factory(game_id, seed). Entries are added by ai modules (search) and game strategies.
_FACTORIES: dict[str, Callable[[str, int], Player]] = {
    "random": lambda game_id, seed: RandomPlayer(seed),
}


# (pattern, what it means, factory(match, game_id, seed)): families of names, e.g. `ismcts:<iterations>`
_PATTERNS: list[tuple[re.Pattern[str], str, Callable[[re.Match[str], str, int], Player]]] = []


#: the levels a user picks from; each game maps them to a player (`level_player`)
LEVEL_NAMES = ("easy", "normal", "hard")

# game id -> level -> the game's own player that plays that level (where it was measured stronger
# than the generic search, or where the search cannot play a phase well, like a bidding system):
# each game's AI_HOOKS (ai/manifest.py) says so in its `menu_levels`
_LEVEL_PLAYERS: dict[str, dict[str, str]] = {}
# game id -> the level whose player gives the table's hints, where it is not normal (its AI_HOOKS' hint_level)
_HINT_LEVELS: dict[str, str] = {}


def register_player(name: str, factory: Callable[[str, int], Player]) -> None:
    _FACTORIES[name] = factory


def level_player(game_id: str, level: str) -> str:
    """The player a level stands for in this game: the game's own where it has one, else the search."""
    _load_plugins()
    if level not in LEVEL_NAMES:
        raise InvalidInput(f"unknown level {level!r}; known: {', '.join(LEVEL_NAMES)}")
    return _LEVEL_PLAYERS.get(game_id, {}).get(level, f"ismcts:{level}")


def hint_level(game_id: str) -> str:
    """The level a hint is asked of: normal, which answers within a second in every game, unless the game's
    own AI module names a better player that answers as quickly."""
    _load_plugins()
    return _HINT_LEVELS.get(game_id, "normal")


def register_pattern(pattern: str, shown_as: str, factory: Callable[[re.Match[str], str, int], Player]) -> None:
    """A family of names (a regular expression matched in full), shown in the list of names as `shown_as`."""
    _PATTERNS.append((re.compile(pattern), shown_as, factory))


def player_names(game_id: str | None = None) -> list[str]:
    _load_plugins()
    return [n for n in _FACTORIES if game_id is None or ":" not in n or n.split(":")[0] in ("ismcts", game_id)]


def make_player(name: str, game_id: str, seed: int = 0) -> Player:
    """A player by name; a bare level (`easy`, `normal`, `hard`) is that level's player in this game."""
    _load_plugins()
    if name in LEVEL_NAMES:
        name = level_player(game_id, name)
    if name not in _FACTORIES:
        for pattern, _, factory in _PATTERNS:
            found = pattern.fullmatch(name)
            if found:
                return factory(found, game_id, seed)
        families = [*LEVEL_NAMES, *(shown for _, shown, _ in _PATTERNS)]
        raise InvalidInput(f"unknown player {name!r}; known: {', '.join(player_names(game_id) + families)}")
    prefix = name.split(":")[0]
    if ":" in name and prefix not in ("ismcts", game_id):
        raise InvalidInput(f"player {name!r} plays {prefix}, not {game_id}")
    return _FACTORIES[name](game_id, seed)


def load_players() -> None:
    """Every game's players registered now; a game whose AI data file is damaged is left out of the games
    (games.registry.leave_out), so a caller that lists the games after this never offers it."""
    _load_plugins()


@cache
def _load_plugins() -> None:
    """The generic search's players, then each game's own (the AI module its registry entry names)."""

    from ai import ismcts
    from ai.manifest import ai_hooks
    from games.errors import RulesFileError
    from games.registry import ManifestError, broken_games, entries, leave_out

    ismcts.register(register_player, register_pattern)  # ismcts:<level> and the ismcts:<iterations> family
    broken = broken_games()
    for item in entries():
        if item.ai is None or item.id in broken:  # a game whose rule book did not load has no players to offer
            continue
        try:
            hooks = ai_hooks(item.id)
            own = hooks.players()
        except RulesFileError as exc:  # a data file it ships (Bridž's bidding system) is damaged: the game goes
            leave_out(item.id, exc)
            continue
        for suffix, factory in own.items():
            register_player(f"{item.id}:{suffix}", factory)
        for level in hooks.menu_levels:
            if level not in LEVEL_NAMES or level not in own:
                raise ManifestError(f"game {item.id!r}: {item.ai}.AI_HOOKS.menu_levels: {level!r} is not a level "
                                    f"with a player of the game's own; levels: {', '.join(LEVEL_NAMES)}, its "
                                    f"players: {', '.join(own) or 'none'}")
            _LEVEL_PLAYERS.setdefault(item.id, {})[level] = f"{item.id}:{level}"
        if hooks.hint_level not in LEVEL_NAMES:
            raise ManifestError(f"game {item.id!r}: {item.ai}.AI_HOOKS.hint_level: unknown level "
                                f"{hooks.hint_level!r}; known: {', '.join(LEVEL_NAMES)}")
        _HINT_LEVELS[item.id] = hooks.hint_level


on_change(_load_plugins.cache_clear)  # a test that adds a game has its players found afresh
