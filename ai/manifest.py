"""What a game's AI module tells the AI layer: one typed `AI_HOOKS = AiHooks(...)` per game.

A game's registry entry (games/registry.py `GameEntry.ai`) names the module that holds its `AI_HOOKS`; the
AI layer reads nothing else of it. The fields are typed, so a misspelt or mistyped hook is a type error, and the
layer checks each manifest as it loads it (`ai_hooks`): a module without `AI_HOOKS`, a value of another type, a
hook left beside it under an old name (`PLAYERS`, `MENU_LEVELS`, `HINT_LEVEL`, `SEARCH`) or a module that does not
load for a wrong keyword is refused with the game's id and the hook's name.

A game whose AI is a package keeps its `AI_HOOKS` in the package's `manifest` module, which imports the search
hooks and reaches the players only through the `players` function: the search reads its hooks without loading
the players' tables (a bidding system, a solver).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from functools import cache

from ai.players import Player
from ai.review.hooks import ReviewHooks
from ai.search_hooks import NO_HOOKS, AnyHooks, SearchHooks
from games.game import CallMeaning
from games.registry import ManifestError, entry, on_change, read_manifest
from games.state import State

#: a player of the game, made for (game id, seed)
PlayerFactory = Callable[[str, int], Player]
#: the names the AI layer once read one by one; left beside `AI_HOOKS` they would be silently ignored
OLD_NAMES = ("PLAYERS", "MENU_LEVELS", "HINT_LEVEL", "SEARCH", "CALL_MEANING")


def no_players() -> Mapping[str, PlayerFactory]:
    return {}


@dataclass(frozen=True)
class AiHooks:
    """One game's AI: its own players, which menu levels they play, who answers hints, and the search's hooks.

    - `players()`: the game's own players by name after `<id>:` (`{"hard": factory}` registers `cribbage:hard`),
      each `factory(game_id, seed) -> Player`; a function, so that the players' module loads only when the
      players are listed, never when the search reads `search`;
    - `menu_levels`: the levels (of ai/registry.py `LEVEL_NAMES`) the menu seats with the game's own player of
      that name instead of the search, where it was measured stronger or the search cannot play a phase (a
      bidding system); each must be a key of `players()`;
    - `hint_level`: the level whose player answers the table's hints (normal's by default), where a better
      player answers as quickly;
    - `search`: what the generic search knows of playing the game well (ai/search_hooks.py `SearchHooks`);
    - `call_meaning(calls, dealer, seat, call)`: what a call says by the game's bidding system, in English, or
      "" (the notes of Bridž's PBN export); None where the game has no bidding system;
    - `review()`: what the review of a deal rates the game's decisions by (ai/review/hooks.py `ReviewHooks`: its
      unit, its marks' thresholds, an exact evaluator); a function, so the evaluator's module loads only when a
      deal is reviewed; None: the search rates every decision (`SEARCHED`).
    """

    players: Callable[[], Mapping[str, PlayerFactory]] = no_players
    menu_levels: tuple[str, ...] = ()
    hint_level: str = "normal"
    search: AnyHooks = NO_HOOKS
    call_meaning: CallMeaning | None = None
    review: Callable[[], ReviewHooks] | None = None


#: a game without an AI module of its own: random and the search play every level
NO_AI = AiHooks()
HOOK_NAMES = tuple(f.name for f in fields(AiHooks))


@cache
def ai_hooks(game_id: str) -> AiHooks:
    """The game's `AI_HOOKS`, checked; `NO_AI` for a game without an AI module (or not registered)."""
    try:
        module_name = entry(game_id).ai
    except ValueError:  # a game of the tests that is not in the list
        return NO_AI
    if module_name is None:
        return NO_AI
    hooks: AiHooks = read_manifest(game_id, module_name, "AI_HOOKS", AiHooks, OLD_NAMES,
                                     ("players", "call_meaning"))
    if not isinstance(hooks.search, SearchHooks):
        raise ManifestError(f"game {game_id!r}: {module_name}.AI_HOOKS.search is a {type(hooks.search).__name__}, "
                            f"not a SearchHooks")
    return hooks


on_change(ai_hooks.cache_clear)


def search_hooks(game_id: str) -> AnyHooks:
    """The game's search hooks (`AI_HOOKS.search`), or `NO_HOOKS`; read once per game (`ai_hooks` is cached)."""
    return ai_hooks(game_id).search


def step_by_step(state: State, rng: random.Random) -> list[float]:
    """The deal played out by the game's `rollout_action` one move at a time, as the search's own loop plays it:
    where a game's quick `playout` meets a world it does not read, it hands the world to this."""
    from ai.tree import MAX_ROLLOUT_STEPS

    policy = search_hooks(state.game.id).rollout_action
    if policy is None:
        raise ValueError(f"{state.game.id} has no rollout_action to play a deal out by")
    steps = 0
    while not state.is_over and steps < MAX_ROLLOUT_STEPS:
        state.history.extend(state._apply(policy(state, rng)))
        steps += 1
    return state.returns()
