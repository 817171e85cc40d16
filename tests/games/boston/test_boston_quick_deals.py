"""The bidder's and the partner calls' deals (ai/games/boston/playout.py) played out on the quick playout's numbers
(quick_playout.py `play_cards`) end as stepping every card through the engine ends them: the same tricks,
partner, chips, pool and outcome, and the generator left in the same state, over random deals in every option
variant; and the trick counts, outcomes and chip totals the bidder reads are the same."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from ai.games.boston import playout as table
from ai.games.boston import quick_playout as quick
from ai.games.boston.belief import AuctionBelief
from ai.games.boston.search import rollout_action
from ai.games.boston.worlds import BeliefView
from ai.view import PlayerView
from games import MatchContext
from games import rng as rngs
from games.boston.game import GAME
from games.boston.rules import AUCTION, PARTNER, PLAY, BostonState
from games.boston.tables import SUITS
from tests.games.boston.test_boston_quick_playout import VARIANTS, mid_deal

IDS = [",".join(f"{k}={v}" for k, v in o.items()) or "default" for o in VARIANTS]


def stepped_to_end(world: Any, rng: random.Random) -> Any:
    """`play_to_end` as it was before the quick playout: every call and card through the engine."""
    while not world.is_over:
        call = table.modelled_partner_call(world) if world.phase == PARTNER else rollout_action(world, rng)
        world.apply(call)
    return world


def end(world: BostonState) -> tuple[Any, ...]:
    """What a played-out deal's readers may read of it."""
    return (world.is_over, world.phase, world.outcome, list(world.tricks), world.partner, world.scores(),
            world.bank, world.paid, world.returns())


def both(world: BostonState, seed: int) -> BostonState:
    """Twins of `world` played out both ways from twin generators; the stepped one, to show what was covered."""
    quick_world, slow_world = world.clone(), world.clone()
    quick_rng, slow_rng = random.Random(seed), random.Random(seed)
    assert end(table.play_to_end(quick_world, quick_rng)) == end(stepped_to_end(slow_world, slow_rng))
    assert quick_rng.getstate() == slow_rng.getstate()
    return slow_world


def fresh_deal(options: dict[str, Any], seed: int) -> BostonState:
    rng = random.Random(seed)
    context = MatchContext(4, 0, rng.randrange(4), (0.0,) * 4, {"bank": rng.choice([0, 4, 9, 16])})
    state = GAME.new_deal(GAME.config(options), 4, context, seed)
    assert isinstance(state, BostonState)
    return state


