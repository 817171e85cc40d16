"""Bridž's pack as small ints: the tables behind the engine's hot paths (games/bridz/rules.py).

A `Deck` numbers the 52 cards in hand order, so a hand is a bitmask, the legal cards of a
trick are a mask and a lookup, and the trick's winner and the playout's card are integer
comparisons. The cards themselves stay `Card` objects in the deal's zones; nothing outside the
engine sees these numbers.
"""

from __future__ import annotations

from functools import cache

from cards import Card, Pack
from games import trick as tricks
from games.actions import Action, play_card
from games.events import Event

SUIT_ORDER = {"S": 0, "H": 1, "D": 2, "C": 3}  # how a hand is sorted: spades first, as players fan them
RANKS_DOWN = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]


@cache
def hand_key(card: Card) -> tuple[int, int]:
    """A card's place in a sorted hand: by suit (S H D C), then rank from the ace down."""
    return SUIT_ORDER.get(card.suit or "", 9), RANKS_DOWN.index(card.rank) if card.rank in RANKS_DOWN else 99


class Deck:
    """One pack as small ints, for the hot paths (legal cards, the trick's winner, the playout).

    Card k is the k-th card in hand order (suit S H D C, rank A down to 2), so a hand is a bitmask
    and the cards of a mask, read from the low bit up, come out sorted as the table shows them.
    The `State` still keeps every card in its zones; these tables only answer questions fast.
    """

    def __init__(self, cards: tuple[Card, ...], rank_order: tuple[str, ...]) -> None:
        strength = tricks.rank_strength(rank_order)
        self.cards = tuple(sorted(cards, key=hand_key))
        #: card code -> index (a str key hashes in C; a Card hashes through Python)
        self.index = {c.code: k for k, c in enumerate(self.cards)}
        self.suits = tuple(sorted({c.suit or "" for c in self.cards}, key=lambda s: SUIT_ORDER.get(s, 9)))
        self.suit_of = {s: i for i, s in enumerate(self.suits)}
        self.suit = tuple(self.suit_of[c.suit or ""] for c in self.cards)
        self.power = tuple(strength(c) for c in self.cards)
        self.suit_mask = tuple(sum(1 << k for k, c in enumerate(self.cards) if c.suit == s) for s in self.suits)
        self.plays = tuple(play_card(c) for c in self.cards)
        #: the "play" event of every seat and card (events are values: one object serves every deal)
        self.play_events = tuple(tuple(Event("play", seat=s, cards=(c,)) for c in self.cards) for s in range(4))
        #: the play actions of every holding of every suit, in hand order: _runs[s][m] for the bits of m counted from
        #: the suit's first card (a suit's cards are neighbours in hand order). Every holding is built up front (a
        #: few MB, tens of ms, once per pack): a cache filled as hands are asked for would list, for any bot that
        #: imports this module, each seat's holdings in the suits led (and the searching seat's whole hand).
        self._shift = tuple((m & -m).bit_length() - 1 for m in self.suit_mask)
        if any(m >> shift != (1 << m.bit_count()) - 1 for m, shift in zip(self.suit_mask, self._shift, strict=True)):
            raise ValueError(f"the suits {self.suits} do not follow one another in hand order")
        self._runs = tuple(self._holdings(self._shift[i], mask.bit_count()) for i, mask in enumerate(self.suit_mask))
        #: (holdings, suit mask, shift) of each suit, read together
        self._parts = tuple(zip(self._runs, self.suit_mask, self._shift, strict=True))
        for a, b in zip(self.cards, self.cards[1:], strict=False):
            if a.suit == b.suit and strength(a) <= strength(b):
                raise ValueError(f"the rank order {list(rank_order)} does not run down the hand order ({a}, {b})")

    def cards_of(self, mask: int) -> list[Card]:
        """The cards of `mask` in hand order."""
        out = []
        while mask:
            low = mask & -mask
            out.append(self.cards[low.bit_length() - 1])
            mask ^= low
        return out

    def mask(self, cards: list[Card]) -> int:
        index = self.index
        m = 0
        for c in cards:
            m |= 1 << index[c.code]
        return m

    def _holdings(self, first: int, count: int) -> list[tuple[Action, ...]]:
        plays = self.plays
        out: list[tuple[Action, ...]] = [()]
        for m in range(1, 1 << count):
            low = m & -m  # the first card in hand order, then the others (already built: m ^ low < m)
            out.append((plays[first + low.bit_length() - 1], *out[m ^ low]))
        return out

    def run(self, mask: int) -> tuple[Action, ...]:
        """The play actions of the cards in `mask` (one suit, not empty), in hand order."""
        suit = self.suit[(mask & -mask).bit_length() - 1]
        return self._runs[suit][mask >> self._shift[suit]]

    def hand(self, mask: int) -> tuple[Action, ...]:
        """The play actions of a whole hand, in hand order."""
        return self.actions(mask)

    def actions(self, mask: int) -> tuple[Action, ...]:
        """The play actions of the cards in `mask`, in hand order (a suit at a time; an empty holding is ())."""
        parts = self._parts
        if len(parts) == 4:  # bridge's four suits, unrolled: the leader's list at every trick of every playout
            (r0, m0, s0), (r1, m1, s1), (r2, m2, s2), (r3, m3, s3) = parts
            return r0[(mask & m0) >> s0] + r1[(mask & m1) >> s1] + r2[(mask & m2) >> s2] + r3[(mask & m3) >> s3]
        out: tuple[Action, ...] = ()
        for runs, suit_mask, shift in parts:
            out += runs[(mask & suit_mask) >> shift]
        return out

    def follow(self, mask: int, led: int) -> tuple[Action, ...]:
        """What a hand may play to a trick led in suit `led`: its cards of that suit, else any card."""
        runs, suit_mask, shift = self._parts[led]
        same = mask & suit_mask
        return runs[same >> shift] if same else self.actions(mask)

    def cheapest_winner(self, held: int, trick: list[int], trump: int) -> int:
        """The card the playout plays to `trick` from the hand `held`: the cheapest card that takes the
        lead (the lowest card, a trump only when nothing else wins), else the cheapest card (the lowest,
        non-trumps first; between equal ranks the first suit in hand order).

        Within a suit a higher bit is a lower card (hand order; checked when the deck is built), so
        "the lowest card of a suit" is its highest bit and "higher than card b" is the bits below b.
        """
        suit_mask = self.suit_mask
        best = trick[self.winner(trick, trump)]
        best_suit = self.suit[best]
        same = held & suit_mask[self.suit[trick[0]]]
        if same:  # following suit: only a higher card of the led suit can win, and only if not trumped
            higher = same & ((1 << best) - 1) if best_suit == self.suit[trick[0]] else 0
            return (higher or same).bit_length() - 1
        if trump >= 0:  # void: a trump wins (over a trump, a higher one)
            trumps = held & suit_mask[trump]
            if best_suit == trump:
                trumps &= (1 << best) - 1
            if trumps:
                return trumps.bit_length() - 1
        low, low_power = -1, 1 << 30
        for n, mask in enumerate(suit_mask):
            if n != trump and held & mask:
                k = (held & mask).bit_length() - 1
                if self.power[k] < low_power:
                    low, low_power = k, self.power[k]
        return low if low >= 0 else (held & suit_mask[trump]).bit_length() - 1

    def winner(self, trick: list[int], trump: int) -> int:
        """Index in `trick` of the card winning it so far (`trump` a suit index, -1 at no trump)."""
        return tricks.winning_place(trick, self.suit, self.power, trump)


_DECKS: dict[tuple[str, tuple[str, ...]], Deck] = {}


def deck_of(pack: Pack, rank_order: list[str]) -> Deck:
    key = (pack.id, tuple(rank_order))
    deck = _DECKS.get(key)
    if deck is None:
        deck = _DECKS[key] = Deck(tuple(pack.cards), key[1])
    return deck
