"""The hard captain's judgement: the final contract chosen by dealing the unseen cards and solving them.

Where the system has no rule and the captain (bidding.py `_captain`) places the contract from point counts,
the hard player checks that choice as the robots do: it deals the 39 cards it cannot see many times, each deal
as close as a few tries get to what the auction showed (`shown`: `bidding.infer`'s points and suit lengths, with
what a pass or a free bid says beyond the system's meanings), bids each deal out from every call in question as
the system bids it in all four seats (`bid_out`: partner may bid on, the opponents may compete or double),
solves the contracts reached double dummy (DDS, `dds.best_tricks_many`) and takes the call whose contract
scores best on average, in IMPs against the captain's own call. The candidates: pass (unless partner's call is
forcing), the cheapest bid in a fit, game and a small slam in a fit (no trumps only as the captain bid them),
where the system does not read the bid as forcing. The captain's call stands unless another gains `margin` IMPs
a deal beyond one standard error. The scoring is duplicate's (a game 300, or 500 vulnerable; a part score 50),
as the benchmark scores the contracts. Without the bidding out (`Judgement.rollout` off) the auction is taken to
end at our call, and a new bid of ours that goes two down is scored doubled (else running from a doubled
contract to a worse undoubled one looks like a gain).

Only `bridz:hard` judges (`for_level`); without the solver the captain's call stands.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from ai.games.bridz import bidding
from cards import Card, get_pack
from games import rng as rngs
from games.bridz import dds
from games.bridz.auction import BID_INDEX, DOUBLE, PASS, Auction, Contract, parse_bid
from games.bridz.scoring import score_contract
from games.bridz.worlds import PlaceDealer

GAME_LEVEL = {"C": 5, "D": 5, "H": 4, "S": 4, "NT": 3}
#: the score differences at which the IMPs step up (duplicate bridge's table)
IMP_STEPS = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000,
             2250, 2500, 3000, 3500, 4000)


@dataclass(frozen=True)
class Judgement:
    samples: int = 12  # sampled deals a decision
    tries: int = 20  # deals tried for each sample, the one closest to the auction kept
    swaps: int = 400  # then swaps of two cards tried, each kept if the deal comes no further from the auction
    #: IMPs a deal a candidate must gain over the captain's call to replace it, less one standard error of that
    #: mean over the samples (the best of several candidates on a dozen deals is often best by luck alone)
    margin: float = 1.0
    #: the auction after the call in question is bid to its end by the system in every seat, on each sampled deal
    #: (else it is taken to end at our call)
    rollout: bool = True


#: who judges: only the hard player (normal and easy keep the point-count captain)
LEVELS = {"hard": Judgement()}


def imps(diff: int) -> int:
    return (1 if diff >= 0 else -1) * sum(1 for step in IMP_STEPS if abs(diff) >= step)


def duplicate_score(contract: Contract | None, tricks: int, vulnerable: bool) -> int:
    """The declaring side's score as duplicate bridge counts it (minus the defenders' when it goes down)."""
    if contract is None:
        return 0
    below, above, defenders = score_contract(contract.level, contract.strain, contract.doubled, vulnerable, tricks)
    if defenders:
        return -defenders
    return below + above + ((500 if vulnerable else 300) if below >= 100 else 50)


class Judge:
    """`bidding.suggest`'s judge for one seat's decision: vulnerability by side (seat % 2) and the player's rng,
    from which a decision that is judged draws its own seed (one that is not draws nothing)."""

    def __init__(self, vulnerable: Sequence[bool], rng: random.Random, settings: Judgement) -> None:
        self.vulnerable = (bool(vulnerable[0]), bool(vulnerable[1]))
        self.rng = rng
        self.settings = settings
        self.judged = 0  # decisions that were sampled and solved (the benchmark times them)

    def __call__(self, calls: Sequence[str], dealer: int, seat: int, hand: Sequence[Card], legal: set[str],
                 made: bidding.Call) -> bidding.Call:
        if not dds.available() or not _judged(calls, dealer, seat, made):
            return made
        options = candidates(calls, dealer, seat, hand, legal, made)
        if len(options) < 2:
            return made
        rng = random.Random(rngs.child_seed(self.rng))
        self.judged += 1
        won = weigh(calls, dealer, seat, hand, options, made.call, self.vulnerable, rng, self.settings)
        best = max(options, key=lambda c: (won[c], c == made.call))
        if best == made.call or won[best] < self.settings.margin:
            return made
        return bidding.meaning(calls, dealer, seat, best)


def for_level(level: str, vulnerable: Sequence[bool], rng: random.Random) -> Judge | None:
    """The judge of a level's bidding, or None where the point-count captain decides alone."""
    settings = LEVELS.get(level)
    return Judge(vulnerable, rng, settings) if settings is not None else None


