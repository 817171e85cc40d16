"""Scores at the seats: the plates say what the panel says, a callout floats from a seat as it scores,
and whose turn it is shows at the plate, never over the cards."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from games.bridz.rules import BridzState
from games.cribbage.rules import CribbageState
from games.registry import get_game
from tests.table_play import layout_of, play_until
from ui.games.cribbage.control import CribbageTable
from ui.scenes import common as c
from ui.scenes.table import TableScene


@pytest.fixture(autouse=True)
def _display(ui_display):  # the shared headless display (tests/conftest.py)
    return ui_display


def window() -> pygame.Surface:
    surface = pygame.display.get_surface()
    assert surface is not None
    return surface


def table(game_id: str, players: int, lang: str = "en", seed: int = 3) -> TableScene:
    scene = TableScene(get_game(game_id), ["human"] + ["random"] * (players - 1), {}, seed=seed,
                       settings=c.Settings(lang=lang), size=(1280, 800), animate=False, autosave=False)
    scene.ai_enabled = False
    return scene


def test_cribbage_plates_show_the_pegs_of_the_board_mid_deal() -> None:
    """The reported bug: plates 0 while the panel showed 2 and 3 (the board counts this deal's pegs)."""
    scene = table("cribbage", 2)
    play_until(scene, lambda s: any(s.obs.public.get("totals") or []) and s.phase == "play", random.Random(7))
    pegs = list(scene.obs.public["totals"])
    assert scene.seat_numbers() == pegs
    assert scene.seat_numbers() != scene.match.scores()  # the match totals lag until the deal ends


@pytest.mark.parametrize(("game_id", "players"), [("cvik", 3), ("komando", 4), ("boston", 4), ("stortok", 3)])
def test_chip_games_plates_show_the_panels_chips(game_id: str, players: int) -> None:
    scene = table(game_id, players)
    rng = random.Random(4)
    for _ in range(40):
        play_until(scene, lambda s: True, rng)
        chips = scene.obs.public.get("chips")
        if chips:
            assert scene.seat_numbers() == list(chips)


def test_bridz_plates_show_their_sides_points() -> None:
    from ui.games.bridz.manifest import totals

    scene = table("bridz", 4)
    play_until(scene, lambda s: s.phase != "play", random.Random(2), limit=2000)
    sheet = scene.obs.public["sheet"]
    sides = totals(sheet)
    assert scene.seat_numbers() == [sides[0], sides[1], sides[0], sides[1]]


def test_a_game_without_its_own_panel_shows_the_match_totals() -> None:
    scene = table("cerny-petr", 3)
    play_until(scene, lambda s: s.phase != "play", random.Random(2))
    assert scene.seat_numbers() == scene.match.scores()


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_kvarteto_counts_a_quartet_at_the_seat_and_in_the_panel_as_it_is_laid(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The plates and the score panel stayed at 0 all deal while quartets were laid: they showed the match totals,
    which count a deal's quartets only once it ends; only the pile's card count told."""
    scene = table("kvarteto", 3, lang)
    play_until(scene, lambda s: bool(s.callouts.items) and s.phase == "play", random.Random(7))
    facts = scene.obs.public
    laid = [float(t + q) for t, q in zip(facts["totals"], facts["quartets"], strict=True)]
    assert scene.seat_numbers() == laid and any(facts["quartets"])
    assert scene.seat_numbers() != scene.match.scores()  # the match totals lag until the deal ends
    assert all(("kvarteto" if lang == "cs" else "quartet") in item.text for item in scene.callouts.items)
    drawn: list[str] = []
    text = c.text

    def record(s: str, px: int, colour: tuple[int, ...] = c.TEXT, bold: bool = False) -> pygame.Surface:
        drawn.append(s)
        return text(s, px, colour, bold)

    monkeypatch.setattr(c, "text", record)  # ui/table/draw_panel.py writes the numbers through this module
    scene._draw_panel(pygame.Surface((1280, 800)))
    assert [s for s in drawn if s.isdigit()] == [f"{n:g}" for n in laid]  # the panel says what the plates say


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_peg_is_called_out_at_its_seat(lang: str) -> None:
    scene = table("cribbage", 2, lang)
    play_until(scene, lambda s: bool(s.callouts.items) and s.phase == "play", random.Random(7))
    item = scene.callouts.items[-1]
    words = {"en": ("go", "fifteen", "pair", "run", "last card", "thirty-one", "his heels"),
             "cs": ("go", "patnáct", "pár", "postupka", "poslední karta", "třicet jedna", "kluk")}[lang]
    # what was scored and how much, as players call it: "fifteen for 2", "go for 1"
    assert any(ch.isdigit() for ch in item.text) and any(w in item.text for w in words), item.text
    scene.draw(window())
    for _ in range(40):
        scene.update(0.1)
    assert not scene.callouts.items  # it floats up and is gone


def test_chips_are_called_out_with_their_noun() -> None:
    scene = table("cvik", 3, "cs")
    play_until(scene, lambda s: bool(s.callouts.items), random.Random(3))
    texts = [item.text for item in scene.callouts.items]
    assert all(t[0] in "+−" and "žeton" in t for t in texts), texts


def test_the_seat_thinking_shows_on_its_plate_not_over_the_cards() -> None:
    scene = table("bridz", 4)
    rng = random.Random(1)
    while scene.session.is_human(scene.match.current_player):
        scene.act(rng.choice(scene.match.legal_actions()))

    class Busy:
        def done(self) -> bool:
            return False

    scene.session._ai_future = Busy()  # type: ignore[assignment]  # a bot that never finishes: the seat thinks on
    seat = scene.match.current_player
    assert seat is not None and scene._thinking(seat)
    surface = pygame.display.get_surface()
    assert surface is not None
    scene.draw(surface)
    # nothing of the thinking is drawn above the plate: the band between the hand and the plate is felt
    plate = layout_of(scene).seats[seat].label
    hand = layout_of(scene).zones[f"hand:{seat}"].rect
    scene.session._ai_future = None
    quiet = surface.copy()
    scene._layer = None
    scene.draw(quiet)
    scene.session._ai_future = Busy()  # type: ignore[assignment]  # as above
    scene._layer = None
    scene.draw(surface)
    band = hand.clip(surface.get_rect())
    assert all(surface.get_at((x, y)) == quiet.get_at((x, y))
               for x in range(band.left, band.right, 3) for y in range(band.top, band.bottom, 3)), \
        "the thinking mark reached the cards"
    assert plate.width > 0


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("game_id", "seed"), [("cvik", 3), ("hundert", 3), ("hundert", 24)])  # over; a hundred
def test_the_summary_says_per_player_what_the_deal_brought_and_for_what(lang: str, game_id: str, seed: int) -> None:
    """Hundert's players paid or paid by the one who ended the deal had their chips and no reason beside them."""
    scene = table(game_id, 3 if game_id == "cvik" else 4, lang)
    play_until(scene, lambda s: s.phase != "play", random.Random(seed))
    scene.update(0.0)
    assert scene.phase == "summary"
    rows, _notes = scene.summary_rows()
    assert scene.summary_deal is not None
    deal = scene.summary_deal.scores()
    for seat, row in enumerate(rows):
        assert all(scene.names[seat] in said for said in row), row  # each reason is that player's
        if deal[seat]:
            assert row, (seat, deal)  # who scored has a reason beside the points
    assert set(scene.buttons) >= {"summary_rules", "continue"}
    scene.draw(window())


@pytest.mark.parametrize(("game_id", "players", "words"), [
    ("kvarteto", 3, ("quartet",)), ("cerny-petr", 3, ("Black Peter", "out first")), ("ospalec", 3, ("sleepyhead",))])
def test_the_summary_says_for_what_where_the_score_comes_from_events_without_a_value(
        game_id: str, players: int, words: tuple[str, ...]) -> None:
    """Kvarteto's quartets and Černý Petr's Petr were only in the log, the summary's "for what" empty."""
    scene = table(game_id, players)
    play_until(scene, lambda s: s.phase != "play", random.Random(3))
    scene.update(0.0)
    assert scene.phase == "summary"
    rows, _notes = scene.summary_rows()
    said = " ".join(line for row in rows for line in row)
    assert all(word in said for word in words), rows
    assert scene.summary_deal is not None
    deal = scene.summary_deal.scores()
    for seat, row in enumerate(rows):
        assert all(scene.names[seat] in line for line in row), row  # each reason is that player's
        if game_id == "kvarteto":
            assert len(row) == int(deal[seat]), (row, deal)  # a quartet a point, each named


def test_bridz_scores_the_deal_per_side_and_the_cross_has_it_before_continue(monkeypatch: pytest.MonkeyPatch) -> None:
    """The summary had a row per player, and the score cross beside it changed only after Continue."""
    from ui.games.bridz.manifest import totals

    scene = table("bridz", 4)
    play_until(scene, lambda s: s.phase != "play", random.Random(3))
    scene.update(0.0)
    assert scene.phase == "summary"
    assert scene.summary_groups() == ((0, 2), (1, 3))
    assert scene.summary_deal is not None
    deal = scene.summary_deal.scores()
    sheet = scene.obs.public["sheet"]
    assert totals(sheet) == [deal[0], deal[1]] and any(deal)  # the cross already holds the deal just played
    assert scene.seat_numbers() == [deal[s % 2] for s in range(4)]  # and the plates with it
    drawn: list[str] = []
    text = c.text

    def record(s: str, px: int, colour: tuple[int, ...] = c.TEXT, bold: bool = False) -> pygame.Surface:
        drawn.append(s)
        return text(s, px, colour, bold)

    with monkeypatch.context() as patched:
        patched.setattr(c, "text", record)  # ui/table/draw_summary.py writes through this module
        scene._draw_summary(pygame.Surface((1280, 800)))
    names = scene.names
    assert f"{names[0]} + {names[2]}" in drawn and f"{names[1]} + {names[3]}" in drawn
    assert not any(s.startswith(scene.seat_label(0)) for s in drawn)  # no row of its own per player


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_cribbage_summary_reads_as_a_score_sheet_not_the_log(lang: str) -> None:
    """The rows were the log's sentences pasted in; now each says what scored and how much, as a
    score sheet does ("a pair for 2", "hand: fifteen 2, fifteen 4, and a pair is 6")."""
    scene = table("cribbage", 2, lang)
    play_until(scene, lambda s: s.phase != "play", random.Random(3))
    scene.update(0.0)
    rows, _notes = scene.summary_rows()
    lines = [line for row in rows for line in row]
    hand = "hand: " if lang == "en" else "ruka: "
    assert sum(line.startswith(hand) for line in lines) == 2, lines  # each player's hand, counted
    assert not any(name in line for line in lines for name in scene.names), lines  # no log sentence
    assert all(len(line) < 80 for line in lines), lines


def test_cribbage_at_four_counts_each_side_once_on_the_plates_the_board_and_the_summary() -> None:
    """The board and the plates added partners' totals that were each already the side's (16 for a side of 8);
    the summary had a row per player. Now all three say each side's score once."""
    scene = table("cribbage", 4)
    play_until(scene, lambda s: s.phase != "play", random.Random(3))
    scene.update(0.0)
    assert scene.phase == "summary"
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))  # shown
    scene.update(0.0)
    deal = scene.summary_deal
    assert isinstance(deal, CribbageState)
    sides = [deal.total(0), deal.total(1)]  # the engine's: a side's pegs, both partners'
    assert scene.seat_numbers() == [sides[s % 2] for s in range(4)]
    assert isinstance(scene.control, CribbageTable)
    assert [p.front for p in scene.control.pegs.pegs] == sides
    assert scene.summary_groups() == ((0, 2), (1, 3))
    totals = scene.match.scores()
    assert [scene._side_number(totals, g) for g in scene.summary_groups()] == sides
    rows, _ = scene.summary_rows(scene.summary_groups())
    assert len(rows) == 2 and all(rows)


