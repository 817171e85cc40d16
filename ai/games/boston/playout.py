"""Boston deals played out to the end by a modelled table, for the bidder and the partner calls of hard.

The search's playout policy plays the cards (ai/games/boston/search.py `rollout_action`). The partner calls,
which that policy answers "alone" and "decline" to keep the search's playouts short, are made here
as a table of our bots makes them: the declarer asks, and each seat asked accepts with about two
tricks of its own in the trump suit (`ACCEPT_TRICKS`, the rule of `BostonPlayer.partner`).

Measured over 97 deals of four `boston:normal` players: a partnered game was made 97 times in 100,
and the partner added 3.7 tricks to the declarer's own, twice what the bidder's fixed allowance of
1.8 assumed. Playing the partner out instead of allowing for him lets the bidder see this per hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, cast

from ai.games.boston.quick_playout import play_cards
from ai.games.boston.search import rollout_action
from games.actions import Action
from games.boston.actions import ACCEPT, ASK, DECLINE
from games.boston.rules import PARTNER, PLAY, BostonState
from games.boston.tables import SUITS, trick_estimate
from games.state import State

#: tricks of his own (by the quick estimate) with which a seat asked to be partner accepts
ACCEPT_TRICKS = 2.0


@dataclass(frozen=True)
class Outcome:
    """One deal played out for a declarer: his own tricks, his side's, and whether a partner came."""

    own: int
    side: int
    partnered: bool


class Worlds(Protocol):
    """What the bidder draws its worlds from: a `PlayerView` of a Boston deal, or one that follows the calls
    (ai/games/boston/worlds.py `BeliefView`)."""

    @property
    def seat(self) -> int: ...

    def sample_world(self, rng: random.Random) -> State: ...


def boston(world: State) -> BostonState:
    """A world of a Boston view: a Boston deal (the view was made of one)."""
    return cast(BostonState, world)


def modelled_partner_call(world: BostonState) -> Action:
    """The call the modelled table makes in the partner phase: the declarer asks, the others accept by
    their trick estimate."""
    seat, trump = world.player, world.trump
    if seat == world.declarer:
        return ASK
    assert seat is not None and trump is not None  # a seat is asked once the contract names its trumps
    return ACCEPT if trick_estimate(world.hand(seat), trump) >= ACCEPT_TRICKS else DECLINE


def play_to_end(world: BostonState, rng: random.Random) -> BostonState:
    """Play `world` (changed in place) to its end: partner calls as modelled, every card by the policy. The cards
    are played on numbers (quick_playout.py `play_cards`: the same cards and draws as stepping them, a few times
    quicker), so the world ends with the tricks, partner, chips and outcome the engine gives it, but its zones,
    trick and history are left as they stood at the first card."""
    quick = True
    while not world.is_over:
        if quick and world.phase == PLAY:
            if play_cards(world, rng):
                break
            quick = False  # a world the numbers cannot stand for: stepped to its end
        action = modelled_partner_call(world) if world.phase == PARTNER else rollout_action(world, rng)
        world.apply(action)
    return world


def partnered_outcome(world: BostonState, seat: int, index: int, suit: str, rng: random.Random) -> Outcome:
    """`seat` declares game `index` (one that takes a partner) in `suit` and asks; the rest as modelled."""
    return _outcome(world.with_contract(seat, index, suit, play_out=True, alone=False), seat, rng)


def _outcome(contract: BostonState, seat: int, rng: random.Random) -> Outcome:
    """`partnered_outcome` of a contract copy already made, stopped at the declarer's call."""
    play = play_to_end(contract, rng)
    own = play.tricks[seat]
    side = own if play.partner is None else own + play.tricks[play.partner]
    return Outcome(own, side, play.partner is not None)


def tricks_over_worlds(view: Worlds, worlds: int, lowest: int, partner_game: int | None, rng: random.Random,
                       until: Callable[[int], bool] | None = None) -> tuple[dict[str, list[int]],
                                                                            dict[str, list[Outcome]]]:
    """The tricks `view`'s seat took declaring game `lowest` alone with each suit as trumps, and with
    `partner_game` the outcomes of declaring that game with a partner, over up to `worlds` worlds drawn from
    `view`, every card played by the policy. `until(worlds done)` True ends it early (the player's time is up)."""
    seat = view.seat
    out: dict[str, list[int]] = {s: [] for s in SUITS}
    partnered: dict[str, list[Outcome]] = {s: [] for s in SUITS}
    for done in range(worlds):
        if until is not None and until(done):
            break
        # the options of `with_contract(play_out=True)` set once per world, not in each of its eight copies
        world = paying_every_trick(boston(view.sample_world(rng)))
        for suit in SUITS:
            # alone: no partner call comes, so `play_to_end` plays it by the policy alone
            play = play_to_end(world.with_contract(seat, lowest, suit), rng)
            out[suit].append(play.tricks[seat])
            if partner_game is not None:
                partnered[suit].append(_outcome(world.with_contract(seat, partner_game, suit, alone=False), seat, rng))
    return out, partnered


def paying_every_trick(world: BostonState) -> BostonState:
    """A copy of `world` whose options pay over- and undertricks, as `with_contract(play_out=True)` makes its
    copy: its contract copies need no `play_out` (whose options, checked against the rule book, cost as much as
    a quarter of the bidder's time when made for each)."""
    paying = world.clone()
    paying.config = world.game.config({**dict(world.config), "overtricks": "paid", "undertricks": "paid"})
    paying.rebuild_derived()
    return paying


def chips_by_choice(sample: Worlds, seat: int, choices: list[Action], worlds: int,
                    rng: random.Random, until: Callable[[int], bool] | None = None) -> dict[Action, float]:
    """The mean chips `seat` ends the deal with after each choice, over `worlds` worlds drawn from
    `sample` (a PlayerView or one that follows a belief). Every choice meets the same worlds and the
    same playout randomness, so their difference is not the luck of the draw. `until(worlds done)` True
    ends it early (the player's time is up, ai/games/boston/players.py)."""
    totals, done = chips_totals(sample, seat, choices, worlds, rng, until)
    return {c: t / max(1, done) for c, t in totals.items()}


def chips_totals(sample: Worlds, seat: int, choices: list[Action], worlds: int, rng: random.Random,
                 until: Callable[[int], bool] | None = None) -> tuple[dict[Action, float], int]:
    """`chips_by_choice` before the mean: the chips summed per choice, and the worlds they were summed over."""
    totals = dict.fromkeys(choices, 0.0)
    done = 0
    for _ in range(worlds):
        if until is not None and until(done):
            break
        done += 1
        world = boston(sample.sample_world(rng))
        seed = rng.getrandbits(32)
        for choice in choices:
            play = world.clone()
            play.apply(choice)
            totals[choice] += play_to_end(play, random.Random(seed)).scores()[seat]
    return totals, done
