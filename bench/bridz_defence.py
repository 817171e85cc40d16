"""How far Bridž's defenders fall short of double-dummy defence, on seeded deals.

    python -m bench.bridz_defence [--deals 40] [--seed 1] [--levels hard,normal] [--declarer dd|hard] [--live]
                                  [--leads] [--json FILE]

Each seeded deal (dealer rotating) is bid by the written system (the same at every level), then played once
per defending level: the declarer and the dummy by a double-dummy player (each card the one DDS says takes
the most tricks, ties to the lowest), the two defenders by `bridz:<level>`. Against a declarer who sees every
card, defenders who also saw every card would hold the declaring side to the contract's double-dummy tricks
from the opening lead; the tricks the declaring side takes beyond that are what the defenders conceded (never
below 0). Reported per level: the mean conceded a deal with a 95 % interval (normal, over deals), and the
paired difference of two levels on the same deals and contracts; and of the tricks conceded, those the opening
lead gave (`<level>_lead`: the best lead's double-dummy tricks less the card led's).

`--declarer hard` measures as the first figures of the defence's gap were taken: a `bridz:hard` declarer (who does
not take every trick the defence gives) plays each deal twice with the same seed, once against double-dummy
defenders and once against the level's; what the level conceded is the declaring side's tricks against it less
those against the double-dummy defenders (it may be negative: a declarer's slip is not always punished alike).

`--leads` plays only the opening leads (quick: the lead's share on many deals). A level `hard-plain` is hard
without the defenders' lore (`PlayLevel.lore`: hard as it defended before the lore); `hard-untold` is hard
without reading declarer's and partner's chosen cards (`PlayLevel.tells`); `hard-ahead<N>` looks partner's next cards
ahead in N sampled deals (`PlayLevel.lookahead`, `hard-ahead0` is hard without it); `hard-cash` cashes sure winners
(`PlayLevel.cash`); `hard-quiet` leads by the tables but neither signals nor reads partner (`PlayLevel.signals`);
`normal-blind` samples deals without fitting them to the auction (`PlayLevel.read_auction`, as easy does);
`normal-reading` is normal defending with the auction read into its samples, as it did before session 30
(`PlayLevel.defence_reads_auction`).
Suffixes set the samples: `-w<N>` N sampled deals a card (`normal-w10`), `-e<N>` N in the first three tricks after
the opening lead (`PlayLevel.early`), `-s<N>` lets the lead tables stray N lead margins from the samples' best lead
(`PlayLevel.lead_slack`); they combine (`hard-e48-quiet`).

By default the defenders solve every deal their level samples (no time cap), so the figures do not depend on
the machine's load; `--live` gives them their table budget (ai/games/bridz/solving.py) instead.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ai.games.bridz.play import BridzPlayer, PlayLevel
    from games.actions import Action
    from games.bridz.rules import BridzState

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def conceded_summary(gaps: Sequence[float]) -> dict[str, Any]:  # Any: a JSON summary, numbers and lists
    """Mean with a 95 % normal interval (over deals)."""
    mean = statistics.fmean(gaps) if gaps else 0.0
    half = 1.96 * statistics.stdev(gaps) / math.sqrt(len(gaps)) if len(gaps) > 1 else 0.0
    return {"n": len(gaps), "mean": round(mean, 3), "ci95": [round(mean - half, 3), round(mean + half, 3)]}


def dd_card(state: BridzState) -> Action:
    """The card a double-dummy player plays: most tricks for its side, ties to the lowest rank."""
    from ai.games.bridz.play import _rank_index
    from games.bridz import dds
    from games.bridz.rules import CLAIM

    legal = [a for a in state.legal_actions() if a is not CLAIM and a.card is not None]
    if len(legal) == 1:
        return legal[0]
    hands = [list(state.hand(s)) for s in range(4)]
    trick = list(state.zones["trick"])
    leader = state.trick_seats[0] if trick else state.turn
    assert leader is not None
    result = dds.solve(hands, state.trump, leader, trick)
    return max(legal, key=lambda a: (result.get(a.card.code if a.card else "", -1), -_rank_index(a.card)))


def bid(seed: int, dealer: int) -> BridzState | None:
    """A seeded deal bid to its contract by the system (None: thrown in)."""
    from ai.games.bridz import bidding
    from ai.games.bridz.play import labelled
    from bench.bridz_bench import fresh_deal
    from games.bridz.rules import Phase

    state = fresh_deal(seed, dealer)
    while state.phase == Phase.AUCTION:
        seat = state.current_player
        assert seat is not None
        state.apply(labelled(bidding.suggest(list(state.calls), state.dealer, seat, list(state.hand(seat)))))
    return state if state.contract else None


def untold(level: PlayLevel) -> PlayLevel:
    """Hard's lore as it was before it read declarer's and partner's chosen cards and signalled on discards (the
    level 'hard-untold')."""
    import dataclasses

    return dataclasses.replace(level, tells=False, discards=False)


def defenders(level: str, seed: int, seats: Sequence[int], live: bool) -> dict[int, BridzPlayer]:
    """The defending bots of a level ('hard-plain': hard without the lore; 'hard-untold': without reading the cards
    declarer and partner chose), by seat."""
    import dataclasses

    from ai.games.bridz.play import BridzPlayer

    bots = {s: BridzPlayer(level.split("-")[0], seed=seed * 10 + s) for s in seats}
    for bot in bots.values():
        if level.endswith("-plain"):
            bot.level = dataclasses.replace(untold(bot.level), lore=False)
        if level.endswith("-untold"):
            bot.level = untold(bot.level)
        if "quiet" in level.split("-")[1:]:  # the lead tables without signals and their reading
            bot.level = dataclasses.replace(bot.level, signals=False)
        if "blind" in level.split("-")[1:]:  # the samples not fitted to the auction (as easy's)
            bot.level = dataclasses.replace(bot.level, read_auction=False)
        if "reading" in level.split("-")[1:]:  # a defender's samples fitted to the auction (normal before session 30)
            bot.level = dataclasses.replace(bot.level, defence_reads_auction=True)
        if level.endswith("-cash"):
            bot.level = dataclasses.replace(bot.level, cash=True)
        for part in level.split("-")[1:]:  # hard-w64: 64 sampled deals a card; hard-e48: 48 in the first tricks
            if part[:1] == "s" and part[1:].isdigit():  # hard-s6: the lead tables six lead margins from the best
                bot.level = dataclasses.replace(bot.level, lead_slack=float(part[1:]))
            if part[:1] == "w" and part[1:].isdigit():
                bot.level = dataclasses.replace(bot.level, worlds=int(part[1:]))
            if part[:1] == "e" and part[1:].isdigit():
                bot.level = dataclasses.replace(bot.level, early=int(part[1:]))
        if "-ahead" in level:  # hard-ahead8: partner's next cards looked ahead in 8 sampled deals (hard-ahead0: off)
            bot.level = dataclasses.replace(bot.level, lookahead=int(level.split("-ahead")[1] or 6))
        if not live:
            bot.seconds = None
    return bots


def lead_cost(start: BridzState, level: str, seed: int, live: bool) -> int:
    """The tricks `level`'s opening lead gives against the double-dummy best lead."""
    from ai.view import PlayerView
    from games.bridz import dds

    leader = (start.declarer + 1) % 4
    leads = dds.solve([list(start.hand(s)) for s in range(4)], start.trump, leader)
    card = defenders(level, seed, [leader], live)[leader].choose(PlayerView(start.clone(), leader, random.Random(seed)))
    assert card.card is not None
    return max(leads.values()) - leads[card.card.code]