def test_bridz_defenders_row_says_what_they_scored_when_the_declarer_goes_down() -> None:
    """The defenders' row of the end of deal was empty while its number said 1800: the penalty was only in the
    declarer's row ('Charles goes down 5'). Both sides' rows now say what they are for."""
    for seed in range(1, 40):
        scene = table("bridz", 4, seed=seed)
        rng = random.Random(seed)
        while scene.phase == "play":
            scene.act(rng.choice([a for a in scene.match.legal_actions() if a != "claim"]))
        scene.update(0.0)
        deal = scene.summary_deal
        assert isinstance(deal, BridzState)
        if deal.outcome != "down":
            continue
        declarer = deal.contract[3]
        rows, _ = scene.summary_rows(scene.summary_groups())
        defenders = rows[1 - declarer % 2]
        assert len(defenders) == 1 and str(deal.above[1 - declarer % 2]) in defenders[0], rows
        assert "above the line" in defenders[0] and all(rows), rows
        return
    raise AssertionError("no seed gave a contract that went down")


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_six_score_rows_and_the_seat_buttons_have_room_at_the_smallest_window(lang: str) -> None:
    """Kvarteto for six at 800x560: the panel's score rows stood 11 px apart in 15 px lines (the font stops
    shrinking at its least size, the step did not), and the Czech seat buttons read '1. Zeptat se K…'."""
    from ui import layout_record

    scene = TableScene(get_game("kvarteto"), ["human"] + ["random"] * 5, {}, seed=3, settings=c.Settings(lang=lang),
                       size=(800, 560), animate=False, autosave=False)
    scene.ai_enabled = False
    play_until(scene, lambda s: s.match.current_player == 0 and s.phase == "play", random.Random(7))
    elements, _ = layout_record.record(scene, (800, 560))
    rows = [next(e for e in elements if e.kind == "text" and e.text == scene.seat_label(s) and e.box.left > 560)
            for s in range(6)]
    for upper, lower in itertools.pairwise(rows):
        assert lower.box.top >= upper.box.bottom, (upper.text, upper.rect, lower.text, lower.rect)
    buttons = [e for e in elements if e.kind == "button" and (e.text or "")[:2] in {f"{i}." for i in range(1, 6)}]
    assert len(buttons) == 5 and not [b.text for b in buttons if b.cut or (b.text or "").endswith("…")]


