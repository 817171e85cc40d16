"""Walk every object a bot can reach, to prove none of them leads to the true deal.

A bot is handed its `PlayerView`, keeps its own attributes, and may import any module. From
those roots this walks attributes, slots, containers, closures, defaults, bound methods and the
module-level names of Karty's own modules, and reports what it should never find: the live
`State` or `Match`, a list or dict the live deal owns, or an event the seat was not shown.
"""

from __future__ import annotations

import functools
import sys
import types
from collections import deque
from collections.abc import Iterable, Iterator
from typing import Any

from cards.model import Card
from games.match import Match
from games.state import State

#: the packages whose module-level names a bot can import and read
OWN_PACKAGES = ("games", "ai", "cards")
_LEAVES = (str, bytes, int, float, complex, bool, type(None), range, Card)


def _own(name: str | None) -> bool:
    return bool(name) and str(name).split(".")[0] in OWN_PACKAGES


def _slots(obj: Any) -> Iterator[Any]:
    for klass in type(obj).__mro__:
        for name in getattr(klass, "__slots__", ()):
            if name in ("__dict__", "__weakref__"):
                continue
            try:
                yield getattr(obj, name)
            except AttributeError:
                continue


def _children(obj: Any) -> Iterator[Any]:
    """What one step from `obj` reaches, as a bot's code could follow it."""
    if isinstance(obj, dict):
        yield from obj.keys()
        yield from obj.values()
    elif isinstance(obj, (list, tuple, set, frozenset)):
        yield from obj
    elif isinstance(obj, types.ModuleType):
        if _own(obj.__name__):
            yield from vars(obj).values()
        return
    elif isinstance(obj, type):
        if _own(obj.__module__):
            yield from vars(obj).values()
        return
    elif isinstance(obj, types.FunctionType):
        for cell in obj.__closure__ or ():
            try:
                yield cell.cell_contents
            except ValueError:  # an empty cell
                continue
        yield from obj.__defaults__ or ()
        yield from (obj.__kwdefaults__ or {}).values()
        if _own(obj.__module__):
            yield sys.modules.get(obj.__module__)
        return
    elif isinstance(obj, types.MethodType):
        yield obj.__self__
        yield obj.__func__
        return
    elif isinstance(obj, functools.partial):
        yield obj.func
        yield from obj.args
        yield from obj.keywords.values()
        return
    elif isinstance(obj, (staticmethod, classmethod)):
        yield obj.__func__
        return
    elif isinstance(obj, property):
        yield from (obj.fget, obj.fset, obj.fdel)
        return
    if hasattr(obj, "__dict__") and not isinstance(obj, types.ModuleType):
        yield from vars(obj).values()
    yield from _slots(obj)


def reachable(roots: Iterable[Any], limit: int = 2_000_000) -> Iterator[Any]:
    """Every object reachable from `roots` (each once), breadth first."""
    seen: set[int] = set()
    queue = list(roots)
    while queue:
        obj = queue.pop()
        if isinstance(obj, _LEAVES) or id(obj) in seen:
            continue
        seen.add(id(obj))
        if len(seen) > limit:
            raise AssertionError(f"more than {limit} objects reachable: the walk is lost")
        yield obj
        queue.extend(_children(obj))


def _mutable(obj: Any) -> bool:
    """Whether a bot holding `obj` could read what changes in it or change it: lists, dicts, sets,
    generators and plain instances; not tuples, records that refuse stores, functions, classes or modules."""
    if isinstance(obj, (list, dict, set, bytearray)):
        return True
    if isinstance(obj, (tuple, frozenset, types.FunctionType, types.MethodType, types.ModuleType, type,
                        types.BuiltinFunctionType)):
        return False
    if type(obj).__setattr__ is not object.__setattr__:
        return False  # refuses stores: frozen records, the match's options
    return hasattr(obj, "__dict__") or bool(getattr(type(obj), "__slots__", ()))


def _instance_data(state: State | Match) -> set[int]:
    """The ids of the mutable objects a deal or match holds."""
    return {id(obj) for obj in reachable([state]) if _mutable(obj)}


def private_objects(match: Match, other: Match) -> set[int]:
    """Ids of what the live match owns and an independent match of the same game does not share:
    its states, zones, lists, dicts, generators. What both hold (the game, the pack, the rule
    book, interned values) is common knowledge."""
    mine = _instance_data(match)
    common = _instance_data(other)
    return mine - common


