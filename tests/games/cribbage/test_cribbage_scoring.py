"""Cribbage counting against facts derived exhaustively and against classic examples.

The distribution test counts all C(52,4) x 48 = 12,994,800 hand-and-starter pairs. It does
so by rank multisets (1,820 hands x 13 starter ranks) with the suit cases counted by
formula, and the suit formula is itself checked against plain enumeration on a sample.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, product
from math import comb

import pytest

from cards import Card, get_pack
from games.cribbage.hands import breakdown, explain_hand, peg_points, score_hand
from games.cribbage.rules import GAME
from games.cribbage.scoring import Scoring
from games.cribbage.words import word_items, word_peg

PACK = get_pack("french-52")
C = PACK.card
SC = GAME.scoring()


def cards(codes: str) -> list[Card]:
    return [C(x) for x in codes.split()]


def multisets() -> list[tuple[int, ...]]:
    """Every 4-rank hand multiset (ranks 1..13, at most four of a rank)."""
    out: list[tuple[int, ...]] = []
    for a in range(1, 14):
        for b in range(a, 14):
            for c in range(b, 14):
                out.extend((a, b, c, d) for d in range(c, 14))
    return out


def pair_counts(hand: tuple[int, ...], s: int, crib: bool) -> Counter[int]:
    """Totals over every suit choice of a hand with these ranks and a starter of rank `s`, by formula."""
    jack = SC.nobs_rank
    counts = Counter(hand)
    out: Counter[int] = Counter()
    c_s = counts[s]
    if c_s == 4:
        return out
    ways_hand = 1
    for c in counts.values():
        ways_hand *= comb(4, c)
    c_j = counts[jack]
    base = SC.rank_points(tuple(sorted((*hand, s))))
    total = ways_hand * (4 - c_s)
    # nobs: a jack in hand of the starter's suit (never when the starter is itself a jack); each
    # jack's suit is free of the starter's rank with probability (4 - c_s) / 4
    nobs = 0 if s == jack else ways_hand * c_j * (4 - c_s) // 4
    flush: Counter[int] = Counter()
    nobs_in_flush = 0
    if len(counts) == 4:  # four ranks, so the hand can be one suit: 4 ways, one per suit
        flush[0 if crib else SC.flush_hand] += 4 * 3  # a starter of another suit (no nobs: the jack is off-suit)
        if not c_s:  # the starter may share the flush suit (its rank is not in hand)
            flush[SC.flush_with_starter + (SC.nobs if c_j else 0)] += 4
            nobs_in_flush = 4 if c_j else 0
    out[base + SC.nobs] += nobs - nobs_in_flush
    out[base] += total - sum(flush.values()) - (nobs - nobs_in_flush)
    for bonus, n in flush.items():
        out[base + bonus] += n
    return +out


def distribution(crib: bool) -> Counter[int]:
    """How many of the 12,994,800 (hand, starter) pairs score each total."""
    dist: Counter[int] = Counter()
    for hand in multisets():
        for s in range(1, 14):
            dist.update(pair_counts(hand, s, crib))
    return dist


@pytest.fixture(scope="module")
def hand_dist() -> Counter[int]:
    return distribution(crib=False)


def test_every_pair_is_counted_once(hand_dist: Counter[int]) -> None:
    assert sum(hand_dist.values()) == comb(52, 4) * 48 == 12_994_800


def test_best_hands(hand_dist: Counter[int]) -> None:
    assert max(hand_dist) == 29
    assert hand_dist[29] == 4  # three fives and the jack, the fourth five of the jack's suit turned up
    assert hand_dist[28] == 76
    assert hand_dist[0] == 1_009_008
    # the published table of hand counts (e.g. pagat.com, "cribbage hand statistics") agrees
    assert [hand_dist[t] for t in (1, 2, 4, 24)] == [99_792, 2_813_796, 2_855_676, 3_680]


def test_impossible_totals(hand_dist: Counter[int]) -> None:
    impossible = {t for t in range(30) if hand_dist[t] == 0}
    assert impossible == {19, 25, 26, 27}


def test_mean_hand(hand_dist: Counter[int]) -> None:
    mean = sum(t * n for t, n in hand_dist.items()) / sum(hand_dist.values())
    assert mean == pytest.approx(4.7692, abs=5e-4)


def test_crib_differs_only_by_the_four_card_flush(hand_dist: Counter[int]) -> None:
    crib = distribution(crib=True)
    assert sum(crib.values()) == 12_994_800
    assert crib[29] == 4 and max(crib) == 29
    # a four-card flush in the crib counts nothing, so fewer cribs score high
    assert sum(t * n for t, n in crib.items()) < sum(t * n for t, n in hand_dist.items())


@pytest.mark.parametrize("crib", [False, True])
def test_suit_formula_matches_enumeration(crib: bool) -> None:
    """The formula, checked against scoring every concrete hand and starter with those ranks."""
    rng = random.Random(7)
    by_rank: dict[int, list] = {}
    for card in PACK.cards:
        by_rank.setdefault(SC.key(card)[0], []).append(card)
    hands = multisets()
    picks = [h for h in hands if SC.nobs_rank in h][:40] + rng.sample(hands, 60)
    for hand in picks:
        s = rng.choice([*hand, rng.randrange(1, 14), SC.nobs_rank])
        groups = [combinations(by_rank[r], n) for r, n in sorted(Counter(hand).items())]
        seen: Counter[int] = Counter()
        for choice in product(*[list(g) for g in groups]):
            held = [c for group in choice for c in group]
            for starter in by_rank[s]:
                if starter not in held:
                    seen[score_hand(held, starter, crib)] += 1
        assert seen == pair_counts(hand, s, crib), (hand, s)


def test_the_29_hand() -> None:
    assert score_hand(cards("5H 5S 5D JC"), C("5C")) == 29
    assert score_hand(cards("5H 5S 5C JD"), C("5D")) == 29
    assert score_hand(cards("5H 5S 5D JC"), C("5C"), crib=True) == 29
    # the same cards with the jack turned up: 28 in hand (no nobs), and the dealer pegged 2 for heels
    assert score_hand(cards("5H 5S 5D 5C"), C("JC")) == 28
    found = [(h, s) for h in combinations(PACK.cards, 4) if [c.rank for c in h].count("5") >= 3
             for s in PACK.cards if s not in h and score_hand(h, s) == 29]
    assert len(found) == 4


@pytest.mark.parametrize(("hand", "starter", "crib", "points"), [
    ("5H 5S 10D JC", "5C", False, 21),  # the rule book's example
    ("3H 4S 4D 5C", "KC", False, 10),  # double run of three with fifteen two: 2 + 2 + 6
    ("3H 4S 4D 5C", "5S", False, 16),  # double double run: 4 runs of three 12, two pairs 4, no fifteen
    ("6H 7H 8H 9H", "KS", False, 12),  # 4 flush, run of four, two fifteens
    ("6H 7H 8H 9H", "KH", False, 13),  # five-card flush
    ("6H 7H 8H 9H", "KS", True, 8),  # a four-card flush does not count in the crib
    ("6H 7H 8H 9H", "KH", True, 13),
    ("2H 4S 6D 8C", "KS", False, 0),  # all even: no fifteen at all
    ("AH 2S 3D JC", "5C", False, 8),  # fifteens J+5 and J+2+3, run A-2-3, nobs
    ("JH 2S 9D KC", "7D", False, 0),  # a nineteen hand
    ("10H JS QD KC", "5H", False, 12),  # four fifteens with the five, run of four
    ("JH QH KH 10H", "AH", False, 10),  # run of four 4, flush 5, nobs 1 (no fifteen; the ace is low)
    ("4H 4S 4D 4C", "7C", False, 24),  # double pair royal 12, six fifteens 4+4+7 12
    ("7H 7S 8D 8C", "9C", False, 24),  # double double run 16 + pairs 4 + fifteens 7+8 four times 8
])
def test_known_hands(hand: str, starter: str, crib: bool, points: int) -> None:
    assert score_hand(cards(hand), C(starter), crib) == points


def brute_count(hand: list, starter, crib: bool) -> int:
    """The count written from the rules alone, with no shared code: every subset is looked at."""
    five = [*hand, starter]
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    value = {c: min(10, ranks.index(c.rank) + 1) for c in five}
    order = {c: ranks.index(c.rank) for c in five}
    points = 2 * sum(1 for k in range(2, 6) for s in combinations(five, k) if sum(value[c] for c in s) == 15)
    points += 2 * sum(1 for a, b in combinations(five, 2) if a.rank == b.rank)
    for k in (5, 4, 3):
        runs = [s for s in combinations(five, k)
                if sorted(order[c] for c in s) == list(range(min(order[c] for c in s), min(order[c] for c in s) + k))]
        if runs:
            points += k * len(runs)
            break
    if len({c.suit for c in hand}) == 1:
        if starter.suit == hand[0].suit:
            points += 5
        elif not crib:
            points += 4
    points += sum(1 for c in hand if c.rank == "J" and c.suit == starter.suit)
    return points


def test_fast_count_equals_brute_force_and_itemised_count() -> None:
    """score_hand (cached rank part) against a from-the-rules count and against breakdown, on random hands."""
    rng = random.Random(11)
    deck = list(PACK.cards)
    for _ in range(3000):
        five = rng.sample(deck, 5)
        if rng.random() < 0.1:  # make flushes common enough to be checked
            suit = five[0].suit
            flush = rng.sample([c for c in deck if c.suit == suit], 4)
            five = [*flush, rng.choice([c for c in deck if c not in flush])]
        crib = rng.random() < 0.3
        fast = score_hand(five[:4], five[4], crib)
        assert fast == brute_count(five[:4], five[4], crib), five
        assert fast == sum(i.points for i in breakdown(five[:4], five[4], crib)), five


def test_explanation_words() -> None:
    assert explain_hand(cards("5H 5S 10D JC"), C("5C")) == (
        "fifteen 2, fifteen 4, fifteen 6, fifteen 8, fifteen 10, fifteen 12, fifteen 14, pair royal is 20, "
        "and nobs is 21")
    assert explain_hand(cards("5H 6S 9D QC"), C("KS"), lang="cs") == "patnáct 2, patnáct 4 a patnáct 6"
    assert explain_hand(cards("3H 4S 4D 5C"), C("KC")) == (
        "fifteen 2, a pair is 4, a run of three is 7, and a run of three is 10")
    assert explain_hand(cards("JH 2S 9D KC"), C("7D")) == "nothing (nineteen)"
    assert explain_hand(cards("JH 2S 9D KC"), C("7D"), lang="cs") == "nic"


# -- the play ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("pile", "points"), [
    ("5H 10S", 2),  # fifteen
    ("7H 8S", 2),  # fifteen (7 and 8 are not a run of three)
    ("4H 6S 5D", 5),  # fifteen and a run of three out of order
    ("3H 5S 4D", 3),  # a run, count 12
    ("2H 3S AD 4C", 4),  # a run of four in any order, count 10
    ("2H 3S AD 4C 5D", 7),  # run of five and fifteen
    ("6H 6S", 2),  # pair
    ("6H 6S 6D", 6),  # pair royal
    ("6H 6S 6D 6C", 12),  # double pair royal (count 24)
    ("5H 5S 5D", 8),  # pair royal making fifteen
    ("10H JS QD AC", 2),  # 31: nothing else
    ("KH QS 9D 2C", 2),  # thirty-one
    ("3H 4S 3D", 0),  # no run: 3-4-3 repeats a rank
    ("3H 4S 6D 5C", 4),  # run of four, count 18
    ("2H 9S 2D", 0),  # a pair only counts adjacent cards
    ("9H 10S JD", 3),  # a run of three with court cards: 9-10-J, count 29
    ("AH 2S", 0),  # a run of two scores nothing in standard cribbage
])
def test_peg_points(pile: str, points: int) -> None:
    assert peg_points(cards(pile)) == points


def test_run_of_two_claims_cover_the_best_hand() -> None:
    """With runs of two the best count rises to 32; muggins must offer announcements up to it."""
    two = GAME.scoring(GAME.config({"run_of_two": True}))
    best = max(two.score_hand(cards("4H 4S 5D 5C"), C(s)) for s in ("6H", "3H", "5S", "4D"))
    assert best <= GAME.rulebook.tables["max_claim_with_run_of_two"] == 32


def test_run_of_two_option_scores_two_card_runs() -> None:
    two = GAME.scoring(GAME.config({"run_of_two": True}))
    assert two.peg_ranks([1, 2], 3) == 2
    assert two.score_hand(cards("AH 2S 7D 9C"), C("10S")) == 4  # runs A-2 and 9-10, no fifteen
    assert SC.score_hand(cards("AH 2S 7D 9C"), C("10S")) == 0


def brute_peg(ranks: list[int], count: int, scoring: Scoring) -> int:
    """Points for the last card of a count, straight from the rules: every tail checked for a run."""
    sc = scoring
    points = sc.fifteen if count == sc.fifteen_total else sc.thirty_one if count == sc.count_limit else 0
    same = 1
    while same < min(len(ranks), 4) and ranks[-1 - same] == ranks[-1]:
        same += 1
    points += sc.same_rank[same]
    runs = [n for n in range(sc.run_min, len(ranks) + 1)
            if sorted(ranks[-n:]) == list(range(min(ranks[-n:]), min(ranks[-n:]) + n))]
    return points + (max(runs) * sc.run_per_card if runs else 0)


@pytest.mark.parametrize("run_of_two", [False, True])
def test_play_count_equals_the_rules_on_random_piles(run_of_two: bool) -> None:
    """peg_ranks and peg_count (one pass back from the last card) against every tail checked, and peg_count's
    words against the itemised peg, on random piles and on shuffled runs after a few random cards."""
    sc = GAME.scoring(GAME.config({"run_of_two": run_of_two}))
    rng = random.Random(5)
    deck = list(PACK.cards)
    for _ in range(3000):
        pile = [C(c.code) for c in rng.sample(deck, 8)]
        k = rng.randint(2, 5)
        low = rng.randint(1, 14 - k)
        run = [next(c for c in deck if sc.key(c)[0] == r) for r in range(low, low + k)]
        rng.shuffle(run)
        for cards_laid in (pile, pile[:rng.randint(0, 2)] + run):
            for n in range(1, len(cards_laid) + 1):
                ranks = [sc.key(c)[0] for c in cards_laid[:n]]
                count = sum(sc.values[r] for r in ranks)
                if count > sc.count_limit:
                    break
                points = brute_peg(ranks, count, sc)
                assert sc.peg_ranks(ranks, count) == points, ranks
                assert sc.peg_count(ranks, count)[0] == points, ranks
                if points and len(set(cards_laid[:n])) == n:
                    assert sc.peg_count(ranks, count)[1] == word_peg(sc.peg_items(cards_laid[:n]), "en")


def test_show_count_equals_the_itemised_count_and_its_words() -> None:
    """show_count (one cached look-up by ranks, flush and nobs) against breakdown and word_items on random hands."""
    rng = random.Random(12)
    deck = list(PACK.cards)
    for run_of_two in (False, True):
        sc = GAME.scoring(GAME.config({"run_of_two": run_of_two}))
        for _ in range(3000):
            five = rng.sample(deck, 5)
            if rng.random() < 0.2:  # flushes, with and without the starter's suit
                suit = five[0].suit
                flush = rng.sample([c for c in deck if c.suit == suit], 4)
                five = [*flush, rng.choice([c for c in deck if c not in flush])]
            crib = rng.random() < 0.4
            items = sc.breakdown(five[:4], five[4], crib)
            assert sc.show_count(five[:4], five[4], crib) == (sum(i.points for i in items), word_items(items, "en"))
