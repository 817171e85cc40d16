"""Cribbage at the table: the board's holes, the leapfrogging pegs, the words of the play and the show."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from ai.games.cribbage.advice import throws
from cards import get_pack
from games.cribbage.rules import GAME, CribbageState
from games.cribbage.words import discard_prompt, spoken_count
from games.events import Event
from games.state import MatchContext
from ui.games.cribbage.board import BACK_START, GROUP, STREET, BoardGeometry, Pegs, sides
from ui.games.cribbage.control import advice
from ui.games.cribbage.show import ShowSteps, show_stages


@pytest.mark.parametrize("lanes", [2, 3])
def test_a_board_to_121_has_121_distinct_holes_per_track_in_streets_of_30(lanes: int) -> None:
    geo = BoardGeometry((0, 0, 300, 420), lanes, 121)
    for lane in range(lanes):
        holes = [geo.hole(lane, p) for p in range(1, 122)]
        assert len(set(holes)) == 121
        starts = {geo.hole(lane, 0), geo.hole(lane, BACK_START)}
        assert len(starts) == 2 and not starts & set(holes)
        for street in range(4):
            xs = {geo.hole(lane, street * STREET + i)[0] for i in range(1, STREET + 1)}
            assert len(xs) == 1  # a street is one straight lane
            ys = [geo.hole(lane, street * STREET + i)[1] for i in range(1, STREET + 1)]
            steps = [abs(b - a) for a, b in itertools.pairwise(ys)]
            # holes in a group are evenly spaced; the gap after each five is wider
            inner = [s for i, s in enumerate(steps) if (i + 1) % GROUP]
            between = [s for i, s in enumerate(steps) if not (i + 1) % GROUP]
            assert max(inner) - min(inner) <= 1 and min(between) > max(inner)
        assert all(0 <= x <= 300 and 0 <= y <= 420 for x, y in [*holes, *starts])
    # the tracks of one street lie side by side, and each street runs the other way from the last
    assert geo.hole(0, 1)[1] > geo.hole(0, 30)[1] and geo.hole(0, 31)[1] < geo.hole(0, 60)[1]
    assert len({geo.hole(lane, 45) for lane in range(lanes)}) == lanes


def test_a_board_to_61_has_two_streets() -> None:
    geo = BoardGeometry((0, 0, 200, 300), 2, 61)
    assert geo.streets == 2 and len({geo.hole(0, p) for p in range(1, 62)}) == 61


def test_the_pegs_leapfrog_and_the_gap_is_the_last_score() -> None:
    pegs = Pegs()
    pegs.sync([0, 0])
    assert (pegs.pegs[0].front, pegs.pegs[0].back) == (0, BACK_START)
    for scores in ([2, 0], [2, 3], [6, 3], [6, 15], [7, 15]):
        grown = pegs.sync(scores)
        assert len(grown) == 1
    assert [(p.back, p.front) for p in pegs.pegs] == [(6, 7), (3, 15)]
    assert pegs.busy
    for _ in range(40):
        pegs.update(1 / 60)  # the table's clock, not the wall clock
    assert not pegs.busy
    pegs.sync([0, 0])  # a new match puts the pegs back to the start
    assert [(p.back, p.front) for p in pegs.pegs] == [(BACK_START, 0), (BACK_START, 0)]


def test_a_moving_peg_goes_through_the_holes_between() -> None:
    geo = BoardGeometry((0, 0, 300, 420), 2, 121)
    pegs = Pegs()
    pegs.sync([26, 0])
    pegs.sync([28, 0])  # the back peg now stands at 26
    pegs.update(1.0)
    pegs.sync([34, 0])  # it jumps from 26 over 28 to 34
    pegs.update(Pegs.DURATION / 2)
    moving = pegs.pegs[0].moving
    assert moving is not None and 26 < moving < 34 and pegs.pegs[0].started == 26
    assert geo.at(0, 30.0) == geo.hole(0, 30)


def test_the_board_draws_at_the_smallest_window(ui_display: object) -> None:
    from ui.games.cribbage.board import Peg, draw_board

    surface = pygame.Surface((240, 280))
    geo = draw_board(surface, surface.get_rect(), [Peg(10, 4), Peg(0, BACK_START)], 121, (91,))
    assert geo.radius >= 1 and geo.pitch >= 6


# -- the words: the count aloud, the callouts, the discard's prompt ---------------------------------------------

C = get_pack("french-52").card


def spoken(hand: str, starter: str, lang: str, crib: bool = False) -> list[str]:
    items = GAME.scoring().breakdown([C(x) for x in hand.split()], C(starter), crib)
    return spoken_count([(i.kind, i.points, len(i.cards)) for i in items], lang)


def test_the_best_hand_is_counted_aloud_to_twenty_nine() -> None:
    """5-5-5 and the jack of the starter's suit, with a five cut: eight fifteens, four of a kind and nobs."""
    en = spoken("5H 5S 5C JD", "5D", "en")
    assert en[:2] == ["fifteen two", "fifteen four"] and en[7] == "fifteen sixteen"
    assert en[8:] == ["double pair royal is twenty-eight", "and nobs is twenty-nine"]
    cs = spoken("5H 5S 5C JD", "5D", "cs")
    assert cs[7] == "patnáct šestnáct" and cs[8:] == ["čtveřice je dvacet osm", "a kluk v barvě je dvacet devět"]
    assert len(en) == len(cs) == 10


