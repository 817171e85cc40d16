"""The search's game knowledge lives in each game's AI module, found through the registry; the engines keep none."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import subprocess
import sys
from dataclasses import fields
from pathlib import Path

import pytest

import games
from ai.manifest import AiHooks, ai_hooks, search_hooks
from ai.search_hooks import NO_HOOKS, SearchHooks
from games.registry import GameEntry, entries
from games.state import State

ROOT = Path(__file__).resolve().parent.parent
#: the hooks by name, and words that say a name is about playing well rather than about the rules
HOOK_NAMES = {f.name for f in fields(SearchHooks)}
AI_WORDS = ("rollout", "plausib", "modelled", "fitted", "likelihood")


def engine_state_classes() -> list[type[State]]:
    """Every State subclass defined in a module of games/ (not only the registered engines)."""
    found: list[type[State]] = []
    for info in pkgutil.walk_packages(games.__path__, "games."):
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, State) and cls.__module__ == module.__name__:
                found.append(cls)
    return found


def test_the_walk_finds_every_game_state() -> None:
    names = {cls.__name__ for cls in engine_state_classes()}
    assert {"State", "TrickPlay", "CvikState", "KomandoState", "BostonState", "BridzState", "HundertState"} <= names


def test_no_engine_state_knows_how_to_play_well() -> None:
    offenders = []
    for cls in engine_state_classes():
        for name in vars(cls):
            if name in HOOK_NAMES or any(word in name.lower() for word in AI_WORDS):
                offenders.append(f"{cls.__module__}.{cls.__name__}.{name}")
    assert not offenders, f"search hooks belong in the game's AI module (ai/games/<id>): {offenders}"


@pytest.mark.parametrize("item", entries(), ids=lambda e: e.id)
def test_each_game_s_hooks_come_from_its_ai_manifest(item: GameEntry) -> None:
    hooks = search_hooks(item.id)
    module = item.ai
    if module is None:
        assert hooks is NO_HOOKS
        return
    manifest = importlib.import_module(module).AI_HOOKS
    assert isinstance(manifest, AiHooks) and hooks is manifest.search and isinstance(hooks, SearchHooks)
    for f in fields(SearchHooks):
        hook = getattr(hooks, f.name)
        named = hook.values() if f.name == "samplers" and hook is not None else [hook]  # by name: each callable
        assert all(h is None or callable(h) for h in named), f"{module}.AI_HOOKS.search.{f.name} is not callable"


def test_the_games_that_had_hooks_on_their_rules_still_have_them() -> None:
    # The hooks each game's AI module exports: the search must find all of them.
    playouts = {"alager", "kvarteto", "bridz", "kolovrat", "boston", "stortok", "cvik", "ospalec", "cribbage",
                "komando", "hundert"}
    for game_id in playouts:
        assert search_hooks(game_id).rollout_action is not None, game_id
    assert {g for g in playouts if search_hooks(g).plausibility is not None} == {"cvik", "komando", "hundert"}
    assert {g for g in playouts if search_hooks(g).order_actions is not None} == {"boston", "stortok"}


def test_a_package_s_hooks_are_read_without_its_players() -> None:
    # In a fresh interpreter: reading the hooks must not import the players (a one-off cost on the first search).
    code = ("import sys; from ai.manifest import search_hooks; "
            "assert all(search_hooks(g).rollout_action for g in ('cribbage', 'bridz', 'boston')); "
            "print(sorted(m for m in sys.modules if m.startswith('ai.games.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert "players" not in out and "ai.games.bridz.play'" not in out and "search" in out


def test_a_game_without_an_ai_module_or_registry_entry_has_no_hooks() -> None:
    assert search_hooks("cerny-petr") is NO_HOOKS
    assert search_hooks("tri-listy") is NO_HOOKS  # the toy game of the tests is not registered


def test_a_search_export_of_the_wrong_kind_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    import ai.games.hundert.manifest as hundert_ai

    ai_hooks.cache_clear()
    monkeypatch.setattr(hundert_ai, "AI_HOOKS", AiHooks(search={"rollout_action": None}))  # type: ignore[arg-type]
    try:
        with pytest.raises(TypeError, match=r"'hundert'.*ai\.games\.hundert\.manifest\.AI_HOOKS\.search is a dict"):
            search_hooks("hundert")
    finally:
        ai_hooks.cache_clear()


def test_a_quick_playout_is_used_in_place_of_the_step_loop_and_chooses_the_same_moves() -> None:
    """A `playout` hook that plays the loop's moves must leave a seeded search's choices as they were."""
    import random
    from dataclasses import replace

    from ai.ismcts import ISMCTS
    from ai.view import PlayerView
    from bench.points import decision_points
    from games.registry import get_game

    game = get_game("stortok")
    hooks = search_hooks("stortok")
    policy = hooks.rollout_action
    assert policy is not None
    calls = [0]

    def step_by_step(state: State, rng: random.Random) -> list[float]:
        calls[0] += 1
        while not state.is_over:
            state.apply(policy(state, rng))
        return state.returns()

    quick = replace(hooks, playout=step_by_step)
    for state, seat in decision_points(game, 3, seed=2):
        plain = ISMCTS(iterations=120, seconds=None, seed=5, hooks=hooks)
        fast = ISMCTS(iterations=120, seconds=None, seed=5, hooks=quick)
        plain.search(PlayerView(state, seat, random.Random(1)))
        fast.search(PlayerView(state, seat, random.Random(1)))
        assert plain.last is not None and fast.last is not None
        assert (fast.last.action, fast.last.stats) == (plain.last.action, plain.last.stats)
    assert calls[0] >= 3 * 100  # nearly every iteration played out by the hook (a few end in the tree)