def declarers(kind: str, seed: int, seats: Sequence[int], live: bool) -> dict[int, BridzPlayer]:
    """The declaring side's bots (the declarer plays the dummy too): none for a double-dummy declarer."""
    if kind == "dd":
        return {}
    return defenders(kind, seed + 7, seats, live)  # the same bot builder; "+ 7": not the defenders' seeds


def play_out(start: BridzState, level: str | None, seed: int, live: bool, declarer: str = "dd") -> tuple[int, int]:
    """The declaring side's tricks when `level` defends `start` (just bid; None: double-dummy defenders) against
    `declarer`, and the tricks the opening lead gave (the double-dummy best lead's tricks less the card led's)."""
    from ai.view import PlayerView
    from games.bridz import dds

    state = start.clone()
    rng = random.Random(seed)
    sides = ((start.declarer + 1) % 4, (start.declarer + 3) % 4)
    bots = defenders(level, seed, sides, live) if level is not None else {}
    bots |= declarers(declarer, seed, (start.declarer, (start.declarer + 2) % 4), live)
    leads = dds.solve([list(start.hand(s)) for s in range(4)], start.trump, sides[0])
    lead_cost = 0
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        bot = bots.get(seat)
        card = dd_card(state) if bot is None else bot.choose(PlayerView(state, seat, rng))
        if not any(state.played):
            assert card.card is not None
            lead_cost = max(leads.values()) - leads[card.card.code]
        state.apply(card)
    return state.side_tricks[start.declarer % 2], lead_cost


