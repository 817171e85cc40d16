"""What a player is given: its seat's view of the deal, never the deal itself.

The view holds the observation, the legal actions and a *sampled* world: a copy of
the deal in which every card the seat cannot see has been re-dealt at random. A bot
can search that world (and sample more from it) but can never reach the true state,
because the view never held a reference to it. The human at the table gets the same
view, so nobody is privileged.
"""

from __future__ import annotations

import random

from games.actions import Action
from games.state import Observation, State


class PlayerView:
    __slots__ = ("_template", "legal_actions", "observation", "seat")

    def __init__(self, state: State, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.observation: Observation = state.observation(seat)
        self.legal_actions: tuple[Action, ...] = tuple(state.legal_actions()) if state.current_player == seat else ()
        self._template = state.sample_world(seat, rng)

    def sample_world(self, rng: random.Random) -> State:
        """A full deal consistent with this seat's observation, for search."""
        return self._template.sample_world(self.seat, rng)

    @property
    def game_id(self) -> str:
        return self._template.game_id

    @property
    def num_players(self) -> int:
        return self._template.num_players
