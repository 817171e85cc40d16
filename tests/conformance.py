"""The checks every game must pass, as plain functions the battery runs per game, count and seed.

Kept apart from the pytest module so a new game's author can call one check on one
state while debugging, and so the AI tests can reuse the walkers.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from cards import Card
from games import Action, Event, Game, IllegalAction, Match, State
from games import rng as rngs
from games.zones import OWNER, PUBLIC, ZoneSpec

MAX_ACTIONS = 50_000  # a random match longer than this is taken to be stuck


def setups(game: Game) -> Iterator[tuple[dict[str, Any], int]]:
    """(options, player count) pairs: every count with default options, then each variant at its counts."""
    seen = set()
    for options in [{}, *game.option_variants()]:
        config = game.config(options)
        counts = game.player_counts(config)
        if options:  # variants: smallest and largest count are enough
            counts = sorted({counts[0], counts[-1]})
        for n in counts:
            key = (json.dumps(options, sort_keys=True), n)
            if key not in seen:
                seen.add(key)
                yield options, n


def random_action(state_or_match: State | Match, rng: random.Random) -> Action:
    legal = state_or_match.legal_actions()
    return legal[rngs.below(rng, len(legal))]


def check_legal_actions(state: State) -> None:
    legal = state.legal_actions()
    if state.is_over:
        assert legal == [], "a finished deal offers actions"
        return
    assert legal, f"no legal action although seat {state.current_player} is to act"
    codes = [a.code for a in legal]
    assert len(set(codes)) == len(codes), f"duplicate legal actions: {codes}"
    assert len(set(legal)) == len(legal), "legal actions equal each other"
    assert legal == state.legal_actions(), "legal actions not in a stable order"
    assert all(isinstance(a, Action) for a in legal)


def check_cards(state: State, expected: set[Card]) -> None:
    """Every card in exactly one zone; none lost, none made."""
    listed = list(state.zones.cards())
    assert len(listed) == len(set(listed)), "a card is in two places"
    assert set(listed) == expected, (
        f"cards lost: {sorted(expected - set(listed))[:5]}, made: {sorted(set(listed) - expected)[:5]}")
    for card in listed:
        assert card in state.zones[state.zones.where(card)], f"{card} is not where the map says"


def shared_mutables(state: State, twin: State) -> list[str]:
    """Where a copy holds the very list, dict or set of the original (a field a game left off its
    `copied_fields`, say): the fields, their items, and the zones' own tables."""
    found: list[str] = []

    def walk(a: Any, b: Any, path: str) -> None:
        if not isinstance(a, (list, dict, set)):
            return
        if a is b:
            found.append(path)
        elif isinstance(a, list) and isinstance(b, list):
            for i, (x, y) in enumerate(zip(a, b, strict=False)):  # a world's hands may differ in size
                walk(x, y, f"{path}[{i}]")
        elif isinstance(a, dict) and isinstance(b, dict):
            for key in a.keys() & b.keys():
                walk(a[key], b[key], f"{path}[{key!r}]")

    for key, value in vars(state).items():
        walk(value, vars(twin).get(key), key)
    for part in ("_cards", "_where", "_known"):
        walk(getattr(state.zones, part), getattr(twin.zones, part), f"zones.{part}")
    return found


def check_copies(state: State, rng: random.Random) -> None:
    twin = state.clone()
    assert twin == state, "clone differs from the original"
    shared = shared_mutables(state, twin)
    assert not shared, f"a clone shares {shared} with the original (name them in copied_fields)"
    data = state.to_dict()
    json.dumps(data)  # a save must be plain JSON
    loaded = type(state).from_dict(state.game, json.loads(json.dumps(data)))
    assert loaded == state, "from_dict(to_dict()) differs from the original"
    if not state.is_over:
        action = random_action(state, rng)
        twin.apply(action)
        loaded.apply(action)
        assert twin == loaded, "clone and loaded copy diverge under the same action"
        assert state == type(state).from_dict(state.game, data), "acting on a clone changed the original"


def check_observations_hide(state: State, rng: random.Random) -> None:
    """Swapping two cards a seat cannot see must not change what it observes."""
    for seat in range(state.num_players):
        unknown = [c for c in state.zones.cards() if not state.zones.knows(seat, c)]
        if len(unknown) < 2:
            continue
        before = state.observation(seat)
        for _ in range(3):
            a, b = unknown[rngs.below(rng, len(unknown))], unknown[rngs.below(rng, len(unknown))]
            if a == b:
                continue
            twin = state.clone()
            twin.zones.swap(a, b)
            assert twin.observation(seat) == before, (
                f"seat {seat} can tell {a} from {b}: its observation shows a card it cannot see")


def check_sampled_world(state: State, rng: random.Random, expected: set[Card]) -> None:
    for seat in range(state.num_players):
        world = state.sample_world(seat, rng)
        assert world is not state
        shared = shared_mutables(state, world)
        assert not shared, f"a sampled world shares {shared} with the true deal"
        assert world.observation(seat) == state.observation(seat), (
            f"a world sampled for seat {seat} gives a different observation")
        check_cards(world, expected)
        if not world.is_over:
            world.apply(random_action(world, rng))


