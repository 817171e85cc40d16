"""Players: the interface every bot implements, and the random player."""

from __future__ import annotations

import random
from typing import Protocol

from ai.view import PlayerView
from games import rng as rngs
from games.actions import Action


class Player(Protocol):
    name: str

    def choose(self, view: PlayerView) -> Action:
        """One of `view.legal_actions`."""
        ...


class RandomPlayer:
    """Picks uniformly among the legal actions: the baseline every AI must clearly beat."""

    #: it reads the legal actions alone, so a simulation hands it an ai.view.LegalView (no sampled world)
    legal_actions_only = True

    def __init__(self, seed: int = 0) -> None:
        self.name = "random"
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        return view.legal_actions[rngs.below(self.rng, len(view.legal_actions))]
