"""ai.simulate: duplicate deals with seats rotated, intervals, and the search clearly beating random."""

from __future__ import annotations

import random

import pytest

from ai import PlayerView, make_player
from ai.ismcts import ISMCTS
from ai.players import Player, RandomPlayer
from ai.simulate import _Tally, mean_ci95, mean_t95, percentile, simulate, simulate_game, t95, wilson
from games import toygame
from games.actions import Action
from games.errors import InvalidInput
from games.match import Match
from games.registry import get_game


class Recorder:
    """A random player that writes down the hand it was dealt in each match."""

    log: list[tuple[str, int, tuple[str, ...]]] = []  # noqa: RUF012 - shared on purpose, reset per test

    def __init__(self, name: str, seed: int) -> None:
        self.name, self.inner, self.first = name, RandomPlayer(seed), True

    def choose(self, view: PlayerView) -> Action:
        if self.first:
            Recorder.log.append((self.name, view.seat, tuple(sorted(c.code for c in view.observation.hand()))))
            self.first = False
        return self.inner.choose(view)


def recorder(name: str, game_id: str, seed: int) -> Player:
    return Recorder(name, seed)


def test_duplicate_blocks_give_each_player_the_same_deals_in_turn() -> None:
    Recorder.log = []
    result = simulate_game(toygame.GAME, ["a", "b"], 3, seed=4, factory=recorder)
    assert result["duplicate"] and result["games"] == 4  # rounded up to two blocks of one match per seat
    by_match = [Recorder.log[i:i + 2] for i in range(0, len(Recorder.log), 2)]
    assert len(by_match) == 4
    for first, second in (by_match[0:2], by_match[2:4]):
        hands_first = {name: hand for name, _, hand in first}
        hands_second = {name: hand for name, _, hand in second}
        seats_first = {name: seat for name, seat, _ in first}
        seats_second = {name: seat for name, seat, _ in second}
        assert seats_first["a"] != seats_second["a"]  # seats rotated
        assert hands_first["a"] == hands_second["b"] and hands_first["b"] == hands_second["a"]  # same deal
    assert by_match[0] != by_match[2]  # the next block deals afresh


def test_without_duplicate_every_match_is_a_new_deal() -> None:
    Recorder.log = []
    result = simulate_game(toygame.GAME, ["a", "b"], 3, seed=4, duplicate=False, factory=recorder)
    assert not result["duplicate"] and result["games"] == 3
    hands = {hand for _, _, hand in Recorder.log}
    assert len(hands) == 6


def test_report_shape_and_reproducibility() -> None:
    first = simulate_game(toygame.GAME, ["random", "random"], 4, seed=2)
    second = simulate_game(toygame.GAME, ["random", "random"], 4, seed=2)
    strip = lambda r: {k: v for k, v in r.items() if k != "decision_ms"}  # noqa: E731
    rows = lambda r: [{k: v for k, v in p.items() if k != "decision_ms"} for p in r["players"]]  # noqa: E731
    assert rows(first) == rows(second) and strip(first)["games"] == 4
    (row,) = first["players"]  # one name in both seats: one row
    assert row["name"] == "random" and row["seats_played"] == 8
    assert set(row) >= {"name", "seats_played", "wins", "win_rate", "ci95", "mean_score"}
    assert set(first["decision_ms"]) == {"p50", "p95"}
    assert row["wins"] == pytest.approx(4.0)  # two seats of one player: exactly one of them wins each deal


def test_intervals_known_answers() -> None:
    mean, (low, high) = mean_ci95([1.0] * 10 + [0.0] * 10)  # sd 0.513, t(19) = 2.093: half-width 0.2401
    assert mean == 0.5 and low == pytest.approx(0.2599, abs=1e-3) and high == pytest.approx(0.7401, abs=1e-3)
    mean, (low, high) = mean_ci95([1.0, 0.0, 1.0, 0.0])  # four samples: t(3) = 3.182, not 1.96
    assert (low, high) == (0.0, 1.0)
    assert t95(1) == pytest.approx(12.706) and t95(19) == pytest.approx(2.093)
    assert t95(21) == pytest.approx(2.086) and t95(500) == pytest.approx(1.96, abs=1e-3)  # between rows: the wider
    mean, (low, high) = mean_ci95([0.5, 1.5, 0.5, 1.5] * 5, bounds=(-2.0, 2.0))  # margins: other bounds
    assert mean == 1.0 and 0.7 < low < 1.0 < high < 1.3
    mean, (low, high) = mean_ci95([-2.0] * 20, bounds=(-2.0, 2.0))  # all at the bound: Wilson, rescaled
    assert mean == -2.0 and low == -2.0 and high == pytest.approx(-2.0 + 4 * 0.1611, abs=1e-3)
    mean, (low, high) = mean_ci95([1.0] * 20)  # all won: the Wilson bound, not a zero-width interval
    assert mean == 1.0 and low == pytest.approx(0.8389, abs=1e-4) and high == 1.0
    assert wilson(0.5, 0) == (0.0, 1.0)
    assert percentile([5, 1, 4, 2, 3], 50) == 3 and percentile([5, 1, 4, 2, 3], 95) == 5 and percentile([], 50) == 0


