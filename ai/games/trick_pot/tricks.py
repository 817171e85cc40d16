"""The tricks Cvik and Komando play for a pot, on plain numbers, for their quick playouts (ai/games/cvik/playout.py,
ai/games/komando/playout.py): each card's suit, strength and cost by its place in the pack, the duties on a
trick, and the policy's cheapest card. Shared here so that neither game's AI imports the other's."""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from cards import Pack
from games.trick_pot.trick_play import CardTable


class Tables(NamedTuple):
    """Each card's suit, strength and cost to the policy, by its place in the pack, for one pack, rank order
    and trump suit (made once: a deal's trumps never change)."""

    number: dict[str, int]  # card code -> its place in the pack
    suit: tuple[int, ...]  # a number per suit; -1 for a card without one
    power: tuple[int, ...]  # `CardTable.power`
    cost: tuple[int, ...]  # `card_cost`: any trump above any plain card, then by rank
    trump: int  # the trump suit's number


#: (card table, pack, trump) by identity and name -> tables; the value keeps the card table and pack alive
@cache
def _tables() -> dict[tuple[int, int, str], tuple[CardTable, Pack, Tables]]:
    """The store itself, inside a functools cache: no attribute leads a bot to it (tests/test_hidden_info.py), and
    the first search fills it, after the deal."""
    return {}
#: how many table sets to keep before starting afresh (tests make games with rule books of their own)
_MAX_TABLES = 64


def tables(table: CardTable, pack: Pack, trump: str) -> Tables | None:
    """The tables of this pack under `table` and `trump`; None where two cards share a code or a card has no
    strength (numbers by code would mix them up; the step loop fails on such a card as the rules do)."""
    key = (id(table), id(pack), trump)
    found = _tables().get(key)
    if found is not None:
        return found[2]
    cards = pack.cards
    if len({c.code for c in cards}) != len(cards) or any(c.code not in table.power for c in cards):
        return None
    suits: dict[str | None, int] = {None: -1}
    for card in cards:
        suits.setdefault(card.suit, len(suits) - 1)
    trump_number = suits.get(trump, len(suits))  # a trump no card has: no card is one
    power = tuple(table.power[c.code] for c in cards)
    made = Tables({c.code: i for i, c in enumerate(cards)}, tuple(suits[c.suit] for c in cards), power,
                  tuple(p + (1000 if c.suit == trump else 0) for c, p in zip(cards, power, strict=True)),
                  trump_number)
    if len(_tables()) >= _MAX_TABLES:
        _tables().clear()
    _tables()[key] = (table, pack, made)
    return made


def following_duties(hand: list[int], trick: list[int], best: int, suit: tuple[int, ...], power: tuple[int, ...],
                     trump: int, must_head: bool, must_trump: bool, must_overtrump: bool) -> list[int]:
    """The cards of `hand` the duties allow on a trick whose best card is `best` (`legal_plays` of the trick
    play, games/trick_pot/trick_play.py): follow suit (and head, while no trump has taken the trick), else trump (and
    overtrump), else any card. Komando's playout plays its tricks by the same duties."""
    led = suit[trick[0]]
    trumped = led != trump and suit[best] == trump
    legal = [c for c in hand if suit[c] == led]
    if legal:
        if must_head and not trumped:
            floor = power[best]
            legal = [c for c in legal if power[c] > floor] or legal
    elif must_trump and (legal := [c for c in hand if suit[c] == trump]):
        if must_overtrump and trumped:
            floor = power[best]
            legal = [c for c in legal if power[c] > floor] or legal
    else:
        legal = hand
    return legal




def cheap(legal: list[int], best: int, suit: tuple[int, ...], power: tuple[int, ...], cost: tuple[int, ...],
          trump: int) -> int:
    """`cheap_play` on numbers: the cheapest card that wins the trick, else the cheapest card (first of equals)."""
    best_suit, best_power = suit[best], power[best]
    take = low = legal[0]
    take_cost = low_cost = 1 << 30
    taken = False
    for card in legal:
        c = cost[card]
        if c < low_cost:
            low, low_cost = card, c
        wins = power[card] > best_power if suit[card] == best_suit else suit[card] == trump
        if wins and c < take_cost:
            take, take_cost, taken = card, c, True
    return take if taken else low
