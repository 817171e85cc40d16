"""The double-dummy solver (DDS, through the `endplay` package), wrapped for our cards and seats.

Seats 0..3 map to North, East, South, West (clockwise, so seat + 1 is the next to play).
Used for claims and the deal's par in the engine, and by the card-play AI. `endplay` is an
optional dependency: `available()` says whether it imported, and callers fall back (the AI to
generic search, claims are refused with a reason) when it did not.
"""

from __future__ import annotations

import atexit
import os
import threading
from collections.abc import Callable, Sequence
from functools import lru_cache
from types import ModuleType
from typing import TYPE_CHECKING

from cards.model import Card

if TYPE_CHECKING:
    from endplay import types as solver_types

# endplay (and the matplotlib it pulls in) is imported on first use, so the app starts fast.
_dds: ModuleType | None = None  # endplay.dds
_types: ModuleType | None = None  # endplay.types
_tried = False
_IMPORT_ERROR = ""


def _load() -> None:
    global _dds, _types, _tried, _IMPORT_ERROR
    if _tried:
        return
    _tried = True
    try:
        from endplay import dds as solver
        from endplay import types as kinds
    except Exception as exc:  # any failure to load the native solver means "not available"
        _IMPORT_ERROR = f"{type(exc).__name__}: {exc}"
        return
    _dds, _types = solver, kinds


SEAT_LETTERS = "NESW"
#: a deal to solve: the hands held (seat 0 first), the trumps ("NT" for none), the trick's leader and its cards so far
Position = tuple[Sequence[Sequence[Card]], str, int, Sequence[Card]]
_SUITS_PBN = ("S", "H", "D", "C")
_RANK_PBN = {"10": "T"}
_RANK_ORDER = "AKQJT98765432"
_DENOM = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", "NT": "nt"}


#: DDS keeps global solver state: two threads inside it at once crash the process (a bot still
#: finishing a cancelled search while the next one starts), so every call goes through this lock.
_SOLVER_LOCK = threading.RLock()
#: how long a process leaving waits for a solve still running (the end-of-deal par on its thread, a bot's search)
EXIT_WAIT = 60.0


def _solver_quiet_at_exit() -> None:
    """The solver's memory is freed by its C++ destructors after Python has finished; a thread still solving then
    crashes the process (seen: `main.py audit` left three runs in four with a segmentation fault while a deal's
    par was being solved). So the leaving process waits for the solve in progress and keeps the solver, so that
    none starts after; only a solve that outlasts EXIT_WAIT is cut short, without the destructors."""
    if not _SOLVER_LOCK.acquire(timeout=EXIT_WAIT):
        os._exit(0)


atexit.register(_solver_quiet_at_exit)


def available() -> bool:
    _load()
    return _dds is not None


def _missing() -> str:
    """Why a solve cannot run: not installed, or installed but failing to load (then the import's own error)."""
    return f"the double-dummy solver (endplay) could not be loaded: {_IMPORT_ERROR or 'not installed'}"


def why_unavailable() -> str:
    _load()
    return _IMPORT_ERROR


def _rank(card: Card) -> str:
    return _RANK_PBN.get(card.rank or "", card.rank or "")


def pbn(hands: Sequence[Sequence[Card]]) -> str:
    """A PBN deal string, seat 0 as North: 'N:AKQ.JT9.. ...'."""
    parts = []
    for hand in hands:
        suits = []
        for suit in _SUITS_PBN:
            ranks = sorted((_rank(c) for c in hand if c.suit == suit), key=_RANK_ORDER.index)
            suits.append("".join(ranks))
        parts.append(".".join(suits))
    return "N:" + " ".join(parts)


def _deal(hands: Sequence[Sequence[Card]], trump: str, leader: int, trick: Sequence[Card]) -> solver_types.Deal:
    assert _types is not None
    full = [list(h) for h in hands]
    for i, card in enumerate(trick):
        full[(leader + i) % 4].append(card)
    deal: solver_types.Deal = _types.Deal(pbn(full))
    deal.trump = getattr(_types.Denom, _DENOM[trump])
    deal.first = _types.Player(leader)
    for card in trick:
        deal.play(_card(card))
    return deal


