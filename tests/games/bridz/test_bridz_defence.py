"""The hard defenders' lore: the lead tables, the signals given, and partner's read into the samples."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from ai.games.bridz import defence
from ai.games.bridz.play import PLAY_LEVELS, pick_card
from ai.games.bridz.reading import SIGNAL_MISS, SignalMisfit, signal_events, tricks_played
from bench.bridz_defence import conceded_summary, summarise
from cards import Card, get_pack
from games.actions import Action
from games.bridz.facts import BridzPublic, as_public

PACK = get_pack("french-52")


def cards(codes: str) -> list[Card]:
    return [PACK.card(c) for c in codes.split()]


def mask(ranks: str) -> int:
    return sum(1 << defence.RANK[r] for r in ranks.split())


@pytest.mark.parametrize(("holding", "notrump", "led"), [
    ("K Q J 4", True, "K"),  # top of a sequence
    ("K Q 10 4", False, "K"),  # top of a broken sequence
    ("A K 7 3", False, "A"),  # A from AK against a suit
    ("K J 10 5", True, "J"),  # top of an interior sequence
    ("K 8 5 3 2", True, "3"),  # fourth best from length
    ("Q 7 4", True, "4"),  # low from three to an honour
    ("A 8 4", False, "A"),  # no underleading an ace against a suit
    ("9 7 4", True, "9"),  # top of nothing
    ("8 6 4 2", False, "6"),  # second best from four small
    ("Q 8", False, "Q"),  # top of a doubleton
])
def test_the_lead_tables_card_from_a_holding(holding: str, notrump: bool, led: str) -> None:
    assert defence.RANKS[defence.table_lead(mask(holding), notrump)] == led


def public(contract: str, calls: list[str], declarer: int, dealer: int = 0, **more: Any) -> BridzPublic:
    return as_public({"contract": contract, "calls": calls, "declarer": declarer, "dealer": dealer,
                      "tricks": [0, 0], "vulnerable": [False, False], "sheet": {}, **more})


def test_against_a_suit_the_tables_lead_partners_suit_and_not_away_from_a_king() -> None:
    # seat 1 leads against 4S by seat 0 (1S by seat 0, 2D by seat 3, partner of the leader, ...)
    info = public("4S", ["1S", "P", "3S", "2D", "4S", "P", "P", "P"], declarer=0)
    info["calls"] = ["1S", "2D", "3S", "P", "4S", "P", "P", "P"]  # seat 1 bid diamonds; seat 3 leads
    hand = cards("5S 4S KH 7H 3H 8D 9C 7C 5C 4C 3C 2C AD")
    scores = defence.suit_scores(hand, info, seat=3)
    assert scores["D"] > scores["C"] > scores["H"]  # partner's suit; small cards rather than away from the king


def test_the_auction_calls_for_a_trump_lead_when_dummy_gave_preference() -> None:
    calls = ["1S", "P", "2C", "P", "2H", "P", "2S", "P", "P", "P"]  # opener's two suits, responder back to spades
    assert defence.trump_lead_called(calls, 0, 0, "S", 0)
    assert not defence.trump_lead_called(["1S", "P", "2S", "P", "P", "P"], 0, 0, "S", 0)


def test_the_lead_is_the_tables_among_cards_the_samples_rate_nearly_alike_but_not_one_they_rate_worse() -> None:
    info = public("3NT", ["1NT", "P", "3NT", "P", "P", "P"], declarer=0)
    hand = cards("KS QS JS 4S 8H 6H 2H 9D 7D 3D 8C 5C 2C")
    worth = {c.code: 0.0 for c in hand}
    tricks = {c.code: 4.0 for c in hand}
    assert defence.choose_lead(hand, info, 1, worth, tricks, margin=10.0) == "KS"  # top of the sequence
    worth["KS"] = -50.0  # the samples say the spade king costs the setting trick half the time
    assert defence.choose_lead(hand, info, 1, worth, tricks, margin=10.0) != "KS"


def test_signals_attitude_on_partners_lead_and_count_on_declarers_and_none_when_the_cards_win() -> None:
    info = public("4S", ["1S", "P", "4S", "P", "P", "P"], declarer=0)
    ties = cards("8H 3H")
    led = cards("2H JH")  # seat 3 (seat 1's partner) led the heart two, declarer (0) played the jack
    assert defence.signal(ties, cards("KH 8H 3H 4C"), info, 1, led, 3).code == "8H"  # type: ignore[union-attr]
    assert defence.signal(ties, cards("JH 8H 3H 4C"), info, 1, led, 3).code == "3H"  # type: ignore[union-attr]
    # cards that win the trick: the lowest of them, no signal
    assert defence.signal(cards("KH QH"), cards("KH QH 4C"), info, 1, led, 3) is None
    # declarer leads: count, high with an even number (8 3 of four), low with an odd one (8 3 of three)
    hearts_led = cards("AH")
    assert defence.signal(ties, cards("8H 3H 2H 6H"), info, 1, hearts_led, 0).code == "8H"  # type: ignore[union-attr]
    assert defence.signal(ties, cards("8H 3H 2H"), info, 1, hearts_led, 0).code == "3H"  # type: ignore[union-attr]
    # a discard: attitude in the suit thrown (high with an honour in it); a ruff: no signal
    assert defence.signal(cards("8C 3C"), cards("8C 3C"), info, 1, hearts_led, 0).code == "3C"  # type: ignore[union-attr]
    assert defence.signal(cards("8C 3C"), cards("KC 8C 3C"), info, 1, hearts_led, 0).code == "8C"  # type: ignore[union-attr]
    assert defence.signal(cards("8S 3S"), cards("KS 8S 3S"), info, 1, hearts_led, 0) is None
    assert PLAY_LEVELS["hard"].lore and not PLAY_LEVELS["normal"].lore


def test_the_tricks_are_rebuilt_from_the_public_record() -> None:
    played = [cards("AS 2H"), cards("2S"), cards("4S"), cards("KS")]  # seat 1 led the two; seat 0's ace won
    tricks = tricks_played(played, 1, "H")
    assert [(leader, [c.code for c in cs]) for leader, cs in tricks] == [(1, ["2S", "4S", "KS", "AS"]), (0, ["2H"])]


def test_a_sampled_deal_where_partner_would_have_led_another_card_misfits() -> None:
    # against 3NT by seat 0, seat 1 led the spade king; seat 3 reads it (seat 1's hand hidden)
    info = public("3NT", ["1NT", "P", "3NT", "P", "P", "P"], declarer=0, played=[[], ["KS"], [], []], turn=2)
    assert signal_events(info, 3, PACK) == [("lead", "S", defence.RANK["K"], mask("K"))]
    unknown = cards("QS JS 5S 2S 4H 3H")
    places = [("hand:1", 0), ("hand:1", 1), ("hand:0", 0), ("hand:0", 1), ("hand:0", 2), ("hand:0", 3)]
    misfit = SignalMisfit(places, unknown, info, 3, PACK)
    assert misfit([0, 1, 2, 3, 4, 5]) == 0  # K Q J: the king
    assert misfit([3, 4, 0, 1, 2, 5]) == 0  # K 2: the top of a doubleton
    assert misfit([2, 3, 0, 1, 4, 5]) == SIGNAL_MISS  # K 5 2: the tables lead the two


def test_partners_attitude_signal_is_read() -> None:
    # seat 3 led the heart two against 4S by seat 2; dummy (0) won with the ace, then seat 1 (hidden) played the
    # eight: a high card, unless seat 1 held no lower heart
    info = public("4S", ["P", "P", "1S", "P", "4S", "P", "P", "P"], declarer=2,
                  played=[["AH"], ["8H"], ["4H"], ["2H"]], turn=0)
    events = signal_events(info, 3, PACK)
    assert events[-1] == ("attitude", "H", defence.RANK["8"], mask("8"))
    unknown = cards("KH 3H 2H 5C 6C")
    places = [("hand:1", 0), ("hand:1", 1), ("hand:0", 0), ("hand:0", 1), ("hand:0", 2)]
    misfit = SignalMisfit(places, unknown, info, 3, PACK)
    assert misfit([0, 1, 2, 3, 4]) == 0  # K 8 3: the eight encourages, for the king
    assert misfit([1, 2, 0, 3, 4]) == SIGNAL_MISS  # 8 3 2 and no honour: the two would have said so
    assert misfit([3, 4, 0, 1, 2]) == 0  # the eight alone: no choice, nothing said


def test_partners_discard_is_read_as_attitude() -> None:
    # 4S by seat 2: seat 3 led the heart two, dummy (0) won with the ace, seat 1 (hidden) played the heart three;
    # at trick two dummy led a diamond and seat 1, out of them, threw the club eight: high, so a club honour
    info = public("4S", ["P", "P", "1S", "P", "4S", "P", "P", "P"], declarer=2,
                  played=[["AH", "2D"], ["3H", "8C"], ["4H", "5D"], ["2H", "6D"]], turn=1)
    assert signal_events(info, 3, PACK)[-1] == ("discard", "C", defence.RANK["8"], mask("8"))
    unknown = cards("KC 2C 5C 7S 6S")
    places = [("hand:1", 0), ("hand:1", 1), ("hand:2", 0), ("hand:2", 1), ("hand:2", 2)]
    misfit = SignalMisfit(places, unknown, info, 3, PACK)
    assert misfit([0, 1, 2, 3, 4]) == 0  # K 8 2: the eight, for the king
    assert misfit([1, 2, 0, 3, 4]) == SIGNAL_MISS  # 8 5 2 and no honour: the two would have said so
    assert misfit([3, 4, 0, 1, 2]) == 0  # the eight alone: nothing said


def test_the_bench_summary_is_a_mean_with_a_normal_interval() -> None:
    out = conceded_summary([0, 1, 1, 0])
    assert out["n"] == 4 and out["mean"] == 0.5
    assert out["ci95"][0] < 0.5 < out["ci95"][1]
    rows = [{"hard": 1, "hard_lead": 1, "normal": 2, "normal_lead": 0}, {"hard": 0, "hard_lead": 0, "normal": 0,
                                                                        "normal_lead": 0}]
    both = summarise(rows, ["hard", "normal"])
    assert both["hard-normal"]["mean"] == -0.5 and both["hard_lead"]["mean"] == 0.5 and both["contracts"] == 2


class _Zone:
    def __init__(self, held: list[Card]) -> None:
        self.cards = held


class _Observation:
    def __init__(self, public: BridzPublic, hand: list[Card], trick: list[Card]) -> None:
        self.public, self._hand, self._trick = public, hand, trick

    def hand(self) -> list[Card]:
        return self._hand

    def zone(self, name: str) -> _Zone:
        return _Zone(self._trick if name == "trick" else [])


class _View:
    def __init__(self, seat: int, observation: _Observation) -> None:
        self.seat, self.observation = seat, observation


def test_hard_signals_among_the_cards_its_samples_rate_alike_and_normal_plays_the_lowest() -> None:
    # 4S by seat 2; seat 3 led the heart two, dummy (0) played the jack; seat 1, with K 8 3 of hearts, follows:
    # the eight and the three take the same tricks in every sampled deal, the king fewer
    info = public("4S", ["P", "P", "1S", "P", "4S", "P", "P", "P"], declarer=2,
                  played=[["JH"], [], [], ["2H"]], turn=1)
    hand = cards("KH 8H 3H 4C")
    view = _View(1, _Observation(info, hand, cards("2H JH")))
    legal = [Action("play", c) for c in hand[:3]]
    results = [{"KH": 3, "8H": 4, "3H": 4}, {"KH": 4, "8H": 4, "3H": 4}]
    picked = {level: pick_card(view, legal, PLAY_LEVELS[level], results).card for level in ("hard", "normal")}  # type: ignore[arg-type]
    assert picked["hard"] == PACK.card("8H") and picked["normal"] == PACK.card("3H")
    quiet = dataclasses.replace(PLAY_LEVELS["hard"], signals=False)  # the bench's hard-quiet: no signal
    assert pick_card(view, legal, quiet, results).card == PACK.card("3H")  # type: ignore[arg-type]


def test_hard_defenders_sample_partners_hand_to_fit_the_card_partner_led() -> None:
    import random

    from ai.games.bridz.play import sample_positions
    from ai.view import PlayerView
    from bench.bridz_defence import bid

    start = bid(11, 0)
    assert start is not None
    leader = (start.declarer + 1) % 4
    held = defence.holding_masks(list(start.hand(leader)))
    notrump = start.trump == "NT"
    suit = max(held, key=lambda s: bin(held[s]).count("1"))  # the longest suit's table card
    led = PACK.card(f"{defence.RANKS[defence.table_lead(held[suit], notrump)]}{suit}")
    start.apply(Action("play", led))
    start.apply(next(a for a in start.legal_actions() if a.card is not None))  # dummy plays
    reader = (leader + 2) % 4
    assert start.current_player == reader
    view = PlayerView(start, reader, random.Random(0))
    hard = PLAY_LEVELS["hard"]
    fitting = {}
    for name, level in (("hard", hard), ("plain", dataclasses.replace(hard, lore=False)),
                        ("quiet", dataclasses.replace(hard, signals=False))):
        positions = sample_positions(view, level, random.Random(3), worlds=12)
        fitting[name] = sum(defence.table_lead(defence.holding_masks([*hands[leader], led])[suit], notrump)
                            == defence.rank(led) for hands, *_ in positions)
    assert fitting["hard"] == 12 and fitting["plain"] < 12 and fitting["quiet"] == fitting["plain"]
    # the first tricks take half the sampled deals, or the level's `early` (the bench's hard-e48)
    assert len(sample_positions(view, hard, random.Random(3))) == hard.worlds // 2
    assert len(sample_positions(view, dataclasses.replace(hard, early=30), random.Random(3))) == 30


def test_the_bench_names_variants_of_a_level() -> None:
    from bench.bridz_defence import defenders

    bots = defenders("hard-e48-quiet", 1, (1, 3), live=False)
    assert all(b.level.early == 48 and not b.level.signals and b.level.lore for b in bots.values())
    bots = defenders("normal-w10", 1, (1, 3), live=False)
    assert all(b.level.worlds == 10 and b.level.tries == PLAY_LEVELS["normal"].tries for b in bots.values())
    assert all(not b.level.read_auction for b in defenders("normal-blind", 1, (1, 3), live=False).values())


def test_against_a_hard_declarer_the_bench_counts_tricks_beyond_the_same_declarers_against_double_dummy(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import bench.bridz_defence as bench
    from ai.games.bridz.play import BridzPlayer

    played: list[tuple[str | None, str]] = []

    def play_out(start: Any, level: str | None, seed: int, live: bool, declarer: str = "dd") -> tuple[int, int]:
        played.append((level, declarer))
        return (9 if level is None else 10), 1

    monkeypatch.setattr(bench, "play_out", play_out)
    assert bench.defend(object(), "hard", 1, False, "hard") == (1, 1)  # type: ignore[arg-type]
    assert played == [("hard", "hard"), (None, "hard")]  # the level's play, then the double-dummy defenders'
    assert bench.defend(object(), "hard", 1, False, "hard", reference=11) == (-1, 1)  # type: ignore[arg-type]
    assert bench.declarers("dd", 1, (0, 2), False) == {}
    bots = bench.declarers("hard", 1, (0, 2), False)
    assert all(isinstance(b, BridzPlayer) and b.name == "bridz:hard" and b.seconds is None for b in bots.values())


def test_hard_leads_the_samples_best_card_and_the_tables_only_among_ties() -> None:
    # 3NT; the spade king (top of the sequence, the tables' lead) rates a hair below the heart eight: an overtrick
    # less in one sampled deal of eight. The lead's margins apply to the sums over the sampled deals (as
    # `pick_card` adds them up), so a trick in one deal of eight is beyond the quarter-trick margin
    info = public("3NT", ["1NT", "P", "3NT", "P", "P", "P"], declarer=0, turn=1)
    hand = cards("KS QS JS 4S 8H 6H 2H 9D 7D 3D 8C 5C 2C")
    view = _View(1, _Observation(info, hand, []))
    legal = [Action("play", c) for c in hand]
    results = [{c.code: 1 for c in hand} | {"8H": 2}] + [{c.code: 1 for c in hand}] * 7
    assert pick_card(view, legal, PLAY_LEVELS["hard"], results).card == PACK.card("8H")  # type: ignore[arg-type]
    slack = dataclasses.replace(PLAY_LEVELS["hard"], lead_slack=6.0)  # the bench's hard-s6: a trick and a half of room
    assert pick_card(view, legal, slack, results).card == PACK.card("KS")  # type: ignore[arg-type]
    even = [{c.code: 1 for c in hand}] * 8
    assert pick_card(view, legal, PLAY_LEVELS["hard"], even).card == PACK.card("KS")  # type: ignore[arg-type]


def test_a_hard_defender_on_lead_cashes_a_sure_winner_rather_than_underlead_it_when_the_samples_rate_them_alike(
) -> None:
    # 4S by seat 0; the heart ace fell at the first trick, and seat 1 is on lead with K 4 of hearts. Double dummy
    # the heart four (partner wins the queen and returns a heart) takes as many tricks as cashing the king in every
    # sampled deal, but only if partner finds the return: cashing takes the trick whatever partner knows
    info = public("4S", ["1S", "P", "4S", "P", "P", "P"], declarer=0,
                  played=[["AH"], ["2H"], ["5S"], ["3H"]], turn=1)
    hand = cards("KH 4H 7C 5C 9D")
    view = _View(1, _Observation(info, hand, []))
    legal = [Action("play", c) for c in hand]
    results = [{"KH": 2, "4H": 2, "7C": 1, "5C": 1, "9D": 1}, {"KH": 3, "4H": 3, "7C": 2, "5C": 2, "9D": 2}]
    cashing = dataclasses.replace(PLAY_LEVELS["hard"], cash=True)
    assert pick_card(view, legal, PLAY_LEVELS["hard"], results).card == PACK.card("4H")  # type: ignore[arg-type]
    assert pick_card(view, legal, cashing, results).card == PACK.card("KH")  # type: ignore[arg-type]
    # a sure winner the samples rate worse is not cashed
    worse = [r | {"KH": r["KH"] - 1} for r in results]
    assert pick_card(view, legal, cashing, worse).card == PACK.card("4H")  # type: ignore[arg-type]


def test_the_sure_winners_are_the_highest_cards_left_in_their_suits() -> None:
    from ai.games.bridz.cashing import masters

    info = public("3NT", ["1NT", "P", "3NT", "P", "P", "P"], declarer=0, played=[["AH"], ["2H"], ["5S"], ["3H"]])
    assert {c.code for c in masters(cards("KH QH 4H AS KS QD 2C"), info)} == {"KH", "QH", "AS", "KS"}