def test_a_plain_hand_is_counted_the_classic_way() -> None:
    assert spoken("7H 8S 7C KD", "2C", "en") == ["fifteen two", "fifteen four", "and a pair is six"]
    assert spoken("7H 8S 7C KD", "2C", "cs") == ["patnáct dva", "patnáct čtyři", "a pár je šest"]
    assert spoken("2H 4S 6C 8D", "KC", "en") == []  # nineteen: nothing to say


def test_the_discard_prompt_names_whose_crib() -> None:
    assert discard_prompt("en", 2, None) == "Lay two cards away to your crib"
    assert discard_prompt("en", 2, "Charles") == "Lay two cards away to Charles's crib"
    assert discard_prompt("en", 1, "Charles", more=True) == "Lay one more card away to Charles's crib"
    assert discard_prompt("en", 1, None) == "Lay one card away to your crib"  # three or four players
    assert discard_prompt("cs", 2, None) == "Odlož dvě karty do svého cribu"
    assert discard_prompt("cs", 1, "Karel") == "Odlož jednu kartu do cribu, který má Karel"


def test_a_peg_is_called_out_as_players_say_it() -> None:
    from ui.games.cribbage.manifest import peg_callout

    fifteen = Event("peg", seat=1, cards=(C("5H"), C("KS")), value=2)
    assert peg_callout([fifteen], 1, 2, "en") == "fifteen for 2"
    assert peg_callout([fifteen], 1, 2, "cs") == "patnáct za 2"
    run = Event("peg", seat=0, cards=(C("2H"), C("4S"), C("3D")), value=3)
    assert peg_callout([run], 0, 3, "en") == "a run of three for 3"
    last = Event("last_card", seat=0, value=1)
    assert peg_callout([last], 0, 1, "en") == "last card for 1"
    assert peg_callout([last], 1, 1, "en") is None  # the seat's own events only


# -- the show: its stages come from the scorer, and step by step add up to its count -----------------------------

