"""Bridž in the terminal as a bridge player reads it: each call said once, a bot's meaning under its call, and
the player told his quarter (North, Jih) beside the name the log gives his seat."""

from __future__ import annotations

import io
import itertools

import pytest

from ai import make_player
from cli.play import play
from games import Action, Match, get_game


def _auction(level: str, lang: str, seed: int) -> list[str]:
    """The terminal's lines of one Bridž deal's auction, the human at seat 3 (South) always passing."""
    match = Match(get_game("bridz"), 4, {}, seed)
    bots = {s: make_player(level, "bridz", seed * 31 + s) for s in (0, 1, 3)}
    answers = itertools.chain(["pass"] * 12, itertools.repeat("q"))
    out = io.StringIO()
    play(match, 2, bots, lang, level, lambda _: next(answers), out)
    return out.getvalue().splitlines()


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_random_players_call_is_said_once(lang: str) -> None:
    lines = _auction("random", lang, 5)
    calls = [line for line in lines if " hlásí " in line or line.startswith(("  John: ", "  Charles: ", "  Paul: "))]
    assert calls, lines[:20]
    # the label ("(Pass)", "(Dražit 4♦)") repeated the sentence above it: nothing under a call with no meaning
    assert not [line for line in lines if line.startswith("    (")], lines[:40]


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_system_bots_meaning_follows_its_call_without_the_call_again(lang: str) -> None:
    lines = _auction("bridz:easy", lang, 7)
    meanings = [i for i, line in enumerate(lines) if line.startswith("    (")]
    assert meanings, lines[:40]
    for i in meanings:
        above = lines[i - 1]
        assert above.startswith("  ") and any(word in above for word in ("pasuje", "hlásí", "kontr", "passes", ": "))
        said = lines[i].strip("() ")
        assert ":" not in said.split(" ")[0] and not said.startswith(("Pas", "Pass", "Dražit", "Bid")), lines[i]


@pytest.mark.parametrize(("lang", "said"), [("cs", "Hraješ za Tomáše (Jih), "), ("en", "You are Thomas (South);")])
def test_the_bridge_player_is_told_his_quarter(lang: str, said: str) -> None:
    """By the name the window gives his seat (Tomáš, declined), not by a number ('hráče 3')."""
    assert _auction("random", lang, 5)[1].startswith(said)


def test_a_label_that_only_names_the_choice_adds_nothing() -> None:
    game = get_game("bridz")
    assert game.announcement(Action("pass", label_cs="Pas", label_en="Pass"), "en") == ""
    bot = Action("bid", number=1, arg="NT", label_cs="1BT: 15–17 bodů", label_en="1NT: 15–17 points")
    assert game.announcement(bot, "cs") == "15–17 bodů" and game.announcement(bot, "en") == "15–17 points"




@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize(("game_id", "seat"), [("bridz", 2), ("cvik", 0)])
def test_each_prompt_prints_what_changed_and_t_prints_the_whole_table(lang: str, game_id: str, seat: int) -> None:
    """The terminal printed the whole table (15-20 lines in Bridž) at every prompt; now the first prompt prints it
    all, each later one what differs from the last (and the player's cards, always), and 't' all of it again."""
    from cli.play import show

    match = Match(get_game(game_id), 4 if game_id == "bridz" else 3, {}, 4)
    bots = {s: make_player("random", game_id, 4 * 31 + s) for s in range(match.num_players) if s != seat}
    names = ["Jan", "Karel", "Tomáš", "Pavel"][:match.num_players]
    out = io.StringIO()
    tables: list[list[str]] = []  # the whole table at each prompt, as 't' prints it
    marks: list[int] = []  # where the output stood at each prompt
    answers = itertools.chain(["1"] * 6, ["t", "q"])

    def answer(_: str) -> str:
        blocks: list[str] = []
        show(match.observation(seat), lang, names, blocks.append, match.game.pack(match.state.config), match.game,
             match.state.in_order)
        tables.append(blocks)
        marks.append(len(out.getvalue()))
        return next(answers)

    play(match, seat, bots, lang, "random", answer, out, names=names)
    text = out.getvalue()
    hand = "Tvoje karty:" if lang == "cs" else "Your cards:"
    assert len(tables) == 8 and tables[-1] == tables[-2]  # 't' is asked at the same prompt as the last move
    for i in range(7):
        before = "\n" + text[marks[i - 1] if i else 0:marks[i]]
        for block in tables[i]:
            printed = f"\n{block}\n" in before
            assert printed == (i == 0 or block.startswith(hand) or block not in tables[i - 1]), (i, block)
        if i:
            assert sum(f"\n{block}\n" in before for block in tables[i]) < len(tables[i]), i  # some left out
    again = "\n" + text[marks[6]:marks[7]]
    assert all(f"\n{block}\n" in again for block in tables[7])
