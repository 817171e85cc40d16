"""What a throw to the crib is worth: the discard's exact valuation.

Every way to lay two cards away is valued as the mean count of the kept four over all 46 starters
it could meet, plus (dealer) or minus (pone) the expected value of the crib those two cards start.
The crib values are a table of our own simulation (`crib_ev.json` beside this module, made by
`make_crib_table.py`), because the other two crib cards are the opponent's choice and cannot be
enumerated. With three or four players (one card each to the crib) a rough single-card crib value.

Used by the players (players.py) and by the discard look-ahead (lookahead.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from pathlib import Path

from cards import files
from games.cribbage.scoring import Key, Scoring

DATA_FILE = Path(__file__).resolve().parent / "crib_ev.json"


def crib_key(a: Key, b: Key) -> str:
    """The table's key for two cards laid away: ranks low-high, 's' when suited."""
    lo, hi = sorted((a[0], b[0]))
    return f"{lo}-{hi}{'s' if a[1] == b[1] else ''}"


def load_crib_table(path: Path = DATA_FILE) -> dict[str, dict[str, float]]:
    """{"dealer": {key: ev}, "pone": {key: ev}}; without the file, or with one of another shape, a flat mean (so
    the AI still plays). Read through the bounded reader: `[]` here raised a TypeError at import, which took the
    window down with it."""
    try:
        data = files.read_json(path, files.STATS_LIMIT)
    except (OSError, ValueError):  # missing, or refused (FileRefused is a ValueError)
        data = None
    if not isinstance(data, dict) or not all(
            isinstance(data.get(side), dict) and all(isinstance(k, str) and type(v) in (int, float)
                                                     for k, v in data[side].items())
            for side in ("dealer", "pone")):
        return {"dealer": {}, "pone": {}}
    return {"dealer": dict(data["dealer"]), "pone": dict(data["pone"])}


CRIB_TABLE = load_crib_table()
FLAT_CRIB = 4.5  # used only if the table is missing a key


def hand_ev(sc: Scoring, kept: Sequence[Key], starters: Sequence[Key]) -> float:
    """The mean show count of `kept` over the possible starters."""
    total = 0
    score = sc.score_keys
    for s in starters:
        total += score(kept, s)
    return total / len(starters)


def discard_values(sc: Scoring, hand: Sequence[Key], unseen: Sequence[Key], dealer: bool | None,
                   table: dict[str, dict[str, float]] | None = None, fixed: Key | None = None
                   ) -> list[tuple[float, tuple[Key, ...]]]:
    """(value, thrown cards) for every throw from `hand`, best first.

    `dealer` None ignores the crib (the greedy player). `fixed` is a card already laid away:
    then only the second card is chosen.
    """
    table = CRIB_TABLE if table is None else table
    out = []
    throws = list(combinations(range(len(hand)), 2)) if fixed is None else [(i,) for i in range(len(hand))]
    for throw in throws:
        kept = [k for i, k in enumerate(hand) if i not in throw]
        thrown = tuple(hand[i] for i in throw)
        value = hand_ev(sc, kept, unseen)
        if dealer is not None:
            pair = thrown if fixed is None else (fixed, thrown[0])
            crib = table["dealer" if dealer else "pone"].get(crib_key(*pair), FLAT_CRIB)
            value += crib if dealer else -crib
        out.append((value, thrown))
    out.sort(key=lambda item: -item[0])
    return out


def crib_single(role: str, rank: int, table: dict[str, dict[str, float]] | None = None) -> float:
    """A rough crib value of one card laid away (three or four players): half the mean pair it starts."""
    table = CRIB_TABLE if table is None else table
    values = [table[role].get(crib_key((rank, 0), (other, 1)), FLAT_CRIB) for other in range(1, 14)]
    return sum(values) / len(values) / 2


def single_discard_values(sc: Scoring, hand: Sequence[Key], unseen: Sequence[Key], dealer: bool | None
                          ) -> list[tuple[float, tuple[Key, ...]]]:
    """(value, (thrown card,)) for each card of a five-card hand (three or four players), best first."""
    out: list[tuple[float, tuple[Key, ...]]] = []
    for i, card in enumerate(hand):
        kept = [k for j, k in enumerate(hand) if j != i]
        value = hand_ev(sc, kept, unseen)
        if dealer is not None:
            crib = crib_single("dealer" if dealer else "pone", card[0])
            value += crib if dealer else -crib
        out.append((value, (card,)))
    out.sort(key=lambda item: -item[0])
    return out