def finished_deal(seed: int, options: dict | None = None) -> CribbageState:
    config = GAME.config(options or {})
    state = GAME.new_deal(config, 2, MatchContext(2, 1, 0, (0.0, 0.0)), seed=seed)
    assert isinstance(state, CribbageState)
    rng = random.Random(seed)
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_show_steps_add_up_to_the_scorers_count(seed: int) -> None:
    state = finished_deal(seed)
    stages = show_stages(state.history, GAME.scoring())
    shows = [e for e in state.history if e.kind in ("show", "show_crib")]
    assert [(s.seat, s.crib) for s in stages] == [(1, False), (0, False), (0, True)]  # pone, dealer, crib
    assert [s.points for s in stages] == [e.value for e in shows]
    for stage in stages:
        assert sum(item.points for item in stage.items) == stage.points
        assert GAME.scoring().score_hand(stage.hand, stage.starter, stage.crib) == stage.points
    steps = ShowSteps(stages)
    beats = 0
    while not steps.done:
        steps.step()
        beats += 1
    # each hand laid out, each combination lit, its total said; the step after the last total closes the show
    assert beats == sum(len(s.items) + 2 for s in stages)
    assert steps.counted() == [(s.seat, s.points) for s in stages]


def test_the_show_runs_on_the_table_clock() -> None:
    stages = show_stages(finished_deal(5).history, GAME.scoring())
    steps = ShowSteps(stages)
    steps.update(ShowSteps.BEAT * 1.5)
    assert (steps.stage, steps.beat) == (0, 0)
    for _ in range(400):
        steps.update(ShowSteps.BEAT)
    assert steps.stage == len(stages) - 1 and steps.beat == len(stages[-1].items)
    assert not steps.done  # the last total stays until the player goes on


def test_muggins_shows_who_announced_what_and_who_took_the_rest() -> None:
    history = [Event("claim", seat=1, value=2),
               Event("show", seat=1, cards=(C("7H"), C("8S"), C("7C"), C("KD"), C("2C")), value=6),
               Event("muggins", seat=0, value=4)]
    (stage,) = show_stages(history, GAME.scoring())
    assert (stage.claimed, stage.taker, stage.points) == (2, 0, 6)


# -- the discard's hint: the best throws with what they keep and give the crib -----------------------------------

def test_the_hint_values_the_throws_from_the_seats_view() -> None:
    state = GAME.new_deal(GAME.config({}), 2, MatchContext(2, 1, 0, (0.0, 0.0)), seed=7)
    assert isinstance(state, CribbageState)
    for i, code in enumerate(["5H", "5S", "5C", "5D", "KS", "9C"]):
        state.zones.swap(C(code), state.hand(0)[i])
    state.apply(state.legal_actions()[0])  # the pone (seat 1) lays away two
    state.apply(state.legal_actions()[0])
    obs = state.observation(0)  # the dealer's view
    best = throws(obs, GAME.scoring())
    assert len(best) == 3 and best[0].value >= best[1].value >= best[2].value
    assert {c.code for c in best[0].cards} == {"KS", "9C"} and best[0].keeps > 15 and best[0].crib > 0
    cards, lines = advice(obs, "en")
    assert set(cards) == set(best[0].cards) and len(lines) == 3
    assert lines[0].startswith("Lay away") and "keeps" in lines[0] and "points on average, crib +" in lines[0]
    assert C("KS").name("en") in lines[0].split(":")[0] and C("9C").name("en") in lines[0].split(":")[0]
    assert advice(obs, "cs")[1][0].startswith("Odlož " + C("KS").name("cs", "acc"))  # the Czech accusative
    assert throws(state.observation(1), GAME.scoring()) == []  # the pone has nothing left to throw


# -- at the table ------------------------------------------------------------------------------------------------

