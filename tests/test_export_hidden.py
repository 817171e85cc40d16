"""What is hidden stays hidden in exports and replays.

A match still in play is exported as one seat saw it (no seed, hidden moves '?', and nothing it did
not see); a finished one whole, and that text re-imports; an export of a match in play is refused
on import. The replay screen shows a seat only what it saw. "Seen" is asked of the engine (the
seat's observation and the events as it saw them), never of a rule per game.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pytest

from ai import PlayerView, RandomPlayer
from ai.manifest import ai_hooks
from cards.model import Card
from games import Match, all_games, get_game
from sessions.replay import HIDDEN, InProgressExport, Replay, export_files, export_text, exporting_seat, import_text
from sessions.saves import SaveStore
from ui.scenes import common as c

if TYPE_CHECKING:
    from ui.scenes.replay import ReplayScene

SIZE = (1024, 700)


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KARTY_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("KARTY_CONFIG_DIR", raising=False)
    pygame.init()  # the screens below are drawn headless (SDL_VIDEODRIVER=dummy, tests/conftest.py)
    if pygame.display.get_surface() is None:
        pygame.display.set_mode(SIZE)
    return tmp_path


def random_match(game_id: str, moves: int, seed: int = 5, players: int | None = None) -> Match:
    """`game_id` played at random for `moves` moves (fewer if it ends first)."""
    match = Match(get_game(game_id), players, {}, seed)
    bot = RandomPlayer(seed)
    while not match.is_over and len(match.actions) < moves:
        seat = match.current_player
        assert seat is not None
        match.apply(bot.choose(PlayerView(match.state, seat, random.Random(seed))))
    return match


def finished_match(game_id: str, seed: int = 5) -> Match:
    match = random_match(game_id, 100_000, seed)
    assert match.is_over
    return match


def cribbage_after_discards(seed: int = 5) -> Match:
    """Cribbage, two seats, all four cards laid away to the crib and the play begun."""
    match = random_match("cribbage", 6, seed)
    assert [code.split(":")[0] for code in match.actions[:4]] == ["discard"] * 4 and not match.is_over
    return match


def discards_of(match: Match, seat: int) -> list[str]:
    """The card codes `seat` laid away to the crib (its discard moves)."""
    replay = Replay(match.to_dict())
    return [code.split(":")[1] for code, mover in zip(replay.codes, replay.movers, strict=True)
            if mover == seat and code.startswith("discard:")]


def move_codes(text: str) -> list[str]:
    return re.findall(r"^\d+\. (\S+)", text, re.MULTILINE)


# -- a match in play ------------------------------------------------------------------------------------------
def test_cribbage_in_play_exports_none_of_the_ai_crib_cards() -> None:
    match = cribbage_after_discards()
    mine, theirs = discards_of(match, 0), discards_of(match, 1)
    assert len(mine) == len(theirs) == 2
    text = export_text(match.to_dict(), "en", seen_by=0)
    hidden = [card for card in match.state.zones["crib"] if card.code in theirs]
    for card in hidden:
        assert card.code not in text and card.name("en") not in text
    for code in mine:  # what the seat did itself, it knows
        assert f"discard:{code}" in text
    codes = move_codes(text)
    assert codes.count(HIDDEN) == 2 and all(code != HIDDEN for code in codes[4:])  # the play is face up
    assert "seed:" not in text and "in progress:" in text and "seen by: Player 1" in text
    assert "Crib: 4 cards: " in text and f"2 × {HIDDEN}" in text  # the crib now: its own two, two unknown


def test_an_export_in_play_does_not_import() -> None:
    text = export_text(cribbage_after_discards().to_dict(), "cs", seen_by=0)
    with pytest.raises(InProgressExport, match="does not replay"):
        import_text(text)


def test_an_onlooker_sees_only_the_public_table() -> None:
    """A hot-seat or all-AI save in play is exported as nobody's hand: face-down cards of every seat hidden."""
    match = cribbage_after_discards()
    assert exporting_seat({"seats": [{"player": "human"}, {"player": "human"}]}) is None
    assert exporting_seat({"seats": [{"player": "random"}, {"player": "human"}]}) == 1
    text = export_text(match.to_dict(), "en", seen_by=exporting_seat({"seats": []}))
    for card in [*match.state.zones["crib"], *match.state.zones["hand:0"], *match.state.zones["hand:1"]]:
        assert card.name("en") not in text
    assert move_codes(text)[:4] == [HIDDEN] * 4 and "Crib: 4 cards\n" in text


