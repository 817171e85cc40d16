"""The generic search: finds the exactly computed best play of a small hidden-card game, uses the game's hooks,
keeps its budget, and is reproducible under a seed."""

from __future__ import annotations

import random
import threading

import pytest

from ai import PlayerView, make_player, player_names
from ai.ismcts import ISMCTS, SearchResult
from ai.levels import LEVELS
from ai.search_hooks import SearchHooks
from games import toygame
from games.actions import Action
from games.errors import InvalidInput
from games.match import Match
from games.registry import get_game
from games.state import State
from games.toygame import exact_values, random_position

# (seed, automatic seat, random plies before the decision): positions where the best move is clear
# (at least 0.3 better than the next) and, in several, neither the highest nor the lowest card.
POSITIONS = [(1, 0, 0), (5, 0, 0), (8, 1, 1), (13, 0, 0), (18, 0, 2), (36, 0, 2), (37, 0, 0), (45, 0, 2),
             (45, 1, 1), (29, 0, 0)]


def view_of(state, seed: int = 7) -> PlayerView:
    return PlayerView(state, state.current_player, random.Random(seed))


def test_exact_solver_known_answers() -> None:
    # Worked by hand: seat 0 holds AS QS JH and the automatic seat led KS, its highest card, so it
    # holds no ace. The ace wins, and the queen of spades then takes a trick whatever comes back.
    # Ducking with QS loses both remaining tricks to the automatic seat's higher heart lead.
    assert exact_values(random_position(5, 1, 1), 0) == {"play:AS": 1.0, "play:QS": -1.0}
    # Seat 0 holds JH KH AS after the automatic ace of hearts lead: keeping KH and AS guards both suits.
    assert exact_values(random_position(8, 1, 1), 0) == {"play:JH": 1.0, "play:KH": 0.0}


@pytest.mark.parametrize("position", POSITIONS)
def test_search_finds_the_exact_best_play(position: tuple[int, int, int]) -> None:
    state = random_position(*position)
    seat = state.current_player
    assert seat is not None
    values = exact_values(state, seat)
    best = max(values, key=values.__getitem__)
    result = ISMCTS(iterations=1200, seed=3).search(view_of(state))
    assert result.action.code == best, (values, result.stats)
    # The search's value of its move is an estimate of the exact expectation.
    mean = {code: m for code, _, m in result.stats}[best]
    assert abs(mean - values[best]) < 0.12, (values, result.stats)


def test_a_tiny_budget_is_not_enough_so_the_test_above_means_something() -> None:
    wrong = 0
    for position in POSITIONS:
        state = random_position(*position)
        assert state.current_player is not None
        values = exact_values(state, state.current_player)
        best = max(values, key=values.__getitem__)
        wrong += ISMCTS(iterations=2, seed=3).search(view_of(state)).action.code != best
    assert wrong >= 2


def test_same_seed_same_search_and_another_seed_differs() -> None:
    state = random_position(3, -1, 0)
    a = ISMCTS(iterations=300, seed=11).search(view_of(state))
    b = ISMCTS(iterations=300, seed=11).search(view_of(state, seed=99))  # the caller's view rng does not matter
    c = ISMCTS(iterations=300, seed=12).search(view_of(state))
    assert (a.action, a.stats) == (b.action, b.stats)
    assert a.stats != c.stats


def test_budget_in_iterations_is_exact() -> None:
    result = ISMCTS(iterations=137, seed=1).search(view_of(random_position(2, -1, 0)))
    assert result.iterations == 137 and not result.capped
    assert sum(v for _, v, _ in result.stats) == 137


