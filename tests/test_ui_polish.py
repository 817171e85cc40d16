"""Layout polish checked by numbers: the end-of-deal summary fits its box, seat plates never run into their
score, zone labels read in full."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

from games.registry import game_ids
from tests.table_play import layout_of
from tests.test_ui_scenes import fast_settings
from ui.scenes.table import TableScene


@pytest.fixture(autouse=True)
def _display(ui_display: pygame.Surface) -> pygame.Surface:  # the shared headless display (tests/conftest.py)
    return ui_display


def table_shot(size: tuple[int, int], lang: str, game: str, seed: int, moves: int,
               players: int | None = None) -> TableScene:
    """The table `main.py shot` draws."""
    from cli.shot import build_scene

    scene = build_scene("table", size, fast_settings(lang), game=game, seed=seed, moves=moves, players=players)
    assert isinstance(scene, TableScene)
    return scene


def summary_scene(size: tuple[int, int], lang: str) -> TableScene:
    scene = table_shot(size, lang, "cribbage", seed=1, moves=999)
    assert scene.phase == "summary"
    return scene


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_cribbage_summary_is_a_table_that_fits_its_box(size: tuple[int, int], lang: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The end of a deal is a table, a row per player with what scored, for what; the rule book is a
    button away, not pasted in; and all of it fits its box."""
    from ui.scenes import common as c
    from ui.scenes.rules import RulesScene

    scene = summary_scene(size, lang)
    drawn: list[tuple[str, pygame.Rect]] = []
    text = c.text

    def record(s: str, px: int, colour: tuple[int, ...] = c.TEXT, bold: bool = False) -> pygame.Surface:
        img = text(s, px, colour, bold)
        drawn.append((s, img.get_rect()))
        return img

    rows, _notes = scene.summary_rows()
    assert len(rows) == 2 and any("go" in said or "15" in said or "fifteen" in said or "patnáct" in said
                                  for row in rows for said in row)
    with monkeypatch.context() as patched:
        patched.setattr(c, "text", record)  # ui/table/draw_summary.py writes through this module
        scene._draw_summary(pygame.Surface(size))  # the summary's own words only
    words = " ".join(s for s, _ in drawn)
    scoring = scene.game.rulebook.text["scoring"].get(lang)
    assert scoring[:40] not in words  # the rule book's paragraph is not pasted in
    box = scene._overlay_rect()
    assert all(r.width <= box.width for _, r in drawn)
    assert "summary_rules" in scene.buttons and box.contains(scene.buttons["summary_rules"].rect)
    scene._command("summary_rules")
    assert isinstance(scene.next_scene, RulesScene) and scene.next_scene.selected == "cribbage"  # the rule book
    scene.close()


def test_a_long_seat_plate_grows_so_name_and_score_do_not_meet() -> None:
    from ui.scenes import common as c

    scene = table_shot((800, 560), "en", "cribbage", seed=4, moves=3)
    assert scene.obs.public.get("dealer") == 1
    name = scene.seat_label(1)
    assert name == "Charles · random"
    score = c.text("0", int(13 * scene.k), c.GOLD, True)
    small = layout_of(scene).seats[1].label
    button = scene._dealer_radius() * 2 + 4  # the dealer's button heads the plate
    plate, name_w = scene._plate_rect(small, name, True, score, button)
    assert c.font(int(14 * scene.k), True).size(name)[0] <= name_w  # the name reads in full
    assert plate.width > small.width and plate.center == small.center and scene.area.contains(plate)
    assert plate.left + 6 + button + name_w < plate.right - 6 - score.get_width()  # name ends before the score
    scene.close()


def test_the_dealers_plate_carries_a_button_and_no_letter_after_the_name() -> None:
    scene = table_shot((800, 560), "cs", "cribbage", seed=4, moves=3)
    drawn: list[tuple[int, int]] = []

    def dealer_button(surface: pygame.Surface, centre: tuple[int, int]) -> None:
        drawn.append(centre)

    scene._draw_dealer_button = dealer_button  # type: ignore[method-assign]  # on this scene only, to see where
    scene.draw(pygame.Surface((800, 560)))
    assert len(drawn) == 1  # one dealer
    plate = layout_of(scene).seats[1].label
    assert abs(drawn[0][1] - plate.centery) <= 1  # on Charles's plate, the dealer
    assert not scene.seat_label(1).endswith(" · R")
    scene.close()


