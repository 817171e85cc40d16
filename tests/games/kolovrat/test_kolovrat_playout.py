"""Kolovrat's quick playout (ai/games/kolovrat/playout.py) plays the moves of the step loop: from any
mid-deal state, under every rule option and player count, it returns what `rollout_action` + `_apply`
return and leaves the generator where they leave it."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from ai.games.kolovrat import values as kolovrat_values
from ai.games.kolovrat.manifest import AI_HOOKS
from ai.games.kolovrat.playout import _Deal, _others, playout
from ai.games.kolovrat.search import rollout_action
from ai.games.kolovrat.sums import fits, play_sums
from ai.games.kolovrat.values import (
    APART,
    MISSING_BITS,
    ValueCaches,
    capturable,
    completing,
    count_unit,
    counts_up_to,
    pack_keys,
    sums_apart,
    table_cards,
    values_apart,
)
from ai.ismcts import ISMCTS
from ai.view import PlayerView
from bench.points import decision_points
from games import rng as rngs
from games.kolovrat.rules import GAME, KolovratState, capture_action, completing_picks
from games.state import MatchContext

#: every combination of the options the playout reads
OPTIONS = [dict(zip(("captures", "sums", "pile_sums", "trail_when_capture", "leftovers"), values, strict=True))
           for values in itertools.product(("many", "one"), (True, False), (True, False), (True, False),
                                           ("last_player", "last_capturer", "nobody"))]


def deal(options: dict[str, Any], n: int, seed: int) -> KolovratState:
    """A fresh deal with a bank carried in (so that a shared bank leaves chips over) and a random stake."""
    rng = random.Random(seed)
    config = GAME.config({**options, "stake": 1 + rngs.below(rng, 3)})
    context = MatchContext(n, 0, seed % n, (0.0,) * n, {"bank": rngs.below(rng, 7)})
    state = GAME.new_deal(config, n, context, seed)
    assert isinstance(state, KolovratState)
    return state


def put(state: KolovratState, zone: str, codes: list[str]) -> None:
    """Make `zone` hold exactly these cards (the others it held go under the talon)."""
    for held in list(state.zones[zone]):
        state.zones.move(held, "talon", index=0)
    for code in codes:
        card = state.pack.card(code)
        state.zones.move(card, zone)
        state.zones.reveal(card)


def mid_deal(state: KolovratState, rng: random.Random) -> KolovratState | None:
    """The deal after some uniformly random legal moves (mid-capture and mid-sum too), or None if it ended."""
    for _ in range(rngs.below(rng, 90)):
        legal = state.legal_actions()
        state.apply(legal[rngs.below(rng, len(legal))])
        if state.is_over:
            return None
    return state


def step_loop(state: KolovratState, rng: random.Random) -> list[float]:
    """What the search does without the hook (ai/ismcts.py `_iterate`)."""
    while not state.is_over:
        state.history.extend(state._apply(rollout_action(state, rng)))
    return state.returns()


def check(state: KolovratState, seed: int) -> None:
    slow_rng, quick_rng = random.Random(seed), random.Random(seed)
    expected = step_loop(state.clone(), slow_rng)
    assert playout(state.clone(), quick_rng) == expected
    assert quick_rng.getstate() == slow_rng.getstate()


def test_the_hook_is_the_quick_playout() -> None:
    assert AI_HOOKS.search.playout is playout and AI_HOOKS.search.rollout_action is rollout_action


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_the_quick_playout_returns_what_the_step_loop_returns(options: dict[str, Any]) -> None:
    seen: Counter[str] = Counter()
    for n in (2, 3, 4):
        for seed in range(4):
            rng = random.Random(seed * 10 + n)
            state = mid_deal(deal(options, n, seed), rng)
            if state is None:
                continue
            seen["capturing" if state.playing is not None else "between"] += 1
            seen["mid-sum"] += state.partial_sum > 0
            seen["second deal"] += state.refilled
            for playout_seed in range(3):
                check(state, playout_seed)
    assert seen["capturing"] and seen["between"] and seen["second deal"]


@pytest.mark.parametrize("options", [{}, *GAME.option_variants()])
def test_many_states_of_the_rule_book_variants_and_player_counts(options: dict[str, Any]) -> None:
    seen: Counter[str] = Counter()
    for n in (2, 3, 4, 5, 8):
        for seed in range(25):
            rng = random.Random(seed * 100 + n)
            state = mid_deal(deal(options, n, seed), rng)
            if state is None:
                continue
            seen["mid-sum"] += state.partial_sum > 0
            for playout_seed in range(4):
                check(state, seed * 7 + playout_seed)
    if options.get("sums", True):
        assert seen["mid-sum"]  # a sum half picked is played on as the loop plays it


@pytest.mark.parametrize(("captures", "pile_sums"), list(itertools.product(("one", "many"), (False, True))))
def test_of_two_piles_as_big_the_later_seat_is_taken_first(captures: str, pile_sums: bool) -> None:
    """The policy's tie between equal hauls goes to the bigger code, the later seat's take_pile. With one
    capture a card, that decides whose pile goes."""
    for seed in range(4):
        state = deal({"captures": captures, "pile_sums": pile_sums}, 3, seed)
        seat = state.current_player
        assert seat is not None
        put(state, f"hand:{seat}", ["7H", "KS", "2D", "3D"])
        put(state, "table", ["KH", "QS"])
        first, second = (s for s in range(3) if s != seat)
        put(state, f"pile:{first}", ["2C", "7C"])
        put(state, f"pile:{second}", ["3H", "7D"])
        state.apply(capture_action(state.pack.card("7H")))
        for playout_seed in range(6):
            check(state, playout_seed)


def test_a_sum_half_picked_is_finished_as_the_loop_finishes_it() -> None:
    rng = random.Random(3)
    checked = 0
    while checked < 20:
        state = deal({"pile_sums": True}, 3, rngs.below(rng, 10**6))
        while not state.is_over and not state.partial_sum:
            legal = state.legal_actions()
            state.apply(legal[rngs.below(rng, len(legal))])
        if state.is_over:
            continue
        check(state, checked)
        checked += 1


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_end_of_a_deal_shares_the_bank_and_returns_as_the_engine_does(n: int) -> None:
    """Piles of a few cards each, so that two or more seats often tie for the bank."""
    rng = random.Random(n)
    for case in range(60):
        state = deal({"leftovers": ("last_player", "last_capturer", "nobody")[case % 3]}, n, case)
        zones = state.zones
        for name in [*(f"hand:{s}" for s in range(n)), "table"]:
            for card in list(zones[name]):
                zones.move(card, "talon")
        for zone, size in [*((f"pile:{s}", rngs.below(rng, 4)) for s in range(n)), ("table", rngs.below(rng, 3))]:
            for _ in range(size):
                zones.move(zones["talon"][-1], zone)
        state.last_player, state.last_capturer = rngs.below(rng, n), rngs.below(rng, n)
        quick = _Deal(state).end_of_deal()
        state._end_of_deal()
        assert quick == state.returns()

def test_the_search_s_sampled_worlds_are_played_out_as_the_loop_plays_them() -> None:
    """The hook is handed worlds re-dealt for a seat (hands and talon drawn anew), not the deal itself."""
    for state, seat in decision_points(GAME, 4, seed=3):
        view = PlayerView(state, seat, random.Random(1))
        world_rng = random.Random(seat)
        for playout_seed in range(5):
            world = view.sample_world(world_rng)
            assert isinstance(world, KolovratState)
            check(world, playout_seed)


def test_a_seeded_search_chooses_as_it_does_without_the_hook() -> None:
    without = replace(AI_HOOKS.search, playout=None)
    for state, seat in decision_points(GAME, 3, seed=4):
        quick = ISMCTS(iterations=150, seconds=None, infer=True, seed=3, hooks=AI_HOOKS.search)
        plain = ISMCTS(iterations=150, seconds=None, infer=True, seed=3, hooks=without)
        quick.search(PlayerView(state, seat, random.Random(2)))
        plain.search(PlayerView(state, seat, random.Random(2)))
        assert quick.last is not None and plain.last is not None
        assert (quick.last.action, quick.last.stats) == (plain.last.action, plain.last.stats)


def test_the_values_caches_answer_as_the_engine_does() -> None:
    """`completing` and `capturable` from a multiset of values (ai/games/kolovrat/values.py) against
    `completing_picks` and sums worked out card by card."""
    rng = random.Random(5)
    limit = GAME.value_limit
    for _ in range(400):
        worth = [1 + rngs.below(rng, 13) for _ in range(rngs.below(rng, 9))]
        counts = sum(count_unit(v) for v in worth)
        missing = rngs.below(rng, 14)
        picks = completing_picks(worth, [True] * len(worth), missing)
        assert completing(counts, missing) == sum({1 << worth[i] for i in picks})
        assert completing(counts & counts_up_to(missing), missing) == completing(counts, missing)
        sums = {sum(c) for r in range(2, len(worth) + 1) for c in itertools.combinations(worth, r)}
        for with_sums in (True, False):
            expected = {*worth, *(sums if with_sums else ())}
            assert capturable(counts, with_sums, limit) == sum(1 << s for s in expected if s <= 13)
        apart = sums_apart(counts, limit)
        assert apart & ((1 << APART) - 1) == sum(1 << v for v in set(worth))
        assert apart >> APART == sum(1 << s for s in sums if s <= 13)


def test_a_values_cache_is_emptied_when_full(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kolovrat_values, "MAX_ENTRIES", 3)
    cache = kolovrat_values.Cache(lambda key: key * 2)
    assert [cache[k] for k in range(5)] == [0, 2, 4, 6, 8]
    assert len(cache) <= 3 and cache[4] == 8


def test_the_rule_book_s_options_are_played_on_values_alone() -> None:
    """`play_sums` (ai/games/kolovrat/sums.py) plays the rule book's own options, from between turns, a capture
    begun and a sum half picked, as the step loop plays them (called directly: `playout` would hide a fallback to
    the general playout)."""
    keys = pack_keys(GAME.pack(GAME.config()), GAME.rank_values, GAME.id, GAME.value_limit)
    assert keys.by_value
    seen: Counter[str] = Counter()
    rng = random.Random(11)
    for case in range(60):
        n = (2, 3, 4, 6)[case % 4]
        state = deal({}, n, case)
        stop = rngs.below(rng, 3)  # 0: between turns, 1: capturing, 2: mid-sum
        for _ in range(rngs.below(rng, 60)):
            if state.is_over or (stop == 1 and state.playing is not None) or (stop == 2 and state.partial_sum):
                break
            legal = state.legal_actions()
            state.apply(legal[rngs.below(rng, len(legal))])
        if state.is_over:
            continue
        assert fits(state, keys)
        seen["mid-sum" if state.partial_sum else "capturing" if state.playing is not None else "between"] += 1
        seen["second deal"] += state.refilled
        for playout_seed in range(3):
            slow_rng, quick_rng = random.Random(playout_seed), random.Random(playout_seed)
            expected = step_loop(state.clone(), slow_rng)
            assert play_sums(state.clone(), keys, _others(n), quick_rng) == expected
            assert quick_rng.getstate() == slow_rng.getstate()
    assert seen["between"] and seen["capturing"] and seen["mid-sum"] and seen["second deal"]


@pytest.mark.parametrize("n", [3, 4, 6])
def test_piles_that_share_a_top_value_are_offered_as_the_loop_offers_them(n: int) -> None:
    """`play_sums` keeps the others' pile tops as bits and how many piles each value tops, updated on captures: piles
    topped by one value (the seat's own among them, or not), and empty ones, offered and taken as the loop does."""
    keys = pack_keys(GAME.pack(GAME.config()), GAME.rank_values, GAME.id, GAME.value_limit)
    rng = random.Random(n)
    for case in range(12):
        state = deal({}, n, case)
        seat = state.current_player
        assert seat is not None
        suits = "CDHS"
        for s in range(n):  # every pile but one (empty) topped by a seven or an eight
            rank = "7" if rngs.below(rng, 3) else "8"
            put(state, f"pile:{s}", [] if s == case % n else [f"{rank}{suits[(s + 1) % 4]}", f"{rank}{suits[s % 4]}"])
        put(state, f"hand:{seat}", ["7H" if case % 2 else "8H", "2C", "KD"][: 1 + rngs.below(rng, 3)])
        for playout_seed in range(4):
            slow_rng, quick_rng = random.Random(playout_seed), random.Random(playout_seed)
            expected = step_loop(state.clone(), slow_rng)
            assert play_sums(state.clone(), keys, _others(n), quick_rng) == expected
            assert quick_rng.getstate() == slow_rng.getstate()


def test_the_caches_worked_out_from_smaller_tables_answer_as_the_functions_do() -> None:
    """`ValueCaches.sums_apart`, `reach`, `capturable_sums`, `completing` (by `reach`) and `takes` take a table's
    answer from the table one card smaller: fresh caches, asked in a random order, against the functions;
    `table_cards` counts the cards."""
    rng = random.Random(6)
    limit = GAME.value_limit
    caches = ValueCaches([1 + k // 4 for k in range(52)], limit)
    for _ in range(300):
        worth = [1 + rngs.below(rng, 13) for _ in range(rngs.below(rng, 14))]
        counts = sum(count_unit(v) for v in worth)
        if max(Counter(worth).values(), default=0) > 4:
            continue
        assert caches.sums_apart[counts] == sums_apart(counts, limit)
        missing = rngs.below(rng, 14)
        key = (counts & counts_up_to(missing)) << MISSING_BITS | missing
        assert caches.completing[key] == completing(counts, missing)
        assert caches.capturable_sums[counts] == capturable(counts, True, limit)
        assert table_cards(counts) == len(worth)
        mask = rngs.below(rng, 1 << 14)
        assert caches.uncaptured[mask] == bytes(v for v in range(1, 14) if not mask >> v & 1)
        card = 1 + rngs.below(rng, 13)
        assert caches.takes[card][counts & counts_up_to(card)] == _whole_capture(counts, card)
        assert caches.reach[counts] == 1 | capturable(counts, True, limit)  # and the empty sum


def _whole_capture(counts: int, card: int) -> tuple[int, int]:
    """A whole capture worked out plainly by `completing`, as `ValueCaches.takes` answers it (what it takes away,
    how many cards): the highest value first, which holds the biggest keys where values sort apart."""
    removed = taken = partial = 0
    while True:
        values = completing(counts - removed, card - partial)
        if not values:
            return removed, taken
        value = values.bit_length() - 1
        removed += count_unit(value)
        taken += 1
        partial = 0 if partial + value >= card else partial + value


def test_values_sort_apart_only_where_no_value_s_cards_straddle_another_s() -> None:
    assert values_apart([1, 1, 2, 2, 3]) and values_apart([3, 3, 1, 2, 2]) and values_apart([])
    assert not values_apart([1, 2, 1]) and not values_apart([2, 1, 1, 2])
