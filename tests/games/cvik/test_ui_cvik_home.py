"""Cvik: a seat that stayed home ('pas') says so at its plate, instead of a bare name where a hand was."""

from __future__ import annotations

import pygame

from ui.scenes import common as c
from ui.scenes.table import TableScene


def test_the_seats_that_stayed_home_say_so(ui_display: pygame.Surface) -> None:
    from cli.shot import build_scene
    from ui import layout_record
    from ui.games.cvik.manifest import stayed_home
    from ui.i18n import t

    scene = build_scene("table", (800, 560), c.Settings(lang="en"), game="cvik", seed=3, moves=3)
    assert isinstance(scene, TableScene) and scene.layout is not None
    out = stayed_home(scene.obs)
    assert out == [1, 2] and scene.obs.public["declared"][3] == "jdu"  # Paul plays: his plate stays as it was
    elements, _ = layout_record.record(scene, (800, 560))
    tags = [e for e in elements if e.kind == "text" and e.text == t("sits_out", "en")]
    assert len(tags) == len(out)
    for seat in out:
        plate = scene.layout.seats[seat].label
        assert any(abs(tag.box.centerx - plate.centerx) <= 2 and tag.box.inflate(0, 16).colliderect(plate)
                   for tag in tags), seat
    assert all(scene.area.contains(pygame.Rect(tag.box)) for tag in tags)


def test_komandos_seats_that_stayed_home_say_so_too(ui_display: pygame.Surface) -> None:
    """Komando's 'pas' left the same bare name where a hand was (its public fact is 'joined', Cvik's 'declared')."""
    from cli.shot import build_scene
    from ui import layout_record
    from ui.games.komando.manifest import TABLE_HOOKS
    from ui.i18n import t

    scene = build_scene("table", (800, 560), c.Settings(lang="en"), game="komando", seed=1, moves=3)
    assert isinstance(scene, TableScene) and scene.layout is not None
    assert TABLE_HOOKS.out is not None and TABLE_HOOKS.out(scene.obs) == [2] and scene.obs.public["joined"][1] == "jdu"
    elements, _ = layout_record.record(scene, (800, 560))
    tags = [e for e in elements if e.kind == "text" and e.text == t("sits_out", "en")]
    plate = scene.layout.seats[2].label
    assert len(tags) == 1 and tags[0].box.inflate(0, 16).colliderect(plate)