def _current_deal(match: Match) -> int:
    """The first move of the deal still in play (after the last move that ended a deal)."""
    replay = Replay(match.to_dict())
    ended = [i for i, (_, events) in enumerate(replay.steps) if any(e.kind == "deal_over" for e in events)]
    return ended[-1] + 1 if ended else 0


def _unseen(match: Match, seat: int, since: int) -> tuple[set[str], set[str]]:
    """Codes and names of the cards `seat` has not seen in the deal in play (from move `since` on)."""
    replay = Replay(match.to_dict())
    obs = match.observation(seat)
    seen: set[Card] = {card for zone in obs.zones for card in zone.cards if card is not None}
    seen |= {card for e in obs.history for card in e.cards}
    for _, events in replay.steps[max(0, since - 1):]:
        seen |= {card for e in events if (view := e.for_seat(seat)) is not None for card in view.cards}
    unseen = [card for card in match.state.zones.cards() if card not in seen]
    names = {card.name("en") for card in unseen} - {card.name("en") for card in seen}  # twins share a name
    return {card.code for card in unseen}, names


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_game_in_play_exports_only_what_the_seat_saw(game_id: str) -> None:
    match = random_match(game_id, 60, seed=3)
    if match.is_over:
        pytest.skip("over within 60 random moves")
    seat = 1
    start = _current_deal(match)
    codes, names = _unseen(match, seat, start)
    text = export_text(match.to_dict(), "en", seen_by=seat)
    lines = text.split("moves:\n", 1)[1].splitlines()[start:]  # the deal in play and the table now
    for line in lines:
        code = re.match(r"\d+\. (\S+)", line)
        tokens = set(re.split(r"[:,;]+", code.group(1))) if code else set()
        assert not tokens & codes, line
        assert not [name for name in names if re.search(rf"\b{re.escape(name)}\b", line)], line


# -- a finished match -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", ["cribbage", "cerny-petr"])
def test_a_finished_match_exports_everything_and_reimports(game_id: str) -> None:
    match = finished_match(game_id)
    record = match.to_dict()
    text = export_text(record, "cs", seen_by=0)
    assert f"seed: {match.seed}" in text and "in progress" not in text and HIDDEN + "  --" not in text
    assert move_codes(text) == match.actions  # every move by its code, the AI's face-down ones too
    assert import_text(text) == {k: record[k] for k in ("game", "players", "seed", "options", "actions")}


def test_pbn_has_finished_deals_only() -> None:
    from games.bridz.dds import pbn
    from games.bridz.rules import BridzState

    first = random_match("bridz", 10, seed=3)
    assert not first.finished_deals and export_files(first.to_dict()) == {}  # the first deal in play: no PBN
    match = Match(get_game("bridz"), 4, {}, 3)
    bot = RandomPlayer(1)
    while not match.finished_deals or len(match.state.history) < 12:  # a few calls into the second deal
        seat = match.current_player
        assert seat is not None
        match.apply(bot.choose(PlayerView(match.state, seat, random.Random(1))))
    text = export_files(match.to_dict(), ai_hooks("bridz").call_meaning)[".pbn"]
    played, in_play = match.finished_deals[0], match.state
    assert isinstance(played, BridzState) and isinstance(in_play, BridzState)
    assert text.count("[Board ") == 1 and pbn(played.original_hands()) in text
    assert pbn(in_play.original_hands()) not in text  # the deal in play


# -- the saves screen -----------------------------------------------------------------------------------------
def test_saves_screen_exports_a_match_in_play_as_its_human_saw_it(data: Path) -> None:
    from ui.scenes.saves import SavesScene

    match = cribbage_after_discards(seed=735171)  # a seed no date or time in a file name holds by chance
    SaveStore().autosave(SaveStore.new_id("cribbage", match.seed), match,
                         [{"player": "human"}, {"player": "ismcts:normal"}])
    saves = SavesScene(c.Settings(lang="en"), SIZE)
    saves.do("export", saves.saves[0])
    [path] = (data / "exports").glob("*")
    text = path.read_text(encoding="utf-8")
    ai_cards = [card for card in match.state.zones["crib"] if card.code in discards_of(match, 1)]
    assert ai_cards and not [card for card in ai_cards if card.code in text or card.name("en") in text]
    assert str(match.seed) not in path.name and "seed:" not in text  # the seed would deal the cards again
    assert "leaves out the cards you have not seen" in saves.message
    saves.import_file(str(path))
    assert saves.next_scene is None and "does not replay" in saves.message


