"""Phases are StrEnums (one per game; Cvik and Komando share theirs), saved and shown as the strings
that saves have always held, and loaded back as members."""

from __future__ import annotations

import json
import random

import pytest

from games import Match, State
from games.registry import get_game

#: the phase strings each game's saves hold: a renamed value would break them
SAVED = {
    "cribbage": {"discard", "play", "show", "done"},
    "bridz": {"auction", "play", "over"},
    "boston": {"auction", "partner", "aside", "play", "over"},
    "cvik": {"declare", "swap", "auction", "join", "buy", "play", "over"},
    "komando": {"declare", "swap", "auction", "join", "buy", "play", "over"},
    "ospalec": {"pass", "give", "together", "race", "over"},
}


def _states(game_id: str, seed: int) -> list[State]:
    match = Match(get_game(game_id), None, {}, seed)
    rng = random.Random(seed)
    seen = [match.state.clone()]
    while not match.is_over and len(seen) < 400:
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
        seen.append(match.state.clone())
    return seen


@pytest.mark.parametrize("game_id", sorted(SAVED))
def test_phases_save_as_their_strings_and_load_as_members(game_id: str) -> None:
    game = get_game(game_id)
    phases = game.state_class.phases
    assert phases is not None and {p.value for p in phases} == SAVED[game_id]
    met = set()
    for state in _states(game_id, 3):
        assert type(state.phase) is phases  # type: ignore[attr-defined]
        met.add(state.phase)  # type: ignore[attr-defined]
        saved = json.loads(json.dumps(state.to_dict()))
        fields = state.to_dict()["fields"]
        assert isinstance(fields, dict) and type(fields["phase"]) is str
        assert saved["fields"]["phase"] == state.phase.value  # type: ignore[attr-defined]
        loaded = type(state).from_dict(game, saved)
        assert type(loaded.phase) is phases and loaded == state  # type: ignore[attr-defined]
        assert state.public_info().get("phase", state.phase) == state.phase.value  # type: ignore[attr-defined]
    assert len(met) >= 2


def test_a_state_saved_with_a_plain_phase_string_loads() -> None:
    state = _states("bridz", 1)[-1]
    data = state.to_dict()
    fields = data["fields"]
    assert isinstance(fields, dict) and isinstance(fields["phase"], str) and fields["phase"] in SAVED["bridz"]
    loaded = type(state).from_dict(state.game, data)
    assert loaded.phase is state.phases(fields["phase"])  # type: ignore[attr-defined,misc]
