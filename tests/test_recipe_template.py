"""The recipe of docs/adding-a-game.md, proved: its own template game, added as the doc says, passes the shared tests.

The template (docs/template/: a rule book, an engine, an AI module and a table module, which the doc quotes) is
copied into a temporary package on sys.path, its rule book into a copy of the rule books' folder, and its one
registry line added with `games.registry.added`. Then the checks every game gets run over it unchanged: the
conformance battery, the rule-book and table-shape checks, the house check of an entry's modules, the bots' battery,
the words in both languages, what the terminal answers a bad move, a match of `play --text`, `simulate`, and the
table drawn with its hooks. No file
outside the template's own and that one line is touched; a shared test that needed more would fail here.
"""

from __future__ import annotations

import io
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cli.main import main as cli_main
from games import Game, Match, registry, rulebook
from games.registry import GameEntry
from tests import conformance as c
from tests import test_ai_battery as bots
from tests import test_conformance as battery
from tests import test_vocabulary as vocabulary
from tests.test_house import test_an_entrys_modules_define_what_the_layers_look_up as entry_modules_check
from tests.test_play_text_reasons import refuses_bad_codes_in_one_line
from tests.test_rulebooks import validates_with_both_languages
from tests.test_table_shapes import declares_its_tables

TEMPLATE = Path(__file__).resolve().parent.parent / "docs" / "template"
GAME_ID = "vyssi-bere"
PACKAGE = "karty_recipe_template"
#: the one registry line of the recipe (step 5), with the template's modules where a real game's would be
ENTRY = GameEntry(GAME_ID, f"{PACKAGE}.engine", ai=f"{PACKAGE}.ai", ui=f"{PACKAGE}.table")


@pytest.fixture(scope="module")
def template_game(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Game]:
    """The template game added as the recipe says, in a temporary place; everything put back after."""
    root = tmp_path_factory.mktemp("recipe")
    package = root / PACKAGE
    package.mkdir()
    (package / "__init__.py").write_text('"""The template game of docs/adding-a-game.md."""\n', encoding="utf-8")
    for name in ("engine.py", "ai.py", "table.py"):
        shutil.copy(TEMPLATE / name, package / name)
    books = root / "rules_yaml"
    books.mkdir()
    for path in rulebook.RULES_DIR.glob("*.yaml"):  # the collection's rule books, beside the new one
        (books / path.name).symlink_to(path)
    shutil.copy(TEMPLATE / f"{GAME_ID}.yaml", books / f"{GAME_ID}.yaml")
    patch = pytest.MonkeyPatch()
    patch.syspath_prepend(str(root))
    patch.setattr(rulebook, "RULES_DIR", books)
    rulebook._loaded.cache_clear()
    try:
        with registry.added(ENTRY):
            yield registry.get_game(GAME_ID)
    finally:
        patch.undo()
        rulebook._loaded.cache_clear()
        for module in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[module]


def test_the_doc_quotes_the_template_it_is_proved_with() -> None:
    doc = (TEMPLATE.parent / "adding-a-game.md").read_text(encoding="utf-8")
    for name in ("vyssi-bere.yaml", "engine.py", "ai.py", "table.py"):
        assert f"docs/template/{name}" in doc, f"docs/adding-a-game.md does not point to docs/template/{name}"
    assert 'GameEntry("vyssi-bere", "games.vyssi_bere.rules", ai="ai.games.vyssi_bere.manifest",\n' \
        '          ui="ui.games.vyssi_bere.manifest")' in doc


def test_the_rule_book_and_its_tables_pass_the_shared_checks(template_game: Game) -> None:
    validates_with_both_languages(rulebook.RULES_DIR / f"{GAME_ID}.yaml")
    declares_its_tables(template_game)
    entry_modules_check(ENTRY)
    assert GAME_ID in rulebook.rulebooks() and template_game in registry.all_games()


def test_the_conformance_battery_passes(template_game: Game) -> None:
    for options, n in c.setups(template_game):
        battery.random_play_to_the_end(template_game, options, n, battery.SEED)
        battery.first_deal_step_by_step(template_game, options, n, battery.SEED)
        battery._check_blind_moves(template_game, options, n, battery.SEED, battery.BLIND_STEPS)
    for options, n in c.option_sweep(template_game):
        battery._check_blind_moves(template_game, options, n, 1, battery.OPTION_STEPS)
    battery.test_same_seed_same_match_despite_global_random(template_game)
    battery.test_wrong_player_count_is_refused(template_game)


def test_the_bots_play_it_seeing_only_their_seat(template_game: Game) -> None:
    bots.test_bot_plays_legally_and_reproducibly(template_game)
    bots.test_bot_never_sees_hidden_cards(template_game)
    bots.test_bot_holds_no_reference_to_the_true_state(template_game)
    bots.test_searched_worlds_match_the_observation(template_game)
    bots.test_sampled_worlds_play_to_the_end(template_game)


def test_its_words_fill_in_both_languages(template_game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(vocabulary.GAMES, GAME_ID, template_game)  # the vocabulary's games, listed at import
    vocabulary.test_every_template_is_czech_in_czech_and_fills(GAME_ID)
    vocabulary.test_a_played_deal_reads_in_both_languages(GAME_ID)


def test_the_terminal_plays_it_and_explains_a_bad_move(template_game: Game, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    refuses_bad_codes_in_one_line(template_game)
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(["foo"] + ["1"] * 200) + "\n"))
    assert cli_main(["play", GAME_ID, "--text", "--seed", "3", "--lang", "cs", "--option", "deals=1", "--ai", "random",
                     "--no-save"]) == 0
    out = capsys.readouterr().out
    assert "Tento tah nejde: " in out and "Konec zápasu" in out, out[-2000:]
    assert cli_main(["rules", GAME_ID, "--lang", "en"]) == 0 and "Higher Takes" in capsys.readouterr().out
    assert cli_main(["simulate", GAME_ID, "--players", "random,random", "--games", "2", "--seed", "1",
                     "--no-duplicate"]) == 0
    assert capsys.readouterr().out.startswith(f"{GAME_ID}: 2 matches")


@pytest.mark.usefixtures("ui_display")
def test_the_table_draws_it_with_its_hooks(template_game: Game) -> None:
    import pygame

    from ui.scenes.table import TableScene
    from ui.table.scores import seat_scores

    table = TableScene(template_game, ["human", "random"], None, seed=2, autosave=False)
    surface = pygame.Surface((1280, 800))
    table.update(0.1)
    table.draw(surface)
    match = Match(template_game, 3, {}, 1)
    obs = match.state.observation(0)
    assert seat_scores(GAME_ID, obs, [9.0, 9.0, 9.0]) == [0.0, 0.0, 0.0]  # the template's `scores` hook: tricks
