"""The card play's sampled deals: the dealer prepared once per decision and the packed auction-fit check draw
and count exactly as the per-try dealing and the per-seat counting they replaced (the same deals from the same
draws, so the same cards played)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence

from ai.games.bridz import bidding
from ai.games.bridz import play as bridz_play
from cards import Card, get_pack
from games import rng as rngs
from games.bridz.worlds import PlaceDealer, deal_to_places

PACK = get_pack("french-52")


def old_deal(places: list[tuple[str, int]], cards: list[Card], forbidden: dict[str, set[str]],
             rng: random.Random, tries: int = 30) -> list[Card]:
    """deal_to_places as it was, its setup redone at every call (the reference)."""
    zones = sorted({z for z, _ in places})
    slots = [[k for k, (z, _) in enumerate(places) if z == zone] for zone in zones]
    suits = {c.suit for c in cards}
    open_to = {suit: [n for n, z in enumerate(zones) if suit not in forbidden.get(z, ())] for suit in suits}
    barred = {suit: len(open_to[suit]) - len(zones) for suit in suits}
    constrained = any(barred.values())
    for _ in range(tries):
        order = list(cards)
        rngs.shuffle(rng, order)
        if constrained:
            order.sort(key=lambda c: barred[c.suit])
        free = [len(s) for s in slots]
        left = len(places)
        out: list[Card | None] = [None] * len(places)
        for card in order:
            allowed = open_to[card.suit]
            total = sum([free[n] for n in allowed]) if constrained else left
            if not total:
                break
            left -= 1
            pick = rngs.below(rng, total)
            for n in allowed:
                w = free[n]
                if pick < w:
                    free[n] = w - 1
                    out[slots[n][w - 1]] = card
                    break
                pick -= w
        else:
            return out  # type: ignore[return-value]
    shuffled = list(cards)
    rngs.shuffle(rng, shuffled)
    return shuffled


def old_misfit(seats: Sequence[int], hidden: Sequence[int], played: Sequence[Sequence[Card]],
               shapes: Sequence[bidding.Shape], cards: Sequence[Card]) -> int:
    """Misfit as it was: each seat's points and suit lengths counted card by card (the reference)."""
    points = {s: bidding.hcp(played[s]) for s in hidden}
    lens = {s: bidding.lengths(played[s]) for s in hidden}
    for seat, card in zip(seats, cards, strict=True):
        points[seat] += bidding.HCP.get(card.rank or "", 0)
        lens[seat][card.suit or ""] += 1
    miss = 0
    for seat in hidden:
        shape = shapes[seat]
        got = points[seat]
        miss += max(0, shape.hcp[0] - got) + max(0, got - shape.hcp[1])
        for suit, (lo, hi) in shape.lens.items():
            miss += 2 * (max(0, lo - lens[seat][suit]) + max(0, lens[seat][suit] - hi))
    return miss


def setups(count: int) -> list[tuple[list[tuple[str, int]], list[Card], dict[str, set[str]], list[int]]]:
    """Random unseen cards spread over two or three hidden hands, some suits shown out (some dead ends)."""
    maker = random.Random(7)
    out = []
    for _ in range(count):
        hidden = sorted(maker.sample(range(4), maker.choice((2, 3))))
        sizes = [maker.randint(1, 13) for _ in hidden]
        places = [(f"hand:{s}", i) for s, n in zip(hidden, sizes, strict=True) for i in range(n)]
        cards = sorted(maker.sample(PACK.cards, len(places)), key=lambda c: c.code)
        forbidden: dict[str, set[str]] = {}
        for _ in range(maker.choice((0, 0, 1, 2, 4))):
            forbidden.setdefault(f"hand:{maker.choice(hidden)}", set()).add(maker.choice("SHDC"))
        out.append((places, cards, forbidden, hidden))
    return out


def test_the_prepared_dealer_deals_as_the_old_dealing_did_from_the_same_draws() -> None:
    for n, (places, cards, forbidden, _) in enumerate(setups(60)):
        dealer = PlaceDealer(places, cards, forbidden)
        old_rng, new_rng = random.Random(n), random.Random(n)
        for _ in range(20):  # the same deal each time, and the generators left in step
            assert [cards[k] for k in dealer.deal(new_rng)] == old_deal(places, cards, forbidden, old_rng)
            assert deal_to_places(places, cards, forbidden, new_rng) == old_deal(places, cards, forbidden, old_rng)
        assert new_rng.random() == old_rng.random()


def test_the_packed_fit_check_counts_as_the_card_by_card_one() -> None:
    maker = random.Random(3)
    for places, cards, _, hidden in setups(60):
        seats = [int(z.split(":")[1]) for z, _ in places]
        shapes = [bidding.Shape() for _ in range(4)]
        for shape in shapes:  # ranges as calls narrow them, some met, some not
            lo = maker.randint(0, 20)
            shape.narrow({"hcp": [lo, lo + maker.randint(0, 10)],
                          "len": {s: sorted(maker.sample(range(14), 2)) for s in maker.sample("SHDC", 2)}})
        rest = [c for c in PACK.cards if c not in cards]
        played = [maker.sample(rest, 3) for _ in range(4)]
        misfit = bridz_play.Misfit(places, hidden, played, shapes, cards)
        for _ in range(10):
            dealt = list(range(len(cards)))
            maker.shuffle(dealt)
            assert misfit(dealt) == old_misfit(seats, hidden, played, shapes, [cards[k] for k in dealt])


def test_hards_sampled_deals_at_an_opening_lead_are_the_ones_it_always_drew() -> None:
    from bench.bridz_leads import decisions

    _, _, view = next(decisions(1, 1, 1))
    positions = bridz_play.sample_positions(view, bridz_play.PLAY_LEVELS["hard"], random.Random(11))
    text = repr([([[c.code for c in h] for h in hands], strain, leader, [c.code for c in trick])
                 for hands, strain, leader, trick in positions])
    assert len(positions) == 24
    assert hashlib.sha256(text.encode()).hexdigest()[:16] == FINGERPRINT


#: the deals drawn before the dealer was prepared once per decision (taken at that commit)
FINGERPRINT = "796b426a526c8ef9"


def test_normal_defends_without_the_auction_in_its_samples_and_hard_with_it() -> None:
    """Session 30's level design: normal's defenders sample deals as if no call had been made (as easy does), hard's
    fit them to the auction; the samples are otherwise drawn alike, so the same seed gives the same deals."""
    import dataclasses

    from bench.bridz_leads import decisions

    _, _, view = next(decisions(1, 1, 1))  # an opening lead: the seat to play defends
    normal = bridz_play.PLAY_LEVELS["normal"]

    def drawn(level: bridz_play.PlayLevel) -> list[list[list[str]]]:
        return [[[c.code for c in h] for h in hands] for hands, *_ in
                bridz_play.sample_positions(view, level, random.Random(5))]

    assert drawn(normal) == drawn(dataclasses.replace(normal, read_auction=False))
    assert drawn(normal) != drawn(dataclasses.replace(normal, defence_reads_auction=True))
    assert bridz_play.PLAY_LEVELS["hard"].defence_reads_auction and normal.read_auction  # declarer still reads it
