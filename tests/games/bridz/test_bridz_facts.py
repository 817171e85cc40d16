"""Bridž's typed facts say what the state publishes: every public fact, the rubber's sheet in the match's carry-overs
and the double-dummy analysis beside them have exactly the keys and the value types games/bridz/facts.py declares,
so the bots and the table that read them through those types read what is there."""

from __future__ import annotations

import random
import types
import typing
from collections.abc import Mapping

import pytest

from games import Match
from games.bridz import dds, facts
from games.bridz.rules import GAME, BridzState


def problems(value: object, hint: object, where: str) -> list[str]:
    """Where `value` is not of the declared type `hint` (the few forms facts.py uses: TypedDicts, lists, dicts and
    mappings of str, unions, int, str, bool)."""
    if typing.is_typeddict(hint):
        assert isinstance(hint, type)
        if not isinstance(value, Mapping):
            return [f"{where}: {value!r} is not a mapping"]
        hints = typing.get_type_hints(hint, include_extras=True)
        # NotRequired read from the hints: Python 3.11 misses it in __required_keys__ under postponed annotations
        required = {key for key in getattr(hint, "__required_keys__", ())
                    if typing.get_origin(hints[key]) is not typing.NotRequired}
        missing = sorted(required - set(value))
        unknown = sorted(set(value) - set(hints))
        found = [f"{where}: missing {missing}"] if missing else []
        found += [f"{where}: undeclared {unknown}"] if unknown else []
        for key, item in value.items():
            if key in hints:
                found += problems(item, hints[key], f"{where}.{key}")
        return found
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.NotRequired:
        return problems(value, args[0], where)
    if origin in (types.UnionType, typing.Union):
        options = [problems(value, arg, where) for arg in args]
        return [] if any(not found for found in options) else [f"{where}: {value!r} is none of {hint}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        return [p for i, item in enumerate(value) for p in problems(item, args[0], f"{where}[{i}]")]
    if origin in (dict, Mapping):
        if not isinstance(value, Mapping):
            return [f"{where}: {value!r} is not a mapping"]
        return [p for key, item in value.items() for p in problems(item, args[1], f"{where}.{key}")]
    if hint is int:  # a bool is an int to Python, not to these facts
        return [] if isinstance(value, int) and not isinstance(value, bool) else [f"{where}: {value!r} is not int"]
    assert isinstance(hint, type), hint
    return [] if isinstance(value, hint) else [f"{where}: {value!r} is not {hint.__name__}"]


def played_match(seed: int, options: Mapping[str, object]) -> tuple[list[BridzState], list[Mapping[str, object]]]:
    """Every state of a randomly played match (its deals and their ends) and the carry-overs after each deal."""
    match = Match(GAME, 4, dict(options), seed)
    rng = random.Random(seed)
    states: list[BridzState] = []
    extras: list[Mapping[str, object]] = [match.context.extra]
    while not match.is_over and len(states) < 400:
        state = match.state
        assert isinstance(state, BridzState)
        states.append(state.clone())
        match.apply(rng.choice(state.legal_actions()))
        if match.state is not state or match.is_over:  # the deal's end
            states.append(state)
            extras.append(match.context.extra)
    return states, extras


@pytest.mark.parametrize("options", [
    {"seating": "cut", "alternate_packs": True, "claims": True, "deal_limit": 2},
    {"rubbers": 2, "honours": False, "deal_limit": 1},
], ids=["cut-packs-claims-limit", "two-rubbers"])
def test_the_public_facts_and_the_sheet_are_what_facts_py_declares(options: Mapping[str, object]) -> None:
    states, extras = played_match(1, options)
    seen: set[str] = set()
    for state in states:
        public = state.public_info()
        assert problems(public, facts.BridzPublic, "public") == []
        assert problems(state.observation(0).public, facts.BridzPublic, "observation") == []
        seen |= set(public)
    for extra in extras:
        assert problems(dict(extra), facts.Sheet, "extra") == []
    # the match reached what the optional facts are for: a contract, the play, the end, the deal before
    assert {"contract", "played", "turn", "voids", "outcome", "previous_deal"} <= seen
    assert any(state.public_info()["sheet"]["rubber_over"] for state in states)


def test_the_typed_reads_are_the_facts_themselves() -> None:
    """`public_facts` and `sheet_of` read the very mappings the state and the match hold (no copy, no change)."""
    states, extras = played_match(2, {})
    obs = states[-1].observation(1)
    assert facts.public_facts(obs) is obs.public
    assert facts.sheet_of(extras[-1]) is extras[-1]


@pytest.mark.skipif(not dds.available(), reason="endplay (DDS) is not installed")
def test_the_analysis_is_what_facts_py_declares() -> None:
    states, _ = played_match(3, {"deal_limit": 1, "rubbers": 2})
    ends = [s for s in states if s.is_over and s.contract]
    nexts = [s for s in states if "previous_deal" in s.public_info()]
    assert ends and nexts
    found = GAME.analysis(ends[0].public_info())
    assert problems(found, facts.BridzAnalysis, "analysis") == [] and "par" in found
    assert problems(GAME.analysis(nexts[0].public_info()), facts.BridzAnalysis, "analysis") == []
    assert problems(GAME.deal_report(ends[0].public_info()), facts.ParReport, "report") == []
