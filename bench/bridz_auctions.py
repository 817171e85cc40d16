"""Bridž's auctions in bulk: whether the bidders ever pass a forcing call, over many seeded deals.

    python -m bench.bridz_auctions --auctions 10000      the written system in all four seats

The par bench (bench/bridz_par.py) plays every deal double dummy and so bids a few hundred; this one only
bids, which is fast enough for the ten thousand auctions the issue asks of the rule "no forcing call passed".
A forcing call is the system's own (`bidding.must_answer`: a call whose meaning says forcing, or one that
asks partner a question, the opponent between having passed). Deals and dealers are the par bench's, so
seed 1 bids the same first deals as it does. Needs no solver.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bridz_par import bid, deal, forcing_passes


def count(auctions: int, seed: int) -> tuple[int, Counter[str], list[str]]:
    """Auctions bid, the forcing calls passed by the call passed, and up to ten such auctions as examples."""
    passed: Counter[str] = Counter()
    examples: list[str] = []
    for k in range(auctions):
        dealer = k % 4
        auction = bid(deal(seed + k), dealer)
        for i in forcing_passes(auction.calls, dealer):
            passed[auction.calls[i - 2]] += 1
            if len(examples) < 10:
                examples.append(f"deal {seed + k} (dealer {dealer}): {' '.join(auction.calls)}")
    return auctions, passed, examples


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--auctions", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed; the others follow it")
    args = parser.parse_args(argv)
    n, passed, examples = count(args.auctions, args.seed)
    print(f"{n} auctions from seed {args.seed}: {sum(passed.values())} forcing calls passed")
    for call, times in passed.most_common():
        print(f"  {call}: {times}")
    for line in examples:
        print(f"  {line}")
    return 1 if passed else 0


if __name__ == "__main__":
    raise SystemExit(main())
