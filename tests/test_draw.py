"""Known answers for the dealing, drawing and exchanging helpers."""

from __future__ import annotations

import random

import pytest

from cards import get_pack
from games.draw import deal_all, deal_round, draw, exchange, rebuild_talon, turn_over
from games.zones import HIDDEN, OWNER, PUBLIC, Zones, ZoneSpec

PACK = get_pack("french-32")


def table(n: int = 3) -> Zones:
    specs = [ZoneSpec(f"hand:{s}", OWNER, s) for s in range(n)]
    return Zones(n, [*specs, ZoneSpec("talon", HIDDEN), ZoneSpec("table", PUBLIC), ZoneSpec("pile", PUBLIC)])


def test_deal_round_in_batches_takes_from_the_top() -> None:
    zones = table()
    deck = list(PACK.cards)
    top = deck[-6:][::-1]  # the first six cards dealt, in order
    deal_round(zones, deck, [1, 2, 0], per_seat=3, batch=2)
    assert zones["hand:1"][:2] == top[0:2] and zones["hand:2"][:2] == top[2:4] and zones["hand:0"][:2] == top[4:6]
    assert [zones.size(f"hand:{s}") for s in range(3)] == [3, 3, 3] and len(deck) == 23
    with pytest.raises(ValueError, match="cannot deal"):
        deal_round(zones, deck, [0, 1, 2], per_seat=8)


def test_deal_all_gives_the_extra_cards_to_the_first_seats() -> None:
    zones = table(3)
    deal_all(zones, list(PACK.cards), [2, 0, 1])
    assert [zones.size(f"hand:{s}") for s in range(3)] == [11, 10, 11]


def test_draw_stops_when_the_talon_is_empty_and_turn_over_shows_everyone() -> None:
    zones = table()
    for card in PACK.cards[:3]:
        zones.add("talon", card)
    drawn = draw(zones, "talon", "hand:0", count=2)
    assert drawn == [PACK.cards[2], PACK.cards[1]]
    assert zones.knows(0, drawn[0]) and not zones.knows(1, drawn[0])
    assert turn_over(zones, "talon", "table") == PACK.cards[0]
    assert all(zones.knows(s, PACK.cards[0]) for s in range(3))
    assert draw(zones, "talon", "hand:1") == [] and turn_over(zones, "talon", "table") is None


def test_rebuild_talon_keeps_the_top_of_the_pile_and_forgets_the_rest() -> None:
    zones = table()
    for card in PACK.cards[:5]:
        zones.add("pile", card)
    zones.add("talon", PACK.cards[5])
    moved = rebuild_talon(zones, "pile", "talon", random.Random(1), keep_top=1)
    assert moved == 4
    assert zones["pile"] == [PACK.cards[4]]
    assert zones["talon"][-1] == PACK.cards[5]  # the card already in the talon stays on top
    assert sorted(zones["talon"][:4]) == sorted(PACK.cards[:4])
    assert not any(zones.knows(s, c) for s in range(3) for c in PACK.cards[:4])


def test_exchange_swaps_places_and_shows_the_new_table_card() -> None:
    zones = table()
    a, b, c = PACK.cards[:3]
    zones.add("hand:0", a)
    zones.add("hand:0", b)
    zones.add("table", c)
    exchange(zones, b, c)
    assert zones["hand:0"] == [a, c] and zones["table"] == [b]
    assert all(zones.knows(s, b) for s in range(3))
