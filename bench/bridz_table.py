"""Bridž's contracts with four `bridz:hard` players at the table: bidding and card play, against double-dummy par.

    python -m bench.bridz_table --deals 12        a dozen deals, about a minute each

The par bench (bench/bridz_par.py) plays every contract double dummy, so its figures are the bidding's alone.
Here the same four hard players that bid a deal also play it, as in the window, and each board is scored twice
against its par: with the tricks the players took, and with the tricks double dummy gives the contract they
reached. The difference between the two rows is the card play's; the double-dummy row is the par bench's
measure on these deals. Boards follow duplicate bridge's dealer and vulnerability, as the par bench's do.
Hard's card play takes over a second a card, so this bench runs dozens of deals where the par bench runs
hundreds. Needs endplay (DDS).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import make_player
from bench.bridz_bench import fresh_deal, play_deal
from bench.bridz_par import Board, markdown, scored, summary, vulnerability
from games.bridz import dds
from games.bridz.auction import Auction


def board_pair(board: int, seed: int, player: str = "bridz:hard") -> tuple[Board, Board]:
    """The board bid and played by four players (hard's, unless the tests ask for quicker ones), scored with their
    card play and with double-dummy play of the contract they reached."""
    dealer = (board - 1) % 4
    vul = vulnerability(board)
    state = fresh_deal(seed, dealer)
    state.vulnerable = list(vul)  # duplicate's cycle, not the rubber's: the judges and the scoring read it
    hands = [list(state.hand(seat)) for seat in range(4)]
    players = [make_player(player, "bridz", seed * 4 + seat) for seat in range(4)]
    play_deal(state, players, random.Random(seed))
    auction = Auction(dealer, tuple(state.calls))
    contract = state.played_contract()
    tricks = None if contract is None else state.side_tricks[contract.declarer % 2]
    return scored(board, hands, vul, auction, tricks), scored(board, hands, vul, auction)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed; the others follow it")
    args = parser.parse_args(argv)
    if not dds.available():
        print(f"error: {dds.why_unavailable()}", file=sys.stderr)
        return 2
    pairs = []
    for k in range(args.deals):
        pairs.append(board_pair(k + 1, args.seed + k))
        table, dd = pairs[-1]
        print(f"board {k + 1}: {table.contract}, {table.score_ns} played, {dd.score_ns} double dummy, "
              f"par {table.par_ns}", file=sys.stderr, flush=True)
    rows = (("four bridz:hard players bid and play", [p[0] for p in pairs], "contracts defeated as played"),
            ("the same contracts played double dummy", [p[1] for p in pairs], "contracts double dummy defeats"))
    for title, boards, defeated in rows:
        figures = markdown(summary(boards), args.seed).split("\n", 3)[3]
        figures = figures.replace("contracts double dummy defeats", defeated)
        print(f"\n{title} ({args.deals} deals from seed {args.seed}):\n\n{figures}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
