"""The stopper ask (docs/bridz-system.md §7.7): with game values and no fit over the opponents' suit, a cue bid
in their suit asks partner for a stopper before 3NT; partner bids 3NT with one, else his cheapest natural call.

Read from `bidding.tokens` (calls without passes, marked m, p or o); this module is below bidding.py.
"""

from __future__ import annotations

from collections.abc import Sequence

from cards.model import Card

SUITS = ("S", "H", "D", "C")
SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
WORD = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
BIDS = [f"{level}{s}" for level in range(1, 8) for s in ("C", "D", "H", "S", "NT")]


def stopper(hand: Sequence[Card], suit: str) -> bool:
    """A stopper: the ace, the king with one more, the queen with two, the jack with three."""
    ranks = {c.rank for c in hand if c.suit == suit}
    n = sum(1 for c in hand if c.suit == suit)
    return "A" in ranks or ("K" in ranks and n >= 2) or ("Q" in ranks and n >= 3) or ("J" in ranks and n >= 4)


def their_suit(toks: Sequence[str]) -> str:
    """The one suit the opponents named ("" when they named none or two)."""
    named = {t[2:] for t in toks if t[0] == "o" and len(t) == 3 and t[2:] in SUITS}
    return named.pop() if len(named) == 1 else ""


def _cheapest(strain: str, above: str) -> str:
    start = BIDS.index(above) + 1 if above else 0
    return next((b for b in BIDS[start:] if b.endswith(strain) and not (strain != "NT" and b.endswith("NT"))), "")


def ask(toks: Sequence[str], hand: Sequence[Card]) -> tuple[str, str, str] | None:
    """The cue bid asking for a stopper, for a hand about to bid 3NT without one over their suit."""
    suit = their_suit(toks)
    last = next((t[1:] for t in reversed(toks) if t[1:] in BIDS), "")
    if not suit or stopper(hand, suit) or not any(t[0] in "mp" for t in toks):
        return None
    call = _cheapest(suit, last)
    if not call or BIDS.index(call) >= BIDS.index("3NT"):
        return None
    return call, *said_ask(suit)


def said_ask(suit: str) -> tuple[str, str]:
    return (f"ptá se na zádrž v {SYMBOL[suit]} pro 3BT, forsing",
            f"asks for a stopper in {WORD[suit]} for 3NT, forcing")


def is_ask(toks: Sequence[str], call: str) -> bool:
    """Whether `call` (after `toks`) is the stopper ask: our side has bid, and the call names their one suit."""
    suit = their_suit(toks)
    return bool(suit) and len(call) == 2 and call[1] == suit and any(t[0] in "mp" for t in toks) and (
        BIDS.index(call) < BIDS.index("3NT"))


def answer(toks: Sequence[str], hand: Sequence[Card]) -> tuple[str, str, str] | None:
    """Partner asked for a stopper: 3NT with one, else the cheapest bid in my longest suit but theirs."""
    if not toks or toks[-1][0] != "p" or not is_ask(toks[:-1], toks[-1][1:]):
        return None
    suit = their_suit(toks)
    if stopper(hand, suit):
        return "3NT", f"zádrž v {SYMBOL[suit]}: 3BT", f"a stopper in {WORD[suit]}: 3NT"
    lens = {s: sum(1 for c in hand if c.suit == s) for s in SUITS if s != suit}
    best = max(lens, key=lambda s: (lens[s], s in ("S", "H")))
    return _cheapest(best, toks[-1][1:]), f"bez zádrže v {SYMBOL[suit]}", f"no stopper in {WORD[suit]}"


def placed(toks: Sequence[str], hand: Sequence[Card]) -> tuple[str, str, str] | None:
    """I asked and partner has no stopper: game in his suit when I hold three of it (pass when he bid it at
    game already); None (the captain places it: 3NT all the same) without that support."""
    if not (len(toks) >= 2 and toks[-2][0] == "m" and toks[-1][0] == "p" and toks[-1][1:] != "3NT"
            and is_ask(toks[:-2], toks[-2][1:])):
        return None
    level, suit = int(toks[-1][1]), toks[-1][2:]
    if suit not in SUITS or sum(1 for c in hand if c.suit == suit) < 3:
        return None
    game = 4 if suit in ("S", "H") else 5
    if level >= game:
        return "P", f"bez zádrže: hrajeme {level}{SYMBOL[suit]}", f"no stopper: we play {level}{SYMBOL[suit]}"
    return f"{game}{suit}", f"bez zádrže: manše v {SYMBOL[suit]}", f"no stopper: game in {WORD[suit]}"
