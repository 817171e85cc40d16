"""The TypedDicts that type an observation's facts (games/<id>/facts.py, found for every registered game that has
one; games/pot.py's PotPublic) say what each game's `public_info` and `private_info` build, at every step of a
match: the same keys, each value of its declared type."""

from __future__ import annotations

import importlib
import importlib.util
import random
import types
from pathlib import Path
from typing import Any, Union, get_args, get_origin, get_type_hints

import pytest

import games
from games import Match
from games.pot import PotPublic
from games.registry import entries, get_game


def _facts_types(reader: str) -> list[tuple[str, Any]]:
    """(game id, the TypedDict its facts module's `reader` returns) for every game whose engine package has a
    facts.py defining `reader` (public_facts, private_facts): a new game's typed facts are checked here unasked."""
    found = []
    for entry in entries():
        name = entry.engine.rsplit(".", 1)[0] + ".facts"
        if importlib.util.find_spec(name) is None:
            continue
        read = getattr(importlib.import_module(name), reader, None)
        if read is not None:
            found.append((entry.id, get_type_hints(read)["return"]))
    return found


#: a game and the TypedDict of its facts; `whole`: it names every fact (PotPublic names those the pot panel reads)
TYPED = [*((game_id, typed, True) for game_id, typed in _facts_types("public_facts")),
         ("cvik", PotPublic, False), ("komando", PotPublic, False), ("stortok", PotPublic, False)]
#: a game and the TypedDict of its private facts (beyond the cards of the observing seat's hand)
PRIVATE = _facts_types("private_facts")


def test_every_facts_module_is_found() -> None:
    """The discovery above finds every games/<package>/facts.py that types a game's facts (finding none, the checks
    below would pass without checking anything)."""
    on_disk = {path.parent.name for path in Path(games.__file__).parent.glob("*/facts.py")
               if hasattr(importlib.import_module(f"games.{path.parent.name}.facts"), "public_facts")}
    typed = {game_id for game_id, _ in _facts_types("public_facts")}
    found = {entry.engine.split(".")[1] for entry in entries() if entry.id in typed}
    assert on_disk and on_disk == found


def fits(value: Any, hint: Any) -> bool:
    """`value` is of the type `hint` names (the few a fact uses: int, float, str, None, a list of them, a union)."""
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        return any(fits(value, arm) for arm in get_args(hint))
    if origin is list:
        return isinstance(value, list) and all(fits(v, get_args(hint)[0]) for v in value)
    if origin is dict:
        key, item = get_args(hint)
        return isinstance(value, dict) and all(fits(k, key) and fits(v, item) for k, v in value.items())
    if hint is type(None):
        return value is None
    if hasattr(hint, "__required_keys__"):  # a TypedDict inside the facts (Bridž's sheet)
        inner = get_type_hints(hint)
        return (isinstance(value, dict) and hint.__required_keys__ <= set(value) <= set(inner)
                and all(fits(v, inner[k]) for k, v in value.items()))
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, hint) and not (hint is int and isinstance(value, bool))


@pytest.mark.parametrize(("game_id", "typed", "whole"), TYPED)
def test_the_typed_facts_are_the_facts_built(game_id: str, typed: Any, whole: bool) -> None:
    check_facts(game_id, typed, whole, private=False)


@pytest.mark.parametrize(("game_id", "typed"), PRIVATE)
def test_the_typed_private_facts_are_the_facts_built(game_id: str, typed: Any) -> None:
    check_facts(game_id, typed, True, private=True)


# Any: a TypedDict class, which has no static type of its own to name
def check_facts(game_id: str, typed: Any, whole: bool, private: bool) -> None:
    hints = get_type_hints(typed)
    match = Match(get_game(game_id), None, {}, 7)
    rng = random.Random(7)
    steps = 0
    while not match.is_over and match.current_player is not None and steps < 300:
        seen = match.observation(match.current_player)
        facts = seen.private if private else seen.public
        if whole:  # every fact built is declared, and every required one is built
            assert typed.__required_keys__ <= set(facts) <= set(hints), (
                f"undeclared {sorted(set(facts) - set(hints))}, missing {sorted(typed.__required_keys__ - set(facts))}")
        assert set(facts) & set(hints), "the TypedDict names none of the facts"
        wrong = {k: facts[k] for k in set(facts) & set(hints) if not fits(facts[k], hints[k])}
        assert not wrong, f"{game_id}: facts not of their declared types: {wrong}"
        match.apply(rng.choice(list(match.legal_actions())))
        steps += 1
    assert steps > 20
