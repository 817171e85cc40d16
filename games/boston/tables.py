"""Boston's pure rules: the games that may be bid, the suit preference, bid order and prices.

Everything here is read from the rule book's tables (rules_yaml/boston.yaml) and depends on
no deal, so the engine, the AI and the tests share one reading of it:

- `games(rulebook)`: the biddable games in auction order, lowest first (`BostonGame`);
- `suit_order(rulebook, option, turned)`: the four suits, best first, for a turned-up suit;
- `bid_key(game, suit, order)`: a bid's place in the auction (higher beats lower; at the same
  game the better suit wins);
- `price(game, suit, order, columns, proportional_row)`: what a game is worth in chips;
- `trick_rate(rulebook, suit, order, columns)`: what an overtrick or an undertrick is worth;
- `trick_estimate(hand, trump)`, `misere_danger(hand, strict)`: how a hand judges its chances;
  `hand_reading(mask)`, `estimates_by_shapes(shapes)`: the same for a hand as a bitmask (`hand_mask`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from cards import Card
from games.rulebook import RuleBook
from games.schema import Flag, ListOf, MapOf, OneOf, Record, Text, Whole

SUITS = ("S", "H", "D", "C")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")  # low to high in every suit
RANK_INDEX = {r: i for i, r in enumerate(RANKS)}
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
#: a suit's bits in a hand's mask (`hand_mask`): thirteen a suit, in SUITS order, a rank's bit at its RANK_INDEX
SUIT_BITS = 13
HOLDING = (1 << SUIT_BITS) - 1
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
def _games(rows: tuple[tuple[tuple[str, object], ...], ...]) -> tuple[BostonGame, ...]:
    out = []
    for i, pairs in enumerate(rows):
        row = dict(pairs)
        out.append(BostonGame(
            index=i, id=str(row["id"]), kind=str(row["kind"]), tricks=_whole(row.get("tricks", 0)),
            partner=bool(row.get("partner", False)), declarer_own=_whole(row.get("declarer_own", 0)),
            pay=tuple(_whole(p) for p in _items(row["pay"])), discard=_whole(row.get("discard", 0)),
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


def _whole(value: object) -> int:
    """A number of the games' table (TABLES_SHAPE checked it when the rule book loaded)."""
    if not isinstance(value, int | float | str):
        raise TypeError(f"a Boston table holds a {type(value).__name__} where a number belongs")
    return int(value)


def _items(value: object) -> tuple[object, ...]:
    """A list of the games' table, frozen (`_freeze`)."""
    if not isinstance(value, tuple):
        raise TypeError(f"a Boston table holds a {type(value).__name__} where a list belongs")
    return value


def _freeze(value: object) -> object:
    return tuple(value) if isinstance(value, list | tuple) else value


def suit_order(rulebook: RuleBook, option: str, turned: str | None) -> tuple[str, ...]:
    """The suits best first. `fixed` ignores the turned card; the others are keyed by its suit."""
    table = rulebook.tables["suit_order"]  # checked by TABLES_SHAPE when the rule book loaded
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


# -- the same judgements on bitmasks (the hard level's reading of the calls weighs tens of thousands of hands a
# decision): a hand as a 52-bit mask, a suit's holding as 13 bits. The estimate reads of a suit only its length and
# its four honours, its `shape`; the safety check counts per holding. Both are tables built whole on first use
# (about 10 ms), from no hand in particular, so nothing a search reads is kept in them; the results are
# bit-identical to `estimate_by_suit` and `misere_danger` (tests/games/boston/test_boston_masks.py).
#: where the honours the estimate reads start in a holding: its top four bits (A K Q J)
HONOURS = SUIT_BITS - 4
#: the shapes (`shape`) there are: a length of 0 to 13, four honours each held or not
SHAPES = (SUIT_BITS + 1) << 4


def card_bit(card: Card) -> int:
    return 1 << (SUIT_INDEX[card.suit or ""] * SUIT_BITS + RANK_INDEX[card.rank or ""])


def hand_mask(hand: Iterable[Card]) -> int:
    mask = 0
    for card in hand:
        mask |= card_bit(card)
    return mask


def shape(holding: int) -> int:
    """A suit's length and honours, all that `estimate_by_suit` reads of it: length * 16 + the A K Q J bits."""
    return holding.bit_count() << 4 | holding >> HONOURS


