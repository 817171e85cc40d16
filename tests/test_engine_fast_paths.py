"""The engine's fast paths give exactly what the plain code they replace gives.

Each test pits a fast path against the obvious version: `Zones.rearrange` against a run of swaps,
the slot-storing `__init__` of Action and Event against the dataclass one, the exact-type `_copy`
against a deep copy, a game's named `copied_fields` against the generic walk, Match.apply of the
action it just offered against a checked apply.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random

import pytest

from cards import get_pack
from games import Match
from games import rng as rngs
from games.actions import Action, card_action, pack_actions, play_card
from games.draw import deal_all, deal_round
from games.errors import IllegalAction
from games.events import Event, private
from games.registry import get_game
from games.rulebook import Config
from games.state import _copy
from games.zones import HIDDEN, OWNER, PUBLIC, Zones, ZoneSpec

SEED = 20261129


@pytest.mark.parametrize("seed", [0, 5, -7, 2**53 - 1, 10**30, "text"])
def test_seeded_is_random_seed(seed: int) -> None:
    fast, plain = rngs.seeded(seed), random.Random(seed)
    assert type(fast) is random.Random and fast.getstate() == plain.getstate()
    assert [fast.gauss(0, 1) for _ in range(3)] == [plain.gauss(0, 1) for _ in range(3)]


def test_copy_rng_and_below_keep_their_numbers() -> None:
    source = random.Random(5)
    source.random()
    twin = rngs.copy_rng(source)
    assert [twin.random() for _ in range(3)] == [source.random() for _ in range(3)]
    # below(n) = min(int(random() * n), n - 1), the formula saves replay with
    assert [rngs.below(random.Random(3), n) for n in (1, 2, 13, 52)] == \
        [min(int(random.Random(3).random() * n), n - 1) for n in (1, 2, 13, 52)]


def _zones() -> tuple[Zones, list]:
    pack = get_pack("french-32")
    zones = Zones(3, [ZoneSpec("hand:0", OWNER, 0), ZoneSpec("hand:1", OWNER, 1), ZoneSpec("table", PUBLIC),
                      ZoneSpec("stock", HIDDEN)])
    cards = list(pack.cards[:12])
    for i, card in enumerate(cards):
        zones.add(("hand:0", "hand:1", "stock")[i % 3], card)
    zones.reveal(cards[2], [0])
    return zones, cards


def test_rearrange_ends_where_a_run_of_swaps_ends() -> None:
    by_swaps, _ = _zones()
    at_once, _ = _zones()
    places = [("hand:1", 0), ("stock", 2), ("hand:0", 3), ("hand:1", 2), ("stock", 0)]
    now = [by_swaps[z][i] for z, i in places]
    wanted = [now[2], now[4], now[0], now[1], now[3]]
    for (zone, i), card in zip(places, wanted, strict=True):
        current = by_swaps[zone][i]
        if current != card:
            by_swaps.swap(current, card)
    at_once.rearrange(places, wanted)
    assert at_once.to_dict() == by_swaps.to_dict()
    assert [at_once.where(c) for c in wanted] == [z for z, _ in places]
    with pytest.raises(ValueError):
        at_once.rearrange(places[:2], [wanted[0], wanted[0]])


def test_move_by_an_equal_card_of_another_object() -> None:
    zones, cards = _zones()
    twin = dataclasses.replace(cards[3])  # equal (same code), not the same object
    zones.move(twin, "table")
    assert zones.where(cards[3]) == "table" and cards[3] not in zones["hand:0"]
    assert zones.knows(2, cards[3]) and zones.known_mask(cards[3]) == 0b111


def test_action_and_event_init_keep_the_dataclass_behaviour() -> None:
    card = get_pack("french-32").cards[0]
    action = Action("bid", None, 3, "NT", "cs", "en")
    assert (action.kind, action.card, action.number, action.arg, action.label_cs, action.label_en) == \
        ("bid", None, 3, "NT", "cs", "en")
    assert action == Action("bid", number=3, arg="NT") and hash(action) == hash(Action("bid", number=3, arg="NT"))
    assert action.code == "bid:3:NT" and repr(action) == "Action(kind='bid', card=None, number=3, arg='NT')"
    with pytest.raises(dataclasses.FrozenInstanceError):
        action.kind = "pass"  # type: ignore[misc]  # frozen: the assignment must raise
    event = Event("play", 1, (card,), target=2)
    assert (event.kind, event.seat, event.cards, event.target, event.value, event.arg, event.audience,
            event.public) == ("play", 1, (card,), 2, None, None, None, None)
    hidden = private(event, {1}, Event("play", 1))
    assert hidden.for_seat(0) == Event("play", 1) and hidden.for_seat(1) is hidden
    # a value made at each call (a card-by-card cache would list the cards offered); hot paths keep pack tables
    assert play_card(card) == play_card(card) and play_card(card).code == f"play:{card.code}"
    table = pack_actions(get_pack("french-32").cards, "play", "Zahrát: {card}", "Play the {card}")
    assert len(table) == 32 and table[card.code] == play_card(card)
    assert table[card.code].label_en == play_card(card).label_en == f"Play the {card.name('en')}"
    assert card_action("lead", card, "V {card}", "L {card}").label_en == f"L {card.name('en')}"
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.seat = 2  # type: ignore[misc]  # frozen: the assignment must raise
    for value in (action, Event("play", 1, target=2, audience=frozenset({1}), public=Event("play"))):  # no cards:
        assert pickle.loads(pickle.dumps(value)) == value and copy.deepcopy(value) == value  # a Card does not pickle
    assert dataclasses.replace(action, arg="S") == Action("bid", number=3, arg="S")
    assert dataclasses.replace(event, seat=0) == Event("play", 0, (card,), target=2)


def test_copy_shares_nothing_mutable() -> None:
    card = get_pack("french-32").cards[0]
    inner: list[object] = [3, card]
    a, four, t, d_list, flat = [1, 2, inner], {5, 6}, (7, [8]), [2], [card, 1, "x"]
    value = {"a": a, 4: four, "t": t, "n": None, "d": {1: d_list}, "flat": flat}
    twin = _copy(value)
    assert twin == value
    assert twin["a"] is not a and twin["a"][2] is not inner and twin[4] is not four
    assert twin["d"][1] is not d_list and twin["flat"] is not flat
    assert twin["t"] is t  # tuples are immutable by the State contract


def _empty_zones() -> Zones:
    return Zones(3, [ZoneSpec("hand:0", OWNER, 0), ZoneSpec("hand:1", OWNER, 1), ZoneSpec("hand:2", OWNER, 2),
                     ZoneSpec("table", PUBLIC), ZoneSpec("stock", HIDDEN)])


def _state_of(zones: Zones) -> tuple[object, ...]:
    return zones.to_dict(), dict(zones.zone_of), [zones.known_mask(c) for c in zones.cards()]


def test_add_many_is_add_one_at_a_time() -> None:
    cards = list(get_pack("french-32").cards)
    one, many = _empty_zones(), _empty_zones()
    for card in cards[:5]:
        one.add("table", card)
    for card in cards[5:9]:
        one.add("stock", card, known_to=[2])
    many.add_many("table", iter(cards[:5]))
    many.add_many("stock", cards[5:9], known_to=(2,))
    assert _state_of(many) == _state_of(one)
    assert many.known_mask(cards[0]) == 0b111 and many.known_mask(cards[5]) == 0b100
    with pytest.raises(ValueError, match="already in zone table"):
        many.add_many("stock", [cards[20], cards[3]])
    with pytest.raises(ValueError, match="already in zone"):
        _empty_zones().add_many("stock", [cards[1], cards[1]])


def _deal_by_hand(deck: list, seats: list[int], per_seat: int | None, batch: int = 1) -> Zones:
    """The card-by-card deal the helpers replace: pop from the end, `batch` at a time, in seat order."""
    zones = _empty_zones()
    if per_seat is None:
        i = 0
        while deck:
            zones.add(f"hand:{seats[i % len(seats)]}", deck.pop())
            i += 1
        return zones
    given = 0
    while given < per_seat:
        step = min(batch, per_seat - given)
        for seat in seats:
            for _ in range(step):
                zones.add(f"hand:{seat}", deck.pop())
        given += step
    return zones


@pytest.mark.parametrize(("per_seat", "batch"), [(5, 1), (8, 3), (10, 2)])
def test_deal_round_deals_what_a_card_by_card_deal_deals(per_seat: int, batch: int) -> None:
    deck = list(get_pack("french-32").cards)
    rngs.shuffle(random.Random(per_seat), deck)
    by_hand, rest_by_hand = _deal_by_hand(deck.copy(), [2, 0, 1], per_seat, batch), deck.copy()
    del rest_by_hand[len(deck) - 3 * per_seat:]
    zones, rest = _empty_zones(), deck.copy()
    deal_round(zones, rest, [2, 0, 1], per_seat, batch=batch)
    assert _state_of(zones) == _state_of(by_hand) and rest == rest_by_hand


def test_deal_all_deals_what_a_card_by_card_deal_deals() -> None:
    deck = list(get_pack("french-32").cards)[:31]  # one seat gets a card more
    rngs.shuffle(random.Random(4), deck)
    zones, rest = _empty_zones(), deck.copy()
    deal_all(zones, rest, [1, 2, 0])
    assert _state_of(zones) == _state_of(_deal_by_hand(deck.copy(), [1, 2, 0], None)) and rest == []
    assert [zones.size(f"hand:{s}") for s in (1, 2, 0)] == [11, 10, 10]


def test_cards_compare_and_hash_by_code_only() -> None:
    french, german = get_pack("french-52").card("AH"), get_pack("german-32").card("AH")
    assert french is not german and french.suit == german.suit == "H"
    assert french == german and hash(french) == hash(german) == hash("AH")
    assert {french: 1}[german] == 1 and german in [get_pack("french-52").card("KH"), french]
    assert french != "AH" and french.__eq__("AH") is NotImplemented and french != play_card(french)
    twin = dataclasses.replace(french, code="KH")
    assert twin == get_pack("french-52").card("KH") and hash(twin) == hash("KH") and repr(twin) == "Card(KH)"
    _, fields = french.__reduce__()
    assert isinstance(fields, tuple) and fields[0] == "AH"  # pickles rebuild the hash from the fields


def test_config_options_read_as_attributes_as_before() -> None:
    config = Config({"deals": 3, "keys": 5, "hand-size": 7})
    assert config.deals == 3 == config["deals"] and getattr(config, "hand-size") == 7
    assert callable(config.keys) and config["keys"] == 5  # a name Mapping uses stays the method
    assert dict(config) == {"deals": 3, "keys": 5, "hand-size": 7} and config == Config(dict(config))
    with pytest.raises(AttributeError, match="no option"):
        _ = config.rounds
    with pytest.raises(AttributeError, match="frozen"):
        config.deals = 4
    with pytest.raises(AttributeError, match="frozen"):
        del config.deals
    assert config.deals == 3


def _random_match(game_id: str, seed: int, checked: bool) -> Match:
    """A random match; `checked` picks from the deal's own list, so that Match.apply, which offered
    nothing, asks the rules again."""
    rng = random.Random(seed)
    match = Match(get_game(game_id), None, {}, seed)
    while not match.is_over and len(match.actions) < 400:
        legal = match.state.legal_actions() if checked else match.legal_actions()
        match.apply(legal[rngs.below(rng, len(legal))])
    return match


@pytest.mark.parametrize("game_id", ["cribbage", "cerny-petr", "kolovrat"])
def test_match_apply_of_an_offered_action_plays_the_same_match(game_id: str) -> None:
    fast, checked = _random_match(game_id, 3, False), _random_match(game_id, 3, True)
    assert fast.actions == checked.actions and fast.scores() == checked.scores()
    assert fast.state.to_dict() == checked.state.to_dict()


def test_match_apply_still_checks_what_was_not_just_offered() -> None:
    match = Match(get_game("cribbage"), 2, {}, 5)
    legal = match.legal_actions()
    with pytest.raises(IllegalAction):
        match.apply(Action("play", get_pack("french-52").card("AS")))  # never offered
    legal = match.legal_actions()
    match.state.apply(legal[0])  # played behind the match's back: the list it offered is stale
    with pytest.raises(IllegalAction):
        match.apply(legal[0])


def test_state_apply_checks_every_action_and_a_match_copy_carries_no_offer() -> None:
    match = Match(get_game("cribbage"), 2, {}, 8)
    state = match.state
    legal = match.legal_actions()
    twin, copied = state.clone(), match.clone()
    assert copied._offer is None
    state.apply(legal[0])
    with pytest.raises(IllegalAction):
        state.apply(legal[0])  # the card is gone
    twin.apply(legal[0])  # the copy of the earlier state checks it against its own list
    assert twin.to_dict() == state.to_dict()
    with pytest.raises(IllegalAction):
        match.apply(legal[0])  # played behind the match's back: its offer is stale


@pytest.mark.parametrize("game_id", ["cribbage", "cvik", "komando", "hundert", "boston", "bridz"])
def test_named_copies_equal_the_generic_walk(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's `copied_fields` only skip work: the same copies and worlds as the walk over every field."""
    match = Match(get_game(game_id), None, {}, 4)
    rng = random.Random(4)
    state_class = type(match.state)
    assert state_class.copied_fields is not None
    for _ in range(60):
        if match.is_over:
            break
        state = match.state
        named, world = state.clone(), state.sample_world(0, random.Random(1))
        with monkeypatch.context() as patched:
            patched.setattr(state_class, "copied_fields", None)
            assert state.clone() == named and state.sample_world(0, random.Random(1)) == world
        legal = match.legal_actions()
        match.apply(legal[rngs.below(rng, len(legal))])


def test_move_all_is_move_card_by_card() -> None:
    one, _ = _zones()
    many, _ = _zones()
    for zones in (one, many):
        zones.move(zones["hand:1"][1], "stock")
        zones.reveal(zones["hand:0"][2], [1])
    keep = many["hand:0"]
    for card in list(one["hand:0"]):
        # every card goes, in order: which card moved is never in doubt (as when the rules name it)
        one.move(card, "stock", certain=True)
    moved = many.move_all("hand:0", "stock")
    assert _state_of(many) == _state_of(one) and many["hand:0"] is keep and keep == []
    assert moved == one["stock"][-len(moved):] and many.move_all("hand:0", "table") == []


def test_swap_by_an_equal_card_of_another_object() -> None:
    zones, cards = _zones()
    masks = (zones.known_mask(cards[0]), zones.known_mask(cards[2]))
    zones.swap(dataclasses.replace(cards[0]), cards[2])  # hand:0 index 0 <-> stock index 0
    assert zones["hand:0"][0] is cards[2] and zones["stock"][0] == cards[0]
    assert (zones.where(cards[0]), zones.where(cards[2])) == ("stock", "hand:0")
    assert (zones.known_mask(cards[2]), zones.known_mask(cards[0])) == masks
