"""Bridž's end of deal at the table (result, par, makeable table, the deal's replay) and claims said there."""

from __future__ import annotations

import random
import re
from typing import cast

import pygame
import pytest

from ai import PlayerView, RandomPlayer
from ai.games.bridz import play as bridz_play
from games import Match
from games.bridz import analysis, dds
from games.bridz.facts import as_public
from games.bridz.rules import CLAIM, GAME, BridzState
from games.events import Event
from games.registry import get_game
from ui.games.bridz.result import DealResult, claim_line, lettered, result_words
from ui.scenes import common as c
from ui.table import adapters
from ui.table.deal_replay import deal_start

NAMES = ["Ann", "Bob", "Cid", "Dan"]
needs_dds = pytest.mark.skipif(not dds.available(), reason="endplay (DDS) is not installed")


def finished_deal(seed: int) -> BridzState:
    """A deal played out by random players (claims left aside) to its end, with a contract."""
    while True:
        match = Match(GAME, 4, {}, seed)
        bot = RandomPlayer(seed)
        while not match.finished_deals:
            view = PlayerView(match.state, match.current_player or 0, random.Random(seed))
            legal = [a for a in match.legal_actions() if a != CLAIM]
            action = bot.choose(view)
            match.apply(action if action != CLAIM else legal[0])
        deal = match.finished_deals[0]
        assert isinstance(deal, BridzState)
        if deal.contract:
            return deal
        seed += 100


def test_the_result_says_made_or_down_and_the_points_of_each_side() -> None:
    deal = finished_deal(3)
    level, _, _, declarer = deal.contract
    made, need = deal.side_tricks[declarer % 2], 6 + level
    head, points = result_words(deal, "en", NAMES)
    assert NAMES[declarer] in head and f"{made} tricks" in head
    assert (f"down {need - made}" in head) if made < need else ("made" in head)
    for side in (0, 1):  # each side's points above and below the line, as the deal wrote them
        for value, where in ((deal.below[side], "below"), (deal.above[side], "above")):
            assert bool(re.search(rf"(?<!\d){value} {where} the line", points)) == bool(value)
    cs = result_words(deal, "cs", NAMES)[0]
    assert ("bez" in cs) == (made < need) and ("splněno" in cs) == (made >= need)


def test_the_par_names_its_declarers_by_the_tables_letters() -> None:
    assert lettered("4♠ 1=, 3NT 2+1", "en") == "4♠ N=, 3NT E+1"
    assert lettered("3NT 3-1", "cs") == "3BT J-1"  # seat 3 (counted from 1) is South whoever looks


@needs_dds
def test_the_summary_part_shows_the_deals_own_par_and_makeable_table() -> None:
    deal = finished_deal(5)
    part = DealResult(deal, "en", NAMES, 0, 1.0)
    assert part.wait(60) and part.version == 1  # solved on its own thread
    found = analysis.deal_par(as_public(deal.public_info()))
    assert part.found == found and found is not None
    assert any(line.startswith("Par: ") for line in part.lines)
    assert f"declarer would take {found.dd_tricks}." in part.lines[-1]
    pygame.init()
    surface = pygame.Surface((600, 300))
    surface.fill((0, 0, 0))
    height = part.height(560)
    assert 0 < height <= 300
    part.draw(surface, pygame.Rect(20, 10, 560, height))
    drawn = [(x, y) for x in range(0, 600, 2) for y in range(0, 300, 2) if surface.get_at((x, y))[:3] != (0, 0, 0)]
    assert drawn and all(20 <= x < 580 and 10 <= y < 10 + height for x, y in drawn)


