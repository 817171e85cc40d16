"""Boston's decisions played out over worlds (the bids and partner calls of ai/games/boston/players.py), split
over the search's worker processes (ai/parallel.py) as its card play is.

With N shares, share i plays its own part of the worlds (the count split in a fixed way) from its own
generator (a seed drawn from the decision's), share 0 here and the others in the pool (in the window, which
searches off its own process, every share in the pool: `parallel.offloading()`); the trick counts and
chip totals come back in share order and are put together as one run over all the worlds would have them.
So under a seed and a worker count the same calls come out (with a world count: a time cap cuts each share
where the clock says, and none stops before its part of MIN_WORLDS). A worker is sent plain data only: the
plain view's sampled world, and for a view that draws its worlds by the calls (worlds.py) that view's
settings, from which it rebuilds the same way of drawing with a chain of its own.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import NotRequired, Protocol, TypedDict, TypeVar, cast

from ai import parallel
from ai.games.boston.playout import Outcome, Worlds, chips_totals, tricks_over_worlds
from ai.games.boston.worlds import rebuild
from ai.ismcts import WORKER_GRACE
from ai.view import PlayerView
from games import rng as rngs
from games.actions import Action
from games.jsontypes import JsonObject
from games.registry import get_game

Tricks = tuple[dict[str, list[int]], dict[str, list[Outcome]]]
R = TypeVar("R")


class Sendable(Worlds, Protocol):
    """A view whose worlds a worker can draw as it does: a `PlayerView`, or a `BeliefView` (its `sampler()` too)."""

    def template_data(self) -> JsonObject: ...


class ShareArgs(TypedDict):
    """One share of a decision as a worker gets it (`tricks_job`, `chips_job`), plain data only."""

    world: JsonObject  # the view's sampled world
    seat: int
    deadline: float | None  # on `time.monotonic()`
    belief: Mapping[str, object] | None  # the BeliefView's `sampler()` settings, None for a plain view
    seed: int
    worlds: int
    least: int
    lowest: NotRequired[int]  # tricks_job's
    partner_game: NotRequired[int | None]
    choices: NotRequired[list[str]]  # chips_job's: the choices' codes


def split(total: int, shares: int) -> list[int]:
    """`total` in `shares` parts, the first ones a unit larger where it does not divide."""
    base, extra = divmod(total, shares)
    return [base + (1 if i < extra else 0) for i in range(shares)]


def tricks_shared(view: Sendable, worlds: int, lowest: int, partner_game: int | None, rng: random.Random, shares: int,
                  seconds: float | None, least: int) -> Tricks:
    """`tricks_over_worlds` over `shares` processes: the lists of every share, in share order."""
    parts = _run(view, "tricks_job", {"lowest": lowest, "partner_game": partner_game}, worlds, least, rng, shares,
                 seconds, lambda n, r, until: _plain(tricks_over_worlds(view, n, lowest, partner_game, r, until)))
    out: dict[str, list[int]] = {}
    partnered: dict[str, list[Outcome]] = {}
    for tricks, outcomes in parts:
        for suit, taken in tricks.items():
            out.setdefault(suit, []).extend(taken)
        for suit, played in outcomes.items():
            partnered.setdefault(suit, []).extend(Outcome(*o) for o in played)
    return out, partnered


def chips_shared(sample: Sendable, choices: list[Action], worlds: int, rng: random.Random, shares: int,
                 seconds: float | None, least: int) -> dict[Action, float]:
    """`chips_by_choice` over `shares` processes: each choice's chips summed over every share's worlds."""
    seat = sample.seat

    def here(n: int, r: random.Random, until: Callable[[int], bool]) -> tuple[dict[str, float], int]:
        totals, done = chips_totals(sample, seat, choices, n, r, until)
        return {c.code: t for c, t in totals.items()}, done

    parts = _run(sample, "chips_job", {"choices": [c.code for c in choices]}, worlds, least, rng, shares, seconds,
                 here)
    done = sum(n for _, n in parts)
    return {c: sum(totals[c.code] for totals, _ in parts) / max(1, done) for c in choices}


def _run(view: Sendable, job: str, args: Mapping[str, object], worlds: int, least: int, rng: random.Random,
         shares: int, seconds: float | None, here: Callable[[int, random.Random, Callable[[int], bool]], R]) -> list[R]:
    """Share 0 by `here`, shares 1.. by `job` of this module in the pool: their results in share order (a
    worker that failed is left out, as the search leaves it out; with the pool busy, every world is played here)."""
    seeds = [rngs.child_seed(rng) for _ in range(shares)]
    counts, leasts = split(worlds, shares), split(least, shares)
    deadline = None if seconds is None else time.monotonic() + seconds  # one clock for every process
    named = getattr(view, "sampler", None)
    common = {**args, "world": view.template_data(), "seat": view.seat, "deadline": deadline,
              "belief": named()[1] if callable(named) else None}
    offloaded = parallel.offloading()  # the window: share 0 goes to the pool too, none is played here
    jobs = [parallel.Job(__name__, job, {**common, "seed": seeds[i], "worlds": counts[i], "least": leasts[i]})
            for i in range(0 if offloaded else 1, shares)]
    decision = parallel.Decision(jobs, parallel.run_job)
    if not decision.sent:
        counts[0], leasts[0] = worlds, least
    elif offloaded:
        # a job's function returns what `here` does (`tricks_job` as `_plain(tricks_over_worlds)`, `chips_job`)
        answered = cast("list[R]", decision.results(None if deadline is None
                                                    else max(0.0, deadline - time.monotonic()) + WORKER_GRACE))
        if answered:
            return answered
        # every share was lost (a killed worker): play the fewest worlds here after all
        return [here(worlds, random.Random(seeds[0]), _until(least, time.monotonic()))]
    mine = here(counts[0], random.Random(seeds[0]), _until(leasts[0], deadline))
    wait = None if deadline is None else max(0.0, deadline - time.monotonic()) + WORKER_GRACE
    return [mine, *cast("list[R]", decision.results(wait))]


def _until(least: int, deadline: float | None) -> Callable[[int], bool]:
    """Whether a share should stop, given its worlds done: past the deadline with its part of the fewest
    worlds played, or the pool told to stop (a worker's; None in the calling process)."""
    flag = parallel.stop_flag()

    def until(done: int) -> bool:
        if flag is not None and flag.is_set():
            return True
        return deadline is not None and done >= least and time.monotonic() > deadline

    return until


# -- the worker's side (parallel.run_job) ------------------------------------------------------------------
def _view(args: ShareArgs) -> PlayerView:
    """The caller's view rebuilt from plain data: the plain view of its sampled world, drawing by the calls
    where the caller's did."""
    game = get_game("boston")
    view = PlayerView.of_world(game.state_class.from_dict(game, args["world"]), args["seat"])
    return view if args["belief"] is None else rebuild(view, args["belief"])


PlainTricks = tuple[dict[str, list[int]], dict[str, list[tuple[int, int, bool]]]]


def _plain(played: Tricks) -> PlainTricks:
    """A share's tricks with the outcomes as plain tuples, as a worker sends them back."""
    tricks, outcomes = played
    return tricks, {suit: [(o.own, o.side, o.partnered) for o in done] for suit, done in outcomes.items()}


def tricks_job(args: ShareArgs) -> PlainTricks:
    """One share of `tricks_shared`."""
    return _plain(tricks_over_worlds(_view(args), args["worlds"], args["lowest"], args["partner_game"],
                                     random.Random(args["seed"]), _until(args["least"], args["deadline"])))


def chips_job(args: ShareArgs) -> tuple[dict[str, float], int]:
    """One share of `chips_shared`: the chips summed per choice (by code), and the worlds played."""
    view = _view(args)
    legal: Sequence[Action] = view.legal_actions
    by_code = {a.code: a for a in legal}
    choices = [by_code[code] for code in args["choices"]]
    totals, done = chips_totals(view, view.seat, choices, args["worlds"], random.Random(args["seed"]),
                                _until(args["least"], args["deadline"]))
    return {c.code: t for c, t in totals.items()}, done
