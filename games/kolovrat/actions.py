"""Kolovrat's card actions and the table of them by code (games/kolovrat/rules.py re-exports them): the search lists
and makes them at every step, so they are looked up, not built."""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from cards import Card, Pack
from games.actions import Action, card_action, pack_actions
from games.events import Event, card_events

_TRAIL = ("trail", "Přiložit na stůl: {card}", "Lay the {card} on the table")
_CAPTURE = ("capture", "Brát kartou: {card}", "Capture with the {card}")
_TAKE = ("take", "Sebrat: {card}", "Take the {card}")


def trail_action(card: Card) -> Action:
    return card_action(_TRAIL[0], card, *_TRAIL[1:])


def capture_action(card: Card) -> Action:
    return card_action(_CAPTURE[0], card, *_CAPTURE[1:])


def take_action(card: Card) -> Action:
    return card_action(_TAKE[0], card, *_TAKE[1:])


@cache
def take_pile_action(seat: int) -> Action:
    return Action("take_pile", number=seat, label_cs=f"Sebrat hromádku hráči {seat + 1}",
                  label_en=f"Take player {seat + 1}'s pile")


class CardTable(NamedTuple):
    """The card actions and the card events (kind -> seat -> code) of one pack and player count, by code:
    playouts list and make them at every step, so they are looked up, not built."""

    trail: dict[str, Action]
    capture: dict[str, Action]
    take: dict[str, Action]
    events: dict[str, tuple[dict[str, Event], ...]]


def card_table(pack: Pack, num_players: int) -> CardTable:
    """The `CardTable` of a pack and player count, built whole at first use. Filled card by card as they
    come up, a bot importing it would read the cards offered to every seat, and the cards a searching
    seat's playouts lay down (its own hand, whenever a bot or a hint searches)."""
    key = (pack.id, num_players)
    found = _CARD_TABLES.get(key)
    if found is None:
        events = card_events(pack.cards, num_players, ("trail", "capture", "take"))
        trail, capture, take = (pack_actions(pack.cards, *kind) for kind in (_TRAIL, _CAPTURE, _TAKE))
        found = _CARD_TABLES[key] = CardTable(trail, capture, take, events)
    return found


_CARD_TABLES: dict[tuple[str, int], CardTable] = {}