@pytest.mark.parametrize("options", VARIANTS, ids=IDS)
def test_contracts_play_out_as_stepped(options: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """The bidder's copies (`with_contract`: alone, or asking with the modelled table answering) of every game
    and suit, and deals caught anywhere (the auction, the partner question, a discard, the card play)."""
    played = Counter[str]()
    real = quick.play_cards

    def counted(state: BostonState, rng: random.Random) -> bool:
        played["quick"] += 1
        return real(state, rng)

    monkeypatch.setattr(table, "play_cards", counted)
    seen: Counter[str] = Counter()
    for seed in range(40):
        state = fresh_deal(options, seed)
        rng = random.Random(seed)
        # mostly what the bidder plays out (the lowest game alone, and asking for a partner), else any game
        pick = rng.random()
        g = state.games_table[0 if pick < 0.7 else rngs.below(rng, len(state.games_table))]
        suit = None if g.misere else rng.choice("SHDC")
        world = state.with_contract(rng.randrange(4), g.index, suit, play_out=True, alone=pick < 0.3)
        seen["partner asked"] += world.phase == PARTNER
        played_out = both(world, seed)
        seen[played_out.outcome] += 1
        seen["partnered"] += played_out.partner is not None
        caught = mid_deal(options, 1000 + seed)
        if caught is not None:
            seen["from " + str(caught.phase)] += 1
            seen[both(caught, seed).outcome] += 1
    assert seen["made"] and seen["failed"] and seen["from auction"] and seen["from play"] and seen["from aside"]
    if options.get("partners", True):
        assert seen["partner asked"] and seen["partnered"]
    if options.get("all_pass") == "misere_partout":
        assert seen["partout"]
    if options.get("partners", True):
        assert seen["partner asked"]
    assert seen["made"] and seen["failed"] and seen["from auction"] and seen["from play"] and seen["from aside"]
    if options.get("partners", True):
        assert seen["partner asked"] and seen["partnered"]
    if options.get("all_pass") == "misere_partout":
        assert seen["partout"]
    assert played["quick"] >= 24  # the cards went the quick way


def test_a_world_the_numbers_cannot_stand_for_is_stepped() -> None:
    class Other(BostonState):
        pass

    other = Other.from_dict(GAME, fresh_deal({}, 3).to_dict())
    assert isinstance(other, Other)
    alone = other.with_contract(0, 4, "H", play_out=True)
    assert type(alone) is Other and alone.phase == PLAY
    untouched = alone.to_dict()
    assert not quick.play_cards(alone, random.Random(1))
    assert alone.to_dict() == untouched
    assert both(alone, 7).is_over
    assert both(other.with_contract(0, 4, "H", play_out=True, alone=False), 7).is_over


@pytest.mark.parametrize("options", [{}, {"partners": False}, {"all_pass": "misere_partout"}],
                         ids=["default", "partners=False", "all_pass=misere_partout"])
def test_the_bidders_figures_are_the_same(options: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """`tricks_over_worlds` (alone and partnered) and `chips_totals` (the partner calls, over worlds drawn by the
    calls) give the same lists, outcomes and totals from the same seed, and leave the generator alike."""
    state = fresh_deal(options, 5)
    seat = state.current_player
    assert seat is not None
    view = PlayerView(state, seat, random.Random(1))

    def figures(tricks_over_worlds: Any) -> tuple[Any, ...]:
        rng = random.Random(9)
        tricks = tricks_over_worlds(view, 6, 0, 4, rng)
        asked = partner_phase(options)
        sample = BeliefView(PlayerView(asked, asked.player or 0, random.Random(2)), AuctionBelief())
        chips = table.chips_totals(sample, sample.seat, list(sample.legal_actions), 6, rng)
        return tricks, chips, rng.getstate()

    quick_figures = figures(table.tricks_over_worlds)
    monkeypatch.setattr(table, "play_to_end", stepped_to_end)
    assert quick_figures == figures(stepped_tricks_over_worlds)


def stepped_tricks_over_worlds(view: Any, worlds: int, lowest: int, partner_game: int | None,
                               rng: random.Random) -> tuple[dict[str, list[int]], dict[str, list[table.Outcome]]]:
    """`tricks_over_worlds` as it was before the quick playout: a `play_out` copy per contract, stepped."""
    seat = view.seat
    out: dict[str, list[int]] = {s: [] for s in SUITS}
    partnered: dict[str, list[table.Outcome]] = {s: [] for s in SUITS}
    for _ in range(worlds):
        world = view.sample_world(rng)
        for suit in SUITS:
            play = world.with_contract(seat, lowest, suit, play_out=True)
            while not play.is_over:
                play.apply(rollout_action(play, rng))
            out[suit].append(play.tricks[seat])
            if partner_game is not None:
                partnered[suit].append(table.partnered_outcome(world, seat, partner_game, suit, rng))
    return out, partnered


@pytest.mark.parametrize("options", VARIANTS, ids=IDS)
def test_a_world_paying_every_trick_makes_the_play_out_copies(options: dict[str, Any]) -> None:
    for seed in range(4):
        state = fresh_deal(options, seed)
        paying = table.paying_every_trick(state)
        assert state.config == GAME.config(options)  # the world drawn is left as it was
        for alone in (True, False):
            made = paying.with_contract(seed, 0, "H", alone=alone)
            expected = state.with_contract(seed, 0, "H", play_out=True, alone=alone)
            assert made.to_dict() == expected.to_dict() and made.config == expected.config
            assert (made.pays_over, made.pays_under) == (expected.pays_over, expected.pays_under) == (True, True)


def partner_phase(options: dict[str, Any]) -> BostonState:
    """A deal whose auction a partner game won, at the declarer's call (or, without partners, at its first card)."""
    state = fresh_deal(options, 11)
    state.apply(next(a for a in state.legal_actions() if a.kind == "bid" and a.number == 4))
    while state.phase == AUCTION:
        state.apply(state.legal_actions()[0])
    return state