def leaks(roots: Iterable[Any], match: Match, seat: int, private: set[int]) -> list[str]:
    """What a bot at `seat` could reach from `roots` that it must not: described, empty when clean."""
    found: list[str] = []
    live_state = match.state
    # Only the live deal's own records count: a bot's search makes up events of its sampled worlds.
    kept_from_seat = {id(e) for deal in (*match.finished_deals, live_state) for e in deal.history
                      if e.audience is not None and seat not in e.audience and e.cards}
    for obj in reachable(roots):
        if obj is live_state:
            found.append("the live State")
        elif isinstance(obj, Match):
            found.append(f"a Match ({'the live one' if obj is match else 'another'})")
        elif id(obj) in private:
            found.append(f"a {type(obj).__name__} the live deal owns")
        elif id(obj) in kept_from_seat:
            found.append(f"an event the seat was not shown ({obj.kind}: {[c.code for c in obj.cards]})")
        if len(found) > 5:
            break
    return found


def module_containers() -> dict[int, tuple[str, Any]]:
    """Every mutable container a bot can reach from the module-level names of Karty's modules, by id,
    with a name to report it by: the module-level name it is nearest to (one walk, breadth first from
    every name at once, so a table a module names is not reported as inside some function's module)."""
    roots: deque[tuple[str, bool, Any]] = deque()
    for name, module in list(sys.modules.items()):
        if _own(name) and module is not None:
            roots.extend((f"{name}.{key}", True, value) for key, value in list(vars(module).items())
                         if not isinstance(value, types.ModuleType))  # a module is walked under its own names
    found: dict[int, tuple[str, Any]] = {}
    seen: set[int] = set()
    queue = roots
    while queue:
        label, named, obj = queue.popleft()
        if isinstance(obj, _LEAVES) or id(obj) in seen:
            continue
        seen.add(id(obj))
        if len(seen) > 2_000_000:
            raise AssertionError("more than 2,000,000 objects reachable from the modules: the walk is lost")
        if isinstance(obj, (list, dict, set)):
            found[id(obj)] = (label if named else f"{label}: a {type(obj).__name__} inside", obj)
        queue.extend((label, False, child) for child in _children(obj))
    return found


def _fingerprint(obj: list[Any] | dict[Any, Any] | set[Any]) -> tuple[int, int]:
    """What tells that a container was written: its length, and the identity of its last key or item (a cache
    emptied when full and filled again keeps its length)."""
    if isinstance(obj, set) or not obj:
        return len(obj), 0
    return len(obj), id(next(reversed(obj)))


def _preview(obj: list[Any] | dict[Any, Any] | set[Any]) -> str:
    items = list(obj.items() if isinstance(obj, dict) else obj)[-2:]
    text = ", ".join(repr(item)[:80] for item in items)
    return f"... {text}" if len(obj) > 2 else text


def _play(game_id: str, seed: int, steps: int, think_at: int | None) -> None:
    """`steps` random moves of a match, each seat's legal moves offered as the table does, and at move
    `think_at` the game's hint-level player choosing for the seat to move (a human's hint, or a bot's turn)."""
    import random

    from ai.registry import hint_level, level_player, make_player
    from ai.view import PlayerView
    from games import Match, get_game

    game = get_game(game_id)
    match = Match(game, game.default_players(game.config()), seed=seed)
    rng = random.Random(seed)
    bot = make_player(level_player(game_id, hint_level(game_id)), game_id, seed)  # the AI modules loaded
    for step in range(steps):
        if match.is_over:
            break
        legal = match.legal_actions()
        seat = match.state.current_player
        if step == think_at and seat is not None:
            bot.choose(PlayerView(match.state, seat, random.Random(seed)))
        match.apply(legal[rng.randrange(len(legal))])


def containers_written_by_play(game_id: str, steps: int = 40, seed: int = 5, think_at: int | None = 5) -> list[str]:
    """Play the first `steps` moves of a match (each seat's legal moves offered, as the table does, and one
    seat's search for a hint at move `think_at`) and name every module-level container that changed meanwhile.

    Run it in a fresh interpreter. A cache written as the real deal goes tells a bot what it holds: an action
    for each card an opponent could play lists that opponent's hand. So does a cache of public events, such as
    cards played face up, once anyone searches: a seat's playouts lay down its own hand again and again.
    The first move of another seed is played first, and the AI modules loaded, so tables built once per pack,
    rule book or player count (with the first deal) do not count; no more, or a cache filled card by card could
    be full by then (in Ospalec every card is offered within a round).
    """
    _play(game_id, seed + 1, 1, None)
    # each container is held meanwhile, so that no id in `before` can pass to a new object
    before = {i: (obj, _fingerprint(obj)) for i, (_, obj) in module_containers().items()}
    _play(game_id, seed, steps, think_at)
    changed = []
    for i, (label, obj) in module_containers().items():
        if i not in before:
            changed.append(f"{label} (new: {_preview(obj)})")
        elif _fingerprint(obj) != before[i][1]:
            changed.append(f"{label} ({before[i][1][0]} -> {len(obj)}: {_preview(obj)})")
    return sorted(set(changed))
