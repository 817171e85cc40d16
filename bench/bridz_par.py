"""Bridž's bidding against double-dummy par: how far the system's contracts are from the best.

    python -m bench.bridz_par --deals 500                  the figures, bidding alone (double-dummy play)
    python -m bench.bridz_par --deals 500 --update-docs    and write them into docs/bridz-bidding.md
    python -m bench.bridz_par --deals 500 --worst 20       and the losses by kind, with the 20 worst auctions

Every deal is bid in all four seats as `bridz:hard` bids (`--bidder hard`, the default: the written system,
`ai.games.bridz.bidding.suggest`, with the captain's calls checked by simulation, ai/games/bridz/judgement.py)
or as normal and easy bid (`--bidder system`: the written system and the point-count captain alone), then
played double dummy: the declarer takes exactly the
tricks DDS gives the contract from the opening leader's seat. So these figures measure the bidding alone;
card play is measured by bench/bridz_bench.py. Boards follow duplicate bridge's rotation of dealer and
vulnerability, and are scored as duplicate bridge scores them, against the deal's par (DDS).

Reported: IMPs per deal from par (the absolute difference: both sides bid by the same system, so any distance
from par is a mistake of one of them), the share of deals where a side stopped in a part score in a strain
that double dummy makes a game in (missed games), the same for slams, contracts that double dummy
defeats, and forcing calls passed (a pass straight after partner's forcing call, the opponent between
having passed). Needs endplay (DDS).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import time

from ai.games.bridz import bidding, judgement
from ai.games.bridz.judgement import duplicate_score, imps
from cards import Card, get_pack
from games import rng as rngs
from games.bridz import dds
from games.bridz.auction import PASS, Auction

DOCS = Path(__file__).resolve().parent.parent / "docs" / "bridz-bidding.md"
STRAIN_ROW = {"C": 0, "D": 1, "H": 2, "S": 3, "NT": 4}  # dds.par's trick table: [C D H S NT][seat]
GAME_LEVEL = {"C": 5, "D": 5, "H": 4, "S": 4, "NT": 3}
#: duplicate vulnerability by board number mod 16: (north-south, east-west)
_VUL_CYCLE = "-NEB NEB- EB-N B-NE"


def vulnerability(board: int) -> tuple[bool, bool]:
    """Duplicate bridge's vulnerability of board `board` (1-based): none, N-S, E-W or both, in its 16-board cycle."""
    mark = _VUL_CYCLE.replace(" ", "")[(board - 1) % 16]
    return mark in "NB", mark in "EB"


def forcing_passes(calls: Sequence[str], dealer: int) -> list[int]:
    """The indexes of passes made straight after partner's forcing call, the opponent between having passed
    (the system's own reading of what is forcing: `bidding.must_answer`)."""
    return [i for i in range(len(calls))
            if calls[i] == PASS and bidding.must_answer(calls[:i], dealer, (dealer + i) % 4)]


@dataclass(frozen=True)
class Board:
    board: int
    contract: str  # '4HX by 2', or 'passed'
    score_ns: int
    par_ns: int
    imps: int  # our north-south score against par, in IMPs
    defeated: bool
    missed_game: bool
    missed_slam: bool
    forcing_passed: int
    auction: str


def deal(seed: int) -> list[list[Card]]:
    cards = list(get_pack("french-52").cards)
    rngs.shuffle(random.Random(seed), cards)
    return [cards[i * 13:(i + 1) * 13] for i in range(4)]


#: seconds of each judged decision (`--bidder hard`): the time a hard bid takes where the simulation runs
JUDGED_SECONDS: list[float] = []


def bid(hands: Sequence[Sequence[Card]], dealer: int,
        judges: Sequence[bidding.Judge | None] = (None, None, None, None),
        vul: tuple[bool, bool] = (False, False)) -> Auction:
    auction = Auction(dealer)
    while not auction.is_over():
        seat = auction.to_call
        assert seat is not None
        judge = judges[seat]
        timed = judge if isinstance(judge, judgement.Judge) else None
        before, started = (timed.judged if timed else 0), time.perf_counter()
        made = bidding.suggest(list(auction.calls), dealer, seat, hands[seat], judge, vul[seat % 2])
        if timed is not None and timed.judged > before:
            JUDGED_SECONDS.append(time.perf_counter() - started)
        auction = auction.call(made.call)
    return auction


