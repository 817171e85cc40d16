"""Ospalec strategy: keep the suit you are nearest to, pass what helps nobody, and react in time.

The player reads only its view: its hand, the suits in play, and the passes it took part in
(its own history). A neighbour who hands you a suit is not collecting it; one who keeps the
cards you hand him may be. The level sets how much of that it remembers and how fast it lays
down in the race (a reaction time drawn from the level's distribution, in tenths of a second).

For the generic search (`AI_HOOKS.search`): a playout policy that keeps the suit it holds most of.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from ai.manifest import AiHooks
from ai.registry import LEVEL_NAMES
from ai.review.hooks import ReviewHooks
from ai.search_hooks import SearchHooks
from ai.view import PlayerView
from cards import Card, Pack
from games import rng as rngs
from games.actions import Action
from games.ospalec.facts import public_facts
from games.ospalec.rules import GIVE, RACE, OspalecState, pass_actions, react_action


@dataclass(frozen=True)
class OspalecLevel:
    memory: int  # how many of the latest passes it remembers (0: none)
    reaction: tuple[float, float]  # reaction time in seconds: mean, spread
    slip: float  # chance of passing a random spare card instead of the best one


LEVELS = {
    "easy": OspalecLevel(memory=2, reaction=(1.1, 0.35), slip=0.25),
    "normal": OspalecLevel(memory=10, reaction=(0.75, 0.2), slip=0.05),
    "hard": OspalecLevel(memory=1000, reaction=(0.45, 0.1), slip=0.0),
}


class OspalecPlayer:
    def __init__(self, level: str, seed: int = 0) -> None:
        self.name = f"ospalec:{level}"
        self.level = LEVELS[level]
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        legal = list(view.legal_actions)
        if legal[0].kind == "react":
            return self._react(legal)
        return self._pass(view, legal)

    # -- the race ---------------------------------------------------------------------------------
    def reaction_tenths(self) -> int:
        mean, spread = self.level.reaction
        # Box-Muller on random() keeps the draw the same on every Python version.
        u1, u2 = max(self.rng.random(), 1e-12), self.rng.random()
        normal = math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)
        return round((mean + spread * normal) * 10)

    def _react(self, legal: list[Action]) -> Action:
        want = self.reaction_tenths()
        return min(legal, key=lambda a: (abs((a.number or 0) - want), a.number or 0))

    # -- passing --------------------------------------------------------------------------------------
    def _pass(self, view: PlayerView, legal: list[Action]) -> Action:
        obs = view.observation
        me, n = view.seat, view.num_players
        hand = obs.hand()
        suits = list(public_facts(obs)["suits"])
        have = {s: len({c.rank for c in hand if c.suit == s}) for s in suits}
        receiver = (me + 1) % n if legal[0].kind == "pass" else (me - 1) % n
        interest = self._interest(view, suits)
        # Aim at the suit we hold most of; between equals, the one others seem least keen on.
        target = max(suits, key=lambda s: (have[s], -sum(interest[x][s] for x in interest if x != me),
                                           -suits.index(s)))
        spare = self._spare(hand, target)
        if not spare:  # cannot happen with eight cards or more and no whole suit, but stay legal
            spare = list(hand)
        if self.level.slip and self.rng.random() < self.level.slip:
            card = spare[int(self.rng.random() * len(spare))]
        else:
            def cost(card: Card) -> tuple[float, float]:
                suit = card.suit or ""
                danger = max(0.0, interest[receiver][suit]) + 0.5 * sum(
                    max(0.0, interest[x][suit]) for x in interest if x not in (me, receiver))
                keep = have.get(suit, 0) if suit != target else -1  # twins of target cards are free to go
                return (keep + 2.0 * danger, self.rng.random())
            card = min(spare, key=cost)
        for action in legal:
            if action.card == card:
                return action
        return legal[0]

    @staticmethod
    def _spare(hand: tuple[Card, ...], target: str) -> list[Card]:
        """Cards that do not serve the target suit: other suits, and a second copy of a target rank."""
        seen: set[str | None] = set()
        spare = []
        for card in hand:
            if card.suit == target and card.rank not in seen:
                seen.add(card.rank)
                continue
            spare.append(card)
        return spare

    def _interest(self, view: PlayerView, suits: list[str]) -> dict[int, dict[str, float]]:
        """How keen each seat seems on each suit, from the passes this seat saw (within its memory)."""
        me = view.seat
        interest = {s: dict.fromkeys(suits, 0.0) for s in range(view.num_players)}
        seen = [e for e in view.observation.history if e.kind in ("pass", "give") and e.cards]
        if self.level.memory < len(seen):
            seen = seen[len(seen) - self.level.memory:]
        for event in seen:
            suit = event.cards[0].suit or ""
            if suit not in suits:
                continue
            if event.target == me and event.seat is not None:
                interest[event.seat][suit] -= 1.0  # he let it go: not his suit
            elif event.seat == me and event.target is not None:
                interest[event.target][suit] += 0.5  # he has it now; he may keep it
        return interest


def _factory(level: str) -> Callable[[str, int], OspalecPlayer]:
    return lambda game_id, seed: OspalecPlayer(level, seed)


#: this game's own players, by name after `<game id>:` (ai/registry.py registers them)
_PLAYERS = {_level: _factory(_level) for _level in LEVELS}

#: the levels the menu seats with these players instead of `ismcts:<level>`, and why
# ospalec:normal won 0.44 [0.35, 0.54] of three-handed matches against ismcts:normal (even 0.33)
_MENU_LEVELS = LEVEL_NAMES


# -- the search's playout policy -----------------------------------------------------------------------------
def _rank_bits(pack: Pack, suits: list[str]) -> dict[str, tuple[int, int]]:
    """Card code -> (index of its suit among `suits`, one bit for its rank), for the cards of those suits."""
    key = (pack.id, *suits)
    found = _RANK_BITS.get(key)
    if found is None:
        rank_bit: dict[str | None, int] = {}
        found = {}
        for card in pack.cards:
            if card.suit in suits:
                bit = rank_bit.setdefault(card.rank, 1 << len(rank_bit))
                found[card.code] = (suits.index(card.suit), bit)
        _RANK_BITS[key] = found
    return found


_RANK_BITS: dict[tuple[str, ...], dict[str, tuple[int, int]]] = {}


def rollout_action(state: OspalecState, rng: random.Random) -> Action:
    """Playout policy for the search: keep the suit you hold most of and pass a random other card
    (purely random passing almost never completes a suit, so playouts would all hit the limit)."""
    assert state.actor is not None
    if state.phase == RACE:
        return react_action(state.tenths[0] + rngs.below(rng, state.tenths[1] - state.tenths[0] + 1))
    hand = state.hand(state.actor)
    # Ranks held per suit as bit sets (one bit per rank name): the first suit with most ranks is kept.
    suits = state.suits
    held = [0] * len(suits)
    bits = _rank_bits(state.pack, suits)
    for card in hand:
        place = bits.get(card.code)
        if place is not None:
            held[place[0]] |= place[1]
    best, most = 0, -1
    for i, ranks in enumerate(held):
        count = ranks.bit_count()
        if count > most:
            best, most = i, count
    kept = 0
    spare = []
    for card in hand:
        place = bits.get(card.code)
        if place is not None and place[0] == best and not kept & place[1]:
            kept |= place[1]
        else:
            spare.append(card)
    pool = spare or list(hand)
    kind = "give" if state.phase == GIVE else "pass"
    return pass_actions(state.pack)[kind][pool[rngs.below(rng, len(pool))].code]


#: what the AI layer knows of Ospalec (ai/manifest.py), its search hooks (ai/search_hooks.py)
AI_HOOKS = AiHooks(players=lambda: _PLAYERS, menu_levels=_MENU_LEVELS,
                    search=SearchHooks(rollout_action=rollout_action), review=lambda: _review())


def _review() -> ReviewHooks:
    from ai.games.ospalec.review import REVIEW

    return REVIEW
