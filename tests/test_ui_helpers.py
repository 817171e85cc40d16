"""Pure UI helpers: strings, event sentences, seat labels, layout geometry, settings."""

from __future__ import annotations

import pygame

from cards import get_pack
from games.events import Event
from games.registry import get_game
from games.words import describe
from games.words.sentences import fallback
from ui import i18n
from ui.scenes.common import Settings
from ui.table import adapters
from ui.table.layout import compute


def test_every_string_has_both_languages() -> None:
    for key, (cs, en) in i18n.STRINGS.items():
        assert cs.strip() and en.strip(), key


def test_czech_plural_of_players() -> None:
    assert i18n.players_text(2, 2, "cs") == "2 hráči"
    assert i18n.players_text(5, 5, "cs") == "5 hráčů"
    assert i18n.players_text(3, 8, "cs") == "3–8 hráčů"
    assert i18n.players_text(2, 4, "cs") == "2–4 hráči"  # a range reads by its upper end
    assert i18n.players_text(2, 2, "en") == "2 players"


def test_ai_labels() -> None:
    assert i18n.ai_label("ismcts:normal", "en") == "Computer – normal"
    assert i18n.ai_label("random", "cs") == "Počítač – náhodný"
    assert i18n.ai_label("cribbage:expert", "en") == "Computer – cribbage expert"
    assert i18n.ai_label("boston:hard", "cs") == "Počítač – těžký"  # a game's own level player reads as the level


def test_the_menu_offers_one_player_per_level() -> None:
    from ui.scenes.menu_setup import default_ai
    from ui.table.session import ai_levels

    assert ai_levels("boston") == ["random", "boston:easy", "boston:normal", "boston:hard"]
    assert ai_levels("cvik") == ["random", "ismcts:easy", "ismcts:normal", "ismcts:hard"]
    assert default_ai("bridz", "hard") == "bridz:hard"
    assert default_ai("cvik", "nonsense") == "ismcts:normal"


def test_fallback_sentence_reads_any_event() -> None:
    pack = get_pack("french-52")
    event = Event("meld", seat=1, cards=(pack.card("AS"), pack.card("KS")), target=0, value=20, arg="x")
    text = fallback(event, "en", ["Eve", "John"])
    assert text.startswith("John – meld: ")
    assert pack.card("AS").name("en") in text and "(→ Eve)" in text and "20" in text and "[x]" in text


def test_game_templates_win_over_common_ones() -> None:
    game = get_game("cerny-petr")
    event = Event("first_out", seat=0)
    assert describe(event, "en", ["John"], game) == "John is out first and wins the deal."
    assert describe(Event("pass", seat=0), "cs", ["Jan"]) == "Jan pasuje."


def test_cerny_petr_draw_targets_the_neighbours_fan() -> None:
    from games.match import Match

    match = Match(get_game("cerny-petr"), 3, None, seed=4)
    seat = match.current_player
    assert seat is not None
    obs = match.observation(seat)
    giver = obs.public["drawing_from"]
    targets = [adapters.action_target("cerny-petr", obs, a) for a in obs.legal_actions]
    assert [(t.zone, t.index) for t in targets if t is not None] == [(f"hand:{giver}", k) for k in range(len(targets))]


def test_card_action_targets_the_card_in_own_hand() -> None:
    from games.match import Match

    match = Match(get_game("souboje"), 2, None, seed=1)
    seat = match.current_player
    assert seat is not None
    obs = match.observation(seat)
    for action in obs.legal_actions:
        target = adapters.action_target("souboje", obs, action)
        if action.card is not None and target is not None:
            assert obs.zone(target.zone).cards[target.index] == action.card


def test_layout_keeps_cards_on_the_table_and_indices_visible() -> None:
    from games.match import Match

    pygame.init()
    for game_id, n in (("cerny-petr", 8), ("cerny-petr", 3), ("ospalec", 6), ("cribbage", 2)):
        match = Match(get_game(game_id), n, None, seed=2)
        area = pygame.Rect(0, 0, 900, 780)
        layout = compute(match.observation(0).zones, n, 0, area)
        for box in layout.zones.values():
            for i, (rect, _) in enumerate(box.places):
                assert area.contains(rect), (game_id, box.name, rect)
                if i and box.style != "pile":
                    step = rect.left - box.places[i - 1][0].left
                    assert step >= rect.width * 0.1, (game_id, box.name, step)
        own = layout.zones["hand:0"]
        if len(own.places) > 1:
            step = own.places[1][0].left - own.places[0][0].left
            assert step >= own.card_size[0] * 0.25  # the corner index of every card in the hand shows


def test_settings_round_trip(tmp_path) -> None:
    path = tmp_path / "s.json"
    settings = Settings(lang="en", four_colour=True, anim_speed=2.0, ai_pause=0.3, width=1000, height=700)
    assert settings.save(path)
    assert Settings.load(path) == settings
    path.write_text("not json", encoding="utf-8")
    assert Settings.load(path) == Settings()


def test_a_layout_hint_is_a_list_of_zone_kinds_and_words_are_not() -> None:
    """Kolovrat's rule book says `piles: in front of each seat` (words about its piles); the table once read
    that as the zone kinds "i", "n", " ", "f", ... A hint is only ever a list."""
    from games.registry import get_game
    from ui.table.layout import zone_kinds

    assert zone_kinds({"piles": "in front of each seat"}, "piles") == []
    assert zone_kinds({"spreads": ["table"]}, "spreads") == ["table"]
    book = get_game("kolovrat").rulebook.layout
    assert zone_kinds(book, "piles") == [] and zone_kinds(book, "spreads") == ["table"]
