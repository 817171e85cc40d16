"""The protocol's building blocks: the shuffle, zones, the save codec, options, matches."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from cards import get_pack
from games import IllegalAction, InvalidInput, Match, get_game
from games import rng as rngs
from games.actions import Action, play_card
from games.events import Event, private
from games.serial import decode, encode
from games.world_sampler import shuffler
from games.zones import HIDDEN, OWNER, PUBLIC, Zones, ZoneSpec

PACK = get_pack("french-32")


def test_shuffle_is_a_stable_fisher_yates_on_random() -> None:
    items = list(range(10))
    rngs.shuffle(random.Random(1), items)
    # Known answer: pins the algorithm, so a seed replays the same deal on every Python version.
    assert items == [8, 0, 3, 4, 5, 2, 9, 6, 7, 1]
    counts = [0] * 3
    rng = random.Random(2)
    for _ in range(3000):
        trio = [0, 1, 2]
        rngs.shuffle(rng, trio)
        counts[trio[0]] += 1
    assert all(900 < c < 1100 for c in counts)


class _Top(random.Random):
    """A generator whose every draw is the largest `random()` can give."""

    def random(self) -> float:
        return 1.0 - 2.0 ** -53


def _clamped_shuffle(rng: random.Random, items: list[int]) -> None:
    """Fisher-Yates as `rngs.below` draws: the clamp `rngs.shuffle` leaves out kept in."""
    for i in range(len(items) - 1, 0, -1):
        j = rngs.below(rng, i + 1)
        items[i], items[j] = items[j], items[i]


@pytest.mark.parametrize("n", [0, 1, 2, 3, 7, 26, 32, 52, 1000])
def test_shuffle_draws_as_below_without_its_clamp(n: int) -> None:
    """`shuffle` leaves out `below`'s clamp (j > i cannot happen): the same swaps from the same draws, even when
    every draw is the largest."""
    for rng, twin in ((random.Random(n), random.Random(n)), (_Top(), _Top())):
        ours, theirs = list(range(n)), list(range(n))
        rngs.shuffle(rng, ours)
        _clamped_shuffle(twin, theirs)
        assert ours == theirs and rng.random() == twin.random()
    top = list(range(n))
    rngs.shuffle(_Top(), top)
    assert top == list(range(n))  # j == i at every step: the clamp would have had nothing to do


@pytest.mark.parametrize("n", [0, 1, 2, 3, 26, 32])
def test_a_shuffler_shuffles_as_shuffle(n: int) -> None:
    """`shuffler(n)`, its steps counted once, swaps as `shuffle` does from the same draws."""
    for seed in range(20):
        rng, twin = random.Random(seed), random.Random(seed)
        ours, theirs = list(range(n)), list(range(n))
        shuffler(n)(rng, ours)
        rngs.shuffle(twin, theirs)
        assert ours == theirs and rng.random() == twin.random()


def test_below_stays_in_range() -> None:
    rng = random.Random(3)
    assert {rngs.below(rng, 4) for _ in range(500)} == {0, 1, 2, 3}
    with pytest.raises(ValueError):
        rngs.below(rng, 0)


def zones3() -> Zones:
    zones = Zones(3, [ZoneSpec("hand:0", OWNER, 0), ZoneSpec("hand:1", OWNER, 1), ZoneSpec("table", PUBLIC),
                      ZoneSpec("talon", HIDDEN)])
    for i, card in enumerate(PACK.cards[:9]):
        zones.add(["hand:0", "hand:1", "talon"][i % 3], card)
    return zones


def test_zone_views_show_only_what_a_seat_knows() -> None:
    zones = zones3()
    own = zones.view(0)[0]
    assert own.cards == tuple(zones["hand:0"])
    other = zones.view(0)[1]
    assert other.cards == (None, None, None)
    card = zones["hand:1"][0]
    zones.move(card, "table")
    assert zones.view(0)[2].cards == (card,)
    # Seat 0 was shown a card in seat 1's hand: it sees which card, not where it sits.
    secret = zones["hand:1"][1]
    zones.reveal(secret, [0])
    assert zones.view(0)[1].cards == (secret, None)
    assert zones.view(2)[1].cards == (None, None)


def test_moving_keeps_who_followed_the_card_unless_it_is_forgotten() -> None:
    zones = zones3()
    card = zones["hand:0"][0]
    zones.move(card, "hand:1")
    assert zones.knows(0, card) and zones.knows(1, card) and not zones.knows(2, card)
    zones.move(card, "talon", forget=True)
    assert not any(zones.knows(s, card) for s in range(3))


def test_a_blind_move_clears_what_a_seat_knew_of_the_givers_hand() -> None:
    zones = zones3()
    given, kept = zones["hand:0"][0], zones["hand:0"][1]
    zones.reveal(given, [2])
    zones.reveal(kept, [2])
    # Seat 0 passes one card face down to seat 1: seat 2 saw a card go, not which.
    zones.move(given, "hand:1", forget=True, reveal=(0,))
    assert not zones.knows(2, kept) and not zones.knows(2, given)
    assert zones.view(2)[0].cards == (None, None)
    # The two players involved still know both cards.
    assert zones.knows(0, kept) and zones.knows(0, given) and zones.knows(1, given)


def test_a_face_down_move_hides_a_card_the_seat_knew_and_the_rest_of_the_hand() -> None:
    zones = Zones(3, [ZoneSpec("hand:0", OWNER, 0), ZoneSpec("hand:1", OWNER, 1), ZoneSpec("discard", HIDDEN)])
    shown, other = PACK.cards[:2]
    zones.add("hand:0", shown, known_to=(1, 2))  # a turned trump taken into the hand: everyone saw it
    zones.add("hand:0", other)
    # Seat 0 discards the trump face down: seats 1 and 2 saw a card go, not which.
    zones.move(shown, "discard")
    assert not zones.knows(1, shown) and not zones.knows(2, shown) and zones.knows(0, shown)
    assert zones.view(1)[2].cards == (None,)
    # Discarding the other card instead must not tell them the trump is still in the hand.
    zones.move(shown, "hand:0", certain=True)
    zones.reveal(shown, [1, 2])
    zones.move(other, "discard")
    assert not zones.knows(1, shown) and not zones.knows(2, shown)
    assert zones.view(2)[0].cards == (None,)
    # Onto the giver's own face-down pile (Ospalec's cards to pass) is just as blind to the others.
    zones = Zones(3, [ZoneSpec("hand:0", OWNER, 0), ZoneSpec("passing:0", OWNER, 0)])
    zones.add("hand:0", shown, known_to=(1,))  # passed to seat 0 by seat 1 earlier
    zones.add("hand:0", other)
    zones.move(shown, "passing:0")
    assert not zones.knows(1, shown) and zones.view(1)[1].cards == (None,)


def test_a_move_the_rules_name_keeps_what_was_known_of_the_rest() -> None:
    zones = zones3()
    bottom, top = zones["talon"][0], zones["talon"][-1]
    zones.reveal(bottom)  # a card turned up under the talon
    zones.move(top, "hand:0", certain=True)
    assert all(zones.knows(s, bottom) for s in range(3))
    # Without `certain`, the seats that did not see the drawn card lose the bottom card too.
    other = zones["talon"][-1]
    zones.move(other, "hand:1")
    assert zones.knows(1, bottom) and not zones.knows(0, bottom) and not zones.knows(2, bottom)


def test_a_move_everyone_sees_keeps_all_knowledge() -> None:
    zones = zones3()
    card, kept = zones["hand:1"][0], zones["hand:1"][1]
    zones.reveal(kept, [0])
    zones.move(card, "table")
    assert zones.knows(0, kept)


def test_redeal_keeps_known_cards_and_zone_sizes() -> None:
    zones = zones3()
    sizes = {z: zones.size(z) for z in zones.names()}
    own = list(zones["hand:0"])
    zones.redeal_unknown(0, random.Random(5))
    assert zones["hand:0"] == own
    assert {z: zones.size(z) for z in zones.names()} == sizes
    assert sorted(zones.cards()) == sorted(PACK.cards[:9])


def test_zones_round_trip() -> None:
    zones = zones3()
    data = json.loads(json.dumps(zones.to_dict()))
    back = Zones.from_dict(data, 3, PACK.card)
    assert back.to_dict() == zones.to_dict()


def test_codec_round_trips_every_supported_shape() -> None:
    card = PACK.card("AS")
    value = {"n": 1, "cards": [card], "t": (1, card), "s": {2, 3}, "f": frozenset({card}), "by_seat": {0: [card]},
             "a": play_card(card), "e": private(Event("draw", 0, (card,)), {0}, Event("draw", 0))}
    back = decode(json.loads(json.dumps(encode(value))), PACK.card)
    assert back == value
    assert back["a"].label("en") == "Play the ace of spades"
    assert back["a"].label("cs") == "Zahrát: pikové eso"  # the card keeps its own case after a colon
    with pytest.raises(TypeError):
        encode(object())


def test_actions_compare_by_meaning_not_label() -> None:
    a = Action("draw", number=2, label_en="Draw card 3")
    b = Action("draw", number=2)
    assert a == b and hash(a) == hash(b)
    assert a.code == "draw:2" and Action("bid", number=1, arg="NT").code == "bid:1:NT"


def test_options_are_validated_with_what_is_allowed() -> None:
    game = get_game("cerny-petr")
    with pytest.raises(InvalidInput, match="no option 'colour'"):
        game.config({"colour": "red"})
    with pytest.raises(InvalidInput, match="one of right, left"):
        game.config({"draw_from": "up"})
    with pytest.raises(InvalidInput, match="from 1 to 50"):
        game.config({"deals": 0})
    assert game.config({"deals": "3"}).deals == 3
    config = game.config()
    with pytest.raises(AttributeError):
        config.deals = 4


def test_match_save_replays_exactly_and_refuses_bad_saves() -> None:
    game = get_game("cerny-petr")
    match = Match(game, 4, {"deals": 2}, seed=9)
    rng = random.Random(1)
    for _ in range(15):
        legal = match.legal_actions()
        match.apply(legal[rngs.below(rng, len(legal))])
    data = json.loads(json.dumps(match.to_dict()))
    assert Match.from_dict(data) == match
    broken = dict(data, actions=[*data["actions"][:3], "draw:99"])
    with pytest.raises(InvalidInput, match="action 4"):
        Match.from_dict(broken)
    with pytest.raises(InvalidInput, match="format"):
        Match.from_dict(dict(data, format=99))
    with pytest.raises(InvalidInput, match="lacks 'seed'"):
        Match.from_dict({k: v for k, v in data.items() if k != "seed"})


def test_unknown_action_code_is_explained() -> None:
    state = Match(get_game("cerny-petr"), 3, seed=1).state
    with pytest.raises(IllegalAction, match="draw"):
        state.action_from_code("play:AS")
    with pytest.raises(InvalidInput):
        state.action_from_code("")


def test_unknown_game_suggests_close_names() -> None:
    with pytest.raises(InvalidInput, match="cerny-petr"):
        get_game("cerny-petra")


def test_a_rule_book_name_split_by_an_unquoted_comma_is_refused(tmp_path: Path) -> None:
    from games.errors import RulesFileError
    from games.rulebook import RULES_DIR, load_rulebook

    text = (RULES_DIR / "cerny-petr.yaml").read_text(encoding="utf-8")
    text = text.replace("label: {cs: Od koho se tahá, en: Draw from}", "label: {cs: Od koho, se tahá, en: Draw from}")
    path = tmp_path / "cerny-petr.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesFileError) as caught:
        load_rulebook(path)
    assert caught.value.field == "options.draw_from.label" and "quote" in caught.value.fix
