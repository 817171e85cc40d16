"""Cvik's and Komando's worlds drawn undealt (games/trick_pot/worlds.py) are the worlds the generic sampler draws: the
same generator draws, the same cards in the same places once kept, and the same weights read off the shuffled
cards as off the dealt world; the duties read as forbidden cards (ai/games/cvik/manifest.py `_forbidding`) are
`_allowed`."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai.believer import believer
from ai.games.cvik import manifest as cvik
from ai.games.komando import manifest as komando
from ai.games.trick_pot.model import _allowed, _forbidding
from ai.view import PlayerView
from cards import Card
from games import MatchContext
from games import rng as rngs
from games.cvik.rules import GAME as CVIK
from games.komando.rules import GAME as KOMANDO
from games.trick_pot.trick_play import TrickPlay
from games.trick_pot.worlds import TrickWorlds, undealt
from games.world_sampler import SeededOnUse, Undealt, WorldSampler

CASES = [(CVIK, cvik.AI_HOOKS.search, options) for options in [{}, *CVIK.option_variants()]] + \
        [(KOMANDO, komando.AI_HOOKS.search, options) for options in [{}, {"must_head": True}]]


def deals(game: Any, options: dict[str, Any], count: int) -> list[tuple[TrickPlay, int]]:
    """States along random play of `count` deals, each with every seat to draw worlds for."""
    found = []
    for seed in range(count):
        rng = random.Random(seed)
        players = rng.choice([3, 4, 5]) if game is CVIK else 4
        context = MatchContext(players, 0, rng.randrange(players), (0.0,) * players, {"bank": 6})
        state = game.new_deal(game.config(options), players, context, seed)
        while not state.is_over:
            found += [(state.clone(), seat) for seat in range(players)]
            legal = state.legal_actions()
            state.apply(legal[rngs.below(rng, len(legal))])
    return found


def same(a: Any, b: Any) -> bool:
    za, zb = a.zones, b.zones
    return (a == b and list(vars(a)) == list(vars(b)) and a.rng.getstate() == b.rng.getstate()
            and all(list(getattr(za, f).items()) == list(getattr(zb, f).items())
                    for f in ("_cards", "_where", "_known")))


@pytest.mark.parametrize(("game", "hook", "options"), CASES, ids=[f"{c[0].id}-{i}" for i, c in enumerate(CASES)])
def test_undealt_worlds_are_the_generic_worlds_and_weigh_the_same(game: Any, hook: Any,
                                                                  options: dict[str, Any]) -> None:
    screened = 0
    for state, seat in deals(game, options, 6):
        ours = state.world_sampler(seat)
        assert isinstance(ours, TrickWorlds)
        theirs = WorldSampler(state, seat)
        mine, base = random.Random(seat), random.Random(seat)
        for _ in range(3):
            world, seed = ours.draw(mine)
            expected, expected_seed = theirs.draw(base)
            assert seed == expected_seed and mine.getstate() == base.getstate()
            drawn = undealt(world)
            assert drawn is not None
            with pytest.raises(RuntimeError):
                world.zones["talon"]  # an undealt world's zones are read through its sampler
            weight = hook.plausibility(world, seat)
            kept, whole = WorldSampler.keep(world, seed), WorldSampler.keep(expected, expected_seed)
            assert same(kept, whole)
            assert weight == hook.plausibility(kept, seat)  # to the last bit
            for name in kept.zones.names():
                places = ours.places(name)
                assert [ours.pool[drawn.cards[p]] if isinstance(p, int) else p for p in places] == kept.zones[name]
        assert same(ours(mine), theirs(base))  # a world to play, dealt at once
        screened += bool(ours._screens)
    assert screened  # worlds that must keep voids were drawn


def test_an_undealt_world_fails_loudly_on_its_zones() -> None:
    zones: Any = Undealt(WorldSampler.__new__(WorldSampler), [])
    with pytest.raises(RuntimeError):
        zones.move(None, "talon")


@pytest.mark.parametrize("options", [{}, {"must_head": True}])
def test_the_forbidden_cards_are_the_duties(options: dict[str, Any]) -> None:
    """A hand breaks the duties of a card laid exactly when it holds one of the forbidden cards: hands of every
    size, Cvik's duties (follow, head, trump, overtrump) and Komando's (follow and trump, or heading too)."""
    checked = broken = 0
    for game in (CVIK, KOMANDO):
        for seed in range(6):
            rng = random.Random(seed)
            context = MatchContext(4, 0, 0, (0.0,) * 4, {"bank": 6})
            state: Any = game.new_deal(game.config(options if game is KOMANDO else {}), 4, context, seed)
            pack: list[Card] = [a.card for a in state.tables.play.values() if a.card is not None]
            for _ in range(40):
                trick = tuple(rng.sample(pack, rng.randint(1, 3)))
                card = rng.choice([c for c in pack if c not in trick])
                bad = _forbidding(card, trick, pack, state)
                for size in range(1, 6):
                    rest = [c for c in pack if c not in trick and c != card]
                    hand = [card, *rng.sample(rest, size - 1)]
                    rng.shuffle(hand)
                    allowed = _allowed(card, hand, trick, state.trump, state.tables.power, state.rules)
                    assert allowed == (not any(c.code in bad for c in hand))
                    checked += 1
                    broken += not allowed
    assert broken and checked - broken


def test_a_generator_seeded_on_use_draws_as_one_seeded_at_once() -> None:
    lazy: Any = SeededOnUse(12345)
    eager = rngs.seeded(12345)
    assert [lazy.random() for _ in range(5)] == [eager.random() for _ in range(5)]
    assert lazy.getstate() == eager.getstate()


@pytest.mark.parametrize(("game", "hook", "options"), CASES[:1] + CASES[-2:],
                         ids=[f"{c[0].id}-{i}" for i, c in enumerate(CASES[:1] + CASES[-2:])])
def test_the_believer_weighing_draws_before_their_worlds_keeps_the_same_worlds(game: Any, hook: Any,
                                                                                options: dict[str, Any]) -> None:
    """ai/believer.py on the game's `undealt_plausibility` (a world made only for the draw kept) keeps the very
    worlds, from the very draws, of the believer weighing every draw's world (the hook called as any belief)."""
    quick = 0
    for state, seat in deals(game, options, 3)[::3]:
        view = PlayerView(state, seat, random.Random(seat))
        twin = PlayerView(state, seat, random.Random(seat))
        draw, _ = view.unkept_sampler()
        quick += hook.undealt_plausibility(draw, seat) is not None
        ours = believer(view, hook.plausibility, hook.undealt_plausibility)
        theirs = believer(twin, lambda world, s: hook.plausibility(world, s))
        mine, base = random.Random(seat), random.Random(seat)
        for _ in range(4):
            assert same(ours(mine), theirs(base))
            assert mine.getstate() == base.getstate()
    assert quick  # the quick path was taken


def test_the_hard_search_weighs_cviks_draws_before_their_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    import ai.believer
    from ai.ismcts import ISMCTS

    used: list[object] = []
    real = ai.believer._quick_sample

    def counted(*args: Any) -> Any:
        used.append(args)
        return real(*args)

    monkeypatch.setattr(ai.believer, "_quick_sample", counted)
    state, seat = next((s, seat) for s, seat in deals(CVIK, {}, 2) if len(s.legal_actions()) > 1
                       and s.current_player == seat)
    ISMCTS.at_level("hard", seed=1, iterations=20, seconds=None).search(PlayerView(state, seat, random.Random(1)))
    assert used  # the game's `undealt_plausibility` reached the believer through its search hooks
