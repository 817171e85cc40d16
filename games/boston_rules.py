"""Boston's pure rules: the games that may be bid, the suit preference, bid order and prices.

Everything here is read from the rule book's tables (rules_yaml/boston.yaml) and depends on
no deal, so the engine, the AI and the tests share one reading of it:

- `games(rulebook)`: the biddable games in auction order, lowest first (`BostonGame`);
- `suit_order(rulebook, option, turned)`: the four suits, best first, for a turned-up suit;
- `bid_key(game, suit, order)`: a bid's place in the auction (higher beats lower; at the same
  game the better suit wins);
- `price(game, suit, order, columns, proportional_row)`: what a game is worth in chips;
- `trick_rate(rulebook, suit, order, columns)`: what an overtrick or an undertrick is worth.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from games.rulebook import RuleBook

SUITS = ("S", "H", "D", "C")
SUIT_WORDS = {"S": ("piky", "spades"), "H": ("srdce", "hearts"), "D": ("kára", "diamonds"), "C": ("kříže", "clubs")}
#: "in spades" etc. for bid labels (Czech: "v pikách")
SUIT_IN = {"S": ("v pikách", "in spades"), "H": ("v srdcích", "in hearts"), "D": ("v kárách", "in diamonds"),
           "C": ("v křížích", "in clubs")}


@dataclass(frozen=True)
class BostonGame:
    """One row of the table of games."""

    index: int  # place in the auction, 0 = lowest
    id: str
    kind: str  # "tricks" or "misere"
    tricks: int  # tricks the declaring side must take (0 for a misère: none)
    partner: bool  # the declarer may look for a partner
    declarer_own: int  # tricks the declarer must take personally when playing with a partner
    pay: tuple[int, ...]  # price per suit column I..IV (one price for a misère)
    discard: int  # cards every player lays aside before play (Little misère)
    open: str  # "none", "declarer" or "all": whose cards are laid face up
    cs: str
    en: str

    @property
    def misere(self) -> bool:
        return self.kind == "misere"

    def name(self, lang: str) -> str:
        return self.cs if lang == "cs" else self.en


@lru_cache(maxsize=8)
def _games(rows: tuple[tuple[tuple[str, Any], ...], ...]) -> tuple[BostonGame, ...]:
    out = []
    for i, pairs in enumerate(rows):
        row = dict(pairs)
        out.append(BostonGame(
            index=i, id=str(row["id"]), kind=str(row["kind"]), tricks=int(row.get("tricks", 0)),
            partner=bool(row.get("partner", False)), declarer_own=int(row.get("declarer_own", 0)),
            pay=tuple(int(p) for p in row["pay"]), discard=int(row.get("discard", 0)),
            open=str(row.get("open", "none")), cs=str(row["cs"]), en=str(row["en"])))
    return tuple(out)


#: the table read from each rule book, by identity (a rule book is not changed once loaded): reading it
#: again for every deal cost more than the rest of setting a deal up
_BY_RULEBOOK: dict[int, tuple[RuleBook, tuple[BostonGame, ...]]] = {}


def games(rulebook: RuleBook) -> tuple[BostonGame, ...]:
    hit = _BY_RULEBOOK.get(id(rulebook))
    if hit is not None and hit[0] is rulebook:
        return hit[1]
    rows = rulebook.tables["games"]
    table = _games(tuple(tuple(sorted((str(k), _freeze(v)) for k, v in dict(r).items())) for r in rows))
    _BY_RULEBOOK[id(rulebook)] = (rulebook, table)
    return table


def _freeze(value: Any) -> Any:
    return tuple(value) if isinstance(value, list | tuple) else value


def suit_order(rulebook: RuleBook, option: str, turned: str | None) -> tuple[str, ...]:
    """The suits best first. `fixed` ignores the turned card; the others are keyed by its suit."""
    table: Mapping[str, Any] = rulebook.tables["suit_order"]
    entry = table[option]
    if isinstance(entry, list | tuple):
        return tuple(str(s) for s in entry)
    if turned is None:
        raise ValueError(f"suit order {option!r} needs a turned card")
    return tuple(str(s) for s in entry[turned])


def suit_rank(suit: str | None, order: Sequence[str]) -> int:
    """3 for the best suit down to 0 for the worst; 0 for a game without trumps."""
    if suit is None:
        return 0
    return len(order) - 1 - list(order).index(suit)


def bid_key(game: BostonGame, suit: str | None, order: Sequence[str]) -> tuple[int, int]:
    return (game.index, suit_rank(suit, order))


def price(game: BostonGame, suit: str | None, order: Sequence[str], columns: str = "best_pays_most",
          proportional_row: Sequence[int] | None = None) -> int:
    """The chips a game is worth: its row of the payment table, in the column of its suit."""
    pay = tuple(proportional_row) if proportional_row is not None else game.pay
    if game.misere or suit is None or len(pay) == 1:
        return pay[0]
    return in_column(pay, suit, order, columns)


def in_column(row: Sequence[int], suit: str, order: Sequence[str], columns: str = "best_pays_most") -> int:
    """The entry of a four-column row (I to IV) that belongs to `suit` under the option suit_columns."""
    rank = suit_rank(suit, order)  # 3 = best suit
    column = rank if columns == "best_pays_most" else len(row) - 1 - rank
    return int(row[column])


def trick_rate(rulebook: RuleBook, suit: str | None, order: Sequence[str], columns: str = "best_pays_most") -> int:
    """What one trick over (or short of) a game of tricks is worth in the suit's column: the table
    `per_trick`, the first row of the payment table, so an extra trick pays less than bidding it."""
    if suit is None:
        return 0
    return in_column(rulebook.tables["per_trick"], suit, order, columns)


def bid_label(game: BostonGame, suit: str | None) -> tuple[str, str]:
    if suit is None:
        return game.cs.capitalize(), game.en
    return f"{game.cs.capitalize()} {SUIT_IN[suit][0]}", f"{game.en} {SUIT_IN[suit][1]}"
