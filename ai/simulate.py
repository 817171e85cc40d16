"""Seeded matches between players, seats rotated, duplicate deals: how strength is measured.

With `duplicate` (the default where the game allows it) the matches come in blocks of one
match per seat: every match of a block has the same seed, hence the same deals, and the
line-up is rotated one seat each time, so every player holds every hand once. Luck of the
deal then cancels inside a block and far fewer matches separate two players. The deals
are the same because a `Match` draws each deal's seed from its own generator, whatever is
played; a game whose deals do depend on play sets `duplicate_deals = False` on its Game.

Results: per player name (a name may sit in several seats) the seats played, wins (a
shared win counts as a share), win rate with a 95 % interval, mean match score and mean
return, and decision times. The interval is the normal approximation, with the Wilson
interval when every result is equal (so "won all 20" still gets an honest bound). With
duplicate deals its unit is the block: the matches of one block share their deals, so they
are not independent of each other, while blocks are; a player's mean share over a block
has the luck of the deal cancelled, which is what makes duplicate intervals narrow. The
per-match interval is reported too (`ci95_matches`), and `margin` is the mean per block of
the player's match return minus the mean return of the seats it did not hold, with its
interval: a finer measure than wins where a game scores more than win or lose.
`score_margin` is the same in the match's own score (points, chips), unsquashed: with
one-deal matches of a partnership game it is what duplicate bridge scores, deal by deal.
"""

from __future__ import annotations

import math
import pickle
import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import NotRequired, TypedDict

from ai.jobs import run_jobs as run_jobs  # named here so bench/simulate_speed.py can wrap it for a run
from ai.players import Player
from ai.procs import STALL_SECONDS
from ai.registry import make_player
from ai.view import LegalView, PlayerView
from games import rng as rngs
from games.errors import IllegalAction, InvalidInput
from games.game import Game
from games.match import Match
from games.state import State

Z95 = 1.959964
#: the most matches one run may play: every match's result (its decision times among them) is held until the
#: report, so a run of 10**12 grew until MemoryError; 100,000 of the longest games hold well under a gigabyte
MAX_GAMES = 100_000
#: Student's t, two-sided 95 %, by degrees of freedom: a handful of duplicate blocks is a small sample, and the
#: normal quantile would make its interval too narrow. Between rows the smaller df (the wider interval) is used.
_T95 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228,
        11: 2.201, 12: 2.179, 13: 2.160, 14: 2.145, 15: 2.131, 16: 2.120, 17: 2.110, 18: 2.101, 19: 2.093,
        20: 2.086, 22: 2.074, 24: 2.064, 26: 2.056, 28: 2.048, 30: 2.042, 40: 2.021, 60: 2.000, 120: 1.980}


def t95(df: int) -> float:
    """The two-sided 95 % quantile of Student's t with `df` degrees of freedom (the normal one past 120)."""
    if df > 120:
        return Z95
    return _T95[max(k for k in _T95 if k <= max(df, 1))]


@dataclass
class _Tally:
    wins: list[float] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    returns: list[float] = field(default_factory=list)
    decision_ms: list[float] = field(default_factory=list)
    capped: int = 0
    block_wins: list[float] = field(default_factory=list)  # mean win share per duplicate block
    block_margins: list[float] = field(default_factory=list)  # mean return margin over the others, per block
    block_score_margins: list[float] = field(default_factory=list)  # the same in match scores (points, chips)
    #: (win share, return margin, score margin) per match of this block
    _block: list[tuple[float, float, float]] = field(default_factory=list)

    def close_block(self) -> None:
        """Fold the block's matches into one sample each of win share and the two margins."""
        if self._block:
            self.block_wins.append(statistics.fmean(share for share, _, _ in self._block))
            self.block_margins.append(statistics.fmean(margin for _, margin, _ in self._block))
            self.block_score_margins.append(statistics.fmean(points for _, _, points in self._block))
            self._block.clear()


def mean_ci95(samples: Sequence[float], bounds: tuple[float, float] = (0.0, 1.0)) -> tuple[float, tuple[float, float]]:
    """Mean and 95 % interval (Student's t) of samples within `bounds` (by default win shares, each in [0, 1]).

    When every sample is equal the Wilson interval of the rate within the bounds stands in for a zero-width one."""
    n = len(samples)
    lo, hi = bounds
    if n == 0:
        return 0.0, bounds
    mean, (low, high) = mean_t95(samples)
    if low == high:
        span = hi - lo
        w_low, w_high = wilson((mean - lo) / span, n)
        return mean, (lo + w_low * span, lo + w_high * span)
    return mean, (max(lo, low), min(hi, high))