def _card(card: Card) -> solver_types.Card:
    assert _types is not None
    ecard: solver_types.Card = _types.Card(f"{card.suit}{_rank(card)}")
    return ecard


def _code(ecard: solver_types.Card) -> str:
    name = ecard.rank.name[1:]  # Rank.RA -> 'A', Rank.RT -> 'T'
    rank = "10" if name == "T" else name
    suit = "SHDC"[int(ecard.suit)]
    return f"{rank}{suit}"


def solve(hands: Sequence[Sequence[Card]], trump: str, leader: int, trick: Sequence[Card] = ()) -> dict[str, int]:
    """For each card the player to move may play: the tricks its side takes from here on, double dummy.

    `hands` are the cards still held (the trick's cards already removed); `leader` led `trick`.
    """
    _load()
    if _dds is None:
        raise RuntimeError(_missing())
    with _SOLVER_LOCK:
        result = _dds.solve_board(_deal(hands, trump, leader, trick))
    return {_code(c): int(t) for c, t in result}


def best_tricks(hands: Sequence[Sequence[Card]], trump: str, leader: int) -> int:
    """The most tricks the side of `leader`, on lead to a new trick, can take from here, double dummy.

    `max(solve(...).values())`, but the solver looks for one best card only instead of scoring them all.
    """
    _load()
    if _dds is None:
        raise RuntimeError(_missing())
    from endplay.dds.solve import SolveMode

    with _SOLVER_LOCK:
        result = _dds.solve_board(_deal(hands, trump, leader, ()), SolveMode.OptimalOne)
    return max(int(t) for _, t in result)


def solve_many(positions: Sequence[Position]) -> list[dict[str, int]]:
    """`solve` for many positions at once (DDS runs them in a batch)."""
    _load()
    if _dds is None:
        raise RuntimeError(_missing())
    deals = [_deal(*p) for p in positions]
    out: list[dict[str, int]] = []
    for start in range(0, len(deals), 200):  # DDS batches hold at most 200 boards
        with _SOLVER_LOCK:
            results = list(_dds.solve_all_boards(deals[start:start + 200]))
        out.extend({_code(c): int(t) for c, t in result} for result in results)
    return out


def best_tricks_many(positions: Sequence[tuple[Sequence[Sequence[Card]], str, int]]) -> list[int]:
    """`best_tricks` for many whole deals at once (hands, trump, leader): the most tricks the leader's side takes.

    DDS runs them in a batch, each looking for one best card only: the bidding's judgement
    (ai/games/bridz/judgement.py) needs one strain and declarer a sampled deal, where a whole trick table
    (`calc_all_tables`, twenty of them) costs several times as much.
    """
    _load()
    if _dds is None:
        raise RuntimeError(_missing())
    from endplay.dds.solve import SolveMode

    deals = [_deal(hands, trump, leader, ()) for hands, trump, leader in positions]
    out: list[int] = []
    for start in range(0, len(deals), 200):  # DDS batches hold at most 200 boards
        with _SOLVER_LOCK:
            results = list(_dds.solve_all_boards(deals[start:start + 200], SolveMode.OptimalOne))
        out.extend(max((int(t) for _, t in result), default=0) for result in results)
    return out