def test_the_show_is_stepped_at_the_table_and_the_pegs_follow_the_count(ui_display: object) -> None:
    from cli.shot import build_scene
    from ui.games.cribbage.control import CribbageTable
    from ui.scenes.common import Settings
    from ui.scenes.table import TableScene
    from ui.table.phase import TablePhase

    scene = build_scene("table", (800, 560), Settings(lang="en", anim_speed=20.0, ai_pause=0.0), game="cribbage",
                        seed=1, moves=999)
    assert isinstance(scene, TableScene) and scene.phase == TablePhase.SUMMARY
    control = scene.control
    assert isinstance(control, CribbageTable)
    scene.update(1 / 60)
    assert control.show is not None and control.showing() and control.show.stages
    totals = sides(list(scene.obs.public["totals"]))
    before = control.track_totals(scene)
    shown = sum(s.points for s in control.show.stages)
    assert sum(totals) - sum(before) == shown  # the shows are not on the board until counted
    beat = control.show.beat
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert control.show.beat == beat + 1 and scene.phase == TablePhase.SUMMARY
    surface = pygame.Surface((800, 560))
    scene.draw(surface)  # the show over the summary, the board with its pegs
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert not control.showing() and scene.phase == TablePhase.SUMMARY  # Enter ends the show, not the summary
    assert control.track_totals(scene) == totals
    for _ in range(60):
        scene.update(1 / 60)
    assert [p.front for p in control.pegs.pegs] == totals and not control.pegs.busy


def test_the_hand_is_shown_sorted_by_rank_and_the_engine_keeps_its_order() -> None:
    from ui.games.cribbage.hand import arrange

    state = GAME.new_deal(GAME.config({}), 2, MatchContext(2, 1, 0, (0.0, 0.0)), seed=11)
    dealt = list(state.hand(0))
    shown = arrange(state.observation(0)).zone("hand:0").cards
    known = [card for card in shown if card is not None]
    ranks = [GAME.scoring().key(card)[0] for card in known]
    assert len(known) == len(shown)  # its own hand, face up
    assert sorted(known, key=lambda card: card.code) == sorted(dealt, key=lambda card: card.code)
    assert ranks == sorted(ranks) and list(state.hand(0)) == dealt
    assert arrange(state.observation(0)).zone("hand:1") == state.observation(0).zone("hand:1")  # backs stay
    by_suit = [GAME.scoring().key(card) for card in arrange(state.observation(0), by_suit=True).zone("hand:0").cards
               if card is not None]
    assert by_suit == sorted(by_suit, key=lambda k: (k[1], k[0])) and len(by_suit) == len(dealt)


def test_the_match_sheet_states_the_lurch_and_its_multiplier() -> None:
    from games.cribbage.words import match_sheet

    plain = GAME.config({})
    assert match_sheet(plain, [121, 120], ["Charles", "John"], "en") == [
        "Charles wins the game, 121 : 120.", "John passed the lurch line (91): a single game.",
        "Games won: Charles 1, John 0."]
    lurched = match_sheet(plain, [85, 121], ["Jan", "Karel"], "cs")
    assert lurched[1] == "Jan je pod hranicí: 85 je méně než 91, partie se počítá dvojnásob (×2)."
    assert lurched[-1] == "Vyhrané hry: Karel 2, Jan 0."
    double = match_sheet(GAME.config({"double_lurch": True}), [121, 50], ["Charles", "John"], "en")
    assert double[1].startswith("John is double-lurched: 50 is below the line at 61") and double[1].endswith("(×3).")
    unlurched = match_sheet(GAME.config({"lurch": False}), [121, 50], ["A", "B"], "en")
    assert unlurched[1:] == ["Games won: A 1, B 0."]