def mean_t95(samples: Sequence[float]) -> tuple[float, tuple[float, float]]:
    """Mean and 95 % interval (Student's t) of unbounded samples (points); one sample, or all equal: no width."""
    n = len(samples)
    if n == 0:
        return 0.0, (0.0, 0.0)
    mean = math.fsum(samples) / n
    half = t95(n - 1) * statistics.stdev(samples) / math.sqrt(n) if n > 1 else 0.0
    return mean, (mean - half, mean + half)


def wilson(rate: float, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    z2 = Z95 * Z95
    centre = (rate + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 / (1 + z2 / n) * math.sqrt(rate * (1 - rate) / n + z2 / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank percentile (q in 0..100); 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))
    return ordered[index]


class Times(TypedDict):
    """Decision times in milliseconds (wall): the median and the 95th percentile."""

    p50: float
    p95: float


class PlayerTimes(Times):
    count: int


class PlayerRow(TypedDict):
    """One player's line of the report (see `simulate_game`)."""

    name: str
    seats_played: int
    wins: float
    win_rate: float
    ci95: list[float]
    ci95_matches: list[float]
    margin: float
    margin_ci95: list[float]
    score_margin: float
    score_margin_ci95: list[float]
    mean_score: float
    mean_return: float
    decision_ms: PlayerTimes
    capped_decisions: int


class Lost(TypedDict):
    match: int
    seed: int
    why: str


class Report(TypedDict):
    """What `simulate_game` reports, as cli/simulate prints it and `--json` writes it."""

    game: str
    games: int
    seed: int
    options: dict[str, object]
    num_players: int
    duplicate: bool
    first_deal: bool
    players: list[PlayerRow]
    even_share: float
    decision_ms: Times
    deals: NotRequired[list[dict[str, object]]]  # with `par`: each finished deal's analysis, by match and deal
    lost: NotRequired[list[Lost]]
    left_out: NotRequired[int]


def simulate_game(game: Game, names: Sequence[str], games: int, seed: int = 1,
                  options: Mapping[str, object] | None = None, duplicate: bool | None = None,
                  factory: Callable[[str, str, int], Player] | None = None,
                  progress: Callable[[int, int], None] | None = None, first_deal: bool = False,
                  jobs: int = 1, cluster: str | None = None, par: bool = False,
                  stall: float = STALL_SECONDS) -> Report:
    """Play `games` matches of `game` between `names` (one per seat) and report as cli/simulate prints it.

    With duplicate deals `games` is rounded up to a whole number of blocks (one match per seat).
    `factory(name, game_id, seed)` makes the players (default: ai.make_player). With `first_deal`
    each match stops after its first deal and is scored by that deal alone (its scores, its returns,
    the best score wins): the finest measure where whole matches are mostly won by the cards.

    Every match depends on its seed and line-up alone, so the matches run anywhere: `jobs` local
    processes, or the Dask scheduler at `cluster` (ai/jobs.py); the report is the serial one whatever
    ran them, apart from the decision times. Those need a registered game and a factory that pickles.
    `par` adds each finished deal's double-dummy analysis (Bridž: par and makeable table) under
    `deals`: work done only when asked for.

    A local worker that dies or stays silent `stall` seconds (stopped) loses its match, and the run goes on:
    `lost` lists each lost match (its index, seed and why), and the finished matches of a duplicate block that
    lost one are left out of the figures (`left_out`), as the block no longer cancels the luck of its deals.
    """
    n = len(names)
    if n == 0:
        raise InvalidInput("name at least one player per seat")
    if not 1 <= games <= MAX_GAMES:
        raise InvalidInput(f"--games takes a whole number from 1 to {MAX_GAMES}, not {games}")
    config = game.config(options)
    game.check_players(config, n)
    make = factory or make_player
    for name in dict.fromkeys(names):
        make(name, game.id, 0)  # an unknown name fails here, before any match is played
    if duplicate is None:
        duplicate = getattr(game, "duplicate_deals", True) and n > 1
    block = n if duplicate else 1
    blocks = -(-games // block)
    seeds = random.Random(seed)
    remote = jobs > 1 or cluster is not None
    where: Game | str = _registered(game) if remote else game  # another process gets the game by its id
    if remote:
        _check_sendable(factory, "the players' factory")
    tasks: list[tuple[object, ...]] = []
    match_seeds: list[int] = []
    for b in range(blocks):
        block_seed = seed if b == 0 else rngs.child_seed(seeds)
        for r in range(block):
            g = b * block + r
            match_seed = block_seed if duplicate else seed + g
            rotation = r if duplicate else g % n
            entries = tuple((s + rotation) % n for s in range(n))  # seat -> index into names
            tasks.append((where, dict(config), tuple(names), entries, match_seed, factory, first_deal, par))
            match_seeds.append(match_seed)
    finished = 0

    def done(_: int, __: MatchResult) -> None:
        nonlocal finished
        finished += 1
        if progress is not None:
            progress(finished, len(tasks))

    batch = run_jobs(play_match, tasks, jobs, cluster, done, stall)
    tallies: dict[str, _Tally] = {name: _Tally() for name in names}
    all_ms: list[float] = []
    deals: list[dict[str, object]] = []
    counted = left_out = 0
    for b in range(blocks):  # folded in match order, as the serial run played them
        played = [batch.results.get(g) for g in range(b * block, (b + 1) * block)]
        if any(result is None for result in played):
            left_out += sum(result is not None for result in played)
            continue
        for g, result in enumerate(played, start=b * block):
            assert result is not None
            _fold(result, tallies, all_ms)
            deals.extend({"match": g, "deal": k, **facts} for k, facts in enumerate(result.deals) if facts)
        counted += block
        for t in tallies.values():
            t.close_block()
    if not counted:
        why = "; ".join(sorted(set(batch.lost.values())))
        raise InvalidInput(f"every match of the run was lost ({why}): nothing to report")
    rows: list[PlayerRow] = []
    for name in dict.fromkeys(names):
        t = tallies[name]
        rate, (low, high) = mean_ci95(t.wins)
        per_match = [round(low, 4), round(high, 4)]
        if duplicate and len(t.block_wins) > 1:
            rate, (low, high) = mean_ci95(t.block_wins)
        margin, (m_low, m_high) = mean_ci95(t.block_margins, bounds=(-2.0, 2.0))
        score_margin, (s_low, s_high) = mean_t95(t.block_score_margins)
        rows.append({
            "name": name, "seats_played": len(t.wins), "wins": round(math.fsum(t.wins), 3),
            "win_rate": round(rate, 4), "ci95": [round(low, 4), round(high, 4)], "ci95_matches": per_match,
            "margin": round(margin, 4), "margin_ci95": [round(m_low, 4), round(m_high, 4)],
            "score_margin": round(score_margin, 3), "score_margin_ci95": [round(s_low, 3), round(s_high, 3)],
            "mean_score": round(statistics.fmean(t.scores), 3) if t.scores else 0.0,
            "mean_return": round(statistics.fmean(t.returns), 4) if t.returns else 0.0,
            "decision_ms": {"p50": round(percentile(t.decision_ms, 50), 3),
                            "p95": round(percentile(t.decision_ms, 95), 3), "count": len(t.decision_ms)},
            "capped_decisions": t.capped,
        })
    report: Report = {
        "game": game.id, "games": counted, "seed": seed, "options": dict(config), "num_players": n,
        "duplicate": duplicate, "first_deal": first_deal, "players": rows, "even_share": round(1 / n, 4),
        "decision_ms": {"p50": round(percentile(all_ms, 50), 3), "p95": round(percentile(all_ms, 95), 3)},
    }
    if par:
        report["deals"] = deals
    if batch.lost:
        report["lost"] = [{"match": g, "seed": match_seeds[g], "why": why} for g, why in sorted(batch.lost.items())]
        report["left_out"] = left_out
    return report


def _registered(game: Game) -> str:
    """The id under which another process finds `game` (it cannot be pickled: it holds its rule book)."""
    from games.registry import get_game

    try:
        found = get_game(game.id)
    except InvalidInput:
        found = None
    if type(found) is not type(game):
        raise InvalidInput(f"game {game.id!r} is not in the registry: it can only be simulated in this process "
                           f"(without --jobs or --cluster)")
    return game.id


def _check_sendable(value: object, what: str) -> None:
    """A job for another process is pickled: say so plainly if part of it cannot be (a lambda, a closure)."""
    try:
        pickle.dumps(value)
    except (pickle.PicklingError, TypeError, AttributeError) as exc:
        raise InvalidInput(f"{what} cannot be sent to another process ({exc}): run it without --jobs or "
                           f"--cluster, or make it a module-level function") from None


@dataclass(frozen=True)
class MatchResult:
    """What one match gives the report: plain data, so it comes back from another process or machine."""

    #: per seat: (player name, win share, match score, return, return margin over the others, score margin)
    seats: tuple[tuple[str, float, float, float, float, float], ...]
    #: every decision's (player name, wall milliseconds), in play order
    decisions: tuple[tuple[str, float], ...]
    capped: tuple[str, ...]  # the name of the player of each decision its time cap cut short
    deals: tuple[dict[str, object], ...] = ()  # each finished deal's analysis, when asked for


def play_match(game: Game | str, options: Mapping[str, object], names: Sequence[str], entries: Sequence[int],
               match_seed: int, factory: Callable[[str, str, int], Player] | None = None,
               first_deal: bool = False, par: bool = False) -> MatchResult:
    """One match of the simulation (`game` may be a registered id: a job sent to another process)."""
    if isinstance(game, str):
        from games.registry import get_game

        game = get_game(game)
    make = factory or make_player
    n = len(entries)
    seat_names = [names[e] for e in entries]
    # A player's seed depends on its entry in the line-up and the match, not on the rotation, so
    # in a duplicate block a bot meets the same deal with the same generator whatever its seat.
    players = [make(names[e], game.id, (match_seed * 31 + e * 7919) % 2**53) for e in entries]
    # A player that reads nothing but the legal actions is spared the observation and the sampled
    # world a view otherwise builds at every decision (half of a random Bridž match's time).
    light = [bool(getattr(p, "legal_actions_only", False)) for p in players]
    view_rng = random.Random(match_seed)
    match = Match(game, n, dict(options), match_seed)
    decisions: list[tuple[str, float]] = []
    capped: list[str] = []
    while not match.is_over and not (first_deal and match.finished_deals):
        seat = match.current_player
        assert seat is not None
        view = LegalView(match.state, seat) if light[seat] else PlayerView(match.state, seat, view_rng)
        player = players[seat]
        start = time.perf_counter()
        action = player.choose(view)
        decisions.append((seat_names[seat], (time.perf_counter() - start) * 1000))
        last = getattr(player, "last", None)
        if last is not None and getattr(last, "capped", False):
            capped.append(seat_names[seat])
        try:
            match.apply(action)
        except IllegalAction as exc:
            raise InvalidInput(f"player {player.name} chose an illegal action {action.code}: {exc}") from None
    if first_deal:
        deal = match.finished_deals[0]
        totals, returns = deal.scores(), deal.returns()
        winners = [s for s, points in enumerate(totals) if points == max(totals)]
    else:
        winners = match.winners()
        totals, returns = match.scores(), match.returns()
    seats = []
    for s, name in enumerate(seat_names):
        share = 1.0 / len(winners) if s in winners else 0.0
        others = [o for o, other in enumerate(seat_names) if other != name]
        margin = returns[s] - statistics.fmean(returns[o] for o in others) if others else 0.0
        points = totals[s] - statistics.fmean(totals[o] for o in others) if others else 0.0
        seats.append((name, share, float(totals[s]), float(returns[s]), margin, points))
    played = match.finished_deals[:1] if first_deal else match.finished_deals
    deals = tuple(deal_analysis(game, deal) for deal in played) if par else ()
    return MatchResult(tuple(seats), tuple(decisions), tuple(capped), deals)


def deal_analysis(game: Game, deal: State) -> dict[str, object]:
    """A finished deal's analysis for the report (the game's `deal_report`: Bridž's par with its whole
    makeable table; nothing for most games)."""
    return dict(game.deal_report(deal.public_info()))


def _fold(result: MatchResult, tallies: dict[str, _Tally], all_ms: list[float]) -> None:
    for name, ms in result.decisions:
        tallies[name].decision_ms.append(ms)
        all_ms.append(ms)
    for name in result.capped:
        tallies[name].capped += 1
    for name, share, score, ret, margin, points in result.seats:
        t = tallies[name]
        t.wins.append(share)
        t.scores.append(score)
        t.returns.append(ret)
        t._block.append((share, margin, points))


def simulate(game_query: str, names: Sequence[str], games: int, seed: int = 1,
             options: Mapping[str, object] | None = None, duplicate: bool | None = None,
             progress: Callable[[int, int], None] | None = None, first_deal: bool = False,
             jobs: int = 1, cluster: str | None = None, par: bool = False,
             stall: float = STALL_SECONDS) -> Report:
    """`simulate_game` for a registered game named by id, name or alias."""
    from games.registry import get_game

    return simulate_game(get_game(game_query), names, games, seed, options, duplicate, progress=progress,
                         first_deal=first_deal, jobs=jobs, cluster=cluster, par=par, stall=stall)
