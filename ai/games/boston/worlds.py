"""Worlds drawn in proportion to the belief: a Metropolis chain over the cards a seat cannot see.

The search asks its view for a new world every iteration. Drawing a uniform re-deal and keeping it
with probability `belief` (ISMCTS's `infer`) is exact but, in Boston, far too wasteful: after an
auction of raised bids only about one re-deal in thirty to three hundred fits the calls as well as
the best one seen (measured over play positions of boston:normal deals), so nearly every draw is
thrown away. Here one deal of the hidden cards is kept and changed a little per world instead: two
unseen cards of two different places swap (never into a hand void of the suit), and the swap
stays with probability min(1, belief after / belief before); one between a seat's hand and the card
it laid aside in a Little misère changes nothing the calls speak of, and always stays. The chain's deals follow the
belief (uniform where no call is read); consecutive worlds are alike, which the search, averaging
over thousands of them, does not mind. A swap touches two hands, so only those two seats'
likelihoods are computed again (`AuctionBelief.seat_weight`, as ai/games/boston/seat_weights.py reads it off
each seat's dealt cards kept as a bitmask, the same figures at a fifth of the cost), and the deal itself changes
only when a swap stays.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import asdict
from typing import TYPE_CHECKING, TypedDict, cast

from ai.games.boston.belief import AuctionBelief, Reading
from ai.games.boston.seat_weights import SeatWeights
from ai.view import PlayerView
from cards import Card
from games import rng as rngs
from games.boston.tables import card_bit, hand_mask
from games.jsontypes import JsonObject
from games.state import State
from games.world_sampler import SeededOnUse

if TYPE_CHECKING:
    from games.boston.rules import BostonState

#: swaps before the first world (from a uniform re-deal to the belief), and between two worlds
BURN_IN = 300
STEPS = 4
#: the name this way of drawing worlds goes by in Boston's SearchHooks.samplers (ai/games/boston/search.py)
SAMPLER = "auction"


class AuctionSettings(TypedDict):
    """How a `BeliefView` draws its worlds, as plain values: what a search worker rebuilds it from (`rebuild`)."""

    burn_in: int
    steps: int
    resume: bool
    reading: dict[str, float]  # the Reading's fields


class BeliefView:
    """A PlayerView whose `sample_world` follows `belief` for the view's seat; the rest is the view's."""

    __slots__ = ("_belief", "_bits", "_chain", "_dealt", "_hidden", "_place", "_suits", "_view", "_weigh", "_weights",
                 "burn_in", "legal_actions", "observation", "resume", "seat", "steps", "swaps_kept", "swaps_tried")

    def __init__(self, view: PlayerView, belief: AuctionBelief, burn_in: int = BURN_IN, steps: int = STEPS,
                 resume: bool = False) -> None:
        self._view = view
        #: the chain starts at the view's own sampled world, a deal of a chain already under way (a search
        #: worker's copy of the caller's), rather than at a uniform re-deal
        self.resume = resume
        self._belief = belief
        self.seat = view.seat
        self.legal_actions = view.legal_actions
        self.observation = view.observation
        self.burn_in, self.steps = burn_in, steps
        self._chain: BostonState | None = None  # the chain's deal, once _start has run
        self._hidden: list[Card] = []
        self._bits: list[int] = []  # each hidden card's bit in a hand mask
        self._suits: list[str | None] = []  # each hidden card's suit
        # each hidden card's place in the chain's deal, kept beside its zones (seat * 2, + 1 in the hand rather
        # than laid aside): the walk reads it twice a step, cheaper than parsing the zone's name
        self._place: list[int] = []
        self._dealt: dict[int, int] = {}  # per other seat, the mask of the cards the chain's deal dealt it
        self._weigh: SeatWeights | None = None
        self._weights: dict[int, float] = {}
        self.swaps_tried = self.swaps_kept = 0

    @property
    def game_id(self) -> str:
        return self._view.game_id

    def template_data(self) -> JsonObject:
        """What a search worker rebuilds this view from, as plain data: the chain's deal once it is under way
        (a world drawn by the belief, so the worker's chain needs no burn-in of its own: about 50 ms of CPU),
        else the plain view's sampled world."""
        return self._view.template_data() if self._chain is None else self._chain.to_dict()

    def sampler(self) -> tuple[str, AuctionSettings]:
        """How this view draws its worlds, as a search worker rebuilds it (`rebuild`, by name in the game's
        SearchHooks.samplers): the chain's lengths, whether it resumes from `template_data`, and the reading
        of the calls, plain values."""
        resume = self._chain is not None or self.resume
        return SAMPLER, {"burn_in": 0 if resume else self.burn_in, "steps": self.steps, "resume": resume,
                         "reading": asdict(self._belief.reading)}

    @property
    def num_players(self) -> int:
        return self._view.num_players

    def sample_world(self, rng: random.Random) -> State:
        chain = self.advance(rng)
        # `clone` would copy the chain's generator only for it to be replaced; Boston's rules draw only while
        # dealing, so the world's own is seeded on its first use, if any (the same seed drawn from `rng`)
        world = chain._copy_without_chance()
        world.history = chain.history.copy()
        world.rng = cast(random.Random, SeededOnUse(rngs.child_seed(rng)))
        return world

    @property
    def chain(self) -> BostonState | None:
        """The chain's deal as it stands (None before the first world): read it, do not change it."""
        return self._chain

    def advance(self, rng: random.Random) -> BostonState:
        """The chain moved on to the next world's deal (started first, with its burn-in), the BostonState that
        `sample_world` copies; the caller reads it and then draws the world's seed, as `sample_world` does
        (the light worlds of ai/games/boston/light.py)."""
        if self._chain is None:
            self._start(rng)
            self._walk(rng, self.burn_in)
        else:
            self._walk(rng, self.steps)
        return cast("BostonState", self._chain)

    # -- the chain ------------------------------------------------------------------------------------
    def _start(self, rng: random.Random) -> None:
        # a uniform re-deal (voids repaired), or where a chain is resumed its deal as it was
        # a Boston view's worlds are Boston states
        chain = cast("BostonState", self._view.template() if self.resume else self._view.sample_world(rng))
        self._chain = chain
        zones, seat = chain.zones, self.seat
        others = [s for s in range(chain.num_players) if s != seat]
        self._hidden = [c for s in others for z in (f"hand:{s}", f"aside:{s}") for c in zones[z]
                        if not zones.knows(seat, c)]
        dealt = {s: [*zones[f"hand:{s}"], *zones[f"aside:{s}"]] for s in others}
        for e in chain.history:
            if e.kind == "play" and e.seat in dealt and e.cards:
                dealt[e.seat].append(e.cards[0])
        # by the card's index in `_hidden`, as the walk draws them: a list read, not a Card hashed in Python
        self._bits = [card_bit(c) for c in self._hidden]
        self._suits = [c.suit for c in self._hidden]
        self._place = [s * 2 + (z == "hand") for s in others for z in ("hand", "aside") for c in zones[f"{z}:{s}"]
                       if not zones.knows(seat, c)]
        self._dealt = {s: hand_mask(cards) for s, cards in dealt.items()}
        self._weigh = weigh = SeatWeights(self._belief, chain)
        self._weights = {s: weigh(s, self._dealt[s]) for s in others}

    def _walk(self, rng: random.Random, steps: int) -> None:
        hidden = self._hidden
        if len(hidden) < 2:
            return
        chain = self._chain
        assert chain is not None  # _start has run
        zones, voids = chain.zones, chain.voids
        bits, suits, place = self._bits, self._suits, self._place
        dealt, weigh, weights = self._dealt, self._weigh, self._weights
        assert weigh is not None  # _start has run
        draw, count = rng.random, len(hidden)
        for _ in range(steps):
            # two `rngs.below(rng, count)`, inlined (four a world)
            i, j = int(draw() * count), int(draw() * count)
            if i >= count:
                i = count - 1
            if j >= count:
                j = count - 1
            za, zb = place[i], place[j]
            if za == zb:
                continue
            pa, pb = za >> 1, zb >> 1
            # a card moved into a hand must not be of a suit that hand showed out of
            if (zb & 1 and suits[i] in voids[pb]) or (za & 1 and suits[j] in voids[pa]):
                continue
            self.swaps_tried += 1
            if pa == pb:  # between a seat's hand and the card it laid aside: the same cards dealt, as likely
                zones.swap(hidden[i], hidden[j])
                place[i], place[j] = zb, za
                self.swaps_kept += 1
                continue
            # each of the two seats gives one card and gets the other
            both = bits[i] | bits[j]
            ma, mb = dealt[pa] ^ both, dealt[pb] ^ both
            wa, wb = weigh(pa, ma), weigh(pb, mb)
            old = weights[pa] * weights[pb]
            if wa * wb >= old or draw() * old < wa * wb:
                zones.swap(hidden[i], hidden[j])
                place[i], place[j] = zb, za
                dealt[pa], dealt[pb] = ma, mb
                weights[pa], weights[pb] = wa, wb
                self.swaps_kept += 1


def rebuild(view: PlayerView, settings: Mapping[str, object]) -> PlayerView:
    """The BeliefView of `view` that `BeliefView.sampler` describes: a search worker's copy of the caller's way
    of drawing worlds. Its chain goes on from the caller's deal (or, where the caller's had not started, from a
    re-deal of its own) by the worker's own seed: a chain per share, apart after a few dozen worlds. The settings
    are those `BeliefView.sampler` wrote (the search sends them under its name); the view is a PlayerView by duck
    typing: it has every member the search reads."""
    sent = cast(AuctionSettings, settings)
    return cast(PlayerView, BeliefView(view, AuctionBelief(Reading(**sent["reading"])), int(sent["burn_in"]),
                                       int(sent["steps"]), bool(sent.get("resume", False))))