def test_saves_screen_exports_a_finished_match_whole_and_it_imports(data: Path) -> None:
    from ui.scenes.saves import SavesScene

    match = finished_match("cribbage")
    SaveStore().autosave("cribbage-20260101-000000-5", match, [{"player": "human"}, {"player": "random"}])
    saves = SavesScene(c.Settings(lang="cs"), SIZE)
    saves.do("export", saves.saves[0])
    path = data / "exports" / "cribbage-20260101-000000-5.txt"
    assert move_codes(path.read_text(encoding="utf-8")) == match.actions
    saves.import_file(str(path))
    assert saves.next_scene is not None and saves.next_scene.__class__.__name__ == "ReplayScene"


# -- the replay screen ----------------------------------------------------------------------------------------
def _drawn(scene: ReplayScene, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[list[Card | None], list[str]]]:
    """Each position of `scene`'s replay drawn: the cards painted face up and the texts written."""
    cards: list[Card | None] = []
    texts: list[str] = []
    fit, text = c.fit_text, c.text

    def fitted(s: str, px: int, max_w: int, colour: tuple[int, ...] = c.TEXT, bold: bool = False) -> pygame.Surface:
        texts.append(s)
        return fit(s, px, max_w, colour, bold)

    def written(s: str, px: int, colour: tuple[int, ...] = c.TEXT, bold: bool = False) -> pygame.Surface:
        texts.append(s)
        return text(s, px, colour, bold)

    monkeypatch.setattr(c, "fit_text", fitted)
    monkeypatch.setattr(c, "text", written)
    surface = pygame.Surface(SIZE)
    for position in range(len(scene.replay) + 1):
        scene.seek(position)
        image = scene.table._image

        def painted(card: Card | None, size: tuple[int, int],
                    image: Callable[[Card | None, tuple[int, int]], pygame.Surface] = image) -> pygame.Surface:
            cards.append(card)
            return image(card, size)

        # this table's cards only, for one drawing
        scene.table._image = painted  # type: ignore[method-assign]  # a spy on one scene's card images
        cards.clear()
        texts.clear()
        scene.draw(surface)
        del scene.table._image
        yield cards, texts


@pytest.mark.parametrize("game_id", ["cribbage", "cerny-petr", "komando", "stortok", "ospalec"])
def test_replay_screen_shows_a_seat_only_what_it_saw(data: Path, game_id: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.scenes.replay import ReplayScene

    match = random_match(game_id, 40, seed=3)
    viewer = 1
    scene = ReplayScene(match.to_dict(), c.Settings(lang="en"), SIZE, viewer=viewer)
    for position, (cards, texts) in enumerate(_drawn(scene, monkeypatch)):
        now = scene.replay.match
        if scene.table.summary_deal is not None:
            continue  # a deal that is over may be shown whole
        obs = now.observation(viewer)
        seen = {card for zone in obs.zones for card in zone.cards if card is not None}
        seen |= {card for e in obs.history for card in e.cards}  # the deal in play as the seat saw it
        for _, events in scene.replay.steps[:position]:  # the log and the last move say events as seen
            seen |= {card for e in events if (view := e.for_seat(viewer)) is not None for card in view.cards}
        assert not [card for card in cards if card is not None and card not in seen], position
        unseen = {card.name("en") for card in now.state.zones.cards() if card not in seen}
        unseen -= {card.name("en") for card in seen} | {now.game.names.get("en")}  # Black Peter: the game's title
        said = [s for s in texts for name in unseen if re.search(rf"\b{re.escape(name)}\b", s)]
        assert not said, (position, said)


def test_replay_screen_says_a_hidden_move_without_its_code(data: Path) -> None:
    """A move the viewer saw nothing of is told by whose it was, not by its code (a code can name a card)."""
    from ui.scenes.replay import ReplayScene

    match = random_match("kolovrat", 400, seed=3)  # Kolovrat's 'done' tells the other seats nothing
    replay = Replay(match.to_dict())
    silent = next(i for i, (_, events) in enumerate(replay.steps)
                  if replay.movers[i] != 0 and all(e.for_seat(0) is None for e in events))
    scene = ReplayScene(match.to_dict(), c.Settings(lang="en"), SIZE, viewer=0)
    scene.seek(silent + 1)
    mover = replay.movers[silent]
    assert mover is not None
    assert scene.last_move() == f"{scene.table.names[mover]} makes a hidden move"
    scene.seek(next(i for i in range(len(replay)) if replay.movers[i] == 0) + 1)
    assert scene.last_move()  # its own move: said in words as before
