"""The shared trick: which cards may be played to it, and which card wins it.

Pure functions over cards, with everything that differs between games passed in:

- the rank order (`strength`): a function giving each card a number, higher beats lower
  within a suit. Rank order belongs to the game (a ten outranks a king in some games), so
  the caller builds it, usually with `rank_strength(["7", "8", ..., "A"])`;
- the trump suit, or None for a no-trump trick;
- the duties (`TrickRules`): follow suit; head the trick (beat the best card so far when
  you can); trump when void; overtrump an earlier trump when you can.

Plain follow-suit play (Bridž, Boston) is `TrickRules()`; Cvik's "follow, head, trump
when void" is `TrickRules(must_head=True, must_trump=True, must_overtrump=True)`; Komando's
"follow, trump when void" is `TrickRules(must_trump=True)`.

A trick is given as the cards played so far, in playing order; the first is the lead.

>>> from cards import get_pack
>>> pack = get_pack("french-32")
>>> strength = rank_strength(["7", "8", "9", "10", "J", "Q", "K", "A"])
>>> trick = [pack.card("10H"), pack.card("KH"), pack.card("7S")]
>>> winner(trick, "S", strength)
2
>>> winner(trick, None, strength)
1
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from cards.model import Card
from games.words.reasons import codes, refusal

Strength = Callable[[Card], int]


@dataclass(frozen=True)
class TrickRules:
    """The duties a player has when adding a card to a trick.

    follow_suit: play a card of the led suit if you hold one.
    must_head: when following suit, beat the best card of the led suit if you can; this
        duty lapses once the trick has been trumped (a suit card can no longer head it).
    must_trump: when void in the led suit, play a trump if you hold one.
    must_overtrump: when trumping a trick that already holds a trump, beat that trump if you
        can (otherwise any trump still satisfies `must_trump`).
    """

    follow_suit: bool = True
    must_head: bool = False
    must_trump: bool = False
    must_overtrump: bool = False


def rank_strength(ranks_low_to_high: Sequence[str]) -> Strength:
    """A strength function from rank codes listed weakest first; unknown ranks are an error.

    Cached per order, so a game may call this on every move without building a new table.
    """
    return _rank_strength(tuple(ranks_low_to_high))


@lru_cache(maxsize=64)
def _rank_strength(ranks_low_to_high: tuple[str, ...]) -> Strength:
    order = {rank: i for i, rank in enumerate(ranks_low_to_high)}

    def strength(card: Card) -> int:
        try:
            return order[card.rank]  # type: ignore[index]  # a rankless card's None: the KeyError below
        except KeyError:
            raise ValueError(f"rank of {card.code} is not in the rank order {list(ranks_low_to_high)}") from None

    return strength


def beats(card: Card, best: Card, trump: str | None, strength: Strength) -> bool:
    """Whether `card` takes the lead from `best`, the card now winning the trick."""
    if card.suit == best.suit:
        return strength(card) > strength(best)
    # A trump beats any non-trump (were `best` a trump, the suits would have matched above).
    return trump is not None and card.suit == trump


def winning_index(trick: Sequence[Card], trump: str | None, strength: Strength) -> int:
    """Index of the card that wins (or, for an unfinished trick, is winning) so far."""
    if not trick:
        raise ValueError("an empty trick has no winner")
    best, top = 0, trick[0]
    for i in range(1, len(trick)):
        card = trick[i]
        # `beats`, inlined: the search asks this after every card
        if card.suit == top.suit:
            if strength(card) > strength(top):
                best, top = i, card
        elif trump is not None and card.suit == trump:
            best, top = i, card
    return best


def winner(trick: Sequence[Card], trump: str | None, strength: Strength) -> int:
    """Index (in playing order) of the card that wins the trick."""
    return winning_index(trick, trump, strength)


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], trump: str | None, strength: Strength,
                rules: TrickRules = TrickRules()) -> list[Card]:
    """The cards of `hand` that may go to `trick` now, in hand order. A lead may be any card."""
    if not hand:
        return []
    if not trick:
        return list(hand)
    led = trick[0].suit
    best = trick[winning_index(trick, trump, strength)]
    trumped = trump is not None and led != trump and best.suit == trump
    if rules.follow_suit:
        followers = [c for c in hand if c.suit == led]
        if followers:
            if rules.must_head and not trumped:
                heading = [c for c in followers if strength(c) > strength(best)]
                if heading:
                    return heading
            return followers
    else:
        followers = []
    if rules.must_trump and trump is not None and not followers:
        trumps = [c for c in hand if c.suit == trump]
        if trumps:
            if rules.must_overtrump and trumped:
                over = [c for c in trumps if strength(c) > strength(best)]
                if over:
                    return over
            return trumps
    return list(hand)


def explain(card: Card, hand: Sequence[Card], trick: Sequence[Card], trump: str | None, strength: Strength,
            rules: TrickRules = TrickRules()) -> str:
    """Why `card` may not be played now, naming the duty it breaks, in cs and en (a `Reason`; '' when it may
    be played)."""
    if card not in hand:
        return refusal({}, "not_in_hand", card=card)
    allowed = legal_cards(hand, trick, trump, strength, rules)
    if card in allowed:
        return ""
    led = trick[0].suit
    cards = codes(allowed)
    if allowed and allowed[0].suit == led:
        if rules.must_head and len(allowed) < sum(1 for c in hand if c.suit == led):
            return refusal({}, "head", cards=cards)
        return refusal({}, "follow", cards=cards)
    if rules.must_overtrump and len(allowed) < sum(1 for c in hand if c.suit == trump):
        return refusal({}, "overtrump", cards=cards)
    return refusal({}, "trump", cards=cards)


def winning_place(trick: Sequence[int], suit: Sequence[int], strength: Sequence[int], trump: int) -> int:
    """`winning_index` on numbers, for the search's playouts (cards as ints, their suit and strength in tables,
    `trump` a suit number or one no card has): the highest of the suit led, unless a trump came."""
    at = 0
    top = trick[0]
    for i in range(1, len(trick)):
        card = trick[i]
        if suit[card] == suit[top]:
            if strength[card] > strength[top]:
                at, top = i, card
        elif suit[card] == trump:
            at, top = i, card
    return at
