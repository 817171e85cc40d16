"""What a player is given: its seat's view of the deal, never the deal itself.

The view holds the observation, the legal actions and a *sampled* world: a copy of
the deal in which every card the seat cannot see has been re-dealt at random. A bot
can search that world (and sample more from it); the view keeps no reference to the
true state, and neither does anything reachable from it or from the module-level
names of the engine (tests/test_hidden_info.py walks that whole graph). The human at
the table gets the same view, so nobody is privileged.

What this does not stop: a bot runs in Karty's own process, so code that inspects the
interpreter itself (the caller's stack frames, `gc.get_objects()`, `ctypes`) can find
the live state. Nor does it stop probing a cache by calling it: a functools cache's
`cache_info()`, or just the time a call takes, tells whether it met those arguments
before. The engines' module-level tables are built for the whole pack at once, so they
hold nothing to probe (tests/test_hidden_info.py checks that play writes none of them),
but Cribbage's show counts are cached as they come (games/cribbage/scoring.py says why).
Python gives no wall against that inside one process; a bot from an untrusted source
would have to run in a process of its own, handed only its view.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.actions import Action
from games.jsontypes import JsonObject
from games.state import Observation, State
from games.world_sampler import WorldSampler


class PlayerView:
    __slots__ = ("_draw", "_template", "legal_actions", "observation", "seat")

    def __init__(self, state: State, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.observation: Observation = state.observation(seat)
        self.legal_actions: tuple[Action, ...] = tuple(state.legal_actions()) if state.current_player == seat else ()
        self._template = state.sample_world(seat, rng)
        self._draw: Callable[[random.Random], State] | None = None

    @classmethod
    def of_world(cls, world: State, seat: int) -> PlayerView:
        """The view of `seat` whose worlds are re-deals of `world`, a world already sampled for that seat (a
        search worker rebuilds the view it was sent this way: it is given a sampled world, never the deal)."""
        view = cls.__new__(cls)
        view.seat = seat
        view.observation = world.observation(seat)
        view.legal_actions = tuple(world.legal_actions()) if world.current_player == seat else ()
        view._template = world
        view._draw = None
        return view

    def template_data(self) -> JsonObject:
        """The sampled world this view re-deals from, as plain data (`State.to_dict`): what a search worker
        process is sent. It is a re-deal of the cards the seat cannot see, so it holds nothing the seat may not
        know."""
        return self._template.to_dict()

    def sample_world(self, rng: random.Random) -> State:
        """A full deal consistent with this seat's observation, for search."""
        draw = self._draw
        if draw is None:  # prepared at the first draw, reused by the search's thousands (State.world_sampler)
            draw = self._draw = self._template.world_sampler(self.seat)
        return draw(rng)

    def sample_unkept(self, rng: random.Random) -> tuple[State, int | None]:
        """`sample_world` for a caller that may throw the world away unplayed (the hard level weighs several
        per iteration): the same draws of `rng`, and the world with the seed of its own generator, not yet made
        where making it can wait (`WorldSampler.draw`); `WorldSampler.keep(world, seed)` makes the world whole,
        the very world `sample_world` gives. Seed None: the world is whole already."""
        if type(self).sample_world is not PlayerView.sample_world:  # a view that draws its worlds its own way
            return self.sample_world(rng), None
        draw = self._draw
        if draw is None:
            draw = self._draw = self._template.world_sampler(self.seat)
        if isinstance(draw, WorldSampler):
            return draw.draw(rng)
        return draw(rng), None

    def unkept_sampler(self) -> tuple[Callable[[random.Random], tuple[State, int | None]],
                                      Callable[[State, int | None], State]]:
        """`sample_unkept` and the `keep` that makes its worlds whole, looked up once for a search's thousands of
        draws: the same draws, a call fewer each."""
        if type(self).sample_world is not PlayerView.sample_world:
            return self.sample_unkept, WorldSampler.keep
        draw = self._draw
        if draw is None:
            draw = self._draw = self._template.world_sampler(self.seat)
        if isinstance(draw, WorldSampler):
            return draw.draw, type(draw).keep
        whole = draw
        return (lambda rng: (whole(rng), None)), WorldSampler.keep

    def template(self) -> State:
        """A copy of the sampled world this view re-deals from, as it is (`template_data` as a state): a search
        worker continues a chain of worlds from it (ai/games/boston/worlds.py) rather than from a re-deal."""
        return self._template.clone()

    @property
    def game_id(self) -> str:
        return self._template.game_id

    @property
    def num_players(self) -> int:
        return self._template.num_players


class LegalView(PlayerView):
    """The view of a player that reads nothing but the legal actions (the random player says so with
    `legal_actions_only = True`): no observation and no sampled world are built, which is most of a
    random player's time in a simulation. Reading either fails loudly rather than quietly sampling."""

    __slots__ = ("_game_id", "_num_players")

    def __init__(self, state: State, seat: int) -> None:  # the parent's work is what this view exists to skip
        self.seat = seat
        self.legal_actions = tuple(state.legal_actions()) if state.current_player == seat else ()
        self._game_id, self._num_players = state.game_id, state.num_players

    def sample_world(self, rng: random.Random) -> State:
        raise TypeError("a LegalView has no sampled world: its player said it reads the legal actions only")

    @property
    def game_id(self) -> str:
        return self._game_id

    @property
    def num_players(self) -> int:
        return self._num_players
