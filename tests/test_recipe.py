"""The recipe of docs/adding-a-game.md, followed for a small game: one line in GAMES reaches every layer.

The game is Tři listy (games/toygame.py), a three-card trick game that is not part of the collection.
This module plays the part of its AI module and its table module (its `AI_HOOKS` and `TABLE_HOOKS`), and
the test adds one `GameEntry` to the list (`games.registry.added`): the terminal, `simulate`, the bots' names,
the menu, the table and the conformance checks then find it with no other change.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

import pygame
import pytest

from ai import registry as ai_registry
from ai.manifest import AiHooks
from ai.players import Player, RandomPlayer
from cli.main import main as cli_main
from games import registry
from games.state import Observation
from games.toygame import GAME, TOY_ID
from tests import conformance
from ui.table.manifest import TableHooks

# -- the game's AI module: one player of its own, seated by the menu at normal -----------------------------------


def _first_legal(game_id: str, seed: int) -> Player:
    player = RandomPlayer(seed)
    player.name = f"{TOY_ID}:normal"
    return player


AI_HOOKS = AiHooks(players=lambda: {"normal": _first_legal}, menu_levels=("normal",))

# -- the game's table module: a score panel --------------------------------------------------------------------------
PANEL_CALLS: list[int] = []


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, obs: Observation, lang: str, names: Sequence[str],
               own: int | None) -> None:
    PANEL_CALLS.append(obs.seat)
    pygame.draw.rect(surface, (200, 180, 60), rect, width=2)


TABLE_HOOKS = TableHooks(panel=draw_panel)


@pytest.fixture
def added() -> Iterator[None]:
    """Tři listy added by one line, as the recipe says; the caches that read the list are cleared around it."""
    with registry.added(registry.GameEntry(TOY_ID, "games.toygame", ai=__name__, ui=__name__)):
        yield


@pytest.mark.usefixtures("added")
def test_one_line_makes_the_game_findable_and_its_players_known() -> None:
    assert registry.get_game("tři listy") is GAME and registry.get_game(TOY_ID) is GAME
    assert ai_registry.level_player(TOY_ID, "normal") == f"{TOY_ID}:normal"
    assert ai_registry.level_player(TOY_ID, "hard") == "ismcts:hard"  # a level it does not claim stays the search's
    assert ai_registry.make_player("normal", TOY_ID, 1).name == f"{TOY_ID}:normal"


@pytest.mark.usefixtures("added")
def test_one_line_puts_the_game_on_the_terminal_and_in_simulate(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["simulate", TOY_ID, "--players", "random,normal", "--games", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{TOY_ID}: 2 matches") and "normal" in out


@pytest.mark.usefixtures("added", "ui_display")
def test_one_line_puts_the_game_in_the_menu_and_its_panel_on_the_table() -> None:
    from ui.scenes.menu import MenuScene
    from ui.scenes.table import TableScene
    from ui.table.adapters import panel_for

    assert TOY_ID in [game.id for game in MenuScene().games]
    assert panel_for(TOY_ID) is draw_panel
    PANEL_CALLS.clear()
    table = TableScene(GAME, ["human", "random"], None, seed=2, autosave=False)
    surface = pygame.Surface((1280, 800))
    table.update(0.1)
    table.draw(surface)
    assert PANEL_CALLS, "the table did not draw the game's own panel"


@pytest.mark.usefixtures("added")
def test_the_conformance_checks_run_on_the_added_game() -> None:
    rng = random.Random(5)
    seen: list[int | None] = []

    def step(match: Any) -> None:
        conformance.check_legal_actions(match.state)
        conformance.check_copies(match.state, rng)
        conformance.check_observations_hide(match.state, rng)
        seen.append(match.state.current_player)

    for options, n in conformance.setups(GAME):
        seen.clear()
        match = conformance.play_match(GAME, n, options, 1, step)
        assert match.is_over and seen
