"""Boston's won tricks lie in front of the player who won them: the engine's `won:{seat}` piles,
what each seat sees of them, and saves made while every trick went to one shared `played` pile."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from games import rng as rngs
from games.boston import saved
from games.boston.game import GAME
from games.boston.rules import WON, BostonState
from games.errors import InvalidInput
from games.match import Match
from sessions.saves import SaveStore

#: an autosave written by Karty before this change (commit 2822255): deal 1, five tricks taken (2, 0, 1, 2)
OLD_SAVE = Path(__file__).parents[2] / "data" / "boston_save_before_won_piles.json"


def deal_of(match: Match, index: int | None = None) -> BostonState:
    """The match's deal in play (or its finished deal `index`), as Boston's own state."""
    state = match.state if index is None else match.finished_deals[index]
    assert isinstance(state, BostonState)
    return state


def to_play(seed: int, tricks: int) -> Match:
    """A random match of four stopped between tricks once `tricks` have been taken in a deal."""
    match = Match(GAME, 4, seed=seed)
    rng = random.Random(seed)
    while not match.is_over:
        state = deal_of(match)
        if state.phase == "play" and sum(state.tricks) >= tricks and not state.zones["trick"]:
            return match
        legal = match.legal_actions()
        match.apply(legal[rngs.below(rng, len(legal))])
    raise AssertionError("no deal reached the tricks asked for")


def test_each_trick_goes_to_its_winners_pile_in_the_order_played() -> None:
    state = deal_of(to_play(21, 5))
    tricks = [e for e in state.history if e.kind == "trick"]
    assert len(tricks) == 5
    for seat in range(4):
        expected = [c for e in tricks if e.seat == seat for c in e.cards]
        assert state.zones[WON[seat]] == expected
        assert len(expected) == 4 * state.tricks[seat]  # the count the table shows is the engine's tricks
    assert "played" not in state.zones.names()


def test_every_seat_sees_every_won_pile_and_nothing_more_than_before() -> None:
    """The cards were played face up: each pile is public, owned by its winner (the table draws it face down)."""
    state = deal_of(to_play(21, 5))
    for seat in range(4):
        obs = state.observation(seat)
        for owner in range(4):
            view = obs.zone(WON[owner])
            assert view.owner == owner and list(view.cards) == state.zones[WON[owner]]
        others = [c for z in obs.zones if z.name.startswith(("hand:", "aside:")) and z.owner != seat for c in z.cards]
        assert all(c is None for c in others)  # still no card of another's hand


def test_a_save_from_before_the_won_piles_resumes_with_no_warning(tmp_path: Path) -> None:
    (tmp_path / "saves").mkdir()
    shutil.copy(OLD_SAVE, tmp_path / "saves" / "boston-old.json")
    store = SaveStore(tmp_path)
    match, data = store.load("boston-old")
    assert store.problems == []  # its snapshot agrees with the replayed moves
    assert deal_of(match).tricks == [2, 0, 1, 2]
    assert [len(match.state.zones[w]) for w in WON] == [8, 0, 4, 8]
    restored = Match.restore({**data, "format": data["match_format"]}, data["snapshot"], GAME)
    assert restored.state == match.state
    while not match.is_over and match.context.deal_index == 0:  # and plays on to the end of the deal
        match.apply(match.legal_actions()[0])
    first = deal_of(match, 0)
    assert sum(len(first.zones[w]) for w in WON) == 4 * sum(first.tricks)


def test_without_the_conversion_the_old_snapshot_would_be_reported(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: left as it was saved, the old snapshot disagrees with the moves."""
    monkeypatch.setattr(saved, "is_old", lambda zones: False)
    (tmp_path / "saves").mkdir()
    shutil.copy(OLD_SAVE, tmp_path / "saves" / "boston-old.json")
    store = SaveStore(tmp_path)
    store.load("boston-old")
    assert len(store.problems) == 1 and "snapshot disagreed" in str(store.problems[0])


def test_an_old_snapshot_whose_history_misses_a_trick_is_refused_with_the_reason() -> None:
    snapshot = json.loads(OLD_SAVE.read_text())["snapshot"]["state"]
    history = [e for e in snapshot["history"] if e["kind"] != "trick"]
    history += [e for e in snapshot["history"] if e["kind"] == "trick"][1:]  # the first trick forgotten
    with pytest.raises(InvalidInput, match="no trick took"):
        saved.won_by_seat(snapshot["zones"], history, 4)
    bad = [{**e, "seat": 9} if e["kind"] == "trick" else e for e in snapshot["history"]]
    with pytest.raises(InvalidInput, match="trick winner 9"):
        saved.won_by_seat(snapshot["zones"], bad, 4)
