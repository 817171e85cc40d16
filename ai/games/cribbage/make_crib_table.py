"""Make `ai/games/cribbage/crib_ev.json`: what two cards laid away are worth in the crib.

    python -m ai.games.cribbage.make_crib_table [--samples 400] [--rounds 2] [--seed 1]

For each of the 169 kinds of throw (two ranks, suited or not) and each role (the thrower
deals, so the crib is theirs, or is the pone and feeds the dealer's crib) it deals many
random situations: concrete cards for the throw, six random cards for the opponent, and
the opponent's own throw chosen by a discard policy. The value is the crib's mean count
over every one of the 44 starters left, averaged over the samples.

Round 1 gives the opponent the greedy policy (keep the best four, ignore the crib).
Each later round lets the opponent use the previous round's table the way the AI does: a
pone throws what feeds the dealer's crib least, a dealer what feeds it most. Two rounds
settle the table to within its sampling error (about 0.1 point).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from ai.games.cribbage.discard import DATA_FILE, crib_key, discard_values
from cards import get_pack
from games import rng as rngs
from games.cribbage.rules import GAME
from games.cribbage.scoring import Key


def throw_kinds() -> list[tuple[int, int, bool]]:
    kinds = []
    for lo in range(1, 14):
        for hi in range(lo, 14):
            kinds.append((lo, hi, False))
            if lo != hi:
                kinds.append((lo, hi, True))
    return kinds


def concrete(kind: tuple[int, int, bool], rng: random.Random) -> tuple[Key, Key]:
    lo, hi, suited = kind
    s1 = rngs.below(rng, 4)
    if suited:
        return (lo, s1), (hi, s1)
    s2 = (s1 + 1 + rngs.below(rng, 3)) % 4
    return (lo, s1), (hi, s2)


def build(samples: int, rounds: int, seed: int, log: bool = True) -> dict[str, dict[str, float]]:
    sc = GAME.scoring()
    deck = [sc.key(c) for c in get_pack(GAME.rulebook.packs[0]).cards]
    rng = random.Random(seed)
    table: dict[str, dict[str, float]] | None = None
    for round_no in range(rounds):
        started = time.perf_counter()
        new: dict[str, dict[str, float]] = {"dealer": {}, "pone": {}}
        roles = ("dealer",) if table is None else ("dealer", "pone")  # round 1 is the same for both roles
        for role in roles:
            for kind in throw_kinds():
                total = 0.0
                for _ in range(samples):
                    mine = concrete(kind, rng)
                    rest = [k for k in deck if k not in mine]
                    rngs.shuffle(rng, rest)
                    opp_hand, others = rest[:6], rest[6:]
                    # round 1: the greedy opponent; later: it deals exactly when the thrower is pone
                    opp_dealer = None if table is None else role == "pone"
                    values = discard_values(sc, opp_hand, others, opp_dealer, table=table or new)
                    crib = [*mine, *values[0][1]]
                    total += sum(sc.score_keys(crib, s, crib=True) for s in others) / len(others)
                new[role][crib_key(*mine)] = round(total / samples, 3)
        if table is None:
            new["pone"] = dict(new["dealer"])
        table = new
        if log:
            print(f"round {round_no + 1}: {time.perf_counter() - started:.0f} s, "
                  f"5-5 {table['dealer']['5-5']}/{table['pone']['5-5']}, "
                  f"10-13 {table['dealer']['10-13']}/{table['pone']['10-13']}")
    assert table is not None
    return table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=400, help="random situations per throw and role")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of opponent-policy refinement")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=DATA_FILE)
    args = parser.parse_args()
    table = build(args.samples, args.rounds, args.seed)
    data = {
        "about": "Expected crib count by the two cards one player lays away (ranks 1=A..13=K, 's' = suited), "
                 "for a thrower who deals (dealer) or is pone; made by ai/games/cribbage/make_crib_table.py",
        "samples": args.samples, "rounds": args.rounds, "seed": args.seed,
        "dealer": table["dealer"], "pone": table["pone"],
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, indent=0, sort_keys=False) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