def check_illegal_refused(state: State, pack_cards: list[Card]) -> None:
    before = state.to_dict()
    attempts: list[Action] = [Action("no-such-move"), Action("play", card=pack_cards[0], number=10_000)]
    legal = state.legal_actions()
    if legal:
        sample = legal[0]
        attempts.append(Action(sample.kind, sample.card, (sample.number or 0) + 10_000, sample.arg))
        held = {a.card for a in legal if a.card is not None}
        outside = [c for c in pack_cards if c not in held]
        if outside:
            attempts.append(Action(sample.kind, outside[0], sample.number, sample.arg))
    for action in attempts:
        if action in legal:
            continue
        try:
            state.apply(action)
        except IllegalAction as exc:
            assert str(exc), "an illegal action was refused without a reason"
        else:
            raise AssertionError(f"illegal action {action.code} was accepted")
        assert state.to_dict() == before, f"refusing {action.code} changed the state"


def play_match(game: Game, n: int, options: dict[str, Any], seed: int,
               on_step: Callable[[Match], None] | None = None) -> Match:
    match = Match(game, n, options, seed)
    rng = random.Random(seed * 7919 + 1)
    steps = 0
    while not match.is_over:
        if on_step:
            on_step(match)
        match.apply(random_action(match, rng))
        steps += 1
        assert steps < MAX_ACTIONS, "the match does not end under random play"
    return match


def option_sweep(game: Game) -> Iterator[tuple[dict[str, Any], int]]:
    """(options, player count) pairs that change one option of the rule book each: every other value of a
    choice, the other truth of a yes/no, the least and the most of a number, at the game's usual count, or at
    the fewest players the value allows where it allows counts the defaults do not (two at Černý Petr)."""
    usual = set(game.player_counts(game.config()))
    for name, spec in game.rulebook.options.items():
        if spec.type == "bool":
            values: list[Any] = [not spec.default]
        elif spec.type in ("int", "number"):
            values = [v for v in dict.fromkeys((spec.minimum, spec.maximum)) if v is not None]
            values = [int(v) if spec.type == "int" else v for v in values]
        else:
            values = list(spec.values)
        for value in values:
            if value != spec.default:
                options = {name: value}
                config = game.config(options)
                added = [n for n in game.player_counts(config) if n not in usual]
                yield options, added[0] if added else game.default_players(config)


def _blind_moves(before: dict[str, str], state: State,
                 events: Sequence[Event] | None = None) -> Iterator[tuple[Card, str, int]]:
    """(card, the hand it left, a seat that did not see which card it was) for every card an action moved out of
    a hand face down. A seat that does not know the card now did not see it; given the action's `events`, neither
    did a seat that knew it, before or after, unless it sees into the zone the card went to or an event it was
    shown names the card: what a seat knew of a card must not follow it through a move it did not see."""
    zones = state.zones
    for card in zones.cards():
        source = before.get(card.code)
        target = zones.where(card)
        if source is None or source == target:
            continue
        spec = zones.specs[source]
        if spec.owner is None or spec.visibility == PUBLIC:
            continue  # out of a stock, a trick, a face-up pile: which card it was is plain
        into = zones.specs[target]
        for seat in range(state.num_players):
            if seat == spec.owner:
                continue
            followed = zones.knows(seat, card) and (events is None or _saw(seat, card, into, events))
            if not followed:
                yield card, source, seat


def _saw(seat: int, card: Card, into: ZoneSpec, events: Sequence[Event]) -> bool:
    """Whether `seat` saw which card went into `into`: it sees into that zone, or an event it was shown names it."""
    if into.visibility == PUBLIC or (into.visibility == OWNER and into.owner == seat):
        return True
    return any(shown is not None and card in shown.cards for shown in (e.for_seat(seat) for e in events))


def check_blind_move(before: State, action: Action, after: State) -> int:
    """A card given or drawn face down could have been any card of the giver's hand the rules let
    move: swapping it with any such other card must not change what a seat that did not see it
    observes, whatever that seat knew of the card before. Returns how many swaps were checked."""
    where = {card.code: before.zones.where(card) for card in before.zones.cards()}
    offered = {a.card for a in before.legal_actions() if a.kind == action.kind and a.card is not None}
    events = after.history[len(before.history):]
    checked = 0
    for card, source, seat in _blind_moves(where, after, events):
        seen = after.observation(seat)
        for other in list(after.zones[source]):
            if action.card == card and other not in offered:
                continue  # the rules did not let the giver choose that card
            twin = after.clone()
            twin.zones.swap(card, other)
            assert twin.observation(seat) == seen, (
                f"seat {seat} did not see which card left {source} ({action.code}), yet it can tell "
                f"{card} moved and {other} did not")
            checked += 1
    return checked
