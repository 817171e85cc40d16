"""What the generic search knows of Komando: Cvik's trick play and model of players (ai/games/trick_pot/model.py), with
Komando's auction, joining and buying in front (the search plays every level; games/registry.py names this
module as the game's AI). Its playouts run on plain numbers (ai/games/komando/playout.py), making the moves
`rollout_action` makes."""

from __future__ import annotations

import random

from ai.games.komando.playout import playout
from ai.games.trick_pot import model
from ai.manifest import AiHooks
from ai.review.hooks import ReviewHooks
from ai.search_hooks import SearchHooks
from cards import Card
from games.actions import Action
from games.komando.rules import DAL, DONE, LOOK, TAKE, TAKE_BLIND, KomandoState, discard_actions
from games.trick_pot.trick_play import AUCTION, BUY, HANDS, JDU, JOIN, PAS, TrickPlay

#: Joining with four cards: fitted to 300 decisions of `ismcts:normal` in four-handed Komando, where one
#: in five hands of strength 0.75 joined, two in five of 1.0 to 1.25, and six in seven of 1.75.
MODEL = model.PlayModel(midpoint=1.2, slope=3.5, phase=JOIN)


def rollout_action(state: KomandoState, rng: random.Random) -> Action:
    """The playout policy (see `policy`); a buy step is read off the hand without listing every discard."""
    seat = state.turn
    if state.phase == BUY and seat is not None:
        extra = state._extra(seat)
        if state.discards < min(state.config.max_buy, len(state.zones["talon"])) + extra:
            for card in state.zones[HANDS[seat]]:
                if _weak(state, card):
                    return discard_actions(state.pack)[card.code]
        if state.discards >= extra:
            return DONE
    return policy(state, state.legal_actions(), rng)


def policy(state: KomandoState, legal: list[Action], rng: random.Random) -> Action:
    """Playouts in Komando: take the komando or join with a fair hand, buy for the weak cards
    (neither trump nor ace), then play as in Cvik."""
    seat = state.turn
    phase = state.phase
    if phase == AUCTION and seat is not None:
        if TAKE_BLIND in legal:
            good = state.game.rulebook.tables["good_turned_ranks"]
            return TAKE_BLIND if state.zones["turned"][0].rank in good else LOOK
        return TAKE if model.hand_strength(state, seat) >= 1.5 else DAL
    if phase == JOIN and seat is not None:
        return JDU if model.hand_strength(state, seat) >= 0.8 else PAS
    if phase == BUY and seat is not None:
        for a in legal:
            if a.kind == "discard" and a.card is not None and _weak(state, a.card):
                return a
        if DONE in legal:
            return DONE
    return model.policy(state, legal, rng)


def _weak(state: KomandoState, card: Card) -> bool:
    """A card worth buying away: neither a trump nor an ace (the top rank)."""
    return card.suit != state.trump and state.tables.power[card.code] != state.tables.top


def plausibility(state: KomandoState, observer: int) -> float:
    """How likely the others' joining and staying home were, given the hands this world deals them.

    Those who stayed home lie in the folded pile in the order they passed (four cards each), so a
    re-dealt world's pile, cut into fours, gives each of them a hand drawn as fairly as any. One who
    joined is read until it buys: after the exchange its hand is no longer the one it joined on.
    The auction is not read: the dealer nearly always takes the komando blind, on no cards at all.
    Every card the others laid must have been allowed, or the world is as good as never.
    """
    return model.weigh(state, observer, _reading)



def _reading(state: TrickPlay, observer: int) -> model.Reading:
    """`plausibility`'s reading of the history of `state` (a KomandoState)."""
    hand_size = state.game.rulebook.tables["hand_size"]
    decisions: list[model.Decision] = []
    k = 0
    joined: list[int] = []
    bought: set[int] = set()
    for event in state.history:
        kind, seat = event.kind, event.seat
        if kind == "pas":
            if seat != observer:
                decisions.append(("folded", k, k + hand_size, (), False))
            k += hand_size
        elif kind == "jdu" and seat != observer and seat is not None:
            joined.append(seat)
        elif kind == "buy" and seat is not None:
            bought.add(seat)
    decisions += [(HANDS[seat], None, None, (), True) for seat in joined if seat not in bought]
    return model.Reading(state, observer, MODEL, decisions)


#: what the AI layer knows of Komando (ai/manifest.py), its search hooks (ai/search_hooks.py)
AI_HOOKS = AiHooks(search=SearchHooks(rollout_action=rollout_action, plausibility=plausibility, playout=playout,
                                      undealt_plausibility=model.undealt_weigher(_reading)),
                   review=lambda: _review())


def _review() -> ReviewHooks:
    """The review's parts (ai/review), loaded only when a deal is reviewed."""
    from ai.games.komando.review import REVIEW

    return REVIEW
