"""The bridge AI: the written system's known answers, the reading of bids, and card play."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from types import SimpleNamespace

import pytest

from ai import PlayerView
from ai.games.bridz import bidding, slam, solving
from ai.games.bridz import play as bridz_play
from ai.registry import make_player, player_names
from cards import get_pack
from cards.model import Card
from games import Match
from games.bridz import dds
from games.bridz.facts import as_public
from games.bridz.rules import CLAIM, GAME, BridzState
from tests.games.bridz.hands import hand

PACK = get_pack("french-52")




@pytest.mark.parametrize(("calls", "dealer", "seat", "spec", "expected"), [
    ([], 0, 0, "AQ5.KJ4.Q93.A852", "1NT"),          # 16 balanced
    ([], 0, 0, "AKJ52.K4.Q93.852", "1S"),           # 5 spades, 13
    ([], 0, 0, "AK52.K4.QJ93.852", "1D"),           # no five-card major, 4 diamonds
    ([], 0, 0, "AK52.K4.QJ9.8532", "1C"),
    ([], 0, 0, "K52.KQJ954.93.82", "2H"),           # weak two
    ([], 0, 0, "AKQ.AKJ4.AQ3.KQ2", "2C"),           # 27: strong
    ([], 0, 0, "852.K4.Q93.J8532", "P"),
    (["1NT", "P"], 0, 2, "KJ52.Q4.K93.8532", "2C"),  # Stayman with a four-card major and 9
    (["1NT", "P", "2C", "P"], 0, 0, "AQ5.KJ42.Q93.A85", "2H"),
    (["1NT", "P", "2C", "P"], 0, 0, "AQ5.KJ4.Q932.A85", "2D"),
    (["1NT", "P", "2C", "P", "2H", "P"], 0, 2, "KJ52.Q4.K93.8532", "2NT"),  # 9: invite, no heart fit
    (["1H", "P"], 0, 2, "K52.Q84.J93.8532", "2H"),  # single raise 6 points
    (["1H", "P"], 0, 2, "K52.Q842.KJ3.Q53", "3H"),  # limit raise, 11
    (["1S", "P"], 0, 2, "52.Q84.J93.A8532", "1NT"),
    (["1H"], 0, 1, "AKJ52.84.J93.853", "1S"),       # overcall
    (["1H"], 0, 1, "AK52.4.KJ93.Q853", "X"),        # takeout double
])
def test_system_known_answers(calls: list[str], dealer: int, seat: int, spec: str, expected: str) -> None:
    assert bidding.suggest(calls, dealer, seat, hand(spec)).call == expected


def test_key_card_answers_count_the_trump_king() -> None:
    calls = ["1S", "P", "3S", "P", "4NT", "P"]
    assert bidding.suggest(calls, 0, 2, hand("KQ52.A84.J93.A53")).call == "5D"  # two aces and the king: three
    assert bidding.suggest(calls, 0, 2, hand("QJ52.Q84.J93.A53")).call == "5C"  # one
    assert bidding.meaning(calls, 0, 2, "5S").en == "key cards: two or five with the queen of spades"


def test_the_queen_ask_is_forcing_and_its_answers_are_read() -> None:
    calls = ["1H", "P", "3H", "P", "4NT", "P", "5C", "P", "5D", "P"]
    asked = bidding.meaning(calls[:-2], 0, 0, "5D")
    assert asked.en == "asks for the queen of hearts, forcing" and bidding.is_forcing(asked)
    assert bidding.must_answer(calls, 0, 2)
    assert bidding.meaning(calls, 0, 2, "6H").en == "I hold the queen of hearts"
    assert bidding.meaning(calls, 0, 2, "5H").en == "no queen of hearts"
    # after 5♦ in hearts no suit below 5♥ is left to ask with: 5♠ is not a queen ask
    assert bidding.meaning(["1H", "P", "3H", "P", "4NT", "P", "5D", "P"], 0, 0, "5S").tag != "blackwood"


def test_every_call_has_a_meaning_in_both_languages() -> None:
    rules, _ = bidding.system()
    assert len(rules) > 100
    assert all(r.cs and r.en and "{s}" not in r.en for r in rules)
    m = bidding.meaning([], 0, 0, "1S")
    assert m.en == "5+ spades, 12–21 points" and "♠" in m.cs
    action = bridz_play.labelled(bidding.suggest([], 0, 0, hand("AKJ52.K4.Q93.852")))
    assert action.label("en") == "1♠: 5+ spades, 12–21 points"


def test_inference_narrows_points_and_lengths() -> None:
    shapes = bidding.infer(["1NT", "P", "2C", "P", "2S", "P"], 0)
    assert shapes[0].hcp == [15, 17] and shapes[0].lens["S"][0] == 4 and shapes[0].lens["H"][1] == 3
    assert shapes[2].hcp[0] == 8
    assert shapes[1].hcp == [0, 17]  # passed over 1NT: nothing to overcall with


def test_players_are_registered() -> None:
    names = player_names("bridz")
    assert {"bridz:easy", "bridz:normal", "bridz:hard"} <= set(names)


def deal_of(match: Match) -> BridzState:
    state = match.state
    assert isinstance(state, BridzState)
    return state


def to_play(state: BridzState) -> int:
    assert state.turn is not None
    return state.turn


def first_play_position(seed: int) -> Match:
    match = Match(GAME, 4, {"seating": "fixed"}, seed)
    bots = [make_player("bridz:easy", "bridz", s) for s in range(4)]
    rng = random.Random(seed)
    while deal_of(match).phase == "auction":  # the AI bids until the play starts (or the deal is thrown in)
        s = match.current_player
        assert s is not None
        match.apply(bots[s].choose(PlayerView(match.state, s, rng)))
    return match


@pytest.mark.skipif(not dds.available(), reason="endplay (DDS) is not installed")
def test_card_play_takes_a_sure_trick_and_samples_consistently() -> None:
    match = first_play_position(2)
    while deal_of(match).phase != "play":
        match = first_play_position(int(match.seed) + 1)
    state = deal_of(match)
    player = bridz_play.BridzPlayer("easy", seed=1)
    rng = random.Random(0)
    for _ in range(12):
        seat = state.current_player
        assert seat is not None
        view = PlayerView(state, seat, rng)
        positions = bridz_play.sample_positions(view, bridz_play.PLAY_LEVELS["easy"], random.Random(1))
        for hands, _, leader, trick in positions:
            assert sum(len(h) for h in hands) + len(trick) == 52 - 4 * state.trick_number()
            assert leader == (to_play(state) - len(trick)) % 4
            for s in range(4):  # known hands are kept exactly, shown-out suits respected
                if s == seat or (s == state.dummy and state.trick_number() + len(state.zones["trick"]) > 0):
                    assert sorted(c.code for c in hands[s]) == sorted(c.code for c in state.hand(s))
            for s, suit in state.voids:
                assert not any(c.suit == suit for c in hands[s])
        action = player.choose(view)
        assert action in state.legal_actions() and action != CLAIM
        state.apply(action)


def test_without_the_solver_the_ai_still_plays(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dds, "_tried", True)
    monkeypatch.setattr(dds, "_dds", None)
    match = first_play_position(6)
    player = bridz_play.BridzPlayer("easy", seed=1)
    assert player.fallback is not None
    state = match.state
    if state.is_over:
        pytest.skip("thrown in")
    assert state.current_player is not None
    action = player.choose(PlayerView(state, state.current_player, random.Random(0)))
    assert action in state.legal_actions()
    if action.card is not None:
        assert "endplay" in action.label("en")


def test_hint_names_the_call_and_its_meaning() -> None:
    match = Match(GAME, 4, {"seating": "fixed"}, 1)
    text = bridz_play.hint(PlayerView(match.state, 0, random.Random(0)), "en")
    assert ":" in text and text.split(":")[0] in {"Pass", *[f"{lvl}{s}" for lvl in range(1, 8)
                                                             for s in "♣♦♥♠"], "1NT", "2NT", "3NT"}


def _sheet(games: list[int], part: list[int]) -> dict[str, object]:
    return {"games": games, "below": [[[part[0]] if part[0] else [], [part[1]] if part[1] else []]]}


def test_contract_points_count_the_contract_and_the_game() -> None:
    # 4♠ by North, nobody vulnerable, N-S have taken 3 tricks, E-W 2, eight to play
    public = {"contract": "4S", "declarer": 0, "tricks": [3, 2], "vulnerable": [False, False],
              "sheet": _sheet([0, 0], [0, 0])}
    declarer = bridz_play.ContractPoints(as_public({**public, "turn": 2}))
    assert declarer(7) == 120 + 300  # ten tricks: the contract and a first game
    assert declarer(8) == 150 + 300  # an overtrick at 30
    assert declarer(6) == -50  # one down, not vulnerable
    defender = bridz_play.ContractPoints(as_public({**public, "turn": 1}))
    assert defender(2) == 50  # the setting trick: N-S end with nine
    assert defender(1) == -(120 + 300)
    # vulnerable with a game in hand: the game made is the rubber, 700 against a side with none
    rubber = bridz_play.ContractPoints(as_public({**public, "turn": 0, "vulnerable": [True, False],
                                        "sheet": _sheet([1, 0], [0, 0])}))
    assert rubber(7) == 120 + 700
    assert rubber(6) == -100  # one down, vulnerable
    # a part-score of 40 turns 2♠ into a game
    part = bridz_play.ContractPoints(as_public({**public, "contract": "2S", "turn": 0,
                                                "sheet": _sheet([0, 0], [40, 0])}))
    assert part(5) == 60 + 300
    assert bridz_play.ContractPoints(as_public({**public, "contract": "2S", "turn": 0}))(5) == 60 + 50  # a part-score


def _play_positions() -> Iterator[BridzState]:
    """Card-play positions of unvulnerable deals with two cards to choose from and room for a gamble either way
    (the declarer's side one trick or more from the contract and three or more from the tricks left)."""
    for seed in range(2, 60):
        state = deal_of(first_play_position(seed))
        if state.phase != "play" or any(state.vulnerable):
            continue
        while state.phase == "play":
            side = state.contract[3] % 2
            left = 13 - sum(state.side_tricks)
            need = 6 + state.contract[0] - state.side_tricks[side]
            legal = [a for a in state.legal_actions() if a != CLAIM]
            if len(legal) >= 2 and 1 <= need <= left - 3:
                yield state.clone()
            state.apply(legal[0])


@pytest.mark.parametrize(("aim", "expected"), [("tricks", 1), ("contract", 0)])
@pytest.mark.parametrize("declaring", [True, False])
def test_contract_aim_plays_safe_where_most_tricks_would_risk_it(
        monkeypatch: pytest.MonkeyPatch, aim: str, expected: int, declaring: bool) -> None:
    """A card sure of the contract (or of the set) beats one that takes more tricks on average but, in half
    the deals, loses it: the tricks aim takes the gamble, the contract aim does not (a 1♥ made is worth 80 with
    its part-score, more than the gamble's extra undertrick)."""
    state = next(s for s in _play_positions() if (to_play(s) % 2 == s.contract[3] % 2) == declaring)
    side = state.contract[3] % 2
    left = 13 - sum(state.side_tricks)
    need = 6 + state.contract[0] - state.side_tricks[side]
    legal = [a for a in state.legal_actions() if a != CLAIM]
    assert legal[0].card is not None and legal[1].card is not None
    safe, greedy = legal[0].card.code, legal[1].card.code
    if declaring:  # exactly the contract every time, or two overtricks and one down by turns
        results = [{safe: need, greedy: need + 2 if i % 2 else need - 1} for i in range(40)]
    else:  # the set by one every time, or down two in two deals of three and made in the third
        just = left - need
        results = [{safe: just + 1, greedy: just + 2 if i % 3 else just} for i in range(42)]
    monkeypatch.setattr(dds, "solve_many", lambda positions: results[:len(positions)])
    player = bridz_play.BridzPlayer("hard", seed=1)
    player.level = bridz_play.PlayLevel(worlds=42, tries=1, read_auction=False, aim=aim)
    player.seconds = None  # every deal in one call, as the fake solver answers them
    assert state.current_player is not None
    chosen = player.best_card(PlayerView(state, state.current_player, random.Random(0)), legal)
    assert chosen.card is not None and chosen.card.code == (safe, greedy)[expected]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_opening_lead_has_its_own_time_and_the_other_cards_the_card_cap(
        monkeypatch: pytest.MonkeyPatch, level: str) -> None:
    """Hard's opening lead may think LEAD_SECONDS (its deals nearly all solved, as before the cap); every later
    card, and every card of a level without a lead time of its own, has the card cap."""
    given: list[float] = []
    now = 1000.0  # the player's clock stands still: the time it gives is read exactly, however busy the machine

    def timed(positions: list[object], deadline: float | None, *args: object) -> list[dict[str, int]]:
        assert deadline is not None
        given.append(deadline - now)
        return [{}] * len(positions)

    monkeypatch.setattr(bridz_play, "solve_until", timed)
    monkeypatch.setattr(bridz_play, "time", SimpleNamespace(perf_counter=lambda: now))
    match = first_play_position(3)
    player = bridz_play.BridzPlayer(level, seed=1)
    for _ in range(2):  # the opening lead, then the next card
        seat = match.current_player
        assert seat is not None
        legal = [a for a in match.legal_actions() if a != CLAIM]
        match.apply(player.best_card(PlayerView(match.state, seat, random.Random(0)), legal))
    lead, card = solving.LEAD_SECONDS.get(level, solving.PLAY_SECONDS[level]), solving.PLAY_SECONDS[level]
    assert given == pytest.approx([lead, card])
    assert (lead > card) == (level == "hard")


def test_the_asker_after_no_queen_with_every_key_card_says_why_he_bids_slam() -> None:
    """After the queen ask's "no queen" the asker who counts every key card bids six; it once said "we hold the
    queen", which partner had just denied."""
    toks = ["m1H", "p3H", "m4NT", "p5C", "m5D", "p5H"]  # partner's 5♣ read as four: with my ace, all five
    decided = slam.decide(toks, hand("A52.Q842.KQ3.KQ5"), "H", False, 8, 37)
    assert decided is not None and decided[0] == 6
    assert "queen" not in decided[2] and "dám" not in decided[1]


def test_the_hint_bids_with_the_seats_vulnerability_as_the_robots_do(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint once asked the system as if nobody were vulnerable, so it could name a call the robots, who bid
    by their side's vulnerability, would not make in the same seat."""
    match = Match(GAME, 4, {"seating": "fixed"}, 1)
    match.state.vulnerable = [True, False]  # type: ignore[attr-defined]
    seen: list[bool] = []
    suggest = bidding.suggest

    def spy(calls: Sequence[str], dealer: int, seat: int, hand: Sequence[Card], judge: bidding.Judge | None = None,
            vulnerable: bool = False) -> bidding.Call:
        seen.append(vulnerable)
        return suggest(calls, dealer, seat, hand, judge, vulnerable)

    monkeypatch.setattr(bidding, "suggest", spy)
    bridz_play.hint(PlayerView(match.state, 0, random.Random(0)), "en")
    bridz_play.hint(PlayerView(match.state, 1, random.Random(0)), "en")
    assert seen == [True, False]
