"""Sessions in the window: autosave from the table, resume from the menu, statistics, settings, replays."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from games.registry import get_game
from sessions.saves import SaveStore
from sessions.stats import StatsStore
from ui.scenes import common as c

SIZE = (1024, 700)
GAME = "cerny-petr"


@pytest.fixture(autouse=True)
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("KARTY_CONFIG_DIR", raising=False)
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode(SIZE)
    return tmp_path


def table(seed: int = 3, seats: tuple[str, ...] = ("human", "random", "random")):
    from ui.scenes.table import TableScene

    scene = TableScene(get_game(GAME), list(seats), {}, seed=seed, settings=c.Settings(), size=SIZE, animate=False)
    scene.ai_enabled = False
    return scene


def play(scene, moves: int) -> None:
    rng = random.Random(1)
    for _ in range(moves):
        if scene.match.is_over:
            break
        if scene.phase != "play":
            scene.update(0.0)
            scene._continue()
            continue
        scene.act(rng.choice(scene.match.legal_actions()))


def finish(scene) -> None:
    play(scene, 5000)
    assert scene.match.is_over


def test_table_autosaves_every_action(data: Path) -> None:
    scene = table()
    play(scene, 6)
    saves = SaveStore().list()
    assert len(saves) == 1 and saves[0].game == GAME and not saves[0].finished
    assert saves[0].actions == len(scene.match.actions) > 0
    assert saves[0].seats[0] == {"player": "human"}


def test_menu_offers_resume_and_resumed_table_has_the_same_match(data: Path) -> None:
    from ui.scenes.menu import MenuScene
    from ui.scenes.table import TableScene

    scene = table()
    play(scene, 7)
    codes = list(scene.match.actions)
    menu = MenuScene(c.Settings(), SIZE)
    assert menu.resumable is not None and "resume" in menu.widgets
    menu.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r"))
    resumed = menu.next_scene
    assert isinstance(resumed, TableScene)
    assert list(resumed.match.actions) == codes
    assert resumed.match.observation(0) == scene.match.observation(0)
    # the resumed table keeps writing the same save
    resumed.ai_enabled = False
    play(resumed, 2)
    saves = SaveStore().list()
    assert len(saves) == 1 and saves[0].actions == len(resumed.match.actions)


def test_finished_match_records_stats_once_and_stats_reset_needs_confirmation(data: Path) -> None:
    from ui.scenes.stats import StatsScene

    scene = table(seed=5)
    finish(scene)
    scene.saver.save(scene.match)  # a second save of the finished match must not count twice
    record = StatsStore().get(GAME, "random")
    assert record.played == 1 and record.won + record.lost + record.drawn == 1
    assert SaveStore().list()[0].finished and not SaveStore().resumable()
    stats = StatsScene(c.Settings(lang="en"), SIZE)
    rows = stats.rows()
    assert len(rows) == 1 and rows[0][2] == "1"
    stats.reset_clicked()
    assert stats.armed and StatsStore().get(GAME, "random").played == 1  # armed, nothing reset yet
    stats.reset_clicked()
    assert StatsStore().get(GAME, "random").played == 0 and stats.rows() == []


def test_hot_seat_and_all_ai_matches_add_no_stats(data: Path) -> None:
    for seats in (("human", "human", "random"), ("random", "random", "random")):
        scene = table(seed=8, seats=seats)
        finish(scene)
    assert StatsStore().games == {}


def test_corrupt_settings_file_is_moved_aside_and_defaults_apply(data: Path) -> None:
    path = data / "settings.json"
    path.write_text('{"lang": "en", "four_col', encoding="utf-8")
    settings = c.Settings.load()
    assert settings == c.Settings() and settings.problem
    assert not path.exists() and len(list(data.glob("settings.json.bad-*"))) == 1
    settings.lang, settings.sound, settings.ai_level = "en", False, "hard"
    assert settings.save()
    again = c.Settings.load()
    assert (again.lang, again.sound, again.ai_level, again.problem) == ("en", False, "hard", None)
    path.write_text(json.dumps([1, 2]), encoding="utf-8")  # valid JSON, foreign shape
    assert c.Settings.load().problem and len(list(data.glob("settings.json.bad-*"))) == 2


def test_replay_steps_forward_and_back_to_the_end(data: Path) -> None:
    from ui.scenes.replay import ReplayScene

    scene = table(seed=4)
    finish(scene)
    record = scene.match.to_dict()
    replay = ReplayScene(record, c.Settings(), SIZE)
    n = len(replay.replay)
    assert n == len(record["actions"]) > 0
    right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
    left = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="")
    for _ in range(3):
        replay.process_event(right)
    assert replay.position == 3
    replay.process_event(left)
    assert replay.position == 2
    replay.seek(n + 10)
    assert replay.position == n and replay.replay.match.is_over
    assert replay.table.phase == "match_over"
    replay.process_event(right)
    assert replay.position == n
    surface = pygame.Surface(SIZE)
    replay.draw(surface)
    path = replay.export()
    assert path is not None and path.parent == data / "exports" and path.read_text().startswith("# Karty replay")


def test_saves_scene_lists_deletes_with_confirmation_and_reports_bad_files(data: Path) -> None:
    from ui.scenes.saves import SavesScene

    scene = table()
    play(scene, 3)
    (data / "saves" / "junk.json").write_text("{not json", encoding="utf-8")
    saves = SavesScene(c.Settings(lang="en"), SIZE)
    assert len(saves.saves) == 1 and "junk.json" in saves.message
    info = saves.saves[0]
    saves.do("export", info)
    [exported] = (data / "exports").glob("*.txt")  # a match in play: named without its seed
    saves.do("delete", info)
    assert SaveStore().list()  # armed only
    saves.do("delete", info)
    assert SaveStore().list() == [] and saves.saves == []
    saves.import_file(str(exported))
    assert saves.next_scene is None and "does not replay" in saves.message  # one seat's view of a match in play
    saves.import_file(str(data / "nowhere.txt"))
    assert "nowhere.txt" in saves.message


def _events(rng: random.Random, n: int) -> list[pygame.event.Event]:
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END,
            pygame.K_PAGEDOWN, pygame.K_RETURN, pygame.K_a, pygame.K_SPACE]
    out = []
    for _ in range(n):
        kind = rng.random()
        pos = (rng.randrange(SIZE[0]), rng.randrange(SIZE[1]))
        if kind < 0.4:
            out.append(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0, unicode="a"))
        elif kind < 0.7:
            out.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
            out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
        elif kind < 0.8:
            out.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False))
        else:
            out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return out


@pytest.mark.parametrize("name", ["saves", "stats", "replay"])
def test_new_scenes_survive_random_events(data: Path, name: str) -> None:
    from ui.scenes.replay import ReplayScene
    from ui.scenes.saves import SavesScene
    from ui.scenes.stats import StatsScene

    for seed in (1, 2):
        scene = table(seed=seed)
        finish(scene) if seed == 1 else play(scene, 4)
    finished = SaveStore().list()
    settings = c.Settings(lang="en")
    if name == "saves":
        scene = SavesScene(settings, SIZE)
    elif name == "stats":
        scene = StatsScene(settings, SIZE)
    else:
        scene = ReplayScene(SaveStore().read(next(i for i in finished if i.finished).id), settings, SIZE)
    surface = pygame.Surface(SIZE)
    rng = random.Random(7)
    for i, event in enumerate(_events(rng, 1000)):
        scene.process_event(event)
        if not isinstance(scene.next_scene, str) and scene.next_scene is not None:
            scene.next_scene = None  # a resumed table or replay: stay on this scene
        scene.next_scene = None
        if i % 50 == 0:
            scene.update(0.02)
            scene.draw(surface)


def test_bridz_save_exports_pbn(data: Path) -> None:
    from ai import PlayerView, RandomPlayer
    from games.bridz.rules import BridzState
    from games.match import Match
    from ui.scenes.saves import SavesScene

    match = Match(get_game("bridz"), 4, {}, 3)
    bot = RandomPlayer(1)
    while not match.finished_deals:
        assert match.current_player is not None
        match.apply(bot.choose(PlayerView(match.state, match.current_player, random.Random(1))))
    SaveStore().autosave("bridz-test-1", match, [{"player": "human"}] + [{"player": "random"}] * 3)
    saves = SavesScene(c.Settings(lang="en"), SIZE)
    saves.do("export", saves.saves[0])
    [pbn] = (data / "exports").glob("*.pbn")  # the match is in play: its files are named without the seed
    text = pbn.read_text(encoding="utf-8")
    deal = match.finished_deals[0]
    assert isinstance(deal, BridzState)
    # known answers from the deal itself: its dealer, and North's spades in PBN notation first
    assert f'[Dealer "{"NESW"[deal.dealer]}"]' in text
    north_spades = "".join(sorted((("T" if c.rank == "10" else c.rank) for c in deal.original_hands()[0]
                                   if c.suit == "S" and c.rank is not None), key="AKQJT98765432".index))
    assert f'[Deal "N:{north_spades}.' in text
    assert text.count("[Board ") == 1


def test_a_save_that_fails_at_the_table_is_said_in_the_players_language(data: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    import errno
    import os

    from ui.scenes.table import TableScene

    scene = TableScene(get_game(GAME), ["human", "random", "random"], {}, seed=3,
                       settings=c.Settings(lang="cs"), size=SIZE, animate=False)
    scene.ai_enabled = False

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(SaveStore, "autosave", full)
    assert scene.act(scene.match.legal_actions()[0])
    assert scene.toast is not None and scene.toast.startswith("Hru teď nejde uložit")


@pytest.mark.parametrize(("lang", "said"), [("en", ["1 move", "3 moves", "22 moves"]),
                                            ("cs", ["1 tah", "3 tahy", "22 tahů"])])
def test_a_saves_moves_are_counted_with_the_noun_that_agrees(lang: str, said: list[str]) -> None:
    """'1 moves' / '1 tahů' read as a typo in the saved games' list."""
    from dataclasses import replace

    from sessions.saves import SaveInfo
    from ui.scenes.saves import SavesScene

    scene = SavesScene(c.Settings(lang=lang), (1024, 700))
    info = SaveInfo("x", "cvik", 4, "2026-01-01T10:00", "2026-01-01T10:00", False, (0.0,) * 4, (), 1, Path("x"))
    lines = [scene.describe(replace(info, actions=n)) for n in (1, 3, 22)]
    assert [f" · {words} · " in line for words, line in zip(said, lines, strict=True)] == [True] * 3, lines
