"""The advancer's answer to partner's takeout double (docs/bridz-system.md §7.2), made and read in one place: the
same answer must say to the doubler what the advancer's hand holds, or the doubler cannot find the fit later in
the auction (he read a forced 2♣ as three clubs and any points and passed the part score with a fit of nine).

Read as `bidding.tokens` gives the auction (calls without passes, marked m, p or o); the caller checks that
partner's double was for takeout by the system.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.games.bridz.counting import SUITS, hcp, suit_lengths
from ai.games.bridz.stopper import stopper
from cards.model import Card
from games.bridz.auction import BID_INDEX, parse_bid

MAJORS = ("S", "H")
SYMBOL_CS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_EN = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
#: the advancer's points from which he bids game himself
GAME = 12
#: the advancer's points from which he jumps a level (an invitation)
JUMP = 9
#: an advance is the longest suit other than theirs: four or more cards but with 4-3-3-3 and four of theirs
SHOWN_LENGTH = [4, 13]

Answer = tuple[str, str, str, dict[str, object]]


def _theirs(toks: Sequence[str]) -> str:
    return next((parse_bid(t[1:])[1] for t in toks if t[0] == "o" and t[1:] in BID_INDEX), "")


def _cheapest(strain: str, legal: set[str], at_least: int = 1) -> str | None:
    return next((f"{level}{strain}" for level in range(at_least, 8) if f"{level}{strain}" in legal), None)


def advancing(toks: Sequence[str]) -> bool:
    """Partner's double is the last call but the opponent's pass: the advancer answers."""
    return bool(toks) and toks[-1] == "pX"


def answer(toks: Sequence[str], hand: Sequence[Card], legal: set[str]) -> Answer | None:
    """Game with 12+ points (four of a four-card major, else 3NT), else the cheapest bid in the longest suit
    other than theirs, at the three level at most; None when neither is legal."""
    lens, points = suit_lengths(hand), hcp(hand)
    theirs = _theirs(toks)
    choice = max((s for s in SUITS if s != theirs), key=lambda s: (lens[s], s in MAJORS))
    if points >= GAME:
        if choice in MAJORS and lens[choice] >= 4 and (call := _cheapest(choice, legal, 4)):
            return call, f"manše v {SYMBOL_CS[choice]} po kontře", f"game in {SUIT_EN[choice]} after the double", {}
        if call := _cheapest("NT", legal, 3):
            return call, "3BT po kontře", "3NT after the double", {}
    at = _cheapest(choice, legal)
    if at and points >= JUMP and parse_bid(at)[0] <= 2 and (jump := f"{parse_bid(at)[0] + 1}{choice}") in legal:
        return (jump, f"skoková odpověď na kontru: nejdelší barva {SYMBOL_CS[choice]}, {JUMP}–{GAME - 1} bodů",
                f"jump answer to the double: longest suit, {SUIT_EN[choice]}, {JUMP}–{GAME - 1} points",
                {"len": {choice: list(SHOWN_LENGTH)}, "hcp": [JUMP, GAME - 1]})
    if at and parse_bid(at)[0] <= 3:
        return (at, f"odpověď na kontru: nejdelší barva {SYMBOL_CS[choice]}, 0–{JUMP - 1} bodů",
                f"answer to the double: longest suit, {SUIT_EN[choice]}, 0–{JUMP - 1} points",
                {"len": {choice: list(SHOWN_LENGTH)}, "hcp": [0, JUMP - 1]})
    return None


def said(toks: Sequence[str], call: str, legal: set[str]) -> Answer | None:
    """What the advancer's suit bid at its cheapest level says: his longest suit but theirs, 0–11 points."""
    if not advancing(toks) or call not in BID_INDEX:
        return None
    strain = parse_bid(call)[1]
    cheapest = _cheapest(strain, legal)
    if strain == "NT" or strain == _theirs(toks) or cheapest is None:
        return None
    if call == cheapest:
        return (call, f"odpověď na kontru: nejdelší barva {SYMBOL_CS[strain]}, 0–{JUMP - 1} bodů",
                f"answer to the double: longest suit, {SUIT_EN[strain]}, 0–{JUMP - 1} points",
                {"len": {strain: list(SHOWN_LENGTH)}, "hcp": [0, JUMP - 1]})
    if parse_bid(call)[0] == parse_bid(cheapest)[0] + 1 <= 3:
        return (call, f"skoková odpověď na kontru: nejdelší barva {SYMBOL_CS[strain]}, {JUMP}–{GAME - 1} bodů",
                f"jump answer to the double: longest suit, {SUIT_EN[strain]}, {JUMP}–{GAME - 1} points",
                {"len": {strain: list(SHOWN_LENGTH)}, "hcp": [JUMP, GAME - 1]})
    return None


#: the points together the doubler wants for game after the answer: two above the captain's 24 (§5), as his
#: shortness in their suit is counted and the answer's range is wide (24 and 25 bid games that went down)
GAME_TOGETHER = 26
#: the middle of the answer's range as the doubler counts it: the cheapest answer (0–8), the jump (9–11)
ANSWER_MIDDLE = {False: 3, True: 10}


def rebid(toks: Sequence[str], hand: Sequence[Card], legal: set[str]) -> Answer | None:
    """The doubler's second call after partner's answer in a suit, the opponents silent (§7.2). With three cards
    of partner's suit opposite the jump, or four opposite the cheapest answer, his points count shortness (a fit).
    Game when those points and the middle of the answer's range reach GAME_TOGETHER: four of partner's major with
    the fit, else 3NT with a stopper in their suit, else five of partner's minor with four cards of it; else pass
    the jump. None when this is not that auction, or after the cheapest answer short of game (the captain places
    the part score: with a fit he may correct, never to 3NT on a count the jump did not show)."""
    if len(toks) < 3 or toks[-2] != "mX" or toks[-1][0] != "p" or toks[-3][0] != "o":
        return None
    call, doubled = toks[-1][1:], toks[-3][1:]
    if call not in BID_INDEX or doubled not in BID_INDEX:
        return None
    level, strain = parse_bid(call)
    theirs = parse_bid(doubled)[1]
    if strain in ("NT", theirs):
        return None
    cheapest = next(lv for lv in range(1, 8) if BID_INDEX[f"{lv}{strain}"] > BID_INDEX[doubled])
    if level not in (cheapest, cheapest + 1):
        return None
    jump = level == cheapest + 1
    lens = suit_lengths(hand)
    fit = lens[strain] >= (3 if jump else 4)
    points = hcp(hand) + (sum(max(0, 3 - lens[s]) for s in SUITS if s != strain) if fit else 0)
    stop = "P" if jump else None
    if points + ANSWER_MIDDLE[jump] >= GAME_TOGETHER:
        if fit and strain in MAJORS:
            stop = f"4{strain}"
        elif theirs != "NT" and stopper(hand, theirs):
            stop = "3NT"
        elif lens[strain] >= 4:
            stop = f"5{strain}"
    if stop is None or (stop != "P" and stop not in legal):
        return None
    if stop == "P":
        return stop, "po odpovědi na kontru stačí částečný závazek", "the part score after the answer to the double", {}
    return (stop, f"manše po odpovědi na kontru: {points} bodů",
            f"game after the answer to the double: {points} points", {})