def solve_while(positions: Sequence[Position],
                go_on: Callable[[int], bool]) -> list[dict[str, int]]:
    """`solve_many` for the first positions, taken one at a time in order while `go_on(index)` says yes.

    Each of DDS's threads takes the next position as soon as it is free, so no thread waits for another at a
    batch's end (a batch ends when its slowest deal does: at the opening lead deals take 50 to 500 ms), and a
    caller with a deadline decides deal by deal. The results of the positions taken: a prefix of `positions`,
    the same answers as `solve_many`. `go_on` is called on the solver's threads, one call at a time.
    """
    _load()
    if _dds is None:
        raise RuntimeError(_missing())
    from endplay._dds import SolveBoard, futureTricks
    from endplay.dds.solve import SolvedBoard

    deals = [_deal(*p) for p in positions]
    out: list[dict[str, int] | None] = [None] * len(deals)
    taken = [0]
    handing = threading.Lock()
    failed: list[BaseException] = []

    def work(thread: int) -> None:
        while not failed:
            with handing:
                index = taken[0]
                if index >= len(deals) or not go_on(index):
                    return
                taken[0] = index + 1
            solved = futureTricks()
            try:  # DDS: target -1 and solutions 3 (every card scored), mode 1, as solve_all_boards asks
                SolveBoard(deals[index]._data, -1, 3, 1, solved, thread)
            except BaseException as exc:  # re-raised on the caller's thread
                failed.append(exc)
                return
            out[index] = {_code(c): int(t) for c, t in SolvedBoard(solved)}

    with _SOLVER_LOCK:  # each thread of ours uses its own DDS thread's memory; no other caller meanwhile
        workers = [threading.Thread(target=work, args=(k,), daemon=True) for k in range(solver_threads())]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
    if failed:
        raise failed[0]
    return [r for r in out[:taken[0]] if r is not None]


@lru_cache(maxsize=1)
def solver_threads() -> int:
    """How many threads DDS has memory for (it chose at load: one per core, as memory allows); a call on a
    thread index beyond them fails, so they are counted by trying the last trick of a made-up deal on each."""
    _load()
    assert _types is not None
    from endplay._dds import DDSError, SolveBoard, futureTricks

    last_trick = _types.Deal("N:A... K... Q... J...")
    count = 0
    with _SOLVER_LOCK:
        for thread in range(max(1, os.cpu_count() or 1)):
            try:
                SolveBoard(last_trick._data, -1, 3, 1, futureTricks(), thread)
            except DDSError:
                break
            count += 1
    return max(1, count)


def par(hands: Sequence[Sequence[Card]], dealer: int,
        vulnerable: tuple[bool, bool]) -> tuple[list[tuple[int, str, int, int, int]], int, list[list[int]]]:
    """The deal's par: contracts as (level, strain, declarer seat, doubled, result), the par score for
    seats 0 and 2 (DDS counts it as duplicate bridge does), and the trick table [strain C D H S NT][seat]."""
    return _par(pbn(hands), dealer, vulnerable)


def par_from_pbn(deal_pbn: str, dealer: int,
                 vulnerable: tuple[bool, bool]) -> tuple[list[tuple[int, str, int, int, int]], int, list[list[int]]]:
    """`par` for a deal given as a PBN string (cached: the table asks every frame)."""
    return _par(deal_pbn, dealer, vulnerable)


@lru_cache(maxsize=256)
def _par(deal_pbn: str, dealer: int,
         vulnerable: tuple[bool, bool]) -> tuple[list[tuple[int, str, int, int, int]], int, list[list[int]]]:
    _load()
    if _dds is None or _types is None:
        raise RuntimeError(_missing())
    vul = {(False, False): 0, (True, True): 1, (True, False): 2, (False, True): 3}[vulnerable]
    with _SOLVER_LOCK:
        table = _dds.calc_dd_table(_types.Deal(deal_pbn))
        result = _dds.par(table, _types.Vul(vul), _types.Player(dealer))  # an int would be read as a board number
    strains = ("S", "H", "D", "C", "NT")
    doubles = {1: 0, 2: 1, 4: 2}  # endplay's Penalty: passed (undoubled), doubled, redoubled
    contracts = [(int(c.level), strains[int(c.denom)], int(c.declarer), doubles.get(int(c.penalty), 0), int(c.result))
                 for c in result if not c.is_passout()]
    tricks = [[int(table[_types.Denom(d), _types.Player(s)]) for s in range(4)] for d in (3, 2, 1, 0, 4)]
    return contracts, int(result.score), tricks
