"""Hints and table words that say what: the card a capture is made with and what it can take, the card that goes
back and the one turned up, the pile's running total on the table."""

from __future__ import annotations

from games.events import Event
from games.registry import get_game
from games.words import describe
from ui.scenes import common as c
from ui.scenes.table import TableScene


def test_kolovrats_capture_hint_names_the_card_and_what_it_takes(ui_display) -> None:
    from cli.shot import build_scene

    scene = build_scene("table", (1280, 800), c.Settings(lang="en"), game="kolovrat", seed=5, moves=11)
    assert isinstance(scene, TableScene)
    capture = next(a for a in scene.obs.legal_actions if a.kind == "capture")
    scene.show_hint(capture)
    assert scene.toast.endswith(": Capture with the king of diamonds: it can take Paul's pile"), scene.toast
    assert scene.named(capture).label("cs") == "Brát kartou: kárový král – může vzít hromádku Paula"
    scene.close()


def test_kolovrats_capture_hint_lists_the_table_cards(ui_display) -> None:
    from cli.shot import build_scene

    scene = build_scene("table", (1280, 800), c.Settings(lang="en"), game="kolovrat", seed=1, moves=5)
    assert isinstance(scene, TableScene)
    capture = next(a for a in scene.obs.legal_actions if a.kind == "capture")
    assert scene.named(capture).label("en") == "Capture with the two of clubs: it can take the two of hearts"
    assert scene.named(capture).label("cs") == "Brát kartou: křížová dvojka – může vzít srdcovou dvojku"
    scene.close()


def test_the_card_sent_back_and_the_one_turned_up_are_told_apart() -> None:
    game = get_game("kolovrat")
    cards = {card.code: card for card in game.pack(game.config({})).cards}
    event = Event("replace", cards=(cards["8C"], cards["2H"]))
    assert describe(event, "en", [], game) == ("The eight of clubs has the value of another card on the table: it "
                                               "goes back into the stock and the two of hearts is turned up in its "
                                               "place.")
    assert describe(event, "cs", [], game) == ("Křížová osma má stejnou hodnotu jako jiná karta na stole: vrací se do "
                                               "talonu a místo ní se otáčí srdcová dvojka.")


def test_hunderts_running_total_stands_by_the_pile(ui_display) -> None:
    from cli.shot import build_scene
    from ui import layout_record

    for size in ((800, 560), (1280, 800)):
        scene = build_scene("table", size, c.Settings(lang="en"), game="hundert", seed=2, moves=5)
        assert isinstance(scene, TableScene) and scene.layout is not None
        assert scene.obs.public["total"] == 36
        elements, _ = layout_record.record(scene, size)
        total = next(e for e in elements if e.kind == "text" and e.text == "36 / 100")
        assert any(e.kind == "text" and e.text == "Pile total" for e in elements)
        assert total.box.collidelist([box.rect for box in scene.layout.zones.values()]) < 0
        pile = scene.layout.zones["pile"].rect
        assert abs(total.box.centerx - pile.centerx) < pile.width or abs(total.box.centery - pile.centery) < pile.height
        scene.close()
