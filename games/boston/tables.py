"""Boston's pure rules: the games that may be bid, the suit preference, bid order and prices.

Everything here is read from the rule book's tables (rules_yaml/boston.yaml) and depends on
no deal, so the engine, the AI and the tests share one reading of it:

- `games(rulebook)`: the biddable games in auction order, lowest first (`BostonGame`);
- `suit_order(rulebook, option, turned)`: the four suits, best first, for a turned-up suit;
- `bid_key(game, suit, order)`: a bid's place in the auction (higher beats lower; at the same
  game the better suit wins);
- `price(game, suit, order, columns, proportional_row)`: what a game is worth in chips;
- `trick_rate(rulebook, suit, order, columns)`: what an overtrick or an undertrick is worth;
- `trick_estimate(hand, trump)`, `misere_danger(hand, strict)`: how a hand judges its chances.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from cards import Card
from games.rulebook import RuleBook
from games.schema import Flag, ListOf, MapOf, OneOf, Record, Text, Whole

SUITS = ("S", "H", "D", "C")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")  # low to high in every suit
RANK_INDEX = {r: i for i, r in enumerate(RANKS)}
_ORDER = ListOf(Text(SUITS), length=4)  # four suits, best first
_COLUMNS = ListOf(Whole(0), length=4)  # one entry per suit column, I to IV
#: the shape of the rule book's tables (games/schema.py), checked when the game loads them
TABLES_SHAPE = Record({
    "suit_order": MapOf(OneOf((_ORDER, Record({suit: _ORDER for suit in SUITS})))),
    "games": ListOf(Record({
        "id": Text(), "kind": Text(("tricks", "misere")), "tricks": Whole(1, 13), "partner": Flag(),
        "declarer_own": Whole(0, 13), "pay": ListOf(Whole(0)), "discard": Whole(0, 13),
        "open": Text(("none", "declarer", "all")), "cs": Text(), "en": Text(), "name_in_table": Text(),
    }, optional=frozenset({"tricks", "partner", "declarer_own", "discard", "open", "name_in_table"}))),
    "per_trick": _COLUMNS, "partout_per_trick": Whole(0), "sovereignty_big_proportional": _COLUMNS,
    "hand_size": Whole(1, 13), "misere_small_discards": Whole(0, 13),
})
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


# -- judging a hand (the AI's bidder and the search's move ordering) ---------------------------------------
def rank_index(card: Card) -> int:
    return RANK_INDEX[card.rank or ""]  # 0 for a two up to 12 for an ace


def by_suit(hand: Sequence[Card]) -> dict[str, list[Card]]:
    out: dict[str, list[Card]] = {s: [] for s in SUITS}
    for c in hand:
        out[c.suit or ""].append(c)
    for cards in out.values():
        cards.sort(key=rank_index, reverse=True)
    return out


def trick_estimate(hand: Sequence[Card], trump: str) -> float:
    """Tricks this hand should take alone with `trump` as trumps against three opponents."""
    return estimate_by_suit(by_suit(hand), trump)


def estimate_by_suit(suits: Mapping[str, Sequence[Card]], trump: str) -> float:
    """`trick_estimate` of a hand already sorted by `by_suit` (the hard level reads many hands in
    every trump suit, and sorting each hand once per suit cost more than the estimate)."""
    total = 0.0
    n_trump = len(suits[trump])
    for suit, cards in suits.items():
        n = len(cards)
        ranks = {c.rank for c in cards}
        if suit == trump:
            total += 1.0 if "A" in ranks else 0.0
            total += (0.9 if n >= 2 else 0.3) if "K" in ranks else 0.0
            total += (0.6 if n >= 3 else 0.15) if "Q" in ranks else 0.0
            total += 0.3 if "J" in ranks and n >= 4 else 0.0
            total += max(0, n - 3) * 0.85  # long trumps take tricks once the others are out
        else:
            # three opponents: side winners are ruffed sooner than in bridge
            total += (0.9 if n <= 4 else 0.7) if "A" in ranks else 0.0
            total += (0.55 if 2 <= n <= 4 else 0.2) if "K" in ranks else 0.0
            total += 0.25 if "Q" in ranks and 3 <= n <= 4 else 0.0
    shortness = sum(max(0, 2 - len(cards)) for s, cards in suits.items() if s != trump)
    total += min(shortness, max(0, n_trump - 2)) * 0.6
    return total


def misere_danger(hand: Sequence[Card], strict: bool) -> list[Card]:
    """The cards the hand could be forced to win a trick with, most dangerous first.

    The i-th lowest card of a suit (from 0) is safe when its rank index (0 for a two) is at most
    2i + 3 (2i + 2 when the hand is open and the defence sees everything): there are then few
    enough lower cards out, spread over three defenders, for them to lead or play under it.
    The margins were set so that about one hand in forty qualifies for a Little misère.
    """
    danger = []
    for cards in by_suit(hand).values():
        for i, c in enumerate(sorted(cards, key=rank_index)):
            if rank_index(c) > 2 * i + (2 if strict else 3):
                danger.append(c)
    return sorted(danger, key=rank_index, reverse=True)
