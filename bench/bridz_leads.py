"""What hard Bridž's time cap costs at the opening lead and the first cards, decision by decision.

    python -m bench.bridz_leads [--decisions 40] [--cards 4] [--fresh 96] [--seed 1] [--json FILE] [--quick]

The first deals of seeded matches are auctioned by the bots; at each of the first `--cards` card decisions
(the opening lead, then the cards after it, played as the uncapped player plays them) `bridz:hard` samples
its 24 deals as at the table. The capped card is the one it picks from the deals it solves within its 1.2 s
(ai/games/bridz/solving.py, live: under this machine's load); the uncapped card, the old player's, is picked
from all 24. Both are scored on `--fresh` deals drawn by the same sampler with an independent generator and
solved double dummy offline (no cap): the mean tricks each card takes for its side there, and the mean points
by hard's own aim (`ContractPoints`). A decision's loss is the uncapped card's mean less the capped card's
(0 where they agree). The loss of a player that stops after the first k deals (k = 4, 8, ..., 24) is given
too: that table does not depend on the load; the live line does (its solved counts say how loaded).
Reported: N decisions, the agreement rate, the mean loss with a 95% interval (normal, over decisions).
A match-level duplicate would need thousands of deals to see a fraction of a trick at the first cards.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import sys
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the modules themselves are imported where they are used, after the path is set
    from ai.view import PlayerView
    from games.actions import Action
    from games.bridz.dds import Position

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

#: the prefixes of the 24 sampled deals whose card is scored (the first is the fewest the capped player solves)
PREFIXES = (4, 8, 12, 16, 20, 24)


@dataclass
class Decision:
    seed: int
    card_index: int  # 0: the opening lead
    solved_live: int  # deals the capped player solved within its time
    sampled: int
    seconds_live: float
    by_prefix: dict[int, str] = field(default_factory=dict)  # k -> the card picked from the first k deals
    tricks: dict[str, float] = field(default_factory=dict)  # card -> mean tricks on the fresh deals
    points: dict[str, float] = field(default_factory=dict)  # card -> mean points (hard's aim) on them

    @property
    def capped(self) -> str:
        return self.by_prefix[-1]

    @property
    def uncapped(self) -> str:
        return self.by_prefix[PREFIXES[-1]]


#: a card decision: the match's seed, the card's index in the deal, what its seat sees; the caller sends the card
Decisions = Generator[tuple[int, int, "PlayerView"], "Action", None]


def decisions(count: int, cards: int, first_seed: int = 1) -> Decisions:
    """(seed, card index, view) at the first `cards` card decisions of seeded first deals; the caller sends
    the card played."""
    from ai.games.bridz import bidding
    from ai.games.bridz.play import labelled
    from ai.view import PlayerView
    from games import Match
    from games.bridz.facts import public_facts
    from games.bridz.rules import Phase
    from games.registry import get_game

    game = get_game("bridz")
    found = 0
    seed = first_seed - 1
    while found < count:
        seed += 1
        match = Match(game, None, {}, seed)
        index = 0
        while not match.is_over and match.context.deal_index == 0 and index < cards and found < count:
            seat = match.current_player
            assert seat is not None
            view = PlayerView(match.state, seat, random.Random(seed))
            info = public_facts(view.observation)
            if info["phase"] == Phase.AUCTION:
                made = bidding.suggest(list(info["calls"]), int(info["dealer"]), seat, view.observation.hand())
                match.apply(labelled(made))
                continue
            found += 1
            chosen = yield seed, index, view
            match.apply(chosen)
            index += 1


def capped(view: PlayerView, legal: Sequence[Action], seed: int) -> tuple[list[Position], list[dict[str, int]], float]:
    """Hard's decision as at the table, live: its sampled deals, those it solved in its time, the seconds."""
    from ai.games.bridz import play

    sampled: list[Position] = []
    solved: list[dict[str, int]] = []
    solve = play.solve_until

    def kept(positions: Sequence[Position], deadline: float | None,
             clock: Callable[[], float] = time.perf_counter) -> list[dict[str, int]]:
        sampled.extend(positions)
        results = solve(positions, deadline, clock)
        solved.extend(results)
        return results

    play.solve_until = kept
    try:
        began = time.perf_counter()
        play.BridzPlayer("hard", seed).best_card(view, legal)
        return sampled, solved, time.perf_counter() - began
    finally:
        play.solve_until = solve


