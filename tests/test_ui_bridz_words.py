"""Bridž's result line and claim line at the table: the noun agrees with its number ('4 zdvihy', '1 trick')."""

from __future__ import annotations

import pytest

from games.events import Event
from tests.games.bridz.test_bridz_result import NAMES, finished_deal
from ui.games.bridz.result import claim_line, result_words


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("seed", [3, 4, 37])  # the declarer's side took 7, 4 and 3 tricks
def test_the_tricks_of_a_result_are_counted_with_the_noun_that_agrees(lang: str, seed: int) -> None:
    deal = finished_deal(seed)
    made = deal.side_tricks[deal.contract[3] % 2]
    head = result_words(deal, lang, NAMES)[0]
    if lang == "en":
        assert head.endswith(f", {made} trick" + ("" if made == 1 else "s"))
    else:  # "bez 9, 4 zdvihů" was wrong: 2 to 4 take "zdvihy"
        assert head.endswith(f", {made} " + ("zdvih" if made == 1 else "zdvihy" if 2 <= made <= 4 else "zdvihů"))


def test_an_agreed_claim_names_the_tricks_in_a_form_czech_allows() -> None:
    for n in (1, 3, 5):
        said = claim_line([Event("claim", seat=3, value=n)], "cs", NAMES)
        assert said is not None and f"zbylé zdvihy ({n})" in said and "zdvihů" not in said
