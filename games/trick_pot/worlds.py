"""Worlds of a Cvik or Komando deal for the search, drawn so that a world read and thrown away costs little.

The hard level weighs about ten drawn worlds for each one it plays (ai/believer.py `believer`, the weight from
ai/games/cvik/manifest.py `plausibility`), and dealing a draw into zones was most of a draw's cost. `TrickWorlds` draws
the very worlds `WorldSampler` draws, from the same draws of the generator, but hands a draw back with its
zones `Undealt` (the unseen cards a shuffled list) until `WorldSampler.keep` deals them; the plausibility reads
the hands it needs off the list (`TrickWorlds.places`). The voids a world must keep are checked on the list too, so a
draw that breaks them is never dealt at all. What is shuffled is the cards' positions in the pool, the very
permutation from the very draws: a reader looks a card's worth up by its position in a list, not by its code in a
dict (a card hashes in Python), ten times an iteration.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable
from typing import Any, cast

from cards import Card
from games import rng as rngs
from games.state import State
from games.world_sampler import _UNSEEDED, SeededOnUse, Undealt, WorldSampler, shuffler
from games.zones import Zones


class TrickWorlds(WorldSampler[State]):
    """`WorldSampler` for a trick-play state whose consistency is `TrickPlay.world_is_consistent` (the voids): `draw`
    hands back worlds `Undealt` (see the module). The state hands its voids in, so this module, which the trick play
    builds on, need not know its class."""

    __slots__ = ("_fields", "_order", "_screens", "_shuffle", "_spans", "pool", "readings")

    def __init__(self, state: State, seat: int, voids: Iterable[tuple[int, str | None]]) -> None:
        super().__init__(state, seat)
        zones = state.zones
        places = zones.unknown_to(seat)  # in the order a re-deal fills them, from its pool shuffled
        #: the unseen cards in the order a re-deal shuffles them, and their positions in it, the list a draw shuffles
        self.pool: list[Card] = self._redeal.pool
        self._order = list(range(len(self.pool)))
        self._shuffle = shuffler(len(self._order))
        #: per zone with unseen places: where its cards start in the shuffled list, and its unseen indices
        #: (None: the zone is all unseen, one slice of the list)
        self._spans: dict[str, tuple[int, list[int] | None]] = {}
        for k, (name, i) in enumerate(places):
            span = self._spans.setdefault(name, (k, []))
            assert span[1] is not None
            span[1].append(i)
        for name, (start, indices) in list(self._spans.items()):
            if indices == list(range(len(zones[name]))):
                self._spans[name] = (start, None)
        #: the voids as checks on the shuffled list: the list positions dealt to a seat and the pool positions of
        #: the suit it showed out of; None if a card the seat knows breaks a void already (then no draw is consistent)
        self._screens: list[tuple[range, frozenset[int]]] | None = []
        for s, suit in voids:
            if s == seat:
                continue
            name = f"hand:{s}"  # trick_play.HANDS, which imports this module
            start, indices = self._spans.get(name, (0, []))
            unseen = range(len(zones[name])) if indices is None else indices
            if any(c.suit == suit for i, c in enumerate(zones[name]) if i not in unseen):
                self._screens = None
                break
            self._screens.append((range(start, start + len(unseen)),
                                  frozenset(k for k, c in enumerate(self.pool) if c.suit == suit)))
        #: the fields of a world drawn undealt, but its zones: the state's own, shared (such a world is only read)
        self._fields = dict(vars(state), history=self._seen, rng=_UNSEEDED)
        #: what a reader of these worlds works out once for all of them (the plausibility's reading of the history
        #: they share), by the reader's own key
        self.readings: dict[Hashable, Any] = {}  # Any: a reader's own (ai/games/trick_pot/model.py's weighers)

    def draw(self, rng: random.Random) -> tuple[State, int | None]:
        """`WorldSampler.draw` with the world's zones `Undealt`: the same draws of `rng`, and once kept the very
        world the base class draws (tests/games/cvik/test_cvik_worlds.py)."""
        state = self._state
        if state.max_world_tries <= 0:
            return state, None
        cards, seed = self.draw_cards(rng)
        return self.world_of(cards), seed

    def draw_cards(self, rng: random.Random) -> tuple[list[int], int]:
        """`draw`'s draws of `rng` without its world: the shuffled pool positions (`Undealt.cards`) and the seed;
        `world_of` makes the world (a reader that weighs them first makes only the world it keeps, ai/believer.py).
        Only for a state with `max_world_tries` above 0."""
        order, shuffle, child_seed = self._order, self._shuffle, rngs.child_seed
        if self._screens == []:  # no voids to keep: the first draw fits
            cards = order.copy()
            shuffle(rng, cards)
            return cards, child_seed(rng)
        fits = self._fits
        cards, seed = order, 0
        for _ in range(self._state.max_world_tries):
            cards = order.copy()
            shuffle(rng, cards)
            seed = child_seed(rng)
            if fits(cards):
                break
        return cards, seed

    def world_of(self, cards: list[int]) -> State:
        """The world `draw` hands back for these shuffled pool positions (undealt)."""
        world: State = object.__new__(type(self._state))
        world.__dict__ = fields = self._fields.copy()
        fields["zones"] = Undealt(self, cards)
        return world

    def generator(self, seed: int) -> random.Random:
        """`SeededOnUse`: Cvik's and Komando's rules draw only while dealing (`CvikState.start`, `KomandoState.start`),
        never in the deals a search plays."""
        return cast(random.Random, SeededOnUse(seed))

    def dealt(self, cards: list[int]) -> Zones:
        """`WorldSampler.dealt`: the cards at these positions of the pool, dealt."""
        pool = self.pool
        return self._redeal.deal([pool[k] for k in cards])

    def _fits(self, cards: list[int]) -> bool:
        """`TrickPlay.world_is_consistent` of the world these pool positions deal."""
        screens = self._screens
        if screens is None:
            return False
        for positions, barred in screens:
            for k in positions:
                if cards[k] in barred:
                    return False
        return True

    def places(self, name: str) -> list[int | Card]:
        """Where the cards of zone `name` of a world drawn here are, place by place: the position in its unseen
        cards (`Undealt.cards`, which holds there the card's position in `pool`) where the place is unseen, else the
        card the seat knows there."""
        places: list[int | Card] = list(self._state.zones[name])
        span = self._spans.get(name)
        if span is not None:
            start, indices = span
            for j, i in enumerate(range(len(places)) if indices is None else indices, start):
                places[i] = j
        return places


def undealt(world: State) -> Undealt[State] | None:
    """The zones of a world `TrickWorlds.draw` drew and `keep` has not dealt yet; None for a whole world."""
    zones: object = world.zones  # Undealt, typed Zones (see TrickWorlds.draw)
    return zones if type(zones) is Undealt else None