def test_the_pot_panel_puts_its_facts_on_lines_of_their_own_rather_than_cut_them() -> None:
    """Komando at 800x560: 'Trumfy: kára; Komandant: Jan (musí uh…' was cut; each fact has a line where the seats'
    rows still fit under them (with six seats they do not, and the line stays shortened, its whole in a tooltip)."""
    from cli.shot import table_scene
    from ui import layout_record

    scene = table_scene(get_game("komando"), (800, 560), c.Settings(lang="cs"), None, 1, 15, None)
    elements, _ = layout_record.record(scene, (800, 560))
    panel = [e for e in elements if e.kind == "text" and e.box.left >= scene.panel.left and e.text]
    said = [e.text or "" for e in panel]
    assert any(text.startswith("Komandant: ") for text in said), said
    assert not [e.text for e in panel if e.cut], said


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("game_id", "players"), [("cvik", 3), ("komando", 4)])
def test_the_summary_counts_a_players_tricks_in_one_sentence(lang: str, game_id: str, players: int) -> None:
    """Cvik's table read 'Zdvih bere Jan. ×2'; now 'Jan bere 2 zdvihy' / 'John takes 2 tricks', the noun agreeing
    with the number, once per player who took any, as many as the deal's trick events give him."""
    scene = table(game_id, players, lang)
    play_until(scene, lambda s: s.phase != "play", random.Random(3))
    scene.update(0.0)
    rows, _notes = scene.summary_rows()
    taken = [0] * players
    for event in scene.summary_events:
        if event.kind == "trick" and event.seat is not None:
            taken[event.seat] += 1
    assert any(taken)
    verb, nouns = ("bere", ("zdvih", "zdvihy", "zdvihů")) if lang == "cs" else ("takes", ("trick", "tricks", "tricks"))
    for seat, row in enumerate(rows):
        assert not any("×" in said for said in row), row
        said = [line for line in row if line.rstrip(".").endswith(nouns) and f" {verb} " in line and "(" not in line]
        n = taken[seat]
        if n:
            noun = nouns[0] if n == 1 else nouns[1] if n < 5 else nouns[2]
            assert said == [f"{scene.names[seat]} {verb} {n} {noun}."], (row, n)
        else:
            assert not said, row


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("game_id", ["cvik", "komando", "stortok"])
def test_the_pot_panel_marks_the_players_own_row_only_where_he_sits(lang: str, game_id: str) -> None:
    """The chips panel listed 'Jan', 'Karel' with nothing to say which was the player's; now 'Jan (ty)' as the
    plain panel says it, and a table of bots alone marks no row."""
    from ui import layout_record
    from ui.table.session import HUMAN

    you = "(ty)" if lang == "cs" else "(you)"
    game = get_game(game_id)
    n = game.default_players(game.config())
    for seats, own in (([HUMAN] + ["random"] * (n - 1), 0), (["random"] * n, None),
                       (["random", HUMAN] + ["random"] * (n - 2), 1)):
        scene = TableScene(game, seats, {}, seed=1, settings=c.Settings(lang=lang), size=(800, 560), animate=False,
                           autosave=False)
        scene.ai_enabled = False
        elements, _ = layout_record.record(scene, (800, 560))
        rect = scene.game_panel_rect
        assert rect is not None
        said = [e.text or "" for e in elements if e.kind == "text" and e.text and rect.contains(e.box)]
        marked = [text for text in said if text.endswith(you)]
        assert marked == ([f"{scene.names[own]} {you}"] if own is not None else []), said
