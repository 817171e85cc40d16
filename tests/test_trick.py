"""The shared trick helper: duties and winners, with the rank order supplied by the game."""

from __future__ import annotations

import pytest

from cards import get_pack
from games.trick import TrickRules, beats, explain, legal_cards, rank_strength, winner

PACK = get_pack("french-32")
ACE_HIGH = rank_strength(["7", "8", "9", "10", "J", "Q", "K", "A"])
TEN_HIGH = rank_strength(["7", "8", "9", "J", "Q", "K", "10", "A"])  # Mariáš-like order
PLAIN = TrickRules()
CVIK = TrickRules(must_head=True, must_trump=True, must_overtrump=True)
TRUMP_ONLY = TrickRules(must_trump=True)


def cards(*codes: str) -> list:
    return [PACK.card(c) for c in codes]


def codes(cs: list) -> list[str]:
    return [c.code for c in cs]


def test_winner_highest_of_led_suit_without_trumps() -> None:
    assert winner(cards("10H", "KH", "AS", "7H"), None, ACE_HIGH) == 1
    assert winner(cards("10H", "KH", "AS", "7H"), "C", ACE_HIGH) == 1


def test_winner_lowest_trump_beats_every_plain_card() -> None:
    assert winner(cards("AH", "KH", "7S", "QH"), "S", ACE_HIGH) == 2
    assert winner(cards("AH", "8S", "7S", "9S"), "S", ACE_HIGH) == 3


def test_winner_follows_the_game_rank_order() -> None:
    trick = cards("KH", "10H")
    assert winner(trick, None, ACE_HIGH) == 0
    assert winner(trick, None, TEN_HIGH) == 1


def test_beats_needs_same_suit_or_trump() -> None:
    assert beats(PACK.card("AS"), PACK.card("7H"), None, ACE_HIGH) is False
    assert beats(PACK.card("7S"), PACK.card("AH"), "S", ACE_HIGH) is True
    assert beats(PACK.card("8S"), PACK.card("9S"), "S", ACE_HIGH) is False


def test_lead_is_free() -> None:
    hand = cards("7H", "AS", "9C")
    assert codes(legal_cards(hand, [], "S", ACE_HIGH, CVIK)) == ["7H", "AS", "9C"]


def test_plain_follow_suit_only() -> None:
    hand = cards("7H", "AH", "AS", "9C")
    assert codes(legal_cards(hand, cards("10H"), "S", ACE_HIGH, PLAIN)) == ["7H", "AH"]
    # void in the led suit: anything, even with trumps in hand (Bridž, Boston)
    assert codes(legal_cards(cards("AS", "9C"), cards("10H"), "S", ACE_HIGH, PLAIN)) == ["AS", "9C"]


def test_must_head_when_possible() -> None:
    hand = cards("7H", "AH", "QH", "9C")
    assert codes(legal_cards(hand, cards("10H", "JH"), "S", ACE_HIGH, CVIK)) == ["AH", "QH"]
    # cannot head: any card of the suit
    assert codes(legal_cards(cards("7H", "8H", "AS"), cards("KH"), "S", ACE_HIGH, CVIK)) == ["7H", "8H"]


def test_heading_lapses_once_the_trick_is_trumped() -> None:
    hand = cards("7H", "AH", "9C")
    trick = cards("10H", "7S")  # spades are trumps: the ace of hearts can no longer head it
    assert codes(legal_cards(hand, trick, "S", ACE_HIGH, CVIK)) == ["7H", "AH"]


def test_must_trump_when_void() -> None:
    hand = cards("8S", "KS", "9C")
    assert codes(legal_cards(hand, cards("10H"), "S", ACE_HIGH, TRUMP_ONLY)) == ["8S", "KS"]
    # no trump either: anything
    assert codes(legal_cards(cards("9C", "8D"), cards("10H"), "S", ACE_HIGH, TRUMP_ONLY)) == ["9C", "8D"]


def test_must_overtrump_if_possible_else_any_trump() -> None:
    trick = cards("10H", "QS")
    assert codes(legal_cards(cards("8S", "KS", "9C"), trick, "S", ACE_HIGH, CVIK)) == ["KS"]
    assert codes(legal_cards(cards("8S", "9S", "9C"), trick, "S", ACE_HIGH, CVIK)) == ["8S", "9S"]
    # without the overtrump duty any trump will do
    assert codes(legal_cards(cards("8S", "KS", "9C"), trick, "S", ACE_HIGH, TRUMP_ONLY)) == ["8S", "KS"]


def test_trump_lead_must_be_followed_and_headed() -> None:
    trick = cards("QS")
    assert codes(legal_cards(cards("8S", "KS", "AH"), trick, "S", ACE_HIGH, CVIK)) == ["KS"]


def test_explain_names_the_duty() -> None:
    hand = cards("7H", "AH", "8S", "9C")
    assert "follow" in explain(PACK.card("9C"), hand, cards("10H"), "S", ACE_HIGH, PLAIN)
    assert "head" in explain(PACK.card("7H"), hand, cards("10H"), "S", ACE_HIGH, CVIK)
    assert "trump" in explain(PACK.card("9C"), cards("8S", "9C"), cards("10H"), "S", ACE_HIGH, CVIK)
    assert "overtrump" in explain(PACK.card("8S"), cards("8S", "KS"), cards("10H", "QS"), "S", ACE_HIGH, CVIK)
    assert "not in your hand" in explain(PACK.card("AD"), hand, [], "S", ACE_HIGH, CVIK)
    assert explain(PACK.card("AH"), hand, cards("10H"), "S", ACE_HIGH, CVIK) == ""


def test_unknown_rank_is_an_error() -> None:
    strength = rank_strength(["8", "9"])
    with pytest.raises(ValueError, match="rank order"):
        strength(PACK.card("7H"))
    with pytest.raises(ValueError, match="empty"):
        winner([], None, ACE_HIGH)


def test_the_winner_on_numbers_is_the_winner_on_cards() -> None:
    import random

    from games.trick import winning_index, winning_place

    suits: list[str | None] = sorted({c.suit for c in PACK.cards}, key=str)  # every card here has a suit
    suit = tuple(suits.index(c.suit) for c in PACK.cards)
    strength = tuple(ACE_HIGH(c) for c in PACK.cards)
    rng = random.Random(3)
    seen = set()
    for _ in range(400):
        places = rng.sample(range(len(PACK.cards)), rng.randint(1, 4))
        trick = [PACK.cards[i] for i in places]
        trump = rng.choice([*suits, None])
        expected = winning_index(trick, trump, ACE_HIGH)
        assert winning_place(places, suit, strength, -1 if trump is None else suits.index(trump)) == expected
        seen.add(expected)
    assert seen == {0, 1, 2, 3}  # every place of a trick won somewhere