def measure(count: int, cards: int, fresh: int, first_seed: int = 1, log: bool = True) -> list[Decision]:
    from ai.games.bridz.play import PLAY_LEVELS, ContractPoints, pick_card, sample_positions
    from games.bridz import dds
    from games.bridz.facts import public_facts
    from games.bridz.rules import CLAIM

    level = PLAY_LEVELS["hard"]
    out: list[Decision] = []
    gen = decisions(count, cards, first_seed)
    step = next(gen, None)
    while step is not None:
        seed, index, view = step
        legal = [a for a in view.legal_actions if a != CLAIM]
        if len(legal) == 1:
            step = _send(gen, legal[0])
            continue
        sampled, solved, seconds = capped(view, legal, seed * 10 + view.seat)
        every = solved + dds.solve_many(sampled[len(solved):])  # the rest, uncapped
        d = Decision(seed, index, len(solved), len(sampled), seconds)
        for k in (*PREFIXES, -1):
            d.by_prefix[k] = _code(pick_card(view, legal, level, every[:k] if k > 0 else solved))
        if len(set(d.by_prefix.values())) > 1:  # some player picks another card: score the cards picked
            rng = random.Random(1_000_003 * seed + index)  # independent of the player's generator
            scored = dds.solve_many(sample_positions(view, level, rng, worlds=fresh))
            points = ContractPoints(public_facts(view.observation))
            for card in set(d.by_prefix.values()):
                tricks = [r[card] for r in scored]
                d.tricks[card] = sum(tricks) / len(tricks)
                d.points[card] = sum(points(t) for t in tricks) / len(tricks)
        out.append(d)
        if log:
            print(f"seed {seed} card {index}: solved {d.solved_live}/{d.sampled} in {seconds:.2f} s; capped "
                  f"{d.capped}, uncapped {d.uncapped}; loss {loss(d, -1, 'tricks'):+.3f} tricks", flush=True)
        step = _send(gen, next(a for a in legal if _code(a) == d.uncapped))  # play on as the old player
    return out


def _send(gen: Decisions, value: Action) -> tuple[int, int, PlayerView] | None:
    try:
        return gen.send(value)
    except StopIteration:
        return None


def _code(action: Action) -> str:
    assert action.card is not None  # a card decision's
    return str(action.card.code)


def loss(d: Decision, k: int, what: str) -> float:
    """What the card picked from the first k deals (-1: the deals solved live) gives up against the uncapped
    card on the fresh deals: mean tricks or points."""
    table = d.tricks if what == "tricks" else d.points
    card = d.by_prefix[k]
    return table[d.uncapped] - table[card] if card != d.uncapped else 0.0


def summary(ds: Sequence[Decision], k: int, what: str) -> tuple[float, float, float]:
    """The agreement rate, the mean loss and its 95% half-interval over the decisions."""
    losses = [loss(d, k, what) for d in ds]
    n = len(losses)
    mean = sum(losses) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in losses) / (n - 1)) if n > 1 else 0.0
    agree = sum(1 for d in ds if d.by_prefix[k] == d.uncapped) / n
    return agree, mean, 1.96 * sd / math.sqrt(n)


def report(ds: Sequence[Decision], fresh: int) -> list[str]:
    lead = [d for d in ds if d.card_index == 0]
    lines = [f"N = {len(ds)} card decisions ({len(lead)} opening leads), each scored on {fresh} fresh deals"]
    live = sorted(d.solved_live for d in ds)
    lines.append(f"live: deals solved of {ds[0].sampled if ds else 0}: median {live[len(live) // 2]}, "
                 f"min {live[0]}, max {live[-1]}; decision wall p50 "
                 f"{sorted(d.seconds_live for d in ds)[len(ds) // 2]:.2f} s")
    for name, group in (("all", ds), ("leads", lead)):
        if not group or (name == "leads" and len(lead) == len(ds)):
            continue
        for k in (-1, *PREFIXES[:-1]):
            label = "live cap" if k == -1 else f"first {k:2}"
            agree, mean, half = summary(group, k, "tricks")
            _, pmean, phalf = summary(group, k, "points")
            lines.append(f"{name:5} {label:9} agree {agree:4.0%}  loss {mean:+.3f} ± {half:.3f} tricks, "
                         f"{pmean:+.1f} ± {phalf:.1f} points  (N {len(group)})")
    return lines


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bridz_leads", description=__doc__.split("\n\n")[0])
    parser.add_argument("--decisions", type=int, default=40, help="card decisions to measure (default 40)")
    parser.add_argument("--cards", type=int, default=4, help="first card decisions per deal (default 4: trick 1)")
    parser.add_argument("--fresh", type=int, default=96, help="fresh deals each card is scored on (default 96)")
    parser.add_argument("--seed", type=int, default=1, help="the first match's seed (default 1)")
    parser.add_argument("--json", help="also write each decision's record to this file (to pool runs)")
    parser.add_argument("--quick", action="store_true", help="6 opening leads on 24 fresh deals: a smoke run")
    args = parser.parse_args(argv)
    if args.quick:
        args.decisions, args.cards, args.fresh = 6, 1, 24
    cpu = time.process_time()
    ds = measure(args.decisions, args.cards, args.fresh, args.seed)
    print("\n".join(report(ds, args.fresh)))
    if args.json:
        Path(args.json).write_text(json.dumps([dataclasses.asdict(d) for d in ds]))
    print(f"CPU {time.process_time() - cpu:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
