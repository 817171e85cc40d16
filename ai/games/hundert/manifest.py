"""Hundert strategy: make a hundred when you can, never go over when you need not, and do not
leave the next player an easy hundred.

The player counts the cards it has not seen (the pack less its hand and the face-up pile) to
judge how likely the next player is to hold the card that would make exactly a hundred. The
hard level also likes totals from which the next player is likely to be forced over.

For the generic search (`AI_HOOKS.search`): a quick uniform playout, and what the others' plays say about their
cards (a player who added a card without making the hundred held no card that would have).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from math import comb

from ai.manifest import AiHooks
from ai.search_hooks import SearchHooks
from ai.view import PlayerView
from cards import Card, get_pack
from games import rng as rngs
from games.actions import Action
from games.hundert.facts import public_facts
from games.hundert.rules import _ADD_BY_CODE, _HAND, HundertState, _add_by_code
from games.rulebook import get_rulebook

LEVELS = ("easy", "normal", "hard")


def chance_holds_any(unseen: int, wanted: int, hand: int) -> float:
    """Probability that a hand of `hand` cards, drawn from `unseen` cards, holds one of `wanted` of them."""
    if wanted <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    hand = min(hand, unseen)
    return 1.0 - comb(unseen - wanted, hand) / comb(unseen, hand) if unseen - wanted >= hand else 1.0


def chance_all_from(unseen: int, among: int, hand: int) -> float:
    """Probability that all `hand` cards drawn from `unseen` come from a subset of `among` of them."""
    if hand <= 0:
        return 0.0
    return comb(among, hand) / comb(unseen, hand) if among >= hand and unseen >= hand else 0.0


class HundertPlayer:
    def __init__(self, level: str, seed: int = 0) -> None:
        self.name = f"hundert:{level}"
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        obs = view.observation
        info = public_facts(obs)
        values = {str(k): int(v) for k, v in get_rulebook("hundert").card_values[info["values"]].items()}
        total, target = info["total"], info["target"]

        def value(card: Card) -> int:
            return values[card.rank or ""]

        legal = list(view.legal_actions)
        after = {a: total + value(a.card) for a in legal if a.card is not None}
        exact = [a for a in legal if after[a] == target]
        if exact:
            return exact[0]
        safe = [a for a in legal if after[a] < target]
        if not safe:  # every card goes over: go over by as little as possible
            return min(legal, key=lambda a: (after[a], self.rng.random()))
        if self.level == "easy":
            return safe[int(self.rng.random() * len(safe))]
        seen = set(obs.hand()) | {c for c in obs.zone("pile").cards if c is not None}
        unseen = [c for c in get_pack(str(info["pack"])).cards if c not in seen]
        nxt = (view.seat + 1) % view.num_players
        hand_next = obs.zone(f"hand:{nxt}").size

        def danger(action: Action) -> float:
            gap = target - after[action]
            risk = chance_holds_any(len(unseen), sum(1 for c in unseen if value(c) == gap), hand_next)
            if self.level == "hard":
                # the next player may have nothing but cards that take him over: good for us
                forced = chance_all_from(len(unseen), sum(1 for c in unseen if value(c) > gap), hand_next)
                risk -= 0.5 * forced
            return risk

        return min(safe, key=lambda a: (round(danger(a), 6), -after[a] if self.level == "hard" else 0,
                                        self.rng.random()))


def _factory(level: str) -> Callable[[str, int], HundertPlayer]:
    return lambda game_id, seed: HundertPlayer(level, seed)


#: this game's own players, by name after `<game id>:` (ai/registry.py registers them)
_PLAYERS = {_level: _factory(_level) for _level in LEVELS}

#: the levels the menu seats with these players instead of `ismcts:<level>`, and why
# the search with hard's table reading plays every level better (docs/strength.md): the menu keeps it
_MENU_LEVELS: tuple[str, ...] = ()


# -- the search's hooks ------------------------------------------------------------------------------------
#: how often a player holding the card that makes the hundred exactly adds another one instead
OVERLOOKED_HUNDRED = 0.05


def rollout_action(state: HundertState, rng: random.Random) -> Action:
    """The search's default playout (a uniform legal move, one draw from `rng`), without building the list."""
    hand = state.zones[_HAND[state.player]]  # type: ignore[index]  # a seat is to play in a playout
    add = _ADD_BY_CODE.get(state.pack.id) or _add_by_code(state.pack)
    return add[hand[rngs.below(rng, len(hand))].code]


def plausibility(state: HundertState, observer: int) -> float:
    """How likely the others' plays were, given the hands this world deals them (0..1].

    Everybody makes the hundred when a card in hand makes it exactly: a player who added another
    card then held none that did. A world giving it one anyway is kept only rarely (a person can
    overlook it). Such a card is still in that hand: laid later, on a higher total, it would have
    gone over and ended the deal.
    """
    weight = 1.0
    values = state.values
    held = [{values[c.rank or ""] for c in state.zones[_HAND[s]]} for s in range(state.num_players)]
    target = state.target
    for event in state.history:
        seat = event.seat
        if event.kind == "play" and seat != observer and seat is not None and event.cards:
            before = int(event.value or 0) - values[event.cards[0].rank or ""]
            if target - before in held[seat]:
                weight *= OVERLOOKED_HUNDRED
    return weight


#: what the AI layer knows of Hundert (ai/manifest.py), its search hooks (ai/search_hooks.py)
AI_HOOKS = AiHooks(players=lambda: _PLAYERS, menu_levels=_MENU_LEVELS,
                    search=SearchHooks(rollout_action=rollout_action, plausibility=plausibility))