def test_a_block_is_one_sample_of_win_share_and_margin() -> None:
    tally = _Tally()
    tally._block.extend([(1.0, 2.0, 30.0), (0.0, -2.0, -10.0)])  # won one seat, lost the other: luck cancelled
    tally.close_block()
    tally._block.extend([(1.0, 2.0, 4.0), (1.0, 1.0, 6.0)])
    tally.close_block()
    tally.close_block()  # an empty block adds nothing
    assert tally.block_wins == [0.5, 1.0] and tally.block_margins == [0.0, 1.5] and not tally._block
    assert tally.block_score_margins == [10.0, 5.0]
    assert mean_t95([10.0, 5.0]) == (7.5, pytest.approx((7.5 - 12.706 * 2.5, 7.5 + 12.706 * 2.5)))
    assert mean_t95([3.0]) == (3.0, (3.0, 3.0)) and mean_t95([]) == (0.0, (0.0, 0.0))


def test_duplicate_intervals_are_over_blocks_and_the_margin_is_paired() -> None:
    result = simulate_game(toygame.BIG_GAME, ["random", "ismcts:easy"], 12, seed=3)
    first, second = result["players"]
    assert result["duplicate"] and result["games"] == 12
    # two seats, zero-sum returns: one's margin is the other's, negated, and twice its mean return
    assert first["margin"] == pytest.approx(-second["margin"], abs=1e-3)
    assert first["margin"] == pytest.approx(2 * first["mean_return"], abs=1e-3)
    assert first["margin_ci95"][0] <= first["margin"] <= first["margin_ci95"][1]
    # the score margin pairs the same way, in the game's own points
    assert first["score_margin"] == pytest.approx(-second["score_margin"], abs=1e-2)
    assert first["score_margin"] == pytest.approx(first["mean_score"] - second["mean_score"], abs=1e-2)
    assert first["score_margin_ci95"][0] <= first["score_margin"] <= first["score_margin_ci95"][1]
    assert first["ci95"] != first["ci95_matches"]  # six blocks, twelve matches: different samples
    undup = simulate_game(toygame.BIG_GAME, ["random", "ismcts:easy"], 12, seed=3, duplicate=False)
    assert undup["players"][0]["ci95"] == undup["players"][0]["ci95_matches"]


def test_search_clearly_beats_random_on_the_toy_game() -> None:
    def factory(name: str, game_id: str, seed: int) -> Player:
        return ISMCTS(iterations=40, seed=seed, name=name) if name == "search" else make_player(name, game_id, seed)

    result = simulate_game(toygame.BIG_GAME, ["search", "random"], 60, seed=1, factory=factory)
    search = result["players"][0]
    assert search["name"] == "search" and search["ci95"][0] > 0.55, search


def test_bad_line_ups_are_refused_clearly() -> None:
    with pytest.raises(InvalidInput, match="unknown player"):
        simulate_game(toygame.GAME, ["random", "grandmaster"], 2)
    with pytest.raises(InvalidInput):
        simulate_game(toygame.GAME, ["random"] * 3, 2)
    with pytest.raises(InvalidInput):
        simulate("no-such-game", ["random"], 1)

    class Cheat:
        name = "cheat"

        def choose(self, view: PlayerView) -> Action:
            return Action("teleport")

    with pytest.raises(InvalidInput, match="illegal"):
        simulate_game(toygame.GAME, ["cheat", "random"], 1,
                      factory=lambda n, g, s: Cheat() if n == "cheat" else RandomPlayer(s))


def test_first_deal_scores_each_match_by_its_first_deal_alone() -> None:
    game = get_game("cvik")
    names = ["a", "b", "c", "d"]
    result = simulate_game(game, names, 4, seed=2, first_deal=True,
                           factory=lambda name, game_id, seed: RandomPlayer(seed))
    assert result["first_deal"] and result["games"] == 4
    # the same four matches by hand: each stopped when its first deal is over, name "a" in every seat once
    expected = []
    for rotation in range(4):
        entries = [(s + rotation) % 4 for s in range(4)]
        players = [RandomPlayer((2 * 31 + e * 7919) % 2**53) for e in entries]
        match = Match(game, 4, {}, 2)
        rng = random.Random(2)
        first = match.state
        while match.state is first and not match.is_over:
            seat = match.current_player
            assert seat is not None
            match.apply(players[seat].choose(PlayerView(match.state, seat, rng)))
        expected.append(first.scores()[entries.index(0)])
    row = next(r for r in result["players"] if r["name"] == "a")
    assert row["mean_score"] == pytest.approx(sum(expected) / 4, abs=1e-3)
    whole = simulate_game(game, names, 4, seed=2, factory=lambda name, game_id, seed: RandomPlayer(seed))
    assert not whole["first_deal"]
    assert sum(r["decision_ms"]["count"] for r in whole["players"]) > sum(
        r["decision_ms"]["count"] for r in result["players"])  # the whole match plays on past the first deal
