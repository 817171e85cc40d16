"""Komando's quick playout (the search hook `playout`): the rest of a deal on plain numbers.

The search plays every iteration's deal out to its end by the playout policy (ai/games/komando/manifest.py
`rollout_action`); step by step through `KomandoState._apply` that is zones, events and Action objects
for a few dozen moves, most of an iteration's time. Here the hands, the talon (top first), the blind
cards, the turned trump and the trick are read once into card numbers, and the policy and the rules run
on those from whatever phase the world is in: the auction (take blind on a good turned card, else look;
take with a strong hand, else pass; the dealer forced or the bank carried), the joining (jdu on a fair
hand), the buying (every weak card away, a random discard only where the hand must shed a card and has
no weak one, the replacements from the top of the talon) and the tricks (ai/games/trick_pot/tricks.py).
The same draws from the search's generator (`rngs.below`, where the step loop draws), the same end of
deal, shares, fines and `returns()`. So a seeded search chooses the same moves with it or without it,
only sooner (tests/games/komando/test_komando_playout.py holds the two to the same results and generator states).

A world this module does not read (a subclass of the state, no duty to follow suit, a card outside the
pack) is played out by the step loop instead.
"""

from __future__ import annotations

import random
from functools import cache
from typing import NamedTuple

from ai.games.trick_pot.tricks import Tables, cheap, following_duties
from ai.games.trick_pot.tricks import tables as trick_tables
from ai.manifest import step_by_step
from ai.tree import MAX_ROLLOUT_STEPS
from cards import Pack
from games import rng as rngs
from games.komando.rules import KomandoState
from games.trick import winning_place
from games.trick_pot.trick_play import AUCTION, BUY, HANDS, JOIN, PLAY, CardTable


class Hands(NamedTuple):
    """What the playout policy reads of each card beyond the trick tables, by its place in the pack."""

    strength: tuple[float, ...]  # its term of `model.cards_strength`, the very float that sum adds
    weak: tuple[bool, ...]  # komando `_weak`: worth buying away (neither a trump nor an ace)


#: (card table, pack, trump) by identity and name -> tables; the value keeps the card table and pack alive
@cache
def _hands() -> dict[tuple[int, int, str], tuple[CardTable, Pack, Tables, Hands]]:
    """The store itself, inside a functools cache: no attribute leads a bot to it (tests/test_hidden_info.py), and
    the first search fills it, after the deal."""
    return {}
#: how many table sets to keep before starting afresh (tests make games with rule books of their own)
_MAX_TABLES = 64


def tables(table: CardTable, pack: Pack, trump: str) -> tuple[Tables, Hands] | None:
    """The trick tables (`ai.games.trick_pot.tricks.tables`) and the policy's tables of this pack under `table` and
    `trump`; None where the trick tables cannot be made."""
    key = (id(table), id(pack), trump)
    found = _hands().get(key)
    if found is not None:
        return found[2], found[3]
    tricks = trick_tables(table, pack, trump)
    if tricks is None:
        return None
    power, top = table.power, table.top
    strength = []
    for card in pack.cards:  # `model.cards_strength`, term by term
        s = power[card.code]
        if card.suit == trump:
            strength.append(0.5 + 0.5 * s / top)
        elif s >= top:
            strength.append(0.6)
        elif s >= top - 1:
            strength.append(0.3)
        else:
            strength.append(0.0)
    hands = Hands(tuple(strength), tuple(c.suit != trump and power[c.code] != top for c in pack.cards))
    if len(_hands()) >= _MAX_TABLES:
        _hands().clear()
    _hands()[key] = (table, pack, tricks, hands)
    return tricks, hands


def playout(state: KomandoState, rng: random.Random) -> list[float]:
    """The deal played out from `state` by `rollout_action`, and its `returns()` (the search throws the world
    away after it: its chips and bank are set to the deal's end, or it is played out itself where this
    module cannot read it)."""
    found = None
    if type(state) is KomandoState and state.turn is not None and state.rules.follow_suit:
        found = tables(state.tables, state.pack, state.trump)
    if found is None:
        return step_by_step(state, rng)
    number = found[0].number
    zones = state.zones
    try:
        hands = [[number[c.code] for c in zones[HANDS[s]]] for s in range(state.num_players)]
        talon: list[int] = []
        blind: list[int] = []
        turned: list[int] = []
        if state.phase != PLAY:  # the tricks deal no more cards
            talon = [number[c.code] for c in zones["talon"]]  # the top card first, as the rules deal it
            blind = [number[c.code] for c in zones["blind"]]
            turned = [number[c.code] for c in zones["turned"]]
        trick = [number[c.code] for c in zones["trick"]]
    except KeyError:  # a card outside the pack
        return step_by_step(state, rng)
    return _Deal(state, rng, found[0], found[1], hands, talon, blind, turned, trick).play()