def _judged(calls: Sequence[str], dealer: int, seat: int, made: bidding.Call) -> bool:
    """Whether this captain's decision is one to check: our side has bid, the opponents' last call is not one
    their system forces or asks with (their auction goes on: a pass or a double does not end it), and no
    Blackwood of ours is under way (its answer tells aces, which the samples do not keep)."""
    if made.tag == "blackwood" or not any(c in BID_INDEX and (dealer + i) % 2 == seat % 2 for i, c in enumerate(calls)):
        return False
    if any(t[1:] == "4NT" for t in bidding.tokens(calls, dealer, seat) if t[0] in "mp"):
        return False
    theirs = [i for i, c in enumerate(calls) if c != PASS and (dealer + i) % 2 != seat % 2]
    if theirs:
        i = theirs[-1]
        return not bidding.is_forcing(bidding.meaning(calls[:i], dealer, (dealer + i) % 4, calls[i]))
    return True


def candidates(calls: Sequence[str], dealer: int, seat: int, hand: Sequence[Card], legal: set[str],
               made: bidding.Call) -> list[str]:
    """The captain's call and the calls that end the auction in another sensible contract: pass (unless
    partner's call is forcing), the cheapest bid in each fit (eight cards by what partner showed), and game and
    a small slam in each fit, where the system does not read the bid as forcing. No no-trump contract but the
    captain's own: whether it makes turns on a stopper in the opponents' suit, which the samples do not keep (the
    judge's own 3NT and 6NT lost more than they won, docs/bridz-bidding.md). No penalty double but the captain's
    own: the samples do not see the strength an opponent's natural game bid shows, and doubling their games lost
    more than it won."""
    shapes = bidding.infer(calls, dealer)
    partner = shapes[(seat + 2) % 4]
    lens = bidding.lengths(hand)
    toks = bidding.tokens(calls, dealer, seat)
    theirs = {parse_bid(t[1:])[1] for t in toks if t[0] == "o" and t[1:] in BID_INDEX}
    fits = sorted((s for s in bidding.SUITS if s not in theirs and lens[s] + partner.lens[s][0] >= 8),
                  key=lambda s: -(lens[s] + partner.lens[s][0]))[:2]
    out = [made.call]
    if not bidding.must_answer(calls, dealer, seat):
        out.append(PASS)
    for strain in fits:  # no trumps only as the captain bid them: the samples know no stoppers
        low = next((level for level in range(1, 8) if f"{level}{strain}" in legal), 8)
        levels = {GAME_LEVEL[strain], 6} | ({low} if strain != "NT" else set())
        out += [f"{level}{strain}" for level in sorted(levels) if low <= level <= 6]
    keep: list[str] = []
    for call in out:
        if call in keep or call not in legal:
            continue
        if call != made.call and (call == "4NT" or not _ends(calls, dealer, seat, call)):
            continue
        keep.append(call)
    return keep


def _ends(calls: Sequence[str], dealer: int, seat: int, call: str) -> bool:
    """Whether partner may pass `call` by the system: not forcing, not an ask, a double only for penalties."""
    said = bidding.meaning(calls, dealer, seat, call)
    if call == DOUBLE:
        return said.tag == "penalty"
    return not bidding.is_forcing(said)


def final_contract(calls: Sequence[str], dealer: int, call: str) -> Contract | None:
    """The contract if `call` is followed by passes to the end."""
    auction = Auction(dealer, tuple(calls)).call(call)
    while not auction.is_over():
        auction = auction.call(PASS)
    return auction.contract()


