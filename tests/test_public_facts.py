"""The TypedDicts that type an observation's public facts (games/<id>/facts.py, games/pot.py's PotPublic) say what
each game's `public_info` builds, at every step of a match: the same keys, each value of its declared type."""

from __future__ import annotations

import random
import types
from typing import Any, Union, get_args, get_origin, get_type_hints

import pytest

from games import Match
from games.alager.facts import AlagerPrivate, AlagerPublic
from games.boston.facts import BostonPublic
from games.cerny_petr.facts import CernyPetrPublic
from games.cribbage.facts import CribbagePublic
from games.cvik.facts import CvikPublic
from games.hundert.facts import HundertPublic
from games.kolovrat.facts import KolovratPublic
from games.kvarteto.facts import KvartetoPublic
from games.ospalec.facts import OspalecPublic
from games.pot import PotPublic
from games.registry import get_game
from games.souboje.facts import SoubojePublic

#: a game and the TypedDict of its facts; `whole`: it names every fact (PotPublic names those the pot panel reads)
TYPED = [("boston", BostonPublic, True), ("cribbage", CribbagePublic, True), ("cvik", CvikPublic, True),
         ("cvik", PotPublic, False),
         ("komando", PotPublic, False), ("stortok", PotPublic, False),
         ("alager", AlagerPublic, True), ("cerny_petr", CernyPetrPublic, True), ("hundert", HundertPublic, True),
         ("kolovrat", KolovratPublic, True), ("kvarteto", KvartetoPublic, True), ("ospalec", OspalecPublic, True),
         ("souboje", SoubojePublic, True)]
#: a game and the TypedDict of its private facts (beyond the cards of the observing seat's hand)
PRIVATE = [("alager", AlagerPrivate)]


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
        if whole:
            assert set(facts) == set(hints)
        assert set(facts) & set(hints), "the TypedDict names none of the facts"
        wrong = {k: facts[k] for k in set(facts) & set(hints) if not fits(facts[k], hints[k])}
        assert not wrong, f"{game_id}: facts not of their declared types: {wrong}"
        match.apply(rng.choice(list(match.legal_actions())))
        steps += 1
    assert steps > 20
