"""The generic search in Bridž leaves claims out of its tree (ai/games/bridz/search.py `tree_actions`): each one
is a double-dummy check inside one iteration, and a claim that stands ends the deal as playing on would."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai.ismcts import ISMCTS
from ai.view import PlayerView
from games.bridz import claims
from games.bridz.rules import CLAIM
from games.match import Match
from games.registry import get_game


def test_the_search_tries_no_claim(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: Any, **kwargs: Any) -> bool:
        raise AssertionError("the search played a claim")

    monkeypatch.setattr(claims, "stands", refuse)
    match = Match(get_game("bridz"), None, seed=4)
    rng = random.Random(4)
    while CLAIM not in match.legal_actions():  # to a declarer leading a trick: the claim is the root's own move
        legal = [a for a in match.legal_actions() if a.kind != "claim"]
        match.apply(legal[int(rng.random() * len(legal))])
    state, seat = match.state, match.current_player
    assert seat is not None
    result = ISMCTS(iterations=60, seconds=None, seed=1, workers=1).search(PlayerView(state, seat, random.Random(2)))
    assert result.action is not CLAIM and result.iterations == 60
