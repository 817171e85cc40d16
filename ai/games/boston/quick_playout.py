"""Boston's quick playout (the search hook `playout`): the tricks left in a deal, on plain numbers.

The search plays every iteration's world out to its end by `rollout_action` (ai/games/boston/search.py); step
by step through `BostonState._apply` that is zones, events and Action objects for up to fifty-two cards, half
of hard's card-play time. Here the hands and the trick are read once into card numbers and the policy and the
rules run on those: the same legal cards (follow suit) in hand order, the same draws from the search's
generator (one `random()` for the 8 % wild card unless a single card is legal, and one more for the card it
picks, as `rngs.below` draws it), the same `policy_card` and `misere_choice` with their first-of-equals
choices, the same tricks and the same early end (games/boston/scoring.py `decided`). The deal is then settled
as the engine settles it (`_settle`, `_settle_partout`: the engine's amount, the same payments as plain sums, in
chips.py), and its own `returns()` given back. It reads the search's light worlds (light.py) as it reads a state.
So a seeded search chooses the same moves with it or without it, only sooner
(tests/games/boston/test_boston_quick_playout.py holds the two to the same results and generator states).

A world before its card play (a playout from the auction, the partner question or the misère's discard) is
stepped through the engine by the policy until its first card, then played here. A world of a subclass, or of
a pack whose cards this module cannot number (two cards sharing a code, a rank outside Boston's), is played
out by the step loop.

`play_cards` is the same card play for the bidder's and the partner calls' deals (ai/games/boston/playout.py
`play_to_end`): it leaves the world over, with the tricks, chips and outcome the engine would leave, which is
what those callers read.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import NamedTuple, cast

from ai.games.boston.chips import settle
from ai.games.boston.light import LightWorld
from ai.manifest import search_hooks, step_by_step
from ai.tree import MAX_ROLLOUT_STEPS
from cards import Pack
from games.boston import scoring
from games.boston.actions import RANKS, STRENGTH
from games.boston.rules import OVER, PLAY, BostonState
from games.state import State
from games.trick import winning_place

#: a world this module plays: the engine's state, or the search's light world of one (light.py)
Deal = BostonState | LightWorld

#: STRENGTH of an ace, the card the policy leads first
ACE = len(RANKS) - 1
#: the trump number of a deal without trumps: no card's suit, not even a suitless card's
NO_TRUMP = -2


class Tables(NamedTuple):
    """Each card's suit number and strength by its place in the pack, for one pack (made once)."""

    number: dict[str, int]  # card code -> its number: by suit, then from the weakest (`tables`)
    suit: tuple[int, ...]  # a number per suit; suitless cards share -1
    strength: tuple[int, ...]  # STRENGTH: 0 for a two up to 12 for an ace
    suits: dict[str | None, int]  # suit code -> its number
    low: dict[int, tuple[int, ...]]  # trump suit's number (NO_TRUMP for none) -> the policy's `low` of each card


#: pack by identity -> (pack, tables); the value keeps the pack alive so that its id is not reused
@cache
def _tables() -> dict[int, tuple[Pack, Tables]]:
    """The store itself, inside a functools cache: no attribute leads a bot to it (tests/test_hidden_info.py),
    and it holds only what the pack itself says, filled by the first search after the deal."""
    return {}


#: how many packs to keep before starting afresh (tests make games with rule books of their own)
_MAX_TABLES = 16


def tables(pack: Pack) -> Tables | None:
    """The tables of `pack`; None where two cards share a code or a card has no Boston rank (numbers by code
    would mix them up; the step loop fails on such a card as the rules do), or two share a suit and a rank."""
    found = _tables().get(id(pack))
    if found is not None:
        return found[1]
    cards = pack.cards
    if len({c.code for c in cards}) != len(cards):
        return None
    try:
        for card in cards:
            STRENGTH(card)
    except ValueError:
        return None
    suits: dict[str | None, int] = {None: -1}
    for card in cards:
        suits.setdefault(card.suit, len(suits) - 1)
    # numbered by suit and, within a suit, from the weakest: sorting a hand's numbers sorts each suit's cards by
    # strength, as `_play` groups them (with no key to call per card)
    ordered = sorted(cards, key=lambda c: (suits[c.suit], STRENGTH(c)))
    strength = tuple(STRENGTH(c) for c in ordered)
    suit = tuple(suits[c.suit] for c in ordered)
    if len(set(zip(suit, strength, strict=True))) != len(cards):  # `_play` ranks a suit's cards by strength alone
        return None
    low = {t: tuple(v + (13 if u == t else 0) for v, u in zip(strength, suit, strict=True))
           for t in [*suits.values(), NO_TRUMP]}
    made = Tables({c.code: i for i, c in enumerate(ordered)}, suit, strength, suits, low)
    if len(_tables()) >= _MAX_TABLES:
        _tables().clear()
    _tables()[id(pack)] = (pack, made)
    return made


