"""What a Bridž bot says of its calls, where the bidding modules write it in Python rather than in system.yaml.

tests/test_terms.py runs its checks (kept Czech terms, calques, a number's noun form, no Czech in the English)
over these texts too; this file checks what only the explanations can get wrong: that the gathering reaches the
modules at all, that no English word or call code is left in them, and the key cards' count at every number.
"""

from __future__ import annotations

import re

from ai.games.bridz import slam
from tests.games.bridz.explained import explanations
from tests.test_terms import miscounted
from tests.test_vocabulary import check_pair

#: an explanation each bidding module writes in Python (its English opening), which the gathering must meet
MODULES = {
    "splinter.py": "splinter: ", "controls.py": "cue bid: a control in", "gametry.py": "game try: ",
    "stopper.py": "asks for a stopper in", "majorfit.py": "a fit: three", "slam.py": "key cards: ",
    "competition.py": "showing shape: ", "opening.py": "11 points and two long suits", "support.py": "four ",
    "overcall.py": "game: ", "conventions.py": "partner placed the contract", "bidding.py": "natural, ",
}
#: a suit call as the program codes it ("4S") or a level glued to a suit's word ("4spades"): a player reads 4♠
#: (no trumps read "3NT" in English; test_terms' calques keep "NT" out of the Czech)
CODE = re.compile(r"\b[1-7](?:[SHDC]|spades|hearts|diamonds|clubs)\b")


def test_the_gathering_reaches_every_module() -> None:
    said = [en for _, _, en in explanations()]
    assert {name for name, start in MODULES.items() if not any(en.startswith(start) for en in said)} == set()


def test_no_english_word_and_no_call_code_in_an_explanation() -> None:
    problems = [p for where, cs, en in explanations() for p in check_pair(where, cs, en)]
    problems += [f"{where}: {text!r}" for where, cs, en in explanations() for text in (cs, en)
                 if CODE.search(text)]
    assert problems == []


def test_the_code_check_catches_what_it_is_for() -> None:
    assert CODE.search("no stopper: we play 4S") and CODE.search("forcing: 4spades or 3NT")
    assert not CODE.search("no stopper: we play 4♠") and not CODE.search("five spades, 10–15 points")


def test_the_missing_key_cards_take_their_counts_form() -> None:
    """"chybí 1 klíčové karty" was said when one key card and the trump queen were missing."""
    assert [p for n, said in slam.KEY_CARDS_CS.items() for p in miscounted(f"{n}", f"chybí {said}")] == []
    assert slam.KEY_CARDS_CS[1] == "1 klíčová karta" and slam.KEY_CARDS_EN[1] == "1 key card"
    assert set(slam.KEY_CARDS_CS) == set(slam.KEY_CARDS_EN) == {1, 2, 3, 4, 5}