@pytest.mark.parametrize("game,size,lang,moves", [("komando", (800, 560), "cs", 6), ("komando", (1280, 800), "cs", 4),
                                                  ("stortok", (800, 560), "cs", 0), ("komando", (800, 560), "en", 0)])
def test_zone_names_read_in_full_and_badges_do_not_overlap(game: str, size: tuple[int, int], lang: str,
                                                           moves: int) -> None:
    from ui.scenes import common as c
    from ui.table.draw_zones import BADGE_LINES

    if game not in game_ids():
        pytest.skip(f"{game} has not landed")
    scene = table_shot(size, lang, game, seed=2 if moves == 6 else 1, moves=moves)
    scene.draw(pygame.Surface(size))
    badges = scene._badge_places()
    rects = []
    for name, box in layout_of(scene).zones.items():
        if box.owner is not None:
            continue
        if name not in badges:
            assert not box.places and scene._slot_label_fits(name), name
            continue
        width, drop = badges[name]
        px, lines = scene._badge_lines(name, width)
        font = c.font(px, True)
        assert len(lines) <= BADGE_LINES and all(font.size(line)[0] <= width for line in lines), (name, lines)
        assert "".join(lines).replace("-", "").replace(" ", "") == scene._badge_tag(name).replace(" ", "")
        height = len(lines) * font.get_linesize() + 2
        rect = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + 12, height)
        rect.midtop = (box.rect.centerx, box.rect.bottom + drop + 3)
        rects.append((name, rect))
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            assert not ra.colliderect(rb), (a, b)
    scene.close()


@pytest.mark.parametrize("game,lang,moves,players", [
    ("komando", "cs", 3, 4), ("komando", "en", 0, 4), ("komando", "cs", 4, 5), ("cvik", "cs", 6, 4),
    ("cvik", "cs", 4, 5), ("cribbage", "cs", 4, 4), ("stortok", "cs", 0, 4), ("stortok", "en", 4, 5),
    ("kolovrat", "cs", 6, 4)])
def test_seat_plates_keep_clear_of_the_centre_row_on_a_small_table(game: str, lang: str, moves: int,
                                                                   players: int) -> None:
    """At 800 x 560 the row of talon and piles reaches the seats at the sides: their name plates (once over
    the name under the talon) move up or down out of its way."""
    from ui.scenes import common as c

    scene = table_shot((800, 560), lang, game, seed=1, moves=moves, players=players)
    scene.draw(pygame.Surface((800, 560)))
    badges = scene._badge_places()
    taken = []
    layout = layout_of(scene)
    for name, box in layout.zones.items():
        if box.owner is not None:
            continue
        taken.append((name, box.rect))
        if name in badges:
            width, drop = badges[name]
            px, lines = scene._badge_lines(name, width)
            font = c.font(px, True)
            rect = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + 12,
                               len(lines) * font.get_linesize() + 2)
            rect.midtop = (box.rect.centerx, box.rect.bottom + drop + 3)
            taken.append((f"{name} badge", rect))
    totals = scene.match.scores()
    for seat, seat_box in layout.seats.items():
        if seat_box.side not in ("left", "right"):
            continue
        score = c.text(f"{totals[seat]:g}", int(13 * scene.k), c.GOLD, True)  # the plate as _draw_seats draws it
        button = scene._dealer_radius() * 2 + 4 if seat == scene.obs.public.get("dealer") else 0
        plate, _ = scene._plate_rect(seat_box.label, scene.seat_label(seat), False, score, button)
        hand = layout.zones[f"hand:{seat}"].rect
        for name, rect in taken:
            assert not plate.colliderect(rect), (seat, name)
            assert not hand.colliderect(rect), (seat, name)
    scene.close()


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_sits_out_tags_words_keep_clear_of_its_round_ends(size: tuple[int, int], lang: str) -> None:
    """Komando's 'pas – zůstává doma': its first and last letters touched the pill's rim at 800x560."""
    from ui.table import adapters

    scene = table_shot(size, lang, "komando", seed=1, moves=10)
    out = adapters.sitting_out("komando", scene.obs)
    assert out
    for seat in out:
        img, tag = scene._out_tag(layout_of(scene).seats[seat].label)
        assert tag.width >= img.get_width() + tag.height, (tag, img.get_size())
