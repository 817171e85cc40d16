"""Bridž plays the same with or without the optional solver (endplay): claims, events, public facts.

A claim is decided by games/bridz/claims.py's own search, which must agree with the solver where the
solver is installed; the par and the double-dummy tricks are analysis the game works out on request
(`Bridz.analysis`), not public facts, so a save replays alike on either machine.
"""

from __future__ import annotations

import random

import pytest

from games import Match
from games.bridz import claims, dds
from games.bridz.rules import CLAIM, GAME, TRICKS_PER_DEAL, BridzState

needs_dds = pytest.mark.skipif(not dds.available(), reason="endplay (DDS) is not installed")


def without_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    """As on a machine where `import endplay` fails."""
    monkeypatch.setattr(dds, "_tried", True)
    monkeypatch.setattr(dds, "_dds", None)
    monkeypatch.setattr(dds, "_types", None)


def claim_positions(count: int, first_trick: int) -> list[BridzState]:
    """Deals of random play at the start of a trick from `first_trick` on, the declarer's side to lead."""
    found: list[BridzState] = []
    rng = random.Random(5)
    seed = 0
    while len(found) < count:
        match = Match(GAME, None, {"seating": "fixed"}, seed)
        seed += 1
        state = match.state
        assert isinstance(state, BridzState)
        while not state.is_over and match.state is state:
            if CLAIM in state.legal_actions() and state.trick_number() >= first_trick and rng.random() < 0.3:
                found.append(state.clone())
            legal = [a for a in state.legal_actions() if a is not CLAIM]
            match.apply(legal[rng.randrange(len(legal))])
    return found


@needs_dds
def test_the_search_decides_each_claim_as_the_solver_does() -> None:
    stood = 0
    for state in claim_positions(40, 4):
        assert state.turn is not None
        deck = state._deck
        left = TRICKS_PER_DEAL - state.trick_number()
        solver = dds.best_tricks([list(state.hand(s)) for s in range(4)], state.trump, state.turn) >= left
        ours = claims.takes_all(state._held, deck.suit, deck.suit_mask, deck.suit_of.get(state.trump, -1), state.turn)
        assert ours == solver, f"trick {state.trick_number() + 1}, trump {state.trump!r}"
        stood += solver
    assert 0 < stood < 40  # both answers were tested


def test_claims_keep_the_top_trump_rule_and_cash_masters() -> None:
    """Two positions by hand (seat 0 to lead, spades trumps): the defence's ace of trumps takes a trick;
    with it gone, the leader's top cards take every trick."""
    d = claim_positions(1, 10)[0]._deck
    spades = d.suit_of["S"]

    def mask(codes: str) -> int:
        return sum(1 << d.index[c] for c in codes.split())

    held = [mask("AH KH"), mask("AS 2D"), mask("QH JH"), mask("3D 4D")]
    assert not claims.takes_all(held, d.suit, d.suit_mask, spades, 0)
    held = [mask("AH KH"), mask("2S 2D"), mask("QH JH"), mask("3D 4D")]
    assert not claims.takes_all(held, d.suit, d.suit_mask, spades, 0)  # seat 1 ruffs the second heart
    held = [mask("AH KH"), mask("5D 2D"), mask("QH JH"), mask("3D 4D")]
    assert claims.takes_all(held, d.suit, d.suit_mask, spades, 0)
    assert claims.takes_all(held, d.suit, d.suit_mask, -1, 0)


#: one step of a recorded match: the legal codes, the code played, its events and the public facts after it
Step = tuple[list[str], str, list[dict[str, object]], dict[str, object]]


def record(monkeypatch: pytest.MonkeyPatch | None, seed: int) -> list[Step]:
    """A match of random play whose declarer claims now and then from the seventh trick on: at every
    step the legal actions, the events and each seat's public facts, as plain data."""
    if monkeypatch is not None:
        without_solver(monkeypatch)
    match = Match(GAME, None, {"rubbers": 1, "deal_limit": 2}, seed)
    rng = random.Random(seed)
    steps: list[Step] = []
    while not match.is_over:
        state = match.state
        legal = match.legal_actions()
        late = isinstance(state, BridzState) and state.trick_number() >= 6
        action = CLAIM if CLAIM in legal and late and rng.random() < 0.5 else \
            rng.choice([a for a in legal if a is not CLAIM])
        events = match.apply(action)
        steps.append(([a.code for a in legal], action.code, [dict(e.to_dict()) for e in events],
                      dict(match.state.public_info())))
    return steps


@needs_dds
def test_a_match_plays_the_same_without_the_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    for seed in (3, 8):
        with_solver = record(None, seed)
        with monkeypatch.context() as patched:
            without = record(patched, seed)
            assert not any(GAME.analysis(step[3]) for step in without)  # no par without the solver
        assert without == with_solver
        assert any(GAME.analysis(step[3]) for step in with_solver)
        kinds = {event["kind"] for step in with_solver for event in step[2]}
        assert {"claim", "claim_refused"} & kinds, "no claim was tried"
    assert not any(key in step[3] for step in with_solver for key in ("par", "dd_tricks", "last_deal"))


def test_a_save_replays_without_the_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    match = Match(GAME, None, {"rubbers": 1, "deal_limit": 1}, 4)
    rng = random.Random(4)
    while not match.is_over:
        legal = match.legal_actions()
        late = isinstance(match.state, BridzState) and match.state.trick_number() >= 8
        match.apply(CLAIM if CLAIM in legal and late else rng.choice([a for a in legal if a is not CLAIM]))
    saved = match.to_dict()
    without_solver(monkeypatch)
    replayed = Match.from_dict(saved)
    assert replayed.to_dict() == saved and replayed.scores() == match.scores()
    assert [e.to_dict() for e in replayed.finished_deals[-1].history] == \
        [e.to_dict() for e in match.finished_deals[-1].history]