def bid_out(calls: Sequence[str], dealer: int, call: str, hands: Sequence[Sequence[Card]]) -> Contract | None:
    """The contract if `call` is made and the system then bids every seat's hand of `hands` to the end."""
    auction = Auction(dealer, tuple(calls)).call(call)
    while not auction.is_over():
        seat = auction.to_call
        assert seat is not None
        auction = auction.call(bidding.suggest(auction.calls, dealer, seat, hands[seat]).call)
    return auction.contract()


def weigh(calls: Sequence[str], dealer: int, seat: int, hand: Sequence[Card], options: Sequence[str],
          own: str, vulnerable: tuple[bool, bool], rng: random.Random, settings: Judgement) -> dict[str, float]:
    """Per candidate call, the IMPs a deal it gains for our side over `own` on the sampled deals, less one
    standard error of that mean (0 for `own` itself)."""
    return gains(outcomes(calls, dealer, seat, hand, options, vulnerable, rng, settings), own)


def outcomes(calls: Sequence[str], dealer: int, seat: int, hand: Sequence[Card], options: Sequence[str],
             vulnerable: tuple[bool, bool], rng: random.Random, settings: Judgement) -> dict[str, list[int]]:
    """Per candidate call, our side's score on each sampled deal, solved double dummy."""
    deals = sample_deals(calls, dealer, seat, hand, settings, rng)
    if settings.rollout:
        finals = [{call: bid_out(calls, dealer, call, d) for call in options} for d in deals]
    else:
        fixed = {call: final_contract(calls, dealer, call) for call in options}
        finals = [fixed for _ in deals]
    jobs = [sorted({(c.strain, c.declarer) for c in per.values() if c is not None}) for per in finals]
    tricks = iter(dds.best_tricks_many([(d, strain, (declarer + 1) % 4)
                                        for d, js in zip(deals, jobs, strict=True) for strain, declarer in js]))
    scores: dict[str, list[int]] = {call: [] for call in options}
    for per, js in zip(finals, jobs, strict=True):
        solved = {job: 13 - next(tricks) for job in js}
        for call, contract in per.items():
            if contract is None:
                scores[call].append(0)
                continue
            taken = solved[(contract.strain, contract.declarer)]
            if (not settings.rollout and call not in (PASS, DOUBLE) and contract.doubled == 0
                    and taken < 5 + contract.level):
                contract = replace(contract, doubled=1)  # two down: the opponents would double a bid of ours
            made = duplicate_score(contract, taken, vulnerable[contract.declarer % 2])
            scores[call].append(made if contract.declarer % 2 == seat % 2 else -made)
    return scores


def gains(scores: Mapping[str, Sequence[int]], own: str) -> dict[str, float]:
    """Per call, the IMPs a deal it gains over `own` on the same deals, less one standard error of that mean."""
    out = {}
    for call, got in scores.items():
        diffs = [imps(a - b) for a, b in zip(got, scores[own], strict=True)]
        error = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
        out[call] = statistics.fmean(diffs) - error
    return out


def sample_deals(calls: Sequence[str], dealer: int, seat: int, hand: Sequence[Card], settings: Judgement,
                 rng: random.Random) -> list[list[list[Card]]]:
    """`settings.samples` deals of the unseen cards around `hand`, each the closest of `settings.tries` to the
    points and lengths the auction showed (as the card play's sampler, ai/games/bridz/play.py, chooses), then
    brought closer by swapping cards (`_closer`)."""
    mine = set(hand)
    unknown = sorted((c for c in get_pack("french-52").cards if c not in mine), key=lambda c: c.code)
    others = [s for s in range(4) if s != seat]
    places = [(f"hand:{s}", i) for s in others for i in range(13)]
    dealer_of_cards = PlaceDealer(places, unknown, {})
    shapes = shown(calls, dealer)
    misfit = _Misfit(unknown, [shapes[s] for s in others])
    out = []
    for _ in range(settings.samples):
        best: list[int] = []
        best_miss = -1
        for _ in range(settings.tries):
            dealt = dealer_of_cards.deal(rng)
            miss = misfit(dealt)
            if best_miss < 0 or miss < best_miss:
                best, best_miss = dealt, miss
            if miss == 0:
                break
        best_miss = _closer(best, best_miss, misfit, settings.swaps, rng)
        hands: list[list[Card]] = [[] for _ in range(4)]
        hands[seat] = list(hand)
        for (place, _), k in zip(places, best, strict=True):
            hands[int(place.split(":")[1])].append(unknown[k])
        out.append(hands)
    return out