def defend(start: BridzState, level: str, seed: int, live: bool, declarer: str = "dd",
           reference: int | None = None) -> tuple[int, int]:
    """Tricks the declaring side takes beyond the reference when `level` defends `start` (just bid), and of them
    the tricks the opening lead gave. The reference: the contract's double-dummy tricks against a double-dummy
    declarer, else `reference` (the same declarer's tricks against double-dummy defenders)."""
    from bench.bridz_bench import dd_tricks

    tricks, lead_cost = play_out(start, level, seed, live, declarer)
    if reference is None:
        reference = dd_tricks(start) if declarer == "dd" else play_out(start, None, seed, live, declarer)[0]
    return tricks - reference, lead_cost


def run(deals: int, seed: int, levels: Sequence[str], live: bool, log: bool = True,
        leads_only: bool = False, declarer: str = "dd") -> dict[str, Any]:  # Any: JSON, as `summarise`
    from games import rng as rngs

    rng = random.Random(seed)
    rows: list[dict[str, Any]] = []  # Any: a JSON row, numbers and strings
    for k in range(deals):
        deal_seed = rngs.child_seed(rng)
        start = bid(deal_seed, k % 4)
        if start is None:
            continue
        # Any: a JSON row, numbers and strings
        row: dict[str, Any] = {"deal": k, "seed": deal_seed, "contract": f"{start.public_info()['contract']}",
                               "declarer": start.declarer}
        # the same declarer's tricks against double-dummy defenders, once for every level
        reference = None if declarer == "dd" or leads_only else play_out(start, None, deal_seed, live, declarer)[0]
        for level in levels:
            began = time.process_time()
            if leads_only:
                row[f"{level}_lead"] = lead_cost(start, level, deal_seed, live)
            else:
                row[level], row[f"{level}_lead"] = defend(start, level, deal_seed, live, declarer, reference)
            row[f"{level}_cpu"] = round(time.process_time() - began, 1)
        rows.append(row)
        if log:
            print(json.dumps(row), file=sys.stderr, flush=True)
    return {"deals": deals, "seed": seed, "live": live, "declarer": declarer, "rows": rows,
            **summarise(rows, levels)}


# Any: JSON rows and summary, numbers, strings and nested summaries
def summarise(rows: Sequence[dict[str, Any]], levels: Sequence[str]) -> dict[str, Any]:
    out: dict[str, Any] = {"contracts": len(rows)}  # Any: as the rows
    for level in levels:
        for key in (level, f"{level}_lead"):
            if any(key in r for r in rows):
                out[key] = conceded_summary([r[key] for r in rows if key in r])
    for a, b in itertools.pairwise(levels):
        for x, y in ((a, b), (f"{a}_lead", f"{b}_lead")):
            if any(x in r and y in r for r in rows):
                out[f"{x}-{y}"] = conceded_summary([r[x] - r[y] for r in rows if x in r and y in r])
    return out


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bridz_defence", description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=40, help="seeded deals (default 40; thrown-in ones skipped)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")
    parser.add_argument("--levels", default="hard,normal", help="defending levels, compared in pairs")
    parser.add_argument("--declarer", choices=("dd", "hard"), default="dd",
                        help="the declaring side: double dummy (default) or bridz:hard against both defences")
    parser.add_argument("--live", action="store_true", help="the defenders' table time budget, not every deal")
    parser.add_argument("--leads", action="store_true", help="the opening leads only")
    parser.add_argument("--json", help="write the rows and the summary to this file")
    args = parser.parse_args(argv)
    out = run(args.deals, args.seed, args.levels.split(","), args.live, leads_only=args.leads, declarer=args.declarer)
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1))
    print(json.dumps({k: v for k, v in out.items() if k != "rows"}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
