"""Boston's actions and the helpers that build them, each value made once: the calls of the auction
and the partner question, the bid ladder of a table under a suit order, the cards to play or lay
aside, and the cards a seat may play (follow suit, nothing more)."""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations
from typing import NamedTuple

from cards import Card, Pack
from games import trick as tr
from games.actions import Action, play_card
from games.boston import tables as br
from games.events import Event

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
STRENGTH = tr.rank_strength(RANKS)
RULES = tr.TrickRules()  # follow suit; no duty to head or to trump

PASS = Action("pass", label_cs="Pas", label_en="Pass")
ASK = Action("ask", label_cs="Hledat společníka", label_en="Ask for a partner")
ALONE = Action("alone", label_cs="Hrát sám", label_en="Play alone")
ACCEPT = Action("accept", label_cs="Pomohu (být společníkem)", label_en="Accept (be the partner)")
DECLINE = Action("decline", label_cs="Nepomohu", label_en="Decline")


_SUIT_SORT = {"S": 0, "H": 1, "C": 2, "D": 3}  # alternating colours, as a hand is held


def sort_key(card: Card) -> tuple[int, int]:
    return (_SUIT_SORT.get(card.suit or "", 4), -STRENGTH(card))


def legal_cards(hand: list[Card], trick: list[Card]) -> list[Card]:
    """games.trick.legal_cards under Boston's rules (follow suit, nothing more), in hand order."""
    if trick:
        led = trick[0].suit
        follow = [c for c in hand if c.suit == led]
        if follow:
            return follow
    return list(hand)


@lru_cache(maxsize=256)
def bid_action(index: int, suit: str | None, cs_name: str, en_name: str) -> Action:
    cs, en = (cs_name.capitalize(), en_name) if suit is None else \
        (f"{cs_name.capitalize()} {br.SUIT_IN[suit][0]}", f"{en_name} {br.SUIT_IN[suit][1]}")
    return Action("bid", number=index, arg=suit, label_cs=cs, label_en=en)


#: every bid of a table under a suit order, lowest first, and each bid's place in that list, keyed by
#: the table's identity and the order: the auction asks for it at every turn of every search playout
_BIDS: dict[tuple[int, tuple[str, ...]],
            tuple[tuple[br.BostonGame, ...], tuple[Action, ...], dict[tuple[int, str | None], int]]] = {}


def bid_ladder(table: tuple[br.BostonGame, ...], order: tuple[str, ...]) \
        -> tuple[tuple[Action, ...], dict[tuple[int, str | None], int]]:
    """The bids lowest first (games in auction order, each suit worst first) and their places."""
    hit = _BIDS.get((id(table), order))
    if hit is None or hit[0] is not table:
        # Every order of these suits at once (24 ladders of shared actions): the order follows the card
        # turned face up, so nothing is secret, but a table that changes only with the pack and the rule
        # book is one a test can hold to "play writes nothing a bot can import" without exceptions.
        for each in permutations(sorted(order)):
            _BIDS[(id(table), each)] = (table, *_ladder(table, each))
        hit = _BIDS[(id(table), order)]
    return hit[1], hit[2]


def _ladder(table: tuple[br.BostonGame, ...], order: tuple[str, ...]) \
        -> tuple[tuple[Action, ...], dict[tuple[int, str | None], int]]:
    bids = []
    for g in table:
        for suit in [None] if g.misere else reversed(order):  # worst suit first: the auction order
            bids.append(bid_action(g.index, suit, g.cs, g.en))
    ladder = tuple(bids)
    return ladder, {(b.number or 0, b.arg): i for i, b in enumerate(ladder)}


def aside_action(card: Card) -> Action:
    return Action("aside", card=card, label_cs=f"Odložit {card.name('cs', 'acc')}",
                  label_en=f"Lay aside the {card.name('en')}")


class CardTable(NamedTuple):
    """The play and aside actions and the play events (seat -> code) of one pack and player count, by code
    (Boston has one pack, but codes are only unique within a pack): the search's playouts list and make
    them at every step, and the shared helpers hash the card's names on every call."""

    play: dict[str, Action]
    aside: dict[str, Action]
    play_events: tuple[dict[str, Event], ...]


def card_table(pack: Pack, num_players: int) -> CardTable:
    """The `CardTable` of a pack and player count, built whole at first use. Filled card by card as they
    come up, a bot importing it would read the cards offered to every seat (the misère's face-down discards
    among them) and the cards a searching seat's playouts lay down (its own hand, whenever a bot searches)."""
    key = (pack.id, num_players)
    found = _CARD_TABLES.get(key)
    if found is None:
        found = _CARD_TABLES[key] = CardTable(
            {c.code: play_card(c) for c in pack.cards}, {c.code: aside_action(c) for c in pack.cards},
            tuple({c.code: Event("play", seat=s, cards=(c,)) for c in pack.cards} for s in range(num_players)))
    return found


_CARD_TABLES: dict[tuple[str, int], CardTable] = {}