@cache
def _holding_table() -> tuple[int, ...]:
    """holding -> its shape, its loose and its strict danger count packed (shape << 16 | strict << 8 | loose):
    every holding, built once. A count from the holding without its top card, the n-th lowest (n - 1 from 0)."""
    loose, strict = [0] * (HOLDING + 1), [0] * (HOLDING + 1)
    for h in range(1, HOLDING + 1):
        top, below = h.bit_length() - 1, 2 * (h.bit_count() - 1)
        loose[h] = loose[h ^ (1 << top)] + (top > below + 3)
        strict[h] = strict[h ^ (1 << top)] + (top > below + 2)
    return tuple(shape(h) << 16 | strict[h] << 8 | loose[h] for h in range(HOLDING + 1))


def holdings() -> tuple[int, ...]:
    """Per holding of a suit (its thirteen bits of a hand's mask), its `shape` << 16 | its strict danger count << 8 |
    its loose one: the table `hand_reading` reads, for a caller that reads a hand's four suits itself."""
    return _holding_table()


def hand_reading(mask: int) -> tuple[int, int, int, int, int, int]:
    """What the estimate and the safety check read of a hand given as its mask (`hand_mask`): its four suits'
    `shape`s in SUITS order, then len(misere_danger(hand, False)) and len(misere_danger(hand, True))."""
    table = _holding_table()
    a, b = table[mask & HOLDING], table[mask >> SUIT_BITS & HOLDING]
    c, d = table[mask >> 2 * SUIT_BITS & HOLDING], table[mask >> 3 * SUIT_BITS & HOLDING]
    dangers = (a + b + c + d) & 0xFFFF  # per suit at most 13 of each: the sums stay in their bytes
    return a >> 16, b >> 16, c >> 16, d >> 16, dangers & 0xFF, dangers >> 8


def _suit_terms(n: int, ace: bool, king: bool, queen: bool, jack: bool, trump: bool) -> tuple[float, ...]:
    """What `estimate_by_suit` adds for a suit of `n` cards with those honours, in its order, leaving out the
    zeros (adding 0.0 to the non-negative running total changes no bit), so that summing these repeats its
    rounding exactly."""
    if trump:
        terms = [1.0 if ace else 0.0, (0.9 if n >= 2 else 0.3) if king else 0.0,
                 (0.6 if n >= 3 else 0.15) if queen else 0.0, 0.3 if jack and n >= 4 else 0.0, max(0, n - 3) * 0.85]
    else:
        terms = [(0.9 if n <= 4 else 0.7) if ace else 0.0, (0.55 if 2 <= n <= 4 else 0.2) if king else 0.0,
                 0.25 if queen and 3 <= n <= 4 else 0.0]
    return tuple(t for t in terms if t)


@cache
def _terms_table() -> tuple[tuple[tuple[float, ...], ...], tuple[tuple[float, ...], ...], tuple[int, ...],
                            tuple[int, ...]]:
    """Per shape: `_suit_terms` as a side suit, the same as trumps, its shortness (2 - length, at least 0) and
    its length beyond two (at least 0): every shape, built once."""
    def terms(trump: bool) -> tuple[tuple[float, ...], ...]:
        return tuple(_suit_terms(k >> 4, bool(k & 8), bool(k & 4), bool(k & 2), bool(k & 1), trump)
                     for k in range(SHAPES))

    return (terms(False), terms(True), tuple(max(0, 2 - (k >> 4)) for k in range(SHAPES)),
            tuple(max(0, (k >> 4) - 2) for k in range(SHAPES)))


def estimates_by_shapes(shapes: Sequence[int]) -> tuple[float, float, float, float]:
    """`estimate_by_suit` with each suit as trumps in turn (SUITS order), of a hand given as its four suits'
    `shape`s. The side suits before the trump suit are summed once for all four (the same additions in the
    same order as `estimate_by_suit`, so the same rounding); the terms after them, the trump suit's and then the
    later side suits', are added in one loop over their tuples joined (the chain of worlds asks this of a new
    hand a few times a world)."""
    side, trumps, short, long_ = _terms_table()
    k0, k1, k2, k3 = shapes
    s1, s2, s3 = side[k1], side[k2], side[k3]
    shortness = short[k0] + short[k1] + short[k2] + short[k3]
    after1 = s2 + s3
    out: list[float] = []
    before = 0.0  # the running total over the side suits before the trump suit
    # per trump suit: its shape, the side suits' terms after it, its own terms as a side suit
    for k, after, own in ((k0, s1 + after1, side[k0]), (k1, after1, s1), (k2, s3, s2), (k3, (), s3)):
        total = before
        for term in trumps[k] + after:
            total += term
        ruffs, spare = shortness - short[k], long_[k]  # short side suits, long trumps to ruff them with
        total += (ruffs if ruffs < spare else spare) * 0.6
        out.append(total)
        for term in own:
            before += term
    return out[0], out[1], out[2], out[3]
