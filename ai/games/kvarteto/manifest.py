"""Kvarteto strategy: remember the asks, ask where a card is known or likely to be.

Everything said at the table is in the seat's history: who asked whom for what, and whether it
was handed over. The player replays the part it remembers (the level is how many asks that is)
into three kinds of facts: where a handed-over card went, who said "no" to a card, and who
showed interest in a quartet by asking for it. It then asks for the card it is surest to get
(keeping the turn), preferring quartets it is close to completing.

For the generic search (`AI_HOOKS.search`): a playout policy that asks whoever holds the card half the time.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from ai.manifest import AiHooks
from ai.registry import LEVEL_NAMES
from ai.review.hooks import ReviewHooks
from ai.search_hooks import SearchHooks
from ai.view import PlayerView
from cards import Card
from games import rng as rngs
from games.actions import Action
from games.events import Event
from games.kvarteto.facts import public_facts
from games.kvarteto.rules import _HANDS, _LAID, KvartetoState, ask_actions, quartets

LEVELS = {"easy": 3, "normal": 12, "hard": 10_000}  # asks remembered
SHARPNESS = {"easy": 1.0, "normal": 2.0, "hard": 4.0}  # how strongly a guess favours the likeliest ask


@dataclass
class Memory:
    """What a seat recalls of the asking so far."""

    holder: dict[Card, int] = field(default_factory=dict)  # card -> seat it was last handed to
    lacks: set[tuple[int, Card]] = field(default_factory=set)  # (seat, card) said "no"
    interest: dict[tuple[int, str], int] = field(default_factory=dict)  # (seat, quartet) -> asks for it


def quartet_key(card: Card, by: str) -> str:
    return (card.suit if by == "suit" else card.rank) or card.code


def recall(history: tuple[Event, ...], by: str, remembered: int) -> Memory:
    """Replay the last `remembered` asks (with their answers and lay-downs) into facts."""
    asks = [i for i, e in enumerate(history) if e.kind == "ask"]
    start = asks[-remembered] if 0 < remembered < len(asks) else 0
    memory = Memory()
    for event in history[start:]:
        if not event.cards:
            continue
        card = event.cards[0]
        if event.kind == "ask" and event.seat is not None:
            key = (event.seat, quartet_key(card, by))
            memory.interest[key] = memory.interest.get(key, 0) + 1
        elif event.kind == "given" and event.target is not None:
            memory.holder[card] = event.target
            memory.lacks = {(s, c) for s, c in memory.lacks if c != card}
        elif event.kind == "no" and event.seat is not None:
            memory.lacks.add((event.seat, card))
        elif event.kind == "quartet":
            for c in event.cards:
                memory.holder.pop(c, None)
    return memory


class KvartetoPlayer:
    def __init__(self, level: str, seed: int = 0) -> None:
        self.name = f"kvarteto:{level}"
        self.remembered = LEVELS[level]
        self.sharpness = SHARPNESS[level]
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        obs = view.observation
        by = public_facts(obs)["quartet_by"]
        memory = recall(obs.history, by, self.remembered)
        hand = obs.hand()
        held: dict[str, int] = {}
        for card in hand:
            key = quartet_key(card, by)
            held[key] = held.get(key, 0) + 1
        sizes = {s: obs.zone(f"hand:{s}").size for s in range(view.num_players)}

        def chance(action: Action) -> float:
            card, target = action.card, action.number
            assert card is not None and target is not None
            if card in memory.holder:
                return 1.0 if memory.holder[card] == target else 0.0
            if (target, card) in memory.lacks:
                return 0.0
            # Spread the card over the seats that might hold it, by hand size, leaning towards
            # seats that asked for its quartet (they hold some of it).
            key = quartet_key(card, by)
            weight = {s: sizes[s] * (2.0 if memory.interest.get((s, key)) else 1.0) for s in sizes
                      if s != view.seat and sizes[s] and (s, card) not in memory.lacks}
            total = sum(weight.values())
            return weight.get(target, 0.0) / total if total else 0.0

        def closeness(action: Action) -> int:
            assert action.card is not None
            return held.get(quartet_key(action.card, by), 0)

        legal = list(view.legal_actions)
        odds = [chance(a) for a in legal]
        sure = [a for a, p in zip(legal, odds, strict=True) if p >= 1.0]
        if sure:
            return max(sure, key=lambda a: (closeness(a), self.rng.random()))
        # A guess: drawn in proportion to how likely it is to succeed (sharper at higher levels),
        # never always the same, so players who forget cannot ask round in a circle for ever.
        weights = [(p ** self.sharpness) * (1.0 + 0.5 * closeness(a)) for a, p in zip(legal, odds, strict=True)]
        total = sum(weights)
        if total <= 0:
            return legal[int(self.rng.random() * len(legal))]
        x = self.rng.random() * total
        for action, w in zip(legal, weights, strict=True):
            x -= w
            if x < 0:
                return action
        return legal[-1]


def _factory(level: str) -> Callable[[str, int], KvartetoPlayer]:
    return lambda game_id, seed: KvartetoPlayer(level, seed)


#: this game's own players, by name after `<game id>:` (ai/registry.py registers them)
_PLAYERS = {_level: _factory(_level) for _level in LEVELS}

#: the levels the menu seats with these players instead of `ismcts:<level>`, and why
# kvarteto:hard (it remembers every ask) won 0.41 [0.38, 0.44] against kvarteto:normal (even 0.33) and
# 0.90 [0.86, 0.93] against three random players, as ismcts:normal does (0.89), but answers at once,
# where the search takes seconds a question
_MENU_LEVELS = LEVEL_NAMES

#: the level whose player gives the table's hints (normal's elsewhere): as quick as normal and measured stronger
_HINT_LEVEL = "hard"


# -- the search's playout policy -----------------------------------------------------------------------------
#: the seat whose hand or laid quartets a zone is
_OWNER = {name: seat for names in (_HANDS, _LAID) for seat, name in enumerate(names)}


def rollout_action(state: KvartetoState, rng: random.Random) -> Action:
    """Playout policy for the search: half the time ask whoever holds the card, as a player who
    remembers the asking would, else a random player; playouts then end in realistic lengths."""
    asker = state.asker
    assert asker is not None
    q = quartets(state.pack, state.by)
    zones = state.zones
    mine = zones[_HANDS[asker]]
    key = q.key[mine[rngs.below(rng, len(mine))].code]
    zone_of, own = zones.zone_of, _HANDS[asker]
    wanted = [c for c in q.cards[key] if zone_of[c.code] != own]
    if not wanted:  # only in a world that broke the rules; fall back on the full list
        legal = state.legal_actions()
        return legal[rngs.below(rng, len(legal))]
    card = wanted[rngs.below(rng, len(wanted))]
    if rng.random() < 0.5:
        zone = zone_of[card.code]
        target = _OWNER.get(zone)
        if target is None:
            target = int(zone.split(":")[1])
    else:
        others = [s for s in range(state.num_players) if s != asker and zones[_HANDS[s]]]
        target = others[rngs.below(rng, len(others))]
    return ask_actions(state.pack, state.num_players)[target][card.code]


#: what the AI layer knows of Kvarteto (ai/manifest.py), its search hooks (ai/search_hooks.py)
AI_HOOKS = AiHooks(players=lambda: _PLAYERS, menu_levels=_MENU_LEVELS, hint_level=_HINT_LEVEL,
                    search=SearchHooks(rollout_action=rollout_action), review=lambda: _review())


def _review() -> ReviewHooks:
    from ai.games.kvarteto.review import REVIEW

    return REVIEW
