"""Splinter bids (docs/bridz-system.md §8.2): a double jump in a new suit that agrees partner's major (or the major
responder named, when opener splinters), shows a singleton or void in the suit bid and game values; and the
partner's answer, which weighs the points he holds opposite that shortness.

A point count cannot see that a king opposite a singleton takes no trick while an ace and three small cards
opposite it lose nothing: the splinter tells the partner where the shortness is, and the partner counts his
honours in that suit as wasted (all but the ace) before he decides between game and key-card Blackwood.

Uncontested auctions only, read as `bidding.tokens` gives them (calls without passes, marked m, p or o).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ai.games.bridz.counting import HCP, SUITS, Made, hcp, suit_lengths
from cards.model import Card

MAJORS = ("S", "H")
ORDER = "CDHS"
SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
WORD = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
#: high-card points of a responder's splinter (1♥ – 4♣) and of an opener's (1♣ – 1♠ – 4♦)
RESPONDER = (11, 15)
OPENER = (16, 21)
#: the partner's working points (high cards less the king, queen and jack in the splinter suit, a point for each
#: trump past the fourth) from which he asks for key cards rather than bid game: opposite a responder's splinter,
#: and opposite an opener's
ASK_OVER_RESPONDER = 15
ASK_OVER_OPENER = 12
#: a suit this long opposite the shortness keeps its honours working
LONG_WORKS = 5


def _level_over(bid: str, suit: str) -> int:
    """The cheapest level at which `suit` may be bid over `bid` (a call such as '1S')."""
    level, strain = int(bid[0]), bid[1:]
    return level if ORDER.index(suit) > ORDER.index(strain) else level + 1


def calls(toks: Sequence[str]) -> dict[str, str]:
    """The splinter calls open to the bidder now, suit by suit ({shortness suit: call}), in the two auctions the
    system has them: responder over partner's 1♥/1♠ (toks ['p1H']), and opener after 1x – 1M (['m1x', 'p1M'])."""
    if len(toks) == 1 and toks[0] in ("p1H", "p1S"):
        trump, last = toks[0][2], toks[0][1:]
    elif (len(toks) == 2 and toks[0][0] == "m" and toks[0][1] == "1" and toks[0][2:] in SUITS
          and toks[1] in ("p1H", "p1S") and toks[1][2] != toks[0][2]):
        trump, last = toks[1][2], toks[1][1:]
    else:
        return {}
    out = {}
    for suit in SUITS:
        if suit == trump or (toks[0][0] == "m" and suit == toks[0][2]):
            continue
        level = _level_over(last, suit) + 2
        call = f"{level}{suit}"
        if level <= 4 and (level, ORDER.index(suit)) < (4, ORDER.index(trump)):
            out[suit] = call
    return out


def flip(toks: Sequence[str]) -> list[str]:
    """The auction as partner reads it: my calls his, his mine."""
    return [{"m": "p", "p": "m"}.get(t[0], t[0]) + t[1:] for t in toks]


def trump_of(toks: Sequence[str]) -> str:
    """The major a splinter would agree: partner's for responder, responder's for opener."""
    return toks[-1][2]


def bid(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """The splinter, its answer (game or key-card Blackwood) and the pass after the answer's game, else None."""
    if made := _splinter(toks, hand):
        return made
    if len(toks) in (2, 3) and toks[-1][0] == "p" and (short := said_suit(flip(toks[:-1]), toks[-1][1:])):
        return _answer(toks, hand, short)
    if len(toks) in (3, 4) and toks[-2][0] == "m" and said_suit(toks[:-2], toks[-2][1:]) and toks[-1][0] == "p":
        trump = trump_of(toks[:-2])
        if toks[-1] == f"p4{trump}":
            return "P", "partner se po splinteru zastavil v manši", "partner signed off in game after the splinter", \
                "", {}
    return None


def _splinter(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    open_to = calls(toks)
    if not open_to:
        return None
    trump = trump_of(toks)
    lens = suit_lengths(hand)
    points = hcp(hand)
    lo, hi = RESPONDER if len(toks) == 1 else OPENER
    if lens[trump] < 4 or not lo <= points <= hi:
        return None
    short = [s for s in open_to if lens[s] <= 1]
    if len(short) != 1:  # two short suits or none: the hand is not the one the bid describes
        return None
    return open_to[short[0]], *_said(short[0], trump, lo, hi)


def _said(short: str, trump: str, lo: int, hi: int) -> tuple[str, str, str, Mapping[str, object]]:
    return (f"splinter: 4+ {SYMBOL[trump]}, singl nebo šikana v {SYMBOL[short]}, {lo}–{hi} bodů, forsing",
            f"splinter: 4+ {WORD[trump]}, a singleton or void in {WORD[short]}, {lo}–{hi} points, forcing",
            "splinter", {"hcp": [lo, hi], "len": {trump: [4, 13], short: [0, 1]}})


def said_suit(toks: Sequence[str], call: str) -> str:
    """The shortness suit when `call` after `toks` is a splinter, else ''."""
    return next((s for s, c in calls(toks).items() if c == call), "")


def said(toks: Sequence[str], call: str) -> tuple[str, str, str, Mapping[str, object]] | None:
    """What a splinter means (cs, en, tag, the hand it shows) when `call` is one, else None."""
    short = said_suit(toks, call)
    if not short:
        return None
    lo, hi = RESPONDER if len(toks) == 1 else OPENER
    return _said(short, trump_of(toks), lo, hi)


def working(hand: Sequence[Card], short: str, trump: str) -> int:
    """High-card points that work opposite partner's shortness in `short` (its king, queen and jack are wasted,
    its ace still stops the suit; in a suit of five or more the honours set up the long cards, so they work),
    and a point for each trump past the fourth."""
    lens = suit_lengths(hand)
    wasted = sum(HCP[c.rank or ""] for c in hand if c.suit == short and c.rank in ("K", "Q", "J")
                 and lens[short] < LONG_WORKS)
    return hcp(hand) - wasted + max(0, lens[trump] - 4)


def _answer(toks: Sequence[str], hand: Sequence[Card], short: str) -> Made:
    trump = trump_of(toks[:-1])  # the last call before the splinter named the major, whoever made it
    pts = working(hand, short, trump)
    need = ASK_OVER_RESPONDER if len(toks) == 2 else ASK_OVER_OPENER
    if pts >= need:
        return ("4NT", f"Blackwood po splinteru: {pts} pracujících bodů",
                f"key-card Blackwood after the splinter: {pts} working points", "blackwood", {})
    return (f"4{trump}", f"manše: pracujících bodů je proti krátkosti jen {pts}",
            f"game: only {pts} working points opposite partner's shortness", "", {})