class FakeClock:
    """Each reading advances by `step` seconds, so a time cap is tested without real time."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_time_cap_stops_the_search() -> None:
    bot = ISMCTS(iterations=None, seconds=1.0, seed=1, clock=FakeClock(0.01))
    result = bot.search(view_of(random_position(2, -1, 0)))
    assert result.capped and 90 <= result.iterations <= 100
    assert result.action in view_of(random_position(2, -1, 0)).legal_actions


def test_deadline_and_stop_from_another_thread() -> None:
    view = view_of(random_position(4, -1, 0))
    bot = ISMCTS(iterations=None, seconds=10.0, seed=1, clock=FakeClock(0.01))
    result = bot.search(view, deadline=0.5)
    assert result.capped and result.iterations < 60
    stop = threading.Event()
    stop.set()
    cancelled = ISMCTS(iterations=10_000, seed=1).search(view, stop=stop)
    assert cancelled.cancelled and cancelled.iterations == 0 and cancelled.action in view.legal_actions


def test_no_budget_is_refused() -> None:
    with pytest.raises(ValueError):
        ISMCTS(iterations=None, seconds=None)


def test_one_legal_move_needs_no_search() -> None:
    state = random_position(8, 1, 1)
    state.apply(state.legal_actions()[0])  # the automatic seat now has exactly one move
    while state.current_player != 1:
        state.apply(state.legal_actions()[0])
    result = ISMCTS(iterations=500, seed=1).search(view_of(state))
    assert not result.searched and result.action == state.legal_actions()[0]


# The toy game's search hooks: a rollout policy and a move order, counting their use.
HOOK_CALLS = {"rollout": 0, "order": 0}


def _last_move(state: State, rng: random.Random) -> Action:
    HOOK_CALLS["rollout"] += 1
    return state.legal_actions()[-1]


def _highest_code_first(state: State, actions: list[Action]) -> list[Action]:
    HOOK_CALLS["order"] += 1
    return sorted(actions, key=lambda a: a.code, reverse=True)


HOOKED = SearchHooks(rollout_action=_last_move, order_actions=_highest_code_first)


def test_game_hooks_steer_the_search() -> None:
    state = toygame.new_deal(6, -1, toygame.GAME)
    HOOK_CALLS.update(rollout=0, order=0)
    result = ISMCTS(iterations=3, seed=1, hooks=HOOKED).search(view_of(state))
    assert HOOK_CALLS["rollout"] > 0 and HOOK_CALLS["order"] > 0
    # With three moves and three iterations, the move order decides which moves were tried: all three,
    # first the highest code.
    assert [v for _, v, _ in result.stats] == [1, 1, 1]
    first = ISMCTS(iterations=1, seed=1, hooks=HOOKED).search(view_of(state))
    tried = [code for code, v, _ in first.stats if v]
    assert tried == [max(a.code for a in state.legal_actions())]
    HOOK_CALLS.update(rollout=0, order=0)
    ISMCTS(iterations=3, seed=1).search(view_of(state))  # a game that is not registered has no hooks
    assert HOOK_CALLS == {"rollout": 0, "order": 0}


def test_pure_chance_game_is_not_searched_unless_asked() -> None:
    game = get_game("cerny-petr")

    match = Match(game, 3, seed=4)
    assert match.current_player is not None
    view = PlayerView(match.state, match.current_player, random.Random(1))
    quick = ISMCTS(iterations=200, seed=1).search(view)
    assert not quick.searched and quick.action in view.legal_actions
    full = ISMCTS(iterations=50, seed=1, search_pure_chance=True).search(view)
    assert full.searched and full.iterations == 50


def test_levels_are_registered_and_ordered() -> None:
    names = player_names("tri-listy")
    for level in ("easy", "normal", "hard"):
        assert f"ismcts:{level}" in names
    assert LEVELS["easy"].iterations < LEVELS["normal"].iterations < LEVELS["hard"].iterations
    bot = make_player("ismcts:normal", "cerny-petr", 5)
    assert isinstance(bot, ISMCTS) and bot.name == "ismcts:normal"
    with pytest.raises(InvalidInput):
        make_player("ismcts:impossible", "cerny-petr", 0)


def test_easy_level_makes_noisy_but_legal_choices() -> None:
    state = random_position(37, 0, 0)  # AH is best (0.8), KS and QH are worth 0.4
    view = view_of(state)
    picks = [ISMCTS.at_level("easy", seed=s).choose(view).code for s in range(20)]
    assert set(picks) <= {a.code for a in view.legal_actions}
    assert len(set(picks)) >= 2  # an easy bot does not always find the best move
    assert picks.count("play:AH") >= 8  # ...but finds it more often than a random one would (1 in 3)
    assert isinstance(ISMCTS.at_level("hard", seed=1, iterations=20).search(view), SearchResult)


def test_a_player_named_by_its_iteration_budget_searches_that_many_without_a_time_cap() -> None:
    bot = make_player("ismcts:300", toygame.GAME.id, seed=4)
    assert isinstance(bot, ISMCTS) and bot.iterations == 300 and bot.seconds is None and bot.name == "ismcts:300"
    state = toygame.new_deal(3, 1, toygame.GAME)
    while state.current_player != 0 or len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    first = bot.search(PlayerView(state, 0, random.Random(1)))
    twin = make_player("ismcts:300", toygame.GAME.id, seed=4)
    assert isinstance(twin, ISMCTS)
    again = twin.search(PlayerView(state, 0, random.Random(1)))
    assert first.iterations == 300 and not first.capped and first.stats == again.stats  # the same anywhere
    for bad in ("ismcts:0", "ismcts:2000000"):
        with pytest.raises(InvalidInput, match="iteration budget"):
            make_player(bad, toygame.GAME.id)
    with pytest.raises(InvalidInput, match="ismcts:<iterations>"):
        make_player("ismcts:fast", toygame.GAME.id)


# The toy game with a `plausibility` hook: worlds where the other seat was dealt the ace of spades are
# twenty times as likely as the others. Each playout records whether its world dealt it so (in the deals
# the test uses, the ace is then anywhere but in the face-down talon).
PLAYOUTS: list[bool] = []
ASKED: list[int] = []


def _dealt_ace(state: State) -> bool:
    return all(c.code != "AS" for c in state.zones["talon"])


def _ace_plausibility(state: State, observer: int) -> float:
    ASKED.append(observer)
    return 1.0 if _dealt_ace(state) else 0.05


def _recording_rollout(state: State, rng: random.Random) -> Action:
    if not getattr(state, "counted", False):  # once per playout: a world is searched once
        state.counted = True  # type: ignore[attr-defined]  # a mark on this one world, read back by getattr
        PLAYOUTS.append(_dealt_ace(state))
    return state.legal_actions()[0]


BELIEVING = SearchHooks(rollout_action=_recording_rollout, plausibility=_ace_plausibility)


def _ace_share(infer: bool, iterations: int = 400) -> float:
    seed = next(s for s in range(100) if not any(c.code == "AS" for c in toygame.new_deal(s, -1, toygame.GAME)
                                                  .zones["hand:1"]))
    state = toygame.new_deal(seed, -1, toygame.GAME)
    assert state.current_player == 1
    PLAYOUTS.clear()
    ASKED.clear()
    ISMCTS(iterations=iterations, seed=2, infer=infer, hooks=BELIEVING).search(view_of(state))
    return sum(PLAYOUTS) / len(PLAYOUTS)


def test_inference_draws_worlds_in_proportion_to_their_plausibility() -> None:
    # Seat 1 to lead, not holding the ace of spades: of the five cards it cannot see, seat 0 holds
    # three, so three worlds in five give seat 0 the ace. Weighted 20 : 1 that becomes 60 : 2.
    plain = _ace_share(infer=False)
    assert ASKED == []  # without inference the hook is never consulted
    believed = _ace_share(infer=True)
    assert ASKED and set(ASKED) == {1}  # always asked for the searching seat
    assert 0.5 < plain < 0.8  # three in five, give or take the playouts cut short by the tree
    assert believed > 0.93


def test_hard_level_reads_the_table_and_a_budget_name_can_too() -> None:
    assert LEVELS["hard"].infer and not LEVELS["normal"].infer and not LEVELS["easy"].infer
    assert ISMCTS.at_level("hard").infer
    bot = make_player("ismcts:500+infer", toygame.GAME.id, seed=1)
    assert isinstance(bot, ISMCTS) and bot.infer and bot.iterations == 500
    plain = make_player("ismcts:500", toygame.GAME.id)
    assert isinstance(plain, ISMCTS) and not plain.infer
    for experiment in ("careful", "aware", "model"):  # measured no stronger: not options of the search
        with pytest.raises(InvalidInput):
            make_player(f"ismcts:500+{experiment}", toygame.GAME.id)
