"""Boston: known answers for the suit order, the price table, the auction, play and settlement."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from games.actions import Action
from games.boston import tables as br
from games.boston.game import GAME
from games.boston.rules import BostonState
from games.errors import IllegalAction
from games.match import Match
from games.state import MatchContext

RB = GAME.rulebook
TABLE = br.games(RB)
BY_ID = {g.id: g for g in TABLE}


def deal(seed: int = 3, dealer: int = 0, bank: int = 0, **options: object) -> BostonState:
    state = GAME.new_deal(GAME.config(options), 4, MatchContext(4, 0, dealer, (0.0,) * 4, {"bank": bank}), seed)
    assert isinstance(state, BostonState)
    return state


def set_hand(state: BostonState, seat: int, codes: Sequence[str]) -> None:
    """Give `seat` exactly these cards (swapping with others' cards; the deal stays a deal)."""
    wanted = [state.pack.card(c) for c in codes]
    for card in wanted:
        if card in state.hand(seat):
            continue
        spare = next(c for c in state.hand(seat) if c not in wanted)
        state.zones.swap(card, spare)


def run(state: BostonState, *codes: str) -> None:
    for code in codes:
        state.apply(state.action_from_code(code))


# -- the rule book's tables ----------------------------------------------------------------------------------
def test_suit_order_from_the_turned_card_as_in_the_source() -> None:
    assert br.suit_order(RB, "reference", "C") == ("C", "S", "D", "H")
    assert br.suit_order(RB, "reference", "H") == ("H", "D", "S", "C")
    assert br.suit_order(RB, "fixed", None) == ("S", "H", "D", "C")


def test_games_in_auction_order_with_the_misere_forms_where_the_payment_table_puts_them() -> None:
    assert [g.id for g in TABLE] == [
        "boston_small", "misere_small", "boston_big", "misere_big", "independence_small", "independence_big",
        "misere_small_open", "philadelphia_small", "philadelphia_big", "misere_big_open", "sovereignty_small",
        "sovereignty_big", "revolution", "concord"]
    assert [g.tricks for g in TABLE if not g.misere] == [5, 6, 7, 8, 9, 10, 11, 12, 13]


@pytest.mark.parametrize(("game", "suit", "columns", "expected"), [
    ("boston_small", "H", "best_pays_most", 4), ("boston_small", "C", "best_pays_most", 1),
    ("boston_small", "H", "literal", 1), ("independence_small", "D", "best_pays_most", 9),
    ("sovereignty_big", "H", "best_pays_most", 96), ("sovereignty_big", "S", "best_pays_most", 32),
    ("concord", "H", "best_pays_most", 128), ("misere_small", None, "best_pays_most", 4),
    ("misere_big", None, "literal", 8), ("misere_small_open", None, "best_pays_most", 16),
    ("misere_big_open", None, "best_pays_most", 32), ("revolution", None, "best_pays_most", 64),
])
def test_prices_from_the_payment_table(game: str, suit: str | None, columns: str, expected: int) -> None:
    order = br.suit_order(RB, "reference", "H")  # hearts, diamonds, spades, clubs
    assert br.price(BY_ID[game], suit, order, columns) == expected


def test_proportional_great_sovereignty_row() -> None:
    state = deal(seed=5, grand_sovereignty_row="proportional")
    best = state.order[0]
    run(state, f"bid:{BY_ID['sovereignty_big'].index}:{best}", "pass", "pass", "pass")
    assert state.price == 64


# -- the auction ---------------------------------------------------------------------------------------------
def test_duel_auction_the_survivor_meets_the_next_player_and_the_dealer_speaks_last() -> None:
    state = deal(dealer=3)  # eldest is seat 0
    worst, best = state.order[-1], state.order[0]
    assert state.current_player == 0
    run(state, f"bid:0:{worst}")
    assert state.current_player == 1  # the player on the eldest hand's left answers
    run(state, f"bid:0:{best}")  # same game, better suit: a higher bid
    assert state.current_player == 0  # back to the eldest hand, who must beat it or pass
    with pytest.raises(IllegalAction):
        state.apply(Action("bid", number=0, arg=worst))  # not higher than the last bid
    run(state, "pass")
    assert state.current_player == 2  # seat 1 survived and meets seat 2
    run(state, "bid:1")  # Little misère beats Little Boston in any suit
    assert state.current_player == 1
    run(state, "pass")
    assert state.current_player == 3  # the dealer last
    run(state, "pass")
    assert state.declarer == 2 and state.game_row is not None and state.game_row.id == "misere_small"
    assert state.phase == "aside" and state.current_player == 0


def test_all_pass_throws_the_cards_in_and_the_pool_stays() -> None:
    state = deal(dealer=1, bank=6)
    run(state, "pass", "pass", "pass", "pass")
    assert state.is_over and state.outcome == "thrown_in"
    assert state.bank == 10 and state.chips == [0, -4, 0, 0]


def test_round_auction_goes_round_until_three_have_passed() -> None:
    state = deal(dealer=3, auction="rounds")
    worst, best = state.order[-1], state.order[0]
    run(state, f"bid:0:{worst}", f"bid:0:{best}", "pass", "pass")
    assert state.current_player == 0 and state.phase == "auction"  # round again to the eldest hand
    run(state, "pass")
    assert state.declarer == 1 and state.phase == "partner"


# -- partner and play ----------------------------------------------------------------------------------------
def test_partner_is_the_first_to_accept_and_the_declarer_needs_own_tricks() -> None:
    state = deal(dealer=3, overtricks="unpaid")  # so a made game ends at once
    best = state.order[0]
    run(state, f"bid:0:{best}", "pass", "pass", "pass")
    assert state.phase == "partner" and [a.code for a in state.legal_actions()] == ["ask", "alone"]
    run(state, "ask", "decline", "accept")
    assert state.partner == 2 and state.phase == "play" and state.current_player == 0
    state.tricks = [2, 0, 3, 0]  # five for the pair but only two by the declarer: not made yet
    assert state._decided() == ""
    state.tricks = [3, 0, 2, 0]
    assert state._decided() == "made"


def test_follow_suit_but_no_duty_to_head_or_to_trump() -> None:
    state = deal(dealer=3)
    run(state, "bid:0:H", "pass", "pass", "pass", "alone")
    set_hand(state, 0, ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"])
    set_hand(state, 1, ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "2C", "3C", "2D"])
    run(state, "play:AS")
    legal = {a.card.code for a in state.legal_actions() if a.card}
    assert legal == {c.code for c in state.hand(1)}  # void in spades: anything, a trump not required
    run(state, "play:2C")
    set_hand(state, 2, ["KS", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"])
    assert {a.card.code for a in state.legal_actions() if a.card} == {"KS"}  # must follow with the only spade


def test_misere_ends_when_the_declarer_takes_a_trick_and_pays_into_the_pool() -> None:
    state = deal(dealer=3, bank=0)
    run(state, f"bid:{BY_ID['misere_big'].index}", "pass", "pass", "pass")
    assert state.trump is None and state.phase == "play"
    set_hand(state, 0, ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC", "JS"])
    set_hand(state, 1, ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "2H", "3H", "4H", "5H"])
    run(state, "play:AS", "play:2S")
    for _ in (2, 3):
        state.apply(state.legal_actions()[0])
    assert state.is_over and state.outcome == "failed"
    assert state.bank == 4 + 8 and state.chips == [-8, 0, 0, -4]


def test_open_misere_shows_the_declarers_cards_after_the_first_trick() -> None:
    state = deal(dealer=3)
    run(state, f"bid:{BY_ID['misere_big_open'].index}", "pass", "pass", "pass")
    set_hand(state, 0, ["2S", "2H", "2D", "2C", "3S", "3H", "3D", "3C", "4S", "4H", "4D", "4C", "5S"])
    assert None in state.observation(1).zone("hand:0").cards
    run(state, "play:2S")
    for _ in range(3):
        state.apply(state.legal_actions()[-1])
    assert state.revealed and None not in state.observation(1).zone("hand:0").cards


def test_little_misere_every_player_lays_one_card_aside() -> None:
    state = deal(dealer=3)
    run(state, f"bid:{BY_ID['misere_small'].index}", "pass", "pass", "pass")
    for seat in range(4):
        assert state.phase == "aside" and state.current_player == seat
        state.apply(state.legal_actions()[0])
    assert state.phase == "play" and all(len(state.hand(s)) == 12 for s in range(4))
    assert state.observation(1).zone("aside:0").cards == (None,)


def test_a_made_game_with_a_partner_splits_the_pool_and_both_collect_the_price() -> None:
    state = deal(dealer=3, bank=5)  # the pool holds 5 + the dealer's 4
    best = state.order[0]
    run(state, f"bid:{BY_ID['boston_big'].index}:{best}", "pass", "pass", "pass", "ask", "accept")
    assert state.partner == 1 and state.price == 8
    state.tricks = [4, 2, 0, 0]
    state._settle("made")
    # 9 in the pool: 4 each, 1 stays; each of the pair gets 8 from both opponents
    assert state.bank == 1 and state.chips == [4 + 16, 4 + 16, -16, -4 - 16]


def test_a_failed_game_pays_each_opponent_by_option() -> None:
    state = deal(dealer=3, penalty_to="opponents", undertricks="unpaid")
    best = state.order[0]
    run(state, f"bid:{BY_ID['philadelphia_small'].index}:{best}", "pass", "pass", "pass")
    assert state.price == 24 and state.phase == "play"
    state._settle("failed")
    assert state.chips == [-72, 24, 24, 24 - 4] and state.bank == 4


def test_the_pool_left_after_the_last_deal_is_shared() -> None:
    match = Match(GAME, 4, {"deals": 1}, seed=2)
    while not match.is_over:
        match.apply(match.legal_actions()[0])  # everyone passes: the 4 staked stay in the pool, then 1 to each
    assert list(match.scores()) == [-3.0, 1.0, 1.0, 1.0]


def test_a_failed_game_pays_the_pool_and_each_opponent_by_option() -> None:
    state = deal(dealer=3, penalty_to="both", undertricks="unpaid")
    run(state, f"bid:{BY_ID['philadelphia_small'].index}:{state.order[0]}", "pass", "pass", "pass")
    state._settle("failed")
    # 24 into the pool (4 staked + 24) and 24 to each of the three
    assert state.bank == 28 and state.chips == [-96, 24, 24, 24 - 4]


# -- over- and undertricks (options overtricks, undertricks) -----------------------------------------------
def test_overtricks_are_paid_at_the_suits_trick_rate_by_default() -> None:
    state = deal(dealer=3, bank=5)
    best = state.order[0]  # column IV: Great Boston 8, a trick 4
    run(state, f"bid:{BY_ID['boston_big'].index}:{best}", "pass", "pass", "pass", "ask", "accept")
    state.tricks = [4, 3, 0, 0]  # seven for the pair, one over the six bid
    assert state._decided() == ""  # made, but the tricks still to come are paid too: play on
    state._settle("made")
    # 9 in the pool: 4 each, 1 stays; each of the pair gets 8 + 4 from both opponents
    assert state.paid == 12 and state.bank == 1 and state.chips == [4 + 24, 4 + 24, -24, -4 - 24]


def test_overtricks_unpaid_as_in_the_source() -> None:
    state = deal(dealer=3, bank=5, overtricks="unpaid")
    run(state, f"bid:{BY_ID['boston_big'].index}:{state.order[0]}", "pass", "pass", "pass", "ask", "accept")
    state.tricks = [4, 3, 0, 0]
    assert state._decided() == "made"
    state._settle("made")
    assert state.paid == 8 and state.chips == [4 + 16, 4 + 16, -16, -4 - 16]


def test_overtricks_use_the_column_of_the_suit() -> None:
    state = deal(dealer=3)
    worst = state.order[-1]  # column I: Little Boston 1, a trick 1
    run(state, f"bid:0:{worst}", "pass", "pass", "pass", "alone")
    state.tricks = [8, 2, 2, 1]
    assert state.amount("made") == 1 + 3 * 1
    literal = deal(dealer=3, suit_columns="literal")  # the worst suit pays column IV
    run(literal, f"bid:0:{worst}", "pass", "pass", "pass", "alone")
    literal.tricks = [8, 2, 2, 1]
    assert literal.amount("made") == 4 + 3 * 4


def test_undertricks_each_trick_short_after_the_first_adds_the_trick_rate() -> None:
    state = deal(dealer=3)
    run(state, f"bid:{BY_ID['philadelphia_small'].index}:{state.order[0]}", "pass", "pass", "pass")
    state.tricks = [6, 3, 2, 1]  # three short of nine
    state._settle("failed")
    assert state.paid == 24 + 2 * 4 and state.bank == 4 + 32 and state.chips == [-32, 0, 0, -4]
    one_short = deal(dealer=3)
    run(one_short, f"bid:{BY_ID['philadelphia_small'].index}:{one_short.order[0]}", "pass", "pass", "pass")
    one_short.tricks = [8, 3, 1, 1]
    assert one_short.amount("failed") == 24
    unpaid = deal(dealer=3, undertricks="unpaid")
    run(unpaid, f"bid:{BY_ID['philadelphia_small'].index}:{unpaid.order[0]}", "pass", "pass", "pass")
    unpaid.tricks = [6, 3, 2, 1]
    assert unpaid.amount("failed") == 24


def test_a_declarer_short_of_his_own_tricks_is_short_by_those() -> None:
    state = deal(dealer=3)
    run(state, f"bid:0:{state.order[0]}", "pass", "pass", "pass", "ask", "accept")
    state.tricks = [1, 5, 0, 0]  # the pair has six, but the declarer needs three himself: two short
    assert state.amount("failed") == 4 + 1 * 4


def test_misere_pays_its_one_price_whatever_the_trick_options() -> None:
    state = deal(dealer=3)
    run(state, f"bid:{BY_ID['misere_big'].index}", "pass", "pass", "pass")
    state.tricks = [3, 4, 3, 3]
    assert state.amount("failed") == 8


def test_with_overtricks_paid_a_made_game_is_played_to_the_last_trick() -> None:
    unpaid = deal(seed=11, dealer=3, overtricks="unpaid", undertricks="unpaid")
    for state, overtricks_unpaid in ((deal(seed=11, dealer=3), False), (unpaid, True)):
        run(state, f"bid:0:{state.order[0]}", "pass", "pass", "pass", "alone")
        while not state.is_over:
            state.apply(state.legal_actions()[0])
        if overtricks_unpaid:
            assert sum(state.tricks) < 13  # decided early
        else:
            assert sum(state.tricks) == 13


# -- everyone passes (option all_pass) -------------------------------------------------------------------------
def test_misere_partout_when_everyone_passes() -> None:
    state = deal(dealer=1, bank=6, all_pass="misere_partout")
    run(state, "pass", "pass", "pass", "pass")
    assert state.phase == "play" and state.partout and state.trump is None and state.current_player == 2
    state.tricks = [5, 3, 3, 2]
    state._settle_partout()
    # seat 0 took the most and pays 2, 2 and 3; the pool (6 + the dealer's 4) stays
    assert state.outcome == "partout" and state.bank == 10 and state.chips == [-7, 2 - 4, 2, 3]


def test_misere_partout_ties_for_the_most_both_pay() -> None:
    state = deal(dealer=1, all_pass="misere_partout")
    run(state, "pass", "pass", "pass", "pass")
    state.tricks = [4, 4, 3, 2]
    state._settle_partout()
    assert state.chips == [-3, -3 - 4, 2, 4]


def test_misere_partout_is_played_to_the_end_and_passes_the_battery_checks() -> None:
    import random

    from tests import conformance as c

    rng = random.Random(4)
    state = deal(seed=8, dealer=0, all_pass="misere_partout")
    cards = set(state.zones.cards())
    run(state, "pass", "pass", "pass", "pass")
    while not state.is_over:
        c.check_legal_actions(state)
        c.check_cards(state, cards)
        c.check_copies(state, rng)
        state.apply(c.random_action(state, rng))
    assert sum(state.tricks) == 13 and state.outcome == "partout"
    assert state.bank == 4 and sum(state.chips) == -4  # the dealer's stake stays in the pool
    t = state.tricks
    most, payers = max(t), [s for s in range(4) if t[s] == max(t)]
    expected = [-sum(max(t) - x for x in t) if s in payers else len(payers) * (most - t[s]) for s in range(4)]
    expected[0] -= 4
    assert state.chips == expected


def test_throw_in_by_default() -> None:
    state = deal(dealer=1)
    run(state, "pass", "pass", "pass", "pass")
    assert state.is_over and state.outcome == "thrown_in" and not state.partout


# -- copies -------------------------------------------------------------------------------------------------
def test_clone_shares_nothing_that_changes() -> None:
    state = deal(dealer=3)
    run(state, f"bid:0:{state.order[0]}", "pass", "pass", "pass", "alone", "play:" + state.hand(0)[0].code)
    twin = state.clone()
    assert twin == state
    for key, value in state.__dict__.items():
        if isinstance(value, list | dict | set):
            assert twin.__dict__[key] is not value, key
    assert all(a is not b for a, b in zip(twin.voids, state.voids, strict=True))
    twin.apply(twin.legal_actions()[0])
    assert twin != state and len(state.zones["trick"]) == 1


def test_a_contract_copy_for_the_bidder_is_played_to_the_last_trick() -> None:
    state = deal(dealer=3, overtricks="unpaid", undertricks="unpaid")
    copy = state.with_contract(0, BY_ID["boston_small"].index, state.order[0], play_out=True)
    assert copy.declarer == 0 and copy.phase == "play" and copy.partner is None
    while not copy.is_over:
        copy.apply(copy.legal_actions()[0])
    assert sum(copy.tricks) == 13 and state.phase == "auction"  # the original is untouched


def test_a_save_from_before_the_payment_options_replays_under_its_old_rules() -> None:
    """Saves made before over/undertricks were paid lack those options: they keep the rules they were played by."""
    from games.errors import InvalidInput
    from games.match import Match

    match = Match(GAME, 4, {"overtricks": "unpaid", "undertricks": "unpaid"}, 5)
    rng = random.Random(5)
    while match.context.deal_index < 2:
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
    saved = match.to_dict()
    kept = {k: v for k, v in saved["options"].items() if k not in ("overtricks", "undertricks", "all_pass")}
    old = {**saved, "options": kept}
    replayed = Match.from_dict(old)
    assert replayed.config.overtricks == "unpaid" and replayed.config.undertricks == "unpaid"
    assert replayed.actions == match.actions and replayed.context.totals == match.context.totals
    with pytest.raises(InvalidInput, match="does not replay"):  # under today's defaults the deal runs on
        Match.from_dict({**old, "options": {**kept, "overtricks": "paid", "undertricks": "paid"}})