@needs_dds
def test_the_makeable_tables_suit_signs_read_as_tall_as_its_letters() -> None:
    """At 800x560 the suits were 5 px signs beside 8 px letters, ♠ and ♣ alike."""
    part = DealResult(finished_deal(5), "en", NAMES, 0, c.scale((800, 560)))
    assert part.wait(60)
    pygame.init()
    grid_w, grid_h = part.grid_size()
    surface = pygame.Surface((grid_w, grid_h + 20))
    surface.fill((0, 0, 0))
    part._draw_grid(surface, pygame.Rect(0, 0, grid_w, grid_h + 20))
    step = c.font(part.px()).get_linesize()
    labels = surface.subsurface(pygame.Rect(0, 2 * step - 4, grid_w // 5, surface.get_height() - 2 * step + 4))
    ink = pygame.mask.from_threshold(labels, (0, 0, 0), (1, 1, 1, 255))
    ink.invert()  # what is not the background
    shapes = sorted(ink.get_bounding_rects(), key=lambda r: r.top)
    letters, suits = shapes[:2], shapes[2:]  # "NT", then ♠ ♥ ♦ ♣ down the rows
    assert len(suits) == 4, shapes
    assert all(suit.height >= max(letter.height for letter in letters) for suit in suits), shapes


def test_without_the_solver_the_summary_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dds, "_tried", True)
    monkeypatch.setattr(dds, "_dds", None)
    part = DealResult(finished_deal(3), "cs", NAMES, 0, 1.0)
    assert part.found is None and "endplay" in part.lines[-1] and part.grid_size() == (0, 0)


def test_claims_are_said_at_the_table_short() -> None:
    refused = Event("claim_refused", seat=1, value=9)
    line = claim_line([Event("play", seat=1), refused], "en", NAMES)
    assert line is not None and line.startswith("Bob") and "refused" in line
    agreed = claim_line([Event("claim", seat=3, value=4), Event("made", seat=3, value=10)], "cs", NAMES)
    assert agreed is not None and agreed.startswith("Dan") and "4" in agreed and "uznán" in agreed
    assert claim_line([Event("trick", seat=0, value=1)], "en", NAMES) is None
    assert adapters.table_line("bridz", [refused], "cs", NAMES) == claim_line([refused], "cs", NAMES)
    assert adapters.table_line("hundert", [refused], "en", NAMES) is None  # a game without the hook says nothing
    pygame.font.init()
    for lang in ("cs", "en"):  # it fits the line above the hand of the smallest table (its width at 800x560)
        said = claim_line([Event("claim_refused", seat=0, value=9)], lang, ["Bartoloměj"])
        assert said is not None and c.text(said, int(17 * c.scale((800, 560))), c.TEXT, True).get_width() < 500


def test_a_bot_claims_only_when_every_sampled_deal_takes_the_rest(monkeypatch: pytest.MonkeyPatch) -> None:
    match = Match(GAME, 4, {}, 11)
    bot = RandomPlayer(2)
    state = match.state
    assert isinstance(state, BridzState)
    while CLAIM not in match.legal_actions():
        legal = [a for a in match.legal_actions() if a != CLAIM]
        match.apply(bot.choose(PlayerView(state, match.current_player or 0, random.Random(0))) if legal else CLAIM)
    seat = match.current_player
    assert seat is not None
    left = 13 - state.trick_number()
    cards = [a.card.code for a in match.legal_actions() if a.card is not None]

    def solved(tricks: int) -> object:
        return lambda positions: [{code: tricks for code in cards} for _ in positions]

    player = bridz_play.BridzPlayer("normal", seed=1)
    player.seconds = None  # every deal in one call, as the fake solver answers them
    worlds = bridz_play.CLAIM_WORLDS  # as many deals sampled as a claim needs (the solver is stood in for below)
    monkeypatch.setattr(bridz_play, "sample_positions", lambda view, level, rng: [()] * min(worlds, level.worlds))
    monkeypatch.setattr(dds, "solve_many", solved(left))
    assert player.choose(PlayerView(state, seat, random.Random(1))) == CLAIM
    monkeypatch.setattr(dds, "solve_many", solved(left - 1))  # one trick short in every deal: play on
    assert player.choose(PlayerView(state, seat, random.Random(1))) != CLAIM
    easy = bridz_play.BridzPlayer("easy", seed=1)  # four deals are too few to claim on
    easy.seconds = None
    monkeypatch.setattr(dds, "solve_many", solved(left))
    assert easy.choose(PlayerView(state, seat, random.Random(1))) != CLAIM


def test_the_replay_starts_at_the_finished_deals_first_move() -> None:
    ends = [("a", [Event("play")]), ("b", [Event("deal_over")]), ("c", []), ("d", [Event("deal_over")]), ("e", [])]
    assert deal_start(ends) == 2
    assert deal_start(ends[:2]) == 0


def test_the_summary_offers_the_deals_replay(ui_display: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.app import App
    from ui.scene import REPLAY_DEAL
    from ui.scenes.replay import ReplayScene
    from ui.scenes.table import TableScene
    from ui.table.phase import TablePhase

    # no solver: a par solved on its thread would go on after the test (up to 20 s for a hard deal, loaded)
    monkeypatch.setattr(dds, "_tried", True)
    monkeypatch.setattr(dds, "_dds", None)
    size = (800, 560)
    pygame.display.set_mode(size)
    scene = TableScene(get_game("bridz"), ["human", "random", "random", "random"], {}, seed=4,
                       settings=c.Settings(lang="en"), size=size, animate=False, autosave=False)
    scene.ai_enabled = False
    rng = random.Random(4)
    match = scene.match
    def at_last_card(state: BridzState) -> bool:
        return state.turn is not None and state.trick_number() == 12 and len(state._trick) == 3

    while not at_last_card(cast(BridzState, match.state)):
        legal = [a for a in match.legal_actions() if a != CLAIM]
        match.apply(legal[rng.randrange(len(legal))])  # quickly, to the deal's last card; the table plays that
    scene.adopt_match()
    scene.act(match.legal_actions()[0])
    scene.update(5.0)
    assert scene.phase == TablePhase.SUMMARY and "replay_deal" in scene.buttons
    surface = pygame.Surface(size)
    scene.draw(surface)
    part = scene._part
    assert isinstance(part, DealResult) and part.deal is scene.summary_deal
    assert not part.solving and "endplay" in part.lines[-1]
    app = App(c.Settings(lang="en"), size)
    app.scenes.go(scene)
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0))
    assert scene.next_scene == REPLAY_DEAL  # R, as the button says: the app builds the replay over the table
    app.scenes._follow()
    replay = app.scenes.current
    assert isinstance(replay, ReplayScene) and app.scenes.stack[-2] is scene
    assert replay.position == deal_start(replay.replay.steps) and replay.position < len(replay.replay)
    assert replay.back_to == "back"  # leaving it comes back to this table


def test_no_line_of_the_part_is_cut_short(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bold result line was wrapped by the plain font's widths and so cut with '…' at 800x560."""
    cut: list[str] = []
    fit = c.fit_text

    def fit_and_note(s: str, px: int, max_w: int, colour: tuple[int, ...] = c.TEXT,
                     bold: bool = False) -> pygame.Surface:
        if c._fit(s, px, max_w, colour, bold)[1]:
            cut.append(s)
        return fit(s, px, max_w, colour, bold)

    monkeypatch.setattr(c, "fit_text", fit_and_note)
    pygame.font.init()
    surface = pygame.Surface((600, 400))
    deal = finished_deal(6)
    for lang in ("cs", "en"):
        part = DealResult(deal, lang, ["John", "Charles", "Thomas", "Paul"], 0, c.scale((800, 560)))
        part.wait(60)
        for width in range(380, 600, 6):  # the summary's width from the smallest window up
            part.draw(surface, pygame.Rect(0, 0, width, part.height(width)))
    assert not cut
