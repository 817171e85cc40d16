"""The public facts' TypedDict (games/cribbage/facts.py) says what `public_info` builds, at every step of a deal."""

from __future__ import annotations

import random
from typing import get_type_hints

from games import Match
from games.cribbage.facts import CribbagePublic, public_facts
from games.cribbage.rules import GAME

SIMPLE = {int: int, str: str, list[int]: list, list[str]: list, list[float]: list}


def test_the_typed_facts_are_the_facts_built() -> None:
    hints = get_type_hints(CribbagePublic)
    match = Match(GAME, 2, {}, 7)
    rng = random.Random(7)
    phases = set()
    for _ in range(200):  # a match: its deals discarded, played and shown
        if match.is_over or match.current_player is None:
            break
        facts = public_facts(match.observation(match.current_player))
        assert set(facts) == set(hints)
        phases.add(facts["phase"])
        for key, hint in hints.items():
            value = facts[key]  # type: ignore[literal-required]  # the key is each of the TypedDict's in turn
            if hint in SIMPLE:
                assert isinstance(value, SIMPLE[hint]), key
            else:  # the optional ones: a str once known
                assert value is None or isinstance(value, str), key
        match.apply(rng.choice(list(match.legal_actions())))
    assert {"discard", "play"} <= phases  # the show counts itself unless muggins is on
