"""What the generic search knows of Boston: a playout policy a club player would not be ashamed of (and the
same policy played out on plain numbers, quick_playout.py), the order in which it tries moves, and, by name,
hard's way of drawing worlds by the calls (worlds.py), which a search worker process rebuilds to search hard's
card play root-parallel. The `search` of the game's AI_HOOKS (ai/games/boston/manifest.py), read without
importing its players. The bidder of ai/games/boston/players.py and the modelled table of playout.py play their
deals out by the same policy.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ai.games.boston import worlds
from ai.games.boston.light import light_worlds
from ai.games.boston.quick_playout import playout
from ai.search_hooks import SearchHooks
from cards import Card
from games import rng as rngs
from games import trick as tr
from games.actions import Action
from games.boston import tables as br
from games.boston.actions import ALONE, DECLINE, PASS, STRENGTH, card_table, legal_cards
from games.boston.rules import AUCTION, PARTNER, PLAY, BostonState


def rollout_action(state: BostonState, rng: random.Random) -> Action:
    """A cheap policy a club player would not be ashamed of: pass in the auction, take a trick
    cheaply when the own side is not winning it, duck when a partner is, and in a misère keep
    the declarer's card on top (the declarer ducks under it as high as he can)."""
    seat = state.player
    assert seat is not None
    if state.phase != PLAY:
        if state.phase == AUCTION:
            return PASS
        if state.phase == PARTNER:
            return ALONE if state.player == state.declarer else DECLINE
        return card_table(state.pack, state.num_players).aside[max(state.hand(seat), key=STRENGTH).code]
    # The legal cards without building an action for each: only the chosen one needs one.
    cards = legal_cards(state.hand(seat), state.zones["trick"])
    play = card_table(state.pack, state.num_players).play
    if len(cards) == 1 or rng.random() < 0.08:
        return play[cards[rngs.below(rng, len(cards))].code]
    return play[policy_card(state, cards, seat).code]


def order_actions(state: BostonState, actions: list[Action]) -> list[Action]:
    """The search tries the playout policy's card first, and in the auction passing, then the
    bids the mover's hand could make (by the quick estimate of games/boston/tables.py), then the
    rest, each lowest first. The search expands every untried move of a node before it compares
    them, so with forty calls open an opponent's first few tries are all it makes in most
    branches: were they wild overbids that fail, every high bid of our own would look good."""
    if len(actions) < 2 or state.player is None:
        return actions
    if state.phase == AUCTION:
        return sorted(actions, key=_bid_order_key(state, state.hand(state.player)))
    if state.phase != PLAY:
        return actions
    cards = [a.card for a in actions if a.card is not None]
    best = policy_card(state, cards, state.player)  # one of `cards`, the very object
    for i, a in enumerate(actions):
        # by identity: comparing cards calls Card.__eq__, in Python, for every card before it (once per expansion)
        if a.card is best:
            return [a, *actions[:i], *actions[i + 1:]]  # as a stable sort on `a.card != best` orders them
    return actions


def _bid_order_key(state: BostonState, hand: list[Card]) -> Callable[[Action], tuple[bool, bool]]:
    estimate = {s: br.trick_estimate(hand, s) for s in br.SUITS}
    help_ = 1.8 if state.config.partners else 0.0
    safe: dict[str, bool] = {}

    def key(action: Action) -> tuple[bool, bool]:
        if action.kind != "bid":
            return (False, False)
        g = state.games_table[action.number or 0]
        if g.misere:
            if g.open not in safe:
                safe[g.open] = len(br.misere_danger(hand, strict=g.open != "none")) <= g.discard
            return (True, not safe[g.open])
        own = estimate[action.arg or ""]
        return (True, own + (help_ if g.partner else 0.0) < g.tricks)

    return key


def policy_card(state: BostonState, cards: list[Card], seat: int) -> Card:
    """The card the policy plays from `cards` (the legal ones): in a misère, or when all duck (partout),
    as `misere_choice`; else lead an ace or the lowest card, duck under a partner, beat an opponent cheaply."""
    trick = state.zones["trick"]
    trump = state.trump

    def low(c: Card) -> int:
        return STRENGTH(c) + (13 if c.suit == trump else 0)

    g = state.game_row
    if state.partout:  # everyone ducks as high as he can, like a misère declarer
        return misere_choice(state, cards, trick, True)
    if g is not None and g.misere:
        return misere_choice(state, cards, trick, seat == state.declarer)
    if not trick:
        aces = [c for c in cards if c.rank == "A"]
        return aces[0] if aces else min(cards, key=low)
    win = tr.winning_index(trick, trump, STRENGTH)
    team = state.side() if state.declarer is not None else []
    friend = (state.trick_seats[win] in team) == (seat in team)
    if friend:
        return min(cards, key=low)
    best = trick[win]
    beating = [c for c in cards if tr.beats(c, best, trump, STRENGTH)]
    return min(beating, key=low) if beating else min(cards, key=low)


def misere_choice(state: BostonState, cards: list[Card], trick: list[Card], declarer: bool) -> Card:
    """The card of a misère (or partout): the declarer ducks as high as he can; a defender keeps his card on top."""
    if not trick:
        if declarer or state.declarer is None:
            return min(cards, key=STRENGTH)
        # lead under him where his lowest card stands highest above ours
        his = state.hand(state.declarer)
        best, gap = None, 0
        for c in cards:
            lows = [STRENGTH(d) for d in his if d.suit == c.suit]
            if lows and min(lows) - STRENGTH(c) > gap:
                best, gap = c, min(lows) - STRENGTH(c)
        return best if best is not None else min(cards, key=STRENGTH)
    win = tr.winning_index(trick, None, STRENGTH)
    best = trick[win]
    under = [c for c in cards if not tr.beats(c, best, None, STRENGTH)]
    if declarer:
        return max(under, key=STRENGTH) if under else max(cards, key=STRENGTH)
    if state.declarer in state.trick_seats:
        if state.trick_seats[win] == state.declarer:  # keep him on top, with the highest card that does
            return max(under, key=STRENGTH) if under else min(cards, key=STRENGTH)
        return max(cards, key=STRENGTH)  # he is safe this trick: shed a high card
    return min(cards, key=STRENGTH)  # he is still to play: stay low so his card has to win


#: what the generic search knows of Boston (ai/search_hooks.py)
SEARCH = SearchHooks(rollout_action=rollout_action, order_actions=order_actions, playout=playout,
                     light_worlds=light_worlds,  # hard's card play walked on lists (light.py)
                     samplers={worlds.SAMPLER: worlds.rebuild})  # hard's worlds by the calls, in a search worker