def hard_judges(seed: int, vul: tuple[bool, bool]) -> list[bidding.Judge | None]:
    """The four hard players' judges for one board, each with its own seeded rng."""
    return [judgement.for_level("hard", vul, random.Random(seed * 4 + seat)) for seat in range(4)]


def play_board(board: int, seed: int, bidder: str = "hard") -> Board:
    hands = deal(seed)
    dealer = (board - 1) % 4
    vul = vulnerability(board)
    auction = bid(hands, dealer, hard_judges(seed, vul) if bidder == "hard" else (None,) * 4, vul)
    return scored(board, hands, vul, auction)


def scored(board: int, hands: Sequence[Sequence[Card]], vul: tuple[bool, bool], auction: Auction,
           tricks: int | None = None) -> Board:
    """The board's figures against its par: the contract played double dummy, or taking `tricks` (the declaring
    side's, as some card play took them)."""
    dealer = auction.dealer
    contract = auction.contract()
    _, par_ns, table = dds.par(hands, dealer, vul)
    if contract is None:
        return Board(board, "passed", 0, par_ns, imps(0 - par_ns), False, False, False,
                     len(forcing_passes(auction.calls, dealer)), " ".join(auction.calls))
    side_vul = vul[contract.declarer % 2]
    if tricks is None:  # double dummy: the most the declarer can take, with the defenders leading
        tricks = table[STRAIN_ROW[contract.strain]][contract.declarer]
    ours = duplicate_score(contract, tricks, side_vul)
    score_ns = ours if contract.declarer % 2 == 0 else -ours
    made_level = table[STRAIN_ROW[contract.strain]][contract.declarer] - 6  # what double dummy makes there
    game = GAME_LEVEL[contract.strain]
    return Board(board, f"{contract.code} by {contract.declarer}", score_ns, par_ns, imps(score_ns - par_ns),
                 tricks < 6 + contract.level, contract.level < game <= made_level,
                 contract.level < 6 <= made_level, len(forcing_passes(auction.calls, dealer)),
                 " ".join(auction.calls))


def summary(boards: Sequence[Board]) -> dict[str, float]:
    n = len(boards)
    lost = [abs(b.imps) for b in boards]
    return {
        "deals": n,
        "imps_from_par": statistics.fmean(lost),
        "imps_from_par_sd": statistics.stdev(lost) if n > 1 else 0.0,
        "missed_games": sum(b.missed_game for b in boards) / n,
        "missed_slams": sum(b.missed_slam for b in boards) / n,
        "defeated": sum(b.defeated for b in boards) / n,
        "passed_out": sum(b.contract == "passed" for b in boards) / n,
        "forcing_passed": sum(b.forcing_passed for b in boards),
    }


def kind(b: Board) -> str:
    """What went wrong on a board, for the breakdown of the losses: the contract going down (by its kind),
    a missed game or slam, a passed-out deal, or the rest (mostly the part-score battle and the wrong game)."""
    if b.contract == "passed":
        return "passed out"
    code = b.contract.split()[0].rstrip("X")
    level, strain = int(code[0]), code[1:]
    if b.defeated:
        if level >= 6:
            return "slam down"
        if level >= GAME_LEVEL[strain]:
            return "3NT down" if strain == "NT" else f"{'major' if strain in 'HS' else 'minor'} game down"
        return "part score down"
    if b.missed_slam:
        return "missed slam"
    if b.missed_game:
        return "missed game"
    return "other (competitive part scores, wrong strain or level)"