def test_with_muggins_the_player_types_his_count_and_the_opponent_takes_the_rest(ui_display: object) -> None:
    from ai import RandomPlayer
    from ui.games.cribbage.control import CribbageTable
    from ui.scenes.common import Settings
    from ui.scenes.table import TableScene
    from ui.table.phase import TablePhase
    from ui.table.session import HUMAN

    scene = TableScene(GAME, [HUMAN, "random"], {"muggins": True}, seed=4, size=(800, 560), animate=False,
                       autosave=False, settings=Settings(lang="en", anim_speed=20.0, ai_pause=0.0))
    scene.ai_enabled = False
    stand_in = RandomPlayer(4)
    while scene.phase == TablePhase.PLAY and not all(a.kind == "claim" for a in scene.match.legal_actions()):
        mover = scene.match.current_player
        assert mover is not None
        player = stand_in if scene.session.is_human(mover) else scene.session.players[mover]
        scene.act(player.choose(scene.session._view(mover)))
    assert scene.match.current_player == 0  # the human counts his own hand
    control = scene.control
    assert isinstance(control, CribbageTable)
    assert [a.arg for _, a in scene.action_buttons] == ["minus", "announce:0", "plus"]  # not thirty buttons
    for key in "12":
        scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=ord(key), unicode=key, mod=0))
    assert control.claim == "12" and [a.arg for _, a in scene.action_buttons][1] == "announce:12"
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, unicode="", mod=0))
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, unicode="", mod=0))
    assert control.claim == "0"
    scene.draw(pygame.Surface((800, 560)))  # the hand laid out with the number being typed
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="\r", mod=0))
    kinds = [(e.kind, e.seat) for e in scene.match.state.history if e.kind in ("claim", "show", "muggins")]
    assert kinds[:2] == [("claim", 0), ("show", 0)]
    shown = next(e for e in scene.match.state.history if e.kind == "show" and e.seat == 0)
    assert (("muggins", 1) in kinds) == bool(shown.value)  # whatever he missed, the opponent took


def test_the_count_reset_is_said_once_on_the_table_clock() -> None:
    from types import SimpleNamespace

    from ui.games.cribbage.control import RESET_SECONDS, CribbageTable

    control = CribbageTable()
    played = Event("play", seat=0, cards=(C("5H"),), value=5)
    control._watch_history(SimpleNamespace(history=(played, Event("reset"))))  # type: ignore[arg-type]  # its history only
    assert control.reset_time == 0  # what happened before the table opened is not said again
    control._watch_history(SimpleNamespace(history=(played, Event("reset"), played, Event("reset"))))  # type: ignore[arg-type]  # its history only
    assert control.reset_time == RESET_SECONDS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_count_lies_clear_of_every_seat(ui_display: object, players: int) -> None:
    from cli.shot import build_scene
    from ui.games.cribbage.control import count_spot
    from ui.scenes.common import Settings
    from ui.scenes.table import TableScene

    scene = build_scene("table", (800, 560), Settings(lang="en"), game="cribbage", seed=3, moves=14, players=players)
    assert isinstance(scene, TableScene) and scene.layout is not None
    (x, y), radius = count_spot(scene)
    disc = pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)
    owned = [b.rect for b in scene.layout.zones.values() if b.owner is not None]
    plates = [s.label for s in scene.layout.seats.values()]
    assert disc.collidelist(owned + plates) < 0 and scene.area.contains(disc)


def test_s_sorts_the_hand_by_suit_and_back(ui_display: object) -> None:
    from cli.shot import build_scene
    from ui.games.cribbage.hand import ORDER
    from ui.scenes.common import Settings
    from ui.scenes.table import TableScene

    scene = build_scene("table", (800, 560), Settings(lang="en"), game="cribbage", seed=3, moves=2)
    assert isinstance(scene, TableScene) and not ORDER.by_suit

    def keys() -> list[tuple[int, int]]:
        return [GAME.scoring().key(card) for card in scene.obs.zone("hand:0").cards if card is not None]

    assert keys() == sorted(keys())
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, unicode="s", mod=0))
    try:
        assert ORDER.by_suit and keys() == sorted(keys(), key=lambda k: (k[1], k[0])) and "suit" in scene.toast
    finally:
        scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, unicode="s", mod=0))
    assert not ORDER.by_suit and keys() == sorted(keys())


