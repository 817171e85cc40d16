"""Reading the cards declarer and partner chose (ai/games/bridz/tells.py) into a defender's sampled deals."""

from __future__ import annotations

from ai.games.bridz import defence
from ai.games.bridz.tells import BELOW, EQUAL, PLAY_MISS, PlayMisfit, play_events
from cards import Card, get_pack
from games.bridz.facts import BridzPublic, as_public

PACK = get_pack("french-52")


def cards(codes: str) -> list[Card]:
    return [PACK.card(c) for c in codes.split()]


def public(contract: str, declarer: int, played: list[list[str]]) -> BridzPublic:
    return as_public({"contract": contract, "calls": [], "declarer": declarer, "dealer": 0, "tricks": [0, 0],
                      "vulnerable": [False, False], "sheet": {}, "played": played})


def places(seat_cards: dict[int, int]) -> list[tuple[str, int]]:
    return [(f"hand:{seat}", i) for seat, n in seat_cards.items() for i in range(n)]


def test_declarer_wins_with_the_cheapest_card_that_wins_and_the_lowest_of_equal_cards() -> None:
    # 4S by seat 0: seat 1 led the club five, dummy (2) the two, seat 3 the seven; declarer won with the king,
    # last to play. Seat 3 reads it: declarer held neither the queen (equal to the king) nor any club from the
    # eight up (each would have won as well)
    info = public("4S", 0, [["KC"], ["5C"], ["2C"], ["7C"]])
    rules = {(player, rule) for player, rule, *_ in play_events(info, 3, PACK)}
    assert rules == {(0, EQUAL), (0, BELOW)}
    unknown = cards("QC 8C 3C 4H 5H 6H")
    misfit = PlayMisfit(places({0: 2, 1: 4}), unknown, info, 3, PACK)
    assert misfit([2, 3, 0, 1, 4, 5]) == 0  # declarer K 3: the king was his cheapest winner
    assert misfit([1, 3, 0, 2, 4, 5]) == PLAY_MISS  # K 8: the eight would have won
    assert misfit([0, 3, 1, 2, 4, 5]) == 2 * PLAY_MISS  # K Q: the queen, equal, and would have won


def test_declarer_follows_low_to_a_trick_he_loses() -> None:
    # 3NT by seat 0: seat 1 led the heart king, dummy (2) played the two, seat 3 the ace, declarer the nine
    info = public("3NT", 0, [["9H"], ["KH"], ["2H"], ["AH"]])
    assert (0, BELOW, "H", defence.RANK["9"], 1 << defence.RANK["9"], (1 << defence.RANK["9"]) - 1) in \
        play_events(info, 3, PACK)
    unknown = cards("10H 3H 4C 5C")
    misfit = PlayMisfit(places({0: 2, 1: 2}), unknown, info, 3, PACK)
    assert misfit([0, 2, 1, 3]) == 0  # declarer 10 9: the nine was his lowest
    assert misfit([1, 2, 0, 3]) == PLAY_MISS  # 9 3: he would have played the three


def test_a_rule_declarers_own_later_cards_break_is_not_read() -> None:
    # as above, but declarer followed with the three to the next heart: he kept a lower one, so he unblocks or
    # deceives, and the nine says nothing of his hearts
    info = public("3NT", 0, [["9H", "3H"], ["KH", "4H"], ["2H", "5H"], ["AH", "6H"]])
    assert not [e for e in play_events(info, 3, PACK) if e[0] == 0 and e[1] == BELOW and e[3] == defence.RANK["9"]]


def test_partner_wins_with_the_lowest_of_equal_cards() -> None:
    # 4S by seat 0: seat 1 led the diamond four, dummy (2) played the two and partner (3) won with the king; read
    # from seat 1, partner holds no queen (equal to the king), though the jack is possible
    info = public("4S", 0, [["3D"], ["4D"], ["2D"], ["KD"]])
    assert [(p, r) for p, r, *_ in play_events(info, 1, PACK)] == [(3, EQUAL), (0, EQUAL), (0, BELOW)]
    unknown = cards("QD JD 5H 6H")
    misfit = PlayMisfit(places({3: 2, 0: 2}), unknown, info, 1, PACK)
    assert misfit([1, 2, 0, 3]) == 0  # partner K J: the king was the lowest of its equals
    assert misfit([0, 2, 1, 3]) == PLAY_MISS  # K Q: partner would have won with the queen


def test_a_signal_is_not_read_as_the_lowest_of_equal_cards() -> None:
    # partner (3) followed with the eight under dummy's ace: an attitude signal (reading.py), not read here
    info = public("4S", 0, [["3D"], ["4D"], ["AD"], ["8D"]])
    assert all(player != 3 for player, *_ in play_events(info, 1, PACK))


def test_hard_defenders_sample_declarers_hand_to_fit_the_cards_he_chose() -> None:
    import dataclasses
    import random

    from ai.games.bridz.play import PLAY_LEVELS, sample_positions
    from ai.view import PlayerView
    from bench.bridz_defence import bid, dd_card

    # the deal bid 3♠ – 4♠ (seed 11's auction moved with the doubler's game after the answer, §7.2, and its
    # position then sampled right without the tells as well)
    start = bid(12, 0)
    assert start is not None
    while sum(len(p) for p in start.played) < 8 or (int(start.current_player or 0) - start.declarer) % 2 == 0:
        start.apply(dd_card(start))  # two tricks, double dummy, to a defender's turn
    reader = start.current_player
    assert reader is not None
    view = PlayerView(start, reader, random.Random(0))
    info = as_public(start.public_info())
    fits = {}
    for tells in (True, False):
        level = dataclasses.replace(PLAY_LEVELS["hard"], tells=tells)
        positions = sample_positions(view, level, random.Random(3), worlds=12)
        fits[tells] = 0
        for hands, *_ in positions:
            unknown = [c for s in range(4) if s in (start.declarer, (reader + 2) % 4) for c in hands[s]]
            held = places({s: len(hands[s]) for s in range(4) if s in (start.declarer, (reader + 2) % 4)})
            fits[tells] += PlayMisfit(held, unknown, info, reader, PACK)(list(range(len(unknown)))) == 0
    assert fits[True] == 12 and fits[False] < 12


def test_the_cards_a_hand_would_not_have_played_as_it_did_are_barred_from_it_in_the_deal() -> None:
    import random

    from games.bridz.worlds import PlaceDealer

    # as in the first test: declarer won the club trick with the king, last to play, over the seven
    info = public("4S", 0, [["KC"], ["5C"], ["2C"], ["7C"]])
    unknown = cards("QC 8C 3C 4H 5H 6H")
    held = places({0: 2, 1: 4})
    misfit = PlayMisfit(held, unknown, info, 3, PACK)
    assert misfit.barred_cards() == {"hand:0": {0, 1}}  # the queen and the eight
    dealer = PlaceDealer(held, unknown, {}, misfit.barred_cards())
    rng = random.Random(5)
    for _ in range(50):
        dealt = dealer.deal(rng)
        assert not {0, 1} & set(dealt[:2]) and misfit(dealt) == 0
    assert not dealer.resorted
    # a hand of two that may take none of three cards of four cannot be dealt: the last resort says so
    tight = PlaceDealer(held[:2] + held[2:4], unknown[:4], {}, {"hand:0": {0, 1, 2}})
    tight.deal(rng)
    assert tight.resorted