#: the most points a player holds who passes where partner has bid and the opponent on the right has just bid
#: or doubled: with more he would have raised, bid his suit, doubled or bid no trumps
FREE_PASS_POINTS = 9
#: the least a natural bid of a new strain shows, made after partner has bid (a free bid, docs/bridz-system.md §6)
FREE_BID_POINTS = 6


def shown(calls: Sequence[str], dealer: int) -> list[bidding.Shape]:
    """`bidding.infer`'s points and lengths, with what the system's meanings leave open and a player reads all the
    same: a pass over the opponent's bid or double, partner having bid and the passer not yet, says fewer than
    `FREE_PASS_POINTS`; a natural bid that says no points, made after partner has bid, shows `FREE_BID_POINTS`."""
    shapes = bidding.infer(calls, dealer)
    for i, call in enumerate(calls):
        seat = (dealer + i) % 4
        said = bidding.meaning(calls[:i], dealer, seat, call)
        if "hcp" in said.hand:
            continue
        partner_bid = any(c in BID_INDEX for j, c in enumerate(calls[:i]) if (dealer + j) % 4 == (seat + 2) % 4)
        own_bid = any(c != PASS for j, c in enumerate(calls[:i]) if (dealer + j) % 4 == seat)
        if not partner_bid or own_bid:
            continue
        shape = shapes[seat]
        if call == PASS and i > 0 and calls[i - 1] != PASS:
            shape.hcp = [min(shape.hcp[0], FREE_PASS_POINTS), min(shape.hcp[1], FREE_PASS_POINTS)]
        elif call in BID_INDEX and said.tag == "":
            shape.hcp = [max(shape.hcp[0], FREE_BID_POINTS), max(shape.hcp[1], FREE_BID_POINTS)]
    return shapes


def _closer(dealt: list[int], miss: int, misfit: _Misfit, swaps: int, rng: random.Random) -> int:
    """Swap cards between two of the unseen hands while that brings the deal no further from the auction (at
    most `swaps` tries): random deals seldom fit an overcall's suit and a raise's points at once. In place; the
    deal's misfit after."""
    for _ in range(swaps):
        if miss == 0:
            break
        a, b = rngs.below(rng, 39), rngs.below(rng, 39)
        if a // 13 == b // 13:
            continue
        dealt[a], dealt[b] = dealt[b], dealt[a]
        after = misfit(dealt)
        if after <= miss:
            miss = after
        else:
            dealt[a], dealt[b] = dealt[b], dealt[a]
    return miss


class _Misfit:
    """How far a deal of the 39 unseen cards (13 places a seat, three seats in order) is from the points and
    lengths the calls showed: a point out of range counts one, a card of length two. Each card is packed in one
    int (points in the low byte, a one in its suit's five-bit field), so a hand's figures are one sum."""

    def __init__(self, cards: Sequence[Card], shapes: Sequence[bidding.Shape]) -> None:
        shift = {suit: 8 + 5 * n for n, suit in enumerate(bidding.SUITS)}
        self.worth = [bidding.HCP.get(c.rank or "", 0) + (1 << shift[c.suit or "S"]) for c in cards]
        self.checks = [(shape.hcp[0], shape.hcp[1],
                        [(shift[s], lo, hi) for s, (lo, hi) in shape.lens.items() if lo > 0 or hi < 13])
                       for shape in shapes]

    def __call__(self, dealt: Sequence[int]) -> int:
        worth = self.worth
        miss = 0
        for n, (lo, hi, lens) in enumerate(self.checks):
            got = sum(worth[k] for k in dealt[13 * n:13 * n + 13])
            points = got & 0xFF
            miss += max(0, lo - points) + max(0, points - hi)
            for shift, s_lo, s_hi in lens:
                held = (got >> shift) & 0x1F
                miss += 2 * (max(0, s_lo - held) + max(0, held - s_hi))
        return miss