def playout(state: Deal, rng: random.Random) -> list[float]:
    """The deal played out from `state` by `rollout_action`, and its `returns()` (the search throws the world
    away after it: its tricks and chips are set to the deal's end, or it is played out itself)."""
    found = tables(state.pack) if type(state) is BostonState or type(state) is LightWorld else None
    if found is None:
        return step_by_step(cast(State, state), rng)  # a subclass of the state (never a LightWorld)
    steps = 0
    if state.phase != PLAY:
        # Before the cards, the policy's calls through the engine, counted as the search's loop counts them
        # (the policy read from the hooks, as search.py, which holds this module's playout, cannot be imported here).
        policy = search_hooks(state.game.id).rollout_action
        assert policy is not None
        while state.phase != PLAY:
            if state.is_over or steps >= MAX_ROLLOUT_STEPS:
                return state.returns()
            state.history.extend(state._apply(policy(state, rng)))
            steps += 1
    numbered = _numbered(state, found)
    if numbered is None:
        # a card outside the pack: the step loop (which a LightWorld also plays) fails on it as the rules do
        return step_by_step(cast(State, state), rng)
    return _play(state, rng, found, *numbered, MAX_ROLLOUT_STEPS - steps)


def play_cards(state: BostonState, rng: random.Random) -> bool:
    """Play `state`, in its card play, to the deal's end as `rollout_action` through the engine would (the same
    cards, the same draws from `rng`), and settle it: `state` is then over with the engine's tricks, chips, bank,
    outcome and amount paid; its zones, trick and history are left as the card play found them. False, with
    `state` untouched, where the numbers cannot stand for it (a subclass, a pack this module cannot number):
    the caller steps it through the engine."""
    assert state.phase == PLAY
    found = tables(state.pack) if type(state) is BostonState else None
    numbered = None if found is None else _numbered(state, found)
    if found is None or numbered is None:
        return False
    # a deal ends at its last card at the latest, far within the steps given
    _play(state, rng, found, *numbered, MAX_ROLLOUT_STEPS)
    assert state.phase == OVER
    return True


def _numbered(state: Deal, found: Tables) -> tuple[list[list[int]], list[int]] | None:
    """Each seat's hand and the trick as card numbers, or None where a card is outside the pack."""
    number = found.number
    try:
        hands = [[number[c.code] for c in state.hand(s)] for s in range(state.num_players)]
        trick = [number[c.code] for c in state.zones["trick"]]
    except KeyError:
        return None
    return hands, trick


def _play(state: Deal, rng: random.Random, found: Tables, hands: list[list[int]], trick: list[int],
          steps: int) -> list[float]:
    """`playout` on the numbers: the moves of `rollout_action`, the rules of `BostonState._play`."""
    suit, strength = found.suit, found.strength
    draw = rng.random
    n = state.num_players
    g = state.game_row
    partout = state.partout
    misere = partout or (g is not None and g.misere)
    declarer = state.declarer
    trump = NO_TRUMP if state.trump is None else found.suits.get(state.trump, NO_TRUMP)  # a trump no card has: none
    low_of = found.low[trump].__getitem__
    team = state.side() if declarer is not None else []
    side_of = [s in team for s in range(n)]  # each seat on the declaring side or not (none in a partout)
    decide = _referee(state)
    won = list(state.tricks)
    seat = state.player
    assert seat is not None
    # The seats play in turn from the trick's leader, so a card's seat is read off its place in the trick.
    leader = state.trick_seats[0] if trick else seat
    led = suit[trick[0]] if trick else 0
    # the card winning the trick so far (`winning_index`) and its seat, kept as the cards fall instead of asked for
    at = winning_place(trick, suit, strength, trump) if trick else 0
    top_seat = (leader + at) % n
    top_suit = suit[trick[at]] if trick else 0
    top_strength = strength[trick[at]] if trick else 0
    # Each seat's cards of each suit (by suit number; suitless, -1, last), weakest first (a suit's strengths
    # differ: `tables`), beside the hand in its order: a card following suit is then picked without filtering the
    # hand. Those cards are all of one suit, so the policy's cheapest (`low`) is the first, and its cheapest
    # beating card the first stronger than the trick's best (none where a trump is on top, no trumps being led);
    # only the 8 % wild card reads the hand order of the cards, which the filter then gives.
    suit_count = len(found.suits)
    by_suit: list[list[list[int]]] = []
    for s in range(n):
        held: list[list[int]] = [[] for _ in range(suit_count)]
        for c in sorted(hands[s]):  # each suit's weakest first: `tables` numbers a suit's cards so
            held[suit[c]].append(c)
        by_suit.append(held)
    following = [(s + 1) % n for s in range(n)]  # the seat after each
    for _ in range(steps):
        hand = hands[seat]
        held = by_suit[seat]
        if trick:
            cards = held[led]
            if cards:
                count = len(cards)
                if count == 1 or draw() < 0.08:
                    i = int(draw() * count)  # rngs.below, over the cards in hand order
                    if count > 1:
                        i = i if i < count else count - 1
                        cards = [c for c in hand if suit[c] == led]
                    card = cards[i]
                elif misere:
                    card = _misere_card(cards, trick, _seats(leader, len(trick), n), hands,
                                        partout or seat == declarer, declarer, at, found)
                elif led != top_suit or side_of[top_seat] == side_of[seat]:  # trumped, or a friend winning: duck
                    card = cards[0]
                else:  # the cheapest card that beats the best, else the cheapest
                    for card in cards:
                        if strength[card] > top_strength:
                            break
                    else:
                        card = cards[0]
            else:
                cards = hand
                count = len(cards)
                if count == 1 or draw() < 0.08:
                    i = int(draw() * count)  # rngs.below
                    card = cards[i if i < count else count - 1]
                elif misere:
                    card = _misere_card(cards, trick, _seats(leader, len(trick), n), hands,
                                        partout or seat == declarer, declarer, at, found)
                elif side_of[top_seat] == side_of[seat] or trump == NO_TRUMP:  # a friend winning, or no trump
                    card = min(cards, key=low_of)
                else:  # the cheapest trump that beats the best (any, unless trumped), else the cheapest card
                    for card in held[trump]:
                        if top_suit != trump or strength[card] > top_strength:
                            break
                    else:
                        card = min(cards, key=low_of)
        else:
            cards = hand
            count = len(cards)
            if count == 1 or draw() < 0.08:
                i = int(draw() * count)  # rngs.below
                card = cards[i if i < count else count - 1]
            elif misere:
                card = _misere_card(cards, trick, [], hands, partout or seat == declarer, declarer, at, found)
            else:
                for card in cards:  # the first ace in hand order, else the cheapest card
                    if strength[card] == ACE:
                        break
                else:
                    card = min(cards, key=low_of)
        hand.remove(card)
        card_suit = suit[card]
        held[card_suit].remove(card)
        if not trick:
            at, top_seat, leader, led, top_suit, top_strength = 0, seat, seat, card_suit, card_suit, strength[card]
        elif card_suit == top_suit:
            if strength[card] > top_strength:
                at, top_seat, top_strength = len(trick), seat, strength[card]
        elif card_suit == trump:
            at, top_seat, top_suit, top_strength = len(trick), seat, trump, strength[card]
        trick.append(card)
        if len(trick) < n:
            seat = following[seat]
            continue
        seat = top_seat
        won[seat] += 1
        trick = []
        result = decide(won, len(hands[seat]))
        if result:
            return state.settled(won, result) if type(state) is LightWorld else settle(state, won, result)
    # cut short: scored as it stands, as the search's loop does (a deal has far fewer cards than steps)
    return state.returns()