@pytest.mark.parametrize(("players", "size"), [(2, (800, 560)), (2, (1280, 800)), (3, (800, 560))])
def test_the_played_cards_are_as_large_as_the_starter_and_each_index_reads(ui_display: object, players: int,
                                                                            size: tuple[int, int]) -> None:
    """Each player's row of played cards was a keepsake row at 0.55 of the table's cards (about 35 px wide at
    800x560), its cards overlapping to a sliver: the count's cards could not be read. They lie at the centre
    row's size (the starter's), each card's corner index clear of the next."""
    from cli.shot import build_scene
    from ui.layout_audit import INDEX_HIDDEN, _area, _index_corner
    from ui.scenes.common import Settings
    from ui.scenes.table import TableScene

    scene = build_scene("table", size, Settings(lang="en"), game="cribbage", seed=3, moves=10,
                        players=players)
    assert isinstance(scene, TableScene) and scene.layout is not None
    rows = [box for name, box in scene.layout.zones.items() if name.startswith("played:") and len(box.places) > 1]
    assert rows, "no player has played two cards yet"
    starter = scene.layout.zones["starter"].card_size
    for box in rows:
        rects = [rect for rect, _ in box.places]
        assert all(rect.width >= starter[0] for rect in rects)
        for i, rect in enumerate(rects):
            corner = _index_corner(rect)
            assert _area(corner, rects[i + 1:]) <= INDEX_HIDDEN * corner.width * corner.height


def test_the_plates_say_what_the_board_says_at_every_frame_of_the_show(ui_display: object) -> None:
    """While the show was counted the plates already held the deal's end (9 and 5) and the board and
    the panel the count so far (3 and 1); each frame's plates now read the board's pegs."""
    from cli.shot import build_scene
    from ui.games.cribbage.control import CribbageTable
    from ui.layout_record import record
    from ui.scenes.common import Settings
    from ui.scenes.table import TableScene

    scene = build_scene("table", (1280, 800), Settings(lang="en", anim_speed=20.0, ai_pause=0.0), game="cribbage",
                        seed=1, moves=999)
    assert isinstance(scene, TableScene) and isinstance(scene.control, CribbageTable)
    control = scene.control
    scene.update(1 / 60)
    assert scene.layout is not None
    final = sides(list(scene.obs.public["totals"]))
    seen = set()
    window, before = pygame.Surface((1280, 800)), None
    while control.showing():
        board = [p.front for p in control.pegs.pegs]
        plates = scene.seat_numbers()
        scene.draw(window)  # the still picture, plates and all, is drawn again when a plate's number changes
        pictures = [window.subsurface(scene.layout.seats[s].label.clip(window.get_rect())).copy() for s in (0, 1)]
        if before is not None and before[0] != plates:
            assert any(pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")
                       for a, b, old, new in zip(before[1], pictures, before[0], plates, strict=True) if old != new)
        before = (plates, pictures)
        assert plates == [board[seat % len(board)] for seat in range(scene.match.num_players)]
        texts = [e for e in record(scene, (1280, 800))[0] if e.kind == "text"]
        for seat, number in enumerate(plates):
            label = scene.layout.seats[seat].label.inflate(200, 4)
            assert any(e.text == f"{number:g}" and label.collidepoint(e.box.center) for e in texts), (seat, number)
        seen.add(tuple(board))
        assert control.show is not None  # showing(): the show's steps are under way
        control.show.step()
        scene.update(1 / 60)
    assert len(seen) > 1 and min(seen) != tuple(final)  # the count was followed from before the show
    assert [p.front for p in control.pegs.pegs] == final and scene.seat_numbers()[:2] == final[:2]


def test_a_show_announced_short_is_called_out_for_what_it_scored() -> None:
    """"Hand for 10" floated from a seat credited 8; an overclaim, scoring nothing, floats nothing."""
    from ui.games.cribbage.manifest import peg_callout

    hand = (C("7H"), C("8S"), C("7C"), C("KD"), C("2C"))
    shown = Event("show", seat=0, cards=hand, value=10)
    assert peg_callout([shown], 0, 10, "en") == "hand for 10"  # without muggins, the count itself
    assert peg_callout([Event("claim", seat=0, value=8), shown], 0, 8, "en") == "hand for 8"
    assert peg_callout([Event("claim", seat=0, value=12), shown, Event("overclaim", seat=0, value=12)], 0, 0,
                       "en") is None
