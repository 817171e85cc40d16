"""What is hidden stays hidden: blind moves, and what a bot can reach from what it is handed."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from ai.registry import level_player, make_player
from ai.view import PlayerView
from games import Game, Match, all_games, game_ids, get_game
from tests import conformance as c
from tests.reach import leaks, private_objects

#: decisions per game at which the bot's reach is walked (the walk covers every module of Karty)
DECISIONS = 3


def _blind_giver_views(game_id: str, players: int, seed: int) -> list[str]:
    """Play a deal at random; after every face-down move, what each seat that did not see it still
    shows as known in the giver's hand (it should be nothing)."""
    match = Match(get_game(game_id), players, seed=seed)
    rng = random.Random(seed)
    problems: list[str] = []
    for _ in range(600):
        state = match.state
        if match.is_over or state.is_over:
            break
        where = {card.code: state.zones.where(card) for card in state.zones.cards()}
        action = c.random_action(match, rng)
        match.apply(action)
        if match.state is not state:
            break
        for _card, source, seat in c._blind_moves(where, state):
            view = next(z for z in state.observation(seat).zones if z.name == source)
            shown = [x.code for x in view.cards if x is not None]
            if shown:
                problems.append(f"after {action.code} seat {seat} still places {shown} in {source}")
    return problems


@pytest.mark.parametrize(("game_id", "players", "seed"), [("ospalec", 3, 6), ("ospalec", 4, 2),
                                                          ("cerny-petr", 4, 2), ("cerny-petr", 3, 5)])
def test_a_seat_that_missed_a_blind_move_cannot_place_the_givers_cards(game_id: str, players: int,
                                                                      seed: int) -> None:
    """Ospalec: a king passed to Player 2 must not show in Player 2's hand once Player 2 passed a card on
    face down. Černý Petr: the stork handed to Player 2 must not show once Player 3 drew from Player 2."""
    assert _blind_giver_views(game_id, players, seed) == []


def _decision_points(game: Game, seed: int) -> list[int]:
    match = Match(game, game.default_players(game.config()), seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not match.is_over and steps < 2000:
        match.apply(c.random_action(match, rng))
        steps += 1
    return sorted({max(0, steps * k // (DECISIONS + 1)) for k in range(DECISIONS)})


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_a_bot_reaches_nothing_of_the_true_deal(game: Game) -> None:
    """From its view, its own attributes and the module-level names of Karty's modules, after it has
    chosen, a bot finds no live State or Match, nothing the live deal owns and no event kept from it."""
    n = game.default_players(game.config())
    seed = 11
    bot = make_player(level_player(game.id, "normal"), game.id, seed)
    points = set(_decision_points(game, seed))
    match = Match(game, n, seed=seed)
    other = Match(game, n, seed=seed + 1000)
    rng = random.Random(seed)
    step = checked = 0
    while not match.is_over and checked < DECISIONS:
        if step in points or (checked == 0 and step > max(points)):
            seat = match.state.current_player
            assert seat is not None
            view = PlayerView(match.state, seat, random.Random(step))
            bot.choose(view)
            # the modules' names at the last decision only: the bot and the view change at every decision,
            # the module-level tables hardly (tests below check in a fresh interpreter that play writes none)
            modules = [m for name, m in list(__import__("sys").modules.items())
                       if name.split(".")[0] in ("games", "ai", "cards")] if checked == DECISIONS - 1 else []
            found = leaks([view, bot, *modules], match, seat, private_objects(match, other))
            assert found == [], f"step {step}, seat {seat}: the bot can reach {found}"
            checked += 1
        match.apply(c.random_action(match, rng))
        step += 1
    assert checked, "no decision was checked"


def test_the_walk_finds_a_leak() -> None:
    """A view that keeps the live state (as a module-level cache once did) is caught."""
    game = get_game("cerny-petr")
    match, other = Match(game, 3, seed=1), Match(game, 3, seed=2)
    assert match.state.current_player is not None
    view = PlayerView(match.state, match.state.current_player, random.Random(1))
    cache = {"last": [match.state.zones]}
    found = leaks([view, cache], match, view.seat, private_objects(match, other))
    assert found and "Zones" in found[0]
    assert leaks([view], match, view.seat, private_objects(match, other)) == []


ROOT = Path(__file__).resolve().parent.parent

#: a deliberately leaky engine for the test below: a module-level cache of every action offered, as
#: games.actions._CARD_ACTIONS once was, and one of the public play events, as games.hundert.rules._PLAY_EVENTS was
_LEAKY = """
import games.hundert.rules as h
h.OFFERED, h.PLAYED = {}, {}
legal, apply = h.HundertState.legal_actions, h.HundertState._apply
def offered(self):
    actions = legal(self)
    h.OFFERED.update((a.code, a) for a in actions)
    return actions
def played(self, action):
    events = apply(self, action)
    h.PLAYED.update(((e.seat, e.cards[0].code), e) for e in events if e.kind == "play")
    return events
h.HundertState.legal_actions, h.HundertState._apply = offered, played
"""


def _written_by_play(game_id: str, prelude: str = "") -> list[str]:
    """`containers_written_by_play` in a fresh interpreter, so that what earlier tests cached does not hide it."""
    code = f"{prelude}\nimport json, sys\nfrom tests.reach import containers_written_by_play\n" \
           "print(json.dumps(containers_written_by_play(sys.argv[1])))"
    done = subprocess.run([sys.executable, "-c", code, game_id], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, f"{game_id}: {done.stderr[-2000:]}"
    found: list[str] = json.loads(done.stdout.splitlines()[-1])
    return found


@pytest.fixture(scope="module")
def written_by_play(request: pytest.FixtureRequest) -> dict[str, list[str]]:
    """The containers each selected game's play writes, the games run side by side (a few seconds each)."""
    wanted = [str(item.callspec.params["game_id"]) for item in request.session.items
              if isinstance(item, pytest.Function) and item.originalname == "test_play_writes_nothing_a_bot_can_import"
              and hasattr(item, "callspec")]
    with ThreadPoolExecutor(max_workers=min(4, os.cpu_count() or 2)) as pool:
        return dict(zip(wanted, pool.map(_written_by_play, wanted), strict=True))


@pytest.mark.parametrize("game_id", game_ids())
def test_play_writes_nothing_a_bot_can_import(game_id: str, written_by_play: dict[str, list[str]]) -> None:
    """Once a match has dealt and offered its first move, forty moves of random play and a hint's search write
    no list, dict or set that a bot reaches from the module-level names of games, ai and cards.

    No exception for caches of public events (cards played face up): once anyone searches, the playouts lay
    the searching seat's own hand down again and again, so such a cache lists that hand for any bot that
    reads it (the hint searches for the human). Tables are built for the whole pack, rule book or player
    count with the first deal, and hot computations that cannot be built up front live in functools caches,
    which no attribute reaches (tests/reach.py says what the walk follows)."""
    assert written_by_play[game_id] == [], f"{game_id}: play wrote {written_by_play[game_id]}"


def test_the_detector_finds_caches_of_play() -> None:
    """A module-level cache of the actions offered and one of the play events are both named."""
    found = _written_by_play("hundert", _LEAKY)
    assert any(f.startswith("games.hundert.rules.OFFERED (") for f in found), found
    assert any(f.startswith("games.hundert.rules.PLAYED (") for f in found), found