def _seats(leader: int, count: int, n: int) -> list[int]:
    """The seats of a trick's first `count` cards, led by `leader`."""
    return [(leader + i) % n for i in range(count)]


def _misere_card(cards: list[int], trick: list[int], seats: list[int], hands: list[list[int]], ducking: bool,
                 declarer: int | None, at: int, found: Tables) -> int:
    """`misere_choice` on numbers, with the trick's best card at `at` (no trumps in a misère); `ducking` for the
    declarer, and for everyone in a partout."""
    suit, strength = found.suit, found.strength
    key = strength.__getitem__
    if not trick:
        if ducking or declarer is None:
            return min(cards, key=key)
        # lead under him where his lowest card stands highest above ours
        lowest: dict[int, int] = {}
        for d in hands[declarer]:
            s, v = suit[d], strength[d]
            if v < lowest.get(s, 99):
                lowest[s] = v
        best, gap = -1, 0
        for c in cards:
            his = lowest.get(suit[c])
            if his is not None and his - strength[c] > gap:
                best, gap = c, his - strength[c]
        return best if best >= 0 else min(cards, key=key)
    top = trick[at]
    top_suit, top_strength = suit[top], strength[top]
    under = [c for c in cards if suit[c] != top_suit or strength[c] <= top_strength]
    if ducking:
        return max(under, key=key) if under else max(cards, key=key)
    if declarer in seats:
        if seats[at] == declarer:  # keep him on top, with the highest card that does
            return max(under, key=key) if under else min(cards, key=key)
        return max(cards, key=key)  # he is safe this trick: shed a high card
    return min(cards, key=key)  # he is still to play: stay low so his card has to win




def _referee(state: Deal) -> Callable[[list[int], int], str]:
    """`scoring.decided` of this deal on the tricks taken and the cards left in each hand after a trick:
    'made', 'failed', 'partout' (a misère partout played to its last trick) or '' (play on). The deal's
    contract, side and options are read once."""
    if state.partout:
        return lambda won, left: "" if left else "partout"
    g = state.game_row
    declarer = state.declarer
    assert g is not None and declarer is not None
    if g.misere:
        return lambda won, left: "failed" if won[declarer] else ("" if left else "made")
    partner = state.partner
    need = scoring.own_need(cast(BostonState, state))  # the partner and contract, which both have
    goal = g.tricks
    pays_over, pays_under = state.pays_over, state.pays_under

    def decided(won: list[int], left: int) -> str:
        own = won[declarer]
        side = own if partner is None else own + won[partner]
        made = side >= goal and own >= need
        if not left:
            return "made" if made else "failed"
        # final early only while the tricks still to come cannot change what is paid
        if made:
            return "" if pays_over else "made"
        if (side + left < goal or own + left < need) and not pays_under:
            return "failed"
        return ""

    return decided