def losses(boards: Sequence[Board], worst: int) -> str:
    """The IMPs lost from par by kind, largest first, then the `worst` boards with their auctions."""
    by_kind: dict[str, list[int]] = {}
    for b in boards:
        by_kind.setdefault(kind(b), []).append(abs(b.imps))
    n = max(1, len(boards))
    lines = ["| kind | deals | IMPs a deal |", "|---|---|---|"]
    lines += [f"| {k} | {len(v)} | {sum(v) / n:.2f} |"
              for k, v in sorted(by_kind.items(), key=lambda kv: -sum(kv[1]))]
    ranked = sorted(boards, key=lambda b: -abs(b.imps))[:worst]
    lines += ["", "| board | contract | N-S score | par | IMPs | auction |", "|---|---|---|---|---|---|"]
    lines += [f"| {b.board} | {b.contract} | {b.score_ns} | {b.par_ns} | {b.imps} | {b.auction} |" for b in ranked]
    return "\n".join(lines)


def markdown(figures: dict[str, float], seed: int, bidder: str = "hard") -> str:
    n = int(figures["deals"])
    ci = 1.96 * figures["imps_from_par_sd"] / max(1, n) ** 0.5
    who = ("`bridz:hard`'s bidding (the system, its captain checked by simulation)" if bidder == "hard"
           else "the written system with the point-count captain (normal and easy)")
    return "\n".join([
        f"Measured by `python -m bench.bridz_par --deals {n} --seed {seed} --bidder {bidder}`: {who} in all four",
        "seats, double-dummy card play, duplicate scoring against each deal's double-dummy par.",
        "",
        "| figure | value |",
        "|---|---|",
        f"| IMPs per deal from par | {figures['imps_from_par']:.2f} (95 % CI ± {ci:.2f}) |",
        f"| missed games (a part score where double dummy makes game in the strain played) | "
        f"{figures['missed_games']:.1%} |",
        f"| missed slams (below six where double dummy makes twelve tricks in the strain) | "
        f"{figures['missed_slams']:.1%} |",
        f"| contracts double dummy defeats | {figures['defeated']:.1%} |",
        f"| deals passed out | {figures['passed_out']:.1%} |",
        f"| forcing calls passed | {int(figures['forcing_passed'])} |",
    ])


def update_docs(block: str) -> None:
    begin, end = "<!-- bench.bridz_par begin -->", "<!-- bench.bridz_par end -->"
    text = DOCS.read_text(encoding="utf-8") if DOCS.exists() else (
        "# Bridž's bidding, measured\n\nWritten by `python -m bench.bridz_par --update-docs`: how far the written\n"
        "system's contracts are from double-dummy par. The targets: missed games below 3 %, IMPs from par\n"
        f"half of the first figure measured here, no forcing call passed.\n\n{begin}\n{end}\n")
    head, _, rest = text.partition(begin)
    _, _, tail = rest.partition(end)
    DOCS.write_text(f"{head}{begin}\n{block}\n{end}{tail}", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed; the others follow it")
    parser.add_argument("--json", action="store_true", help="every board and the figures, as JSON")
    parser.add_argument("--worst", type=int, default=0, metavar="N",
                        help="also the losses by kind and the N boards furthest from par, with their auctions")
    parser.add_argument("--bidder", choices=("hard", "system"), default="hard",
                        help="hard: the captain checked by simulation (bridz:hard); system: the point-count captain")
    parser.add_argument("--update-docs", action="store_true", help=f"write the figures into {DOCS.name}")
    args = parser.parse_args(argv)
    if not dds.available():
        print(f"error: {dds.why_unavailable()}", file=sys.stderr)
        return 2
    boards = [play_board(k + 1, args.seed + k, args.bidder) for k in range(args.deals)]
    figures = summary(boards)
    if args.json:
        print(json.dumps({"figures": figures, "boards": [asdict(b) for b in boards]}, indent=1))
    else:
        print(markdown(figures, args.seed, args.bidder))
        if JUDGED_SECONDS:
            ranked = sorted(JUDGED_SECONDS)
            print(f"\njudged bids: {len(ranked)}, {statistics.fmean(ranked):.2f} s on average, "
                  f"{ranked[int(0.95 * (len(ranked) - 1))]:.2f} s at the 95th percentile, {ranked[-1]:.2f} s at most")
        if args.worst:
            print(f"\n{losses(boards, args.worst)}")
    if args.update_docs:
        update_docs(markdown(figures, args.seed, args.bidder))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