class _Deal:
    """One playout's deal on numbers: the phases of `KomandoState._apply`, each run by the moves of
    `rollout_action`, from the phase the world is in to the end."""

    def __init__(self, state: KomandoState, rng: random.Random, tricks: Tables, hands_tables: Hands,
                 hands: list[list[int]], talon: list[int], blind: list[int], turned: list[int],
                 trick: list[int]) -> None:
        self.state = state
        self.rng = rng
        self.tricks = tricks
        self.strength = hands_tables.strength
        self.weak = hands_tables.weak
        self.hands = hands
        self.talon = talon
        self.top = 0  # the talon's top card: talon[top] (dealing moves an index, not the list)
        self.blind = blind
        self.turned = turned
        self.trick = trick
        self.n = state.num_players
        self.dealer = state.context.dealer
        book = state.game.rulebook.tables
        self.hand_size: int = book["hand_size"]
        self.book = book
        self.komandant = state.komandant
        self.needed = state.needed
        self.chips = list(state.chips)
        self.bank = state.bank

    def hand_strength(self, seat: int) -> float:
        """`model.hand_strength`: the terms summed in hand order, as that sum adds them."""
        strength = self.strength
        total = 0.0
        for c in self.hands[seat]:
            total += strength[c]
        return total

    def play(self) -> list[float]:
        state = self.state
        phase = state.phase
        seat = state.turn
        assert seat is not None
        if phase == AUCTION:
            found = self.auction(seat)
            if found is None:
                return state.returns()  # nobody took it: the bank is carried, the chips stand
            seat, phase = found, JOIN
        if phase == JOIN:
            found = self.join(seat)
            if found is None:
                return self.returns()
            seat, phase = found, BUY
        if phase == BUY:
            in_play = self.buy(seat)
            boss = self.komandant
            assert boss is not None
            return self.tricks_from(in_play, boss, [], [0] * self.n)
        if phase == PLAY:
            return self.tricks_from(state.in_play, seat, list(state.trick_seats), list(state.tricks_won))
        return step_by_step(state, self.rng)  # a phase this module does not know

    # -- the auction ------------------------------------------------------------------------------------------
    def auction(self, seat: int) -> int | None:
        """`_auction` by the policy, from `seat` to act; the first seat of the joining, or None where
        nobody took the komando and the deal ended."""
        state, dealer = self.state, self.dealer
        looked = state.looked
        good = self.book["good_turned_ranks"]
        while True:
            if seat == dealer and not looked:  # TAKE_BLIND or LOOK
                if state.zones["turned"][0].rank in good:
                    return self.make_komandant(seat, with_trump=True)
                self.hands[dealer] += self.blind
                self.blind = []
                looked = True
                continue
            if self.hand_strength(seat) >= 1.5:
                return self.make_komandant(seat, with_trump=False)
            nxt = (seat + 1) % self.n
            if nxt != dealer:
                seat = nxt
                continue
            if state.config.nobody_takes == "dealer_must":
                return self.make_komandant(dealer, with_trump=False)
            return None

    def make_komandant(self, seat: int, with_trump: bool) -> int:
        """`_make_komandant`: the blind cards shown, the rest dealt from the top of the talon; the first to join."""
        state, dealer, n = self.state, self.dealer, self.n
        hands = self.hands
        hands[dealer] += self.blind
        self.blind = []
        self.komandant = seat
        book = self.book
        lucky = state.config.seven_rule and seat == dealer and state.zones["turned"][0].rank in book["seven_rank"]
        self.needed = 1 if lucky else book["komandant_tricks"]
        second = self.hand_size - book["first_deal"]
        order = [(dealer + 1 + i) % n for i in range(n)]
        talon, top = self.talon, self.top
        for _ in range(second):
            for s in order:
                hands[s].append(talon[top])
                top += 1
        self.top = top
        if with_trump:
            hands[seat].append(self.turned[0])
        return (seat + 1) % n

    # -- the joining ------------------------------------------------------------------------------------------
    def join(self, seat: int) -> int | None:
        """`_join` by the policy (jdu on a fair hand); the first buyer, or None where nobody joined and the
        deal ended."""
        state, n = self.state, self.n
        boss = self.komandant
        assert boss is not None
        joined = list(state.joined)
        while True:
            jdu = self.hand_strength(seat) >= 0.8
            joined[seat] = "jdu" if jdu else "pas"
            if not jdu:
                self.hands[seat] = []  # folded
            nxt = (seat + 1) % n
            if nxt == boss:
                break
            seat = nxt
        players = [s for s in range(n) if s == boss or joined[s] == "jdu"]
        if len(players) == 1:
            if state.config.nobody_joins == "takes_bank":
                self.chips[boss] += self.bank
                self.bank = 0
            return None
        self.in_play = players
        self.buy_order = [s for s in ((boss + 1 + i) % n for i in range(n)) if s in players]
        return self.buy_order[0]

    # -- the buying -------------------------------------------------------------------------------------------
    def buy(self, seat: int) -> list[int]:
        """`_buy` by `rollout_action` from `seat` to act to the last buyer; the seats in play."""
        state = self.state
        if state.phase == BUY:
            in_play, order, discards = state.in_play, state.buy_order, state.discards
        else:
            in_play, order, discards = self.in_play, self.buy_order, 0
        hand_size, max_buy = self.hand_size, state.config.max_buy
        weak, talon, rng = self.weak, self.talon, self.rng
        while True:
            hand = self.hands[seat]
            while True:
                extra = len(hand) + discards - hand_size
                card = -1
                if discards < min(max_buy, len(talon) - self.top) + extra:
                    for c in hand:
                        if weak[c]:
                            card = c
                            break
                    else:
                        if discards < extra:  # must shed a card and has no weak one: `model.policy` draws one
                            card = hand[0] if len(hand) == 1 else hand[rngs.below(rng, len(hand))]
                if card < 0:
                    break  # done (`discards >= extra` here: `discards < extra` offers a discard above)
                hand.remove(card)
                discards += 1
            draw = discards - extra
            top = self.top
            hand += talon[top:top + draw]
            self.top = top + draw
            discards = 0
            at = order.index(seat)
            if at + 1 == len(order):
                return in_play
            seat = order[at + 1]

    # -- the tricks -------------------------------------------------------------------------------------------
    def tricks_from(self, in_play: list[int], turn: int, seats: list[int], won: list[int]) -> list[float]:
        """`apply_play` by the policy (`cvik_playout._play`'s loop) from `turn` to act, then `settle`."""
        state = self.state
        found = self.tricks
        suit, power, cost, trump = found.suit, found.power, found.cost, found.trump
        rules = state.rules
        must_head, must_trump, must_overtrump = rules.must_head, rules.must_trump, rules.must_overtrump
        n = self.n
        hands, trick, rng = self.hands, self.trick, self.rng
        in_play = sorted(in_play)
        following = []  # `play_order_next` of every seat
        for s in range(n):
            nxt = (s + 1) % n
            while nxt not in in_play and nxt != s:
                nxt = (nxt + 1) % n
            following.append(nxt)
        players = len(in_play)
        # the trick's winning card so far and its place, kept as cards are laid (`winning_place`, a card at a time)
        at = winning_place(trick, suit, power, trump) if trick else 0
        best = trick[at] if trick else -1
        for _ in range(MAX_ROLLOUT_STEPS):  # the search's guard against a deal that does not end
            hand = hands[turn]
            if trick:
                legal = following_duties(hand, trick, best, suit, power, trump, must_head, must_trump, must_overtrump)
                # `model.policy`: the one card allowed, else `cheap_play`
                card = legal[0] if len(legal) == 1 else cheap(legal, best, suit, power, cost, trump)
                if suit[card] == suit[best]:
                    if power[card] > power[best]:
                        at, best = len(trick), card
                elif suit[card] == trump:
                    at, best = len(trick), card
            else:  # a lead: the one card, else at random
                card = hand[0] if len(hand) == 1 else hand[rngs.below(rng, len(hand))]
                at, best = 0, card
            hand.remove(card)
            trick.append(card)
            seats.append(turn)
            if len(seats) < players:
                turn = following[turn]
                continue
            winner = seats[at]
            won[winner] += 1
            trick = []
            seats = []
            if not hands[winner]:
                return self.settle(in_play, won)
            turn = winner
        return state.returns()  # cut short: scored as it stands, as the search's loop does

    def settle(self, in_play: list[int], won: list[int]) -> list[float]:
        """`KomandoState.settle`: a share of the bank per trick, then the fines of those who fell short (the
        komandant's multiplied); the deal's own `returns()` on the world's chips."""
        state = self.state
        chips, bank = self.chips, self.bank
        one = bank // state.pot_parts
        for s, k in enumerate(won):
            if k:
                chips[s] += one * k
                bank -= one * k
        boss, needed, fine = self.komandant, self.needed, state.fine
        multiple = state.penalty_multiple()
        for s in in_play:
            if s == boss:
                if won[s] < needed:
                    chips[s] -= fine * multiple
                    bank += fine * multiple
            elif won[s] < 1:
                chips[s] -= fine
                bank += fine
        self.chips, self.bank = chips, bank
        return self.returns()

    def returns(self) -> list[float]:
        """The world's own `returns()` on the chips and bank the deal ended with."""
        state = self.state
        state.chips, state.bank = self.chips, self.bank
        return state.returns()

